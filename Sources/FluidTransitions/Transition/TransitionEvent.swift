/// Something that happened to a transition, as its driver reports it (traces, analytics).
public enum TransitionEvent: Hashable, Sendable {
  /// A finger grabbed the transition at `progress` (after pausing, so exactly what was shown).
  case grabbed(progress: Double)
  /// The transition was released toward an end.
  case released(ReleaseRecord)
  /// The transition ended; `completed` is false when it was cancelled.
  case completed(Bool)
}

/// The numbers behind one release.
public struct ReleaseRecord: Hashable, Sendable {
  /// Progress at release.
  public var progress: Double
  /// Progress velocity at release, per second.
  public var velocity: Double
  /// The finger's velocity in points per second (zero for a programmatic release).
  public var touchVelocity: Vector
  /// Where the momentum projects the progress.
  public var projectedProgress: Double
  /// Where the transition goes.
  public var target: AnimatingPosition
  /// The spring's initial velocity, in UIKit's units: `velocity / (target − progress)`.
  public var springInitialVelocity: Double
  /// Whether the target was imposed (`finish()`, `cancel()`, a cancelled touch) rather than
  /// decided by the projection.
  public var isForced: Bool
}
