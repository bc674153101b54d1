// UIKit shim: view controllers and the presentation controller. See Basics.swift for the
// conventions.
//
// Containers keep UIKit's relationships (view controller stacks, selection, parent, presented
// and presenting) with simple behaviour, and run no transition: no delegate is consulted and no
// animator runs when pushing, popping, selecting, presenting or dismissing. Glue tests drive
// the transitioning objects directly with a context of their own.

// Apple docs: "UIViewController" (`@MainActor class UIViewController`, subclass of UIResponder).
@MainActor
open class UIViewController: UIResponder {
  // Apple docs: "UIViewController.init(nibName:bundle:)" (designated; nibs are not modelled).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // Apple docs: "UIViewController.init(coder:)" (`required init?(coder: NSCoder)`, required as
  // in UIKit; archives are not modelled).
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIViewController.init(coder:) is not modelled")
  }

  // Apple docs: "UIViewController" (`init()`, inherited from NSObject, is init(nibName: nil,
  // bundle: nil)).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Shim-only: the frame `loadView()` gives a new root view (UIKit uses the screen's bounds;
  /// the shim uses a 390 × 844 point phone screen unless a test changes it).
  public static var shimDefaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  private var shimView: UIView?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple docs: "UIViewController.view" (`var view: UIView!`, loaded on first access with
  // loadView() then viewDidLoad()).
  open var view: UIView! {
    get {
      if shimView == nil {
        loadView()
        if shimView == nil { shimView = UIView(frame: Self.shimDefaultViewFrame) }
        shimView?.shimViewController = self
        viewDidLoad()
      }
      return shimView
    }
    set {
      if shimView?.shimViewController === self { shimView?.shimViewController = nil }
      shimView = newValue
      newValue?.shimViewController = self
    }
  }

  // Apple docs: "UIViewController.viewIfLoaded" (`{ get }`)
  open var viewIfLoaded: UIView? { shimView }

  // Apple docs: "UIViewController.isViewLoaded" (`{ get }`)
  open var isViewLoaded: Bool { shimView != nil }

  // Apple docs: "UIViewController.loadView()" (creates a plain view of
  // `shimDefaultViewFrame`).
  open func loadView() {
    shimView = UIView(frame: Self.shimDefaultViewFrame)
  }

  // Apple docs: "UIViewController.viewDidLoad()"
  open func viewDidLoad() {}

  // Apple docs: "UIViewController.viewWillLayoutSubviews()" (the default implementation does
  // nothing; called by the root view's `layoutIfNeeded()` before it lays out).
  open func viewWillLayoutSubviews() {}

  // Apple docs: "UIViewController.viewDidLayoutSubviews()" (the default implementation does
  // nothing; called by the root view's `layoutIfNeeded()` after it lays out).
  open func viewDidLayoutSubviews() {}

  // Apple docs: "UIViewController.title" (`var title: String?`)
  open var title: String?

  // MARK: Relationships

  // Apple docs: "UIViewController.parent" (`var parent: UIViewController? { get }`)
  open var parent: UIViewController? { shimParent }

  /// Shim-only: set by the containers of this module.
  weak var shimParent: UIViewController?

  // Apple docs: "UIViewController.navigationController" (`{ get }`: the nearest ancestor that
  // is a navigation controller).
  open var navigationController: UINavigationController? {
    var candidate = parent
    while let current = candidate {
      if let navigation = current as? UINavigationController { return navigation }
      candidate = current.parent
    }
    return nil
  }

  // Apple docs: "UIViewController.tabBarController" (`{ get }`: the nearest ancestor that is a
  // tab bar controller).
  open var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let tabs = current as? UITabBarController { return tabs }
      candidate = current.parent
    }
    return nil
  }

  // MARK: Presenting

  // Apple docs: "UIViewController.modalPresentationStyle" (default .automatic since iOS 13).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  // Apple docs: "UIViewController.transitioningDelegate" (`weak var transitioningDelegate: (any
  // UIViewControllerTransitioningDelegate)?`)
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Shim-only: UIKit's private state of this controller's transitions and presentations.
  let shimStorage = ShimContainerStorage()

  // Apple docs: "UIViewController.presentingViewController" (`{ get }`: the controller that
  // presented this one, or the nearest presented ancestor's presenter).
  open var presentingViewController: UIViewController? {
    shimStorage.presenting ?? parent?.presentingViewController
  }

  // Apple docs: "UIViewController.presentedViewController" (`{ get }`: the controller this one,
  // or its nearest ancestor that presents, presents).
  open var presentedViewController: UIViewController? {
    shimStorage.presented ?? parent?.presentedViewController
  }

  /// Shim-only: the root-most ancestor, which UIKit makes the presenter of a full-screen or
  /// custom presentation.
  var shimRootAncestor: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  func shimLinkPresentation(_ presented: UIViewController) {
    shimStorage.presented = presented
    presented.shimStorage.presenting = self
  }

  func shimUnlinkPresentation(_ presented: UIViewController) {
    if shimStorage.presented === presented { shimStorage.presented = nil }
    if presented.shimStorage.presenting === self { presented.shimStorage.presenting = nil }
  }

  // Apple docs: "UIViewController.transitionCoordinator" (`var transitionCoordinator: (any
  // UIViewControllerTransitionCoordinator)? { get }`; backed by `shimTransitionCoordinator`,
  // since the shim runs no transitions).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    shimTransitionCoordinator
  }

  /// Shim-only: what `transitionCoordinator` returns (nil unless a test sets one).
  public var shimTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  // Apple docs: "UIViewController.presentationController" (`var presentationController:
  // UIPresentationController? { get }`). Set by `present(_:animated:completion:)` (and kept
  // after dismissal, as UIKit keeps it until the next presentation; unconfirmed); nil before.
  open var presentationController: UIPresentationController? { shimPresentationController }

  /// Shim-only: what `presentationController` returns.
  public var shimPresentationController: UIPresentationController?

  // Apple docs: "UIViewController.present(_:animated:completion:)" (`completion: (() -> Void)? =
  // nil`). The presenter is the root-most ancestor. For the `.custom` style the presented
  // controller's transitioning delegate vends the presentation controller; its animation and
  // interaction controllers (or UIKit's own slide) run the transition in a container view added
  // to the window (`ShimContainers.swift`). Like UIKit, it ignores a presentation from a
  // controller that already presents one.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    shimRootAncestor.shimPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  // Apple docs: "UIViewController.dismiss(animated:completion:)" (`completion: (() -> Void)? =
  // nil`: dismisses what the receiver presents, or the receiver itself when it presents
  // nothing), with the transitioning delegate's dismissal controllers or UIKit's own.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    shimDismiss(animated: flag, completion: completion)
  }
}

// MARK: - Navigation

// Apple docs: "UINavigationController" (`@MainActor class UINavigationController`, subclass of
// UIViewController).
@MainActor
open class UINavigationController: UIViewController {
  // Apple docs: "UINavigationController.Operation" (enum, Int raw values).
  public enum Operation: Int, Sendable {
    // Apple docs: "UINavigationController.Operation.none"
    case none = 0
    // Apple docs: "UINavigationController.Operation.push"
    case push = 1
    // Apple docs: "UINavigationController.Operation.pop"
    case pop = 2
  }

  private let shimPopGestureRecognizer = UIScreenEdgePanGestureRecognizer()

  // Apple docs: "UINavigationController.init(rootViewController:)" (the root becomes the
  // stack's first child: its `navigationController` is the receiver).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    shimConfigure()
    // Set in the declaring class's initializer, `viewControllers` does not run its didSet.
    viewControllers = [rootViewController]
    rootViewController.shimParent = self
  }

  // Apple docs: "UINavigationController.init(nibName:bundle:)"
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    shimConfigure()
  }

  // Apple docs: "UINavigationController.init(coder:)" (not modelled).
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UINavigationController.init(coder:) is not modelled")
  }

  private func shimConfigure() {
    shimPopGestureRecognizer.edges = .left
    let popDelegate = ShimPopGestureDelegate(self)
    shimStorage.popGestureDelegate = popDelegate
    shimPopGestureRecognizer.delegate = popDelegate
    shimPopGestureRecognizer.shimBeginsOnlyWithDelegate =
      ShimBehaviour.current.popGestureDelegate == .clearedWhenNavigationDelegateIsSet
    shimPopGestureRecognizer.shimAddAction { [weak self] recognizer in
      self?.shimHandlePopGesture(recognizer)
    }
    shimPopGestureRecognizer.shimWillBegin = { [weak self] in
      if ShimBehaviour.current.popGestureStateWhenAsked == .possible { self?.shimBeginSystemPop() }
    }
  }

  // Apple docs: "UIViewController.loadView()" (the navigation controller's view carries the
  // interactive pop gesture recognizer, and shows the top view controller's view).
  open override func loadView() {
    super.loadView()
    viewIfLoaded?.addGestureRecognizer(shimPopGestureRecognizer)
    shimInstallTop()
  }

  // Apple docs: "UINavigationController.delegate" (`weak var delegate: (any
  // UINavigationControllerDelegate)?`). Under `ShimBehaviour.popGestureDelegate ==
  // .clearedWhenNavigationDelegateIsSet`, setting one clears the system back swipe's delegate.
  open weak var delegate: (any UINavigationControllerDelegate)? {
    didSet {
      if delegate != nil,
        ShimBehaviour.current.popGestureDelegate == .clearedWhenNavigationDelegateIsSet
      {
        shimPopGestureRecognizer.delegate = nil
      }
    }
  }

  // Apple docs: "UINavigationController.viewControllers" (`var viewControllers:
  // [UIViewController]`, root first; setting it reparents the controllers).
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for controller in oldValue where controller.shimParent === self {
        controller.shimParent = nil
      }
      for controller in viewControllers { controller.shimParent = self }
      if !shimStorage.isUpdatingStack, !shimIsTransitioning, isViewLoaded,
        let top = topViewController,
        top.viewIfLoaded?.superview !== shimTransitionView
      {
        for controller in oldValue where controller.viewIfLoaded?.superview === shimTransitionView {
          controller.view.removeFromSuperview()
        }
        shimInstallTop()
      }
    }
  }

  // Apple docs: "UINavigationController.topViewController" (`{ get }`)
  open var topViewController: UIViewController? { viewControllers.last }

  // Apple docs: "UINavigationController.interactivePopGestureRecognizer"
  // (`var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`; in the shim a
  // left-edge UIScreenEdgePanGestureRecognizer attached to the navigation controller's view).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { shimPopGestureRecognizer }

  // Apple docs: "UINavigationController.pushViewController(_:animated:)" (the stack changes at
  // once; the delegate's controllers, or UIKit's own slide, run the transition).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    shimPush(viewController, animated: animated)
  }

  // Apple docs: "UINavigationController.popViewController(animated:)" (`-> UIViewController?`;
  // nil when only the root is left).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    shimPop(animated: animated)
  }

  // Apple docs: "UINavigationController.popToRootViewController(animated:)"
  // (`-> [UIViewController]?`: the controllers popped; nil when only the root is left).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    shimPopToRoot(animated: animated)
  }

  // Apple docs: "UINavigationController.setViewControllers(_:animated:)" (a push when the new
  // top was not in the stack, a pop when it was).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    shimSetViewControllers(viewControllers, animated: animated)
  }
}

// Apple docs: "UINavigationControllerDelegate" (`@MainActor protocol
// UINavigationControllerDelegate : NSObjectProtocol`). Every method is optional in UIKit: the
// defaults below stand for "not implemented".
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // Apple docs: "UINavigationControllerDelegate.navigationController(_:willShow:animated:)"
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  // Apple docs: "UINavigationControllerDelegate.navigationController(_:didShow:animated:)"
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  // Apple docs:
  // "UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)"
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
  // Apple docs: "UINavigationControllerDelegate
  // .navigationControllerPreferredInterfaceOrientationForPresentation(_:)"
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation
  // Apple docs: "UINavigationControllerDelegate
  // .navigationController(_:animationControllerFor:from:to:)"
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple docs: "UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)"
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Default for the optional requirement: nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Default for the optional requirement: nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Default for the optional requirement: every orientation (the shim's stand-in for "ask the
  /// navigation controller itself").
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    .all
  }

  /// Default for the optional requirement: portrait (the shim's stand-in for "ask the
  /// navigation controller itself").
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    .portrait
  }

  /// Default for the optional requirement: no custom animator (nil).
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: not interactive (nil).
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }
}

// MARK: - Tab bar

// Apple docs: "UITabBarController" (`@MainActor class UITabBarController`, subclass of
// UIViewController).
@MainActor
open class UITabBarController: UIViewController {
  // Apple docs: "UITabBarController" (init(nibName:bundle:), inherited designated initializer).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // Apple docs: "UITabBarController" (init(coder:); not modelled).
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UITabBarController.init(coder:) is not modelled")
  }

  // Apple docs: "UITabBarController.delegate" (`weak var delegate: (any
  // UITabBarControllerDelegate)?`)
  open weak var delegate: (any UITabBarControllerDelegate)?

  // Apple docs: "UIViewController.loadView()" (the tab bar controller's view shows the selected
  // view controller's view).
  open override func loadView() {
    super.loadView()
    shimInstallSelected()
  }

  // Apple docs: "UITabBarController.viewControllers" (`var viewControllers:
  // [UIViewController]?`; setting it reparents the controllers and keeps the selection in
  // range).
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] where controller.shimParent === self {
        controller.shimParent = nil
        if controller.viewIfLoaded?.superview === shimStorage.transitionView {
          controller.view.removeFromSuperview()
        }
      }
      for controller in viewControllers ?? [] { controller.shimParent = self }
      let count = viewControllers?.count ?? 0
      if selectedIndex >= count { selectedIndex = 0 }
      if isViewLoaded { shimInstallSelected() }
    }
  }

  // Apple docs: "UITabBarController.selectedIndex" (`var selectedIndex: Int`). Whether a
  // programmatic change asks the delegate for an animation controller is
  // `ShimBehaviour.programmaticTabSelection`; `shouldSelect` and `didSelect` are not called.
  open var selectedIndex = 0 {
    didSet { shimSelectionChanged(from: oldValue, programmatic: true) }
  }

  // Apple docs: "UITabBarController.selectedViewController" (`var selectedViewController:
  // UIViewController?`; setting a controller that is not a tab is ignored).
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
        return nil
      }
      return controllers[selectedIndex]
    }
    set {
      guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }
}

// Apple docs: "UITabBarControllerDelegate" (`@MainActor protocol UITabBarControllerDelegate :
// NSObjectProtocol`). Every method is optional in UIKit: the defaults below stand for "not
// implemented".
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // Apple docs: "UITabBarControllerDelegate.tabBarController(_:shouldSelect:)"
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // Apple docs: "UITabBarControllerDelegate.tabBarController(_:didSelect:)"
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  // Apple docs: "UITabBarControllerDelegate
  // .tabBarController(_:animationControllerForTransitionFrom:to:)"
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple docs: "UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)"
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  /// Default for the optional requirement: select (true).
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }

  /// Default for the optional requirement: nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  /// Default for the optional requirement: no custom animator (nil).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: not interactive (nil).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }
}

// MARK: - Presentation controller

// Apple docs: "UIPresentationController" (`@MainActor class UIPresentationController`, subclass
// of NSObject).
@MainActor
open class UIPresentationController: NSObject {
  // Apple docs: "UIPresentationController.init(presentedViewController:presenting:)"
  // (designated; `presenting: UIViewController?`).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    shimPresentingViewController = presentingViewController
    super.init()
  }

  // Apple docs: "UIPresentationController.presentedViewController" (`{ get }`)
  public let presentedViewController: UIViewController

  /// Shim-only: the presenting controller given to the initializer (a test may set it later, as
  /// UIKit decides it at presentation time when nil was given).
  public var shimPresentingViewController: UIViewController?

  // Apple docs: "UIPresentationController.presentingViewController" (`var
  // presentingViewController: UIViewController { get }`): the one given to the initializer,
  // otherwise the presented controller's presenter.
  open var presentingViewController: UIViewController {
    guard
      let presenting = shimPresentingViewController
        ?? presentedViewController.presentingViewController
    else {
      fatalError("UIKit shim: UIPresentationController.presentingViewController is not known yet")
    }
    return presenting
  }

  // Apple docs: "UIPresentationController.containerView" (`var containerView: UIView? { get }`;
  // backed by `shimContainerView`, nil until a test sets it).
  open var containerView: UIView? { shimContainerView }

  /// Shim-only: what `containerView` returns.
  public var shimContainerView: UIView?

  // Apple docs: "UIPresentationController.presentedView" (`var presentedView: UIView? { get }`;
  // by default the presented controller's view).
  open var presentedView: UIView? { presentedViewController.view }

  // Apple docs: "UIPresentationController.frameOfPresentedViewInContainerView" (`{ get }`,
  // overridable; by default the container's bounds).
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  // Apple docs: "UIPresentationController.shouldRemovePresentersView" (`{ get }`, overridable;
  // false by default).
  open var shouldRemovePresentersView: Bool { false }

  // Apple docs: "UIPresentationController.presentationTransitionWillBegin()"
  open func presentationTransitionWillBegin() {}

  // Apple docs: "UIPresentationController.presentationTransitionDidEnd(_:)"
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  // Apple docs: "UIPresentationController.dismissalTransitionWillBegin()"
  open func dismissalTransitionWillBegin() {}

  // Apple docs: "UIPresentationController.dismissalTransitionDidEnd(_:)"
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // Apple docs: "UIPresentationController.containerViewWillLayoutSubviews()"
  open func containerViewWillLayoutSubviews() {}

  // Apple docs: "UIPresentationController.containerViewDidLayoutSubviews()"
  open func containerViewDidLayoutSubviews() {}
}
