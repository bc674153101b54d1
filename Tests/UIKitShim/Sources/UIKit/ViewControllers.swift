// UIKit shim: view controllers and the presentation controller. See Basics.swift for the
// conventions.
//
// Containers keep UIKit's relationships (view controller stacks, selection, parent, presented
// and presenting) with simple behaviour, and run no transition: no delegate is consulted and no
// animator runs when pushing, popping, selecting, presenting or dismissing. Glue tests drive
// the transitioning objects directly with a context of their own.

// https://developer.apple.com/documentation/uikit/uiviewcontroller
// Apple: `@MainActor class UIViewController`
// A UIResponder subclass, as in UIKit; its other conformances are not modelled.
@MainActor
open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  // The designated initializer, as the page says; nibs are not modelled.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Required, as UIKit's
  // NSCoding conformance makes it; archives are not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIViewController.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // Apple: `init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) NSObject's
  // initializer; here init(nibName: nil, bundle: nil).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Shim-only: the frame `loadView()` gives a new root view (UIKit uses the screen's bounds;
  /// the shim uses a 390 × 844 point phone screen unless a test changes it).
  public static var shimDefaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

  private var shimView: UIView?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // Apple: `var view: UIView! { get set }`
  // Loaded on first access with loadView() then viewDidLoad(), as the page describes.
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

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  // Apple: `var viewIfLoaded: UIView? { get }`
  // iOS 9 on the page.
  open var viewIfLoaded: UIView? { shimView }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  // Apple: `var isViewLoaded: Bool { get }`
  open var isViewLoaded: Bool { shimView != nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  // Apple: `func loadView()`
  // Creates a plain view of `shimDefaultViewFrame`.
  open func loadView() {
    shimView = UIView(frame: Self.shimDefaultViewFrame)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // Apple: `func viewDidLoad()`
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
  // Apple: `func viewWillLayoutSubviews()`
  // iOS 5 on the page, whose words are "The default implementation of this method does
  // nothing."; called by the root view's `layoutIfNeeded()` before it lays out.
  open func viewWillLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  // Apple: `func viewDidLayoutSubviews()`
  // iOS 5 on the page. The default does nothing; called by the root view's `layoutIfNeeded()`
  // after it lays out.
  open func viewDidLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // Apple: `func viewWillAppear(_ animated: Bool)`
  // "called before the view controller's view is about to be added to a view hierarchy and
  // before any animations are configured for showing the view". The shim calls it (and the
  // three below) for a navigation controller's pushes and pops only: before the transition's
  // animation controller starts, and the did-methods when it completes. A cancelled transition
  // calls none of them (not modelled: Apple does not say what UIKit calls then).
  open func viewWillAppear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  // Apple: `func viewDidAppear(_ animated: Bool)`
  // "Notifies the view controller that its view was added to a view hierarchy."
  open func viewDidAppear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  // Apple: `func viewWillDisappear(_ animated: Bool)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  open func viewWillDisappear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  // Apple: `func viewDidDisappear(_ animated: Bool)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  open func viewDidDisappear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  // Apple: `var title: String? { get set }`
  open var title: String?

  // MARK: Relationships

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  // Apple: `weak var parent: UIViewController? { get }`
  // Computed over the weak `shimParent` (a computed property cannot be declared weak).
  open var parent: UIViewController? { shimParent }

  /// Shim-only: set by the containers of this module.
  weak var shimParent: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  // Apple: `func addChild(_ childController: UIViewController)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Makes the receiver the
  // child's parent; adding its view to the receiver's is the caller's part, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    childController.shimParent = self
    if !shimChildren.contains(where: { $0 === childController }) {
      shimChildren.append(childController)
    }
  }

  /// Shim-only: the children `addChild(_:)` added (`removeFromParent()` is not modelled).
  private var shimChildren: [UIViewController] = []

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  // Apple: `var children: [UIViewController] { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The controllers
  // `addChild(_:)` made children of this one and that still have it as their parent; a
  // navigation controller's are its stack, a tab bar controller's its view controllers.
  open var children: [UIViewController] { shimChildren.filter { $0.shimParent === self } }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // Apple: `var next: UIResponder? { get }`
  // The UIResponder page: "UIViewController similarly implements the method and returns its
  // view's superview".
  open override var next: UIResponder? { viewIfLoaded?.superview }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  // Apple: `func didMove(toParent parent: UIViewController?)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The notification a
  // container sends when the move is over; nothing to do in the shim.
  open func didMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  // Apple: `var navigationController: UINavigationController? { get }`
  // The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var candidate = parent
    while let current = candidate {
      if let navigation = current as? UINavigationController { return navigation }
      candidate = current.parent
    }
    return nil
  }

  // MARK: Presenting

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  // Apple: `var modalPresentationStyle: UIModalPresentationStyle { get set }`
  // iOS 3.2 on the page. Default .automatic (the retrieved part of the page does not state the
  // default; unconfirmed).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  // Apple: `var isModalInPresentation: Bool { get set }`
  // iOS 13. "The default value of this property is false. When you set it to true, UIKit
  // ignores events outside the view controller's bounds and prevents the interactive
  // dismissal of the view controller while it is onscreen." Apple's sample "Disabling the
  // pull-down gesture for a sheet"
  // (https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet)
  // sets it on the top view controller of the presented navigation controller, and says the
  // system does not call `presentationControllerShouldDismiss(_:)` while it is true "or when
  // dismissing the presentation programmatically". Stored only: UIKit has no user dismissal of
  // its own for a custom presentation (that is the presentation's own gesture, which must
  // consult it), and `dismiss(animated:completion:)` ignores it, as Apple's sample relies on.
  open var isModalInPresentation = false

  // MARK: The status bar

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
  // Apple: `var modalPresentationCapturesStatusBarAppearance: Bool { get set }`
  // "The default value of this property is false. When you present a view controller by
  // calling the present(_:animated:completion:) method, status bar appearance control is
  // transferred from the presenting to the presented view controller only if the presented
  // controller's modalPresentationStyle value is UIModalPresentationStyle.fullScreen."
  // `ShimStatusBar` follows that rule when it asks which controller decides.
  @available(tvOS, unavailable)
  open var modalPresentationCapturesStatusBarAppearance = false

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
  // Apple: `var preferredStatusBarStyle: UIStatusBarStyle { get }`
  // "If the return value from this method changes, call the setNeedsStatusBarAppearanceUpdate()
  // method." `.default` unless overridden (the page does not state the default; unconfirmed).
  @available(tvOS, unavailable)
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
  // Apple: `var prefersStatusBarHidden: Bool { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) False unless
  // overridden.
  @available(tvOS, unavailable)
  open var prefersStatusBarHidden: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
  // Apple: `var childForStatusBarStyle: UIViewController? { get }`
  // "If you return nil or do not override this method, the status bar style for self is
  // used." Nil unless overridden (UIKit's own containers' answers are not modelled).
  @available(tvOS, unavailable)
  open var childForStatusBarStyle: UIViewController? { nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  // Apple: `var childForStatusBarHidden: UIViewController? { get }`
  // "If you return nil or don't override this property, the status bar hidden/unhidden state
  // for self is used." Nil unless overridden.
  @available(tvOS, unavailable)
  open var childForStatusBarHidden: UIViewController? { nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  // Apple: `func setNeedsStatusBarAppearanceUpdate()`
  // "Call this method if the view controller's status bar attributes, such as hidden/unhidden
  // status or style, change. If you call this method within an animation block, the changes
  // are animated along with the rest of the animation block." The shim asks again at once
  // (`ShimStatusBar`), for the window of this controller's view.
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open func setNeedsStatusBarAppearanceUpdate() {
    guard let window = viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window
    else { return }
    ShimStatusBar.update(for: window)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  // Apple: `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`
  // iOS 7 on the page.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Shim-only: UIKit's private state of this controller's transitions and presentations.
  let shimStorage = ShimContainerStorage()

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  // Apple: `var presentingViewController: UIViewController? { get }`
  // iOS 5 on the page: the controller that presented this one, or the presenter of the
  // nearest presented ancestor.
  open var presentingViewController: UIViewController? {
    shimStorage.presenting ?? parent?.presentingViewController
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  // Apple: `var presentedViewController: UIViewController? { get }`
  // iOS 5 on the page: the controller this one, or its nearest presenting ancestor, presents.
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

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  // Apple: `var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { get }`
  // iOS 7 on the page. Backed by `shimTransitionCoordinator`, which the shim's containers set
  // on themselves and on both view controllers for every transition they run, UIKit's own pop
  // under the system back swipe included, from its creation until their work at its end is
  // done (`ShimContainers.swift`); ancestors are not consulted.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    shimTransitionCoordinator
  }

  /// Shim-only: what `transitionCoordinator` returns (set by the containers, or by a test).
  public var shimTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
  // Apple: `var preferredContentSize: CGSize { get set }`
  // "The preferred size for the view controller's view"; .zero (no preference) until set. A
  // change tells the presentation controller of a presented controller under
  // `ShimBehaviour.preferredContentSizeNotice`.
  open var preferredContentSize: CGSize {
    get { shimPreferredContentSize }
    set {
      let changed = newValue != shimPreferredContentSize
      shimPreferredContentSize = newValue
      guard changed, ShimBehaviour.read.preferredContentSizeNotice == .presentationController,
        presentingViewController != nil, let presentation = presentationController
      else { return }
      presentation.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// Shim-only: backs `preferredContentSize`.
  public var shimPreferredContentSize: CGSize = .zero

  // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)
  // Apple: `func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)`
  // (page not retrieved: URL by Apple's scheme.) UIContentContainer's default: does nothing.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  // Apple: `var presentationController: UIPresentationController? { get }`
  // iOS 8 on the page. Set by `present(_:animated:completion:)` and kept after dismissal
  // (unconfirmed); nil before, where UIKit would create one from modalPresentationStyle.
  open var presentationController: UIPresentationController? { shimPresentationController }

  /// Shim-only: what `presentationController` returns.
  public var shimPresentationController: UIPresentationController?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // Apple: `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
  // iOS 5 on the page. The presenter is the root-most ancestor. For the `.custom` style the
  // presented controller's transitioning delegate vends the presentation controller; its
  // animation and interaction controllers (or UIKit's own slide) run the transition in a
  // container view added to the window, from the next turn of the run loop
  // (`ShimContainers.swift`). Like UIKit, it ignores a presentation from a controller that
  // already presents one.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    shimRootAncestor.shimPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // Apple: `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
  // iOS 5 on the page. Dismisses what the receiver presents, or the receiver itself when it
  // presents nothing, with the transitioning delegate's dismissal controllers or UIKit's own.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    shimDismiss(animated: flag, completion: completion)
  }
}

// MARK: - Navigation

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// Apple: `@MainActor class UINavigationController`
// A UIViewController subclass, as in UIKit.
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
  // Apple: `enum Operation`
  // Int raw values 0, 1, 2 in the order of the page's constants (the page shows no values;
  // the Objective-C enum's values as other bindings of it list them).
  public enum Operation: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/none
    // Apple: `case none`
    case none = 0
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/push
    // Apple: `case push`
    case push = 1
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/pop
    // Apple: `case pop`
    case pop = 2
  }

  let shimPopGestureRecognizer = UIScreenEdgePanGestureRecognizer()
  /// Shim-only: iOS 26's content back swipe, made when the simulated UIKit is iOS 26 or later
  /// (`ShimBehaviour.systemVersion`, read when the navigation controller is made).
  private(set) var shimContentPopRecognizer: UIPanGestureRecognizer?

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  // Apple: `init(rootViewController: UIViewController)`
  // The root becomes the stack's first child: its `navigationController` is the receiver.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    shimConfigure()
    // Set in the declaring class's initializer, `viewControllers` does not run its didSet.
    viewControllers = [rootViewController]
    rootViewController.shimParent = self
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Required, as for
  // UIViewController; archives are not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UINavigationController.init(coder:) is not modelled")
  }

  /// UIKit's own handling of the system back swipe: its delegate and its action.
  private func shimConfigure() {
    shimPopGestureRecognizer.edges = .left
    let popDelegate = ShimPopGestureDelegate(self)
    shimStorage.popGestureDelegate = popDelegate
    shimPopGestureRecognizer.delegate = popDelegate
    shimPopGestureRecognizer.shimBeginsOnlyWithDelegate =
      ShimBehaviour.read.popGestureDelegate == .clearedWhenNavigationDelegateIsSet
    shimPopGestureRecognizer.shimAddAction { [weak self] recognizer in
      self?.shimHandlePopGesture(recognizer)
    }
    shimPopGestureRecognizer.shimWillBegin = { [weak self, unowned shimPopGestureRecognizer] in
      if ShimBehaviour.read.popGestureStateWhenAsked == .possible {
        self?.shimBeginSystemPop(shimPopGestureRecognizer)
      }
    }
    guard ShimBehaviour.read.systemVersion >= .iOS26 else { return }
    let contentPop = UIPanGestureRecognizer()
    let contentDelegate = ShimContentPopGestureDelegate(self)
    shimStorage.contentPopGestureDelegate = contentDelegate
    contentPop.delegate = contentDelegate
    contentPop.shimBeginsOnlyWithDelegate =
      ShimBehaviour.read.popGestureDelegate == .clearedWhenNavigationDelegateIsSet
    contentPop.shimAddAction { [weak self] recognizer in self?.shimHandlePopGesture(recognizer) }
    contentPop.shimWillBegin = { [weak self, unowned contentPop] in
      if ShimBehaviour.read.popGestureStateWhenAsked == .possible {
        self?.shimBeginSystemPop(contentPop)
      }
    }
    shimContentPopRecognizer = contentPop
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  // Apple: `func loadView()`
  // The navigation controller's view carries the interactive pop gesture recognizer, and shows
  // the top view controller's view.
  open override func loadView() {
    super.loadView()
    viewIfLoaded?.addGestureRecognizer(shimPopGestureRecognizer)
    if let shimContentPopRecognizer { viewIfLoaded?.addGestureRecognizer(shimContentPopRecognizer) }
    shimInstallTop()
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  // Apple: `weak var delegate: (any UINavigationControllerDelegate)? { get set }`
  // Under `ShimBehaviour.popGestureDelegate ==
  // .clearedWhenNavigationDelegateIsSet`, setting one clears the system back swipe's delegate,
  // and from iOS 26 the content back swipe's (developers report the same of it); under
  // `.restoredWhenNavigationDelegateIsSet`, setting one gives both their UIKit delegates back
  // and enables them.
  // The optional methods the shim sends through `responds(to:)` and message forwarding are
  // asked for when the delegate is set, or before each message
  // (`ShimBehaviour.delegateRespondsCaching`).
  open weak var delegate: (any UINavigationControllerDelegate)? {
    didSet {
      if delegate != nil {
        switch ShimBehaviour.read.popGestureDelegate {
        case .untouched:
          break
        case .clearedWhenNavigationDelegateIsSet:
          shimPopGestureRecognizer.delegate = nil
          shimContentPopRecognizer?.delegate = nil
        case .restoredWhenNavigationDelegateIsSet:
          shimPopGestureRecognizer.delegate = shimStorage.popGestureDelegate
          shimPopGestureRecognizer.isEnabled = true
          shimContentPopRecognizer?.delegate = shimStorage.contentPopGestureDelegate
          shimContentPopRecognizer?.isEnabled = true
        }
      }
      shimDelegateMessages.delegateWasSet(delegate)
    }
  }

  private let shimDelegateMessages = ShimOptionalMessages(selectors: [
    ShimOptionalMessages.supportedInterfaceOrientations
  ])

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  // Apple: `var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }`
  // A navigation controller's: its delegate's
  // `navigationControllerSupportedInterfaceOrientations(_:)` when the delegate responds to it
  // (sent as the runtime sends an optional method: to the delegate's forwarding target when it
  // does not implement it itself); otherwise `.all`.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    let answer = shimDelegateMessages.send(
      ShimOptionalMessages.supportedInterfaceOrientations, to: delegate
    ) { (receiver: any UINavigationControllerDelegate) in
      receiver.navigationControllerSupportedInterfaceOrientations(self)
    }
    return answer ?? .all
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  // Apple: `var viewControllers: [UIViewController] { get set }`
  // Root first; setting it reparents the controllers.
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

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  // Apple: `var topViewController: UIViewController? { get }`
  open var topViewController: UIViewController? { viewControllers.last }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  // Apple: `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`
  // iOS 7 on the page. In the shim a left-edge UIScreenEdgePanGestureRecognizer attached to the
  // navigation controller's view.
  @available(tvOS, unavailable)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { shimPopGestureRecognizer }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // Apple: `var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { get }`
  // iOS 26.0, iPadOS 26.0, Mac Catalyst 26.0, visionOS 26.0 on the page: "The navigation
  // controller installs this gesture recognizer on its view and uses it to interactively pop
  // the topmost view controller off the navigation stack when a person initially pans
  // horizontally in a leading to trailing direction in the view. It recognizes a gesture on
  // the entire content area of the navigation controller in cases that are not covered by
  // interactivePopGestureRecognizer and initiates an interactive pop." In the shim: a
  // UIPanGestureRecognizer on the navigation controller's view, whose UIKit delegate begins on
  // a leading-to-trailing horizontal pan when there is something to pop, and which drives
  // UIKit's own interactive pop as the edge swipe does; nil when the simulated UIKit is older
  // than iOS 26 (`ShimBehaviour.systemVersion`).
  @available(tvOS, unavailable)
  @available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    shimContentPopRecognizer
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // Apple: `func pushViewController(_ viewController: UIViewController, animated: Bool)`
  // The stack changes at once; the delegate's controllers, or UIKit's own slide, run the
  // transition. The page says pushing a controller already on the stack "throws an
  // exception"; the shim logs it and ignores the push.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    shimPush(viewController, animated: animated)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // Apple: `func popViewController(animated: Bool) -> UIViewController?`
  // Nil, doing nothing, when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    shimPop(animated: animated)
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
  // Apple: `@MainActor func accessibilityPerformEscape() -> Bool`
  // Apple documents no navigation controller's answer: VoiceOver's escape "returns to the
  // previous screen" in UIKit's own apps, and the switch `navigationControllerEscape` says how
  // (a pop as `popViewController(animated: true)` makes it, consulting the delegate; the same
  // without animation; or not at all). True when it popped.
  open override func accessibilityPerformEscape() -> Bool {
    guard viewControllers.count > 1, !shimIsTransitioning else { return false }
    switch ShimBehaviour.read.navigationControllerEscape {
    case .popsAnimated: return popViewController(animated: true) != nil
    case .popsWithoutAnimation: return popViewController(animated: false) != nil
    case .notHandled: return false
    }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  // Apple: `func popToRootViewController(animated: Bool) -> [UIViewController]?`
  // The controllers popped; nil when only the root is left.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    shimPopToRoot(animated: animated)
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  // Apple: `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
  // The page: "if controllers A, B, and C are on the stack and you set controllers D, A, and
  // B, this method uses a pop transition": a pop when the new top was in the stack, a push
  // when it was not, nothing when it is the top already.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    shimSetViewControllers(viewControllers, animated: animated)
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// Apple: `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`
// Its methods are @objc optional in UIKit: here the declared ones are requirements with
// default implementations (below) that stand for "not implemented".
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  // Apple: `optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)`
  // (@objc optional in UIKit) iOS 2 on the page.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  // Apple: `optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)`
  // (@objc optional in UIKit) iOS 2 on the page.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
  // Apple: `optional func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
  // (@objc optional in UIKit) iOS 7 on the page.
  @discardableResult
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
  // Apple: `optional func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?`
  // (@objc optional in UIKit) iOS 7 on the page.
  @discardableResult
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)
  // Apple: `optional func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; @objc optional in
  // UIKit.) A method the library's delegate does not implement: it reaches an app's earlier
  // delegate through message forwarding. The shim sends it through `ShimOptionalMessages`, so
  // a conformer that implements it says so in `responds(to:)`.
  @available(tvOS, unavailable)
  @discardableResult
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
  /// Default for the optional requirement: every orientation (never sent unless the delegate
  /// answers `responds(to:)` for it).
  @available(tvOS, unavailable)
  @discardableResult
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    .all
  }

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

  /// Default for the optional requirement: no custom animator (nil).
  @discardableResult
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: not interactive (nil).
  @discardableResult
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }
}

// MARK: - Tab bar

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
// Apple: `@MainActor class UITabBarController`
// A UIViewController subclass, as in UIKit.
@MainActor
open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(nibname:bundle:)
  // Apple: `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the declaration
  // follows UIViewController's init(nibName:bundle:) page.) Overridden, with init(coder:), so
  // that the class inherits init().
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Required, as for
  // UIViewController; archives are not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UITabBarController.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  // Apple: `weak var delegate: (any UITabBarControllerDelegate)? { get set }`
  // The optional methods the shim sends through `responds(to:)` and message forwarding are
  // asked for when the delegate is set, or before each message
  // (`ShimBehaviour.delegateRespondsCaching`).
  open weak var delegate: (any UITabBarControllerDelegate)? {
    didSet { shimDelegateMessages.delegateWasSet(delegate) }
  }

  private let shimDelegateMessages = ShimOptionalMessages(selectors: [
    ShimOptionalMessages.tabBarSupportedInterfaceOrientations
  ])

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
  // Apple: `var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }`
  // iOS 6 on the page (no tvOS). "When the device orientation changes, the system calls this
  // method on the root view controller or the topmost modal view controller that fills the
  // window" (`UIWindow.shimDeviceDidRotate()`). A tab bar controller's: its delegate's
  // `tabBarControllerSupportedInterfaceOrientations(_:)` when the delegate responds to it (sent
  // as the runtime sends an optional method: to the delegate's forwarding target when it does
  // not implement it itself); otherwise `.all`.
  @available(tvOS, unavailable)
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    let answer = shimDelegateMessages.send(
      ShimOptionalMessages.tabBarSupportedInterfaceOrientations, to: delegate
    ) { (receiver: any UITabBarControllerDelegate) in
      receiver.tabBarControllerSupportedInterfaceOrientations(self)
    }
    return answer ?? .all
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
  // Apple: `var tabs: [UITab] { get set }`
  // iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0 on the page: "To set the
  // tab bar's content, assign an array of UITab objects to this property." Empty until set.
  // Setting it makes each tab's view controller (`UITab.viewController`) and makes them the
  // tabs (`viewControllers`, in order): Apple does not say what `viewControllers` and
  // `selectedIndex` report for a tab bar controller configured with tabs. Taps on such a tab
  // bar controller ask and tell the delegate's `UITab` variants
  // (`ShimBehaviour.tabDelegateVariants`).
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  open var tabs: [UITab] {
    get { shimStorage.tabs.compactMap { $0 as? UITab } }
    set {
      shimStorage.tabs = newValue
      viewControllers = newValue.compactMap(\.viewController)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  // Apple: `func loadView()`
  // The tab bar controller's view shows the selected view controller's view.
  open override func loadView() {
    super.loadView()
    shimInstallSelected()
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  // Apple: `var viewControllers: [UIViewController]? { get set }`
  // Nil by default, as on the page. Setting it reparents the controllers, keeps the selection
  // on a tab that still exists (otherwise the first) and empties the More list's stack. "If
  // there are more view controllers than can fit in the tab bar, view controllers at the end of
  // the array are managed by the More navigation controller, which is itself not included in
  // this array": from the fifth on when there are six or more (`shimIsManagedByMore(_:)`).
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] where controller.shimParent === self {
        controller.shimParent = nil
        if controller.viewIfLoaded?.superview === shimStorage.transitionView {
          controller.view.removeFromSuperview()
        }
      }
      for controller in viewControllers ?? [] { controller.shimParent = self }
      shimViewControllersChanged(from: oldValue ?? [])
    }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  // Apple: `var selectedIndex: Int { get set }`
  // The page: "if the selected view controller is currently the More navigation controller,
  // this property contains the value NSNotFound": NSNotFound while More's list is on screen;
  // while a tab More manages is on screen (pushed on More's list), that tab's index. "Setting
  // this property changes the selected view controller to the one at the designated index",
  // a tab More manages included (shown inside the More navigation controller); "To select the
  // More navigation controller itself, you must change the value of the selectedViewController
  // property instead." Setting an index that is not a tab (NSNotFound among them) is ignored
  // and logged: Apple does not say what UIKit does with one, and the layer must never set one.
  // Whether a programmatic change asks the delegate for an animation controller is
  // `ShimBehaviour.programmaticTabSelection`; `shouldSelect` and `didSelect` are not called.
  open var selectedIndex: Int {
    get { shimSelectedIndex }
    set { shimSelectIndex(newValue, consultingDelegate: false) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  // Apple: `unowned(unsafe) var selectedViewController: UIViewController? { get set }`
  // The tab at `selectedIndex`, or the More navigation controller while its list is on screen.
  // The page: "you can use this property to select any of the view controllers in the
  // viewControllers property. This includes view controllers that are managed by the More
  // navigation controller … You can also use it to select the More navigation controller
  // itself" (which shows it as it was left: its list, or the tab pushed on it). Setting a
  // controller that is neither is ignored, and so is the More navigation controller while the
  // bar shows no More item (logged: Apple does not say what it would show).
  open var selectedViewController: UIViewController? {
    get { shimSelectedViewController }
    set { shimSelectViewController(newValue) }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller
  // Apple: `var moreNavigationController: UINavigationController { get }`
  // iOS 2.0, iPadOS 2.0, Mac Catalyst 13.1 on the page (no tvOS or visionOS): "This property
  // always contains a valid More navigation controller, even if a More button is not displayed
  // on the screen"; "The tab bar controller does not include the More navigation controller in
  // that array of objects" (`viewControllers`). Made on first use and the same object ever
  // after; a child of the tab bar controller whose root is the More list (a plain view
  // controller titled "More"). With six or more tabs the bar shows "only the first four items
  // plus the standard More item" (the class page): the shim is an iPhone, and Apple gives no
  // other number.
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open var moreNavigationController: UINavigationController { shimMoreNavigationController }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
// Apple: `@MainActor protocol UITabBarControllerDelegate : NSObjectProtocol`
// "All of the methods in this protocol are optional.": here the declared ones are
// requirements with default implementations (below) that stand for "not implemented".
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool`
  // (@objc optional in UIKit) iOS 3 on the page: "The tab bar controller calls this method in
  // response to the user tapping a tab bar item"; `viewController` is "The view controller
  // belonging to the tab that was tapped by the user" (for the More item, the shim passes the
  // More navigation controller). Returning false: "the current tab should remain active". The
  // shim asks it for taps only (`shimTapTab(at:)`, `shimTapMoreTab()`), never for a
  // programmatic selection.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)`
  // (@objc optional in UIKit) iOS 2 on the page: "it is called only in response to user taps in
  // the tab bar and is not called when your code changes the tab bar contents programmatically",
  // and "regardless of whether the selected view controller changed". The shim tells it after a
  // tap's selection (and after its transition starts), with the tapped tab's view controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
  // (@objc optional in UIKit) iOS 7 on the page.
  @discardableResult
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?`
  // (@objc optional in UIKit) iOS 7 on the page.
  @discardableResult
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontrollersupportedinterfaceorientations(_:)
  // Apple: `optional func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask`
  // (@objc optional in UIKit) iOS 7.0, iPadOS 7.0, Mac Catalyst 13.1 on the page (no tvOS, no
  // visionOS): "Called to allow the delegate to provide the complete set of supported interface
  // orientations for the tab bar controller." A method the library's delegate does not
  // implement: it reaches an app's earlier delegate through message forwarding. The shim sends
  // it through `ShimOptionalMessages`, so a conformer that implements it says so in
  // `responds(to:)`.
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @discardableResult
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
    -> UIInterfaceOrientationMask
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool`
  // (@objc optional in UIKit) iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0
  // on the page: "Asks the delegate whether the specified tab should be made active." "Return
  // YES if the specified tab can be selected by the user. Otherwise, return NO". The shim asks
  // it for taps on a tab bar controller configured with `tabs` (and the view-controller
  // variant too, or not, as `ShimBehaviour.tabDelegateVariants` says).
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselecttab:previoustab:)
  // Apple: `optional func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)`
  // (@objc optional in UIKit) iOS 18.0, visionOS 2.0 on the page: "Tells the delegate that the
  // user selected the specified selectedTab in the tab bar controller." The shim tells it after
  // a tap's selection on a tab bar controller configured with `tabs`, with the tab shown before
  // the tap as `previousTab`.
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
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
  @discardableResult
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: not interactive (nil).
  @discardableResult
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Default for the optional requirement: every orientation (never sent unless the delegate
  /// answers `responds(to:)` for it).
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @discardableResult
  public func tabBarControllerSupportedInterfaceOrientations(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientationMask {
    .all
  }

  /// Default for the optional requirement: select (true).
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool {
    true
  }

  /// Default for the optional requirement: nothing.
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {}
}

// https://developer.apple.com/documentation/uikit/uitab
// Apple: `@MainActor class UITab`
// iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0 on the page: "An object
// that manages a tab in a tab bar." An NSObject subclass, as in UIKit; only what the layer and
// the glue tests use is modelled.
@available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
open class UITab: NSObject {
  private let shimProvider: ((UITab) -> UIViewController)?
  private var shimViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uitab/init(title:image:identifier:viewcontrollerprovider:)
  // Apple: `init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil)`
  // "Creates a tab object." `identifier`: "Each identifier must be unique across all the tabs
  // managed by a UITabBarController"; `viewControllerProvider`: "The view controller that the
  // system presents when someone selects the tab." The image is not kept.
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.identifier = identifier
    shimProvider = viewControllerProvider
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uitab/title
  // Apple: `var title: String { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) "A tab's title" (the
  // class page's topics).
  open var title: String

  // https://developer.apple.com/documentation/uikit/uitab/identifier
  // Apple: `var identifier: String { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public let identifier: String

  // https://developer.apple.com/documentation/uikit/uitab/viewcontroller
  // Apple: `var viewController: UIViewController? { get }`
  // "The view controller that the system presents when someone selects a tab." Made by the
  // provider on first use (its `tab` is then this tab), the same one ever after; nil without a
  // provider.
  open var viewController: UIViewController? {
    if let shimViewController { return shimViewController }
    guard let controller = shimProvider?(self) else { return nil }
    controller.shimStorage.tab = self
    shimViewController = controller
    return controller
  }
}

// https://developer.apple.com/documentation/uikit/uiimage
// Apple: `class UIImage`
// "An object that manages image data in your app." Not isolated to an actor, as on the page; an
// NSObject subclass, as in UIKit. Only its existence is modelled (`UITab`'s initializer takes
// one).
open class UIImage: NSObject {}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tab
  // Apple: `weak var tab: UITab? { get }`
  // iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0 on the page: "The UITab
  // instance that was used to create the receiver, and represents the view controller. Default
  // is nil." Set when a tab's provider makes the view controller.
  @available(iOS 18.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, *)
  public var tab: UITab? { shimStorage.tab as? UITab }
}

// MARK: - Presentation controller

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
// Apple: `@MainActor class UIPresentationController`
// iOS 8 on the page. An NSObject subclass, as in UIKit; its other conformances are not
// modelled.
@MainActor
open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  // Apple: `init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)`
  // The designated initializer, as the page says.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    shimPresentedViewController = presentedViewController
    shimPresentingViewController = presentingViewController
    super.init()
  }

  private let shimPresentedViewController: UIViewController

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  // Apple: `var presentedViewController: UIViewController { get }`
  // The one given to the initializer.
  open var presentedViewController: UIViewController { shimPresentedViewController }

  /// Shim-only: the presenting controller given to the initializer (a test may set it later, as
  /// UIKit decides it at presentation time when nil was given). Weak: the presenter owns the
  /// presented controller, which owns this.
  public weak var shimPresentingViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
  // Apple: `var presentingViewController: UIViewController { get }`
  // The one given to the initializer, otherwise the presented controller's presenter (the page
  // warns that in UIKit it "may also not be the view controller used to initialize your
  // presentation controller").
  open var presentingViewController: UIViewController {
    guard
      let presenting = shimPresentingViewController
        ?? presentedViewController.presentingViewController
    else {
      fatalError("UIKit shim: UIPresentationController.presentingViewController is not known yet")
    }
    return presenting
  }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
  // Apple: `var containerView: UIView? { get }`
  // Backed by `shimContainerView`, nil until a test sets it.
  open var containerView: UIView? { shimContainerView }

  /// Shim-only: what `containerView` returns.
  public var shimContainerView: UIView?

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
  // Apple: `var presentedView: UIView? { get }`
  // By default the presented controller's view, as on the page.
  open var presentedView: UIView? { presentedViewController.view }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
  // Apple: `var frameOfPresentedViewInContainerView: CGRect { get }`
  // Overridable. By default the container's bounds (the page says "the frame rectangle of the
  // container view"), or .zero without a container.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  // Apple: `var shouldRemovePresentersView: Bool { get }`
  // Overridable; false by default, as on the page: "A Boolean value indicating whether the
  // presenting view controller's view should be removed when the presentation animations
  // finish" ... "If you implement a presentation that does not cover the presenting view
  // controller's content entirely, override this method and return false." When true, the
  // presented controller's presentation takes the presenter's view out of the window once the
  // presentation completes (what is behind a presented view that moves is then the bare
  // window) and puts it back after the dismissal; the transition contexts give the presenter's
  // view as their from-view (presenting) and to-view (dismissing) only when it is true (Apple's
  // CustomTransitions sample). When UIKit reads it, the page does not say:
  // `ShimBehaviour.presentersViewReads` (ShimContainers.swift).
  open var shouldRemovePresentersView: Bool { false }

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  // Apple: `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
  // iOS 8 on the page. Stored only: the shim's custom presentations have no user dismissal of
  // UIKit's own to tell the delegate about, and UIKit does not send the dismissal messages for
  // `dismiss(animated:completion:)` (see the protocol).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
  // Apple: `func presentationTransitionWillBegin()`
  // The default does nothing, as on the page.
  open func presentationTransitionWillBegin() {}

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
  // Apple: `func presentationTransitionDidEnd(_ completed: Bool)`
  // The default does nothing, as on the page.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
  // Apple: `func dismissalTransitionWillBegin()`
  open func dismissalTransitionWillBegin() {}

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
  // Apple: `func dismissalTransitionDidEnd(_ completed: Bool)`
  // The default does nothing, as on the page.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
  // Apple: `func containerViewWillLayoutSubviews()`
  open func containerViewWillLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)
  // Apple: `func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)`
  // (page not retrieved: URL by Apple's scheme; the declaration as UIHostingController's page
  // shows its override.) UIContentContainer's page: "All UIViewController and
  // UIPresentationController objects provide default implementations". The default does
  // nothing. When UIKit calls it for a presented controller is not documented:
  // `ShimBehaviour.preferredContentSizeNotice`.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
}

// https://developer.apple.com/documentation/uikit/uicontentcontainer
// Apple: `@MainActor protocol UIContentContainer : NSObjectProtocol`
// Only the two members the layer uses are declared.
@MainActor
public protocol UIContentContainer: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsize
  // Apple: `var preferredContentSize: CGSize { get }` ("The UIViewController class implements a
  // writable version of this property.")
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

extension UIPresentationController: UIContentContainer {}

extension UIViewController: UIContentContainer {}

extension UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsize
  // Apple: `var preferredContentSize: CGSize { get }` (UIContentContainer); the shim gives the
  // presented controller's.
  public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// Apple: `@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`
// Only the four dismissal methods (iOS 13 on their pages) are declared; the adaptivity methods
// are not modelled. They are `@objc optional` in UIKit: here requirements with default
// implementations (below) that stand for "not implemented". The shim never sends them itself:
// the two that announce a dismissal are "not called if the presentation is dismissed
// programmatically", and a custom presentation's user dismissals are its own gestures.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  // Apple: `optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool`
  // (@objc optional in UIKit) iOS 13. "true to allow the system to dismiss the presentation,
  // false to refuse the dismissal." "The system may call this method at any time."
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  // Apple: `optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)`
  // (@objc optional in UIKit) iOS 13. "Notifies the delegate that a user-initiated attempt to
  // dismiss a view was prevented": when `isModalInPresentation` is true or
  // `presentationControllerShouldDismiss(_:)` returns false.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  // Apple: `optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)`
  // (@objc optional in UIKit) iOS 13. "You can use this method to set up animations or
  // interaction notifications with the presentationController's transitionCoordinator. This
  // method is not called if the presentation is dismissed programmatically."
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  // Apple: `optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)`
  // (@objc optional in UIKit) iOS 13. "Notifies the delegate after a presentation is
  // dismissed." "This method is not called if the presentation is dismissed programmatically."
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Default for the optional requirement: allow (true), as UIKit does without it.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }

  /// Default for the optional requirement: nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Default for the optional requirement: nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Default for the optional requirement: nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
