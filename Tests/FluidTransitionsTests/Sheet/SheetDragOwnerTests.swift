import FluidTransitions
import Testing

/// `SheetDragOwner.decide`: who takes each vertical movement, row by row of the table in its
/// documentation.
@Suite("Sheet: drag owner")
struct SheetDragOwnerTests {
  typealias State = SheetDragOwner.SheetState
  typealias Scroll = SheetDragOwner.ScrollState

  /// A sheet grabbed at medium (422) in a container whose largest detent is 844.
  static func sheet(_ value: Double, grabbed: Double = 422, expands: Bool = true) -> State {
    State(
      value: value, largestValue: 844, grabbedValue: grabbed,
      prefersScrollingExpandsWhenScrolledToEdge: expands)
  }

  static let scrolled = Scroll(offsetFromTop: 50, canScroll: true)
  static let atTop = Scroll(offsetFromTop: 0, canScroll: true)
  static let short = Scroll(offsetFromTop: 0, canScroll: false)

  /// movement (down positive), sheet, scroll view, expected owner, the row it checks.
  static let rows: [(Double, State, Scroll?, SheetDragOwner, String)] = [
    (10, sheet(422), scrolled, .scrollView, "down, scrolled away from the top: scrolls back"),
    (10, sheet(844), scrolled, .scrollView, "down at large, scrolled: scrolls back"),
    (10, sheet(422), atTop, .sheet, "down, at the top: the sheet"),
    (10, sheet(844), Scroll(offsetFromTop: -20, canScroll: true), .sheet, "bounced above top"),
    (10, sheet(422), Scroll(offsetFromTop: .nan, canScroll: true), .sheet, "NaN offset: at top"),
    (10, sheet(422), nil, .sheet, "down, no scroll view"),
    (-10, sheet(422), scrolled, .sheet, "up below large, expanding: the sheet"),
    (-10, sheet(422), atTop, .sheet, "up below large at the top: the sheet"),
    (-10, sheet(400, expands: false), atTop, .sheet, "up, below where it was grabbed"),
    (-10, sheet(421.6, expands: false), atTop, .scrollView, "half a point counts as at it"),
    (-10, sheet(844, grabbed: 844), atTop, .scrollView, "up at large: the scroll view"),
    (-10, sheet(843.6, grabbed: 844), atTop, .scrollView, "half a point counts as large"),
    (-10, sheet(422, expands: false), atTop, .scrollView, "scrolling does not expand"),
    (-10, sheet(844, grabbed: 844), nil, .sheet, "up, no scroll view: rubber-bands"),
    (-10, sheet(844, grabbed: 844), short, .sheet, "up, content cannot scroll"),
    (-10, sheet(422, expands: false), short, .sheet, "up, cannot scroll, not expanding"),
    (.infinity, sheet(422), scrolled, .scrollView, "an infinite movement has a direction"),
    (-.infinity, sheet(844, grabbed: 844), atTop, .scrollView, "infinitely up at large"),
  ]

  @Test("Each row of the table", arguments: rows)
  func row(
    movement: Double, sheet: State, scrollView: Scroll?, expected: SheetDragOwner, row: String
  ) {
    for previous in [SheetDragOwner.sheet, .scrollView] {
      #expect(
        SheetDragOwner.decide(
          movement: movement, sheet: sheet, scrollView: scrollView, previous: previous)
          == expected, "\(row)")
    }
  }

  @Test("No vertical movement (0 or NaN) goes to whoever had the last one")
  func noMovementKeepsOwner() {
    for movement in [0.0, -0.0, .nan] {
      for previous in [SheetDragOwner.sheet, .scrollView] {
        for scroll in [Self.scrolled, Self.atTop, nil] {
          #expect(
            SheetDragOwner.decide(
              movement: movement, sheet: Self.sheet(422), scrollView: scroll, previous: previous)
              == previous)
        }
      }
    }
    #expect(SheetDragOwner.decide(movement: 0, sheet: Self.sheet(422), scrollView: nil) == .sheet)
  }

  @Test("A NaN in the sheet's state is below nothing: up goes to a scroll view that can scroll")
  func nanSheetState() {
    let states = [
      State(value: .nan, largestValue: 844, grabbedValue: 422),
      State(value: 422, largestValue: .nan, grabbedValue: .nan),
      State(value: .nan, largestValue: .nan, grabbedValue: .nan),
    ]
    for state in states {
      #expect(
        SheetDragOwner.decide(movement: -10, sheet: state, scrollView: Self.atTop) == .scrollView)
      #expect(SheetDragOwner.decide(movement: -10, sheet: state, scrollView: Self.short) == .sheet)
      #expect(SheetDragOwner.decide(movement: -10, sheet: state, scrollView: nil) == .sheet)
      #expect(SheetDragOwner.decide(movement: 10, sheet: state, scrollView: Self.atTop) == .sheet)
      #expect(
        SheetDragOwner.decide(movement: 10, sheet: state, scrollView: Self.scrolled) == .scrollView)
    }
    // Infinities compare as numbers: infinitely low is below where it was grabbed.
    let low = State(value: -.infinity, largestValue: 844, grabbedValue: 844)
    #expect(SheetDragOwner.decide(movement: -10, sheet: low, scrollView: Self.atTop) == .sheet)
  }

  @Test("The states keep what they are given, and expanding is UIKit's default")
  func states() {
    let state = State(value: 1, largestValue: 2, grabbedValue: 3)
    #expect(state.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(state.value == 1 && state.largestValue == 2 && state.grabbedValue == 3)
    #expect(Scroll(offsetFromTop: 5, canScroll: false).offsetFromTop == 5)
    #expect(
      SheetDragOwner.sheet.rawValue == "sheet" && SheetDragOwner.scrollView.rawValue == "scrollView"
    )
  }
}
