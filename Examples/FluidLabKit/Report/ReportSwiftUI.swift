/// The report's pieces of the SwiftUI group: its summary table, the code beside each player,
/// and each binding's value over time (and a transition reader's proxy) after the result.
enum ReportSwiftUI {
  /// The SwiftUI group's heading and summary table.
  static func contents(_ entries: [ReportEntry]) -> String {
    var html = """
      <h2>SwiftUI</h2>
      <p class="meta">What the gallery app's SwiftUI tab shows, run on the core its SwiftUI layer \
      is glue over: a FluidNavigationStack's path (NavigationStackState, NavigationPathSync), the \
      zoom by identifier and namespace (TransitionSourceTable), a fluidSheet's bindings \
      (DetentSelectionSync, PresentationSync) and FluidTransitionReader's proxy. The bindings \
      are the values those rules write on the run's own events; SwiftUI itself does not run \
      here.</p>
      <table class="summary">
      <thead><tr><th>#</th><th>scenario</th><th>style</th><th>operation</th>\
      <th>bindings at the end</th><th>result</th><th>end (s)</th><th>breaches</th>\
      <th>checks</th></tr></thead>
      <tbody>

      """
    for (index, entry) in entries.enumerated() {
      let bindings =
        entry.swiftUI?.bindings.map { "\($0.name) = \($0.finalValue ?? "-")" }
        .joined(separator: "; ") ?? "-"
      let cells = [
        "\(index + 1)",
        "<a href=\"#\(LabReport.escape(entry.id))\">"
          + "\(LabReport.escape(entry.title))</a>",
        LabReport.escape(entry.style), LabReport.escape(entry.operation),
        LabReport.escape(bindings), LabReport.badge(entry.trace.outcome),
        LabReport.escape(entry.endTime), "\(entry.trace.breaches.count)",
        entry.problems.isEmpty
          ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The code a developer writes, beside `player`: side by side where the page is wide enough,
  /// the code above the player otherwise. Styled inline, so the report's shared stylesheet (and
  /// every other section) stays as it is.
  static func pair(code: String, player: String) -> String {
    "<div class=\"swiftui-pair\" style=\"display: flex; flex-wrap: wrap; gap: 8px 24px;"
      + " align-items: flex-start\">\n"
      + "<div class=\"swiftui-code\" style=\"flex: 0 1 470px; min-width: 0\">\n"
      + "<h3>The SwiftUI code</h3>\n"
      + "<pre class=\"swift\" style=\"margin: 6px 0 0; padding: 10px 12px; background: #f6f6f8;"
      + " border: 1px solid #e3e3e8; border-radius: 6px; font: 12px/1.5 ui-monospace,"
      + " SFMono-Regular, Menlo, Consolas, monospace; overflow-x: auto\">"
      + LabReport.escape(code) + "</pre>\n</div>\n"
      + "<div class=\"swiftui-player\" style=\"flex: 1 1 420px; min-width: 0\">\n" + player
      + "</div>\n</div>\n"
  }

  /// Each binding's values over the run, then the reader's proxy (its plot's time axis ending
  /// at `end`, in seconds, as the section's plot).
  static func html(_ run: SwiftUIGalleryRun, endingAt end: Double) -> String {
    var html = ""
    if !run.bindings.isEmpty {
      html += "<h3>Bindings over time</h3>\n"
    }
    for binding in run.bindings {
      html += "<p class=\"table-title\"><code>\(LabReport.escape(binding.name))</code></p>\n"
      html += """
        <table class="decisions bindings">
        <thead><tr><th>t (s)</th><th>value</th><th>written by</th></tr></thead>
        <tbody>

        """
      for change in binding.changes {
        let cells = [
          LabReport.fixed(change.time, 3), "<code>\(LabReport.escape(change.value))</code>",
          LabReport.escape(change.cause),
        ]
        html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    guard !run.readings.isEmpty else { return html }
    html += "<h3>The reader's proxy</h3>\n"
    html +=
      "<div class=\"figure\">\n"
      + ReportProxyPlot.svg(run.readings, endingAt: end) + "</div>\n"
    html += ReportProxyPlot.legend
    html += """
      <p class="table-title">Every 50 ms and at each change of phase: what the reader's content \
      is given (presence: how much the page is on screen). While the finger holds the \
      transition the proxy's velocity is the finger's, as in the plot above the result; 0 \
      once the finger rests.</p>
      <table class="decisions readings">
      <thead><tr><th>t (s)</th><th>phase</th><th>progress</th><th>velocity (/s)</th>\
      <th>presence</th></tr></thead>
      <tbody>

      """
    for (index, reading) in run.readings.enumerated() {
      let isPhaseChange =
        index == 0
        || run.readings[index - 1].proxy.phase.description != reading.proxy.phase.description
      guard isPhaseChange || index % 6 == 0 || index == run.readings.count - 1 else { continue }
      let cells = [
        LabReport.fixed(reading.time, 3), LabReport.escape(reading.proxy.phase.description),
        LabReport.fixed(reading.proxy.progress, 3), LabReport.fixed(reading.proxy.velocity, 2),
        LabReport.fixed(reading.proxy.presence, 3),
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
