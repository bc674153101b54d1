/// One observed touch position: where the finger was and when, as a pan recogniser reports it.
public struct TouchSample: Hashable, Sendable {
  /// The position in the container's coordinates, in points.
  public var position: Point
  /// When the position was observed, in seconds on any monotonic clock (UIKit's
  /// `UITouch.timestamp`, the lab's scenario time).
  public var timestamp: Double

  /// Creates a sample. A non-finite timestamp is kept as NaN here and rejected by
  /// ``VelocityTracker/addSample(_:)``; non-finite coordinates become 0 as in ``Point``.
  public init(position: Point, timestamp: Double) {
    self.position = position
    self.timestamp = timestamp.isFinite ? timestamp : .nan
  }

  /// Creates a sample from coordinates.
  public init(x: Double, y: Double, timestamp: Double) {
    self.init(position: Point(x: x, y: y), timestamp: timestamp)
  }
}
