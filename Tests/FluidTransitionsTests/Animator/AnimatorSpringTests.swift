import FluidTransitions
import Foundation
import Testing

@MainActor
@Suite("Animator: springs, overshoot and velocity hand-off")
struct AnimatorSpringTests {
  /// An animator scrubbed to `progress` and paused, ready to be continued.
  static func paused(at progress: Double, reversed: Bool = false) -> AnimatorHarness {
    let harness = AnimatorHarness(duration: 0.5, curve: .easeInOut)
    harness.animator.pauseAnimation()
    harness.animator.isReversed = reversed
    harness.animator.fractionComplete = reversed ? 1 - progress : progress
    return harness
  }

  @Test(
    "A spring continue starts at exactly initialVelocity × the signed remaining distance",
    arguments: [(0.3, false, 2.0), (0.3, true, 2.0), (0.8, false, -1.5), (0.55, true, 6.0)])
  func springStartsWithRequestedVelocity(progress: Double, reversed: Bool, velocity: Double) {
    let harness = Self.paused(at: progress, reversed: reversed)
    let target: Double = reversed ? 0 : 1
    let spring = SpringParameters(dampingRatio: 0.8, response: 0.35)
    let held = harness.probe
    #expect(isClose(held, progress, absolute: 1e-15))
    harness.animator.continueAnimation(
      with: .spring(spring, initialVelocity: velocity), durationFactor: 0)
    #expect(harness.probe == held, "no position jump")
    #expect(
      isClose(harness.animator.presentedVelocity, velocity * (target - held), relative: 1e-12))
    // On the first frame the velocity is the analytic derivative of the closed form there.
    let start = harness.clock.now
    harness.clock.advanceFrame()
    let elapsed = harness.clock.frame(at: harness.clock.nextFrameIndex - 1).targetTimestamp - start
    let motion = SpringSolution(spring: spring, displacement: 1, velocity: -velocity)
    let expectedVelocity = -(target - held) * motion.velocity(at: elapsed)
    let expectedProgress = held + (target - held) * (1 - motion.displacement(at: elapsed))
    #expect(isClose(harness.animator.presentedVelocity, expectedVelocity, relative: 1e-9))
    #expect(isClose(harness.probe, expectedProgress, relative: 1e-12))
  }

  @Test("A fitted spring settles within 0.1 % exactly when the time left runs out")
  func fittedSpringUsesTimeLeft() {
    let harness = Self.paused(at: 0.4)
    harness.animator.continueAnimation(with: .fittedSpring(dampingRatio: 1), durationFactor: 0)
    // Time left: 60 % of 0.5 s.
    harness.clock.advance(to: 0.3 - 0.009)
    #expect(harness.completions.isEmpty)
    #expect(abs(1 - harness.probe) > 0.001 * 0.6)
    harness.clock.advance(to: 0.3 + 0.009)
    #expect(harness.completions == [.end])
    #expect(harness.probe == 1)
  }

  @Test("An overshooting spring leaves [0, 1], and pausing it keeps the presented value")
  func overshootAndGrab() {
    let harness = Self.paused(at: 0.5)
    harness.animator.continueAnimation(
      with: .spring(.bouncy, initialVelocity: 8), durationFactor: 0)
    var peak = 0.0
    for _ in 0..<40 {
      harness.clock.advanceFrame()
      peak = max(peak, harness.probe)
    }
    #expect(peak > 1, "the bouncy spring overshoots")
    // Grab while it is beyond 1.
    while harness.probe <= 1 { harness.clock.advanceFrame() }
    let shown = harness.probe
    harness.animator.pauseAnimation()
    #expect(harness.animator.presentedProgress == shown)
    #expect(harness.probe == shown)
    #expect(harness.animator.fractionComplete == shown, "no clamp")
    harness.clock.advance(by: 0.5)
    #expect(harness.probe == shown, "nothing moves while paused")
    // Continue from beyond the end: a fresh motion back to 1, still without a jump.
    harness.animator.continueAnimation(with: .easeOut, durationFactor: 0)
    #expect(harness.probe == shown)
    harness.clock.advanceFrame()
    #expect(harness.probe < shown && harness.probe >= 1)
    harness.clock.advance(by: 1)
    #expect(harness.completions == [.end])
  }

  @Test("Reversing a running spring keeps position and velocity continuous")
  func reverseRunningSpring() {
    let harness = Self.paused(at: 0.3)
    harness.animator.continueAnimation(
      with: .spring(.snappy, initialVelocity: 1), durationFactor: 0)
    harness.clock.advance(frames: 6)
    let position = harness.probe
    let velocity = harness.animator.presentedVelocity
    harness.animator.isReversed = true
    #expect(harness.probe == position)
    #expect(isClose(harness.animator.presentedVelocity, velocity, relative: 1e-12))
    harness.clock.advance(by: 3)
    #expect(harness.completions == [.start])
    #expect(harness.probe == 0)
  }

  @Test("A physical spring ignores durationFactor and runs for its settling time")
  func physicalSpringIgnoresFactor() {
    // Critically damped: Core Animation's rule puts its settling time on the 1.0 s grid point.
    let spring = SpringParameters(mass: 1, stiffness: 100, damping: 20)
    for factor in [0.0, 0.1, 5] {
      let harness = Self.paused(at: 0)
      harness.animator.continueAnimation(with: .spring(spring), durationFactor: factor)
      harness.clock.advance(to: 0.99)
      #expect(harness.completions.isEmpty, "factor \(factor)")
      harness.clock.advance(to: 1.01)
      #expect(harness.completions == [.end], "factor \(factor)")
    }
  }
}
