/// Two runs of the same touch script side by side: side A as written, side B with overrides
/// (another driver, release policy, interaction, style option…). A report plays both in
/// lockstep and plots them on shared axes; summaries give each release's velocity jump.
struct Comparison {
  /// The section's id: unique in the document, ASCII letters, digits and hyphens.
  var id: String
  /// The section's heading.
  var title: String
  /// What the finger does, for the report; nil when unknown.
  var summary: String?
  var a: ReportEntry
  var b: ReportEntry
  /// The captions of the two stages.
  var aLabel: String
  var bLabel: String
  /// The overrides that turn A's scenario into B's, `KEY=VALUE` each.
  var overrides: [String]
  /// The id of A's embedded trace when another section of the document embeds it already (the
  /// gallery's own section of that scenario); nil to embed it with the comparison.
  var sharedDataID: String?

  /// The id of A's and B's embedded traces.
  var aDataID: String { sharedDataID ?? ReportPlayer.dataID(forSection: id + "-a") }
  var bDataID: String { ReportPlayer.dataID(forSection: id + "-b") }

  /// Both sides with their names, A first.
  var sides: [(name: String, entry: ReportEntry)] { [("A", a), ("B", b)] }

  /// The lines that present the velocities at each release of both sides, for the terminal.
  var releaseLines: [String] {
    var lines: [String] = []
    let count = Swift.max(a.trace.releaseVelocities.count, b.trace.releaseVelocities.count)
    if count == 0 { return ["no release on either side"] }
    for index in 0..<count {
      lines.append("release \(index + 1)")
      for (name, entry) in sides {
        let velocities = entry.trace.releaseVelocities
        guard velocities.indices.contains(index) else {
          lines.append("  \(name)  none")
          continue
        }
        lines.append("  \(name)  " + velocities[index].description)
      }
    }
    return lines
  }
}
