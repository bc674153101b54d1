import Testing

@testable import FluidTransitions

/// `BarLanding`: where a bar sits against its navigation controller's view, and whether it needs
/// laying out for the visibility UIKit's model gives it, against the table in its documentation.
@Suite("Navigation: a bar's landing after a push or pop")
struct BarLandingTests {
  static let container = Rect(x: 0, y: 0, width: 390, height: 844)

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: Rect
    var isHidden = false
    let placement: BarLanding.Placement

    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "navigation bar shown", frame: Rect(x: 0, y: 0, width: 390, height: 44),
      placement: .shown),
    Row(
      name: "navigation bar below the status bar", frame: Rect(x: 0, y: 47, width: 390, height: 96),
      placement: .shown),
    Row(
      name: "navigation bar above the top", frame: Rect(x: 0, y: -44, width: 390, height: 44),
      placement: .hidden),
    Row(
      name: "navigation bar shown, under half a point off",
      frame: Rect(x: 0, y: -0.4, width: 390, height: 44), placement: .shown),
    Row(
      name: "navigation bar hidden, under half a point in",
      frame: Rect(x: 0, y: -43.6, width: 390, height: 44), placement: .hidden),
    Row(
      name: "navigation bar mid-slide", frame: Rect(x: 0, y: -22, width: 390, height: 44),
      placement: .between),
    Row(
      name: "toolbar shown", frame: Rect(x: 0, y: 800, width: 390, height: 44), placement: .shown),
    Row(
      name: "toolbar below the bottom", frame: Rect(x: 0, y: 844, width: 390, height: 44),
      placement: .hidden),
    Row(
      name: "toolbar mid-slide", frame: Rect(x: 0, y: 822, width: 390, height: 44),
      placement: .between),
    Row(
      name: "hidden in place", frame: Rect(x: 0, y: 0, width: 390, height: 44), isHidden: true,
      placement: .hidden),
    Row(name: "no height", frame: Rect(x: 0, y: 0, width: 390, height: 0), placement: .between),
    Row(
      name: "negative height, standardised", frame: Rect(x: 0, y: 44, width: 390, height: -44),
      placement: .shown),
    Row(
      name: "NaN origin, stored as 0", frame: Rect(x: 0, y: .nan, width: 390, height: 44),
      placement: .shown),
  ]

  @Test("Where a bar sits", arguments: rows)
  func placement(_ row: Row) {
    #expect(
      BarLanding.placement(of: row.frame, isHidden: row.isHidden, in: Self.container)
        == row.placement)
  }

  @Test("A bar needs laying out exactly when it is not where the model says", arguments: rows)
  func needsLayout(_ row: Row) {
    for hiddenInModel in [false, true] {
      let wanted: BarLanding.Placement = hiddenInModel ? .hidden : .shown
      #expect(
        BarLanding.needsLayout(
          hiddenInModel: hiddenInModel, frame: row.frame, isHidden: row.isHidden,
          in: Self.container) == (row.placement != wanted),
        "\(row.name), hidden in the model: \(hiddenInModel)")
    }
  }

  @Test(
    "A container with no area decides nothing",
    arguments: [
      Rect.zero, Rect(x: 0, y: 0, width: 390, height: 0),
      Rect(x: .infinity, y: 0, width: 0, height: 844),
    ])
  func emptyContainer(_ container: Rect) {
    let frame = Rect(x: 0, y: -22, width: 390, height: 44)
    #expect(BarLanding.placement(of: frame, isHidden: false, in: container) == nil)
    #expect(
      !BarLanding.needsLayout(hiddenInModel: true, frame: frame, isHidden: false, in: container))
    #expect(
      !BarLanding.needsLayout(hiddenInModel: false, frame: frame, isHidden: false, in: container))
  }
}
