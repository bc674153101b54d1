import FluidTransitions
import Testing

/// Every public spring initialiser and method with NaN, infinities, zero and negative values:
/// each is clamped or replaced as its doc comment says, and nothing returns NaN.
@Suite("Timing: spring bad input")
struct SpringBadInputTimingTests {
  static let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, -1e300, 1e300]

  static func isUsable(_ spring: SpringParameters) -> Bool {
    [spring.mass, spring.stiffness, spring.damping].allSatisfy { $0.isFinite }
      && spring.mass > 0 && spring.stiffness > 0 && spring.damping >= 0
      && spring.dampingRatio.isFinite && spring.naturalFrequency.isFinite
      && spring.response.isFinite && spring.bounce.isFinite
  }

  @Test("Mass, stiffness and damping are clamped as documented")
  func physicalInitialiser() {
    #expect(SpringParameters(mass: .nan, stiffness: 100, damping: 10).mass == 1)
    #expect(SpringParameters(mass: -1, stiffness: 100, damping: 10).mass == 1e-6)
    #expect(SpringParameters(mass: .infinity, stiffness: 100, damping: 10).mass == 1e6)
    #expect(SpringParameters(mass: 1, stiffness: .nan, damping: 10).stiffness == 100)
    #expect(SpringParameters(mass: 1, stiffness: 0, damping: 10).stiffness == 1e-6)
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: -5).damping == 0)
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: .nan).damping == 20)
    #expect(SpringParameters(mass: 1, stiffness: 100, damping: .infinity).damping == 1e9)
    for value in Self.hostile {
      #expect(Self.isUsable(SpringParameters(mass: value, stiffness: 100, damping: 10)))
      #expect(Self.isUsable(SpringParameters(mass: 1, stiffness: value, damping: 10)))
      #expect(Self.isUsable(SpringParameters(mass: 1, stiffness: 100, damping: value)))
    }
  }

  @Test("Damping ratio, response, duration and bounce are clamped as documented")
  func designerInitialisers() {
    #expect(isClose(SpringParameters(dampingRatio: .nan, response: 0.5).dampingRatio, 1))
    #expect(
      isClose(SpringParameters(dampingRatio: -1, response: 0.5).dampingRatio, 0, absolute: 1e-15))
    #expect(isClose(SpringParameters(dampingRatio: .infinity, response: 0.5).dampingRatio, 1000))
    #expect(isClose(SpringParameters(dampingRatio: 1, response: .nan).response, 0.5))
    #expect(isClose(SpringParameters(dampingRatio: 1, response: 0).response, 0.001))
    #expect(isClose(SpringParameters(dampingRatio: 1, response: .infinity).response, 1000))
    #expect(isClose(SpringParameters(duration: .nan, bounce: 0).duration, 0.5))
    #expect(isClose(SpringParameters(duration: 0.5, bounce: .nan).bounce, 0, absolute: 1e-15))
    #expect(isClose(SpringParameters(duration: 0.5, bounce: 5).dampingRatio, 0, absolute: 1e-15))
    #expect(isClose(SpringParameters(duration: 0.5, bounce: -1).dampingRatio, 1000))
    for value in Self.hostile {
      #expect(Self.isUsable(SpringParameters(dampingRatio: value, response: 0.5)))
      #expect(Self.isUsable(SpringParameters(dampingRatio: 0.5, response: value)))
      #expect(Self.isUsable(SpringParameters(dampingRatio: 0.5, response: 0.5, mass: value)))
      #expect(Self.isUsable(SpringParameters(duration: value, bounce: 0.2)))
      #expect(Self.isUsable(SpringParameters(duration: 0.5, bounce: value)))
    }
  }

  @Test("The UIKit duration fit clamps like UIKit and always yields a usable spring")
  func fittedInitialiser() {
    let reference = SpringParameters(dampingRatio: 1, settlingDuration: 0.5).naturalFrequency
    #expect(
      SpringParameters(dampingRatio: .nan, settlingDuration: 0.5).naturalFrequency == reference)
    #expect(SpringParameters(dampingRatio: 5, settlingDuration: 0.5).naturalFrequency == reference)
    #expect(SpringParameters(dampingRatio: 1, settlingDuration: .nan).naturalFrequency == reference)
    #expect(
      SpringParameters(dampingRatio: 1, settlingDuration: 0.5, initialVelocity: .nan)
        .naturalFrequency
        == reference)
    #expect(
      SpringParameters(dampingRatio: 1, settlingDuration: 0).naturalFrequency
        == SpringParameters(dampingRatio: 1, settlingDuration: 0.01).naturalFrequency)
    #expect(
      SpringParameters(dampingRatio: 1, settlingDuration: 100).naturalFrequency
        == SpringParameters(dampingRatio: 1, settlingDuration: 10).naturalFrequency)
    for value in Self.hostile {
      #expect(Self.isUsable(SpringParameters(dampingRatio: value, settlingDuration: 0.5)))
      #expect(Self.isUsable(SpringParameters(dampingRatio: 0.7, settlingDuration: value)))
      #expect(
        Self.isUsable(
          SpringParameters(dampingRatio: 0.7, settlingDuration: 0.5, initialVelocity: value)))
    }
    // A nearly undamped spring from rest falls back to the plain envelope and stays usable.
    #expect(Self.isUsable(SpringParameters(dampingRatio: 0, settlingDuration: 0.5)))
  }

  @Test("Settling durations: NaN inputs replaced, undamped springs never settle")
  func settlingDurations() {
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 5)
    #expect(spring.settlingDuration(initialVelocity: .nan) == spring.settlingDuration)
    #expect(spring.settlingDuration(initialVelocity: 0, epsilon: .nan) == spring.settlingDuration)
    #expect(spring.exactSettlingDuration(initialVelocity: .nan) == spring.exactSettlingDuration())
    #expect(spring.settlingDuration(initialVelocity: 0, epsilon: 0) > spring.settlingDuration)
    #expect(spring.settlingDuration(initialVelocity: 0, epsilon: 0).isFinite)
    let undamped = SpringParameters(dampingRatio: 0, response: 1)
    #expect(undamped.settlingDuration == .infinity)
    #expect(undamped.exactSettlingDuration() == .infinity)
    #expect(spring.settlingDuration(initialVelocity: .infinity).isFinite)
    // ε is clamped to 1, which the unit displacement meets only at the very start.
    #expect(spring.exactSettlingDuration(epsilon: 2) < 1e-9)
  }

  @Test("SpringParameters solutions: non-finite states and times are replaced, never NaN")
  func solutionInputs() {
    let spring = SpringParameters.bouncy
    let nanState = SpringSolution(spring: spring, displacement: .nan, velocity: .infinity)
    #expect(nanState.initialDisplacement == 0 && nanState.initialVelocity == 0)
    let motion = SpringSolution(spring: spring, displacement: 1, velocity: 2)
    #expect(motion.state(at: .nan) == (displacement: 1, velocity: 2))
    #expect(motion.state(at: -5) == (displacement: 1, velocity: 2))
    #expect(motion.state(at: .infinity) == (displacement: 0, velocity: 0))
    #expect(motion.state(at: -.infinity) == (displacement: 1, velocity: 2))
    let undamped = SpringSolution(
      spring: SpringParameters(dampingRatio: 0, response: 1), displacement: 1, velocity: 0)
    #expect(undamped.displacement(at: 1e300).isFinite)
  }
}
