/// The members of UIKit's `UIViewControllerContextTransitioning` a ``TransitionDriver`` calls:
/// the interactive-transition protocol and the completion. The UIKit layer wraps the real
/// context; headless code uses ``RecordingTransitionContext``, which checks UIKit's contract.
///
/// The contract (Apple's documentation, WWDC 2016/2017):
/// - `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` and
///   `cancelInteractiveTransition()` only while the transition is interactive;
/// - `pauseInteractiveTransition()` only while it is not (it makes it interactive again);
/// - `completeTransition(_:)` exactly once, with `!transitionWasCancelled`, and nothing after.
@MainActor
public protocol TransitionContext: AnyObject {
  /// Whether the transition is currently driven interactively.
  var isInteractive: Bool { get }
  /// Whether the last finish-or-cancel call was a cancel.
  var transitionWasCancelled: Bool { get }
  /// Reports the interactive progress, in [0, 1].
  func updateInteractiveTransition(_ percentComplete: Double)
  /// Makes a non-interactive (animating or settling) transition interactive again.
  func pauseInteractiveTransition()
  /// Ends the interactive phase heading for completion.
  func finishInteractiveTransition()
  /// Ends the interactive phase heading back to the start.
  func cancelInteractiveTransition()
  /// Reports that the transition has ended; `didComplete` is false when it was cancelled.
  func completeTransition(_ didComplete: Bool)
}
