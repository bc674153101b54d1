import FluidTransitions
import Testing

@MainActor
@Suite("Animator: the per-frame path")
struct AnimatorFramePathTests {
  /// Runs `harness` frame by frame to its end and checks every frame against the curve's
  /// separate answers mapped onto the motion from `from` to `to`, started at wall time `start`:
  /// progress `from + (to − from)·progress(τ)`, velocity `(to − from)·velocity(τ)`, bit for bit.
  /// Returns the number of frames compared.
  static func expectFramesMatch(
    _ harness: AnimatorHarness, curve: ResolvedTimingCurve, from: Double, to: Double,
    start: Double
  ) -> Int {
    var frames = 0
    while harness.animator.isRunning && frames < 2_000 {
      harness.clock.advanceFrame()
      let index = harness.clock.nextFrameIndex - 1
      let elapsed = harness.clock.frame(at: index).targetTimestamp - start
      guard harness.animator.isRunning else {
        #expect(harness.animator.presentedProgress == to, "ends exactly at the target")
        break
      }
      let progress = from + (to - from) * curve.progress(at: elapsed)
      let velocity = (to - from) * curve.velocity(at: elapsed)
      #expect(harness.animator.presentedProgress.bitPattern == progress.bitPattern)
      #expect(harness.animator.presentedVelocity.bitPattern == velocity.bitPattern)
      #expect(harness.probe.bitPattern == progress.bitPattern)
      frames += 1
    }
    return frames
  }

  @Test("A cubic run presents the curve's progress and velocity at each target time, exactly")
  func cubicRunMatchesTheCurve() {
    let harness = AnimatorHarness(duration: 0.6, curve: .easeInOut)
    let start = harness.clock.now
    harness.animator.startAnimation()
    let frames = Self.expectFramesMatch(
      harness, curve: TimingCurve.easeInOut.resolved(duration: 0.6), from: 0, to: 1,
      start: start)
    #expect(frames >= 70)
  }

  @Test(
    "A continued spring presents its closed form mapped onto the distance left, exactly",
    arguments: [(0.3, false, 0.4, 2.0), (0.6, true, 1.0, -1.5), (0.45, false, 1.6, 0.0)])
  func springContinueMatchesTheCurve(
    progress: Double, reversed: Bool, dampingRatio: Double, velocity: Double
  ) {
    let harness = AnimatorHarness(duration: 0.5, curve: .easeInOut)
    harness.animator.pauseAnimation()
    harness.animator.isReversed = reversed
    harness.animator.fractionComplete = reversed ? 1 - progress : progress
    let held = harness.animator.presentedProgress
    let source = TimingCurve.spring(
      SpringParameters(dampingRatio: dampingRatio, response: 0.35), initialVelocity: velocity)
    let start = harness.clock.now
    harness.animator.continueAnimation(with: source, durationFactor: 0)
    let frames = Self.expectFramesMatch(
      harness, curve: source.resolved(duration: 0), from: held, to: reversed ? 0 : 1,
      start: start)
    #expect(frames >= 20)
  }
}
