import FluidLabKit
import Foundation
import Testing

/// A fresh directory under the system's temporary directory, for scenario and trace files.
func makeLabTemporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("fluid-lab-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

/// Writes `text` to a new scenario file and returns its path.
func writeScenarioFile(_ text: String, name: String = "scenario.json") throws -> String {
  let url = try makeLabTemporaryDirectory().appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// A scenario document built in code: the required fields, then any others, in order.
func scenarioDocument(
  style: String = "fade",
  operation: String = "push",
  until: Double = 1,
  events: [JSONValue] = [labEvent(0, "start")],
  _ extra: [(String, JSONValue)] = []
) -> JSONValue {
  .object(
    [
      ("style", .string(style)), ("operation", .string(operation)), ("until", .number(until)),
      ("events", .array(events)),
    ] + extra)
}

/// One scenario event; touches pass `x` and `y`.
func labEvent(_ time: Double, _ type: String, x: Double? = nil, y: Double? = nil) -> JSONValue {
  var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string(type))]
  if let x { members.append(("x", .number(x))) }
  if let y { members.append(("y", .number(y))) }
  return .object(members)
}

/// A finger script: touch down at `start`, move every `interval` seconds through `xs` (y
/// fixed), then lift at `releaseTime`.
func dragEvents(
  from start: Double, xs: [Double], y: Double = 400, interval: Double = 1.0 / 60,
  releaseTime: Double? = nil
) -> [JSONValue] {
  var events = [labEvent(start, "touchDown", x: xs.first ?? 0, y: y)]
  var time = start
  for x in xs.dropFirst() {
    time += interval
    events.append(labEvent(time, "touchMove", x: x, y: y))
  }
  let lift = releaseTime ?? time + interval / 2
  events.append(labEvent(lift, "touchUp", x: xs.last ?? 0, y: y))
  return events
}

/// Runs `fluid-lab run` on a scenario in-process, requires success with the trace on stdout and
/// nothing on stderr, and returns the parsed trace.
@MainActor
func runScenario(
  _ scenario: JSONValue,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> JSONValue {
  let path = try writeScenarioFile(scenario.text)
  let result = FluidLab.run(["run", path])
  try #require(
    result.status == 0, "run failed: \(result.standardError)", sourceLocation: sourceLocation)
  #expect(result.standardError.isEmpty, sourceLocation: sourceLocation)
  #expect(result.standardOutput.hasSuffix("\n"), sourceLocation: sourceLocation)
  return try JSONValue.parse(result.standardOutput)
}

/// Runs `fluid-lab run` on scenario text that must be rejected, and checks the error line.
@MainActor
func expectScenarioError(
  _ text: String,
  mentioning mentions: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let path = try writeScenarioFile(text)
  let result = FluidLab.run(["run", path])
  expectUsageError(
    result, mentioning: mentions + [path], text, sourceLocation: sourceLocation)
}

/// Read access to a trace, recording an issue for every departure from the documented shape
/// (the lab's reference, "Trace").
struct LabTrace {
  let json: JSONValue

  var frames: [JSONValue] { json["frames"]?.array ?? [] }
  var events: [JSONValue] { json["events"]?.array ?? [] }
  var contextCalls: [JSONValue] { json["contextCalls"]?.array ?? [] }
  var breaches: [JSONValue] { json["breaches"]?.array ?? [] }
  var diagnostics: [JSONValue] { json["diagnostics"]?.array ?? [] }
  var result: JSONValue? { json["result"] }

  var frameTimes: [Double] { frames.compactMap { $0["t"]?.number } }
  var progresses: [Double] { frames.compactMap { $0["progress"]?.number } }
  var phases: [String] { frames.compactMap { $0["phase"]?.string } }
  var callNames: [String] { contextCalls.compactMap { $0["call"]?.string } }
  var eventTypes: [String] { events.compactMap { $0["type"]?.string } }

  /// The value of the `completeTransition` call, if it was made.
  var completeValue: Bool? {
    contextCalls.first { $0["call"]?.string == "completeTransition" }?["value"]?.bool
  }

  /// A node's field at frame `index`.
  func node(_ role: String, at index: Int) -> JSONValue? {
    guard frames.indices.contains(index) else { return nil }
    return frames[index]["nodes"]?[role]
  }
}

/// Checks what must hold for every trace: the documented keys, finite numbers everywhere they are
/// numbers, the five phase names, frame times on the clock's grid and increasing, and no
/// breach of UIKit's contract.
func expectWellFormedTrace(
  _ trace: LabTrace,
  frameRate: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let keys = trace.json.members?.map(\.0) ?? []
  #expect(
    Array(keys.prefix(5)) == ["scenario", "frames", "events", "contextCalls", "result"],
    "top-level keys \(keys)", sourceLocation: sourceLocation)
  #expect(trace.breaches.isEmpty, "\(trace.breaches)", sourceLocation: sourceLocation)
  let phases: Set<String> = ["idle", "animating", "interacting", "settling", "finished"]
  let nodeKeyPrefix = [
    "x", "y", "width", "height", "alpha", "transform", "cornerRadius", "hidden",
  ]
  // Departures are collected and reported together: one expectation per value would make a
  // sweep of long traces slow.
  var problems: [String] = []
  var previous = -Double.infinity
  for frame in trace.frames {
    let frameKeys = frame.members?.map(\.0) ?? []
    if frameKeys != ["t", "progress", "velocity", "phase", "nodes"] {
      problems.append("frame keys \(frameKeys)")
    }
    let time = frame["t"]?.number ?? .nan
    let index = (time * frameRate).rounded() - 1
    if !(index >= 0 && isClose(time, (index + 1) / frameRate, absolute: 1e-9)) {
      problems.append("t \(time) is off the clock's grid")
    }
    if !(time > previous) { problems.append("t \(time) after \(previous)") }
    previous = time
    if !phases.contains(frame["phase"]?.string ?? "") {
      problems.append("phase \(frame["phase"]?.text ?? "missing") at t \(time)")
    }
    for (role, node) in frame["nodes"]?.members ?? [] {
      let nodeKeys = node.members?.map(\.0) ?? []
      if Array(nodeKeys.prefix(8)) != nodeKeyPrefix {
        problems.append("\(role) keys \(nodeKeys) at t \(time)")
      }
      if node["transform"]?.array?.count != 6 {
        problems.append("\(role) transform at t \(time)")
      }
    }
  }
  for part in [trace.frames, trace.events, trace.contextCalls] {
    for element in part where !allNumbersFinite(element) {
      problems.append("non-finite or null value in \(element.text)")
    }
  }
  #expect(
    problems.isEmpty, "\(problems.count) problems: \(problems.prefix(5))",
    sourceLocation: sourceLocation)
}

/// Whether every value in the tree is a finite number, a string, a Boolean or a container of
/// those (no `null`, which is how the writer spells NaN and infinity).
func allNumbersFinite(_ value: JSONValue) -> Bool {
  switch value {
  case .null: return false
  case .number(let number): return number.isFinite
  case .bool, .string: return true
  case .array(let elements): return elements.allSatisfy(allNumbersFinite)
  case .object(let members): return members.allSatisfy { allNumbersFinite($0.1) }
  }
}
