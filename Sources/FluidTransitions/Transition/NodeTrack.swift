/// A plan's track bound to its node, as a ``FluidAnimator`` runs it: concrete code per property
/// kind, with no closure and no generic value in between, and a transform's decompositions
/// prepared once. What it writes is exactly what the generic track
/// `addTrack(from:to:window:apply:)` with `{ node.<property> = $0 }` writes; it is only faster.
///
/// It holds its node strongly (see ``TransitionStage/install(_:on:)`` for why that is safe).
@MainActor
enum NodeTrack {
  /// The track of `property` over `window` on `node`; a flight's reads `live` (its live state)
  /// when given, the plan's path otherwise.
  static func make(
    _ property: AnimatedProperty, window: TrackWindow, node: any TransitionNode,
    live: LiveFlight? = nil
  ) -> AnimationTrackBase {
    switch property {
    case .frame(let from, let to):
      return FrameTrack(from: from, to: to, window: window, node: node)
    case .alpha(let from, let to):
      return AlphaTrack(from: from, to: to, window: window, node: node)
    case .transform(let from, let to):
      return TransformTrack(
        path: AffineTransform.InterpolationPath(from: from, to: to), window: window, node: node)
    case .cornerRadius(let from, let to):
      return CornerRadiusTrack(from: from, to: to, window: window, node: node)
    case .flight(let path, let part):
      let live = live ?? LiveFlight(path: path, window: window, measure: nil)
      switch part {
      case .frame, .content:
        return FlightFrameTrack(live: live, part: part, window: window, node: node)
      case .alpha:
        return FlightAlphaTrack(live: live, window: window, node: node)
      case .fallbackTransform(let frame):
        return FlightTransformTrack(
          live: live,
          path: AffineTransform.InterpolationPath(
            from: .identity, to: path.fallbackTransform(for: frame)),
          window: window, node: node)
      }
    }
  }

  private final class FrameTrack: AnimationTrackBase {
    let from: Rect
    let to: Rect
    let window: TrackWindow
    let node: any TransitionNode

    init(from: Rect, to: Rect, window: TrackWindow, node: any TransitionNode) {
      self.from = from
      self.to = to
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.frame = from.interpolated(to: to, fraction: window.fraction(atProgress: progress))
    }
  }

  private final class AlphaTrack: AnimationTrackBase {
    let from: Double
    let to: Double
    let window: TrackWindow
    let node: any TransitionNode

    init(from: Double, to: Double, window: TrackWindow, node: any TransitionNode) {
      self.from = from
      self.to = to
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.alpha = from.interpolated(to: to, fraction: window.fraction(atProgress: progress))
    }
  }

  private final class CornerRadiusTrack: AnimationTrackBase {
    let from: Double
    let to: Double
    let window: TrackWindow
    let node: any TransitionNode

    init(from: Double, to: Double, window: TrackWindow, node: any TransitionNode) {
      self.from = from
      self.to = to
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.cornerRadius = from.interpolated(
        to: to, fraction: window.fraction(atProgress: progress))
    }
  }

  private final class TransformTrack: AnimationTrackBase {
    let path: AffineTransform.InterpolationPath
    let window: TrackWindow
    let node: any TransitionNode

    init(path: AffineTransform.InterpolationPath, window: TrackWindow, node: any TransitionNode) {
      self.path = path
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.transform = path.value(at: window.fraction(atProgress: progress))
    }
  }

  private final class FlightFrameTrack: AnimationTrackBase {
    let live: LiveFlight
    let part: FlightPath.Part
    let window: TrackWindow
    let node: any TransitionNode

    init(live: LiveFlight, part: FlightPath.Part, window: TrackWindow, node: any TransitionNode) {
      self.live = live
      self.part = part
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.frame = live.frame(of: part, atFraction: window.fraction(atProgress: progress))
    }
  }

  private final class FlightAlphaTrack: AnimationTrackBase {
    let live: LiveFlight
    let window: TrackWindow
    let node: any TransitionNode

    init(live: LiveFlight, window: TrackWindow, node: any TransitionNode) {
      self.live = live
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.alpha = 1 - live.blend(atFraction: window.fraction(atProgress: progress))
    }
  }

  private final class FlightTransformTrack: AnimationTrackBase {
    let live: LiveFlight
    let path: AffineTransform.InterpolationPath
    let window: TrackWindow
    let node: any TransitionNode

    init(
      live: LiveFlight, path: AffineTransform.InterpolationPath, window: TrackWindow,
      node: any TransitionNode
    ) {
      self.live = live
      self.path = path
      self.window = window
      self.node = node
    }

    override func apply(progress: Double) {
      node.transform = path.value(at: live.blend(atFraction: window.fraction(atProgress: progress)))
    }
  }
}
