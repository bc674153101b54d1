extension TimingCurve {
  /// Whether this is a spring, physical or fitted.
  var isSpring: Bool {
    switch self {
    case .spring, .fittedSpring: true
    case .linear, .cubic: false
    }
  }

  /// A cubic curve to run instead of this one where a spring cannot be used, and how long it
  /// runs: it leaves at this curve's initial velocity and arrives at rest when the spring
  /// would settle.
  ///
  /// UIKit documents no way for keyframe animations to follow a spring's timing (developers
  /// report them cut short), so a property animator holding keyframes continues on this curve
  /// instead: the velocity handed over at a release is kept exactly, the overshoot of a
  /// bouncy spring is not.
  ///
  /// The curve is the cubic Hermite from 0 to 1 with start slope `v · T` and end slope 0,
  /// written as a Bézier with control points (1/3, v · T / 3) and (2/3, 1), whose x is then
  /// exactly the time fraction; `v` is the initial velocity (distances per second, clamped to
  /// ±``maximumInitialVelocity``) and `T` the duration returned.
  ///
  /// - Parameter duration: Seconds a fitted spring runs for (ignored by a physical spring,
  ///   which runs for its settling time); NaN and negative values count as 0, longer than
  ///   ``maximumDuration`` as that.
  /// - Returns: `.linear` and cubic curves unchanged with `duration` (sanitised); for a spring,
  ///   the stand-in and the spring's duration. A zero duration gives `.linear` and 0.
  public func cubicStandIn(duration: Double) -> (curve: TimingCurve, duration: Double) {
    let resolved = resolved(duration: duration)
    guard isSpring else { return (self, resolved.duration) }
    let seconds = resolved.duration
    guard seconds > 0 else { return (.linear, 0) }
    let slope = resolved.velocity(at: 0) * seconds
    return (.cubic(CubicBezier(x1: 1.0 / 3, y1: slope / 3, x2: 2.0 / 3, y2: 1)), seconds)
  }
}
