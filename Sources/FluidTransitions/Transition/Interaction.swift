/// The built-in gestures a transition can be driven by, shared by the UIKit layer and the lab.
///
/// Each defines which touches may begin it, which direction commits it, and how its
/// translation maps to progress (styles may adjust the mapping, see
/// ``TransitionStyle/interactionMapping(for:in:)``):
///
/// | interaction | begins | commits when | progress from |
/// |---|---|---|---|
/// | `edgePan` | within ``edgeWidth`` of the leading edge | the finger moves mostly horizontally | horizontal travel over the width |
/// | `pan` | anywhere | the finger moves mostly horizontally (vertical scrolling is left alone), and the content under the finger lets it go (`PanHandoff`) | horizontal travel over the width |
/// | `contentPop` | anywhere in the content but within ``edgeWidth`` of the leading edge (the edge swipe's region, which keeps priority there) | the finger moves mostly horizontally, toward completion, and the content under the finger lets it go (`ContentPopHandoff`) | horizontal travel over the width |
/// | `panDown` | anywhere | the finger moves mostly vertically, toward completion | vertical travel over the height |
/// | `zoomDrag` | anywhere | as `panDown` | vertical travel over half the height; the snapshot follows the finger |
/// | `pinch` | anywhere, one finger or two | two fingers: the scale moves toward completion (``PinchMapping/commits(scale:)``); one finger: as `zoomDrag` | two fingers: the scale (``pinchMapping(for:)``), the flight following their centroid; one finger: as `zoomDrag`; the two hand over to each other mid-gesture |
///
/// Backward operations (pop, dismiss, tab backward) complete as the finger moves toward the
/// trailing edge or down; forward ones toward the leading edge or up. Right-to-left layouts
/// swap leading and trailing.
public enum Interaction: String, Hashable, Sendable, CaseIterable {
  /// A swipe from the leading screen edge, like the system back gesture.
  case edgePan
  /// A direction-locked horizontal pan anywhere.
  case pan
  /// The back swipe from anywhere in the content (UIKit's
  /// `interactiveContentPopGestureRecognizer`, iOS 26): a horizontal pan that starts anywhere
  /// outside the leading edge's region and pops with the current style, installed alongside the
  /// ``edgePan`` swipe, which keeps the edge. Whether a drag is the swipe's or belongs to the
  /// content under the finger (a carousel, a slider, a text selection) is
  /// `ContentPopHandoff`'s decision. Mapped as ``pan``.
  case contentPop
  /// A vertical drag (sheet and zoom dismissal).
  case panDown
  /// Photos-style zoom dismissal: a vertical drag while the flying snapshot follows the finger
  /// and shrinks with distance.
  case zoomDrag
  /// Pinch to dismiss a zoom (Photos): two fingers closing move the transition by their scale
  /// while the flight follows their centroid; one finger drags as ``zoomDrag`` does, and a
  /// second finger landing mid-drag, or one lifting mid-pinch, hands over without a jump (see
  /// ``TransitionDriver/pinchBegan(_:)``).
  case pinch

  /// How close to the leading edge, in points, an `edgePan` must begin (24).
  public static let edgeWidth: Double = 24
  /// How far, in points, the finger must move before a direction decides whether the gesture
  /// is ours (10).
  public static let lockDistance: Double = 10

  /// The default progress mapping in `scene`.
  public func mapping(for scene: TransitionScene) -> InteractionMapping {
    let backward = !scene.operation.isForward
    switch self {
    case .edgePan, .pan, .contentPop:
      return .horizontal(
        towardTrailing: backward, distance: scene.container.width,
        layoutDirection: scene.layoutDirection)
    case .panDown:
      return .vertical(downward: backward, distance: scene.container.height)
    case .zoomDrag, .pinch:
      return .vertical(downward: backward, distance: scene.container.height / 2)
    }
  }

  /// How a pinch's scale maps to progress in `scene`: closing the fingers completes backward
  /// operations (dismissals), opening them completes forward ones, over half the scale.
  public func pinchMapping(for scene: TransitionScene) -> PinchMapping {
    PinchMapping(minimumScale: 0.5, direction: scene.operation.isForward ? -1 : 1)
  }

  /// Whether a touch that lands at `point` (container coordinates) may begin the gesture: an
  /// ``edgePan`` only within ``edgeWidth`` of the leading edge, a ``contentPop`` only outside
  /// that region (the edge keeps priority there), the others anywhere. (A ``Point`` stores a
  /// non-finite coordinate as 0.)
  public func canBegin(at point: Point, in scene: TransitionScene) -> Bool {
    switch self {
    case .edgePan: return Self.isInLeadingEdgeRegion(point, in: scene)
    case .contentPop: return !Self.isInLeadingEdgeRegion(point, in: scene)
    case .pan, .panDown, .zoomDrag, .pinch: return true
    }
  }

  /// Whether `point` lies within ``edgeWidth`` of `scene`'s leading edge.
  private static func isInLeadingEdgeRegion(_ point: Point, in scene: TransitionScene) -> Bool {
    if scene.layoutDirection == .leftToRight { return point.x <= edgeWidth }
    return point.x >= scene.container.width - edgeWidth
  }

  /// Whether the finger's `translation` so far commits the gesture: nil while it has moved less
  /// than ``lockDistance``, then whether its dominant direction is this gesture's (and, for
  /// ``contentPop`` and the vertical gestures, toward completing `mapping`). For ``pan`` and
  /// ``contentPop`` this is the decision over plain content; the content under the finger may
  /// still keep the drag (`PanHandoff`, `ContentPopHandoff`).
  public func commits(translation: Vector, mapping: InteractionMapping) -> Bool? {
    guard translation.length >= Self.lockDistance else { return nil }
    let horizontal = abs(translation.dx) > abs(translation.dy)
    switch self {
    case .edgePan, .pan:
      return horizontal
    case .contentPop:
      return horizontal && mapping.progressDelta(forTranslation: translation) > 0
    case .panDown, .zoomDrag, .pinch:
      return !horizontal && mapping.progressDelta(forTranslation: translation) > 0
    }
  }

  /// The node that follows the finger (or the two fingers' centroid) during the gesture, if
  /// any: the zoom's flight for `zoomDrag` and `pinch`.
  public var followingRole: NodeRole? { self == .zoomDrag || self == .pinch ? .snapshot : nil }
}
