import Foundation
import Testing

@testable import FluidTransitions

/// `AnimatorMotion` (the motion the UIKit layer computes `UIViewPropertyAnimator`'s progress and
/// velocity from) against closed forms: the damped oscillator written out per regime, and cubic
/// Bézier curves solved by bisection on their parametric form.
@Suite("Timing: an animator's motion between two timings")
struct AnimatorMotionTimingTests {
  static let t0 = 100.0

  /// The progress of the cubic with control points (x1, y1), (x2, y2) at time fraction `x`,
  /// from the parametric form by bisection.
  static func bezier(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
    func point(_ s: Double) -> (Double, Double) {
      let a = 3 * (1 - s) * (1 - s) * s
      let b = 3 * (1 - s) * s * s
      return (a * c.0 + b * c.2 + s * s * s, a * c.1 + b * c.3 + s * s * s)
    }
    var lower = 0.0
    var upper = 1.0
    for _ in 0..<200 {
      let middle = (lower + upper) / 2
      if point(middle).0 < x { lower = middle } else { upper = middle }
    }
    return point((lower + upper) / 2).1
  }

  /// The first time fraction at which that cubic shows `progress` (it never falls).
  static func bezierTime(_ c: (Double, Double, Double, Double), showing progress: Double)
    -> Double
  {
    var lower = 0.0
    var upper = 1.0
    for _ in 0..<200 {
      let middle = (lower + upper) / 2
      if bezier(c, at: middle) < progress { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2
  }

  /// The share of the distance a spring covers `t` seconds after leaving with `v` distances
  /// per second, and its rate: 1 − x(t) for x'' = −ω²x − 2ζωx', x(0) = 1, x'(0) = −v.
  static func springShare(ratio zeta: Double, response: Double, velocity v: Double, at t: Double)
    -> (share: Double, rate: Double)
  {
    let omega = 2 * Double.pi / response
    let decay = exp(-zeta * omega * t)
    if zeta == 1 {
      let x = decay * (1 + (omega - v) * t)
      let rate = decay * (v + omega * (omega - v) * t)
      return (1 - x, rate)
    }
    let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
    let b = (zeta * omega - v) / dampedFrequency
    let x = decay * (cos(dampedFrequency * t) + b * sin(dampedFrequency * t))
    let dx =
      decay
      * ((b * dampedFrequency - zeta * omega) * cos(dampedFrequency * t)
        - (dampedFrequency + b * zeta * omega) * sin(dampedFrequency * t))
    return (1 - x, -dx)
  }

  @Test(
    "A start plays the curve from 0 to 1 over the duration, or back from 1",
    arguments: [
      (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.0, 0.0, 1.0, 1.0),
    ], [false, true])
  func start(_ c: (Double, Double, Double, Double), reversed: Bool) {
    let curve = TimingCurve.cubic(CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3))
    let motion = AnimatorMotion(
      startingWith: curve, duration: 0.4, isReversed: reversed, at: Self.t0)
    for fraction in [0.0, 0.1, 0.37, 0.5, 0.9] {
      let expected = Self.bezier(c, at: reversed ? 1 - fraction : fraction)
      let progress = motion.state(at: Self.t0 + fraction * 0.4).progress
      #expect(abs(progress - expected) < 1e-9, "\(c) \(reversed) at \(fraction)")
    }
    let end = motion.state(at: Self.t0 + 0.5)
    #expect(end.progress == (reversed ? 0 : 1) && end.velocity == 0)
  }

  @Test("A start after a delay shows its start, still, until the delay is over")
  func delayedStart() {
    let motion = AnimatorMotion(
      startingWith: .linear, duration: 2, isReversed: false, at: Self.t0 + 0.5)
    #expect(motion.state(at: Self.t0) == (0, 0))
    #expect(motion.state(at: Self.t0 + 0.49) == (0, 0))
    let moving = motion.state(at: Self.t0 + 1.5)
    #expect(abs(moving.progress - 0.5) < 1e-12 && abs(moving.velocity - 0.5) < 1e-12)
  }

  @Test(
    "A spring continuation leaves from the progress with the velocity, toward either end",
    arguments: [(1.0, 0.3), (0.5, 0.4), (0.2, 0.25)], [0.0, 3.0, -2.0, 12.0])
  func springContinuation(_ spring: (ratio: Double, response: Double), velocity: Double) {
    for (progress, reversed) in [(0.3, false), (0.6, true)] {
      let target: Double = reversed ? 0 : 1
      let curve = TimingCurve.spring(
        SpringParameters(dampingRatio: spring.ratio, response: spring.response),
        initialVelocity: velocity)
      let motion = AnimatorMotion(
        continuingFrom: progress, isReversed: reversed, onto: curve, durationFactor: 0,
        duration: 0.5, at: Self.t0)
      for t in [0.0, 0.02, 0.05, 0.1, 0.22, 0.4] {
        let truth = Self.springShare(
          ratio: spring.ratio, response: spring.response, velocity: velocity, at: t)
        let state = motion.state(at: Self.t0 + t)
        let label = "\(spring) v \(velocity) from \(progress) at \(t)"
        #expect(
          abs(state.progress - (progress + (target - progress) * truth.share)) < 1e-9, "\(label)")
        #expect(
          abs(state.velocity - (target - progress) * truth.rate) < 1e-7 * max(1, abs(velocity)),
          "\(label)")
      }
    }
  }

  @Test(
    "A cubic continuation re-times: entered where it shows the progress, played to its end",
    arguments: [0.0, 0.5, 2.0])
  func cubicContinuation(factor: Double) {
    let c = (0.0, 0.0, 0.58, 1.0)
    let curve = TimingCurve.cubic(CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3))
    for reversed in [false, true] {
      let entry = Self.bezierTime(c, showing: 0.5)
      let span = reversed ? entry : 1 - entry
      let wall = factor > 0 ? factor * 0.8 : span * 0.8
      let motion = AnimatorMotion(
        continuingFrom: 0.5, isReversed: reversed, onto: curve, durationFactor: factor,
        duration: 0.8, at: Self.t0)
      for share in [0.0, 0.25, 0.5, 0.99] {
        let x = entry + (reversed ? -1 : 1) * span * share
        let progress = motion.state(at: Self.t0 + share * wall).progress
        #expect(
          abs(progress - Self.bezier(c, at: x)) < 1e-7, "factor \(factor) \(reversed) \(share)")
      }
      let end = motion.state(at: Self.t0 + wall + 1e-9)
      #expect(end.progress == (reversed ? 0 : 1) && end.velocity == 0, "\(factor) \(reversed)")
    }
  }

  @Test("From outside [0, 1] a cubic runs from there to the target over the distance's share")
  func cubicFromOutside() {
    let motion = AnimatorMotion(
      continuingFrom: -0.2, isReversed: false, onto: .linear, durationFactor: 0, duration: 1,
      at: Self.t0)
    let state = motion.state(at: Self.t0 + 0.6)
    #expect(abs(state.progress - 0.4) < 1e-12 && abs(state.velocity - 1) < 1e-12)
  }

  @Test("Reversing a re-timed curve retraces it at its pace; a spring keeps its velocity")
  func reversal() {
    let linear = AnimatorMotion(startingWith: .linear, duration: 1, isReversed: false, at: Self.t0)
      .reversed(at: Self.t0 + 0.3)
    let back = linear.state(at: Self.t0 + 0.4)
    #expect(abs(back.progress - 0.2) < 1e-12 && abs(back.velocity + 1) < 1e-12)
    #expect(linear.state(at: Self.t0 + 0.7) == (0, 0))

    let spring = TimingCurve.spring(
      SpringParameters(dampingRatio: 0.6, response: 0.4), initialVelocity: 2)
    let motion = AnimatorMotion(
      continuingFrom: 0.2, isReversed: false, onto: spring, durationFactor: 0, duration: 0.5,
      at: Self.t0)
    for time in [0.0, 0.05, 0.13, 0.3] {
      let before = motion.state(at: Self.t0 + time)
      let after = motion.reversed(at: Self.t0 + time).state(at: Self.t0 + time)
      #expect(abs(after.progress - before.progress) < 1e-12, "\(time)")
      #expect(abs(after.velocity - before.velocity) < 1e-9, "\(time)")
    }
    let settled = motion.reversed(at: Self.t0 + 0.05).state(at: Self.t0 + 30)
    #expect(settled == (0, 0), "it heads for the start")
  }

  @Test("NaN and negative inputs: finite motions that end at once or from 0")
  func badInput() {
    let none = AnimatorMotion(
      continuingFrom: .nan, isReversed: false, onto: .easeInOut, durationFactor: .nan,
      duration: .nan, at: Self.t0)
    #expect(none.state(at: Self.t0) == (1, 0))
    let negative = AnimatorMotion(
      startingWith: .easeIn, duration: -3, isReversed: false, at: Self.t0)
    #expect(negative.state(at: Self.t0) == (1, 0))
    let fromNaN = AnimatorMotion(
      continuingFrom: .infinity, isReversed: false, onto: .linear, durationFactor: -1,
      duration: 1, at: Self.t0)
    let state = fromNaN.state(at: Self.t0 + 0.5)
    #expect(abs(state.progress - 0.5) < 1e-12 && state.velocity.isFinite)
  }
}
