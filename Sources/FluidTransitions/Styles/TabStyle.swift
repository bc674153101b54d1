/// A horizontal page slide between tabs: switching forward (to a tab with a higher index) the
/// to-view comes in from the trailing side while the from-view leaves toward the leading side;
/// switching backward mirrors it. Both views travel the container's whole width together, with
/// no parallax, so the two pages stay edge to edge. Mirrored for right-to-left layouts. Motion
/// is carried by transforms, so frames (and the views' layout) never change.
///
/// The duration is clamped as its property says, whether passed to the initialiser or assigned.
public struct TabStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.3 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped), whether passed
  /// to the initialiser or assigned.
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run (`.easeInOut` by default).
  public var curve: TimingCurve
  /// Whether Reduce Motion (``TransitionScene/reduceMotion``) replaces the slide with
  /// ``FadeStyle``'s cross-dissolve with this style's duration and curve (true by default).
  public var fadesUnderReduceMotion: Bool

  /// Creates the style; see each property for its units, default and clamping.
  public init(
    duration: Double = 0.3,
    curve: TimingCurve = .easeInOut,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  /// `tab`.
  public var name: String { "tab" }

  /// Tab forward and tab backward.
  public var supportedOperations: [TransitionOperation] { [.tabForward, .tabBackward] }

  /// The page-slide plan. The to-view is inserted above the from-view one container width
  /// toward the trailing side (tab forward) or the leading side (tab backward) and translates
  /// to the identity, while the from-view translates from the identity one width the opposite
  /// way. Cleanup restores both views to their rest state (identity transform, full opacity,
  /// the scene's frame), and a cancel removes the to-view after restoring it.
  ///
  /// Under Reduce Motion (when ``fadesUnderReduceMotion`` is set), and for any operation other
  /// than the tab switches, the plan is ``FadeStyle``'s with this style's duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if (scene.reduceMotion && fadesUnderReduceMotion)
      || !supportedOperations.contains(scene.operation)
    {
      return FadeStyle(duration: duration, curve: curve).plan(for: scene)
    }
    // The side the to-view arrives from: trailing going forward, leading going backward.
    let arrival =
      scene.container.width * scene.layoutDirection.trailingSign
      * (scene.operation == .tabForward ? 1 : -1)
    let incoming = AffineTransform(translationX: arrival, y: 0)
    let outgoing = AffineTransform(translationX: -arrival, y: 0)
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    return TransitionPlan(
      duration: duration, curve: curve,
      setup: [
        .set(.from, fromRest), .set(.to, NodeState(frame: scene.to.final, transform: incoming)),
        .insert(.to, .above(.from)),
      ],
      tracks: [
        PlanTrack(.to, .transform(from: incoming, to: .identity)),
        PlanTrack(.from, .transform(from: .identity, to: outgoing)),
      ],
      completionCleanup: [.set(.from, fromRest), .set(.to, toRest)] + scene.departingViewCleanup,
      cancellationCleanup: [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
  }
}
