/// Estimates a finger's velocity from the touch samples of one gesture, robustly at release.
///
/// What it keeps and what it ignores, and why:
/// - Samples within the last ``horizon`` (100 ms, inclusive) of the newest sample, walking back
///   until a gap between consecutive samples exceeds ``maximumGap`` (40 ms): older motion says
///   nothing about the flick, and a pause means the finger stopped.
/// - A sample whose timestamp is not later than the newest one (out of order or repeated), or
///   that is not finite, is ignored: it cannot be placed in time.
/// - The touch-up position is never added. Lift-off often reports a short, slow last step that
///   would drag the estimate down; ``releaseVelocity(at:)`` takes only the touch-up *time*, and
///   reports zero if the finger had rested for more than ``maximumGap`` before lifting.
/// - At most ``capacity`` samples are stored, in a fixed ring, so adding a sample never
///   allocates.
///
/// The default estimator is an unweighted least-squares quadratic fit per axis (the velocity is
/// its slope at the newest sample); it needs 3 samples and uses the last segment with 2.
/// The result's speed is clamped to ``maximumSpeed``, keeping its direction. A component too
/// large to represent (samples nanoseconds apart with enormous jumps) is reported as 0, as
/// ``Vector`` stores every non-finite component.
public struct VelocityTracker: Sendable {
  /// How the velocity is computed from the retained samples.
  public enum Estimator: Hashable, Sendable {
    /// Least-squares quadratic fit of position against time over the retained samples; the
    /// slope at the newest sample. Exact for constant acceleration.
    case leastSquaresQuadratic
    /// A weighted blend of the last three segment velocities, 0.6 · oldest + 0.35 · middle +
    /// 0.05 · newest, which approximates what `UIScrollView` reports at lift-off. Needs 4
    /// samples; with fewer it behaves as ``leastSquaresQuadratic``.
    case iOSWeighted
    /// The kinetic-energy ("impulse") estimate: each segment's velocity does work on a unit
    /// mass, and the velocity is the one matching the accumulated energy. Robust to a single
    /// outlying segment.
    case impulse
  }

  /// How far back samples are used, in seconds, from the newest sample.
  public static let horizon: Double = 0.1
  /// The longest gap between samples, in seconds, across which motion is still considered one
  /// movement.
  public static let maximumGap: Double = 0.04
  /// The number of samples retained.
  public static let capacity = 20

  /// The estimator used by ``velocity()`` and ``releaseVelocity(at:)``.
  public var estimator: Estimator
  /// The largest speed reported, in points per second. NaN or negative values set at creation
  /// become the default of 10,000 pt/s; infinity disables the limit.
  public let maximumSpeed: Double

  private var samples: [TouchSample]
  private var head = 0
  /// The number of samples currently stored (at most ``capacity``).
  public private(set) var count = 0

  // Timestamps of real touch streams drift by a few ulps from exact multiples of their period;
  // without this slack a sample exactly 100 ms old could fall out of the horizon at random.
  private static let timeSlack = 1e-9

  /// Creates an empty tracker.
  public init(estimator: Estimator = .leastSquaresQuadratic, maximumSpeed: Double = 10_000) {
    self.estimator = estimator
    self.maximumSpeed = maximumSpeed.isNaN || maximumSpeed < 0 ? 10_000 : maximumSpeed
    samples = Array(repeating: TouchSample(x: 0, y: 0, timestamp: 0), count: Self.capacity)
  }

  /// The newest accepted sample, if any.
  public var lastSample: TouchSample? {
    count == 0 ? nil : samples[(head + Self.capacity - 1) % Self.capacity]
  }

  /// Adds a touch sample, unless it is not finite or not later than the newest sample.
  ///
  /// - Returns: Whether the sample was accepted.
  ///
  /// - Complexity: O(1), no allocation: a fixed ring of ``capacity`` samples.
  @discardableResult
  public mutating func addSample(_ sample: TouchSample) -> Bool {
    guard sample.timestamp.isFinite else { return false }
    if let last = lastSample, sample.timestamp <= last.timestamp { return false }
    samples[head] = sample
    head = (head + 1) % Self.capacity
    count = Swift.min(count + 1, Self.capacity)
    return true
  }

  /// Forgets every sample, ready for the next gesture.
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// The velocity as of the newest sample, in points per second.
  ///
  /// - Complexity: O(``capacity``), no allocation.
  public func velocity() -> Vector {
    clamp(estimate())
  }

  /// The velocity at the moment the finger lifted, in points per second.
  ///
  /// - Parameter timestamp: The touch-up time. Its position is deliberately not used. If more
  ///   than ``maximumGap`` passed between the newest sample and this time the finger had
  ///   stopped, and the result is zero. A time earlier than the newest sample (out of order) or
  ///   non-finite is treated as the newest sample's time.
  public func releaseVelocity(at timestamp: Double) -> Vector {
    guard let last = lastSample else { return .zero }
    if timestamp.isFinite, timestamp - last.timestamp > Self.maximumGap + Self.timeSlack {
      return .zero
    }
    return velocity()
  }

  /// The i-th retained sample counting back from the newest (0 is the newest).
  @inline(__always)
  private func sample(back index: Int) -> TouchSample {
    samples[(head + 2 * Self.capacity - 1 - index) % Self.capacity]
  }

  /// How many of the newest samples fall within the horizon without a gap.
  private func usableCount() -> Int {
    guard count > 0 else { return 0 }
    let newest = sample(back: 0).timestamp
    var used = 1
    while used < count {
      let older = sample(back: used)
      let newer = sample(back: used - 1)
      if newest - older.timestamp > Self.horizon + Self.timeSlack { break }
      if newer.timestamp - older.timestamp > Self.maximumGap + Self.timeSlack { break }
      used += 1
    }
    return used
  }

  private func estimate() -> Vector {
    let used = usableCount()
    if used < 2 { return .zero }
    switch estimator {
    case .leastSquaresQuadratic:
      return quadraticFit(used)
    case .iOSWeighted:
      return used >= 4 ? weightedSegments() : quadraticFit(used)
    case .impulse:
      return impulse(used)
    }
  }

  private func segmentVelocity(back index: Int) -> Vector {
    let newer = sample(back: index)
    let older = sample(back: index + 1)
    let elapsed = newer.timestamp - older.timestamp
    return Vector(
      dx: (newer.position.x - older.position.x) / elapsed,
      dy: (newer.position.y - older.position.y) / elapsed
    )
  }

  private func weightedSegments() -> Vector {
    segmentVelocity(back: 2) * 0.6 + segmentVelocity(back: 1) * 0.35
      + segmentVelocity(back: 0) * 0.05
  }

  private func impulse(_ used: Int) -> Vector {
    if used == 2 { return segmentVelocity(back: 0) }
    var work = (x: 0.0, y: 0.0)
    func speed(forWork work: Double) -> Double {
      (work < 0 ? -1.0 : 1.0) * (2 * abs(work)).squareRoot()
    }
    // Oldest segment first; the first one counts half, as the finger started from rest in it.
    for index in stride(from: used - 2, through: 0, by: -1) {
      let segment = segmentVelocity(back: index)
      work.x += (segment.dx - speed(forWork: work.x)) * abs(segment.dx)
      work.y += (segment.dy - speed(forWork: work.y)) * abs(segment.dy)
      if index == used - 2 {
        work.x *= 0.5
        work.y *= 0.5
      }
    }
    return Vector(dx: speed(forWork: work.x), dy: speed(forWork: work.y))
  }

  /// Least squares for x(u) = c0 + c1·u + c2·u² with u = (t − t_newest) / horizon and x
  /// measured from the newest position, which keeps the normal equations well conditioned and
  /// makes a motionless axis come out as exactly 0; the velocity is c1 / horizon.
  private func quadraticFit(_ used: Int) -> Vector {
    if used < 3 { return segmentVelocity(back: 0) }
    let newest = sample(back: 0).timestamp
    let anchor = sample(back: 0).position
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var sx = (0.0, 0.0, 0.0)
    var sy = (0.0, 0.0, 0.0)
    for index in 0..<used {
      let sample = sample(back: index)
      let u = (sample.timestamp - newest) / Self.horizon
      let u2 = u * u
      let x = sample.position.x - anchor.x
      let y = sample.position.y - anchor.y
      s1 += u
      s2 += u2
      s3 += u2 * u
      s4 += u2 * u2
      sx.0 += x
      sx.1 += x * u
      sx.2 += x * u2
      sy.0 += y
      sy.1 += y * u
      sy.2 += y * u2
    }
    let s0 = Double(used)
    // Cramer's rule for the middle unknown of [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]]·c = rhs.
    let determinant =
      s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard abs(determinant) > 1e-12 else { return segmentVelocity(back: 0) }
    func slope(_ rhs: (Double, Double, Double)) -> Double {
      let numerator =
        s0 * (rhs.1 * s4 - s3 * rhs.2) - rhs.0 * (s1 * s4 - s3 * s2)
        + s2 * (s1 * rhs.2 - rhs.1 * s2)
      return numerator / determinant / Self.horizon
    }
    return Vector(dx: slope(sx), dy: slope(sy))
  }

  private func clamp(_ velocity: Vector) -> Vector {
    let speed = velocity.length
    guard speed > maximumSpeed else { return velocity }
    return velocity * (maximumSpeed / speed)
  }
}
