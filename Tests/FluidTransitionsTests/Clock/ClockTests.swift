import FluidTransitions
import Testing

@MainActor
final class FrameLog: FrameObserver {
  var frames: [Frame] = []
  var callbackTimes: [Double] = []
  var onFrame: (Frame) -> Void = { _ in }

  func clock(_ clock: any FrameClock, didProduce frame: Frame) {
    frames.append(frame)
    callbackTimes.append(clock.now)
    onFrame(frame)
  }
}

@MainActor
@Suite("Clock: manual and real-time frame clocks")
struct ClockTests {
  @Test("Frames lie on the grid: timestamp i·Δ, targetTimestamp (i + 1)·Δ")
  func grid() {
    let clock = ManualFrameClock(framesPerSecond: 60, start: 10)
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(frames: 5)
    #expect(log.frames.count == 5)
    for (index, frame) in log.frames.enumerated() {
      #expect(isClose(frame.timestamp, 10 + Double(index) / 60, absolute: 1e-12))
      #expect(isClose(frame.targetTimestamp, 10 + Double(index + 1) / 60, absolute: 1e-12))
      #expect(isClose(frame.duration, 1.0 / 60, absolute: 1e-12))
    }
  }

  @Test("Dropped frames never call back; the next frame reports the vsync it follows")
  func droppedFrames() {
    let clock = ManualFrameClock(framesPerSecond: 120)
    clock.droppedFrames = [2, 3]
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(frames: 6)
    #expect(
      log.frames.map(\.targetTimestamp) == [0, 1, 4, 5].map { clock.frame(at: $0).targetTimestamp })
    #expect(clock.deliveredFrameCount == 4)
    #expect(clock.nextFrameIndex == 6)
  }

  @Test("Callback delays move now, not the frame's timestamps")
  func jitter() {
    let clock = ManualFrameClock(framesPerSecond: 100)
    clock.callbackDelay = { index in index == 1 ? 0.004 : (index == 2 ? 5 : -1) }
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(frames: 3)
    #expect(isClose(log.callbackTimes[1], 0.014, absolute: 1e-12))
    #expect(log.callbackTimes[2] < clock.frame(at: 2).targetTimestamp, "delays stay below a frame")
    #expect(log.callbackTimes[0] == 0, "negative delays count as 0")
    #expect(log.frames[1] == clock.frame(at: 1))
  }

  @Test("advance(to:) delivers every frame due by then and sets now; the past is ignored")
  func advanceTo() {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let log = FrameLog()
    clock.addObserver(log)
    clock.advance(to: 0.1)
    #expect(log.frames.count == 13)  // callbacks at 0, 1/120, …, 12/120 = 0.1
    #expect(clock.now == 0.1)
    clock.advance(to: 0.05)
    clock.advance(to: .nan)
    clock.advance(by: -1)
    clock.advance(by: .infinity)
    #expect(clock.now == 0.1 && log.frames.count == 13)
  }

  @Test("Observers are weak and may add or remove observers during delivery")
  func observerChanges() {
    let clock = ManualFrameClock()
    let first = FrameLog()
    let second = FrameLog()
    var late: FrameLog? = FrameLog()
    first.onFrame = { _ in
      clock.removeObserver(second)
      if let late { clock.addObserver(late) }
    }
    clock.addObserver(first)
    clock.addObserver(second)
    clock.addObserver(first)
    clock.advanceFrame()
    #expect(first.frames.count == 1)
    #expect(second.frames.isEmpty, "removed before its turn in the same frame")
    #expect(late?.frames.isEmpty == true, "added during delivery: hears the next frame")
    clock.advanceFrame()
    #expect(late?.frames.count == 1)
    #expect(clock.observerCount == 2)
    late = nil
    first.onFrame = { _ in }
    clock.advanceFrame()
    #expect(clock.observerCount == 1)
    clock.removeObserver(FrameLog())
  }

  @Test("Bad rates and starts fall back to documented values")
  func badInput() {
    for rate in [Double.nan, 0, -60, .infinity] {
      #expect(isClose(ManualFrameClock(framesPerSecond: rate).frameInterval, 1.0 / 120))
      #expect(isClose(RealTimeFrameClock(framesPerSecond: rate).frameInterval, 1.0 / 120))
    }
    #expect(ManualFrameClock(framesPerSecond: 1e9).frameInterval == 1.0 / 1000)
    #expect(ManualFrameClock(start: .nan).now == 0)
    let clock = ManualFrameClock()
    clock.advance(frames: -3)
    #expect(clock.nextFrameIndex == 0)
  }

  @Test("The real-time clock accounts for every vsync and keeps frames on its grid")
  func realTime() {
    let clock = RealTimeFrameClock(framesPerSecond: 200)
    let log = FrameLog()
    clock.addObserver(log)
    clock.run(for: 0.05)
    clock.run(for: .nan)
    clock.run(for: -1)
    let frames = log.frames
    // Delivered plus missed vsyncs cover the run exactly, however loaded the machine is.
    let vsyncs = clock.deliveredFrameCount + clock.missedFrameCount
    #expect(frames.count == clock.deliveredFrameCount)
    #expect(vsyncs <= 10 && vsyncs >= 9)
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(next.timestamp > previous.timestamp)
      let steps = (next.timestamp - previous.timestamp) / clock.frameInterval
      #expect(abs(steps - steps.rounded()) < 1e-6, "timestamps stay on the vsync grid")
    }
    for frame in frames {
      #expect(isClose(frame.duration, clock.frameInterval, relative: 1e-9))
    }
    #expect(clock.callbackLatencies.count == frames.count)
    #expect(clock.callbackLatencies.allSatisfy { $0 >= 0 })
  }
}
