/// One role's node following a ``ReplannedPlan`` on a ``FluidAnimator``: the course's state at
/// every frame's progress, written after the node's original tracks so it wins over them. A
/// flight's parts are read live (its frame and its contents' from the source where it is now,
/// its fade and the detail view's fallback transform once the source is gone), then
/// corrected; a content inside a flight is filled into the flight's corrected frame. On UIKit's
/// animator the same track is applied by the adapter's writer (see ``ProgressFollowing``).
@MainActor
final class ReplannedTrack: AnimationTrackBase {
  /// A content's place inside its flight after a re-plan: `content` scaled so that `fitted`
  /// aspect-fills the flight's frame as the course corrects it
  /// (``FlightPath/Part/content(_:fitted:)``). Correcting the content and the flight apart
  /// would let the snapshot drift inside its clipping flight, leaving part of it empty.
  struct ContentFill {
    /// The role whose frame is the flight's, and its live flight parts.
    let flightRole: NodeRole
    let flightLive: LiveFlightParts?
    let content: Rect
    let fitted: Rect

    /// `role`'s fill as `tracks` plan it, with no live flight (UIKit's animator measures
    /// none): nil unless `role` is a content inside one of their flights.
    static func planned(of role: NodeRole, in tracks: [PlanTrack]) -> ContentFill? {
      for track in tracks where track.role == role {
        guard case .flight(let path, .content(let content, let fitted)) = track.property,
          let flight = tracks.first(where: { $0.property == .flight(path, .frame) })
        else { continue }
        return ContentFill(
          flightRole: flight.role, flightLive: nil, content: content, fitted: fitted)
      }
      return nil
    }
  }

  private let course: ReplannedPlan
  let role: NodeRole
  let node: any TransitionNode
  private let live: LiveFlightParts?
  private let fill: ContentFill?
  let writesTransform: Bool
  private let writesCorners: Bool

  init(
    course: ReplannedPlan, role: NodeRole, node: any TransitionNode,
    live: LiveFlightParts?, fill: ContentFill? = nil, writesTransform: Bool,
    writesCorners: Bool
  ) {
    self.course = course
    self.role = role
    self.node = node
    self.live = live
    self.fill = fill
    self.writesTransform = writesTransform
    self.writesCorners = writesCorners
  }

  override func apply(progress: Double) {
    let live = live?.values(atProgress: progress)
    guard
      let state = course.state(
        of: role, at: progress, frame: live?.frame, alpha: live?.alpha,
        transform: live?.transform)
    else { return }
    node.frame = state.frame
    if let fill {
      let flightLive = fill.flightLive?.values(atProgress: progress)
      if let flight = course.state(
        of: fill.flightRole, at: progress, frame: flightLive?.frame, alpha: flightLive?.alpha,
        transform: flightLive?.transform)
      {
        node.frame = FlightPath.aspectFill(
          fill.content, fitted: fill.fitted, into: flight.frame.size)
      }
    }
    node.alpha = state.alpha
    if writesTransform { node.transform = state.transform }
    if writesCorners { node.cornerRadius = state.cornerRadius }
  }
}
