import FluidTransitions
import Testing

/// Reference values 13–16 (CONTRIBUTING.md, "Reference values": 200-step bisection in mpmath
/// at 40 digits).
@Suite("Timing: cubic Bézier curves")
struct CubicBezierTimingTests {
  static let times = [0.1, 0.25, 0.5, 0.75, 0.9]

  @Test(
    "Vector 13: named curves at 0.1, 0.25, 0.5, 0.75, 0.9",
    arguments: [
      (
        "ease", CubicBezier.ease,
        [
          0.094796305716043, 0.408510591355396, 0.802403387584857, 0.960458978348974,
          0.994316477484556,
        ]
      ),
      (
        "easeIn", CubicBezier.easeIn,
        [
          0.017026609651563, 0.093464650718825, 0.315356812572539, 0.621861869174890,
          0.839427845762467,
        ]
      ),
      (
        "easeOut", CubicBezier.easeOut,
        [
          0.160572154237533, 0.378138130825110, 0.684643187427461, 0.906535349281175,
          0.982973390348437,
        ]
      ),
      (
        "easeInOut", CubicBezier.easeInOut,
        [
          0.019722453548311, 0.129161931047320, 0.5, 0.870838068952680, 0.980277546451689,
        ]
      ),
    ])
  func namedCurveValues(name: String, curve: CubicBezier, expected: [Double]) {
    for (time, value) in zip(Self.times, expected) {
      #expect(abs(curve.value(at: time) - value) <= 1e-12, "\(name) at \(time)")
    }
  }

  @Test("Named curves have the documented control points")
  func controlPoints() {
    #expect(CubicBezier.ease == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    #expect(CubicBezier.easeIn == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    #expect(CubicBezier.easeOut == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    #expect(CubicBezier.easeInOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  }

  @Test("Linear is the identity and endpoints are exact")
  func linearAndEndpoints() {
    for index in 0...100 {
      let x = Double(index) / 100
      #expect(CubicBezier.linear.value(at: x) == x)
    }
    for curve in [CubicBezier.ease, .easeIn, .easeOut, .easeInOut, .linear] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
  }

  @Test("Vector 14: slopes dy/dx")
  func slopes() {
    #expect(abs(CubicBezier.easeInOut.slope(at: 0.1) - 0.402244218816) <= 1e-11)
    #expect(abs(CubicBezier.easeInOut.slope(at: 0.25) - 1.059261841175) <= 1e-11)
    #expect(abs(CubicBezier.easeInOut.slope(at: 0.5) - 1.724137931034) <= 1e-11)
    #expect(isClose(CubicBezier.easeInOut.slope(at: 0.5), 1 / 0.58))
    #expect(abs(CubicBezier.easeIn.slope(at: 0.5) - 1.073978779815) <= 1e-11)
    #expect(abs(CubicBezier.ease.slope(at: 0.5) - 0.994142452426) <= 1e-11)
    #expect(isClose(CubicBezier.ease.slope(at: 0), 0.4))
    #expect(isClose(CubicBezier.easeIn.slope(at: 1), 1 / 0.58))
    #expect(isClose(CubicBezier.linear.slope(at: 0), 1))
    #expect(isClose(CubicBezier.linear.slope(at: 1), 1))
  }

  @Test("The slope is the derivative of the value")
  func slopeIsDerivative() {
    let step = 1e-6
    for curve in [
      CubicBezier.ease, .easeIn, .easeOut, .easeInOut,
      CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6),
    ] {
      for index in 1...99 {
        let x = Double(index) / 100
        let difference = (curve.value(at: x + step) - curve.value(at: x - step)) / (2 * step)
        #expect(abs(curve.slope(at: x) - difference) <= 1e-6, "\(curve) at \(x)")
      }
    }
  }

  @Test("A vertical tangent has a finite, saturated slope")
  func verticalTangent() {
    let curve = CubicBezier(x1: 0, y1: 0.5, x2: 1, y2: 1)
    #expect(curve.slope(at: 0) == CubicBezier.maximumSlope)
    #expect(curve.slope(at: 1e-9).isFinite)
    let falling = CubicBezier(x1: 0, y1: -0.5, x2: 1, y2: 1)
    #expect(falling.slope(at: 0) == -CubicBezier.maximumSlope)
  }

  @Test("Vector 15: easeIn paused at half time re-timed onto easeOut")
  func remap() {
    let progress = CubicBezier.easeIn.value(at: 0.5)
    #expect(abs(progress - 0.315356812573) <= 1e-12)
    let resumed = CubicBezier.easeOut.timeFraction(forProgress: progress)
    #expect(abs(resumed - 0.204923370078) <= 1e-12)
    #expect(abs((1 - resumed) * 2 - 1.590153) <= 1e-6)
    #expect(abs(CubicBezier.easeOut.timeFraction(forProgress: 0.5) - 0.3425) <= 1e-12)
  }

  @Test("Vector 16: the time/progress jump of reading before pausing")
  func timeProgressJump() {
    let progress = CubicBezier.easeInOut.value(at: 0.3)
    #expect(abs(progress - 0.187395906705) <= 1e-12)
    #expect(abs((0.3 - progress) - 0.112604) <= 1e-6)
  }

  @Test("The inverse reproduces the progress it was asked for")
  func inverseRoundTrip() {
    for curve in [CubicBezier.ease, .easeIn, .easeOut, .easeInOut, .linear] {
      for index in 0...1000 {
        let progress = Double(index) / 1000
        let time = curve.timeFraction(forProgress: progress)
        #expect((0...1).contains(time))
        #expect(abs(curve.value(at: time) - progress) <= 1e-12, "\(curve) p=\(progress)")
      }
    }
  }

  @Test("The inverse of an overshooting curve is its first crossing")
  func inverseFirstCrossing() {
    let backOut = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    let time = backOut.timeFraction(forProgress: 1)
    #expect(time < 1)
    #expect(abs(backOut.value(at: time) - 1) <= 1e-12)
    for index in 0..<1000 {
      let earlier = time * Double(index) / 1000
      #expect(backOut.value(at: earlier) < 1 + 1e-12, "reached 1 before \(time) at \(earlier)")
    }
  }

  @Test("Progress a curve never reaches maps to its closest time")
  func inverseUnreachable() {
    #expect(CubicBezier.easeInOut.timeFraction(forProgress: 2) == 1)
    #expect(CubicBezier.easeInOut.timeFraction(forProgress: -1) == 0)
    #expect(CubicBezier.easeInOut.timeFraction(forProgress: .infinity) == 1)
    #expect(CubicBezier.easeInOut.timeFraction(forProgress: .nan) == 0)
    let backOut = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    let peak = backOut.timeFraction(forProgress: 5)
    for index in 0...200 {
      #expect(backOut.value(at: Double(index) / 200) <= backOut.value(at: peak) + 1e-12)
    }
  }

  @Test("Bad input: control points clamped or replaced, inputs clamped, never NaN")
  func badInput() {
    let nanCurve = CubicBezier(x1: .nan, y1: .nan, x2: .nan, y2: .infinity)
    #expect(nanCurve == .linear)
    let clamped = CubicBezier(x1: -1, y1: 0, x2: 2, y2: 1)
    #expect(clamped.x1 == 0 && clamped.x2 == 1)
    // A finite y beyond ±1e300 is clamped there, so the coefficients never overflow.
    let huge = CubicBezier(
      x1: 0, y1: .greatestFiniteMagnitude, x2: 1, y2: -.greatestFiniteMagnitude)
    #expect(huge.y1 == CubicBezier.maximumControlY && huge.y2 == -CubicBezier.maximumControlY)
    #expect(CubicBezier(x1: 0.2, y1: 1e299, x2: 0.8, y2: 1).y1 == 1e299, "within range: kept")
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect(huge.value(at: t).isFinite && huge.slope(at: t).isFinite, "t = \(t)")
    }
    for curve in [CubicBezier.easeInOut, nanCurve, clamped, huge] {
      #expect(curve.value(at: .nan) == 0)
      #expect(curve.value(at: -1) == 0)
      #expect(curve.value(at: 2) == 1)
      #expect(curve.value(at: .infinity) == 1)
      #expect(curve.slope(at: .nan).isFinite)
      #expect(curve.slope(at: -.infinity).isFinite)
    }
  }
}
