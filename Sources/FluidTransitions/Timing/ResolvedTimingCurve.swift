/// A ``TimingCurve`` prepared for a concrete duration: the form an animator evaluates every
/// frame, with no allocation and no solving.
public struct ResolvedTimingCurve: Hashable, Sendable {
  // Stored in the order a frame reads them, with the curve as requested last: an animator's
  // frame touches only the first few cache lines, which keeps the per-frame path cheap when
  // many animations run at once.

  /// How long the animation runs, in seconds: the requested duration for cubic curves and
  /// fitted springs, the spring's settling time (Core Animation's rule) for physical springs.
  /// At this time an animator completes and shows progress 1 exactly.
  public let duration: Double
  @usableFromInline let motion: Motion
  /// The curve this was resolved from.
  public let curve: TimingCurve

  /// What a frame evaluates: the exact spring motion, or the Bézier over the duration.
  @usableFromInline enum Motion: Hashable, Sendable {
    case spring(SpringSolution)
    case cubic(CubicBezier)
  }

  /// For springs, the exact motion of the remaining distance (displacement 1 at time 0).
  public var springMotion: SpringSolution? {
    guard case .spring(let solution) = motion else { return nil }
    return solution
  }

  /// Resolves `curve` for `duration` seconds; see ``TimingCurve/resolved(duration:)``.
  public init(curve: TimingCurve, duration: Double) {
    self.curve = curve
    let requested = duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
    switch curve {
    case .linear:
      motion = .cubic(.linear)
      self.duration = requested
    case .cubic(let bezier):
      motion = .cubic(bezier)
      self.duration = requested
    case .spring(let spring, let initialVelocity):
      let velocity = Self.clampedVelocity(initialVelocity)
      motion = .spring(SpringSolution(spring: spring, displacement: 1, velocity: -velocity))
      self.duration = Swift.min(
        spring.settlingDuration(initialVelocity: velocity), TimingCurve.maximumDuration)
    case .fittedSpring(let dampingRatio, let initialVelocity):
      let velocity = Self.clampedVelocity(initialVelocity)
      let spring = SpringParameters(
        dampingRatio: dampingRatio, settlingDuration: requested, initialVelocity: velocity)
      motion = .spring(SpringSolution(spring: spring, displacement: 1, velocity: -velocity))
      self.duration = requested
    }
  }

  /// Progress at `time` seconds after the start.
  ///
  /// Cubic curves hold 1 from `duration` on. Springs follow their exact motion at every time
  /// (converging to 1), so an animator decides when to stop. A zero duration is complete at
  /// once (progress 1). Negative and NaN times are treated as 0.
  ///
  /// - Complexity: O(1), no allocation: what an animator calls on every frame.
  public func progress(at time: Double) -> Double {
    let time = time > 0 ? time : 0
    if duration == 0 { return 1 }
    switch motion {
    case .spring(let solution):
      return 1 - solution.displacement(at: time)
    case .cubic(let bezier):
      return bezier.value(at: time / duration)
    }
  }

  /// Velocity in progress per second at `time` seconds after the start; 0 after a cubic curve
  /// has ended and for a zero-duration curve. At exactly `duration` a cubic curve reports its
  /// end slope, which is the velocity of a reversed run leaving the end. Times are handled as in
  /// ``progress(at:)``.
  ///
  /// - Complexity: O(1), no allocation.
  public func velocity(at time: Double) -> Double {
    let time = time > 0 ? time : 0
    if duration == 0 { return 0 }
    switch motion {
    case .spring(let solution):
      return -solution.velocity(at: time)
    case .cubic(let bezier):
      if time > duration { return 0 }
      return bezier.slope(at: time / duration) / duration
    }
  }

  /// Progress and velocity (progress per second) at `time` seconds after the start, from one
  /// evaluation of the curve: one closed-form spring solve or one Bézier solve where
  /// ``progress(at:)`` and ``velocity(at:)`` each make their own. This is what an animator reads
  /// on every frame.
  ///
  /// Both values equal ``progress(at:)`` and ``velocity(at:)`` bit for bit, for every curve and
  /// every time: negative and NaN times are treated as 0, a zero duration answers (1, 0), and a
  /// cubic curve answers (1, 0) after its duration.
  ///
  /// - Complexity: O(1), no allocation: one evaluation for both values.
  @inlinable
  public func state(at time: Double) -> (progress: Double, velocity: Double) {
    // Inlinable so that a caller in another module reads the fields a frame needs in place: as
    // a call, the whole resolved curve is copied first, which fluid-bench measured at nearly
    // half the cost of the spring solve itself.
    let time = time > 0 ? time : 0
    if duration == 0 { return (1, 0) }
    switch motion {
    case .spring(let solution):
      let state = solution.state(at: time)
      return (1 - state.displacement, -state.velocity)
    case .cubic(let bezier):
      if time > duration { return (bezier.value(at: time / duration), 0) }
      let curve = bezier.valueAndSlope(at: time / duration)
      return (curve.value, curve.slope / duration)
    }
  }

  private static func clampedVelocity(_ velocity: Double) -> Double {
    let limit = TimingCurve.maximumInitialVelocity
    return velocity.clamped(to: -limit...limit, nanReplacement: 0)
  }
}
