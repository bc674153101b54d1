#if canImport(UIKit)
  import UIKit

  /// A navigation controller's delegate that gives its pushes and pops fluid transitions.
  ///
  /// - Styles per transition: ``style`` for every push and pop, or ``styleProvider`` to choose
  ///   per pair of view controllers (return nil for the system's own transition).
  /// - Our own gesture for interactive pops (``interaction``): an edge swipe (the default) or a
  ///   pan anywhere. With `.edgePan` it replaces the system back swipe while enabled; with `.pan`
  ///   or nil the system back swipe keeps working, performing the system's own pop: the library
  ///   steps aside whenever the system gesture is the one being used (public API only: it
  ///   becomes the system recogniser's delegate to allow it whenever a pop is possible).
  /// - Every tap-started push and pop can be grabbed mid-flight.
  /// - The stack is interruptible through ``FluidNavigation``'s `push`, `pop`, `popToRoot` and
  ///   `setViewControllers`: a back tap during a push reverses it from the frame on screen, a
  ///   push of the view controller a pop is taking away reverses the pop, other requests run
  ///   after the transition on screen (``NavigationStackState`` decides).
  /// - Delegate methods this object does not use go to the delegate that was set before it
  ///   (``previousDelegate``), which it does not retain.
  ///
  /// Enable it with one line, which also keeps it alive (the navigation controller's `delegate`
  /// is weak): `navigationController.fluid.enable(.slide)`.
  @MainActor
  public final class FluidNavigationDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
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
    /// The gesture that starts interactive pops, or nil for none of ours.
    public let interaction: Interaction?
    /// The delegate that was set before, which receives the methods this one does not use.
    public private(set) weak var previousDelegate: (any UINavigationControllerDelegate)?
    /// The navigation controller served.
    public private(set) weak var navigationController: UINavigationController?
    /// The transition in progress, if any.
    public private(set) var currentTransition: FluidTransition?

    private var gesture: TransitionGesture?
    private var pendingInteractive: FluidTransition?
    /// The interruptible stack's glue, while attached.
    private(set) var stack: InterruptibleStack?
    private weak var previousPopGestureDelegate: (any UIGestureRecognizerDelegate)?
    private var popGestureWasEnabled = true
    /// When this delegate last let the system back swipe begin (`CACurrentMediaTime`).
    private var systemPopApprovedAt: Double?

    /// Creates the delegate; ``FluidNavigation/enable(_:interaction:options:)`` creates,
    /// installs and retains it for you.
    public init(
      style: any TransitionStyle,
      interaction: Interaction? = .edgePan,
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
      if navigationController.delegate !== self {
        previousDelegate = navigationController.delegate
      }
      navigationController.delegate = self
      stack = InterruptibleStack(navigationController: navigationController)
      if let popGesture = navigationController.interactivePopGestureRecognizer {
        previousPopGestureDelegate = popGesture.delegate
        popGestureWasEnabled = popGesture.isEnabled
        popGesture.delegate = self
        popGesture.isEnabled = interaction != .edgePan
      }
      if let interaction {
        var options = options
        options.interaction = interaction
        self.options = options
        let gesture = TransitionGesture(interaction: interaction, completesBackward: true) {
          [weak self] in self?.beginInteractivePop()
        }
        gesture.canBegin = { [weak self] in
          guard let self, let navigationController = self.navigationController else { return false }
          return navigationController.viewControllers.count > 1 && self.currentTransition == nil
        }
        gesture.shouldBeginInteraction = { [weak self] context in
          self?.shouldBeginInteractivePop(context) ?? false
        }
        gesture.contextView = { [weak navigationController] in
          navigationController?.topViewController?.viewIfLoaded
        }
        gesture.updateEdge(for: navigationController.view.effectiveUserInterfaceLayoutDirection)
        for recognizer in gesture.recognizers {
          navigationController.view.addGestureRecognizer(recognizer)
        }
        self.gesture = gesture
      }
    }

    /// Restores the previous delegate and the system back swipe, and removes the gesture.
    public func detach() {
      guard let navigationController else { return }
      if navigationController.delegate === self {
        navigationController.delegate = previousDelegate
      }
      if let popGesture = navigationController.interactivePopGestureRecognizer {
        popGesture.delegate = previousPopGestureDelegate
        popGesture.isEnabled = popGestureWasEnabled
      }
      for recognizer in gesture?.recognizers ?? [] {
        navigationController.view.removeGestureRecognizer(recognizer)
      }
      gesture = nil
      stack = nil
      self.navigationController = nil
    }

    /// Starts an interactive pop with a fluid transition; nil when there is nothing to pop or
    /// a transition is already running.
    func beginInteractivePop() -> FluidTransition? {
      guard let navigationController, currentTransition == nil,
        navigationController.viewControllers.count > 1,
        let from = navigationController.topViewController
      else { return nil }
      let to = navigationController.viewControllers[navigationController.viewControllers.count - 2]
      let transition = makeTransition(.pop, from: from, to: to, interactive: true)
      pendingInteractive = transition
      navigationController.popViewController(animated: true)
      return transition
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
      transition.onEnd = { [weak self, weak transition] _ in
        if self?.currentTransition === transition { self?.currentTransition = nil }
      }
      return transition
    }

    /// How long after this delegate lets the system back swipe begin a pop request is taken to
    /// come from it, in seconds.
    static let systemPopRequestWindow = 0.1

    /// Whether the system back swipe is the gesture asking for this pop: its recogniser is
    /// under way, or this delegate let it begin a moment ago. UIKit does not document whether
    /// it asks for the pop's animation controller before or after the recogniser's state leaves
    /// `.possible`, so the state alone cannot tell.
    private var systemPopIsActive: Bool {
      if let state = navigationController?.interactivePopGestureRecognizer?.state,
        state == .began || state == .changed
      {
        return true
      }
      guard let approvedAt = systemPopApprovedAt else { return false }
      return CACurrentMediaTime() - approvedAt <= Self.systemPopRequestWindow
    }

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
      if operation == .pop, systemPopIsActive, pendingInteractive == nil {
        systemPopApprovedAt = nil
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

    /// The same transition, so that every transition can be grabbed mid-flight. (The
    /// orientation methods, which this delegate does not implement, reach
    /// ``previousDelegate`` through Objective-C message forwarding.)
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animationController as? FluidTransition
    }

    // MARK: - UIGestureRecognizerDelegate (the system back swipe)

    /// Allows the system back swipe whenever a pop is possible and no transition is running
    /// (a custom navigation delegate otherwise leaves it unable to begin).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController,
        gestureRecognizer === navigationController.interactivePopGestureRecognizer
      else { return true }
      let begins = navigationController.viewControllers.count > 1 && currentTransition == nil
      systemPopApprovedAt = begins ? CACurrentMediaTime() : nil
      return begins
    }
  }

  /// The fluid-transition switch of a navigation controller:
  /// `navigationController.fluid.enable(.slide)`.
  @MainActor
  public struct FluidNavigation {
    /// The navigation controller.
    public let navigationController: UINavigationController

    private static let key = "FluidNavigationDelegate"

    /// Gives every push and pop `style`, with `interaction` starting interactive pops; returns
    /// the installed delegate, which stays alive as long as the navigation controller.
    @discardableResult
    public func enable(
      _ style: some TransitionStyle,
      interaction: Interaction? = .edgePan,
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
