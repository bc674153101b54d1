import FluidLabKit
import Foundation
import Testing

/// A presented sheet's scenario: a sheet with detents, dismiss (it starts presented), no event,
/// with `changes` applied (a member replaced, appended, or removed when nil).
func sheetDocument(
  _ changes: [(String, JSONValue?)] = [], events: [JSONValue] = [], until: Double = 1
) -> JSONValue {
  var members: [(String, JSONValue)] = [
    ("style", .string("sheet")), ("operation", .string("dismiss")), ("until", .number(until)),
    ("events", .array(events)), ("detents", .array([.string("medium"), .string("large")])),
  ]
  for (key, value) in changes {
    if let index = members.firstIndex(where: { $0.0 == key }) {
      if let value { members[index].1 = value } else { members.remove(at: index) }
    } else if let value {
      members.append((key, value))
    }
  }
  return .object(members)
}

/// A keyboard event; `frame` nil leaves the frame out, `.null` hides the keyboard.
func keyboardEvent(_ time: Double, frame: JSONValue?, _ extra: [(String, JSONValue)] = [])
  -> JSONValue
{
  var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string("keyboard"))]
  if let frame { members.append(("frame", frame)) }
  return .object(members + extra)
}

/// A keyboard docked at the bottom of a 390 × 844 pt container, `height` points tall.
func dockedKeyboard(_ height: Double) -> JSONValue {
  .object([
    ("x", .number(0)), ("y", .number(844 - height)), ("width", .number(390)),
    ("height", .number(height)),
  ])
}

/// An invalid sheet scenario and what its error line must mention.
struct SheetErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let mentions: [String]

  var testDescription: String { text }

  static func sheet(_ changes: [(String, JSONValue?)], mentioning mentions: String...)
    -> SheetErrorCase
  {
    SheetErrorCase(text: sheetDocument(changes).text, mentions: mentions)
  }

  static func detents(_ detents: [JSONValue], mentioning mentions: String...) -> SheetErrorCase {
    SheetErrorCase(
      text: sheetDocument([("detents", .array(detents))]).text, mentions: mentions)
  }

  static func events(
    _ events: [JSONValue], _ changes: [(String, JSONValue?)] = [], mentioning mentions: String...
  ) -> SheetErrorCase {
    SheetErrorCase(text: sheetDocument(changes, events: events).text, mentions: mentions)
  }

  static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(members) }

  nonisolated static let fieldCases: [SheetErrorCase] = [
    // Only a sheet, and only with detents.
    .sheet([("style", .string("fade"))], mentioning: "detents", "only a sheet", "fade"),
    .sheet(
      [("style", .string("fade")), ("detents", nil), ("dismissible", .bool(true))],
      mentioning: "dismissible", "only a sheet"),
    .sheet(
      [("detents", nil), ("selectedDetent", .string("medium"))],
      mentioning: "selectedDetent", "needs detents"),
    .sheet(
      [("detents", nil), ("largestUndimmedDetent", .null)],
      mentioning: "largestUndimmedDetent", "needs detents"),
    .sheet([("detents", nil), ("dismissible", .bool(false))], mentioning: "dismissible"),
    // detents
    .sheet([("detents", .number(3))], mentioning: "detents", "array", "a number"),
    .sheet([("detents", .string("medium"))], mentioning: "detents", "array"),
    .sheet([("detents", .null)], mentioning: "detents", "null"),
    .detents([], mentioning: "detents", "at least one"),
    .detents([.string("small")], mentioning: "detents[0]", "\"small\"", "medium"),
    .detents([.string("large"), .string("Medium")], mentioning: "detents[1]", "Medium"),
    .detents([.number(3)], mentioning: "detents[0]", "a number"),
    .detents([.null], mentioning: "detents[0]", "null"),
    .detents([object([("fraction", .number(1.5))])], mentioning: "detents[0].fraction", "1.5"),
    .detents([object([("fraction", .number(-0.1))])], mentioning: "detents[0].fraction"),
    .detents(
      [object([("fraction", .string("half"))])], mentioning: "detents[0].fraction", "a number"),
    .detents([object([("points", .number(-1))])], mentioning: "detents[0].points", "-1"),
    .detents([object([("points", .bool(true))])], mentioning: "detents[0].points", "true"),
    .detents(
      [object([("fraction", .number(0.5)), ("points", .number(300))])],
      mentioning: "detents[0]", "both"),
    .detents([object([])], mentioning: "detents[0]", "fraction or points"),
    .detents(
      [object([("identifier", .string("alone"))])], mentioning: "detents[0]", "fraction or points"
    ),
    .detents(
      [object([("fraction", .number(0.5)), ("height", .number(2))])],
      mentioning: "detents[0].height", "unknown field"),
    .detents(
      [object([("fraction", .number(0.5)), ("identifier", .string(""))])],
      mentioning: "detents[0].identifier", "non-empty"),
    .detents(
      [object([("points", .number(300)), ("identifier", .number(3))])],
      mentioning: "detents[0].identifier", "a number"),
    .detents(
      [.string("medium"), .string("medium")], mentioning: "detents[1]", "\"medium\"", "unique"),
    .detents(
      [.string("large"), object([("fraction", .number(0.5)), ("identifier", .string("large"))])],
      mentioning: "detents[1]", "\"large\"", "detents[0]"),
    .detents(
      [object([("fraction", .number(0.25))]), object([("fraction", .number(0.25))])],
      mentioning: "detents[1]", "fraction(0.25)"),
    // selectedDetent, largestUndimmedDetent, dismissible
    .sheet(
      [("selectedDetent", .string("tiny"))], mentioning: "selectedDetent", "\"tiny\"", "\"medium\"",
      "\"large\""),
    .sheet([("selectedDetent", .number(1))], mentioning: "selectedDetent", "a number"),
    .sheet([("selectedDetent", .null)], mentioning: "selectedDetent", "null"),
    .sheet(
      [("largestUndimmedDetent", .string("tiny"))], mentioning: "largestUndimmedDetent", "tiny"),
    .sheet(
      [("largestUndimmedDetent", .bool(true))], mentioning: "largestUndimmedDetent", "or null"),
    .sheet([("dismissible", .string("no"))], mentioning: "dismissible", "true or false"),
    .sheet([("dismissible", .null)], mentioning: "dismissible"),
    // What detents exclude.
    .sheet(
      [("options", object([("heightFraction", .number(0.5))]))],
      mentioning: "options.heightFraction", "detents"),
    .sheet([("driver", .string("percentDriven"))], mentioning: "driver", "percentDriven"),
    // An unknown field names the sheet's fields too.
    .sheet(
      [("grabber", .bool(true))], mentioning: "unknown field", "\"grabber\"",
      "a sheet with detents also has detents, selectedDetent, largestUndimmedDetent,"
        + " dismissible"),
  ]

  nonisolated static let eventCases: [SheetErrorCase] = [
    // keyboard
    .events([keyboardEvent(0, frame: nil)], mentioning: "events[0].frame", "required"),
    .events(
      [keyboardEvent(0, frame: .string("low"))], mentioning: "events[0].frame", "a string"),
    .events(
      [
        keyboardEvent(
          0, frame: object([("x", .number(0)), ("y", .number(0)), ("width", .number(1))]))
      ],
      mentioning: "events[0].frame.height", "required"),
    .events(
      [
        keyboardEvent(
          0,
          frame: object([
            ("x", .number(0)), ("y", .number(0)), ("width", .number(1)), ("height", .number(-1)),
          ]))
      ], mentioning: "events[0].frame.height", "-1"),
    .events(
      [
        keyboardEvent(
          0,
          frame: object([
            ("x", .number(0)), ("y", .number(0)), ("width", .number(1)), ("height", .number(1)),
            ("z", .number(1)),
          ]))
      ], mentioning: "events[0].frame.z", "unknown field"),
    .events(
      [keyboardEvent(0, frame: .null, [("duration", .number(-0.1))])],
      mentioning: "events[0].duration", "-0.1"),
    .events(
      [keyboardEvent(0, frame: .null, [("duration", .number(11))])],
      mentioning: "events[0].duration", "[0, 10]"),
    .events(
      [keyboardEvent(0, frame: .null, [("duration", .string("fast"))])],
      mentioning: "events[0].duration", "a number"),
    .events(
      [keyboardEvent(0, frame: .null, [("curve", .number(1.5))])],
      mentioning: "events[0].curve", "integer", "1.5"),
    .events(
      [keyboardEvent(0, frame: .null, [("curve", .number(-1))])],
      mentioning: "events[0].curve", "-1"),
    .events(
      [keyboardEvent(0, frame: .null, [("curve", .string("7"))])],
      mentioning: "events[0].curve", "a string"),
    .events(
      [keyboardEvent(0, frame: .null, [("curve", .number(4_294_967_296))])],
      mentioning: "events[0].curve"),
    .events(
      [keyboardEvent(0, frame: .null, [("x", .number(1)), ("y", .number(1))])],
      mentioning: "events[0].x", "no position"),
    .events(
      [keyboardEvent(0, frame: .null, [("speed", .number(1))])],
      mentioning: "events[0].speed", "unknown field", "frame, duration, curve"),
    .events([keyboardEvent(2, frame: .null)], mentioning: "events[0].t", "until"),
    .events(
      [
        labEvent(0, "touchDown", x: 1, y: 500),
        keyboardEvent(0.1, frame: .null, [("curve", .number(7))]),
        .object([
          ("t", .number(0.2)), ("type", .string("touchUp")), ("x", .number(1)),
          ("y", .number(500)), ("duration", .number(1)),
        ]),
      ],
      mentioning: "events[2].duration", "keyboard events"),
    // A keyboard needs a sheet with detents.
    .events(
      [keyboardEvent(0, frame: nil)], [("detents", nil)],
      mentioning: "events[0].type", "keyboard", "detents"),
    // The order of a sheet's events.
    .events(
      [labEvent(0, "touchDown", x: 1, y: 500), labEvent(0.1, "start")],
      [("operation", .string("present"))],
      mentioning: "events[0]", "touchDown before any start"),
    .events(
      [labEvent(0, "start"), labEvent(0.1, "startInteractive")],
      mentioning: "events[1]", "second startInteractive"),
    .events(
      [labEvent(0.2, "cancel"), labEvent(0.1, "touchDown", x: 1, y: 1)],
      mentioning: "events[1].t", "goes back in time"),
  ]
}

/// The sheet's scenario fields (issue 14): strict, additive, each error on one line naming its
/// field (exit 2); every other scenario's messages unchanged.
@MainActor
@Suite("Lab: sheet scenario validation")
struct SheetValidationLabTests {
  @Test(
    "A sheet's detent fields are checked, each error naming its field",
    arguments: SheetErrorCase.fieldCases)
  func detentFieldsAreChecked(errorCase: SheetErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  @Test(
    "Keyboard events and a sheet's event order are checked", arguments: SheetErrorCase.eventCases)
  func keyboardEventsAreChecked(errorCase: SheetErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  /// The whole error line of `fluid-lab run` for `document`, without the path's prefix.
  private func errorLine(_ document: JSONValue) throws -> String {
    let path = try writeScenarioFile(document.text)
    let result = FluidLab.run(["run", path])
    #expect(result.status == 2)
    return String(result.standardError.dropFirst("fluid-lab: run: \(path): ".count))
  }

  @Test("Scenarios without the sheet's fields keep their messages, byte for byte")
  func otherScenariosKeepTheirMessages() throws {
    let fields =
      "style, operation, interaction, container, layoutDirection, reduceMotion, frameRate,"
      + " duration, droppedFrames, sourceElement, destinationElement, options, until, events,"
      + " driver, releasePolicy"
    #expect(
      try errorLine(scenarioDocument([("colour", .string("red"))]))
        == "unknown field \"colour\" (a scenario has \(fields))\n")
    // A sheet without detents is such a scenario too.
    #expect(
      try errorLine(
        scenarioDocument(style: "sheet", operation: "present", [("grabber", .bool(true))]))
        == "unknown field \"grabber\" (a scenario has \(fields))\n")
    #expect(
      try errorLine(scenarioDocument(events: [labEvent(0, "tap")]))
        == "events[0].type: unknown value \"tap\" (expected one of start, startInteractive,"
        + " touchDown, touchMove, touchUp, touchCancel, cancel, finish, resize)\n")
    #expect(
      try errorLine(
        scenarioDocument(events: [
          .object([("t", .number(0)), ("type", .string("start")), ("frame", .null)])
        ]))
        == "events[0].frame: unknown field (expected t, type, x, y, width, height, safeArea)\n")
    #expect(
      try errorLine(
        scenarioDocument(
          style: "sheet", operation: "present", events: [labEvent(0, "touchDown", x: 1, y: 1)]))
        == "events[0]: touchDown before any start or startInteractive\n")
  }

  @Test("A presented sheet needs no start; touches, cancel and finish may come first")
  func aPresentedSheetNeedsNoStart() throws {
    let trace = LabTrace(
      json: try runScenario(
        sheetDocument(
          events: [
            labEvent(0.1, "touchDown", x: 195, y: 500), labEvent(0.2, "touchUp", x: 195, y: 500),
            labEvent(0.3, "cancel"), labEvent(0.4, "finish"),
          ])))
    #expect(trace.callNames.isEmpty)
    #expect(trace.result?["completed"] == .null)
    // cancel and finish find no transition: each is noted, nothing runs.
    let notes = trace.diagnostics.filter { $0["source"]?.string == "lab" }
    #expect(notes.count == 2, "\(trace.diagnostics)")
  }

  @Test("Boundary values are accepted, and the scenario echoes its sheet with defaults filled in")
  func boundaryValuesAreAccepted() throws {
    let document = sheetDocument(
      [
        (
          "detents",
          .array([
            .object([("fraction", .number(0))]), .object([("fraction", .number(1))]),
            .object([("points", .number(0)), ("identifier", .string("floor"))]),
            .object([("points", .number(1e6))]), .string("medium"),
          ])
        ),
        ("largestUndimmedDetent", .null), ("dismissible", .bool(false)),
      ],
      events: [
        keyboardEvent(0, frame: .null, [("duration", .number(0)), ("curve", .number(0))]),
        keyboardEvent(
          0.1, frame: dockedKeyboard(300),
          [("duration", .number(10)), ("curve", .number(2_147_483_647))]),
      ], until: 0.2)
    let trace = try runScenario(document)
    let scenario = try #require(trace["scenario"])
    // fraction 0 and points 0 resolve to 0, no place to rest in a container with room: the
    // library leaves them out, and medium, the smallest left, is the sheet's first rest.
    #expect(
      scenario["detents"]
        == .array([
          .object([("fraction", .number(0)), ("identifier", .string("fraction(0.0)"))]),
          .object([("fraction", .number(1)), ("identifier", .string("fraction(1.0)"))]),
          .object([("points", .number(0)), ("identifier", .string("floor"))]),
          .object([("points", .number(1e6)), ("identifier", .string("points(1000000.0)"))]),
          .string("medium"),
        ]))
    #expect(scenario["selectedDetent"] == .string("medium"))
    #expect(scenario["largestUndimmedDetent"] == .null)
    #expect(scenario["dismissible"] == .bool(false))
    // Options keep the sheet's own, without heightFraction.
    #expect(scenario["options"]?.members?.map(\.0) == ["dimmingAlpha", "cornerRadius"])
    let events = try #require(scenario["events"]?.array)
    #expect(
      events[0]
        == .object([
          ("t", .number(0)), ("type", .string("keyboard")), ("frame", .null),
          ("duration", .number(0)), ("curve", .number(0)),
        ]))
    #expect(events[1]["curve"] == .number(2_147_483_647))
    // Defaults: duration 0.25 s, curve 7.
    let defaults = try runScenario(sheetDocument(events: [keyboardEvent(0, frame: .null)]))
    #expect(defaults["scenario"]?["events"]?.array?[0]["duration"] == .number(0.25))
    #expect(defaults["scenario"]?["events"]?.array?[0]["curve"] == .number(7))
    // The echo replays to the same trace.
    #expect(try runScenario(scenario) == trace)
  }

  @Test("A scenario without the sheet's fields echoes no sheet field and no sheet in its frames")
  func otherScenariosEchoNoSheet() throws {
    let trace = try runScenario(scenarioDocument(style: "sheet", operation: "present"))
    let keys = trace["scenario"]?.members?.map(\.0) ?? []
    #expect(!keys.contains("detents") && !keys.contains("dismissible"), "\(keys)")
    #expect(trace["frames"]?.array?.allSatisfy { $0["sheet"] == nil } == true)
    // heightFraction stays among its options.
    #expect(trace["scenario"]?["options"]?["heightFraction"] == .number(1))
  }
}
