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
  /// - ``shouldRemovePresentersView`` is decided once per presentation, at its first read or
  ///   as the presentation begins, by ``PresentersViewRemoval``: false for every sheet (its pan
  ///   uncovers what is behind it, even from a full-height detent), every drawer, and any
  ///   style whose presented view does not cover the container in both orientations; true for
  ///   a zoom, fade or scale. UIKit then leaves a kept presenter out of the transition's
  ///   container, and the plans account for that. Asked again later (a rotation in between),
  ///   it gives the same answer, so UIKit never removes the presenter under a presentation that
  ///   shows it, nor gives back one it never removed.
  /// - After the presentation it installs the dismissal gesture of the transitioning delegate on
  ///   the presented view; for a ``SheetStyle`` it installs a ``SheetInteraction`` instead,
  ///   which moves the sheet between its detents (and hands a throw below the smallest one to
  ///   the dismissal), follows the keyboard and shows the grabber. While it is installed,
  ///   ``frameOfPresentedViewInContainerView`` is the sheet's live frame.
  /// - Every dismissal a person starts — a tap on the dimming, the dismissal gesture, a sheet
  ///   thrown below its smallest detent — goes one way (``UserDismissal``): refused while the
  ///   presentation is modal (`isModalInPresentation` on the presented controller or on a
  ///   controller it shows: a navigation controller's top view controller, a tab bar
  ///   controller's selected one) or while the ``delegate`` answers
  ///   `presentationControllerShouldDismiss(_:)` with false, which the delegate hears as
  ///   `presentationControllerDidAttemptToDismiss(_:)` (a refused gesture does not begin; a
  ///   refused sheet rubber-bands below its smallest detent, and only a release that would have
  ///   dismissed it counts as an attempt); otherwise the delegate hears
  ///   `presentationControllerWillDismiss(_:)` as the dismissal begins and
  ///   `presentationControllerDidDismiss(_:)` if it completes. A tap or a gesture while a
  ///   transition runs is not a dismissal (a touch on the container grabs the transition
  ///   instead). Dismissals the app starts (`dismiss(animated:completion:)`,
  ///   ``FluidTransitioningDelegate/beginInteractiveDismissal(of:)``) consult nothing and send
  ///   nothing, as UIKit's own programmatic dismissals.
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
    /// ``shouldRemovePresentersView``, once decided.
    private var removesPresentersView: Bool?
    private var userDismissal = UserDismissal()
    /// Whether the sheet's current drag began while a person's dismissal was refused.
    private var sheetDragWasRefused = false

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
      tapAction = GestureActions.attach(tapRecognizer) { [weak self] recognizer in
        if recognizer.state == .ended { self?.dimmingWasTapped() }
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

    /// Whether UIKit may take the presenting view out of the window once the presentation
    /// animations finish: ``PresentersViewRemoval``'s answer for the style, measured in the
    /// container (or, before there is one, the presenting view) at the first read or as the
    /// presentation begins, and the same at every later read. False, and not yet decided,
    /// while there is nothing to measure.
    override public var shouldRemovePresentersView: Bool {
      if let removesPresentersView { return removesPresentersView }
      guard let space = containerView ?? presentingViewController.view else { return false }
      let answer = PresentersViewRemoval.removesPresentersView(for: style, in: Rect(space.bounds))
      removesPresentersView = answer
      return answer
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

    /// Decides ``shouldRemovePresentersView`` if it is not yet, and puts the dimming view at
    /// the back of the container.
    override public func presentationTransitionWillBegin() {
      guard let containerView else { return }
      _ = shouldRemovePresentersView
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
        isDismissible: { [weak self] in self?.sheetDragMayDismiss() ?? false },
        clock: fluidDelegate?.clock)
      interaction.driver.onEvent = { [weak self, weak interaction] event in
        guard let self else { return }
        switch event {
        case .selectedDetentChanged(let identifier):
          self.onSelectedDetentChange?(identifier)
        case .released(let release):
          if let interaction { self.sheetWasReleased(release, by: interaction) }
        case .dismissalRequested(let dismissal):
          self.beginUserDismissal {
            self.fluidDelegate?.dismiss(self.presentedViewController, handingOff: dismissal)
              ?? false
          }
        case .grabbed, .settled:
          break
        }
        interaction?.updateDimmingTouches()
      }
      sheetInteraction = interaction
    }

    /// A sheet stops moving between detents when a dismissal starts, from where it is; the
    /// delegate hears that a person's dismissal begins.
    override public func dismissalTransitionWillBegin() {
      sheetInteraction?.driver.beginDismissal()
      tell(userDismissal.dismissalWillBegin())
    }

    /// Removes the dimming and the gesture after a completed dismissal; gives a sheet back to
    /// its detents after a cancelled one. The delegate hears that a person's dismissal
    /// completed.
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
      defer { tell(userDismissal.dismissalDidEnd(completed: completed)) }
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

    // MARK: - Dismissals a person starts

    /// Whether the presentation is modal: the presented controller, or a controller it shows
    /// (a navigation controller's top view controller, a tab bar controller's selected one, and
    /// so on down), is `isModalInPresentation`. Apple: it "prevents the interactive dismissal of
    /// the view controller while it is onscreen", and Apple's sample sets it on the top view
    /// controller of a presented navigation controller.
    private var isModal: Bool {
      var controller: UIViewController? = presentedViewController
      while let current = controller {
        if current.isModalInPresentation { return true }
        controller =
          (current as? UINavigationController)?.topViewController
          ?? (current as? UITabBarController)?.selectedViewController
      }
      return false
    }

    /// Whether a person's attempt is no dismissal at all: a transition runs (a touch grabs it)
    /// or a dismissal of theirs is under way.
    private var isDismissalBlocked: Bool {
      userDismissal.phase != .idle || fluidDelegate?.isTransitioning == true
    }

    /// Whether a person may dismiss now: not while a transition runs or a dismissal is under
    /// way; never while the presentation is modal; otherwise as the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers. A refusal is told to the delegate
    /// (`presentationControllerDidAttemptToDismiss(_:)`).
    func userMayDismiss() -> Bool {
      guard !isDismissalBlocked else { return false }
      guard permitsUserDismissal() else {
        tell(userDismissal.refuse())
        return false
      }
      return true
    }

    private func permitsUserDismissal() -> Bool {
      UserDismissal.permits(isModalInPresentation: isModal) {
        DelegateForwarding.shouldDismiss(delegate, self)
      }
    }

    /// Begins a person's dismissal that ``userMayDismiss()`` allowed: `dismiss` asks UIKit to
    /// dismiss and returns whether it did. The delegate hears of it as UIKit runs it.
    @discardableResult
    func beginUserDismissal(_ dismiss: () -> Bool) -> Bool {
      guard userDismissal.accept() else { return false }
      guard dismiss() else {
        userDismissal.dismissalDidNotBegin()
        return false
      }
      return true
    }

    private func dimmingWasTapped() {
      guard userMayDismiss() else { return }
      beginUserDismissal {
        presentedViewController.dismiss(animated: true, completion: nil)
        return true
      }
    }

    /// Asked by the sheet's interaction as each drag begins: whether a throw below the smallest
    /// detent dismisses. The delegate is asked then, as UIKit's own sheets ask it; a refusal is
    /// told only if the release would have dismissed (``UserDismissal/isAttempt(releasingAt:velocity:in:deceleration:)``).
    private func sheetDragMayDismiss() -> Bool {
      // The interaction reads it once as it is made, before any drag: the flag alone then.
      guard sheetInteraction != nil else { return !isModal }
      let blocked = isDismissalBlocked
      let permitted = !blocked && permitsUserDismissal()
      sheetDragWasRefused = !blocked && !permitted
      return permitted
    }

    /// A finger let go of the sheet (not a cancelled touch): a refused drag released as a
    /// dismissal would have been is an attempt to dismiss.
    private func sheetWasReleased(
      _ release: SheetDetentDriver.Release, by interaction: SheetInteraction
    ) {
      guard sheetDragWasRefused else { return }
      sheetDragWasRefused = false
      guard interaction.recognizer.state == .ended else { return }
      let driver = interaction.driver
      if UserDismissal.isAttempt(
        releasingAt: release.value, velocity: release.velocity, in: driver.layout,
        deceleration: driver.configuration.deceleration)
      {
        tell(userDismissal.refuse())
      }
    }

    private func tell(_ messages: [UserDismissal.Message]) {
      for message in messages {
        switch message {
        case .didAttemptToDismiss: DelegateForwarding.didAttemptToDismiss(delegate, self)
        case .willDismiss: DelegateForwarding.willDismiss(delegate, self)
        case .didDismiss: DelegateForwarding.didDismiss(delegate, self)
        }
      }
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
