import FluidTransitions
import Testing

/// `UIViewPropertyAnimator`'s state machine as Apple documents it
/// (https://developer.apple.com/documentation/uikit/uiviewanimating/state and the pages of each
/// call): every state × every call, with the resulting state and whether the
/// call was refused (exactly one diagnostic, state unchanged).
@MainActor
@Suite("Animator: state table")
struct AnimatorStateTableTests {
  enum Start: String, CaseIterable, Sendable {
    case inactive, running, paused, stopped
  }

  enum Call: String, CaseIterable, Sendable {
    case start, startAfterDelay, pause, stopWithoutFinishing, stopFinishingLater
    case finishAtEnd, continueWithOriginalCurve, setFractionComplete, setInterruptible
    case addTrack, addCompletion
  }

  struct Expectation {
    let state: AnimatingState
    let isRunning: Bool
    let refused: Bool
  }

  static func prepare(_ start: Start) -> AnimatorHarness {
    let harness = AnimatorHarness(duration: 1)
    switch start {
    case .inactive:
      break
    case .running:
      harness.animator.startAnimation()
      harness.clock.advance(frames: 3)
    case .paused:
      harness.animator.startAnimation()
      harness.clock.advance(frames: 3)
      harness.animator.pauseAnimation()
    case .stopped:
      harness.animator.startAnimation()
      harness.clock.advance(frames: 3)
      harness.animator.stopAnimation(false)
    }
    return harness
  }

  static func perform(_ call: Call, on animator: FluidAnimator) {
    switch call {
    case .start: animator.startAnimation()
    case .startAfterDelay: animator.startAnimation(afterDelay: 0.1)
    case .pause: animator.pauseAnimation()
    case .stopWithoutFinishing: animator.stopAnimation(true)
    case .stopFinishingLater: animator.stopAnimation(false)
    case .finishAtEnd: animator.finishAnimation(at: .end)
    case .continueWithOriginalCurve: animator.continueAnimation(with: nil, durationFactor: 0)
    case .setFractionComplete: animator.fractionComplete = 0.5
    case .setInterruptible: animator.isInterruptible = false
    case .addTrack: animator.addTrack(from: 0.0, to: 1.0) { _ in }
    case .addCompletion: animator.addCompletion { _ in }
    }
  }

  static func expected(_ start: Start, _ call: Call) -> Expectation {
    let inactive = Expectation(state: .inactive, isRunning: false, refused: false)
    let running = Expectation(state: .active, isRunning: true, refused: false)
    let paused = Expectation(state: .active, isRunning: false, refused: false)
    let stopped = Expectation(state: .stopped, isRunning: false, refused: false)
    func refused(_ base: Expectation) -> Expectation {
      Expectation(state: base.state, isRunning: base.isRunning, refused: true)
    }
    switch (start, call) {
    case (.inactive, .start), (.inactive, .startAfterDelay): return running
    case (.inactive, .pause), (.inactive, .setFractionComplete): return paused
    case (.inactive, .stopWithoutFinishing), (.inactive, .stopFinishingLater),
      (.inactive, .finishAtEnd), (.inactive, .continueWithOriginalCurve):
      return refused(inactive)
    case (.inactive, _): return inactive

    case (.running, .start), (.running, .startAfterDelay): return running
    case (.running, .pause): return paused
    case (.running, .stopWithoutFinishing): return inactive
    case (.running, .stopFinishingLater): return stopped
    case (.running, .finishAtEnd), (.running, .continueWithOriginalCurve),
      (.running, .setFractionComplete), (.running, .setInterruptible):
      return refused(running)
    case (.running, _): return running

    case (.paused, .start), (.paused, .startAfterDelay), (.paused, .continueWithOriginalCurve):
      return running
    case (.paused, .stopWithoutFinishing): return inactive
    case (.paused, .stopFinishingLater): return stopped
    case (.paused, .finishAtEnd), (.paused, .setInterruptible): return refused(paused)
    case (.paused, _): return paused

    case (.stopped, .finishAtEnd): return inactive
    case (.stopped, .addCompletion): return stopped
    case (.stopped, _): return refused(stopped)
    }
  }

  @Test(
    "Each state × call gives UIKit's resulting state; illegal calls are refused once",
    arguments: Start.allCases, Call.allCases)
  func stateTable(start: Start, call: Call) {
    let harness = Self.prepare(start)
    let before = (harness.animator.state, harness.animator.isRunning)
    _ = harness.takeDiagnostics()
    Self.perform(call, on: harness.animator)
    let expectation = Self.expected(start, call)
    let diagnostics = harness.takeDiagnostics()
    #expect(harness.animator.state == expectation.state)
    #expect(harness.animator.isRunning == expectation.isRunning)
    if expectation.refused {
      #expect(diagnostics.count == 1)
      #expect(diagnostics.first?.kind == .illegalCall)
      #expect(diagnostics.first?.state == before.0)
      #expect(harness.animator.state == before.0 && harness.animator.isRunning == before.1)
    } else {
      #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
  }

  @Test("A refused call leaves progress, direction and tracks untouched")
  func refusedCallChangesNothing() {
    let harness = Self.prepare(.running)
    let progress = harness.animator.presentedProgress
    let fraction = harness.animator.fractionComplete
    let tracks = harness.animator.trackCount
    harness.animator.fractionComplete = 0.9
    harness.animator.continueAnimation(with: .easeIn, durationFactor: 2)
    harness.animator.finishAnimation(at: .start)
    #expect(harness.takeDiagnostics().count == 3)
    #expect(harness.animator.presentedProgress == progress)
    #expect(harness.animator.fractionComplete == fraction)
    #expect(harness.animator.trackCount == tracks)
    #expect(!harness.animator.isReversed)
  }

  @Test("A non-interruptible animator runs to completion and cannot be continued")
  func nonInterruptible() {
    let harness = AnimatorHarness(duration: 0.5)
    harness.animator.isInterruptible = false
    harness.animator.startAnimation()
    harness.clock.advance(frames: 5)
    harness.animator.pauseAnimation()
    #expect(harness.animator.isRunning)
    #expect(harness.takeDiagnostics().map(\.kind) == [.illegalCall])
    harness.clock.advance(by: 1)
    #expect(harness.completions == [.end])

    let paused = AnimatorHarness(duration: 0.5)
    paused.animator.isInterruptible = false
    paused.animator.pauseAnimation()
    paused.animator.continueAnimation(with: nil, durationFactor: 0)
    #expect(!paused.animator.isRunning)
    #expect(paused.takeDiagnostics().map(\.kind) == [.illegalCall])
  }

  @Test(
    "stopAnimation(true) never runs completions; stopAnimation(false) then finish runs them once")
  func stopAndFinish() {
    let discarded = Self.prepare(.running)
    discarded.animator.stopAnimation(true)
    discarded.clock.advance(by: 2)
    #expect(discarded.completions.isEmpty)
    #expect(discarded.animator.trackCount == 0)

    for position in [AnimatingPosition.end, .start, .current] {
      let harness = Self.prepare(.running)
      let frozen = harness.probe
      harness.animator.stopAnimation(false)
      harness.clock.advance(by: 2)
      #expect(harness.probe == frozen, "values stay frozen while stopped")
      harness.animator.finishAnimation(at: position)
      #expect(harness.completions == [position])
      let expected: Double =
        switch position {
        case .end: 1
        case .start: 0
        case .current: frozen
        }
      #expect(harness.probe == expected)
      harness.animator.finishAnimation(at: position)
      #expect(harness.completions == [position], "a second finish is refused")
    }
  }
}
