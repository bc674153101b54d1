/// An animator whose tracks are fixed when they are added (UIKit's property animator, whose
/// animation blocks cannot be re-targeted), able instead to hand nodes over from those tracks
/// to a writer of the progress: what a re-plan needs there to be as exact as on a
/// ``FluidAnimator``.
@MainActor
package protocol ProgressFollowing: Animating {
  /// Takes `nodes` off the animations in flight on them, and from now on calls `write` with
  /// the progress on screen whenever it changes (every frame while running, every change of
  /// ``Animating/fractionComplete`` while paused) and with the final progress as the animator
  /// completes at `.end` or `.start`, before the other completions. Replaces the writer of an
  /// earlier call; `write` is called once at once. A node whose `keepsTransform` is true has a
  /// transform the writer leaves alone (the finger's offset): it goes on from the transform on
  /// screen to its model transform over the rest of the run. Ignored unless the animator is
  /// active.
  func follow(
    _ nodes: [(node: any TransitionNode, keepsTransform: Bool)],
    writing write: @escaping (Double) -> Void)
}
