import FluidPacing
import FluidTransitions

/// Figure 5: the real-time clock at 120 Hz driving 100 concurrent interactive transitions, with
/// a null engine interleaved frame by frame and the same work timed in a tight loop.
///
/// The real clock's frames go alternately to two lanes, each a ``RelayClock`` whose fingers
/// play the benchmark's gesture script for 100 transitions:
/// - the **engine** lane acts on 100 real transitions (drivers, animators, 12 tracks each);
/// - the **null** lane does the same fingers' bookkeeping (where each finger is, what it does)
///   and delivers the frame to no one: the same clock, the same relay, the same timing code,
///   no transitions.
///
/// Each lane's frame is timed from before its fingers act to after its relay has delivered.
/// The null lane's time is the floor of the measurement on this machine at that moment (clock
/// reads, the relay, the bookkeeping, a just-woken thread); the engine's time minus the null's,
/// at the same percentile, is the engine's share. After the real-clock run the same two lanes,
/// with the same transitions, are ticked back to back in a tight loop for as many frames: the
/// hot-loop cost of exactly the same work.
@MainActor
public enum RealtimeBenchmark {
  /// The realtime figures, in milliseconds and microseconds.
  public struct Result: Sendable {
    /// Median interval between consecutive delivered frames' presentation times (both lanes).
    public var intervalP50Ms: Double
    /// 99th percentile of the same.
    public var intervalP99Ms: Double
    /// Apple's hitch time ratio: the time frames were presented late beyond one refresh
    /// interval, summed, per second of run (``FramePacing``'s accounting).
    public var hitchTimeRatioMsPerS: Double
    /// 99th percentile of how late callbacks woke after their vsync, in milliseconds.
    public var wakeLatencyP99Ms: Double
    /// Frames delivered and vsyncs missed.
    public var delivered: Int
    /// See ``delivered``.
    public var missed: Int
    /// The per-frame costs, in microseconds.
    public var costs: RealtimeCosts
    /// The engine lane's raw times per real frame, in microseconds, as a device's Pacing run
    /// accounts for its own.
    public var engineTimes: EngineFrameTimes
  }

  /// Frames of warm-up per lane in a tight loop before the real clock starts: one gesture
  /// cycle, so no first-time cost (a first grab, a first release) lands in the real-clock run.
  public static let warmUpFrames = GestureScript.cycleLength

  /// Runs `transitions` transitions for `seconds` seconds of real clock, then the hot loop.
  public static func run(transitions count: Int, seconds: Double) -> Result {
    let clock = RealTimeFrameClock(framesPerSecond: 120)
    let engine = RelayClock()
    let null = RelayClock()
    let transitions = (0..<count).map { _ in BenchTransition(clock: engine) }
    var engineScripts = (0..<count).map { index in
      GestureScript(offset: index * GestureScript.cycleLength / Swift.max(count, 1))
    }
    var nullScripts = engineScripts
    let interval = engine.frameInterval
    engine.beforeDelivery = { frameIndex, time in
      for transition in 0..<count {
        engineScripts[transition].perform(
          on: transitions[transition], frameIndex: frameIndex, time: time, interval: interval)
      }
    }
    var fingers = 0.0
    null.beforeDelivery = { frameIndex, time in
      for transition in 0..<count {
        fingers +=
          nullScripts[transition].action(frameIndex: frameIndex, time: time, interval: interval).x
      }
    }
    let lanes = [engine, null]
    _ = tightLoop(lanes, frames: warmUpFrames)

    let alternator = LaneAlternator(lanes: lanes, capacity: Int(seconds * 130) + 16)
    clock.addObserver(alternator)
    clock.run(for: seconds)
    clock.removeObserver(alternator)
    let realtime = alternator.samples
    let hot = tightLoop(lanes, frames: Swift.max(realtime[0].count, 1))
    blackHole(transitions.map(\.progress))
    benchmarkSink += fingers

    // Both lanes' frames together are the display's: the same accounting a device applies to
    // its display link's samples.
    let pacing = FramePacing(samples: alternator.frames, expectedInterval: clock.frameInterval)
    return Result(
      intervalP50Ms: pacing.intervalP50Ms ?? .nan, intervalP99Ms: pacing.intervalP99Ms ?? .nan,
      hitchTimeRatioMsPerS: pacing.hitches?.ratioMsPerS ?? .nan,
      wakeLatencyP99Ms: Percentiles(clock.callbackLatencies).p99 * 1000,
      delivered: clock.deliveredFrameCount, missed: clock.missedFrameCount,
      costs: RealtimeCosts(
        realtime: LaneCosts(engine: realtime[0], null: realtime[1]),
        hotLoop: LaneCosts(engine: hot[0], null: hot[1])),
      engineTimes: EngineFrameTimes(microseconds: realtime[0]))
  }

  /// Ticks the lanes alternately, back to back, `frames` frames each, and returns each lane's
  /// per-frame times in microseconds, timed as the real-clock run times them.
  static func tightLoop(_ lanes: [RelayClock], frames: Int) -> [[Double]] {
    var samples = lanes.map { _ in [Double]() }
    for index in samples.indices { samples[index].reserveCapacity(frames) }
    for _ in 0..<frames {
      for (index, lane) in lanes.enumerated() {
        let start = monotonicNanoseconds()
        lane.deliverNextFrame()
        samples[index].append(Double(monotonicNanoseconds() - start) / 1000)
      }
    }
    return samples
  }

  /// Passes the real clock's frames to the lanes in turn, timing each delivery.
  @MainActor
  private final class LaneAlternator: FrameObserver {
    let lanes: [RelayClock]
    private(set) var samples: [[Double]]
    private(set) var frames: [DisplayLinkSample] = []
    private var next = 0

    init(lanes: [RelayClock], capacity: Int) {
      self.lanes = lanes
      samples = lanes.map { _ in [Double]() }
      for index in samples.indices { samples[index].reserveCapacity(capacity) }
      frames.reserveCapacity(capacity)
    }

    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      let lane = next
      next = (next + 1) % lanes.count
      let start = monotonicNanoseconds()
      lanes[lane].deliverNextFrame()
      samples[lane].append(Double(monotonicNanoseconds() - start) / 1000)
      frames.append(DisplayLinkSample(frame))
    }
  }
}

/// The per-frame times of an engine lane and a null lane timed side by side, and the engine's
/// share: the engine's time minus the null's at the same percentile.
///
/// The difference of two percentiles is not the percentile of a difference (frames are not
/// paired); it removes the floor that every frame pays on this machine at that rank.
public struct LaneCosts: Sendable {
  /// The engine lane's times.
  public let engine: Percentiles
  /// The null lane's times.
  public let null: Percentiles

  /// Sorts both samples.
  public init(engine: [Double], null: [Double]) {
    self.engine = Percentiles(engine)
    self.null = Percentiles(null)
  }

  /// The engine's time minus the null engine's, both at fraction `q` (nearest rank); NaN if
  /// either sample is empty. Negative when the null lane was slower at that rank (noise).
  public func net(at q: Double) -> Double {
    engine.value(at: q) - null.value(at: q)
  }
}

/// The realtime run's lanes and the hot loop's, and how they compare.
public struct RealtimeCosts: Sendable {
  /// The lanes on the real clock.
  public let realtime: LaneCosts
  /// The same lanes ticked back to back.
  public let hotLoop: LaneCosts

  /// Creates the comparison.
  public init(realtime: LaneCosts, hotLoop: LaneCosts) {
    self.realtime = realtime
    self.hotLoop = hotLoop
  }

  /// The engine's net median per real frame over its net median in the hot loop: how much more
  /// the same work costs when it runs after a real wake-up. NaN when the hot loop's net median
  /// is not positive (nothing to compare against).
  public var ratio: Double {
    ratio(at: 0.5)
  }

  /// The same ratio at fraction `q` of both.
  public func ratio(at q: Double) -> Double {
    let hot = hotLoop.net(at: q)
    guard hot > 0 else { return .nan }
    return realtime.net(at: q) / hot
  }
}
