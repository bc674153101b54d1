import Testing

@testable import FluidTransitions

/// `HandedTransition`: whether a transition handed to UIKit is on screen, against the table in
/// its documentation.
@Suite("Navigation: a transition handed to UIKit")
struct HandedTransitionTests {
  static let phases: [TransitionDriver.Phase] = [
    .idle, .animating, .interacting, .settling, .finished(completed: true),
    .finished(completed: false),
  ]

  @Test("The table", arguments: phases, [false, true])
  func table(phase: TransitionDriver.Phase, coordinator: Bool) {
    let started: Bool
    switch phase {
    case .animating, .interacting, .settling: started = true
    case .idle, .finished: started = false
    }
    #expect(
      HandedTransition.isOnScreen(phase, containerHasTransitionCoordinator: coordinator)
        == (coordinator || started))
  }
}
