/// A transition as plain data: how to set the stage, what moves as progress goes from 0 to 1,
/// and how to clean up. Built by a style from a ``TransitionScene``; run by a
/// ``TransitionDriver`` on any ``Animating`` animator and any ``TransitionNode``s.
///
/// Because every track is a function of progress alone, ``state(of:at:)`` renders any progress
/// without running anything: what tests and the lab's report use.
///
/// A plan is plain data and stores what it is given, whether passed to the initialiser or
/// assigned: its values are already sanitised by their types (``NodeState``, ``Rect``,
/// ``AffineTransform``, ``TrackWindow``), except ``duration``, a spring curve's initial velocity
/// and the `Double` endpoints of alpha and corner-radius tracks, which the code that uses them
/// sanitises.
public struct TransitionPlan: Hashable, Sendable {
  /// The duration of a non-interactive run, in seconds. Stored as given, NaN and infinities
  /// included: a ``FluidAnimator`` and the UIKit layer run a NaN or negative duration as 0 and
  /// cap a longer one at ``TimingCurve/maximumDuration``.
  public var duration: Double
  /// The curve of a non-interactive run.
  public var curve: TimingCurve
  /// Steps performed, in order, before the first frame.
  public var setup: [SetupStep]
  /// What moves.
  public var tracks: [PlanTrack]
  /// Steps performed, in order, after the transition completes.
  public var completionCleanup: [CleanupStep]
  /// Steps performed, in order, after the transition is cancelled.
  public var cancellationCleanup: [CleanupStep]

  /// Creates a plan.
  public init(
    duration: Double,
    curve: TimingCurve,
    setup: [SetupStep],
    tracks: [PlanTrack],
    completionCleanup: [CleanupStep],
    cancellationCleanup: [CleanupStep]
  ) {
    self.duration = duration
    self.curve = curve
    self.setup = setup
    self.tracks = tracks
    self.completionCleanup = completionCleanup
    self.cancellationCleanup = cancellationCleanup
  }

  /// Every role the plan animates or sets, in first-mention order.
  public var roles: [NodeRole] {
    var seen: [NodeRole] = []
    func note(_ role: NodeRole) { if !seen.contains(role) { seen.append(role) } }
    for step in setup {
      switch step {
      case .insert(let role, _), .makeNode(let role, _, _), .makeExtension(let role, _, _),
        .set(let role, _), .hide(let role), .clip(let role):
        note(role)
      case .snapshot(_, let role, _, _):
        note(role)
      }
    }
    for track in tracks { note(track.role) }
    return seen
  }

  /// The state of `role`'s node at `progress`: its last `set` step, then every track of the
  /// role applied in order. Nil if the plan never sets nor animates the role. Pure: the same
  /// progress always gives the same state. Progress beyond [0, 1] extrapolates tracks whose
  /// window reaches that bound (overshoot); a non-finite progress is treated as 0.
  ///
  /// - Complexity: O(s + t) in the plan's setup steps and tracks; no allocation. For tests and
  ///   checks: an animator applies each track directly instead.
  public func state(of role: NodeRole, at progress: Double) -> NodeState? {
    let progress = progress.finite(or: 0)
    var state: NodeState?
    for step in setup {
      if case .set(let stepRole, let value) = step, stepRole == role { state = value }
      if case .hide(let stepRole) = step, stepRole == role { state?.isHidden = true }
    }
    for track in tracks where track.role == role {
      let base = state ?? NodeState(frame: .zero)
      state = track.property.applied(
        to: base, fraction: track.window.fraction(atProgress: progress))
    }
    return state
  }
}
