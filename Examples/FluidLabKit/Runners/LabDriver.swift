import FluidTransitions

/// What the scenario runner asks of a driver: the library's ``TransitionDriver``, or the
/// ``PercentDrivenDriver`` baseline, run through the same scene, clock and touches.
@MainActor
protocol LabDriver: AnyObject {
  /// Where the transition is in its life.
  var phase: TransitionDriver.Phase { get }
  /// The progress on screen, in the forward sense.
  var presentedProgress: Double { get }
  /// The rate of ``presentedProgress`` at the last presented frame, in progress per second; 0
  /// while a finger holds the transition.
  var presentedVelocity: Double { get }
  /// Whether the transition moves by itself (started and not paused, not finished).
  var isMoving: Bool { get }
  /// The velocity a SwiftUI `FluidTransitionReader` reads at `time`, in progress per second.
  func readerVelocity(at time: Double) -> Double

  func startAnimated()
  func startInteractive()
  func touchBegan(_ touch: TouchSample)
  func touchMoved(_ touch: TouchSample)
  /// `velocity` is the finger's in points per second, nil to let the driver estimate it.
  func touchEnded(_ touch: TouchSample, pointsPerSecond velocity: Vector?)
  func touchCancelled()
  func cancel()
  func finish()
}

/// A grab, release or completion, as a ``LabDriver`` reports it.
enum LabDriverEvent {
  case grabbed(progress: Double)
  case released(ScenarioTrace.Release)
  case completed(Bool)

  /// The library driver's event.
  init(_ event: TransitionEvent) {
    switch event {
    case .grabbed(let progress): self = .grabbed(progress: progress)
    case .released(let record): self = .released(ScenarioTrace.Release(record))
    case .completed(let completed): self = .completed(completed)
    }
  }
}

extension TransitionDriver: LabDriver {
  var presentedVelocity: Double { animator?.presentedVelocity ?? 0 }
  var isMoving: Bool { animator?.isRunning ?? false }
  /// The driver's own rate: the finger's while one holds the transition.
  func readerVelocity(at time: Double) -> Double { progressVelocity(at: time) }
}
