/// Something done to the node tree before a transition starts to move.
public enum SetupStep: Hashable, Sendable {
  /// Where a node goes among the container's children.
  public enum Placement: Hashable, Sendable {
    /// Above the node playing a role.
    case above(NodeRole)
    /// Below the node playing a role.
    case below(NodeRole)
    /// Above every child.
    case top
    /// Below every child.
    case bottom
  }

  /// Puts the node of a role into the container.
  case insert(NodeRole, Placement)
  /// Creates a plain node filled with a colour for a role (dimming, shadow, …) and inserts it.
  case makeNode(NodeRole, color: Color, Placement)
  /// Creates a plain node filled with the background of the second role's node (see
  /// ``TransitionNode/makeNode(matchingBackgroundOf:)``) for the first role and inserts it, to
  /// extend that node beyond its edges: a sheet's extension below its bottom edge.
  case makeExtension(NodeRole, of: NodeRole, Placement)
  /// Creates a snapshot of the node of the first role, registers it under the second role and
  /// inserts it.
  case snapshot(of: NodeRole, as: NodeRole, Placement)
  /// Sets every animatable property of a role's node (its state at progress 0 before any track
  /// applies).
  case set(NodeRole, NodeState)
  /// Hides a role's node for the duration of the transition.
  case hide(NodeRole)
}
