import FluidTransitions

extension TransitionStage {
  /// The nodes of `roles` that the stage has, in that order, each with its role: nested ones
  /// too (a zoom's content snapshots inside their clipping flight, the elements inside their
  /// views). Read right after a transition starts, they outlive the stage, which forgets them
  /// when the transition ends.
  func sceneNodes(for roles: [NodeRole]) -> [(role: NodeRole, node: SceneNode)] {
    roles.compactMap { role in (node(for: role) as? SceneNode).map { (role, $0) } }
  }
}
