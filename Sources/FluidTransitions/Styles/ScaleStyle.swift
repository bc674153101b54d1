/// A navigation zoom: on push the to-view grows from a small scale about its centre to full size
/// over the from-view; on pop the from-view shrinks back to that scale, revealing the to-view at
/// rest underneath. Motion is carried by transforms, so frames (and the views' layout) never
/// change; the scale is about each view's centre, so nothing translates and the style is the
/// same in both layout directions.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned.
public struct ScaleStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.4 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped).
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run (`.easeInOut` by default).
  public var curve: TimingCurve
  /// The scale the arriving view grows from on push and the departing view shrinks to on pop, as
  /// a factor of its size (0.1 by default). Clamped to [0.01, 1]: a scale of 0 is singular (a
  /// view collapsed to a point cannot be inverted, and UIKit has refused to animate out of it),
  /// and a view starting larger than the container would hide the from-view at progress 0. NaN
  /// becomes 0.1.
  public var initialScale: Double {
    didSet { initialScale = Self.storedInitialScale(initialScale) }
  }
  /// Whether Reduce Motion (``TransitionScene/reduceMotion``) replaces the zoom with
  /// ``FadeStyle``'s cross-dissolve with this style's duration and curve (true by default).
  public var fadesUnderReduceMotion: Bool

  /// Creates the style; see each property for its units, default and clamping.
  public init(
    duration: Double = 0.4,
    curve: TimingCurve = .easeInOut,
    initialScale: Double = 0.1,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.initialScale = Self.storedInitialScale(initialScale)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  private static func storedInitialScale(_ scale: Double) -> Double {
    scale.clamped(to: 0.01...1, nanReplacement: 0.1)
  }

  /// `scale`.
  public var name: String { "scale" }

  /// Push and pop.
  public var supportedOperations: [TransitionOperation] { [.push, .pop] }

  /// The zoom plan. Push inserts the to-view above the from-view and scales it from
  /// ``initialScale`` to the identity; pop inserts the to-view at rest below the from-view and
  /// scales the from-view from the identity to ``initialScale``. Cleanup restores every view to
  /// its rest state (identity transform, full opacity, the scene's frame), and a cancel removes
  /// the to-view after restoring it.
  ///
  /// Under Reduce Motion (when ``fadesUnderReduceMotion`` is set), and for any operation other
  /// than push and pop, the plan is ``FadeStyle``'s with this style's duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if (scene.reduceMotion && fadesUnderReduceMotion)
      || !supportedOperations.contains(scene.operation)
    {
      return FadeStyle(duration: duration, curve: curve).plan(for: scene)
    }
    let small = AffineTransform(scaleX: initialScale, y: initialScale)
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    if scene.operation == .push {
      return TransitionPlan(
        duration: duration, curve: curve,
        setup: [
          .set(.from, fromRest), .set(.to, NodeState(frame: scene.to.final, transform: small)),
          .insert(.to, .above(.from)),
        ],
        tracks: [PlanTrack(.to, .transform(from: small, to: .identity))],
        completionCleanup: [.set(.to, toRest), .set(.from, fromRest)] + scene.departingViewCleanup,
        cancellationCleanup: [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
    }
    return TransitionPlan(
      duration: duration, curve: curve,
      setup: [.set(.to, toRest), .insert(.to, .below(.from)), .set(.from, fromRest)],
      tracks: [PlanTrack(.from, .transform(from: .identity, to: small))],
      completionCleanup: [.set(.from, fromRest), .set(.to, toRest)] + scene.departingViewCleanup,
      cancellationCleanup: [.set(.from, fromRest), .set(.to, toRest), .remove(.to)])
  }
}
