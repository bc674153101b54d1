import Foundation

/// Momentum decay of a released finger, as `UIScrollView` decelerates: the velocity is
/// multiplied by ``rate`` every millisecond, `v(t) = v0 · rate^(1000·t)`.
///
/// Used to *project* where a flick would come to rest, which is how iOS decides whether a
/// release finishes or cancels a transition (WWDC 2018, "Designing Fluid Interfaces").
///
/// Distances and velocities are in any consistent unit: points and points per second, or
/// progress and progress per second.
public struct Deceleration: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = Deceleration(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = Deceleration(rate: 0.99)

  /// Creates a deceleration from the fraction of velocity kept per millisecond.
  ///
  /// - Parameter rate: Clamped to [0.001, 0.999999] so that the motion always stops and
  ///   projections stay finite; NaN becomes 0.998 (``normal``).
  public init(rate: Double) {
    self.rate = rate.clamped(to: 0.001...0.999_999, nanReplacement: 0.998)
  }

  /// Creates a deceleration from the fraction of velocity kept per second (the `drag` of
  /// Flutter's friction simulation; 0.135 is close to ``normal``).
  ///
  /// - Parameter dragPerSecond: Converted to a per-millisecond rate and clamped as in
  ///   ``init(rate:)``; NaN, infinite and non-positive values become ``normal``.
  public init(dragPerSecond: Double) {
    guard dragPerSecond.isFinite, dragPerSecond > 0 else {
      self = .normal
      return
    }
    self.init(rate: pow(dragPerSecond, 0.001))
  }

  /// The distance a flick travels before stopping, by the WWDC 2018 formula
  /// `(v / 1000) · rate / (1 − rate)`.
  ///
  /// This is the discrete sum of per-millisecond steps, which iOS apps use for snapping
  /// decisions; it is about √rate times the continuous ``restingDistance(initialVelocity:)``.
  /// A non-finite velocity projects to 0; a projection too large for `Double` is clamped to
  /// ±`Double.greatestFiniteMagnitude`.
  public func projectedDistance(initialVelocity velocity: Double) -> Double {
    let distance = velocity.finite(or: 0) / 1000 * (rate / (1 - rate))
    return distance.clamped(
      to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
  }

  /// Where a value moving at `velocity` would come to rest: `position` plus
  /// ``projectedDistance(initialVelocity:)``. A non-finite position is treated as 0, and the
  /// result is clamped to the finite range.
  public func project(_ position: Double, initialVelocity velocity: Double) -> Double {
    let projected = position.finite(or: 0) + projectedDistance(initialVelocity: velocity)
    return projected.clamped(
      to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
  }

  /// The distance travelled after `time` seconds of continuous decay:
  /// `v0 · (rate^(1000·t) − 1) / (1000 · ln rate)`. Negative and NaN times count as 0, infinite
  /// time gives ``restingDistance(initialVelocity:)``; a non-finite velocity gives 0.
  public func distance(at time: Double, initialVelocity velocity: Double) -> Double {
    let velocity = velocity.finite(or: 0)
    guard time > 0 else { return 0 }
    let k = 1000 * log(rate)
    return velocity * (exp(k * time) - 1) / k
  }

  /// The velocity after `time` seconds of decay, `v0 · rate^(1000·t)`. Times as in
  /// ``distance(at:initialVelocity:)``.
  public func velocity(at time: Double, initialVelocity velocity: Double) -> Double {
    let velocity = velocity.finite(or: 0)
    guard time > 0 else { return velocity }
    return velocity * exp(1000 * log(rate) * time)
  }

  /// The distance at which continuous decay comes to rest, `−v0 / (1000 · ln rate)`.
  /// Clamped to the finite range like ``projectedDistance(initialVelocity:)``.
  public func restingDistance(initialVelocity velocity: Double) -> Double {
    let distance = -velocity.finite(or: 0) / (1000 * log(rate))
    return distance.clamped(
      to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
  }

  /// How long the decay takes until less than `threshold` of distance remains before its
  /// resting point: `ln(−1000 · ln rate · δ / |v0|) / (1000 · ln rate)`, or 0 if that is
  /// already the case at the start.
  ///
  /// - Parameters:
  ///   - threshold: The remaining distance δ, in the same unit as the velocity; NaN and
  ///     non-positive values return `.infinity` for a moving value (it never gets *below* 0),
  ///     and an infinite threshold is met at once (0).
  ///   - velocity: The initial velocity; non-finite is treated as 0.
  public func duration(untilWithin threshold: Double, initialVelocity velocity: Double) -> Double {
    let speed = abs(velocity.finite(or: 0))
    guard speed > 0 else { return 0 }
    guard threshold > 0 else { return .infinity }
    guard threshold.isFinite else { return 0 }
    let k = 1000 * log(rate)
    let time = log(-k * threshold / speed) / k
    return Swift.max(0, time)
  }
}
