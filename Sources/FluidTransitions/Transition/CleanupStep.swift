/// Something done to the node tree after a transition ends, on completion or on cancellation.
public enum CleanupStep: Hashable, Sendable {
  /// Removes a role's node from its parent (snapshots, dimming; the to-view on cancel).
  case remove(NodeRole)
  /// Shows a node hidden during the transition.
  case unhide(NodeRole)
  /// Sets every animatable property of a role's node (restoring what the transition changed).
  case set(NodeRole, NodeState)
}
