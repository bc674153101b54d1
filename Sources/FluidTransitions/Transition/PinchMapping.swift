/// How a pinch's scale becomes transition progress: `progressDelta = direction × (scale at the
/// anchor − scale) / (1 − minimumScale)`. With the defaults a pinch-in dismisses: pinching to
/// half the size (scale 0.5) moves the transition from 0 to 1, and the fingers may open again
/// to bring it back.
///
/// The rules of the initialiser apply to assignment too: ``minimumScale`` is clamped to
/// [0, 0.99] (NaN becomes 0.5), and ``direction`` is stored as its sign.
public struct PinchMapping: Hashable, Sendable {
  /// The scale at which a pinch that started at 1 completes the transition, in [0, 0.99]
  /// (0.5: half the size). For a mapping that completes by opening the fingers (``direction``
  /// −1) the same distance counts the other way: scale 1.5 completes. Assigned values are
  /// clamped; NaN becomes 0.5.
  public var minimumScale: Double {
    didSet { minimumScale = Self.storedMinimumScale(minimumScale) }
  }
  /// +1 when closing the fingers (scale decreasing) completes the transition (dismissals), −1
  /// when opening them does (presentations). An assigned value is reduced to its sign: −1 for
  /// a negative value, +1 otherwise (0 and NaN included).
  public var direction: Double {
    didSet { direction = Self.storedDirection(direction) }
  }

  /// How far the scale must move from 1, either way, before a direction decides whether the
  /// pinch is ours (0.05).
  public static let lockScale = 0.05

  /// Creates a mapping; see each property for the clamping.
  public init(minimumScale: Double = 0.5, direction: Double = 1) {
    self.minimumScale = Self.storedMinimumScale(minimumScale)
    self.direction = Self.storedDirection(direction)
  }

  private static func storedMinimumScale(_ scale: Double) -> Double {
    scale.clamped(to: 0...0.99, nanReplacement: 0.5)
  }

  private static func storedDirection(_ direction: Double) -> Double {
    direction < 0 ? -1 : 1
  }

  /// The progress the scale moving from `anchor` to `scale` adds; 0 if either is not finite.
  public func progressDelta(fromScale anchor: Double, toScale scale: Double) -> Double {
    guard anchor.isFinite, scale.isFinite else { return 0 }
    return direction * (anchor - scale) / (1 - minimumScale)
  }

  /// The progress velocity (per second) of a scale velocity (scale factor per second, UIKit's
  /// `UIPinchGestureRecognizer.velocity`); 0 if it is not finite.
  public func progressVelocity(forScaleVelocity velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return -direction * velocity / (1 - minimumScale)
  }

  /// Whether a pinch at `scale` (1 at its start) commits to the transition: nil while it is
  /// within ``lockScale`` of 1 (or not finite), then whether it moves toward completion.
  public func commits(scale: Double) -> Bool? {
    guard scale.isFinite, abs(scale - 1) >= Self.lockScale else { return nil }
    return progressDelta(fromScale: 1, toScale: scale) > 0
  }
}
