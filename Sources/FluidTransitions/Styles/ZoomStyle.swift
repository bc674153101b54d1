/// A shared-element zoom, like Photos and iOS 18's zoom transition: a snapshot flies between a
/// small element (the *source*, e.g. a grid cell's image) and a large one (the *destination*,
/// e.g. the detail image) while the detail view fades in or out around it.
///
/// Forward operations (push, present) fly from ``TransitionScene/sourceElement`` to
/// ``TransitionScene/destinationElement`` and fade the to-view in; backward ones (pop, dismiss)
/// fly back and fade the from-view out. Both elements are hidden during the flight and shown
/// again on completion and on cancel; the snapshot is removed. The corner radius moves from the
/// source's to the destination's.
///
/// The source frame is whatever the scene says when the transition starts, so a dismissal
/// measured afresh (see ``TransitionStage/makeScene(operation:layoutDirection:reduceMotion:isHeightCompact:)``)
/// lands on the cell where it is now, even if the grid scrolled. If the source is gone (nil:
/// scrolled away or deleted), the detail view instead scales toward the container's centre and
/// fades (``fallbackScale``). A missing destination lands on the detail view's own frame.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned.
public struct ZoomStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.45). Clamped to
  /// [0, ``TimingCurve/maximumDuration``]; NaN becomes 0.45.
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run: a slightly underdamped UIKit spring (damping ratio
  /// 0.9) fitted to the duration.
  public var curve: TimingCurve
  /// The source element's corner radius in points (8, a grid cell's rounding). Clamped to
  /// [0, 1,000,000]; NaN becomes 8.
  public var sourceCornerRadius: Double {
    didSet { sourceCornerRadius = Self.storedSourceCornerRadius(sourceCornerRadius) }
  }
  /// The destination element's corner radius in points (0). Clamped to [0, 1,000,000]; NaN
  /// becomes 0.
  public var destinationCornerRadius: Double {
    didSet {
      destinationCornerRadius = Self.storedDestinationCornerRadius(destinationCornerRadius)
    }
  }
  /// The scale the detail view shrinks to (or grows from) when there is no source (0.5).
  /// Clamped to [0, 1]; NaN becomes 0.5.
  public var fallbackScale: Double {
    didSet { fallbackScale = Self.storedFallbackScale(fallbackScale) }
  }
  /// Whether Reduce Motion turns the zoom into a fade (true).
  public var fadesUnderReduceMotion: Bool

  /// Creates the style; see each property for its default. Durations and radii are clamped to
  /// ≥ 0 (NaN becomes the default).
  public init(
    duration: Double = 0.45,
    curve: TimingCurve = .fittedSpring(dampingRatio: 0.9),
    sourceCornerRadius: Double = 8,
    destinationCornerRadius: Double = 0,
    fallbackScale: Double = 0.5,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.sourceCornerRadius = Self.storedSourceCornerRadius(sourceCornerRadius)
    self.destinationCornerRadius = Self.storedDestinationCornerRadius(destinationCornerRadius)
    self.fallbackScale = Self.storedFallbackScale(fallbackScale)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0.45)
  }

  private static func storedSourceCornerRadius(_ radius: Double) -> Double {
    radius.clamped(to: 0...1e6, nanReplacement: 8)
  }

  private static func storedDestinationCornerRadius(_ radius: Double) -> Double {
    radius.clamped(to: 0...1e6, nanReplacement: 0)
  }

  private static func storedFallbackScale(_ scale: Double) -> Double {
    scale.clamped(to: 0...1, nanReplacement: 0.5)
  }

  /// `zoom`.
  public var name: String { "zoom" }

  /// Photos-style: the snapshot follows a downward drag.
  public var dismissInteraction: Interaction { .zoomDrag }

  /// Push, pop, present and dismiss.
  public var supportedOperations: [TransitionOperation] { [.push, .pop, .present, .dismiss] }

  /// The zoom plan; see the type's documentation.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    let fade = FadeStyle(duration: duration, curve: curve)
    if scene.reduceMotion && fadesUnderReduceMotion { return fade.plan(for: scene) }
    guard supportedOperations.contains(scene.operation) else { return fade.plan(for: scene) }
    let forward = scene.operation.isForward
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    // The detail view: the one that fades.
    let detail: NodeRole = forward ? .to : .from
    let detailFrame = forward ? scene.to.final : scene.from.initial
    var setup: [SetupStep] = [.set(.from, fromRest)]
    setup.append(.set(.to, NodeState(frame: scene.to.final, alpha: forward ? 0 : 1)))
    setup.append(.insert(.to, forward ? .above(.from) : .below(.from)))
    let fadeTrack = PlanTrack(detail, .alpha(from: forward ? 0 : 1, to: forward ? 1 : 0))
    let restore: [CleanupStep] = [.set(.from, fromRest), .set(.to, toRest)]

    guard let source = scene.sourceElement else {
      // The cell is gone: scale the detail view about the container's centre and fade it.
      let scaled = Self.scale(fallbackScale, from: detailFrame, toward: scene.bounds.center)
      let transform = forward ? (scaled, AffineTransform.identity) : (.identity, scaled)
      setup.append(
        .set(
          detail,
          NodeState(frame: detailFrame, alpha: forward ? 0 : 1, transform: transform.0)))
      return TransitionPlan(
        duration: duration, curve: curve, setup: setup,
        tracks: [fadeTrack, PlanTrack(detail, .transform(from: transform.0, to: transform.1))],
        completionCleanup: restore + scene.departingViewCleanup,
        cancellationCleanup: restore + [.remove(.to)])
    }
    let destination = scene.destinationElement ?? detailFrame
    let flight = forward ? (source, destination) : (destination, source)
    let radii =
      forward
      ? (sourceCornerRadius, destinationCornerRadius)
      : (destinationCornerRadius, sourceCornerRadius)
    setup += [
      .snapshot(of: forward ? .sourceElement : .destinationElement, as: .snapshot, .top),
      .set(.snapshot, NodeState(frame: flight.0, cornerRadius: radii.0)),
      .hide(.sourceElement),
      .hide(.destinationElement),
    ]
    let tracks = [
      fadeTrack,
      PlanTrack(.snapshot, .frame(from: flight.0, to: flight.1)),
      PlanTrack(.snapshot, .cornerRadius(from: radii.0, to: radii.1)),
    ]
    let shared: [CleanupStep] = [
      .remove(.snapshot), .unhide(.sourceElement), .unhide(.destinationElement),
    ]
    return TransitionPlan(
      duration: duration, curve: curve, setup: setup, tracks: tracks,
      completionCleanup: shared + restore + scene.departingViewCleanup,
      cancellationCleanup: shared + restore + [.remove(.to)])
  }

  /// The transform that scales a view with `frame` by `factor` about `point` instead of about
  /// its own centre (transforms apply about the view's centre).
  static func scale(_ factor: Double, from frame: Rect, toward point: Point) -> AffineTransform {
    let center = frame.center
    return AffineTransform(
      a: factor, b: 0, c: 0, d: factor,
      tx: (point.x - center.x) * (1 - factor), ty: (point.y - center.y) * (1 - factor))
  }
}
