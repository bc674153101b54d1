#if canImport(UIKit)
  import UIKit

  /// The presentation controller of fluid modal presentations.
  ///
  /// - It owns the dimming view (black, or a zoom's dimming colour; the transition's plan
  ///   animates its alpha, so it fades exactly with the sheet, drawer or zoomed view, under a
  ///   finger too). Tapping it dismisses; it can only be tapped where the presented view leaves
  ///   it uncovered. A zoom's plan uses this view as its dimming node, as a sheet's does, rather
  ///   than making one of its own: one dimming view, which the controller keeps over the
  ///   container through rotations and leaves in place after the presentation for the
  ///   dismissal to fade, so its colour is the zoom's (opaque) and its alpha the plan's.
  /// - ``frameOfPresentedViewInContainerView`` is the style's
  ///   ``TransitionStyle/presentedFrame(in:layoutDirection:)`` and is re-applied whenever the
  ///   container lays out, so rotation and size-class changes keep the presented view in place.
  /// - ``shouldRemovePresentersView`` is true only when the presented view covers the container
  ///   (a full-height sheet, zoom, fade, scale). A partial sheet or a drawer keeps the presenting
  ///   view on screen; UIKit then leaves it out of the transition's container, and the plans
  ///   account for that, which avoids the black screen of a presenter removed under a
  ///   partial presentation.
  /// - After the presentation it installs the dismissal gesture of the transitioning delegate on
  ///   the presented view; for a ``SheetStyle`` it installs a ``SheetInteraction`` instead,
  ///   which moves the sheet between its detents (and hands a throw below the smallest one to
  ///   the dismissal), follows the keyboard and shows the grabber. While it is installed,
  ///   ``frameOfPresentedViewInContainerView`` is the sheet's live frame.
  @MainActor
  public final class FluidPresentationController: UIPresentationController {
    /// The style of the presentation.
    public let style: any TransitionStyle
    /// The dimming view behind the presented view.
    public let dimmingView = UIView()

    /// The presented sheet's detent interaction, from the end of the presentation until the
    /// dismissal completes (``SheetStyle`` only).
    public private(set) var sheetInteraction: SheetInteraction?
    /// Called when the sheet's selected detent changes (UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`).
    public var onSelectedDetentChange: ((SheetDetent.Identifier) -> Void)?

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
      dimmingView.backgroundColor = Self.dimmingColor(for: style)
      dimmingView.alpha = 0
      tapAction = GestureActions.attach(tapRecognizer) { [weak self] _ in
        self?.presentedViewController.dismiss(animated: true, completion: nil)
      }
      dimmingView.addGestureRecognizer(tapRecognizer)
    }

    /// The dimming view's colour: black, or for a ``ZoomStyle`` its dimming colour
    /// (``ZoomStyle/dimmingColor``, ``ZoomStyle/defaultDimmingColor`` when nil) made opaque, the
    /// plan fading the view's alpha to the colour's.
    static func dimmingColor(for style: any TransitionStyle) -> UIColor {
      guard let zoom = style as? ZoomStyle else { return .black }
      let color = zoom.dimmingColor ?? ZoomStyle.defaultDimmingColor
      return UIColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: 1)
    }

    /// The style's frame for the presented view in the container; a sheet's live frame while
    /// its detent interaction is installed.
    override public var frameOfPresentedViewInContainerView: CGRect {
      guard let containerView else { return .zero }
      if let sheetInteraction { return sheetInteraction.frame }
      return presentedFrame(in: containerView).cgRect
    }

    /// The sheet's selected detent, or nil when the style is not a ``SheetStyle`` or the
    /// presentation has not completed.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
      sheetInteraction?.driver.selectedDetentIdentifier
    }

    /// Moves the sheet to the detent named `identifier` (UIKit's `animateChanges` with a new
    /// `selectedDetentIdentifier`); see ``SheetDetentDriver/selectDetent(_:animated:)``.
    public func selectDetent(_ identifier: SheetDetent.Identifier, animated: Bool = true) {
      sheetInteraction?.driver.selectDetent(identifier, animated: animated)
      sheetInteraction?.updateDimmingTouches()
    }

    /// True only when the presented view covers the container (measured in the container, or
    /// in the presenting view before there is one).
    override public var shouldRemovePresentersView: Bool {
      let space = containerView ?? presentingViewController.view
      guard let space else { return true }
      if let sheet = style as? SheetStyle {
        return !sheet.keepsPresenter(in: SheetInteraction.layout(of: sheet, in: space))
      }
      return presentedFrame(in: space) == Rect(space.bounds).standardized
    }

    /// The style's frame in `view`; a sheet's at its selected detent in `view`'s size class
    /// (as the transition's plan measures it).
    private func presentedFrame(in view: UIView) -> Rect {
      if let sheet = style as? SheetStyle {
        let layout = SheetInteraction.layout(of: sheet, in: view)
        return layout.frame(forValue: layout.selectedDetent(sheet.selectedDetentIdentifier).value)
      }
      return style.presentedFrame(
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
      if let sheet = style as? SheetStyle, let containerView, let sheetView = presentedView {
        installSheetInteraction(sheet, sheetView: sheetView, containerView: containerView)
        return
      }
      if let gesture = fluidDelegate?.makeDismissalGesture(for: presentedViewController) {
        for recognizer in gesture.recognizers {
          presentedViewController.view.addGestureRecognizer(recognizer)
        }
        dismissGesture = gesture
      }
    }

    private func installSheetInteraction(
      _ sheet: SheetStyle, sheetView: UIView, containerView: UIView
    ) {
      let interaction = SheetInteraction(
        style: sheet, sheetView: sheetView, containerView: containerView,
        dimmingView: dimmingView,
        isDismissible: { [weak self] in self?.presentedViewController.isModalInPresentation == false
        })
      interaction.driver.onEvent = { [weak self, weak interaction] event in
        guard let self else { return }
        switch event {
        case .selectedDetentChanged(let identifier):
          self.onSelectedDetentChange?(identifier)
        case .dismissalRequested(let dismissal):
          self.fluidDelegate?.dismiss(self.presentedViewController, handingOff: dismissal)
        case .grabbed, .released, .settled:
          break
        }
        interaction?.updateDimmingTouches()
      }
      sheetInteraction = interaction
    }

    /// A sheet stops moving between detents when a dismissal starts, from where it is.
    override public func dismissalTransitionWillBegin() {
      sheetInteraction?.driver.beginDismissal()
    }

    /// Removes the dimming and the gesture after a completed dismissal; gives a sheet back to
    /// its detents after a cancelled one.
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
      guard completed else {
        sheetInteraction?.driver.dismissalDidCancel()
        sheetInteraction?.updateDimmingTouches()
        return
      }
      sheetInteraction?.invalidate()
      sheetInteraction = nil
      dimmingView.removeFromSuperview()
      for recognizer in dismissGesture?.recognizers ?? [] {
        presentedViewController.view.removeGestureRecognizer(recognizer)
      }
      dismissGesture = nil
    }

    /// Keeps the dimming over the container and the presented view at its frame (rotation,
    /// size classes), except while a transition moves it.
    override public func containerViewWillLayoutSubviews() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      guard fluidDelegate?.currentTransition == nil else { return }
      if let sheetInteraction {
        sheetInteraction.containerDidLayout()
      } else {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }
  }
#endif
