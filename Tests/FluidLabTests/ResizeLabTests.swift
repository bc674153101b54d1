import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The container changing size mid-transition (`resize` events): the library's driver re-plans
/// onto the new layout with no jump and lands on it; the percent-driven baseline cannot, and
/// lands on the old one; the checks catch a jump and a wrong landing.
@MainActor
@Suite("Lab: the container resized mid-transition")
struct ResizeLabTests {
  nonisolated static func resize(_ time: Double, _ width: Double, _ height: Double) -> JSONValue {
    .object([
      ("t", .number(time)), ("type", .string("resize")), ("width", .number(width)),
      ("height", .number(height)),
    ])
  }

  static func run(_ document: JSONValue) throws -> ScenarioTrace {
    ScenarioRunner(try Scenario(json: document)).run()
  }

  static func portrait(_ extra: [(String, JSONValue)] = []) -> [(String, JSONValue)] {
    [("container", .object([("width", .number(390)), ("height", .number(844))]))] + extra
  }

  /// Where `role` shows at the last frame.
  static func lastShown(_ role: String, in trace: ScenarioTrace) -> Rect? {
    trace.frames.last?.nodes.first { $0.role == role && $0.parent == nil }?.state.onScreenFrame
  }

  @Test(
    "Rotated mid-animation: each style lands exactly on the new layout, with no jump",
    arguments: [
      ("slide", "push"), ("slide", "pop"), ("fade", "push"), ("scale", "push"),
      ("sheet", "present"), ("sheet", "dismiss"), ("drawer", "present"), ("zoom", "push"),
      ("zoom", "dismiss"),
    ])
  func animated(style: String, operation: String) throws {
    let trace = try Self.run(
      scenarioDocument(
        style: style, operation: operation, until: 3,
        events: [labEvent(0, "start"), Self.resize(0.12, 844, 390)], Self.portrait()))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    let resize = try #require(trace.resizes.first)
    #expect(resize.isReplanned && resize.size == Size(width: 844, height: 390))
    #expect(trace.result?.completed == true)
    let shown = try #require(Self.lastShown("to", in: trace))
    #expect(shown == resize.arrivingFrame, "\(shown) vs \(resize.arrivingFrame)")
    #expect(resize.arrivingFrame.maxY <= 390 && resize.arrivingFrame.maxX <= 844)
  }

  @Test(
    "Rotated while a finger holds an edge swipe, then thrown: it follows, re-planned, and lands")
  func grabbed() throws {
    let drag = dragEvents(from: 0.02, xs: [5, 40, 80, 120, 160], releaseTime: 0.2)
    var events = [labEvent(0, "startInteractive")] + drag
    events.insert(Self.resize(0.06, 844, 390), at: 4)
    let trace = try Self.run(
      scenarioDocument(
        style: "slide", operation: "pop", until: 3, events: events,
        Self.portrait([("interaction", .string("edgePan"))])))
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    #expect(trace.resizes.count == 1 && trace.releases.count == 1)
    let landed = try #require(
      Self.lastShown(trace.result?.completed == true ? "to" : "from", in: trace))
    #expect(landed == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test("The percent-driven baseline cannot re-plan: it lands on the layout it started with")
  func baselineLandsOnTheOldLayout() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "slide", operation: "push", until: 3,
        events: [labEvent(0, "start"), Self.resize(0.12, 844, 390)],
        Self.portrait([("driver", .string("percentDriven"))])))
    let resize = try #require(trace.resizes.first)
    #expect(!resize.isReplanned)
    #expect(Self.lastShown("to", in: trace) == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(trace.findings().isEmpty, "not held to the new layout: \(trace.findings().map(\.line))")
  }

  @Test("The checks catch a node that jumps at a resize, and a landing off the new layout")
  func checksCanFail() throws {
    var trace = try Self.run(
      scenarioDocument(
        style: "slide", operation: "push", until: 3,
        events: [labEvent(0, "start"), Self.resize(0.12, 844, 390)], Self.portrait()))
    #expect(trace.resizeProblems.isEmpty)
    // A re-plan that put a node elsewhere than it was on screen.
    var jumped = trace
    #expect(jumped.resizes[0].jump.map { $0.distance <= 1e-6 } == true, "exact, from the run")
    jumped.resizes[0].jump = ("to", 120)
    #expect(
      jumped.resizeProblems.contains {
        $0.hasPrefix("to moved by 120 pt as the driver re-planned")
      },
      "\(jumped.resizeProblems)")
    trace.resizes[0].arrivingFrame = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(
      trace.resizeProblems.contains { $0.contains("not on the new layout") },
      "\(trace.resizeProblems)")
  }

  @Test("The trace lists each resize; a trace without one has no resizes member")
  func traceJSON() throws {
    let trace = try Self.run(
      scenarioDocument(
        style: "fade", until: 2, events: [labEvent(0, "start"), Self.resize(0.1, 500, 600)]))
    let resizes = try #require(trace.json["resizes"]?.array)
    #expect(resizes.count == 1)
    #expect(resizes[0]["width"]?.number == 500 && resizes[0]["replanned"] == .bool(true))
    let plain = try Self.run(scenarioDocument(style: "fade", until: 2))
    #expect(plain.json["resizes"] == nil)
  }

  @Test(
    "A resize needs a size, a scenario of one transition, and a start before it",
    arguments: [
      (
        scenarioDocument(
          style: "slide", events: [labEvent(0, "start"), labEvent(0.1, "resize")]),
        ["events[1].width", "required"]
      ),
      (
        scenarioDocument(
          style: "slide",
          events: [
            labEvent(0, "start"),
            .object([
              ("t", .number(0.1)), ("type", .string("resize")), ("width", .number(-1)),
              ("height", .number(10)),
            ]),
          ]),
        ["events[1].width"]
      ),
      (
        scenarioDocument(style: "slide", events: [Self.resize(0, 10, 10), labEvent(0.1, "start")]),
        ["events[0]", "before any start"]
      ),
      (
        scenarioDocument(
          style: "sheet", operation: "dismiss",
          events: [labEvent(0, "start"), Self.resize(0.1, 10, 10)],
          [("detents", .array([.string("medium")]))]),
        ["events[1].type", "resize", "sheet with detents"]
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

  /// Found by `fluid-lab fuzz --seed 2 --count 2000` (document 1862): a finger's burst (down,
  /// moves and up at one timestamp) between the same two frames as a resize moves the nodes by
  /// itself; the check leaves such a resize alone rather than blame it for the finger's move.
  @Test("A resize between the same two frames as a finger's burst is not blamed for its move")
  func resizeBesideABurst() throws {
    let document = try JSONValue.parse(
      #"""
      {"style": "slide", "operation": "push", "interaction": "pan", "container": {"width": 1206.5, "height": 1377.5}, "layoutDirection": "rightToLeft", "reduceMotion": false, "frameRate": 202.38, "options": {"shadowOpacity": 0.8808}, "until": 1.532397, "events": [{"t": 0, "type": "startInteractive"}, {"t": 0.202689, "type": "touchDown", "x": 861, "y": 539.05}, {"t": 0.202689, "type": "touchMove", "x": 835.927, "y": 542.884}, {"t": 0.202689, "type": "touchUp", "x": 835.927, "y": 542.884}, {"t": 0.238356, "type": "touchDown", "x": 835.927, "y": 542.884}, {"t": 0.238356, "type": "touchMove", "x": 798.165, "y": 540.21}, {"t": 0.238356, "type": "touchMove", "x": 763.239, "y": 538.81}, {"t": 0.238356, "type": "touchMove", "x": 695.238, "y": 536.988}, {"t": 0.238356, "type": "touchUp", "x": 695.238, "y": 536.988}, {"t": 0.242523, "type": "resize", "width": 1377.5, "height": 1206.5}, {"t": 0.282397, "type": "cancel"}]}
      """#)
    let trace = try Self.run(document)
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
  }
}
