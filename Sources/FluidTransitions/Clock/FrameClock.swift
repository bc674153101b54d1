/// A source of display frames: the only way time enters the core.
///
/// Implementations: ``ManualFrameClock`` (tests and the lab, fully scripted),
/// ``RealTimeFrameClock`` (a monotonic clock ticking at a requested rate on Linux and macOS),
/// and on iOS a `CADisplayLink` clock in the UIKit layer. Everything that animates asks its
/// clock for ``now`` and is told about frames through ``FrameObserver``, so a test can replay
/// any schedule of frames, including dropped and late ones, exactly.
@MainActor
public protocol FrameClock: AnyObject {
  /// The current time in seconds on the clock's monotonic time line: the moment at which an
  /// animation started or paused right now is considered to start or pause.
  var now: Double { get }

  /// Starts delivering frames to `observer`, which the clock holds weakly. Adding an observer
  /// twice has no effect.
  func addObserver(_ observer: any FrameObserver)

  /// Stops delivering frames to `observer`. Safe to call from inside a frame callback, and for
  /// an observer that was never added.
  func removeObserver(_ observer: any FrameObserver)
}

/// Something that updates once per display frame.
@MainActor
public protocol FrameObserver: AnyObject {
  /// Called once per presented frame; sample animated values for `frame.targetTimestamp`.
  func clock(_ clock: any FrameClock, didProduce frame: Frame)
}
