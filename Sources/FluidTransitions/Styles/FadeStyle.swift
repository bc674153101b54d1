/// A cross-dissolve: the arriving view fades in over the departing one (push, present, tab
/// forward), or the departing view fades out over the arriving one (pop, dismiss, tab
/// backward). Every operation; also what other styles fall back to under Reduce Motion.
///
/// The duration is clamped as its property says, whether passed to the initialiser or assigned.
public struct FadeStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.3 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped), whether passed
  /// to the initialiser or assigned.
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run.
  public var curve: TimingCurve

  /// Creates the style.
  public init(duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  /// `fade`.
  public var name: String { "fade" }

  /// The cross-dissolve plan; the to-view is removed on cancel and every changed alpha is
  /// restored.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    if scene.operation.isForward {
      return TransitionPlan(
        duration: duration, curve: curve,
        setup: [
          .set(.from, fromRest), .set(.to, NodeState(frame: scene.to.final, alpha: 0)),
          .insert(.to, .above(.from)),
        ],
        tracks: [PlanTrack(.to, .alpha(from: 0, to: 1))],
        completionCleanup: [.set(.to, toRest)] + scene.departingViewCleanup,
        cancellationCleanup: [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
    }
    return TransitionPlan(
      duration: duration, curve: curve,
      setup: [.set(.to, toRest), .insert(.to, .below(.from)), .set(.from, fromRest)],
      tracks: [PlanTrack(.from, .alpha(from: 1, to: 0))],
      completionCleanup: [.set(.from, fromRest)] + scene.departingViewCleanup,
      cancellationCleanup: [.set(.from, fromRest), .remove(.to)])
  }
}
