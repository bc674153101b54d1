/// A rectangle in points: an origin (the top-left corner for a standardised rectangle) and a
/// size, with UIKit's axes.
///
/// Negative sizes are kept, as `CGRect` keeps them; the `min`/`max` accessors and
/// `standardized` account for them. Non-finite components are stored as 0, whether passed to an
/// initialiser or assigned (`rect.origin.x = .nan` goes through ``Point``'s setter).
public struct Rect: Hashable, Sendable {
  /// The corner the size is measured from; a ``Point``, so never non-finite.
  public var origin: Point
  /// The width and height, possibly negative; a ``Size``, so never non-finite.
  public var size: Size

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components; a non-finite component is stored as 0.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest rectangle containing both corners, however they are ordered.
  @inlinable
  public init(corner: Point, oppositeCorner: Point) {
    self.init(
      x: Swift.min(corner.x, oppositeCorner.x),
      y: Swift.min(corner.y, oppositeCorner.y),
      width: abs(oppositeCorner.x - corner.x),
      height: abs(oppositeCorner.y - corner.y)
    )
  }

  /// The width, possibly negative.
  @inlinable public var width: Double { size.width }
  /// The height, possibly negative.
  @inlinable public var height: Double { size.height }
  /// The smallest x coordinate of the rectangle.
  @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The largest x coordinate of the rectangle.
  @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate of the rectangle.
  @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The largest y coordinate of the rectangle.
  @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The x coordinate of the centre.
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The centre point (UIKit's `center` of a view whose frame is this rectangle).
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// True when the rectangle has no area.
  @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// The same rectangle with a non-negative width and height.
  @inlinable
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// The rectangle moved by `dx` and `dy`.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values grow it). The result is standardised first, as `CGRect.insetBy` does.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    let base = standardized
    return Rect(
      x: base.origin.x + dx,
      y: base.origin.y + dy,
      width: base.size.width - 2 * dx,
      height: base.size.height - 2 * dy
    )
  }

  /// Whether `point` lies inside the rectangle (the maximum edges excluded, as in `CGRect`).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// A rectangle of `size` centred on this rectangle's centre.
  @inlinable
  public func centered(size: Size) -> Rect {
    Rect(
      x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
  }
}

extension Rect: Interpolatable {
  /// Each edge moves linearly from its start to its end position.
  ///
  /// Interpolating the four edges is mathematically the same as interpolating origin and size,
  /// which is what is computed: it reproduces both endpoints bit for bit (edge arithmetic such as
  /// `(x + w) - x` would not always give back `w`).
  @inlinable
  public func interpolated(to target: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: target.origin, fraction: fraction),
      size: size.interpolated(to: target.size, fraction: fraction)
    )
  }
}
