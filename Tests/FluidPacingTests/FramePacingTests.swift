import FluidPacing
import Testing

@Suite("Pacing: frame intervals and hitches from display-link samples")
struct FramePacingTests {
  /// Close enough for sums of a few hundred binary fractions of a second.
  static let tolerance = 1e-9

  @Test("A 60 Hz second with one frame one vsync late has a hitch time ratio of 16.67 ms/s")
  func oneVsyncLateAt60Hz() throws {
    // Vsyncs 0…60 without the callback at 30: targets span 1/60 … 61/60, exactly 1 s; the
    // callback at 31 finds the previous frame (due at 30/60) shown at 31/60, one vsync late.
    let samples = DisplayLinkRecording.samples(through: 60, missing: [30], hertz: 60)
    let pacing = FramePacing(samples: samples, expectedInterval: 1.0 / 60)
    let hitches = try #require(pacing.hitches)
    #expect(hitches.count == 1)
    #expect(hitches.droppedFrames == 1)
    #expect(abs(pacing.durationSeconds - 1) < Self.tolerance)
    #expect(abs(hitches.timeMs - 16.666_666_667) < 1e-6)
    #expect(abs(hitches.ratioMsPerS - 16.666_666_667) < 1e-6)
  }

  @Test("A frame two vsyncs late at 120 Hz in 0.5 s gives 33.33 ms/s")
  func twoVsyncsLateAt120Hz() throws {
    // Vsyncs 0…60 at 120 Hz span 0.5 s of targets; without callbacks 30 and 31 the frame due
    // at 30/120 is replaced only at 32/120: 2 × 8.333 ms late.
    let samples = DisplayLinkRecording.samples(through: 60, missing: [30, 31], hertz: 120)
    let pacing = FramePacing(samples: samples, expectedInterval: 1.0 / 120)
    let hitches = try #require(pacing.hitches)
    #expect(hitches.count == 1)
    #expect(hitches.droppedFrames == 2)
    #expect(abs(pacing.durationSeconds - 0.5) < Self.tolerance)
    #expect(abs(hitches.timeMs - 16.666_666_667) < 1e-6)
    #expect(abs(hitches.ratioMsPerS - 33.333_333_333) < 1e-6)
  }

  @Test("A 120 Hz second with two frames dropped apart: two hitches of 8.33 ms, 16.67 ms/s")
  func twoDroppedFramesAt120Hz() throws {
    let samples = DisplayLinkRecording.samples(through: 120, missing: [40, 80], hertz: 120)
    let pacing = FramePacing(samples: samples, expectedInterval: 1.0 / 120)
    let hitches = try #require(pacing.hitches)
    #expect(pacing.frames == 119)
    #expect(pacing.intervalsMs.count == 118)
    #expect(hitches.count == 2)
    #expect(hitches.droppedFrames == 2)
    #expect(abs(hitches.timeMs - 2 * 1000.0 / 120) < 1e-9)
    #expect(abs(hitches.ratioMsPerS - 16.666_666_667) < 1e-6)
    // 116 intervals of 8.33 ms and 2 of 16.67 ms: the median is a refresh; the 99th
    // percentile (rank ⌈0.99 · 118⌉ = 117) is one of the two doubled intervals.
    let p50 = try #require(pacing.intervalP50Ms)
    let p99 = try #require(pacing.intervalP99Ms)
    #expect(abs(p50 - 8.333_333_333) < 1e-6)
    #expect(abs(p99 - 16.666_666_667) < 1e-6)
  }

  @Test("A steady 120 Hz run has no hitch and intervals of one refresh")
  func steadyRun() throws {
    let samples = DisplayLinkRecording.samples(through: 240, missing: [], hertz: 120)
    let pacing = FramePacing(samples: samples, expectedInterval: 1.0 / 120)
    let hitches = try #require(pacing.hitches)
    #expect(hitches.count == 0)
    #expect(hitches.timeMs == 0)
    #expect(hitches.ratioMsPerS == 0)
    #expect(abs(pacing.durationSeconds - 2) < Self.tolerance)
    #expect(pacing.intervalsMs.allSatisfy { abs($0 - 1000.0 / 120) < 1e-9 })
  }

  @Test("Timestamps jittered within the tolerance are not hitches")
  func jitterIsNotAHitch() throws {
    let interval = 1.0 / 120
    // Each callback's times move by up to ±1.9 ms, so a frame looks up to 3.8 ms late:
    // under half a refresh (4.17 ms).
    let jitter = [0.0019, -0.0019, 0.0007, -0.0013, 0.0019, 0.0, -0.0019, 0.0011]
    let samples = (0...120).map { vsync in
      let shift = jitter[vsync % jitter.count]
      return DisplayLinkSample(
        timestamp: Double(vsync) * interval + shift,
        targetTimestamp: Double(vsync + 1) * interval + shift)
    }
    let pacing = FramePacing(samples: samples, expectedInterval: interval)
    let hitches = try #require(pacing.hitches)
    #expect(hitches.count == 0)
    #expect(hitches.ratioMsPerS == 0)
    #expect(pacing.frames == 121)
  }

  @Test("Lateness over the tolerance is a hitch of the whole lateness; under it is not")
  func toleranceBoundary() throws {
    let interval = 1.0 / 120
    func hitches(lateBy lateness: Double, toleranceFraction: Double = 0.5) throws
      -> FramePacing.Hitches
    {
      let samples = [
        DisplayLinkSample(timestamp: 0, targetTimestamp: interval),
        DisplayLinkSample(
          timestamp: interval + lateness, targetTimestamp: 2 * interval + lateness),
      ]
      return try #require(
        FramePacing(
          samples: samples, expectedInterval: interval, toleranceFraction: toleranceFraction
        ).hitches)
    }
    #expect(try hitches(lateBy: 0.004).count == 0)
    let late = try hitches(lateBy: 0.0045)
    #expect(late.count == 1)
    #expect(abs(late.timeMs - 4.5) < 1e-9)
    // Rounded to whole refreshes, and never fewer than one for a hitch.
    #expect(late.droppedFrames == 1)
    #expect(try hitches(lateBy: 0.001, toleranceFraction: 0).count == 1)
    #expect(try hitches(lateBy: 0.001, toleranceFraction: 0).droppedFrames == 1)
    // A callback earlier than its target is never late.
    #expect(try hitches(lateBy: -0.003, toleranceFraction: 0).count == 0)
  }

  @Test("Empty and one-sample runs have no intervals, no duration and no hitches")
  func emptyAndSingle() throws {
    for samples in [[], [DisplayLinkSample(timestamp: 1, targetTimestamp: 1.008)]] {
      let pacing = FramePacing(samples: samples, expectedInterval: 1.0 / 120)
      #expect(pacing.frames == samples.count)
      #expect(pacing.intervalsMs.isEmpty)
      #expect(pacing.intervalP50Ms == nil)
      #expect(pacing.intervalP99Ms == nil)
      #expect(pacing.durationSeconds == 0)
      let hitches = try #require(pacing.hitches)
      #expect(hitches.count == 0)
      #expect(hitches.ratioMsPerS == 0)
    }
  }

  @Test("Non-finite, huge and inverted samples are discarded and counted")
  func badSamplesAreDiscarded() {
    let interval = 1.0 / 120
    let good = DisplayLinkRecording.samples(through: 60, missing: [30], hertz: 120)
    var bad = good
    bad.insert(DisplayLinkSample(timestamp: .nan, targetTimestamp: 0.1), at: 5)
    bad.insert(DisplayLinkSample(timestamp: 0.1, targetTimestamp: .infinity), at: 10)
    bad.insert(DisplayLinkSample(timestamp: -.infinity, targetTimestamp: 0.2), at: 15)
    bad.insert(DisplayLinkSample(timestamp: 1e300, targetTimestamp: 1e301), at: 20)
    // Its target is before its own timestamp.
    bad.insert(DisplayLinkSample(timestamp: 0.2, targetTimestamp: 0.19), at: 25)
    let clean = FramePacing(samples: good, expectedInterval: interval)
    let dirty = FramePacing(samples: bad, expectedInterval: interval)
    #expect(dirty.discardedSamples == 5)
    #expect(clean.discardedSamples == 0)
    #expect(dirty.intervalsMs == clean.intervalsMs)
    #expect(dirty.hitches == clean.hitches)
    #expect(dirty.durationSeconds == clean.durationSeconds)
  }

  @Test("Duplicate and out-of-order callbacks are discarded, not read as negative intervals")
  func duplicatesAndOutOfOrder() {
    let interval = 1.0 / 120
    let good = DisplayLinkRecording.samples(through: 30, missing: [], hertz: 120)
    var bad = good
    bad.insert(good[10], at: 11)
    bad.insert(good[3], at: 20)
    let clean = FramePacing(samples: good, expectedInterval: interval)
    let dirty = FramePacing(samples: bad, expectedInterval: interval)
    #expect(dirty.discardedSamples == 2)
    #expect(dirty.intervalsMs == clean.intervalsMs)
    #expect(dirty.intervalsMs.allSatisfy { $0 > 0 })
    #expect(dirty.hitches == clean.hitches)
    // A run given backwards keeps only its first sample.
    let reversed = FramePacing(samples: good.reversed(), expectedInterval: interval)
    #expect(reversed.frames == 1)
    #expect(reversed.intervalsMs.isEmpty)
  }

  @Test("A zero, negative or non-finite expected interval leaves hitches unjudged")
  func invalidExpectedInterval() {
    let samples = DisplayLinkRecording.samples(through: 60, missing: [30], hertz: 120)
    for expected in [0, -1.0 / 120, .nan, .infinity, -.infinity] {
      let pacing = FramePacing(samples: samples, expectedInterval: expected)
      #expect(pacing.hitches == nil)
      #expect(pacing.intervalsMs.count == 59)
      #expect(pacing.intervalP50Ms != nil)
    }
  }

  @Test("No combination of bad values yields NaN or infinity")
  func neverNaN() {
    let values: [Double] = [
      0, -0.0, 1, -1, 1e-300, 1e15, -1e15, 1e300, .nan, .infinity, -.infinity,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for a in values {
      for b in values {
        let samples = [
          DisplayLinkSample(timestamp: 0, targetTimestamp: 0.008),
          DisplayLinkSample(timestamp: a, targetTimestamp: b),
          DisplayLinkSample(timestamp: b, targetTimestamp: b + 1),
        ]
        for expected in [1.0 / 120, .leastNonzeroMagnitude, a, b] {
          let pacing = FramePacing(samples: samples, expectedInterval: expected)
          #expect(pacing.intervalsMs.allSatisfy { $0.isFinite })
          #expect(pacing.durationSeconds.isFinite)
          #expect(pacing.hitches.map { $0.timeMs.isFinite && $0.ratioMsPerS.isFinite } ?? true)
          #expect(pacing.hitches.map { $0.droppedFrames >= $0.count } ?? true)
        }
      }
    }
  }
}
