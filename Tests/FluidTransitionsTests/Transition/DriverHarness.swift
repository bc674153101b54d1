import FluidTransitions

/// One transition on headless nodes, a manual clock and a recording context, with every frame,
/// event and contract breach recorded.
@MainActor
final class DriverHarness {
  struct FrameRecord {
    var time: Double
    var progress: Double
    var velocity: Double
    var phase: TransitionDriver.Phase
    var isRunning: Bool
  }

  let clock: ManualFrameClock
  let container: SceneNode
  let from: SceneNode
  let to: SceneNode
  let scene: TransitionScene
  let plan: TransitionPlan
  let stage: TransitionStage
  private(set) var context: RecordingTransitionContext?
  private(set) var driver: TransitionDriver?
  private(set) var frames: [FrameRecord] = []
  private(set) var events: [(time: Double, event: TransitionEvent)] = []
  private(set) var diagnostics: [String] = []
  let mapping: InteractionMapping
  var releasePolicy = ReleasePolicy()
  var rubberBand: RubberBand? = RubberBand(dimension: 1)

  init(
    style: any TransitionStyle = SlideStyle(),
    operation: TransitionOperation = .pop,
    width: Double = 390,
    height: Double = 844,
    framesPerSecond: Double = 120,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    clock = ManualFrameClock(framesPerSecond: framesPerSecond)
    container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: width, height: height))
    scene = TransitionScene(
      container: Size(width: width, height: height), operation: operation,
      layoutDirection: layoutDirection)
    from = SceneNode(name: "from", frame: scene.from.initial)
    to = SceneNode(name: "to", frame: scene.to.final)
    container.addChild(from)
    plan = style.plan(for: scene)
    stage = TransitionStage(container: container, from: from, to: to)
    mapping = InteractionMapping.horizontal(
      towardTrailing: !operation.isForward, distance: width, layoutDirection: layoutDirection)
  }

  /// Creates the context and driver and starts the transition.
  func start(interactive: Bool) {
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, clock: clock,
      configuration: .init(
        interaction: mapping, releasePolicy: releasePolicy, rubberBand: rubberBand))
    driver.onEvent = { [unowned self] event in events.append((clock.now, event)) }
    driver.onDiagnostic = { [unowned self] message in diagnostics.append(message) }
    self.context = context
    self.driver = driver
    if interactive { driver.startInteractive() } else { driver.startAnimated() }
  }

  /// Delivers every frame due by `time`, recording each delivered one, then moves now there.
  func run(until time: Double) {
    while clock.callbackTime(ofFrameAt: clock.nextFrameIndex) <= time {
      let index = clock.nextFrameIndex
      clock.advanceFrame()
      guard !clock.droppedFrames.contains(index), let driver else { continue }
      frames.append(
        FrameRecord(
          time: clock.frame(at: index).targetTimestamp, progress: driver.presentedProgress,
          velocity: driver.animator?.presentedVelocity ?? 0, phase: driver.phase,
          isRunning: driver.animator?.isRunning ?? false))
    }
    clock.advance(to: time)
  }

  func touchBegan(x: Double, at time: Double) {
    run(until: time)
    driver?.touchBegan(TouchSample(x: x, y: 400, timestamp: time))
  }

  func touchMoved(x: Double, at time: Double) {
    run(until: time)
    driver?.touchMoved(TouchSample(x: x, y: 400, timestamp: time))
  }

  func touchEnded(at time: Double) {
    run(until: time)
    driver?.touchEnded(TouchSample(x: 0, y: 0, timestamp: time))
  }

  /// A finger moving from `start` to `end` at constant speed, one sample per 1/120 s.
  func drag(from start: Double, to end: Double, beginning: Double, duration: Double) {
    touchBegan(x: start, at: beginning)
    let steps = max(1, Int((duration * 120).rounded()))
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      touchMoved(x: start + (end - start) * fraction, at: beginning + duration * fraction)
    }
  }

  var releases: [ReleaseRecord] {
    events.compactMap { if case .released(let record) = $0.event { record } else { nil } }
  }

  var grabs: [Double] {
    events.compactMap { if case .grabbed(let progress) = $0.event { progress } else { nil } }
  }

  var completions: [Bool] {
    events.compactMap { if case .completed(let completed) = $0.event { completed } else { nil } }
  }

  var contextCalls: [String] { context?.calls.map(\.name) ?? [] }
}
