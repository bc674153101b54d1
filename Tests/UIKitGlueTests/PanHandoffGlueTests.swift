import FluidTransitions
import Testing
import UIKit

/// The library's ``Interaction/pan`` (the tab bar controller's swipe between tabs, a navigation
/// delegate's pan back) over scroll views on the simulated UIKit, where the scroll view's own pan
/// and the library's receive the same finger and recognise together: a carousel that can still
/// scroll the finger's way keeps the drag and nothing switches or pops; at its boundary, moving
/// outward, the pan switches or pops and holds every scroll view under the finger still until
/// the finger lifts. Also the edge swipe, which makes scroll views wait for it only while it
/// could start a pop.
@MainActor
@Suite("UIKit glue: the pan over scroll views")
struct PanHandoffGlueTests {
  /// A carousel 1,200 points wide across `view` at (0, 500)–(390, 700), scrolled to `offset`
  /// (0 to 810).
  static func carousel(at offset: CGFloat, in view: UIView) -> UIScrollView {
    ContentPopGlueTests.carousel(at: offset, in: view)
  }

  /// A finger lands at `start` (window coordinates); the recognisers in `failing` fail (UIKit's
  /// edge recognisers, for a finger away from their edge); the finger moves horizontally by
  /// `distances` (right positive, 10 ms apart) with `pans` recognising it in that order (the
  /// innermost scroll view's first), calling `step` after each movement, and lifts with a flick
  /// the same way. Returns the pans that began.
  @discardableResult
  static func drag(
    _ pans: [UIPanGestureRecognizer], failing: [UIGestureRecognizer] = [], in window: UIWindow,
    from start: CGPoint, by distances: [CGFloat], step: () -> Void = {}
  ) -> [UIPanGestureRecognizer] {
    window.shimTouchDown(at: start)
    for recognizer in failing { recognizer.shimSetState(.failed) }
    let sign: CGFloat = (distances.last ?? 0) < 0 ? -1 : 1
    let place = { (distance: CGFloat, speed: CGFloat) in
      for pan in pans {
        pan.shimTranslation = CGPoint(x: distance, y: 0)
        pan.shimLocation = CGPoint(x: start.x + distance, y: start.y)
        pan.shimVelocity = CGPoint(x: sign * speed, y: 0)
      }
    }
    place(distances.first ?? 0, 600)
    for pan in pans { pan.shimSetState(.began) }
    let began = pans.filter(GlueFinger.isUnderWay)
    step()
    for distance in distances.dropFirst() {
      ShimRunLoop.advance(by: 0.01)
      place(distance, 1500)
      for pan in pans where GlueFinger.isUnderWay(pan) { pan.shimSetState(.changed) }
      step()
    }
    place(distances.last ?? 0, 1500)
    for pan in pans where GlueFinger.isUnderWay(pan) { pan.shimSetState(.ended) }
    for pan in pans { pan.shimSetState(.possible) }
    return began
  }

  /// 150 points to the right (positive `sign`) or to the left.
  static func distances(_ sign: CGFloat) -> [CGFloat] {
    [12, 40, 80, 120, 150].map { $0 * sign }
  }

  struct TabCase: Sendable, CustomTestStringConvertible {
    var offset: CGFloat
    /// 1: the finger moves right; -1: left.
    var sign: CGFloat
    var rightToLeft = false
    /// Whether the tab swipe is handed each movement before the carousel (UIKit does not
    /// document the order).
    var swipeFirst = false
    /// The tab selected afterwards (from tab 1); 1 when the carousel keeps the drag.
    var selected: Int
    var testDescription: String {
      "carousel at \(offset), finger moving \(sign > 0 ? "right" : "left")"
        + (rightToLeft ? ", right to left" : "") + (swipeFirst ? ", the swipe asked first" : "")
        + ": tab \(selected)"
    }
  }

  nonisolated static let tabCases: [TabCase] = [
    TabCase(offset: 300, sign: 1, selected: 1),
    TabCase(offset: 300, sign: -1, selected: 1),
    TabCase(offset: 0, sign: 1, selected: 0),
    TabCase(offset: 0, sign: -1, selected: 1),
    TabCase(offset: 810, sign: -1, selected: 2),
    TabCase(offset: 810, sign: 1, selected: 1),
    TabCase(offset: 0, sign: 1, rightToLeft: true, selected: 2),
    TabCase(offset: 300, sign: 1, rightToLeft: true, selected: 1),
    TabCase(offset: 810, sign: -1, rightToLeft: true, selected: 0),
    TabCase(offset: 300, sign: 1, swipeFirst: true, selected: 1),
    TabCase(offset: 0, sign: 1, swipeFirst: true, selected: 0),
  ]

  @Test(
    "A tab swipe over a carousel: the carousel keeps a drag it can scroll; at its boundary the swipe switches tabs and holds it",
    arguments: tabCases)
  func tabSwipeOverCarousel(_ testCase: TabCase) throws {
    let scene = TabScene(count: 3, selected: 1)
    if testCase.rightToLeft { scene.tabs.view.shimLayoutDirection = .rightToLeft }
    let carousel = Self.carousel(at: testCase.offset, in: scene.screens[1].view)
    let tabPan = try #require(scene.pan)
    let switches = testCase.selected != 1
    var heldEveryStep = true
    var offsetBeforeLift = carousel.contentOffset.x
    let pans = [carousel.panGestureRecognizer, tabPan]
    let began = Self.drag(
      testCase.swipeFirst ? pans.reversed() : pans, in: scene.window,
      from: CGPoint(x: 195, y: 600), by: Self.distances(testCase.sign)
    ) {
      if switches { heldEveryStep = heldEveryStep && !carousel.panGestureRecognizer.isEnabled }
      offsetBeforeLift = carousel.contentOffset.x
    }
    #expect(began.contains(tabPan) == switches, "the tab swipe begins only at the boundary")
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == testCase.selected)
    #expect(ShimConsole.transitions.count == (switches ? 1 : 0))
    if switches {
      #expect(heldEveryStep, "a switch that began never turns into a scroll")
      #expect(carousel.contentOffset.x == testCase.offset, "the carousel did not scroll")
    } else {
      #expect(
        offsetBeforeLift == testCase.offset - 138 * testCase.sign,
        "the carousel followed the finger from its first 12 points on")
    }
    #expect(carousel.panGestureRecognizer.isEnabled, "the carousel has its pan back")
    scene.expectAtRest("\(testCase)")
  }

  @Test("A tab swipe over a vertical list switches tabs and holds the list still meanwhile")
  func tabSwipeOverList() throws {
    let scene = TabScene(count: 3, selected: 1)
    let list = ContentPopGlueTests.list(in: scene.screens[1].view)
    list.contentOffset = CGPoint(x: 0, y: 200)
    let tabPan = try #require(scene.pan)
    var held = true
    Self.drag(
      [list.panGestureRecognizer, tabPan], in: scene.window, from: CGPoint(x: 195, y: 400),
      by: Self.distances(-1)
    ) {
      held = held && !list.panGestureRecognizer.isEnabled
    }
    #expect(held, "the list's pan is off while the swipe holds the drag")
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 2)
    #expect(list.panGestureRecognizer.isEnabled && list.contentOffset.y == 200)
    scene.expectAtRest("over a list")
  }

  struct PopCase: Sendable, CustomTestStringConvertible {
    var offset: CGFloat
    var rightToLeft = false
    var pops: Bool
    var testDescription: String {
      "carousel at \(offset)" + (rightToLeft ? ", right to left" : "") + (pops ? ": pops" : "")
    }
  }

  @Test(
    "A navigation pan back over a carousel: the carousel keeps a drag it can scroll back; at its leading end the pan pops and holds it",
    arguments: [
      PopCase(offset: 300, pops: false), PopCase(offset: 0, pops: true),
      PopCase(offset: 500, rightToLeft: true, pops: false),
      PopCase(offset: 810, rightToLeft: true, pops: true),
    ])
  func navigationPanOverCarousel(_ testCase: PopCase) throws {
    var carousel: UIScrollView?
    let scene = ContentPopGlueTests.scene(.pan) {
      carousel = Self.carousel(at: testCase.offset, in: $0)
    }
    if testCase.rightToLeft { scene.navigation.view.shimLayoutDirection = .rightToLeft }
    let scrollView = try #require(carousel)
    let pan = try #require(scene.libraryPan)
    let system = try #require(scene.navigation.interactivePopGestureRecognizer)
    let back: CGFloat = testCase.rightToLeft ? -1 : 1
    var held = true
    var offsetBeforeLift = scrollView.contentOffset.x
    let began = Self.drag(
      [scrollView.panGestureRecognizer, pan], failing: [system], in: scene.window,
      from: CGPoint(x: 195, y: 600), by: Self.distances(back)
    ) {
      if testCase.pops { held = held && !scrollView.panGestureRecognizer.isEnabled }
      offsetBeforeLift = scrollView.contentOffset.x
    }
    #expect(began.contains(pan) == testCase.pops)
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(
      scene, testCase.pops ? ["First"] : ["First", "Second"], "\(testCase)")
    if testCase.pops {
      #expect(held && scrollView.contentOffset.x == testCase.offset, "it never scrolled")
    } else {
      #expect(offsetBeforeLift == testCase.offset - 138 * back, "it scrolled back")
    }
    #expect(scrollView.panGestureRecognizer.isEnabled)
  }

  @Test(
    "A pan that completes one way only leaves a drag the other way to the content, in both layout directions",
    arguments: [false, true])
  func oneWayPan(rightToLeft: Bool) throws {
    var carousel: UIScrollView?
    let scene = ContentPopGlueTests.scene(.pan) { carousel = Self.carousel(at: 0, in: $0) }
    if rightToLeft { scene.navigation.view.shimLayoutDirection = .rightToLeft }
    let scrollView = try #require(carousel)
    let pan = try #require(scene.libraryPan)
    let gesture = try #require(pan.delegate as? TransitionGesture)
    gesture.completesEitherWay = false
    let system = try #require(scene.navigation.interactivePopGestureRecognizer)
    let back: CGFloat = rightToLeft ? -1 : 1
    // Toward the leading edge, over plain content and over the carousel: never a pop.
    #expect(
      Self.drag(
        [pan], failing: [system], in: scene.window, from: CGPoint(x: 195, y: 300),
        by: Self.distances(-back)
      ).isEmpty)
    scrollView.contentOffset.x = rightToLeft ? 0 : 810
    #expect(
      Self.drag(
        [scrollView.panGestureRecognizer, pan], failing: [system], in: scene.window,
        from: CGPoint(x: 195, y: 600), by: Self.distances(-back)
      ) == [scrollView.panGestureRecognizer], "the carousel keeps it, at its boundary too")
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.isEmpty && scrollView.panGestureRecognizer.isEnabled)
    // Back, over plain content: a pop.
    #expect(
      Self.drag(
        [pan], failing: [system], in: scene.window, from: CGPoint(x: 195, y: 300),
        by: Self.distances(back)) == [pan])
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"], "right to left: \(rightToLeft)")
  }

  @Test("With nothing to pop, a carousel under the leading edge does not wait for the edge swipe")
  func edgeSwipeOnTheRootScreen() throws {
    let scene = GlueScenarioTests.NavigationScene(.slide, interaction: .edgePan)
    let carousel = Self.carousel(at: 300, in: scene.first.view)
    ShimRunLoop.runDeferredWork()
    let pan = carousel.panGestureRecognizer
    let finger = GlueFinger(window: scene.window, pans: [pan])
    let start = CGPoint(x: 8, y: 600)
    finger.land(at: start, movedBy: CGPoint(x: 14, y: 0))
    #expect(pan.state == .began, "nothing to pop: the carousel scrolls at once")
    #expect(!pan.shimIsWaitingToBegin)
    finger.move(from: start, by: CGPoint(x: 114, y: 0))
    finger.lift(from: start, at: CGPoint(x: 114, y: 0), velocity: .zero)
    #expect(carousel.contentOffset.x == 200)
    #expect(ShimConsole.transitions.isEmpty)
  }

  @Test("While a transition runs, scroll views do not wait for the edge swipe; at rest they do")
  func edgeSwipeDuringATransition() throws {
    let (scene, carousel) = EdgeSwipeGlueTests.scene(.edgePan)
    let edge = try #require(ContentPopGlueTests.edgePan(scene))
    let gesture = try #require(edge.delegate as? TransitionGesture)
    let pan = carousel.panGestureRecognizer
    #expect(gesture.gestureRecognizer(edge, shouldBeRequiredToFailBy: pan), "at rest")
    scene.navigation.pushViewController(GlueScreen(title: "Third"), animated: true)
    #expect(scene.navigation.shimIsTransitioning)
    #expect(!gesture.gestureRecognizer(edge, shouldBeRequiredToFailBy: pan), "during the push")
    ShimRunLoop.advance(by: 2)
    #expect(gesture.gestureRecognizer(edge, shouldBeRequiredToFailBy: pan), "at rest again")
  }
}
