/// One observed touch position: where the finger was and when, as a pan recogniser reports it.
///
/// Non-finite coordinates become 0, as in ``Point``. A non-finite timestamp is stored as NaN on
/// purpose, whether passed to the initialiser or assigned: a time that cannot be placed must
/// stay recognisable, so that ``VelocityTracker/addSample(_:)`` rejects the sample instead of
/// measuring a velocity from a made-up time.
public struct TouchSample: Hashable, Sendable {
  /// The position in the container's coordinates, in points; a ``Point``, so never non-finite.
  public var position: Point
  /// When the position was observed, in seconds on any monotonic clock (UIKit's
  /// `UITouch.timestamp`, the lab's scenario time). Assigning ±infinity stores NaN, which the
  /// velocity tracker rejects; see the type's documentation.
  public var timestamp: Double {
    didSet { timestamp = Self.storedTimestamp(timestamp) }
  }

  /// Creates a sample. A non-finite timestamp is kept as NaN here and rejected by
  /// ``VelocityTracker/addSample(_:)``; non-finite coordinates become 0 as in ``Point``.
  public init(position: Point, timestamp: Double) {
    self.position = position
    self.timestamp = Self.storedTimestamp(timestamp)
  }

  private static func storedTimestamp(_ timestamp: Double) -> Double {
    timestamp.isFinite ? timestamp : .nan
  }

  /// Creates a sample from coordinates.
  public init(x: Double, y: Double, timestamp: Double) {
    self.init(position: Point(x: x, y: y), timestamp: timestamp)
  }
}
