import FluidTransitions

/// Figure 4: frame pacing on a simulated 120 Hz display whose callbacks arrive late by a random
/// 0–4 ms and sometimes not at all (dropped frames).
///
/// Each run animates one ``FluidAnimator`` (a 0.35 s ease-in-out run, or a spring continued
/// from a random progress with a random velocity) and compares, at every delivered frame, the
/// value each approach presents with the exact value of the same motion at that frame's
/// presentation time (`targetTimestamp`):
/// - this engine: the animator's `presentedProgress`, which it samples at `targetTimestamp`;
/// - baseline A: the motion sampled at the callback time (`CACurrentMediaTime()` in the
///   callback, as many hand-written display-link loops do);
/// - baseline B: a clock advanced by a fixed 1/120 s per callback, whatever the real time (as
///   fixed-step spring loops do), so drops and jitter accumulate.
///
/// The motion's "exact value" is the curve the animator was given, evaluated independently of
/// the animator (the cubic Bézier or the closed-form spring, with the animator's completion at
/// its duration), so the figure isolates *when* each approach samples.
@MainActor
public enum PacingBenchmark {
  /// The worst deviations, in progress units.
  public struct Simulated: Sendable {
    /// This engine.
    public var targetTimestamp: Double
    /// Baseline A.
    public var callbackTimestamp: Double
    /// Baseline B.
    public var fixedStep: Double
    /// Frames compared.
    public var frames: Int
    /// Frames dropped.
    public var droppedFrames: Int
  }

  /// The largest callback delay, in seconds.
  public static let maximumJitter = 0.004
  /// The probability that a frame is dropped.
  public static let dropProbability = 0.05

  /// Runs `runs` motions (alternately a cubic run and a spring) with seeded jitter and drops.
  public static func simulate(runs: Int) -> Simulated {
    var generator = SeededGenerator(seed: 42)
    var result = Simulated(
      targetTimestamp: 0, callbackTimestamp: 0, fixedStep: 0, frames: 0, droppedFrames: 0)
    for run in 0..<runs {
      let clock = ManualFrameClock(framesPerSecond: 120)
      let delays = (0..<400).map { _ in generator.uniform(0...maximumJitter) }
      clock.callbackDelay = { index in delays[index % delays.count] }
      var dropped = Set<Int>()
      for index in 0..<400 where generator.uniform(0...1) < dropProbability {
        dropped.insert(index)
      }
      clock.droppedFrames = dropped
      // Start between two frames, at a random moment.
      clock.advance(to: generator.uniform(0...0.05))
      let start = clock.now
      let animator: FluidAnimator
      let exact: (Double) -> Double
      if run % 2 == 0 {
        let duration = 0.35
        animator = FluidAnimator(duration: duration, curve: .easeInOut, clock: clock)
        animator.startAnimation()
        exact = { elapsed in
          elapsed >= duration
            ? 1 : CubicBezier.easeInOut.value(at: Swift.max(0, elapsed) / duration)
        }
      } else {
        let from = generator.uniform(0.1...0.9)
        let velocity = generator.uniform(-8...8)
        let spring = Spring(dampingRatio: generator.uniform(0.5...1), response: 0.3)
        animator = FluidAnimator(duration: 0.35, curve: .linear, clock: clock)
        animator.fractionComplete = from
        let remaining = 1 - from
        let springVelocity = velocity / remaining
        animator.continueAnimation(
          with: .spring(spring, initialVelocity: springVelocity), durationFactor: 0)
        let motion = SpringSolution(spring: spring, displacement: 1, velocity: -springVelocity)
        let duration = TimingCurve.spring(spring, initialVelocity: springVelocity)
          .resolved(duration: 0).duration
        exact = { elapsed in
          elapsed >= duration
            ? 1 : from + remaining * (1 - motion.displacement(at: Swift.max(0, elapsed)))
        }
      }
      let probe = Probe()
      animator.addTrack(from: 0.0, to: 1.0) { probe.value = $0 }
      var fixedTime = 0.0
      while animator.isRunning {
        let index = clock.nextFrameIndex
        clock.advanceFrame()
        if dropped.contains(index) {
          result.droppedFrames += 1
          continue
        }
        let frame = clock.frame(at: index)
        let callback = clock.callbackTime(ofFrameAt: index)
        fixedTime += clock.frameInterval
        let truth = exact(frame.targetTimestamp - start)
        result.targetTimestamp = Swift.max(
          result.targetTimestamp, abs(animator.presentedProgress - truth), abs(probe.value - truth))
        result.callbackTimestamp = Swift.max(
          result.callbackTimestamp, abs(exact(callback - start) - truth))
        result.fixedStep = Swift.max(result.fixedStep, abs(exact(fixedTime) - truth))
        result.frames += 1
      }
    }
    return result
  }

  @MainActor
  private final class Probe {
    var value = 0.0
  }
}

/// A clock that passes on the frames of another clock, so the benchmark can time the delivery
/// of each frame to the engine (every animator observes this clock; the benchmark observes the
/// real one and forwards). Observers are held weakly and may come and go during delivery, as
/// with the engine's own clocks.
@MainActor
final class RelayClock: FrameClock, FrameObserver {
  private struct Entry {
    weak var observer: (any FrameObserver)?
  }

  let source: any FrameClock
  private var entries: [Entry] = []
  private var delivering = false
  /// Called for every frame before it is passed on: the finger's actions.
  var beforeDelivery: (Frame) -> Void = { _ in }

  init(source: any FrameClock) {
    self.source = source
    entries.reserveCapacity(1024)
  }

  var now: Double { source.now }

  func addObserver(_ observer: any FrameObserver) {
    guard !entries.contains(where: { $0.observer === observer }) else { return }
    entries.append(Entry(observer: observer))
  }

  func removeObserver(_ observer: any FrameObserver) {
    guard let index = entries.firstIndex(where: { $0.observer === observer }) else { return }
    if delivering {
      entries[index].observer = nil
    } else {
      entries.remove(at: index)
    }
  }

  func clock(_ clock: any FrameClock, didProduce frame: Frame) {
    beforeDelivery(frame)
    delivering = true
    let count = entries.count
    var index = 0
    while index < count {
      entries[index].observer?.clock(self, didProduce: frame)
      index += 1
    }
    delivering = false
    entries.removeAll { $0.observer == nil }
  }
}

/// Figure 5: the real-time clock at 120 Hz driving 100 concurrent interactive transitions.
@MainActor
public enum RealtimeBenchmark {
  /// The result, in milliseconds and microseconds.
  public struct Result: Sendable {
    /// Median interval between consecutive delivered frames' presentation times.
    public var intervalP50Ms: Double
    /// 99th percentile of the same.
    public var intervalP99Ms: Double
    /// Apple's hitch time ratio: the time frames were presented late beyond one refresh
    /// interval, summed, per second of run.
    public var hitchTimeRatioMsPerS: Double
    /// 99th percentile of the engine's work per frame (the finger's actions and the delivery
    /// to every animator), in microseconds.
    public var engineP99Us: Double
    /// Median of the same.
    public var engineP50Us: Double
    /// 99th percentile of how late callbacks woke after their vsync, in milliseconds.
    public var wakeLatencyP99Ms: Double
    /// Frames delivered and vsyncs missed.
    public var delivered: Int
    /// See ``delivered``.
    public var missed: Int
  }

  /// Runs `transitions` transitions for `seconds` seconds.
  public static func run(transitions count: Int, seconds: Double) -> Result {
    let clock = RealTimeFrameClock(framesPerSecond: 120)
    let relay = RelayClock(source: clock)
    let transitions = (0..<count).map { _ in BenchTransition(clock: relay) }
    var scripts = (0..<count).map { index in
      GestureScript(offset: index * GestureScript.cycleLength / Swift.max(count, 1))
    }
    var engine: [Double] = []
    var presentation: [Double] = []
    engine.reserveCapacity(Int(seconds * 130) + 16)
    presentation.reserveCapacity(Int(seconds * 130) + 16)
    var frameIndex = 0
    let interval = clock.frameInterval
    var started: UInt64 = 0
    relay.beforeDelivery = { _ in
      started = monotonicNanoseconds()
      let time = relay.now
      for transition in 0..<count {
        scripts[transition].perform(
          on: transitions[transition], frameIndex: frameIndex, time: time, interval: interval)
      }
      frameIndex += 1
    }
    let recorder = FrameRecorder { frame in
      engine.append(Double(monotonicNanoseconds() - started) / 1000)
      presentation.append(frame.targetTimestamp)
    }
    clock.addObserver(relay)
    // Added after the relay: it runs once the relay has delivered the frame to every animator.
    clock.addObserver(recorder)
    clock.run(for: seconds)
    clock.removeObserver(relay)
    clock.removeObserver(recorder)
    blackHole(transitions.map(\.progress))
    var intervals: [Double] = []
    var hitch = 0.0
    for index in presentation.indices.dropFirst() {
      let gap = presentation[index] - presentation[index - 1]
      intervals.append(gap * 1000)
      // A frame shown a whole refresh (or more) after the one before it was late by the excess.
      if gap > interval * 1.5 { hitch += gap - interval }
    }
    let span = (presentation.last ?? 0) - (presentation.first ?? 0)
    let engineTimes = Percentiles(engine)
    let intervalTimes = Percentiles(intervals)
    return Result(
      intervalP50Ms: intervalTimes.median, intervalP99Ms: intervalTimes.p99,
      hitchTimeRatioMsPerS: span > 0 ? hitch * 1000 / span : 0,
      engineP99Us: engineTimes.p99, engineP50Us: engineTimes.median,
      wakeLatencyP99Ms: Percentiles(clock.callbackLatencies).p99 * 1000,
      delivered: clock.deliveredFrameCount, missed: clock.missedFrameCount)
  }

  @MainActor
  private final class FrameRecorder: FrameObserver {
    let record: (Frame) -> Void
    init(_ record: @escaping (Frame) -> Void) {
      self.record = record
    }
    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      record(frame)
    }
  }
}
