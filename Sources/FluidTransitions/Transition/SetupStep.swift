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
    /// Inside the node playing a role, above its children (the contents of a zoom's flight);
    /// in the container, above every child, if the role has no node.
    case inside(NodeRole)
  }

  /// Puts the node of a role into the container.
  case insert(NodeRole, Placement)
  /// Creates a plain node filled with a colour for a role (dimming, shadow, …) and inserts it.
  case makeNode(NodeRole, color: RGBAColor, Placement)
  /// Creates a plain node filled with the background of the second role's node (see
  /// ``TransitionNode/makeNode(matchingBackgroundOf:)``) for the first role and inserts it, to
  /// extend that node beyond its edges: a sheet's extension below its bottom edge.
  case makeExtension(NodeRole, of: NodeRole, Placement)
  /// Creates a snapshot of the node of the first role, registers it under the second role and
  /// inserts it. With `afterScreenUpdates` the snapshot is taken after pending layout and
  /// drawing (UIKit's `snapshotView(afterScreenUpdates: true)`): needed for an element of the
  /// arriving view, which is not on screen yet; without, the view as it is on screen now
  /// (faster). See ``TransitionNode/makeSnapshot(afterScreenUpdates:)``.
  case snapshot(of: NodeRole, as: NodeRole, Placement, afterScreenUpdates: Bool = false)
  /// Makes a role's node clip its children to its bounds (UIKit's `clipsToBounds`), so the
  /// contents of a zoom's flight show only inside it. Cleanups do not undo it: use it on nodes
  /// the plan makes and removes.
  case clip(NodeRole)
  /// Sets every animatable property of a role's node (its state at progress 0 before any track
  /// applies).
  case set(NodeRole, NodeState)
  /// Hides a role's node for the duration of the transition.
  case hide(NodeRole)
}
