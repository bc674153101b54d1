import Foundation

/// The exact motion of a ``SpringParameters`` released from a displacement with a velocity: the closed
/// form of the damped harmonic oscillator, valid for every damping ratio ≥ 0.
///
/// With a = ζω0 and q = ω0²(1 − ζ²), one formula covers every regime:
///
///     x(t) = e^(−at) · [x0·(C + a·S) + v0·S]
///     v(t) = e^(−at) · [−ω0²·x0·S + v0·(C − a·S)]
///
/// where C and S are cos(ωd·t) and sin(ωd·t)/ωd when underdamped (ωd = √q), and the hyperbolic
/// counterparts when overdamped. Near critical damping (|q|·t² < 1) C and S are evaluated from
/// their power series, Σ(−qt²)ⁿ/(2n)! and t·Σ(−qt²)ⁿ/(2n+1)!, so there is no branch and no
/// jump at ζ = 1. Heavily overdamped motion is written as two decaying exponentials with the
/// slow rate computed as −ω0²/(a + s) (s = √−q), which stays accurate where the textbook
/// `−a + s` cancels to zero.
///
/// The state at any time is exact, so re-seeding a new solution from the state at time t and
/// evaluating it at Δt gives the same result as evaluating this one at t + Δt (to rounding):
/// animations driven by it are independent of the frame rate.
///
/// Displacement is measured from rest (0 is settled), in any unit; velocity in the same unit
/// per second.
public struct SpringSolution: Hashable, Sendable {
  /// The spring that drives the motion.
  public let spring: SpringParameters
  /// The displacement from rest at time 0.
  public let initialDisplacement: Double
  /// The velocity at time 0, in displacement units per second.
  public let initialVelocity: Double

  private let decay: Double  // a = ζω0
  private let frequencySquared: Double  // ω0²
  private let q: Double  // ω0²(1 − ζ²)
  private let root: Double  // √|q|

  /// Creates the motion of `spring` from an initial state. Non-finite initial values are
  /// treated as 0.
  public init(spring: SpringParameters, displacement: Double, velocity: Double) {
    self.spring = spring
    initialDisplacement = displacement.finite(or: 0)
    initialVelocity = velocity.finite(or: 0)
    let frequency = spring.naturalFrequency
    decay = spring.damping / (2 * spring.mass)
    frequencySquared = frequency * frequency
    // (ω0 − a)(ω0 + a) keeps its precision near critical damping, where ω0 ≈ a.
    q = (frequency - decay) * (frequency + decay)
    root = abs(q).squareRoot()
  }

  /// The displacement from rest at `time` seconds.
  ///
  /// Negative and NaN times are treated as 0; `+infinity` returns 0 (rest, the limit of every
  /// damped spring; an undamped spring has no limit and reports rest too).
  ///
  /// - Complexity: O(1), no allocation: the closed form, one exponential and at most one sine and
  ///   cosine.
  @inlinable
  public func displacement(at time: Double) -> Double {
    state(at: time).displacement
  }

  /// The velocity at `time` seconds, in displacement units per second. Times are handled as in
  /// ``displacement(at:)``.
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func velocity(at time: Double) -> Double {
    state(at: time).velocity
  }

  /// Displacement and velocity at `time` seconds, from one evaluation. Times are handled as in
  /// ``displacement(at:)``.
  ///
  /// - Complexity: O(1), no allocation: one evaluation for both values.
  public func state(at time: Double) -> (displacement: Double, velocity: Double) {
    if time == .infinity { return (0, 0) }
    let t = time > 0 ? time : 0
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if t == 0 { return (x0, v0) }
    if q >= 0 {
      let envelope = exp(-decay * t)
      // Past the envelope's underflow the motion is at rest; stopping here also keeps huge
      // times from reaching 0 · ∞ below.
      if envelope == 0 { return (0, 0) }
      let z = q == 0 ? 0 : -q * t * t
      if abs(z) < 1 {
        let (c, s) = Self.series(z, t)
        return combine(c: c, s: s, envelope: envelope)
      }
      let angle = root * t
      // An undamped spring at an astronomically large time: the phase is meaningless.
      guard angle.isFinite else { return (0, 0) }
      return combine(c: cos(angle), s: sin(angle) / root, envelope: envelope)
    }
    let z = -q * t * t
    if z < 1 {
      let (c, s) = Self.series(z, t)
      return combine(c: c, s: s, envelope: exp(-decay * t))
    }
    // Overdamped: x = K1·e^(r1·t) + K2·e^(r2·t) with the slow rate r1 and fast rate r2.
    let slowRate = -frequencySquared / (decay + root)
    let fastRate = -(decay + root)
    let slowWeight = (v0 - fastRate * x0) / (2 * root)
    let fastWeight = (slowRate * x0 - v0) / (2 * root)
    let slow = slowWeight * exp(slowRate * t)
    let fast = fastWeight * exp(fastRate * t)
    return (slow + fast, slowRate * slow + fastRate * fast)
  }

  /// A solution that starts from this one's state at `time`: evaluating it at Δt equals
  /// evaluating this one at `time + Δt`.
  public func reseeded(at time: Double) -> SpringSolution {
    let current = state(at: time)
    return SpringSolution(
      spring: spring, displacement: current.displacement, velocity: current.velocity)
  }

  @inline(__always)
  private func combine(c: Double, s: Double, envelope: Double)
    -> (displacement: Double, velocity: Double)
  {
    let x0 = initialDisplacement
    let v0 = initialVelocity
    let displacement = envelope * (x0 * (c + decay * s) + v0 * s)
    let velocity = envelope * (-frequencySquared * x0 * s + v0 * (c - decay * s))
    return (displacement, velocity)
  }

  /// C = Σ zⁿ/(2n)! and S = t·Σ zⁿ/(2n+1)! for |z| < 1; 12 terms reach below 1e-17.
  ///
  /// The sum stops early once both terms are below an eighth of an ulp of their sums: each
  /// later term is smaller still (by |z|/12 or more), so adding it could not change either sum,
  /// and the result is bit for bit the 12-term one. Near critical damping (|z| ≪ 1, the
  /// release spring's case) that is after one or two terms.
  @inline(__always)
  private static func series(_ z: Double, _ t: Double) -> (c: Double, s: Double) {
    var c = 1.0
    var s = 1.0
    var cTerm = 1.0
    var sTerm = 1.0
    for n in 1...12 {
      let twoN = Double(2 * n)
      cTerm *= z / ((twoN - 1) * twoN)
      sTerm *= z / (twoN * (twoN + 1))
      c += cTerm
      s += sTerm
      if abs(cTerm) < c.ulp / 8 && abs(sTerm) < s.ulp / 8 { break }
    }
    return (c, s * t)
  }
}

extension SpringSolution {
  /// The last time at which |x(t)| ≥ `epsilon`, or 0 if it never is; `.infinity` for an
  /// undamped spring with motion above `epsilon`.
  ///
  /// Between consecutive extrema x(t) is monotonic, so the last crossing of ±ε lies in the last
  /// monotonic segment that starts at or beyond ε, where bisection finds it.
  func lastTime(atLeast epsilon: Double) -> Double {
    let extrema = extremumTimes()
    // Segment boundaries: 0, then each extremum time.
    var boundaries = [0.0]
    boundaries.append(contentsOf: extrema.times)
    if let period = extrema.halfPeriod, let last = extrema.times.last {
      guard decay > 0 else {
        return abs(displacement(at: last)) >= epsilon
          ? .infinity
          : finalSegmentTime(
            boundaries, epsilon)
      }
      // Extrema shrink by e^(−a·π/ωd) each half period; jump straight to the last one ≥ ε.
      let peak = abs(displacement(at: last))
      if peak >= epsilon {
        let shrink = decay * period
        var index = Swift.max(0, (log(peak / epsilon) / shrink).rounded(.down))
        while index > 0, abs(displacement(at: last + index * period)) < epsilon { index -= 1 }
        while abs(displacement(at: last + (index + 1) * period)) >= epsilon { index += 1 }
        let start = last + index * period
        return crossing(from: start, to: start + period, epsilon: epsilon)
      }
    }
    return finalSegmentTime(boundaries, epsilon)
  }

  /// The last crossing of ±ε searching the monotonic segments between `boundaries`, the final
  /// one extending to infinity.
  private func finalSegmentTime(_ boundaries: [Double], _ epsilon: Double) -> Double {
    for index in boundaries.indices.reversed() {
      let start = boundaries[index]
      guard abs(displacement(at: start)) >= epsilon else { continue }
      if index + 1 < boundaries.count {
        return crossing(from: start, to: boundaries[index + 1], epsilon: epsilon)
      }
      // The last segment decays monotonically toward rest; find an end below ε.
      var span = 1 / Swift.max(spring.naturalFrequency, 1e-9)
      var end = start + span
      var guardCount = 0
      while abs(displacement(at: end)) >= epsilon && guardCount < 2000 {
        span *= 2
        end = start + span
        guardCount += 1
      }
      return crossing(from: start, to: end, epsilon: epsilon)
    }
    return 0
  }

  /// The time in [start, end] where x crosses the level ±ε on its way from x(start), with
  /// |x(start)| ≥ ε and x monotonic on the interval.
  private func crossing(from start: Double, to end: Double, epsilon: Double) -> Double {
    let level = displacement(at: start) >= 0 ? epsilon : -epsilon
    let startAbove = displacement(at: start) - level >= 0
    var lower = start
    var upper = end
    for _ in 0..<200 {
      let middle = (lower + upper) / 2
      if middle <= lower || middle >= upper { break }
      if (displacement(at: middle) - level >= 0) == startAbove {
        lower = middle
      } else {
        upper = middle
      }
    }
    return (lower + upper) / 2
  }

  /// The times t > 0 at which v(t) = 0: for an underdamped spring the first one and the half
  /// period between consecutive ones; otherwise at most one time.
  ///
  /// v(t) = 0 exactly when S/C = v0 / (ω0²·x0 + a·v0) =: ρ, where S/C is tan(ωd·t)/ωd,
  /// tanh(s·t)/s or t (critical).
  private func extremumTimes() -> (times: [Double], halfPeriod: Double?) {
    let x0 = initialDisplacement
    let v0 = initialVelocity
    let denominator = frequencySquared * x0 + decay * v0
    if q > 0 {
      // ωd·t ≡ atan2(ωd·v0, denominator) (mod π), taking the first positive solution.
      var angle = atan2(root * v0, denominator)
      if angle <= 0 { angle += .pi }
      if angle > .pi { angle -= .pi }
      return ([angle / root], .pi / root)
    }
    guard v0 != 0, denominator != 0 else { return ([], nil) }
    let rho = v0 / denominator
    guard rho > 0 else { return ([], nil) }
    if q == 0 { return ([rho], nil) }
    // Overdamped: tanh(s·t) = s·ρ, which has a solution only while s·ρ < 1.
    let y = root * rho
    guard y < 1 else { return ([], nil) }
    // atanh(y)/s computed as ρ·atanh(y)/y so it stays accurate as s → 0.
    let ratio = y < 1e-8 ? 1 + y * y / 3 : atanh(y) / y
    return ([rho * ratio], nil)
  }
}
