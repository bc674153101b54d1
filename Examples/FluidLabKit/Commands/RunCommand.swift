import Foundation

/// `fluid-lab run SCENARIO.json [--trace OUT.json] [--report DIR]`: validates a scenario
/// completely, runs it and prints (or writes) its trace, and optionally its HTML report.
enum RunCommand {
  static let help = """
    usage: fluid-lab run SCENARIO.json [--trace OUT.json] [--report DIR] [--check]

    Runs one scenario with the real transition core on a manual frame clock and prints its
    trace as JSON on one line: scenario (every default filled in), frames, events, contextCalls,
    result, breaches, diagnostics.

      --trace OUT.json  write the trace to OUT.json and print nothing
      --report DIR      also write the run's HTML report to DIR/index.html (DIR created if
                        needed): player, filmstrip, plot, release decisions, with this trace
      --check           check the run as 'fluid-lab fuzz' does: a broken check is one line on
                        stderr after the trace and exit status 1 (it replays a fuzz failure)

    A scenario is a JSON object; style, operation, until and events are required:
      style, operation  'fluid-lab styles' lists them, with each style's options
      interaction       pan, edgePan, panDown, zoomDrag, pinch (zoom), contentPop (pops, stacks)
      container         {"width", "height"} in points, 390 x 844 by default
      layoutDirection, reduceMotion, frameRate (120 by default), duration, droppedFrames,
      options, sourceElement and destinationElement ({"x", "y", "width", "height"} or null)
      until             seconds of simulated time to run, in (0, 600]
      events            [{"t": seconds, "type": TYPE, ...}]: start or startInteractive (one,
                        before the rest), touchDown, touchMove, touchUp (each with x and y),
                        touchCancel, cancel, finish
      driver            fluid (the library's, default) or percentDriven (the classic
                        UIPercentDrivenInteractiveTransition, a baseline)
      releasePolicy     {"threshold", "decelerationRate", "spring"}, each optional
    A sheet with detents adds detents, selectedDetent, largestUndimmedDetent, dismissible and
    keyboard events. A zoom adds elements, alignmentRect, sourceMove and sourceRemove events
    and, with interaction pinch, pinch events. A content swipe adds content; a navigation
    stack, "stack" and the requests push, pop, popToRoot and setViewControllers.

    Every field, event and check, with its defaults and ranges, and every field of the trace
    is in the lab's reference: Examples/FluidLab/FluidLab.docc/FluidLab.md ("Scenario file",
    "Trace", "Checks").

    Invalid input prints one line naming the field (events[3].t) and exits 2.
    """

  /// Runs the command. On the main actor, where the transition core lives.
  @MainActor
  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do {
      let (scenarioPath, tracePath, reportDirectory, check) = try parse(arguments)
      let scenario = try readScenario(at: scenarioPath)
      let trace = ScenarioRunner(scenario).run()
      if let reportDirectory {
        try writeReport(trace, scenarioPath: scenarioPath, to: reportDirectory)
      }
      let text = trace.json.text + "\n"
      var result = LabResult(status: 0, standardOutput: text)
      if let tracePath {
        try write(text, to: tracePath)
        result.standardOutput = ""
      }
      let problems = check ? trace.problems() : []
      if !problems.isEmpty {
        let error = LabError(
          "run: \(scenarioPath): \(problems.count) invariant\(problems.count == 1 ? "" : "s")"
            + " broken: " + problems.joined(separator: "; "))
        result.status = 1
        result.standardError = "fluid-lab: \(error.message)\n"
      }
      return result
    } catch {
      return .failure(error)
    }
  }

  static func parse(_ arguments: [String]) throws(LabError) -> (
    scenario: String, trace: String?, report: String?, check: Bool
  ) {
    var options = OptionReader(arguments, command: "run")
    var scenarioPath: String?
    var tracePath: String?
    var reportDirectory: String?
    var check = false
    while let argument = options.next() {
      if argument == "--check" {
        check = true
        continue
      }
      if let value = try options.value(
        of: "--trace", for: argument, naming: "the path of the trace file to write")
      {
        guard tracePath == nil else { throw LabError("run: --trace is given twice") }
        tracePath = value
      } else if let value = try options.value(
        of: "--report", for: argument, naming: "the directory to write the report in")
      {
        guard reportDirectory == nil else { throw LabError("run: --report is given twice") }
        reportDirectory = value
      } else if argument.hasPrefix("-") && argument != "-" {
        throw LabError("run: unknown option '\(argument)' (see 'fluid-lab run --help')")
      } else {
        guard scenarioPath == nil else {
          throw LabError("run: unexpected argument '\(argument)' (one SCENARIO.json only)")
        }
        scenarioPath = argument
      }
    }
    guard let scenarioPath, !scenarioPath.isEmpty else {
      throw LabError("run: missing SCENARIO.json (see 'fluid-lab run --help')")
    }
    return (scenarioPath, tracePath, reportDirectory, check)
  }

  /// Writes the one-section report of `trace`, named after the scenario file.
  private static func writeReport(
    _ trace: ScenarioTrace, scenarioPath: String, to directory: String
  ) throws(LabError) {
    let fileName = URL(fileURLWithPath: scenarioPath).lastPathComponent
    let baseName = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
    let entry = ReportEntry(
      idParts: [baseName], name: fileName, title: fileName, summary: nil, trace: trace,
      problems: trace.problems())
    let document = LabReport.document(
      title: "fluid-lab run \(fileName)",
      introduction:
        "The scenario \(scenarioPath), run headless with the real transition core on a manual"
        + " frame clock.",
      entries: [entry])
    _ = try LabReport.write(document, toDirectory: directory, command: "run")
  }

  /// Reads, parses and validates the scenario file; every error names the file.
  private static func readScenario(at path: String) throws(LabError) -> Scenario {
    try scenario(fromText: try ScenarioFile.read(path, command: "run"), path: path)
  }

  /// Parses and validates the text of the scenario file at `path` (which is only named in the
  /// error): what `run` does once it has read the file, and what `fuzz` does with each document.
  static func scenario(fromText text: String, path: String) throws(LabError) -> Scenario {
    do {
      return try Scenario(json: try JSONValue.parse(text))
    } catch {
      throw LabError("run: \(path): \(error.message)")
    }
  }

  private static func write(_ text: String, to path: String) throws(LabError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw LabError("run: cannot write the trace to '\(path)': \(error.localizedDescription)")
    }
  }
}
