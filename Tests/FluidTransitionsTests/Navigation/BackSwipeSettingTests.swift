import Testing

@testable import FluidTransitions

/// `BackSwipeSetting`: what a back-swipe recogniser gets back after the navigation delegate was
/// set again, against the table in its documentation.
@Suite("Navigation: a back swipe's setting given back")
struct BackSwipeSettingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let before: String?
    let earlier: String?
    let givenBack: String
    var testDescription: String {
      "before \(before ?? "none"), earlier \(earlier ?? "none")"
    }
  }

  static let rows: [Row] = [
    Row(before: nil, earlier: "uikit", givenBack: "library"),
    Row(before: nil, earlier: nil, givenBack: "library"),
    Row(before: "uikit", earlier: "uikit", givenBack: "library"),
    Row(before: "library", earlier: "uikit", givenBack: "library"),
    Row(before: "library", earlier: nil, givenBack: "library"),
    Row(before: "app", earlier: "uikit", givenBack: "app"),
    Row(before: "app", earlier: nil, givenBack: "app"),
    Row(before: "app", earlier: "app", givenBack: "library"),
  ]

  @Test("The table, whether the recogniser was enabled or not", arguments: rows, [false, true])
  func table(row: Row, enabled: Bool) {
    let setting = BackSwipeSetting(delegate: row.before, isEnabled: enabled)
    let restored = setting.restored(library: "library", earlier: row.earlier)
    #expect(restored == BackSwipeSetting(delegate: row.givenBack, isEnabled: enabled))
  }
}
