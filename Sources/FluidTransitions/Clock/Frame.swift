/// One display refresh, as `CADisplayLink` describes it to its callback.
///
/// Timestamps are a clock's readings and are stored as given, NaN and infinities included,
/// whether passed to the initialiser or assigned: replacing an unplaceable time with a made-up
/// one would move an animation, while a ``FluidAnimator`` ignores a frame whose target it
/// cannot place (NaN, −infinity, or before the motion began) and completes its motion at
/// +infinity.
public struct Frame: Hashable, Sendable {
  /// When the previous frame was shown, in seconds on the clock's monotonic time line. Stored
  /// as given; see the type's documentation.
  public var timestamp: Double
  /// When the frame being prepared will be shown. Animations sample their values for this
  /// time, so what the user sees matches the model however late the callback ran. Stored as
  /// given; see the type's documentation.
  public var targetTimestamp: Double

  /// Creates a frame description; the timestamps are stored as given.
  public init(timestamp: Double, targetTimestamp: Double) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
  }

  /// The refresh interval this frame covers, `targetTimestamp − timestamp`, in seconds.
  public var duration: Double { targetTimestamp - timestamp }
}
