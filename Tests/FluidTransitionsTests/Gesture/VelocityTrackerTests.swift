import FluidTransitions
import Testing

/// A tracker of the given estimator fed `samples` in order, with a check that each was accepted.
private func makeTracker(
  _ estimator: VelocityTracker.Estimator,
  maximumSpeed: Double = 10_000,
  samples: [TouchSample]
) -> VelocityTracker {
  var tracker = VelocityTracker(estimator: estimator, maximumSpeed: maximumSpeed)
  for sample in samples {
    let accepted = tracker.addSample(sample)
    #expect(accepted, "sample at \(sample.timestamp) was rejected")
  }
  return tracker
}

/// Samples of `position(t)` at the given timestamps.
private func samples(
  at timestamps: [Double],
  _ position: (Double) -> (x: Double, y: Double)
) -> [TouchSample] {
  timestamps.map { time in
    let point = position(time)
    return TouchSample(x: point.x, y: point.y, timestamp: time)
  }
}

/// Timestamps `i / 120` for `i` in `indices`: a 120 Hz touch stream.
private func at120Hertz(_ indices: ClosedRange<Int>) -> [Double] {
  indices.map { Double($0) / 120 }
}

/// Reference value 22, second stroke: 1000 px/s at 120 Hz for i = 0...12, but the last sample
/// moves only 20% of a step beyond the previous one.
private func slowedLastSampleStream() -> [TouchSample] {
  var stream = samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) }
  stream[12] = TouchSample(x: stream[11].position.x + 0.2 * 1000 / 120, y: 0, timestamp: 0.1)
  return stream
}

/// Reference value 22, third stroke: `x = 1000t − 2000t²` at 60 Hz, samples at
/// `t = 0.1 − k/60` for k = 6...0; the true velocity at the last sample is 600.
private func deceleratingStream() -> [TouchSample] {
  samples(at: (0...6).reversed().map { 0.1 - Double($0) / 60 }) {
    (x: 1000 * $0 - 2000 * $0 * $0, y: 0)
  }
}

/// Reference value 22 (CONTRIBUTING.md, "Reference values"): the velocity tracker's estimators
/// against the cited trackers' results on the same strokes.
@Suite("Gesture: velocity tracker vectors")
struct VelocityTrackerVectorGestureTests {
  static let estimators: [VelocityTracker.Estimator] = [
    .leastSquaresQuadratic, .iOSWeighted, .impulse,
  ]

  @Test("Constant 1000 px/s along x at 120 Hz gives 1000 for every estimator (1e-9 relative)")
  func constantVelocityIsExact() {
    let stream = samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) }
    for estimator in Self.estimators {
      let velocity = makeTracker(estimator, samples: stream).velocity()
      #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(estimator): \(velocity)")
      #expect(velocity.dy == 0, "\(estimator): \(velocity)")
    }
  }

  @Test(
    "A lift-off sample slowed to 20% of a step: LSQ2 868.131868, iOS 960, impulse 824.621125",
    arguments: [
      (VelocityTracker.Estimator.leastSquaresQuadratic, 868.131_868),
      (.iOSWeighted, 960),
      (.impulse, 824.621_125),
    ])
  func slowedLastSampleMatchesPublishedValues(
    estimator: VelocityTracker.Estimator, expected: Double
  ) {
    // The LSQ2 value also proves the oldest sample, exactly 100 ms old, is used: without it
    // the fit over 12 samples gives 848.35.
    let velocity = makeTracker(estimator, samples: slowedLastSampleStream()).velocity()
    #expect(isClose(velocity.dx, expected, relative: 1e-8), "\(velocity)")
    #expect(velocity.dy == 0)
  }

  @Test("x = 1000t − 2000t² at 60 Hz: LSQ2 is exact (600, 1e-9 relative)")
  func leastSquaresIsExactForConstantAcceleration() {
    let velocity = makeTracker(.leastSquaresQuadratic, samples: deceleratingStream()).velocity()
    #expect(isClose(velocity.dx, 600, relative: 1e-9), "\(velocity)")
  }

  @Test("x = 1000t − 2000t² at 60 Hz: iOS-weighted 736.667 and impulse 637.205 (1e-3)")
  func segmentEstimatorsLagOnDeceleration() {
    let weighted = makeTracker(.iOSWeighted, samples: deceleratingStream()).velocity()
    #expect(isClose(weighted.dx, 736.667, absolute: 1e-3), "\(weighted)")
    let impulse = makeTracker(.impulse, samples: deceleratingStream()).velocity()
    #expect(isClose(impulse.dx, 637.205, absolute: 1e-3), "\(impulse)")
  }

  @Test("Constant deceleration on both axes is fitted exactly per axis", arguments: [0.0, 1.5])
  func leastSquaresFitsEachAxis(startTime: Double) {
    // x = 1000t − 2000t², y = −300t + 900t²; at the newest sample t_n: x' = 1000 − 4000·t_n,
    // y' = −300 + 1800·t_n, whatever the clock's origin.
    let times = (0...6).reversed().map { startTime + 0.1 - Double($0) / 60 }
    let stream = samples(at: times) { time in
      let local = time - startTime
      return (x: 1000 * local - 2000 * local * local, y: -300 * local + 900 * local * local)
    }
    let velocity = makeTracker(.leastSquaresQuadratic, samples: stream).velocity()
    #expect(isClose(velocity.dx, 600, relative: 1e-8), "\(velocity)")
    #expect(isClose(velocity.dy, -120, relative: 1e-8), "\(velocity)")
  }

  @Test("Motion along y alone gives dy and no dx", arguments: estimators)
  func verticalMotion(estimator: VelocityTracker.Estimator) {
    let stream = samples(at: at120Hertz(0...12)) { (x: 40, y: -750 * $0) }
    let velocity = makeTracker(estimator, samples: stream).velocity()
    #expect(isClose(velocity.dx, 0, absolute: 1e-9), "\(velocity)")
    #expect(isClose(velocity.dy, -750, relative: 1e-9), "\(velocity)")
  }

  @Test("A diagonal constant motion gives the right dx and dy", arguments: estimators)
  func diagonalMotion(estimator: VelocityTracker.Estimator) {
    let stream = samples(at: at120Hertz(0...12)) { (x: 10 + 300 * $0, y: 20 - 400 * $0) }
    let velocity = makeTracker(estimator, samples: stream).velocity()
    #expect(isClose(velocity.dx, 300, relative: 1e-9), "\(velocity)")
    #expect(isClose(velocity.dy, -400, relative: 1e-9), "\(velocity)")
  }

  @Test("iOS-weighted with 3 samples behaves as least squares (exact 866.667 on a parabola)")
  func weightedFallsBackToLeastSquares() {
    // x = 1000t − 2000t² at t = 0, 1/60, 2/60: the slope at 2/60 is 1000 − 4000/30.
    let stream = samples(at: [0, 1.0 / 60, 2.0 / 60]) { (x: 1000 * $0 - 2000 * $0 * $0, y: 0) }
    let expected = 1000 - 4000.0 / 30
    for estimator in [VelocityTracker.Estimator.leastSquaresQuadratic, .iOSWeighted] {
      let velocity = makeTracker(estimator, samples: stream).velocity()
      #expect(isClose(velocity.dx, expected, relative: 1e-9), "\(estimator): \(velocity)")
    }
  }
}

/// The tracker's rules for which samples it keeps, ignores and rejects (its doc comment).
@Suite("Gesture: velocity tracker sample rules")
struct VelocityTrackerRulesGestureTests {
  static let estimators = VelocityTrackerVectorGestureTests.estimators

  @Test("Fewer than 2 samples give zero velocity", arguments: estimators)
  func fewerThanTwoSamplesGiveZero(estimator: VelocityTracker.Estimator) {
    var tracker = VelocityTracker(estimator: estimator)
    #expect(tracker.velocity() == .zero)
    #expect(tracker.releaseVelocity(at: 0) == .zero)
    #expect(tracker.lastSample == nil)
    tracker.addSample(TouchSample(x: 100, y: 50, timestamp: 3))
    #expect(tracker.count == 1)
    #expect(tracker.velocity() == .zero)
    #expect(tracker.releaseVelocity(at: 3.01) == .zero)
  }

  @Test("Exactly 2 samples give the segment's velocity", arguments: estimators)
  func twoSamplesGiveSegmentVelocity(estimator: VelocityTracker.Estimator) {
    let tracker = makeTracker(
      estimator,
      samples: [
        TouchSample(x: 10, y: 20, timestamp: 1),
        TouchSample(x: 13, y: 16, timestamp: 1.01),
      ])
    let velocity = tracker.velocity()
    #expect(isClose(velocity.dx, 300, relative: 1e-9), "\(velocity)")
    #expect(isClose(velocity.dy, -400, relative: 1e-9), "\(velocity)")
  }

  @Test("Samples more than 100 ms older than the newest are ignored", arguments: estimators)
  func samplesBeyondHorizonAreIgnored(estimator: VelocityTracker.Estimator) {
    // 120 Hz from t = 0 to 0.2. Before t = 0.1 (more than 100 ms before the newest sample) the
    // finger jitters by ±5000 pt; from t = 0.1 it moves at 1000 pt/s. The ring still holds
    // seven of the jittery samples, and including even one would wreck the estimate.
    let stream = samples(at: at120Hertz(0...24)) { time in
      let index = Int((time * 120).rounded())
      if index < 12 { return (x: index.isMultiple(of: 2) ? 5000 : -5000, y: 0) }
      return (x: 1000 * (time - 0.1), y: 0)
    }
    let velocity = makeTracker(estimator, samples: stream).velocity()
    #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(velocity)")
  }

  @Test("A sample 101 ms old is dropped even without a gap")
  func horizonExcludesJustOlderSample() {
    // Gaps of 34, 34 and 33 ms (no gap over 40 ms); only the oldest is beyond the horizon.
    // Used, it would pull the fit far from the 1000 pt/s line of the other three.
    let stream = [
      TouchSample(x: 500, y: 0, timestamp: 0),
      TouchSample(x: 34, y: 0, timestamp: 0.034),
      TouchSample(x: 68, y: 0, timestamp: 0.068),
      TouchSample(x: 101, y: 0, timestamp: 0.101),
    ]
    let velocity = makeTracker(.leastSquaresQuadratic, samples: stream).velocity()
    #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(velocity)")
  }

  @Test("A gap of exactly 40 ms still joins the motion (1200 from the 3-point parabola)")
  func gapOfFortyMillisecondsIsKept() {
    // Through (0, 0), (0.04, 0), (0.05, 10): x = 20000·t·(t − 0.04), slope at 0.05 is 1200.
    // Had the gap broken the motion, the last segment alone would give 1000.
    let stream = [
      TouchSample(x: 0, y: 0, timestamp: 0),
      TouchSample(x: 0, y: 0, timestamp: 0.04),
      TouchSample(x: 10, y: 0, timestamp: 0.05),
    ]
    let velocity = makeTracker(.leastSquaresQuadratic, samples: stream).velocity()
    #expect(isClose(velocity.dx, 1200, relative: 1e-9), "\(velocity)")
  }

  @Test("A gap over 40 ms between samples: only the samples after it count", arguments: estimators)
  func gapBetweenSamplesSplitsTheMotion(estimator: VelocityTracker.Estimator) {
    // 1000 pt/s up to t = 0.05, a 50 ms rest, then two samples 1/120 s apart moving at
    // 400 pt/s down-left. A blend with the older motion would not give (−400, 400).
    var stream = samples(at: at120Hertz(0...6)) { (x: 1000 * $0, y: 0) }
    stream.append(TouchSample(x: 50, y: 0, timestamp: 0.1))
    stream.append(TouchSample(x: 50 - 400.0 / 120, y: 400.0 / 120, timestamp: 0.1 + 1.0 / 120))
    let velocity = makeTracker(estimator, samples: stream).velocity()
    #expect(isClose(velocity.dx, -400, relative: 1e-9), "\(velocity)")
    #expect(isClose(velocity.dy, 400, relative: 1e-9), "\(velocity)")
  }

  @Test("A 41 ms gap breaks the motion: the last segment alone gives 1000")
  func gapJustOverFortyMillisecondsBreaks() {
    let stream = [
      TouchSample(x: 0, y: 0, timestamp: 0),
      TouchSample(x: 0, y: 0, timestamp: 0.041),
      TouchSample(x: 10, y: 0, timestamp: 0.051),
    ]
    let velocity = makeTracker(.leastSquaresQuadratic, samples: stream).velocity()
    #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(velocity)")
  }

  @Test(
    "Out-of-order, repeated and non-finite timestamps are rejected and change nothing",
    arguments: [0.05, 0.1, 0, -1, .nan, .infinity, -.infinity])
  func badTimestampsAreRejected(timestamp: Double) {
    var tracker = makeTracker(
      .leastSquaresQuadratic,
      samples: samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) })
    let newest = tracker.lastSample
    let accepted = tracker.addSample(TouchSample(x: 99_999, y: -99_999, timestamp: timestamp))
    #expect(!accepted)
    #expect(tracker.count == 13)
    #expect(tracker.lastSample == newest)
    let velocity = tracker.velocity()
    #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(velocity)")
    #expect(velocity.dy == 0, "\(velocity)")
  }

  @Test("The ring keeps only the last 20 of 100 samples, and the estimate uses only them")
  func ringKeepsLastTwentySamples() {
    // 100 samples 1 ms apart, all within 100 ms of the newest: the first 80 zig-zag by
    // ±3000 pt, the last 20 move at 1000 pt/s. Only a 20-sample ring gives exactly 1000.
    let stream = (0..<100).map { index in
      let time = Double(index) * 0.001
      let x = index < 80 ? (index.isMultiple(of: 2) ? 3000 : -3000) : 1000 * time
      return TouchSample(x: x, y: 0, timestamp: time)
    }
    for estimator in Self.estimators {
      let tracker = makeTracker(estimator, samples: stream)
      #expect(tracker.count == VelocityTracker.capacity)
      #expect(tracker.count == 20)
      #expect(tracker.lastSample == stream[99])
      let velocity = tracker.velocity()
      #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(estimator): \(velocity)")
    }
  }

  @Test("reset() empties the tracker and a new gesture may restart the clock")
  func resetEmpties() {
    var tracker = makeTracker(
      .leastSquaresQuadratic,
      samples: samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) })
    tracker.reset()
    #expect(tracker.count == 0)
    #expect(tracker.lastSample == nil)
    #expect(tracker.velocity() == .zero)
    #expect(tracker.releaseVelocity(at: 0.1) == .zero)
    // Earlier timestamps than the previous gesture's are accepted after a reset, and the old
    // samples play no part.
    for sample in samples(at: [-1, -1 + 1.0 / 120, -1 + 2.0 / 120], { (x: 0, y: -500 * $0) }) {
      let accepted = tracker.addSample(sample)
      #expect(accepted)
    }
    #expect(tracker.count == 3)
    let velocity = tracker.velocity()
    #expect(velocity.dx == 0, "\(velocity)")
    #expect(isClose(velocity.dy, -500, relative: 1e-9), "\(velocity)")
  }

  @Test("The default tracker uses least squares with a 10,000 pt/s limit")
  func defaults() {
    let tracker = VelocityTracker()
    #expect(tracker.estimator == .leastSquaresQuadratic)
    #expect(tracker.maximumSpeed == 10_000)
    #expect(tracker.count == 0)
    #expect(VelocityTracker.horizon == 0.1)
    #expect(VelocityTracker.maximumGap == 0.04)
    #expect(VelocityTracker.capacity == 20)
  }
}

/// `releaseVelocity(at:)`, the speed limit and bad input.
@Suite("Gesture: velocity tracker release and limits")
struct VelocityTrackerReleaseGestureTests {
  static let estimators = VelocityTrackerVectorGestureTests.estimators

  @Test("Lifting within 40 ms reports the estimate from the samples, not the touch-up")
  func releaseWithinGapEqualsVelocity() {
    let expected: [(VelocityTracker.Estimator, Double)] = [
      (.leastSquaresQuadratic, 868.131_868), (.iOSWeighted, 960), (.impulse, 824.621_125),
    ]
    for (estimator, value) in expected {
      let tracker = makeTracker(estimator, samples: slowedLastSampleStream())
      for delay in [0, 0.004, 0.02, 0.04] {
        let velocity = tracker.releaseVelocity(at: 0.1 + delay)
        #expect(velocity == tracker.velocity(), "\(estimator) at +\(delay)")
        #expect(isClose(velocity.dx, value, relative: 1e-8), "\(estimator) at +\(delay)")
      }
    }
  }

  @Test("Lifting after resting more than 40 ms gives zero", arguments: estimators)
  func releaseAfterRestIsZero(estimator: VelocityTracker.Estimator) {
    let tracker = makeTracker(
      estimator,
      samples: samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) })
    #expect(tracker.releaseVelocity(at: 0.15) == .zero)
    #expect(tracker.releaseVelocity(at: 0.141) == .zero)
    #expect(tracker.releaseVelocity(at: 10) == .zero)
  }

  @Test(
    "A touch-up time earlier than the newest sample or non-finite counts as the newest time",
    arguments: [0.05, 0.0, -1, .nan, .infinity, -.infinity])
  func releaseWithOddTimestamp(timestamp: Double) {
    let tracker = makeTracker(
      .leastSquaresQuadratic,
      samples: samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) })
    let velocity = tracker.releaseVelocity(at: timestamp)
    #expect(isClose(velocity.dx, 1000, relative: 1e-9), "\(velocity)")
    #expect(velocity.dy == 0)
  }

  @Test("The speed is clamped to the maximum, keeping the direction", arguments: estimators)
  func speedIsClampedKeepingDirection(estimator: VelocityTracker.Estimator) {
    // 30,000 pt/s along (3, 4)/5 with a 10,000 pt/s limit: (6000, 8000).
    let stream = samples(at: at120Hertz(0...12)) { (x: 18_000 * $0, y: 24_000 * $0) }
    let velocity = makeTracker(estimator, maximumSpeed: 10_000, samples: stream).velocity()
    #expect(isClose(velocity.dx, 6000, relative: 1e-9), "\(velocity)")
    #expect(isClose(velocity.dy, 8000, relative: 1e-9), "\(velocity)")
    #expect(isClose(velocity.length, 10_000, relative: 1e-9), "\(velocity)")
  }

  @Test("An infinite maximum speed disables the limit; the default limit is 10,000")
  func infiniteMaximumSpeedDisablesLimit() {
    let stream = samples(at: at120Hertz(0...12)) { (x: -18_000 * $0, y: 24_000 * $0) }
    let unlimited = makeTracker(.leastSquaresQuadratic, maximumSpeed: .infinity, samples: stream)
    #expect(unlimited.maximumSpeed == .infinity)
    #expect(isClose(unlimited.velocity().dx, -18_000, relative: 1e-9))
    #expect(isClose(unlimited.velocity().dy, 24_000, relative: 1e-9))
    var limited = VelocityTracker()
    for sample in stream { limited.addSample(sample) }
    #expect(isClose(limited.velocity().dx, -6000, relative: 1e-9))
    #expect(isClose(limited.velocity().dy, 8000, relative: 1e-9))
  }

  @Test("A zero maximum speed is kept and reports zero")
  func zeroMaximumSpeed() {
    let stream = samples(at: at120Hertz(0...12)) { (x: 1000 * $0, y: 0) }
    let tracker = makeTracker(.iOSWeighted, maximumSpeed: 0, samples: stream)
    #expect(tracker.maximumSpeed == 0)
    #expect(tracker.velocity() == .zero)
  }

  @Test(
    "NaN and negative maximum speeds become 10,000",
    arguments: [Double.nan, -1, -10_000, -Double.infinity])
  func badMaximumSpeedBecomesDefault(maximumSpeed: Double) {
    #expect(VelocityTracker(maximumSpeed: maximumSpeed).maximumSpeed == 10_000)
    let stream = samples(at: at120Hertz(0...12)) { (x: 20_000 * $0, y: 0) }
    let velocity = makeTracker(.impulse, maximumSpeed: maximumSpeed, samples: stream).velocity()
    #expect(isClose(velocity.dx, 10_000, relative: 1e-9), "\(velocity)")
  }

  @Test("Touch samples: non-finite timestamps become NaN, non-finite coordinates 0")
  func touchSampleSanitizes() {
    for timestamp in [Double.nan, .infinity, -.infinity] {
      let sample = TouchSample(x: 1, y: 2, timestamp: timestamp)
      #expect(sample.timestamp.isNaN)
      var tracker = VelocityTracker()
      let accepted = tracker.addSample(sample)
      #expect(!accepted)
      #expect(tracker.count == 0)
    }
    let sample = TouchSample(x: .nan, y: -.infinity, timestamp: 0.25)
    #expect(sample.position == Point(x: 0, y: 0))
    #expect(sample.timestamp == 0.25)
    #expect(sample == TouchSample(position: Point(x: 0, y: 0), timestamp: 0.25))
  }

  @Test("Hostile positions and timestamps never make the velocity NaN or infinite")
  func hostileSamplesStayFinite() {
    var generator = SeededGenerator(seed: 0x7E57_6E57)
    let hostile: [Double] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0,
      1e-300, 1e300,
    ]
    for estimator in Self.estimators {
      for round in 0..<200 {
        var tracker = VelocityTracker(estimator: estimator)
        var time = Double.random(in: -1e6...1e6, using: &generator)
        for _ in 0..<30 {
          let x = hostile.randomElement(using: &generator)!
          let y = Double.random(in: -1e6...1e6, using: &generator)
          let step = [1e-12, 1e-3, 0.008, 0.05].randomElement(using: &generator)!
          time += step
          tracker.addSample(TouchSample(x: x, y: y, timestamp: time))
          let velocity = tracker.velocity()
          #expect(velocity.dx.isFinite && velocity.dy.isFinite, "\(estimator) round \(round)")
          #expect(velocity.length <= tracker.maximumSpeed * (1 + 1e-12))
          let release = tracker.releaseVelocity(at: time + step)
          #expect(release.dx.isFinite && release.dy.isFinite, "\(estimator) round \(round)")
        }
      }
    }
  }
}
