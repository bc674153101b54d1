import FluidTransitions
import Testing

/// Bad input for the clocks and for frames: rates, start times, callback delays, times to
/// advance to, frame indices, and a frame whose timestamps are not finite.
@MainActor
@Suite("Bad input: clocks and frames")
struct ClockBadInputTests {
  @Test("ManualFrameClock rates: below 1 fps clamp to 1, above 1000 to 1000")
  func manualRatesClamp() {
    #expect(ManualFrameClock(framesPerSecond: 0.5).frameInterval == 1)
    #expect(ManualFrameClock(framesPerSecond: 1e-300).frameInterval == 1)
    #expect(ManualFrameClock(framesPerSecond: 5000).frameInterval == 1.0 / 1000)
    #expect(ManualFrameClock(framesPerSecond: -0.0).frameInterval == 1.0 / 120)
    #expect(ManualFrameClock(framesPerSecond: -.infinity).frameInterval == 1.0 / 120)
  }

  @Test("RealTimeFrameClock rates: NaN, ±infinity and non-positive become 120, others clamp")
  func realTimeRatesClamp() {
    for rate in [Double.nan, .infinity, -.infinity, 0, -0.0, -1] {
      #expect(RealTimeFrameClock(framesPerSecond: rate).frameInterval == 1.0 / 120, "\(rate)")
    }
    #expect(RealTimeFrameClock(framesPerSecond: 0.5).frameInterval == 1)
    #expect(RealTimeFrameClock(framesPerSecond: 1e9).frameInterval == 1.0 / 1000)
  }

  @Test("RealTimeFrameClock.run(for:) returns at once for infinite, zero and negative durations")
  func realTimeRunRefusesBadDurations() {
    let clock = RealTimeFrameClock(framesPerSecond: 1000)
    let log = FrameLog()
    clock.addObserver(log)
    for duration in [Double.infinity, -.infinity, 0, -0.0, .nan] {
      clock.run(for: duration)
    }
    #expect(log.frames.isEmpty)
    #expect(clock.deliveredFrameCount == 0 && clock.missedFrameCount == 0)
  }

  @Test("ManualFrameClock starts: ±infinity become 0, negative starts are kept")
  func manualStarts() {
    #expect(ManualFrameClock(start: .infinity).now == 0)
    #expect(ManualFrameClock(start: -.infinity).start == 0)
    let negative = ManualFrameClock(framesPerSecond: 100, start: -2)
    #expect(negative.now == -2)
    #expect(negative.frame(at: 0).timestamp == -2)
    #expect(isClose(negative.frame(at: 0).targetTimestamp, -1.99))
  }

  @Test("Callback delays: NaN, ±infinity and negative count as 0; huge ones stay within a frame")
  func callbackDelays() {
    let clock = ManualFrameClock(framesPerSecond: 100)
    let delays: [Double] = [.nan, .infinity, -.infinity, -1, 1e300]
    clock.callbackDelay = { index in delays[index % delays.count] }
    for index in 0..<4 {
      #expect(clock.callbackTime(ofFrameAt: index) == clock.frame(at: index).timestamp)
    }
    let late = clock.callbackTime(ofFrameAt: 4)
    #expect(late > clock.frame(at: 4).timestamp && late < clock.frame(at: 4).targetTimestamp)
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(frames: 5)
    #expect(log.frames.count == 5)
    #expect(zip(log.callbackTimes, log.callbackTimes.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("advance(to:), advance(by:), advance(frames:) with hostile values change nothing")
  func advancingWithBadValues() {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(to: 0.05)
    let delivered = log.frames.count
    for time in [Double.nan, -.infinity, .infinity, -1] {
      clock.advance(to: time)
      clock.advance(by: time)
    }
    clock.advance(by: 0)
    clock.advance(frames: Int.min)
    clock.advance(frames: 0)
    #expect(log.frames.count == delivered)
    #expect(clock.now == 0.05)
  }

  @Test("frame(at:) and callbackTime(ofFrameAt:) accept any index and stay on the grid")
  func framesAtAnyIndex() {
    let clock = ManualFrameClock(framesPerSecond: 100)
    let before = clock.frame(at: -3)
    #expect(isClose(before.timestamp, -0.03) && isClose(before.targetTimestamp, -0.02))
    #expect(clock.callbackTime(ofFrameAt: -3) == before.timestamp)
    let far = clock.frame(at: Int(Int32.max))
    #expect(far.timestamp.isFinite && far.duration > 0)
  }

  @Test("Frame keeps its timestamps as given; FluidAnimator ignores a frame it cannot place")
  func animatorIgnoresUnplaceableFrames() {
    #expect(Frame(timestamp: .nan, targetTimestamp: 1).timestamp.isNaN)
    #expect(Frame(timestamp: 0, targetTimestamp: .infinity).duration == .infinity)
    let harness = AnimatorHarness(duration: 1)
    harness.animator.startAnimation()
    harness.clock.advance(to: 0.5)
    let shown = harness.probe
    for target in [Double.nan, -Double.infinity, -1] {
      harness.animator.clock(
        harness.clock, didProduce: Frame(timestamp: 0, targetTimestamp: target))
      #expect(harness.probe == shown, "\(target)")
      #expect(harness.animator.isRunning)
    }
    // A frame at +infinity is past every end: the motion completes there, exactly at 1.
    harness.animator.clock(
      harness.clock, didProduce: Frame(timestamp: 0, targetTimestamp: .infinity))
    #expect(harness.probe == 1)
    #expect(harness.completions == [.end])
    #expect(harness.animator.presentedProgress == 1 && harness.animator.presentedVelocity == 0)
  }
}
