import FluidTransitions
import Testing

/// `TimingCurve.cubicStandIn(duration:)` against the closed form of the cubic Hermite from 0 to
/// 1 with start slope s and end slope 0: h(u) = s·(u³ − 2u² + u) + 3u² − 2u³.
@Suite("Timing: the cubic stand-in for a spring")
struct CubicStandInTimingTests {
  static func hermite(_ u: Double, slope: Double) -> Double {
    slope * (u * u * u - 2 * u * u + u) + 3 * u * u - 2 * u * u * u
  }

  @Test(
    "A spring's stand-in lasts its settling time, leaves at its velocity and lands at rest",
    arguments: [
      (Spring(dampingRatio: 1, response: 0.3), 0.0),
      (Spring(dampingRatio: 1, response: 0.3), 4.0),
      (Spring(dampingRatio: 1, response: 0.3), -2.5),
      (Spring(dampingRatio: 0.6, response: 0.5), 1.5),
    ])
  func physicalSpring(spring: Spring, velocity: Double) throws {
    let (curve, duration) = TimingCurve.spring(spring, initialVelocity: velocity)
      .cubicStandIn(duration: 99)
    #expect(duration == spring.settlingDuration(initialVelocity: velocity))
    let slope = velocity * duration
    for u in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0] {
      let progress = curve.progress(at: u * duration, duration: duration)
      #expect(abs(progress - Self.hermite(u, slope: slope)) < 1e-9, "u = \(u): \(progress)")
    }
    #expect(abs(curve.velocity(at: 0, duration: duration) - velocity) < 1e-9)
    #expect(abs(curve.velocity(at: duration, duration: duration)) < 1e-9, "at rest")
  }

  @Test("A fitted spring's stand-in runs for the duration given")
  func fittedSpring() {
    let (curve, duration) = TimingCurve.fittedSpring(dampingRatio: 0.8, initialVelocity: 2)
      .cubicStandIn(duration: 0.4)
    #expect(duration == 0.4)
    #expect(curve == .cubic(CubicBezier(x1: 1.0 / 3, y1: 0.8 / 3, x2: 2.0 / 3, y2: 1)))
  }

  @Test("Cubic and linear curves stand for themselves; bad durations are sanitised")
  func nonSprings() {
    #expect(TimingCurve.easeOut.cubicStandIn(duration: 0.3) == (.easeOut, 0.3))
    #expect(TimingCurve.linear.cubicStandIn(duration: .nan) == (.linear, 0))
    #expect(TimingCurve.linear.cubicStandIn(duration: -1) == (.linear, 0))
    #expect(
      TimingCurve.ease.cubicStandIn(duration: .infinity).duration == TimingCurve.maximumDuration)
  }

  @Test("No duration: a fitted spring over 0 s becomes linear; NaN velocities count as 0")
  func degenerate() {
    let zero = TimingCurve.fittedSpring(dampingRatio: 1, initialVelocity: 3).cubicStandIn(
      duration: 0)
    #expect(zero == (.linear, 0))
    let spring = Spring(dampingRatio: 1, response: 0.3)
    let (curve, duration) = TimingCurve.spring(spring, initialVelocity: .nan).cubicStandIn(
      duration: 1)
    #expect(duration == spring.settlingDuration)
    #expect(curve == .cubic(CubicBezier(x1: 1.0 / 3, y1: 0, x2: 2.0 / 3, y2: 1)))
  }
}
