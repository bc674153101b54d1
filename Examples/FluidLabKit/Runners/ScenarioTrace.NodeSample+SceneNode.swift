import FluidTransitions

extension ScenarioTrace.NodeSample {
  /// `node` as presented now, under `role`: whether it is in `container`'s tree, and if so its
  /// place in `drawingOrder` (the container's subtree, read once per frame); `parent` names the
  /// traced node it is nested in, if any.
  @MainActor
  init(
    role: String, node: SceneNode, container: SceneNode, drawingOrder: [SceneNode],
    parent: String? = nil
  ) {
    let inContainer = node !== container && node.root === container
    self.init(
      role: role, state: node.presentedState, inContainer: inContainer,
      drawingOrder: inContainer ? drawingOrder.firstIndex { $0 === node } : nil,
      parent: parent, clips: node.clipsToBounds)
  }
}
