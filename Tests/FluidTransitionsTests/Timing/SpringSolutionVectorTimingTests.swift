import FluidTransitions
import Foundation
import Testing

/// Reference values 1–7 (CONTRIBUTING.md, "Reference values"): the closed form against values
/// computed independently (scipy's DOP853 integrator and matrix exponentials, agreeing to
/// 3e-13).
@Suite("Timing: spring solution test vectors")
struct SpringSolutionVectorTimingTests {
  /// A unit-mass spring with exactly the natural frequency ω0 and damping ratio ζ.
  static func motion(ratio: Double, frequency: Double, x0: Double, v0: Double) -> SpringSolution {
    let spring = SpringParameters(
      mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency)
    return SpringSolution(spring: spring, displacement: x0, velocity: v0)
  }

  @Test("Vector 1: critical damping, ω0 = 10, from rest at 1")
  func criticalFromRest() {
    let motion = Self.motion(ratio: 1, frequency: 10, x0: 1, v0: 0)
    #expect(isClose(motion.displacement(at: 0.1), 0.735758882342885))
    #expect(isClose(motion.displacement(at: 0.1), 2 * exp(-1.0)))
    #expect(isClose(motion.velocity(at: 0.1), -3.67879441171442))
    #expect(isClose(motion.displacement(at: 0.5), 0.0404276819945128))
    #expect(isClose(motion.velocity(at: 0.5), -0.336897349954273))
  }

  @Test("Vector 2: critical damping with an initial velocity")
  func criticalWithVelocity() {
    let motion = Self.motion(ratio: 1, frequency: 10, x0: -1, v0: 5)
    #expect(isClose(motion.displacement(at: 0.2), -0.270670566473225))
    #expect(isClose(motion.velocity(at: 0.2), 2.03002924854919))
  }

  @Test("Vector 3: underdamped ζ = 0.5")
  func underdamped() {
    let motion = Self.motion(ratio: 0.5, frequency: 10, x0: 1, v0: 0)
    #expect(isClose(motion.displacement(at: 0.1), 0.659700153391702))
    #expect(isClose(motion.velocity(at: 0.1), -5.33507195114693))
    #expect(isClose(motion.displacement(at: 0.25), -0.0233595799066924))
    #expect(isClose(motion.velocity(at: 0.25), -2.74109898705702))
    #expect(isClose(motion.displacement(at: 1), -0.00217011673932622))
  }

  @Test("Vector 4: overdamped ζ = 2")
  func overdamped() {
    let motion = Self.motion(ratio: 2, frequency: 10, x0: 1, v0: 0)
    #expect(isClose(motion.displacement(at: 0.1), 0.82226342390181))
    #expect(isClose(motion.velocity(at: 0.1), -2.13909130260279))
    #expect(isClose(motion.displacement(at: 0.5), 0.282171173975153))
    let kicked = Self.motion(ratio: 2, frequency: 10, x0: 0, v0: 10)
    #expect(isClose(kicked.displacement(at: 0.3), 0.129208025818252))
  }

  @Test("Vector 5: undamped oscillation is a cosine")
  func undamped() {
    let motion = Self.motion(ratio: 0, frequency: 2 * .pi, x0: 1, v0: 0)
    #expect(isClose(motion.displacement(at: 0.125), cos(Double.pi / 4)))
    #expect(isClose(motion.displacement(at: 0.125), 0.707106781186548))
    #expect(isClose(motion.velocity(at: 0.125), -4.44288293815837))
  }

  @Test("Vector 6: no jump across ζ = 1")
  func continuousAcrossCriticalDamping() {
    let below = Self.motion(ratio: 1 - 1e-6, frequency: 10, x0: 1, v0: 0).displacement(at: 0.3)
    let at = Self.motion(ratio: 1, frequency: 10, x0: 1, v0: 0).displacement(at: 0.3)
    let above = Self.motion(ratio: 1 + 1e-6, frequency: 10, x0: 1, v0: 0).displacement(at: 0.3)
    #expect(isClose(below, 0.199147825387572))
    #expect(isClose(at, 0.199148273471456))
    #expect(isClose(above, 0.199148721554802))
    #expect(abs(below - at) < 1e-6 && abs(above - at) < 1e-6)
    // The slope dx/dζ is ≈ 0.448 on both sides: the same within 1e-6 relative.
    let slopeBelow = (at - below) / 1e-6
    let slopeAbove = (above - at) / 1e-6
    #expect(isClose(slopeBelow, 0.448, relative: 1e-3))
    #expect(isClose(slopeBelow, slopeAbove, relative: 1e-5))
  }

  @Test("Vector 7: heavily overdamped motion stays finite and exact at large times")
  func largeTimes() {
    let moderate = Self.motion(ratio: 3, frequency: 100, x0: 1, v0: 0).displacement(at: 3)
    #expect(isClose(moderate, 4.5606893500590e-23, relative: 1e-12))
    let heavy = Self.motion(ratio: 50, frequency: 1000, x0: 1, v0: 0).displacement(at: 10)
    #expect(isClose(heavy, 3.68342164952e-44, relative: 1e-11))
  }
}
