/// When VoiceOver hears of a transition: once, as it commits.
///
/// UIKit's `UIAccessibility.Notification.screenChanged` is for "when a new view appears that
/// occupies a major portion of the screen", with the element for VoiceOver to move to. A
/// transition's arriving screen has appeared only when the transition completes: not when it
/// starts (a finger may still take it back), and never when it is cancelled (the screen that
/// was there stays).
package enum ScreenChangeAnnouncement {
  /// Whether `event` is the one to announce: the transition completed.
  package static func isAnnounced(_ event: TransitionEvent) -> Bool {
    event == .completed(true)
  }
}
