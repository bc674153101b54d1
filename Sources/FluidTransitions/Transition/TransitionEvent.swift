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
///
/// Every number is finite: a non-finite value, recorded by the driver or assigned, is stored as
/// 0, which is how the engine treats it (the release policy projects a non-finite velocity as
/// 0, and the animator starts a spring with a non-finite initial velocity at rest). A velocity
/// overflows to infinity only when a huge finger velocity meets a tiny container.
public struct ReleaseRecord: Hashable, Sendable {
  /// Progress at release; a non-finite value is stored as 0.
  public var progress: Double {
    didSet { progress = progress.finite(or: 0) }
  }
  /// Progress velocity at release, per second; a non-finite value is stored as 0.
  public var velocity: Double {
    didSet { velocity = velocity.finite(or: 0) }
  }
  /// The finger's velocity in points per second (for a pinch, its centroid's; zero for a
  /// programmatic release).
  public var touchVelocity: Vector
  /// Where the momentum projects the progress; a non-finite value is stored as 0.
  public var projectedProgress: Double {
    didSet { projectedProgress = projectedProgress.finite(or: 0) }
  }
  /// Where the transition goes.
  public var target: AnimatingPosition
  /// The spring's initial velocity, in UIKit's units: `velocity / (target − progress)`; a
  /// non-finite value is stored as 0.
  public var springInitialVelocity: Double {
    didSet { springInitialVelocity = springInitialVelocity.finite(or: 0) }
  }
  /// Whether the target was imposed (`finish()`, `cancel()`, a cancelled touch) rather than
  /// decided by the projection.
  public var isForced: Bool
  /// The pinch's scale velocity at release, in scale factor per second (negative while the
  /// fingers close), for a release by a pinch; 0 otherwise. A non-finite value is stored as 0.
  public var scaleVelocity: Double {
    didSet { scaleVelocity = scaleVelocity.finite(or: 0) }
  }

  init(
    progress: Double,
    velocity: Double,
    touchVelocity: Vector,
    projectedProgress: Double,
    target: AnimatingPosition,
    springInitialVelocity: Double,
    isForced: Bool,
    scaleVelocity: Double = 0
  ) {
    self.progress = progress.finite(or: 0)
    self.velocity = velocity.finite(or: 0)
    self.touchVelocity = touchVelocity
    self.projectedProgress = projectedProgress.finite(or: 0)
    self.target = target
    self.springInitialVelocity = springInitialVelocity.finite(or: 0)
    self.isForced = isForced
    self.scaleVelocity = scaleVelocity.finite(or: 0)
  }
}
