import FluidTransitions
import Testing

/// Known UIKit bugs this model must not have, by radar number (public copies in the openradar
/// mirror: https://github.com/lionheart/openradar-mirror/issues/18493, /18975 and /18494).
@MainActor
@Suite("Animator: known UIKit bugs stay fixed")
struct AnimatorRegressionTests {
  @Test("rdar 34674968: reverse then continue with custom control points does not jump to the end")
  func reverseThenContinueCustomCurve() {
    let harness = AnimatorHarness(duration: 1, curve: .easeInOut)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 59)
    harness.animator.pauseAnimation()
    let held = harness.probe
    harness.animator.isReversed = true
    let custom = CubicBezier(x1: 0.17, y1: 0.67, x2: 0.2, y2: 0.98)
    harness.animator.continueAnimation(with: .cubic(custom), durationFactor: 0)
    #expect(harness.probe == held)
    var previous = held
    for _ in 0..<200 where harness.completions.isEmpty {
      harness.clock.advanceFrame()
      #expect(harness.probe <= previous, "only ever moves back toward the start")
      #expect(harness.probe < 0.999, "never visits the end")
      previous = harness.probe
    }
    #expect(harness.completions == [.start])
  }

  @Test("rdar 34675414: an animator reused after a reversed continue is not slower")
  func reuseAfterReversedContinue() {
    let harness = AnimatorHarness(duration: 0.5, curve: .easeInOut)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 20)
    harness.animator.pauseAnimation()
    harness.animator.isReversed = true
    harness.animator.continueAnimation(with: nil, durationFactor: 0)
    harness.clock.advance(by: 1)
    #expect(harness.completions == [.start])

    harness.addProbe()
    harness.recordCompletions()
    harness.animator.isReversed = false
    let start = harness.clock.now
    harness.animator.startAnimation()
    var finished: Double?
    while finished == nil {
      harness.clock.advanceFrame()
      if harness.completions.count == 2 {
        finished = harness.clock.frame(at: harness.clock.nextFrameIndex - 1).targetTimestamp
      }
    }
    // Completes on the first frame at or after the full 0.5 s, not later.
    let elapsed = (finished ?? 0) - start
    #expect(elapsed >= 0.5 && elapsed < 0.5 + 2.0 / 120)
    #expect(harness.completions == [.start, .end])
  }

  @Test("rdar 35743469: continuing after scrubbing to 1.0 finishes on the next frame")
  func continueAfterScrubbingToEnd() {
    for factor in [0.0, 1, 3] {
      let harness = AnimatorHarness(duration: 2, curve: .easeInOut)
      harness.animator.pauseAnimation()
      harness.animator.fractionComplete = 1
      harness.animator.continueAnimation(with: nil, durationFactor: factor)
      harness.clock.advanceFrame()
      #expect(harness.completions == [.end], "factor \(factor)")
    }
  }
}
