/// Whether a transition that has ended gives the focus back to the first responder its
/// departing screen had as it started (a text field with the keyboard up).
///
/// A cancelled transition leaves the screen as it was, focus included: if the responder lost
/// the focus during the transition (UIKit may have the departing view end editing as a custom
/// transition starts, and Apple does not say) and nothing else took it, it gets it back. A
/// completed transition leaves the focus alone: the departing view leaving its window resigns
/// it, once.
package enum FocusRestoration {
  /// Whether to make the departing screen's first responder the first responder again.
  ///
  /// - Parameters:
  ///   - completed: Whether the transition completed (false: cancelled).
  ///   - isFirstResponder: Whether the responder is the first responder now.
  ///   - isInWindow: Whether the responder is in a window now (one out of a window cannot
  ///     take the focus).
  ///   - focusIsElsewhere: Whether another responder in its window has the focus now (the
  ///     person, or the app, chose it).
  package static func restores(
    completed: Bool, isFirstResponder: Bool, isInWindow: Bool, focusIsElsewhere: Bool
  ) -> Bool {
    !completed && !isFirstResponder && isInWindow && !focusIsElsewhere
  }
}
