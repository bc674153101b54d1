#if canImport(UIKit)
  import UIKit

  /// The presentation controller of fluid modal presentations.
  ///
  /// - It owns the dimming view (black; the transition's plan animates its alpha, so it fades
  ///   exactly with the sheet or drawer, under a finger too). Tapping it dismisses; it can only
  ///   be tapped where the presented view leaves it uncovered.
  /// - ``frameOfPresentedViewInContainerView`` is the style's
  ///   ``TransitionStyle/presentedFrame(in:layoutDirection:)`` and is re-applied whenever the
  ///   container lays out, so rotation and size-class changes keep the presented view in place.
  /// - ``shouldRemovePresentersView`` is true only when the presented view covers the container
  ///   (a full-height sheet, zoom, fade, scale). A partial sheet or a drawer keeps the presenting
  ///   view on screen; UIKit then leaves it out of the transition's container, and the plans
  ///   account for that, which avoids the black screen of a presenter removed under a
  ///   partial presentation.
  /// - After the presentation it installs the dismissal gesture of the transitioning delegate on
  ///   the presented view.
  @MainActor
  public final class FluidPresentationController: UIPresentationController {
    /// The style of the presentation.
    public let style: any TransitionStyle
    /// The dimming view behind the presented view.
    public let dimmingView = UIView()

    private weak var fluidDelegate: FluidTransitioningDelegate?
    private var dismissGesture: TransitionGesture?
    private let tapRecognizer = UITapGestureRecognizer()
    private var tapAction: AnyObject?

    /// Creates the presentation controller (``FluidTransitioningDelegate`` does this).
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?,
      style: any TransitionStyle,
      transitioningDelegate: FluidTransitioningDelegate?
    ) {
      self.style = style
      fluidDelegate = transitioningDelegate
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      dimmingView.backgroundColor = .black
      dimmingView.alpha = 0
      tapAction = GestureActions.attach(tapRecognizer) { [weak self] _ in
        self?.presentedViewController.dismiss(animated: true, completion: nil)
      }
      dimmingView.addGestureRecognizer(tapRecognizer)
    }

    /// The style's frame for the presented view in the container.
    override public var frameOfPresentedViewInContainerView: CGRect {
      guard let containerView else { return .zero }
      return presentedFrame(in: containerView).cgRect
    }

    /// True only when the presented view covers the container (measured in the container, or
    /// in the presenting view before there is one).
    override public var shouldRemovePresentersView: Bool {
      let space = containerView ?? presentingViewController.view
      guard let space else { return true }
      return presentedFrame(in: space) == Rect(space.bounds).standardized
    }

    private func presentedFrame(in view: UIView) -> Rect {
      style.presentedFrame(
        in: Rect(view.bounds),
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight)
    }

    /// Puts the dimming view at the back of the container.
    override public func presentationTransitionWillBegin() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      containerView.insertSubview(dimmingView, at: 0)
    }

    /// Removes the dimming after a cancelled presentation; installs the dismissal gesture
    /// after a completed one.
    override public func presentationTransitionDidEnd(_ completed: Bool) {
      guard completed else {
        dimmingView.removeFromSuperview()
        return
      }
      if let gesture = fluidDelegate?.makeDismissalGesture(for: presentedViewController) {
        presentedViewController.view.addGestureRecognizer(gesture.recognizer)
        dismissGesture = gesture
      }
    }

    /// Removes the dimming and the gesture after a completed dismissal.
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
      guard completed else { return }
      dimmingView.removeFromSuperview()
      if let gesture = dismissGesture {
        presentedViewController.view.removeGestureRecognizer(gesture.recognizer)
      }
      dismissGesture = nil
    }

    /// Keeps the dimming over the container and the presented view at its frame (rotation,
    /// size classes), except while a transition moves it.
    override public func containerViewWillLayoutSubviews() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      if fluidDelegate?.currentTransition == nil {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }
  }
#endif
