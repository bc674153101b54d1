import Dispatch
import Foundation

/// A clock that ticks in real time at a requested rate from the system's monotonic clock, for
/// running transitions live on Linux and macOS (benchmarks, demos) where there is no display
/// link.
///
/// Vsyncs lie on a fixed grid anchored when ``run(for:)`` starts. Each tick sleeps until the
/// next vsync and delivers a frame whose `targetTimestamp` is the vsync after it. When a
/// callback runs late (the previous frame's work overran), the missed vsyncs are skipped and
/// counted in ``missedFrameCount``, exactly as a display drops frames.
///
/// Time is read from `DispatchTime` (monotonic, unaffected by wall-clock changes), in seconds
/// since the clock was created.
@MainActor
public final class RealTimeFrameClock: FrameClock {
  /// The seconds between vsyncs.
  public let frameInterval: Double
  /// Frames delivered so far.
  public private(set) var deliveredFrameCount = 0
  /// Vsyncs skipped because a callback ran late.
  public private(set) var missedFrameCount = 0
  /// How late each delivered callback started after its vsync, in seconds, most recent run.
  public private(set) var callbackLatencies: [Double] = []

  private let origin: UInt64
  private let observers = FrameObserverList()

  /// Creates a clock ticking at `framesPerSecond`; NaN, non-positive and infinite rates become
  /// 120, and rates are clamped to [1, 1000].
  public init(framesPerSecond: Double = 120) {
    let rate =
      framesPerSecond.isFinite && framesPerSecond > 0
      ? framesPerSecond.clamped(to: 1...1000, nanReplacement: 120) : 120
    frameInterval = 1 / rate
    origin = DispatchTime.now().uptimeNanoseconds
  }

  /// Seconds since the clock was created, from the monotonic clock.
  public var now: Double {
    Double(DispatchTime.now().uptimeNanoseconds &- origin) / 1e9
  }

  /// Starts delivering frames to `observer` (held weakly).
  public func addObserver(_ observer: any FrameObserver) {
    observers.add(observer)
  }

  /// Stops delivering frames to `observer`.
  public func removeObserver(_ observer: any FrameObserver) {
    observers.remove(observer)
  }

  /// Ticks for `duration` seconds on the calling (main) thread, delivering a frame at every
  /// vsync it does not miss, then returns. Non-finite and negative durations return at once.
  public func run(for duration: Double) {
    guard duration.isFinite, duration > 0 else { return }
    let begin = now
    let end = begin + duration
    var vsync = begin
    callbackLatencies.removeAll(keepingCapacity: true)
    while true {
      let next = vsync + frameInterval
      let current = now
      if current < next {
        Thread.sleep(forTimeInterval: next - current)
      }
      let callback = now
      // Every vsync that passed while this thread was busy is a frame the display showed
      // without new content.
      let passed = Swift.max(1, Int(((callback - vsync) / frameInterval).rounded(.down)))
      missedFrameCount += passed - 1
      vsync += Double(passed) * frameInterval
      if vsync > end { return }
      deliveredFrameCount += 1
      callbackLatencies.append(callback - vsync)
      observers.deliver(
        Frame(timestamp: vsync, targetTimestamp: vsync + frameInterval), from: self)
    }
  }
}
