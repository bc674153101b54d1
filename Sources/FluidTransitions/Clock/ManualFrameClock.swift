/// A clock that moves only when told to: the clock of tests, the lab and the benchmarks.
///
/// Frames lie on a fixed grid: frame i is shown at `start + (i + 1) · interval` (its
/// `targetTimestamp`), and its callback runs at `start + i · interval` (its `timestamp`) plus an
/// optional per-frame callback delay, which models a busy main thread. Frames listed in
/// ``droppedFrames`` never get a callback, as when the main thread misses a vsync; the next
/// delivered frame reports the vsync it follows as its `timestamp`.
///
/// ``now`` is the time at which a call made "now" happens: a frame's callback time while that
/// frame is delivered, and the time passed to ``advance(to:)`` between frames.
@MainActor
public final class ManualFrameClock: FrameClock {
  /// The seconds between vsyncs.
  public let frameInterval: Double
  /// The time of the vsync before frame 0.
  public let start: Double
  /// Frame indices whose callback never comes.
  public var droppedFrames: Set<Int> = []
  /// The callback delay of each frame in seconds (jitter), from its frame index; 0 by default.
  /// Negative and non-finite delays count as 0; delays are capped just below one interval so
  /// frames keep their order.
  public var callbackDelay: (Int) -> Double = { _ in 0 }

  /// The current time in seconds.
  public private(set) var now: Double
  /// The index of the next frame on the grid (delivered or dropped).
  public private(set) var nextFrameIndex = 0
  /// How many frames have been delivered so far.
  public private(set) var deliveredFrameCount = 0

  private let observers = FrameObserverList()

  /// Creates a clock at `start` seconds ticking at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The display rate; NaN, non-positive and infinite rates become 120.
  ///     Clamped to [1, 1000].
  ///   - start: The time of the first vsync; non-finite becomes 0.
  public init(framesPerSecond: Double = 120, start: Double = 0) {
    let rate =
      framesPerSecond.isFinite && framesPerSecond > 0
      ? framesPerSecond.clamped(to: 1...1000, nanReplacement: 120) : 120
    frameInterval = 1 / rate
    self.start = start.finite(or: 0)
    now = self.start
  }

  /// Starts delivering frames to `observer` (held weakly).
  public func addObserver(_ observer: any FrameObserver) {
    observers.add(observer)
  }

  /// Stops delivering frames to `observer`.
  public func removeObserver(_ observer: any FrameObserver) {
    observers.remove(observer)
  }

  /// The number of observers currently subscribed.
  public var observerCount: Int { observers.count }

  /// The frame at `index` on the grid.
  public func frame(at index: Int) -> Frame {
    Frame(
      timestamp: start + Double(index) * frameInterval,
      targetTimestamp: start + Double(index + 1) * frameInterval)
  }

  /// When the callback of the frame at `index` runs.
  public func callbackTime(ofFrameAt index: Int) -> Double {
    let delay = callbackDelay(index)
    let safeDelay = delay.isFinite && delay > 0 ? Swift.min(delay, frameInterval * 0.999) : 0
    return frame(at: index).timestamp + safeDelay
  }

  /// Runs the next frame on the grid: delivers it unless it is dropped, and moves ``now`` to
  /// its callback time.
  public func advanceFrame() {
    let index = nextFrameIndex
    nextFrameIndex += 1
    now = Swift.max(now, callbackTime(ofFrameAt: index))
    guard !droppedFrames.contains(index) else { return }
    deliveredFrameCount += 1
    observers.deliver(frame(at: index), from: self)
  }

  /// Runs every frame whose callback time is at or before `time`, then sets ``now`` to `time`.
  /// A time in the past, or non-finite, changes nothing.
  public func advance(to time: Double) {
    guard time.isFinite, time >= now else { return }
    while callbackTime(ofFrameAt: nextFrameIndex) <= time {
      advanceFrame()
    }
    now = time
  }

  /// Advances by `seconds`; see ``advance(to:)``. Negative and non-finite durations change
  /// nothing.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    advance(to: now + seconds)
  }

  /// Runs `count` frames on the grid (dropped ones included in the count).
  public func advance(frames count: Int) {
    for _ in 0..<Swift.max(0, count) {
      advanceFrame()
    }
  }
}
