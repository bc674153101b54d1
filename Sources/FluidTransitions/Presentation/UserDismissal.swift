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
/// 4. A dismissal that goes ahead is told with ``Message/willDismiss`` when UIKit begins it and
///    ``Message/didDismiss`` only if it completes. A cancelled interactive dismissal has had its
///    will-dismiss and hears nothing more: Apple points the delegate at the transition
///    coordinator for "interaction notifications", which is where a cancel shows.
///
/// A dismissal the app starts (`dismiss(animated:completion:)`) sends none of these (Apple:
/// "This method is not called if the presentation is dismissed programmatically").
///
/// One value per presentation. An attempt while a person's dismissal is already under way
/// (requested and not yet ended) is neither accepted nor refused: it is ignored.
public struct UserDismissal: Hashable, Sendable {
  /// A message for the presentation controller's delegate.
  public enum Message: Hashable, Sendable {
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case didAttemptToDismiss
    /// `presentationControllerWillDismiss(_:)`.
    case willDismiss
    /// `presentationControllerDidDismiss(_:)`.
    case didDismiss
  }

  /// Where a person's dismissal is.
  public enum Phase: Hashable, Sendable {
    /// None is under way: a dismissal that begins now is the app's.
    case idle
    /// Accepted: the next dismissal UIKit begins is the person's.
    case requested
    /// UIKit is running the person's dismissal.
    case dismissing
  }

  /// Where a person's dismissal is (``Phase/idle`` to begin with).
  public private(set) var phase = Phase.idle

  /// Creates the record of a presentation with no dismissal under way.
  public init() {}

  /// Whether a person may dismiss a presentation: never one that `isModalInPresentation`, and
  /// then `shouldDismiss` is not called; otherwise what `shouldDismiss` (the delegate's
  /// `presentationControllerShouldDismiss(_:)`) answers.
  public static func permits(isModalInPresentation: Bool, shouldDismiss: () -> Bool) -> Bool {
    !isModalInPresentation && shouldDismiss()
  }

  /// A person's attempt was refused (``permits(isModalInPresentation:shouldDismiss:)`` said
  /// no): the messages to send, ``Message/didAttemptToDismiss``, or none while a dismissal is
  /// under way.
  public mutating func refuse() -> [Message] {
    phase == .idle ? [.didAttemptToDismiss] : []
  }

  /// A person's dismissal goes ahead: the next dismissal UIKit begins is theirs. Call it before
  /// asking UIKit to dismiss, which may begin at once. Returns false, and changes nothing,
  /// while a dismissal is under way.
  public mutating func accept() -> Bool {
    guard phase == .idle else { return false }
    phase = .requested
    return true
  }

  /// UIKit did not begin the dismissal ``accept()`` announced (it refused the request): the
  /// next dismissal is the app's again. Ignored once UIKit has begun it.
  public mutating func dismissalDidNotBegin() {
    if phase == .requested { phase = .idle }
  }

  /// UIKit begins a dismissal (the presentation controller's `dismissalTransitionWillBegin()`):
  /// ``Message/willDismiss`` when it is a person's, nothing when it is the app's.
  public mutating func dismissalWillBegin() -> [Message] {
    guard phase == .requested else { return [] }
    phase = .dismissing
    return [.willDismiss]
  }

  /// UIKit ended a dismissal (the presentation controller's `dismissalTransitionDidEnd(_:)`):
  /// ``Message/didDismiss`` when a person's completed; nothing when it was cancelled or the
  /// app's. Either way the next attempt starts afresh.
  public mutating func dismissalDidEnd(completed: Bool) -> [Message] {
    let wasDismissing = phase == .dismissing
    phase = .idle
    return wasDismissing && completed ? [.didDismiss] : []
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
  ///     (``SheetDetentDriver/Release/value``).
  ///   - velocity: The sheet's velocity then, in points per second, upward positive
  ///     (``SheetDetentDriver/Release/velocity``).
  ///   - layout: The sheet's detents.
  ///   - deceleration: How the sheet projects a release
  ///     (``SheetDetentDriver/Configuration/deceleration``).
  ///
  /// Non-finite values count as ``SheetLayout/target(releasingAt:velocity:deceleration:isDismissible:minimumValue:)``
  /// counts them.
  public static func isAttempt(
    releasingAt value: Double, velocity: Double, in layout: SheetLayout,
    deceleration: Deceleration
  ) -> Bool {
    let target = layout.target(
      releasingAt: value, velocity: velocity, deceleration: deceleration, isDismissible: true)
    return target == .dismiss
  }
}
