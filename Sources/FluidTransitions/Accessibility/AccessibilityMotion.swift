/// The motion settings a transition is planned under, read once as it starts.
///
/// A transition reduces its motion (``TransitionScene/reduceMotion``, which styles with
/// `fadesUnderReduceMotion` answer with a cross-fade) when either setting is on: Reduce Motion,
/// or Prefer Cross-Fade Transitions (UIKit's `UIAccessibility.prefersCrossFadeTransitions`,
/// iOS 14: "whether the Reduce Motion and the Prefer Cross-Fade Transitions settings are in an
/// enabled state"). Both are read at the start of each transition, so a change in Settings
/// applies from the next transition; a transition already running keeps its plan.
package struct AccessibilityMotion: Hashable, Sendable {
  /// Whether Reduce Motion is on.
  package let reduceMotion: Bool
  /// Whether Prefer Cross-Fade Transitions is on (UIKit reports it only with Reduce Motion).
  package let prefersCrossFadeTransitions: Bool

  /// Creates the settings.
  package init(reduceMotion: Bool, prefersCrossFadeTransitions: Bool) {
    self.reduceMotion = reduceMotion
    self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
  }

  /// Whether the transition's scene reduces motion: either setting is on.
  package var reducesMotion: Bool { reduceMotion || prefersCrossFadeTransitions }
}
