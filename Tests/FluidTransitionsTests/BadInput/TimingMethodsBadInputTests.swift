import FluidTransitions
import Testing

/// Bad input for the timing members the timing suites do not already cover with NaN and
/// infinities: the one-shot `TimingCurve` evaluators, `ResolvedTimingCurve` at infinite times,
/// and re-seeding a spring solution.
@Suite("Bad input: timing methods")
struct TimingMethodsBadInputTests {
  static let curves: [TimingCurve] = [
    .linear, .easeInOut, .spring(.bouncy, initialVelocity: 3),
    .fittedSpring(dampingRatio: 0.7, initialVelocity: -2),
  ]

  @Test("TimingCurve.progress(at:duration:) and velocity(at:duration:) never return NaN")
  func oneShotEvaluatorsStayFinite() {
    let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300]
    for curve in Self.curves {
      for time in hostile {
        for duration in hostile {
          let progress = curve.progress(at: time, duration: duration)
          let velocity = curve.velocity(at: time, duration: duration)
          #expect(progress.isFinite && velocity.isFinite, "\(curve) t=\(time) d=\(duration)")
        }
      }
      // NaN and negative times are the start; a NaN or negative duration is complete at once.
      #expect(curve.progress(at: .nan, duration: 1) == curve.progress(at: 0, duration: 1))
      #expect(curve.progress(at: -5, duration: 1) == curve.progress(at: 0, duration: 1))
    }
    #expect(TimingCurve.easeIn.progress(at: 0, duration: .nan) == 1)
    #expect(TimingCurve.easeIn.velocity(at: 0, duration: -1) == 0)
  }

  @Test("ResolvedTimingCurve at +infinity: progress 1 and velocity 0 for every curve")
  func infiniteTimeIsTheEnd() {
    for curve in Self.curves {
      let resolved = ResolvedTimingCurve(curve: curve, duration: 0.5)
      #expect(resolved.progress(at: .infinity) == 1, "\(curve)")
      #expect(resolved.velocity(at: .infinity) == 0, "\(curve)")
      #expect(resolved.progress(at: -.infinity) == resolved.progress(at: 0), "\(curve)")
    }
  }

  @Test("SpringSolution.reseeded(at:) with NaN, negative or infinite times")
  func reseedingAtBadTimes() {
    let motion = SpringSolution(spring: .snappy, displacement: 1, velocity: -3)
    for time in [Double.nan, -1, -Double.infinity] {
      let reseeded = motion.reseeded(at: time)
      #expect(reseeded.initialDisplacement == 1 && reseeded.initialVelocity == -3, "\(time)")
    }
    let atRest = motion.reseeded(at: .infinity)
    #expect(atRest.initialDisplacement == 0 && atRest.initialVelocity == 0)
    #expect(motion.displacement(at: .nan) == 1 && motion.velocity(at: .nan) == -3)
  }

  @Test("CubicBezier evaluators with ±infinity, zero and out-of-range time fractions")
  func bezierEvaluatorsClampTheirInput() {
    let curve = CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
    #expect(curve.y1 == -0.5 && curve.y2 == 1.5, "y is free: anticipation and overshoot")
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    #expect(curve.value(at: -.infinity) == 0 && curve.value(at: .infinity) == 1)
    for x in [Double.nan, .infinity, -.infinity, -3, 3] {
      let slope = curve.slope(at: x)
      #expect(slope.isFinite && abs(slope) <= CubicBezier.maximumSlope, "\(x)")
      let time = curve.timeFraction(forProgress: x)
      #expect((0...1).contains(time), "\(x)")
    }
    #expect(CubicBezier(x1: .infinity, y1: 0, x2: -.infinity, y2: 1).x1 == 1)
    #expect(CubicBezier(x1: .infinity, y1: 0, x2: -.infinity, y2: 1).x2 == 0)
    #expect(
      CubicBezier(x1: 0.5, y1: -.infinity, x2: 0.5, y2: .infinity)
        == CubicBezier(
          x1: 0.5, y1: 0, x2: 0.5, y2: 1))
  }
}
