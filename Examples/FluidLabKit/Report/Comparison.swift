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

/// The velocities around one release, in progress per second: what the finger did, how the
/// motion left it, and what the next frame showed.
struct ReleaseVelocity: CustomStringConvertible {
  /// When the finger lifted, in seconds.
  var time: Double
  /// The finger's velocity through the interaction mapping.
  var finger: Double
  /// The velocity the motion starts with at the release instant: the spring's initial velocity
  /// (or the baseline's curve velocity) times the signed remaining distance.
  var leaving: Double
  /// The presented velocity of the first frame after the release; nil when there is none.
  var firstFrame: Double?

  /// How much the velocity changes at lift-off: `leaving − finger`. 0 means the transition
  /// leaves the finger at the finger's speed.
  var jump: Double { leaving - finger }

  /// `t 0.075 s  finger 6.411  leaves 6.411  jump +0.000  first frame 7.611`.
  var description: String {
    "t \(LabReport.fixed(time, 3)) s  finger \(LabReport.fixed(finger, 3))  leaves"
      + " \(LabReport.fixed(leaving, 3))  jump \(Self.signed(jump))  first frame "
      + (firstFrame.map { LabReport.fixed($0, 3) } ?? "-")
  }

  /// `value` with 3 decimals and a sign.
  static func signed(_ value: Double) -> String {
    let text = LabReport.fixed(value, 3)
    return text.hasPrefix("-") || text == "n/a" ? text : "+" + text
  }
}

extension ScenarioTrace {
  /// The velocities around each release, in order.
  var releaseVelocities: [ReleaseVelocity] {
    var velocities: [ReleaseVelocity] = []
    var number = 0
    for event in events {
      guard case .release(let time, let release) = event else { continue }
      number += 1
      let remaining = (release.target == .end ? 1 : 0) - release.progress
      let count = number
      velocities.append(
        ReleaseVelocity(
          time: time, finger: release.velocity,
          leaving: release.springInitialVelocity * remaining,
          firstFrame: frames.first { $0.releaseCount >= count }?.velocity))
    }
    return velocities
  }
}
