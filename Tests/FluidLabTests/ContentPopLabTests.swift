import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The content swipe in the lab: where the finger lands and what it lands on decide, as the
/// issue says, whether the drag pops or stays with the content — worked out by hand from
/// UIKit's scroll views: a horizontal carousel at its leading boundary has no room to scroll
/// back, so the swipe pops; scrolled, it scrolls back and keeps the drag. Right-to-left layouts
/// mirror it all (back is toward the left, a carousel's leading boundary is its largest
/// offset).
@MainActor
@Suite("Lab: content swipe")
struct ContentPopLabTests {
  /// A carousel across the middle of the screen (y 200…400) with 800 pt of content.
  func carousel(offset: Double) -> JSONValue {
    .object([
      (
        "frame",
        .object([
          ("x", .number(0)), ("y", .number(200)), ("width", .number(390)), ("height", .number(200)),
        ])
      ),
      ("horizontalOffset", .number(offset)), ("maximumHorizontalOffset", .number(800)),
    ])
  }

  /// A swipe of `distance` points (negative: to the left) from `x`, `y` at 1,200 pt/s.
  func swipe(from x: Double, y: Double, by distance: Double, at start: Double = 0.05) -> [JSONValue]
  {
    let step = distance < 0 ? -10.0 : 10.0
    let xs = (0...Int(abs(distance) / 10)).map { x + step * Double($0) }
    return dragEvents(from: start, xs: xs, y: y, interval: 1.0 / 120)
  }

  /// A two-screen stack swiped with the content swipe over `content`.
  func swipeDocument(
    from x: Double, y: Double, by distance: Double, content: [JSONValue],
    layoutDirection: String = "leftToRight"
  ) -> JSONValue {
    stackDocument(
      ["Albums", "Album"], until: 2, events: swipe(from: x, y: y, by: distance),
      [
        ("interaction", .string("contentPop")), ("content", .array(content)),
        ("layoutDirection", .string(layoutDirection)),
      ])
  }

  /// The owners of the trace's drags, in order.
  func owners(_ trace: ScenarioTrace) -> [ContentPopHandoff.Owner] {
    trace.events.compactMap { event in
      if case .dragOwner(_, let record) = event { return record.owner }
      return nil
    }
  }

  @Test(
    "A carousel at its leading edge lets the swipe pop; scrolled, it keeps it and nothing starts",
    arguments: [
      ("leftToRight", 195.0, 200.0, 0.0, ContentPopHandoff.Owner.pop),
      ("leftToRight", 195, 200, 300, .content),
      ("rightToLeft", 195, -200, 800, .pop),
      ("rightToLeft", 195, -200, 0, .content),
    ])
  func carouselDecides(
    direction: String, x: Double, distance: Double, offset: Double,
    owner: ContentPopHandoff.Owner
  ) throws {
    let trace = try runStack(
      swipeDocument(
        from: x, y: 300, by: distance, content: [carousel(offset: offset)],
        layoutDirection: direction))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(owners(trace) == [owner])
    let transitions = trace.stack?.transitions ?? []
    if owner == .pop {
      #expect(transitions.map(\.isStartedByGesture) == [true])
      #expect(trace.stack?.stacks.last?.stack == ["Albums"])
    } else {
      #expect(transitions.isEmpty)
      #expect(trace.stack?.stacks.last?.stack == ["Albums", "Album"])
      #expect(trace.contextCalls.isEmpty)
    }
  }

  @Test("The same swipe below the carousel pops: only the views under the landing point count")
  func swipeBesideTheCarouselPops() throws {
    let trace = try runStack(
      swipeDocument(from: 195, y: 600, by: 200, content: [carousel(offset: 300)]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(owners(trace) == [.pop])
    guard case .dragOwner(_, let record)? = trace.events.first else {
      Issue.record("the first event is not the drag's owner")
      return
    }
    #expect(record.scrollViews.isEmpty)
  }

  @Test(
    "A swipe landing in the leading edge's 24 pt belongs to the edge swipe, in either direction",
    arguments: [("leftToRight", 10.0, 200.0), ("rightToLeft", 380, -200)])
  func edgeRegionRefusesTheContentSwipe(direction: String, x: Double, distance: Double) throws {
    let trace = try runStack(
      swipeDocument(from: x, y: 600, by: distance, content: [], layoutDirection: direction))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(owners(trace) == [.content])
    #expect(trace.stack?.transitions.isEmpty == true)
  }

  @Test("A vertical list lets a horizontal swipe through, keeps a vertical drag, never turns a pop")
  func verticalListAndVerticalDrag() throws {
    let list = JSONValue.object([("scrollsVertically", .bool(true))])
    let through = try runStack(swipeDocument(from: 195, y: 600, by: 200, content: [list]))
    #expect(owners(through) == [.pop])
    #expect(through.stack?.stacks.last?.stack == ["Albums"])
    let vertical = try runStack(
      stackDocument(
        ["Albums", "Album"],
        events: [
          labEvent(0.05, "touchDown", x: 195, y: 400), labEvent(0.06, "touchMove", x: 197, y: 420),
          labEvent(0.07, "touchMove", x: 260, y: 430), labEvent(0.08, "touchUp", x: 300, y: 430),
        ],
        [("interaction", .string("contentPop")), ("content", .array([list]))]))
    // Once the content has the drag, a later horizontal move does not pop.
    #expect(owners(vertical) == [.content])
    #expect(vertical.stack?.transitions.isEmpty == true)
    #expect(vertical.problems().isEmpty, "\(vertical.problems())")
  }

  @Test("A one-transition pop with contentPop starts when a swipe begins, not before")
  func singlePopStartsWithTheSwipe() throws {
    let document = scenarioDocument(
      style: "slide", operation: "pop", until: 2,
      events: [labEvent(0, "startInteractive")]
        + swipe(from: 195, y: 300, by: 200, at: 0.05) + swipe(from: 195, y: 600, by: 200, at: 0.4),
      [("interaction", .string("contentPop")), ("content", .array([carousel(offset: 300)]))])
    let trace = try runStack(document)
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(owners(trace) == [.content, .pop])
    let popTime = try #require(trace.events.dropFirst().first?.time)
    #expect(trace.contextCalls.first?.name == "startInteractiveTransition")
    #expect(trace.contextCalls.first?.time == popTime)
    #expect(trace.result?.completed == true)
    // With only the carousel's swipe, nothing starts and the run is sound.
    let kept = scenarioDocument(
      style: "slide", operation: "pop", until: 1,
      events: [labEvent(0, "startInteractive")] + swipe(from: 195, y: 300, by: 200),
      [("interaction", .string("contentPop")), ("content", .array([carousel(offset: 300)]))])
    let keptTrace = try runStack(kept)
    #expect(keptTrace.problems().isEmpty, "\(keptTrace.problems())")
    #expect(keptTrace.outcome == "notStarted")
    #expect(keptTrace.contextCalls.isEmpty)
  }

  @Test("fluid-lab styles lists contentPop with its description, and the stack's requests")
  func stylesListsContentPop() {
    let listing = FluidLab.run(["styles"]).standardOutput
    #expect(listing.contains("  contentPop  pop only: the back swipe from anywhere in the content"))
    #expect(listing.contains("  content  the scroll views under the content, innermost first"))
    for request in ["push", "pop", "popToRoot", "setViewControllers"] {
      #expect(listing.contains("\n  \(request) "), "\(request)")
    }
  }
}
