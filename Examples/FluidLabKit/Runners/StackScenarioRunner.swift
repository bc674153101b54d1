import FluidTransitions

/// Runs a stack scenario (``LabStack``): a navigation stack of named view controllers whose
/// requests and pop gesture go through ``NavigationStackState`` — the rule the UIKit layer's
/// interruptible stack asks — with each transition the rule starts run by a real
/// ``TransitionDriver`` on a ``ManualFrameClock``, and records the trace (``ScenarioTrace``,
/// with its ``StackRecord``), on the timeline ``ScenarioRecorder`` plays.
///
/// It mirrors the UIKit layer's glue call for call:
/// - a request goes to ``NavigationStackState/request(_:)``; `.start` starts the transition
///   from the stack to the intended stack with the scenario's style (a push or a pop, as UIKit
///   animates it, ``LabStack/operation(from:to:)``) at once when nothing has just ended, and
///   otherwise at the next frame, once UIKit has finished with the last one; a transition
///   reversed before it could start ends there, and one that keeps the top changes the stack
///   without a transition;
/// - `.reverse` and `.resume` are the driver's `cancel()` and `finish()`: from the frame on
///   screen, with its velocity;
/// - the driver's grab is ``NavigationStackState/transitionDidBecomeInteractive()``, its
///   release ``NavigationStackState/transitionDidStopBeingInteractive(headingToDestination:)``
///   and its completion ``NavigationStackState/transitionDidEnd(completed:)``;
/// - a finger that lands while nothing runs and the stack has something to pop is the pop
///   gesture's (``LabPopGesture``, the scenario's interaction): once it decides to pop, the pop
///   starts interactively (``NavigationStackState/transitionDidBegin(from:to:isInteractive:)``)
///   and takes the drag from its landing; a drag the content keeps starts nothing. A finger
///   that lands while a transition runs grabs it.
///
/// Each view controller is a node named after it, in the container only while UIKit would
/// show its view: the top at rest; during a transition, its two ends (and the style's own
/// nodes, under their roles). Calls with no effect are noted as diagnostics (source `lab`).
@MainActor
final class StackScenarioRunner {
  typealias State = NavigationStackState<String>

  /// Who takes the touches of the sequence under way.
  private enum TouchOwner {
    case nobody
    /// The driver the finger grabbed (or the pop it began).
    case driver(TransitionDriver)
    /// The pop gesture, still deciding.
    case gesture
    /// Nobody: the content kept the drag, or nothing could take it.
    case ignored
  }

  private let scenario: Scenario
  private let recorder: ScenarioRecorder
  private var clock: ManualFrameClock { recorder.clock }
  private let style: any TransitionStyle
  private let container: SceneNode
  private var nodes: [String: SceneNode] = [:]
  private var state: State
  private var record: StackRecord

  /// The driver of the latest transition, kept after it ends so the frames show its end.
  private var driver: TransitionDriver?
  /// The index in the record of `driver`'s transition.
  private var current: Int?
  /// The latest transition's nodes by role, and the ones that are not its view controllers.
  private var roleNodes: [(role: String, node: SceneNode)] = []
  private var decorations: [(role: String, node: SceneNode)] = []
  /// Whether a transition ended since the last frame: UIKit finishes its bookkeeping before
  /// it starts another, so the rule's next start waits for the next frame.
  private var isUIKitBusy = false
  /// Whether the rule's transition waits for that frame.
  private var isStartPending = false
  /// Whether UIKit was busy when the frame being delivered began.
  private var wasUIKitBusy = false

  private var touchOwner = TouchOwner.nobody
  private var gesture: LabPopGesture?
  private var releaseBase = 0
  /// Whether a scenario's event is being applied: its own entry in `stacks` then shows what
  /// it started.
  private var isApplyingEvent = false

  /// Called after every entry of the stack's record with the rule's state then, as the UIKit
  /// layer's interruptible stack calls its `stateDidChange`: what a SwiftUI path binding
  /// follows.
  var stateDidChange: ((StackRecord.Snapshot, State) -> Void)?

  init(_ scenario: Scenario) {
    self.scenario = scenario
    recorder = ScenarioRecorder(scenario)
    style = scenario.makeStyle()
    container = SceneNode(name: "container", frame: Rect(origin: .zero, size: scenario.container))
    let stack = scenario.stack ?? []
    var names = stack
    for event in scenario.events {
      for name in (event.pushed.map { [$0] } ?? []) + (event.stack ?? [])
      where !names.contains(name) {
        names.append(name)
      }
    }
    state = State(stack: stack)
    record = StackRecord(names: names)
    recorder.trace.transitionCount = 0
    for name in names {
      nodes[name] = SceneNode(name: name, frame: container.frame, color: Self.color(of: name))
    }
    if let top = stack.last, let node = nodes[top] { container.addChild(node) }
    snapshot("initial")
  }

  /// A colour for each view controller, stable across runs.
  private static func color(of name: String) -> RGBAColor {
    let hash = name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    let hue = Double(hash % 360) / 360
    return RGBAColor(red: 0.3 + 0.5 * hue, green: 0.8 - 0.5 * hue, blue: 0.55)
  }

  /// Runs the scenario and returns what it recorded.
  func run() -> ScenarioTrace {
    recorder.play(
      apply: { event in
        isApplyingEvent = true
        let action = apply(event)
        isApplyingEvent = false
        snapshot(
          event.kind.rawValue, pushed: event.pushed, requestedStack: event.stack, action: action)
      },
      willAdvance: { wasUIKitBusy = isUIKitBusy }, delivered: frameDelivered)
    for (index, context) in recorder.contexts.enumerated() {
      record.transitions[index].trace.contextCalls = context.calls
      record.transitions[index].trace.breaches = context.breaches
    }
    recorder.trace.transitionCount = record.transitions.count
    recorder.trace.result = record.transitions.last?.trace.result
    recorder.trace.stack = record
    return recorder.trace
  }

  // MARK: - Events

  /// Applies `event`; returns the rule's answer, for a request.
  private func apply(_ event: Scenario.Event) -> String? {
    let touch = TouchSample(position: event.position ?? .zero, timestamp: event.time)
    switch event.kind {
    case .push:
      guard let pushed = event.pushed else { return nil }
      return request(.push(pushed))
    case .pop:
      return request(.pop)
    case .popToRoot:
      return request(.popToRoot)
    case .setViewControllers:
      return request(.setStack(event.stack ?? []))
    case .touchDown:
      touchBegan(touch)
    case .touchMove:
      touchMoved(touch)
    case .touchUp, .touchCancel:
      touchEnded(touch, cancelled: event.kind == .touchCancel)
    case .cancel, .finish:
      guard let driver = runningDriver else {
        recorder.note("\(event.kind.rawValue) ignored: no transition is running")
        return nil
      }
      if event.kind == .cancel { driver.cancel() } else { driver.finish() }
    case .start, .startInteractive, .keyboard, .pinchBegin, .pinchMove, .pinchEnd, .pinchCancel,
      .sourceMove, .sourceRemove, .resize:
      // Validation keeps them out of a stack scenario.
      break
    }
    return nil
  }

  /// The driver of the rule's transition while it runs on screen.
  private var runningDriver: TransitionDriver? {
    guard !isStartPending, let driver else { return nil }
    switch driver.phase {
    case .animating, .interacting, .settling: return driver
    case .idle, .finished: return nil
    }
  }

  private func request(_ request: State.Request) -> String {
    let intended = state.intendedStack
    switch request {
    case .push(let name) where intended.contains(name):
      recorder.note(
        "push of \(name) changes nothing: it is already in the stack (UIKit raises for a view"
          + " controller pushed twice)")
    case .pop where intended.count < 2, .popToRoot where intended.count < 2:
      recorder.note("\(request.name) changes nothing: the stack holds only its root")
    default:
      if state.transition?.isInteractive == true {
        recorder.note("\(request.name) waits: a finger holds the transition")
      }
    }
    let action = state.request(request)
    perform(action)
    return action.name
  }

  private func perform(_ action: State.Action) {
    switch action {
    case .none: break
    case .start: startWhenUIKitIsIdle()
    case .reverse: runningDriver?.cancel()
    case .resume: runningDriver?.finish()
    }
  }

  private func startWhenUIKitIsIdle() {
    guard !isUIKitBusy else {
      isStartPending = true
      return
    }
    startRuleTransition()
  }

  /// Starts the rule's transition: see the type's documentation.
  private func startRuleTransition() {
    isStartPending = false
    guard let transition = state.transition else { return }
    guard transition.isHeadingToDestination else {
      let action = state.transitionDidEnd(completed: false)
      snapshot("end", action: action.name)
      return perform(action)
    }
    guard let top = transition.to.last, let fromTop = transition.from.last, top != fromTop else {
      let action = state.transitionDidEnd(completed: true)
      snapshot("setWithoutTransition", action: action.name)
      return perform(action)
    }
    let driver = begin(
      from: transition.from, to: transition.to, interactive: false, byGesture: false)
    driver.startAnimated()
    captureNodes()
    if !isApplyingEvent { snapshot("begin") }
  }

  // MARK: - Touches

  private func touchBegan(_ touch: TouchSample) {
    if let driver = runningDriver {
      touchOwner = .driver(driver)
      return driver.touchBegan(touch)
    }
    guard state.transition == nil, !isStartPending, state.stack.count > 1 else {
      touchOwner = .ignored
      return recorder.note(
        "touchDown ignored: "
          + (state.stack.count > 1
            ? "a transition is about to start" : "the stack holds only its root"))
    }
    let scene = self.scene(for: .pop)
    var gesture = LabPopGesture(
      interaction: scenario.interaction.interaction, scene: scene,
      mapping: style.interactionMapping(for: scenario.interaction.interaction, in: scene),
      content: scenario.content)
    let decision = gesture.touchBegan(touch)
    self.gesture = gesture
    touchOwner = .gesture
    decide(decision)
  }

  private func touchMoved(_ touch: TouchSample) {
    switch touchOwner {
    case .driver(let driver):
      driver.touchMoved(touch)
    case .gesture:
      guard var gesture else { return }
      let decision = gesture.touchMoved(touch)
      self.gesture = gesture
      decide(decision)
    case .nobody, .ignored:
      break
    }
  }

  private func touchEnded(_ touch: TouchSample, cancelled: Bool) {
    switch touchOwner {
    case .driver(let driver):
      if cancelled {
        driver.touchCancelled()
      } else {
        driver.touchEnded(touch, pointsPerSecond: nil)
      }
    case .gesture:
      if !cancelled {
        recorder.recordDragOwner(
          .content, reason: "the finger lifted before the drag was decided", gesture: gesture)
      }
    case .nobody, .ignored:
      break
    }
    touchOwner = .nobody
    gesture = nil
  }

  /// Acts on the pop gesture's decision: a pop begins and takes the drag from its landing; the
  /// content keeps the rest of the sequence.
  private func decide(_ decision: LabPopGesture.Decision) {
    switch decision {
    case .undecided:
      return
    case .content(let reason):
      recorder.recordDragOwner(.content, reason: reason, gesture: gesture)
      touchOwner = .ignored
    case .pop:
      guard state.transition == nil, !isStartPending, let gesture else {
        touchOwner = .ignored
        return recorder.note(
          "the pop gesture gives way: a transition started before the drag decided")
      }
      recorder.recordDragOwner(.pop, reason: nil, gesture: gesture)
      let from = state.stack
      let to = Array(from.dropLast())
      state.transitionDidBegin(from: from, to: to, isInteractive: true)
      let driver = begin(from: from, to: to, interactive: true, byGesture: true)
      driver.startInteractive()
      captureNodes()
      touchOwner = .driver(driver)
      gesture.replay(to: driver)
    }
  }

  // MARK: - Transitions

  /// The scene of a transition of `operation` between two full-screen view controllers.
  private func scene(for operation: TransitionOperation) -> TransitionScene {
    scenario.style.adjusted(
      TransitionScene(
        container: scenario.container, operation: operation,
        layoutDirection: scenario.layoutDirection, reduceMotion: scenario.reduceMotion),
      style: style)
  }

  /// A new driver for the transition from the stack `from` to `to`, on the nodes of their
  /// tops, recorded as the latest transition.
  private func begin(from: [String], to: [String], interactive: Bool, byGesture: Bool)
    -> TransitionDriver
  {
    let operation = LabStack.operation(from: from, to: to)
    let fromNode = from.last.flatMap { nodes[$0] }
    let toNode = to.last.flatMap { nodes[$0] }
    if let fromNode, fromNode.parent == nil {
      recorder.note(
        "\(fromNode.name) was not on screen: added at the front before the transition")
      container.addChild(fromNode)
    }
    let stage = TransitionStage(container: container, from: fromNode, to: toNode)
    let scene = self.scene(for: operation)
    let plan = style.plan(for: scene)
    let configuration = scenario.driverConfiguration(style: style, scene: scene)
    let index = record.transitions.count
    let driver = recorder.makeDriver(
      plan: plan, stage: stage, configuration: configuration, interactive: interactive
    ) { [weak self] event in self?.record(event, of: index) }
    var transitionScenario = scenario
    transitionScenario.operation = operation
    var transitionTrace = ScenarioTrace(scenario: transitionScenario)
    transitionTrace.motionLimits = ScenarioTrace.MotionLimits(
      plan: plan, configuration: configuration, driver: .fluid)
    record.transitions.append(
      StackRecord.Transition(
        from: from, to: to, operation: operation, isStartedByGesture: byGesture,
        time: clock.now, trace: transitionTrace))
    self.driver = driver
    current = index
    releaseBase = recorder.releaseCount
    pendingStage = (stage, plan.roles)
    return driver
  }

  /// The latest transition's stage and roles, until its nodes are captured right after its
  /// start: its setup makes the style's own nodes, and the stage forgets them all when it ends.
  private var pendingStage: (stage: TransitionStage, roles: [NodeRole])?

  private func captureNodes() {
    guard let (stage, roles) = pendingStage else { return }
    pendingStage = nil
    roleNodes = stage.sceneNodes(for: roles).map { ($0.role.description, $0.node) }
    decorations = roleNodes.filter {
      $0.role != NodeRole.from.description && $0.role != NodeRole.to.description
    }
  }

  private func record(_ event: TransitionEvent, of index: Int) {
    let recorded: ScenarioTrace.Event
    switch event {
    case .grabbed:
      if index == current { state.transitionDidBecomeInteractive() }
      recorded = recorder.record(LabDriverEvent(event))
    case .released(let release):
      // Only a pinch's release has a scale velocity, and a stack has no pinch.
      var released = ScenarioTrace.Release(release)
      released.scaleVelocity = nil
      recorded = recorder.record(.released(released))
    case .completed(let completed):
      recorded = recorder.record(LabDriverEvent(event))
      record.transitions[index].trace.result = (completed, clock.now)
    }
    record.transitions[index].trace.events.append(recorded)
    switch event {
    case .grabbed:
      break
    case .released(let release):
      guard index == current, state.transition?.isInteractive == true else { return }
      let action = state.transitionDidStopBeingInteractive(
        headingToDestination: release.target == .end)
      snapshot("release", action: action.name)
      perform(action)
    case .completed(let completed):
      transitionDidEnd(index, completed: completed)
    }
  }

  /// UIKit takes the view it no longer shows out of the window, and the rule takes the
  /// outcome.
  private func transitionDidEnd(_ index: Int, completed: Bool) {
    let transition = record.transitions[index]
    let gone = completed ? transition.from.last : transition.to.last
    let shown = completed ? transition.to.last : transition.from.last
    if let gone, gone != shown { nodes[gone]?.removeFromParent() }
    isUIKitBusy = true
    let action = state.transitionDidEnd(completed: completed)
    snapshot("end", action: action.name, ended: index)
    perform(action)
  }

  // MARK: - Recording

  private func snapshot(
    _ event: String, pushed: String? = nil, requestedStack: [String]? = nil,
    action: String? = nil, ended: Int? = nil
  ) {
    let snapshot = StackRecord.Snapshot(
      time: clock.now, event: event, pushed: pushed, requestedStack: requestedStack,
      action: action, stack: state.stack, intended: state.intendedStack,
      inFlight: state.transition, ended: ended)
    record.stacks.append(snapshot)
    stateDidChange?(snapshot, state)
  }

  // MARK: - Frames

  /// Records a delivered frame; a start that waited for UIKit happens at the first frame after
  /// the transition before it ended.
  private func frameDelivered(_ frame: Frame) {
    recordFrame(frame)
    if wasUIKitBusy {
      isUIKitBusy = false
      if isStartPending { startRuleTransition() }
    }
  }

  private func recordFrame(_ frame: Frame) {
    let drawingOrder = container.subtree
    func sample(_ name: String, _ node: SceneNode) -> ScenarioTrace.NodeSample {
      ScenarioTrace.NodeSample(
        role: name, node: node, container: container, drawingOrder: drawingOrder)
    }
    var sampled = recorder.sample(
      frame, shownBy: driver,
      nodes: record.names.compactMap { name in nodes[name].map { sample(name, $0) } }
        + decorations.map { sample($0.role, $0.node) })
    sampled.releaseBase = releaseBase
    sampled.stackTransition = current
    recorder.trace.frames.append(sampled)
    guard let current else { return }
    // The transition's own frame: its nodes under their roles, its releases counted from its
    // start.
    sampled.nodes = roleNodes.map { sample($0.role, $0.node) }
    sampled.releaseCount -= releaseBase
    sampled.releaseBase = 0
    sampled.stackTransition = nil
    let frameIndex = recorder.trace.frames.count - 1
    record.transitions[current].trace.frames.append(sampled)
    let first = record.transitions[current].frames?.lowerBound ?? frameIndex
    record.transitions[current].frames = first...frameIndex
  }
}
