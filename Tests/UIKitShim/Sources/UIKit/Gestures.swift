// UIKit shim: gesture recognizers. See Basics.swift for the conventions.
//
// There is no touch input on Linux and no Objective-C `Selector`, so UIKit's target-action API
// (`init(target:action:)`, `addTarget(_:action:)`) cannot be declared. Tests drive recognizers
// with the shim-only `shimSetState(_:)`, which calls the shim-only action handlers, and set the
// reported location, translation and velocity directly.

// Apple docs: "UIGestureRecognizer" (`@MainActor class UIGestureRecognizer`, subclass of
// NSObject).
@MainActor
open class UIGestureRecognizer: NSObject {
  // Apple docs: "UIGestureRecognizer.State" (enum, Int raw values).
  public enum State: Int, Sendable {
    // Apple docs: "UIGestureRecognizer.State.possible"
    case possible = 0
    // Apple docs: "UIGestureRecognizer.State.began"
    case began = 1
    // Apple docs: "UIGestureRecognizer.State.changed"
    case changed = 2
    // Apple docs: "UIGestureRecognizer.State.ended"
    case ended = 3
    // Apple docs: "UIGestureRecognizer.State.cancelled"
    case cancelled = 4
    // Apple docs: "UIGestureRecognizer.State.failed"
    case failed = 5

    // Apple docs: "UIGestureRecognizer.State.recognized" (the same value as .ended).
    public static var recognized: State { .ended }
  }

  // Apple docs: "UIGestureRecognizer.init()" (`convenience init()` in UIKit, where
  // `init(target:action:)` is the designated initializer; that one needs a Selector, which
  // Linux lacks, so it is omitted and `init()` is designated here).
  public override init() {
    super.init()
  }

  // Apple docs: "UIGestureRecognizer.state" (`var state: UIGestureRecognizer.State { get }`;
  // read-write only through the UIGestureRecognizerSubclass module, which the shim does not
  // have; tests use `shimSetState(_:)`).
  open private(set) var state: State = .possible

  // Apple docs: "UIGestureRecognizer.view" (`var view: UIView? { get }`)
  open var view: UIView? { shimView }

  /// Shim-only: set by UIView when the recognizer is attached or detached.
  weak var shimView: UIView?

  // Apple docs: "UIGestureRecognizer.delegate" (`weak var delegate: (any
  // UIGestureRecognizerDelegate)?`)
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  // Apple docs: "UIGestureRecognizer.isEnabled" (disabling cancels a gesture in progress).
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { shimSetState(.cancelled) }
    }
  }

  // Apple docs: "UIGestureRecognizer.cancelsTouchesInView"
  open var cancelsTouchesInView = true

  // Apple docs: "UIGestureRecognizer.location(in:)" (`func location(in view: UIView?) ->
  // CGPoint`; nil means window coordinates, in the shim the root of the recognizer's tree).
  @discardableResult
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return shimLocation }
    return view.convert(shimLocation, from: nil)
  }

  // Apple docs: "UIGestureRecognizer.require(toFail:)"
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    shimRequiredToFail.append(otherGestureRecognizer)
  }

  /// Shim-only: the recognizers passed to `require(toFail:)`, in order.
  public private(set) var shimRequiredToFail: [UIGestureRecognizer] = []

  /// Shim-only: where the gesture is, in window (root) coordinates; `location(in:)` converts it.
  public var shimLocation: CGPoint = .zero

  /// Shim-only: whether the recogniser fails to begin without a delegate (the system back
  /// swipe once UIKit has cleared its delegate).
  var shimBeginsOnlyWithDelegate = false

  /// Shim-only: called when the recogniser is about to begin (its delegate agreed), before its
  /// state changes: where a simulated UIKit acts before the state leaves `.possible`.
  var shimWillBegin: (() -> Void)?

  /// Shim-only: handlers called after each `shimSetState(_:)` (the stand-in for target-action).
  public private(set) var shimActions: [(UIGestureRecognizer) -> Void] = []

  /// Shim-only: adds a handler called after each state change made with `shimSetState(_:)`.
  public func shimAddAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
    shimActions.append(action)
  }

  /// Shim-only: moves the recognizer to `state` and calls the action handlers, as UIKit sends
  /// the action messages. Moving to .began asks the delegate's `gestureRecognizerShouldBegin(_:)`
  /// first and fails instead when it answers false.
  public func shimSetState(_ newState: State) {
    if newState == .began, let delegate, !delegate.gestureRecognizerShouldBegin(self) {
      state = .failed
      return
    }
    if newState == .began, delegate == nil, shimBeginsOnlyWithDelegate {
      state = .failed
      return
    }
    if newState == .began { shimWillBegin?() }
    state = newState
    for action in shimActions { action(self) }
  }
}

// Apple docs: "UIPanGestureRecognizer" (`@MainActor class UIPanGestureRecognizer`).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Shim-only: the translation in window (root) coordinates, a vector.
  public var shimTranslation: CGPoint = .zero
  /// Shim-only: the velocity in window (root) coordinates, in points per second.
  public var shimVelocity: CGPoint = .zero

  // Apple docs: "UIPanGestureRecognizer.translation(in:)" (`func translation(in view: UIView?)
  // -> CGPoint`; converted as a vector into `view`'s coordinates).
  @discardableResult
  open func translation(in view: UIView?) -> CGPoint {
    shimVector(shimTranslation, into: view)
  }

  // Apple docs: "UIPanGestureRecognizer.setTranslation(_:in:)"
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let view else {
      shimTranslation = translation
      return
    }
    let origin = view.convert(CGPoint.zero, to: nil)
    let tip = view.convert(translation, to: nil)
    shimTranslation = CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  // Apple docs: "UIPanGestureRecognizer.velocity(in:)" (`func velocity(in view: UIView?) ->
  // CGPoint`)
  @discardableResult
  open func velocity(in view: UIView?) -> CGPoint {
    shimVector(shimVelocity, into: view)
  }

  private func shimVector(_ vector: CGPoint, into view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(vector, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }
}

// Apple docs: "UIScreenEdgePanGestureRecognizer" (`@MainActor class
// UIScreenEdgePanGestureRecognizer`; iOS, iPadOS and Mac Catalyst only).
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  // Apple docs: "UIScreenEdgePanGestureRecognizer.edges" (`var edges: UIRectEdge`)
  open var edges: UIRectEdge = []
}

// Apple docs: "UILongPressGestureRecognizer" (`@MainActor class UILongPressGestureRecognizer`).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  // Apple docs: "UILongPressGestureRecognizer.minimumPressDuration" (`TimeInterval`, default 0.5
  // seconds).
  open var minimumPressDuration: TimeInterval = 0.5
}

// Apple docs: "UITapGestureRecognizer" (`@MainActor class UITapGestureRecognizer`). Only the
// class is modelled.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

// Apple docs: "UIGestureRecognizerDelegate" (`@MainActor protocol UIGestureRecognizerDelegate :
// NSObjectProtocol`). Every method is optional in UIKit: the defaults below answer as UIKit
// does when the delegate does not implement one.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // Apple docs: "UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)" (optional).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  // Apple docs: "UIGestureRecognizerDelegate.gestureRecognizer(_:
  // shouldRecognizeSimultaneouslyWith:)" (optional).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  // Apple docs: "UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRequireFailureOf:)"
  // (optional).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default for the optional requirement: begin (true).
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Default for the optional requirement: no simultaneous recognition (false).
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Default for the optional requirement: no failure requirement (false).
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}
