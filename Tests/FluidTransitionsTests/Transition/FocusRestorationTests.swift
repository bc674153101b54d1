import Testing

@testable import FluidTransitions

/// `FocusRestoration`: a transition gives the focus back to its departing screen's first
/// responder only when it was cancelled (the screen stays), the responder lost the focus on the
/// way, it is still in a window, and nothing else took the focus; every other combination
/// leaves the focus where it is.
@Suite("Transition: the departing screen's focus after a transition")
struct FocusRestorationTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let completed: Bool
    let isFirstResponder: Bool
    let isInWindow: Bool
    let focusIsElsewhere: Bool

    var testDescription: String {
      [
        completed ? "completed" : "cancelled", isFirstResponder ? "focused" : "unfocused",
        isInWindow ? "in a window" : "out of any window",
        focusIsElsewhere ? "focus elsewhere" : "no other focus",
      ].joined(separator: ", ")
    }
  }

  static let rows: [Row] = [false, true].flatMap { completed in
    [false, true].flatMap { focused in
      [false, true].flatMap { inWindow in
        [false, true].map { elsewhere in
          Row(
            completed: completed, isFirstResponder: focused, isInWindow: inWindow,
            focusIsElsewhere: elsewhere)
        }
      }
    }
  }

  /// The one combination that restores the focus.
  static let restoring = Row(
    completed: false, isFirstResponder: false, isInWindow: true, focusIsElsewhere: false)

  @Test("Only a cancelled transition whose responder lost the focus gives it back", arguments: rows)
  func table(row: Row) {
    let restores = FocusRestoration.restores(
      completed: row.completed, isFirstResponder: row.isFirstResponder,
      isInWindow: row.isInWindow, focusIsElsewhere: row.focusIsElsewhere)
    let expected =
      row.completed == Self.restoring.completed
      && row.isFirstResponder == Self.restoring.isFirstResponder
      && row.isInWindow == Self.restoring.isInWindow
      && row.focusIsElsewhere == Self.restoring.focusIsElsewhere
    #expect(restores == expected, "\(row.testDescription)")
  }
}
