#if canImport(UIKit)
  import UIKit

  /// A navigation controller's delegate that gives its pushes and pops fluid transitions.
  ///
  /// - Styles per transition: ``style`` for every push and pop, or ``styleProvider`` to choose
  ///   per pair of view controllers (nil: ``style``).
  /// - Our own gestures for interactive pops (``interaction``): by default
  ///   (``Interaction/contentPop``) the back swipe from anywhere in the content together with
  ///   the swipe from the leading edge, as iOS 26 has both; or the edge swipe alone
  ///   (``Interaction/edgePan``), or a pan anywhere (``Interaction/pan``), or none (nil).
  /// - UIKit's own back swipes, and who runs: with ``Interaction/contentPop`` or
  ///   ``Interaction/edgePan`` the library's edge swipe replaces the system's
  ///   (`interactivePopGestureRecognizer` is disabled while attached); with ``Interaction/pan``
  ///   or nil the system's keeps working, performing UIKit's own pop. On iOS 26 and later,
  ///   UIKit's content back swipe (`interactiveContentPopGestureRecognizer`) is disabled while
  ///   attached unless ``interaction`` is nil: whenever the library has a gesture for the pop,
  ///   its own runs, with the style's transition, and never both. A system recogniser that is
  ///   enabled (by this rule, or by the app afterwards) performs UIKit's own pop. While
  ///   attached, each system recogniser has a delegate of the library's own, which lets it
  ///   begin whenever a pop is possible and no transition runs, and, for the content swipe, the
  ///   finger landed outside the library's edge region and the top view controller's
  ///   ``FluidContentPopping`` region allows it (public API only), and only if the delegate the
  ///   recogniser had before (UIKit's own, or one the app set) allows it too; every other
  ///   question about the recogniser is that earlier delegate's. The library's gestures wait
  ///   for an enabled system swipe to fail (a failure requirement), so a swipe that both could
  ///   recognise (from the leading edge, with ``Interaction/pan``) is UIKit's alone.
  /// - One pop at a time: while a transition runs, this delegate's or one UIKit animates
  ///   itself (its pop under a system swipe, which has a `transitionCoordinator` but no
  ///   ``currentTransition``), neither the gestures, nor the system swipes, nor
  ///   ``beginInteractivePop()`` start another; ``FluidNavigation``'s calls wait for it.
  /// - Every tap-started push and pop can be grabbed mid-flight.
  /// - The stack is interruptible through ``FluidNavigation``'s `push`, `pop`, `popToRoot` and
  ///   `setViewControllers`: a back tap during a push reverses it from the frame on screen, a
  ///   push of the view controller a pop is taking away reverses the pop, other requests run
  ///   after the transition on screen (``NavigationStackState`` decides).
  /// - `UINavigationControllerDelegate` methods this object does not implement go to the
  ///   delegate that was set before it (``previousDelegate``), which it does not retain; no
  ///   other method does (an app's delegate that is also the delegate of its own recognisers
  ///   never answers for UIKit's back swipes). When that delegate is released, this one sets
  ///   itself as the navigation controller's delegate again at once, so that UIKit, which may
  ///   remember which optional methods a delegate answered for when it was set, never sends
  ///   one to no one.
  ///
  /// Enable it with one line, which also keeps it alive (the navigation controller's `delegate`
  /// is weak): `navigationController.fluid.enable(.slide)`.
  @MainActor
  public final class FluidNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The style of every push and pop that ``styleProvider`` does not decide.
    public var style: any TransitionStyle
    /// Chooses the style for one transition from its operation and view controllers (from,
    /// to); nil falls back to ``style``. Return ``FadeStyle`` for a plain cross-fade.
    public var styleProvider:
      ((TransitionOperation, UIViewController, UIViewController) -> (any TransitionStyle)?)?
    /// Supplies shared elements for zoom transitions, from the operation and view controllers.
    public var elementsProvider:
      ((TransitionOperation, UIViewController, UIViewController) -> ZoomElements?)?
    /// Engine, release policy and rubber band of every transition.
    public var options: FluidTransition.Options
    /// The gesture that starts interactive pops, or nil for none of ours:
    /// ``Interaction/contentPop`` installs the content swipe and the edge swipe (two
    /// recognisers, whose regions never overlap).
    public let interaction: Interaction?
    /// The delegate that was set before, which receives the methods this one does not use.
    public var previousDelegate: (any UINavigationControllerDelegate)? {
      previous.object as? any UINavigationControllerDelegate
    }
    /// The earlier delegate, held weakly and readable from any thread.
    private let previous = PreviousDelegate(forwarding: "navigationController")
    /// The navigation controller served.
    public private(set) weak var navigationController: UINavigationController?
    /// The transition in progress, if any.
    public private(set) var currentTransition: FluidTransition?
    /// The clock every transition this delegate creates runs on with the
    /// ``TransitionEngine/displayLink`` engine (``FluidTransition/clock``); nil, the default,
    /// gives each one a ``DisplayLinkClock``. Set it to pace the transitions' frames yourself: a
    /// ``ManualFrameClock`` in a test, or a clock a benchmark ticks from its own display link
    /// to time the library's work per frame. Read when a transition is created.
    public var clock: (any FrameClock)?

    /// The library's pop gestures: one, or, for ``Interaction/contentPop``, the edge swipe and
    /// the content swipe.
    private var gestures: [TransitionGesture] = []
    private var pendingInteractive: FluidTransition?
    /// The interruptible stack's glue, while attached.
    private(set) var stack: InterruptibleStack?
    /// The system edge swipe's delegate while attached (which holds the one it had before), and
    /// whether the swipe was enabled before.
    private var edgeSwipeDelegate: SystemBackSwipeDelegate?
    private var popGestureWasEnabled = true
    /// iOS 26's content back swipe, while this delegate has changed it, its delegate, and
    /// whether it was enabled before.
    private weak var systemContentPopGesture: UIGestureRecognizer?
    private var contentSwipeDelegate: SystemBackSwipeDelegate?
    private var contentPopGestureWasEnabled = true
    /// Whether the pop UIKit asks for is a system back swipe's (``SystemPopRecognition``).
    private var systemPop = SystemPopRecognition()

    /// Creates the delegate; ``FluidNavigation/enable(_:interaction:options:)`` creates,
    /// installs and retains it for you.
    public init(
      style: any TransitionStyle,
      interaction: Interaction? = .contentPop,
      options: FluidTransition.Options = .init()
    ) {
      self.style = style
      self.interaction = interaction
      self.options = options
      super.init()
    }

    /// Becomes `navigationController`'s delegate and installs the gesture.
    public func attach(to navigationController: UINavigationController) {
      detach()
      self.navigationController = navigationController
      // The back swipes' delegates as they are before this delegate is set, which may change
      // them.
      let popGesture = navigationController.interactivePopGestureRecognizer
      let popGestureDelegate = popGesture?.delegate
      var contentPopGesture: UIGestureRecognizer?
      if #available(iOS 26.0, *) {
        contentPopGesture = navigationController.interactiveContentPopGestureRecognizer
      }
      let contentPopGestureDelegate = contentPopGesture?.delegate
      if navigationController.delegate !== self {
        previous.watch(navigationController.delegate) { [weak self] in
          self?.earlierDelegateWasReleased()
        }
      }
      navigationController.delegate = self
      stack = InterruptibleStack(navigationController: navigationController)
      if let popGesture {
        let delegate = makeSwipeDelegate(earlier: popGestureDelegate)
        edgeSwipeDelegate = delegate
        popGestureWasEnabled = popGesture.isEnabled
        popGesture.delegate = delegate
        popGesture.isEnabled = !replacesSystemEdgeSwipe
      }
      if let contentPopGesture {
        let delegate = makeSwipeDelegate(earlier: contentPopGestureDelegate)
        systemContentPopGesture = contentPopGesture
        contentSwipeDelegate = delegate
        contentPopGestureWasEnabled = contentPopGesture.isEnabled
        contentPopGesture.delegate = delegate
        contentPopGesture.isEnabled = interaction == nil
      }
      if let interaction {
        var options = options
        options.interaction = interaction
        self.options = options
        let kinds: [Interaction] =
          interaction == .contentPop ? [.edgePan, .contentPop] : [interaction]
        gestures = kinds.map { makeGesture($0, for: navigationController) }
        for recognizer in gestures.flatMap(\.recognizers) {
          navigationController.view.addGestureRecognizer(recognizer)
        }
      }
    }

    /// A system back swipe's delegate, with the rule of ``systemSwipeMayBegin(_:earlierAllows:)``.
    private func makeSwipeDelegate(earlier: (any UIGestureRecognizerDelegate)?)
      -> SystemBackSwipeDelegate
    {
      SystemBackSwipeDelegate(earlier: earlier) { [weak self] recognizer, earlierAllows in
        self?.systemSwipeMayBegin(recognizer, earlierAllows: earlierAllows) ?? earlierAllows()
      }
    }

    /// UIKit's back swipes, each with its delegate while attached.
    private var systemSwipes: [(recognizer: UIGestureRecognizer, delegate: SystemBackSwipeDelegate)]
    {
      var swipes: [(recognizer: UIGestureRecognizer, delegate: SystemBackSwipeDelegate)] = []
      if let popGesture = navigationController?.interactivePopGestureRecognizer,
        let edgeSwipeDelegate
      {
        swipes.append((popGesture, edgeSwipeDelegate))
      }
      if let systemContentPopGesture, let contentSwipeDelegate {
        swipes.append((systemContentPopGesture, contentSwipeDelegate))
      }
      return swipes
    }

    /// Whether the library's edge swipe takes the place of the system's.
    private var replacesSystemEdgeSwipe: Bool {
      interaction == .edgePan || interaction == .contentPop
    }

    /// One of the library's pop gestures, with the rules shared by all of them.
    private func makeGesture(
      _ interaction: Interaction, for navigationController: UINavigationController
    ) -> TransitionGesture {
      let gesture = TransitionGesture(interaction: interaction, completesBackward: true) {
        [weak self] in self?.beginInteractivePop()
      }
      gesture.now = { [weak self] in self?.now ?? DisplayLinkClock.mediaTime }
      // A pop only goes back: a forward drag is the content's.
      gesture.completesEitherWay = false
      gesture.canBegin = { [weak self] in
        guard let self, let navigationController = self.navigationController else { return false }
        return self.canStartPop(in: navigationController)
      }
      gesture.shouldBeginInteraction = { [weak self] context in
        self?.shouldBeginInteractivePop(context) ?? false
      }
      gesture.requiresFailure = { [weak self] other in
        self?.isEnabledSystemPopGesture(other) ?? false
      }
      gesture.contextView = { [weak navigationController] in
        navigationController?.topViewController?.viewIfLoaded
      }
      if interaction == .contentPop {
        gesture.contentPopAllowed = { [weak navigationController] point, view in
          Self.topAllowsContentPop(navigationController, at: point, in: view)
        }
      }
      gesture.updateEdge(for: navigationController.view.effectiveUserInterfaceLayoutDirection)
      return gesture
    }

    /// Whether `recognizer` is one of UIKit's back swipes and enabled: one that can start a pop
    /// of its own from a swipe the library's gestures would recognise too. The library's
    /// gestures wait for it to fail, so that such a swipe is UIKit's alone, whichever recogniser
    /// decides first.
    private func isEnabledSystemPopGesture(_ recognizer: UIGestureRecognizer) -> Bool {
      guard recognizer.isEnabled, let navigationController else { return false }
      return recognizer === navigationController.interactivePopGestureRecognizer
        || recognizer === systemContentPopGesture
    }

    /// Whether the top view controller lets a content swipe begin at `point` (in `space`'s
    /// coordinates): anywhere unless it adopts ``FluidContentPopping``.
    private static func topAllowsContentPop(
      _ navigationController: UINavigationController?, at point: CGPoint, in space: UIView?
    ) -> Bool {
      guard let top = navigationController?.topViewController as? FluidContentPopping else {
        return true
      }
      return top.allowsContentPop(at: point, in: space)
    }

    /// Restores the previous delegate and the system back swipe, and removes the gesture.
    public func detach() {
      // A gesture torn down mid-drag ends its drag: its transition settles, the scroll views it
      // held get their pans back.
      for gesture in gestures { gesture.invalidate() }
      gestures = []
      guard let navigationController else { return }
      previous.watch(previous.object, onRelease: nil)
      if navigationController.delegate === self {
        navigationController.delegate = previousDelegate
      }
      if let popGesture = navigationController.interactivePopGestureRecognizer,
        let edgeSwipeDelegate
      {
        popGesture.delegate = edgeSwipeDelegate.earlier
        popGesture.isEnabled = popGestureWasEnabled
      }
      if let contentPopGesture = systemContentPopGesture {
        contentPopGesture.delegate = contentSwipeDelegate?.earlier
        contentPopGesture.isEnabled = contentPopGestureWasEnabled
      }
      edgeSwipeDelegate = nil
      contentSwipeDelegate = nil
      systemContentPopGesture = nil
      stack = nil
      self.navigationController = nil
    }

    /// Starts an interactive pop with a fluid transition, as the delegate's own gestures do when
    /// a finger begins a back swipe, and returns it; nil when there is nothing to pop, when a
    /// transition is already running (this delegate's, or one UIKit animates itself, such as
    /// its pop under the system back swipe), or when the navigation controller pops nothing (a
    /// subclass that refuses the pop).
    ///
    /// The transition waits for a finger: feed it touches with
    /// ``FluidTransition/touchBegan(at:time:)``, ``FluidTransition/touchMoved(to:time:)`` and
    /// ``FluidTransition/touchEnded(at:pointsPerSecond:)`` (calls made before UIKit starts it are
    /// replayed once it has). A gesture recogniser of your own, or a scripted finger such as a
    /// benchmark's, drives the pop this way.
    public func beginInteractivePop() -> FluidTransition? {
      guard let navigationController, canStartPop(in: navigationController),
        let from = navigationController.topViewController
      else { return nil }
      let to = navigationController.viewControllers[navigationController.viewControllers.count - 2]
      let transition = makeTransition(.pop, from: from, to: to, interactive: true)
      pendingInteractive = transition
      guard navigationController.popViewController(animated: true) != nil else {
        // Nothing was popped, so UIKit will not ask for this transition: a pop asked for later
        // must not inherit it.
        pendingInteractive = nil
        return nil
      }
      return transition
    }

    /// Whether a pop may start now: there is something to pop and no transition runs, neither
    /// one of this delegate's nor one UIKit animates itself (its own pop under a system back
    /// swipe, a transition of a container around the navigation controller), which has a
    /// transition coordinator but no ``currentTransition``.
    private func canStartPop(in navigationController: UINavigationController) -> Bool {
      navigationController.viewControllers.count > 1 && currentTransition == nil
        && navigationController.transitionCoordinator == nil
    }

    /// Whether our gesture may begin an interactive pop in `context`: the pop's zoom elements
    /// decide if they have an `interactiveDismissShouldBegin`, otherwise its style
    /// (``TransitionStyle/shouldBeginInteractiveDismissal(_:)``).
    func shouldBeginInteractivePop(_ context: InteractionContext) -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1,
        let from = navigationController.topViewController
      else { return context.willBegin }
      let to = navigationController.viewControllers[navigationController.viewControllers.count - 2]
      let style = styleProvider?(.pop, from, to) ?? style
      guard let elements = elementsProvider?(.pop, from, to) else {
        return style.shouldBeginInteractiveDismissal(context)
      }
      return elements.shouldBeginInteractiveDismissal(context, style: style)
    }

    private func makeTransition(
      _ operation: TransitionOperation, from: UIViewController, to: UIViewController,
      interactive: Bool
    ) -> FluidTransition {
      let transition = FluidTransition(
        style: styleProvider?(operation, from, to) ?? style, operation: operation,
        interactive: interactive, options: options)
      transition.elements = elementsProvider?(operation, from, to)
      transition.clock = clock
      // UIKit may resign the departing screen's first responder before the transition starts.
      transition.departingFirstResponder.note(in: from.viewIfLoaded)
      transition.addObserver { [weak self, weak transition] event in
        guard case .completed = event else { return }
        if self?.currentTransition === transition { self?.currentTransition = nil }
      }
      return transition
    }

    /// Whether a system back swipe's recogniser (the edge's, or iOS 26's content swipe) is under
    /// way.
    private var systemSwipeIsUnderWay: Bool {
      [navigationController?.interactivePopGestureRecognizer, systemContentPopGesture].contains {
        $0?.state == .began || $0?.state == .changed
      }
    }

    /// The time on this delegate's clock, in seconds (a display link's time line without one).
    var now: Double { clock?.now ?? DisplayLinkClock.mediaTime }

    // MARK: - UINavigationControllerDelegate

    /// A fluid transition for the push or pop, unless the system back swipe is driving it (the
    /// system's own pop then runs) or the previous delegate handles it.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let fluidOperation: TransitionOperation
      switch operation {
      case .push: fluidOperation = .push
      case .pop: fluidOperation = .pop
      default:
        return nil
      }
      if operation == .pop, pendingInteractive == nil,
        systemPop.popIsTheSwipes(recognizerUnderWay: systemSwipeIsUnderWay, at: now)
      {
        stack?.transitionWillStart(from: fromVC, to: toVC, transition: nil, isInteractive: true)
        return nil
      }
      let transition: FluidTransition
      if let pending = pendingInteractive, pending.operation == fluidOperation {
        transition = pending
        pendingInteractive = nil
      } else {
        transition = makeTransition(fluidOperation, from: fromVC, to: toVC, interactive: false)
      }
      transition.navigationChrome = NavigationChrome(
        navigationController: navigationController, operation: fluidOperation, arriving: toVC)
      currentTransition = transition
      stack?.transitionWillStart(
        from: fromVC, to: toVC, transition: transition,
        isInteractive: transition.wantsInteractiveStart)
      return transition
    }

    /// Passed on to ``previousDelegate``. Forwarded explicitly, so the previous delegate hears
    /// of every transition however UIKit decides which optional methods to call (it may cache
    /// `responds(to:)` when the delegate is set, or ask each time).
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      DelegateForwarding.willShow(
        previousDelegate, navigationController, viewController, animated: animated)
    }

    /// Passed on to ``previousDelegate``, explicitly (see the `willShow` method).
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      DelegateForwarding.didShow(
        previousDelegate, navigationController, viewController, animated: animated)
    }

    /// The earlier delegate is being deallocated: sets this delegate again (through nil: UIKit
    /// may skip setting the same one), so that UIKit asks anew which optional methods it
    /// implements and never sends one it forwarded to no one. Done at once (the earlier
    /// delegate's release calls it on the main thread, inside whatever released it, or on the
    /// main actor's next turn when released elsewhere): deferring it would leave a window in
    /// which a rotation or a presentation asks a method no one implements, while setting a
    /// delegate is a plain property change apps make from anywhere, UIKit's callbacks included.
    /// UIKit's setter may change the back swipes' recognisers; each gets back what it had just
    /// before (``BackSwipeSetting``).
    private func earlierDelegateWasReleased() {
      guard let navigationController, navigationController.delegate === self else { return }
      let swipes = systemSwipes
      let before = swipes.map { $0.recognizer.delegate }
      let settings = swipes.map {
        BackSwipeSetting(
          delegate: $0.recognizer.delegate.map(ObjectIdentifier.init),
          isEnabled: $0.recognizer.isEnabled)
      }
      navigationController.delegate = nil
      navigationController.delegate = self
      for (index, swipe) in swipes.enumerated() {
        let restored = settings[index].restored(
          library: ObjectIdentifier(swipe.delegate),
          earlier: swipe.delegate.earlier.map(ObjectIdentifier.init))
        let delegate =
          restored.delegate == ObjectIdentifier(swipe.delegate) ? swipe.delegate : before[index]
        let recognizer = swipe.recognizer
        if recognizer.delegate !== delegate { recognizer.delegate = delegate }
        if recognizer.isEnabled != restored.isEnabled { recognizer.isEnabled = restored.isEnabled }
      }
    }

    /// The same transition, so that every transition can be grabbed mid-flight. (The
    /// orientation methods, which this delegate does not implement, reach
    /// ``previousDelegate`` through Objective-C message forwarding.)
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animationController as? FluidTransition
    }

    // MARK: - Forwarding to the previous delegate

    /// Also answers for ``previousDelegate``'s `UINavigationControllerDelegate` methods, so
    /// UIKit sends them here to forward. Nonisolated, as NSObject's member is: UIKit may ask
    /// from any thread.
    override public nonisolated func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || previous.responds(to: selector)
    }

    /// Sends the `UINavigationControllerDelegate` methods this delegate does not implement to
    /// ``previousDelegate``.
    override public nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      previous.forwardingTarget(for: selector, ownerResponds: super.responds(to: selector))
        ?? super.forwardingTarget(for: selector)
    }

    // MARK: - The system back swipes

    /// Whether a system back swipe may begin: whenever a pop is possible and no transition is
    /// running, UIKit's own included (a custom navigation delegate otherwise leaves it unable to
    /// begin); iOS 26's content swipe only where the finger landed outside the library's edge
    /// region (which keeps priority there) and the top view controller's
    /// ``FluidContentPopping`` region allows it; and, when all that allows it, only if the
    /// recogniser's earlier delegate does (`earlierAllows`, asked only then).
    private func systemSwipeMayBegin(
      _ gestureRecognizer: UIGestureRecognizer, earlierAllows: () -> Bool
    ) -> Bool {
      guard let navigationController else { return earlierAllows() }
      let isContent = gestureRecognizer === systemContentPopGesture
      var begins = canStartPop(in: navigationController)
      if begins, isContent {
        begins = systemContentPopMayBegin(gestureRecognizer, in: navigationController)
      }
      begins = begins && earlierAllows()
      systemPop.swipeMayBegin(begins, at: now)
      return begins
    }

    /// Where the finger landed for UIKit's content swipe (its location less its translation,
    /// when it is a pan) leaves it free to begin: outside the library's edge swipe's region,
    /// when that swipe is installed, and inside the top view controller's region.
    private func systemContentPopMayBegin(
      _ recognizer: UIGestureRecognizer, in navigationController: UINavigationController
    ) -> Bool {
      guard let view = navigationController.viewIfLoaded else { return false }
      var landing = recognizer.location(in: view)
      if let pan = recognizer as? UIPanGestureRecognizer {
        let translation = pan.translation(in: view)
        landing = CGPoint(x: landing.x - translation.x, y: landing.y - translation.y)
      }
      guard landing.x.isFinite, landing.y.isFinite else { return false }
      if gestures.contains(where: { $0.interaction == .edgePan }) {
        let layout: UserInterfaceLayoutDirection =
          view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let scene = TransitionScene(
          container: Size(view.bounds.size), operation: .pop, layoutDirection: layout)
        guard !Interaction.edgePan.canBegin(at: Point(landing), in: scene) else { return false }
      }
      return Self.topAllowsContentPop(navigationController, at: landing, in: view)
    }
  }

  /// The fluid-transition switch of a navigation controller:
  /// `navigationController.fluid.enable(.slide)`.
  @MainActor
  public struct FluidNavigation {
    /// The navigation controller.
    public let navigationController: UINavigationController

    private static let key = "FluidNavigationDelegate"

    /// Gives every push and pop `style`, with `interaction` starting interactive pops (by
    /// default the back swipe from anywhere in the content and from the leading edge; see
    /// ``FluidNavigationDelegate`` for the system's swipes); returns the installed delegate,
    /// which stays alive as long as the navigation controller.
    @discardableResult
    public func enable(
      _ style: some TransitionStyle,
      interaction: Interaction? = .contentPop,
      options: FluidTransition.Options = .init()
    ) -> FluidNavigationDelegate {
      disable()
      let delegate = FluidNavigationDelegate(
        style: style, interaction: interaction, options: options)
      delegate.attach(to: navigationController)
      FluidRegistry.retain(delegate, for: navigationController, key: Self.key)
      return delegate
    }

    /// Removes the fluid delegate, restoring the previous one and the system back swipe.
    public func disable() {
      delegate?.detach()
      FluidRegistry.release(for: navigationController, key: Self.key)
    }

    /// The installed delegate, if enabled.
    public var delegate: FluidNavigationDelegate? {
      FluidRegistry.object(for: navigationController, key: Self.key) as? FluidNavigationDelegate
    }

    // MARK: The interruptible stack

    /// Pushes `viewController` through the interruptible stack: at once when nothing runs; a
    /// pop of the same view controller on screen is reversed instead; after the transition on
    /// screen otherwise (``NavigationStackState``). A view controller already in the stack (or
    /// on its way into it) is ignored, where UIKit would raise. Without ``enable(_:interaction:options:)``,
    /// UIKit's own animated push.
    public func push(_ viewController: UIViewController) {
      guard let stack = delegate?.stack else {
        return navigationController.pushViewController(viewController, animated: true)
      }
      stack.request(.push(viewController))
    }

    /// Pops the top view controller through the interruptible stack: a push on screen is
    /// reversed from the frame it shows, with its velocity; otherwise the pop starts at once or
    /// after the transition on screen. The root is never popped.
    public func pop() {
      guard let stack = delegate?.stack else {
        navigationController.popViewController(animated: true)
        return
      }
      stack.request(.pop)
    }

    /// Pops to the root through the interruptible stack.
    public func popToRoot() {
      guard let stack = delegate?.stack else {
        navigationController.popToRootViewController(animated: true)
        return
      }
      stack.request(.popToRoot)
    }

    /// Replaces the stack through the interruptible stack (animated as UIKit's
    /// `setViewControllers(_:animated:)`: a pop when the new top was in the stack, a push
    /// otherwise). An empty list, or one that holds a view controller twice, is ignored.
    public func setViewControllers(_ viewControllers: [UIViewController]) {
      guard let stack = delegate?.stack else {
        return navigationController.setViewControllers(viewControllers, animated: true)
      }
      stack.request(.setStack(viewControllers))
    }
  }

  extension UINavigationController {
    /// Fluid transitions for this navigation controller; see ``FluidNavigation``.
    public var fluid: FluidNavigation { FluidNavigation(navigationController: self) }
  }
#endif
