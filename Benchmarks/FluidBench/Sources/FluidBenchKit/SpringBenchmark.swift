import FluidPacing
import FluidTransitions

/// Figure 1: the cost and the accuracy of evaluating a spring, for the closed form
/// (`SpringSolution.state(at:)`) and the two stepping baselines, over a fixed grid.
public enum SpringBenchmark {
  /// Damping ratios of the grid, including both sides of critical damping by 1e-6.
  public static let dampingRatios: [Double] = [0, 0.3, 0.7, 1 - 1e-6, 1, 1 + 1e-6, 2, 10]
  /// Responses of the grid, in seconds.
  public static let responses: [Double] = [0.15, 0.3, 0.5, 1]
  /// Initial velocities, in distances per second (the motion starts at displacement 1: a
  /// whole transition left, as a released transition's spring does).
  public static let velocities: [Double] = [0, 4, -12]
  /// The longest time checked, in seconds.
  public static let horizon = 2.0

  /// One grid case.
  public struct Case: Sendable {
    /// The spring.
    public let spring: SpringParameters
    /// The initial velocity.
    public let velocity: Double
    /// The motion's scale: the larger of the initial displacement (1) and velocity / ω0.
    public var scale: Double { Swift.max(1, abs(velocity) / spring.naturalFrequency) }
  }

  /// Every case of the grid.
  public static var grid: [Case] {
    var cases: [Case] = []
    for ratio in dampingRatios {
      for response in responses {
        for velocity in velocities {
          cases.append(
            Case(
              spring: SpringParameters(dampingRatio: ratio, response: response), velocity: velocity)
          )
        }
      }
    }
    return cases
  }

  /// The result of figure 1.
  public struct Result: Sendable {
    /// Nanoseconds per evaluation of the closed form, of the animator's per-frame path and of
    /// the two separate calls it replaced (medians of interleaved chunks).
    public var costs: EvaluationCosts
    /// Nanoseconds per RK4 step.
    public var rk4Nanoseconds: Double
    /// Nanoseconds per semi-implicit Euler step.
    public var eulerNanoseconds: Double
    /// Worst displacement error of the closed form over the grid, relative to each motion's
    /// scale.
    public var closedFormMaxError: Double
    /// Worst error of RK4 at 8 ms (infinite if it diverged on some case).
    public var rk4MaxError: Double
    /// Worst error of semi-implicit Euler at 1/60 s (infinite if it diverged).
    public var eulerMaxError: Double
    /// The worst RK4 error over the cases where it stays finite, and how many diverged.
    public var rk4Finite: (maxError: Double, diverged: Int)
    /// The same for Euler.
    public var eulerFinite: (maxError: Double, diverged: Int)
    /// The case with the closed form's worst error, described.
    public var closedFormWorstCase: String
    /// The reference's own error estimate (largest change with 16× finer scaling).
    public var referenceSelfCheck: Double
    /// The number of grid cases and of closed-form comparisons.
    public var caseCount: Int
    /// Closed-form comparisons made.
    public var comparisonCount: Int
  }

  /// Runs figure 1. `timeStep` is the spacing of the closed form's check times; `repetitions`
  /// the number of timed passes (the median is reported).
  public static func run(timeStep: Double, repetitions: Int) -> Result {
    let cases = grid
    // Accuracy.
    var closedFormWorst = 0.0
    var worstDescription = ""
    var comparisons = 0
    var selfCheck = 0.0
    var rk4 = (worst: 0.0, finiteWorst: 0.0, diverged: 0)
    var euler = (worst: 0.0, finiteWorst: 0.0, diverged: 0)
    let checkCount = Int((horizon / timeStep).rounded())
    for each in cases {
      let spring = each.spring
      let reference = SpringReference(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      let solution = SpringSolution(spring: spring, displacement: 1, velocity: each.velocity)
      for index in 0...checkCount {
        let time = Double(index) * timeStep
        let exact = reference.state(displacement: 1, velocity: each.velocity, time: time)
        let error =
          abs((DoubleDouble(solution.state(at: time).displacement) - exact.displacement).value)
          / each.scale
        comparisons += 1
        if error > closedFormWorst || closedFormWorst == 0 && error > 0 {
          closedFormWorst = Swift.max(closedFormWorst, error)
          worstDescription =
            "ζ=\(spring.dampingRatio), response=\(spring.response) s, v0=\(each.velocity), "
            + "t=\(time) s"
        }
        if index % 50 == 0 {
          selfCheck = Swift.max(
            selfCheck,
            reference.selfCheck(
              displacement: 1, velocity: each.velocity, time: time, scale: each.scale))
        }
      }
      for method in [SpringStepper.Method.rungeKutta4, .semiImplicitEuler] {
        let step = method == .rungeKutta4 ? SpringStepper.rk4Step : SpringStepper.eulerStep
        var stepper = SpringStepper(
          method: method, step: step, mass: spring.mass, stiffness: spring.stiffness,
          damping: spring.damping, displacement: 1, velocity: each.velocity)
        var worst = 0.0
        while stepper.time < horizon - step / 2 {
          stepper.advance()
          let exact = reference.state(displacement: 1, velocity: each.velocity, time: stepper.time)
          let error = abs(stepper.displacement - exact.displacement.value) / each.scale
          worst = error.isFinite ? Swift.max(worst, error) : .infinity
        }
        if method == .rungeKutta4 {
          rk4.worst = Swift.max(rk4.worst, worst)
          if worst.isFinite {
            rk4.finiteWorst = Swift.max(rk4.finiteWorst, worst)
          } else {
            rk4.diverged += 1
          }
        } else {
          euler.worst = Swift.max(euler.worst, worst)
          if worst.isFinite {
            euler.finiteWorst = Swift.max(euler.finiteWorst, worst)
          } else {
            euler.diverged += 1
          }
        }
      }
    }
    return Result(
      costs: evaluationCosts(cases: cases, repetitions: repetitions),
      rk4Nanoseconds: stepperCost(.rungeKutta4, cases: cases, repetitions: repetitions),
      eulerNanoseconds: stepperCost(.semiImplicitEuler, cases: cases, repetitions: repetitions),
      closedFormMaxError: closedFormWorst, rk4MaxError: rk4.worst, eulerMaxError: euler.worst,
      rk4Finite: (rk4.finiteWorst, rk4.diverged), eulerFinite: (euler.finiteWorst, euler.diverged),
      closedFormWorstCase: worstDescription, referenceSelfCheck: selfCheck,
      caseCount: cases.count, comparisonCount: comparisons)
  }

  /// The cost of one evaluation, in nanoseconds, by three paths over the same motions and
  /// times.
  public struct EvaluationCosts: Sendable {
    /// `SpringSolution.state(at:)`.
    public var closedForm: Double
    /// `ResolvedTimingCurve.state(at:)`, the animator's per-frame path: progress and velocity
    /// from one evaluation.
    public var animatorPath: Double
    /// `ResolvedTimingCurve.progress(at:)` then `velocity(at:)`: the animator's path before it
    /// evaluated once per frame (two spring solves).
    public var separateCalls: Double
    /// The animator path over the closed form: the median over chunks of the ratio at the same
    /// time, so a burst of load that slows one chunk does not move the figure.
    public var animatorPathRatio: Double
    /// Points where the animator path's progress or velocity differed in any bit from the
    /// separate calls', or from 1 − x(t) and −v(t) of the closed form (0 when they agree).
    public var mismatches: Int
  }

  /// Nanoseconds per evaluation by each path over the grid's motions at 1,024 times spread over
  /// the horizon. The paths take turns in chunks of one time × the 96 motions (a few
  /// microseconds each, in a rotating order), so a preemption or a burst of load lands in one
  /// chunk rather than in one path, and the medians over all chunks discard it. Each path's
  /// figure is the median chunk's cost per evaluation; the ratio is the median of the animator
  /// chunk over the closed-form chunk at the same time. The animator's curves are the grid's
  /// springs as `TimingCurve.spring` curves whose motion is exactly the closed form's
  /// (displacement 1, the same initial velocity), and every path consumes both position and
  /// velocity.
  static func evaluationCosts(cases: [Case], repetitions: Int) -> EvaluationCosts {
    let solutions = cases.map {
      SpringSolution(spring: $0.spring, displacement: 1, velocity: $0.velocity)
    }
    // TimingCurve velocities point toward the end; the motion's point toward rest.
    let curves = cases.map {
      TimingCurve.spring($0.spring, initialVelocity: -$0.velocity).resolved(duration: 0)
    }
    var generator = SeededGenerator(seed: 7)
    let times = (0..<1024).map { _ in generator.uniform(0...horizon) }
    var mismatches = 0
    for time in times {
      for (solution, curve) in zip(solutions, curves) {
        let state = curve.state(at: time)
        let motion = solution.state(at: time)
        if state.progress.bitPattern != curve.progress(at: time).bitPattern
          || state.velocity.bitPattern != curve.velocity(at: time).bitPattern
          || state.progress.bitPattern != (1 - motion.displacement).bitPattern
          || state.velocity.bitPattern != (-motion.velocity).bitPattern
        {
          mismatches += 1
        }
      }
    }
    let count = Double(solutions.count)
    var samples: [[Double]] = [[], [], []]
    var ratios: [Double] = []
    for repetition in 0..<Swift.max(1, repetitions) {
      for (index, time) in times.enumerated() {
        var chunk = [0.0, 0.0, 0.0]
        for offset in 0..<3 {
          let path = (repetition + index + offset) % 3
          var sum = 0.0
          let start = monotonicNanoseconds()
          switch path {
          case 0:
            for solution in solutions {
              let state = solution.state(at: time)
              sum += state.displacement + state.velocity
            }
          case 1:
            for curve in curves {
              let state = curve.state(at: time)
              sum += state.progress + state.velocity
            }
          default:
            for curve in curves {
              sum += curve.progress(at: time) + curve.velocity(at: time)
            }
          }
          chunk[path] = Double(monotonicNanoseconds() - start) / count
          benchmarkSink += sum
        }
        for path in 0..<3 { samples[path].append(chunk[path]) }
        ratios.append(chunk[1] / chunk[0])
      }
    }
    return EvaluationCosts(
      closedForm: Percentiles(samples[0]).median, animatorPath: Percentiles(samples[1]).median,
      separateCalls: Percentiles(samples[2]).median,
      animatorPathRatio: Percentiles(ratios).median, mismatches: mismatches)
  }

  /// Nanoseconds per step of `method`, stepping every grid case over the horizon; the median
  /// of `repetitions` passes.
  static func stepperCost(_ method: SpringStepper.Method, cases: [Case], repetitions: Int) -> Double
  {
    let step = method == .rungeKutta4 ? SpringStepper.rk4Step : SpringStepper.eulerStep
    let stepsPerCase = Int((horizon / step).rounded())
    let steppers = cases.map {
      SpringStepper(
        method: method, step: step, mass: $0.spring.mass, stiffness: $0.spring.stiffness,
        damping: $0.spring.damping, displacement: 1, velocity: $0.velocity)
    }
    var samples: [Double] = []
    // Four passes per repetition so a pass is long enough to time well.
    for _ in 0..<Swift.max(1, repetitions) {
      var sum = 0.0
      let start = monotonicNanoseconds()
      for _ in 0..<4 {
        for initial in steppers {
          var stepper = initial
          for _ in 0..<stepsPerCase {
            stepper.advance()
            sum += stepper.displacement
          }
        }
      }
      let elapsed = Double(monotonicNanoseconds() - start)
      benchmarkSink += sum
      samples.append(elapsed / Double(4 * stepsPerCase * steppers.count))
    }
    return Percentiles(samples).median
  }
}
