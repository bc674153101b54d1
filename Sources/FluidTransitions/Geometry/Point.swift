/// A location in a two-dimensional coordinate system, in points, with UIKit's axes (x grows to
/// the right, y grows downward).
///
/// Non-finite coordinates are stored as 0, whether passed to the initialiser or assigned to
/// ``x`` or ``y``, so a `Point` never carries NaN or infinity.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points; assigning a non-finite value stores 0.
  public var x: Double {
    didSet { x = x.finite(or: 0) }
  }
  /// The vertical coordinate, in points; positive is downward. Assigning a non-finite value
  /// stores 0.
  public var y: Double {
    didSet { y = y.finite(or: 0) }
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point; a non-finite coordinate is stored as 0.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
  }

  /// The point moved by `vector`.
  @inlinable
  public func offset(by vector: Vector) -> Point {
    Point(x: x + vector.dx, y: y + vector.dy)
  }

  /// The vector from `origin` to this point.
  @inlinable
  public func vector(from origin: Point) -> Vector {
    Vector(dx: x - origin.x, dy: y - origin.y)
  }

  /// The point transformed by `transform` (UIKit's `CGPoint.applying(_:)`).
  @inlinable
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension Point: Interpolatable {
  /// Each coordinate interpolated linearly.
  @inlinable
  public func interpolated(to target: Point, fraction: Double) -> Point {
    Point(
      x: x.interpolated(to: target.x, fraction: fraction),
      y: y.interpolated(to: target.y, fraction: fraction)
    )
  }
}
