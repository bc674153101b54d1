import FluidTransitions
import Foundation
import Testing

@Suite("Timing: one evaluation per frame")
struct ResolvedTimingCurveStateTimingTests {
  /// Springs of every damping regime (undamped, under, both sides of critical by 1e-6,
  /// critical, over, heavily over), physical and fitted, with initial velocities at rest,
  /// toward the end, away from it, and beyond the clamp.
  static var springCurves: [ResolvedTimingCurve] {
    var curves: [ResolvedTimingCurve] = []
    let ratios = [0, 0.3, 0.7, 1 - 1e-6, 1, 1 + 1e-6, 1.5, 2, 10]
    let velocities = [0, 4, -12, 5e6, -.infinity, .nan]
    for ratio in ratios {
      for response in [0.15, 0.4, 1.0] {
        for velocity in velocities {
          let spring = SpringParameters(dampingRatio: ratio, response: response)
          curves.append(TimingCurve.spring(spring, initialVelocity: velocity).resolved(duration: 0))
        }
      }
      for duration in [0.0, 0.25, 0.6] {
        for velocity in velocities {
          curves.append(
            TimingCurve.fittedSpring(dampingRatio: ratio, initialVelocity: velocity).resolved(
              duration: duration))
        }
      }
    }
    curves.append(
      TimingCurve.spring(SpringParameters(mass: 2, stiffness: 300, damping: 7), initialVelocity: 1)
        .resolved(duration: 0))
    return curves
  }

  /// Linear and cubic curves (the named ones, an overshooting one, vertical tangents at both
  /// ends, control points on the diagonal) over zero, short, long and clamped durations.
  static var cubicCurves: [ResolvedTimingCurve] {
    let beziers: [CubicBezier] = [
      .ease, .easeIn, .easeOut, .easeInOut, .linear,
      CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5),
      CubicBezier(x1: 0, y1: 0.6, x2: 1, y2: 0.4),
      CubicBezier(x1: 0.2, y1: 0.2, x2: 0.9, y2: 0.9),
    ]
    var curves: [ResolvedTimingCurve] = []
    for duration in [0, 0.35, 2, .infinity, -1, .nan] {
      curves.append(TimingCurve.linear.resolved(duration: duration))
      for bezier in beziers {
        curves.append(TimingCurve.cubic(bezier).resolved(duration: duration))
      }
    }
    return curves
  }

  /// Times before the start, at it, across the motion, at and after the end, and non-finite.
  static func times(for curve: ResolvedTimingCurve) -> [Double] {
    var times: [Double] = [
      -.infinity, -1, -1e-300, -0.0, 0, .leastNonzeroMagnitude, 1e-9, .nan, 1e9, .infinity,
    ]
    let end = curve.duration
    times += [end, end.nextDown, end.nextUp, end + 1e-3, end * 2, end + 100]
    for index in 1..<400 {
      times.append(Double(index) / 397 * Swift.max(end, 1.5))
    }
    return times
  }

  @Test("state(at:) equals progress(at:) and velocity(at:) bit for bit, for every curve and time")
  func stateIsBitForBitTheSeparateAnswers() {
    var compared = 0
    for curve in Self.springCurves + Self.cubicCurves {
      for time in Self.times(for: curve) {
        let state = curve.state(at: time)
        let progress = curve.progress(at: time)
        let velocity = curve.velocity(at: time)
        #expect(
          state.progress.bitPattern == progress.bitPattern,
          "progress of \(curve.curve) over \(curve.duration) s at \(time): \(state.progress) vs \(progress)"
        )
        #expect(
          state.velocity.bitPattern == velocity.bitPattern,
          "velocity of \(curve.curve) over \(curve.duration) s at \(time): \(state.velocity) vs \(velocity)"
        )
        compared += 1
      }
    }
    #expect(compared > 100_000)
  }

  @Test("A spring's state is its closed form's: progress 1 − x(t), velocity −v(t)")
  func springStateIsTheClosedForm() {
    // Critically damped from rest, x(t) = (1 + ω·t)·e^(−ω·t) and v(t) = −ω²·t·e^(−ω·t).
    let spring = SpringParameters(dampingRatio: 1, response: 0.5)
    let omega = spring.naturalFrequency
    let curve = TimingCurve.spring(spring).resolved(duration: 0)
    for time in [0.05, 0.1, 0.3, 0.7] {
      let state = curve.state(at: time)
      let decay = exp(-omega * time)
      #expect(isClose(state.progress, 1 - (1 + omega * time) * decay, absolute: 1e-14))
      #expect(isClose(state.velocity, omega * omega * time * decay, absolute: 1e-12))
    }
  }

  @Test("A cubic curve's state: the Bézier's value, and its slope over the duration")
  func cubicStateIsValueAndSlope() {
    // Linear over 0.8 s: progress t / 0.8 and velocity 1 / 0.8 until the end, then (1, 0).
    let linear = TimingCurve.linear.resolved(duration: 0.8)
    let early = linear.state(at: 0.2)
    #expect(isClose(early.progress, 0.25, absolute: 1e-15))
    #expect(isClose(early.velocity, 1.25, absolute: 1e-15))
    #expect(linear.state(at: 0.8).progress == 1)
    #expect(linear.state(at: 0.9) == (1, 0))
    // easeOut = (0, 0), (0.58, 1). At the parameter t = 1/2, by B(t) and
    // B′(t) = 3(1 − t)²(P1 − P0) + 6(1 − t)t(P2 − P1) + 3t²(P3 − P2):
    // x = 3·0.58/8 + 1/8, y = 3/8 + 1/8 = 1/2, x′ = 6·0.58/4 + 3·0.42/4 = 1.185, y′ = 6/4 = 1.5.
    let easeOut = TimingCurve.easeOut.resolved(duration: 0.5)
    let fraction = 3 * 0.58 / 8 + 1.0 / 8
    let state = easeOut.state(at: fraction * 0.5)
    #expect(isClose(state.progress, 0.5, absolute: 1e-12))
    #expect(isClose(state.velocity, (1.5 / 1.185) / 0.5, absolute: 1e-9))
  }

  @Test("Bad times: before the start and NaN read the start, a zero duration is complete")
  func badTimes() {
    let cubic = TimingCurve.easeIn.resolved(duration: 1)
    for time: Double in [-5, -.infinity, .nan] {
      #expect(cubic.state(at: time) == (0, 0))
    }
    let spring = TimingCurve.spring(.bouncy, initialVelocity: 3).resolved(duration: 0)
    #expect(spring.state(at: .nan) == (0, 3))
    #expect(spring.state(at: .infinity).progress == 1)
    #expect(TimingCurve.easeInOut.resolved(duration: .nan).state(at: 0.1) == (1, 0))
  }
}
