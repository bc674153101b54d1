/// The terminal's table of the gallery's comparisons: per release, the finger's velocity and
/// each side's velocity as it leaves the finger, with the jump.
enum ComparisonTable {
  /// The table's text: a title line, a heading line, then one line per release.
  static func text(_ comparisons: [Comparison]) -> String {
    guard !comparisons.isEmpty else { return "" }
    var rows = [
      ["comparison", "release", "t (s)", "finger", "A leaves", "A jump", "B leaves", "B jump"]
    ]
    for comparison in comparisons {
      let a = comparison.a.trace.releaseVelocities
      let b = comparison.b.trace.releaseVelocities
      for index in 0..<Swift.max(a.count, b.count) {
        let first = a.indices.contains(index) ? a[index] : b[index]
        func cells(_ velocities: [ReleaseVelocity]) -> [String] {
          guard velocities.indices.contains(index) else { return ["-", "-"] }
          return [
            LabReport.fixed(velocities[index].leaving, 3),
            ReleaseVelocity.signed(velocities[index].jump),
          ]
        }
        rows.append(
          [
            comparison.id, "\(index + 1)", LabReport.fixed(first.time, 3),
            LabReport.fixed(first.finger, 3),
          ] + cells(a) + cells(b))
      }
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = Swift.max(widths[index], cell.count) }
    }
    let lines = rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: "  ")
    }
    return "comparisons: the flick again with A = fluid (the library's driver) and B ="
      + " percentDriven (the classic approach); velocities in progress per second, jump = leaves −"
      + " finger\n" + lines.joined(separator: "\n") + "\n"
  }
}
