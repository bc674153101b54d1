/// An animator whose tracks are fixed when they are added (UIKit's property animator, whose
/// animation blocks cannot be re-targeted), able instead to hand nodes over from those tracks
/// to a writer of the progress: what a re-plan needs there to be as exact as on a
/// ``FluidAnimator``.
@MainActor
package protocol ProgressFollowing: Animating {
  /// Takes `nodes` off every animation of the properties in their `blocks` (the transition's
  /// own, and any other on those key paths of those layers, UIKit's or the app's; animations
  /// of other properties stay), and from now on
  /// calls `write` with the progress on screen whenever it changes (every frame while running,
  /// every change of ``Animating/fractionComplete`` while paused, whoever makes it) and with
  /// the final progress as the animator completes at `.end` or `.start`, before the other
  /// completions. Replaces the writer of an earlier call; `write` is called once at once. A
  /// node whose `keepsTransform` is true has a transform the writer leaves alone (the finger's
  /// offset): it goes on from the transform on screen to its model transform over the rest of
  /// the run, toward whichever end the progress moves. Ignored unless the animator is active.
  func follow(_ nodes: [FollowedNode], writing write: @escaping (Double) -> Void)
}

/// A node a re-plan hands over to a writer of the progress (see ``ProgressFollowing``).
@MainActor
package struct FollowedNode {
  /// The node.
  package let node: any TransitionNode
  /// Whether the writer leaves the node's transform alone (the finger's offset).
  package let keepsTransform: Bool
  /// The properties the transition's own animation blocks move on the node.
  package let blocks: AnimatedComponents

  package init(node: any TransitionNode, keepsTransform: Bool, blocks: AnimatedComponents) {
    self.node = node
    self.keepsTransform = keepsTransform
    self.blocks = blocks
  }
}
