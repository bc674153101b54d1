// UIKit shim: the view controller transitioning protocols. See Basics.swift for the
// conventions. UIKit implements the context and coordinator protocols itself; the shim declares
// them so that glue code compiles and tests can supply their own conformers.

// Apple docs: "UITransitionContextViewControllerKey" (struct; RawRepresentable, Hashable,
// Sendable).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  // Apple docs: "UITransitionContextViewControllerKey.init(rawValue:)"
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's string.
  public let rawValue: String

  // Apple docs: "UITransitionContextViewControllerKey.from" (raw value unconfirmed).
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  // Apple docs: "UITransitionContextViewControllerKey.to" (raw value unconfirmed).
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

// Apple docs: "UITransitionContextViewKey" (struct; RawRepresentable, Hashable, Sendable).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  // Apple docs: "UITransitionContextViewKey.init(rawValue:)"
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's string.
  public let rawValue: String

  // Apple docs: "UITransitionContextViewKey.from" (raw value unconfirmed).
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  // Apple docs: "UITransitionContextViewKey.to" (raw value unconfirmed).
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

// Apple docs: "UIViewControllerContextTransitioning" (`@MainActor protocol
// UIViewControllerContextTransitioning : NSObjectProtocol`). Every member is required.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  // Apple docs: "UIViewControllerContextTransitioning.containerView"
  var containerView: UIView { get }
  // Apple docs: "UIViewControllerContextTransitioning.isAnimated"
  var isAnimated: Bool { get }
  // Apple docs: "UIViewControllerContextTransitioning.isInteractive"
  var isInteractive: Bool { get }
  // Apple docs: "UIViewControllerContextTransitioning.transitionWasCancelled"
  var transitionWasCancelled: Bool { get }
  // Apple docs: "UIViewControllerContextTransitioning.presentationStyle"
  var presentationStyle: UIModalPresentationStyle { get }
  // Apple docs: "UIViewControllerContextTransitioning.targetTransform"
  var targetTransform: CGAffineTransform { get }
  // Apple docs: "UIViewControllerContextTransitioning.updateInteractiveTransition(_:)"
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  // Apple docs: "UIViewControllerContextTransitioning.finishInteractiveTransition()"
  func finishInteractiveTransition()
  // Apple docs: "UIViewControllerContextTransitioning.cancelInteractiveTransition()"
  func cancelInteractiveTransition()
  // Apple docs: "UIViewControllerContextTransitioning.pauseInteractiveTransition()"
  func pauseInteractiveTransition()
  // Apple docs: "UIViewControllerContextTransitioning.completeTransition(_:)"
  func completeTransition(_ didComplete: Bool)
  // Apple docs: "UIViewControllerContextTransitioning.viewController(forKey:)"
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  // Apple docs: "UIViewControllerContextTransitioning.view(forKey:)"
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  // Apple docs: "UIViewControllerContextTransitioning.initialFrame(for:)"
  func initialFrame(for vc: UIViewController) -> CGRect
  // Apple docs: "UIViewControllerContextTransitioning.finalFrame(for:)"
  func finalFrame(for vc: UIViewController) -> CGRect
}

// Apple docs: "UIViewControllerAnimatedTransitioning" (`@MainActor protocol
// UIViewControllerAnimatedTransitioning : NSObjectProtocol`).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  // Apple docs: "UIViewControllerAnimatedTransitioning.transitionDuration(using:)"
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  // Apple docs: "UIViewControllerAnimatedTransitioning.animateTransition(using:)"
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  // Apple docs: "UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)" (optional
  // in UIKit; the default implementation below stops the process, since UIKit only calls it on
  // animators that implement it).
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  // Apple docs: "UIViewControllerAnimatedTransitioning.animationEnded(_:)" (optional in UIKit).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Default for the optional requirement: not implemented by this animator. The simulated
  /// UIKit recognises the object returned here and treats the transition as not interruptible,
  /// as UIKit does when `responds(to:)` says no.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    ShimUnimplementedAnimator.shared
  }

  /// Default for the optional requirement: nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

// Apple docs: "UIViewControllerInteractiveTransitioning" (`@MainActor protocol
// UIViewControllerInteractiveTransitioning : NSObjectProtocol`).
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  // Apple docs: "UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)"
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  // Apple docs: "UIViewControllerInteractiveTransitioning.completionSpeed" (optional in UIKit).
  var completionSpeed: CGFloat { get }
  // Apple docs: "UIViewControllerInteractiveTransitioning.completionCurve" (optional in UIKit).
  var completionCurve: UIView.AnimationCurve { get }
  // Apple docs: "UIViewControllerInteractiveTransitioning.wantsInteractiveStart" (optional in
  // UIKit).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Default for the optional requirement: full speed (1).
  public var completionSpeed: CGFloat { 1 }
  /// Default for the optional requirement: ease in-out.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// Default for the optional requirement: interactive from the start (true).
  public var wantsInteractiveStart: Bool { true }
}

// Apple docs: "UIViewControllerTransitioningDelegate" (`@MainActor protocol
// UIViewControllerTransitioningDelegate : NSObjectProtocol`). Every method is optional in UIKit;
// the defaults below answer nil ("use UIKit's own").
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  // Apple docs: "UIViewControllerTransitioningDelegate
  // .animationController(forPresented:presenting:source:)"
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple docs: "UIViewControllerTransitioningDelegate.animationController(forDismissed:)"
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  // Apple docs: "UIViewControllerTransitioningDelegate
  // .interactionControllerForPresentation(using:)"
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  // Apple docs: "UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)"
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  // Apple docs: "UIViewControllerTransitioningDelegate
  // .presentationController(forPresented:presenting:source:)" (`presenting: UIViewController?`)
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Default for the optional requirement: nil.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    nil
  }

  /// Default for the optional requirement: nil.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    nil
  }

  /// Default for the optional requirement: nil.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    nil
  }
}

// Apple docs: "UIViewControllerTransitionCoordinatorContext" (`@MainActor protocol
// UIViewControllerTransitionCoordinatorContext : NSObjectProtocol`). Every member is required.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.isAnimated"
  var isAnimated: Bool { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.presentationStyle"
  var presentationStyle: UIModalPresentationStyle { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.initiallyInteractive"
  var initiallyInteractive: Bool { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.isInterruptible"
  var isInterruptible: Bool { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.isInteractive"
  var isInteractive: Bool { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.isCancelled"
  var isCancelled: Bool { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.transitionDuration"
  var transitionDuration: TimeInterval { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.percentComplete"
  var percentComplete: CGFloat { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.completionVelocity"
  var completionVelocity: CGFloat { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.completionCurve"
  var completionCurve: UIView.AnimationCurve { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.viewController(forKey:)"
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.view(forKey:)"
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.containerView"
  var containerView: UIView { get }
  // Apple docs: "UIViewControllerTransitionCoordinatorContext.targetTransform"
  var targetTransform: CGAffineTransform { get }
}

// Apple docs: "UIViewControllerTransitionCoordinator" (`@MainActor protocol
// UIViewControllerTransitionCoordinator : UIViewControllerTransitionCoordinatorContext`).
// Declared minimally:
// `animateAlongsideTransition(in:animation:completion:)` and the notify methods are not.
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // Apple docs: "UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)"
  // (`-> Bool`, discardable as every imported Objective-C result).
  @discardableResult
  func animate(
    alongsideTransition animation: (
      (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
