// Shim-only: what UIKit's containers do when they change what is on screen — consult their
// delegates, run the transition (`ShimTransitionRun`) in a container view, and put the view
// hierarchy and their own state in order when it completes or is cancelled. Where Apple's
// documentation is silent, `ShimBehaviour` decides. Nothing here is Apple API.

// MARK: - Navigation

extension UINavigationController {
  /// Shim-only: the view that holds the top view controller's view (UIKit's navigation
  /// transition view), the container of every push and pop.
  public var shimTransitionView: UIView { shimContainerTransitionView }

  /// Shim-only: stands for the navigation bar's back indicator: its alpha is 1 whenever there
  /// is something to go back to. UIKit animates it alongside every transition (through the
  /// transition coordinator) and sets it at the end.
  public var shimBackIndicator: UIView {
    if let view = shimStorage.backIndicator { return view }
    let view = UIView(frame: CGRect(x: 8, y: 8, width: 24, height: 24))
    view.alpha = viewControllers.count > 1 ? 1 : 0
    self.view.addSubview(view)
    shimStorage.backIndicator = view
    return view
  }

  /// Shim-only: shows the top view controller in the transition view once the view loads.
  func shimInstallTop() {
    guard let top = topViewController else { return }
    shimShow(top, replacing: nil)
    _ = shimBackIndicator
  }

  /// Puts `controller`'s view in the transition view at its bounds, removing `old`'s.
  private func shimShow(_ controller: UIViewController, replacing old: UIViewController?) {
    let container = shimTransitionView
    if let old, old !== controller, old.viewIfLoaded?.superview === container {
      old.view.removeFromSuperview()
    }
    controller.view.transform = .identity
    controller.view.frame = container.bounds
    if controller.view.superview !== container { container.addSubview(controller.view) }
  }

  /// Shim-only: the transition in flight, if any.
  public var shimIsTransitioning: Bool { shimStorage.run != nil }

  /// Shim-only: UIKit's own back swipes, the edge's and (from iOS 26) the content's, to tell
  /// them apart from recognisers an app or a library adds to the navigation controller's view.
  public var shimSystemPopGestures: [UIGestureRecognizer] {
    [shimPopGestureRecognizer, shimContentPopRecognizer].compactMap { $0 }
  }

  func shimPush(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      ShimConsole.log("pushViewController: the view controller is already in the stack")
      return
    }
    guard shimStorage.run == nil else {
      ShimConsole.log("pushViewController while a transition is in flight")
      return
    }
    let from = topViewController
    shimStorage.stackBefore = viewControllers
    shimUpdateStack { $0.append(viewController) }
    shimTransition(.push, from: from, to: viewController, animated: animated)
  }

  func shimPop(animated: Bool, systemGesture: UIPanGestureRecognizer? = nil) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    guard shimStorage.run == nil else {
      ShimConsole.log("popViewController while a transition is in flight")
      return nil
    }
    var removed: UIViewController?
    shimStorage.stackBefore = viewControllers
    shimUpdateStack { removed = $0.removeLast() }
    guard let from = removed else { return nil }
    shimStorage.popped = from
    shimTransition(
      .pop, from: from, to: topViewController, animated: animated, systemGesture: systemGesture)
    return from
  }

  func shimPopToRoot(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    guard shimStorage.run == nil else {
      ShimConsole.log("popToRootViewController while a transition is in flight")
      return nil
    }
    let from = topViewController
    let popped = Array(viewControllers.dropFirst())
    shimStorage.stackBefore = viewControllers
    shimUpdateStack { $0 = [$0[0]] }
    shimTransition(.pop, from: from, to: topViewController, animated: animated)
    return popped
  }

  func shimSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
    guard shimStorage.run == nil else {
      ShimConsole.log("setViewControllers while a transition is in flight")
      return
    }
    let from = topViewController
    let wasInStack = controllers.last.map { new in viewControllers.contains { $0 === new } }
    shimStorage.stackBefore = viewControllers
    shimUpdateStack { $0 = controllers }
    guard let to = topViewController, to !== from else { return }
    shimTransition(wasInStack == true ? .pop : .push, from: from, to: to, animated: animated)
  }

  /// Changes the stack without the property observer's immediate display.
  private func shimUpdateStack(_ change: (inout [UIViewController]) -> Void) {
    shimStorage.isUpdatingStack = true
    change(&viewControllers)
    shimStorage.isUpdatingStack = false
  }

  /// Runs the push or pop from `from` to `to` (the stack already changed).
  private func shimTransition(
    _ operation: Operation, from: UIViewController?, to: UIViewController?, animated: Bool,
    systemGesture: UIPanGestureRecognizer? = nil
  ) {
    guard isViewLoaded, let to else { return }
    guard let from else {
      shimShow(to, replacing: nil)
      return
    }
    delegate?.navigationController(self, willShow: to, animated: animated)
    let indicatorTarget: CGFloat = viewControllers.count > 1 ? 1 : 0
    guard animated else {
      from.viewWillDisappear(false)
      to.viewWillAppear(false)
      shimStartTabBarChange(coordinator: nil)
      shimStartLargeTitleChange(coordinator: nil)
      shimStartBarContentChange(coordinator: nil)
      shimShow(to, replacing: from)
      from.viewDidDisappear(false)
      to.viewDidAppear(false)
      shimBackIndicator.alpha = indicatorTarget
      shimStorage.popped = nil
      shimStorage.stackBefore = nil
      delegate?.navigationController(self, didShow: to, animated: false)
      return
    }
    let custom = delegate?.navigationController(
      self, animationControllerFor: operation, from: from, to: to)
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    let animationController: any UIViewControllerAnimatedTransitioning
    if let custom {
      animationController = custom
      interaction = delegate?.navigationController(self, interactionControllerFor: custom)
    } else {
      let system = ShimSystemAnimator(isForward: operation == .push)
      animationController = system
      if let pan = systemGesture {
        let pop = ShimSystemPopInteraction(recognizer: pan, animationController: system)
        shimStorage.systemPop = pop
        interaction = pop
      }
    }
    let container = shimTransitionView
    if from.view.superview !== container { shimShow(from, replacing: nil) }
    let record = ShimTransitionRecord(
      operation: operation == .push ? "push" : "pop", isCustom: custom != nil)
    if custom == nil, let systemGesture {
      record.systemGesture = systemGesture === shimContentPopRecognizer ? "content" : "edge"
    }
    let context = ShimTransitionContext(
      record: record, container: container, animated: true, presentationStyle: .none,
      from: (from, from.view, container.bounds, .zero),
      to: (to, to.view, .zero, container.bounds))
    let run = ShimTransitionRun(
      context: context, animationController: animationController,
      interactionController: interaction
    ) { [weak self] completed in
      self?.shimFinishTransition(operation, from: from, to: to, completed: completed)
    }
    shimStorage.run = run
    for controller in [self, from, to] { controller.shimTransitionCoordinator = run.coordinator }
    shimStorage.barsBeforeRun = shimStorage.bars
    from.viewWillDisappear(true)
    to.viewWillAppear(true)
    shimStartTabBarChange(coordinator: run.coordinator)
    shimStartLargeTitleChange(coordinator: run.coordinator)
    shimStartBarContentChange(coordinator: run.coordinator)
    let indicator = shimBackIndicator
    run.coordinator.animate(alongsideTransition: { _ in indicator.alpha = indicatorTarget })
    if custom != nil {
      shimResignDepartingFirstResponder(in: from)
      if operation == .pop { shimCarryKeyboard(from: from, alongside: run.coordinator) }
    }
    run.start { [weak self] in
      guard let self else { return }
      let top = self.topViewController
      if let top { self.delegate?.navigationController(self, didShow: top, animated: true) }
    }
  }

  /// As a custom push or pop starts, the departing screen's first responder resigns when
  /// `ShimBehaviour.departingFirstResponder` says UIKit does it then.
  private func shimResignDepartingFirstResponder(in from: UIViewController) {
    guard ShimBehaviour.read.departingFirstResponder != .resignedWhenItLeavesTheWindow,
      let view = from.viewIfLoaded, let responder = ShimKeyboard.firstResponder as? UIView,
      responder.isDescendant(of: view)
    else { return }
    view.endEditing(true)
    shimStorage.resignedResponder = responder
  }

  /// Under `ShimBehaviour.keyboardDuringCustomPop`'s `followsTheDepartingView`, the keyboard
  /// of the departing screen slides toward the trailing edge alongside the pop.
  private func shimCarryKeyboard(
    from: UIViewController, alongside coordinator: ShimTransitionCoordinator
  ) {
    guard ShimBehaviour.read.keyboardDuringCustomPop == .followsTheDepartingView,
      let screen = ShimKeyboard.screen, let view = from.viewIfLoaded,
      let responder = ShimKeyboard.firstResponder as? UIView, responder.isDescendant(of: view)
    else { return }
    let keyboard = ShimKeyboard.view
    let rest = ShimKeyboard.frame(on: screen, shown: true)
    let direction: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    let away = rest.offsetBy(dx: direction * shimTransitionView.bounds.width, dy: 0)
    coordinator.animate(alongsideTransition: { _ in keyboard.frame = away })
    shimStorage.carriedKeyboardRest = rest
  }

  private func shimFinishTransition(
    _ operation: Operation, from: UIViewController, to: UIViewController, completed: Bool
  ) {
    if let rest = shimStorage.carriedKeyboardRest {
      // Cancelled, the keyboard is back in place; completed, it went down with its responder.
      UIView.performWithoutAnimation { ShimKeyboard.view.frame = rest }
      shimStorage.carriedKeyboardRest = nil
    }
    if !completed, let before = shimStorage.stackBefore {
      // UIKit puts the stack back as it was before the call: a cancelled push never happened,
      // a cancelled pop (to the root or not) stays, a cancelled setViewControllers leaves the
      // old stack.
      shimUpdateStack { $0 = before }
    }
    if !completed,
      ShimBehaviour.read.departingFirstResponder == .resignedAtTransitionStartRestoredOnCancel
    {
      shimStorage.resignedResponder?.becomeFirstResponder()
    }
    shimStorage.resignedResponder = nil
    let shown = completed ? to : from
    let hidden = completed ? from : to
    if ShimBehaviour.read.fromViewRemoval == .uikitRemovesIt,
      hidden.viewIfLoaded?.superview === shimTransitionView
    {
      hidden.view.removeFromSuperview()
    }
    if shown.viewIfLoaded?.superview !== shimTransitionView {
      ShimConsole.log("navigation: the view controller on top has no view on screen")
    }
    UIView.performWithoutAnimation {
      shimBackIndicator.alpha = viewControllers.count > 1 ? 1 : 0
    }
    shimFinishBars(completed: completed)
    shimFinishLargeTitleChange(completed: completed)
    shimFinishBarContentChange()
    shimFinishTabBarChange(completed: completed)
    for controller in [self, from, to] { controller.shimTransitionCoordinator = nil }
    if completed {
      from.viewDidDisappear(true)
      to.viewDidAppear(true)
    }
    shimStorage.run = nil
    shimStorage.systemPop = nil
    shimStorage.popped = nil
    shimStorage.stackBefore = nil
  }

  /// Shim-only: the system back swipe's handling (UIKit's private target of
  /// `interactivePopGestureRecognizer`, and from iOS 26 of
  /// `interactiveContentPopGestureRecognizer`).
  func shimHandlePopGesture(_ recognizer: UIGestureRecognizer) {
    switch recognizer.state {
    case .began:
      if ShimBehaviour.read.popGestureStateWhenAsked == .began {
        shimBeginSystemPop(recognizer)
      }
      shimStorage.systemPop?.update()
    case .changed:
      shimStorage.systemPop?.update()
    case .ended:
      shimStorage.systemPop?.end(cancelled: false)
    case .cancelled, .failed:
      shimStorage.systemPop?.end(cancelled: true)
    default:
      break
    }
  }

  /// Shim-only: starts the system back swipe's pop (UIKit pops from the recogniser's action, or
  /// before the recogniser leaves `.possible`, as `ShimBehaviour.popGestureStateWhenAsked` says),
  /// driven by `recognizer` (the edge swipe or the content swipe).
  func shimBeginSystemPop(_ recognizer: UIGestureRecognizer) {
    guard viewControllers.count > 1, shimStorage.run == nil,
      let pan = recognizer as? UIPanGestureRecognizer
    else { return }
    _ = shimPop(animated: true, systemGesture: pan)
  }
}

// MARK: - Tab bar

extension UITabBarController {
  /// Shim-only: the view that holds the selected view controller's view, the container of
  /// every tab switch.
  public var shimTransitionView: UIView { shimContainerTransitionView }

  /// Shim-only: the tab switch in flight, if any.
  public var shimIsTransitioning: Bool { shimStorage.run != nil }

  /// Shim-only: whether the tab bar shows a More item. Apple (the class page): "If you add six
  /// or more custom view controllers to a tab bar controller, the tab bar controller displays
  /// only the first four items plus the standard More item on the tab bar." The shim is an
  /// iPhone: Apple gives no other number.
  public var shimHasMoreItem: Bool { (viewControllers?.count ?? 0) > 5 }

  /// Shim-only: the indices of the tabs with an item of their own in the bar.
  public var shimTabsInBar: Range<Int> { 0..<(shimHasMoreItem ? 4 : viewControllers?.count ?? 0) }

  /// Shim-only: whether the tab at `index` is managed by the More navigation controller
  /// (listed by it, with no item in the bar).
  public func shimIsManagedByMore(_ index: Int) -> Bool {
    shimHasMoreItem && index >= 4 && index < (viewControllers?.count ?? 0)
  }

  /// Shim-only: a tap on the tab bar item of the tab at `index`, as a person makes it: UIKit
  /// asks `tabBarController(_:shouldSelect:)`, selects (with a transition when the delegate
  /// gives an animation controller) and tells `tabBarController(_:didSelect:)`, also for the
  /// tab already selected (Apple: "the tab bar controller calls this method regardless of
  /// whether the selected view controller changed"). A tab More manages has no item in the
  /// bar: nothing happens. While a transition runs, `ShimBehaviour.tabTapDuringTransition`
  /// decides.
  public func shimTapTab(at index: Int) {
    guard let controllers = viewControllers, shimTabsInBar.contains(index) else { return }
    shimTap(controllers[index]) { $0.shimSelectBarItem(index, consultingDelegate: true) }
  }

  /// Shim-only: a tap on the More item, as `shimTapTab(at:)`, with the More navigation
  /// controller as the tab's view controller; nothing while the bar shows no More item. It
  /// shows More as it was left: its list, or the tab last shown on it.
  public func shimTapMoreTab() {
    guard shimHasMoreItem else { return }
    shimTap(shimMoreNavigationController) {
      $0.shimSelectBarItem(NSNotFound, consultingDelegate: true)
    }
  }

  private func shimTap(_ controller: UIViewController, select: (UITabBarController) -> Void) {
    if shimStorage.run != nil, ShimBehaviour.read.tabTapDuringTransition == .ignored { return }
    if #available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty {
      return shimTapConfiguredWithTabs(controller, select: select)
    }
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    select(self)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// A tap on a tab bar controller configured with iOS 18's `tabs`: the delegate's `UITab`
  /// variants are asked and told (with the tab shown before the tap as the previous tab), and
  /// the view-controller variants too or not, as `ShimBehaviour.tabDelegateVariants` says.
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  private func shimTapConfiguredWithTabs(
    _ controller: UIViewController, select: (UITabBarController) -> Void
  ) {
    let both = ShimBehaviour.read.tabDelegateVariants == .bothVariants
    let tab = controller.tab
    let previous = shimSelectedViewController?.tab
    if let delegate {
      if let tab, !delegate.tabBarController(self, shouldSelectTab: tab) { return }
      if both, !delegate.tabBarController(self, shouldSelect: controller) { return }
    }
    select(self)
    if let tab { delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous) }
    if both { delegate?.tabBarController(self, didSelect: controller) }
  }

  /// Shim-only: whether the More navigation controller has been made (`moreNavigationController`
  /// makes it on first use, even while the bar shows no More item).
  public var shimHasMadeMoreNavigationController: Bool { shimStorage.moreNavigation != nil }

  /// Backs `moreNavigationController`: made on first use, its root the More list.
  var shimMoreNavigationController: UINavigationController {
    if let more = shimStorage.moreNavigation { return more }
    let list = UIViewController(nibName: nil, bundle: nil)
    list.title = "More"
    let more = UINavigationController(rootViewController: list)
    more.shimParent = self
    shimStorage.moreNavigation = more
    return more
  }

  /// The view controller of bar item `item` (an index, or NSNotFound for the More item).
  private func shimController(forBarItem item: Int) -> UIViewController? {
    if item == NSNotFound { return shimHasMoreItem ? shimMoreNavigationController : nil }
    guard let controllers = viewControllers, controllers.indices.contains(item) else { return nil }
    return controllers[item]
  }

  /// The view controller whose view the tab bar controller shows: the selected item's.
  private var shimShownController: UIViewController? {
    shimController(forBarItem: shimStorage.barSelection)
  }

  /// Backs `selectedIndex`: the selected item's tab; with the More item selected, the tab More
  /// shows, or NSNotFound for its list.
  var shimSelectedIndex: Int {
    let item = shimStorage.barSelection
    guard item == NSNotFound else { return item }
    guard let top = shimStorage.moreNavigation?.topViewController,
      let index = viewControllers?.firstIndex(where: { $0 === top })
    else { return NSNotFound }
    return index
  }

  /// Backs `selectedViewController`.
  var shimSelectedViewController: UIViewController? {
    let index = shimSelectedIndex
    if index == NSNotFound { return shimHasMoreItem ? shimMoreNavigationController : nil }
    guard let controllers = viewControllers, controllers.indices.contains(index) else { return nil }
    return controllers[index]
  }

  /// Backs the `selectedIndex` setter (and taps, through `shimSelectBarItem`): a tab More
  /// manages is pushed on More's list and the More item selected.
  func shimSelectIndex(_ index: Int, consultingDelegate: Bool) {
    guard let controllers = viewControllers, controllers.indices.contains(index) else {
      ShimConsole.log("selectedIndex: \(index) is not the index of a tab; ignored")
      return
    }
    guard shimIsManagedByMore(index) else {
      return shimSelectBarItem(index, consultingDelegate: consultingDelegate)
    }
    guard index != shimSelectedIndex else { return }
    guard shimStorage.run == nil else {
      ShimConsole.log("tab selection while a transition is in flight")
      return
    }
    shimSetMoreStack(showing: controllers[index])
    shimSelectBarItem(NSNotFound, consultingDelegate: consultingDelegate)
  }

  /// Backs the `selectedViewController` setter.
  func shimSelectViewController(_ controller: UIViewController?) {
    guard let controller else { return }
    if let more = shimStorage.moreNavigation, controller === more {
      guard shimHasMoreItem else {
        ShimConsole.log("selectedViewController: the More navigation controller, with no More item")
        return
      }
      return shimSelectBarItem(NSNotFound, consultingDelegate: false)
    }
    guard let index = viewControllers?.firstIndex(where: { $0 === controller }) else { return }
    shimSelectIndex(index, consultingDelegate: false)
  }

  /// Puts `controller` (a tab More manages) on More's list, or leaves the list alone (nil). The
  /// tabs taken off More belong to the tab bar controller again.
  private func shimSetMoreStack(showing controller: UIViewController?) {
    let more = shimMoreNavigationController
    guard let list = more.viewControllers.first else { return }
    let old = more.viewControllers
    more.viewControllers = [list] + (controller.map { [$0] } ?? [])
    for tab in old.dropFirst() where tab.shimParent == nil { tab.shimParent = self }
  }

  /// The tab bar controller's `viewControllers` changed: the More list loses the tab it showed,
  /// and a selected item that no longer exists becomes the first.
  func shimViewControllersChanged(from old: [UIViewController]) {
    if shimStorage.moreNavigation != nil { shimSetMoreStack(showing: nil) }
    let item = shimStorage.barSelection
    let exists = item == NSNotFound ? shimHasMoreItem : shimTabsInBar.contains(item)
    if !exists { shimStorage.barSelection = 0 }
    guard isViewLoaded, shimStorage.run == nil else { return }
    let shown = shimShownController
    if let more = shimStorage.moreNavigation, more !== shown,
      more.viewIfLoaded?.superview === shimTransitionView
    {
      more.view.removeFromSuperview()
    }
    shimInstallSelected()
  }

  func shimInstallSelected() {
    guard let shown = shimShownController else { return }
    let container = shimTransitionView
    shown.view.frame = container.bounds
    if shown.view.superview !== container { container.addSubview(shown.view) }
  }

  /// Selects bar item `item` (an index, or NSNotFound for More), with a transition when the
  /// delegate is consulted and gives one: a tap consults it, a programmatic selection as
  /// `ShimBehaviour.programmaticTabSelection` says; while the tab bar controller's view is in no
  /// window, `ShimBehaviour.tabSelectionOffWindow` decides.
  private func shimSelectBarItem(_ item: Int, consultingDelegate: Bool) {
    let old = shimStorage.barSelection
    guard item != old else { return }
    guard shimStorage.run == nil else {
      ShimConsole.log("tab selection while a transition is in flight")
      return
    }
    let from = shimShownController
    shimStorage.barSelection = item
    guard isViewLoaded else { return }
    guard let from, let to = shimShownController, from !== to else {
      from?.viewIfLoaded?.removeFromSuperview()
      shimInstallSelected()
      return
    }
    let consult =
      consultingDelegate || ShimBehaviour.read.programmaticTabSelection == .consultsDelegate
    let offWindow =
      view.window == nil ? ShimBehaviour.read.tabSelectionOffWindow : .runsTheTransition
    let custom =
      consult && offWindow != .switchesWithoutAsking
      ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
      : nil
    let container = shimTransitionView
    guard let custom, offWindow == .runsTheTransition else {
      from.viewIfLoaded?.removeFromSuperview()
      shimInstallSelected()
      return
    }
    let interaction = delegate?.tabBarController(self, interactionControllerFor: custom)
    if from.view.superview !== container {
      from.view.frame = container.bounds
      container.addSubview(from.view)
    }
    let record = ShimTransitionRecord(operation: "tab", isCustom: true)
    let context = ShimTransitionContext(
      record: record, container: container, animated: true, presentationStyle: .none,
      from: (from, from.view, container.bounds, .zero),
      to: (to, to.view, .zero, container.bounds))
    let run = ShimTransitionRun(
      context: context, animationController: custom, interactionController: interaction
    ) { [weak self] completed in
      self?.shimFinishSwitch(from: from, to: to, fromItem: old, completed: completed)
    }
    shimStorage.run = run
    for controller in [self, from, to] { controller.shimTransitionCoordinator = run.coordinator }
    run.start {}
  }

  private func shimFinishSwitch(
    from: UIViewController, to: UIViewController, fromItem: Int, completed: Bool
  ) {
    if !completed { shimStorage.barSelection = fromItem }
    let hidden = completed ? from : to
    let shown = completed ? to : from
    if ShimBehaviour.read.fromViewRemoval == .uikitRemovesIt,
      hidden.viewIfLoaded?.superview === shimTransitionView
    {
      hidden.view.removeFromSuperview()
    }
    if shown.viewIfLoaded?.superview !== shimTransitionView {
      ShimConsole.log("tab bar: the selected view controller has no view on screen")
    }
    for controller in [self, from, to] { controller.shimTransitionCoordinator = nil }
    shimStorage.run = nil
  }
}

// MARK: - Rotation

extension UIWindow {
  /// Shim-only: the device's orientation changes. Apple (`supportedInterfaceOrientations`):
  /// "When the device orientation changes, the system calls this method on the root view
  /// controller or the topmost modal view controller that fills the window." The shim asks the
  /// root view controller, or the topmost one presented `.fullScreen` over it, when it is a
  /// navigation or tab bar controller (the ones whose answer the shim models, from their
  /// delegates), and returns the answer; nil for any other view controller.
  @discardableResult
  public func shimDeviceDidRotate() -> UIInterfaceOrientationMask? {
    var top = rootViewController
    while let presented = top?.presentedViewController,
      presented.modalPresentationStyle == .fullScreen
    {
      top = presented
    }
    switch top {
    case let navigation as UINavigationController: return navigation.supportedInterfaceOrientations
    case let tabs as UITabBarController: return tabs.supportedInterfaceOrientations
    default: return nil
    }
  }
}

// MARK: - Presentation

extension UIViewController {
  /// The view at the back of a container controller's view that holds its content and is the
  /// container of its transitions, made on first use.
  var shimContainerTransitionView: UIView {
    if let view = shimStorage.transitionView { return view }
    let view = UIView(frame: self.view.bounds)
    self.view.insertSubview(view, at: 0)
    shimStorage.transitionView = view
    return view
  }

  /// The window (or root view) presentations of this controller go into.
  private var shimPresentationRoot: UIView? {
    guard var view = viewIfLoaded else { return nil }
    while let parent = view.superview { view = parent }
    return view
  }

  func shimPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard presentedViewController == nil, presented.presentingViewController == nil else {
      ShimConsole.log("present: the presenter already presents, or the controller is presented")
      return
    }
    let style = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    var controller: UIPresentationController?
    if style == .custom {
      controller = delegate?.presentationController(
        forPresented: presented, presenting: self, source: self)
    }
    let presentation =
      controller ?? UIPresentationController(presentedViewController: presented, presenting: self)
    presented.shimPresentationController = presentation
    shimLinkPresentation(presented)
    // Apple: "Presentations start during the next run loop iteration".
    ShimRunLoop.enqueue { [weak self, weak presented] in
      guard let self, let presented else { return }
      self.shimStartPresentation(
        presented, presentation: presentation, animated: animated, completion: completion)
    }
  }

  private func shimStartPresentation(
    _ presented: UIViewController, presentation: UIPresentationController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard let root = shimPresentationRoot else {
      completion?()
      return
    }
    let style = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    let container = UIView(frame: root.bounds)
    root.addSubview(container)
    let window = root.window
    presentation.shimContainerView = container
    presentation.presentationTransitionWillBegin()
    let removesPresenter = presentation.shouldRemovePresentersView
    presented.shimStorage.presentersViewAnswer = removesPresenter
    let presentedView = presentation.presentedView ?? presented.view
    let finalFrame = presentation.frameOfPresentedViewInContainerView
    presented.shimStorage.presenterHomeView = view.superview
    presented.shimStorage.presenterHomeFrame = view.frame
    let custom = delegate?.animationController(
      forPresented: presented, presenting: self, source: self)
    // Apple: a custom presentation calls animateTransition(using:) even when it is not animated.
    guard animated || (style == .custom && custom != nil) else {
      presentedView?.frame = finalFrame
      if let presentedView { container.addSubview(presentedView) }
      if removesPresenter { view.removeFromSuperview() }
      presentation.presentationTransitionDidEnd(true)
      completion?()
      return
    }
    let animationController = custom ?? ShimSystemAnimator(isForward: true)
    let interaction = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let record = ShimTransitionRecord(operation: "present", isCustom: custom != nil)
    let context = ShimTransitionContext(
      record: record, container: container, animated: animated, presentationStyle: style,
      from: (
        self, removesPresenter ? view : nil, view.frame, removesPresenter ? .zero : view.frame
      ),
      to: (presented, presentedView, .zero, finalFrame))
    let run = ShimTransitionRun(
      context: context, animationController: animationController,
      interactionController: interaction
    ) { [weak self, weak presented] completed in
      guard let self, let presented else { return }
      self.shimStorage.presentationRun = nil
      for controller in [self, presented] { controller.shimTransitionCoordinator = nil }
      if completed {
        // A presentation that covers the screen takes the presenter's view out of the window.
        let removes =
          ShimBehaviour.read.presentersViewReads == .atEveryUse
          ? presentation.shouldRemovePresentersView : removesPresenter
        if removes { self.view.removeFromSuperview() }
        presentation.presentationTransitionDidEnd(true)
        ShimStatusBar.presentationTransition(in: window, isEnd: true)
        completion?()
      } else {
        presentation.presentationTransitionDidEnd(false)
        presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        self.shimRestorePresenterView(of: presented)
        self.shimUnlinkPresentation(presented)
        presented.shimPresentationController = nil
        ShimStatusBar.presentationTransition(in: window, isEnd: true)
      }
    }
    shimStorage.presentationRun = run
    for controller in [self, presented] { controller.shimTransitionCoordinator = run.coordinator }
    if ShimInteractionEvents.areIgnored(during: interaction) {
      ShimInteractionEvents.ignore(during: run)
    }
    ShimStatusBar.presentationTransition(in: window, isEnd: false)
    run.start {}
  }

  func shimDismiss(animated: Bool, completion: (() -> Void)?) {
    let presented: UIViewController
    if let child = presentedViewController {
      presented = child
    } else if presentingViewController != nil {
      presented = self
    } else {
      completion?()
      return
    }
    guard let presenter = presented.presentingViewController,
      let presentation = presented.presentationController
    else {
      completion?()
      return
    }
    // UIKit ignores a dismissal "while a presentation or dismiss is in progress" (its log);
    // the shim counts every presentation and dismissal of the chain `presented` is in.
    guard !Self.shimChainIsTransitioning(through: presenter) else {
      ShimConsole.log("dismiss while a presentation transition is in flight")
      return
    }
    presenter.shimStorage.isDismissing = true
    let start: @MainActor () -> Void = { [weak presenter, weak presented] in
      guard let presenter, let presented else { return }
      presenter.shimStorage.isDismissing = false
      presenter.shimStartDismissal(
        of: presented, presentation: presentation, animated: animated, completion: completion)
    }
    if ShimBehaviour.read.dismissalStart == .nextRunLoopTurn {
      ShimRunLoop.enqueue(start)
    } else {
      start()
    }
  }

  /// Whether a presentation or a dismissal runs, or a dismissal is about to start, anywhere in
  /// the chain of presentations `controller` is in: its presenters and what it presents.
  private static func shimChainIsTransitioning(through controller: UIViewController) -> Bool {
    let isBusy = { (candidate: UIViewController) in
      candidate.shimStorage.presentationRun != nil || candidate.shimStorage.isDismissing
    }
    var up: UIViewController? = controller
    while let candidate = up {
      if isBusy(candidate) { return true }
      up = candidate.shimStorage.presenting
    }
    var down = controller.shimStorage.presented
    while let candidate = down {
      if isBusy(candidate) { return true }
      down = candidate.shimStorage.presented
    }
    return false
  }

  private func shimStartDismissal(
    of presented: UIViewController, presentation: UIPresentationController, animated: Bool,
    completion: (() -> Void)?
  ) {
    let presenter = self
    let container = presentation.containerView ?? presented.viewIfLoaded?.superview ?? UIView()
    let window = container.window
    presentation.dismissalTransitionWillBegin()
    let removesPresenter =
      ShimBehaviour.read.presentersViewReads == .oncePerPresentation
      ? presented.shimStorage.presentersViewAnswer ?? presentation.shouldRemovePresentersView
      : presentation.shouldRemovePresentersView
    let presentedView = presentation.presentedView ?? presented.view
    let style = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    let custom = delegate?.animationController(forDismissed: presented)
    guard animated || (style == .custom && custom != nil) else {
      presentedView?.removeFromSuperview()
      container.removeFromSuperview()
      shimRestorePresenterView(of: presented)
      presentation.dismissalTransitionDidEnd(true)
      shimUnlinkPresentation(presented)
      presented.shimPresentationController = nil
      completion?()
      return
    }
    let animationController = custom ?? ShimSystemAnimator(isForward: false)
    let interaction = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    let record = ShimTransitionRecord(operation: "dismiss", isCustom: custom != nil)
    let presenterView = view
    // Whether UIKit tells the presentation controller's delegate of this dismissal itself
    // (`ShimBehaviour.interactiveDismissalMessages`): only for one that starts interactively.
    let messages = ShimBehaviour.read.interactiveDismissalMessages
    let tellsDelegate = messages != .notSent && interaction?.wantsInteractiveStart == true
    let context = ShimTransitionContext(
      record: record, container: container, animated: animated, presentationStyle: style,
      from: (presented, presentedView, presentedView?.frame ?? .zero, .zero),
      to: (
        presenter, removesPresenter ? presenterView : nil, .zero,
        presented.shimStorage.presenterHomeFrame ?? presenterView?.frame ?? .zero
      ))
    let run = ShimTransitionRun(
      context: context, animationController: animationController,
      interactionController: interaction
    ) { [weak presenter, weak presented] completed in
      guard let presenter, let presented else { return }
      presenter.shimStorage.presentationRun = nil
      for controller in [presenter, presented] { controller.shimTransitionCoordinator = nil }
      if completed {
        presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        presenter.shimRestorePresenterView(of: presented)
        presentation.dismissalTransitionDidEnd(true)
        presenter.shimUnlinkPresentation(presented)
        presented.shimPresentationController = nil
        ShimStatusBar.presentationTransition(in: window, isEnd: true)
        if tellsDelegate && messages == .sentBeforeTheCompletion {
          presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
        completion?()
        if tellsDelegate && messages == .sentAfterTheCompletion {
          presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
      } else {
        let removes =
          ShimBehaviour.read.presentersViewReads == .atEveryUse
          ? presentation.shouldRemovePresentersView : removesPresenter
        if removes, presenter.viewIfLoaded?.isDescendant(of: container) == true {
          presenter.view.removeFromSuperview()
        }
        presentation.dismissalTransitionDidEnd(false)
        ShimStatusBar.presentationTransition(in: window, isEnd: true)
      }
    }
    presenter.shimStorage.presentationRun = run
    for controller in [presenter, presented] {
      controller.shimTransitionCoordinator = run.coordinator
    }
    if ShimInteractionEvents.areIgnored(during: interaction) {
      ShimInteractionEvents.ignore(during: run)
    }
    if tellsDelegate { presentation.delegate?.presentationControllerWillDismiss(presentation) }
    ShimStatusBar.presentationTransition(in: window, isEnd: false)
    run.start {}
  }

  /// Puts the presenter's view back where it was before the presentation, if it left.
  private func shimRestorePresenterView(of presented: UIViewController) {
    guard let home = presented.shimStorage.presenterHomeView,
      let frame = presented.shimStorage.presenterHomeFrame
    else { return }
    presented.shimStorage.presenterHomeView = nil
    presented.shimStorage.presenterHomeFrame = nil
    guard view.superview !== home else { return }
    view.frame = frame
    home.insertSubview(view, at: 0)
  }
}

// MARK: - Storage

/// Shim-only: the private state UIKit keeps for a container during its transitions.
@MainActor
final class ShimContainerStorage {
  var transitionView: UIView?
  var backIndicator: UIView?
  var run: ShimTransitionRun?
  var presentationRun: ShimTransitionRun?
  var systemPop: ShimSystemPopInteraction?
  var popped: UIViewController?
  /// A navigation controller's stack before the transition under way changed it.
  var stackBefore: [UIViewController]?
  /// The departing screen's first responder the navigation controller resigned as its
  /// transition started (`ShimBehaviour.departingFirstResponder`).
  weak var resignedResponder: UIResponder?
  /// Where the keyboard a navigation controller slides with its pop rests
  /// (`ShimBehaviour.keyboardDuringCustomPop`).
  var carriedKeyboardRest: CGRect?
  /// A navigation controller's bars (made when first asked for) and what they show.
  var navigationBar: UINavigationBar?
  var toolbar: UIToolbar?
  var bars = ShimBarVisibility(navigationBarHidden: false, toolbarHidden: true)
  /// The bars as the transition under way started, before its screens asked for theirs.
  var barsBeforeRun: ShimBarVisibility?
  /// A tab bar controller's tab bar (made when first asked for) and whether it is hidden.
  var tabBar: UITabBar?
  var tabBarHidden = false
  /// A navigation controller's tab bar visibility as the transition under way changed it, and
  /// the visibility it gives the tab bar when it completes
  /// (`ShimBehaviour.tabBarDuringPushAndPop`'s `atEnd`).
  var tabBarBeforeRun: Bool?
  var tabBarAtEnd: Bool?
  /// The view controller's `hidesBottomBarWhenPushed`.
  var hidesBottomBarWhenPushed = false
  /// The view controller's navigation item (made when first asked for).
  var navigationItem: UINavigationItem?
  /// The view controller's toolbar items.
  var toolbarItems: [UIBarButtonItem]?
  /// A navigation controller's bar: whether it shows a large title, and whether it did as the
  /// transition under way started (`ShimBehaviour.largeTitleDuringTransition`).
  var largeTitle = false
  var largeTitleBeforeRun: Bool?
  /// A tab bar controller's selected item: a tab's index, or NSNotFound for the More item.
  var barSelection = 0
  var moreNavigation: UINavigationController?
  /// Set while a container changes its stack itself, so the property's observer leaves the
  /// screen to the transition.
  var isUpdatingStack = false
  /// Where the presenter's view was before a presentation moved it, to put it back.
  weak var presenterHomeView: UIView?
  var presenterHomeFrame: CGRect?
  /// The presentation controller's `shouldRemovePresentersView` as the presentation of this
  /// (presented) controller started.
  var presentersViewAnswer: Bool?
  weak var presenting: UIViewController?
  var presented: UIViewController?
  var popGestureDelegate: ShimPopGestureDelegate?
  var contentPopGestureDelegate: ShimContentPopGestureDelegate?
  var isDismissing = false
  /// A tab bar controller's iOS 18 tabs (`UITab`s, which the storage cannot name: a stored
  /// property cannot be limited to an iOS version).
  var tabs: [AnyObject] = []
  /// The `UITab` whose provider made this view controller, held weakly as UIKit does.
  weak var tab: AnyObject?
}

/// Shim-only: UIKit's own delegate of iOS 26's content back swipe: it lets the swipe begin when
/// there is something to pop, no transition runs, and the finger first moves mostly
/// horizontally from the leading toward the trailing edge (Apple: the recogniser pops "when a
/// person initially pans horizontally in a leading to trailing direction in the view"). The
/// checks Apple describes for "other competing interactions" (swipe actions, scroll views) are
/// not modelled.
@MainActor
final class ShimContentPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  init(_ navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController, navigationController.viewControllers.count > 1,
      !navigationController.shimIsTransitioning,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    let view = navigationController.view
    let translation = pan.translation(in: view)
    let moved =
      abs(translation.x) + abs(translation.y) > 0 ? translation : pan.velocity(in: view)
    let trailing: CGFloat =
      view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    return abs(moved.x) > abs(moved.y) && moved.x * trailing > 0
  }
}

/// Shim-only: UIKit's own delegate of the system back swipe: it lets the swipe begin when there
/// is something to pop and no transition runs.
@MainActor
final class ShimPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  init(_ navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController else { return false }
    return navigationController.viewControllers.count > 1
      && !navigationController.shimIsTransitioning
  }
}
