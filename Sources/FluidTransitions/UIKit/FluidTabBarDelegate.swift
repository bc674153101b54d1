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
  /// **The More tab.** With six or more tabs, an iPhone's bar shows four and a More item, and
  /// `selectedIndex` is `NSNotFound` while More's list is on screen. The pan moves only between
  /// tabs with an item of their own (`TabBarLayout`): it does not begin on More's list or on a
  /// tab More manages, and it stops at the fourth tab. A tap into More runs forward (More sits
  /// after every tab), one out of it backward.
  ///
  /// **The app's delegate.** Before a swipe switches, the app's delegate is asked
  /// `tabBarController(_:shouldSelect:)` for the tab it heads for, as a tap would ask it (an app
  /// that presents a compose screen instead of its tab returns false there, and the swipe does
  /// not switch); once a swipe's switch has completed, it is told
  /// `tabBarController(_:didSelect:)` (never for a cancelled one), so analytics and
  /// scroll-to-top hear of swipes as of taps.
  ///
  /// **iOS 18's tabs.** For a tab bar controller configured with `tabs`, the `UITab` variants
  /// (`tabBarController(_:shouldSelectTab:)`, `tabBarController(_:didSelectTab:previousTab:)`)
  /// do what the view-controller variants do, for taps and for swipes: a swipe asks the app's
  /// delegate `shouldSelectTab` for the tab it heads for, and tells it `didSelectTab` once the
  /// switch has completed.
  ///
  /// **Taps during a switch.** A tap on the tab bar while a switch runs, or while a finger holds
  /// it, never starts a second switch (`TabSwitch` decides): a tap on the tab being left
  /// reverses the switch from where it is, one on its destination sends it on, others are
  /// refused until it ends; under a finger, the tap applies when the finger lets go. UIKit may
  /// also ignore such taps itself; either way one switch runs at a time. A switch counts as
  /// running only while the tab bar controller has a transition coordinator or the switch has
  /// started: one UIKit asked for and never started is forgotten at the next tap or swipe.
  ///
  /// Enable it with `tabBarController.fluid.enable()`, which also keeps it alive.
  /// `UITabBarControllerDelegate` methods it does not implement reach ``previousDelegate``
  /// through Objective-C message forwarding; when that delegate is released, this one sets
  /// itself as the delegate again at once, so that UIKit never sends what it forwarded to no
  /// one.
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
    private let previous = PreviousDelegate(forwarding: "tabBarController")
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
    /// The switch on screen, by view controller, with the taps that came during it.
    private var tabSwitch: TabSwitch<ObjectIdentifier>?
    /// The two view controllers of ``tabSwitch``.
    private var switchControllers: [ObjectIdentifier: UIViewController] = [:]
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
      if tabBarController.delegate !== self {
        previous.watch(tabBarController.delegate) { [weak self] in
          self?.earlierDelegateWasReleased()
        }
      }
      tabBarController.delegate = self
      guard interactive else { return }
      let gesture = TransitionGesture(interaction: .pan) { [weak self] in
        self?.beginGestureSwitch()
      }
      gesture.now = { [weak self] in self?.clock?.now ?? DisplayLinkClock.mediaTime }
      gesture.canBegin = { [weak self] in
        guard let self, let tabBarController = self.tabBarController else { return false }
        return self.switchOnScreen() == nil && self.programmaticSelectionAnimates
          && !self.selectedTabCanPop
          && self.swipeTarget(in: tabBarController, forward: self.gestureHeadsForward) != nil
      }
      tabBarController.view.addGestureRecognizer(gesture.recognizer)
      self.gesture = gesture
    }

    /// The earlier delegate is being deallocated: sets this delegate again (through nil: UIKit
    /// may skip setting the same one), at once, so that UIKit asks anew which optional methods
    /// it implements and never sends one it forwarded to no one.
    private func earlierDelegateWasReleased() {
      guard let tabBarController, tabBarController.delegate === self else { return }
      tabBarController.delegate = nil
      tabBarController.delegate = self
    }

    /// The switch on screen, if any. A transition UIKit asked for and never started (no
    /// transition coordinator, never started: ``HandedTransition``) is forgotten here, so that
    /// it refuses no tap and blocks no swipe.
    private func switchOnScreen() -> FluidTransition? {
      guard let transition = currentTransition else { return nil }
      let hasCoordinator = tabBarController?.transitionCoordinator != nil
      guard
        HandedTransition.isOnScreen(
          transition.phase, containerHasTransitionCoordinator: hasCoordinator)
      else {
        currentTransition = nil
        tabSwitch = nil
        switchControllers = [:]
        return nil
      }
      return transition
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
      previous.watch(previous.object, onRelease: nil)
      if tabBarController.delegate === self { tabBarController.delegate = previousDelegate }
      // A gesture torn down mid-drag ends its drag (see TransitionGesture.invalidate()).
      gesture?.invalidate()
      gesture = nil
      self.tabBarController = nil
    }

    /// Switches to the neighbouring tab the pan's finger is heading for: toward the leading
    /// edge is the next tab.
    func beginGestureSwitch() -> FluidTransition? {
      guard gesture?.recognizer.view != nil else { return nil }
      return beginInteractiveSwitch(forward: gestureHeadsForward)
    }

    /// Whether the pan's finger heads for the next tab (toward the leading edge); a velocity
    /// that is not a number heads for the previous one.
    private var gestureHeadsForward: Bool {
      guard let recognizer = gesture?.recognizer, let view = recognizer.view else { return false }
      let trailing: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
      return recognizer.velocity(in: view).x * trailing < 0
    }

    /// The index of the tab a swipe from the selected tab switches to (`TabBarLayout`), or nil.
    private func swipeTarget(in tabBarController: UITabBarController, forward: Bool) -> Int? {
      TabBarLayout(tabCount: tabBarController.viewControllers?.count ?? 0)
        .swipeTarget(fromSelectedIndex: tabBarController.selectedIndex, forward: forward)
    }

    /// Starts an interactive switch to the next tab (`forward`) or the previous one with a
    /// fluid transition, as the delegate's pan does when a finger begins a horizontal drag, and
    /// returns it; nil when there is no such tab, the delegate is not attached, a transition
    /// is already running, the app's delegate refuses the tab, or UIKit switched without asking
    /// for a transition (the switch is then undone).
    ///
    /// "Such a tab" is the neighbour in the tab bar among the tabs with an item of their own
    /// (`TabBarLayout`): with More's list on screen (`selectedIndex` is `NSNotFound`), on a tab
    /// More manages, or at the fourth tab going forward when the bar shows a More item, there is
    /// none.
    ///
    /// A switch begun here is a person's selection: the app's delegate is asked
    /// `tabBarController(_:shouldSelect:)` for the tab first (through this delegate, which passes
    /// it on to ``previousDelegate``), and told `tabBarController(_:didSelect:)` once the switch
    /// has completed; a cancelled switch tells nothing. For a tab bar controller configured with
    /// iOS 18's `tabs`, the `UITab` variants are asked and told instead
    /// (`tabBarController(_:shouldSelectTab:)`, `tabBarController(_:didSelectTab:previousTab:)`).
    ///
    /// The transition waits for a finger: feed it touches with
    /// ``FluidTransition/touchBegan(at:time:)``, ``FluidTransition/touchMoved(to:time:)`` and
    /// ``FluidTransition/touchEnded(at:pointsPerSecond:)`` (calls made before UIKit starts it are
    /// replayed once it has). A gesture recogniser of your own, or a scripted finger such as a
    /// benchmark's, drives the switch this way.
    public func beginInteractiveSwitch(forward: Bool) -> FluidTransition? {
      guard let tabBarController, switchOnScreen() == nil,
        let controllers = tabBarController.viewControllers,
        let index = swipeTarget(in: tabBarController, forward: forward)
      else { return nil }
      let previousIndex = tabBarController.selectedIndex
      let target = controllers[index]
      guard personMaySelect(target, in: tabBarController),
        // The app's delegate may have changed the tabs, or started a switch, while it was asked.
        currentTransition == nil, tabBarController.selectedIndex == previousIndex,
        tabBarController.viewControllers?.indices.contains(index) == true,
        tabBarController.viewControllers?[index] === target
      else { return nil }
      let transition = makeTransition(forward ? .tabForward : .tabBackward, interactive: true)
      pendingInteractive = transition
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

    /// Whether a person's swipe may select `controller`'s tab, asked as UIKit asks for a tap:
    /// through `tabBarController(_:shouldSelectTab:)` for a tab bar controller configured with
    /// iOS 18's `tabs`, through `tabBarController(_:shouldSelect:)` otherwise.
    private func personMaySelect(
      _ controller: UIViewController, in tabBarController: UITabBarController
    ) -> Bool {
      if #available(iOS 18.0, *), let tab = Self.tab(of: controller, in: tabBarController) {
        return self.tabBarController(tabBarController, shouldSelectTab: tab)
      }
      return self.tabBarController(tabBarController, shouldSelect: controller)
    }

    /// Tells the app's delegate that a person selected `controller`'s tab, leaving `left`'s, as
    /// UIKit tells a tap: `tabBarController(_:didSelectTab:previousTab:)` for a tab bar
    /// controller configured with iOS 18's `tabs`, `tabBarController(_:didSelect:)` otherwise.
    private func announce(
      _ controller: UIViewController, leaving left: UIViewController?,
      in tabBarController: UITabBarController
    ) {
      if #available(iOS 18.0, *), let tab = Self.tab(of: controller, in: tabBarController) {
        let previous = left.flatMap { Self.tab(of: $0, in: tabBarController) }
        return self.tabBarController(tabBarController, didSelectTab: tab, previousTab: previous)
      }
      self.tabBarController(tabBarController, didSelect: controller)
    }

    /// `controller`'s tab when `tabBarController` is configured with iOS 18's `tabs`, else nil.
    @available(iOS 18.0, *)
    private static func tab(of controller: UIViewController, in container: UITabBarController)
      -> UITab?
    {
      container.tabs.isEmpty ? nil : controller.tab
    }

    private func makeTransition(_ operation: TransitionOperation, interactive: Bool)
      -> FluidTransition
    {
      let transition = FluidTransition(
        style: style, operation: operation, interactive: interactive, options: options)
      transition.clock = clock
      transition.addObserver { [weak self, weak transition] event in
        guard let self, let transition, self.currentTransition === transition else { return }
        self.transition(transition, did: event)
      }
      return transition
    }

    /// Follows the switch on screen: grabs and releases steer ``tabSwitch``; at the end, the
    /// app's delegate hears of the selection a person made, if any.
    private func transition(_ transition: FluidTransition, did event: TransitionEvent) {
      switch event {
      case .grabbed:
        tabSwitch?.grabbed()
      case .released(let release):
        let action = tabSwitch?.released(headingToDestination: release.target == .end)
        perform(action ?? .none, on: transition)
      case .completed(let completed):
        let tab = tabSwitch?.tabToAnnounce(completed: completed)
        let announced = tab.flatMap { switchControllers[$0] }
        let left = tab.flatMap { tabSwitch?.tabLeft(selecting: $0) }.flatMap {
          switchControllers[$0]
        }
        currentTransition = nil
        tabSwitch = nil
        switchControllers = [:]
        if let announced, let tabBarController {
          announce(announced, leaving: left, in: tabBarController)
        }
      }
    }

    private func perform(
      _ action: TabSwitch<ObjectIdentifier>.Action, on transition: FluidTransition
    ) {
      switch action {
      case .none: break
      case .reverse: transition.cancel()
      case .resume: transition.finish()
      }
    }

    /// A fluid transition whose direction follows the tabs' order in the bar: the More
    /// navigation controller comes after every tab (and a tab More manages after the ones in
    /// the bar); a view controller that is neither counts as the first tab. The interactive
    /// transition of a swipe under way is used whatever the two controllers: UIKit asks for it
    /// while the swipe selects its tab.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let controllers = tabBarController.viewControllers ?? []
      // Read only when the bar shows a More item: UIKit makes the More navigation controller
      // when it is first read.
      let more =
        TabBarLayout(tabCount: controllers.count).hasMoreItem
        ? tabBarController.moreNavigationController : nil
      func order(_ controller: UIViewController) -> Int {
        controllers.firstIndex { $0 === controller }
          ?? (controller === more ? controllers.count : 0)
      }
      let operation: TransitionOperation =
        order(toVC) >= order(fromVC) ? .tabForward : .tabBackward
      let transition: FluidTransition
      let start: TabSwitch<ObjectIdentifier>.Start
      if let pending = pendingInteractive {
        transition = pending
        pendingInteractive = nil
        start = .swipe
      } else {
        transition = makeTransition(operation, interactive: false)
        start = .selection
      }
      currentTransition = transition
      tabSwitch = TabSwitch(
        from: ObjectIdentifier(fromVC), to: ObjectIdentifier(toVC), startedBy: start)
      // From and to may be the same controller (UIKit should not ask so, but a caller may).
      switchControllers = [ObjectIdentifier(fromVC): fromVC]
      switchControllers[ObjectIdentifier(toVC)] = toVC
      return transition
    }

    /// Whether UIKit may select `viewController`'s tab. With no switch on screen: the previous
    /// delegate's answer, or true without one (forwarded explicitly, so the previous delegate
    /// keeps deciding however UIKit picks the optional methods it calls). During a switch (a
    /// tap UIKit lets through while a transition runs): false, always, so UIKit never starts a
    /// second switch over the first; a tap on the tab being left or on the destination steers
    /// the switch there instead, once the previous delegate allows it (`TabSwitch`).
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      tap(on: ObjectIdentifier(viewController)) {
        DelegateForwarding.shouldSelect(previousDelegate, tabBarController, viewController)
      }
    }

    /// Passed on to ``previousDelegate``, explicitly.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      DelegateForwarding.didSelect(previousDelegate, tabBarController, viewController)
    }

    /// As `tabBarController(_:shouldSelect:)`, for a tab bar controller configured with iOS 18's
    /// `tabs`: the previous delegate's `tabBarController(_:shouldSelectTab:)` decides with no
    /// switch on screen; during a switch, false, and a tap on one of its tabs steers it (a tab
    /// with no view controller is neither of them).
    @available(iOS 18.0, *)
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
    ) -> Bool {
      let key = tab.viewController.map(ObjectIdentifier.init) ?? ObjectIdentifier(tab)
      return self.tap(on: key) {
        DelegateForwarding.shouldSelectTab(previousDelegate, tabBarController, tab)
      }
    }

    /// Passed on to ``previousDelegate``, explicitly.
    @available(iOS 18.0, *)
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {
      DelegateForwarding.didSelectTab(
        previousDelegate, tabBarController, selectedTab, previousTab: previousTab)
    }

    /// A tap on the tab of `key`: with no switch on screen, the previous delegate's answer
    /// (`delegateAllows`); during one, false, steering the switch as `TabSwitch` decides.
    private func tap(on key: ObjectIdentifier, delegateAllows: () -> Bool) -> Bool {
      guard let transition = switchOnScreen(), var running = tabSwitch else {
        return delegateAllows()
      }
      let response = running.tap(on: key, delegateAllows: delegateAllows)
      // Stored before acting: the action's own release comes back through the observer.
      if currentTransition === transition { tabSwitch = running }
      if case .accepted(let action) = response { perform(action, on: transition) }
      return false
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
