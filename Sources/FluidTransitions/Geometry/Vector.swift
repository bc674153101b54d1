/// A two-dimensional displacement or rate, such as a translation in points or a velocity in
/// points per second (UIKit's `CGVector`).
///
/// Non-finite components are stored as 0, whether passed to the initialiser or assigned.
public struct Vector: Hashable, Sendable {
  /// The horizontal component; assigning a non-finite value stores 0.
  public var dx: Double {
    didSet { dx = dx.finite(or: 0) }
  }
  /// The vertical component; positive is downward. Assigning a non-finite value stores 0.
  public var dy: Double {
    didSet { dy = dy.finite(or: 0) }
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// Creates a vector; a non-finite component is stored as 0.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx.isFinite ? dx : 0
    self.dy = dy.isFinite ? dy : 0
  }

  /// The Euclidean length. Computed without intermediate overflow.
  @inlinable
  public var length: Double {
    let result = (dx * dx + dy * dy).squareRoot()
    if result.isFinite { return result }
    let scale = Swift.max(abs(dx), abs(dy))
    let x = dx / scale
    let y = dy / scale
    return scale * (x * x + y * y).squareRoot()
  }

  /// The component of this vector along `axis`.
  @inlinable
  public func component(along axis: ScreenAxis) -> Double {
    axis == .horizontal ? dx : dy
  }

  /// The vector multiplied by `factor`.
  @inlinable
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// The sum of two vectors.
  @inlinable
  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// The difference of two vectors.
  @inlinable
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }
}

extension Vector: Interpolatable {
  /// Each component interpolated linearly.
  @inlinable
  public func interpolated(to target: Vector, fraction: Double) -> Vector {
    Vector(
      dx: dx.interpolated(to: target.dx, fraction: fraction),
      dy: dy.interpolated(to: target.dy, fraction: fraction)
    )
  }
}
