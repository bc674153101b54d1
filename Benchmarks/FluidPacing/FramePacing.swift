/// Frame intervals and hitches of one run, from its display-link samples: the figures
/// `fluid-bench` reports as `pacing.realtime.intervalP50Ms`, `pacing.realtime.intervalP99Ms`
/// and `pacing.realtime.hitchTimeRatioMsPerS`, computed the same way on a device.
///
/// **Intervals** are the gaps between consecutive samples' ``DisplayLinkSample/targetTimestamp``
/// (the times frames are shown), in milliseconds.
///
/// **Late.** Apple defines a hitch as a frame shown later than its expected vsync, by the hitch
/// time. The frame prepared in callback *i − 1* was due at that callback's `targetTimestamp`;
/// callback *i*'s `timestamp` is when the display last showed a new frame. So frame *i − 1* was
/// late by `lateness = timestamp(i) − targetTimestamp(i − 1)`, and it is a **hitch** when the
/// lateness exceeds ``tolerance`` (half the expected interval by default: a display shows
/// frames only on a vsync, so anything less is timestamp jitter, not a missed vsync). A hitch
/// adds its whole lateness to ``Hitches/timeMs`` and `round(lateness / expected)` (at least 1)
/// to ``Hitches/droppedFrames``. When every callback's `targetTimestamp − timestamp` is one
/// expected interval, the lateness is the presentation interval minus the expected interval:
/// the "Σ(Δᵢ − expected) over late frames" of Apple's hitch time.
///
/// **Hitch time ratio** is the hitch time in milliseconds over the run's duration in seconds
/// (from the first kept sample's `targetTimestamp` to the last's), as Xcode's and MetricKit's
/// `hitchTimeRatio` are: one frame one vsync late in 1 s at 60 Hz is 16.67 ms/s.
///
/// **Bad input** never traps and never yields NaN:
/// - a sample with a non-finite time or one beyond ±``maximumTimestamp``, or whose
///   `targetTimestamp` is before its `timestamp`, is discarded;
/// - a sample whose `targetTimestamp` is not after the last kept sample's (a duplicate callback,
///   a clock going backwards) is discarded, so every interval is positive;
/// - discarded samples are counted in ``discardedSamples``, and the next kept sample is judged
///   against the last kept one;
/// - with fewer than two kept samples there are no intervals: the percentiles are nil, the
///   duration is 0 and there are no hitches (ratio 0);
/// - a non-finite or non-positive expected interval leaves hitches unjudged: ``hitches`` is
///   nil, while the intervals are still reported.
public struct FramePacing: Hashable, Sendable {
  /// The hitch accounting of a run with a valid expected interval.
  public struct Hitches: Hashable, Sendable {
    /// Frames shown late beyond the tolerance.
    public var count: Int
    /// The sum of those frames' lateness, in milliseconds.
    public var timeMs: Double
    /// The vsyncs those frames missed: each hitch's lateness in expected intervals, rounded, at
    /// least 1.
    public var droppedFrames: Int
    /// ``timeMs`` over the run's duration in seconds; 0 for a run of no duration.
    public var ratioMsPerS: Double

    /// Creates the accounting; `ratioMsPerS` is derived from `timeMs` and `durationSeconds`.
    public init(count: Int, timeMs: Double, droppedFrames: Int, durationSeconds: Double) {
      self.count = count
      self.timeMs = timeMs
      self.droppedFrames = droppedFrames
      ratioMsPerS = durationSeconds > 0 ? timeMs / durationSeconds : 0
    }
  }

  /// The largest magnitude of a time kept, in seconds (about 31 million years): far beyond
  /// any real clock, and small enough that no difference or sum of kept times overflows.
  public static let maximumTimestamp = 1e15

  /// The default tolerance, as a fraction of the expected interval.
  public static let defaultToleranceFraction = 0.5

  /// The refresh interval frames were expected at, in seconds, as given.
  public let expectedInterval: Double
  /// The lateness beyond which a frame is a hitch, in seconds.
  public let tolerance: Double
  /// The intervals between consecutive kept samples' target timestamps, in milliseconds, in
  /// run order.
  public let intervalsMs: [Double]
  /// The samples kept (every interval lies between two of them).
  public let frames: Int
  /// The samples discarded as bad input (see the type's documentation).
  public let discardedSamples: Int
  /// From the first kept target timestamp to the last, in seconds; 0 with fewer than two.
  public let durationSeconds: Double
  /// The hitches, or nil when the expected interval is not a positive finite number.
  public let hitches: Hitches?

  /// Accounts for `samples` in callback order, expecting a frame every `expectedInterval`
  /// seconds (`1 / maximumFramesPerSecond` for a display link at the screen's full rate).
  /// `toleranceFraction` (of the expected interval; default one half, clamped to 0…1) is how
  /// late a frame may be before it counts as a hitch.
  public init(
    samples: [DisplayLinkSample], expectedInterval: Double,
    toleranceFraction: Double = Self.defaultToleranceFraction
  ) {
    let judged = expectedInterval.isFinite && expectedInterval > 0
    let fraction = toleranceFraction.isFinite ? Swift.min(Swift.max(toleranceFraction, 0), 1) : 0.5
    self.expectedInterval = expectedInterval
    tolerance = judged ? fraction * expectedInterval : 0
    var intervals: [Double] = []
    intervals.reserveCapacity(Swift.max(samples.count - 1, 0))
    var first: DisplayLinkSample?
    var last: DisplayLinkSample?
    var kept = 0
    var count = 0
    var lateness = 0.0
    var dropped = 0
    for sample in samples {
      guard abs(sample.timestamp) <= Self.maximumTimestamp,
        abs(sample.targetTimestamp) <= Self.maximumTimestamp,
        sample.targetTimestamp >= sample.timestamp
      else { continue }
      if let previous = last {
        guard sample.targetTimestamp > previous.targetTimestamp else { continue }
        intervals.append((sample.targetTimestamp - previous.targetTimestamp) * 1000)
        let late = sample.timestamp - previous.targetTimestamp
        if judged, late > tolerance {
          count += 1
          lateness += late
          // Capped so that a tiny expected interval cannot overflow the count.
          let missed = Swift.min((late / expectedInterval).rounded(), 1e9)
          let sum = dropped.addingReportingOverflow(Swift.max(1, Int(missed)))
          dropped = sum.overflow ? Int.max : sum.partialValue
        }
      } else {
        first = sample
      }
      last = sample
      kept += 1
    }
    intervalsMs = intervals
    frames = kept
    discardedSamples = samples.count - kept
    let duration = (last?.targetTimestamp ?? 0) - (first?.targetTimestamp ?? 0)
    durationSeconds = duration
    hitches =
      judged
      ? Hitches(
        count: count, timeMs: lateness * 1000, droppedFrames: dropped, durationSeconds: duration)
      : nil
  }

  /// The median interval in milliseconds (nearest rank), or nil without intervals.
  public var intervalP50Ms: Double? { percentile(0.5) }
  /// The 99th-percentile interval in milliseconds (nearest rank), or nil without intervals.
  public var intervalP99Ms: Double? { percentile(0.99) }

  private func percentile(_ q: Double) -> Double? {
    intervalsMs.isEmpty ? nil : Percentiles(intervalsMs).value(at: q)
  }
}
