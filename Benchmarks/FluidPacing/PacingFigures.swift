/// The figures a device run shares with `fluid-bench --json`, each under its ``PacingKey``, for
/// one run or pooled over several; nil where nothing was measured (written as JSON `null`).
///
/// Pooling treats the runs as one long run: the percentiles are taken over every run's
/// intervals and engine times together, the hitch time ratio is the summed hitch time over the
/// summed duration of the runs whose hitches were judged, and the velocity jump is the largest
/// of every release.
public struct PacingFigures: Hashable, Sendable {
  /// ``PacingKey/intervalP50Ms``.
  public var intervalP50Ms: Double?
  /// ``PacingKey/intervalP99Ms``.
  public var intervalP99Ms: Double?
  /// ``PacingKey/hitchTimeRatioMsPerS``.
  public var hitchTimeRatioMsPerS: Double?
  /// ``PacingKey/engineP50Us``.
  public var engineP50Us: Double?
  /// ``PacingKey/engineP99Us``.
  public var engineP99Us: Double?
  /// ``PacingKey/maxVelocityJump``.
  public var maxVelocityJump: Double?

  /// The figures of `runs` pooled (see the type's documentation).
  public init(pooling runs: [PacingRun]) {
    let intervals = Percentiles(runs.flatMap(\.pacing.intervalsMs))
    let engine = Percentiles(runs.flatMap(\.engineTimes.microseconds))
    let judged = runs.compactMap { run in run.pacing.hitches.map { ($0, run.pacing) } }
    let duration = judged.reduce(0) { $0 + $1.1.durationSeconds }
    let hitchTime = judged.reduce(0) { $0 + $1.0.timeMs }
    intervalP50Ms = Self.finite(intervals.median)
    intervalP99Ms = Self.finite(intervals.p99)
    hitchTimeRatioMsPerS = judged.isEmpty ? nil : duration > 0 ? hitchTime / duration : 0
    engineP50Us = Self.finite(engine.median)
    engineP99Us = Self.finite(engine.p99)
    maxVelocityJump = ReleaseHandoff.maximumJump(runs.flatMap(\.releases))
  }

  /// The figures as (key, JSON number) pairs, in ``PacingKey``'s order.
  public var members: [(key: String, value: String)] {
    [
      (PacingKey.intervalP50Ms, JSONText.number(intervalP50Ms)),
      (PacingKey.intervalP99Ms, JSONText.number(intervalP99Ms)),
      (PacingKey.hitchTimeRatioMsPerS, JSONText.number(hitchTimeRatioMsPerS)),
      (PacingKey.engineP50Us, JSONText.number(engineP50Us)),
      (PacingKey.engineP99Us, JSONText.number(engineP99Us)),
      (PacingKey.maxVelocityJump, JSONText.number(maxVelocityJump)),
    ]
  }

  private static func finite(_ value: Double) -> Double? {
    value.isFinite ? value : nil
  }
}
