import FluidPacing

/// Recorded display-link sequences, built the way `CADisplayLink` reports them: the callback at
/// vsync *k* of a display refreshing every `interval` seconds has `timestamp` *k*·interval
/// (the previous frame was shown then) and `targetTimestamp` (*k* + 1)·interval.
enum DisplayLinkRecording {
  /// The samples of the callbacks at `vsyncs`, in that order.
  static func samples(vsyncs: [Int], interval: Double) -> [DisplayLinkSample] {
    vsyncs.map { vsync in
      DisplayLinkSample(
        timestamp: Double(vsync) * interval, targetTimestamp: Double(vsync + 1) * interval)
    }
  }

  /// The callbacks at vsyncs `0...last`, except `missing` (callbacks that never came: the main
  /// thread was busy through those vsyncs).
  static func samples(through last: Int, missing: Set<Int>, hertz: Double) -> [DisplayLinkSample] {
    samples(vsyncs: (0...last).filter { !missing.contains($0) }, interval: 1 / hertz)
  }
}
