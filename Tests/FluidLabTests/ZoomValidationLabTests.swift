import FluidLabKit
import Foundation
import Testing

/// A zoom scenario (a dismiss in the default container, started animated), with `changes`
/// applied (a member replaced, appended, or removed when nil).
func zoomDocument(
  _ changes: [(String, JSONValue?)] = [], events: [JSONValue] = [labEvent(0, "start")],
  until: Double = 1
) -> JSONValue {
  var members: [(String, JSONValue)] = [
    ("style", .string("zoom")), ("operation", .string("dismiss")), ("until", .number(until)),
    ("events", .array(events)),
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

/// A rect object, with the extra members given.
func rectValue(
  _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ extra: [(String, JSONValue)] = []
) -> JSONValue {
  .object(
    [
      ("x", .number(x)), ("y", .number(y)), ("width", .number(width)),
      ("height", .number(height)),
    ] + extra)
}

/// An event of `type` at `time` with `members` after `t` and `type`.
func zoomEvent(_ time: Double, _ type: String, _ members: [(String, JSONValue)] = []) -> JSONValue {
  .object([("t", .number(time)), ("type", .string(type))] + members)
}

/// A pinch event at `time`: the centroid and the scale.
func pinchEvent(_ time: Double, _ type: String, x: Double, y: Double, scale: Double) -> JSONValue {
  zoomEvent(time, type, [("x", .number(x)), ("y", .number(y)), ("scale", .number(scale))])
}

/// An `elements` item.
func elementValue(
  _ identifier: JSONValue, source: JSONValue? = .null, destination: JSONValue? = .null,
  _ extra: [(String, JSONValue)] = []
) -> JSONValue {
  var members: [(String, JSONValue)] = [("identifier", identifier)]
  if let source { members.append(("source", source)) }
  if let destination { members.append(("destination", destination)) }
  return .object(members + extra)
}

/// An invalid zoom scenario and what its error line must mention.
struct ZoomErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let mentions: [String]

  var testDescription: String { text }

  static func zoom(_ changes: [(String, JSONValue?)], mentioning mentions: String...)
    -> ZoomErrorCase
  {
    ZoomErrorCase(text: zoomDocument(changes).text, mentions: mentions)
  }

  static func elements(_ items: [JSONValue], mentioning mentions: String...) -> ZoomErrorCase {
    ZoomErrorCase(text: zoomDocument([("elements", .array(items))]).text, mentions: mentions)
  }

  static func events(
    _ events: [JSONValue], _ changes: [(String, JSONValue?)] = [], mentioning mentions: String...
  ) -> ZoomErrorCase {
    ZoomErrorCase(
      text: zoomDocument(changes, events: [labEvent(0, "startInteractive")] + events).text,
      mentions: mentions)
  }

  /// The pinch's scenario: a dismiss driven by the pinch.
  static let pinch: [(String, JSONValue?)] = [("interaction", .string("pinch"))]

  nonisolated static let fieldCases: [ZoomErrorCase] = [
    // Only a zoom has them.
    .zoom(
      [("style", .string("fade")), ("elements", .array([]))],
      mentioning: "elements", "only a zoom", "fade"),
    .zoom(
      [("style", .string("fade")), ("alignmentRect", .null)],
      mentioning: "alignmentRect", "only a zoom"),
    .zoom(
      [("style", .string("fade")), ("interaction", .string("pinch"))],
      mentioning: "interaction", "pinch", "zoom", "fade"),
    .zoom(
      [
        ("style", .string("fade")),
        ("sourceElement", rectValue(0, 0, 1, 1, [("cornerRadius", .number(3))])),
      ],
      mentioning: "sourceElement.cornerRadius", "unknown field"),
    // elements
    .zoom([("elements", .number(2))], mentioning: "elements", "array", "a number"),
    .zoom([("elements", .null)], mentioning: "elements", "null"),
    .zoom([("elements", .object([]))], mentioning: "elements", "an object"),
    .elements([.number(3)], mentioning: "elements[0]", "an element", "a number"),
    .elements(
      [.object([("source", .null), ("destination", .null)])],
      mentioning: "elements[0].identifier", "required"),
    .elements([elementValue(.string(""))], mentioning: "elements[0].identifier", "non-empty"),
    .elements([elementValue(.number(7))], mentioning: "elements[0].identifier", "a number"),
    .elements(
      [elementValue(.string("caption")), elementValue(.string("caption"))],
      mentioning: "elements[1].identifier", "\"caption\"", "elements[0]", "unique"),
    .elements(
      [elementValue(.string("a"), source: nil)], mentioning: "elements[0].source", "required"),
    .elements(
      [elementValue(.string("a"), destination: nil)],
      mentioning: "elements[0].destination", "required"),
    .elements(
      [elementValue(.string("a"), [("alpha", .number(1))])],
      mentioning: "elements[0].alpha", "unknown field", "identifier, source, destination, zIndex"),
    .elements(
      [elementValue(.string("a"), source: .string("cell"))],
      mentioning: "elements[0].source", "a string"),
    .elements(
      [elementValue(.string("a"), source: rectValue(0, 0, -1, 1))],
      mentioning: "elements[0].source.width", "-1"),
    .elements(
      [
        elementValue(
          .string("a"), destination: rectValue(0, 0, 1, 1, [("cornerRadius", .number(-2))]))
      ],
      mentioning: "elements[0].destination.cornerRadius", "-2"),
    .elements(
      [elementValue(.string("a"), source: rectValue(0, 0, 1, 1, [("z", .number(1))]))],
      mentioning: "elements[0].source.z", "unknown field", "cornerRadius"),
    .elements(
      [elementValue(.string("a"), [("zIndex", .string("top"))])],
      mentioning: "elements[0].zIndex", "a string"),
    // alignmentRect
    .zoom([("alignmentRect", .string("photo"))], mentioning: "alignmentRect", "a string"),
    .zoom(
      [("alignmentRect", rectValue(0, 0, 10, -1))], mentioning: "alignmentRect.height", "-1"),
    .zoom(
      [("alignmentRect", rectValue(0, 0, 1, 1, [("cornerRadius", .number(1))]))],
      mentioning: "alignmentRect.cornerRadius", "unknown field"),
    // A measured corner radius.
    .zoom(
      [("sourceElement", rectValue(0, 0, 1, 1, [("cornerRadius", .number(-1))]))],
      mentioning: "sourceElement.cornerRadius", "-1"),
    .zoom(
      [("destinationElement", rectValue(0, 0, 1, 1, [("cornerRadius", .string("8"))]))],
      mentioning: "destinationElement.cornerRadius", "a string"),
    // Options.
    .zoom(
      [("options", .object([("usesMeasuredCornerRadii", .number(0.5))]))],
      mentioning: "options.usesMeasuredCornerRadii", "0 or 1", "0.5"),
    .zoom(
      [("options", .object([("usesMeasuredCornerRadii", .bool(true))]))],
      mentioning: "options.usesMeasuredCornerRadii", "a number"),
    .zoom(
      [("options", .object([("crossFadeStart", .number(1.5))]))],
      mentioning: "options.crossFadeStart", "[0, 1]"),
    .zoom(
      [("options", .object([("crossFadeEnd", .number(-0.1))]))],
      mentioning: "options.crossFadeEnd", "-0.1"),
    .zoom(
      [("options", .object([("dimmingAlpha", .number(2))]))],
      mentioning: "options.dimmingAlpha", "[0, 1]"),
    .zoom(
      [("options", .object([("crossFadeMiddle", .number(0.5)), ("crossFadeEnd", .number(0.5))]))],
      mentioning: "options.crossFadeMiddle", "unknown option", "crossFadeStart", "dimmingAlpha"),
    // The pinch runs the library's driver only.
    .zoom(
      pinch + [("driver", .string("percentDriven"))], mentioning: "driver", "pinch",
      "percentDriven"),
    .zoom(
      [("interaction", .string("pinches")), ("elements", .array([]))],
      mentioning: "interaction", "\"pinches\"", "pinch"),
    // An unknown field names the zoom's fields when the scenario uses one.
    .zoom(
      [("alignmentRect", .null), ("grid", .number(3))],
      mentioning: "unknown field", "\"grid\"", "a zoom also has elements, alignmentRect"),
  ]

  nonisolated static let eventCases: [ZoomErrorCase] = [
    // sourceMove, sourceRemove
    .events(
      [
        zoomEvent(0.1, "sourceMove", [("x", .number(1)), ("y", .number(1)), ("width", .number(1))])
      ],
      mentioning: "events[1].height", "required"),
    .events(
      [
        zoomEvent(
          0.1, "sourceMove", [("x", .number(1)), ("width", .number(1)), ("height", .number(1))])
      ],
      mentioning: "events[1].y", "required"),
    .events(
      [
        zoomEvent(
          0.1, "sourceMove",
          [("x", .number(1)), ("y", .number(1)), ("width", .number(-3)), ("height", .number(1))])
      ], mentioning: "events[1].width", "-3"),
    .events(
      [
        zoomEvent(
          0.1, "sourceMove",
          [
            ("x", .number(1)), ("y", .number(1)), ("width", .number(3)), ("height", .number(1)),
            ("scale", .number(1)),
          ])
      ], mentioning: "events[1].scale", "unknown field", "element, x, y, width, height"),
    .events(
      [zoomEvent(0.1, "sourceRemove", [("x", .number(1)), ("y", .number(1))])],
      mentioning: "events[1].x", "unknown field", "t, type, element"),
    .events(
      [zoomEvent(0.1, "sourceRemove", [("element", .string("caption"))])],
      mentioning: "events[1].element", "\"caption\"", "there are no elements"),
    .events(
      [zoomEvent(0.1, "sourceRemove", [("element", .string("title"))])],
      [("elements", .array([elementValue(.string("caption"), source: rectValue(0, 0, 1, 1))]))],
      mentioning: "events[1].element", "\"title\"", "elements has \"caption\""),
    .events(
      [zoomEvent(0.1, "sourceRemove", [("element", .number(1))])],
      mentioning: "events[1].element", "a number"),
    .events(
      [zoomEvent(0.1, "sourceRemove", [("element", .string("caption"))])],
      [("elements", .array([elementValue(.string("caption"), source: .null)]))],
      mentioning: "events[1].element", "no source"),
    .events(
      [zoomEvent(0.1, "sourceRemove")], [("sourceElement", .null)],
      mentioning: "events[1]", "sourceElement is null"),
    .events(
      [
        zoomEvent(0.1, "sourceRemove"),
        zoomEvent(
          0.2, "sourceMove",
          [("x", .number(1)), ("y", .number(1)), ("width", .number(1)), ("height", .number(1))]),
      ], mentioning: "events[2]", "after events[1] removed the source", "once gone"),
    .events(
      [zoomEvent(0.1, "sourceRemove"), zoomEvent(0.2, "sourceRemove")],
      mentioning: "events[2]", "sourceRemove after events[1]"),
    // A source event before the start, and on another style.
    .events(
      [], [("events", .array([zoomEvent(0, "sourceRemove"), labEvent(0, "start")]))],
      mentioning: "events[0]", "sourceRemove before any start"),
    .events(
      [zoomEvent(0.1, "sourceRemove")], [("style", .string("fade"))],
      mentioning: "events[1].type", "sourceRemove", "needs a zoom", "fade"),
    // pinch events
    .events(
      [pinchEvent(0.1, "pinchBegin", x: 1, y: 1, scale: 1)],
      mentioning: "events[1].type", "pinchBegin", "\"interaction\": \"pinch\"", "zoomDrag"),
    .events(
      [pinchEvent(0.1, "pinchBegin", x: 1, y: 1, scale: 1)], [("style", .string("fade"))],
      mentioning: "events[1].type", "pinch"),
    .events(
      [zoomEvent(0.1, "pinchBegin", [("x", .number(1)), ("y", .number(1))])], pinch,
      mentioning: "events[1].scale", "required"),
    .events(
      [pinchEvent(0.1, "pinchMove", x: 1, y: 1, scale: -0.5)], pinch,
      mentioning: "events[1].scale", "-0.5"),
    .events(
      [zoomEvent(0.1, "pinchMove", [("x", .number(1)), ("scale", .number(1))])], pinch,
      mentioning: "events[1].y", "required"),
    .events(
      [
        zoomEvent(
          0.1, "pinchMove", [("x", .number(1)), ("y", .number(1)), ("scale", .string("1"))])
      ],
      pinch, mentioning: "events[1].scale", "a string"),
    .events(
      [zoomEvent(0.1, "pinchEnd", [("x", .number(1))])], pinch,
      mentioning: "events[1].y", "required when x is given"),
    .events(
      [zoomEvent(0.1, "pinchCancel", [("scale", .number(-1))])], pinch,
      mentioning: "events[1].scale", "-1"),
    .events(
      [
        zoomEvent(
          0.1, "pinchMove",
          [("x", .number(1)), ("y", .number(1)), ("scale", .number(1)), ("width", .number(1))])
      ], pinch, mentioning: "events[1].width", "unknown field", "x, y, scale"),
    .events(
      [zoomEvent(0.1, "touchDown", [("x", .number(1)), ("y", .number(1)), ("scale", .number(1))])],
      pinch, mentioning: "events[1].scale", "touchDown event has no scale", "pinch events have"),
    .events(
      [
        zoomEvent(0.1, "pinchStart", [("x", .number(1)), ("y", .number(1)), ("scale", .number(1))])
      ],
      pinch,
      mentioning:
        "events[1].type", "\"pinchStart\"", "pinchBegin, pinchMove, pinchEnd, pinchCancel",
      "sourceMove, sourceRemove"),
    .events(
      [
        pinchEvent(0.3, "pinchBegin", x: 1, y: 1, scale: 1),
        pinchEvent(0.2, "pinchMove", x: 1, y: 1, scale: 1),
      ],
      pinch, mentioning: "events[2].t", "goes back in time"),
  ]
}

/// A zoom's scenario additions (issue 14): strict, additive, each error on one line naming its
/// field (exit 2); every other scenario's messages, zooms without the additions included,
/// unchanged.
@MainActor
@Suite("Lab: zoom scenario validation")
struct ZoomValidationLabTests {
  @Test(
    "A zoom's fields, options and interaction are checked, each error naming its field",
    arguments: ZoomErrorCase.fieldCases)
  func fieldsAreChecked(errorCase: ZoomErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  @Test(
    "Source and pinch events are checked, each error naming its field",
    arguments: ZoomErrorCase.eventCases)
  func eventsAreChecked(errorCase: ZoomErrorCase) throws {
    try expectScenarioError(errorCase.text, mentioning: errorCase.mentions)
  }

  /// The whole error line of `fluid-lab run` for `document`, without the path's prefix.
  private func errorLine(_ document: JSONValue) throws -> String {
    let path = try writeScenarioFile(document.text)
    let result = FluidLab.run(["run", path])
    #expect(result.status == 2)
    return String(result.standardError.dropFirst("fluid-lab: run: \(path): ".count))
  }

  @Test("Zooms without the additions keep their messages, byte for byte")
  func zoomsWithoutTheAdditionsKeepTheirMessages() throws {
    let fields =
      "style, operation, interaction, container, layoutDirection, reduceMotion, frameRate,"
      + " duration, droppedFrames, sourceElement, destinationElement, options, until, events,"
      + " driver, releasePolicy"
    #expect(
      try errorLine(zoomDocument([("colour", .string("red"))]))
        == "unknown field \"colour\" (a scenario has \(fields))\n")
    #expect(
      try errorLine(zoomDocument(events: [labEvent(0, "start"), labEvent(0.1, "tap")]))
        == "events[1].type: unknown value \"tap\" (expected one of start, startInteractive,"
        + " touchDown, touchMove, touchUp, touchCancel, cancel, finish, resize)\n")
    #expect(
      try errorLine(
        zoomDocument(events: [
          .object([("t", .number(0)), ("type", .string("start")), ("scale", .number(1))])
        ]))
        == "events[0].scale: unknown field (expected t, type, x, y, width, height, safeArea)\n")
    #expect(
      try errorLine(zoomDocument([("interaction", .string("swipe"))]))
        == "interaction: unknown value \"swipe\" (expected one of pan, edgePan, panDown,"
        + " zoomDrag)\n")
    #expect(
      try errorLine(zoomDocument([("options", .object([("parallax", .number(1))]))]))
        == "options.parallax: unknown option (zoom accepts sourceCornerRadius,"
        + " destinationCornerRadius, fallbackScale)\n")
    #expect(
      try errorLine(zoomDocument([("sourceElement", rectValue(0, 0, 1, 1, [("z", .number(1))]))]))
        == "sourceElement.z: unknown field (expected x, y, width, height)\n")
    #expect(
      try errorLine(zoomDocument([("sourceElement", .number(1))]))
        == "sourceElement: must be null or an object {x, y, width, height}, got a number (1)\n")
    // And with an addition, the lists name the zoom's too.
    #expect(
      try errorLine(
        zoomDocument(
          [("interaction", .string("pinch"))],
          events: [labEvent(0, "start"), labEvent(0.1, "tap")]))
        == "events[1].type: unknown value \"tap\" (expected one of start, startInteractive,"
        + " touchDown, touchMove, touchUp, touchCancel, cancel, finish, resize, pinchBegin,"
        + " pinchMove, pinchEnd, pinchCancel, sourceMove, sourceRemove)\n")
  }

  @Test(
    "The scenario echoes a zoom's fields with defaults filled in, and replays to the same trace")
  func echoAndReplay() throws {
    let trace = try runScenario(
      zoomDocument(
        [
          ("interaction", .string("pinch")),
          ("sourceElement", rectValue(20, 300, 110, 110, [("cornerRadius", .number(12))])),
          (
            "elements",
            .array([
              elementValue(
                .string("caption"), source: rectValue(20, 414, 110, 18),
                destination: rectValue(20, 524, 350, 30), [("zIndex", .number(1))]),
              elementValue(.string("badge"), source: .null, destination: rectValue(0, 0, 0, 0)),
            ])
          ),
          ("alignmentRect", rectValue(0, 185, 390, 260)),
          (
            "options",
            .object([("crossFadeEnd", .number(0.7)), ("usesMeasuredCornerRadii", .number(0))])
          ),
        ],
        events: [
          labEvent(0, "startInteractive"),
          zoomEvent(
            0.05, "sourceMove",
            [
              ("element", .string("caption")), ("x", .number(30)), ("y", .number(420)),
              ("width", .number(100)), ("height", .number(18)),
            ]),
          pinchEvent(0.1, "pinchBegin", x: 195, y: 400, scale: 1),
          pinchEvent(0.12, "pinchMove", x: 195, y: 410, scale: 0.8),
          zoomEvent(0.14, "pinchEnd"),
          zoomEvent(0.2, "sourceRemove"),
        ], until: 1.5))
    let scenario = try #require(trace["scenario"])
    let keys = scenario.members?.map(\.0) ?? []
    #expect(Array(keys.suffix(2)) == ["elements", "alignmentRect"])
    #expect(scenario["sourceElement"]?["cornerRadius"] == .number(12))
    #expect(scenario["destinationElement"]?["cornerRadius"] == nil)
    #expect(scenario["elements"]?.array?[0]["zIndex"] == .number(1))
    // The default z index is filled in; a null end stays null.
    #expect(scenario["elements"]?.array?[1]["zIndex"] == .number(0))
    #expect(scenario["elements"]?.array?[1]["source"] == .null)
    #expect(
      scenario["options"]?.members?.map(\.0) == [
        "sourceCornerRadius", "destinationCornerRadius", "fallbackScale", "crossFadeStart",
        "crossFadeEnd", "usesMeasuredCornerRadii", "dimmingAlpha",
      ])
    #expect(scenario["options"]?["dimmingAlpha"] == .number(0.1))
    let events = try #require(scenario["events"]?.array)
    #expect(
      events[1]
        == zoomEvent(
          0.05, "sourceMove",
          [
            ("element", .string("caption")), ("x", .number(30)), ("y", .number(420)),
            ("width", .number(100)), ("height", .number(18)),
          ]))
    #expect(events[3] == pinchEvent(0.12, "pinchMove", x: 195, y: 410, scale: 0.8))
    #expect(events[4] == zoomEvent(0.14, "pinchEnd"))
    #expect(try runScenario(scenario) == trace)
  }

  @Test("styles lists the pinch, a zoom's options, fields and events; run --help describes them")
  func stylesAndHelpListTheAdditions() throws {
    let output = FluidLab.run(["styles"]).standardOutput
    let lines = output.split(separator: "\n").map(String.init)
    func line(naming name: String) -> String? { StylesLabTests.entry(naming: name, in: lines) }
    #expect(line(naming: "pinch")?.contains("zoom only") == true)
    let zoom = try #require(line(naming: "zoom"))
    for option in [
      "crossFadeStart=0", "crossFadeEnd=0.5", "usesMeasuredCornerRadii=1", "dimmingAlpha=0.1",
    ] {
      #expect(zoom.contains(option), "\(zoom)")
    }
    for name in [
      "elements", "alignmentRect", "cornerRadius", "sourceMove", "sourceRemove", "pinchBegin",
      "pinchMove", "pinchEnd", "pinchCancel",
    ] {
      #expect(line(naming: name) != nil, "no line for \(name)")
    }
    // `run --help` abridges the lab's reference, which spells them out.
    let reference = try String(
      contentsOf: labPackageRoot.appendingPathComponent(
        "Examples/FluidLab/FluidLab.docc/FluidLab.md"),
      encoding: .utf8)
    for word in [
      "elements", "alignmentRect", "cornerRadius", "crossFadeStart", "usesMeasuredCornerRadii",
      "sourceMove", "sourceRemove", "pinchBegin", "pinchCancel", "\"parent\": \"snapshot\"",
      "\"clips\": true", "scaleVelocity",
    ] {
      #expect(reference.contains(word), "the reference lacks \(word)")
    }
  }

  @Test("A zoom without the additions echoes no element and a null alignment rect")
  func plainZoomEchoesDefaults() throws {
    let scenario = try #require(try runScenario(zoomDocument())["scenario"])
    #expect(scenario["elements"] == .array([]))
    #expect(scenario["alignmentRect"] == .null)
    #expect(scenario["sourceElement"]?.members?.map(\.0) == ["x", "y", "width", "height"])
    // Other styles echo no zoom field.
    let fade = try #require(try runScenario(scenarioDocument())["scenario"])
    #expect(fade["elements"] == nil && fade["alignmentRect"] == nil)
  }

  @Test("Boundary values are accepted: scale 0, empty rects, zIndex extremes, flags 0 and 1")
  func boundaryValuesAreAccepted() throws {
    for flag in [0.0, 1.0] {
      let trace = LabTrace(
        json: try runScenario(
          zoomDocument(
            [
              ("interaction", .string("pinch")),
              (
                "options",
                .object([
                  ("usesMeasuredCornerRadii", .number(flag)), ("crossFadeStart", .number(1)),
                  ("crossFadeEnd", .number(0)),
                ])
              ),
              (
                "elements",
                .array([
                  elementValue(
                    .string("a"), source: rectValue(0, 0, 0, 0, [("cornerRadius", .number(0))]),
                    destination: rectValue(-5, -5, 0, 10), [("zIndex", .number(-1e300))]),
                  elementValue(
                    .string("b.c"), source: rectValue(1, 1, 1, 1),
                    destination: rectValue(1, 1, 1, 1), [("zIndex", .number(1e300))]),
                ])
              ),
              ("alignmentRect", rectValue(0, 0, 0, 0)),
            ],
            events: [
              labEvent(0, "startInteractive"),
              pinchEvent(0.1, "pinchBegin", x: 0, y: 0, scale: 0),
              pinchEvent(0.1, "pinchMove", x: -1e6, y: 1e6, scale: 0),
              zoomEvent(
                0.2, "pinchCancel", [("x", .number(1)), ("y", .number(2)), ("scale", .number(0))]),
              zoomEvent(0.3, "sourceRemove", [("element", .string("b.c"))]),
              zoomEvent(
                0.3, "sourceMove",
                [
                  ("x", .number(0)), ("y", .number(0)), ("width", .number(0)),
                  ("height", .number(0)),
                ]),
              labEvent(0.4, "finish"),
            ], until: 2)))
      expectWellFormedTrace(trace, frameRate: 120)
      #expect(trace.result?["completed"]?.bool != nil)
    }
  }
}
