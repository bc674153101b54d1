import FluidTransitions
import Testing

/// Non-finite, negative and out-of-range arguments to every animator member: each has a
/// defined outcome, a diagnostic where an argument is replaced, and never a NaN on screen.
@MainActor
@Suite("Animator: bad input")
struct AnimatorBadInputTests {
  @Test("Durations: NaN and negative become 0 (complete on the next frame), huge ones clamp")
  func durations() {
    for value in [Double.nan, -1, -Double.infinity] {
      let harness = AnimatorHarness(duration: value)
      #expect(harness.animator.duration == 0)
      harness.animator.startAnimation()
      harness.clock.advanceFrame()
      #expect(harness.completions == [.end])
      #expect(harness.probe == 1)
    }
    #expect(AnimatorHarness(duration: .infinity).animator.duration == TimingCurve.maximumDuration)
  }

  @Test("Delays: NaN and negative are replaced by 0 with a diagnostic")
  func delays() {
    for value in [Double.nan, -0.5] {
      let harness = AnimatorHarness(duration: 0.1)
      harness.animator.startAnimation(afterDelay: value)
      #expect(harness.takeDiagnostics().map(\.kind) == [.invalidArgument])
      harness.clock.advance(to: 0.11)
      #expect(harness.completions == [.end])
    }
    let harness = AnimatorHarness(duration: 0.1)
    harness.animator.startAnimation(afterDelay: .infinity)
    #expect(harness.takeDiagnostics().isEmpty)
    harness.clock.advance(to: 5)
    #expect(harness.probe == 0 && harness.animator.isRunning)
  }

  @Test("durationFactor: NaN and negative mean the time left, with a diagnostic")
  func durationFactors() {
    for value in [Double.nan, -2, -Double.infinity] {
      let harness = AnimatorHarness(duration: 1)
      harness.animator.pauseAnimation()
      harness.animator.fractionComplete = 0.5
      harness.animator.continueAnimation(with: nil, durationFactor: value)
      #expect(harness.takeDiagnostics().map(\.kind) == [.invalidArgument])
      harness.clock.advance(to: 0.49)
      #expect(harness.completions.isEmpty)
      harness.clock.advance(to: 0.51)
      #expect(harness.completions == [.end])
    }
    let slow = AnimatorHarness(duration: 1)
    slow.animator.pauseAnimation()
    slow.animator.continueAnimation(with: nil, durationFactor: .infinity)
    #expect(slow.takeDiagnostics().isEmpty)
    slow.clock.advance(frames: 10)
    #expect(slow.probe.isFinite && slow.probe >= 0 && slow.probe < 0.001)
  }

  @Test(
    "SpringParameters velocities: non-finite are replaced by 0 with a diagnostic; huge ones stay finite"
  )
  func springVelocities() {
    for value in [Double.nan, .infinity, -.infinity] {
      for curve in [
        TimingCurve.spring(.snappy, initialVelocity: value),
        .fittedSpring(dampingRatio: 0.9, initialVelocity: value),
      ] {
        let harness = AnimatorHarness(duration: 0.5)
        harness.animator.pauseAnimation()
        harness.animator.fractionComplete = 0.5
        harness.animator.continueAnimation(with: curve, durationFactor: 0)
        #expect(harness.takeDiagnostics().map(\.kind) == [.invalidArgument])
        #expect(harness.animator.presentedVelocity == 0)
        harness.clock.advance(by: 2)
        #expect(harness.completions == [.end])
      }
    }
    let harness = AnimatorHarness(duration: 0.5)
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.5
    harness.animator.continueAnimation(
      with: .spring(.snappy, initialVelocity: 1e300), durationFactor: 0)
    for _ in 0..<30 {
      harness.clock.advanceFrame()
      #expect(harness.probe.isFinite)
    }
  }

  @Test("fractionComplete: non-finite refused, outside [0, 1] extrapolates, refused while running")
  func fractionCompleteValues() {
    let harness = AnimatorHarness(duration: 1)
    harness.animator.pauseAnimation()
    for value in [Double.nan, .infinity, -.infinity] {
      harness.animator.fractionComplete = value
      #expect(harness.takeDiagnostics().map(\.kind) == [.invalidArgument])
      #expect(harness.animator.fractionComplete == 0)
    }
    harness.animator.fractionComplete = 1.25
    #expect(harness.probe == 1.25)
    harness.animator.fractionComplete = -0.5
    #expect(harness.probe == -0.5)
    #expect(harness.takeDiagnostics().isEmpty)

    let curved = AnimatorHarness(duration: 1, curve: .easeIn)
    curved.animator.scrubsLinearly = false
    curved.animator.pauseAnimation()
    curved.animator.fractionComplete = 3
    #expect(curved.probe == 1, "a held curve clamps to its domain")

    let running = AnimatorHarness(duration: 1)
    running.animator.startAnimation()
    running.clock.advance(frames: 10)
    let shown = running.probe
    running.animator.fractionComplete = 0.9
    #expect(running.takeDiagnostics().map(\.kind) == [.illegalCall])
    #expect(running.probe == shown)
  }

  @Test("delayFactor: NaN is 0 with a diagnostic; out of range is clamped")
  func delayFactors() {
    let harness = AnimatorHarness(duration: 1)
    var values: [Double] = [0, 0, 0]
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: .nan) { values[0] = $0 }
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: -3) { values[1] = $0 }
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: 7) { values[2] = $0 }
    #expect(harness.takeDiagnostics().map(\.kind) == [.invalidArgument])
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.5
    #expect(values == [0.5, 0.5, 0])
    harness.animator.fractionComplete = 1
    #expect(values == [1, 1, 1])
  }

  @Test("Track windows: NaN bounds become the full range, out-of-range bounds clamp")
  func windows() {
    #expect(TrackWindow(start: .nan, end: .nan) == .full)
    #expect(TrackWindow(start: -1, end: 2) == .full)
    #expect(TrackWindow(0.3...0.3).start == 0.3)
    let harness = AnimatorHarness(duration: 1)
    var step = -1.0
    harness.animator.addTrack(from: 0.0, to: 1.0, window: TrackWindow(0.3...0.3)) { step = $0 }
    harness.animator.pauseAnimation()
    harness.animator.fractionComplete = 0.29
    #expect(step == 0)
    harness.animator.fractionComplete = 0.3
    #expect(step == 1)
  }
}
