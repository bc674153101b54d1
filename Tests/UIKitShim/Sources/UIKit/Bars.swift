// The navigation controller's bars: the navigation bar and the toolbar, which the navigation
// controller lays out along its view's top and bottom edges and hides by sliding them off
// those edges. During a push or pop, an animated change of their visibility is animated as
// `ShimBehaviour.barChangeDuringTransition` says.

// https://developer.apple.com/documentation/uikit/uinavigationbar
// Apple: `@MainActor class UINavigationBar`
// A UIView subclass. The shim models its place (the navigation controller's, 44 points tall
// along the top of its view) and its standard appearance; items and titles are not modelled.
@MainActor
open class UINavigationBar: UIView {
  private var shimStandardAppearance = UINavigationBarAppearance()
  /// Shim-only: set while a push or pop changes the appearance the bar shows.
  var shimAppearanceChangeUnderWay = false

  // https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
  // Apple: `@NSCopying var standardAppearance: UINavigationBarAppearance { get set }`
  // iOS 13. "The default value of this property is an appearance object containing the
  // system's default appearance settings. You can customize the navigation bar appearance for
  // specific navigation items with the standardAppearance property of UINavigationItem."
  // Setting it stores a copy; outside a push or pop, a bar whose top item has no appearance of
  // its own shows it at once.
  open var standardAppearance: UINavigationBarAppearance {
    get { shimStandardAppearance }
    set {
      shimStandardAppearance = newValue.shimCopy()
      shimNavigationController?.shimShowTopAppearance()
    }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
  // Apple: `var prefersLargeTitles: Bool { get set }`
  // iOS 11. "When this property is set to true, the navigation bar allows the title to be
  // displayed out-of-line and using a larger font. The navigation item used to build the bar
  // must specify whether it wants its title displayed in the large or small format." The shim
  // models the height only: 96 points with a large title, 44 without (as developers measure
  // them; Apple gives no heights). Setting it outside a push or pop lays the bar out at once.
  @available(tvOS, unavailable)
  open var prefersLargeTitles = false {
    didSet {
      guard prefersLargeTitles != oldValue, let navigation = shimNavigationController else {
        return
      }
      navigation.shimUpdateLargeTitle()
    }
  }

  /// Shim-only: the navigation controller whose bar this is.
  weak var shimNavigationController: UINavigationController?
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
// Apple: `@MainActor class UINavigationItem`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) An NSObject subclass;
// the shim models its large title display mode and its standard appearance.
@MainActor
open class UINavigationItem: NSObject {
  /// Shim-only: the view controller whose item this is.
  weak var shimViewController: UIViewController?
  private var shimStandardAppearance: UINavigationBarAppearance?

  // https://developer.apple.com/documentation/uikit/uinavigationitem/standardappearance
  // Apple: `@NSCopying var standardAppearance: UINavigationBarAppearance? { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the declaration is that
  // of its sibling `compactAppearance`, whose page says: "When the navigation bar displays the
  // current navigation item, the appearance settings in this property override the settings
  // provided by the compactAppearance property of UINavigationBar".) iOS 13. Setting it stores
  // a copy; outside a push or pop, the bar shows it at once while this item is the top one.
  open var standardAppearance: UINavigationBarAppearance? {
    get { shimStandardAppearance }
    set {
      shimStandardAppearance = newValue?.shimCopy()
      guard let controller = shimViewController, let navigation = controller.navigationController,
        navigation.topViewController === controller
      else { return }
      navigation.shimShowTopAppearance()
    }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
  // Apple: `enum LargeTitleDisplayMode`
  // "Constants that indicate how to size the title of this item." `.automatic`: "Inherit the
  // display mode from the previous navigation item. This is the default mode. If the previous
  // item's title was large, the current item also displays a large title."; `.always`: "Always
  // display a large title."; `.never`: "Never display a large title." Raw values as in UIKit's
  // header (as mirrored by objc2-ui-kit); `inline` (iOS 17) is not modelled.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
  // Apple: `var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }`
  // iOS 11. "The default value of this property is automatic, which causes the title to use
  // the same styling as the previously displayed navigation item." Read when the navigation
  // controller's stack changes or its bar's `prefersLargeTitles` does.
  @available(tvOS, unavailable)
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  // Apple: `var navigationItem: UINavigationItem { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Made when first asked
  // for.
  public var navigationItem: UINavigationItem {
    if let item = shimStorage.navigationItem { return item }
    let item = UINavigationItem()
    item.shimViewController = self
    shimStorage.navigationItem = item
    return item
  }
}

// https://developer.apple.com/documentation/uikit/uitoolbar
// Apple: `@MainActor class UIToolbar`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A UIView subclass; the
// shim models its place (44 points tall along the bottom of the navigation controller's view)
// and its items.
@MainActor
open class UIToolbar: UIView {
  /// Shim-only: the items (`items`, stored).
  var shimItems: [UIBarButtonItem]?
  /// Shim-only: set while a push or pop changes the items the toolbar shows.
  var shimItemsChangeUnderWay = false

  // https://developer.apple.com/documentation/uikit/uitoolbar/items
  // Apple: `var items: [UIBarButtonItem]? { get set }`
  // "The items, instances of UIBarButtonItem, that are visible on the toolbar in the order they
  // appear in this array. Any changes to this property aren't animated." "The default value is
  // nil."
  @available(tvOS, unavailable)
  open var items: [UIBarButtonItem]? {
    get { shimItems }
    set { setItems(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitoolbar/setitems(_:animated:)
  // Apple: `func setItems(_ items: [UIBarButtonItem]?, animated: Bool)`
  // "If animated is true, the changes are dissolved or the reordering is animated—for example,
  // removed items fade out and new items fade in." The shim draws each set of items as one view
  // (`shimDrawings`) and dissolves the whole set, over `hideShowBarDuration` (Apple gives no
  // duration); not animated, inside an animation block, that block animates it.
  @available(tvOS, unavailable)
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    shimSetItems(items, fade: animated ? .own : .none)
  }

  func shimSetItems(_ items: [UIBarButtonItem]?, fade: ShimBarFade) {
    shimItems = items
    shimDraw(ShimBarDrawing(items: items, appearance: nil, in: self), fade: fade)
  }
}

/// Shim-only: which of a navigation controller's bars are hidden.
struct ShimBarVisibility: Hashable, Sendable {
  var navigationBarHidden: Bool
  var toolbarHidden: Bool
}

extension UINavigationController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/hideshowbarduration
  // Apple: `class let hideShowBarDuration: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Apple's
  // `setNavigationBarHidden(_:animated:)` page: "For animated transitions, the duration of the
  // animation is specified by the value in the hideShowBarDuration constant." No value is
  // given: the shim uses 0.2 s.
  public static let hideShowBarDuration: CGFloat = 0.2

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  // Apple: `var navigationBar: UINavigationBar { get }`
  // "you must never change its frame, bounds, or alpha values or modify its view hierarchy
  // directly. To show or hide the navigation bar, you should always do so through the
  // navigation controller". Made when first asked for (so scenes that never ask have no bar
  // over their content) and laid out along the top of the view, above it when hidden.
  public var navigationBar: UINavigationBar {
    if let bar = shimStorage.navigationBar { return bar }
    let bar = UINavigationBar(frame: .zero)
    bar.shimNavigationController = self
    shimStorage.navigationBar = bar
    view.addSubview(bar)
    UIView.performWithoutAnimation {
      shimLayoutBars()
      bar.shimSetAppearance(shimTopAppearance(of: bar), fade: .none)
    }
    return bar
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  // Apple: `var toolbar: UIToolbar! { get }`
  // "You should not modify the UIToolbar object directly." Made when first asked for, laid out
  // along the bottom of the view, below it when hidden.
  @available(tvOS, unavailable)
  public var toolbar: UIToolbar! {
    if let bar = shimStorage.toolbar { return bar }
    let bar = UIToolbar(frame: .zero)
    shimStorage.toolbar = bar
    view.addSubview(bar)
    UIView.performWithoutAnimation {
      shimLayoutBars()
      bar.items = topViewController?.toolbarItems
    }
    return bar
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
  // Apple: `var isNavigationBarHidden: Bool { get set }`
  // "The default value is false. Setting this property changes the visibility of the
  // navigation bar without animating the changes."
  public var isNavigationBarHidden: Bool {
    get { shimStorage.bars.navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
  // Apple: `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
  // "Specify true if you want to animate the change in visibility or false if you want the
  // navigation bar to appear immediately." Not animated, the bar is laid out at once (inside
  // an animation block, that animates it); animated, over `hideShowBarDuration`, or during a
  // push or pop as `ShimBehaviour.barChangeDuringTransition` says.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    shimSetBars(animated: animated) { $0.navigationBarHidden = hidden }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  // Apple: `var isToolbarHidden: Bool { get set }`
  // "The default value of this property is true."
  @available(tvOS, unavailable)
  public var isToolbarHidden: Bool {
    get { shimStorage.bars.toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
  // Apple: `func setToolbarHidden(_ hidden: Bool, animated: Bool)`
  // "Calling this method with the animated parameter set to false is equivalent to setting the
  // value of the isToolbarHidden property directly." Animated as the navigation bar's change.
  @available(tvOS, unavailable)
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    shimSetBars(animated: animated) { $0.toolbarHidden = hidden }
  }

  private func shimSetBars(animated: Bool, _ change: (inout ShimBarVisibility) -> Void) {
    let before = shimStorage.bars
    change(&shimStorage.bars)
    guard shimStorage.bars != before else { return }
    guard animated else { return shimLayoutBars() }
    guard let run = shimStorage.run else { return shimAnimateBarsOnTheirOwn() }
    switch ShimBehaviour.read.barChangeDuringTransition {
    case .alongsideRevertedOnCancel, .alongsideKeptOnCancel, .alongsideNotLaidOutAtEnd:
      run.coordinator.animate(alongsideTransition: { [weak self] _ in self?.shimLayoutBars() })
    case .ownAnimation:
      shimAnimateBarsOnTheirOwn()
    case .immediately:
      UIView.performWithoutAnimation { shimLayoutBars() }
    }
  }

  private func shimAnimateBarsOnTheirOwn() {
    let animator = UIViewPropertyAnimator(
      duration: TimeInterval(Self.hideShowBarDuration), curve: .easeInOut
    ) { [weak self] in self?.shimLayoutBars() }
    animator.startAnimation()
  }

  /// Puts the bars that exist where their visibility says.
  func shimLayoutBars() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let height: CGFloat = 44
    let barHeight: CGFloat = shimStorage.largeTitle ? 96 : height
    shimStorage.navigationBar?.frame = CGRect(
      x: 0, y: shimStorage.bars.navigationBarHidden ? -barHeight : 0, width: bounds.width,
      height: barHeight)
    shimStorage.toolbar?.frame = CGRect(
      x: 0, y: shimStorage.bars.toolbarHidden ? bounds.height : bounds.height - height,
      width: bounds.width, height: height)
  }

  /// The push or pop ended. When its screens changed the bars' visibility: under
  /// `alongsideRevertedOnCancel` and `alongsideNotLaidOutAtEnd` a cancelled one gives the bars
  /// the visibility they had as it started; UIKit lays them out where their visibility says,
  /// except under `alongsideNotLaidOutAtEnd`. (The switch is consulted only then, so runs
  /// whose bars did not change never depend on it.)
  func shimFinishBars(completed: Bool) {
    defer { shimStorage.barsBeforeRun = nil }
    guard let before = shimStorage.barsBeforeRun, before != shimStorage.bars else { return }
    let setting = ShimBehaviour.read.barChangeDuringTransition
    if !completed, setting == .alongsideRevertedOnCancel || setting == .alongsideNotLaidOutAtEnd {
      shimStorage.bars = before
    }
    guard setting != .alongsideNotLaidOutAtEnd else { return }
    UIView.performWithoutAnimation { shimLayoutBars() }
  }

  /// Shim-only: the navigation controller's view is laid out: the bars go where their
  /// visibility says, as UIKit's navigation controller positions its bars when it lays out its
  /// view (unconfirmed: Apple documents only that the controller manages the bars' frames). Not
  /// while a push or pop runs, whose animations move the bars.
  func shimLayoutBarsInLayoutPass() {
    guard shimStorage.run == nil,
      shimStorage.navigationBar != nil || shimStorage.toolbar != nil
    else { return }
    shimLayoutBars()
  }
}

// MARK: - The tab bar across pushes and pops

// https://developer.apple.com/documentation/uikit/uitabbar
// Apple: `@MainActor class UITabBar`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A UIView subclass; the
// shim models its place only (49 points tall along the bottom of the tab bar controller's
// view, below it when hidden); items are not modelled.
@MainActor
open class UITabBar: UIView {}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
  // Apple: `var hidesBottomBarWhenPushed: Bool { get set }`
  // "The value of this property on the topmost view controller determines whether the toolbar
  // is visible. If the value of this property is true, the toolbar is hidden." The page calls
  // the bar a toolbar; the bar it hides is the tab bar of the tab bar controller the
  // navigation controller is in. Which screens' values count, `ShimBehaviour.hidesBottomBarRule`
  // says; when UIKit applies it during a push or pop, `ShimBehaviour.tabBarDuringPushAndPop`.
  @available(tvOS, unavailable)
  public var hidesBottomBarWhenPushed: Bool {
    get { shimStorage.hidesBottomBarWhenPushed }
    set { shimStorage.hidesBottomBarWhenPushed = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  // Apple: `var tabBarController: UITabBarController? { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The nearest ancestor
  // that is a tab bar controller, as `navigationController` is for navigation controllers.
  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let tabBarController = current as? UITabBarController { return tabBarController }
      candidate = current.parent
    }
    return nil
  }
}

extension UITabBarController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  // Apple: `var tabBar: UITabBar { get }`
  // "You should never attempt to manipulate the UITabBar object itself stored in this
  // property. If you attempt to do so, the tab bar view throws an exception." Made when first
  // asked for (so scenes that never ask have no bar over their content), laid out along the
  // bottom of the view, below it when hidden.
  public var tabBar: UITabBar {
    if let bar = shimStorage.tabBar { return bar }
    let bar = UITabBar(frame: .zero)
    shimStorage.tabBar = bar
    view.addSubview(bar)
    UIView.performWithoutAnimation { shimLayoutTabBar() }
    return bar
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden
  // Apple: `var isTabBarHidden: Bool { get set }`
  // iOS 18. "Determines if the active tab bar is currently hidden." "The default value for this
  // property is `NO`." Currently hidden: the shim's one visibility of the tab bar, which a
  // push or pop changes for `hidesBottomBarWhenPushed` too. Setting it does not animate.
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  public var isTabBarHidden: Bool {
    get { shimStorage.tabBarHidden }
    set { setTabBarHidden(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabbarhidden(_:animated:)
  // Apple: `func setTabBarHidden(_ hidden: Bool, animated: Bool)`
  // iOS 18. "Changes the active tab bar’s visibility with an option to animate the change."
  // Not animated, the bar is laid out at once (inside an animation block, that animates it);
  // animated, over `UINavigationController.hideShowBarDuration` (Apple gives no duration).
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    shimSetTabBarHidden(hidden, animated: animated)
  }

  func shimSetTabBarHidden(_ hidden: Bool, animated: Bool) {
    guard shimStorage.tabBarHidden != hidden else { return }
    shimStorage.tabBarHidden = hidden
    guard animated else { return shimLayoutTabBar() }
    let animator = UIViewPropertyAnimator(
      duration: TimeInterval(UINavigationController.hideShowBarDuration), curve: .easeInOut
    ) { [weak self] in self?.shimLayoutTabBar() }
    animator.startAnimation()
  }

  /// Puts the tab bar, if it exists, where its visibility says.
  func shimLayoutTabBar() {
    guard let view = viewIfLoaded, let bar = shimStorage.tabBar else { return }
    let bounds = view.bounds
    let height: CGFloat = 49
    bar.frame = CGRect(
      x: 0, y: shimStorage.tabBarHidden ? bounds.height : bounds.height - height,
      width: bounds.width, height: height)
  }
}

extension UINavigationController {
  /// The tab bar controller whose tab bar this navigation controller's pushes and pops show
  /// and hide: the one it is the selected tab of.
  private var shimHostingTabBarController: UITabBarController? {
    guard let tabBarController, tabBarController.selectedViewController === self else {
      return nil
    }
    return tabBarController
  }

  /// Whether the stack as it is now hides the tab bar, by `ShimBehaviour.hidesBottomBarRule`.
  private var shimStackHidesTabBar: Bool {
    switch ShimBehaviour.read.hidesBottomBarRule {
    case .anyPushedScreen: viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    case .topmostScreen: topViewController?.hidesBottomBarWhenPushed ?? false
    }
  }

  /// A push or pop starts (the stack already changed): the tab bar takes the visibility the
  /// new stack gives it, when it differs, as `ShimBehaviour.tabBarDuringPushAndPop` says.
  func shimStartTabBarChange(coordinator: ShimTransitionCoordinator?) {
    guard let host = shimHostingTabBarController else { return }
    let hidden = shimStackHidesTabBar
    guard host.shimStorage.tabBarHidden != hidden else { return }
    guard let coordinator else { return host.shimSetTabBarHidden(hidden, animated: false) }
    shimStorage.tabBarBeforeRun = host.shimStorage.tabBarHidden
    switch ShimBehaviour.read.tabBarDuringPushAndPop {
    case .alongside:
      host.shimStorage.tabBarHidden = hidden
      coordinator.animate(alongsideTransition: { [weak host] _ in host?.shimLayoutTabBar() })
    case .atStart:
      UIView.performWithoutAnimation { host.shimSetTabBarHidden(hidden, animated: false) }
    case .atEnd:
      shimStorage.tabBarAtEnd = hidden
    case .removedAtStart:
      UIView.performWithoutAnimation { host.shimSetTabBarHidden(hidden, animated: false) }
      if hidden { host.shimStorage.tabBar?.removeFromSuperview() }
    }
  }

  /// The push or pop ended: a cancelled one gives the tab bar the visibility it had as it
  /// started; a completed one under `atEnd` applies the arriving screen's now.
  func shimFinishTabBarChange(completed: Bool) {
    defer {
      shimStorage.tabBarBeforeRun = nil
      shimStorage.tabBarAtEnd = nil
    }
    guard let host = shimHostingTabBarController, let before = shimStorage.tabBarBeforeRun
    else { return }
    let hidden = completed ? shimStorage.tabBarAtEnd ?? host.shimStorage.tabBarHidden : before
    host.shimStorage.tabBarHidden = hidden
    if let bar = host.shimStorage.tabBar, bar.superview == nil { host.view.addSubview(bar) }
    UIView.performWithoutAnimation { host.shimLayoutTabBar() }
  }
}

// MARK: - Large titles across pushes and pops

extension UINavigationController {
  /// Whether the bar shows a large title for the stack as it is: its `prefersLargeTitles`, and
  /// the top item's mode, an `automatic` one inheriting the previous item's (the root's
  /// `automatic` shows a large title, as UIKit's header says).
  private var shimWantsLargeTitle: Bool {
    guard let bar = shimStorage.navigationBar, bar.prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.shimStorage.navigationItem?.largeTitleDisplayMode ?? .automatic {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar's `prefersLargeTitles` changed: outside a push or pop, the bar takes its height at
  /// once.
  func shimUpdateLargeTitle() {
    guard shimStorage.run == nil else { return }
    shimStorage.largeTitle = shimWantsLargeTitle
    UIView.performWithoutAnimation { shimLayoutBars() }
  }

  /// A push or pop starts (the stack already changed): the bar takes the height of the arriving
  /// top item's title as `ShimBehaviour.largeTitleDuringTransition` says; without a coordinator
  /// (a transition that is not animated) at once.
  func shimStartLargeTitleChange(coordinator: ShimTransitionCoordinator?) {
    let large = shimWantsLargeTitle
    guard large != shimStorage.largeTitle else { return }
    guard let coordinator else {
      shimStorage.largeTitle = large
      return UIView.performWithoutAnimation { shimLayoutBars() }
    }
    shimStorage.largeTitleBeforeRun = shimStorage.largeTitle
    switch ShimBehaviour.read.largeTitleDuringTransition {
    case .alongside:
      shimStorage.largeTitle = large
      coordinator.animate(alongsideTransition: { [weak self] _ in self?.shimLayoutBars() })
    case .immediately:
      shimStorage.largeTitle = large
      UIView.performWithoutAnimation { shimLayoutBars() }
    case .atEnd:
      break
    }
  }

  /// The push or pop ended: a cancelled one gives the bar the height it had as it started, a
  /// completed one the arriving top item's; laid out at once.
  func shimFinishLargeTitleChange(completed: Bool) {
    guard let before = shimStorage.largeTitleBeforeRun else { return }
    shimStorage.largeTitleBeforeRun = nil
    shimStorage.largeTitle = completed ? shimWantsLargeTitle : before
    UIView.performWithoutAnimation { shimLayoutBars() }
  }
}

// MARK: - Toolbar items and bar appearances across pushes and pops

// https://developer.apple.com/documentation/uikit/uibaritem
// Apple: `@MainActor class UIBarItem`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The abstract superclass
// of bar items; only the title is modelled.
@MainActor
open class UIBarItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  // Apple: `var title: String? { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  open var title: String?
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// Apple: `@MainActor class UIBarButtonItem`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A UIBarItem subclass
// (`init()` and `title` inherited); only its identity and title are modelled.
@MainActor
open class UIBarButtonItem: UIBarItem {}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
  // Apple: `var toolbarItems: [UIBarButtonItem]? { get set }`
  // "If this view controller is embedded inside a navigation controller interface, and the
  // navigation controller displays a toolbar, this property identifies the items to display in
  // that toolbar." Setting it is `setToolbarItems(_:animated: false)`.
  @available(tvOS, unavailable)
  public var toolbarItems: [UIBarButtonItem]? {
    get { shimStorage.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/settoolbaritems(_:animated:)
  // Apple: `func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool)`
  // "View controllers that are managed by a navigation controller can use this method to
  // specify toolbar items for the navigation controller's built-in toolbar. You can set the
  // toolbar items for your view controller before your view controller is displayed or after
  // it is already visible." The top view controller's items go to the toolbar at once (animated:
  // dissolved, as `UIToolbar.setItems(_:animated:)`), except while a push or pop runs, which
  // gives the toolbar the top screen's items as `ShimBehaviour.toolbarItemsDuringTransition`
  // says.
  @available(tvOS, unavailable)
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    shimStorage.toolbarItems = toolbarItems
    guard let navigation = navigationController, navigation.topViewController === self,
      !navigation.shimIsTransitioning, let toolbar = navigation.shimStorage.toolbar
    else { return }
    toolbar.setItems(toolbarItems, animated: animated)
  }
}

// https://developer.apple.com/documentation/uikit/uibarappearance
// Apple: `@MainActor class UIBarAppearance`
// "An object for customizing the basic appearance of system bars." iOS 13. Only the background
// colour is modelled.
@MainActor
open class UIBarAppearance: NSObject {
  // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
  // Apple: `@NSCopying var backgroundColor: UIColor? { get set }`
  // "The bar layers the specified color on top of any blur effects you specified in the
  // backgroundEffect property, and below the image in the backgroundImage property." The shim's
  // colours are immutable: the copy is the colour itself.
  open var backgroundColor: UIColor?
}

// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
// Apple: `@MainActor class UINavigationBarAppearance`
// "An object for customizing the appearance of a navigation bar." iOS 13. Made with the
// inherited `init()`; the properties the navigation bar and item store it in are `@NSCopying`.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// Shim-only: what `@NSCopying` stores: a new appearance with the same settings.
  func shimCopy() -> UINavigationBarAppearance {
    let copy = UINavigationBarAppearance()
    copy.backgroundColor = backgroundColor
    return copy
  }
}

/// Shim-only: what a bar draws of one set of toolbar items or of one navigation bar appearance,
/// filling the bar. A bar crossfades from one drawing to the next (Apple,
/// `UIToolbar.setItems(_:animated:)`: "removed items fade out and new items fade in"); the last
/// of the bar's drawings is what it shows once no crossfade runs.
@MainActor
public final class ShimBarDrawing: UIView {
  /// The toolbar items drawn (a toolbar's drawing).
  public let items: [UIBarButtonItem]?
  /// The appearance drawn (a navigation bar's drawing).
  public let appearance: UINavigationBarAppearance?

  init(items: [UIBarButtonItem]?, appearance: UINavigationBarAppearance?, in bar: UIView) {
    self.items = items
    self.appearance = appearance
    super.init(frame: bar.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    isUserInteractionEnabled = false
    backgroundColor = appearance?.backgroundColor
  }

  required init?(coder: NSCoder) {
    fatalError("UIKit shim: a bar drawing is not decoded")
  }

  /// Whether this draws exactly `items` (the same items, by identity, in the same order; no
  /// items and nil are the same).
  public func draws(items other: [UIBarButtonItem]?) -> Bool {
    let mine = items ?? []
    let theirs = other ?? []
    return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0 === $1 }
  }
}

/// Shim-only: how a bar goes from what it draws to a new drawing.
@MainActor
enum ShimBarFade {
  /// At once.
  case none
  /// Dissolved on the bar's own animator, over `hideShowBarDuration`.
  case own
  /// Dissolved alongside a transition, through its coordinator; the transition's end settles it.
  case alongside(ShimTransitionCoordinator)
}

extension UIView {
  /// Shim-only: what this bar draws, bottom to top (two during a crossfade).
  public var shimDrawings: [ShimBarDrawing] { subviews.compactMap { $0 as? ShimBarDrawing } }

  /// Puts `drawing` on top of what the bar draws, as `fade` says.
  func shimDraw(_ drawing: ShimBarDrawing, fade: ShimBarFade) {
    let old = shimDrawings
    let dissolve = { [weak drawing] in
      drawing?.alpha = 1
      for view in old { view.alpha = 0 }
    }
    switch fade {
    case .none:
      for view in old { view.removeFromSuperview() }
      addSubview(drawing)
    case .own:
      UIView.performWithoutAnimation { drawing.alpha = 0 }
      addSubview(drawing)
      let animator = UIViewPropertyAnimator(
        duration: TimeInterval(UINavigationController.hideShowBarDuration), curve: .easeInOut,
        animations: dissolve)
      animator.addCompletion { [weak self, weak drawing] _ in
        guard let self, let drawing else { return }
        self.shimSettle(on: drawing)
      }
      animator.startAnimation()
    case .alongside(let coordinator):
      UIView.performWithoutAnimation { drawing.alpha = 0 }
      addSubview(drawing)
      coordinator.animate(alongsideTransition: { _ in dissolve() })
    }
  }

  /// Ends a crossfade on `drawing`, if the bar still draws it: the others go, it is opaque.
  func shimSettle(on drawing: ShimBarDrawing) {
    guard drawing.superview === self else { return }
    UIView.performWithoutAnimation {
      for view in shimDrawings where view !== drawing { view.removeFromSuperview() }
      drawing.alpha = 1
    }
  }
}

extension UINavigationBar {
  /// Shim-only: the appearance the bar shows (its top drawing's).
  public var shimShownAppearance: UINavigationBarAppearance? { shimDrawings.last?.appearance }

  func shimSetAppearance(_ appearance: UINavigationBarAppearance, fade: ShimBarFade) {
    shimDraw(ShimBarDrawing(items: nil, appearance: appearance, in: self), fade: fade)
  }
}

extension UIToolbar {
  /// Shim-only: the items the toolbar shows (its top drawing's).
  public var shimShownItems: [UIBarButtonItem]? { shimDrawings.last?.items }
}

extension UINavigationController {
  /// The appearance `bar` takes for the stack as it is: the top item's standard appearance, or
  /// the bar's own (the compact and scroll-edge appearances are not modelled: the shim's bar is
  /// never compact nor at a scroll view's edge).
  func shimTopAppearance(of bar: UINavigationBar) -> UINavigationBarAppearance {
    topViewController?.shimStorage.navigationItem?.standardAppearance ?? bar.standardAppearance
  }

  /// Outside a push or pop, the bar shows the top item's appearance at once.
  func shimShowTopAppearance() {
    guard shimStorage.run == nil, let bar = shimStorage.navigationBar else { return }
    let appearance = shimTopAppearance(of: bar)
    guard bar.shimShownAppearance !== appearance else { return }
    UIView.performWithoutAnimation { bar.shimSetAppearance(appearance, fade: .none) }
  }

  /// A push or pop starts (the stack already changed, the arriving screen's `viewWillAppear(_:)`
  /// has run): the toolbar takes the arriving screen's items and the bar the arriving item's
  /// appearance, where they differ from what they show, as
  /// `ShimBehaviour.toolbarItemsDuringTransition` and `barAppearanceDuringTransition` say (each
  /// consulted only then); without a coordinator (a transition that is not animated) at once.
  func shimStartBarContentChange(coordinator: ShimTransitionCoordinator?) {
    if let toolbar = shimStorage.toolbar {
      let items = topViewController?.toolbarItems
      if !(toolbar.shimDrawings.last?.draws(items: items) ?? false) {
        shimStartToolbarItemsChange(toolbar, to: items, coordinator: coordinator)
      }
    }
    if let bar = shimStorage.navigationBar {
      let appearance = shimTopAppearance(of: bar)
      if bar.shimShownAppearance !== appearance {
        shimStartAppearanceChange(bar, to: appearance, coordinator: coordinator)
      }
    }
  }

  private func shimStartToolbarItemsChange(
    _ toolbar: UIToolbar, to items: [UIBarButtonItem]?, coordinator: ShimTransitionCoordinator?
  ) {
    guard let coordinator else {
      return UIView.performWithoutAnimation { toolbar.shimSetItems(items, fade: .none) }
    }
    toolbar.shimItemsChangeUnderWay = true
    switch ShimBehaviour.read.toolbarItemsDuringTransition {
    case .alongside: toolbar.shimSetItems(items, fade: .alongside(coordinator))
    case .atStart: UIView.performWithoutAnimation { toolbar.shimSetItems(items, fade: .none) }
    case .atEnd: break
    }
  }

  private func shimStartAppearanceChange(
    _ bar: UINavigationBar, to appearance: UINavigationBarAppearance,
    coordinator: ShimTransitionCoordinator?
  ) {
    guard let coordinator else {
      return UIView.performWithoutAnimation { bar.shimSetAppearance(appearance, fade: .none) }
    }
    bar.shimAppearanceChangeUnderWay = true
    switch ShimBehaviour.read.barAppearanceDuringTransition {
    case .alongside: bar.shimSetAppearance(appearance, fade: .alongside(coordinator))
    case .atStart: UIView.performWithoutAnimation { bar.shimSetAppearance(appearance, fade: .none) }
    case .atEnd: break
    }
  }

  /// The push or pop ended (a cancelled one has put the stack back): where it changed them, the
  /// toolbar shows the top screen's items and the bar the top item's appearance, at once and
  /// opaque: a completed crossfade is settled, a cancelled one (faded back with the
  /// transition) or an `atStart` change goes back to the departing screen's, an `atEnd` change
  /// is made.
  func shimFinishBarContentChange() {
    if let toolbar = shimStorage.toolbar, toolbar.shimItemsChangeUnderWay {
      toolbar.shimItemsChangeUnderWay = false
      let items = topViewController?.toolbarItems
      if let drawing = toolbar.shimDrawings.last(where: { $0.draws(items: items) }) {
        toolbar.shimSettle(on: drawing)
        toolbar.shimItems = items
      } else {
        UIView.performWithoutAnimation { toolbar.shimSetItems(items, fade: .none) }
      }
    }
    if let bar = shimStorage.navigationBar, bar.shimAppearanceChangeUnderWay {
      bar.shimAppearanceChangeUnderWay = false
      let appearance = shimTopAppearance(of: bar)
      if let drawing = bar.shimDrawings.last(where: { $0.appearance === appearance }) {
        bar.shimSettle(on: drawing)
      } else {
        UIView.performWithoutAnimation { bar.shimSetAppearance(appearance, fade: .none) }
      }
    }
  }
}
