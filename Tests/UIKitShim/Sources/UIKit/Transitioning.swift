// UIKit shim: the view controller transitioning protocols. See Basics.swift for the
// conventions. UIKit implements the context and coordinator protocols itself; the shim declares
// them so that glue code compiles and tests can supply their own conformers.

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
// Apple: `struct UITransitionContextViewControllerKey`
// The RawRepresentable, Hashable and Sendable conformances are not in the page's declaration
// (unconfirmed; they are what a typed string constant imports with).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:)
  // Apple: `init(rawValue: String)`
  // (page not retrieved: URL from the type page's Topics, declaration unconfirmed)
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's string.
  public let rawValue: String

  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
  // Apple: `static let from: UITransitionContextViewControllerKey`
  // Raw value unconfirmed (not on the page).
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
  // Apple: `static let to: UITransitionContextViewControllerKey`
  // Raw value unconfirmed (not on the page).
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
// Apple: `struct UITransitionContextViewKey`
// The RawRepresentable, Hashable and Sendable conformances are not in the page's declaration
// (unconfirmed; they are what a typed string constant imports with).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/init(rawvalue:)
  // Apple: `init(rawValue: String)`
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's string.
  public let rawValue: String

  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
  // Apple: `static let from: UITransitionContextViewKey`
  // (page not retrieved: URL from the type page's Topics, declaration unconfirmed). Raw value
  // unconfirmed.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
  // Apple: `static let to: UITransitionContextViewKey`
  // The page: "This view is typically the presented view controller's view but may also be an
  // ancestor of that view." Raw value unconfirmed.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
// Apple: `@MainActor protocol UIViewControllerContextTransitioning : NSObjectProtocol`
// Every member is required.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  // Apple: `var containerView: UIView { get }`
  var containerView: UIView { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
  // Apple: `var isAnimated: Bool { get }`
  var isAnimated: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
  // Apple: `var isInteractive: Bool { get }`
  var isInteractive: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
  // Apple: `var transitionWasCancelled: Bool { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  var transitionWasCancelled: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/presentationstyle
  // Apple: `var presentationStyle: UIModalPresentationStyle { get }`
  var presentationStyle: UIModalPresentationStyle { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/targettransform
  // Apple: `var targetTransform: CGAffineTransform { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  var targetTransform: CGAffineTransform { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
  // Apple: `func updateInteractiveTransition(_ percentComplete: CGFloat)`
  func updateInteractiveTransition(_ percentComplete: CGFloat)

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
  // Apple: `func finishInteractiveTransition()`
  func finishInteractiveTransition()

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
  // Apple: `func cancelInteractiveTransition()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  func cancelInteractiveTransition()

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/pauseinteractivetransition()
  // Apple: `func pauseInteractiveTransition()`
  // iOS 10.0.
  func pauseInteractiveTransition()

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  // Apple: `func completeTransition(_ didComplete: Bool)`
  func completeTransition(_ didComplete: Bool)

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
  // Apple: `func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?`
  @discardableResult
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
  // Apple: `func view(forKey key: UITransitionContextViewKey) -> UIView?`
  // The page: "The view returned by this method may or may not be the root view of the
  // corresponding view controller."
  @discardableResult
  func view(forKey key: UITransitionContextViewKey) -> UIView?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
  // Apple: `func initialFrame(for vc: UIViewController) -> CGRect`
  @discardableResult
  func initialFrame(for vc: UIViewController) -> CGRect

  // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
  // Apple: `func finalFrame(for vc: UIViewController) -> CGRect`
  // The page: CGRectZero "if the frame rectangle is not known or the view is not visible"; for
  // the covered view it "might be CGRectZero but it might also be a valid frame rectangle."
  @discardableResult
  func finalFrame(for vc: UIViewController) -> CGRect
}

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// Apple: `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol`
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  // Apple: `func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval`
  @discardableResult
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  // Apple: `func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)`
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
  // Apple: `optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating`
  // (@objc optional in UIKit.) iOS 10.0. The page: "You must return the same animator object
  // for the duration of the transition." The default implementation below returns a marker the
  // simulated UIKit reads as "not implemented", since UIKit only calls it on animators that
  // implement it.
  @discardableResult
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating

  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
  // Apple: `optional func animationEnded(_ transitionCompleted: Bool)`
  // (@objc optional in UIKit.)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Default for the optional requirement: not implemented by this animator. The simulated
  /// UIKit recognises the object returned here and treats the transition as not interruptible,
  /// as UIKit does when `responds(to:)` says no.
  @discardableResult
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    ShimUnimplementedAnimator.shared
  }

  /// Default for the optional requirement: nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
// Apple: `@MainActor protocol UIViewControllerInteractiveTransitioning : NSObjectProtocol`
// The optional `completionSpeed` and `completionCurve` are not declared: nothing here implements
// or reads them.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
  // Apple: `func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)`
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)

  // https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
  // Apple: `optional var wantsInteractiveStart: Bool { get }`
  // (@objc optional in UIKit.) iOS 10.0. The page: "even a transition that starts off as
  // noninteractive may become interactive later if it implements the
  // interruptibleAnimator(using:) method".
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Default for the optional requirement: interactive from the start (true; what UIKit assumes
  /// when the object does not implement it is not on the page: unconfirmed).
  public var wantsInteractiveStart: Bool { true }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
// Apple: `@MainActor protocol UIViewControllerTransitioningDelegate : NSObjectProtocol`
// Every method is optional in UIKit; the defaults below answer nil ("use UIKit's own").
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
  // Apple: `optional func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
  // (@objc optional in UIKit.)
  @discardableResult
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
  // Apple: `optional func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?`
  // (@objc optional in UIKit.)
  @discardableResult
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
  // Apple: `optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; it mirrors the
  // retrieved interactionControllerForDismissal(using:)). (@objc optional in UIKit.)
  @discardableResult
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
  // Apple: `optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?`
  // (@objc optional in UIKit.)
  @discardableResult
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  // Apple: `optional func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?`
  // (@objc optional in UIKit.) iOS 8.0.
  @discardableResult
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Default for the optional requirement: nil.
  @discardableResult
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  @discardableResult
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    nil
  }

  /// Default for the optional requirement: nil.
  @discardableResult
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  @discardableResult
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  @discardableResult
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    nil
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
// Apple: `@MainActor protocol UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`
// Every member is required. Used here only through UIViewController.transitionCoordinator.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
  // Apple: `var isAnimated: Bool { get }`
  var isAnimated: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle
  // Apple: `var presentationStyle: UIModalPresentationStyle { get }`
  var presentationStyle: UIModalPresentationStyle { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive
  // Apple: `var initiallyInteractive: Bool { get }`
  var initiallyInteractive: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinterruptible
  // Apple: `var isInterruptible: Bool { get }`
  // iOS 10.0.
  var isInterruptible: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  // Apple: `var isInteractive: Bool { get }`
  var isInteractive: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  // Apple: `var isCancelled: Bool { get }`
  var isCancelled: Bool { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
  // Apple: `var transitionDuration: TimeInterval { get }`
  var transitionDuration: TimeInterval { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/percentcomplete
  // Apple: `var percentComplete: CGFloat { get }`
  var percentComplete: CGFloat { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completionvelocity
  // Apple: `var completionVelocity: CGFloat { get }`
  var completionVelocity: CGFloat { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/completioncurve
  // Apple: `var completionCurve: UIView.AnimationCurve { get }`
  var completionCurve: UIView.AnimationCurve { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:)
  // Apple: `func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?`
  @discardableResult
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/view(forkey:)
  // Apple: `func view(forKey key: UITransitionContextViewKey) -> UIView?`
  // iOS 8.0.
  @discardableResult
  func view(forKey key: UITransitionContextViewKey) -> UIView?

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/containerview
  // Apple: `var containerView: UIView { get }`
  var containerView: UIView { get }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/targettransform
  // Apple: `var targetTransform: CGAffineTransform { get }`
  // iOS 8.0.
  var targetTransform: CGAffineTransform { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// Apple: `@MainActor protocol UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`
// Declared minimally: `animateAlongsideTransition(in:animation:completion:)` and the notify
// methods are not.
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // Apple: `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
  // A protocol requirement cannot carry a default argument in Swift source: the extension below
  // supplies the `completion: nil` form.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with Apple's default `completion` of nil.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
