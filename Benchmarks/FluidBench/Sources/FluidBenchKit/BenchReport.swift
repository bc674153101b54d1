import FluidPacing
import Foundation

/// The figures of one run, under the keys `Benchmarks/README.md` lists, with their targets.
public struct BenchReport: Sendable {
  /// One figure.
  public struct Figure: Sendable {
    /// The JSON key.
    public var key: String
    /// The value; non-finite when the measured quantity had no finite value (a baseline that
    /// diverged), written as JSON `null`.
    public var value: Double
    /// The unit, for the table.
    public var unit: String
    /// The largest value that meets the target, if the figure has one.
    public var target: Double?
    /// Whether the figure is a baseline (reported beside ours, no target).
    public var isBaseline: Bool
    /// A remark for the table.
    public var note: String

    /// Whether the target is met (true without a target).
    public var meetsTarget: Bool {
      guard let target else { return true }
      return value.isFinite && value <= target
    }
  }

  /// Every figure, in the order of ``keys``.
  public var figures: [Figure] = []
  /// Further lines for the table: context, break-downs, the machine.
  public var details: [String] = []
  /// Whether the run was the short `--quick` one.
  public var isQuick = false

  /// Creates an empty report.
  public init() {}

  /// The keys of the six groups of figures (`Benchmarks/README.md`), plus the `.p99` variants
  /// of the two frame costs and the figures added since (the animator's per-frame path, the
  /// peer workload, the one-transition reference, the realtime null engine and hot loop), each
  /// beside the figure it qualifies.
  public static let keys = [
    "spring.closedForm.nsPerEval", "frame.animatorPath.nsPerEval",
    "frame.animatorPath.closedFormRatio", "frame.animatorPath.separateCallsBaseline.nsPerEval",
    "spring.rk4Baseline.nsPerEval", "spring.eulerBaseline.nsPerEval",
    "spring.rk4Baseline.maxError", "spring.eulerBaseline.maxError", "spring.closedForm.maxError",
    "spring.peerWorkload.nsPerSpringFrame",
    "frame.oneTransition.ns", "frame.oneTransition.ns.p99",
    "frame.oneTransition.referenceNsPerEval", "frame.oneTransition.referenceRatio",
    "frame.thousandTransitions.ms", "frame.thousandTransitions.ms.p99", "frame.allocationsPerFrame",
    "pacing.targetTimestamp.maxError", "pacing.callbackTimestamp.maxError",
    "pacing.fixedStep.maxError", "pacing.realtime.intervalP50Ms", "pacing.realtime.intervalP99Ms",
    "pacing.realtime.hitchTimeRatioMsPerS", "pacing.realtime.engineP50Us",
    "pacing.realtime.engineP99Us", "pacing.realtime.nullP50Us", "pacing.realtime.nullP99Us",
    "pacing.realtime.engineNetP50Us", "pacing.realtime.engineNetP99Us",
    "pacing.realtime.hotLoopNetP50Us", "pacing.realtime.hotLoopNetP99Us",
    "pacing.realtime.hotLoopRatio",
    "handoff.release.maxVelocityJump", "handoff.release.percentDrivenBaseline",
    "handoff.grab.maxPositionJump",
  ]

  mutating func add(
    _ key: String, _ value: Double, _ unit: String, target: Double? = nil, baseline: Bool = false,
    note: String = ""
  ) {
    figures.append(
      Figure(key: key, value: value, unit: unit, target: target, isBaseline: baseline, note: note))
  }

  /// The figures that miss their targets.
  public var missed: [Figure] { figures.filter { !$0.meetsTarget } }

  /// One JSON object: every figure under its key (`null` for a non-finite value), then
  /// `targets` (the bound of each figure that has one: met when value ≤ bound) and `missed`
  /// (the keys whose value misses it).
  public var json: String {
    var lines: [String] = []
    for figure in figures {
      lines.append("  \(Self.quoted(figure.key)): \(JSONText.number(figure.value))")
    }
    let targets = figures.compactMap { figure in
      figure.target.map { "    \(Self.quoted(figure.key)): \(JSONText.number($0))" }
    }
    lines.append("  \"targets\": {\n" + targets.joined(separator: ",\n") + "\n  }")
    let missed = missed.map { Self.quoted($0.key) }.joined(separator: ", ")
    lines.append("  \"missed\": [\(missed)]")
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// A readable table: figure, value, target, met or missed, and notes (baselines beside).
  public var table: String {
    var rows: [[String]] = [["figure", "value", "target", "", "note"]]
    for figure in figures {
      let target =
        figure.target.map { "≤ " + Self.format($0) } ?? (figure.isBaseline ? "baseline" : "")
      let verdict = figure.target == nil ? "" : (figure.meetsTarget ? "met" : "MISSED")
      let value = figure.value.isFinite ? Self.format(figure.value) : "diverged"
      rows.append([figure.key, value + " " + figure.unit, target, verdict, figure.note])
    }
    var widths = [Int](repeating: 0, count: 4)
    for row in rows {
      for column in 0..<4 { widths[column] = Swift.max(widths[column], row[column].count) }
    }
    var text = ""
    for row in rows {
      var line = ""
      for column in 0..<4 {
        line += row[column].padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }
      text += (line + row[4]).trimmingTrailingSpaces() + "\n"
    }
    let missed = missed
    text += "\n"
    if missed.isEmpty {
      text += "Every target met.\n"
    } else {
      for figure in missed {
        text +=
          "MISSED: \(figure.key) = \(Self.format(figure.value)) \(figure.unit), target ≤ "
          + "\(Self.format(figure.target ?? 0)) \(figure.unit)\n"
      }
    }
    if !details.isEmpty {
      text += "\n" + details.map { "- " + $0 }.joined(separator: "\n") + "\n"
    }
    return text
  }

  static func quoted(_ key: String) -> String { "\"\(key)\"" }

  /// Three significant digits, in scientific notation for small and large magnitudes.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude < 0.01 || magnitude >= 1e6 { return String(format: "%.2e", value) }
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return String(format: "%.\(digits)f", value)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
