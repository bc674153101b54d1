/// One display refresh, as `CADisplayLink` describes it to its callback.
public struct Frame: Hashable, Sendable {
  /// When the previous frame was shown, in seconds on the clock's monotonic time line.
  public var timestamp: Double
  /// When the frame being prepared will be shown. Animations sample their values for this
  /// time, so what the user sees matches the model however late the callback ran.
  public var targetTimestamp: Double

  /// Creates a frame description.
  public init(timestamp: Double, targetTimestamp: Double) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
  }

  /// The refresh interval this frame covers, `targetTimestamp − timestamp`, in seconds.
  public var duration: Double { targetTimestamp - timestamp }
}
