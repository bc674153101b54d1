/// The JSON keys a device run and `fluid-bench --json` share, so the two compare key by key:
/// `fluid-bench` writes its figures under these constants, and ``PacingReport`` writes a device
/// run's under the same ones.
public enum PacingKey {
  /// Median interval between presented frames, in milliseconds (``FramePacing/intervalP50Ms``).
  public static let intervalP50Ms = "pacing.realtime.intervalP50Ms"
  /// 99th-percentile interval between presented frames, in milliseconds.
  public static let intervalP99Ms = "pacing.realtime.intervalP99Ms"
  /// Apple's hitch time ratio, in milliseconds per second (``FramePacing/Hitches/ratioMsPerS``).
  public static let hitchTimeRatioMsPerS = "pacing.realtime.hitchTimeRatioMsPerS"
  /// Median engine time per frame, in microseconds (``EngineFrameTimes/p50Us``).
  public static let engineP50Us = "pacing.realtime.engineP50Us"
  /// 99th-percentile engine time per frame, in microseconds (``EngineFrameTimes/p99Us``).
  public static let engineP99Us = "pacing.realtime.engineP99Us"
  /// The largest velocity jump at a release, in progress per second
  /// (``ReleaseHandoff/velocityJump``).
  public static let maxVelocityJump = "handoff.release.maxVelocityJump"
  /// The device's model identifier (a device run only).
  public static let deviceModel = "device.model"
  /// The device's operating system and version (a device run only).
  public static let deviceOSVersion = "device.osVersion"
  /// The most frames per second the screen offers (`UIScreen.maximumFramesPerSecond`; a device
  /// run only).
  public static let deviceMaximumFramesPerSecond = "device.maximumFramesPerSecond"
}
