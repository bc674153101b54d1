/// One observed two-finger position, as a pinch recogniser reports it: the fingers' centroid,
/// the scale since the pinch began, and when.
///
/// Non-finite centroid coordinates become 0, as in ``Point``. A non-finite scale or timestamp
/// is stored as NaN on purpose, whether passed to the initialiser or assigned, so that it stays
/// recognisable: the driver ignores a NaN scale (the progress stays where it is; the centroid
/// still moves the flight) and the velocity trackers reject a NaN time.
public struct PinchSample: Hashable, Sendable {
  /// The centroid of the two fingers in the container's coordinates, in points (UIKit's
  /// `location(in:)` of a pinch recogniser).
  public var centroid: Point
  /// The scale factor since the pinch began: 1 at the start, below 1 as the fingers close
  /// (UIKit's `UIPinchGestureRecognizer.scale`). Any finite value is used as given; ±infinity
  /// is stored as NaN.
  public var scale: Double {
    didSet { scale = Self.storedNumber(scale) }
  }
  /// When the sample was observed, in seconds on any monotonic clock; ±infinity is stored as
  /// NaN, as ``TouchSample/timestamp`` is.
  public var timestamp: Double {
    didSet { timestamp = Self.storedNumber(timestamp) }
  }

  /// Creates a sample; see each property for non-finite values.
  public init(centroid: Point, scale: Double, timestamp: Double) {
    self.centroid = centroid
    self.scale = Self.storedNumber(scale)
    self.timestamp = Self.storedNumber(timestamp)
  }

  private static func storedNumber(_ value: Double) -> Double {
    value.isFinite ? value : .nan
  }
}
