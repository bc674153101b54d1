import FluidTransitions
import Testing

/// Bad input for the animator members that `AnimatorBadInputTests` and the state table do not
/// reach: track endpoints that are not finite, key-path and delayed tracks while stopped,
/// reversing in every state, infinite delays, a NaN spring velocity in the creation curve, and
/// the diagnostic value itself.
@MainActor
@Suite("Bad input: animator members")
struct AnimatorMembersBadInputTests {
  final class Target {
    var point = Point(x: 1, y: 1)
    var number = 0.0
  }

  @Test("Track endpoints are the value type's business: geometry stores NaN as 0, Double keeps it")
  func trackEndpointsFollowTheirType() {
    let harness = AnimatorHarness(duration: 1)
    let target = Target()
    harness.animator.addTrack(
      \.point, on: target, from: Point(x: .nan, y: 2), to: Point(x: 4, y: .infinity))
    var written: [Double] = []
    harness.animator.addTrack(from: Double.nan, to: 1.0) { written.append($0) }
    harness.animator.fractionComplete = 0.5
    #expect(target.point == Point(x: 2, y: 1))
    #expect(written.last?.isNaN == true, "the animator adds nothing: NaN in, NaN out")
    harness.animator.fractionComplete = 1
    #expect(target.point == Point(x: 4, y: 0))
    #expect(written.last == 1)
  }

  @Test("Key-path and delayed tracks are refused while stopped; ±infinity delay factors clamp")
  func tracksWhileStoppedAndInfiniteDelayFactors() {
    let harness = AnimatorHarness(duration: 1)
    let target = Target()
    var early = -1.0
    var late = -1.0
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: -.infinity) { early = $0 }
    harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: .infinity) { late = $0 }
    #expect(harness.takeDiagnostics().isEmpty, "only NaN is reported")
    harness.animator.fractionComplete = 0.5
    #expect(early == 0.5 && late == 0)
    harness.animator.stopAnimation(false)
    #expect(!harness.animator.addTrack(\.number, on: target, from: 0, to: 1))
    #expect(!harness.animator.addTrack(from: 0.0, to: 1.0, delayFactor: 0.5) { _ in })
    #expect(harness.takeDiagnostics().map(\.kind) == [.illegalCall, .illegalCall])
    #expect(target.number == 0)
  }

  @Test("isReversed, scrubsLinearly and pausesOnCompletion may be set in every state")
  func flagsInEveryState() {
    for start in AnimatorStateTableTests.Start.allCases {
      let harness = AnimatorStateTableTests.prepare(start)
      _ = harness.takeDiagnostics()
      harness.animator.isReversed.toggle()
      harness.animator.scrubsLinearly.toggle()
      harness.animator.pausesOnCompletion.toggle()
      harness.animator.isReversed.toggle()
      #expect(harness.takeDiagnostics().isEmpty, "\(start)")
      harness.clock.advance(frames: 3)
      #expect(harness.animator.presentedProgress.isFinite, "\(start)")
      #expect(harness.animator.fractionComplete.isFinite, "\(start)")
    }
  }

  @Test("startAnimation(afterDelay:) with +infinity waits at most the maximum duration")
  func infiniteDelayIsCapped() {
    let harness = AnimatorHarness(duration: 0.1, framesPerSecond: 1)
    harness.animator.startAnimation(afterDelay: .infinity)
    harness.clock.advance(to: TimingCurve.maximumDuration - 1)
    #expect(harness.probe == 0 && harness.completions.isEmpty)
    harness.clock.advance(to: TimingCurve.maximumDuration + 0.2)
    #expect(harness.completions == [.end])
    let negative = AnimatorHarness(duration: 0.1)
    negative.animator.startAnimation(afterDelay: -.infinity)
    #expect(negative.takeDiagnostics().map(\.kind) == [.invalidArgument])
  }

  @Test("A creation curve with a NaN spring velocity starts at rest and still completes")
  func creationCurveWithNaNVelocity() {
    for curve in [
      TimingCurve.spring(.snappy, initialVelocity: .nan),
      .fittedSpring(dampingRatio: .nan, initialVelocity: .infinity),
      .cubic(CubicBezier(x1: .nan, y1: .nan, x2: .nan, y2: .nan)),
    ] {
      let harness = AnimatorHarness(duration: 0.5, curve: curve)
      harness.animator.startAnimation()
      #expect(harness.animator.presentedVelocity.isFinite)
      harness.clock.advance(by: 5)
      #expect(harness.probeHistory.allSatisfy { $0.isFinite }, "\(curve)")
      #expect(harness.completions == [.end], "\(curve)")
    }
  }

  @Test("Continuing a cubic curve from progress outside [0, 1] runs a fresh motion, finite")
  func continueFromOutsideTheUnitRange() {
    for scrub in [-3.0, 4, 1e300, -1e300] {
      // The time is proportional to the distance, at most TimingCurve.maximumDuration: a clock
      // at 1 fps gets there in a few thousand frames.
      let harness = AnimatorHarness(duration: 1, curve: .easeInOut, framesPerSecond: 1)
      harness.animator.pauseAnimation()
      harness.animator.fractionComplete = scrub
      harness.animator.continueAnimation(with: .easeOut, durationFactor: 0)
      harness.clock.advance(by: TimingCurve.maximumDuration + 2)
      #expect(harness.probeHistory.allSatisfy { $0.isFinite }, "\(scrub)")
      #expect(harness.completions == [.end], "\(scrub)")
      #expect(harness.probe == 1)
    }
  }

  @Test("AnimatorDiagnostic stores what it is given and describes it on one line")
  func diagnosticValue() {
    let diagnostic = AnimatorDiagnostic(
      kind: .invalidArgument, call: "", state: .stopped, isRunning: true, message: "a\nb")
    #expect(diagnostic.call.isEmpty && diagnostic.state == .stopped && diagnostic.isRunning)
    #expect(diagnostic.description == "FluidAnimator.: a\nb [state: stopped, running: true]")
    AnimatorDiagnostic.printInDebugBuilds(diagnostic)
  }
}
