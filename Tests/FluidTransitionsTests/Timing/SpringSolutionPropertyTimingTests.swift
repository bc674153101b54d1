import FluidTransitions
import Foundation
import Testing

/// Properties that any exact damped-oscillator solution must have (no reference values needed),
/// over a seeded grid of parameter sets that includes the regimes' boundaries.
@Suite("Timing: spring solution properties")
struct SpringSolutionPropertyTimingTests {
  struct Case: CustomStringConvertible {
    let spring: SpringParameters
    let x0: Double
    let v0: Double
    var description: String {
      "m=\(spring.mass) k=\(spring.stiffness) c=\(spring.damping) x0=\(x0) v0=\(v0)"
    }
    var motion: SpringSolution { SpringSolution(spring: spring, displacement: x0, velocity: v0) }
    /// A time scale over which the motion is interesting.
    var timeScale: Double { 1 / spring.naturalFrequency }
    /// The size of the state in displacement units, for relative comparisons.
    var scale: Double { abs(x0) + abs(v0) / spring.naturalFrequency + 1e-300 }
  }

  /// 1,200 parameter sets: damping ratios across every regime (exactly 0, exactly 1, within
  /// 1e-9 and 1e-6 of 1, up to 40), frequencies 0.5–300 rad/s, masses 0.1–10.
  static let cases: [Case] = {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    let specialRatios = [0, 1, 1 - 1e-9, 1 + 1e-9, 1 - 1e-6, 1 + 1e-6, 0.999, 1.001, 40]
    return (0..<1200).map { index in
      let ratio =
        index < specialRatios.count * 20
        ? specialRatios[index % specialRatios.count]
        : Double.random(in: 0...5, using: &generator)
      let frequency = exp(Double.random(in: log(0.5)...log(300), using: &generator))
      let mass = exp(Double.random(in: log(0.1)...log(10), using: &generator))
      let stiffness = mass * frequency * frequency
      let spring = SpringParameters(
        mass: mass, stiffness: stiffness, damping: 2 * ratio * (mass * stiffness).squareRoot())
      let x0 = Double.random(in: -2...2, using: &generator)
      let v0 = Double.random(in: -3...3, using: &generator) * frequency
      return Case(spring: spring, x0: x0, v0: v0)
    }
  }()

  @Test("Initial conditions hold exactly")
  func initialConditions() {
    for testCase in Self.cases {
      let state = testCase.motion.state(at: 0)
      #expect(state.displacement == testCase.x0 && state.velocity == testCase.v0, "\(testCase)")
    }
  }

  @Test("Velocity is the derivative of displacement, and satisfies m·v′ = −c·v − k·x")
  func odeResidual() {
    for testCase in Self.cases {
      let motion = testCase.motion
      let spring = testCase.spring
      let step = 1e-5 * testCase.timeScale
      for multiple in [0.3, 1, 2.5, 6] {
        let time = multiple * testCase.timeScale
        let before = motion.state(at: time - step)
        let now = motion.state(at: time)
        let after = motion.state(at: time + step)
        let displacementRate = (after.displacement - before.displacement) / (2 * step)
        let velocityRate = (after.velocity - before.velocity) / (2 * step)
        let force = -spring.damping * now.velocity - spring.stiffness * now.displacement
        let velocityScale = testCase.scale * spring.naturalFrequency
        #expect(
          abs(displacementRate - now.velocity) <= 1e-6 * velocityScale, "\(testCase) t=\(time)")
        #expect(
          abs(spring.mass * velocityRate - force)
            <= 1e-6 * spring.mass * velocityScale * spring.naturalFrequency,
          "\(testCase) t=\(time)")
      }
    }
  }

  @Test("Mechanical energy never increases")
  func energyNeverIncreases() {
    for testCase in Self.cases {
      let motion = testCase.motion
      let spring = testCase.spring
      func energy(_ time: Double) -> Double {
        let state = motion.state(at: time)
        return 0.5 * spring.mass * state.velocity * state.velocity
          + 0.5 * spring.stiffness * state.displacement * state.displacement
      }
      let initial = energy(0)
      var previous = initial
      for index in 1...200 {
        let current = energy(Double(index) * 0.05 * testCase.timeScale)
        #expect(current <= previous + 1e-12 * initial, "\(testCase) step \(index)")
        previous = current
      }
    }
  }

  @Test("The motion is linear in its initial state")
  func linearity() {
    for testCase in Self.cases.prefix(400) {
      let spring = testCase.spring
      let positionOnly = SpringSolution(spring: spring, displacement: testCase.x0, velocity: 0)
      let velocityOnly = SpringSolution(spring: spring, displacement: 0, velocity: testCase.v0)
      let doubled = SpringSolution(
        spring: spring, displacement: 2 * testCase.x0, velocity: 2 * testCase.v0)
      for multiple in [0.1, 1, 4, 20] {
        let time = multiple * testCase.timeScale
        let sum = positionOnly.displacement(at: time) + velocityOnly.displacement(at: time)
        #expect(
          abs(testCase.motion.displacement(at: time) - sum) <= 1e-12 * testCase.scale,
          "\(testCase) t=\(time)")
        #expect(
          abs(doubled.displacement(at: time) - 2 * testCase.motion.displacement(at: time))
            <= 1e-12 * testCase.scale, "\(testCase) t=\(time)")
      }
    }
  }

  @Test("Re-seeding at any mix of frame intervals equals one evaluation")
  func framePartition() {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    let intervals = [1.0 / 120, 1.0 / 60, 1.0 / 30, 0.004, 0.05]
    for testCase in Self.cases {
      var stepped = testCase.motion
      var elapsed = 0.0
      for _ in 0..<40 {
        let interval = intervals.randomElement(using: &generator) ?? 1.0 / 60
        stepped = stepped.reseeded(at: interval)
        elapsed += interval
      }
      let direct = testCase.motion.state(at: elapsed)
      let scale = testCase.scale
      #expect(
        abs(stepped.initialDisplacement - direct.displacement) <= 1e-12 * scale, "\(testCase)")
      #expect(
        abs(stepped.initialVelocity - direct.velocity)
          <= 1e-12 * scale * testCase.spring.naturalFrequency, "\(testCase)")
    }
  }

  @Test("Large times stay finite and decay to rest")
  func finiteAtLargeTimes() {
    for testCase in Self.cases where testCase.spring.dampingRatio > 0 {
      for time in [1e3, 1e6, 1e12, Double.greatestFiniteMagnitude] {
        let state = testCase.motion.state(at: time)
        #expect(state.displacement.isFinite && state.velocity.isFinite, "\(testCase) t=\(time)")
      }
      let state = testCase.motion.state(at: .infinity)
      #expect(state.displacement == 0 && state.velocity == 0)
    }
  }

  @Test("Matches an independent RK4 integration (h = 2e-5 s)")
  func matchesRungeKutta() {
    for testCase in Self.cases.prefix(60) where testCase.spring.naturalFrequency < 60 {
      let spring = testCase.spring
      let step = 2e-5
      let steps = Int((min(1, 8 * testCase.timeScale) / step).rounded())
      var x = testCase.x0
      var v = testCase.v0
      func acceleration(_ x: Double, _ v: Double) -> Double {
        (-spring.damping * v - spring.stiffness * x) / spring.mass
      }
      for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + 0.5 * step * k1v
        let k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
        let k3x = v + 0.5 * step * k2v
        let k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
        let k4x = v + step * k3v
        let k4v = acceleration(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      }
      let exact = testCase.motion.state(at: Double(steps) * step)
      #expect(abs(exact.displacement - x) <= 1e-9 * testCase.scale, "\(testCase)")
    }
  }
}
