#if canImport(UIKit)
  import UIKit

  /// UIKit's transition context as a ``TransitionContext``: each call forwards unchanged.
  @MainActor
  final class UIKitTransitionContext: TransitionContext {
    let context: any UIViewControllerContextTransitioning

    init(_ context: any UIViewControllerContextTransitioning) {
      self.context = context
    }

    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }

    func updateInteractiveTransition(_ percentComplete: Double) {
      context.updateInteractiveTransition(CGFloat(percentComplete))
    }

    func pauseInteractiveTransition() {
      context.pauseInteractiveTransition()
    }

    func finishInteractiveTransition() {
      context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
      context.cancelInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
      context.completeTransition(didComplete)
    }
  }
#endif
