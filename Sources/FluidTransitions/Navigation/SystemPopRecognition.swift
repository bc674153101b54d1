/// Whether a pop that UIKit asks the navigation delegate to animate comes from a system back
/// swipe (the edge's, or iOS 26's content swipe), whose pop UIKit then runs itself.
///
/// UIKit does not document whether it asks for the pop's animation controller before or after
/// the swipe's recogniser leaves `.possible`, so the recogniser's state alone cannot tell: a pop
/// is the swipe's while its recogniser is under way, or within ``requestWindow`` of the delegate
/// letting it begin. The answer is used once: a later pop is the swipe's only if the swipe is let
/// begin again.
///
/// | approved | recogniser under way | asked at (s after approval) | the swipe's pop |
/// |---|---|---|---|
/// | no | no | — | no |
/// | no | yes | — | yes |
/// | yes | no | ≤ 0.1 | yes |
/// | yes | no | > 0.1, or earlier than the approval, or not finite | no |
package struct SystemPopRecognition: Equatable, Sendable {
  /// How long after the swipe is let begin a pop request is taken to come from it, in seconds.
  package static let requestWindow = 0.1

  /// When the delegate last let a system swipe begin, in seconds on the delegate's clock.
  package private(set) var approvedAt: Double?

  /// Nothing approved yet.
  package init() {}

  /// The delegate answered whether a system swipe may begin, at `time` (seconds): an approval
  /// opens the window; a refusal closes it. A non-finite time approves nothing.
  package mutating func swipeMayBegin(_ allowed: Bool, at time: Double) {
    approvedAt = allowed && time.isFinite ? time : nil
  }

  /// Whether the pop UIKit asks for at `time` (seconds) is the system swipe's, given whether one
  /// of the swipes' recognisers is under way (`.began` or `.changed`); a yes uses the approval
  /// up.
  package mutating func popIsTheSwipes(recognizerUnderWay: Bool, at time: Double) -> Bool {
    defer { approvedAt = nil }
    if recognizerUnderWay { return true }
    guard let approvedAt, time.isFinite else { return false }
    let elapsed = time - approvedAt
    return elapsed >= 0 && elapsed <= Self.requestWindow
  }
}
