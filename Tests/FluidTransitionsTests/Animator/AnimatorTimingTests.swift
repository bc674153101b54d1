import FluidTransitions
import Testing

/// Time fraction and progress, pausing, scrubbing and re-timing as Apple documents them
/// (`UIViewPropertyAnimator`'s pages and WWDC 2017 session 230,
/// https://developer.apple.com/videos/play/wwdc2017/230/), and reference values 15, 16 and 24
/// (CONTRIBUTING.md, "Reference values"), through a real animator on a manual clock.
@MainActor
@Suite("Animator: time, progress and re-timing")
struct AnimatorTimingTests {
  @Test("While running, values follow the curve at each frame's target timestamp")
  func runsAlongCurve() {
    let harness = AnimatorHarness(duration: 0.5, curve: .easeInOut)
    harness.animator.startAnimation()
    for frame in 0..<60 {
      harness.clock.advanceFrame()
      let target = harness.clock.frame(at: frame).targetTimestamp
      let expected = CubicBezier.easeInOut.value(at: min(1, target / 0.5))
      if target < 0.5 {
        #expect(isClose(harness.probe, expected, absolute: 1e-12), "frame \(frame)")
      }
    }
    #expect(harness.completions == [.end])
    #expect(harness.probe == 1)
  }

  @Test("Vector 16: fractionComplete is time while running and progress once paused")
  func timeVersusProgress() {
    let harness = AnimatorHarness(duration: 1, curve: .easeInOut)
    harness.animator.startAnimation()
    harness.clock.advance(to: 0.29)
    while harness.clock.frame(at: harness.clock.nextFrameIndex - 1).targetTimestamp < 0.3 {
      harness.clock.advanceFrame()
    }
    // The last frame targeted exactly 0.3 s (36 frames at 120 Hz).
    #expect(isClose(harness.animator.fractionComplete, 0.3, absolute: 1e-12))
    #expect(abs(harness.animator.presentedProgress - 0.187395906705) <= 1e-12)
    let shown = harness.probe
    harness.animator.pauseAnimation()
    #expect(abs(harness.animator.fractionComplete - 0.187395906705) <= 1e-12)
    #expect(harness.probe == shown, "pausing does not move anything")
    // Writing the time fraction back as progress is the classic jump of 0.112604.
    harness.animator.fractionComplete = 0.3
    #expect(abs((harness.probe - shown) - 0.112604) <= 1e-6)
  }

  @Test("Vector 15: easeIn paused at half time, continued on easeOut with the time left")
  func remapOntoNewCurve() {
    let harness = AnimatorHarness(duration: 2, curve: .easeIn)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 120)  // frame i targets (i + 1) / 120 s: the last one 1.0 s
    #expect(isClose(harness.animator.fractionComplete, 0.5, absolute: 1e-12))
    harness.animator.pauseAnimation()
    #expect(abs(harness.animator.fractionComplete - 0.315356812573) <= 1e-12)
    let held = harness.probe
    harness.clock.advance(to: 1.5)
    harness.animator.continueAnimation(with: .easeOut, durationFactor: 0)
    #expect(harness.probe == held, "position is continuous across continue")
    // Re-entered at u* = 0.204923370078: the time fraction reads it at once.
    #expect(abs(harness.animator.fractionComplete - 0.204923370078) <= 1e-12)
    // The velocity steps to easeOut's slope at u*, over the 2 s scale.
    let predicted = CubicBezier.easeOut.slope(at: 0.204923370078) / 2
    #expect(isClose(harness.animator.presentedVelocity, predicted, relative: 1e-9))
    // It completes 1.590153 s later: on the first frame at or after 3.090153 s.
    harness.clock.advance(to: 1.5 + 1.590153 - 0.0085)
    #expect(harness.completions.isEmpty)
    harness.clock.advance(to: 1.5 + 1.590153 + 0.0085)
    #expect(harness.completions == [.end])
  }

  @Test("durationFactor 0 uses the time left (WWDC 2017: 0.1 of a 2 s animation takes 1.8 s)")
  func zeroFactorIsTimeLeft() {
    let harness = AnimatorHarness(duration: 2, curve: .linear)
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.1
    harness.animator.continueAnimation(with: nil, durationFactor: 0)
    harness.clock.advance(to: 1.8 - 0.009)
    #expect(harness.completions.isEmpty)
    harness.clock.advance(to: 1.8 + 0.009)
    #expect(harness.completions == [.end])
  }

  @Test("A non-zero durationFactor makes the rest take factor × duration")
  func durationFactorScalesRemainingTime() {
    let harness = AnimatorHarness(duration: 2, curve: .linear)
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.5
    harness.animator.continueAnimation(with: nil, durationFactor: 0.25)  // 0.5 s for the rest
    #expect(isClose(harness.animator.presentedVelocity, 0.5 / 0.5))
    harness.clock.advance(to: 0.49)
    #expect(harness.completions.isEmpty)
    harness.clock.advance(to: 0.51)
    #expect(harness.completions == [.end])
  }

  @Test("Reversing flips fractionComplete to its complement and completes at .start")
  func reversal() {
    let harness = AnimatorHarness(duration: 1, curve: .linear)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 48)  // target 0.4 s
    harness.animator.pauseAnimation()
    #expect(isClose(harness.animator.fractionComplete, 0.4, absolute: 1e-12))
    harness.animator.isReversed = true
    #expect(isClose(harness.animator.fractionComplete, 0.6, absolute: 1e-12))
    #expect(isClose(harness.probe, 0.4, absolute: 1e-12))
    harness.animator.fractionComplete = 0.7  // 70 % of the way back: progress 0.3
    #expect(isClose(harness.probe, 0.3, absolute: 1e-12))
    harness.animator.continueAnimation(with: nil, durationFactor: 0)
    #expect(harness.animator.presentedVelocity < 0)
    harness.clock.advance(by: 0.31)
    #expect(harness.completions == [.start])
    #expect(harness.probe == 0)
  }

  @Test("Reversing while running on a curve retraces it (brick wall) without a position jump")
  func reverseWhileRunning() {
    let harness = AnimatorHarness(duration: 1, curve: .easeInOut)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 59)
    let shown = harness.probe
    let velocity = harness.animator.presentedVelocity
    harness.animator.isReversed = true
    #expect(harness.probe == shown)
    #expect(harness.animator.presentedVelocity == -velocity)
    harness.clock.advanceFrame()
    #expect(harness.probe < shown)
    harness.clock.advance(by: 1)
    #expect(harness.completions == [.start])
    #expect(harness.probe == 0)
  }

  @Test("Setting fractionComplete on an inactive animator pauses it there")
  func scrubFromInactive() {
    let harness = AnimatorHarness(duration: 1, curve: .easeIn)
    harness.animator.fractionComplete = 0.25
    #expect(harness.animator.state == .active && !harness.animator.isRunning)
    #expect(harness.probe == 0.25, "scrubbing is linear by default")
    let curved = AnimatorHarness(duration: 1, curve: .easeIn)
    curved.animator.scrubsLinearly = false
    curved.animator.fractionComplete = 0.25
    #expect(isClose(curved.probe, CubicBezier.easeIn.value(at: 0.25), absolute: 1e-12))
    #expect(curved.animator.fractionComplete == 0.25)
  }

  @Test("Without scrubsLinearly a paused animator keeps its curve and its pacing")
  func holdsCurveWhenNotScrubbingLinearly() {
    let harness = AnimatorHarness(duration: 1, curve: .easeInOut)
    harness.animator.scrubsLinearly = false
    harness.animator.startAnimation()
    harness.clock.advance(frames: 36)  // 0.3 s
    harness.animator.pauseAnimation()
    #expect(isClose(harness.animator.fractionComplete, 0.3, absolute: 1e-12))
    harness.animator.fractionComplete = 0.75
    #expect(isClose(harness.probe, CubicBezier.easeInOut.value(at: 0.75), absolute: 1e-12))
    harness.animator.startAnimation()
    harness.clock.advanceFrame()
    #expect(harness.probe > CubicBezier.easeInOut.value(at: 0.75))
  }

  @Test("Vector 24: a track added mid-flight with delayFactor 0.25 moves for the last 1.0 s")
  func delayFactorWhileActive() {
    let harness = AnimatorHarness(duration: 2, curve: .linear)
    harness.animator.startAnimation()
    harness.clock.advance(frames: 60)  // target 0.5 s: fraction 0.25
    #expect(isClose(harness.animator.fractionComplete, 0.25, absolute: 1e-12))
    var value = -1.0
    var firstMoved: Double?
    harness.animator.addTrack(from: 10.0, to: 20.0, delayFactor: 0.25) { value = $0 }
    #expect(value == 10)
    while harness.completions.isEmpty {
      harness.clock.advanceFrame()
      let target = harness.clock.frame(at: harness.clock.nextFrameIndex - 1).targetTimestamp
      if firstMoved == nil && value > 10 { firstMoved = target }
    }
    #expect(value == 20)
    // The track rests until 1.0 s and moves during the frame after it.
    let start = (firstMoved ?? 0) - 1.0 / 120
    #expect(isClose(start, 1.0, absolute: 1e-9))
  }

  @Test("A delayed track added before starting moves over progress delayFactor…1")
  func delayFactorBeforeStart() {
    let harness = AnimatorHarness(duration: 1, curve: .linear)
    var value = 0.0
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: 0.5) { value = $0 }
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.5
    #expect(value == 0)
    harness.animator.fractionComplete = 0.75
    #expect(value == 0.5)
  }

  @Test("startAnimation(afterDelay:) holds the start values through the delay")
  func startDelay() {
    let harness = AnimatorHarness(duration: 0.5, curve: .linear)
    harness.animator.startAnimation(afterDelay: 0.25)
    #expect(harness.animator.isRunning)
    harness.clock.advance(to: 0.24)
    #expect(harness.probe == 0)
    harness.clock.advance(to: 0.5)
    #expect(isClose(harness.probe, (0.5 + 1.0 / 120 - 0.25) / 0.5, absolute: 1e-12))
    harness.clock.advance(to: 0.76)
    #expect(harness.completions == [.end])
  }

  @Test("A track window moves its value only within its stretch of progress")
  func trackWindows() {
    let harness = AnimatorHarness(duration: 1)
    var value = -1.0
    harness.animator.addTrack(from: 0.0, to: 100.0, window: TrackWindow(0.2...0.6)) { value = $0 }
    harness.animator.pauseAnimation()
    for (progress, expected) in [(0.0, 0.0), (0.2, 0.0), (0.4, 50.0), (0.6, 100.0), (1.0, 100.0)] {
      harness.animator.fractionComplete = progress
      #expect(isClose(value, expected, absolute: 1e-12), "progress \(progress)")
    }
    // Windows reaching the animation's bounds keep extrapolating past them (overshoot).
    harness.animator.fractionComplete = 1.1
    #expect(isClose(harness.probe, 1.1, absolute: 1e-12))
    #expect(value == 100)
  }
}
