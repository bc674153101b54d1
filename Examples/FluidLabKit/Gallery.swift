import Foundation

/// The built-in gallery (LAB.md "Commands", `fluid-lab` with no arguments): every style of the
/// catalog, each with the six gesture scripts, run through the real core and checked, written
/// as one HTML report and summarised as a table.
///
/// It doubles as a smoke test: a contract breach or a failed check makes it exit 1.
public enum Gallery {
  /// The report's directory when none is given: `fluid-lab-report`, under the current
  /// directory.
  public static let defaultReportDirectory = "fluid-lab-report"

  /// The styles the gallery runs, in the catalog's order: every style the lab knows.
  public static var styleNames: [String] { LabStyle.allCases.map(\.rawValue) }

  /// The gesture scripts each style runs, in order.
  public static var scriptNames: [String] { GalleryScript.allCases.map(\.rawValue) }

  /// The number of scenarios: styles × scripts.
  public static var scenarioCount: Int { LabStyle.allCases.count * GalleryScript.allCases.count }

  static let help = """
    usage: fluid-lab [--report DIR]

    Runs the gallery: every style ('fluid-lab styles'), each with six gesture scripts —
    plain animated run, interactive finish, interactive cancel, grab mid-animation and
    reverse, flick, re-grab during the settle — through the real transition core on a manual
    frame clock. Writes DIR/index.html (fluid-lab-report/ under the current directory by
    default): one section per scenario with a filmstrip of the nodes, a plot of progress and
    velocity with the phases shaded and the grab and release instants marked, and the release
    decisions. Prints a summary table and the report's path.

    Exits 1 with one line on stderr if a scenario breached UIKit's contract or failed a check
    (it must end, with the outcome its script expects), after writing the report.
    """

  /// Runs the gallery, writes `index.html` in `reportDirectory` (created if needed), and
  /// returns what `fluid-lab` prints: the summary table and the report's path on standard
  /// output; status 0, 1 when a scenario failed a check (one line on standard error), or 2
  /// when the report cannot be written. On the main actor, where the transition core lives.
  @MainActor
  public static func run(reportDirectory: URL) -> LabResult {
    let (entries, errors) = runAll()
    let document = LabReport.document(
      title: "fluid-lab gallery",
      introduction:
        "\(entries.count) scenarios: \(styleNames.count) styles (\(styleNames.joined(separator: ", ")))"
        + " × \(scriptNames.count) gesture scripts, run headless with the real transition core"
        + " on a manual frame clock at 120 Hz in a 390 × 844 pt container. The plain run shows"
        + " each style's forward operation, the gestures its backward one where it has one.",
      entries: entries)
    let path: String
    do {
      path = try LabReport.write(document, toDirectory: reportDirectory.path, command: "gallery")
    } catch {
      return .failure(error)
    }
    var output = "fluid-lab gallery: \(entries.count) scenarios\n\n"
    output += SummaryTable.text(entries)
    var failures = errors
    for entry in entries {
      failures += entry.problems.map { "\(entry.style) \(entry.operation) \(entry.name): \($0)" }
    }
    if !failures.isEmpty {
      output += "\nchecks failed:\n" + failures.map { "  \($0)\n" }.joined()
    }
    output += "\nreport: \(path)\n"
    guard let first = failures.first else {
      return LabResult(status: 0, standardOutput: output)
    }
    let failed = entries.filter { !$0.problems.isEmpty }.count + errors.count
    let error = LabError(
      "gallery: \(failed) of \(entries.count + errors.count) scenarios failed a check"
        + " (first: \(first)); see \(path)")
    return LabResult(
      status: 1, standardOutput: output, standardError: "fluid-lab: \(error.message)\n")
  }

  /// `fluid-lab [--report DIR]`.
  @MainActor
  static func command(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do {
      let directory = try parse(arguments)
      let url =
        directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        .appendingPathComponent(defaultReportDirectory, isDirectory: true)
      return run(reportDirectory: url)
    } catch {
      return .failure(error)
    }
  }

  private static func parse(_ arguments: [String]) throws(LabError) -> String? {
    var options = OptionReader(arguments, command: nil)
    var directory: String?
    while let argument = options.next() {
      if let value = try options.value(
        of: "--report", for: argument, naming: "the report's directory")
      {
        guard directory == nil else { throw LabError("--report is given twice") }
        directory = value
      } else if argument.hasPrefix("-") {
        throw LabError("unknown option '\(argument)' (see 'fluid-lab --help')")
      } else {
        throw LabError("unknown command '\(argument)' (see 'fluid-lab --help')")
      }
    }
    return directory
  }

  /// Every style × every script, run and checked; `errors` names the scenarios the lab
  /// rejected (a bug in the gallery's scripts, reported rather than fatal).
  @MainActor
  static func runAll() -> (entries: [ReportEntry], errors: [String]) {
    var entries: [ReportEntry] = []
    var errors: [String] = []
    for style in LabStyle.allCases {
      for script in GalleryScript.allCases {
        do {
          entries.append(try run(script, style: style))
        } catch {
          errors.append("\(style.rawValue) \(script.rawValue): invalid scenario: \(error.message)")
        }
      }
    }
    return (entries.withUniqueIDs, errors)
  }

  /// One gallery scenario, run and checked.
  @MainActor
  static func run(_ script: GalleryScript, style: LabStyle) throws(LabError) -> ReportEntry {
    let scenario = try Scenario(json: script.scenario(for: style))
    let trace = ScenarioRunner(scenario).run()
    return ReportEntry(
      idParts: [style.rawValue, scenario.operation.rawValue, script.rawValue],
      name: script.rawValue, title: script.title, summary: script.summary, trace: trace,
      problems: trace.problems(
        expecting: TraceExpectation(
          completes: script.expectsCompletion, grabs: script.expectedGrabs)))
  }
}
