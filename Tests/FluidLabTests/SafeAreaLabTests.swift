import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// A `resize` that changes the safe area, and a zoom resized mid-flight: the zoom's checks
/// measure each flight against the layout its course heads to at each frame, a zoom's
/// destinations move with the safe area's top-left corner, a sheet keeps the safe area's top
/// free; and the checks fail when a flight lands on a layout other than the last one.
@MainActor
@Suite("Lab: the safe area and the zoom resized mid-transition")
struct SafeAreaLabTests {
  nonisolated static func safeArea(
    _ time: Double, top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0,
    size: Size? = nil
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string("resize"))]
    if let size {
      members += [("width", .number(size.width)), ("height", .number(size.height))]
    }
    members.append(
      (
        "safeArea",
        .object([
          ("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)),
          ("right", .number(right)),
        ])
      ))
    return .object(members)
  }

  static func run(_ document: JSONValue) throws -> ScenarioTrace {
    ScenarioRunner(try Scenario(json: document)).run()
  }

  static let portrait: (String, JSONValue) = (
    "container", .object([("width", .number(390)), ("height", .number(844))])
  )
  /// The zoom's default elements in the portrait container (``LabStyle/defaultElements(in:)``):
  /// the detail image it lands on.
  static let destination = Rect(x: 0, y: 101, width: 390, height: 390)

  /// Where `role` is at the last frame.
  static func lastFrame(_ role: String, in trace: ScenarioTrace) -> NodeSample? {
    trace.frames.last?.nodes.first { $0.role == role }
  }

  typealias NodeSample = ScenarioTrace.NodeSample

  @Test("The safe area arrives mid-zoom: the flight lands on the detail image moved with it")
  func safeAreaMovesTheZoomsLanding() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "zoom", until: 2,
        events: [labEvent(0, "start"), Self.safeArea(0.12, top: 59, left: 10, bottom: 34)],
        [Self.portrait]))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    let resize = try #require(trace.resizes.first)
    #expect(resize.isReplanned && resize.size == Size(width: 390, height: 844))
    #expect(resize.safeArea == LabSafeArea(top: 59, left: 10, bottom: 34, right: 0))
    let snapshot = try #require(Self.lastFrame("snapshot", in: trace))
    #expect(
      ScenarioTrace.zoomClose(snapshot.state.frame, Self.destination.offsetBy(dx: 10, dy: 59)),
      "\(snapshot.state.frame)")
  }

  @Test("Rotated mid-zoom with no destination element: the flight lands on the new container")
  func rotatedZoomLandsOnTheNewContainer() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "zoom", until: 2,
        events: [labEvent(0, "start"), ResizeLabTests.resize(0.1, 844, 390)],
        [Self.portrait, ("destinationElement", .null)]))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    let snapshot = try #require(Self.lastFrame("snapshot", in: trace))
    #expect(
      ScenarioTrace.zoomClose(snapshot.state.frame, Rect(x: 0, y: 0, width: 844, height: 390)),
      "\(snapshot.state.frame)")
  }

  @Test("A dismissal whose cell disappears, then rotated: it fades into the new centre's fallback")
  func removedSourceThenRotated() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "zoom", operation: "dismiss", until: 2,
        events: [
          labEvent(0, "start"), labEvent(0.05, "sourceRemove"),
          ResizeLabTests.resize(0.1, 844, 390),
        ], [Self.portrait]))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    #expect(trace.result?.completed == true)
    let snapshot = try #require(Self.lastFrame("snapshot", in: trace))
    // The detail image halved (the default fallback scale) about the new centre (422, 195):
    // its centre (195, 296) goes to (308.5, 245.5).
    #expect(snapshot.state.alpha == 0)
    #expect(
      ScenarioTrace.zoomClose(snapshot.state.frame, Rect(x: 211, y: 148, width: 195, height: 195)),
      "\(snapshot.state.frame)")
  }

  @Test("The zoom's checks hold a flight to the last layout: landing on the first one fails")
  func zoomChecksFollowTheLayout() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "zoom", until: 2,
        events: [labEvent(0, "start"), Self.safeArea(0.12, top: 59)], [Self.portrait]))
    #expect(trace.zoomProblems.isEmpty, "\(trace.zoomProblems)")
    // Had the driver not re-planned, the course would still head for the first layout.
    var unplanned = trace
    unplanned.resizes[0].isReplanned = false
    #expect(
      unplanned.zoomProblems.contains { $0.contains("not exactly on its landing rect") },
      "\(unplanned.zoomProblems)")
    #expect(unplanned.zoomFlights(afterEvents: 2)[0].landing == Self.destination)
    let moved = Self.destination.offsetBy(dx: 0, dy: 59)
    #expect(trace.zoomFlights(afterEvents: 2)[0].landing == moved)
    #expect(trace.zoomFlights(afterEvents: 1)[0].landing == Self.destination)
  }

  @Test("The safe area arrives under a presented sheet: it settles below the top inset")
  func sheetKeepsTheSafeAreasTopFree() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "sheet", operation: "present", until: 2,
        events: [labEvent(0, "start"), Self.safeArea(0.1, top: 59, bottom: 34)], [Self.portrait]))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    let resize = try #require(trace.resizes.first)
    #expect(resize.arrivingFrame == Rect(x: 0, y: 59, width: 390, height: 785))
    #expect(
      ResizeLabTests.lastShown("to", in: trace) == Rect(x: 0, y: 59, width: 390, height: 785))
  }

  @Test("The trace lists a resize's safe area; a size alone lists none")
  func traceJSON() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "fade", until: 2,
        events: [
          labEvent(0, "start"), Self.safeArea(0.1, top: 20), ResizeLabTests.resize(0.2, 500, 600),
        ]))
    let resizes = try #require(trace.json["resizes"]?.array)
    #expect(resizes.count == 2)
    #expect(resizes[0]["safeArea"]?["top"]?.number == 20)
    #expect(resizes[0]["width"]?.number == 390 && resizes[0]["height"]?.number == 844)
    #expect(resizes[1]["safeArea"] == nil)
    // The scenario echoes the event as given: a safe area without a size keeps none.
    let event = try #require(trace.scenario.json["events"]?.array?[1])
    #expect(event["width"] == nil && event["safeArea"]?["left"]?.number == 0)
  }

  @Test(
    "A safe area needs non-negative insets, known keys, a resize event, and a size given whole",
    arguments: [
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("resize")),
              ("safeArea", .object([("top", .number(-1))])),
            ]),
          ]),
        ["events[1].safeArea.top"]
      ),
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("resize")),
              ("safeArea", .object([("middle", .number(1))])),
            ]),
          ]),
        ["events[1].safeArea.middle", "unknown field"]
      ),
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("resize")), ("safeArea", .number(3)),
            ]),
          ]),
        ["events[1].safeArea", "an object {top, left, bottom, right}"]
      ),
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("cancel")),
              ("safeArea", .object([("top", .number(1))])),
            ]),
          ]),
        ["events[1].safeArea", "resize events have"]
      ),
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("resize")), ("width", .number(10)),
              ("safeArea", .object([("top", .number(1))])),
            ]),
          ]),
        ["events[1].height", "required"]
      ),
    ])
  func invalid(document: JSONValue, mentions: [String]) throws {
    do {
      _ = try Scenario(json: document)
      Issue.record("accepted: \(document.text)")
    } catch {
      for mention in mentions {
        #expect(error.message.contains(mention), "\(error.message) lacks \(mention)")
      }
    }
  }
}
