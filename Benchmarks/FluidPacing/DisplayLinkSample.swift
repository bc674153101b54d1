import FluidTransitions

/// One display-link callback's two times, in seconds on the display's clock
/// (`CACurrentMediaTime()` on Apple platforms, ``Frame``'s clock on Linux).
///
/// As `CADisplayLink` documents them: ``timestamp`` is when the previous frame was shown, and
/// ``targetTimestamp`` is when the frame prepared in this callback should be shown.
public struct DisplayLinkSample: Hashable, Sendable {
  /// When the previous frame was shown, in seconds.
  public var timestamp: Double
  /// When the frame prepared in this callback should be shown, in seconds.
  public var targetTimestamp: Double

  /// Creates a sample from a callback's `timestamp` and `targetTimestamp`, in seconds.
  public init(timestamp: Double, targetTimestamp: Double) {
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
  }

  /// The sample a ``FrameClock`` frame stands for: the same two times.
  public init(_ frame: Frame) {
    self.init(timestamp: frame.timestamp, targetTimestamp: frame.targetTimestamp)
  }
}
