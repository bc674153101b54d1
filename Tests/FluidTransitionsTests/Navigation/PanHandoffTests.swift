import FluidTransitions
import Foundation
import Testing

/// Who takes a horizontal drag over content, the library's pan (a tab swipe either way, a
/// navigation pan back) or the scroll view under the finger: a table of cases in both layout
/// directions, the stickiness of a decided drag, and the rule's agreement with the content back
/// swipe's (``ContentPopHandoff``) and with itself across directions.
@Suite("Navigation: a pan over scroll views")
struct PanHandoffTests: ScrollViewFixtures {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var translation: Vector
    var scrollViews: [ScrollView]
    var directions: PanHandoff.Directions = .either
    var direction: UserInterfaceLayoutDirection = .leftToRight
    var expected: PanHandoff.Owner
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "tab swipe over plain content, to the right: pan", translation: right,
      scrollViews: [], expected: .pan),
    Case(
      name: "tab swipe over plain content, to the left: pan", translation: left, scrollViews: [],
      expected: .pan),
    Case(
      name: "under the lock distance: undecided", translation: Vector(dx: -6, dy: 0),
      scrollViews: [], expected: .undecided),
    Case(
      name: "vertical drag: content", translation: Vector(dx: 8, dy: -30), scrollViews: [],
      expected: .content),
    Case(
      name: "diagonal at 45°: content", translation: Vector(dx: -20, dy: 20), scrollViews: [],
      expected: .content),
    Case(
      name: "vertical list, horizontal drag: it yields, pan", translation: left,
      scrollViews: [list], expected: .pan),
    Case(
      name: "carousel scrolled in, drag right: it scrolls back, content", translation: right,
      scrollViews: [carousel(at: 300)], expected: .content),
    Case(
      name: "carousel scrolled in, drag left: it scrolls on, content", translation: left,
      scrollViews: [carousel(at: 300)], expected: .content),
    Case(
      name: "carousel at its left end, drag right (outward): pan", translation: right,
      scrollViews: [carousel(at: 0)], expected: .pan),
    Case(
      name: "carousel at its left end, drag left (inward): content", translation: left,
      scrollViews: [carousel(at: 0)], expected: .content),
    Case(
      name: "carousel at its right end, drag left (outward): pan", translation: left,
      scrollViews: [carousel(at: 610)], expected: .pan),
    Case(
      name: "carousel at its right end, drag right (inward): content", translation: right,
      scrollViews: [carousel(at: 610)], expected: .content),
    Case(
      name: "carousel within half a point of its right end (rounding): pan", translation: left,
      scrollViews: [carousel(at: 609.6)], expected: .pan),
    Case(
      name: "carousel inside a vertical list, at its outward boundary: pan", translation: left,
      scrollViews: [carousel(at: 610), list], expected: .pan),
    Case(
      name: "nested carousels: the inner at its boundary, the outer with room: content",
      translation: left, scrollViews: [carousel(at: 610), carousel(at: 300)], expected: .content),
    Case(
      name: "a slider: content", translation: left,
      scrollViews: [ScrollView(keepsHorizontalDrags: true)], expected: .content),
    Case(
      name: "a list caught decelerating: content", translation: left,
      scrollViews: [ScrollView(scrollsVertically: true, wasDecelerating: true)],
      expected: .content),
    Case(
      name: "zoomed image panned to its right end, drag left: pan", translation: left,
      scrollViews: [
        ScrollView(horizontalOffset: 400, maximumHorizontalOffset: 400, isZoomed: true)
      ],
      expected: .pan),
    Case(
      name: "zoomed view with no horizontal range: content", translation: left,
      scrollViews: [ScrollView(isZoomed: true)], expected: .content),
    Case(
      name: "navigation pan back (to the right) over plain content: pan", translation: right,
      scrollViews: [], directions: .towardTrailing, expected: .pan),
    Case(
      name: "navigation pan, drag toward the leading edge: content", translation: left,
      scrollViews: [], directions: .towardTrailing, expected: .content),
    Case(
      name: "navigation pan, carousel at its right end, drag left: content, not its way",
      translation: left, scrollViews: [carousel(at: 610)], directions: .towardTrailing,
      expected: .content),
    Case(
      name: "navigation pan, carousel at its left end, drag right: pan", translation: right,
      scrollViews: [carousel(at: 0)], directions: .towardTrailing, expected: .pan),
    Case(
      name: "forward-only pan, drag toward the leading edge: pan", translation: left,
      scrollViews: [], directions: .towardLeading, expected: .pan),
    Case(
      name: "forward-only pan, drag toward the trailing edge: content", translation: right,
      scrollViews: [], directions: .towardLeading, expected: .content),
    Case(
      name: "right-to-left tab swipe, carousel at its left end, drag right: pan",
      translation: right, scrollViews: [carousel(at: 0)], direction: .rightToLeft,
      expected: .pan),
    Case(
      name: "right-to-left tab swipe, carousel scrolled in, drag left: content",
      translation: left, scrollViews: [carousel(at: 200)], direction: .rightToLeft,
      expected: .content),
    Case(
      name: "right-to-left navigation pan back (to the left) over plain content: pan",
      translation: left, scrollViews: [], directions: .towardTrailing, direction: .rightToLeft,
      expected: .pan),
    Case(
      name: "right-to-left navigation pan, drag right: content", translation: right,
      scrollViews: [], directions: .towardTrailing, direction: .rightToLeft, expected: .content),
    Case(
      name: "right-to-left navigation pan, carousel at its right end, drag left: pan",
      translation: left, scrollViews: [carousel(at: 610)], directions: .towardTrailing,
      direction: .rightToLeft, expected: .pan),
    Case(
      name: "non-finite translation: no movement, undecided",
      translation: Vector(dx: .infinity, dy: .nan), scrollViews: [], expected: .undecided),
  ]

  @Test("Who takes the drag", arguments: cases)
  func decides(_ testCase: Case) {
    let owner = PanHandoff.decide(
      translation: testCase.translation, owner: .undecided, scrollViews: testCase.scrollViews,
      directions: testCase.directions, layoutDirection: testCase.direction)
    #expect(owner == testCase.expected)
  }

  @Test(
    "A decided drag keeps its owner whatever happens next",
    arguments: [PanHandoff.Owner.pan, .content])
  func stickiness(_ owner: PanHandoff.Owner) {
    for testCase in Self.cases {
      let kept = PanHandoff.decide(
        translation: testCase.translation, owner: owner, scrollViews: testCase.scrollViews,
        directions: testCase.directions, layoutDirection: testCase.direction)
      #expect(kept == owner, "\(testCase.name)")
    }
  }

  /// Drags in every direction over every combination of one or two scroll views from a grid.
  static let grid: [(Vector, [ScrollView])] = {
    let states: [ScrollView] = [
      carousel(at: 0), carousel(at: 0.3), carousel(at: 300), carousel(at: 610), list,
      ScrollView(isZoomed: true), ScrollView(keepsHorizontalDrags: true),
      ScrollView(horizontalOffset: 0, maximumHorizontalOffset: 610, wasDecelerating: true),
    ]
    let stacks = [[]] + states.map { [$0] } + states.flatMap { a in states.map { [a, $0] } }
    let drags = stride(from: 0.0, to: 360, by: 15).flatMap { degrees -> [Vector] in
      let radians = degrees * .pi / 180
      return [4.0, 10, 40].map { Vector(dx: $0 * cos(radians), dy: $0 * sin(radians)) }
    }
    return drags.flatMap { drag in stacks.map { (drag, $0) } }
  }()

  @Test("Either way decides as the one direction the drag heads, in both layout directions")
  func eitherIsTheDragsOwnDirection() {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      for (drag, scrollViews) in Self.grid {
        let either = PanHandoff.decide(
          translation: drag, owner: .undecided, scrollViews: scrollViews, directions: .either,
          layoutDirection: direction)
        let heading: PanHandoff.Directions =
          drag.dx * direction.trailingSign > 0 ? .towardTrailing : .towardLeading
        let oneWay = PanHandoff.decide(
          translation: drag, owner: .undecided, scrollViews: scrollViews, directions: heading,
          layoutDirection: direction)
        #expect(either == oneWay, "\(drag), \(scrollViews), \(direction)")
      }
    }
  }

  @Test("The content back swipe's decision is the pan's toward the trailing edge")
  func contentPopIsTheTrailingPan() {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      for (drag, scrollViews) in Self.grid {
        let pan = PanHandoff.decide(
          translation: drag, owner: .undecided, scrollViews: scrollViews,
          directions: .towardTrailing, layoutDirection: direction)
        let pop = ContentPopHandoff.decide(
          translation: drag, owner: .undecided, scrollViews: scrollViews,
          layoutDirection: direction)
        #expect(pop.rawValue == (pan == .pan ? "pop" : pan.rawValue), "\(drag), \(direction)")
      }
    }
  }

  @Test("A pan over a scroll view it may take never takes one with room the finger's way")
  func neverTakesAScrollViewWithRoom() {
    for (drag, scrollViews) in Self.grid {
      let owner = PanHandoff.decide(
        translation: drag, owner: .undecided, scrollViews: scrollViews, directions: .either,
        layoutDirection: .leftToRight)
      guard owner == .pan else { continue }
      for state in scrollViews {
        guard let offset = state.horizontalOffset else { continue }
        let room =
          drag.dx > 0
          ? offset - state.minimumHorizontalOffset : state.maximumHorizontalOffset - offset
        #expect(room <= 0.5, "\(drag): a scroll view with \(room) points of room")
      }
    }
  }
}
