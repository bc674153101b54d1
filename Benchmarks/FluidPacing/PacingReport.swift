/// A device's Pacing run as one JSON document: the device, the figures pooled over every run
/// under the keys `fluid-bench --json` uses (``PacingKey``), and a row per run, so a device run
/// and a Linux run compare key by key.
///
/// The document's keys come in a fixed order (device, figures, runs; each run's members in the
/// same order), and numbers are spelled as `fluid-bench` spells them (``JSONText``), so two
/// reports of the same measurements are the same text.
public struct PacingReport: Hashable, Sendable {
  /// The device the runs ran on.
  public struct Device: Hashable, Sendable {
    /// The model identifier (`iPhone16,1`; `utsname.machine` on a device).
    public var model: String
    /// The operating system and version (`iOS 18.1`).
    public var osVersion: String
    /// The most frames per second the screen offers (`UIScreen.maximumFramesPerSecond`).
    public var maximumFramesPerSecond: Int

    /// Describes a device.
    public init(model: String, osVersion: String, maximumFramesPerSecond: Int) {
      self.model = model
      self.osVersion = osVersion
      self.maximumFramesPerSecond = maximumFramesPerSecond
    }
  }

  /// The device.
  public var device: Device
  /// The runs, in the order they ran.
  public var runs: [PacingRun]

  /// Creates a report.
  public init(device: Device, runs: [PacingRun]) {
    self.device = device
    self.runs = runs
  }

  /// The figures pooled over every run.
  public var figures: PacingFigures { PacingFigures(pooling: runs) }

  /// The JSON document, ending with a newline.
  public var json: String {
    var lines = [
      "  \(JSONText.string(PacingKey.deviceModel)): \(JSONText.string(device.model))",
      "  \(JSONText.string(PacingKey.deviceOSVersion)): \(JSONText.string(device.osVersion))",
      "  \(JSONText.string(PacingKey.deviceMaximumFramesPerSecond)): "
        + String(device.maximumFramesPerSecond),
    ]
    lines += figures.members.map { "  \(JSONText.string($0.key)): \($0.value)" }
    let rows = runs.map { "    " + Self.row($0) }
    lines.append(
      "  \"runs\": " + (rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n  ]"))
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// One run as a one-line JSON object: its names, its figures, then its counts.
  private static func row(_ run: PacingRun) -> String {
    let pacing = run.pacing
    var members = [
      ("style", JSONText.string(run.style)), ("engine", JSONText.string(run.engine)),
      ("script", JSONText.string(run.script)),
    ]
    members += run.figures.members.map { ($0.key, $0.value) }
    members += [
      ("frames", String(pacing.frames)),
      ("discardedSamples", String(pacing.discardedSamples)),
      ("durationS", JSONText.number(pacing.durationSeconds)),
      ("hitches", pacing.hitches.map { String($0.count) } ?? "null"),
      ("hitchTimeMs", JSONText.number(pacing.hitches?.timeMs)),
      ("droppedFrames", pacing.hitches.map { String($0.droppedFrames) } ?? "null"),
      ("engineFrames", String(run.engineTimes.microseconds.count)),
      ("releases", String(run.releases.count)),
    ]
    return "{" + members.map { "\(JSONText.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}
