/// The engine's own CPU time per frame: how long the library's work inside each display-link
/// callback took, in microseconds, and its percentiles: the figures `fluid-bench` reports as
/// `pacing.realtime.engineP50Us` and `pacing.realtime.engineP99Us` (raw times, nearest rank).
///
/// The times are measured by the caller around the library's work (on a device, around the
/// transition's frame update inside the `CADisplayLink` callback), so this type reads no clock.
/// A non-finite or negative time cannot be a duration: it is discarded and counted in
/// ``discardedFrames``; without any time left the percentiles are nil.
public struct EngineFrameTimes: Hashable, Sendable {
  /// The kept times, in microseconds, in the order given.
  public let microseconds: [Double]
  /// The times discarded as bad input.
  public let discardedFrames: Int

  /// Keeps every finite, non-negative time of `microseconds`.
  public init(microseconds: [Double]) {
    let kept = microseconds.filter { $0.isFinite && $0 >= 0 }
    self.microseconds = kept
    discardedFrames = microseconds.count - kept.count
  }

  /// The median time per frame in microseconds (nearest rank), or nil without times.
  public var p50Us: Double? { percentile(0.5) }
  /// The 99th-percentile time per frame in microseconds (nearest rank), or nil without times.
  public var p99Us: Double? { percentile(0.99) }

  private func percentile(_ q: Double) -> Double? {
    microseconds.isEmpty ? nil : Percentiles(microseconds).value(at: q)
  }
}
