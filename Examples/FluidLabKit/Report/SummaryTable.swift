/// The terminal's summary table: one row per entry, columns aligned.
enum SummaryTable {
  /// The column headings.
  static let headings = [
    "style", "operation", "script", "result", "end (s)", "release targets", "breaches", "checks",
  ]

  /// The cells of one entry's row, in the order of ``headings``.
  static func cells(_ entry: ReportEntry) -> [String] {
    [
      entry.style, entry.operation, entry.name, entry.trace.outcome, entry.endTime, entry.targets,
      String(entry.trace.breaches.count), entry.checks,
    ]
  }

  /// The table's text: a heading line, then one line per entry, each ending in a newline.
  static func text(_ entries: [ReportEntry]) -> String {
    let rows = [headings] + entries.map(cells)
    var widths = Array(repeating: 0, count: headings.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = Swift.max(widths[index], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
