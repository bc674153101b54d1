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
    public let spring: Spring
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
            Case(spring: Spring(dampingRatio: ratio, response: response), velocity: velocity))
        }
      }
    }
    return cases
  }

  /// The result of figure 1.
  public struct Result: Sendable {
    /// Nanoseconds per closed-form evaluation (median of the repetitions).
    public var closedFormNanoseconds: Double
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
      closedFormNanoseconds: closedFormCost(cases: cases, repetitions: repetitions),
      rk4Nanoseconds: stepperCost(.rungeKutta4, cases: cases, repetitions: repetitions),
      eulerNanoseconds: stepperCost(.semiImplicitEuler, cases: cases, repetitions: repetitions),
      closedFormMaxError: closedFormWorst, rk4MaxError: rk4.worst, eulerMaxError: euler.worst,
      rk4Finite: (rk4.finiteWorst, rk4.diverged), eulerFinite: (euler.finiteWorst, euler.diverged),
      closedFormWorstCase: worstDescription, referenceSelfCheck: selfCheck,
      caseCount: cases.count, comparisonCount: comparisons)
  }

  /// Nanoseconds per `state(at:)` over the grid's solutions at 1,024 times spread over the
  /// horizon; the median of `repetitions` passes.
  static func closedFormCost(cases: [Case], repetitions: Int) -> Double {
    let solutions = cases.map {
      SpringSolution(spring: $0.spring, displacement: 1, velocity: $0.velocity)
    }
    var generator = SeededGenerator(seed: 7)
    let times = (0..<1024).map { _ in generator.uniform(0...horizon) }
    var samples: [Double] = []
    for _ in 0..<Swift.max(1, repetitions) {
      var sum = 0.0
      let start = monotonicNanoseconds()
      for time in times {
        for solution in solutions {
          sum += solution.state(at: time).displacement
        }
      }
      let elapsed = Double(monotonicNanoseconds() - start)
      benchmarkSink += sum
      samples.append(elapsed / Double(times.count * solutions.count))
    }
    return Percentiles(samples).median
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
