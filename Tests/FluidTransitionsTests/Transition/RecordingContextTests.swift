import FluidTransitions
import Testing

/// The recording context must catch every breach of UIKit's contract, or the driver's
/// clean runs prove nothing.
@MainActor
@Suite("Transition: recording context contract")
struct RecordingContextTests {
  @Test("A legal interactive sequence records every call and no breach")
  func legalSequence() {
    let clock = ManualFrameClock()
    let context = RecordingTransitionContext(interactive: true, clock: clock)
    context.updateInteractiveTransition(0.3)
    clock.advance(by: 0.1)
    context.cancelInteractiveTransition()
    context.pauseInteractiveTransition()
    context.finishInteractiveTransition()
    context.completeTransition(true)
    #expect(context.breaches.isEmpty)
    #expect(
      context.calls.map(\.name) == [
        "startInteractiveTransition", "updateInteractiveTransition", "cancelInteractiveTransition",
        "pauseInteractiveTransition", "finishInteractiveTransition", "completeTransition",
      ])
    #expect(context.calls[1].value == 0.3)
    #expect(context.calls[2].time == 0.1)
    #expect(!context.transitionWasCancelled)
  }

  @Test(
    "Each breach is caught, reported once with the call log, and never crashes",
    arguments: [
      "update while animating", "pause while interactive", "finish while animating",
      "cancel while animating", "complete while interactive", "complete with the wrong value",
      "complete twice", "call after complete", "update outside 0…1", "update NaN",
      "animator inactive",
    ])
  func breaches(case name: String) {
    let clock = ManualFrameClock()
    let interactive = ["pause while interactive", "complete while interactive"].contains(name)
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    var reported: [String] = []
    context.onBreach = { reported.append($0) }
    switch name {
    case "update while animating": context.updateInteractiveTransition(0.5)
    case "pause while interactive": context.pauseInteractiveTransition()
    case "finish while animating": context.finishInteractiveTransition()
    case "cancel while animating": context.cancelInteractiveTransition()
    case "complete while interactive": context.completeTransition(true)
    case "complete with the wrong value":
      context.pauseInteractiveTransition()
      context.cancelInteractiveTransition()
      context.completeTransition(true)
    case "complete twice":
      context.completeTransition(true)
      context.completeTransition(true)
    case "call after complete":
      context.completeTransition(true)
      context.pauseInteractiveTransition()
    case "update outside 0…1":
      context.pauseInteractiveTransition()
      context.updateInteractiveTransition(1.2)
    case "update NaN":
      context.pauseInteractiveTransition()
      context.updateInteractiveTransition(.nan)
    default:
      let animator = FluidAnimator(duration: 1, clock: clock)
      context.animator = animator
      context.pauseInteractiveTransition()
    }
    #expect(context.breaches.count == 1, "\(context.breaches)")
    #expect(reported == context.breaches)
    #expect(reported.first?.contains("calls:") == true)
  }
}
