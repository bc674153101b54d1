/// The dismissals a person starts — a tap on the dimming, a presentation's dismissal gesture, a
/// sheet thrown below its smallest detent — and what the presentation controller's delegate
/// (UIKit's `UIAdaptivePresentationControllerDelegate`) hears about them, in UIKit's order:
///
/// 1. A presentation that is modal (`isModalInPresentation`) refuses the attempt, and the
///    delegate is not asked (Apple: "the system doesn't call this method if
///    isModalInPresentation is true").
/// 2. Otherwise the delegate's `presentationControllerShouldDismiss(_:)` decides (true when it
///    does not implement it).
/// 3. A refusal is told with ``Message/didAttemptToDismiss`` ("a user-initiated attempt to
///    dismiss a view was prevented"), and nothing moves.
/// 4. A dismissal that goes ahead is a request (``accept()``, numbered by ``request``) that
///    UIKit may take or not. It is told with ``Message/willDismiss`` when UIKit begins it and
///    ``Message/didDismiss`` once UIKit has finished with it: the dismissal completed
///    (``dismissalDidEnd(completed:)``) and the completion of the `dismiss(animated:completion:)`
///    call that asked for it ran (``requestDidFinish(_:)``), in either order. So the delegate
///    hears it after the presenting view controller has appeared, where it may present again.
///    A cancelled interactive dismissal has had its will-dismiss and hears nothing more: Apple
///    points the delegate at the transition coordinator for "interaction notifications", which
///    is where a cancel shows.
/// 5. A request UIKit did not take — it ignored it (a presentation or a dismissal was in
///    progress) or dismissed something else (the presented controller's own child) — ends with
///    ``dismissalDidNotBegin(request:)`` or with the request's completion arriving before any
///    dismissal began: the next dismissal is the app's again, and a person may try again.
///
/// A dismissal the app starts (`dismiss(animated:completion:)`) sends none of these (Apple:
/// "This method is not called if the presentation is dismissed programmatically").
///
/// One value per presentation. An attempt while a person's dismissal is under way (requested
/// and not yet finished) is neither accepted nor refused: it is ignored.
package struct UserDismissal: Hashable, Sendable {
  /// A message for the presentation controller's delegate.
  package enum Message: Hashable, Sendable {
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case didAttemptToDismiss
    /// `presentationControllerWillDismiss(_:)`.
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`.
    case didDismiss
  }

  /// Where a person's dismissal is.
  package enum Phase: Hashable, Sendable {
    /// None is under way: a dismissal that begins now is the app's.
    case idle
    /// Accepted: the next dismissal UIKit begins is the person's.
    case requested
    /// UIKit is running the person's dismissal.
    case dismissing
    /// UIKit completed the person's dismissal and has not yet run the completion of the request.
    case dismissed
  }

  /// Where a person's dismissal is (``Phase/idle`` to begin with).
  package private(set) var phase = Phase.idle
  /// The number of the latest request ``accept()`` accepted: 1 for the first, 0 before it.
  package private(set) var request = 0
  /// Whether the completion of the request under way ran while UIKit was still dismissing.
  private var requestFinished = false

  /// Creates the record of a presentation with no dismissal under way.
  package init() {}

  /// Whether a person may dismiss a presentation: never one that `isModalInPresentation`, and
  /// then `shouldDismiss` is not called; otherwise what `shouldDismiss` (the delegate's
  /// `presentationControllerShouldDismiss(_:)`) answers.
  package static func permits(isModalInPresentation: Bool, shouldDismiss: () -> Bool) -> Bool {
    !isModalInPresentation && shouldDismiss()
  }

  /// A person's attempt was refused (``permits(isModalInPresentation:shouldDismiss:)`` said
  /// no): the messages to send, ``Message/didAttemptToDismiss``, or none while a dismissal is
  /// under way.
  package mutating func refuse() -> [Message] {
    phase == .idle ? [.didAttemptToDismiss] : []
  }

  /// A person's dismissal goes ahead: the next dismissal UIKit begins is theirs, and
  /// ``request`` numbers it. Call it before asking UIKit to dismiss, which may begin at once.
  /// Returns false, and changes nothing, while a dismissal is under way.
  package mutating func accept() -> Bool {
    guard phase == .idle else { return false }
    phase = .requested
    request += 1
    requestFinished = false
    return true
  }

  /// UIKit did not begin the dismissal ``accept()`` announced (it refused the request): the
  /// next dismissal is the app's again. Ignored once UIKit has begun it.
  package mutating func dismissalDidNotBegin() {
    if phase == .requested { phase = .idle }
  }

  /// Request number `request` has had time to begin and has not (UIKit ignored it): as
  /// ``dismissalDidNotBegin()``, when it is still the request under way; ignored otherwise.
  package mutating func dismissalDidNotBegin(request: Int) {
    if request == self.request { dismissalDidNotBegin() }
  }

  /// UIKit begins a dismissal (the presentation controller's `dismissalTransitionWillBegin()`):
  /// ``Message/willDismiss`` when it is a person's, nothing when it is the app's.
  package mutating func dismissalWillBegin() -> [Message] {
    guard phase == .requested else { return [] }
    phase = .dismissing
    return [.willDismiss]
  }

  /// UIKit ended a dismissal (the presentation controller's `dismissalTransitionDidEnd(_:)`): a
  /// person's that completed waits for its request's completion (``Phase/dismissed``), or is
  /// reported with ``Message/didDismiss`` when that already ran; nothing when it was cancelled
  /// or the app's, and the next attempt starts afresh.
  package mutating func dismissalDidEnd(completed: Bool) -> [Message] {
    guard phase == .dismissing, completed else {
      if phase != .dismissed { phase = .idle }
      return []
    }
    guard requestFinished else {
      phase = .dismissed
      return []
    }
    phase = .idle
    return [.didDismiss]
  }

  /// UIKit ran the completion of the `dismiss(animated:completion:)` call made for request
  /// number `request`: ``Message/didDismiss`` when the person's dismissal has completed; a
  /// request still waiting to begin is over (UIKit dismissed something else); nothing for an
  /// earlier request.
  package mutating func requestDidFinish(_ request: Int) -> [Message] {
    guard request == self.request else { return [] }
    switch phase {
    case .dismissed:
      phase = .idle
      return [.didDismiss]
    case .requested:
      phase = .idle
      return []
    case .dismissing:
      requestFinished = true
      return []
    case .idle:
      return []
    }
  }

  /// Whether a sheet's release that could not dismiss (the drag began while a dismissal was
  /// refused, so the sheet rubber-banded below its smallest detent) was an attempt to dismiss:
  /// whether it would have dismissed the sheet had the sheet been dismissible. This is the pull
  /// "with the intent to dismiss" that UIKit's own sheets answer with
  /// `presentationControllerDidAttemptToDismiss(_:)`, rather than every drag that stays between
  /// the detents.
  ///
  /// - Parameters:
  ///   - value: Where the sheet was when the finger lifted, in points
  ///     (`SheetDetentDriver.Release.value`).
  ///   - velocity: The sheet's velocity then, in points per second, upward positive
  ///     (`SheetDetentDriver.Release.velocity`).
  ///   - layout: The sheet's detents.
  ///   - deceleration: How the sheet projects a release
  ///     (`SheetDetentDriver.Configuration.deceleration`).
  ///
  /// Non-finite values count as `SheetLayout.target(releasingAt:velocity:deceleration:isDismissible:minimumValue:)`
  /// counts them.
  package static func isAttempt(
    releasingAt value: Double, velocity: Double, in layout: SheetLayout,
    deceleration: Deceleration
  ) -> Bool {
    let target = layout.target(
      releasingAt: value, velocity: velocity, deceleration: deceleration, isDismissible: true)
    return target == .dismiss
  }
}
