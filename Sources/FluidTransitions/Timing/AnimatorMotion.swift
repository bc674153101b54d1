/// The motion an animator shows from one call that times it to the next (a start, a
/// continuation, a reversal while running), as a pure function of time: what the UIKit layer
/// computes the progress and velocity of `UIViewPropertyAnimator` from between frames, instead of
/// sampling the screen on every frame.
///
/// The rules are ``FluidAnimator``'s, which follow what UIKit documents and demonstrates:
/// - **A start** runs the curve over the duration (a physical spring over its settling time),
///   from progress 0 toward 1, or from 1 toward 0 when reversed.
/// - **Continuing onto a cubic curve** (or the linear one) re-times: the curve is entered at the
///   time at which it first shows the current progress and played to its end in the direction of
///   travel, over `durationFactor × duration` seconds, or the curve's own time left for a factor
///   of 0. From a progress outside [0, 1] it runs from there to the target instead.
/// - **Continuing with a spring** starts it from the current progress toward the target, with
///   the initial velocity in distances per second of the remaining distance; a fitted spring is
///   fitted to `durationFactor × duration`, or to the remaining distance at the duration's pace.
/// - **Reversing while running** retraces a re-timed curve at its pace, and restarts a motion
///   that started from the current progress toward the other end with the velocity it has.
struct AnimatorMotion {
  private let segment: AnimatorSegment
  /// The animator's duration: the pace of a fresh motion run again after a reversal.
  private let duration: Double

  private init(_ segment: AnimatorSegment, duration: Double) {
    self.segment = segment
    self.duration = duration
  }

  /// A start of `curve` over `duration` seconds at `time` (the start delay included).
  ///
  /// - Parameters:
  ///   - duration: Seconds, sanitised as ``TimingCurve/resolved(duration:)`` does.
  ///   - isReversed: Whether the animator heads for the start (from progress 1).
  init(startingWith curve: TimingCurve, duration: Double, isReversed: Bool, at time: Double) {
    let duration = duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
    self.init(
      Self.retimed(
        curve, duration: duration, entryProgress: nil, isReversed: isReversed,
        durationFactor: 0, at: time),
      duration: duration)
  }

  /// A continuation from `progress` onto `curve` at `time`.
  ///
  /// - Parameters:
  ///   - progress: The progress on screen; a non-finite value counts as 0.
  ///   - isReversed: Whether the animator heads for 0 (otherwise 1).
  ///   - durationFactor: The share of `duration` the rest of the motion takes; 0 (and a NaN or
  ///     negative factor) for the time left.
  ///   - duration: The animator's duration, in seconds.
  init(
    continuingFrom progress: Double, isReversed: Bool, onto curve: TimingCurve,
    durationFactor: Double, duration: Double, at time: Double
  ) {
    let progress = progress.finite(or: 0)
    let factor = durationFactor.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
    let duration = duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
    let target: Double = isReversed ? 0 : 1
    let requested =
      factor > 0
      ? Swift.min(factor * duration, TimingCurve.maximumDuration)
      : abs(target - progress) * duration
    switch curve {
    case .linear, .cubic:
      if (0...1).contains(progress) {
        self.init(
          Self.retimed(
            curve, duration: duration, entryProgress: progress, isReversed: isReversed,
            durationFactor: factor, at: time),
          duration: duration)
        return
      }
    case .spring, .fittedSpring:
      break
    }
    self.init(
      Self.fresh(
        curve, resolved: curve.resolved(duration: requested), from: progress, to: target,
        at: time),
      duration: duration)
  }

  /// Progress and velocity (progress per second) at `time`: the start's values before the
  /// motion begins (a start delay), and the end, exactly, with velocity 0 once it is over.
  func state(at time: Double) -> (progress: Double, velocity: Double) {
    if time < segment.startWallTime {
      return (segment.progress(atCurveTime: segment.startCurveTime), 0)
    }
    let (curveTime, isComplete) = segment.curveTime(atWallTime: time)
    // Over: at the end exactly, as an animator completes (a spring is only within 0.1 %).
    if isComplete { return (segment.direction > 0 ? segment.to : segment.from, 0) }
    return segment.state(atCurveTime: curveTime)
  }

  /// The motion after a reversal at `time`; see the type's documentation.
  func reversed(at time: Double) -> AnimatorMotion {
    let now = Swift.max(time, segment.startWallTime)
    let (curveTime, _) = segment.curveTime(atWallTime: now)
    if !segment.isFresh {
      return AnimatorMotion(
        AnimatorSegment(
          source: segment.source, curve: segment.curve, from: segment.from, to: segment.to,
          direction: -segment.direction, timeScale: segment.timeScale, startCurveTime: curveTime,
          startWallTime: now, isFresh: false),
        duration: duration)
    }
    let (progress, velocity) = state(at: now)
    let target: Double = segment.to > segment.from ? 0 : 1
    let distance = target - progress
    let relative = distance != 0 ? velocity / distance : 0
    let source: TimingCurve
    switch segment.source {
    case .spring(let spring, _):
      source = .spring(spring, initialVelocity: relative)
    case .fittedSpring(let ratio, _):
      source = .fittedSpring(dampingRatio: ratio, initialVelocity: relative)
    case .linear, .cubic:
      source = segment.source
    }
    return AnimatorMotion(
      Self.fresh(
        source, resolved: source.resolved(duration: abs(distance) * duration), from: progress,
        to: target, at: now),
      duration: duration)
  }

  private static func retimed(
    _ curve: TimingCurve, duration: Double, entryProgress: Double?, isReversed: Bool,
    durationFactor: Double, at time: Double
  ) -> AnimatorSegment {
    let resolved = curve.resolved(duration: duration)
    let direction: Double = isReversed ? -1 : 1
    let startCurveTime: Double
    switch (curve, entryProgress) {
    case (_, nil):
      startCurveTime = isReversed ? resolved.duration : 0
    case (.cubic(let bezier), let progress?):
      startCurveTime = bezier.timeFraction(forProgress: progress) * resolved.duration
    case (_, let progress?):
      startCurveTime = progress * resolved.duration
    }
    let remainingCurve = isReversed ? startCurveTime : resolved.duration - startCurveTime
    var timeScale = 1.0
    if durationFactor > 0, remainingCurve > 0 {
      let wall = Swift.min(durationFactor * duration, TimingCurve.maximumDuration)
      timeScale = Swift.max(wall / remainingCurve, 1e-12)
    }
    return AnimatorSegment(
      source: curve, curve: resolved, from: 0, to: 1, direction: direction, timeScale: timeScale,
      startCurveTime: startCurveTime, startWallTime: time, isFresh: false)
  }

  private static func fresh(
    _ curve: TimingCurve, resolved: ResolvedTimingCurve, from: Double, to: Double,
    at time: Double
  ) -> AnimatorSegment {
    AnimatorSegment(
      source: curve, curve: resolved, from: from, to: to, direction: 1, timeScale: 1,
      startCurveTime: 0, startWallTime: time, isFresh: true)
  }
}
