import FluidTransitions

/// What the three scenario runners share (``TransitionScenarioRunner``,
/// ``SheetScenarioRunner``, ``StackScenarioRunner``): the run's ``ManualFrameClock``, the
/// timeline that interleaves its frames with the scenario's events, the trace with the counts
/// each frame carries, and the library's drivers, built and recorded the same way for all three.
///
/// Time moves frame by frame: before each event at time t, every frame whose callback time is at
/// or before t is delivered and recorded (dropped frames leave no record), then the clock moves
/// to t and the event is applied; after the last event, frames run until their callback time
/// passes `until`.
@MainActor
final class ScenarioRecorder {
  /// The colour of the view a transition starts from, and of the one it goes to, in every
  /// runner.
  static let fromColor = RGBAColor(red: 0.20, green: 0.45, blue: 0.85)
  static let toColor = RGBAColor(red: 0.95, green: 0.60, blue: 0.20)

  let scenario: Scenario
  /// The scenario's frame rate, with its dropped frames.
  let clock: ManualFrameClock
  /// What the run recorded so far.
  var trace: ScenarioTrace
  /// The contexts of the run's transitions, in the order they were made.
  private(set) var contexts: [RecordingTransitionContext] = []
  /// The grabs and releases so far.
  private(set) var grabCount = 0
  private(set) var releaseCount = 0
  /// The scenario's events applied so far.
  private(set) var appliedEvents = 0

  init(_ scenario: Scenario) {
    self.scenario = scenario
    clock = ManualFrameClock(framesPerSecond: scenario.frameRate)
    clock.droppedFrames = Set(scenario.droppedFrames)
    trace = ScenarioTrace(scenario: scenario)
  }

  /// Plays the timeline (see the type's documentation), then copies every context's calls and
  /// breaches into the trace.
  ///
  /// - Parameters:
  ///   - apply: Applies one event, at its time.
  ///   - willAdvance: Runs before each frame's callback, delivered or dropped.
  ///   - delivered: Records a frame that was not dropped.
  func play(
    apply: (Scenario.Event) -> Void, willAdvance: () -> Void = {}, delivered: (Frame) -> Void
  ) {
    for event in scenario.events {
      clock.advanceFrames(through: event.time, willAdvance: willAdvance, delivered: delivered)
      clock.advance(to: event.time)
      apply(event)
      appliedEvents += 1
    }
    clock.advanceFrames(through: scenario.until, willAdvance: willAdvance, delivered: delivered)
    trace.contextCalls = contexts.flatMap(\.calls)
    trace.breaches = contexts.flatMap(\.breaches)
  }

  // MARK: - Drivers

  /// A context for a new transition, recording from now on (its first call, how the transition
  /// began, at the start's time); its calls and breaches go into the trace at the end.
  func makeContext(interactive: Bool) -> RecordingTransitionContext {
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    contexts.append(context)
    return context
  }

  /// An animator on the run's clock whose diagnostics go into the trace, never straight to the
  /// process's standard error.
  func makeAnimator(duration: Double, curve: TimingCurve) -> FluidAnimator {
    let animator = FluidAnimator(duration: duration, curve: curve, clock: clock)
    animator.diagnosticHandler = { [weak self] diagnostic in
      self?.noteDiagnostic(source: "animator", diagnostic.description)
    }
    return animator
  }

  /// The library's driver for `plan` on `stage`, with a new context and an animator on the
  /// plan's curve; `onEvent` takes its grabs, releases and completion, and its diagnostics go
  /// into the trace.
  func makeDriver(
    plan: TransitionPlan, stage: TransitionStage, configuration: TransitionDriver.Configuration,
    interactive: Bool, onEvent: @escaping (TransitionEvent) -> Void
  ) -> TransitionDriver {
    let context = makeContext(interactive: interactive)
    let animator = makeAnimator(duration: plan.duration, curve: plan.curve)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, animator: animator,
      configuration: configuration)
    driver.onEvent = onEvent
    driver.onDiagnostic = { [weak self] message in
      self?.noteDiagnostic(source: "driver", message)
    }
    return driver
  }

  // MARK: - Recording

  /// Records a driver's grab, release or completion at the current time, counting grabs and
  /// releases; a completion is the run's result. Returns the event as recorded.
  @discardableResult
  func record(_ event: LabDriverEvent) -> ScenarioTrace.Event {
    let time = clock.now
    let recorded: ScenarioTrace.Event
    switch event {
    case .grabbed(let progress):
      grabCount += 1
      recorded = .grab(time: time, progress: progress)
    case .released(let release):
      releaseCount += 1
      recorded = .release(time: time, record: release)
    case .completed(let completed):
      recorded = .complete(time: time, completed: completed)
      trace.result = (completed, time)
    }
    trace.events.append(recorded)
    return recorded
  }

  /// Records who took a drag the pop gesture decided over (`dragOwner`).
  func recordDragOwner(
    _ owner: ContentPopHandoff.Owner, reason: String?, gesture: LabPopGesture?
  ) {
    trace.events.append(
      .dragOwner(
        time: clock.now,
        record: ScenarioTrace.DragOwner(
          owner: owner, reason: reason, scrollViews: gesture?.scrollViews ?? [],
          translation: gesture?.translation ?? .zero)))
  }

  /// A call the lab made anyway, or one it could not make, noted with the source `lab`: the
  /// trace then shows what happened.
  func note(_ message: String) {
    noteDiagnostic(source: "lab", message)
  }

  func noteDiagnostic(source: String, _ message: String) {
    trace.diagnostics.append(
      ScenarioTrace.Diagnostic(time: clock.now, source: source, message: message))
  }

  // MARK: - Frames

  /// A delivered frame as `driver` shows it (idle and still without one), with `nodes` and
  /// the counts so far.
  func sample(
    _ frame: Frame, shownBy driver: (any LabDriver)?, nodes: [ScenarioTrace.NodeSample]
  ) -> ScenarioTrace.FrameSample {
    ScenarioTrace.FrameSample(
      time: frame.targetTimestamp,
      progress: driver?.presentedProgress ?? 0,
      velocity: driver?.presentedVelocity ?? 0,
      readerVelocity: driver?.readerVelocity(at: frame.timestamp) ?? 0,
      phase: driver?.phase.description ?? TransitionDriver.Phase.idle.description,
      nodes: nodes, isAnimatorRunning: driver?.isMoving ?? false,
      grabCount: grabCount, releaseCount: releaseCount, appliedEvents: appliedEvents)
  }
}
