/// A shared-element zoom, like Photos and iOS 18's zoom transition: an element flies between a
/// small *source* (a grid cell's image) and a large *destination* (the detail image), its
/// content cross-fading from the one to the other, while the detail view fades in (push,
/// present) or out (pop, dismiss) around it. Both elements are hidden during the flight and
/// shown again at the end, completed or cancelled; with no source, the detail view scales and
/// fades instead.
///
/// <doc:SharedElementZoom> explains the flight and its cross-fade, several elements, the options
/// with UIKit's names, a source that moves or disappears mid-flight, and dismissing with a drag
/// or a pinch. Each number is clamped as its property says, whether passed to the initialiser or
/// assigned.
public struct ZoomStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.45). Clamped to
  /// [0, ``TimingCurve/maximumDuration``]; NaN becomes 0.45.
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run: a slightly underdamped UIKit spring (damping ratio
  /// 0.9) fitted to the duration.
  public var curve: TimingCurve
  /// The source element's corner radius in points (8, a grid cell's rounding), used when the
  /// scene has no measured radius (``TransitionScene/sourceCornerRadius``) or
  /// ``usesMeasuredCornerRadii`` is false. Clamped to [0, 1,000,000]; NaN becomes 8.
  public var sourceCornerRadius: Double {
    didSet { sourceCornerRadius = Self.storedSourceCornerRadius(sourceCornerRadius) }
  }
  /// The destination element's corner radius in points (0), used as ``sourceCornerRadius`` is.
  /// Clamped to [0, 1,000,000]; NaN becomes 0.
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
  /// Where along the flight the contents cross-fade, measured from the source (0) to the
  /// destination (1): the first half of the stretch fades the destination snapshot in, the
  /// second half fades the source snapshot out (see the type's documentation). 0…0.5 by
  /// default: the cross-fade is over halfway, and the destination's own content (usually the
  /// sharper one) flies alone from there. A ``TrackWindow``, so its bounds are in [0, 1] (NaN
  /// start 0, NaN end 1); a window given backwards is used in order (lower bound first), and
  /// an empty one switches at once.
  public var crossFade: TrackWindow
  /// Whether the corner radii measured on the elements win (true): the flight starts with the
  /// source's own rounding and lands with the destination's, as ``TransitionStage`` reads them
  /// from the element nodes, and ``sourceCornerRadius`` and ``destinationCornerRadius`` fill in
  /// only where the scene has none (a scene built by hand). False: the style's values always
  /// win, whatever the elements show.
  public var usesMeasuredCornerRadii: Bool
  /// The colour of the dimming behind the zoomed view (UIKit's `dimmingColor`): its alpha is
  /// the dimming's opacity with the detail view fully shown, and it fades with the detail. Nil
  /// (the default) uses ``defaultDimmingColor``; a colour with alpha 0 makes no dimming node.
  /// A ``RGBAColor``, so its components are always finite.
  public var dimmingColor: RGBAColor?
  /// Decides whether an interactive dismissal may begin (UIKit's
  /// `interactiveDismissShouldBegin`): called on the main actor with the gesture's
  /// ``InteractionContext`` when it is about to begin; nil (the default) lets it begin when
  /// ``InteractionContext/willBegin`` says so. See ``shouldBeginInteractiveDismissal(_:)``.
  public var interactiveDismissShouldBegin: (@MainActor @Sendable (InteractionContext) -> Bool)?

  /// The dimming colour when ``dimmingColor`` is nil: black at 10 % (the dimming of the system
  /// navigation slide, ``SlideStyle/dimmingAlpha``). Apple does not document the zoom's.
  public static let defaultDimmingColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.1)

  /// Creates the style; see each property for its default. Durations and radii are clamped to
  /// ≥ 0 (NaN becomes the default).
  public init(
    duration: Double = 0.45,
    curve: TimingCurve = .fittedSpring(dampingRatio: 0.9),
    sourceCornerRadius: Double = 8,
    destinationCornerRadius: Double = 0,
    fallbackScale: Double = 0.5,
    fadesUnderReduceMotion: Bool = true,
    crossFade: TrackWindow = TrackWindow(start: 0, end: 0.5),
    usesMeasuredCornerRadii: Bool = true,
    dimmingColor: RGBAColor? = nil,
    interactiveDismissShouldBegin: (@MainActor @Sendable (InteractionContext) -> Bool)? = nil
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.sourceCornerRadius = Self.storedSourceCornerRadius(sourceCornerRadius)
    self.destinationCornerRadius = Self.storedDestinationCornerRadius(destinationCornerRadius)
    self.fallbackScale = Self.storedFallbackScale(fallbackScale)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
    self.crossFade = crossFade
    self.usesMeasuredCornerRadii = usesMeasuredCornerRadii
    self.dimmingColor = dimmingColor
    self.interactiveDismissShouldBegin = interactiveDismissShouldBegin
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

  /// Photos-style ``Interaction/pinch``: the flight follows a downward drag, or two fingers
  /// closing, and the two hand over to each other mid-gesture (the UIKit layer recognises both;
  /// ``Interaction/zoomDrag`` is the drag alone).
  public var dismissInteraction: Interaction { .pinch }

  /// Push, pop, present and dismiss.
  public var supportedOperations: [TransitionOperation] { [.push, .pop, .present, .dismiss] }

  /// ``interactiveDismissShouldBegin``'s answer for `context` if it is set, otherwise
  /// `context.willBegin`.
  @MainActor
  public func shouldBeginInteractiveDismissal(_ context: InteractionContext) -> Bool {
    interactiveDismissShouldBegin?(context) ?? context.willBegin
  }

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
    var tracks = [PlanTrack(detail, .alpha(from: forward ? 0 : 1, to: forward ? 1 : 0))]
    var restore: [CleanupStep] = [.set(.from, fromRest), .set(.to, toRest)]
    var restoreOnCancel = restore
    let dimming = self.dimming(for: scene, below: detail)
    setup += dimming.setup
    tracks += dimming.tracks
    restore += dimming.completionCleanup
    restoreOnCancel += dimming.cancellationCleanup

    guard let source = scene.sourceElement else {
      // The cell is gone: scale the detail view about the container's centre and fade it.
      let scaled = Self.scale(fallbackScale, from: detailFrame, toward: scene.bounds.center)
      let transform = forward ? (scaled, AffineTransform.identity) : (.identity, scaled)
      setup.append(
        .set(
          detail,
          NodeState(frame: detailFrame, alpha: forward ? 0 : 1, transform: transform.0)))
      tracks.append(PlanTrack(detail, .transform(from: transform.0, to: transform.1)))
      return TransitionPlan(
        duration: duration, curve: curve, setup: setup, tracks: tracks,
        completionCleanup: restore + scene.departingViewCleanup,
        cancellationCleanup: restoreOnCancel + [.remove(.to)])
    }
    var flights = [
      Flight(
        path: FlightPath(
          source: source,
          landing: Self.landing(
            scene.destinationElement ?? detailFrame, alignment: scene.alignmentRect),
          startsAtSource: forward, fallbackScale: fallbackScale,
          fallbackCenter: scene.bounds.center),
        radii: radii(measured: (scene.sourceCornerRadius, scene.destinationCornerRadius)),
        destinationContent: scene.destinationElement ?? detailFrame, zIndex: 0)
    ]
    // If the cell disappears mid-flight, the detail view turns into the fallback with it.
    tracks.append(PlanTrack(detail, .flight(flights[0].path, .fallbackTransform(of: detailFrame))))
    var identifiers: Set<String> = []
    for element in scene.elements where identifiers.insert(element.identifier).inserted {
      // An element missing at either end has nowhere to fly: it stays in its view.
      guard let elementSource = element.source, let destination = element.destination else {
        continue
      }
      flights.append(
        Flight(
          path: FlightPath(
            element: element.identifier, source: elementSource,
            landing: Self.landing(destination, alignment: element.alignmentRect),
            startsAtSource: forward, fallbackScale: fallbackScale,
            fallbackCenter: scene.bounds.center),
          radii: radii(measured: (element.sourceCornerRadius, element.destinationCornerRadius)),
          destinationContent: destination, zIndex: element.zIndex))
    }
    // Drawn from the lowest z index up; ties in identifier order, the primary first.
    flights.sort { ($0.zIndex, $0.path.element ?? "") < ($1.zIndex, $1.path.element ?? "") }
    var shared: [CleanupStep] = []
    for flight in flights {
      setup += flight.setup(crossFade: crossFade)
      tracks += flight.tracks(crossFade: crossFade)
      shared += flight.cleanup
    }
    return TransitionPlan(
      duration: duration, curve: curve, setup: setup, tracks: tracks,
      completionCleanup: shared + restore + scene.departingViewCleanup,
      cancellationCleanup: shared + restoreOnCancel + [.remove(.to)])
  }

  /// Where a flight lands at the destination: the alignment rect if it has an area, otherwise
  /// the destination element.
  static func landing(_ destination: Rect, alignment: Rect?) -> Rect {
    guard let alignment = alignment?.standardized, alignment.width > 0, alignment.height > 0
    else { return destination }
    return alignment
  }

  /// The corner radii at the source and at the destination: the measured ones where the scene
  /// has them and ``usesMeasuredCornerRadii`` allows, the style's otherwise.
  func radii(measured: (source: Double?, destination: Double?)) -> (
    source: Double, destination: Double
  ) {
    guard usesMeasuredCornerRadii else { return (sourceCornerRadius, destinationCornerRadius) }
    return (measured.source ?? sourceCornerRadius, measured.destination ?? destinationCornerRadius)
  }

  /// The dimming behind the detail view: made below it, fading with it; see ``dimmingColor``.
  ///
  /// Its cleanups follow the presentation's dimming (a UIKit `FluidPresentationController` may supply
  /// the node): a completed presentation keeps it and a cancelled dismissal leaves it; every
  /// other end removes it.
  private func dimming(for scene: TransitionScene, below detail: NodeRole) -> (
    setup: [SetupStep], tracks: [PlanTrack], completionCleanup: [CleanupStep],
    cancellationCleanup: [CleanupStep]
  ) {
    let color = dimmingColor ?? Self.defaultDimmingColor
    guard color.alpha > 0 else { return ([], [], [], []) }
    let forward = scene.operation.isForward
    let shown = color.alpha
    let remove: [CleanupStep] = [.remove(.dimming)]
    return (
      [
        .makeNode(.dimming, color: color.withAlpha(1), .below(detail)),
        .set(.dimming, NodeState(frame: scene.bounds, alpha: forward ? 0 : shown)),
      ],
      [PlanTrack(.dimming, .alpha(from: forward ? 0 : shown, to: forward ? shown : 0))],
      scene.operation == .present ? [] : remove,
      scene.operation == .dismiss ? [] : remove
    )
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

extension ZoomStyle {
  /// The roles of one shared element's nodes in a plan.
  struct FlightRoles {
    /// The element the flight starts from.
    var source: NodeRole
    /// The element the flight lands on.
    var destination: NodeRole
    /// The flight: a clipping node.
    var flight: NodeRole
    /// The source's snapshot, inside the flight.
    var sourceContent: NodeRole
    /// The destination's snapshot, inside the flight.
    var destinationContent: NodeRole

    /// The roles of the element `identifier` (nil: the primary element).
    init(_ identifier: String?) {
      source = .element(identifier, .sourceElement)
      destination = .element(identifier, .destinationElement)
      flight = .element(identifier, .snapshot)
      sourceContent = .element(identifier, .sourceSnapshot)
      destinationContent = .element(identifier, .destinationSnapshot)
    }
  }

  /// One shared element's flight: its geometry, its nodes and its corner radii, and the plan's
  /// steps and tracks for it.
  struct Flight {
    var path: FlightPath
    /// The corner radii at the source and at the destination, in points.
    var radii: (source: Double, destination: Double)
    /// The destination snapshot's frame, in container coordinates (the destination element's
    /// frame); `FlightPath.landing` is the part of it the flight lands on.
    var destinationContent: Rect
    /// Where the flight is drawn among the flights.
    var zIndex: Double
    /// Its nodes' roles.
    var roles: FlightRoles { FlightRoles(path.element) }

    /// The corner radius at fraction 0 and at fraction 1.
    private var radiusEnds: (Double, Double) {
      path.startsAtSource ? (radii.source, radii.destination) : (radii.destination, radii.source)
    }

    private var sourcePart: FlightPath.Part { .content(path.source, fitted: path.source) }
    private var destinationPart: FlightPath.Part {
      .content(destinationContent, fitted: path.landing)
    }

    /// The contents' alpha tracks: over the first half of `crossFade` (from the source) the
    /// destination fades in, over the second half the source fades out.
    private func fadeTracks(crossFade: TrackWindow) -> (source: PlanTrack, destination: PlanTrack) {
      let low = Swift.min(crossFade.start, crossFade.end)
      let high = Swift.max(crossFade.start, crossFade.end)
      let middle = low + (high - low) / 2
      if path.startsAtSource {
        return (
          PlanTrack(
            roles.sourceContent, .alpha(from: 1, to: 0), window: TrackWindow(middle...high)),
          PlanTrack(
            roles.destinationContent, .alpha(from: 0, to: 1), window: TrackWindow(low...middle))
        )
      }
      // Flying back: progress p is at 1 − p along the flight from the source.
      return (
        PlanTrack(
          roles.sourceContent, .alpha(from: 0, to: 1),
          window: TrackWindow((1 - high)...(1 - middle))),
        PlanTrack(
          roles.destinationContent, .alpha(from: 1, to: 0),
          window: TrackWindow((1 - middle)...(1 - low)))
      )
    }

    /// The steps that make the flight and its snapshots and hide the two elements.
    func setup(crossFade: TrackWindow) -> [SetupStep] {
      let fades = fadeTracks(crossFade: crossFade)
      let start = path.frame(atFraction: 0)
      func alpha(_ track: PlanTrack) -> Double {
        track.property.applied(
          to: NodeState(frame: .zero), fraction: track.window.fraction(atProgress: 0)
        ).alpha
      }
      // The arriving view's element is snapshotted after screen updates: that view has never
      // been rendered, and a snapshot of a view "not yet rendered ... has no visible content"
      // (Apple). Incorporating the updates commits the window there and then, and the display
      // may show that commit, so the steps before it leave the screen looking as the frame
      // before did: the arriving view transparent or behind the opaque departing one, the
      // dimming invisible or covered, every element visible until a flight shows it in its
      // place (with an alignment rect, the part of the destination outside it goes as the
      // flight begins, as in every frame of the flight). The alternatives cost more: waiting
      // for the next commit delays the start by a frame, and flying the element itself takes
      // it out of its own layout.
      let arriving = path.startsAtSource
      return [
        .makeNode(roles.flight, color: .clear, .top),
        .clip(roles.flight),
        .set(roles.flight, NodeState(frame: start, cornerRadius: radiusEnds.0)),
        .snapshot(
          of: roles.destination, as: roles.destinationContent, .inside(roles.flight),
          afterScreenUpdates: arriving),
        .set(
          roles.destinationContent,
          NodeState(
            frame: path.frame(of: destinationPart, atFraction: 0, sourceEnd: path.source),
            alpha: alpha(fades.destination))),
        .snapshot(
          of: roles.source, as: roles.sourceContent, .inside(roles.flight),
          afterScreenUpdates: !arriving),
        .set(
          roles.sourceContent,
          NodeState(
            frame: path.frame(of: sourcePart, atFraction: 0, sourceEnd: path.source),
            alpha: alpha(fades.source))),
        .hide(roles.source),
        .hide(roles.destination),
      ]
    }

    /// The flight's tracks: its frame first (its contents are filled into it), its corner
    /// radius, then each content's frame and alpha.
    func tracks(crossFade: TrackWindow) -> [PlanTrack] {
      let fades = fadeTracks(crossFade: crossFade)
      return [
        PlanTrack(roles.flight, .flight(path, .frame)),
        PlanTrack(roles.flight, .flight(path, .alpha)),
        PlanTrack(roles.flight, .cornerRadius(from: radiusEnds.0, to: radiusEnds.1)),
        PlanTrack(roles.destinationContent, .flight(path, destinationPart)),
        fades.destination,
        PlanTrack(roles.sourceContent, .flight(path, sourcePart)),
        fades.source,
      ]
    }

    /// Removes the flight (its snapshots with it) and shows the elements again.
    var cleanup: [CleanupStep] {
      [.remove(roles.flight), .unhide(roles.source), .unhide(roles.destination)]
    }
  }
}
