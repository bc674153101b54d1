import FluidTransitions
import Foundation
import Testing

/// Reference values 8–12 (CONTRIBUTING.md, "Reference values"): parameterisations, conversions,
/// settling rules.
@Suite("Timing: spring parameters")
struct SpringTimingTests {
  @Test("Vector 8: Core Animation settling durations")
  func coreAnimationSettlingDurations() {
    #expect(
      isClose(
        SpringParameters(mass: 1, stiffness: 100, damping: 5).settlingDuration, 2.854975,
        relative: 1e-6))
    #expect(
      isClose(
        SpringParameters(mass: 1, stiffness: 100, damping: 10).settlingDuration, 1.472700,
        relative: 1e-6))
    #expect(
      isClose(
        SpringParameters(mass: 1, stiffness: 100, damping: 15).settlingDuration, 1.022094,
        relative: 1e-6))
    let critical = SpringParameters(mass: 1, stiffness: 100, damping: 20)
    #expect(critical.settlingDuration == 1.0)
    #expect(isClose(critical.exactSettlingDuration(), 0.923341, relative: 1e-6))
  }

  @Test("Vector 8: the exact critical settle solves (1 + ω0·t)·e^(−ω0·t) = ε")
  func exactCriticalSettleSolvesItsEquation() {
    let time = SpringParameters(mass: 1, stiffness: 100, damping: 20).exactSettlingDuration()
    #expect(isClose((1 + 10 * time) * exp(-10 * time), 0.001, relative: 1e-9))
  }

  @Test("Vector 9: UIKit's default spring (3, 1000, 500)")
  func uikitDefaultSpring() {
    let spring = SpringParameters(mass: 3, stiffness: 1000, damping: 500)
    #expect(isClose(spring.dampingRatio, 4.564355, relative: 1e-6))
    #expect(isClose(spring.naturalFrequency, 18.257419, relative: 1e-6))
    #expect(isClose(spring.response, 0.344144, relative: 1e-5))
    #expect(isClose(spring.exactSettlingDuration(), 3.418, relative: 1e-3))
    // Treated as critical, as Core Animation does without allowsOverdamping.
    let critical = SpringParameters(
      mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())
    #expect(isClose(critical.exactSettlingDuration(), 0.505735, relative: 1e-5))
    #expect(critical.settlingDuration == 0.6)
  }

  @Test(
    "Vector 10: UIKit's duration-fitted damping-ratio spring",
    arguments: [
      (1.0, 0.5, 0.0, 18.466827),
      (0.8, 0.5, 0.0, 17.988593),
      (0.5, 1.0, 0.0, 12.716898),
      (1.0, 0.5, 2.0, 18.236013),
      (0.8, 0.5, 3.0, 17.381016),
    ])
  func fittedFrequency(ratio: Double, duration: Double, velocity: Double, expected: Double) {
    let spring = SpringParameters(
      dampingRatio: ratio, settlingDuration: duration, initialVelocity: velocity)
    #expect(isClose(spring.naturalFrequency, expected, relative: 1e-7))
    #expect(spring.mass == 1)
    #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12))
  }

  @Test("Vector 10: the fitted critical spring reaches 0.999 exactly at its duration")
  func fittedSpringSettlesAtDuration() {
    let spring = SpringParameters(dampingRatio: 1, settlingDuration: 0.5)
    let motion = SpringSolution(spring: spring, displacement: 1, velocity: 0)
    #expect(isClose(1 - motion.displacement(at: 0.5), 0.999, relative: 1e-12))
    // Reference value 10 gives 0.5509083755, computed with ω rounded to 18.466827; the exact root
    // (scipy brentq, 18.466826952903173) gives 0.5509083741195555.
    #expect(isClose(1 - motion.displacement(at: 0.1), 0.5509083741195555, relative: 1e-12))
    #expect(isClose(1 - motion.displacement(at: 0.1), 0.5509083755, relative: 3e-9))
  }

  @Test("The fitted frequency is the largest root of UIKit's settling condition")
  func fittedFrequencyIsLargestRoot() {
    var generator = SeededGenerator(seed: 0x5EED_0003)
    for _ in 0..<300 {
      let ratio =
        Bool.random(using: &generator) ? 1 : Double.random(in: 0.05...0.99, using: &generator)
      let duration = Double.random(in: 0.1...3, using: &generator)
      let velocity = Double.random(in: -10...40, using: &generator)
      let omega = SpringParameters(
        dampingRatio: ratio, settlingDuration: duration, initialVelocity: velocity
      )
      .naturalFrequency
      // The condition, written out independently of the library.
      func excess(_ w: Double) -> Double {
        let amplitude =
          ratio >= 1
          ? 1 + (w - velocity) * duration
          : (ratio * w - velocity) / (w * (1 - ratio * ratio).squareRoot())
        return log(abs(amplitude)) - ratio * w * duration - log(0.001)
      }
      let context = "ζ=\(ratio) D=\(duration) v=\(velocity) ω=\(omega)"
      #expect(abs(excess(omega)) < 1e-7, "\(context)")
      for factor in [1.001, 1.01, 1.1, 2, 10, 100] {
        #expect(excess(omega * factor) < 0, "\(context) ×\(factor)")
      }
    }
  }

  @Test(
    "Vector 11: duration and bounce conversions",
    arguments: [
      (0.5, 0.3, 157.913670, 17.592919),
      (0.5, 0.0, 157.913670, 25.132741),
      (1.0, 0.5, 39.478418, 6.283185),
    ])
  func durationBounceConversion(
    duration: Double, bounce: Double, stiffness: Double, damping: Double
  ) {
    let spring = SpringParameters(duration: duration, bounce: bounce)
    #expect(spring.mass == 1)
    // The reference values have six decimals: half a unit in the last place.
    #expect(abs(spring.stiffness - stiffness) <= 5e-7)
    #expect(abs(spring.damping - damping) <= 5e-7)
    #expect(isClose(spring.duration, duration, relative: 1e-12))
    #expect(isClose(spring.bounce, bounce, relative: 1e-12, absolute: 1e-12))
  }

  @Test("Vector 11: snappy damping, negative bounce, and the inverse conversion")
  func moreConversions() {
    #expect(
      isClose(SpringParameters(duration: 0.5, bounce: 0.15).damping, 21.362830, relative: 1e-8))
    let overdamped = SpringParameters(duration: 0.5, bounce: -0.5)
    #expect(isClose(overdamped.dampingRatio, 2, relative: 1e-12))
    #expect(isClose(overdamped.damping, 50.265482, relative: 1e-8))
    #expect(isClose(overdamped.bounce, -0.5, relative: 1e-12))
    let physical = SpringParameters(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(physical.duration, 0.628319, relative: 1e-6))
    #expect(isClose(physical.bounce, 0.5, relative: 1e-12))
  }

  @Test("Presets match SwiftUI's documented springs")
  func presets() {
    #expect(SpringParameters.smooth == SpringParameters(duration: 0.5, bounce: 0))
    #expect(SpringParameters.snappy == SpringParameters(duration: 0.5, bounce: 0.15))
    #expect(SpringParameters.bouncy == SpringParameters(duration: 0.5, bounce: 0.3))
    #expect(isClose(SpringParameters.bouncy.stiffness, 157.913670, relative: 1e-8))
  }

  @Test("Damping ratio and response round-trip through mass, stiffness and damping")
  func ratioResponseRoundTrip() {
    var generator = SeededGenerator(seed: 0x5EED_0004)
    for _ in 0..<500 {
      let ratio = Double.random(in: 0...10, using: &generator)
      let response = Double.random(in: 0.01...5, using: &generator)
      let mass = Double.random(in: 0.1...10, using: &generator)
      let spring = SpringParameters(dampingRatio: ratio, response: response, mass: mass)
      #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12, absolute: 1e-15))
      #expect(isClose(spring.response, response, relative: 1e-12))
      #expect(isClose(spring.stiffness, mass * pow(2 * .pi / response, 2), relative: 1e-12))
    }
  }

  @Test("Vector 12: SwiftUI's value(target:initialVelocity:time:) for (0.5, 0.3)")
  func swiftUIValues() {
    let motion = SpringSolution(
      spring: SpringParameters(duration: 0.5, bounce: 0.3), displacement: 1, velocity: 0)
    #expect(isClose(1 - motion.displacement(at: 0.05), 0.145715013536, relative: 1e-10))
    #expect(isClose(1 - motion.displacement(at: 0.1), 0.423302123075, relative: 1e-10))
    #expect(isClose(-motion.velocity(at: 0.1), 5.7075583376, relative: 1e-10))
    #expect(isClose(1 - motion.displacement(at: 0.25), 0.984087490971, relative: 1e-10))
    #expect(isClose(1 - motion.displacement(at: 0.5), 1.014498421616, relative: 1e-10))
    let kicked = SpringSolution(
      spring: SpringParameters(duration: 0.5, bounce: 0), displacement: 100, velocity: -500)
    #expect(isClose(100 - kicked.displacement(at: 0.1), 50.0044328138, relative: 1e-10))
    #expect(isClose(-kicked.velocity(at: 0.1), 412.9166978110, relative: 1e-10))
  }

  @Test("The exact settling time is the last moment the motion is at least ε from rest")
  func exactSettlingIsLastExceedance() {
    var generator = SeededGenerator(seed: 0x5EED_0005)
    for _ in 0..<300 {
      let ratio = Double.random(in: 0.05...3, using: &generator)
      let spring = SpringParameters(
        dampingRatio: ratio, response: Double.random(in: 0.1...1, using: &generator))
      let velocity = Double.random(in: -20...20, using: &generator)
      let settle = spring.exactSettlingDuration(initialVelocity: velocity)
      let motion = SpringSolution(spring: spring, displacement: 1, velocity: -velocity)
      let context = "ζ=\(ratio) ω=\(spring.naturalFrequency) v=\(velocity)"
      #expect(settle.isFinite && settle > 0, "\(context)")
      #expect(isClose(abs(motion.displacement(at: settle)), 0.001, relative: 1e-6), "\(context)")
      // Nothing after it reaches ε: a dense scan over ten more settling times.
      for index in 1...2000 {
        let time = settle + Double(index) * settle / 200
        #expect(abs(motion.displacement(at: time)) < 0.001, "\(context) t=\(time)")
      }
      // The envelope bound is never earlier than the exact time for underdamped springs.
      if ratio < 1 {
        #expect(spring.settlingDuration(initialVelocity: velocity) >= settle - 1e-9, "\(context)")
      }
    }
  }

  @Test("Underdamped settling duration is the Core Animation envelope bound")
  func envelopeBound() {
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)  // ζ = 0.5, ω0 = 10
    let decay = 5.0
    let dampedFrequency = 10 * (0.75).squareRoot()
    let velocity = 3.0
    let expected = log((1 + abs((decay - velocity) / dampedFrequency)) / 0.001) / decay
    #expect(isClose(spring.settlingDuration(initialVelocity: velocity), expected))
  }
}
