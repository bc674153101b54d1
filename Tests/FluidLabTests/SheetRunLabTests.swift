import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// A presented sheet's trace, read through its JSON as an outside tool would.
struct SheetTrace {
  let json: JSONValue

  var frames: [JSONValue] { json["frames"]?.array ?? [] }
  var events: [JSONValue] { json["events"]?.array ?? [] }
  var eventTypes: [String] { events.compactMap { $0["type"]?.string } }
  var callNames: [String] { json["contextCalls"]?.array?.compactMap { $0["call"]?.string } ?? [] }

  /// The events of `type`, in order.
  func events(_ type: String) -> [JSONValue] { events.filter { $0["type"]?.string == type } }

  /// The frame whose target time is `time` (within a microsecond).
  func frame(at time: Double) -> JSONValue? {
    frames.first { abs(($0["t"]?.number ?? .nan) - time) < 1e-6 }
  }

  /// A node's frame in frame `frame`, as (x, y, width, height).
  static func rect(_ node: JSONValue?) -> [Double] {
    ["x", "y", "width", "height"].compactMap { node?[$0]?.number }
  }

  /// The node's rectangle on screen: its frame moved by its transform's translation.
  static func onScreen(_ node: JSONValue?) -> [Double] {
    let rect = rect(node)
    let transform = node?["transform"]?.array?.compactMap(\.number) ?? []
    guard rect.count == 4, transform.count == 6 else { return [] }
    return [rect[0] + transform[4], rect[1] + transform[5], rect[2], rect[3]]
  }
}

/// The shape every presented sheet's trace has: the documented keys plus `sheet` in every frame
/// (an object, or null while no sheet is presented) with its five fields, finite numbers.
func expectSheetTraceShape(_ trace: SheetTrace, sourceLocation: SourceLocation = #_sourceLocation) {
  var problems: [String] = []
  for frame in trace.frames {
    let keys = frame.members?.map(\.0) ?? []
    if keys != ["t", "progress", "velocity", "phase", "nodes", "sheet"] {
      problems.append("frame keys \(keys)")
    }
    guard let sheet = frame["sheet"], !sheet.isNull else { continue }
    if sheet.members?.map(\.0) != ["value", "velocity", "detent", "phase", "keyboardHeight"] {
      problems.append("sheet keys \(sheet.text)")
    }
    if !["resting", "interacting", "settling", "dismissing"].contains(sheet["phase"]?.string ?? "")
    {
      problems.append("sheet phase \(sheet.text)")
    }
    for key in ["value", "velocity", "keyboardHeight"]
    where !(sheet[key]?.number?.isFinite ?? false) {
      problems.append("sheet \(key) \(sheet.text)")
    }
  }
  #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// A presented sheet run through the lab: the gallery's sheet scenarios, checked against
/// numbers worked out by hand from their scripts (390 × 844 pt: medium 422 pt, large 844 pt),
/// and the present, the cancelled dismissal and the situations the fuzz once found broken.
@MainActor
@Suite("Lab: sheets with detents")
struct SheetRunLabTests {
  /// The gallery's scenario for `script`, run through `fluid-lab run`, checked, and its trace.
  func run(_ script: SheetGalleryScript) throws -> SheetTrace {
    let document = script.scenario
    let trace = ScenarioRunner(try Scenario(json: document)).run()
    #expect(trace.problems().isEmpty, "\(script): \(trace.problems())")
    #expect(script.problems(trace).isEmpty, "\(script): \(script.problems(trace))")
    let json = SheetTrace(json: try runScenario(document))
    expectSheetTraceShape(json)
    #expect(json.json["breaches"]?.array?.isEmpty == true)
    return json
  }

  @Test("At rest at medium: 422 pt in a 390 × 844 pt container, the dimming at 0.4")
  func mediumIsHalfTheHeight() throws {
    let trace = try run(.keyboard)
    let first = try #require(trace.frames.first)
    #expect(first["sheet"]?["value"] == .number(422))
    #expect(first["sheet"]?["detent"] == .string("medium"))
    #expect(first["sheet"]?["phase"] == .string("resting"))
    #expect(SheetTrace.rect(first["nodes"]?["from"]) == [0, 422, 390, 422])
    #expect(first["nodes"]?["from"]?["cornerRadius"] == .number(10))
    #expect(first["nodes"]?["dimming"]?["alpha"] == .number(0.4))
    // Back to front: the presenter, the dimming, the sheet.
    #expect(first["nodes"]?.members?.map(\.0) == ["to", "dimming", "from"])
    #expect(
      ["to", "dimming", "from"].map { first["nodes"]?[$0]?["zIndex"]?.number } == [0, 1, 2])
    #expect(first["phase"] == .string("idle") && first["progress"] == .number(0))
  }

  @Test("A flick from medium lands on large, leaving the finger at its speed")
  func flickLandsOnLarge() throws {
    let trace = try run(.detentFlick)
    #expect(trace.eventTypes == ["detentGrab", "detentRelease", "detentSelected", "detentSettled"])
    #expect(trace.events("detentGrab").first?["value"] == .number(422))
    let release = try #require(trace.events("detentRelease").first)
    // Five samples of 12.5 pt up: 62.5 pt above medium, at 12.5 pt per 1/120 s.
    let value = try #require(release["value"]?.number)
    #expect(isClose(value, 422 + 62.5, absolute: 1e-9))
    let velocity = try #require(release["velocity"]?.number)
    #expect(isClose(velocity, 1_500, absolute: 1), "\(velocity)")
    // WWDC 2018: value + v / 1000 · 0.998 / 0.002.
    #expect(isClose(release["projected"]?.number ?? 0, value + velocity * 0.499, absolute: 1e-6))
    #expect(release["target"] == .string("large"))
    #expect(
      release["leavingVelocity"]?.number.map { abs($0 - velocity) <= 1e-6 * velocity } == true)
    #expect(trace.events("detentSelected").first?["detent"] == .string("large"))
    #expect(trace.events("detentSettled").first?["value"] == .number(844))
    let last = try #require(trace.frames.last)
    #expect(last["sheet"]?["detent"] == .string("large") && last["sheet"]?["value"] == .number(844))
    #expect(SheetTrace.rect(last["nodes"]?["from"]) == [0, 0, 390, 844])
    // No transition ran: every frame idle at 0.
    #expect(trace.callNames.isEmpty)
    #expect(
      trace.frames.allSatisfy { $0["phase"] == .string("idle") && $0["progress"] == .number(0) })
    #expect(trace.json["result"] == .object([("completed", .null), ("t", .null)]))
  }

  @Test("A slow drag from medium lands back on medium")
  func slowDragLandsOnMedium() throws {
    let trace = try run(.slowDrag)
    let release = try #require(trace.events("detentRelease").first)
    #expect(isClose(release["value"]?.number ?? 0, 422 + 120, absolute: 1e-9))
    // Still for 60 ms: the finger has next to no speed left.
    #expect(abs(release["velocity"]?.number ?? .infinity) < 20, "\(release.text)")
    #expect(release["target"] == .string("medium"))
    #expect(trace.events("detentSelected").isEmpty)
    #expect(trace.events("detentSettled").first?["detent"] == .string("medium"))
    #expect(trace.events("detentSettled").first?["value"] == .number(422))
    // Between grab and release the sheet follows the finger point for point.
    let moves = trace.json["scenario"]?["events"]?.array?.filter {
      $0["type"]?.string == "touchMove"
    }
    let lastMove = try #require(moves?.last)
    let held = try #require(
      trace.frames.last { ($0["t"]?.number ?? 0) <= (release["t"]?.number ?? 0) })
    #expect(
      isClose(
        held["sheet"]?["value"]?.number ?? 0, 422 + 500 - (lastMove["y"]?.number ?? 0),
        absolute: 1e-9))
    #expect(SheetTrace.rect(trace.frames.last?["nodes"]?["from"]) == [0, 422, 390, 422])
  }

  @Test("Under the keyboard the sheet's bottom edge sits on the keyboard's top edge")
  func keyboardCarriesTheSheet() throws {
    let trace = try run(.keyboard)
    #expect(trace.events("keyboard").map { $0["height"]?.number } == [336, 0])
    // The keyboard shows at 0.1 s for 0.25 s. On the frame targeted at 0.35 s it is within
    // its curve's 0.1 % of the end (in binary, 0.35 − 0.1 falls short of 0.25); from the next
    // one its top edge is at 844 − 336 = 508, and the sheet's bottom edge on it.
    let ending = try #require(trace.frame(at: 0.35)?["sheet"]?["keyboardHeight"]?.number)
    #expect(ending >= 336 * 0.999 && ending <= 336, "\(ending)")
    let shown = try #require(trace.frames.first { ($0["t"]?.number ?? 0) > 0.35 + 1e-9 })
    #expect(shown["sheet"]?["keyboardHeight"] == .number(336))
    let sheet = SheetTrace.rect(shown["nodes"]?["from"])
    try #require(sheet.count == 4)
    #expect(sheet[1] + sheet[3] == 508, "\(sheet)")
    #expect(sheet[3] == 422, "medium keeps its height: \(sheet)")
    // Every frame: the sheet rides on the keyboard, its value stays medium's.
    for frame in trace.frames {
      let keyboard = frame["sheet"]?["keyboardHeight"]?.number ?? .nan
      let rect = SheetTrace.rect(frame["nodes"]?["from"])
      #expect(isClose(rect[1] + rect[3], 844 - keyboard, absolute: 1e-9), "\(frame.text)")
      #expect(frame["sheet"]?["value"] == .number(422))
      #expect(frame["nodes"]?["dimming"]?["alpha"] == .number(0.4))
    }
    // Rising: the keyboard's curve (7) is a critically damped spring, past halfway early.
    let early = try #require(trace.frame(at: 0.175)?["sheet"]?["keyboardHeight"]?.number)
    #expect(early > 168 && early < 336, "\(early)")
    // Hidden at 0.8 s for 0.25 s: back down at 1.05 s.
    #expect(trace.frame(at: 1.05)?["sheet"]?["keyboardHeight"] == .number(0))
    #expect(SheetTrace.rect(trace.frames.last?["nodes"]?["from"]) == [0, 422, 390, 422])
  }

  @Test("A throw below medium hands the sheet to the dismissal where it is, at its speed")
  func throwHandsOffToTheDismissal() throws {
    let trace = try run(.throwToDismiss)
    #expect(
      trace.eventTypes == [
        "detentGrab", "detentRelease", "dismissalHandOff", "release", "complete",
      ])
    let release = try #require(trace.events("detentRelease").first)
    // Seven samples of 2,500 / 120 pt down from 500 pt (positions rounded to the micropoint).
    let lastMove = trace.json["scenario"]?["events"]?.array?.last {
      $0["type"]?.string == "touchMove"
    }
    let finger = try #require(lastMove?["y"]?.number)
    #expect(isClose(finger, 500 + 7 * 2_500.0 / 120, absolute: 1e-6))
    let value = 422 - (finger - 500)
    #expect(isClose(release["value"]?.number ?? 0, value, absolute: 1e-9))
    #expect(isClose(release["velocity"]?.number ?? 0, -2_500, absolute: 1))
    #expect(release["target"] == .string("dismiss"))
    let handOff = try #require(trace.events("dismissalHandOff").first)
    // The dismissal slides medium's 422 pt down: it starts at the share already gone, moving
    // at the sheet's speed over the same 422 pt.
    let velocity = -(release["velocity"]?.number ?? 0) / 422
    #expect(isClose(handOff["progress"]?.number ?? 0, (422 - value) / 422, absolute: 1e-12))
    #expect(isClose(handOff["velocity"]?.number ?? 0, velocity, absolute: 1e-12))
    #expect(handOff["presentedProgress"] == handOff["progress"])
    #expect(isClose(handOff["presentedVelocity"]?.number ?? 0, velocity, absolute: 1e-9))
    let top = 844 - value
    for key in ["sheetBefore", "sheetAfter"] {
      let rect = SheetTrace.rect(handOff[key])
      try #require(rect.count == 4)
      // Below the container the sheet (and, after, its extension) reaches past the bottom.
      #expect(rect[0] == 0 && rect[2] == 390 && rect[1] + rect[3] >= 844, "\(key) \(rect)")
      #expect(isClose(rect[1], top, absolute: 1e-9), "\(key) \(rect)")
    }
    let forced = try #require(trace.events("release").first)
    #expect(forced["forced"] == .bool(true) && forced["target"] == .string("end"))
    #expect(isClose(forced["velocity"]?.number ?? 0, velocity, absolute: 1e-12))
    #expect(
      trace.callNames == [
        "startInteractiveTransition", "updateInteractiveTransition",
        "finishInteractiveTransition", "completeTransition",
      ])
    // The first frame of the dismissal (the frames before it were presented before the lift):
    // the sheet slid down by the progress made over medium's 422 pt, at least at the throw's
    // speed (the spring toward the end only adds to it).
    let time = try #require(handOff["t"]?.number)
    let next = try #require(
      trace.frames.first { $0["sheet"]?["phase"] == .string("dismissing") })
    #expect(next["phase"] == .string("settling"))
    let moved = (SheetTrace.onScreen(next["nodes"]?["from"]).dropFirst().first ?? 0) - top
    let progress = (next["progress"]?.number ?? 0) - (handOff["progress"]?.number ?? 0)
    #expect(isClose(moved, progress * 422, absolute: 1e-9), "\(moved) pt, progress \(progress)")
    let elapsed = (next["t"]?.number ?? 0) - time
    #expect(moved >= 2_500 * elapsed, "\(moved) pt in \(elapsed) s")
    // Dismissed: the sheet and the dimming gone, the presenter left.
    let last = try #require(trace.frames.last)
    #expect(last["phase"] == .string("finished") && last["progress"] == .number(1))
    #expect(last["nodes"]?["from"]?["inContainer"] == .bool(false))
    #expect(last["nodes"]?["dimming"]?["inContainer"] == .bool(false))
    #expect(last["nodes"]?["to"]?["inContainer"] == .bool(true))
    #expect(trace.json["result"]?["completed"] == .bool(true))
  }

  @Test("Present: the transition presents the sheet at its detent, then the sheet takes the finger")
  func presentThenDrag() throws {
    var events = [labEvent(0, "start")]
    for index in 0...5 {
      let time = 0.9 + Double(index) / 120
      let y = 500 - 12.5 * Double(index)
      events.append(labEvent(time, index == 0 ? "touchDown" : "touchMove", x: 195, y: y))
    }
    events.append(labEvent(0.9 + 5.5 / 120, "touchUp", x: 195, y: 437.5))
    let document = scenarioDocument(
      style: "sheet", operation: "present", until: 2, events: events,
      [
        ("detents", .array([.string("medium"), .string("large")])),
        ("selectedDetent", .string("medium")),
      ])
    let trace = SheetTrace(json: try runScenario(document))
    expectSheetTraceShape(trace)
    let problems = ScenarioRunner(try Scenario(json: document)).run().problems()
    #expect(problems.isEmpty, "\(problems)")
    // While the present runs there is no presented sheet; it ends at medium's frame.
    let completion = try #require(trace.events("complete").first?["t"]?.number)
    #expect(isClose(completion, 0.6 - 1.0 / 120, absolute: 1e-9))
    for frame in trace.frames where (frame["t"]?.number ?? 0) < completion {
      #expect(frame["sheet"] == JSONValue.null)
    }
    let presented = try #require(trace.frames.first { $0["sheet"] != JSONValue.null })
    #expect(presented["phase"] == .string("finished"))
    #expect(presented["sheet"]?["value"] == .number(422))
    #expect(SheetTrace.rect(presented["nodes"]?["to"]) == [0, 422, 390, 422])
    #expect(presented["nodes"]?["from"]?["inContainer"] == .bool(true), "the presenter stays")
    #expect(trace.events("detentRelease").first?["target"] == .string("large"))
    let last = try #require(trace.frames.last)
    #expect(last["sheet"]?["detent"] == .string("large"))
    #expect(SheetTrace.rect(last["nodes"]?["to"]) == [0, 0, 390, 844])
    #expect(last["phase"] == .string("finished") && last["progress"] == .number(1))
    #expect(trace.callNames == ["animateTransition", "completeTransition"])
  }

  @Test("A cancelled dismissal hands the sheet back, and a later throw dismisses it")
  func cancelledDismissalHandsTheSheetBack() throws {
    func drag(from time: Double, y: Double, by step: Double, samples: Int) -> [JSONValue] {
      (0...samples).map { index in
        labEvent(
          time + Double(index) / 120, index == 0 ? "touchDown" : "touchMove", x: 195,
          y: y + step * Double(index))
      } + [
        labEvent(
          time + (Double(samples) + 0.5) / 120, "touchUp", x: 195, y: y + step * Double(samples))
      ]
    }
    // A throw down; the finger catches the dismissal and pushes it back up; a throw again.
    let document = sheetDocument(
      events: drag(from: 0.05, y: 500, by: 25, samples: 6)
        + drag(from: 0.15, y: 700, by: -40, samples: 7)
        + drag(from: 1.2, y: 500, by: 25, samples: 6), until: 2.5)
    let trace = SheetTrace(json: try runScenario(document))
    expectSheetTraceShape(trace)
    let run = ScenarioRunner(try Scenario(json: document)).run()
    #expect(run.problems().isEmpty, "\(run.problems())")
    #expect(run.transitionCount == 2)
    #expect(trace.events("dismissalHandOff").count == 2)
    #expect(trace.events("complete").map { $0["completed"] } == [.bool(false), .bool(true)])
    #expect(trace.callNames.filter { $0 == "completeTransition" }.count == 2)
    // Back at medium between the two: the detent driver rests there.
    let between = try #require(trace.frame(at: 1.1))
    #expect(between["sheet"]?["phase"] == .string("resting"))
    #expect(SheetTrace.rect(between["nodes"]?["from"]) == [0, 422, 390, 422])
    #expect(between["phase"] == .string("finished") && between["progress"] == .number(0))
  }

  /// The trace's hand-offs to the dismissal, in order.
  static func handOffs(_ trace: ScenarioTrace) -> [ScenarioTrace.HandOff] {
    trace.events.compactMap { event in
      if case .dismissalHandOff(_, let record) = event { return record }
      return nil
    }
  }

  /// Runs `document` and expects every check to pass.
  func expectClean(
    _ document: JSONValue, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ScenarioTrace {
    let trace = ScenarioRunner(try Scenario(json: document)).run()
    #expect(
      trace.findings().isEmpty, "\(trace.findings().map(\.line))", sourceLocation: sourceLocation)
    return trace
  }

  @Test("A throw from above the largest detent hands off with no jump, from where the sheet is")
  func handOffAboveLargest() throws {
    // Medium only: pulled 150 pt above it (into the rubber band), held 0.1 s, then thrown down
    // 120 pt, still above medium when the finger lifts.
    func move(_ index: Int, _ y: Double) -> JSONValue {
      labEvent(0.05 + Double(index) / 120, index == 0 ? "touchDown" : "touchMove", x: 195, y: y)
    }
    let up = (0...6).map { move($0, 500 - 25 * Double($0)) }
    let hold = (7...18).map { move($0, 350) }
    let down = (19...22).map { move($0, 350 + 30 * Double($0 - 18)) }
    let document = sheetDocument(
      [("detents", .array([.string("medium")]))],
      events: up + hold + down + [labEvent(0.05 + 22.5 / 120, "touchUp", x: 195, y: 470)],
      until: 1.5)
    let trace = try expectClean(document)
    // Above its resting frame the dismissal starts from the sheet's frame: progress 0, moving
    // down at once (no engine has to show a progress below 0).
    let handOff = try #require(Self.handOffs(trace).first)
    #expect(handOff.progress == 0 && handOff.velocity > 0, "\(handOff)")
  }

  @Test("A dismissal with the keyboard up starts where the sheet rides on it")
  func keyboardAtDismissal() throws {
    let document = sheetDocument(
      events: [
        keyboardEvent(0, frame: dockedKeyboard(300), [("duration", .number(0))]),
        labEvent(0.2, "start"),
      ], until: 1.5)
    _ = try expectClean(document)
  }

  @Test("A tap on the dimming while the sheet springs hands its motion to the dismissal")
  func dismissWhileMoving() throws {
    let flick = (0...4).map {
      labEvent(
        0.05 + Double($0) / 120, $0 == 0 ? "touchDown" : "touchMove", x: 195,
        y: 500 - 12.5 * Double($0))
    }
    let document = sheetDocument(
      events: flick + [
        labEvent(0.05 + 4.5 / 120, "touchUp", x: 195, y: 450), labEvent(0.15, "start"),
      ],
      until: 1.5)
    let trace = try expectClean(document)
    #expect(Self.handOffs(trace).count == 1, "the tap hands the springing sheet over")
  }

  @Test("Detents within half a point: a dismissal from the larger starts from the smaller, unseen")
  func closeDetents() throws {
    let document = sheetDocument(
      [
        ("detents", .array([.string("medium"), .object([("points", .number(422.25))])])),
        ("selectedDetent", .string("points(422.25)")),
      ], events: [labEvent(0.1, "start")], until: 1.5)
    // The sheet at 422.25 is dismissed from medium (422), lifted by a quarter point to where it
    // is: its top edge stays, and its extension covers the quarter point below. At rest and on
    // screen at progress 0, it needs no hand-off.
    let trace = try expectClean(document)
    #expect(Self.handOffs(trace).isEmpty)
  }
}
