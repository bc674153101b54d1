/// A horizontal navigation slide: on push the to-view slides in from the trailing edge over
/// the from-view, which drifts a fraction of the width toward the leading edge (parallax); pop
/// reverses the roles. Mirrored for right-to-left layouts. Motion is carried by transforms, so
/// frames (and the views' layout) never change.
public struct SlideStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.35 by default).
  public var duration: Double
  /// The curve of a non-interactive run.
  public var curve: TimingCurve
  /// How far the view underneath moves, as a fraction of the width: 1/3, as iOS does.
  /// Clamped to [0, 1]; NaN becomes 1/3.
  public var parallax: Double

  /// Creates the style.
  public init(duration: Double = 0.35, curve: TimingCurve = .easeInOut, parallax: Double = 1.0 / 3)
  {
    self.duration = duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
    self.curve = curve
    self.parallax = parallax.clamped(to: 0...1, nanReplacement: 1.0 / 3)
  }

  /// `slide`.
  public var name: String { "slide" }

  /// Push and pop.
  public var supportedOperations: [TransitionOperation] { [.push, .pop] }

  /// The slide plan. Forward operations (push, present, tab forward) slide in; the others
  /// slide out. Under Reduce Motion the plan is ``FadeStyle``'s, with this style's duration.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if scene.reduceMotion {
      return FadeStyle(duration: duration, curve: curve).plan(for: scene)
    }
    let width = scene.container.width
    let trailing = width * scene.layoutDirection.trailingSign
    let behind = AffineTransform(translationX: -trailing * parallax, y: 0)
    let outside = AffineTransform(translationX: trailing, y: 0)
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    if scene.operation.isForward {
      return TransitionPlan(
        duration: duration, curve: curve,
        setup: [
          .set(.from, fromRest), .set(.to, NodeState(frame: scene.to.final, transform: outside)),
          .insert(.to, .above(.from)),
        ],
        tracks: [
          PlanTrack(.to, .transform(from: outside, to: .identity)),
          PlanTrack(.from, .transform(from: .identity, to: behind)),
        ],
        completionCleanup: [.set(.from, fromRest)],
        cancellationCleanup: [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
    }
    return TransitionPlan(
      duration: duration, curve: curve,
      setup: [
        .set(.to, NodeState(frame: scene.to.final, transform: behind)),
        .insert(.to, .below(.from)), .set(.from, fromRest),
      ],
      tracks: [
        PlanTrack(.from, .transform(from: .identity, to: outside)),
        PlanTrack(.to, .transform(from: behind, to: .identity)),
      ],
      completionCleanup: [.set(.from, fromRest)],
      cancellationCleanup: [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
  }
}
