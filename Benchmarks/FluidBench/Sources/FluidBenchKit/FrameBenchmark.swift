import FluidPacing
import FluidTransitions

/// Figures 2 and 3: the cost of a frame (driver + animator + 12 tracks written to headless
/// nodes) for one transition and for 1,000 on one clock, and the heap allocations of a frame in
/// the steady state.
@MainActor
public enum FrameBenchmark {
  /// Per-frame times of one run.
  public struct Timing: Sendable {
    /// Every measured frame, in nanoseconds.
    public var all: Percentiles
    /// Frames in which the finger scrubbed (touch move + frame).
    public var scrubbing: Percentiles
    /// Frames in which the transition settled on its spring (frame only).
    public var settling: Percentiles
    /// Frames with a grab or a release.
    public var events: Percentiles
    /// The reference workload timed between the frames, in nanoseconds per closed-form
    /// evaluation (empty when the run had no reference).
    public var reference: Percentiles
  }

  /// The reference workload: a batch of `SpringSolution.state(at:)` evaluations of 20 springs
  /// of the spring grid (every fifth case: every damping ratio, response and velocity), at a
  /// time that moves on with each batch. It is fixed maths with no engine code in it, so its
  /// cost tracks the machine, and a frame's cost over it is a ratio that travels between
  /// machines.
  struct ReferenceWorkload {
    let solutions: [SpringSolution]
    let times: [Double]
    private var next = 0

    init() {
      let grid = SpringBenchmark.grid
      solutions = stride(from: 0, to: grid.count, by: 5).map {
        SpringSolution(spring: grid[$0].spring, displacement: 1, velocity: grid[$0].velocity)
      }
      var generator = SeededGenerator(seed: 11)
      times = (0..<1024).map { _ in generator.uniform(0...SpringBenchmark.horizon) }
    }

    /// Times one batch and returns nanoseconds per evaluation.
    mutating func measureBatch() -> Double {
      let time = times[next]
      next = (next + 1) % times.count
      var sum = 0.0
      let start = monotonicNanoseconds()
      for solution in solutions {
        let state = solution.state(at: time)
        sum += state.displacement + state.velocity
      }
      let elapsed = Double(monotonicNanoseconds() - start)
      benchmarkSink += sum
      return elapsed / Double(solutions.count)
    }
  }

  /// Times `frames` frames of `count` transitions on one 120 Hz manual clock, after `warmUp`
  /// frames: per frame, the finger's action for every transition, then `advanceFrame()`. With
  /// `reference`, a batch of the reference workload is timed after every frame, so both see
  /// the same machine at the same moments.
  public static func measure(transitions count: Int, frames: Int, warmUp: Int, reference: Bool)
    -> Timing
  {
    var workload = ReferenceWorkload()
    var referenceSamples: [Double] = []
    if reference { referenceSamples.reserveCapacity(frames) }
    let clock = ManualFrameClock(framesPerSecond: 120)
    let transitions = (0..<count).map { _ in BenchTransition(clock: clock) }
    var scripts = (0..<count).map { index in
      GestureScript(offset: index * GestureScript.cycleLength / Swift.max(count, 1))
    }
    var all: [Double] = []
    var scrubbing: [Double] = []
    var settling: [Double] = []
    var events: [Double] = []
    all.reserveCapacity(frames)
    for frame in 0..<(warmUp + frames) {
      let index = clock.nextFrameIndex
      let time = clock.callbackTime(ofFrameAt: index)
      let interval = clock.frameInterval
      let start = monotonicNanoseconds()
      for transition in 0..<count {
        scripts[transition].perform(
          on: transitions[transition], frameIndex: index, time: time, interval: interval)
      }
      clock.advanceFrame()
      let elapsed = Double(monotonicNanoseconds() - start)
      let batch = reference ? workload.measureBatch() : 0
      guard frame >= warmUp else { continue }
      all.append(elapsed)
      if reference { referenceSamples.append(batch) }
      if count == 1 {
        let phase = (index + scripts[0].offset) % GestureScript.cycleLength
        switch phase {
        case 0, GestureScript.releaseFrame: events.append(elapsed)
        case 1..<GestureScript.releaseFrame: scrubbing.append(elapsed)
        default: settling.append(elapsed)
        }
      }
    }
    blackHole(transitions.map(\.progress))
    return Timing(
      all: Percentiles(all), scrubbing: Percentiles(scrubbing), settling: Percentiles(settling),
      events: Percentiles(events), reference: Percentiles(referenceSamples))
  }

  /// Allocations of the steady state.
  public struct Allocations: Sendable {
    /// Heap allocations per frame over the counted frames (every frame of the cycle: grabs,
    /// scrubbing, releases and settling).
    public var perFrame: Double
    /// Allocations counted over scrubbing frames, settling frames, and grab or release frames.
    public var scrubbing: UInt64
    /// See ``scrubbing``.
    public var settling: UInt64
    /// See ``scrubbing``.
    public var events: UInt64
    /// Frames counted.
    public var frames: Int
    /// Whether the platform counts allocations at all.
    public var isSupported: Bool
  }

  /// The allocations counted while 1,000 class instances are created: proof that the counter
  /// sees the Swift runtime's allocations (1,000 or a few more).
  public static func counterSelfCheck() -> UInt64 {
    final class Box {
      let value: Int
      init(_ value: Int) { self.value = value }
    }
    var boxes: [Box] = []
    boxes.reserveCapacity(1000)
    let counted = AllocationCounting.allocations {
      for index in 0..<1000 { boxes.append(Box(index)) }
    }
    blackHole(boxes)
    return counted
  }

  /// Counts the allocations of one transition's frames over `cycles` gesture cycles, after two
  /// cycles of warm-up.
  public static func countAllocations(cycles: Int) -> Allocations {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let transition = BenchTransition(clock: clock)
    var script = GestureScript(offset: 0)
    var counts: [UInt64] = [0, 0, 0]
    let warmUp = 2 * GestureScript.cycleLength
    let frames = cycles * GestureScript.cycleLength
    for frame in 0..<(warmUp + frames) {
      let index = clock.nextFrameIndex
      let time = clock.callbackTime(ofFrameAt: index)
      let interval = clock.frameInterval
      let before = AllocationCounting.count
      script.perform(on: transition, frameIndex: index, time: time, interval: interval)
      clock.advanceFrame()
      let allocated = AllocationCounting.count &- before
      guard frame >= warmUp else { continue }
      let phase = index % GestureScript.cycleLength
      switch phase {
      case 0, GestureScript.releaseFrame: counts[2] += allocated
      case 1..<GestureScript.releaseFrame: counts[0] += allocated
      default: counts[1] += allocated
      }
    }
    blackHole(transition.progress)
    let total = counts[0] + counts[1] + counts[2]
    return Allocations(
      perFrame: Double(total) / Double(frames), scrubbing: counts[0], settling: counts[1],
      events: counts[2], frames: frames, isSupported: AllocationCounting.isSupported)
  }
}
