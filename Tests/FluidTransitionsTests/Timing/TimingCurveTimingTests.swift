import FluidTransitions
import Testing

@Suite("Timing: timing curves")
struct TimingCurveTimingTests {
  @Test("Cubic curves scale time by the duration")
  func cubicOverDuration() {
    let resolved = TimingCurve.easeInOut.resolved(duration: 0.5)
    #expect(resolved.duration == 0.5)
    #expect(resolved.progress(at: 0.25) == CubicBezier.easeInOut.value(at: 0.5))
    #expect(isClose(resolved.velocity(at: 0.25), (1 / 0.58) / 0.5))
    #expect(resolved.progress(at: 0.5) == 1)
    #expect(resolved.progress(at: 3) == 1)
    #expect(resolved.velocity(at: 3) == 0)
    #expect(TimingCurve.linear.progress(at: 0.3, duration: 1.2) == 0.3 / 1.2)
  }

  @Test("A spring curve honours its initial velocity exactly and ignores the duration")
  func springCurve() {
    let curve = TimingCurve.spring(.snappy, initialVelocity: 4)
    let short = curve.resolved(duration: 0.1)
    let long = curve.resolved(duration: 10)
    #expect(short.velocity(at: 0) == 4)
    #expect(short.progress(at: 0) == 0)
    #expect(short.duration == long.duration)
    #expect(short.duration == SpringParameters.snappy.settlingDuration(initialVelocity: 4))
    #expect(short.progress(at: 0.2) == long.progress(at: 0.2))
  }

  @Test("Vector 12 through the timing curve: (0.5, 0) with 500 toward 100")
  func springCurveVector() {
    let curve = TimingCurve.spring(SpringParameters(duration: 0.5, bounce: 0), initialVelocity: 5)
    #expect(isClose(100 * curve.progress(at: 0.1, duration: 0), 50.0044328138, relative: 1e-10))
    #expect(isClose(100 * curve.velocity(at: 0.1, duration: 0), 412.9166978110, relative: 1e-10))
  }

  @Test("A fitted spring runs for its duration and is within 0.1 % there")
  func fittedSpring() {
    for duration in [0.2, 0.35, 0.5, 1, 2] {
      let resolved = TimingCurve.fittedSpring(dampingRatio: 1).resolved(duration: duration)
      #expect(resolved.duration == duration)
      #expect(isClose(resolved.progress(at: duration), 0.999, relative: 1e-12))
    }
    let kicked = TimingCurve.fittedSpring(dampingRatio: 0.8, initialVelocity: 3).resolved(
      duration: 0.5)
    #expect(kicked.velocity(at: 0) == 3)
    #expect(isClose(kicked.springMotion?.spring.naturalFrequency ?? 0, 17.381016, relative: 1e-7))
  }

  @Test("Bad input: durations, times and velocities")
  func badInput() {
    for duration in [Double.nan, -1, 0, -Double.infinity] {
      let resolved = TimingCurve.easeInOut.resolved(duration: duration)
      #expect(resolved.duration == 0)
      #expect(resolved.progress(at: 0) == 1 && resolved.velocity(at: 0) == 0)
    }
    #expect(
      TimingCurve.linear.resolved(duration: .infinity).duration == TimingCurve.maximumDuration)
    let resolved = TimingCurve.easeIn.resolved(duration: 1)
    #expect(resolved.progress(at: .nan) == 0 && resolved.progress(at: -3) == 0)
    #expect(resolved.velocity(at: .nan).isFinite)
    let nanVelocity = TimingCurve.spring(.smooth, initialVelocity: .nan).resolved(duration: 1)
    #expect(nanVelocity.velocity(at: 0) == 0)
    let hugeVelocity = TimingCurve.spring(.smooth, initialVelocity: .infinity).resolved(duration: 1)
    #expect(hugeVelocity.velocity(at: 0) == TimingCurve.maximumInitialVelocity)
    #expect(hugeVelocity.progress(at: 0.01).isFinite)
    #expect(hugeVelocity.duration.isFinite)
    let fitted = TimingCurve.fittedSpring(dampingRatio: .nan, initialVelocity: -.infinity)
      .resolved(duration: .nan)
    #expect(fitted.duration == 0 && fitted.progress(at: 0) == 1)
    let undamped = TimingCurve.spring(SpringParameters(dampingRatio: 0, response: 1)).resolved(
      duration: 1)
    #expect(undamped.duration == TimingCurve.maximumDuration)
  }
}
