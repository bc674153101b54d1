/// Decides, when the finger lifts, whether a transition finishes or cancels, and with which
/// spring it gets there.
///
/// The decision follows WWDC 2018's "Designing Fluid Interfaces": project where the progress
/// would come to rest if it kept its momentum and decelerated like a scroll view,
/// `projected = progress + (velocity / 1000) · rate / (1 − rate)`, and finish when the
/// projection reaches ``threshold``. A slow release decides by position; a flick decides by
/// direction, however little it has moved.
///
/// The default spring is critically damped with a 0.3 s response (ω0 ≈ 20.9 rad/s): no bounce
/// for ordinary releases, about 0.45 s to settle from a standstill, and, since it starts with
/// the finger's velocity, a hard flick carries on and overshoots once before coming to rest, as
/// a physical object would.
///
/// ``threshold`` is clamped to [0.01, 0.99] (NaN becomes 0.5), whether passed to the initialiser
/// or assigned; ``deceleration`` and ``spring`` are values that sanitise their own parameters.
public struct ReleasePolicy: Hashable, Sendable {
  /// The projected progress at or beyond which a release finishes the transition, in (0, 1).
  /// Assigned values are clamped to [0.01, 0.99]; NaN becomes 0.5.
  public var threshold: Double {
    didSet { threshold = Self.storedThreshold(threshold) }
  }
  /// How momentum decays for the projection.
  public var deceleration: Deceleration
  /// The spring that settles the transition; it starts with the finger's velocity.
  public var spring: SpringParameters

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - threshold: Clamped to [0.01, 0.99]; NaN becomes 0.5.
  ///   - deceleration: ``Deceleration/normal`` by default.
  ///   - spring: Critically damped, response 0.3 s by default.
  public init(
    threshold: Double = 0.5,
    deceleration: Deceleration = .normal,
    spring: SpringParameters = SpringParameters(dampingRatio: 1, response: 0.3)
  ) {
    self.threshold = Self.storedThreshold(threshold)
    self.deceleration = deceleration
    self.spring = spring
  }

  private static func storedThreshold(_ threshold: Double) -> Double {
    threshold.clamped(to: 0.01...0.99, nanReplacement: 0.5)
  }

  /// The outcome of a release; its projection is always finite, assigned or decided.
  public struct Decision: Hashable, Sendable {
    /// Where the transition goes.
    public var target: AnimatingPosition
    /// The progress the momentum projects to, always finite: ``decide(progress:velocity:)``
    /// clamps it to the finite range, and assigning a non-finite value stores 0, as the policy
    /// treats a non-finite progress.
    public var projectedProgress: Double {
      didSet { projectedProgress = projectedProgress.finite(or: 0) }
    }

    init(target: AnimatingPosition, projectedProgress: Double) {
      self.target = target
      self.projectedProgress = projectedProgress.finite(or: 0)
    }
  }

  /// Where a release at `progress` moving at `velocity` (progress per second) goes. Non-finite
  /// inputs are treated as 0.
  public func decide(progress: Double, velocity: Double) -> Decision {
    let projected = deceleration.project(progress.finite(or: 0), initialVelocity: velocity)
    return Decision(target: projected >= threshold ? .end : .start, projectedProgress: projected)
  }
}
