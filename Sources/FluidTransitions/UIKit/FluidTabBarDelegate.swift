#if canImport(UIKit)
  import UIKit

  /// A tab bar controller's delegate that switches tabs with a fluid transition, in the
  /// direction of the tab indices, and lets a horizontal pan anywhere switch to the
  /// neighbouring tab interactively.
  ///
  /// The pan leaves horizontal drags to the back swipes while the selected tab is a navigation
  /// controller with a screen to pop: a drag there pops (from the content or the edge), and
  /// switches tabs once the tab is back at its root.
  ///
  /// Enable it with `tabBarController.fluid.enable()`, which also keeps it alive. Delegate
  /// methods it does not use reach ``previousDelegate`` through Objective-C message
  /// forwarding.
  @MainActor
  public final class FluidTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// The style of every switch (``TabStyle`` by default).
    public var style: any TransitionStyle
    /// Engine, release policy and rubber band.
    public var options: FluidTransition.Options
    /// The delegate that was set before.
    public var previousDelegate: (any UITabBarControllerDelegate)? {
      previous.object as? any UITabBarControllerDelegate
    }
    /// The earlier delegate, held weakly and readable from any thread.
    private let previous = PreviousDelegate()
    /// The tab bar controller served.
    public private(set) weak var tabBarController: UITabBarController?
    /// The transition in progress, if any.
    public private(set) var currentTransition: FluidTransition?
    /// The clock every transition this delegate creates runs on with the
    /// ``TransitionEngine/displayLink`` engine (``FluidTransition/clock``); nil, the default,
    /// gives each one a ``DisplayLinkClock``. Set it to pace the transitions' frames yourself: a
    /// ``ManualFrameClock`` in a test, or a clock a benchmark ticks from its own display link.
    /// Read when a transition is created.
    public var clock: (any FrameClock)?

    private var gesture: TransitionGesture?
    private var pendingInteractive: FluidTransition?
    /// False once a programmatic selection switched tabs without asking this delegate for a
    /// transition (UIKit does not document whether it asks): the pan then stays off, since it
    /// could only switch tabs instantly.
    private var programmaticSelectionAnimates = true

    /// Creates the delegate.
    public init(style: any TransitionStyle = TabStyle(), options: FluidTransition.Options = .init())
    {
      self.style = style
      var options = options
      options.interaction = .pan
      self.options = options
      super.init()
    }

    /// Becomes `tabBarController`'s delegate; with `interactive`, installs the pan.
    public func attach(to tabBarController: UITabBarController, interactive: Bool) {
      self.tabBarController = tabBarController
      if tabBarController.delegate !== self { previous.object = tabBarController.delegate }
      tabBarController.delegate = self
      guard interactive else { return }
      let gesture = TransitionGesture(interaction: .pan) { [weak self] in
        self?.beginGestureSwitch()
      }
      gesture.canBegin = { [weak self] in
        guard let self else { return false }
        return self.currentTransition == nil && self.programmaticSelectionAnimates
          && (self.tabBarController?.viewControllers?.count ?? 0) > 1 && !self.selectedTabCanPop
      }
      tabBarController.view.addGestureRecognizer(gesture.recognizer)
      self.gesture = gesture
    }

    /// Whether the selected tab is a navigation controller with a screen to pop, whose back
    /// swipes own horizontal drags.
    private var selectedTabCanPop: Bool {
      guard let navigation = tabBarController?.selectedViewController as? UINavigationController
      else { return false }
      return navigation.viewControllers.count > 1
    }

    /// Restores the previous delegate and removes the pan.
    public func detach() {
      guard let tabBarController else { return }
      if tabBarController.delegate === self { tabBarController.delegate = previousDelegate }
      if let gesture { tabBarController.view.removeGestureRecognizer(gesture.recognizer) }
      gesture = nil
      self.tabBarController = nil
    }

    /// Switches to the neighbouring tab the pan's finger is heading for: toward the leading
    /// edge is the next tab.
    func beginGestureSwitch() -> FluidTransition? {
      guard let view = gesture?.recognizer.view else { return nil }
      let velocity = gesture?.recognizer.velocity(in: view).x ?? 0
      let trailing: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
      return beginInteractiveSwitch(forward: velocity * trailing < 0)
    }

    /// Starts an interactive switch to the next tab (`forward`) or the previous one with a
    /// fluid transition, as the delegate's pan does when a finger begins a horizontal drag, and
    /// returns it; nil when there is no such tab, the delegate is not attached, a transition
    /// is already running, or UIKit switched without asking for a transition (the switch is
    /// then undone).
    ///
    /// The transition waits for a finger: feed it touches with
    /// ``FluidTransition/touchBegan(at:time:)``, ``FluidTransition/touchMoved(to:time:)`` and
    /// ``FluidTransition/touchEnded(at:velocity:)`` (calls made before UIKit starts it are
    /// replayed once it has). A gesture recogniser of your own, or a scripted finger such as a
    /// benchmark's, drives the switch this way.
    public func beginInteractiveSwitch(forward: Bool) -> FluidTransition? {
      guard let tabBarController, currentTransition == nil,
        let count = tabBarController.viewControllers?.count
      else { return nil }
      let index = tabBarController.selectedIndex + (forward ? 1 : -1)
      guard index >= 0, index < count else { return nil }
      let transition = makeTransition(forward ? .tabForward : .tabBackward, interactive: true)
      pendingInteractive = transition
      let previousIndex = tabBarController.selectedIndex
      tabBarController.selectedIndex = index
      guard currentTransition === transition else {
        // UIKit switched without asking for a transition: undo the instant switch.
        pendingInteractive = nil
        programmaticSelectionAnimates = false
        tabBarController.selectedIndex = previousIndex
        return nil
      }
      return transition
    }

    private func makeTransition(_ operation: TransitionOperation, interactive: Bool)
      -> FluidTransition
    {
      let transition = FluidTransition(
        style: style, operation: operation, interactive: interactive, options: options)
      transition.clock = clock
      transition.addObserver { [weak self, weak transition] event in
        guard case .completed = event, let self else { return }
        if self.currentTransition === transition { self.currentTransition = nil }
        // UIKit keeps what a delegate answered `responds(to:)` for when it was set: once the
        // previous delegate is gone, set this one again so UIKit forgets what it forwarded.
        if self.previous.wentAway(), let tabBarController = self.tabBarController {
          tabBarController.delegate = nil
          tabBarController.delegate = self
        }
      }
      return transition
    }

    /// A fluid transition whose direction follows the tab indices.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let controllers = tabBarController.viewControllers ?? []
      let fromIndex = controllers.firstIndex { $0 === fromVC } ?? 0
      let toIndex = controllers.firstIndex { $0 === toVC } ?? 0
      let operation: TransitionOperation = toIndex >= fromIndex ? .tabForward : .tabBackward
      let transition: FluidTransition
      if let pending = pendingInteractive, pending.operation == operation {
        transition = pending
        pendingInteractive = nil
      } else {
        transition = makeTransition(operation, interactive: false)
      }
      currentTransition = transition
      return transition
    }

    /// The previous delegate's answer, or true without one. Forwarded explicitly, so the
    /// previous delegate keeps deciding however UIKit picks the optional methods it calls.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      DelegateForwarding.shouldSelect(previousDelegate, tabBarController, viewController)
    }

    /// Passed on to ``previousDelegate``, explicitly.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      DelegateForwarding.didSelect(previousDelegate, tabBarController, viewController)
    }

    // MARK: - Forwarding to the previous delegate

    /// Also answers for ``previousDelegate``'s methods, so UIKit sends them here to forward.
    /// Nonisolated, as NSObject's member is: UIKit may ask from any thread.
    override public nonisolated func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || previous.responds(to: selector)
    }

    /// Sends the methods this delegate does not implement to ``previousDelegate``.
    override public nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      previous.forwardingTarget(for: selector, ownerResponds: super.responds(to: selector))
        ?? super.forwardingTarget(for: selector)
    }

    /// The same transition, so every switch can be grabbed mid-flight.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animationController as? FluidTransition
    }
  }

  /// The fluid-transition switch of a tab bar controller: `tabBarController.fluid.enable()`.
  @MainActor
  public struct FluidTabBar {
    /// The tab bar controller.
    public let tabBarController: UITabBarController

    private static let key = "FluidTabBarDelegate"

    /// Switches tabs with `style`; with `interactive`, a horizontal pan switches to the
    /// neighbouring tab. Returns the installed delegate, kept alive with the controller.
    @discardableResult
    public func enable(
      _ style: some TransitionStyle = TabStyle(),
      interactive: Bool = true,
      options: FluidTransition.Options = .init()
    ) -> FluidTabBarDelegate {
      disable()
      let delegate = FluidTabBarDelegate(style: style, options: options)
      delegate.attach(to: tabBarController, interactive: interactive)
      FluidRegistry.retain(delegate, for: tabBarController, key: Self.key)
      return delegate
    }

    /// Removes the fluid delegate and restores the previous one.
    public func disable() {
      delegate?.detach()
      FluidRegistry.release(for: tabBarController, key: Self.key)
    }

    /// The installed delegate, if enabled.
    public var delegate: FluidTabBarDelegate? {
      FluidRegistry.object(for: tabBarController, key: Self.key) as? FluidTabBarDelegate
    }
  }

  extension UITabBarController {
    /// Fluid tab switches for this tab bar controller; see ``FluidTabBar``.
    public var fluid: FluidTabBar { FluidTabBar(tabBarController: self) }
  }
#endif
