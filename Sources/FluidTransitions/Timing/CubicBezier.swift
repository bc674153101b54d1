/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as used by
/// `UICubicTimingParameters` and `CAMediaTimingFunction`: x is the fraction of the duration,
/// y the fraction of the distance (progress).
///
/// Control-point x coordinates are clamped to [0, 1], which keeps x(t) monotonic so every time
/// fraction has exactly one progress (Core Animation requires the same). y coordinates are free,
/// so anticipating and overshooting curves are allowed, up to ±``maximumControlY`` (a larger
/// magnitude would overflow the curve's coefficients). A non-finite coordinate is replaced by
/// the corresponding coordinate of ``linear`` (0, 0, 1, 1).
///
/// `value(at:)` solves x(t) = x with Newton's method and falls back to bisection, to an accuracy
/// of 1e-12 in progress (WebKit and Chromium stop at 1e-7), so tables computed with it are exact.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x coordinate, in [0, 1].
  public let x1: Double
  /// The first control point's y coordinate.
  public let y1: Double
  /// The second control point's x coordinate, in [0, 1].
  public let x2: Double
  /// The second control point's y coordinate.
  public let y2: Double

  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double
  // Control points on the diagonal make y(x) = x exactly. Paused animators scrub on the linear
  // curve, where `fractionComplete` must equal progress bit for bit, so this is kept exact
  // rather than solved.
  private let isIdentity: Bool

  /// The largest magnitude of a control point's y coordinate, 1e300: with |y| ≤ 1e300 every
  /// coefficient of y(t), and y(t) itself on [0, 1], stays below 1e302, far from overflow.
  public static let maximumControlY = 1e300

  /// Creates a curve from its two control points; see the type's documentation for clamping.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let yRange = -Self.maximumControlY...Self.maximumControlY
    self.x1 = x1.clamped(to: 0...1, nanReplacement: 0)
    self.y1 = y1.isFinite ? y1.clamped(to: yRange, nanReplacement: 0) : 0
    self.x2 = x2.clamped(to: 0...1, nanReplacement: 1)
    self.y2 = y2.isFinite ? y2.clamped(to: yRange, nanReplacement: 1) : 1
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * self.y1
    by = 3 * (self.y2 - self.y1) - cy
    ay = 1 - cy - by
    isIdentity = self.x1 == self.y1 && self.x2 == self.y2
  }

  /// Constant speed: (0, 0), (1, 1).
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Core Animation's default curve (`CAMediaTimingFunctionName.default`, also what
  /// `UICubicTimingParameters()` uses): (0.25, 0.1), (0.25, 1).
  public static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// Starts slowly: (0.42, 0), (1, 1) (`UIView.AnimationCurve.easeIn`).
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Ends slowly: (0, 0), (0.58, 1) (`UIView.AnimationCurve.easeOut`).
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Starts and ends slowly: (0.42, 0), (0.58, 1) (`UIView.AnimationCurve.easeInOut`).
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The largest slope magnitude `slope(at:)` reports. A curve whose x control point sits on an
  /// end (x1 = 0 or x2 = 1) while its y does not has a vertical tangent there: the true slope is
  /// infinite, and a progress velocity must stay finite.
  public static let maximumSlope: Double = 1e6

  /// The accuracy the solver reaches, in progress units.
  public static let accuracy: Double = 1e-12

  /// Progress at time fraction `x`.
  ///
  /// - Parameter x: The fraction of the duration, clamped to [0, 1]; NaN is treated as 0.
  /// - Returns: The progress y(x); in [0, 1] for curves whose control-point y values are.
  ///
  /// - Complexity: O(1): a bounded number of Newton and bisection steps; no allocation.
  public func value(at x: Double) -> Double {
    if isIdentity { return x.clamped(to: 0...1, nanReplacement: 0) }
    return value(atParameter: solveParameter(forX: x))
  }

  /// The rate of change of progress with time fraction, dy/dx, at time fraction `x`.
  ///
  /// At an endpoint where both derivatives vanish (for example `easeOut` at 0) the limit
  /// y″/x″ is returned; where only dx/dt vanishes the slope saturates at ±``maximumSlope``.
  ///
  /// - Parameter x: The fraction of the duration, clamped to [0, 1]; NaN is treated as 0.
  ///
  /// - Complexity: O(1): a bounded number of Newton and bisection steps; no allocation.
  public func slope(at x: Double) -> Double {
    if isIdentity { return 1 }
    return slope(atParameter: solveParameter(forX: x))
  }

  /// ``value(at:)`` and ``slope(at:)`` from one solve of x(t) = x, equal to them bit for bit:
  /// what an animator needs on every frame, for the price of one.
  @usableFromInline func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
    if isIdentity { return (x.clamped(to: 0...1, nanReplacement: 0), 1) }
    let t = solveParameter(forX: x)
    return (value(atParameter: t), slope(atParameter: t))
  }

  /// The first time fraction at which the curve reaches `progress`.
  ///
  /// Needed when an animator is re-timed onto this curve: the new time is the one at which this
  /// curve shows the progress already on screen. For curves that leave [0, 1] several times
  /// may share a progress; the earliest is returned. If the curve never reaches `progress`, the
  /// time fraction at which it comes closest is returned (0 or 1 for a monotonic curve).
  ///
  /// - Parameter progress: The progress to find; NaN is treated as 0.
  /// - Returns: A time fraction in [0, 1].
  ///
  /// - Complexity: O(1): 64 samples and a bounded refinement; no allocation. Not meant for every
  ///   frame: an animator evaluates the curve forward with ``value(at:)``.
  public func timeFraction(forProgress progress: Double) -> Double {
    // Far beyond any curve's range, but finite so distances still compare.
    let target = progress.clamped(to: -1e6...1e6, nanReplacement: 0)
    if isIdentity { return target.clamped(to: 0...1, nanReplacement: 0) }
    let samples = 64
    var previousT = 0.0
    var previousError = sampleY(0) - target
    if previousError == 0 { return 0 }
    var closestT = 0.0
    var closestError = abs(previousError)
    for index in 1...samples {
      let t = Double(index) / Double(samples)
      let error = sampleY(t) - target
      if error == 0 { return sampleX(t) }
      if (error < 0) != (previousError < 0) {
        return sampleX(bisectY(target, lower: previousT, upper: t, lowerError: previousError))
      }
      if abs(error) < closestError {
        closestError = abs(error)
        closestT = t
      }
      previousT = t
      previousError = error
    }
    // Near a flat stretch the refinement cannot beat the sampled point (the differences fall
    // below one ulp), so it only replaces the sample when it is strictly closer.
    let refined = refineClosest(target, around: closestT, step: 1 / Double(samples))
    let best = abs(sampleY(refined) - target) < closestError ? refined : closestT
    return sampleX(best)
  }

  // MARK: - Solver

  @inline(__always)
  private func value(atParameter t: Double) -> Double {
    // The polynomial does not always round to exactly 1 at t = 1; the endpoint must be exact.
    t == 1 ? 1 : sampleY(t)
  }

  private func slope(atParameter t: Double) -> Double {
    let dx = sampleDerivativeX(t)
    let dy = sampleDerivativeY(t)
    let tiny = 1e-12
    if abs(dx) > tiny {
      return Swift.min(Swift.max(dy / dx, -Self.maximumSlope), Self.maximumSlope)
    }
    if abs(dy) > tiny {
      return dy > 0 ? Self.maximumSlope : -Self.maximumSlope
    }
    // Both first derivatives vanish: the slope is the ratio of second derivatives (l'Hôpital).
    let ddx = 6 * ax * t + 2 * bx
    let ddy = 6 * ay * t + 2 * by
    guard abs(ddx) > tiny else { return 1 }
    return Swift.min(Swift.max(ddy / ddx, -Self.maximumSlope), Self.maximumSlope)
  }

  @inline(__always)
  private func sampleX(_ t: Double) -> Double { t == 1 ? 1 : ((ax * t + bx) * t + cx) * t }

  @inline(__always)
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  @inline(__always)
  private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  @inline(__always)
  private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The curve parameter t with x(t) = x. x(t) is monotonic on [0, 1] because both x control
  /// points lie in [0, 1], so the root is unique and bisection always succeeds.
  private func solveParameter(forX x: Double) -> Double {
    let x = x.clamped(to: 0...1, nanReplacement: 0)
    if x == 0 || x == 1 { return x }
    // Solving to 1e-14 in x keeps y within 1e-12 for any slope up to 100.
    let tolerance = 1e-14
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < tolerance { return t }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < 1e-7 { break }
      let next = t - error / derivative
      guard next > 0, next < 1 else { break }
      t = next
    }
    var lower = 0.0
    var upper = 1.0
    t = x
    for _ in 0..<100 {
      let value = sampleX(t)
      if abs(value - x) < tolerance { return t }
      if value < x { lower = t } else { upper = t }
      let middle = (lower + upper) / 2
      if middle == lower || middle == upper { return middle }
      t = middle
    }
    return t
  }

  /// Bisection for y(t) = target on [lower, upper], where the error changes sign.
  private func bisectY(_ target: Double, lower: Double, upper: Double, lowerError: Double)
    -> Double
  {
    var lower = lower
    var upper = upper
    let lowerIsNegative = lowerError < 0
    for _ in 0..<200 {
      let middle = (lower + upper) / 2
      if middle == lower || middle == upper { break }
      let error = sampleY(middle) - target
      if error == 0 { return middle }
      if (error < 0) == lowerIsNegative { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2
  }

  /// Golden-section search for the closest approach of y(t) to `target` near `center`.
  private func refineClosest(_ target: Double, around center: Double, step: Double) -> Double {
    var lower = Swift.max(0, center - step)
    var upper = Swift.min(1, center + step)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 where upper - lower > 1e-15 {
      let left = upper - ratio * (upper - lower)
      let right = lower + ratio * (upper - lower)
      if abs(sampleY(left) - target) <= abs(sampleY(right) - target) {
        upper = right
      } else {
        lower = left
      }
    }
    return (lower + upper) / 2
  }
}
