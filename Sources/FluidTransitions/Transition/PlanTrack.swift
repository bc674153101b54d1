/// One animated property of one node in a ``TransitionPlan``.
public struct PlanTrack: Hashable, Sendable {
  /// The node that moves.
  public var role: NodeRole
  /// What moves, from which value to which.
  public var property: AnimatedProperty
  /// The stretch of progress over which it moves; the whole transition by default.
  public var window: TrackWindow

  /// Creates a track.
  public init(_ role: NodeRole, _ property: AnimatedProperty, window: TrackWindow = .full) {
    self.role = role
    self.property = property
    self.window = window
  }
}
