/// The system navigation slide: on push the to-view slides in from the trailing edge over the
/// from-view, which drifts a third of the width toward the leading edge (parallax) under a
/// darkening dimming node, with a soft shadow along the moving view's leading edge; pop plays
/// the same picture backward. Mirrored for right-to-left layouts.
///
/// Motion is carried by transforms, so frames (and the views' layout) never change. The dimming
/// and shadow nodes move with the view they belong to and are removed afterwards.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned.
public struct SlideStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.35 by default). Clamped to
  /// [0, ``TimingCurve/maximumDuration``]; NaN becomes 0.
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run.
  public var curve: TimingCurve
  /// How far the view underneath moves, as a fraction of the width: 1/3, as iOS does.
  /// Clamped to [0, 1]; NaN becomes 1/3.
  public var parallax: Double {
    didSet { parallax = Self.storedParallax(parallax) }
  }
  /// The darkest alpha of the black dimming over the view underneath (0.1). Clamped to [0, 1];
  /// NaN becomes 0.1.
  public var dimmingAlpha: Double {
    didSet { dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha) }
  }
  /// The alpha of the black shadow strip along the moving view's leading edge (0.15). Clamped
  /// to [0, 1]; NaN becomes 0.15.
  public var shadowOpacity: Double {
    didSet { shadowOpacity = Self.storedShadowOpacity(shadowOpacity) }
  }
  /// The width of the shadow strip in points (8). Clamped to [0, 100]; NaN becomes 8.
  public var shadowWidth: Double {
    didSet { shadowWidth = Self.storedShadowWidth(shadowWidth) }
  }
  /// Whether Reduce Motion turns the slide into a fade (true).
  public var fadesUnderReduceMotion: Bool

  /// Creates the style; see each property for its default and clamping.
  public init(
    duration: Double = 0.35,
    curve: TimingCurve = .easeInOut,
    parallax: Double = 1.0 / 3,
    dimmingAlpha: Double = 0.1,
    shadowOpacity: Double = 0.15,
    shadowWidth: Double = 8,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.parallax = Self.storedParallax(parallax)
    self.dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha)
    self.shadowOpacity = Self.storedShadowOpacity(shadowOpacity)
    self.shadowWidth = Self.storedShadowWidth(shadowWidth)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  private static func storedParallax(_ parallax: Double) -> Double {
    parallax.clamped(to: 0...1, nanReplacement: 1.0 / 3)
  }

  private static func storedDimmingAlpha(_ alpha: Double) -> Double {
    alpha.clamped(to: 0...1, nanReplacement: 0.1)
  }

  private static func storedShadowOpacity(_ opacity: Double) -> Double {
    opacity.clamped(to: 0...1, nanReplacement: 0.15)
  }

  private static func storedShadowWidth(_ width: Double) -> Double {
    width.clamped(to: 0...100, nanReplacement: 8)
  }

  /// `slide`.
  public var name: String { "slide" }

  /// Push and pop.
  public var supportedOperations: [TransitionOperation] { [.push, .pop] }

  /// The slide plan; see the type's documentation. Other operations, and Reduce Motion, get
  /// ``FadeStyle``'s plan with this style's duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    let fade = FadeStyle(duration: duration, curve: curve)
    if scene.reduceMotion && fadesUnderReduceMotion { return fade.plan(for: scene) }
    guard supportedOperations.contains(scene.operation) else { return fade.plan(for: scene) }
    let isPush = scene.operation == .push
    let width = scene.container.width
    let trailing = width * scene.layoutDirection.trailingSign
    let outside = AffineTransform(translationX: trailing, y: 0)
    let behind = AffineTransform(translationX: -trailing * parallax, y: 0)
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    // The moving view is on top; the one underneath drifts by the parallax and darkens.
    let moving: NodeRole = isPush ? .to : .from
    let under: NodeRole = isPush ? .from : .to
    let movingFrame = isPush ? scene.to.final : scene.from.initial
    let underFrame = isPush ? scene.from.initial : scene.to.final
    let movingPath = isPush ? (outside, AffineTransform.identity) : (.identity, outside)
    let underPath = isPush ? (AffineTransform.identity, behind) : (behind, .identity)
    let dimmingPath = isPush ? (0.0, dimmingAlpha) : (dimmingAlpha, 0.0)
    let shadowFrame = Rect(
      x: scene.layoutDirection == .leftToRight
        ? movingFrame.minX - shadowWidth : movingFrame.maxX,
      y: movingFrame.minY, width: shadowWidth, height: movingFrame.height)
    // The strip rests on screen only where the moving view is off it; fade it there.
    let shadowTrack =
      isPush
      ? PlanTrack(.shadow, .alpha(from: 0, to: shadowOpacity), window: TrackWindow(0...0.1))
      : PlanTrack(.shadow, .alpha(from: shadowOpacity, to: 0), window: TrackWindow(0.9...1))

    var setup: [SetupStep] = [.set(.from, fromRest)]
    if isPush {
      setup += [.set(.to, NodeState(frame: scene.to.final, transform: outside))]
      setup += [.insert(.to, .above(.from))]
    } else {
      setup += [.set(.to, NodeState(frame: scene.to.final, transform: behind))]
      setup += [.insert(.to, .below(.from))]
    }
    setup += [
      .makeNode(.dimming, color: .black, .above(under)),
      .set(.dimming, NodeState(frame: underFrame, alpha: dimmingPath.0, transform: underPath.0)),
      .makeNode(.shadow, color: .black, .below(moving)),
      .set(
        .shadow,
        NodeState(frame: shadowFrame, alpha: isPush ? 0 : shadowOpacity, transform: movingPath.0)),
    ]
    let tracks = [
      PlanTrack(moving, .transform(from: movingPath.0, to: movingPath.1)),
      PlanTrack(under, .transform(from: underPath.0, to: underPath.1)),
      PlanTrack(.dimming, .transform(from: underPath.0, to: underPath.1)),
      PlanTrack(.dimming, .alpha(from: dimmingPath.0, to: dimmingPath.1)),
      PlanTrack(.shadow, .transform(from: movingPath.0, to: movingPath.1)),
      shadowTrack,
    ]
    let removeHelpers: [CleanupStep] = [.remove(.dimming), .remove(.shadow)]
    return TransitionPlan(
      duration: duration, curve: curve, setup: setup, tracks: tracks,
      completionCleanup: removeHelpers + [.set(.from, fromRest), .set(.to, toRest)]
        + scene.departingViewCleanup,
      cancellationCleanup: removeHelpers + [.set(.to, toRest), .remove(.to), .set(.from, fromRest)])
  }
}
