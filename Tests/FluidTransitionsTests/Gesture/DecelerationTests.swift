import FluidTransitions
import Testing

/// Reference values 18–20 (CONTRIBUTING.md, "Reference values"): WWDC 2018's projection,
/// `UIScrollView`'s decay path and Flutter's per-second drag.
@Suite("Gesture: deceleration vectors")
struct DecelerationVectorGestureTests {
  @Test("UIScrollView's rates are 0.998 (normal) and 0.99 (fast) per millisecond")
  func namedRates() {
    #expect(Deceleration.normal.rate == 0.998)
    #expect(Deceleration.fast.rate == 0.99)
  }

  @Test(
    "WWDC18 projection (v/1000)·d/(1−d) matches the published values (1e-12 relative)",
    arguments: [
      (Deceleration.normal, 1000.0, 499.0),
      (.fast, 1000, 99.0),
      (.normal, -500, -249.5),
      (.normal, 3000, 1497.0),
    ])
  func projectedDistance(deceleration: Deceleration, velocity: Double, expected: Double) {
    let distance = deceleration.projectedDistance(initialVelocity: velocity)
    #expect(isClose(distance, expected, relative: 1e-12), "\(distance)")
  }

  @Test("project(_:initialVelocity:) adds the projection to the position")
  func projectAddsPosition() {
    #expect(isClose(Deceleration.normal.project(100, initialVelocity: 1000), 599))
    #expect(isClose(Deceleration.fast.project(-20, initialVelocity: -1000), -119))
    #expect(isClose(Deceleration.normal.project(0.25, initialVelocity: 0), 0.25))
  }

  @Test(
    "Continuous resting distance: 499.499833 at 0.998, 99.499162 at 0.99 (1e-6)",
    arguments: [(Deceleration.normal, 499.499_833), (.fast, 99.499_162)])
  func restingDistance(deceleration: Deceleration, expected: Double) {
    let distance = deceleration.restingDistance(initialVelocity: 1000)
    #expect(isClose(distance, expected, absolute: 1e-6), "\(distance)")
    #expect(
      isClose(deceleration.restingDistance(initialVelocity: -1000), -expected, absolute: 1e-6))
  }

  @Test(
    "The discrete projection is −d·ln d/(1−d) ≈ √d of the continuous one (0.998999, 0.994983)",
    arguments: [(Deceleration.normal, 0.998_999), (.fast, 0.994_983)])
  func projectionUnderestimatesContinuousLimit(deceleration: Deceleration, ratio: Double) {
    let discrete = deceleration.projectedDistance(initialVelocity: 1000)
    let continuous = deceleration.restingDistance(initialVelocity: 1000)
    #expect(isClose(discrete / continuous, ratio, absolute: 1e-6))
    #expect(isClose(discrete / continuous, deceleration.rate.squareRoot(), absolute: 1e-5))
  }

  @Test(
    "Decay path of 1000 pt/s at 0.998: x(0.1), x(0.5), x(1) to the printed 10 decimals",
    arguments: [(0.1, 90.625_850_789_0), (0.5, 315.928_022_678_5), (1, 432.035_126_737_6)])
  func decayPathNormal(time: Double, expected: Double) {
    let distance = Deceleration.normal.distance(at: time, initialVelocity: 1000)
    #expect(isClose(distance, expected, absolute: 1e-10), "\(distance)")
    let mirrored = Deceleration.normal.distance(at: time, initialVelocity: -1000)
    #expect(isClose(mirrored, -expected, absolute: 1e-10), "\(mirrored)")
  }

  @Test("Decay path of 1000 pt/s at 0.99: x(0.1) = 63.0792510785 (1e-10)")
  func decayPathFast() {
    let distance = Deceleration.fast.distance(at: 0.1, initialVelocity: 1000)
    #expect(isClose(distance, 63.079_251_078_5, absolute: 1e-10), "\(distance)")
  }

  @Test("After 1 s at 0.998 the velocity has dropped to 0.998¹⁰⁰⁰ = 0.1350645 of its start")
  func velocityAfterOneSecond() {
    let velocity = Deceleration.normal.velocity(at: 1, initialVelocity: 1000)
    #expect(isClose(velocity, 135.064_5, absolute: 1e-4), "\(velocity)")
    #expect(
      isClose(
        Deceleration.normal.velocity(at: 0.5, initialVelocity: -1000), -367.511_254_857,
        absolute: 1e-9))
  }

  @Test("The velocity is the derivative of the distance (central differences, 1e-6 relative)")
  func velocityIsDerivativeOfDistance() {
    var generator = SeededGenerator(seed: 0xDECE_1E7A)
    for _ in 0..<200 {
      let deceleration = Deceleration(rate: .random(in: 0.95...0.9999, using: &generator))
      let initial = Double.random(in: -5000...5000, using: &generator)
      let time = Double.random(in: 0.01...2, using: &generator)
      let step = 1e-6
      let slope =
        (deceleration.distance(at: time + step, initialVelocity: initial)
          - deceleration.distance(at: time - step, initialVelocity: initial)) / (2 * step)
      let velocity = deceleration.velocity(at: time, initialVelocity: initial)
      #expect(
        isClose(slope, velocity, relative: 1e-6, absolute: 1e-6),
        "rate \(deceleration.rate), v0 \(initial), t \(time)")
    }
  }

  @Test("Less than 0.5 pt remains after 3.449923 s from 1000 pt/s at 0.998 (1e-6)")
  func durationUntilWithin() {
    let time = Deceleration.normal.duration(untilWithin: 0.5, initialVelocity: 1000)
    #expect(isClose(time, 3.449_923, absolute: 1e-6), "\(time)")
    let mirrored = Deceleration.normal.duration(untilWithin: 0.5, initialVelocity: -1000)
    #expect(isClose(mirrored, 3.449_923, absolute: 1e-6), "\(mirrored)")
    // At that time the remaining distance to the resting point is the threshold.
    let remaining =
      499.499_833_166_455 - Deceleration.normal.distance(at: time, initialVelocity: 1000)
    #expect(isClose(remaining, 0.5, relative: 1e-6))
  }

  @Test("A threshold already met at the start takes no time")
  func durationWhenAlreadyWithin() {
    // Resting distance from 1000 pt/s at 0.998 is 499.5 pt.
    #expect(Deceleration.normal.duration(untilWithin: 500, initialVelocity: 1000) == 0)
    #expect(Deceleration.normal.duration(untilWithin: 1e6, initialVelocity: -1000) == 0)
  }

  @Test(
    "Flutter drag 0.135/s from x0 = 100, v0 = 100: 109.0624, 131.5896, 149.0279 (4 decimals)",
    arguments: [(0.1, 109.062_4), (0.5, 131.589_6), (2, 149.027_9)])
  func flutterFrictionPath(time: Double, expected: Double) {
    let deceleration = Deceleration(dragPerSecond: 0.135)
    let position = 100 + deceleration.distance(at: time, initialVelocity: 100)
    #expect(isClose(position, expected, absolute: 5e-5), "\(position)")
  }

  @Test("Flutter drag 0.135/s from x0 = 100, v0 = 100 comes to rest at 149.9381 (4 decimals)")
  func flutterFrictionRest() {
    let deceleration = Deceleration(dragPerSecond: 0.135)
    #expect(isClose(deceleration.rate, 0.998, absolute: 1e-6))
    let rest = 100 + deceleration.restingDistance(initialVelocity: 100)
    #expect(isClose(rest, 149.938_1, absolute: 5e-5), "\(rest)")
    let atInfinity = 100 + deceleration.distance(at: .infinity, initialVelocity: 100)
    #expect(isClose(atInfinity, 149.938_1, absolute: 5e-5), "\(atInfinity)")
  }

  @Test("UIScrollView's 0.998 per ms is 0.1350645 per second")
  func perSecondDragOfNormal() {
    #expect(isClose(Deceleration(dragPerSecond: 0.135_064_5).rate, 0.998, absolute: 1e-9))
  }
}

/// Every public Deceleration initialiser and method with NaN, infinities, zero, negative and
/// out-of-range values: clamped or replaced as documented, and never NaN.
@Suite("Gesture: deceleration bad input")
struct DecelerationBadInputGestureTests {
  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, -1e-300, 1e300, -1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  ]

  @Test("A NaN rate becomes 0.998")
  func nanRateIsNormal() {
    #expect(Deceleration(rate: .nan).rate == 0.998)
    #expect(Deceleration(rate: .nan) == .normal)
  }

  @Test(
    "Rates are clamped into [0.001, 0.999999]",
    arguments: [
      (0.0, 0.001), (-1, 0.001), (-.infinity, 0.001), (0.000_5, 0.001),
      (1, 0.999_999), (2, 0.999_999), (.infinity, 0.999_999), (0.999_999_9, 0.999_999),
      (0.5, 0.5),
    ])
  func rateIsClamped(rate: Double, expected: Double) {
    let deceleration = Deceleration(rate: rate)
    #expect(deceleration.rate == expected)
    // The clamp keeps every projection finite.
    #expect(deceleration.projectedDistance(initialVelocity: 1000).isFinite)
    #expect(deceleration.restingDistance(initialVelocity: 1000).isFinite)
    #expect(deceleration.distance(at: .infinity, initialVelocity: 1000).isFinite)
    #expect(deceleration.duration(untilWithin: 0.5, initialVelocity: 1000).isFinite)
  }

  @Test("The slowest allowed rate, 0.999999, projects 1000 pt/s to 999,999 pt")
  func slowestRateProjection() {
    let distance = Deceleration(rate: 1).projectedDistance(initialVelocity: 1000)
    #expect(isClose(distance, 999_999, relative: 1e-9), "\(distance)")
  }

  @Test(
    "NaN and non-positive drags per second become .normal",
    arguments: [Double.nan, 0, -0.0, -1, -Double.infinity])
  func badDragIsNormal(drag: Double) {
    #expect(Deceleration(dragPerSecond: drag) == .normal)
  }

  @Test(
    "Drags per second of 1 or more are clamped to the slowest rate", arguments: [1.0, 2, 1e300])
  func largeDragIsClamped(drag: Double) {
    #expect(Deceleration(dragPerSecond: drag).rate == 0.999_999)
  }

  @Test("An infinite drag per second still gives a rate in range")
  func infiniteDragGivesValidRate() {
    let rate = Deceleration(dragPerSecond: .infinity).rate
    #expect(rate >= 0.001 && rate <= 0.999_999)
  }

  @Test("A tiny drag per second converts by the 1000th root: 1e-300 per s is 10^−0.3 per ms")
  func tinyDragConverts() {
    #expect(isClose(Deceleration(dragPerSecond: 1e-300).rate, 0.501_187_233_627_272_2))
  }

  @Test(
    "A non-finite velocity projects to 0 and travels nowhere",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteVelocityIsZero(velocity: Double) {
    for deceleration in [Deceleration.normal, .fast, Deceleration(rate: 1)] {
      #expect(deceleration.projectedDistance(initialVelocity: velocity) == 0)
      #expect(deceleration.project(12, initialVelocity: velocity) == 12)
      #expect(deceleration.restingDistance(initialVelocity: velocity) == 0)
      #expect(deceleration.distance(at: 0.3, initialVelocity: velocity) == 0)
      #expect(deceleration.distance(at: .infinity, initialVelocity: velocity) == 0)
      #expect(deceleration.velocity(at: 0.3, initialVelocity: velocity) == 0)
      #expect(deceleration.velocity(at: 0, initialVelocity: velocity) == 0)
      #expect(deceleration.duration(untilWithin: 0.5, initialVelocity: velocity) == 0)
    }
  }

  @Test("Negative, zero and NaN times count as 0", arguments: [0.0, -0.0, -1, -.infinity, .nan])
  func nonPositiveTimeIsStart(time: Double) {
    #expect(Deceleration.normal.distance(at: time, initialVelocity: 1000) == 0)
    #expect(Deceleration.normal.velocity(at: time, initialVelocity: 1000) == 1000)
    #expect(Deceleration.fast.velocity(at: time, initialVelocity: -250) == -250)
  }

  @Test("Infinite time gives the resting distance and zero velocity")
  func infiniteTimeIsRest() {
    let distance = Deceleration.normal.distance(at: .infinity, initialVelocity: 1000)
    #expect(isClose(distance, 499.499_833, absolute: 1e-6), "\(distance)")
    #expect(Deceleration.normal.velocity(at: .infinity, initialVelocity: 1000) == 0)
  }

  @Test(
    "NaN and non-positive thresholds never reach: infinite duration for a moving value",
    arguments: [Double.nan, 0, -0.5, -Double.infinity])
  func badThresholdIsInfinite(threshold: Double) {
    #expect(
      Deceleration.normal.duration(untilWithin: threshold, initialVelocity: 1000) == .infinity)
    #expect(Deceleration.normal.duration(untilWithin: threshold, initialVelocity: -3) == .infinity)
    #expect(Deceleration.normal.duration(untilWithin: threshold, initialVelocity: 0) == 0)
  }

  @Test("An infinite threshold is met at the start: zero duration")
  func infiniteThresholdIsMetAtStart() {
    // Doc: "or 0 if that is already the case at the start"; only NaN and non-positive
    // thresholds are documented to give infinity. Any finite remaining distance is below it.
    let time = Deceleration.normal.duration(untilWithin: .infinity, initialVelocity: 1000)
    #expect(time == 0, "got \(time)")
  }

  @Test("A NaN position does not make the projection NaN")
  func nanPositionIsNotPropagated() {
    // CONTRIBUTING.md: "Bad input never traps and never produces NaN".
    let projected = Deceleration.normal.project(.nan, initialVelocity: 1000)
    #expect(!projected.isNaN, "project(.nan, initialVelocity: 1000) = \(projected)")
  }

  @Test("A seeded sweep of hostile rates, velocities, times and thresholds never yields NaN")
  func sweepNeverNaN() {
    var generator = SeededGenerator(seed: 0x0DEC_E1E5)
    for _ in 0..<2000 {
      func pick() -> Double {
        Bool.random(using: &generator)
          ? Self.hostile.randomElement(using: &generator)!
          : Double.random(in: -1e4...1e4, using: &generator)
      }
      let rate = pick()
      let velocity = pick()
      let time = pick()
      let threshold = pick()
      let position = Double.random(in: -1e4...1e4, using: &generator)
      let deceleration = Deceleration(rate: rate)
      let drag = Deceleration(dragPerSecond: rate)
      let label = "rate \(rate), v \(velocity), t \(time), δ \(threshold)"
      for subject in [deceleration, drag] {
        #expect(subject.rate >= 0.001 && subject.rate <= 0.999_999, "\(label)")
        #expect(!subject.projectedDistance(initialVelocity: velocity).isNaN, "\(label)")
        #expect(!subject.project(position, initialVelocity: velocity).isNaN, "\(label)")
        #expect(!subject.restingDistance(initialVelocity: velocity).isNaN, "\(label)")
        #expect(!subject.distance(at: time, initialVelocity: velocity).isNaN, "\(label)")
        #expect(!subject.velocity(at: time, initialVelocity: velocity).isNaN, "\(label)")
        let duration = subject.duration(untilWithin: threshold, initialVelocity: velocity)
        #expect(!duration.isNaN && duration >= 0, "\(label)")
      }
    }
  }

  @Test("Realistic velocities at any allowed rate give finite projections and distances")
  func realisticVelocitiesStayFinite() {
    var generator = SeededGenerator(seed: 0xF1_4173)
    for _ in 0..<1000 {
      let deceleration = Deceleration(rate: .random(in: -1...2, using: &generator))
      let velocity = Double.random(in: -1e6...1e6, using: &generator)
      let time = Double.random(in: 0...1e6, using: &generator)
      #expect(deceleration.projectedDistance(initialVelocity: velocity).isFinite)
      #expect(deceleration.restingDistance(initialVelocity: velocity).isFinite)
      #expect(deceleration.distance(at: time, initialVelocity: velocity).isFinite)
      #expect(deceleration.velocity(at: time, initialVelocity: velocity).isFinite)
    }
  }
}
