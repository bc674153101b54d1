import FluidTransitions

/// Runs one validated ``Scenario`` with the real core — style, plan, stage, driver,
/// ``FluidAnimator``, ``RecordingTransitionContext`` — on a ``ManualFrameClock``, and records
/// the trace LAB.md describes.
///
/// Time moves frame by frame: before each event at time t, every frame whose callback time is at
/// or before t is delivered and recorded (dropped frames leave no record), then the clock moves
/// to t and the event is applied; after the last event, frames run until their callback time
/// passes `until`.
@MainActor
final class ScenarioRunner {
  private let scenario: Scenario
  private let clock: ManualFrameClock
  private let scene: TransitionScene
  private let plan: TransitionPlan
  private let stage: TransitionStage
  private let configuration: TransitionDriver.Configuration

  private var driver: (any LabDriver)?
  private var context: RecordingTransitionContext?
  /// The nodes of the plan's roles, captured right after the start: the stage forgets them
  /// when the transition completes, and the trace keeps following them.
  private var capturedNodes: [(role: NodeRole, node: SceneNode)]?

  /// The container node, for each node's drawing order.
  private let container: SceneNode
  /// The from-view, which UIKit removes after most completed transitions.
  private let fromNode: SceneNode
  private let removesFromViewOnCompletion: Bool
  /// What the run recorded so far.
  private var trace: ScenarioTrace
  /// The scenario's events applied so far.
  private var appliedEvents = 0
  /// The grabs and releases so far.
  private var grabCount = 0
  private var releaseCount = 0

  /// Runs a sheet scenario with detents instead, when the scenario has them.
  private var sheetRunner: SheetScenarioRunner?
  /// Runs a stack scenario instead, when the scenario has a stack.
  private var stackRunner: StackScenarioRunner?

  /// A content swipe's `startInteractive`: the transition starts when the swipe begins, as
  /// UIKit starts an interactive pop only once its recogniser begins, so until then the
  /// touches go to this recogniser (nil when no swipe waits).
  private var contentSwipe: LabPopGesture?
  /// Whether a content swipe waits for a touch sequence to begin it.
  private var isContentSwipeArmed = false
  /// Whether the touches of the sequence under way go nowhere: the content kept the drag.
  private var isSequenceKeptByContent = false

  /// Where each shared element's source is now, in container coordinates, by element (nil:
  /// the primary), as `sourceMove` and `sourceRemove` leave it: what the stage's source
  /// providers report (nil once gone).
  private var sources: [String?: Rect?] = [:]
  /// The source elements' nodes, by element, moved and removed with them.
  private var sourceNodes: [String?: SceneNode] = [:]
  /// Whether a pinch holds the transition, as far as the events tell: set when a pinch begins
  /// and holds, cleared when it ends, is cancelled or any release comes. A release while it
  /// is set (or one that carries a scale velocity: both fingers lifting together after a
  /// hand-over) is a pinch's.
  private var pinchHolds = false
  /// Whether the event being applied began while a pinch held the transition.
  private var pinchHeldAtEvent = false

  init(_ scenario: Scenario) {
    if scenario.sheet != nil { sheetRunner = SheetScenarioRunner(scenario) }
    if scenario.stack != nil { stackRunner = StackScenarioRunner(scenario) }
    self.scenario = scenario
    clock = ManualFrameClock(framesPerSecond: scenario.frameRate)
    clock.droppedFrames = Set(scenario.droppedFrames)
    let style = scenario.makeStyle()
    scene = scenario.style.adjusted(scenario.scene, style: style)
    plan = style.plan(for: scene)
    let container = SceneNode(name: "container", frame: scene.bounds)
    self.container = container
    let from = SceneNode(
      name: "from", frame: scene.from.initial, color: Color(red: 0.20, green: 0.45, blue: 0.85))
    container.addChild(from)
    // Not inserted: the style's setup puts the to-view where it belongs.
    let to = SceneNode(
      name: "to", frame: scene.to.final, color: Color(red: 0.95, green: 0.60, blue: 0.20))
    fromNode = from
    // Shared elements live in the views they belong to: the grid cell in the grid (the
    // from-view going forward), the detail image in the detail view.
    let forward = scene.operation.isForward
    let source = scene.sourceElement.map {
      Self.element("sourceElement", $0, in: forward ? from : to)
    }
    let destination = scene.destinationElement.map {
      Self.element("destinationElement", $0, in: forward ? to : from)
    }
    stage = TransitionStage(
      container: container, from: from, to: to, sourceElement: source,
      destinationElement: destination)
    source?.cornerRadius = scenario.zoom?.sourceCornerRadius ?? 0
    destination?.cornerRadius = scenario.zoom?.destinationCornerRadius ?? 0
    sourceNodes[nil] = source
    sources[nil] = scene.sourceElement
    for element in scenario.zoom?.elements ?? [] {
      let sourceNode = element.source.map {
        Self.element("sourceElement.\(element.identifier)", $0, in: forward ? from : to)
      }
      let destinationNode = element.destination.map {
        Self.element("destinationElement.\(element.identifier)", $0, in: forward ? to : from)
      }
      sourceNode?.cornerRadius = element.sourceCornerRadius ?? 0
      destinationNode?.cornerRadius = element.destinationCornerRadius ?? 0
      stage.setElement(
        element.identifier, source: sourceNode, destination: destinationNode,
        zIndex: element.zIndex)
      sourceNodes[element.identifier] = sourceNode
      sources[element.identifier] = element.source
    }
    let interaction = scenario.interaction.interaction
    configuration = TransitionDriver.Configuration(
      interaction: style.interactionMapping(for: interaction, in: scene),
      releasePolicy: scenario.releasePolicy.policy,
      followingRole: interaction.followingRole, pinch: interaction.pinchMapping(for: scene))
    // UIKit removes the from-view once a transition completes, except the presenting view of a
    // presentation that does not cover the container (a partial sheet, a drawer).
    removesFromViewOnCompletion =
      scene.operation != .present || scene.to.final == scene.bounds
    trace = ScenarioTrace(scenario: scenario)
    trace.motionLimits = Self.motionLimits(
      plan: plan, configuration: configuration, driver: scenario.driver)
    trace.pinchMapping = scenario.interaction == .pinch ? configuration.pinch : nil
    // The stage measures each flight's source through these before every frame: the app's
    // `sourceViewProvider`, played by the scenario's source events.
    for identifier in sources.keys {
      stage.setSourceFrameProvider(
        { [weak self] in self?.reportSource(identifier) }, forElement: identifier)
    }
  }

  /// The limits of the plan's curve and of the motion after a release: the release spring, or
  /// for the percent-driven baseline the plan's curve again, run either way.
  static func motionLimits(
    plan: TransitionPlan, configuration: TransitionDriver.Configuration, driver: LabDriverKind
  ) -> ScenarioTrace.MotionLimits {
    let curve = plan.curve.resolved(duration: plan.duration)
    // The top of the curve's velocity, sampled finely, with a margin for the samples.
    func sampled() -> ScenarioTrace.MotionLimits.Bound {
      // Done at once: the next frame shows the end, whatever the distance.
      guard curve.duration > 0 else { return .speed(.infinity) }
      let samples = 4096
      var top = 0.0
      for index in 0...samples {
        let velocity = curve.velocity(at: curve.duration * Double(index) / Double(samples))
        top = max(top, abs(velocity))
      }
      return .speed(top * 1.01)
    }
    switch driver {
    case .fluid:
      return ScenarioTrace.MotionLimits(
        planCurve: curve.springMotion.map { .spring(frequency: $0.spring.naturalFrequency) }
          ?? sampled(),
        release: .spring(frequency: configuration.releasePolicy.spring.naturalFrequency))
    case .percentDriven:
      let bound = sampled()
      return ScenarioTrace.MotionLimits(planCurve: bound, release: bound)
    }
  }

  /// A node for a shared element at `frame` (container coordinates) inside `parent`.
  private static func element(_ name: String, _ frame: Rect, in parent: SceneNode) -> SceneNode {
    let node = SceneNode(
      name: name, frame: frame.offsetBy(dx: -parent.frame.minX, dy: -parent.frame.minY),
      color: Color(red: 0.45, green: 0.75, blue: 0.35))
    parent.addChild(node)
    return node
  }

  /// Runs the scenario and returns what it recorded; its ``ScenarioTrace/json`` is the trace.
  func run() -> ScenarioTrace {
    if let sheetRunner { return sheetRunner.run() }
    if let stackRunner { return stackRunner.run() }
    for event in scenario.events {
      deliverFrames(through: event.time)
      clock.advance(to: event.time)
      apply(event)
      appliedEvents += 1
    }
    deliverFrames(through: scenario.until)
    trace.contextCalls = context?.calls ?? []
    trace.breaches = context?.breaches ?? []
    if driver == nil, isContentSwipeArmed { trace.transitionCount = 0 }
    return trace
  }

  /// What the source provider of `element` reports now: where the scenario's source events
  /// left the source, nil once removed. Each frame reported is noted as the last seen.
  private func reportSource(_ element: String?) -> Rect? {
    guard let rect = sources[element] ?? nil else { return nil }
    trace.lastSeenSources[element] = rect
    return rect
  }

  // MARK: - Events

  private func apply(_ event: Scenario.Event) {
    let touch = TouchSample(position: event.position ?? .zero, timestamp: event.time)
    pinchHeldAtEvent = pinchHolds
    // Pinch events come only with the pinch, which only the library's driver runs.
    let pinchDriver = driver as? TransitionDriver
    let pinch = PinchSample(
      centroid: event.position ?? .zero, scale: event.scale ?? .nan, timestamp: event.time)
    if driver == nil, isContentSwipeArmed, event.kind.isTouch {
      return applyToContentSwipe(event.kind, touch)
    }
    switch event.kind {
    case .start:
      makeDriver(interactive: false).startAnimated()
      captureNodes()
    case .startInteractive where scenario.interaction == .contentPop:
      isContentSwipeArmed = true
    case .startInteractive:
      makeDriver(interactive: true).startInteractive()
      captureNodes()
    case .touchDown:
      driver?.touchDown(touch)
    case .touchMove:
      driver?.touchMoved(touch)
    case .touchUp:
      driver?.touchUp(touch, velocity: nil)
    case .touchCancel:
      driver?.touchCancelled()
    case .cancel:
      driver?.cancel()
    case .finish:
      driver?.finish()
    case .keyboard:
      // Only sheet scenarios with detents have keyboard events; their runner takes them.
      break
    case .pinchBegin:
      pinchDriver?.pinchBegan(pinch)
      if case .interacting = pinchDriver?.phase { pinchHolds = true }
    case .pinchMove:
      pinchDriver?.pinchChanged(pinch)
    case .pinchEnd:
      pinchDriver?.pinchEnded(pinch, velocity: nil)
      pinchHolds = false
    case .pinchCancel:
      pinchDriver?.pinchCancelled()
      pinchHolds = false
    case .sourceMove:
      guard let position = event.position, let size = event.size else { break }
      let frame = Rect(origin: position, size: size)
      sources[event.element] = frame
      if let node = sourceNodes[event.element], let parent = node.parent {
        node.frame = frame.offsetBy(dx: -parent.frame.minX, dy: -parent.frame.minY)
      }
    case .sourceRemove:
      sources[event.element] = .some(nil)
      sourceNodes[event.element]?.removeFromParent()
    case .push, .pop, .popToRoot, .setViewControllers:
      // Only stack scenarios have requests; their runner takes them.
      break
    }
    pinchHeldAtEvent = false
  }

  /// A touch while a content swipe waits to begin the transition: the recogniser decides
  /// over the sequence; once it pops, the transition starts interactively and takes the drag
  /// from its landing, and a drag the content keeps goes nowhere until the finger lifts.
  private func applyToContentSwipe(_ kind: Scenario.Event.Kind, _ touch: TouchSample) {
    var decision = LabPopGesture.Decision.undecided
    switch kind {
    case .touchDown:
      var gesture = LabPopGesture(
        interaction: .contentPop, scene: scene, mapping: configuration.interaction,
        content: scenario.content)
      decision = gesture.touchDown(touch)
      contentSwipe = gesture
      isSequenceKeptByContent = false
    case .touchMove:
      guard var gesture = contentSwipe, !isSequenceKeptByContent else { return }
      decision = gesture.touchMoved(touch)
      contentSwipe = gesture
    default:
      if let gesture = contentSwipe, !isSequenceKeptByContent, kind == .touchUp {
        recordDragOwner(
          .content, reason: "the finger lifted before the drag was decided", gesture: gesture)
      }
      contentSwipe = nil
      return
    }
    guard let gesture = contentSwipe else { return }
    switch decision {
    case .undecided:
      break
    case .content(let reason):
      recordDragOwner(.content, reason: reason, gesture: gesture)
      isSequenceKeptByContent = true
    case .pop:
      recordDragOwner(.pop, reason: nil, gesture: gesture)
      contentSwipe = nil
      let driver = makeDriver(interactive: true)
      driver.startInteractive()
      captureNodes()
      for (index, touch) in gesture.touches.enumerated() {
        if index == 0 { driver.touchDown(touch) } else { driver.touchMoved(touch) }
      }
    }
  }

  private func recordDragOwner(
    _ owner: ContentPopHandoff.Owner, reason: String?, gesture: LabPopGesture
  ) {
    trace.events.append(
      .dragOwner(
        time: clock.now,
        record: ScenarioTrace.DragOwner(
          owner: owner, reason: reason, scrollViews: gesture.scrollViews,
          translation: gesture.translation)))
  }

  private func makeDriver(interactive: Bool) -> any LabDriver {
    // The context records its first call (how the transition began) at the start's time.
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let driver: any LabDriver
    switch scenario.driver {
    case .fluid:
      let animator = FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock)
      observeDiagnostics(of: animator)
      let fluid = TransitionDriver(
        plan: plan, stage: stage, context: context, animator: animator,
        configuration: configuration)
      fluid.onEvent = { [weak self] event in self?.record(LabDriverEvent(event)) }
      fluid.onDiagnostic = { [weak self] message in
        self?.noteDiagnostic(source: "driver", message)
      }
      driver = fluid
    case .percentDriven:
      let animator = FluidAnimator(duration: plan.duration, curve: .linear, clock: clock)
      observeDiagnostics(of: animator)
      let baseline = PercentDrivenDriver(
        plan: plan, stage: stage, context: context, animator: animator, clock: clock,
        mapping: configuration.interaction, policy: configuration.releasePolicy)
      baseline.onEvent = { [weak self] event in self?.record(event) }
      baseline.onDiagnostic = { [weak self] message in
        self?.noteDiagnostic(source: "driver", message)
      }
      driver = baseline
    }
    self.context = context
    self.driver = driver
    return driver
  }

  /// Diagnostics go into the trace, never straight to the process's standard error.
  private func observeDiagnostics(of animator: FluidAnimator) {
    animator.diagnosticHandler = { [weak self] diagnostic in
      self?.noteDiagnostic(source: "animator", diagnostic.description)
    }
  }

  private func captureNodes() {
    capturedNodes = currentNodes()
  }

  /// The plan's roles that have a node on the stage, in the plan's order: nested ones too (a
  /// zoom's content snapshots inside their clipping flight, the elements inside their views),
  /// whose frames the trace gives in their parent's coordinates, naming the parent.
  private func currentNodes() -> [(role: NodeRole, node: SceneNode)] {
    plan.roles.compactMap { role in
      (stage.node(for: role) as? SceneNode).map { (role, $0) }
    }
  }

  private func record(_ event: LabDriverEvent) {
    let time = clock.now
    switch event {
    case .grabbed(let progress):
      grabCount += 1
      trace.events.append(.grab(time: time, progress: progress))
    case .released(var release):
      releaseCount += 1
      // A pinch's release keeps its scale velocity; any other has none.
      if !(pinchHeldAtEvent || (release.scaleVelocity ?? 0) != 0) { release.scaleVelocity = nil }
      pinchHolds = false
      trace.events.append(.release(time: time, record: release))
    case .completed(let completed):
      trace.events.append(.complete(time: time, completed: completed))
      trace.result = (completed, time)
      if completed && removesFromViewOnCompletion { fromNode.removeFromParent() }
    }
  }

  private func noteDiagnostic(source: String, _ message: String) {
    trace.diagnostics.append(
      ScenarioTrace.Diagnostic(time: clock.now, source: source, message: message))
  }

  // MARK: - Frames

  /// Delivers, one by one, every frame whose callback comes at or before `time`, recording each
  /// one that is not dropped.
  private func deliverFrames(through time: Double) {
    clock.advanceFrames(through: time) { recordFrame($0) }
  }

  private func recordFrame(_ frame: Frame) {
    let drawingOrder = container.subtree
    let entries = capturedNodes ?? currentNodes()
    let nodes = entries.map { entry in
      let inContainer = entry.node !== container && entry.node.root === container
      // The node it is nested in, when that is one of the trace's: its frame is in its
      // coordinates.
      let parent = entry.node.parent.flatMap { parent in
        entries.first { $0.node === parent }?.role.description
      }
      return ScenarioTrace.NodeSample(
        role: entry.role.description, state: entry.node.presentedState,
        inContainer: inContainer,
        drawingOrder: inContainer ? drawingOrder.firstIndex { $0 === entry.node } : nil,
        parent: parent, clips: entry.node.clipsToBounds)
    }
    trace.frames.append(
      ScenarioTrace.FrameSample(
        time: frame.targetTimestamp,
        progress: driver?.presentedProgress ?? 0,
        velocity: driver?.presentedVelocity ?? 0,
        phase: driver?.phase.description ?? TransitionPhase.idle.description,
        nodes: nodes, isAnimatorRunning: driver?.isMoving ?? false,
        grabCount: grabCount, releaseCount: releaseCount, appliedEvents: appliedEvents))
  }
}
