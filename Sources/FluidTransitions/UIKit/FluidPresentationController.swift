#if canImport(UIKit)
  import UIKit

  /// The presentation controller of fluid modal presentations.
  ///
  /// - It owns the dimming view (black, or a zoom's dimming colour; the transition's plan
  ///   animates its alpha, so it fades exactly with the sheet, drawer or zoomed view, under a
  ///   finger too). Tapping it dismisses; it can only be tapped where the presented view leaves
  ///   it uncovered. Under a sheet's undimmed detents it takes no touches: they go through to
  ///   the presenter's view, as under a system sheet with `largestUndimmedDetentIdentifier`
  ///   (`DimmingView`). A zoom's plan uses this view as its dimming node, as a sheet's does,
  ///   rather than making one of its own: one dimming view, which the controller keeps over the
  ///   container through rotations and leaves in place after the presentation for the
  ///   dismissal to fade, so its colour is the zoom's (opaque) and its alpha the plan's.
  /// - ``frameOfPresentedViewInContainerView`` is the style's
  ///   ``TransitionStyle/presentedFrame(in:layoutDirection:)`` and is re-applied whenever the
  ///   container lays out, so rotation and size-class changes keep the presented view in place.
  /// - ``shouldRemovePresentersView`` is decided once per presentation, at its first read or
  ///   as the presentation begins, by `PresentersViewRemoval`: false for every sheet (its pan
  ///   uncovers what is behind it, even from a full-height detent), every drawer, and any
  ///   style whose presented view does not cover the container in both orientations; true for
  ///   a zoom, fade or scale. UIKit then leaves a kept presenter out of the transition's
  ///   container, and the plans account for that. Asked again later (a rotation in between),
  ///   it gives the same answer, so UIKit never removes the presenter under a presentation that
  ///   shows it, nor gives back one it never removed.
  /// - A ``SheetStyle`` sheet is shown in a view of its own (``presentedView``, what the
  ///   transitions animate): it has the sheet's rounded top corners and clipping from the start
  ///   of the presentation, and the grabber above the content; the presented controller's view
  ///   fills it and is never changed (its layer, shadow and corners stay the app's, and it
  ///   leaves that view when the dismissal completes). Any other style presents the presented
  ///   controller's view itself.
  /// - After the presentation it installs the dismissal gesture of the transitioning delegate on
  ///   the presented view; for a ``SheetStyle`` it installs a `SheetInteraction` instead,
  ///   which moves the sheet between its detents (and hands a throw below the smallest one to
  ///   the dismissal) and follows the keyboard. While it is installed,
  ///   ``frameOfPresentedViewInContainerView`` is the sheet's live frame. Both are removed when
  ///   the dismissal completes, or when the presentation controller is released.
  /// - Every dismissal a person starts — a tap on the dimming, the dismissal gesture, a sheet
  ///   thrown below its smallest detent — goes one way (`UserDismissal`). It is no dismissal at
  ///   all while a transition runs (a touch on the container grabs it instead) or while the
  ///   presented controller presents another (that one is on top). It is refused while the
  ///   presentation is modal (`isModalInPresentation` on the presented controller or on a
  ///   controller it shows: a navigation controller's top view controller, a tab bar
  ///   controller's selected one, any other container's children on screen, and so on down) or
  ///   while the ``delegate`` answers `presentationControllerShouldDismiss(_:)` with false. A
  ///   refused drag follows the finger with a rubber band and springs back (a sheet below its
  ///   smallest detent, any other style toward its dismissal: `RefusedDismissalDrag`), and a
  ///   refused attempt is told as `presentationControllerDidAttemptToDismiss(_:)` only when it
  ///   would have dismissed: a tap, or a release thrown or pulled far enough. The delegate is
  ///   asked only when an attempt heads toward the dismissal: a tap, a dismissal drag as it
  ///   begins, a sheet's drag once it goes below its smallest detent or is thrown to dismiss
  ///   (never a drag between detents). A dismissal that goes ahead is told as
  ///   `presentationControllerWillDismiss(_:)` as it begins and
  ///   `presentationControllerDidDismiss(_:)` once UIKit has finished it, after the completion
  ///   of its `dismiss(animated:completion:)` (so the presenter has appeared again and may
  ///   present); each once. A request UIKit ignores (a presentation or dismissal in progress)
  ///   is over by the second frame after it, and the next attempt starts afresh. Dismissals the
  ///   app starts (`dismiss(animated:completion:)`,
  ///   ``FluidTransitioningDelegate/beginInteractiveDismissal(of:)``) consult nothing and send
  ///   nothing, as UIKit's own programmatic dismissals.
  /// - From a person's request until UIKit has finished with it, ``delegate`` reads nil: the
  ///   presentation controller keeps the app's delegate and sends it the dismissal messages
  ///   itself, so that the delegate hears each once whether or not UIKit would send its own for
  ///   a custom presentation's interactive dismissal (Apple does not say; see the article
  ///   "Platform Assumptions"). The delegate set before is put back afterwards, unless the app
  ///   set another meanwhile.
  @MainActor
  public final class FluidPresentationController: UIPresentationController {
    /// The style of the presentation.
    public let style: any TransitionStyle
    /// The dimming view behind the presented view.
    public let dimmingView: UIView = DimmingView()

    /// The presented sheet's detent interaction, from the end of the presentation until the
    /// dismissal completes (``SheetStyle`` only).
    package private(set) var sheetInteraction: SheetInteraction?
    /// Called when the sheet's selected detent changes (UIKit's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`).
    public var onSelectedDetentChange: ((SheetDetent.Identifier) -> Void)?

    private weak var fluidDelegate: FluidTransitioningDelegate?
    /// The view a sheet is shown in (``presentedView``); nil for every other style.
    private let sheetContainer: SheetContainerView?
    private var dismissGesture: TransitionGesture?
    /// The drag of a dismissal gesture that began while a person's dismissal was refused.
    private var refusedDrag: RefusedDismissalFollower?
    private let tapRecognizer = UITapGestureRecognizer()
    /// The dimming tap's target, taken off the recogniser when the presentation controller is
    /// released (the dimming view may outlive it in a container UIKit keeps).
    private var tapRegistration: GestureTargetRegistration?
    /// ``shouldRemovePresentersView``, once decided.
    private var removesPresentersView: Bool?
    /// The content's Auto Layout height at a sheet's width, without safe-area insets, once
    /// measured (``contentSize(in:)``).
    private var measuredContent: (width: Double, height: Double)?
    /// The content's size the running transition was planned on (``contentSizeForTransition(in:)``),
    /// which the sheet's interaction starts from.
    private var transitionContentSize: Size?
    private var userDismissal = UserDismissal()
    /// Whether the sheet's current drag was refused the dismissal when it headed toward it.
    private var sheetDragWasRefused = false
    /// The app's ``delegate``, kept while a person's dismissal is requested or runs and
    /// ``delegate`` reads nil (see the type's documentation).
    private weak var heldDelegate: (any UIAdaptivePresentationControllerDelegate)?
    private var holdsDelegate = false
    /// Gives up a person's request UIKit has not begun by the second frame after it, or gives
    /// the delegate back a frame after UIKit has finished a person's dismissal.
    private var requestWatch: FrameCountdown? {
      willSet { requestWatch?.cancel() }
    }

    /// Creates the presentation controller (``FluidTransitioningDelegate`` does this).
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?,
      style: any TransitionStyle,
      transitioningDelegate: FluidTransitioningDelegate?
    ) {
      self.style = style
      fluidDelegate = transitioningDelegate
      sheetContainer = (style as? SheetStyle).map(SheetContainerView.init(style:))
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      dimmingView.backgroundColor = Self.dimmingColor(for: style)
      dimmingView.alpha = 0
      tapRegistration = GestureTargetRegistration(tapRecognizer) { [weak self] recognizer in
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

    /// The view the presentation shows and the transitions animate: for a ``SheetStyle``, the
    /// sheet's own view, which holds the presented controller's view (from the start of the
    /// presentation until its dismissal completes); for any other style, the presented
    /// controller's view.
    override public var presentedView: UIView? {
      sheetContainer ?? super.presentedView
    }

    /// The style's frame for the presented view in the container; a sheet's live frame while
    /// its detent interaction is installed.
    override public var frameOfPresentedViewInContainerView: CGRect {
      guard let containerView else { return .zero }
      if let sheetInteraction { return sheetInteraction.frame }
      return presentedFrame(in: containerView).cgRect
    }

    /// What VoiceOver says for a ``SheetStyle`` sheet's grabber (English by default): set it to
    /// your localised words. The grabber is an adjustable element whose increment and decrement
    /// move the sheet one detent up or down, its value the name of the detent it rests at.
    public var grabberAccessibility = SheetGrabberAccessibility() {
      didSet { describeGrabber() }
    }

    /// The sheet's selected detent, or nil when the style is not a ``SheetStyle`` or the
    /// presentation has not completed.
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
      sheetInteraction?.driver.selectedDetentIdentifier
    }

    /// Moves the sheet to the detent named `identifier` (UIKit's `animateChanges` with a new
    /// `selectedDetentIdentifier`); see `SheetDetentDriver.selectDetent(_:animated:)`.
    public func selectDetent(_ identifier: SheetDetent.Identifier, animated: Bool = true) {
      sheetInteraction?.driver.selectDetent(identifier, animated: animated)
    }

    /// Whether UIKit may take the presenting view out of the window once the presentation
    /// animations finish: `PresentersViewRemoval`'s answer for the style, measured in the
    /// container (or, before there is one, the presenting view) at the first read or as the
    /// presentation begins, and the same at every later read. Never for a presenter that is
    /// itself shown in a view other than its own (a sheet's, UIKit's own sheets'), which UIKit
    /// would take it out of. False, and not yet decided, while there is nothing to measure.
    override public var shouldRemovePresentersView: Bool {
      if let removesPresentersView { return removesPresentersView }
      guard let space = containerView ?? presentingViewController.view else { return false }
      let answer = PresentersViewRemoval.removesPresentersView(
        for: style, in: Rect(space.bounds), presenterIsWrapped: presenterIsWrapped)
      removesPresentersView = answer
      return answer
    }

    /// Whether the presenting view controller is presented itself, in a view other than its own.
    /// (A controller that is not presented is not asked for its presentation controller, which
    /// UIKit would make for it.)
    private var presenterIsWrapped: Bool {
      let presenter = presentingViewController
      guard presenter.presentingViewController != nil,
        let shown = presenter.presentationController?.presentedView
      else { return false }
      return shown !== presenter.viewIfLoaded
    }

    /// The style's frame in `view`; a sheet's at its selected detent in `view`'s size class
    /// (as the transition's plan measures it).
    private func presentedFrame(in view: UIView) -> Rect {
      if let sheet = style as? SheetStyle {
        let layout = SheetInteraction.layout(
          of: sheet, in: view, contentSize: contentSize(in: view))
        return layout.frame(forValue: layout.selectedDetent(sheet.selectedDetentIdentifier).value)
      }
      return style.presentedFrame(
        in: Rect(view.bounds),
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight)
    }

    /// Decides ``shouldRemovePresentersView`` if it is not yet, puts the dimming view at the
    /// back of the container, and a sheet's content in the sheet's view.
    override public func presentationTransitionWillBegin() {
      sheetContainer?.embed(presentedViewController.view)
      guard let containerView else { return }
      _ = shouldRemovePresentersView
      dimmingView.frame = containerView.bounds
      containerView.insertSubview(dimmingView, at: 0)
      updateAccessibilityModality(isModal: !presentsUndimmed(in: containerView))
    }

    /// Removes the dimming (and takes a sheet's content out of its view) after a cancelled
    /// presentation; installs the dismissal gesture after a completed one.
    override public func presentationTransitionDidEnd(_ completed: Bool) {
      guard completed else {
        dimmingView.removeFromSuperview()
        sheetContainer?.releaseContent()
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
        contentSize: { [weak self, weak containerView] in
          self?.transitionContentSize ?? containerView.flatMap { self?.contentSize(in: $0) }
        },
        clock: fluidDelegate?.clock)
      interaction.driver.onEvent = { [weak self, weak interaction] event in
        guard let self else { return }
        switch event {
        case .selectedDetentChanged(let identifier):
          self.onSelectedDetentChange?(identifier)
        case .released(let release):
          if let interaction { self.sheetWasReleased(release, by: interaction) }
        case .dismissalRequested(let dismissal):
          self.beginUserDismissal { completion in
            self.fluidDelegate?.dismiss(
              self.presentedViewController, handingOff: dismissal, completion: completion)
              ?? false
          }
        case .grabbed, .settled:
          break
        }
        self.sheetStateDidChange()
      }
      (dimmingView as? DimmingView)?.viewBehind = presentingViewController.viewIfLoaded
      sheetInteraction = interaction
      // The sheet starts where the presentation landed it, on the layout the transition was
      // planned on; content that published another size meanwhile (a hosting controller's
      // first layout) moves it there with its spring, instead of a snap.
      transitionContentSize = nil
      interaction.containerDidLayout(animated: true)
      sheetContainer?.grabber.onAdjust = { [weak self] adjustment in
        self?.adjustSheet(adjustment)
      }
      sheetContainer?.onEscape = { [weak self] in self?.performAccessibilityEscape() ?? false }
      sheetStateDidChange()
    }

    /// A sheet stops moving between detents when a dismissal starts, from where it is; the
    /// delegate hears that a person's dismissal begins.
    override public func dismissalTransitionWillBegin() {
      sheetInteraction?.driver.beginDismissal()
      sheetDragWasRefused = false
      refusedDrag?.cancel()
      requestWatch = nil
      tell(userDismissal.dismissalWillBegin())
    }

    /// Removes the dimming, the gesture or the sheet's interaction, and takes a sheet's content
    /// out of its view, after a completed dismissal; gives a sheet back to its detents after a
    /// cancelled one. A person's completed dismissal is told once UIKit has also run its
    /// request's completion.
    override public func dismissalTransitionDidEnd(_ completed: Bool) {
      defer {
        tell(userDismissal.dismissalDidEnd(completed: completed))
        if userDismissal.phase == .idle {
          if completed { giveDelegateBackAfterAFrame() } else { giveDelegateBack() }
        }
      }
      transitionContentSize = nil
      guard completed else {
        sheetInteraction?.driver.dismissalDidCancel()
        sheetInteraction?.containerDidLayout(animated: true)
        sheetStateDidChange()
        return
      }
      sheetInteraction?.invalidate()
      sheetInteraction = nil
      dimmingView.removeFromSuperview()
      dismissGesture?.invalidate()
      dismissGesture = nil
      sheetContainer?.releaseContent()
    }

    // MARK: - Dismissals a person starts

    /// Whether the presentation is modal: the presented controller, or a controller it shows,
    /// is `isModalInPresentation`. Apple: it "prevents the interactive dismissal of the view
    /// controller while it is onscreen", and Apple's sample sets it on the top view controller of
    /// a presented navigation controller.
    private var isModal: Bool { Self.isModal(presentedViewController) }

    /// Whether `controller` or a controller it shows on screen is `isModalInPresentation`: a
    /// navigation controller's top view controller, a tab bar controller's selected one, any
    /// other container's children whose views are in a window and not hidden (a split view's
    /// columns, a page view controller's pages, a custom container's panes), and so on down.
    static func isModal(_ controller: UIViewController) -> Bool {
      if controller.isModalInPresentation { return true }
      let shown: [UIViewController]
      if let navigation = controller as? UINavigationController {
        shown = navigation.topViewController.map { [$0] } ?? []
      } else if let tabs = controller as? UITabBarController {
        shown = tabs.selectedViewController.map { [$0] } ?? []
      } else {
        shown = controller.children.filter { child in
          guard let view = child.viewIfLoaded else { return false }
          return view.window != nil && !view.isHidden
        }
      }
      return shown.contains { isModal($0) }
    }

    /// Whether a person's attempt is no dismissal at all: a transition runs (a touch grabs it),
    /// a dismissal of theirs is under way, or the presented controller presents another (which
    /// is on top; UIKit would dismiss that one instead).
    private var isDismissalBlocked: Bool {
      userDismissal.phase != .idle || fluidDelegate?.isTransitioning == true
        || presentedViewController.presentedViewController != nil
    }

    /// What a person's attempt to dismiss meets now.
    enum UserDismissalPermission {
      /// It goes ahead.
      case allowed
      /// It is no dismissal at all (``isDismissalBlocked``): nothing is told.
      case blocked
      /// The presentation is modal, or the delegate said no.
      case refused
    }

    /// Whether a person may dismiss now, asking the delegate's
    /// `presentationControllerShouldDismiss(_:)` unless the presentation is modal or blocked.
    /// A refusal is not told here: only an attempt that would have dismissed is (``tellRefusal()``).
    func userDismissalPermission() -> UserDismissalPermission {
      guard !isDismissalBlocked else { return .blocked }
      return permitsUserDismissal() ? .allowed : .refused
    }

    /// Tells the delegate that a person's attempt to dismiss was prevented
    /// (`presentationControllerDidAttemptToDismiss(_:)`), unless a dismissal is under way.
    func tellRefusal() {
      tell(userDismissal.refuse())
    }

    private func permitsUserDismissal() -> Bool {
      UserDismissal.permits(isModalInPresentation: isModal) {
        DelegateForwarding.shouldDismiss(delegate, self)
      }
    }

    /// Begins a person's dismissal that ``userDismissalPermission()`` allowed: `dismiss` asks
    /// UIKit to dismiss, calling the completion it is given from the completion of its
    /// `dismiss(animated:completion:)` call, and returns whether it asked. The delegate hears of
    /// it as UIKit runs it; a request UIKit has not begun by the second frame after it is
    /// given up.
    @discardableResult
    func beginUserDismissal(_ dismiss: (_ completion: @escaping () -> Void) -> Bool) -> Bool {
      guard userDismissal.accept() else { return false }
      let request = userDismissal.request
      holdDelegate()
      let asked = dismiss { [weak self] in self?.requestDidFinish(request) }
      guard asked else {
        userDismissal.dismissalDidNotBegin()
        giveDelegateBack()
        return false
      }
      if userDismissal.phase == .requested { watch(request) }
      return true
    }

    /// Gives up request number `request` if UIKit has not begun it by the second frame of the
    /// transitions' clock: UIKit begins a dismissal it takes in the turn of the run loop it was
    /// asked in, or the next.
    private func watch(_ request: Int) {
      let clock = fluidDelegate?.clock ?? DisplayLinkClock()
      requestWatch = FrameCountdown(frames: 2, on: clock) { [weak self] in
        self?.requestWasNotBegun(request)
      }
    }

    private func requestWasNotBegun(_ request: Int) {
      requestWatch = nil
      guard request == userDismissal.request, userDismissal.phase == .requested else { return }
      userDismissal.dismissalDidNotBegin(request: request)
      fluidDelegate?.dismissalDidNotBegin()
      if sheetInteraction?.driver.phase == .dismissing {
        sheetInteraction?.driver.dismissalDidCancel()
      }
      giveDelegateBack()
    }

    /// UIKit ran the completion of request number `request`. The delegate is given back a
    /// frame later: UIKit, if it tells the delegate of the dismissal itself, may do so right
    /// after the completion.
    private func requestDidFinish(_ request: Int) {
      let wasRequested = request == userDismissal.request && userDismissal.phase == .requested
      tell(userDismissal.requestDidFinish(request))
      if wasRequested { fluidDelegate?.dismissalDidNotBegin() }
      if userDismissal.phase == .idle { giveDelegateBackAfterAFrame() }
    }

    private func giveDelegateBackAfterAFrame() {
      guard holdsDelegate else { return }
      requestWatch = FrameCountdown(frames: 1, on: fluidDelegate?.clock ?? DisplayLinkClock()) {
        [weak self] in
        guard let self else { return }
        self.requestWatch = nil
        if self.userDismissal.phase == .idle { self.giveDelegateBack() }
      }
    }

    // MARK: - Accessibility

    /// Whether the presentation leaves the presenter undimmed as it lands: a sheet whose
    /// selected detent is at or below its largest undimmed detent.
    private func presentsUndimmed(in containerView: UIView) -> Bool {
      guard let sheet = style as? SheetStyle else { return false }
      let layout = SheetInteraction.layout(
        of: sheet, in: containerView, contentSize: contentSize(in: containerView))
      return layout.isUndimmed(
        atValue: layout.selectedDetent(sheet.selectedDetentIdentifier).value)
    }

    /// VoiceOver reaches what is behind the presentation exactly where touches do: content
    /// that dims the presenter is modal (Apple's `accessibilityViewIsModal`: VoiceOver ignores
    /// the elements of the modal view's siblings), for the presented view and for the
    /// container, the presenter's sibling in the window; an undimmed sheet is not.
    private func updateAccessibilityModality(isModal: Bool) {
      let changed = containerView.map { $0.accessibilityViewIsModal != isModal } ?? false
      presentedView?.accessibilityViewIsModal = isModal
      containerView?.accessibilityViewIsModal = isModal
      // VoiceOver reads what it can reach anew only when told the layout changed (a sheet
      // dragged across its largest undimmed detent).
      if changed, presentedViewController.presentingViewController != nil,
        sheetInteraction != nil
      {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
    }

    /// The sheet moved, landed or came back from a cancelled dismissal: its modality and its
    /// grabber's value follow.
    private func sheetStateDidChange() {
      guard let driver = sheetInteraction?.driver else { return }
      updateAccessibilityModality(isModal: !driver.letsTouchesThrough)
      describeGrabber()
    }

    /// The grabber names the detent the sheet shows: the selected one, or the smallest while
    /// the layout leaves the selected one out (`medium` in compact height).
    private func describeGrabber() {
      guard let driver = sheetInteraction?.driver else { return }
      let shown = driver.layout.selectedDetent(driver.selectedDetentIdentifier).identifier
      sheetContainer?.grabber.describe(grabberAccessibility, restingAt: shown)
    }

    /// VoiceOver or Switch Control adjusted the grabber: the sheet moves one detent, animated,
    /// as `selectDetent(_:animated:)` moves it (from the detent it is settling to, if it
    /// moves); nothing at the end of the detents, under a finger or while a dismissal runs.
    private func adjustSheet(_ adjustment: SheetGrabberAdjustment) {
      guard let driver = sheetInteraction?.driver,
        driver.phase == .resting || driver.phase == .settling,
        let target = adjustment.detent(from: driver.selectedDetentIdentifier, in: driver.layout)
      else { return }
      selectDetent(target)
      sheetStateDidChange()
    }

    /// Answers VoiceOver's escape (the two-finger Z) on the presented content as a person's
    /// dismissal, run by the presentation's transition: returns whether the dismissal began
    /// (Apple: `accessibilityPerformEscape()` returns "YES if the modal view is successfully
    /// dismissed").
    ///
    /// A ``SheetStyle`` sheet answers the escape itself. For any other style, UIKit's escape
    /// does not pass through the library on its way up from the presented content, so
    /// override `accessibilityPerformEscape()` in the presented view controller and return
    /// this method's answer.
    ///
    /// It goes the way of a tap on the dimming: nothing while a transition runs or the
    /// presented controller presents another; refused while the presentation is
    /// `isModalInPresentation` or the delegate's `presentationControllerShouldDismiss(_:)`
    /// says no (the delegate hears `presentationControllerDidAttemptToDismiss(_:)`); refused
    /// too by a zoom's veto (``ZoomStyle/interactiveDismissShouldBegin`` or the elements'),
    /// asked with the middle of the presented view and no velocity, which tells nobody, as
    /// for its gesture.
    public func performAccessibilityEscape() -> Bool {
      // The veto first, as for the gesture: the delegate is asked only if the zoom allows it.
      guard !isDismissalBlocked,
        fluidDelegate?.permitsAccessibilityEscape(of: presentedViewController) ?? true
      else { return false }
      switch userDismissalPermission() {
      case .blocked: return false
      case .refused:
        tellRefusal()
        return false
      case .allowed: break
      }
      return beginUserDismissal { completion in
        guard let presenting = presentedViewController.presentingViewController else {
          return false
        }
        presenting.dismiss(animated: true, completion: completion)
        return true
      }
    }

    private func dimmingWasTapped() {
      switch userDismissalPermission() {
      case .blocked: return
      case .refused: return tellRefusal()
      case .allowed: break
      }
      beginUserDismissal { completion in
        presentedViewController.presentingViewController?.dismiss(
          animated: true, completion: completion)
        return presentedViewController.presentingViewController != nil
      }
    }

    /// Asked by the sheet's driver when a drag first heads toward the dismissal: whether a throw
    /// below the smallest detent dismisses. A refusal is told only if the release would have
    /// dismissed (`UserDismissal.isAttempt(releasingAt:velocity:in:deceleration:)`).
    private func sheetDragMayDismiss() -> Bool {
      switch userDismissalPermission() {
      case .allowed:
        sheetDragWasRefused = false
        return true
      case .blocked:
        sheetDragWasRefused = false
        return false
      case .refused:
        sheetDragWasRefused = true
        return false
      }
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
        tellRefusal()
      }
    }

    /// A dismissal drag that began while a person's dismissal was refused: the presented view
    /// follows it with a rubber band (`RefusedDismissalDrag`) until it ends.
    func followRefusedDrag(
      _ recognizer: UIPanGestureRecognizer, mapping: InteractionMapping, policy: ReleasePolicy
    ) {
      guard let view = presentedView, let containerView else { return }
      refusedDrag?.cancel()
      refusedDrag = RefusedDismissalFollower(
        drag: RefusedDismissalDrag(mapping: mapping), policy: policy, recognizer: recognizer,
        view: view, space: containerView
      ) { [weak self] isAttempt in
        self?.refusedDrag = nil
        if isAttempt { self?.tellRefusal() }
      }
    }

    // MARK: - The app's delegate during a person's dismissal

    private func holdDelegate() {
      guard !holdsDelegate else { return }
      heldDelegate = delegate
      holdsDelegate = true
      delegate = nil
    }

    /// Puts the app's delegate back, unless the app set another while it was held.
    private func giveDelegateBack() {
      guard holdsDelegate else { return }
      holdsDelegate = false
      if delegate == nil { delegate = heldDelegate }
      heldDelegate = nil
    }

    private func tell(_ messages: [UserDismissal.Message]) {
      let recipient = holdsDelegate ? delegate ?? heldDelegate : delegate
      for message in messages {
        switch message {
        case .didAttemptToDismiss: DelegateForwarding.didAttemptToDismiss(recipient, self)
        case .willDismiss: DelegateForwarding.willDismiss(recipient, self)
        case .didDismiss: DelegateForwarding.didDismiss(recipient, self)
        }
      }
    }

    // MARK: - The content's size

    /// Measures a ``SheetStyle`` sheet's content again and moves the sheet to its detents'
    /// new values with its spring (UIKit's `invalidateDetents()` inside `animateChanges(_:)`):
    /// call it after a change to the content's Auto Layout that alters the height a
    /// ``SheetDetent/fitted`` detent fits. A change of the presented view controller's
    /// `preferredContentSize` and a change of the container's size are followed without it.
    /// While a transition runs the sheet keeps its detents: a presentation that ends takes the
    /// new ones as the sheet's interaction begins, a cancelled dismissal springs to them. Does
    /// nothing for other styles.
    public func invalidateDetents() {
      measuredContent = nil
      guard fluidDelegate?.currentTransition == nil else { return }
      sheetInteraction?.containerDidLayout(animated: true)
    }

    /// Follows the presented controller's `preferredContentSize` (UIContentContainer): a sheet
    /// moves to its detents' new values with its spring.
    override public func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      guard container === presentedViewController else { return }
      invalidateDetents()
    }

    /// The presented content's preferred size as a transition plans on it: ``contentSize(in:)``,
    /// kept until the sheet's interaction has started from it.
    func contentSizeForTransition(in containerView: UIView) -> Size? {
      let size = contentSize(in: containerView)
      transitionContentSize = size
      return size
    }

    /// The presented content's preferred size for a ``SheetStyle`` layout in `containerView`
    /// (nil for other styles): the presented controller's `preferredContentSize`, its height,
    /// when it gives none and the sheet has a ``SheetDetent/fitted`` detent, measured by Auto
    /// Layout at the sheet's width (`systemLayoutSizeFitting` with the width required and the
    /// height as small as the constraints allow), plus the container's bottom safe-area inset.
    /// The Auto Layout measurement (less the insets the view had as it was measured) is kept
    /// until the container's width changes or ``invalidateDetents()``; the bottom inset is
    /// read at every call, so a safe area that arrives after the first frame counts.
    func contentSize(in containerView: UIView) -> Size? {
      guard let sheet = style as? SheetStyle else { return nil }
      let preferred = presentedViewController.preferredContentSize
      let bottomInset = Double(containerView.safeAreaInsets.bottom)
      guard !(preferred.height > 0), sheet.measuresContentHeight else {
        let height = preferred.height > 0 ? Double(preferred.height) + bottomInset : 0
        return Size(width: Double(preferred.width), height: height)
      }
      let traits = containerView.traitCollection
      let width = sheet.sheetWidth(
        inContainerWidth: Double(containerView.bounds.width),
        isWidthRegular: traits.horizontalSizeClass == .regular,
        isHeightCompact: traits.verticalSizeClass == .compact,
        preferredContentWidth: Double(preferred.width))
      let content: Double
      if let measuredContent, measuredContent.width == width {
        content = measuredContent.height
      } else {
        let view: UIView = presentedViewController.view
        let fitting = view.systemLayoutSizeFitting(
          CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // Content pinned to its safe area is measured with the insets the view has now (none
        // before it is on screen): they are taken off, and the container's bottom inset, read
        // afresh at every call, is added instead.
        let insets = view.safeAreaInsets
        content = Double(fitting.height) - Double(insets.top) - Double(insets.bottom)
        measuredContent = (width, content)
      }
      // A height the constraints do not set (0, or not a number) leaves the detent inactive.
      let height = content.isFinite && content > 0 ? content + bottomInset : 0
      return Size(width: Double(preferred.width), height: height)
    }

    /// Keeps the dimming over the container and the presented view at its frame (rotation,
    /// size classes), except while a transition moves it; a drawer's, whose frame is its
    /// presented frame throughout its transitions, even then.
    override public func containerViewWillLayoutSubviews() {
      guard let containerView else { return }
      dimmingView.frame = containerView.bounds
      guard fluidDelegate?.currentTransition == nil else {
        // A drawer moves by a translation only. A view with UIKit's default flexible width and
        // height would be stretched by the container's autoresizing (and not carried by the
        // re-plan, flush with neither old edge): it takes its new frame here, inside UIKit's
        // animation of the size change as at rest, through its bounds and centre so that its
        // transform is kept.
        if style is DrawerStyle, let presentedView {
          let frame = frameOfPresentedViewInContainerView
          presentedView.bounds.size = frame.size
          presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        return
      }
      if let sheetInteraction {
        sheetInteraction.containerDidLayout()
        // A new layout may show another detent than the selected one, or undim the presenter.
        sheetStateDidChange()
      } else {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }
  }
#endif
