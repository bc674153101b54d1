import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// Bad stack and content-swipe input: every malformed document is refused with one line naming
/// the field at fault, before anything runs.
@MainActor
@Suite("Lab: stack validation")
struct StackValidationLabTests {
  /// The error line `fluid-lab run` prints for `document`, without the path.
  func error(_ document: JSONValue) throws -> String {
    let path = try writeScenarioFile(document.text)
    let result = FluidLab.run(["run", path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    return result.standardError.replacingOccurrences(of: "fluid-lab: run: \(path): ", with: "")
  }

  @Test("The stack field: an empty stack, a name twice, a non-string and a reserved name")
  func stackFieldIsChecked() throws {
    #expect(
      try error(stackDocument([], events: []))
        == "stack: must name at least one view controller (the root)\n")
    #expect(
      try error(stackDocument(["A", "A"], events: []))
        == "stack[1]: \"A\" is already at stack[0] (a view controller is in a stack once)\n")
    #expect(
      try error(
        .object([
          ("style", .string("slide")), ("stack", .array([.number(1)])), ("until", .number(1)),
          ("events", .array([])),
        ])) == "stack[0]: must be a view controller's name, got a number (1)\n")
    #expect(
      try error(stackDocument(["dimming"], events: [])).hasPrefix("stack[0]: \"dimming\" names"))
    #expect(
      try error(stackDocument(["A"], events: [], [("operation", .string("push"))]))
        == "operation: a stack scenario's transitions are the pushes and pops its requests and"
        + " its pop gesture make\n")
  }

  @Test("Stack-only rules: styles, driver, start events, and requests outside a stack")
  func stackRulesAreChecked() throws {
    var zoom = stackDocument(["A"], events: [])
    if case .object(var members) = zoom {
      members[0].1 = .string("zoom")
      zoom = .object(members)
    }
    #expect(try error(zoom).hasPrefix("style: a stack runs fade, slide, scale"))
    #expect(
      try error(stackDocument(["A"], events: [], [("driver", .string("percentDriven"))]))
        .hasPrefix("driver: a stack runs the library's driver only"))
    #expect(
      try error(stackDocument(["A"], events: [labEvent(0, "start")]))
        .hasPrefix("events[0].type: a stack scenario has no start"))
    #expect(
      try error(scenarioDocument(events: [labEvent(0, "start"), requestEvent(0.1, "pop")]))
        .hasPrefix("events[1].type: unknown value \"pop\""))
  }

  @Test("Request events: unknown fields, fields of another request, missing fields")
  func requestFieldsAreChecked() throws {
    #expect(
      try error(
        stackDocument(
          ["A"],
          events: [
            .object([
              ("t", .number(0)), ("type", .string("push")), ("to", .string("B")),
              ("animated", .bool(true)),
            ])
          ])) == "events[0].animated: unknown field (expected t, type, x, y, to, stack)\n")
    #expect(
      try error(stackDocument(["A"], events: [requestEvent(0, "pop", to: "B")]))
        == "events[0].to: a pop event has no to (push events have)\n")
    #expect(
      try error(stackDocument(["A"], events: [requestEvent(0, "push")]))
        == "events[0].to: required field is missing (the view controller pushed)\n")
    #expect(
      try error(stackDocument(["A"], events: [requestEvent(0, "setViewControllers", stack: [])]))
        == "events[0].stack: must name at least one view controller (the root)\n")
    #expect(
      try error(stackDocument(["A"], events: [requestEvent(0, "push", to: "")]))
        == "events[0].to: a view controller's name is not empty\n")
  }

  @Test("Times: out of order, and NaN written or built in code")
  func timesAreChecked() throws {
    #expect(
      try error(
        stackDocument(
          ["A"], events: [requestEvent(0.2, "push", to: "B"), requestEvent(0.1, "pop")]))
        == "events[1].t: goes back in time (0.1 is before events[0].t = 0.2)\n")
    let text = stackDocument(["A"], events: [requestEvent(0, "pop")]).text
      .replacingOccurrences(of: "\"t\": 0", with: "\"t\": NaN")
    try expectScenarioError(text, mentioning: ["malformed JSON"])
    #expect(throws: LabError.self) {
      try Scenario(json: stackDocument(["A"], events: [requestEvent(.nan, "pop")]))
    }
    do {
      _ = try Scenario(json: stackDocument(["A"], events: [requestEvent(.nan, "pop")]))
    } catch {
      #expect(error.message.hasPrefix("events[0].t: must be"))
    }
  }

  @Test("contentPop: pops only, content only with it, offsets in order")
  func contentPopIsChecked() throws {
    #expect(
      try error(scenarioDocument(style: "slide", [("interaction", .string("contentPop"))]))
        == "interaction: contentPop is a navigation pop's gesture (\"operation\": \"pop\", or a"
        + " scenario with a stack)\n")
    #expect(
      try error(
        scenarioDocument(
          style: "slide", operation: "pop", [("content", .array([.object([])]))]))
        == "content: only a content swipe (\"interaction\": \"contentPop\") lands on content\n")
    let reversed = JSONValue.object([
      ("minimumHorizontalOffset", .number(10)), ("maximumHorizontalOffset", .number(5)),
    ])
    #expect(
      try error(
        stackDocument(
          ["A"], events: [],
          [("interaction", .string("contentPop")), ("content", .array([reversed]))]))
        == "content[0].maximumHorizontalOffset: must be >= minimumHorizontalOffset (10), got 5\n")
    #expect(
      try error(
        stackDocument(
          ["A"], events: [],
          [
            ("interaction", .string("contentPop")),
            ("content", .array([.object([("zoomed", .bool(true))])])),
          ])
      ).hasPrefix("content[0].zoomed: unknown field"))
    #expect(
      try error(stackDocument(["A"], events: [], [("interaction", .string("panDown"))]))
        == "interaction: unknown value \"panDown\" (expected one of edgePan, pan, contentPop)\n")
  }

  @Test("A valid stack scenario echoes every default and replays to the same trace")
  func echoReplays() throws {
    let document = stackDocument(
      ["A"], until: 1,
      events: [
        requestEvent(0, "setViewControllers", stack: ["A", "B"]), requestEvent(0.5, "pop"),
      ],
      [
        ("interaction", .string("contentPop")),
        ("content", .array([.object([("horizontalOffset", .number(0))])])),
      ])
    let first = try runScenario(document)
    let echoed = try #require(first["scenario"])
    #expect(try runScenario(echoed) == first)
  }
}
