import FluidTransitions
import Foundation

/// The lab's HTML report: one self-contained `index.html` with a section per scenario — a
/// player that replays the recorded frames (``ReportPlayer``), a filmstrip of the nodes, a plot
/// of progress and velocity over time with the phases shaded and the grab and release instants
/// marked, and the numbers behind each release — and a section per comparison, whose player
/// and plot show both sides together.
///
/// The document is HTML5 and well-formed XML at once (void elements self-closed, every
/// attribute quoted, no named entities but XML's five, the script in a CDATA section), with
/// inline CSS, inline SVG and one inline script, and no reference to anything outside the
/// file. Each trace is embedded once, as the JSON `fluid-lab run` prints for it; with scripts
/// off the players stay hidden and the filmstrips and plots remain.
public enum LabReport {
  /// The report's file name inside its directory.
  public static let fileName = "index.html"

  /// `text` safe as HTML text and as a quoted attribute value: `&`, `<`, `>`, `"` and `'`
  /// become character references, and characters XML forbids (control characters other than
  /// tab, line feed and carriage return, and U+FFFE, U+FFFF) become U+FFFD.
  public static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        {
          output += "\u{FFFD}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }

  // MARK: - Document

  /// The whole document.
  ///
  /// - Parameters:
  ///   - title: The page's title and main heading.
  ///   - introduction: A paragraph under the heading.
  ///   - entries: The scenarios, one section each, in order.
  ///   - sheets: Presented sheets with detents, a group of their own after the scenarios.
  ///   - zooms: Zoom scenarios (the cross-fade, elements, a live source, the pinch), a group
  ///     of their own after the sheets.
  ///   - navigation: Stack scenarios and content swipes, a group of their own after the zooms.
  ///   - resizes: Size changes mid-transition (a rotation, a window resize, a safe area
  ///     arriving), a group of their own after the navigation stacks.
  ///   - swiftUI: SwiftUI scenarios, with their code and bindings, a group of their own after
  ///     the size changes.
  ///   - comparisons: The comparisons, one section each after the scenarios; every id in the
  ///     document must be unique.
  static func document(
    title: String, introduction: String, entries: [ReportEntry], sheets: [ReportEntry] = [],
    zooms: [ReportEntry] = [], navigation: [ReportEntry] = [], resizes: [ReportEntry] = [],
    swiftUI: [ReportEntry] = [], comparisons: [Comparison] = []
  ) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>\(escape(title))</title>
      <style>
      \(stylesheet)
      \(ReportPlayer.stylesheet)
      </style>
      </head>
      <body>
      <header>
      <h1>\(escape(title))</h1>
      <p>\(escape(introduction))</p>
      <p class="how">\(escape(howToRead))</p>
      <p class="meta"><a href="#tables">The tables</a> (every run's outcome, release targets \
      and checks) follow the players.</p>
      </header>

      """
    html += "<main>\n"
    for entry in entries + sheets {
      html += section(entry)
    }
    for entry in zooms {
      html += section(entry, classes: "scenario zoom")
    }
    for entry in navigation {
      html += section(entry, classes: "scenario navigation")
    }
    for entry in resizes {
      html += section(entry, classes: "scenario resize")
    }
    for entry in swiftUI {
      html += section(entry, classes: "scenario swiftui")
    }
    for comparison in comparisons {
      html += section(comparison)
    }
    html += "</main>\n"
    html += contents(
      entries, sheets: sheets, zooms: zooms, navigation: navigation, resizes: resizes,
      swiftUI: swiftUI, comparisons: comparisons)
    let traces =
      (entries + sheets + zooms + navigation + resizes + swiftUI).map(\.trace)
      + comparisons.flatMap { [$0.a.trace, $0.b.trace] }
    var roles: [String] = []
    for trace in traces {
      for role in ReportFilmstrip.roles(in: trace) where !roles.contains(role) {
        roles.append(role)
      }
    }
    html += ReportDecoration.definitions
    html += ReportPlayer.palette(roles: roles)
    html += ReportPlayer.script
    html += "</body>\n</html>\n"
    return html
  }

  /// How to read a section, under the page's introduction.
  static let howToRead =
    "Each section replays one run, frame by frame, as the transition core presented it: press"
    + " play (or space) to watch it, ← and → to step a frame, or drag along the timeline under"
    + " the stage. The stage is the container; each view the transition moves is drawn in the"
    + " colour its key names, the grey dot is the finger, a solid ring marks a grab and a dashed"
    + " one a release. Under the player, a filmstrip shows eight moments side by side and the"
    + " plot shows the progress and the velocity on screen against time: while a finger holds"
    + " the transition the finger's velocity, after it lets go the animation's. The library's"
    + " line carries on at the finger's speed; the percent-driven baseline beside it in the"
    + " comparisons steps at the release."

  /// Writes `document` as `index.html` in `directory` (created with its parents if needed) and
  /// returns the file's path.
  static func write(_ document: String, toDirectory directory: String, command: String)
    throws(LabError) -> String
  {
    let url = try prepareDirectory(directory, command: command)
    do {
      let file = url.appendingPathComponent(fileName)
      try Data(document.utf8).write(to: file, options: .atomic)
      return file.path
    } catch {
      throw LabError(
        "\(command): cannot write the report to '\(directory)': \(error.localizedDescription)")
    }
  }

  /// Makes `directory` (and the folders above it) unless it exists, and returns it; fails
  /// naming it when it is a file or cannot be made. A command that runs many scenarios calls
  /// this first, so a bad directory is reported at once rather than after the run.
  static func prepareDirectory(_ directory: String, command: String) throws(LabError) -> URL {
    let url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw LabError("\(command): cannot write the report to '\(directory)': it is not a directory")
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw LabError(
        "\(command): cannot write the report to '\(directory)': \(error.localizedDescription)")
    }
    return url
  }

  /// The tables after the players: the summary table with a link to each section, then the
  /// sheets, the zooms, the navigation stacks, the size changes and the comparisons.
  private static func contents(
    _ entries: [ReportEntry], sheets: [ReportEntry], zooms: [ReportEntry],
    navigation: [ReportEntry], resizes: [ReportEntry], swiftUI: [ReportEntry],
    comparisons: [Comparison]
  ) -> String {
    var html = "<nav id=\"tables\">\n"
    // A page of comparisons only (`fluid-lab compare`) has no scenario of its own to list.
    if !entries.isEmpty {
      html += """
        <h2>Scenarios</h2>
        <table class="summary">
        <thead><tr><th>#</th><th>scenario</th><th>style</th><th>operation</th>\
        <th>interaction</th><th>script</th><th>result</th><th>end (s)</th>\
        <th>release targets</th><th>breaches</th><th>checks</th></tr></thead>
        <tbody>

        """
    }
    for (index, entry) in entries.enumerated() {
      let cells = [
        "\(index + 1)",
        "<a href=\"#\(escape(entry.id))\">\(escape(heading(entry)))</a>",
        escape(entry.style), escape(entry.operation), escape(entry.interaction),
        escape(entry.name), badge(entry.trace.outcome), escape(entry.endTime),
        escape(entry.targets), "\(entry.trace.breaches.count)",
        entry.problems.isEmpty
          ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    if !entries.isEmpty { html += "</tbody>\n</table>\n" }
    if !sheets.isEmpty {
      html += """
        <h2>Sheets</h2>
        <p class="meta">A presented sheet with detents: its detent driver under a finger and over \
        the keyboard, and its hand-off to the dismissal.</p>
        <table class="summary">
        <thead><tr><th>#</th><th>scenario</th><th>detents</th><th>result</th><th>rests at</th>\
        <th>end (s)</th><th>release targets</th><th>breaches</th><th>checks</th></tr></thead>
        <tbody>

        """
      for (index, entry) in sheets.enumerated() {
        let last = entry.trace.frames.last?.sheet
        let restsAt =
          entry.trace.result?.completed == true && last?.phase == "dismissing"
          ? "dismissed" : (last?.detent ?? "-")
        let cells = [
          "\(index + 1)",
          "<a href=\"#\(escape(entry.id))\">\(escape(heading(entry)))</a>",
          escape(entry.trace.scenario.sheet?.identifiers.joined(separator: ", ") ?? "-"),
          badge(entry.trace.outcome), escape(restsAt), escape(entry.endTime),
          escape(entry.targets), "\(entry.trace.breaches.count)",
          entry.problems.isEmpty
            ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    if !zooms.isEmpty {
      html += """
        <h2>Zoom</h2>
        <p class="meta">The zoom's flight: its contents cross-fading inside it, a second element, \
        the alignment rect, a source that moves or disappears mid-flight, and the pinch.</p>
        <table class="summary">
        <thead><tr><th>#</th><th>scenario</th><th>operation</th><th>interaction</th>\
        <th>result</th><th>end (s)</th><th>release targets</th><th>breaches</th><th>checks</th>\
        </tr></thead>
        <tbody>

        """
      for (index, entry) in zooms.enumerated() {
        let cells = [
          "\(index + 1)",
          "<a href=\"#\(escape(entry.id))\">\(escape(heading(entry)))</a>",
          escape(entry.operation), escape(entry.interaction), badge(entry.trace.outcome),
          escape(entry.endTime), escape(entry.targets), "\(entry.trace.breaches.count)",
          entry.problems.isEmpty
            ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    if !navigation.isEmpty {
      html += ReportStackTable.contents(navigation)
    }
    if !resizes.isEmpty {
      html += """
        <h2>Size changes</h2>
        <p class="meta">The container rotates, its window resizes or its safe area changes while \
        a transition runs: the driver re-plans the rest of the motion onto the new layout, with \
        no jump, and lands on it.</p>
        <table class="summary">
        <thead><tr><th>#</th><th>scenario</th><th>style</th><th>operation</th>\
        <th>size changes</th><th>result</th><th>end (s)</th><th>release targets</th>\
        <th>breaches</th><th>checks</th></tr></thead>
        <tbody>

        """
      for (index, entry) in resizes.enumerated() {
        let cells = [
          "\(index + 1)",
          "<a href=\"#\(escape(entry.id))\">\(escape(heading(entry)))</a>",
          escape(entry.style), escape(entry.operation),
          escape(entry.trace.resizes.map(ReportPlot.resizeLabel).joined(separator: "; ")),
          badge(entry.trace.outcome), escape(entry.endTime), escape(entry.targets),
          "\(entry.trace.breaches.count)",
          entry.problems.isEmpty
            ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    if !swiftUI.isEmpty {
      html += ReportSwiftUI.contents(swiftUI)
    }
    if !comparisons.isEmpty {
      html += """
        <h2>Comparisons</h2>
        <table class="summary">
        <thead><tr><th>#</th><th>comparison</th><th>A</th><th>B</th><th>A jump at release 1</th>\
        <th>B jump at release 1</th><th>checks</th></tr></thead>
        <tbody>

        """
      for (index, comparison) in comparisons.enumerated() {
        func jump(_ entry: ReportEntry) -> String {
          entry.trace.releaseVelocities.first.map { ReleaseVelocity.signed($0.jump) + " /s" }
            ?? "-"
        }
        let failed = !comparison.a.problems.isEmpty || !comparison.b.problems.isEmpty
        let cells = [
          "\(index + 1)",
          "<a href=\"#\(escape(comparison.id))\">\(escape(comparison.title))</a>",
          badge(comparison.a.trace.outcome), badge(comparison.b.trace.outcome),
          escape(jump(comparison.a)), escape(jump(comparison.b)),
          failed ? "<span class=\"fail\">FAIL</span>" : "<span class=\"ok\">ok</span>",
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    html += "</nav>\n"
    return html
  }

  /// `style · operation · title`.
  static func heading(_ entry: ReportEntry) -> String {
    "\(entry.style) · \(entry.operation) · \(entry.title)"
  }

  static func badge(_ outcome: String) -> String {
    "<span class=\"badge \(escape(outcome))\">\(escape(outcome))</span>"
  }

  // MARK: - Section

  /// The section of `entry`; `classes` are its section's (by default `scenario`, with `sheet`
  /// for a presented sheet).
  private static func section(_ entry: ReportEntry, classes: String? = nil) -> String {
    let trace = entry.trace
    let scenario = trace.scenario
    let id = escape(entry.id)
    var meta = [
      "interaction \(scenario.interaction.rawValue)",
      "container \(fixed(scenario.container.width, 0)) × \(fixed(scenario.container.height, 0)) pt",
      "\(JSONValue.format(scenario.frameRate)) fps",
      "duration \(JSONValue.format(scenario.duration)) s",
      "until \(trimmed(scenario.until, 3)) s",
    ]
    if let stack = scenario.stack { meta.append("stack " + stack.joined(separator: ", ")) }
    if !scenario.content.isEmpty {
      meta.append(
        "\(scenario.content.count) scroll view\(scenario.content.count == 1 ? "" : "s") in the content"
      )
    }
    if scenario.layoutDirection != .leftToRight { meta.append(scenario.layoutDirection.rawValue) }
    if scenario.reduceMotion { meta.append("reduce motion") }
    if !scenario.droppedFrames.isEmpty {
      meta.append("\(scenario.droppedFrames.count) dropped frames")
    }
    for option in scenario.options { meta.append("\(option.name) \(trimmed(option.value, 4))") }
    if let sheet = scenario.sheet, let layout = scenario.sheetLayout {
      meta += sheetMeta(sheet, layout: layout)
    }
    if let zoom = scenario.zoom {
      if !zoom.elements.isEmpty {
        meta.append("elements " + zoom.elements.map(\.identifier).joined(separator: ", "))
      }
      if let alignment = zoom.alignmentRect {
        meta.append(
          "alignment rect (\(trimmed(alignment.minX, 1)), \(trimmed(alignment.minY, 1)),"
            + " \(trimmed(alignment.width, 1)) × \(trimmed(alignment.height, 1)))")
      }
      let moves = scenario.events.filter { $0.kind == .sourceMove }.count
      if moves > 0 { meta.append("\(moves) source move\(moves == 1 ? "" : "s")") }
      if scenario.events.contains(where: { $0.kind == .sourceRemove }) {
        meta.append("source removed")
      }
    }

    let classes = classes ?? (trace.hasDetents ? "scenario sheet" : "scenario")
    var html = "<section id=\"\(id)\" class=\"\(classes)\">\n"
    html +=
      "<h2><a href=\"#\(id)\">\(escape(heading(entry)))</a> \(badge(trace.outcome))</h2>\n"
    html += "<p class=\"meta\">\(escape(meta.joined(separator: " · ")))</p>\n"
    if let summary = entry.summary {
      html += "<p class=\"script\">\(escape(summary))</p>\n"
    }
    html += problems(entry.problems)
    html += ReportPlayer.data(trace, id: ReportPlayer.dataID(forSection: entry.id))
    let player = ReportPlayer.markup(
      id: entry.id,
      tracks: [
        ReportPlayer.Track(
          dataID: ReportPlayer.dataID(forSection: entry.id), label: nil, trace: trace)
      ])
    html += entry.swiftUI.map { ReportSwiftUI.pair(code: $0.script.code, player: player) } ?? player
    html += "<h3>Filmstrip</h3>\n"
    html += "<div class=\"figure\">\n" + ReportFilmstrip.svg(trace, id: entry.id) + "</div>\n"
    html += key(
      roles: ReportFilmstrip.drawnRoles(trace), for: "filmstrip",
      keyboard: ReportFilmstrip.drawsKeyboard(trace))
    let plotTitle =
      entry.plotTitle ?? (trace.hasDetents ? "Sheet value and velocity" : "Progress and velocity")
    html += "<h3>\(escape(plotTitle))</h3>\n"
    html += "<div class=\"figure\">\n" + ReportPlot.svg(trace) + "</div>\n"
    html += trace.hasDetents ? ReportPlot.sheetLegend(trace) : ReportPlot.legend
    html += "<h3>Release decisions</h3>\n"
    if trace.hasDetents {
      html += sheetDecisions(trace)
      if !trace.releases.isEmpty {
        html += "<p class=\"table-title\">The transition's releases</p>\n" + decisions(trace)
      }
    } else {
      html += decisions(trace)
    }
    html += result(trace)
    if let swiftUI = entry.swiftUI {
      html += ReportSwiftUI.html(swiftUI, endingAt: scenario.until)
    }
    if let stack = trace.stack {
      // A SwiftUI path's stacks are long: its table scrolls rather than overflow the section.
      html +=
        entry.swiftUI == nil
        ? ReportStackTable.html(stack)
        : "<div class=\"figure\">\n" + ReportStackTable.html(stack) + "</div>\n"
    }
    html += details(trace)
    html += "</section>\n"
    return html
  }

  private static func problems(_ problems: [String], side: String? = nil) -> String {
    guard !problems.isEmpty else { return "" }
    return
      "<div class=\"problems\"><strong>\(side.map { "\(escape($0)): " } ?? "")Checks failed:"
      + "</strong>\n<ul>\n" + problems.map { "<li>\(escape($0))</li>\n" }.joined()
      + "</ul>\n</div>\n"
  }

  // MARK: - Comparison

  private static func section(_ comparison: Comparison) -> String {
    let id = escape(comparison.id)
    var html = "<section id=\"\(id)\" class=\"comparison\">\n"
    html +=
      "<h2><a href=\"#\(id)\">\(escape(comparison.title))</a> A \(badge(comparison.a.trace.outcome))"
      + " B \(badge(comparison.b.trace.outcome))</h2>\n"
    let scenario = comparison.a.trace.scenario
    html +=
      "<p class=\"meta\">\(escape("\(scenario.style.rawValue) · \(scenario.operation.rawValue)"))"
      + " · the same touches twice · A: \(escape(comparison.aLabel)) · B:"
      + " \(escape(comparison.bLabel)) · B's changes: "
      + escape(comparison.overrides.joined(separator: ", ")) + "</p>\n"
    if let summary = comparison.summary {
      html += "<p class=\"script\">\(escape(summary))</p>\n"
    }
    html += problems(comparison.a.problems, side: "A")
    html += problems(comparison.b.problems, side: "B")
    if comparison.sharedDataID == nil {
      html += ReportPlayer.data(comparison.a.trace, id: comparison.aDataID)
    }
    html += ReportPlayer.data(comparison.b.trace, id: comparison.bDataID)
    html += ReportPlayer.markup(
      id: comparison.id,
      tracks: [
        ReportPlayer.Track(
          dataID: comparison.aDataID, label: "A: \(comparison.aLabel)",
          trace: comparison.a.trace),
        ReportPlayer.Track(
          dataID: comparison.bDataID, label: "B: \(comparison.bLabel)",
          trace: comparison.b.trace),
      ])
    html += "<h3>Progress and velocity, A solid, B dashed</h3>\n"
    html +=
      "<div class=\"figure\">\n"
      + ReportPlot.svg([
        ReportPlot.Series(trace: comparison.a.trace, prefix: "A ", dash: nil),
        ReportPlot.Series(trace: comparison.b.trace, prefix: "B ", dash: "6 4"),
      ]) + "</div>\n"
    html += ReportPlot.legend
    html += "<h3>Velocity at each release (progress per second)</h3>\n"
    html += releaseVelocities(comparison)
    for (name, entry) in comparison.sides {
      let label = name == "A" ? comparison.aLabel : comparison.bLabel
      html += "<h3>Filmstrip \(name): \(escape(label))</h3>\n"
      html +=
        "<div class=\"figure\">\n"
        + ReportFilmstrip.svg(entry.trace, id: "\(comparison.id)-\(name.lowercased())")
        + "</div>\n"
      html += key(
        roles: ReportFilmstrip.drawnRoles(entry.trace), for: "filmstrip",
        keyboard: ReportFilmstrip.drawsKeyboard(entry.trace))
    }
    for (name, entry) in comparison.sides {
      html += "<p class=\"result\"><strong>\(name)</strong>: " + resultParts(entry.trace) + "</p>\n"
    }
    for (name, entry) in comparison.sides {
      html +=
        "<details><summary>Scenario \(name) (replay with fluid-lab run)</summary>\n"
        + "<pre class=\"json\">\(escape(entry.trace.scenario.json.text))</pre>\n</details>\n"
    }
    html += "</section>\n"
    return html
  }

  /// Each side's velocities at each release: the finger's, the motion's as it leaves the
  /// finger, the jump between them, and the first frame's after it.
  private static func releaseVelocities(_ comparison: Comparison) -> String {
    var html = """
      <table class="decisions velocities">
      <thead><tr><th>release</th><th>side</th><th>t (s)</th><th>finger</th><th>leaves at</th>\
      <th>jump</th><th>first frame after</th></tr></thead>
      <tbody>

      """
    let a = comparison.a.trace.releaseVelocities
    let b = comparison.b.trace.releaseVelocities
    for index in 0..<Swift.max(a.count, b.count) {
      for (name, velocities) in [("A", a), ("B", b)] {
        guard velocities.indices.contains(index) else {
          html += "<tr><td>\(index + 1)</td><td>\(name)</td><td colspan=\"5\">none</td></tr>\n"
          continue
        }
        let velocity = velocities[index]
        let cells = [
          "\(index + 1)", name, fixed(velocity.time, 3), fixed(velocity.finger, 3),
          fixed(velocity.leaving, 3), ReleaseVelocity.signed(velocity.jump),
          velocity.firstFrame.map { fixed($0, 3) } ?? "-",
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
    }
    if a.isEmpty && b.isEmpty {
      html += "<tr><td colspan=\"7\">no release on either side</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The words on a presented sheet's section, after the scenario's: its detents with their
  /// values, where it starts, its dimming and whether it can be dismissed.
  private static func sheetMeta(_ sheet: LabSheet, layout: SheetLayout) -> [String] {
    let detents = layout.detents.map { "\($0.identifier.rawValue) \(trimmed($0.value, 1)) pt" }
    let selected = layout.selectedDetent(
      sheet.selectedDetent.map { SheetDetent.Identifier(rawValue: $0) })
    return [
      "detents \(detents.joined(separator: ", "))",
      "starts at \(selected.identifier.rawValue)",
      sheet.largestUndimmedDetent.map { "undimmed up to \($0)" } ?? "every detent dimmed",
      sheet.isDismissible ? "dismissible" : "not dismissible",
    ]
  }

  /// A presented sheet's releases (value, velocity, projection, target and the speed it
  /// leaves at) and its hand-offs to the dismissal.
  private static func sheetDecisions(_ trace: ScenarioTrace) -> String {
    var releases: [(Double, ScenarioTrace.DetentRelease)] = []
    var handOffs: [(Double, ScenarioTrace.HandOff)] = []
    for event in trace.events {
      switch event {
      case .detentRelease(let time, let release): releases.append((time, release))
      case .dismissalHandOff(let time, let handOff): handOffs.append((time, handOff))
      default: continue
      }
    }
    guard !releases.isEmpty else {
      return "<p class=\"none\">No release of the sheet: nothing to decide.</p>\n"
    }
    var html = """
      <table class="decisions">
      <thead><tr><th>#</th><th>t (s)</th><th>value (pt)</th><th>velocity (pt/s)</th>\
      <th>projected (pt)</th><th>target</th><th>touch cancelled</th><th>leaves at (pt/s)</th>\
      </tr></thead>
      <tbody>

      """
    for (index, (time, release)) in releases.enumerated() {
      let target =
        release.target == ScenarioTrace.DetentRelease.dismissTarget
        ? "<span class=\"target-start\">dismiss</span>"
        : "<span class=\"target-end\">\(escape(release.target))</span>"
      let cells = [
        "\(index + 1)", fixed(time, 3), fixed(release.value, 1), fixed(release.velocity, 0),
        fixed(release.projected, 1), target, release.isCancelled ? "yes" : "no",
        release.target == ScenarioTrace.DetentRelease.dismissTarget
          ? "hand-off" : release.leavingVelocity.map { fixed($0, 0) } ?? "-",
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    html += "</tbody>\n</table>\n"
    guard !handOffs.isEmpty else { return html }
    html += """
      <p class="table-title">Hand-offs to the dismissal</p>
      <table class="decisions">
      <thead><tr><th>t (s)</th><th>progress</th><th>velocity (/s)</th><th>starts at</th>\
      <th>leaves at (/s)</th><th>sheet on screen before</th><th>after</th></tr></thead>
      <tbody>

      """
    func rect(_ rect: Rect) -> String {
      "(\(fixed(rect.minX, 1)), \(fixed(rect.minY, 1)), \(fixed(rect.width, 1)) × \(fixed(rect.height, 1)))"
    }
    for (time, handOff) in handOffs {
      let cells = [
        fixed(time, 3), fixed(handOff.progress, 4), fixed(handOff.velocity, 3),
        fixed(handOff.presentedProgress, 4), fixed(handOff.presentedVelocity, 3),
        rect(handOff.sheetBefore), rect(handOff.sheetAfter),
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The colour key of a player or a filmstrip (`figure`): one entry per role it draws, with
  /// the role's colour, its name and what it is, then the keyboard when it draws one, and how
  /// a hidden node and alpha are drawn.
  static func key(roles: [String], for figure: String, keyboard: Bool = false) -> String {
    var html = "<ul class=\"legend key\" data-key=\"\(escape(figure))\">\n"
    for role in roles {
      let description = roleDescription(role).map { " " + escape($0) } ?? ""
      html +=
        "<li data-role=\"\(escape(role))\"><span class=\"swatch\" style=\"background: "
        + "\(roleColor(role))\"></span><strong>\(escape(role))</strong>\(description)</li>\n"
    }
    if keyboard {
      html +=
        "<li data-keyboard=\"true\"><span class=\"swatch\" style=\"background: \(keyboardColor)\">"
        + "</span><strong>keyboard</strong></li>\n"
    }
    html += "<li><span class=\"swatch hidden\"></span>hidden (dashed)</li>\n"
    html +=
      "<li class=\"note\">fill opacity = alpha; a node outside the container's tree is not"
      + " drawn</li>\n"
    return html + "</ul>\n"
  }

  /// What a role's node is, for a person reading the key; nil for a role the lab does not know
  /// (a custom style's, a stack's view controllers').
  static func roleDescription(_ role: String) -> String? {
    switch role {
    case "from": return "the screen being left"
    case "to": return "the screen being shown"
    case "dimming": return "darkens what lies behind"
    case "shadow": return "the soft shadow beside the moving screen"
    case "snapshot": return "the flying element: the photo in flight"
    case "sourceSnapshot": return "the cell's picture, inside the flight"
    case "destinationSnapshot": return "the detail's picture, inside the flight"
    case "sourceElement": return "the cell it flies from"
    case "destinationElement": return "the picture it lands on"
    case "sheetExtension": return "the sheet's colour below its bottom edge"
    default:
      guard let dot = role.firstIndex(of: "."),
        let part = roleDescription(String(role[..<dot]))
      else { return nil }
      return "\(role[role.index(after: dot)...]): \(part)"
    }
  }

  /// The release decisions, one row each.
  private static func decisions(_ trace: ScenarioTrace) -> String {
    let releases = trace.events.compactMap { event -> (Double, ReleaseRecordRow)? in
      guard case .release(let time, let record) = event else { return nil }
      return (time, ReleaseRecordRow(record))
    }
    guard !releases.isEmpty else {
      return "<p class=\"none\">No release: nothing to decide.</p>\n"
    }
    var html = """
      <table class="decisions">
      <thead><tr><th>#</th><th>t (s)</th><th>progress</th><th>velocity (/s)</th>\
      <th>touch velocity (pt/s)</th><th>projected</th><th>target</th><th>forced</th>\
      <th>spring v0</th></tr></thead>
      <tbody>

      """
    for (index, (time, row)) in releases.enumerated() {
      let cells = [
        "\(index + 1)", fixed(time, 3), fixed(row.record.progress, 3),
        fixed(row.record.velocity, 2),
        "(\(fixed(row.record.touchVelocity.dx, 0)), \(fixed(row.record.touchVelocity.dy, 0)))",
        fixed(row.record.projectedProgress, 3),
        "<span class=\"target-\(row.target)\">\(row.target)</span>",
        row.record.isForced ? "yes" : "no", fixed(row.record.springInitialVelocity, 2),
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  private static func result(_ trace: ScenarioTrace) -> String {
    "<p class=\"result\">" + resultParts(trace) + "</p>\n"
  }

  /// How the run ended, its frames, grabs, releases, breaches and diagnostics, as HTML.
  private static func resultParts(_ trace: ScenarioTrace) -> String {
    var parts: [String] = []
    if trace.hasDetents {
      parts.append(sheetResult(trace))
    }
    if trace.transitionCount == 0 {
      parts.append("no transition")
    } else if let result = trace.result {
      parts.append(
        "<strong>\(result.completed ? "Completed" : "Cancelled")</strong> at"
          + " \(fixed(result.time, 3)) s")
    } else {
      parts.append(
        "<strong>Unfinished</strong>: no completion by until ="
          + " \(escape(JSONValue.format(trace.scenario.until))) s")
    }
    parts.append("\(trace.frames.count) frames")
    let grabs = trace.grabTimes.map { fixed($0, 3) }
    let releases = trace.releaseTimes.map { fixed($0, 3) }
    parts.append(
      grabs.isEmpty
        ? "no grab"
        : "\(grabs.count) grab\(grabs.count == 1 ? "" : "s") at \(grabs.joined(separator: ", ")) s")
    parts.append(
      releases.isEmpty
        ? "no release"
        : "\(releases.count) release\(releases.count == 1 ? "" : "s") at"
          + " \(releases.joined(separator: ", ")) s")
    parts.append(
      "\(trace.breaches.count) contract breach\(trace.breaches.count == 1 ? "" : "es")")
    parts.append("\(trace.diagnostics.count) diagnostics")
    return parts.joined(separator: " · ")
  }

  /// Where a presented sheet ended, and how often a finger held it.
  private static func sheetResult(_ trace: ScenarioTrace) -> String {
    let last = trace.frames.last?.sheet
    var text: String
    if last?.phase == "dismissing", trace.result?.completed == true {
      text = "<strong>Dismissed</strong>"
    } else if let last, last.phase == "resting" {
      text = "<strong>Rests at \(escape(last.detent))</strong> (\(fixed(last.value, 1)) pt)"
      if let end = trace.endTime { text += ", all at rest by \(fixed(end, 3)) s" }
    } else if let last {
      text = "<strong>Sheet \(escape(last.phase))</strong> at until"
    } else {
      text = "<strong>No sheet presented</strong>"
    }
    let grabs = trace.detentGrabTimes.count
    let releases = trace.detentReleases.count
    let keyboards = trace.events.filter {
      if case .keyboard = $0 { return true }
      return false
    }.count
    return text + " · sheet: \(grabs) grab\(grabs == 1 ? "" : "s"), \(releases)"
      + " release\(releases == 1 ? "" : "s"), \(keyboards) keyboard change"
      + (keyboards == 1 ? "" : "s")
  }

  /// Breaches, diagnostics, context calls and the scenario itself, folded.
  private static func details(_ trace: ScenarioTrace) -> String {
    var html = ""
    if !trace.breaches.isEmpty {
      html += "<details open=\"open\"><summary>Contract breaches</summary>\n<pre>"
      html += escape(trace.breaches.joined(separator: "\n\n")) + "</pre>\n</details>\n"
    }
    if !trace.diagnostics.isEmpty {
      html += "<details><summary>Diagnostics</summary>\n<pre>"
      html += trace.diagnostics.map {
        escape("t=\(fixed($0.time, 4)) \($0.source): \($0.message)")
      }.joined(separator: "\n")
      html += "</pre>\n</details>\n"
    }
    html += "<details><summary>Context calls (\(trace.contextCalls.count))</summary>\n<pre>"
    html += trace.contextCalls.map { call in
      escape(
        "t=\(fixed(call.time, 4)) \(call.name)"
          + (call.value.map {
            "(\(call.name == "completeTransition" ? ($0 != 0 ? "true" : "false") : fixed($0, 4)))"
          } ?? ""))
    }.joined(separator: "\n")
    html += "</pre>\n</details>\n"
    html += "<details><summary>Scenario (replay with fluid-lab run)</summary>\n<pre class=\"json\">"
    html += escape(trace.scenario.json.text) + "</pre>\n</details>\n"
    return html
  }

  // MARK: - Formatting

  /// `value` with `digits` decimals (`-0.000` written `0.000`), or `n/a` when not finite.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "n/a" }
    let text = String(format: "%.\(digits)f", value)
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      return String(text.dropFirst())
    }
    return text
  }

  /// A coordinate or length for SVG: at most 2 decimals, trailing zeros dropped; 0 when not
  /// finite.
  static func coordinate(_ value: Double) -> String {
    trimmed(value.isFinite ? value : 0, 2)
  }

  /// `value` with at most `digits` decimals, trailing zeros dropped.
  static func trimmed(_ value: Double, _ digits: Int) -> String {
    var text = fixed(value, digits)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// The fixed colour of a role, as a CSS hex colour: the same role is the same colour in
  /// every frame and every scenario. A zoom's content snapshots take lighter shades of their
  /// elements' colours (the source's purple, the destination's red), so the cross-fade reads
  /// inside the green flight; an additional element's roles (`snapshot.caption`) take their
  /// part's colour.
  static func roleColor(_ role: String) -> String {
    switch role {
    case "from": return "#3b73d9"
    case "to": return "#f0932b"
    case "dimming": return "#1d1d1f"
    case "shadow": return "#7a7a80"
    case "snapshot": return "#27ae60"
    case "sourceElement": return "#8e44ad"
    case "destinationElement": return "#c0392b"
    case "sourceSnapshot": return "#b07cc6"
    case "destinationSnapshot": return "#e8705f"
    default:
      if let dot = role.firstIndex(of: "."),
        NodeRole.ElementPart(rawValue: String(role[..<dot])) != nil
      {
        return roleColor(String(role[..<dot]))
      }
      let palette = ["#16a085", "#d35400", "#2c3e50", "#e84393", "#b7950b", "#5d6d7e"]
      let hash = role.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
      return palette[hash % palette.count]
    }
  }

  /// The fixed background colour of a phase band.
  /// The runs of frames in one phase, each from the previous run's end (0 for the first) to the
  /// time of its last frame, the last one to `end`.
  static func phaseBands(of frames: [ScenarioTrace.FrameSample], endingAt end: Double) -> [(
    phase: String, start: Double, end: Double
  )] {
    var bands: [(phase: String, start: Double, end: Double)] = []
    var start = 0.0
    var index = 0
    while index < frames.count {
      let phase = displayPhase(frames[index])
      var last = index
      while last + 1 < frames.count, displayPhase(frames[last + 1]) == phase { last += 1 }
      let bandEnd = last + 1 < frames.count ? frames[last].time : end
      bands.append((phase, start, bandEnd))
      start = bandEnd
      index = last + 1
    }
    return bands
  }

  static func phaseColor(_ phase: String) -> String {
    switch phase {
    case "animating": "#dbe8fb"
    case "interacting": "#fde3bd"
    case "settling": "#d6efd9"
    case "finished": "#e6e6e6"
    case "resting": "#e9e4f5"
    default: "#f4f4f4"
    }
  }

  /// The phases in their life order.
  static let phases = ["idle", "animating", "interacting", "settling", "finished"]

  /// The keyboard's colour, drawn over a sheet's container.
  static let keyboardColor = "#8e8e93"

  /// The phase a frame is shaded with: the transition's while it runs or has no presented
  /// sheet (and once it dismissed the sheet), the presented sheet's otherwise (`resting`,
  /// `interacting`, `settling`).
  static func displayPhase(_ frame: ScenarioTrace.FrameSample) -> String {
    let running = ["animating", "interacting", "settling"].contains(frame.phase)
    if let sheet = frame.sheet, !running, sheet.phase != "dismissing" { return sheet.phase }
    return frame.phase
  }

  /// The document's style rules (`Resources/report.css`).
  private static let stylesheet = ReportResource.text("report.css")
}

/// A release record with its target's name.
private struct ReleaseRecordRow {
  var record: ScenarioTrace.Release
  var target: String { record.target == .end ? "end" : "start" }

  init(_ record: ScenarioTrace.Release) {
    self.record = record
  }
}
