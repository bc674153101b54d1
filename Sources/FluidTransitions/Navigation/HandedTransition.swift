/// Whether a transition a container's delegate handed UIKit (as the animation controller of a
/// tab switch, a push or a pop) is on screen, or was asked for and never started.
///
/// UIKit asks its delegate for an animation controller and starts it at once, with a transition
/// coordinator, when it can show the transition. Apple does not say that it always starts what
/// it asks for (a selection made while the container is in no window may ask and then switch at
/// once), and a delegate that keeps such a transition as "running" would refuse everything that
/// must wait for the transition's end: every tap on the tab bar, every swipe. So a transition
/// counts as on screen only while its container has a transition coordinator or it has started
/// and not finished:
///
/// | container has a transition coordinator | phase | on screen |
/// |---|---|---|
/// | yes | any | yes |
/// | no | `animating`, `interacting`, `settling` | yes |
/// | no | `idle` (never started), `finished` | no |
package enum HandedTransition {
  /// Whether a handed transition in `phase` is on screen, given whether its container has a
  /// transition coordinator now.
  package static func isOnScreen(
    _ phase: TransitionDriver.Phase, containerHasTransitionCoordinator: Bool
  )
    -> Bool
  {
    if containerHasTransitionCoordinator { return true }
    switch phase {
    case .animating, .interacting, .settling: return true
    case .idle, .finished: return false
    }
  }
}
