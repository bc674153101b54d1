/// One property of a node moving between two values.
public enum AnimatedProperty: Hashable, Sendable {
  /// The layout rectangle, each edge moving linearly.
  case frame(from: Rect, to: Rect)
  /// The opacity.
  case alpha(from: Double, to: Double)
  /// The transform, interpolated by decomposition (see ``AffineTransform``).
  case transform(from: AffineTransform, to: AffineTransform)
  /// The corner radius.
  case cornerRadius(from: Double, to: Double)
  /// A value of a shared element's flight (a zoom): the flight's own frame, the frame of a
  /// content aspect-filled into it, or the live fallback's alpha and transform, evaluated
  /// exactly at every fraction (see ``FlightPath``).
  /// Not linear in the fraction for a content; see ``TransitionStage/install(_:on:)`` for what
  /// an engine without per-frame evaluation shows.
  case flight(FlightPath, FlightPath.Part)

  /// `state` with this property set to its value at `fraction` (0: from, 1: to), stored through
  /// ``NodeState``'s setters: alpha clamped to [0, 1] (NaN 1), the corner radius to
  /// [0, `greatestFiniteMagnitude`] (NaN 0). A non-finite fraction gives the `from` value.
  public func applied(to state: NodeState, fraction: Double) -> NodeState {
    var state = state
    switch self {
    case .frame(let from, let to):
      state.frame = from.interpolated(to: to, fraction: fraction)
    case .alpha(let from, let to):
      state.alpha = from.interpolated(to: to, fraction: fraction)
    case .transform(let from, let to):
      state.transform = from.interpolated(to: to, fraction: fraction)
    case .cornerRadius(let from, let to):
      state.cornerRadius = from.interpolated(to: to, fraction: fraction)
    case .flight(let path, let part):
      // The plan's own evaluation: the source where the plan found it, never gone.
      switch part {
      case .frame, .content:
        state.frame = path.frame(of: part, atFraction: fraction, sourceEnd: path.source)
      case .alpha:
        state.alpha = 1
      case .fallbackTransform:
        state.transform = .identity
      }
    }
    return state
  }
}
