/// The report's tables of stack scenarios: the Navigation group's summary, and in each
/// section the stack after each request, start and end (touches that changed nothing are left
/// out; the trace has them all).
enum ReportStackTable {
  /// The Navigation group's heading and summary table.
  static func contents(_ entries: [ReportEntry]) -> String {
    var html = """
      <h2>Navigation</h2>
      <p class="meta">Navigation stacks run through NavigationStackState, the rule the UIKit \
      layer asks: requests during transitions, and the back swipe from the content with the \
      content under the finger keeping the drags it can scroll.</p>
      <table class="summary">
      <thead><tr><th>#</th><th>scenario</th><th>interaction</th><th>transitions</th>\
      <th>final stack</th><th>result</th><th>end (s)</th><th>breaches</th><th>checks</th>\
      </tr></thead>
      <tbody>

      """
    for (index, entry) in entries.enumerated() {
      let stack = entry.trace.stack
      let transitions = stack?.transitions.map(\.label).joined(separator: "; ") ?? "-"
      let cells = [
        "\(index + 1)",
        "<a href=\"#\(LabReport.escape(entry.id))\">"
          + "\(LabReport.escape(LabReport.heading(entry)))</a>",
        LabReport.escape(entry.interaction),
        LabReport.escape(transitions.isEmpty ? "none" : transitions),
        LabReport.escape(stack?.stacks.last.map { ScenarioTrace.describe($0.stack) } ?? "-"),
        LabReport.badge(entry.trace.outcome), LabReport.escape(entry.endTime),
        "\(entry.trace.breaches.count)",
        entry.problems.isEmpty
          ? "<span class=\"ok\">ok</span>" : "<span class=\"fail\">FAIL</span>",
      ]
      html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// A section's table of the stack over time.
  static func html(_ stack: StackRecord) -> String {
    var html = """
      <h3>Stack</h3>
      <table class="decisions">
      <thead><tr><th>t (s)</th><th>event</th><th>rule's answer</th><th>stack</th>\
      <th>intended</th><th>in flight</th></tr></thead>
      <tbody>

      """
    var previous: StackRecord.Snapshot?
    for snapshot in stack.stacks {
      defer { previous = snapshot }
      let isTouch = snapshot.event.hasPrefix("touch")
      if isTouch, let previous, previous.stack == snapshot.stack,
        previous.intended == snapshot.intended, previous.inFlight == snapshot.inFlight
      {
        continue
      }
      var event = snapshot.event
      if let pushed = snapshot.pushed { event += " " + pushed }
      if let requested = snapshot.requestedStack {
        event += " " + ScenarioTrace.describe(requested)
      }
      let inFlight =
        snapshot.inFlight.map { transition in
          ScenarioTrace.describe(transition.from) + " → " + ScenarioTrace.describe(transition.to)
            + (transition.isHeadingToDestination ? "" : " (reversed)")
            + (transition.isInteractive ? " (held)" : "")
        } ?? "-"
      let cells = [
        LabReport.fixed(snapshot.time, 3), event, snapshot.action ?? "-",
        ScenarioTrace.describe(snapshot.stack), ScenarioTrace.describe(snapshot.intended), inFlight,
      ]
      html += "<tr>" + cells.map { "<td>\(LabReport.escape($0))</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }
}
