import FluidTransitions
import Testing

/// `SheetDragOwner.governingScrollView(in:)`: which of the scroll views under the finger,
/// innermost first, a drag is about, row by row of the table in its documentation; and
/// `ScrollState.isAtTop`.
@Suite("Sheet: the scroll view a drag is about")
struct GoverningScrollViewTests {
  typealias Scroll = SheetDragOwner.ScrollState

  static let list = Scroll(offsetFromTop: 100, canScroll: true)
  static let trackingList = Scroll(
    offsetFromTop: 100, canScroll: true, scrollsVertically: true, isTracking: true)
  static let carousel = Scroll(offsetFromTop: 0, canScroll: false, scrollsVertically: false)
  static let trackingCarousel = Scroll(
    offsetFromTop: 0, canScroll: false, scrollsVertically: false, isTracking: true)
  static let stillText = Scroll(offsetFromTop: 0, canScroll: true, scrollsVertically: false)

  /// chain (innermost first), the expected index, the row.
  static let rows: [([Scroll], Int?, String)] = [
    ([], nil, "nothing under the finger"),
    ([carousel, stillText], nil, "nothing scrolls vertically"),
    ([carousel, list], 1, "a carousel in a list: the list"),
    ([stillText, list], 1, "a text view that does not scroll in a list: the list"),
    ([list, list], 0, "nested lists: the inner one"),
    ([list, trackingList], 1, "nested lists, the outer one tracking: the outer one"),
    ([trackingCarousel, list], 1, "a carousel's pan tracking: still the list"),
    ([carousel, carousel, list], 2, "the root view last: a presented table view"),
  ]

  @Test("Each row of the table", arguments: rows)
  func row(chain: [Scroll], expected: Int?, row: String) {
    #expect(SheetDragOwner.governingScrollView(in: chain) == expected, "\(row)")
  }

  @Test("At the top: 0 or less, or NaN; anything above 0 is scrolled down")
  func isAtTop() {
    for offset in [0.0, -0.0, -20, .nan, -.infinity] {
      #expect(Scroll(offsetFromTop: offset, canScroll: true).isAtTop, "\(offset)")
    }
    for offset in [0.001, 100, .infinity] {
      #expect(!Scroll(offsetFromTop: offset, canScroll: true).isAtTop, "\(offset)")
    }
  }

  @Test("A scroll view scrolls vertically and is not tracking unless told")
  func defaults() {
    let state = Scroll(offsetFromTop: 0, canScroll: false)
    #expect(state.scrollsVertically && !state.isTracking)
  }
}
