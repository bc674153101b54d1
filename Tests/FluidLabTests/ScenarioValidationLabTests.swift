import FluidLabKit
import Foundation
import Testing

/// An invalid scenario and the field its error line must name.
struct ScenarioErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let mentions: [String]

  var testDescription: String { text }

  /// A valid animated slide push with `changes` applied: a member replaced (or appended when
  /// new), or removed when its value is nil.
  static func changing(_ changes: [(String, JSONValue?)], mentioning mentions: String...)
    -> ScenarioErrorCase
  {
    var members: [(String, JSONValue)] = [
      ("style", .string("slide")), ("operation", .string("push")), ("until", .number(1)),
      ("events", .array([labEvent(0, "start")])),
    ]
    for (key, value) in changes {
      if let index = members.firstIndex(where: { $0.0 == key }) {
        if let value { members[index].1 = value } else { members.remove(at: index) }
      } else if let value {
        members.append((key, value))
      }
    }
    return ScenarioErrorCase(text: JSONValue.object(members).text, mentions: mentions)
  }

  static func changing(_ key: String, to value: JSONValue?, mentioning mentions: String...)
    -> ScenarioErrorCase
  {
    var errorCase = changing([(key, value)])
    errorCase = ScenarioErrorCase(text: errorCase.text, mentions: mentions)
    return errorCase
  }

  static func events(_ events: [JSONValue], until: Double = 1, mentioning mentions: String...)
    -> ScenarioErrorCase
  {
    let text = scenarioDocument(style: "slide", until: until, events: events).text
    return ScenarioErrorCase(text: text, mentions: mentions)
  }

  static func text(_ text: String, mentioning mentions: String...) -> ScenarioErrorCase {
    ScenarioErrorCase(text: text, mentions: mentions)
  }

  static func rect(_ x: JSONValue, _ y: JSONValue, _ width: JSONValue, _ height: JSONValue)
    -> JSONValue
  {
    .object([("x", x), ("y", y), ("width", width), ("height", height)])
  }

  nonisolated static let requiredFieldCases: [ScenarioErrorCase] = [
    .changing("style", to: nil, mentioning: "style", "required"),
    .changing("operation", to: nil, mentioning: "operation", "required"),
    .changing("until", to: nil, mentioning: "until", "required"),
    .changing("events", to: nil, mentioning: "events", "required"),
    .changing("colour", to: .string("red"), mentioning: "unknown field", "colour"),
    .changing([("zoom", .number(1)), ("speed", .null)], mentioning: "zoom", "speed"),
    .text("[]", mentioning: "the document", "object"),
    .text("\"slide\"", mentioning: "the document", "object"),
  ]

  nonisolated static let fieldCases: [ScenarioErrorCase] = [
    // style and operation
    .changing("style", to: .string("spin"), mentioning: "style", "spin"),
    .changing("style", to: .number(1), mentioning: "style", "a number"),
    .changing("style", to: .string("Slide"), mentioning: "style", "Slide"),
    .changing("operation", to: .string("present"), mentioning: "operation", "present"),
    .changing("operation", to: .string("dismiss"), mentioning: "operation", "dismiss"),
    .changing("operation", to: .string("shove"), mentioning: "operation", "shove"),
    .changing("operation", to: .null, mentioning: "operation", "null"),
    // interaction
    .changing("interaction", to: .string("swipe"), mentioning: "interaction", "swipe"),
    .changing("interaction", to: .bool(true), mentioning: "interaction", "true"),
    // container
    .changing("container", to: .number(390), mentioning: "container", "object"),
    .changing(
      "container", to: .object([("width", .number(-1)), ("height", .number(844))]),
      mentioning: "container.width", "-1"),
    .changing(
      "container", to: .object([("width", .number(390)), ("height", .string("tall"))]),
      mentioning: "container.height", "a string"),
    .changing(
      "container", to: .object([("width", .number(390))]), mentioning: "container.height",
      "required"),
    .changing(
      "container",
      to: .object([("width", .number(390)), ("height", .number(844)), ("depth", .number(1))]),
      mentioning: "container.depth", "unknown"),
    // layoutDirection, reduceMotion
    .changing("layoutDirection", to: .string("upsideDown"), mentioning: "layoutDirection"),
    .changing("reduceMotion", to: .string("yes"), mentioning: "reduceMotion", "true or false"),
    .changing("reduceMotion", to: .number(1), mentioning: "reduceMotion"),
    // frameRate
    .changing("frameRate", to: .number(9.99), mentioning: "frameRate", "[10, 240]"),
    .changing("frameRate", to: .number(241), mentioning: "frameRate", "241"),
    .changing("frameRate", to: .number(0), mentioning: "frameRate"),
    .changing("frameRate", to: .string("120"), mentioning: "frameRate", "a number"),
    // duration
    .changing("duration", to: .number(-0.1), mentioning: "duration", "-0.1"),
    .changing("duration", to: .number(4000), mentioning: "duration", "4000"),
    .changing("duration", to: .string("0.3"), mentioning: "duration", "a number"),
    .changing("duration", to: .null, mentioning: "duration", "null"),
    // droppedFrames
    .changing("droppedFrames", to: .number(3), mentioning: "droppedFrames", "array"),
    .changing(
      "droppedFrames", to: .array([.number(1), .number(-1)]), mentioning: "droppedFrames[1]"),
    .changing("droppedFrames", to: .array([.number(2.5)]), mentioning: "droppedFrames[0]"),
    .changing("droppedFrames", to: .array([.string("3")]), mentioning: "droppedFrames[0]"),
    .changing("droppedFrames", to: .array([.number(1e300)]), mentioning: "droppedFrames[0]"),
    // sourceElement, destinationElement
    .changing("sourceElement", to: .string("cell"), mentioning: "sourceElement", "object"),
    .changing(
      "sourceElement", to: rect(.number(0), .number(0), .number(-10), .number(10)),
      mentioning: "sourceElement.width"),
    .changing(
      "destinationElement", to: .object([("x", .number(0)), ("y", .number(0))]),
      mentioning: "destinationElement.width", "required"),
    .changing(
      "destinationElement", to: rect(.number(0), .string("top"), .number(10), .number(10)),
      mentioning: "destinationElement.y"),
    .changing(
      "sourceElement",
      to: .object([
        ("x", .number(0)), ("y", .number(0)), ("width", .number(1)), ("height", .number(1)),
        ("radius", .number(4)),
      ]), mentioning: "sourceElement.radius", "unknown"),
    // options
    .changing("options", to: .array([]), mentioning: "options", "object"),
    .changing(
      "options", to: .object([("parallax", .number(1.5))]), mentioning: "options.parallax",
      "1.5"),
    .changing(
      "options", to: .object([("parallax", .number(-0.1))]), mentioning: "options.parallax"),
    .changing(
      "options", to: .object([("parallax", .string("a third"))]),
      mentioning: "options.parallax", "a number"),
    .changing(
      "options", to: .object([("darkness", .number(0.1))]),
      mentioning: "options.darkness", "parallax"),
    .changing(
      [("style", .string("fade")), ("options", .object([("parallax", .number(0.3))]))],
      mentioning: "options.parallax", "fade has no options"),
    // until
    .changing("until", to: .number(0), mentioning: "until", "> 0"),
    .changing("until", to: .number(-1), mentioning: "until"),
    .changing("until", to: .number(600.5), mentioning: "until", "600"),
    .changing("until", to: .number(1e12), mentioning: "until"),
    .changing("until", to: .string("2"), mentioning: "until", "a number"),
    .text(
      #"{"style": "fade", "operation": "push", "until": 1e400, "events": []}"#,
      mentioning: "until", "too large"),
    .text(
      #"{"style": "fade", "operation": "push", "until": 1, "events": [], "until": 2}"#,
      mentioning: "duplicate key", "until"),
  ]

  nonisolated static let eventCases: [ScenarioErrorCase] = [
    .changing("events", to: .object([]), mentioning: "events", "array"),
    .events([labEvent(0, "start"), .number(3)], mentioning: "events[1]", "object"),
    .events([.object([("t", .number(0))])], mentioning: "events[0].type", "required"),
    .events([labEvent(0, "tap")], mentioning: "events[0].type", "tap"),
    .events([.object([("type", .string("start"))])], mentioning: "events[0].t", "required"),
    .events([labEvent(-0.5, "start")], mentioning: "events[0].t", "-0.5"),
    .events(
      [.object([("t", .string("0")), ("type", .string("start"))])],
      mentioning: "events[0].t", "a number"),
    .events(
      [labEvent(0.5, "start"), labEvent(0.6, "cancel"), labEvent(0.4, "finish")],
      mentioning: "events[2].t", "0.4"),
    .events([labEvent(0, "start"), labEvent(1.5, "cancel")], mentioning: "events[1].t", "until"),
    .events(
      [labEvent(0, "startInteractive"), labEvent(0.1, "touchDown", y: 3)],
      mentioning: "events[1].x", "required"),
    .events(
      [labEvent(0, "startInteractive"), labEvent(0.1, "touchDown", x: 3)],
      mentioning: "events[1].y", "required"),
    .events(
      [
        labEvent(0, "startInteractive"),
        .object([
          ("t", .number(0.1)), ("type", .string("touchMove")), ("x", .string("left")),
          ("y", .number(1)),
        ]),
      ], mentioning: "events[1].x", "a number"),
    .events(
      [labEvent(0, "startInteractive"), labEvent(0.1, "touchUp")],
      mentioning: "events[1].x", "required"),
    .events(
      [labEvent(0, "startInteractive"), labEvent(0.1, "touchCancel", x: 1)],
      mentioning: "events[1].y"),
    .events([labEvent(0, "start", x: 1, y: 1)], mentioning: "events[0].x", "no position"),
    .events(
      [
        labEvent(0, "start"),
        .object([("t", .number(0.1)), ("type", .string("cancel")), ("force", .bool(true))]),
      ], mentioning: "events[1].force", "unknown"),
    .events(
      [labEvent(0, "touchDown", x: 1, y: 1), labEvent(0.1, "start")],
      mentioning: "events[0]", "touchDown before any start or startInteractive"),
    .events([labEvent(0, "cancel")], mentioning: "events[0]", "cancel before any start"),
    .events([labEvent(0, "finish")], mentioning: "events[0]", "finish before any start"),
    .events(
      [labEvent(0, "start"), labEvent(0.2, "startInteractive")],
      mentioning: "events[1]", "second startInteractive"),
    .events(
      [labEvent(0, "startInteractive"), labEvent(0, "start")],
      mentioning: "events[1]", "second start"),
  ]
}

/// Every malformed scenario exits 2 with one line naming the field and
/// prints nothing on stdout. These tests call the lab from a thread other than the main one,
/// as a script embedding `FluidLabKit` might.
@MainActor
@Suite("Lab: scenario validation")
struct ScenarioValidationLabTests {
  @Test(
    "Missing, unknown and mistyped top-level fields are rejected",
    arguments: ScenarioErrorCase.requiredFieldCases)
  func topLevelFieldsAreChecked(errorCase: ScenarioErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  @Test("Each field's type and range are checked", arguments: ScenarioErrorCase.fieldCases)
  func fieldsAreChecked(errorCase: ScenarioErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  @Test(
    "Events are checked for type, time, position and order", arguments: ScenarioErrorCase.eventCases
  )
  func eventsAreChecked(errorCase: ScenarioErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  @Test("The unknown-field error names every unknown field")
  func unknownFieldsAreAllNamed() throws {
    let text = scenarioDocument(
      [("zoom", .number(1)), ("interaction", .string("pan")), ("speed", .number(2))]
    ).text
    try expectScenarioError(text, mentioning: ["\"zoom\"", "\"speed\""])
  }

  @Test("Malformed JSON is reported with its position and nothing runs")
  func malformedJSONIsReported() throws {
    let text = "{\n  \"style\": \"fade\",\n  \"operation\" \"push\"\n}"
    try expectScenarioError(text, mentioning: ["malformed JSON at line 3, column 15", "':'"])
    try expectScenarioError(
      "{\"style\": \"fade\", \"operation\": \"push\", \"until\": 1, \"events\": [], \"x\": NaN}",
      mentioning: ["NaN"])
  }

  @Test("An error line stays one line when the input holds line breaks")
  func errorLinesStayOneLine() throws {
    try expectScenarioError(
      scenarioDocument(style: "sl\nide").text, mentioning: ["style", #"sl\nide"#])
    try expectScenarioError(
      scenarioDocument([("bo\r\ngus", .number(1))]).text, mentioning: ["unknown field"])
  }

  @Test("An unreadable file exits 2 naming its path")
  func unreadableFilesAreReported() throws {
    let directory = try makeLabTemporaryDirectory()
    let missing = directory.appendingPathComponent("missing.json").path
    expectUsageError(FluidLab.run(["run", missing]), mentioning: [missing], "missing file")
    expectUsageError(
      FluidLab.run(["run", directory.path]), mentioning: [directory.path, "directory"],
      "a directory")
    let binary = directory.appendingPathComponent("binary.json")
    try Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]).write(to: binary)
    expectUsageError(
      FluidLab.run(["run", binary.path]), mentioning: [binary.path, "UTF-8"], "invalid UTF-8")
  }

  @Test(
    "Invalid command lines exit 2 with one line",
    arguments: [
      (["run"], "SCENARIO"),
      (["run", "a.json", "b.json"], "b.json"),
      (["run", "a.json", "--trace"], "--trace"),
      (["run", "a.json", "--trace", "x.json", "--trace", "y.json"], "--trace"),
      (["run", "a.json", "--trace="], "--trace"),
      (["run", "a.json", "--verbose"], "--verbose"),
      (["run", "a.json", "--report"], "--report"),
      (["run", "a.json", "--report="], "--report"),
      (["run", "a.json", "--report", "x", "--report", "y"], "--report"),
      (["styles", "fade"], "fade"),
    ])
  func invalidCommandLinesAreRejected(arguments: [String], mention: String) {
    expectUsageError(FluidLab.run(arguments), mentioning: [mention], "\(arguments)")
  }

  @Test("--report is parsed before the scenario is read: a bad option wins over a bad file")
  func reportOptionIsCheckedFirst() throws {
    let missing = try makeLabTemporaryDirectory().appendingPathComponent("missing.json").path
    expectUsageError(
      FluidLab.run(["run", missing, "--report"]), mentioning: ["--report"], "--report")
  }

  @Test("Boundary values are accepted")
  func boundaryValuesAreAccepted() throws {
    let rect = ScenarioErrorCase.rect(.number(-5), .number(0), .number(0), .number(0))
    let document = scenarioDocument(
      style: "slide", operation: "pop", until: 600,
      events: [labEvent(0, "start"), labEvent(600, "cancel")],
      [
        ("frameRate", .number(10)), ("duration", .number(0)), ("droppedFrames", .array([])),
        ("container", .object([("width", .number(0)), ("height", .number(0))])),
        ("options", .object([("parallax", .number(1))])), ("sourceElement", rect),
        ("destinationElement", .null), ("reduceMotion", .bool(true)),
        ("layoutDirection", .string("rightToLeft")), ("interaction", .string("panDown")),
      ])
    let trace = LabTrace(json: try runScenario(document))
    #expect(trace.frames.count == frameCount(until: 600, frameRate: 10))
    #expect(trace.result?["completed"]?.bool == true)
    let highRate = scenarioDocument(until: 0.1, [("frameRate", .number(240))])
    #expect(
      LabTrace(json: try runScenario(highRate)).frames.count
        == frameCount(until: 0.1, frameRate: 240))
  }

  /// The frames whose callback, k / frameRate as the clock computes it, is at or before
  /// `until`.
  func frameCount(until: Double, frameRate: Double) -> Int {
    var count = 0
    while Double(count) * (1 / frameRate) <= until { count += 1 }
    return count
  }
}
