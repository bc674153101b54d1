import FluidTransitions
import UIKit

/// UIKit's transition context as the glue tests play it: every call goes to a
/// `RecordingTransitionContext`, which checks the same contract the core's tests check.
@MainActor
final class ShimContext: NSObject, UIViewControllerContextTransitioning {
  let recording: RecordingTransitionContext
  let containerView: UIView
  let from: UIViewController
  let to: UIViewController
  let fromView: UIView?
  let toView: UIView?
  let finalFrame: CGRect

  init(
    interactive: Bool, clock: any FrameClock, container: UIView, from: UIViewController,
    to: UIViewController, fromView: UIView?, toView: UIView?, finalFrame: CGRect? = nil
  ) {
    recording = RecordingTransitionContext(interactive: interactive, clock: clock)
    containerView = container
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    self.finalFrame = finalFrame ?? container.bounds
  }

  var isAnimated: Bool { true }
  var isInteractive: Bool { recording.isInteractive }
  var transitionWasCancelled: Bool { recording.transitionWasCancelled }
  var presentationStyle: UIModalPresentationStyle { .custom }
  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    recording.updateInteractiveTransition(Double(percentComplete))
  }

  func finishInteractiveTransition() { recording.finishInteractiveTransition() }
  func cancelInteractiveTransition() { recording.cancelInteractiveTransition() }
  func pauseInteractiveTransition() { recording.pauseInteractiveTransition() }
  func completeTransition(_ didComplete: Bool) { recording.completeTransition(didComplete) }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromView : toView
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from ? containerView.bounds : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === to ? finalFrame : .zero
  }

  var calls: [String] { recording.calls.map(\.name) }
}

/// A window-sized root with a container, and two view controllers.
@MainActor
struct Screen {
  let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let first = UIViewController(nibName: nil, bundle: nil)
  let second = UIViewController(nibName: nil, bundle: nil)

  init() {
    window.addSubview(container)
    first.view.frame = container.bounds
    second.view.frame = container.bounds
  }
}

extension UIViewController {
  /// The view a presentation shows this controller in and its transitions animate: the
  /// presentation controller's `presentedView` (a sheet's own view, which holds this
  /// controller's view), or this controller's view.
  var glueShownView: UIView {
    presentationController?.presentedView ?? view
  }
}
