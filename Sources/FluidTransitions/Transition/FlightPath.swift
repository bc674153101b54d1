/// The geometry of one shared element's flight in a zoom: a clipping frame that moves between the
/// source element and its landing rect at the destination, and the frames of the contents shown
/// inside it, each aspect-filled into it.
///
/// A value, so plans stay plain data: ``AnimatedProperty/flight(_:_:)`` tracks name a path and
/// the ``Part`` of it they animate, and ``TransitionPlan/state(of:at:)`` evaluates them exactly.
///
/// **Fractions.** Tracks give the path a fraction of their window: 0 is the start of the motion
/// and 1 its end. `startsAtSource` says which end is the source element: fraction 0 for the
/// forward operations (push, present), fraction 1 for the backward ones (pop, dismiss).
///
/// **Aspect.** Each content is scaled so that a chosen part of it (its *fitted* rect: the whole
/// content, or a destination's alignment rect) aspect-fills the flight's frame of the moment
/// and is centred in it (see `aspectFill(_:fitted:into:)`). At the source end the source
/// content exactly fills the frame (it *is* the source's frame), and at the destination end the
/// destination's fitted rect exactly fills it; a square thumbnail showing an aspect-filled crop
/// of a wide photo therefore lands on the whole photo without a jump.
///
/// **Linearity.** Aspect-filling a frame that moves linearly is piecewise linear in the fraction,
/// with one breakpoint where the width ratio and the height ratio cross (the larger wins). Each
/// content's fitted rect *is* the flight's frame at one end, so the ratios cross exactly there:
/// between the ends every content moves linearly, and the other ratio takes over only beyond
/// that end, while a spring overshoots or a rubber band stretches past it. A ``FluidAnimator``
/// evaluates the exact fill on every frame; see ``TransitionStage/install(_:on:)`` for other
/// engines.
///
/// **Live sources.** ``TransitionPlan/state(of:at:)`` evaluates the path with the source where
/// the plan found it. While a ``FluidAnimator`` runs the plan, the ``TransitionStage`` measures
/// the source again before every frame (see
/// ``TransitionStage/setSourceFrameProvider(_:forElement:)``) and evaluates the same
/// functions with the source where it is now, so a grid that scrolls or re-lays out under a
/// dismissal still lands on the cell. If the source disappears, the source
/// end stops at the last frame measured and, from there on toward the source, blends into the
/// `fallbackFrame` by `fallbackBlend(towardSource:vanishedAt:)` while ``Part/alpha`` fades
/// the flight out and ``Part/fallbackTransform(of:)`` scales the view it belongs to toward
/// `fallbackCenter`: the zoom's no-source fallback, joined with no jump in position or
/// velocity. Statically (no live source) ``Part/alpha`` is 1 and ``Part/fallbackTransform(of:)``
/// the identity.
///
/// Every rectangle and point is a geometry value and so always finite, whether passed to the
/// initialiser or assigned.
public struct FlightPath: Hashable, Sendable {
  /// Which value of the flight a track animates.
  public enum Part: Hashable, Sendable {
    /// The flight's own frame (the clipping node, role ``NodeRole/snapshot``): linear between
    /// the source and the landing rect.
    case frame
    /// The frame of a content inside the flight, in the flight's own coordinates: `content` (a
    /// snapshot's frame as measured, in container coordinates) scaled and moved so that
    /// `fitted` (a part of it in the same coordinates) aspect-fills the flight's frame and is
    /// centred in it.
    case content(Rect, fitted: Rect)
    /// The flight's opacity: 1, fading out once the source has disappeared (see the type's
    /// documentation on live sources).
    case alpha
    /// The transform of the view the flight belongs to (the detail view, whose frame is given):
    /// the identity, scaling by `FlightPath.fallbackScale` toward
    /// `FlightPath.fallbackCenter` once the source has disappeared.
    case fallbackTransform(of: Rect)
  }

  /// The shared element whose flight this is: nil for the primary element (the scene's
  /// ``TransitionScene/sourceElement`` and ``TransitionScene/destinationElement``), otherwise
  /// an additional element's identifier (``TransitionScene/SharedElement/identifier``).
  package var element: String?
  /// The source element's frame, in container coordinates, where it was when the plan was made.
  package var source: Rect
  /// Where the flight lands at the destination end, in container coordinates: the destination's
  /// alignment rect if it has one, otherwise the destination element's frame.
  package var landing: Rect
  /// Whether the flight is at the source at fraction 0 and lands at fraction 1 (push, present),
  /// rather than leaving the landing rect at fraction 0 for the source (pop, dismiss).
  package var startsAtSource: Bool
  /// If the source disappears mid-flight, the flight heads instead for its landing rect scaled
  /// by this factor toward `fallbackCenter`, fading out (the zoom's no-source fallback). In
  /// [0, 1], whether passed to the initialiser or assigned; NaN becomes 0.5.
  package var fallbackScale: Double {
    didSet { fallbackScale = Self.storedFallbackScale(fallbackScale) }
  }
  /// The point the fallback scales toward, in container coordinates (the container's centre).
  package var fallbackCenter: Point

  /// Creates a path; see each property.
  package init(
    element: String? = nil,
    source: Rect,
    landing: Rect,
    startsAtSource: Bool,
    fallbackScale: Double = 0.5,
    fallbackCenter: Point = .zero
  ) {
    self.element = element
    self.source = source
    self.landing = landing
    self.startsAtSource = startsAtSource
    self.fallbackScale = Self.storedFallbackScale(fallbackScale)
    self.fallbackCenter = fallbackCenter
  }

  private static func storedFallbackScale(_ scale: Double) -> Double {
    scale.clamped(to: 0...1, nanReplacement: 0.5)
  }

  /// How far the flight is from its landing toward its source at `fraction`: 0 at the landing,
  /// 1 at the source, beyond them while a spring overshoots. A non-finite fraction counts as 0.
  @inline(__always)
  package func towardSource(atFraction fraction: Double) -> Double {
    let fraction = fraction.finite(or: 0)
    return startsAtSource ? 1 - fraction : fraction
  }

  /// The flight's frame at `fraction` when the source end of the flight is `sourceEnd`:
  /// interpolated from the frame at fraction 0 to the frame at fraction 1, so both ends are
  /// exact. A non-finite fraction gives the frame at fraction 0.
  @inline(__always)
  package func frame(atFraction fraction: Double, sourceEnd: Rect) -> Rect {
    startsAtSource
      ? sourceEnd.interpolated(to: landing, fraction: fraction)
      : landing.interpolated(to: sourceEnd, fraction: fraction)
  }

  /// The flight's frame at `fraction` with the source where the plan found it.
  package func frame(atFraction fraction: Double) -> Rect {
    frame(atFraction: fraction, sourceEnd: source)
  }

  /// The frame, in the coordinates of a container of `size` (origin at its top-left corner),
  /// of `content` scaled about nothing but its own proportions so that `fitted` (a part of
  /// `content`, in the same coordinates) aspect-fills the container and is centred in it.
  ///
  /// The scale is `max(width / fitted width, height / fitted height)`: the content covers the
  /// container and keeps its aspect ratio. Negative sizes count by their magnitude. A fitted
  /// rect with no width fills by height alone and one with no height by width alone; with
  /// neither, or an empty container, the content collapses to a point at the container's
  /// centre. A scale too large to represent counts as 0 (the same point), so the result is
  /// always finite.
  package static func aspectFill(_ content: Rect, fitted: Rect, into size: Size) -> Rect {
    let content = content.standardized
    let fitted = fitted.standardized
    let width = abs(size.width)
    let height = abs(size.height)
    var scale: Double
    if fitted.width > 0 && fitted.height > 0 {
      scale = Swift.max(width / fitted.width, height / fitted.height)
    } else if fitted.width > 0 {
      scale = width / fitted.width
    } else if fitted.height > 0 {
      scale = height / fitted.height
    } else {
      scale = 0
    }
    if !scale.isFinite { scale = 0 }
    // Where the fitted part goes: centred in the container.
    let fittedX = (width - scale * fitted.width) / 2
    let fittedY = (height - scale * fitted.height) / 2
    return Rect(
      x: fittedX - scale * (fitted.minX - content.minX),
      y: fittedY - scale * (fitted.minY - content.minY),
      width: scale * content.width, height: scale * content.height)
  }

  /// The frame `part` takes at `fraction` when the flight's source end is `sourceEnd`: the
  /// flight's for ``Part/frame`` and for the parts that set no frame.
  @inline(__always)
  func frame(of part: Part, atFraction fraction: Double, sourceEnd: Rect) -> Rect {
    let flight = frame(atFraction: fraction, sourceEnd: sourceEnd)
    switch part {
    case .frame, .alpha, .fallbackTransform:
      return flight
    case .content(let content, let fitted):
      return Self.aspectFill(content, fitted: fitted, into: flight.size)
    }
  }

  // MARK: - Live sources

  /// Where the source end heads once the source has disappeared: ``landing`` scaled by
  /// ``fallbackScale`` about `fallbackCenter`, as the detail view around it scales.
  package var fallbackFrame: Rect {
    let center = landing.center
    let scale = fallbackScale
    return Rect(
      x: fallbackCenter.x + (center.x - fallbackCenter.x) * scale - landing.width * scale / 2,
      y: fallbackCenter.y + (center.y - fallbackCenter.y) * scale - landing.height * scale / 2,
      width: landing.width * scale, height: landing.height * scale)
  }

  /// The transform that scales a view with `frame` by ``fallbackScale`` about
  /// `fallbackCenter` instead of about its own centre (transforms apply about the view's
  /// centre): the fallback of the view the flight belongs to.
  package func fallbackTransform(for frame: Rect) -> AffineTransform {
    let center = frame.center
    let scale = fallbackScale
    return AffineTransform(
      a: scale, b: 0, c: 0, d: scale,
      tx: (fallbackCenter.x - center.x) * (1 - scale),
      ty: (fallbackCenter.y - center.y) * (1 - scale))
  }

  /// How far the flight has turned into the fallback at `towardSource` (see
  /// ``towardSource(atFraction:)``) when the source disappeared at `vanishedAt`: 0 up to that
  /// point, then `((towardSource − vanishedAt) / (1 − vanishedAt))²`, reaching 1 at the source
  /// end. Its value *and its slope* are 0 where the source disappeared, so the flight's position
  /// and velocity are continuous there; only its acceleration changes. A source that
  /// disappears at (or beyond) the source end leaves no distance to blend over: 0.
  package static func fallbackBlend(towardSource: Double, vanishedAt: Double) -> Double {
    guard vanishedAt < 1, towardSource > vanishedAt, towardSource.isFinite else { return 0 }
    let share = (towardSource - vanishedAt) / (1 - vanishedAt)
    return share * share
  }
}
