import Foundation

/// The built-in gallery (`fluid-lab` with no arguments; the lab's reference, "The gallery and its
/// report"): every style of the
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

  /// The sheet scenarios that follow the grid (detents and the keyboard), in order.
  public static var sheetScenarioNames: [String] { SheetGalleryScript.allCases.map(\.rawValue) }

  /// The zoom scenarios that follow the sheets (the cross-fade with a second element, the
  /// live source, the pinch), in order.
  public static var zoomScenarioNames: [String] { ZoomGalleryScript.allCases.map(\.rawValue) }

  /// The navigation scenarios that follow the zooms (stacks and content swipes), in order.
  public static var navigationScenarioNames: [String] {
    NavigationGalleryScript.allCases.map(\.rawValue)
  }

  /// The size changes that follow the navigation scenarios (a rotation, a window resize, a
  /// safe area arriving, mid-transition), in order.
  public static var resizeScenarioNames: [String] { ResizeGalleryScript.allCases.map(\.rawValue) }

  /// The SwiftUI scenarios that follow the size changes (a path, the zoom by identifier and
  /// namespace, a sheet's bindings, a transition reader), in order.
  public static var swiftUIScenarioNames: [String] {
    SwiftUIGalleryScript.allCases.map(\.rawValue)
  }

  /// How long each gallery scenario runs after its transition ends, in seconds: the scripts
  /// leave generous room to end, and the report keeps only this much of the still frames after.
  static let runAfterEnd = 0.1

  static let help = """
    usage: fluid-lab [--report DIR]

    Runs the gallery: every style ('fluid-lab styles'), each with six gesture scripts —
    plain animated run, interactive finish, interactive cancel, grab mid-animation and
    reverse, flick, re-grab during the settle — through the real transition core on a manual
    frame clock, each until 0.1 s after its transition ends; then four presented sheets with
    the detents medium and large (a flick from medium to large, a slow drag back to medium, the
    keyboard rising under medium and hiding, a throw below medium handed to the dismissal),
    each until 0.1 s after it comes to rest; then five zooms (a photo and its caption flying
    with the cross-fade onto an alignment rect, a dismissal while the grid re-lays out, a cell
    that disappears mid-flight, a pinch dismissal, a drag that becomes a pinch); then five
    navigation stacks (a back swipe from mid-screen, a back tap during a push, push-back-push
    within 100 ms, a back swipe on a carousel at its leading edge and on a scrolled one); then
    four size changes (a push rotated mid-flight, a window resized under the finger holding a
    pop, a safe area arriving under a dragged sheet, a zoom whose safe area arrives late and
    whose window then resizes); then ten SwiftUI scenarios (a FluidNavigationStack's path
    appended, written back by a swipe, restored mid-pop, appended while a swipe's pop settles
    and set several elements at once; the
    zoom by identifier and namespace out of a scrolling grid, and its fallback; a fluidSheet's
    selection and isPresented, with the interactive dismissal disabled; FluidTransitionReader's
    proxy), each with its code and its bindings' values over time; then, per
    style, the flick script again with the percentDriven baseline (the classic UIPercentDrivenInteractiveTransition) beside the
    library's driver. Writes DIR/index.html (fluid-lab-report/ under the current
    directory by default): one section per scenario with a player (play, pause, step, speeds,
    loop; index.html#ID&t=0.30 opens scenario ID paused at 0.30 s), a filmstrip of the nodes, a
    plot of progress and velocity with the phases shaded and the grab and release instants
    marked, and the release decisions; the sheets plot the sheet's value over the container's
    height (with the keyboard's height, and the dismissal's progress) and list the sheet's
    releases; one section per comparison playing both sides in lockstep. Prints a summary
    table, each comparison's velocity jump at the release, and the report's path.

    Exits 1 with one line on stderr if a scenario breached UIKit's contract or failed a check
    (it must end, with the outcome its script expects; a sheet must follow its layout, rest
    where its script expects, and hand off to its dismissal without a jump; a zoom's flights
    must land exactly where its script expects, cross-fade with one content always opaque,
    turn into the fallback without a jump, and leave a pinch at its scale velocity; a stack
    must run one transition at a time, show its top at every end and end on the stack its
    script expects; a size change must re-plan without a jump and land on the new layout),
    after writing the report.
    """

  /// Runs the gallery, writes `index.html` in `reportDirectory` (created if needed), and
  /// returns what `fluid-lab` prints: the summary table and the report's path on standard
  /// output; status 0, 1 when a scenario failed a check (one line on standard error), or 2
  /// when the report cannot be written. On the main actor, where the transition core lives.
  @MainActor
  public static func run(reportDirectory: URL) -> LabResult {
    do {
      _ = try LabReport.prepareDirectory(reportDirectory.path, command: "gallery")
    } catch {
      return .failure(error)
    }
    let (entries, sheets, zooms, navigation, resizes, swiftUI, comparisons, errors) = runAll()
    let document = LabReport.document(
      title: "fluid-lab gallery",
      introduction:
        "\(entries.count) scenarios: \(styleNames.count) styles (\(styleNames.joined(separator: ", ")))"
        + " × \(scriptNames.count) gesture scripts, run headless with the real transition core"
        + " on a manual frame clock at 120 Hz in a 390 × 844 pt container. The plain run shows"
        + " each style's forward operation, the gestures its backward one where it has one."
        + " Then \(sheets.count) presented sheets with the detents medium (422 pt) and large"
        + " (844 pt): the sheet's detent driver under a finger and over the keyboard, and its"
        + " hand-off to the dismissal. Then \(zooms.count) zooms: the cross-fading flight of a"
        + " photo and its caption, a live source that moves or disappears mid-flight, and the"
        + " pinch. Then \(navigation.count) navigation stacks: requests during transitions and"
        + " the back swipe from the content, with a carousel keeping the drags it can scroll."
        + " Then \(resizes.count) size changes: a rotation, a window resize and a safe area"
        + " arriving while a transition runs, under a finger and mid-flight, re-planned onto the"
        + " new layout."
        + " Then \(swiftUI.count) SwiftUI scenarios: what the gallery app's SwiftUI tab shows, on"
        + " the core its SwiftUI layer drives, with the code and each binding's value over time."
        + " Then, per style, the flick again with the classic"
        + " percent-driven transition (\(LabDriverKind.percentDriven.rawValue)) beside the"
        + " library's driver.",
      entries: entries, sheets: sheets, zooms: zooms, navigation: navigation, resizes: resizes,
      swiftUI: swiftUI, comparisons: comparisons)
    let path: String
    do {
      path = try LabReport.write(document, toDirectory: reportDirectory.path, command: "gallery")
    } catch {
      return .failure(error)
    }
    let all = entries + sheets + zooms + navigation + resizes + swiftUI
    var output = "fluid-lab gallery: \(all.count) scenarios\n\n"
    output += SummaryTable.text(all)
    output += "\n" + ComparisonTable.text(comparisons)
    var failures = errors
    for entry in all {
      failures += entry.problems.map { "\(entry.style) \(entry.operation) \(entry.name): \($0)" }
    }
    for comparison in comparisons {
      failures += comparison.b.problems.map { "\(comparison.title), B: \($0)" }
    }
    if !failures.isEmpty {
      output += "\nchecks failed:\n" + failures.map { "  \($0)\n" }.joined()
    }
    output += "\nreport: \(path)\n"
    guard let first = failures.first else {
      return LabResult(status: 0, standardOutput: output)
    }
    let failed =
      all.filter { !$0.problems.isEmpty }.count
      + comparisons.filter { !$0.b.problems.isEmpty }.count + errors.count
    let total = all.count + comparisons.count + errors.count
    let error = LabError(
      "gallery: \(failed) of \(total) scenarios"
        + " failed a check"
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

  /// Every style × every script, run and checked, then the sheet scenarios, then the zoom
  /// scenarios, then the navigation scenarios, then the size changes, then one comparison per
  /// style; `errors` names the scenarios the lab rejected (a bug in the gallery's scripts,
  /// reported rather than fatal).
  @MainActor
  static func runAll() -> (
    entries: [ReportEntry], sheets: [ReportEntry], zooms: [ReportEntry],
    navigation: [ReportEntry], resizes: [ReportEntry], swiftUI: [ReportEntry],
    comparisons: [Comparison], errors: [String]
  ) {
    var entries: [ReportEntry] = []
    var sheets: [ReportEntry] = []
    var zooms: [ReportEntry] = []
    var navigation: [ReportEntry] = []
    var resizes: [ReportEntry] = []
    var swiftUI: [ReportEntry] = []
    var comparisons: [Comparison] = []
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
    entries = entries.withUniqueIDs
    for script in SheetGalleryScript.allCases {
      do {
        sheets.append(try run(script))
      } catch {
        errors.append("sheet \(script.rawValue): invalid scenario: \(error.message)")
      }
    }
    for script in ZoomGalleryScript.allCases {
      do {
        zooms.append(try run(script))
      } catch {
        errors.append("zoom \(script.rawValue): invalid scenario: \(error.message)")
      }
    }
    for script in NavigationGalleryScript.allCases {
      do {
        navigation.append(try run(script))
      } catch {
        errors.append("navigation \(script.rawValue): invalid scenario: \(error.message)")
      }
    }
    for script in ResizeGalleryScript.allCases {
      do {
        resizes.append(try run(script))
      } catch {
        errors.append("resize \(script.rawValue): invalid scenario: \(error.message)")
      }
    }
    for script in SwiftUIGalleryScript.allCases {
      do {
        swiftUI.append(try script.run())
      } catch {
        errors.append("swiftUI \(script.rawValue): invalid scenario: \(error.message)")
      }
    }
    for style in LabStyle.allCases {
      let script = GalleryScript.flick
      guard
        let fluid = entries.first(where: {
          $0.style == style.rawValue && $0.name == script.rawValue
        })
      else { continue }
      do {
        comparisons.append(try compare(script, style: style, fluid: fluid))
      } catch {
        errors.append(
          "\(style.rawValue) \(script.rawValue) percentDriven: invalid scenario: \(error.message)")
      }
    }
    return (entries, sheets, zooms, navigation, resizes, swiftUI, comparisons, errors)
  }

  /// One navigation scenario, run and checked.
  @MainActor
  static func run(_ script: NavigationGalleryScript) throws(LabError) -> ReportEntry {
    let trace = try runTrimmed(script.scenario)
    return ReportEntry(
      idParts: [trace.scenario.style.rawValue, "stack", script.rawValue], name: script.rawValue,
      title: script.title, summary: script.summary, trace: trace,
      problems: trace.problems() + script.problems(trace))
  }

  /// One zoom or size-change scenario, run and checked.
  @MainActor
  static func run(_ script: some CheckedGalleryScript) throws(LabError) -> ReportEntry {
    let trace = try runTrimmed(script.scenario)
    let scenario = trace.scenario
    return ReportEntry(
      idParts: [scenario.style.rawValue, scenario.operation.rawValue, script.rawValue],
      name: script.rawValue, title: script.title, summary: script.summary, trace: trace,
      problems: trace.problems(expecting: script.expectation) + script.problems(trace))
  }

  /// One sheet scenario, run and checked.
  @MainActor
  static func run(_ script: SheetGalleryScript) throws(LabError) -> ReportEntry {
    let trace = try runTrimmed(script.scenario)
    let scenario = trace.scenario
    var entry = ReportEntry(
      idParts: [scenario.style.rawValue, scenario.operation.rawValue, script.rawValue],
      name: script.rawValue, title: script.title, summary: script.summary, trace: trace,
      problems: trace.problems() + script.problems(trace))
    entry.plotTitle = script.plotTitle
    return entry
  }

  /// One gallery scenario, run and checked.
  @MainActor
  static func run(_ script: GalleryScript, style: LabStyle) throws(LabError) -> ReportEntry {
    let trace = try runTrimmed(script.scenario(for: style))
    let scenario = trace.scenario
    return ReportEntry(
      idParts: [style.rawValue, scenario.operation.rawValue, script.rawValue],
      name: script.rawValue, title: script.title, summary: script.summary, trace: trace,
      problems: trace.problems(
        expecting: TraceExpectation(
          completes: script.expectsCompletion, grabs: script.expectedGrabs)))
  }

  /// The script run for `style` with the percent-driven baseline, beside the gallery's own run
  /// of it (`fluid`), whose embedded trace the comparison shares.
  @MainActor
  static func compare(_ script: GalleryScript, style: LabStyle, fluid: ReportEntry)
    throws(LabError) -> Comparison
  {
    guard case .object(var members) = script.scenario(for: style) else {
      throw LabError("the gallery's scenario is not an object")
    }
    members.append(("driver", .string(LabDriverKind.percentDriven.rawValue)))
    let trace = try runTrimmed(.object(members))
    let baseline = ReportEntry(
      idParts: [fluid.id, "percentDriven"], name: script.rawValue, title: script.title,
      summary: script.summary, trace: trace,
      problems: trace.problems(
        expecting: TraceExpectation(
          completes: script.expectsCompletion, grabs: script.expectedGrabs)))
    return Comparison(
      id: ReportEntry.identifier([fluid.id, "vs", "percentDriven"]),
      title: "\(fluid.style) · \(fluid.operation) · \(script.title): fluid vs percentDriven",
      summary: script.summary, a: fluid, b: baseline, aLabel: "fluid (the library's driver)",
      bLabel: "percentDriven (the classic UIPercentDrivenInteractiveTransition)",
      overrides: ["driver=percentDriven"],
      sharedDataID: ReportPlayer.dataID(forSection: fluid.id))
  }

  /// `document` with `until` cut to ``runAfterEnd`` after `end` (rounded up to the
  /// millisecond), or unchanged when it has no end or already ends before that.
  static func trimmed(_ document: JSONValue, endingAt end: Double?) -> JSONValue {
    guard let end, case .object(var members) = document,
      let index = members.firstIndex(where: { $0.0 == "until" }),
      let until = members[index].1.number
    else { return document }
    let trimmed = ((end + runAfterEnd) * 1000).rounded(.up) / 1000
    guard trimmed < until else { return document }
    members[index].1 = .number(trimmed)
    return .object(members)
  }

  /// Runs the scenario `document`, then, if it ended (its transition, or its sheet came to
  /// rest), again with `until` cut to ``runAfterEnd`` after the end (rounded up to the
  /// millisecond): the same frames, without the long still tail, and a scenario that replays
  /// to exactly this trace.
  @MainActor
  static func runTrimmed(_ document: JSONValue) throws(LabError) -> ScenarioTrace {
    let scenario = try Scenario(json: document)
    let trace = ScenarioRunner(scenario).run()
    guard let end = trace.endTime, case .object(var members) = document,
      let index = members.firstIndex(where: { $0.0 == "until" })
    else { return trace }
    let until = ((end + runAfterEnd) * 1000).rounded(.up) / 1000
    guard until < scenario.until else { return trace }
    members[index].1 = .number(until)
    return ScenarioRunner(try Scenario(json: .object(members))).run()
  }
}
