/// A width and a height, in points.
///
/// Negative sizes are kept, as `CGSize` keeps them (`Rect.standardized` normalises a rectangle);
/// a non-finite dimension is stored as 0, whether passed to the initialiser or assigned.
public struct Size: Hashable, Sendable {
  /// The horizontal extent, in points; assigning a non-finite value stores 0.
  public var width: Double {
    didSet { width = width.finite(or: 0) }
  }
  /// The vertical extent, in points; assigning a non-finite value stores 0.
  public var height: Double {
    didSet { height = height.finite(or: 0) }
  }

  /// A size of zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size; a non-finite dimension is stored as 0.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width.isFinite ? width : 0
    self.height = height.isFinite ? height : 0
  }

  /// The extent along `axis`.
  @inlinable
  public func length(along axis: ScreenAxis) -> Double {
    axis == .horizontal ? width : height
  }
}

extension Size: Interpolatable {
  /// Width and height interpolated linearly.
  @inlinable
  public func interpolated(to target: Size, fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: target.width, fraction: fraction),
      height: height.interpolated(to: target.height, fraction: fraction)
    )
  }
}
