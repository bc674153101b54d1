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
        let spring = SpringParameters(dampingRatio: generator.uniform(0.5...1), response: 0.3)
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
