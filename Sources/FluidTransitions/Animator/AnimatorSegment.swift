/// One stretch of an animator's motion between two (re)timings: a resolved curve mapped onto a
/// range of progress and onto wall-clock time.
///
/// Progress is `from + (to − from) · curve.progress(τ)`, where the curve time τ runs from
/// `startCurveTime` in `direction` at `1 / timeScale` curve seconds per wall second, from
/// `startWallTime` on. Two shapes cover everything UIKit does:
/// - *Re-timed* segments play the whole curve from 0 to 1 (`from` 0, `to` 1), entered at the
///   curve time that shows the current progress, forward or (reversed) backward: this is how
///   UIKit starts, resumes and continues onto cubic curves.
/// - *Fresh* segments start at the current progress and end at the target (`from` p, `to` the
///   target), always with forward curve time: springs, which start from the presented value
///   with the requested velocity.
struct AnimatorSegment {
  /// The curve as requested, kept to rebuild the segment when it is reversed.
  let source: TimingCurve
  let curve: ResolvedTimingCurve
  let from: Double
  let to: Double
  let direction: Double
  let timeScale: Double
  let startCurveTime: Double
  let startWallTime: Double
  let isFresh: Bool

  /// The curve time at which the segment ends.
  var endCurveTime: Double { direction > 0 ? curve.duration : 0 }

  /// The curve time at wall time `time`, and whether the segment has ended by then.
  @inline(__always)
  func curveTime(atWallTime time: Double) -> (curveTime: Double, isComplete: Bool) {
    let elapsed = Swift.max(0, time - startWallTime)
    let raw = startCurveTime + direction * elapsed / timeScale
    if direction > 0 {
      return raw >= curve.duration ? (curve.duration, true) : (raw, false)
    }
    return raw <= 0 ? (0, true) : (raw, false)
  }

  @inline(__always)
  func progress(atCurveTime time: Double) -> Double {
    from + (to - from) * curve.progress(at: time)
  }

  /// Progress per wall-clock second.
  @inline(__always)
  func velocity(atCurveTime time: Double) -> Double {
    Self.finiteVelocity((to - from) * curve.velocity(at: time) * direction / timeScale)
  }

  /// A velocity too large for `Double` (a spring released from a progress near the largest
  /// finite value, which a hostile rubber band can reach) as the largest finite one, keeping
  /// its sign; NaN as 0.
  @inline(__always)
  private static func finiteVelocity(_ velocity: Double) -> Double {
    velocity.clamped(to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
  }

  /// Progress and velocity (per wall-clock second) from one evaluation of the curve: the
  /// per-frame path, equal bit for bit to ``progress(atCurveTime:)`` and
  /// ``velocity(atCurveTime:)``.
  @inline(__always)
  func state(atCurveTime time: Double) -> (progress: Double, velocity: Double) {
    let curveState = curve.state(at: time)
    return (
      from + (to - from) * curveState.progress,
      Self.finiteVelocity((to - from) * curveState.velocity * direction / timeScale)
    )
  }

  /// The fraction of *time* elapsed, in the forward sense: the curve time over the duration,
  /// mapped onto the segment's range of progress (exactly τ / duration for a re-timed segment).
  func timeFraction(atCurveTime time: Double) -> Double {
    let duration = curve.duration
    return from + (to - from) * (duration > 0 ? time / duration : 1)
  }

  /// Wall seconds left from curve time `time` to the end.
  func remainingWallTime(fromCurveTime time: Double) -> Double {
    abs(endCurveTime - time) * timeScale
  }
}
