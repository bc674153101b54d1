/// One role's node following a ``ReplannedPlan`` on a ``FluidAnimator``: the course's state at
/// every frame's progress, written after the node's original tracks so it wins over them. A
/// flight's frame is read live (its source where it is now), then corrected. On UIKit's
/// animator the same track is applied by the adapter's writer (see ``ProgressFollowing``).
@MainActor
final class ReplannedTrack: AnimationTrackBase {
  private let course: ReplannedPlan
  let role: NodeRole
  let node: any TransitionNode
  private let live: (flight: LiveFlight, window: TrackWindow)?
  let writesTransform: Bool
  private let writesCorners: Bool

  init(
    course: ReplannedPlan, role: NodeRole, node: any TransitionNode,
    live: (flight: LiveFlight, window: TrackWindow)?, writesTransform: Bool, writesCorners: Bool
  ) {
    self.course = course
    self.role = role
    self.node = node
    self.live = live
    self.writesTransform = writesTransform
    self.writesCorners = writesCorners
  }

  override func apply(progress: Double) {
    let frame = live.map {
      $0.flight.frame(of: .frame, atFraction: $0.window.fraction(atProgress: progress))
    }
    guard let state = course.state(of: role, at: progress, frame: frame) else { return }
    node.frame = state.frame
    node.alpha = state.alpha
    if writesTransform { node.transform = state.transform }
    if writesCorners { node.cornerRadius = state.cornerRadius }
  }
}
