import Foundation

/// `fluid-lab compare SCENARIO.json [--with KEY=VALUE …] [--baseline percentDriven]
/// [--report DIR]`: runs the same touch script twice, as written and with overrides, and
/// writes one page that plays both in lockstep.
enum CompareCommand {
  /// The report's directory when none is given: `fluid-lab-compare`, under the current
  /// directory.
  static let defaultReportDirectory = "fluid-lab-compare"

  static let help = """
    usage: fluid-lab compare SCENARIO.json [--with KEY=VALUE ...] [--baseline percentDriven]
                             [--report DIR]

    Runs the scenario twice with the same touches: A as written, B with the overrides. Writes
    DIR/index.html (fluid-lab-compare/ under the current directory by default): one page whose
    player plays both stages in lockstep on one timeline (space, ← →, speeds, loop;
    index.html#ID&t=0.30 opens it paused at 0.30 s), with both progress and velocity curves on
    shared axes (A solid, B dashed), each side's filmstrip, release velocities and scenario.
    Prints each side's outcome and, per release, the velocity jump at lift-off for both sides,
    then the report's path.

    --with KEY=VALUE   sets one field of B's scenario; repeat for several. KEY is a field of the
                       scenario file, dotted into objects; VALUE is JSON (a number, true,
                       false, null, an object) or else a plain string. The events cannot be
                       changed: both sides get the same touches. Examples:
                         --with interaction=pan
                         --with duration=0.6
                         --with options.parallax=0.5          (a style option, 'fluid-lab styles')
                         --with releasePolicy.spring=spring:dampingRatio=0.6,response=0.4
                         --with releasePolicy.threshold=0.3
                         --with releasePolicy.decelerationRate=0.99
                         --with driver=percentDriven
    --baseline NAME    B runs the baseline driver NAME, the same as --with driver=NAME:
                         percentDriven  the classic UIPercentDrivenInteractiveTransition: the
                                        finger scrubs the time fraction; at release the
                                        transition finishes or rewinds along its original
                                        curve at completion speed 1, whatever the finger did

    The velocity jump at a release is how the motion's velocity as it leaves the finger
    differs from the finger's (both in progress per second): 0 means the transition leaves at
    the finger's speed. The first frame's velocity after the release is printed beside it.

    Invalid input (a scenario or an override that makes B invalid) prints one line naming the
    field and exits 2.
    """

  /// Runs the command. On the main actor, where the transition core lives.
  @MainActor
  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do throws(LabError) {
      let options = try parse(arguments)
      let text = try ScenarioFile.read(options.scenario, command: "compare")
      let document: JSONValue
      do {
        document = try JSONValue.parse(text)
      } catch {
        throw LabError("compare: \(options.scenario): \(error.message)")
      }
      var changed = document
      for override in options.overrides {
        changed = try apply(override, to: changed)
      }
      let a = try scenario(document, path: options.scenario, side: "A")
      let b = try scenario(changed, path: options.scenario, side: "B")
      let comparison = compare(
        a: a, b: b, overrides: options.overrides, path: options.scenario)
      let title = "fluid-lab compare \(fileName(options.scenario))"
      let page = LabReport.document(
        title: title,
        introduction:
          "The scenario \(options.scenario), run twice headless with the real transition core"
          + " on a manual frame clock: A as written, B with "
          + options.overrides.joined(separator: ", ") + ". Both get the same touches.",
        entries: [], comparisons: [comparison])
      let directory =
        options.report
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        .appendingPathComponent(defaultReportDirectory, isDirectory: true).path
      let path = try LabReport.write(page, toDirectory: directory, command: "compare")
      return LabResult(
        status: 0, standardOutput: summary(comparison, title: title) + "\nreport: \(path)\n")
    } catch {
      return .failure(error)
    }
  }

  /// The parsed command line.
  struct Options {
    var scenario: String
    /// `KEY=VALUE` each, in order; `--baseline NAME` as `driver=NAME`.
    var overrides: [String]
    var report: String?
  }

  static func parse(_ arguments: [String]) throws(LabError) -> Options {
    var reader = OptionReader(arguments, command: "compare")
    var scenario: String?
    var overrides: [String] = []
    var report: String?
    var baseline: String?
    while let argument = reader.next() {
      if let value = try reader.value(of: "--with", for: argument, naming: "KEY=VALUE") {
        overrides.append(value)
      } else if let value = try reader.value(
        of: "--baseline", for: argument, naming: "a baseline name (percentDriven)")
      {
        guard baseline == nil else { throw LabError("compare: --baseline is given twice") }
        guard let kind = LabDriverKind(rawValue: value), kind != .fluid else {
          throw LabError(
            "compare: --baseline: unknown baseline '\(value)' (the lab has"
              + " \(LabDriverKind.percentDriven.rawValue))")
        }
        baseline = kind.rawValue
      } else if let value = try reader.value(
        of: "--report", for: argument, naming: "the directory to write the report in")
      {
        guard report == nil else { throw LabError("compare: --report is given twice") }
        report = value
      } else if argument.hasPrefix("-") && argument != "-" {
        throw LabError("compare: unknown option '\(argument)' (see 'fluid-lab compare --help')")
      } else {
        guard scenario == nil else {
          throw LabError("compare: unexpected argument '\(argument)' (one SCENARIO.json only)")
        }
        scenario = argument
      }
    }
    guard let scenario, !scenario.isEmpty else {
      throw LabError("compare: missing SCENARIO.json (see 'fluid-lab compare --help')")
    }
    if let baseline { overrides.append("driver=\(baseline)") }
    guard !overrides.isEmpty else {
      throw LabError(
        "compare: nothing to compare: give --with KEY=VALUE or --baseline percentDriven")
    }
    return Options(scenario: scenario, overrides: overrides, report: report)
  }

  /// `document` with the field `KEY` set to `VALUE`; objects on the way are created when
  /// missing.
  static func apply(_ override: String, to document: JSONValue) throws(LabError) -> JSONValue {
    guard let equals = override.firstIndex(of: "=") else {
      throw LabError("compare: --with '\(override)' is not KEY=VALUE")
    }
    let key = String(override[..<equals])
    let text = String(override[override.index(after: equals)...])
    let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !key.isEmpty, path.allSatisfy({ !$0.isEmpty }) else {
      throw LabError("compare: --with '\(override)': the key '\(key)' is not a dotted field name")
    }
    guard Scenario.fieldNames.contains(path[0]) || LabSheet.fieldNames.contains(path[0]) else {
      throw LabError(
        "compare: --with \(key): the scenario has no field '\(path[0])' (it has "
          + Scenario.fieldNames.joined(separator: ", ") + ")")
    }
    guard path[0] != "events" else {
      throw LabError("compare: --with \(key): the events are the touches both sides share")
    }
    let value = (try? JSONValue.parse(text)) ?? .string(text)
    return try set(value, at: path[...], in: document, key: key)
  }

  private static func set(
    _ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue, key: String
  ) throws(LabError) -> JSONValue {
    guard let name = path.first else { return value }
    guard case .object(var members) = document else {
      throw LabError("compare: --with \(key): the scenario's value on the way is not an object")
    }
    let index = members.firstIndex { $0.0 == name }
    let child = index.map { members[$0].1 } ?? .object([])
    let updated = try set(value, at: path.dropFirst(), in: child, key: key)
    if let index {
      members[index].1 = updated
    } else {
      members.append((name, updated))
    }
    return .object(members)
  }

  private static func scenario(_ document: JSONValue, path: String, side: String)
    throws(LabError) -> Scenario
  {
    do {
      return try Scenario(json: document)
    } catch {
      throw LabError("compare: \(path) (side \(side)): \(error.message)")
    }
  }

  private static func fileName(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }

  /// Both sides run and checked, as one comparison.
  @MainActor
  static func compare(a: Scenario, b: Scenario, overrides: [String], path: String)
    -> Comparison
  {
    let name = fileName(path)
    let base = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
    func entry(_ scenario: Scenario, side: String) -> ReportEntry {
      let trace = ScenarioRunner(scenario).run()
      return ReportEntry(
        idParts: [base, side], name: name, title: name, summary: nil, trace: trace,
        problems: trace.problems())
    }
    let changes = overrides.joined(separator: ", ")
    return Comparison(
      id: ReportEntry.identifier([base]), title: "\(name): as written vs \(changes)",
      summary: nil, a: entry(a, side: "a"), b: entry(b, side: "b"),
      aLabel: "as written (\(a.driver.rawValue))",
      bLabel: overrides.contains { $0.hasPrefix("driver=") }
        ? changes : "\(changes) (\(b.driver.rawValue))",
      overrides: overrides, sharedDataID: nil)
  }

  /// What the command prints before the report's path.
  static func summary(_ comparison: Comparison, title: String) -> String {
    var lines = [title, ""]
    for (name, entry) in comparison.sides {
      let label = name == "A" ? comparison.aLabel : comparison.bLabel
      let problems =
        entry.problems.isEmpty
        ? "checks ok" : "\(entry.problems.count) checks failed: " + entry.problems[0]
      let outcome =
        entry.trace.result == nil
        ? "unfinished by until = \(JSONValue.format(entry.trace.scenario.until)) s"
        : "\(entry.trace.outcome) at \(entry.endTime) s"
      lines.append(
        "\(name)  \(label): \(outcome), release targets \(entry.targets),"
          + " \(entry.trace.breaches.count) breaches, \(problems)")
    }
    lines.append("")
    lines.append(
      "velocity at each release, in progress per second (jump = leaves − finger; 0 leaves at the"
        + " finger's speed):")
    lines += comparison.releaseLines
    return lines.joined(separator: "\n") + "\n"
  }
}
