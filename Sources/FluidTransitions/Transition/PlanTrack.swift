/// One animated property of one node in a ``TransitionPlan``.
///
/// Stored as given, whether passed to the initialiser or assigned: the ``window`` is a
/// ``TrackWindow``, clamped by its own initialiser, and the property's endpoints are sanitised
/// where they are applied (``AnimatedProperty/applied(to:fraction:)``, a node's setters).
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
