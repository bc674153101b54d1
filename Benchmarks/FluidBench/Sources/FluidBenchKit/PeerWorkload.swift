import FluidPacing
import FluidTransitions

/// The spring workload peer libraries are measured with, defined so that anyone can run it
/// against another library: 10,000 springs released at once from 1 toward 0, stepped at 120 Hz
/// for 600 frames (5 s) as an app drives them.
///
/// SpringParameters i (0-based) has response 0.4 s (mass 1), damping ratio `dampingRatios[i % 4]` and
/// initial velocity `initialVelocities[(i / 4) % 2]` units per second (−5 moves toward 0), so
/// each of the 8 combinations holds 1,250 springs. Frame f (1…600) is presented f/120 s after
/// the release; on every frame every spring's value and velocity at that time are computed and
/// stored, whether or not it has settled. Each spring is driven as ``FluidAnimator`` drives its
/// motion: a `TimingCurve.spring` resolved once at the release, then per frame one
/// `ResolvedTimingCurve.state(at:)` mapped onto the spring's range (value = 1 + (0 − 1) ·
/// progress, velocity = (0 − 1) · progress velocity).
public struct PeerWorkload: Sendable {
  /// Springs in the workload.
  public static let springCount = 10_000
  /// Every spring's response, in seconds.
  public static let response = 0.4
  /// The damping ratios, taken in turn.
  public static let dampingRatios = [0.3, 0.7, 1.0, 1.5]
  /// The initial velocities in units per second (the motion runs from 1 to 0).
  public static let initialVelocities = [0.0, -5.0]
  /// The frame rate.
  public static let framesPerSecond = 120.0
  /// Frames stepped.
  public static let frameCount = 600
  /// Where every spring starts.
  public static let start = 1.0
  /// Where every spring comes to rest.
  public static let target = 0.0

  /// The damping ratio and initial velocity (units per second) of spring `index`.
  public static func parameters(ofSpring index: Int) -> (dampingRatio: Double, velocity: Double) {
    (dampingRatios[index % 4], initialVelocities[(index / 4) % 2])
  }

  /// The springs' values after the last step.
  public private(set) var values: [Double]
  /// The springs' velocities after the last step, in units per second.
  public private(set) var velocities: [Double]
  private let curves: [ResolvedTimingCurve]

  /// The workload's first `count` springs, at rest at the start (values 1, velocities as
  /// released).
  public init(count: Int = Self.springCount) {
    // Eight distinct springs: resolve each once and copy, which gives the same values as
    // resolving every spring on its own.
    let distance = Self.target - Self.start
    let distinct = (0..<8).map { index -> ResolvedTimingCurve in
      let (ratio, velocity) = Self.parameters(ofSpring: index)
      // A timing curve's velocity is in distances per second toward the target.
      return TimingCurve.spring(
        SpringParameters(dampingRatio: ratio, response: Self.response),
        initialVelocity: velocity / distance
      ).resolved(duration: 0)
    }
    curves = (0..<count).map { distinct[$0 % 8] }
    values = [Double](repeating: Self.start, count: count)
    velocities = (0..<count).map { Self.parameters(ofSpring: $0).velocity }
  }

  /// Steps every spring to frame `frame`, presented `frame`/120 s after the release.
  public mutating func step(toFrame frame: Int) {
    let time = Double(frame) / Self.framesPerSecond
    let distance = Self.target - Self.start
    for index in curves.indices {
      let state = curves[index].state(at: time)
      values[index] = Self.start + distance * state.progress
      velocities[index] = distance * state.velocity
    }
  }

  /// Nanoseconds per spring per frame: the whole workload (10,000 springs × 600 frames) timed
  /// `passes` times, each pass from a fresh release; the median pass. Beside it, in alternation
  /// with it, the same springs stepped through the bare closed form (`SpringSolution.state(at:)`
  /// from displacement 1 with the initial velocity, the value being the displacement since the
  /// target is 0), which is the floor any driving code adds to.
  public static func measure(passes: Int) -> (nanoseconds: Double, closedFormNanoseconds: Double) {
    let springs = Double(springCount * frameCount)
    var samples: [Double] = []
    var closedFormSamples: [Double] = []
    let solutions = (0..<springCount).map { index in
      let (ratio, velocity) = parameters(ofSpring: index)
      return SpringSolution(
        spring: SpringParameters(dampingRatio: ratio, response: response),
        displacement: start - target,
        velocity: velocity)
    }
    for _ in 0..<Swift.max(1, passes) {
      var workload = PeerWorkload()
      var begin = monotonicNanoseconds()
      for frame in 1...frameCount {
        workload.step(toFrame: frame)
      }
      samples.append(Double(monotonicNanoseconds() - begin) / springs)
      benchmarkSink += workload.values[springCount - 1] + workload.velocities[0]

      var values = [Double](repeating: start, count: springCount)
      var velocities = solutions.map(\.initialVelocity)
      begin = monotonicNanoseconds()
      for frame in 1...frameCount {
        let time = Double(frame) / framesPerSecond
        for index in solutions.indices {
          let state = solutions[index].state(at: time)
          values[index] = target + state.displacement
          velocities[index] = state.velocity
        }
      }
      closedFormSamples.append(Double(monotonicNanoseconds() - begin) / springs)
      benchmarkSink += values[springCount - 1] + velocities[0]
    }
    return (Percentiles(samples).median, Percentiles(closedFormSamples).median)
  }
}
