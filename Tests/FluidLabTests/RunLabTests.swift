import FluidLabKit
import Foundation
import Testing

/// `fluid-lab run` drives the real core and records what it did (the lab's reference, "Trace").
/// These tests
/// call the lab on the main actor, as the executable does.
@MainActor
@Suite("Lab: run")
struct RunLabTests {
  /// An interactive slide pop: the finger lands near the leading edge at 0.1 s and moves right
  /// by `step` points every 1/60 s for `moves` moves, then lifts `liftDelay` after the last
  /// move.
  func interactivePop(step: Double, moves: Int, liftDelay: Double, until: Double = 2)
    -> JSONValue
  {
    let xs = (0...moves).map { 10 + step * Double($0) }
    let lift = 0.1 + Double(moves) / 60 + liftDelay
    return scenarioDocument(
      style: "slide", operation: "pop", until: until,
      events: [labEvent(0, "startInteractive")]
        + dragEvents(from: 0.1, xs: xs, releaseTime: lift))
  }

  @Test("An animated fade push runs to completion")
  func animatedFadePushCompletes() throws {
    let trace = LabTrace(json: try runScenario(scenarioDocument(style: "fade", until: 1)))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.result?["completed"]?.bool == true)
    let completionTime = try #require(trace.result?["t"]?.number)
    // 0.3 s, starting at 0: the frame targeted at 0.3 s ends it, its callback 1/120 s earlier.
    #expect(isClose(completionTime, 0.3 - 1.0 / 120, absolute: 1e-9), "\(completionTime)")
    #expect(trace.progresses.last == 1)
    #expect(trace.callNames == ["animateTransition", "completeTransition"])
    #expect(trace.completeValue == true)
    #expect(trace.eventTypes == ["complete"])
    #expect(trace.events.first?["t"]?.number == completionTime)
    #expect(trace.diagnostics.isEmpty, "\(trace.diagnostics)")
    // idle (the frame whose callback precedes the start), animating, then finished.
    #expect(trace.phases.first == "idle")
    #expect(trace.phases.dropFirst().prefix(10).allSatisfy { $0 == "animating" })
    #expect(trace.phases.last == "finished")
    let progress = trace.progresses
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 }, "not monotonic")
    // The to-view fades in: not in the container before the start, then alpha = progress.
    #expect(trace.node("to", at: 0)?["inContainer"]?.bool == false)
    for (index, frame) in trace.frames.enumerated().dropFirst() {
      let alpha = trace.node("to", at: index)?["alpha"]?.number
      #expect(alpha.map { isClose($0, frame["progress"]?.number ?? .nan, absolute: 1e-12) } == true)
      #expect(trace.node("to", at: index)?["inContainer"]?.bool == true)
    }
  }

  @Test("Frames before the start are idle at progress 0 with the from-view at rest")
  func framesBeforeTheStartAreIdle() throws {
    let document = scenarioDocument(
      style: "slide", until: 0.5, events: [labEvent(0.1, "start")])
    let trace = LabTrace(json: try runScenario(document))
    expectWellFormedTrace(trace, frameRate: 120)
    let idle = trace.frames.prefix { $0["phase"]?.string == "idle" }
    // Callbacks at 0, 1/120, ..., 0.1 all come before the start at 0.1.
    #expect(idle.count == 13)
    for frame in idle {
      #expect(frame["progress"]?.number == 0 && frame["velocity"]?.number == 0)
      #expect(
        frame["nodes"]?["from"]?["transform"] == .array([1, 0, 0, 1, 0, 0].map(JSONValue.number)))
    }
    #expect(trace.contextCalls.first?["t"]?.number == 0.1)
  }

  @Test("An interactive slide pop dragged past halfway and released finishes")
  func interactivePopDraggedPastHalfwayFinishes() throws {
    // 12 moves of 18 pt: 216 pt of 390, at 1080 pt/s.
    let trace = LabTrace(
      json: try runScenario(interactivePop(step: 18, moves: 12, liftDelay: 0.008)))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.eventTypes == ["grab", "release", "complete"])
    let release = try #require(trace.events.dropFirst().first)
    #expect(release["target"]?.string == "end")
    #expect(release["forced"]?.bool == false)
    #expect((release["progress"]?.number ?? 0) > 0.5)
    #expect(isClose(release["touchVelocity"]?["x"]?.number ?? 0, 1080, absolute: 1e-6))
    #expect(isClose(release["velocity"]?.number ?? 0, 1080.0 / 390, absolute: 1e-9))
    #expect(trace.result?["completed"]?.bool == true)
    #expect(trace.progresses.last == 1)
    #expect(trace.callNames.first == "startInteractiveTransition")
    #expect(trace.callNames.contains("updateInteractiveTransition"))
    #expect(
      Array(trace.callNames.suffix(2)) == ["finishInteractiveTransition", "completeTransition"])
    #expect(trace.completeValue == true)
    #expect(Set(trace.phases) == ["idle", "interacting", "settling", "finished"])
    // The from-view left through the trailing edge and was put back at rest by the cleanup.
    let last = trace.frames.count - 1
    #expect(trace.node("from", at: last)?["transform"]?.array?[4].number == 0)
    #expect(trace.node("to", at: last)?["inContainer"]?.bool == true)
    // Each update reports the progress the finger set.
    let updates = trace.contextCalls.filter { $0["call"]?.string == "updateInteractiveTransition" }
    #expect(updates.count == 12)
    #expect(isClose(updates.last?["value"]?.number ?? 0, 216.0 / 390, absolute: 1e-12))
  }

  @Test("An interactive slide pop dragged a little and released slowly cancels")
  func interactivePopReleasedSlowlyCancels() throws {
    // 40 pt, then the finger rests 0.2 s before lifting: no velocity.
    let xs: [Double] = [10, 20, 30, 40, 50, 50, 50, 50]
    let events =
      [labEvent(0, "startInteractive")]
      + dragEvents(from: 0.1, xs: xs, interval: 1.0 / 60, releaseTime: 0.1 + 7.0 / 60 + 0.2)
    let document = scenarioDocument(style: "slide", operation: "pop", until: 2, events: events)
    let trace = LabTrace(json: try runScenario(document))
    expectWellFormedTrace(trace, frameRate: 120)
    let release = try #require(trace.events.first { $0["type"]?.string == "release" })
    #expect(release["target"]?.string == "start")
    #expect(release["velocity"]?.number == 0)
    #expect(trace.result?["completed"]?.bool == false)
    #expect(trace.progresses.last == 0)
    #expect(trace.callNames.contains("cancelInteractiveTransition"))
    #expect(!trace.callNames.contains("finishInteractiveTransition"))
    #expect(trace.completeValue == false)
    // The cancellation cleanup takes the to-view out again.
    #expect(trace.node("to", at: trace.frames.count - 1)?["inContainer"]?.bool == false)
  }

  @Test("A flick decides by direction: a short fast drag finishes")
  func flickFinishes() throws {
    // 4 moves of 15 pt at 60 Hz: 900 pt/s over only 60 pt.
    let trace = LabTrace(
      json: try runScenario(interactivePop(step: 15, moves: 4, liftDelay: 0.005)))
    expectWellFormedTrace(trace, frameRate: 120)
    let release = try #require(trace.events.first { $0["type"]?.string == "release" })
    #expect((release["progress"]?.number ?? 1) < 0.2)
    #expect((release["projected"]?.number ?? 0) >= 0.5)
    #expect(release["target"]?.string == "end")
    #expect(trace.result?["completed"]?.bool == true)
  }

  @Test("Programmatic cancel and finish force the target")
  func programmaticCancelAndFinish() throws {
    let cancelled = LabTrace(
      json: try runScenario(
        scenarioDocument(
          style: "slide", until: 2, events: [labEvent(0, "start"), labEvent(0.15, "cancel")])))
    expectWellFormedTrace(cancelled, frameRate: 120)
    #expect(cancelled.eventTypes == ["release", "complete"])
    #expect(cancelled.events.first?["forced"]?.bool == true)
    #expect(cancelled.result?["completed"]?.bool == false)
    #expect(
      cancelled.callNames == [
        "animateTransition", "pauseInteractiveTransition", "cancelInteractiveTransition",
        "completeTransition",
      ])

    let finished = LabTrace(
      json: try runScenario(
        scenarioDocument(
          style: "fade", operation: "dismiss", until: 2,
          events: [
            labEvent(0, "startInteractive"), labEvent(0.1, "touchDown", x: 100, y: 100),
            labEvent(0.12, "touchMove", x: 110, y: 100), labEvent(0.3, "finish"),
          ])))
    expectWellFormedTrace(finished, frameRate: 120)
    #expect(finished.result?["completed"]?.bool == true)
    #expect(finished.events.first { $0["type"]?.string == "release" }?["forced"]?.bool == true)
    #expect(finished.completeValue == true)
  }

  @Test("Dropped frames are absent; every other frame is on the clock's grid")
  func droppedFramesAreAbsent() throws {
    let dropped = [0, 3, 4, 10, 35]
    let document = scenarioDocument(
      style: "slide", until: 0.5,
      [("frameRate", .number(60)), ("droppedFrames", .array(dropped.map { .number(Double($0)) }))])
    let trace = LabTrace(json: try runScenario(document))
    expectWellFormedTrace(trace, frameRate: 60)
    let interval = 1.0 / 60
    var expected: [Double] = []
    var index = 0
    while Double(index) * interval <= 0.5 {
      if !dropped.contains(index) { expected.append(Double(index + 1) * interval) }
      index += 1
    }
    #expect(trace.frameTimes == expected)
    for time in trace.frameTimes {
      let k = (time * 60).rounded()
      #expect(isClose(time, k / 60, absolute: 1e-12), "\(time)")
      #expect(!dropped.contains(Int(k) - 1), "dropped frame \(Int(k) - 1) is present")
    }
    // A dropped frame does not slow the motion: the same times give the same progress.
    let smooth = LabTrace(
      json: try runScenario(
        scenarioDocument(style: "slide", until: 0.5, [("frameRate", .number(60))])))
    let smoothByTime = Dictionary(
      zip(smooth.frameTimes, smooth.progresses), uniquingKeysWith: { first, _ in first })
    for (time, progress) in zip(trace.frameTimes, trace.progresses) {
      #expect(smoothByTime[time] == progress, "at \(time)")
    }
  }

  @Test("A run that has not finished by until reports a null result")
  func unfinishedRunHasNullResult() throws {
    let trace = LabTrace(json: try runScenario(scenarioDocument(style: "slide", until: 0.1)))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.result == .object([("completed", .null), ("t", .null)]))
    #expect(trace.phases.last == "animating")
    #expect(trace.callNames == ["animateTransition"])
  }

  @Test("The echoed scenario has every default filled in, and replays to the same trace")
  func scenarioEchoIsComplete() throws {
    let json = try runScenario(scenarioDocument(style: "slide", operation: "pop", until: 0.2))
    let echo = try #require(json["scenario"])
    #expect(
      echo.members?.map(\.0) == [
        "style", "operation", "interaction", "container", "layoutDirection", "reduceMotion",
        "frameRate", "duration", "droppedFrames", "sourceElement", "destinationElement", "options",
        "until", "events", "driver", "releasePolicy",
      ])
    // The additions: the library's driver and its default release policy.
    #expect(echo["driver"] == .string("fluid"))
    #expect(
      echo["releasePolicy"]
        == .object([
          ("threshold", .number(0.5)), ("decelerationRate", .number(0.998)),
          ("spring", .string("spring:dampingRatio=1,response=0.3")),
        ]))
    // The default interaction is the operation's natural gesture: an edge swipe pops.
    #expect(echo["interaction"] == .string("edgePan"))
    #expect(echo["container"] == .object([("width", .number(390)), ("height", .number(844))]))
    #expect(echo["layoutDirection"] == .string("leftToRight"))
    #expect(echo["reduceMotion"] == .bool(false))
    #expect(echo["frameRate"] == .number(120))
    #expect(echo["duration"] == .number(0.35))
    #expect(echo["droppedFrames"] == .array([]))
    #expect(echo["sourceElement"] == .null && echo["destinationElement"] == .null)
    #expect(
      echo["options"]
        == .object([
          ("parallax", .number(1.0 / 3)), ("dimmingAlpha", .number(0.1)),
          ("shadowOpacity", .number(0.15)), ("shadowWidth", .number(8)),
        ]))
    #expect(try runScenario(echo) == json)
  }

  @Test("The scenario's duration, options and elements reach the style")
  func scenarioSettingsReachTheStyle() throws {
    let element = JSONValue.object([
      ("x", .number(20)), ("y", .number(300)), ("width", .number(110)), ("height", .number(110)),
    ])
    let document = scenarioDocument(
      style: "slide", until: 1,
      [
        ("duration", .number(0.5)), ("options", .object([("parallax", .number(0.5))])),
        ("sourceElement", element),
        ("container", .object([("width", .number(400)), ("height", .number(800))])),
      ])
    let json = try runScenario(document)
    let trace = LabTrace(json: json)
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(json["scenario"]?["sourceElement"] == element)
    let completion = try #require(trace.result?["t"]?.number)
    #expect(isClose(completion, 0.5 - 1.0 / 120, absolute: 1e-9))
    // At the last animating frame the from-view has drifted toward half the width.
    let index = try #require(trace.phases.lastIndex(of: "animating"))
    let tx = trace.node("from", at: index)?["transform"]?.array?[4].number ?? 0
    #expect(tx < -180 && tx > -200, "\(tx)")
  }

  @Test("A zero-size container runs without NaN: the finger moves nothing")
  func zeroSizeContainer() throws {
    let document = scenarioDocument(
      style: "slide", operation: "pop", until: 1,
      events: [labEvent(0, "startInteractive")] + dragEvents(from: 0.1, xs: [0, 50, 100, 150]),
      [("container", .object([("width", .number(0)), ("height", .number(0))]))])
    let trace = LabTrace(json: try runScenario(document))
    expectWellFormedTrace(trace, frameRate: 120)
    #expect(trace.result?["completed"]?.bool == false)
    #expect(trace.progresses.allSatisfy { $0 == 0 })
  }

  @Test("Calls the driver ignores are recorded as diagnostics, never printed")
  func ignoredCallsAreDiagnostics() throws {
    let document = scenarioDocument(
      style: "fade", until: 1,
      events: [
        labEvent(0, "start"), labEvent(0.05, "touchMove", x: 1, y: 1),
        labEvent(0.5, "touchDown", x: 1, y: 1),
      ])
    let trace = LabTrace(json: try runScenario(document))
    expectWellFormedTrace(trace, frameRate: 120)
    let messages = trace.diagnostics.compactMap { $0["message"]?.string }
    #expect(messages.count == 2, "\(messages)")
    #expect(messages.first?.contains("touchMoved ignored") == true)
    #expect(messages.last?.contains("touchBegan ignored") == true)
    #expect(trace.diagnostics.first?["t"]?.number == 0.05)
    #expect(trace.result?["completed"]?.bool == true)
  }

  /// Every style with every operation it supports, under every interaction and every script
  /// (animated, dragged, grabbed mid-flight), with both layout directions and Reduce Motion on
  /// and off chosen so that every pair of values of any two of these five factors runs at
  /// least once (a pairwise covering, a quarter of the full product; the fuzz, in CI, mixes
  /// all of them at random with stronger checks).
  nonisolated static let sweep: [String] = {
    var texts: [String] = []
    let styles = [
      ("fade", ["push", "pop", "present", "dismiss", "tabForward", "tabBackward"]),
      ("slide", ["push", "pop"]),
      ("scale", ["push", "pop"]),
      ("sheet", ["present", "dismiss"]),
      ("zoom", ["push", "pop", "present", "dismiss"]),
      ("drawer", ["present", "dismiss"]),
      ("tab", ["tabForward", "tabBackward"]),
    ]
    let styleOperations = styles.flatMap { style, operations in operations.map { (style, $0) } }
    let scripts: [[JSONValue]] = [
      [labEvent(0, "start")],
      [labEvent(0, "startInteractive")]
        + dragEvents(from: 0.05, xs: [200, 150, 100, 40, -30, -120], y: 300),
      [labEvent(0, "start")]
        + dragEvents(from: 0.1, xs: [100, 140, 180, 260, 330], y: 500)
        + [labEvent(0.4, "touchDown", x: 300, y: 500), labEvent(0.45, "touchCancel")],
    ]
    for (index, (style, operation)) in styleOperations.enumerated() {
      for (interactionIndex, interaction) in ["pan", "edgePan", "panDown", "zoomDrag"]
        .enumerated()
      {
        for (scriptIndex, events) in scripts.enumerated() {
          // Both directions with each style, interaction and script (the sum's parity runs
          // through both); Reduce Motion likewise, and against each direction through the
          // style's parity.
          let direction = (interactionIndex + scriptIndex) % 2 == 0 ? "leftToRight" : "rightToLeft"
          let reduceMotion = (interactionIndex + scriptIndex + index) % 2 == 1
          let extra: [(String, JSONValue)] = [
            ("interaction", .string(interaction)), ("layoutDirection", .string(direction)),
            ("reduceMotion", .bool(reduceMotion)), ("frameRate", .number(60)),
          ]
          let document = scenarioDocument(
            style: style, operation: operation, until: 1.5, events: events, extra)
          texts.append(document.text)
        }
      }
    }
    return texts
  }()

  @Test("Every style, operation and interaction gives a well-formed trace that ends")
  func sweepGivesWellFormedTraces() throws {
    #expect(Self.sweep.count == 20 * 4 * 3)
    // The covering: every pair of values of two factors appears in some run.
    let runs = try Self.sweep.map { text -> [String] in
      let document = try JSONValue.parse(text)
      let styleOperation = ["style", "operation"].compactMap { document[$0]?.text }
      return [styleOperation.joined(separator: " ")]
        + ["interaction", "layoutDirection", "reduceMotion", "events"].map {
          document[$0]?.text ?? "-"
        }
    }
    let sizes = [20, 4, 2, 2, 3]
    for first in sizes.indices {
      #expect(Set(runs.map { $0[first] }).count == sizes[first], "factor \(first)")
      for second in sizes.indices where second > first {
        let pairs = Set(runs.map { [$0[first], $0[second]] })
        #expect(pairs.count == sizes[first] * sizes[second], "factors \(first) × \(second)")
      }
    }
    for text in Self.sweep {
      let trace = LabTrace(json: try runScenario(try JSONValue.parse(text)))
      expectWellFormedTrace(trace, frameRate: 60)
      #expect(trace.result?["completed"]?.bool != nil, "unfinished: \(text)")
      #expect(trace.phases.last == "finished", "\(text)")
      let completed = trace.result?["completed"]?.bool
      #expect(trace.progresses.last == (completed == true ? 1 : 0), "\(text)")
      #expect(trace.callNames.filter { $0 == "completeTransition" }.count == 1, "\(text)")
      #expect(trace.completeValue == completed, "\(text)")
    }
  }

  @Test("--trace writes the trace to a file and prints nothing")
  func traceOptionWritesTheFile() throws {
    let path = try writeScenarioFile(scenarioDocument(style: "slide", until: 0.5).text)
    let printed = FluidLab.run(["run", path])
    #expect(printed.status == 0)
    let directory = try makeLabTemporaryDirectory()
    for (index, arguments) in [["--trace"], ["--trace="]].enumerated() {
      let output = directory.appendingPathComponent("trace\(index).json")
      let call =
        arguments[0] == "--trace"
        ? ["run", path, "--trace", output.path] : ["run", "--trace=\(output.path)", path]
      let result = FluidLab.run(call)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
      let written = try String(contentsOf: output, encoding: .utf8)
      #expect(written == printed.standardOutput)
    }
    // Other JSON readers accept the trace too.
    let object = try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8))
    #expect((object as? [String: Any])?["frames"] is [Any])
  }

  @Test("An unwritable trace path exits 2 naming it")
  func unwritableTracePath() throws {
    let path = try writeScenarioFile(scenarioDocument().text)
    let target = try makeLabTemporaryDirectory().appendingPathComponent("no/such/dir/trace.json")
    expectUsageError(
      FluidLab.run(["run", path, "--trace", target.path]), mentioning: [target.path],
      "unwritable trace")
  }

  /// Issue 26: `run --help` was 164 lines; its detail lives in the lab's reference.
  @Test("run --help is short, fits 100 columns and points to the reference, which has the rest")
  func runHelp() throws {
    let result = FluidLab.run(["run", "--help"])
    #expect(result.status == 0 && result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(lines.count <= 40, "\(lines.count) lines")
    for line in lines { #expect(line.count <= 100, "\(line.count) columns: \(line)") }
    for word in [
      "SCENARIO.json", "--trace", "--report", "--check", "style", "operation", "interaction",
      "container", "until", "events", "startInteractive", "touchCancel", "driver",
      "percentDriven", "releasePolicy", "detents", "keyboard", "elements", "pinch", "stack",
      "Examples/FluidLab/FluidLab.docc/FluidLab.md",
    ] {
      #expect(result.standardOutput.contains(word), "run help lacks \(word)")
    }
    // The reference it points to spells out every field.
    let reference = try String(
      contentsOf: labPackageRoot.appendingPathComponent(
        "Examples/FluidLab/FluidLab.docc/FluidLab.md"),
      encoding: .utf8)
    for word in [
      "SCENARIO.json", "--trace", "style", "operation", "interaction", "container",
      "layoutDirection", "reduceMotion", "frameRate", "duration", "droppedFrames",
      "sourceElement", "destinationElement", "options", "until", "events", "startInteractive",
      "touchCancel",
      // A sheet with detents (issue 14).
      "detents", "selectedDetent", "largestUndimmedDetent", "dismissible", "keyboard",
      "\"sheet\": {\"value\"", "keyboardHeight", "detentGrab", "detentRelease", "detentSettled",
      "detentSelected", "dismissalHandOff", "dismissalStart", "leavingVelocity",
    ] {
      #expect(reference.contains(word), "the reference lacks \(word)")
    }
  }
}

/// `fluid-lab styles` lists what a scenario may name.
@MainActor
@Suite("Lab: styles")
struct StylesLabTests {
  /// The listing's entry for `name`: its line and the continuation lines folded under it (they
  /// are indented deeper than an entry's two spaces), joined as one line.
  static func entry(naming name: String, in lines: [String]) -> String? {
    guard
      let start = lines.firstIndex(where: {
        $0.split(separator: " ").first.map(String.init) == name
      })
    else { return nil }
    let continuation = lines[(start + 1)...].prefix { $0.hasPrefix("   ") }
    return ([lines[start]] + continuation.map { $0.trimmingCharacters(in: .whitespaces) })
      .joined(separator: " ")
  }

  @Test("styles fits a 100-column terminal")
  func stylesFitsTheTerminal() {
    let lines = FluidLab.run(["styles"]).standardOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
  }

  @Test("styles lists every style with its operations and options, and every interaction")
  func stylesListsNames() throws {
    let result = FluidLab.run(["styles"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    func line(naming name: String) -> String? { StylesLabTests.entry(naming: name, in: lines) }
    let fade = try #require(line(naming: "fade"))
    for operation in ["push", "pop", "present", "dismiss", "tabForward", "tabBackward"] {
      #expect(fade.contains(operation), "\(fade)")
    }
    let slide = try #require(line(naming: "slide"))
    #expect(slide.contains("push") && slide.contains("pop"))
    #expect(!slide.contains("present") && !slide.contains("tabForward"), "\(slide)")
    for style in ["scale", "sheet", "zoom", "drawer", "tab"] {
      #expect(line(naming: style) != nil, "no line for \(style)")
    }
    #expect(slide.contains("parallax=0.3333333333333333"), "\(slide)")
    #expect(fade.contains("0.3") && slide.contains("0.35"))
    for interaction in ["pan", "edgePan", "panDown", "zoomDrag"] {
      #expect(line(naming: interaction) != nil, "no line for \(interaction)")
    }
    #expect(FluidLab.run(["styles", "--help"]).standardOutput.contains("usage: fluid-lab styles"))
  }

  @Test("styles lists a sheet's detent fields, the detent names and the keyboard event")
  func stylesListsTheSheetsFields() throws {
    let output = FluidLab.run(["styles"]).standardOutput
    let lines = output.split(separator: "\n").map(String.init)
    func line(naming name: String) -> String? { StylesLabTests.entry(naming: name, in: lines) }
    for field in ["detents", "selectedDetent", "largestUndimmedDetent", "dismissible", "keyboard"] {
      #expect(line(naming: field) != nil, "no line for \(field)")
    }
    #expect(line(naming: "medium")?.contains("422 pt") == true)
    #expect(line(naming: "large")?.contains("844 pt") == true)
    #expect(line(naming: "fraction(0.25)") != nil && line(naming: "points(300.0)") != nil)
    #expect(line(naming: "keyboard")?.contains("UIView.AnimationCurve") == true)
    #expect(line(naming: "sheet")?.contains("heightFraction") == true)
  }
}
