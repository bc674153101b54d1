#if canImport(UIKit)
  import UIKit

  /// A pan (and, for ``Interaction/pinch``, a pinch) that starts interactive transitions: when
  /// it begins, ``begin`` asks the owner (a navigation, modal or tab delegate) to start the
  /// UIKit operation with an interactive ``FluidTransition``, and the fingers drive it.
  ///
  /// It decides whether to begin with the core's rules: an ``Interaction/edgePan`` uses a
  /// screen-edge recogniser on the leading edge; a ``Interaction/pan`` begins only when the
  /// finger moves mostly horizontally (so vertical scrolling is left alone), a way it completes
  /// toward (``completesEitherWay``), and `PanHandoff` gives it the drag over the views the
  /// finger landed on (a carousel with room to scroll that way keeps it), and then takes the
  /// drags of the scroll views under the finger over; a
  /// ``Interaction/contentPop`` begins only when the finger landed outside the leading edge's
  /// region, where ``contentPopAllowed`` lets it (the top view controller's
  /// ``FluidContentPopping`` region), and `ContentPopHandoff` gives it the drag over the
  /// views the finger landed on (read as UIKit hands the recogniser the touch, in
  /// `gestureRecognizer(_:shouldReceive:)`), and then takes the drags of the scroll views under
  /// the finger over;
  /// ``Interaction/panDown``, ``Interaction/zoomDrag`` and the one-finger drag of
  /// ``Interaction/pinch`` begin only when the finger moves down (for dismissals) and the
  /// scroll view the drag is about is at its top (`SheetDragOwner.governingScrollView(in:)`
  /// among the scroll views under the finger, the recogniser's view included: a presented
  /// `UITableViewController`'s table view), and then take over from that scroll view. The
  /// pinch of ``Interaction/pinch`` begins when the fingers' scale moves toward completion
  /// (closing them, for dismissals). That decision is the ``InteractionContext``'s
  /// ``InteractionContext/willBegin``, and the owner has the last word through
  /// ``shouldBeginInteraction`` (the style's and the zoom's veto).
  ///
  /// **Bad input from the recognisers.** A non-finite centroid counts as the pinch's last finite
  /// one (so the flight stays where it is); a non-finite scale leaves the progress where it is
  /// (``TransitionDriver/pinchChanged(_:)``); a non-finite or zero velocity as the pinch ends
  /// lets the core estimate it from the scales (``releaseVelocity(of:)``). A pinch whose scale is
  /// not finite when it would begin does not begin.
  ///
  /// **Other recognisers.** The edge swipe runs alongside no scroll view and, while it could
  /// begin (``canBegin``), makes the scroll views' pans under the finger wait for it to fail, as
  /// the system's edge swipe does: a carousel under the leading edge scrolls only once the edge
  /// swipe has failed, and at once when there is nothing to pop. Every other
  /// drag runs alongside a scroll view's own `panGestureRecognizer` (it decides, then takes the
  /// scroll view's drag over) and nothing else of the scroll view's: a row's swipe actions,
  /// reordering, a drag interaction and text selection keep the finger to themselves.
  ///
  /// **Pinch and drag together.** With ``Interaction/pinch`` the pan and the pinch recognise
  /// simultaneously and drive the same transition: a second finger landing on a drag hands the
  /// transition to the pinch, and a finger lifting mid-pinch hands it back to the remaining
  /// finger's drag (``TransitionDriver/pinchBegan(_:)``), with no jump. A pinch recogniser
  /// that goes on with one touch when a finger lifts, or ends then, hands over alike; a
  /// second finger landing again takes the pinch back at its current scale.
  ///
  /// **Going away mid-drag.** UIKit does not say that a recogniser removed from its view while
  /// it recognises sends its action again. ``invalidate()``, which the gesture's owner calls as
  /// it lets the gesture go, and, as a backstop, the gesture's release do what the end of the
  /// drag would: the transition's fingers are cancelled (it settles back), and the scroll views
  /// whose drags it took get their pans back.
  @MainActor
  package final class TransitionGesture: NSObject, UIGestureRecognizerDelegate {
    /// The one-finger recogniser (the delegate adds it for you).
    package let recognizer: UIPanGestureRecognizer
    /// For ``Interaction/pinch``: the two-finger pinch, recognised alongside ``recognizer``;
    /// nil for every other interaction.
    package let pinchRecognizer: UIPinchGestureRecognizer?
    /// The gesture's rules.
    package let interaction: Interaction
    /// Whether completing means moving toward the trailing edge or down (backward operations).
    package var completesBackward: Bool
    /// For ``Interaction/pan``: whether a drag either way begins (a tab bar controller's swipe:
    /// toward the leading edge to the next tab, toward the trailing edge to the previous one),
    /// or only a drag toward completion as ``completesBackward`` says (a navigation
    /// controller's pan back). True by default. The other interactions complete one way only.
    package var completesEitherWay = true
    /// Called when the gesture begins: start the UIKit operation and return its transition,
    /// or nil to ignore the gesture.
    package var begin: () -> FluidTransition?
    /// Asked before the gesture begins: whether there is a transition to start (something to
    /// pop, no transition running). A gesture that could not start one never begins, so it
    /// never takes a scroll view's touches for nothing.
    package var canBegin: () -> Bool = { true }
    /// Asked, once ``canBegin`` allows it and the gesture's own rules have decided, whether
    /// the interaction begins: given the ``InteractionContext`` of the moment (the location
    /// in ``contextView``'s coordinates, the finger's velocity in points per second, zero for
    /// a pinch, whose recogniser reports none for its centroid, and the rules' decision as
    /// ``InteractionContext/willBegin``). The library's delegates ask the zoom elements'
    /// `interactiveDismissShouldBegin`, then the style
    /// (``TransitionStyle/shouldBeginInteractiveDismissal(_:)``). Nil: the rules decide.
    package var shouldBeginInteraction: ((InteractionContext) -> Bool)?
    /// The view whose coordinates the context's location is in: the view being dismissed (the
    /// zoomed view controller's, as Apple's context says). Nil (the default): the recogniser's
    /// view.
    package var contextView: () -> UIView? = { nil }
    /// The time the touches are stamped with, in seconds: the owner's clock (the delegate's
    /// ``FluidNavigationDelegate/clock``, so a test or a benchmark that paces the transitions
    /// paces the touches too); a display link's time line by default.
    package var now: () -> Double = { DisplayLinkClock.mediaTime }

    /// For ``Interaction/contentPop``: whether a content swipe may begin where the finger landed
    /// (a point in the recogniser's view's coordinates, and that view). Nil: anywhere.
    var contentPopAllowed: ((CGPoint, UIView) -> Bool)?

    /// Whether the gesture's recognisers wait for another recogniser to fail before they begin
    /// (asked once per attempt to recognise). Nil: they wait for none.
    var requiresFailure: ((UIGestureRecognizer) -> Bool)?

    /// The transition the fingers drive, and what the gesture took for it.
    private let drive: Drive
    /// For ``Interaction/contentPop`` and ``Interaction/pan``: where the finger landed and what
    /// it found, from the touch UIKit handed the recogniser; used (and forgotten) when the
    /// recogniser asks to begin.
    private var landing: ContentPopLanding?
    /// For ``Interaction/contentPop`` and ``Interaction/pan``: the scroll views under the finger
    /// of the swipe that is beginning, to take over when it starts the transition.
    private var landingScrollViews: [WeakBox<UIScrollView>] = []
    /// For the pull-down interactions: the scroll views under the finger that landed, read as
    /// UIKit hands the recogniser the touch; used (and forgotten) when the recogniser asks to
    /// begin.
    private var landingChain: ScrollViewChain?
    /// For the pull-down interactions: the scroll view the drag that is beginning is about.
    private weak var pulledScrollView: UIScrollView?
    /// The pinch's last finite centroid, which a non-finite one counts as.
    private var lastCentroid = CGPoint.zero

    /// Creates the gesture for `interaction`. `completesBackward` is true for pops and
    /// dismissals.
    package init(
      interaction: Interaction,
      completesBackward: Bool = true,
      begin: @escaping () -> FluidTransition?
    ) {
      self.interaction = interaction
      self.completesBackward = completesBackward
      self.begin = begin
      recognizer =
        interaction == .edgePan ? UIScreenEdgePanGestureRecognizer() : UIPanGestureRecognizer()
      pinchRecognizer = interaction == .pinch ? UIPinchGestureRecognizer() : nil
      drive = Drive(recognizers: [recognizer] + (pinchRecognizer.map { [$0] } ?? []))
      super.init()
      for recognizer in recognizers {
        recognizer.delegate = self
        drive.actions.append(
          GestureActions.attach(recognizer) { [weak self] recognizer in self?.handle(recognizer) })
      }
    }

    // A gesture released mid-drag (its owner let it go without `invalidate()`) still gives
    // back what it took: on the main thread at once, otherwise on the main actor's next turn,
    // holding on to nothing but what there is to give back (the recognisers are held weakly).
    // Not an `isolated deinit`: before iOS 18.4 that runs through a back-deployed shim that
    // has been reported to crash (swiftlang/swift issue 85663).
    deinit {
      let drive = drive
      if Thread.isMainThread {
        MainActor.assumeIsolated { drive.end() }
      } else {
        Task { @MainActor in drive.end() }
      }
    }

    /// Stops the gesture: removes its recognisers from their views and ends a drag under way as
    /// UIKit's cancellation would (the transition's fingers are cancelled, so it settles back,
    /// and the scroll views whose drags it took get their pans back). Call it when the gesture
    /// is no longer wanted, for instance as its owner detaches; calling it again does nothing
    /// more, and the gesture can be added to a view again afterwards. A gesture released without
    /// it does the same as it goes, and also removes its actions from its recognisers.
    package func invalidate() {
      for recognizer in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
      drive.release()
      landing = nil
      landingChain = nil
      landingScrollViews = []
      pulledScrollView = nil
    }

    /// The recognisers to add to a view: ``recognizer`` and, for a pinch, ``pinchRecognizer``.
    package var recognizers: [UIGestureRecognizer] {
      [recognizer] + (pinchRecognizer.map { [$0] } ?? [])
    }

    /// Points the edge recogniser at the leading edge for `direction`.
    func updateEdge(for direction: UIUserInterfaceLayoutDirection) {
      (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges =
        direction == .rightToLeft ? .right : .left
    }

    func handle(_ recognizer: UIGestureRecognizer) {
      if let pinch = recognizer as? UIPinchGestureRecognizer {
        handlePinch(pinch)
      } else if let pan = recognizer as? UIPanGestureRecognizer {
        handlePan(pan)
      }
    }

    // The end of a drag is handled even when the recogniser has left its view (UIKit may
    // send it as the recogniser is removed): it gives back what the drag took.
    private func handlePan(_ pan: UIPanGestureRecognizer) {
      let time = now()
      switch pan.state {
      case .began:
        guard let view = pan.view else { return }
        drive.panIsActive = true
        start(at: pan.location(in: view), in: view)
        drive.transition?.touchBegan(at: pan.location(in: view), time: time)
      case .changed:
        guard let view = pan.view else { return }
        drive.transition?.touchMoved(to: pan.location(in: view), time: time)
      case .ended:
        drive.panIsActive = false
        drive.transition?.touchEnded(at: time, pointsPerSecond: pan.velocity(in: pan.view))
        finishIfIdle()
      case .cancelled, .failed:
        drive.panIsActive = false
        drive.transition?.touchCancelled()
        finishIfIdle()
      default:
        break
      }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
      let time = now()
      switch pinch.state {
      case .began, .changed:
        guard let view = pinch.view else { return }
        pinchMoved(pinch, in: view, at: time)
      case .ended:
        drive.pinchIsActive = false
        if drive.pinchHolds {
          drive.pinchHolds = false
          drive.transition?.pinchEnded(at: time, scalePerSecond: Self.releaseVelocity(of: pinch))
        }
        finishIfIdle()
      case .cancelled, .failed:
        drive.pinchIsActive = false
        if drive.pinchHolds {
          drive.pinchHolds = false
          drive.transition?.pinchCancelled()
        }
        finishIfIdle()
      default:
        break
      }
    }

    /// The pinch began or changed, in `view`.
    private func pinchMoved(_ pinch: UIPinchGestureRecognizer, in view: UIView, at time: Double) {
      let reported = pinch.location(in: view)
      let centroid = reported.x.isFinite && reported.y.isFinite ? reported : lastCentroid
      lastCentroid = centroid
      if pinch.state == .began {
        drive.pinchIsActive = true
        start(at: centroid, in: view)
        drive.pinchHolds = true
        drive.transition?.pinchBegan(centroid: centroid, scale: pinch.scale, time: time)
      } else if pinch.numberOfTouches >= 2 {
        if drive.pinchHolds {
          drive.transition?.pinchChanged(centroid: centroid, scale: pinch.scale, time: time)
        } else {
          // A second finger landed again: the pinch takes over at its current scale.
          drive.pinchHolds = true
          drive.transition?.pinchBegan(centroid: centroid, scale: pinch.scale, time: time)
        }
      } else if drive.pinchHolds {
        // A finger lifted and the recogniser goes on with one touch, its location jumping to
        // the remaining finger: the pinch lets go (the drag takes over, or it is a release).
        drive.pinchHolds = false
        drive.transition?.pinchEnded(at: time, scalePerSecond: Self.releaseVelocity(of: pinch))
      }
    }

    /// The recogniser's scale velocity when it is finite and not zero; otherwise nil, so the
    /// core estimates it from the scales it was given. Apple does not document the velocity a
    /// pinch reports as it ends (see the article "Platform Assumptions"): a stale value, zero
    /// or not a number would each decide the release wrongly.
    static func releaseVelocity(of pinch: UIPinchGestureRecognizer) -> CGFloat? {
      let velocity = pinch.velocity
      return velocity.isFinite && velocity != 0 ? velocity : nil
    }

    /// The first recogniser to begin starts the transition; the other one joins it.
    private func start(at point: CGPoint, in view: UIView) {
      guard drive.transition == nil else { return }
      takeOverScrollViews(at: point, in: view)
      drive.transition = begin()
    }

    /// Once neither recogniser is under way: forgets the transition and gives the scroll views
    /// back their pans.
    private func finishIfIdle() {
      guard !drive.panIsActive, !drive.pinchIsActive else { return }
      drive.release()
      landingScrollViews = []
    }

    /// Begins when ``canBegin`` allows it and ``shouldBeginInteraction`` agrees with (or
    /// overrides) the gesture's rules: a drag in this gesture's direction (for vertical
    /// dismissals only with the scroll view under the finger at its top), a pinch toward
    /// completion. A recogniser whose partner already started the transition joins it.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if drive.transition != nil, recognizers.contains(where: { $0 === gestureRecognizer }) {
        return true
      }
      // A landing is for one decision: UIKit asks once per touch sequence.
      defer {
        landing = nil
        landingChain = nil
      }
      guard canBegin() else { return false }
      let context =
        gestureRecognizer === pinchRecognizer && pinchRecognizer != nil
        ? pinchContext() : dragContext()
      let begins = shouldBeginInteraction?(context) ?? context.willBegin
      if begins, readsLanding {
        landingScrollViews = (landing ?? fallbackLanding())?.scrollViews ?? []
      }
      return begins
    }

    /// For ``Interaction/contentPop`` and ``Interaction/pan``: reads where the finger lands and
    /// what it finds, as UIKit hands the recogniser a new touch (before its
    /// `touchesBegan(_:with:)`), while no gesture is under way. Always lets the recogniser see
    /// the touch.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if gestureRecognizer === recognizer, recognizer.state == .possible,
        let view = recognizer.view
      {
        if readsLanding { landing = ContentPopLanding(touch: touch, in: view) }
        if pullsDown {
          landingChain = ScrollViewChain(touch: touch, in: view)
          pulledScrollView = nil
        }
      }
      return true
    }

    /// The drag's context: where the finger is, its velocity, and whether the rules begin.
    private func dragContext() -> InteractionContext {
      let space = contextView() ?? recognizer.view
      let location = Point(recognizer.location(in: space))
      let velocity = recognizer.velocity(in: space)
      return InteractionContext(
        location: location, velocity: Vector(dx: Double(velocity.x), dy: Double(velocity.y)),
        willBegin: dragWillBegin())
    }

    /// The rules of the drag: see the type's documentation.
    private func dragWillBegin() -> Bool {
      guard interaction != .edgePan, let view = recognizer.view else { return true }
      let translation = recognizer.translation(in: view)
      let velocity = recognizer.velocity(in: view)
      let moved =
        abs(translation.x) + abs(translation.y) > 1
        ? Vector(dx: Double(translation.x), dy: Double(translation.y))
        : Vector(dx: Double(velocity.x), dy: Double(velocity.y))
      let layout: UserInterfaceLayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      // A short movement is judged by its direction alone.
      let scaled =
        moved.length >= Interaction.lockDistance
        ? moved : moved * (Interaction.lockDistance / max(moved.length, 1e-9))
      if interaction == .contentPop {
        return contentPopWillBegin(translation: scaled, in: view, layoutDirection: layout)
      }
      if interaction == .pan {
        let states = (landing ?? fallbackLanding())?.states ?? []
        return PanHandoff.decide(
          translation: scaled, owner: .undecided, scrollViews: states,
          directions: panDirections, layoutDirection: layout) == .pan
      }
      let mapping = InteractionMapping.vertical(downward: completesBackward, distance: 1)
      guard interaction.commits(translation: scaled, mapping: mapping) == true else {
        return false
      }
      guard pullsDown else { return true }
      let location = recognizer.location(in: view)
      let landing = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      let governing = (landingChain ?? ScrollViewChain(point: landing, in: view)).governing()
      pulledScrollView = governing?.scrollView
      return governing?.state.isAtTop ?? true
    }

    /// The rules of the content swipe: the finger landed (finite, outside the leading edge's
    /// region, where ``contentPopAllowed`` lets it) and `ContentPopHandoff` gives the drag so
    /// far (`translation`, in `view`'s coordinates) to the pop over what the finger landed on.
    private func contentPopWillBegin(
      translation: Vector, in view: UIView, layoutDirection: UserInterfaceLayoutDirection
    ) -> Bool {
      guard let landing = landing ?? fallbackLanding(),
        landing.point.x.isFinite, landing.point.y.isFinite
      else { return false }
      let scene = TransitionScene(
        container: Size(view.bounds.size), operation: .pop, layoutDirection: layoutDirection)
      guard interaction.canBegin(at: Point(landing.point), in: scene),
        contentPopAllowed?(landing.point, view) ?? true
      else { return false }
      let owner = ContentPopHandoff.decide(
        translation: translation, owner: .undecided, scrollViews: landing.states,
        layoutDirection: layoutDirection)
      return owner == .pop && completesBackward
    }

    /// The ways a ``Interaction/pan`` completes toward.
    private var panDirections: PanHandoff.Directions {
      if completesEitherWay { return .either }
      return completesBackward ? .towardTrailing : .towardLeading
    }

    /// Whether the gesture decides with the views the finger lands on, and takes the scroll
    /// views among them over once it begins.
    private var readsLanding: Bool { interaction == .contentPop || interaction == .pan }

    /// Where the finger landed when UIKit handed the recogniser no touch: its location less its
    /// translation, and the views found there now.
    private func fallbackLanding() -> ContentPopLanding? {
      guard readsLanding, let view = recognizer.view else { return nil }
      let location = recognizer.location(in: view)
      let translation = recognizer.translation(in: view)
      let point = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      return ContentPopLanding(point: point, in: view)
    }

    /// The pinch's context: the fingers' centroid, no velocity, and whether the rules begin.
    private func pinchContext() -> InteractionContext {
      guard let pinch = pinchRecognizer else { return dragContext() }
      let location = Point(pinch.location(in: contextView() ?? pinch.view))
      return InteractionContext(location: location, velocity: .zero, willBegin: pinchWillBegin())
    }

    /// The rules of the pinch: its scale moving toward completion (closing the fingers for
    /// backward operations); a pinch still within ``PinchMapping/lockScale`` of 1 is judged by
    /// the direction of its velocity, or of its scale.
    private func pinchWillBegin() -> Bool {
      guard let pinch = pinchRecognizer else { return false }
      let mapping = PinchMapping(direction: completesBackward ? 1 : -1)
      let scale = Double(pinch.scale)
      if let commits = mapping.commits(scale: scale) { return commits }
      let velocity = Double(pinch.velocity)
      if velocity.isFinite && velocity != 0 {
        return mapping.progressVelocity(forScaleVelocity: velocity) > 0
      }
      return scale.isFinite && mapping.progressDelta(fromScale: 1, toScale: scale) > 0
    }

    /// Whether the one-finger drag pulls down a dismissal (and so competes with scrolling).
    private var pullsDown: Bool {
      interaction == .panDown || interaction == .zoomDrag || interaction == .pinch
    }

    /// Runs alongside a scroll view's own pan (not the edge swipe), so a pull at the top of a
    /// list can become a dismissal and a content swipe or a pan can take a carousel's drag
    /// over, and, for a pinch, the pan and the pinch alongside each other. Nothing else of a
    /// scroll view's runs alongside.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      let ours = recognizers.contains { $0 === gestureRecognizer }
      let partner = recognizers.contains { $0 === otherGestureRecognizer }
      if ours && partner { return true }
      return interaction != .edgePan && ScrollViewChain.isScrollViewPan(otherGestureRecognizer)
    }

    /// For the edge swipe: a scroll view's pan under the finger waits for the edge swipe to
    /// fail before it begins (the edge swipe wins over the content under it), while the edge
    /// swipe could begin (``canBegin``: something to pop, no transition running); otherwise the
    /// scroll view is not kept waiting for a swipe that cannot start anything.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      interaction == .edgePan && gestureRecognizer === recognizer
        && ScrollViewChain.isScrollViewPan(otherGestureRecognizer) && canBegin()
    }

    /// Makes the gesture's recognisers wait for the recognisers ``requiresFailure`` names (a
    /// system back swipe that would start the same pop) to fail: set up lazily, because those
    /// are made by UIKit and can be enabled or disabled at any time.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard recognizers.contains(where: { $0 === gestureRecognizer }) else { return false }
      return requiresFailure?(otherGestureRecognizer) ?? false
    }

    /// Stops the scroll views the gesture now holds the drag of, so they do not scroll, bounce
    /// or keep a momentum under it: for a pull down, the scroll view the drag is about; for a
    /// content swipe or a pan, every scroll view it landed on (a transition that began never
    /// turns into a scroll). Their pans come back when the gesture ends (or is invalidated, or
    /// released); a pan the app had disabled is left alone.
    private func takeOverScrollViews(at point: CGPoint, in view: UIView) {
      var scrollViews: [UIScrollView] = []
      if pullsDown {
        scrollViews =
          (pulledScrollView
          ?? ScrollViewChain(point: point, in: view).governing()?
          .scrollView).map { [$0] } ?? []
      } else if readsLanding {
        scrollViews = landingScrollViews.compactMap(\.value)
      }
      pulledScrollView = nil
      for scrollView in scrollViews where scrollView.panGestureRecognizer.isEnabled {
        scrollView.panGestureRecognizer.isEnabled = false
        if scrollView.isDecelerating {
          scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        }
        drive.scrollViews.append(WeakBox(scrollView))
      }
    }
  }

  /// What a `TransitionGesture` holds while its fingers drive a transition, kept apart from
  /// the gesture so that the gesture's release can still give it back.
  @MainActor
  private final class Drive {
    /// The gesture's recognisers, and the targets of their actions (kept here so that a
    /// recogniser never outlives them while they are its targets).
    private let recognizers: [WeakBox<UIGestureRecognizer>]
    var actions: [AnyObject] = []
    /// The transition the fingers drive.
    weak var transition: FluidTransition?
    /// The scroll views whose pans the gesture disabled while it holds the transition.
    var scrollViews: [WeakBox<UIScrollView>] = []
    /// Whether the pan, and the pinch recogniser, are under way (began, not yet ended).
    var panIsActive = false
    var pinchIsActive = false
    /// Whether the pinch holds the transition: two fingers down since it began or came back.
    var pinchHolds = false

    init(recognizers: [UIGestureRecognizer]) {
      self.recognizers = recognizers.map(WeakBox.init)
    }

    /// Lets go: the fingers still down are cancelled (the pinch first, which hands over to the
    /// drag, then the drag, which lets the transition settle), the transition is forgotten, and
    /// the scroll views get their pans back.
    func release() {
      let transition = transition
      self.transition = nil
      if pinchHolds { transition?.pinchCancelled() }
      if panIsActive { transition?.touchCancelled() }
      panIsActive = false
      pinchIsActive = false
      pinchHolds = false
      for scrollView in scrollViews { scrollView.value?.panGestureRecognizer.isEnabled = true }
      scrollViews = []
    }

    /// The gesture is gone: as ``release()``, and its recognisers lose its actions and leave
    /// their views (without a delegate they would take every drag).
    func end() {
      release()
      for recognizer in recognizers.compactMap(\.value) {
        for action in actions { recognizer.removeTarget(action, action: ActionTarget.action) }
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      actions = []
    }
  }
#endif
