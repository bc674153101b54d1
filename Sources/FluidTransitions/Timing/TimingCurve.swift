/// How an animation's progress moves from 0 to 1 over time: the counterpart of UIKit's
/// `UITimingCurveProvider` (`UICubicTimingParameters` and `UISpringTimingParameters`).
///
/// Progress is a fraction of the distance (0 at the start, 1 at the end; a spring may overshoot
/// beyond 1 or, with a negative initial velocity, dip below 0). Velocities are in progress per
/// second.
public enum TimingCurve: Hashable, Sendable {
  /// Constant speed over the duration.
  case linear
  /// A cubic Bézier over the duration (`UICubicTimingParameters`).
  case cubic(CubicBezier)
  /// A physical spring that runs for its own settling time and ignores any duration it is
  /// given, as UIKit's mass/stiffness/damping and duration/bounce spring parameters do.
  ///
  /// `initialVelocity` is in units of the whole distance per second, toward the end (UIKit's
  /// convention: 1 covers the whole distance in one second).
  case spring(SpringParameters, initialVelocity: Double = 0)
  /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring of mass 1
  /// whose stiffness is solved so that it settles (0.1 %) exactly at the duration it runs for;
  /// see ``SpringParameters/init(dampingRatio:settlingDuration:initialVelocity:)``.
  case fittedSpring(dampingRatio: Double, initialVelocity: Double = 0)

  /// UIKit's `.easeIn` curve.
  public static let easeIn = TimingCurve.cubic(.easeIn)
  /// UIKit's `.easeOut` curve.
  public static let easeOut = TimingCurve.cubic(.easeOut)
  /// UIKit's `.easeInOut` curve, the default of `UIViewPropertyAnimator(duration:curve:)`.
  public static let easeInOut = TimingCurve.cubic(.easeInOut)
  /// Core Animation's default curve.
  public static let ease = TimingCurve.cubic(.ease)

  /// The largest initial velocity a spring curve accepts, in distances per second; larger
  /// magnitudes are clamped. A numeric guard only: a finger moving at 10 screens per second
  /// with 0.001 % of the distance left is still well inside it.
  public static let maximumInitialVelocity: Double = 1e6

  /// The longest duration accepted, in seconds; longer and infinite durations are clamped.
  public static let maximumDuration: Double = 3600

  /// The curve prepared to run for `duration` seconds: springs solved, coefficients computed,
  /// ready for cheap evaluation every frame.
  ///
  /// - Parameter duration: Seconds. NaN and negative durations become 0 (the curve is complete
  ///   at once); values above ``maximumDuration`` are clamped. Ignored by ``spring(_:initialVelocity:)``.
  public func resolved(duration: Double) -> ResolvedTimingCurve {
    ResolvedTimingCurve(curve: self, duration: duration)
  }

  /// Progress at `time` seconds into an animation of `duration` seconds. Resolves the curve on
  /// every call; animators should keep a ``ResolvedTimingCurve`` instead.
  ///
  /// - Complexity: O(1), but it resolves the curve (a spring's solution) on every call.
  public func progress(at time: Double, duration: Double) -> Double {
    resolved(duration: duration).progress(at: time)
  }

  /// Velocity in progress per second at `time` seconds into an animation of `duration`
  /// seconds. Resolves the curve on every call; animators should keep a
  /// ``ResolvedTimingCurve`` instead.
  ///
  /// - Complexity: O(1), but it resolves the curve on every call.
  public func velocity(at time: Double, duration: Double) -> Double {
    resolved(duration: duration).velocity(at: time)
  }
}
