/// How a finger's movement becomes transition progress: a translation along one axis, over a
/// distance, in a direction.
///
/// `progressDelta = (translation · direction along axis) / distance`. The direction is +1 when
/// moving along the positive axis completes the transition, −1 when moving against it; the
/// finger may reverse at any time, and progress follows both ways. Right-to-left layouts flip
/// horizontal directions (see ``horizontal(towardTrailing:distance:layoutDirection:)``).
///
/// The rules of the initialiser apply to assignment too: a non-positive or non-finite
/// ``distance`` is stored as 0, and ``direction`` is stored as its sign.
public struct InteractionMapping: Hashable, Sendable {
  /// The axis that carries the progress.
  public var axis: ScreenAxis
  /// The travel, in points, that moves the transition from 0 to 1, or 0: non-positive and
  /// non-finite distances, assigned or passed to the initialiser, are stored as 0 and make the
  /// finger move nothing (a zero-size container).
  public var distance: Double {
    didSet { distance = Self.storedDistance(distance) }
  }
  /// +1 or −1; see the type's documentation. An assigned value is reduced to its sign: −1 for
  /// a negative value (−infinity included), +1 otherwise (0 and NaN included).
  public var direction: Double {
    didSet { direction = Self.storedDirection(direction) }
  }

  /// Creates a mapping; a non-positive or non-finite `distance` becomes 0, and `direction` is
  /// reduced to its sign (0 and NaN become +1).
  public init(axis: ScreenAxis, distance: Double, direction: Double) {
    self.axis = axis
    self.distance = Self.storedDistance(distance)
    self.direction = Self.storedDirection(direction)
  }

  private static func storedDistance(_ distance: Double) -> Double {
    distance.isFinite && distance > 0 ? distance : 0
  }

  private static func storedDirection(_ direction: Double) -> Double {
    direction < 0 ? -1 : 1
  }

  /// A horizontal mapping over `distance` points. With `towardTrailing` the transition
  /// completes as the finger moves toward the trailing edge (right in left-to-right layouts,
  /// left in right-to-left ones): a pop from the leading edge. Otherwise toward the leading
  /// edge: a push dragged in from the trailing edge.
  public static func horizontal(
    towardTrailing: Bool,
    distance: Double,
    layoutDirection: UserInterfaceLayoutDirection
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
