/// What a view learns of the transition that moves it: its phase, progress and velocity, read
/// on every frame (SwiftUI's `FluidTransitionReader` hands one to its content).
///
/// Every number is finite, so none reaches a view as NaN: a non-finite progress read from a
/// transition keeps the previous reading's progress (0 for the first), and a non-finite velocity
/// reads as 0. A progress beyond [0, 1] (a rubber band) is passed on; ``presence`` is clamped.
public struct FluidTransitionProxy: Hashable, Sendable {
  /// No transition moves the view: it is at rest on screen.
  public static let idle = FluidTransitionProxy(
    phase: .idle, operation: nil, progress: 0, velocity: 0, isAppearing: false)

  /// The transition's phase; ``TransitionDriver/Phase/idle`` when none moves the view.
  public let phase: TransitionDriver.Phase
  /// What the transition does, or nil when none moves the view.
  public let operation: TransitionOperation?
  /// The transition's progress on screen, from 0 at its start to 1 at its end (beyond, under a
  /// rubber band); 0 when none moves the view.
  public let progress: Double
  /// The progress's rate, per second (negative while it heads back to its start): the
  /// finger's while one holds the transition (``TransitionDriver/progressVelocity(at:)``).
  public let velocity: Double
  /// Whether the transition brings the view on screen (a push or presentation of it, a pop or
  /// dismissal that uncovers it), rather than taking it away.
  public let isAppearing: Bool

  /// How much the view is on screen, from 0 (away) to 1 (shown): the progress for an arriving
  /// view, its complement for a leaving one, 1 at rest. Clamped to [0, 1].
  public var presence: Double {
    guard operation != nil else { return 1 }
    return min(max(isAppearing ? progress : 1 - progress, 0), 1)
  }

  private init(
    phase: TransitionDriver.Phase, operation: TransitionOperation?, progress: Double,
    velocity: Double, isAppearing: Bool
  ) {
    self.phase = phase
    self.operation = operation
    self.progress = progress
    self.velocity = velocity
    self.isAppearing = isAppearing
  }

  /// The reading of a transition that follows `previous`: `progress` and `velocity` as the
  /// transition reports them, made finite by the rules above.
  package static func reading(
    after previous: FluidTransitionProxy, phase: TransitionDriver.Phase,
    operation: TransitionOperation, progress: Double, velocity: Double, isAppearing: Bool
  ) -> FluidTransitionProxy {
    FluidTransitionProxy(
      phase: phase, operation: operation,
      progress: progress.isFinite ? progress : previous.progress,
      velocity: velocity.isFinite ? velocity : 0, isAppearing: isAppearing)
  }
}
