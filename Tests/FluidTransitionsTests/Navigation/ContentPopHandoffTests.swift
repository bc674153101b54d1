import FluidTransitions
import Testing

/// Who takes a drag that starts in the content: the back swipe from anywhere or the scroll view
/// under the finger, as a table of cases (carousel, paging view, text selection, vertical list,
/// nested scroll views, a zoomed image, a deceleration caught by the touch), in both layout
/// directions, and the stickiness of a decided drag.
@Suite("Navigation: content back swipe and scroll views")
struct ContentPopHandoffTests: ScrollViewFixtures {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var translation: Vector
    var scrollViews: [ScrollView]
    var direction: UserInterfaceLayoutDirection = .leftToRight
    var expected: ContentPopHandoff.Owner
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "plain content, drag toward the trailing edge: pop", translation: right,
      scrollViews: [], expected: .pop),
    Case(
      name: "plain content, drag toward the leading edge: content", translation: left,
      scrollViews: [], expected: .content),
    Case(
      name: "under the lock distance: undecided", translation: Vector(dx: 6, dy: 0),
      scrollViews: [], expected: .undecided),
    Case(
      name: "vertical drag: content", translation: Vector(dx: 8, dy: 30), scrollViews: [],
      expected: .content),
    Case(
      name: "diagonal at 45°: content", translation: Vector(dx: 20, dy: 20), scrollViews: [],
      expected: .content),
    Case(
      name: "vertical list, horizontal drag: it yields, pop", translation: right,
      scrollViews: [list], expected: .pop),
    Case(
      name: "carousel at its leading boundary: pop", translation: right,
      scrollViews: [carousel(at: 0)], expected: .pop),
    Case(
      name: "carousel half a point from it (rounding): pop", translation: right,
      scrollViews: [carousel(at: 0.4)], expected: .pop),
    Case(
      name: "carousel scrolled in: it scrolls back, content", translation: right,
      scrollViews: [carousel(at: 200)], expected: .content),
    Case(
      name: "carousel at its far end, back swipe: content", translation: right,
      scrollViews: [carousel(at: 610)], expected: .content),
    Case(
      name: "paging view on its first page: pop", translation: right,
      scrollViews: [ScrollView(horizontalOffset: 0, maximumHorizontalOffset: 1170)], expected: .pop),
    Case(
      name: "paging view on its second page: content", translation: right,
      scrollViews: [ScrollView(horizontalOffset: 390, maximumHorizontalOffset: 1170)],
      expected: .content),
    Case(
      name: "text field selecting text: content", translation: right,
      scrollViews: [ScrollView(keepsHorizontalDrags: true)], expected: .content),
    Case(
      name: "carousel inside a vertical list, at its boundary: pop", translation: right,
      scrollViews: [carousel(at: 0), list], expected: .pop),
    Case(
      name: "carousel inside a vertical list, scrolled: content", translation: right,
      scrollViews: [carousel(at: 120), list], expected: .content),
    Case(
      name: "nested carousels: the inner at its boundary, the outer scrolled: content",
      translation: right, scrollViews: [carousel(at: 0), carousel(at: 300)], expected: .content),
    Case(
      name: "nested carousels, both at their boundaries: pop", translation: right,
      scrollViews: [carousel(at: 0), carousel(at: 0)], expected: .pop),
    Case(
      name: "zoomed image panned to its left edge: pop", translation: right,
      scrollViews: [ScrollView(horizontalOffset: 0, maximumHorizontalOffset: 400, isZoomed: true)],
      expected: .pop),
    Case(
      name: "zoomed image with room to pan: content", translation: right,
      scrollViews: [
        ScrollView(horizontalOffset: 120, maximumHorizontalOffset: 400, isZoomed: true)
      ], expected: .content),
    Case(
      name: "zoomed view with no horizontal range: content", translation: right,
      scrollViews: [ScrollView(isZoomed: true)], expected: .content),
    Case(
      name: "vertical list decelerating when the finger landed: content", translation: right,
      scrollViews: [ScrollView(scrollsVertically: true, wasDecelerating: true)], expected: .content),
    Case(
      name: "carousel at its boundary but decelerating: content", translation: right,
      scrollViews: [
        ScrollView(horizontalOffset: 0, maximumHorizontalOffset: 610, wasDecelerating: true)
      ], expected: .content),
    Case(
      name: "right-to-left, drag toward the trailing (left) edge: pop", translation: left,
      scrollViews: [], direction: .rightToLeft, expected: .pop),
    Case(
      name: "right-to-left, drag to the right: content", translation: right, scrollViews: [],
      direction: .rightToLeft, expected: .content),
    Case(
      name: "right-to-left, carousel at its right end (its leading boundary): pop",
      translation: left, scrollViews: [carousel(at: 610)], direction: .rightToLeft, expected: .pop),
    Case(
      name: "right-to-left, carousel scrolled from its right end: content", translation: left,
      scrollViews: [carousel(at: 400)], direction: .rightToLeft, expected: .content),
    Case(
      name: "non-finite translation: no movement, undecided",
      translation: Vector(dx: .nan, dy: .infinity), scrollViews: [], expected: .undecided),
  ]

  @Test("Who takes the drag", arguments: cases)
  func decides(_ testCase: Case) {
    let owner = ContentPopHandoff.decide(
      translation: testCase.translation, owner: .undecided, scrollViews: testCase.scrollViews,
      layoutDirection: testCase.direction)
    #expect(owner == testCase.expected)
  }

  @Test(
    "A decided drag keeps its owner whatever happens next",
    arguments: [ContentPopHandoff.Owner.pop, .content])
  func stickiness(_ owner: ContentPopHandoff.Owner) {
    for testCase in Self.cases {
      let kept = ContentPopHandoff.decide(
        translation: testCase.translation, owner: owner, scrollViews: testCase.scrollViews,
        layoutDirection: testCase.direction)
      #expect(kept == owner, "\(testCase.name)")
    }
  }

  @Test("Scroll view states sanitise their offsets")
  func sanitising() {
    let state = ScrollView(
      horizontalOffset: .nan, minimumHorizontalOffset: 10, maximumHorizontalOffset: -.infinity)
    #expect(state.horizontalOffset == 0)
    #expect(state.minimumHorizontalOffset == 10 && state.maximumHorizontalOffset == 10)
    let owner = ContentPopHandoff.decide(
      translation: Self.right, owner: .undecided, scrollViews: [state],
      layoutDirection: .leftToRight)
    #expect(owner == .pop, "offset 0 below its minimum 10: no room toward the left")
  }
}
