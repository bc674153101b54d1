// UIKit shim: gesture recognizers. See Basics.swift for the conventions.
//
// There is no touch input on Linux. Tests drive recognizers with the shim-only
// `shimSetState(_:)`, which sends the action to every target (UIKit's target-action, with the
// shim's `Selector`, which carries its method) and calls the shim-only action handlers, and set
// the reported location, translation and velocity directly.

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
// Apple: `@MainActor class UIGestureRecognizer`
// A subclass of NSObject.
@MainActor
open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  // Apple: `enum State`
  // Raw values (Int, 0 to 5 in declaration order) are not on the page: unconfirmed.
  public enum State: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
    // Apple: `case possible`
    case possible = 0
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
    // Apple: `case began`
    case began = 1
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
    // Apple: `case changed`
    case changed = 2
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
    // Apple: `case ended`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
    case ended = 3
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
    // Apple: `case cancelled`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
    case cancelled = 4
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
    // Apple: `case failed`
    case failed = 5
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
  // Apple: `convenience init()`
  // Designated here, so that the shim's subclasses can override it as UIKit's inherit it.
  public override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  // Apple: `init(target: Any?, action: Selector?)`
  // A convenience here (see `init()`): with both a target and an action, as
  // `addTarget(_:action:)`.
  public convenience init(target: Any?, action: Selector?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  // Apple: `func addTarget(_ target: Any, action: Selector)`
  // The action is sent to the target on every state change `shimSetState(_:)` makes, as UIKit
  // sends it, with the recogniser as the argument. The target is held weakly: the page does not
  // say that the recogniser retains it (see "Platform Assumptions").
  open func addTarget(_ target: Any, action: Selector) {
    shimTargets.append((ShimWeakTarget(target as AnyObject), action))
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
  // Apple: `func removeTarget(_ target: Any?, action: Selector?)`
  // nil matches every target, or every action.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    shimTargets.removeAll { entry in
      (object == nil || entry.target.value === object) && (action == nil || entry.action == action)
    }
  }

  /// Shim-only: the targets and actions of `addTarget(_:action:)`.
  private var shimTargets: [(target: ShimWeakTarget, action: Selector)] = []

  /// Shim-only: how many targets `addTarget(_:action:)` registered and `removeTarget(_:action:)`
  /// has not removed, gone or not: UIKit does not retain them, so a registration whose target
  /// is gone would have it send its action to freed memory.
  public var shimTargetCount: Int { shimTargets.count }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  // Apple: `var state: UIGestureRecognizer.State { get set }`
  // Setting it stores the state and nothing else (no action is sent); tests use
  // `shimSetState(_:)` to move the recognizer and deliver the action as UIKit would.
  open var state: State = .possible

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  // Apple: `var view: UIView? { get }`
  open var view: UIView? { shimView }

  /// Shim-only: set by UIView when the recognizer is attached or detached. A recogniser that
  /// leaves its view while it recognises is cancelled, or not, as
  /// `ShimBehaviour.recognizerRemovedMidGesture` says.
  weak var shimView: UIView? {
    willSet {
      guard shimView != nil, newValue !== shimView else { return }
      if ShimBehaviour.read.recognizerRemovedMidGesture == .cancelsBeforeLeaving {
        shimCancelIfUnderWay()
      }
    }
    didSet {
      guard oldValue != nil, oldValue !== shimView else { return }
      if ShimBehaviour.read.recognizerRemovedMidGesture == .cancelsAfterLeaving {
        shimCancelIfUnderWay()
      }
    }
  }

  /// Shim-only: a recogniser under way (`.began`, `.changed`) moves to `.cancelled`, sending
  /// its action.
  private func shimCancelIfUnderWay() {
    if state == .began || state == .changed { shimSetState(.cancelled) }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  // Apple: `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  // Apple: `var isEnabled: Bool { get set }`
  // The page: "Disables a gesture recognizers so it does not receive touches", and "If you
  // change this property to false while a gesture recognizer is currently recognizing a
  // gesture, the gesture recognizer transitions to a cancelled state." A disabled recogniser
  // fails to begin (`shimSetState(_:)`).
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { shimSetState(.cancelled) }
      if !isEnabled { ShimFailureRequirements.recognizerDidChange(self) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  // Apple: `var cancelsTouchesInView: Bool { get set }`
  // True by default, as the page says.
  open var cancelsTouchesInView = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
  // Apple: `func location(in view: UIView?) -> CGPoint`
  // nil means the window; in the shim, the root of the recognizer's tree.
  @discardableResult
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return shimLocation }
    return view.convert(shimLocation, from: nil)
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
  // Apple: `var numberOfTouches: Int { get }`
  // The number of touches the recognizer tracks: `shimNumberOfTouches` (1, or 2 for a pinch,
  // unless a test or a shim hook changes it).
  open var numberOfTouches: Int { shimNumberOfTouches }

  /// Shim-only: what `numberOfTouches` reports.
  public var shimNumberOfTouches = 1

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
  // Apple: `func require(toFail otherGestureRecognizer: UIGestureRecognizer)`
  // "This method creates a relationship with another gesture recognizer that delays the
  // current gesture recognizer's transition out of UIGestureRecognizer.State.possible": "If
  // otherGestureRecognizer transitions to UIGestureRecognizer.State.failed, the current gesture
  // recognizer transitions to its normal next state"; if it "transitions to recognized or
  // UIGestureRecognizer.State.began, the current gesture recognizer transitions to
  // UIGestureRecognizer.State.failed." The shim records the requirement (`shimRequiredToFail`)
  // and enforces it, with the delegates' dynamic ones, as `shimSetState(_:)` says.
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

  /// Shim-only: whether the recogniser was refused the finger that last landed
  /// (`UIWindow.shimTouchDown(at:)`, its delegate's `gestureRecognizer(_:shouldReceive:)`
  /// answering false): it cannot begin with that finger.
  public internal(set) var shimRefusedTouch = false

  /// Shim-only: hands the recogniser a finger that lands, as UIKit does before calling the
  /// recogniser's `touchesBegan(_:with:)`: a recogniser that had finished (ended, cancelled,
  /// failed) is back in `.possible`, as UIKit resets recognisers between touch sequences; the
  /// delegate is asked `gestureRecognizer(_:shouldReceive:)`; when it agrees, the recogniser's
  /// location is the finger's and a pan's translation and velocity start from zero.
  func shimReceive(_ touch: UITouch) {
    if state == .ended || state == .cancelled || state == .failed { state = .possible }
    let receiver = ShimGestureMessages.receiver(
      of: ShimGestureMessages.shouldReceiveTouch, delegate)
    shimRefusedTouch = !(receiver?.gestureRecognizer(self, shouldReceive: touch) ?? true)
    shimTrackedTouch = shimRefusedTouch ? nil : touch
    guard !shimRefusedTouch else { return }
    shimLocation = touch.shimLocation
    if let pan = self as? UIPanGestureRecognizer {
      pan.shimTranslation = .zero
      pan.shimVelocity = .zero
    }
  }

  /// Shim-only: the touch the recogniser was last handed and accepted
  /// (`UIWindow.shimTouchDown(at:)`): recognisers handed the same touch are recognising the same
  /// gesture, so one of them waits for those it requires to fail, and no two of them recognise
  /// together unless a delegate allows it.
  private(set) var shimTrackedTouch: UITouch?

  /// Shim-only: the recognisers this one waits for before it can begin (see `shimSetState(_:)`).
  private var shimAwaited: [ShimWeakTarget] = []
  /// Shim-only: whether the delegate agreed to the beginning this recogniser waits to make.
  private var shimDelegateAgreed = false

  /// Shim-only: whether the recogniser wants to begin and waits, still `.possible`, for
  /// recognisers it requires to fail.
  public var shimIsWaitingToBegin: Bool { !shimAwaited.isEmpty }

  /// Shim-only: moves the recognizer to `state` and calls the action handlers, as UIKit sends
  /// the action messages (a recogniser that fails sends none). Moving to `.began`:
  /// - fails when the recogniser is disabled, or was refused the finger that last landed;
  /// - applies its failure requirements: those of `require(toFail:)`, and those its delegate's
  ///   `gestureRecognizer(_:shouldRequireFailureOf:)` or another recogniser's delegate's
  ///   `gestureRecognizer(_:shouldBeRequiredToFailBy:)` set up with the enabled recognisers
  ///   that could share its touches (on its view, its view's superviews and subviews), asked
  ///   once per attempt. One it requires that is under way (`.began`, `.changed`) makes it
  ///   fail; one still `.possible` that tracks the same touch makes it wait, `.possible`, until
  ///   that one fails (then it begins, as it would have) or recognises (then it fails). The
  ///   shim plays recognisers one at a time in the order a test moves them: a required
  ///   recogniser that was not handed the same touch, or is disabled, counts as failed;
  /// - fails when another recogniser handed the same touch is under way and neither delegate's
  ///   `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` allows both ("by default no
  ///   two gestures can be recognized simultaneously");
  /// - asks the delegate's `gestureRecognizerShouldBegin(_:)` (before or after the wait, as
  ///   `ShimBehaviour.failureRequirementOrder` says) and fails when it answers false, or when
  ///   there is no delegate and the recogniser needs one.
  /// While it waits, `.changed` leaves it waiting; `.possible` ends the wait, and any other
  /// state makes it fail. While UIKit ignores interaction events
  /// (`ShimInteractionEvents.areIgnored`), a recogniser that has not begun fails instead.
  public func shimSetState(_ newState: State) {
    if newState != .possible, state == .possible || state == .failed,
      ShimInteractionEvents.areIgnored
    {
      if shimIsWaitingToBegin { shimStopWaiting() }
      return shimFail()
    }
    if shimIsWaitingToBegin {
      guard newState != .began, newState != .changed else { return }
      shimStopWaiting()
      guard newState == .possible else { return shimFail() }
    }
    guard newState != .began else { return shimBegin(delegateAgreed: false) }
    shimEnter(newState)
  }

  /// Begins, waits or fails; see `shimSetState(_:)`.
  fileprivate func shimBegin(delegateAgreed: Bool) {
    guard isEnabled, !shimRefusedTouch, !ShimInteractionEvents.areIgnored else {
      return shimFail()
    }
    var agreed = delegateAgreed
    if ShimBehaviour.read.failureRequirementOrder == .delegateAskedBeforeTheWait, !agreed {
      guard shimDelegateAllowsBeginning() else { return shimFail() }
      agreed = true
    }
    let required = shimFailureRequirements()
    guard !required.contains(where: { $0.state == .began || $0.state == .changed }) else {
      return shimFail()
    }
    let awaited = required.filter { $0.shimTracksTheTouch(of: self) }
    guard awaited.isEmpty else {
      shimAwaited = awaited.map { ShimWeakTarget($0) }
      shimDelegateAgreed = agreed
      ShimFailureRequirements.wait(self)
      return
    }
    guard !shimIsBlockedByARival() else { return shimFail() }
    guard agreed || shimDelegateAllowsBeginning() else { return shimFail() }
    shimWillBegin?()
    shimEnter(.began)
  }

  private func shimDelegateAllowsBeginning() -> Bool {
    guard let delegate else { return !shimBeginsOnlyWithDelegate }
    return delegate.gestureRecognizerShouldBegin(self)
  }

  private func shimEnter(_ newState: State) {
    state = newState
    for action in shimActions { action(self) }
    for (target, action) in shimTargets {
      if let object = target.value { action.shimSend(to: object, with: self) }
    }
    ShimFailureRequirements.recognizerDidChange(self)
  }

  fileprivate func shimFail() {
    state = .failed
    ShimFailureRequirements.recognizerDidChange(self)
  }

  /// The recognisers this one requires to fail before it begins, for this attempt.
  private func shimFailureRequirements() -> [UIGestureRecognizer] {
    var required = shimRequiredToFail
    for peer in shimPeers() where !required.contains(where: { $0 === peer }) {
      let requires =
        ShimGestureMessages.receiver(of: ShimGestureMessages.shouldRequireFailure, delegate)?
        .gestureRecognizer(self, shouldRequireFailureOf: peer) ?? false
      let requiredByPeer =
        ShimGestureMessages.receiver(of: ShimGestureMessages.shouldBeRequiredToFail, peer.delegate)?
        .gestureRecognizer(peer, shouldBeRequiredToFailBy: self) ?? false
      if requires || requiredByPeer {
        required.append(peer)
      }
    }
    return required.filter { $0 !== self && $0.isEnabled }
  }

  /// The enabled recognisers that could share this one's touches: those on its view, on its
  /// view's superviews and on its view's subviews.
  private func shimPeers() -> [UIGestureRecognizer] {
    guard let view else { return [] }
    func subtree(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(subtree) }
    let ancestors = sequence(first: view.superview, next: { $0?.superview }).compactMap { $0 }
    return (ancestors + subtree(view)).flatMap { $0.gestureRecognizers ?? [] }.filter {
      $0 !== self && $0.isEnabled
    }
  }

  /// Whether another recogniser handed the same touch is under way and neither delegate's
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` lets both recognise: "by
  /// default no two gestures can be recognized simultaneously".
  private func shimIsBlockedByARival() -> Bool {
    guard let touch = shimTrackedTouch else { return false }
    return shimPeers().contains { other in
      other.shimTrackedTouch === touch && (other.state == .began || other.state == .changed)
        && !Self.shimAllowsBoth(self, other) && !Self.shimAllowsBoth(other, self)
    }
  }

  /// Whether `recognizer`'s delegate lets it recognise alongside `other`.
  private static func shimAllowsBoth(
    _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
  ) -> Bool {
    let receiver = ShimGestureMessages.receiver(
      of: ShimGestureMessages.shouldRecognizeSimultaneously, recognizer.delegate)
    return receiver?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
      == true
  }

  /// Whether this recogniser, still deciding, tracks the touch `other` tracks.
  private func shimTracksTheTouch(of other: UIGestureRecognizer) -> Bool {
    guard state == .possible, isEnabled, let touch = shimTrackedTouch else { return false }
    return touch === other.shimTrackedTouch
  }

  fileprivate func shimStopWaiting() {
    shimAwaited = []
    shimDelegateAgreed = false
    ShimFailureRequirements.stopWaiting(self)
  }

  /// One recogniser this one waits for changed: it recognised (this one fails), or it failed,
  /// was reset without recognising or was disabled (this one waits for the others, or begins).
  fileprivate func shimAwaitedDidChange(_ awaited: UIGestureRecognizer) {
    guard shimAwaited.contains(where: { $0.value === awaited }) else { return }
    switch awaited.state {
    case .began, .changed, .ended:
      shimStopWaiting()
      shimFail()
    case .possible where awaited.isEnabled && awaited.shimIsWaitingToBegin:
      break
    default:
      shimAwaited.removeAll { $0.value == nil || $0.value === awaited }
      guard shimAwaited.isEmpty else { return }
      let agreed = shimDelegateAgreed
      shimStopWaiting()
      shimBegin(delegateAgreed: agreed)
    }
  }
}

/// Shim-only: the recognisers waiting for others to fail (UIKit's gesture environment), told
/// of every change of state of the others.
@MainActor
private enum ShimFailureRequirements {
  private static var waiting: [ShimWeakTarget] = []

  static func wait(_ recognizer: UIGestureRecognizer) {
    waiting.removeAll { $0.value == nil || $0.value === recognizer }
    waiting.append(ShimWeakTarget(recognizer))
  }

  static func stopWaiting(_ recognizer: UIGestureRecognizer) {
    waiting.removeAll { $0.value == nil || $0.value === recognizer }
  }

  static func recognizerDidChange(_ recognizer: UIGestureRecognizer) {
    let waiters = waiting.compactMap { $0.value as? UIGestureRecognizer }
    for waiter in waiters where waiter !== recognizer {
      waiter.shimAwaitedDidChange(recognizer)
    }
  }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// Apple: `@MainActor class UIPanGestureRecognizer`
// A subclass of UIGestureRecognizer.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Shim-only: the translation in window (root) coordinates, a vector.
  public var shimTranslation: CGPoint = .zero
  /// Shim-only: the velocity in window (root) coordinates, in points per second.
  public var shimVelocity: CGPoint = .zero

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  // Apple: `func translation(in view: UIView?) -> CGPoint`
  // Converted as a vector into `view`'s coordinates.
  @discardableResult
  open func translation(in view: UIView?) -> CGPoint {
    shimVector(shimTranslation, into: view)
  }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  // Apple: `func velocity(in view: UIView?) -> CGPoint`
  // Points per second, converted as a vector into `view`'s coordinates.
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

// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
// Apple: `@MainActor class UIPinchGestureRecognizer`
// A subclass of UIGestureRecognizer: "A continuous gesture recognizer that interprets pinching
// gestures involving two touches." Its `location(in:)` is, as the location(in:) page says of
// every recognizer, "usually the centroid of the touches involved in the gesture": tests set
// `shimLocation` to the fingers' centroid. What it does when one of the two fingers lifts, and
// the velocity it reports as it ends, Apple does not document: `shimLiftFinger(leavingOneAt:)`
// and `shimLiftFingers()` play them as `ShimBehaviour.pinchFingerLift` and
// `pinchVelocityOnLift` say.
@available(tvOS, unavailable)
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
  // Apple: `convenience init()`
  // As UIGestureRecognizer's; the pinch starts with its two touches.
  public override init() {
    super.init()
    shimNumberOfTouches = 2
  }

  // https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
  // Apple: `var scale: CGFloat { get set }`
  // "The scale factor relative to the points of the two touches in screen coordinates"; "an
  // absolute value that varies over time", 1 when the gesture is recognised. The page: "You may
  // set the scale factor, but doing so resets the velocity": setting it here sets
  // `shimVelocity` to 0. Backed by `shimScale`, which tests set to move the fingers.
  @available(tvOS, unavailable)
  open var scale: CGFloat {
    get { shimScale }
    set {
      shimScale = newValue
      shimVelocity = 0
    }
  }

  // https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/velocity
  // Apple: `var velocity: CGFloat { get }`
  // "The velocity of the pinch in scale factor per second." Backed by `shimVelocity`.
  open var velocity: CGFloat { shimVelocity }

  /// Shim-only: what `scale` reports (set it without resetting the velocity).
  public var shimScale: CGFloat = 1
  /// Shim-only: what `velocity` reports, in scale factor per second.
  public var shimVelocity: CGFloat = 0

  /// Shim-only: one of the two fingers lifts while the pinch is under way, the other staying
  /// at `remaining` (window coordinates). Under `ShimBehaviour.pinchFingerLift`
  /// `.continuesWithOneTouch` the recognizer goes on: one touch, its location the remaining
  /// finger's (a jump from the centroid), its scale unchanged, and `.changed` is sent; under
  /// `.endsThePinch` it ends: one touch, the velocity `pinchVelocityOnLift` gives, `.ended`, then
  /// `.possible`. Nothing happens when the pinch is not under way.
  public func shimLiftFinger(leavingOneAt remaining: CGPoint) {
    guard state == .began || state == .changed else { return }
    shimNumberOfTouches = 1
    shimLocation = remaining
    switch ShimBehaviour.read.pinchFingerLift {
    case .continuesWithOneTouch:
      shimSetState(.changed)
    case .endsThePinch:
      shimApplyVelocityOnLift()
      shimSetState(.ended)
      shimSetState(.possible)
    }
  }

  /// Shim-only: the last fingers lift: no touches, the velocity `pinchVelocityOnLift` gives,
  /// `.ended`, then `.possible`. Nothing happens when the pinch is not under way (it may have
  /// ended already as a finger lifted).
  public func shimLiftFingers() {
    guard state == .began || state == .changed else { return }
    shimNumberOfTouches = 0
    shimApplyVelocityOnLift()
    shimSetState(.ended)
    shimSetState(.possible)
  }

  private func shimApplyVelocityOnLift() {
    switch ShimBehaviour.read.pinchVelocityOnLift {
    case .lastMeasured: break
    case .zero: shimVelocity = 0
    case .notANumber: shimVelocity = .nan
    }
  }
}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
// Apple: `@MainActor class UIScreenEdgePanGestureRecognizer`
// A subclass of UIPanGestureRecognizer; the page lists iOS 7.0, iPadOS and Mac Catalyst only.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges
  // Apple: `var edges: UIRectEdge { get set }`
  // Empty by default (unconfirmed: the page gives no default).
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open var edges: UIRectEdge = []
}

// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
// Apple: `@MainActor class UILongPressGestureRecognizer`
// A subclass of UIGestureRecognizer.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
  // Apple: `var minimumPressDuration: TimeInterval { get set }`
  // Seconds; 0.5 by default, as the page says.
  open var minimumPressDuration: TimeInterval = 0.5
}

// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
// Apple: `@MainActor class UITapGestureRecognizer`
// A subclass of UIGestureRecognizer; only the class is modelled.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// Apple: `@MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol`
// Every method is optional in UIKit: the defaults below answer as UIKit does when the delegate
// does not implement one.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  // Apple: `optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). (@objc optional in
  // UIKit.)
  @discardableResult
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  // Apple: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool`
  // (@objc optional in UIKit.)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
  // Apple: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool`
  // iOS 3.2. "UIKit calls this method before calling the touchesBegan(_:with:) method of the
  // gesture recognizer"; true (the default) lets the recognizer see the touch. The shim asks it
  // in `UIWindow.shimTouchDown(at:)`. (@objc optional in UIKit.)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
  // Apple: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool`
  // iOS 7. "true to set up a dynamic failure requirement between gestureRecognizer and
  // otherGestureRecognizer"; "This method is called once per attempt to recognize, so failure
  // requirements can be determined lazily and may be set up between recognizers across view
  // hierarchies." The shim asks it as a recogniser tries to begin, and enforces the answer as
  // `require(toFail:)` (see `UIGestureRecognizer.shimSetState(_:)`). (@objc optional in UIKit.)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
  // Apple: `optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool`
  // iOS 7. "Asks the delegate if a gesture recognizer should be required to fail by another
  // gesture recognizer." Asked of the other recognisers' delegates as one tries to begin, and
  // enforced as `require(toFail:)`. (@objc optional in UIKit.)
  @discardableResult
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default for the optional requirement: begin (true).
  @discardableResult
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Default for the optional requirement: no simultaneous recognition (false).
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Default for the optional requirement: the recognizer sees the touch (true).
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  /// Default for the optional requirement: no failure requirement (false).
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// Default for the optional requirement: no failure requirement (false).
  @discardableResult
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}

// https://developer.apple.com/documentation/uikit/uitouch
// Apple: `@MainActor class UITouch`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) An NSObject subclass.
// UIKit makes touches; in the shim `UIWindow.shimTouchDown(at:)` does, or a test with
// `init(shimLocation:view:)`.
@MainActor
open class UITouch: NSObject {
  /// Shim-only: where the finger is, in window (root) coordinates.
  public let shimLocation: CGPoint
  private weak var shimView: UIView?

  /// Shim-only: a touch at `shimLocation` (window coordinates) delivered to `view`.
  public init(shimLocation: CGPoint, view: UIView?) {
    self.shimLocation = shimLocation
    self.shimView = view
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
  // Apple: `func location(in view: UIView?) -> CGPoint`
  // "Pass nil to get the touch location in the window's coordinates."
  @discardableResult
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return shimLocation }
    return view.convert(shimLocation, from: nil)
  }

  // https://developer.apple.com/documentation/uikit/uitouch/view
  // Apple: `var view: UIView? { get }`
  // "The view to which touches are being delivered, if any": the view the finger landed in
  // (the hit-test view).
  open var view: UIView? { shimView }
}

/// Shim-only: a target-action target, held weakly.
final class ShimWeakTarget {
  weak var value: AnyObject?

  init(_ value: AnyObject) {
    self.value = value
  }
}
