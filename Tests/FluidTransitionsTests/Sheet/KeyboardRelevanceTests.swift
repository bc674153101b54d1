import FluidTransitions
import Testing

/// `KeyboardChange.isFollowed(bySheetIn:riding:isOnTheSheetsScreen:focusIsInSheet:)`: a sheet
/// in a 390 × 844 container follows a keyboard for its screen while the focus is inside it, and
/// always comes down when the keyboard shrinks or hides; row by row of the table in its
/// documentation.
@Suite("Sheet: which keyboard changes a sheet follows")
struct KeyboardRelevanceTests {
  static let size = Size(width: 390, height: 844)
  static let up = KeyboardChange(
    endFrame: Rect(x: 0, y: 544, width: 390, height: 300), duration: 0.25, curve: .easeInOut)
  static let hidden = KeyboardChange(endFrame: nil, duration: 0.25, curve: .easeInOut)

  /// change, height ridden now, on the sheet's screen, focus in the sheet, follows, the row.
  static let rows: [(KeyboardChange, Double, Bool?, Bool, Bool, String)] = [
    (up, 0, false, true, false, "another screen: ignored, even with the focus inside"),
    (hidden, 300, false, false, false, "another screen's keyboard hiding: ignored"),
    (up, 0, true, true, true, "the sheet's screen, the focus inside: follows"),
    (up, 0, nil, true, true, "no screen (before iOS 16.1), the focus inside: follows"),
    (up, 0, true, false, false, "the focus elsewhere: a keyboard coming up is ignored"),
    (up, 0, nil, false, false, "no screen, the focus elsewhere: ignored"),
    (up, 300, true, false, false, "the same keyboard, the focus gone elsewhere: stays"),
    (hidden, 300, true, false, true, "the keyboard hides after the focus left: comes down"),
    (hidden, 300, nil, false, true, "no screen, hiding: comes down"),
    (up, 336, true, false, true, "a smaller keyboard: comes down to it"),
    (hidden, .nan, true, false, false, "a NaN height ridden counts as none"),
  ]

  @Test("Each row of the table", arguments: rows)
  func row(
    change: KeyboardChange, riding: Double, screen: Bool?, focus: Bool, follows: Bool,
    row: String
  ) {
    #expect(
      change.isFollowed(
        bySheetIn: Self.size, riding: riding, isOnTheSheetsScreen: screen, focusIsInSheet: focus)
        == follows, "\(row)")
  }
}
