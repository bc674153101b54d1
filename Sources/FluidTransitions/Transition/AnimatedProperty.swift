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
    }
    return state
  }
}
