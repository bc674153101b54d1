/// How a finger's movement becomes transition progress: a translation along one axis, over a
/// distance, in a direction.
///
/// `progressDelta = (translation · direction along axis) / distance`. The direction is +1 when
/// moving along the positive axis completes the transition, −1 when moving against it; the
/// finger may reverse at any time, and progress follows both ways. Right-to-left layouts flip
/// horizontal directions (see ``horizontal(towardTrailing:distance:layoutDirection:)``).
public struct InteractionMapping: Hashable, Sendable {
  /// The axis that carries the progress.
  public var axis: Axis
  /// The travel, in points, that moves the transition from 0 to 1. Non-positive and non-finite
  /// distances make the finger move nothing (a zero-size container).
  public var distance: Double
  /// +1 or −1; see the type's documentation.
  public var direction: Double

  /// Creates a mapping; `direction` is reduced to its sign (0 and NaN become +1).
  public init(axis: Axis, distance: Double, direction: Double) {
    self.axis = axis
    self.distance = distance.isFinite && distance > 0 ? distance : 0
    self.direction = direction < 0 ? -1 : 1
  }

  /// A horizontal mapping over `distance` points. With `towardTrailing` the transition
  /// completes as the finger moves toward the trailing edge (right in left-to-right layouts,
  /// left in right-to-left ones): a pop from the leading edge. Otherwise toward the leading
  /// edge: a push dragged in from the trailing edge.
  public static func horizontal(
    towardTrailing: Bool,
    distance: Double,
    layoutDirection: LayoutDirection
  ) -> InteractionMapping {
    let sign = layoutDirection.trailingSign * (towardTrailing ? 1 : -1)
    return InteractionMapping(axis: .horizontal, distance: distance, direction: sign)
  }

  /// A vertical mapping over `distance` points that completes as the finger moves down
  /// (`downward`) or up.
  public static func vertical(downward: Bool, distance: Double) -> InteractionMapping {
    InteractionMapping(axis: .vertical, distance: distance, direction: downward ? 1 : -1)
  }

  /// The progress a translation (in points) adds.
  public func progressDelta(forTranslation translation: Vector) -> Double {
    guard distance > 0 else { return 0 }
    return translation.component(along: axis) * direction / distance
  }

  /// The progress velocity (per second) of a finger velocity in points per second.
  public func progressVelocity(forVelocity velocity: Vector) -> Double {
    guard distance > 0 else { return 0 }
    return velocity.component(along: axis) * direction / distance
  }
}
