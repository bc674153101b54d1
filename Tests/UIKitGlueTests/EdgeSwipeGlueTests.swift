import FluidTransitions
import Testing
import UIKit

/// The library's edge swipe over scroll views on the simulated UIKit, where recognisers that
/// receive the same finger compete for it as UIKit's documentation says: like the system's edge
/// swipe, it wins over a carousel under the leading edge (the carousel's pan waits for it to
/// fail and never scrolls while it pops), and it runs alongside no scroll view.
@MainActor
@Suite("UIKit glue: the edge swipe over scroll views")
struct EdgeSwipeGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// A navigation stack with Second pushed over First, a carousel 1,200 points wide across
  /// Second at (0, 500)–(390, 700), scrolled to 300 (room to scroll back under a swipe to the
  /// right), and the library's edge swipe (with its content swipe for `.contentPop`).
  static func scene(_ interaction: Interaction) -> (Scene, UIScrollView) {
    var carousel: UIScrollView?
    let scene = ContentPopGlueTests.scene(interaction) {
      carousel = ContentPopGlueTests.carousel(at: 300, in: $0)
    }
    return (scene, carousel ?? UIScrollView(frame: .zero))
  }

  /// A finger at `start` moving right by `distances`, with the carousel's pan and the edge
  /// swipe recognising it (the carousel's, the innermost, asked first).
  static func swipe(
    _ pans: [UIPanGestureRecognizer], in window: UIWindow, from start: CGPoint,
    by distances: [CGFloat], step: () -> Void = {}
  ) {
    let finger = GlueFinger(window: window, pans: pans)
    let right = { (distance: CGFloat) in CGPoint(x: distance, y: 0) }
    finger.land(at: start, movedBy: right(distances[0]), velocity: CGPoint(x: 600, y: 0))
    step()
    for distance in distances.dropFirst() {
      finger.move(from: start, by: right(distance), velocity: CGPoint(x: 1500, y: 0))
      step()
    }
    finger.lift(from: start, at: right(distances.last ?? 0), velocity: CGPoint(x: 1500, y: 0))
  }

  @Test(
    "An edge swipe over a carousel pops; the carousel waits for it, fails, and never scrolls",
    arguments: [Interaction.edgePan, .contentPop])
  func edgeSwipeWins(_ interaction: Interaction) throws {
    let (scene, carousel) = Self.scene(interaction)
    let edge = try #require(ContentPopGlueTests.edgePan(scene))
    Self.swipe(
      [carousel.panGestureRecognizer, edge], in: scene.window, from: CGPoint(x: 8, y: 600),
      by: [14, 60, 120, 200, 300]
    ) {
      #expect(carousel.contentOffset.x == 300, "\(interaction): the carousel does not scroll")
      #expect(!GlueFinger.isUnderWay(carousel.panGestureRecognizer), "\(interaction)")
    }
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"], "\(interaction)")
    #expect(carousel.contentOffset.x == 300, "\(interaction)")
  }

  @Test("Once the edge swipe fails, the carousel that waited for it scrolls")
  func carouselAfterTheEdgeFails() throws {
    let (scene, carousel) = Self.scene(.edgePan)
    let edge = try #require(ContentPopGlueTests.edgePan(scene))
    let pan = carousel.panGestureRecognizer
    let finger = GlueFinger(window: scene.window, pans: [pan])
    let start = CGPoint(x: 8, y: 600)
    finger.land(at: start, movedBy: CGPoint(x: 14, y: 0))
    #expect(pan.state == .possible && pan.shimIsWaitingToBegin, "waiting for the edge swipe")
    // UIKit's edge recogniser fails for a finger that does not swipe in from its edge.
    edge.shimSetState(.failed)
    #expect(pan.state == .began, "the edge swipe failed: the carousel begins")
    finger.move(from: start, by: CGPoint(x: 114, y: 0))
    finger.lift(from: start, at: CGPoint(x: 114, y: 0), velocity: .zero)
    #expect(carousel.contentOffset.x == 200, "it scrolled back with the finger")
    ShimRunLoop.advance(by: 1)
    #expect(ContentPopGlueTests.titles(scene) == ["First", "Second"], "no pop")
  }

  @Test("The edge swipe runs alongside no scroll view; it makes their pans wait for it")
  func delegateAnswers() throws {
    let (scene, carousel) = Self.scene(.edgePan)
    let edge = try #require(ContentPopGlueTests.edgePan(scene))
    let gesture = try #require(edge.delegate as? TransitionGesture)
    let pan = carousel.panGestureRecognizer
    #expect(!gesture.gestureRecognizer(edge, shouldRecognizeSimultaneouslyWith: pan))
    #expect(gesture.gestureRecognizer(edge, shouldBeRequiredToFailBy: pan))
    #expect(!gesture.gestureRecognizer(edge, shouldBeRequiredToFailBy: UIPanGestureRecognizer()))
  }
}
