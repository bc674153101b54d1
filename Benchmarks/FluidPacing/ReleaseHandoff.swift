import FluidTransitions

/// One finger release and the velocity the transition shows right after it, in progress per
/// second: what `fluid-bench` reports the worst of as `handoff.release.maxVelocityJump`.
///
/// The finger's velocity is mapped into progress per second through the transition's
/// ``InteractionMapping`` (the same mapping its touches move progress with). The jump is the
/// larger of |finger − presented| (the presented velocity right after the release: the
/// animator's on the frame the release lands in) and |finger − handed over| (the velocity the
/// driver gave the settle, ``ReleaseRecord/velocity``, when it is known). A release with any
/// non-finite velocity has no jump (nil) rather than a NaN.
public struct ReleaseHandoff: Hashable, Sendable {
  /// The finger's velocity at the release, in progress per second.
  public var fingerVelocity: Double
  /// The presented velocity right after the release, in progress per second.
  public var presentedVelocity: Double
  /// The velocity the settle was started with, in progress per second, if known.
  public var handedOverVelocity: Double?

  /// A release whose velocities are already in progress per second.
  public init(fingerVelocity: Double, presentedVelocity: Double, handedOverVelocity: Double? = nil)
  {
    self.fingerVelocity = fingerVelocity
    self.presentedVelocity = presentedVelocity
    self.handedOverVelocity = handedOverVelocity
  }

  /// A release of a finger moving at `finger` points per second along `mapping`.
  public init(
    finger: Vector, mapping: InteractionMapping, presentedVelocity: Double,
    handedOverVelocity: Double? = nil
  ) {
    self.init(
      fingerVelocity: mapping.progressVelocity(forVelocity: finger),
      presentedVelocity: presentedVelocity, handedOverVelocity: handedOverVelocity)
  }

  /// The velocity jump at the release in progress per second, or nil when a velocity is not
  /// finite.
  public var velocityJump: Double? {
    guard fingerVelocity.isFinite, presentedVelocity.isFinite,
      handedOverVelocity?.isFinite ?? true
    else { return nil }
    let jump = abs(fingerVelocity - presentedVelocity)
    guard let handedOverVelocity else { return jump.isFinite ? jump : nil }
    let handedOver = Swift.max(jump, abs(fingerVelocity - handedOverVelocity))
    return handedOver.isFinite ? handedOver : nil
  }

  /// The largest jump of `releases`, or nil when none has one.
  public static func maximumJump(_ releases: [ReleaseHandoff]) -> Double? {
    releases.compactMap(\.velocityJump).max()
  }
}
