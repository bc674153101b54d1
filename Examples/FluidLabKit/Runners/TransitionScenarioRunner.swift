import FluidTransitions

/// Runs a scenario of one transition with the real core — style, plan, stage, driver,
/// ``FluidAnimator``, ``RecordingTransitionContext`` — on the timeline ``ScenarioRecorder``
/// plays, and records its trace: every scenario but a sheet with detents
/// (``SheetScenarioRunner``) and a stack (``StackScenarioRunner``).
///
/// The driver is the scenario's (``LabDriverKind``): the library's, or the percent-driven
/// baseline. A zoom's sources move and disappear as its events say, and the stage measures them
/// before every frame; a pinch drives the library's driver through its pinch calls; a content
/// swipe (`contentPop`) starts the transition only once ``LabPopGesture`` decides the drag is
/// the pop's.
@MainActor
final class TransitionScenarioRunner {
  private let scenario: Scenario
  private let recorder: ScenarioRecorder
  private var clock: ManualFrameClock { recorder.clock }
  /// The style for the layout now: a sheet's keeps the safe area's top free above it.
  private var style: any TransitionStyle
  /// The scene of the layout now: a `resize` lays it out anew.
  private var scene: TransitionScene
  /// The container's safe area now (none at the start; `resize` events change it).
  private var safeArea = LabSafeArea.zero
  /// The plan the transition started with (a `resize` re-plans the driver's course, not this).
  private let plan: TransitionPlan
  /// The plan for the layout now: `plan`, then the one each `resize` re-plans onto.
  private lazy var latestPlan = plan
  private let stage: TransitionStage
  private let configuration: TransitionDriver.Configuration

  private var driver: (any LabDriver)?
  /// The nodes of the plan's roles, captured right after the start: the stage forgets them
  /// when the transition completes, and the trace keeps following them.
  private var capturedNodes: [(role: NodeRole, node: SceneNode)]?

  /// The container node, for each node's drawing order.
  private let container: SceneNode
  /// The from-view, which UIKit removes after most completed transitions.
  private let fromNode: SceneNode
  private let removesFromViewOnCompletion: Bool

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
  /// The destination elements' nodes, moved with the safe area they are pinned to.
  private var destinationNodes: [SceneNode] = []
  /// Whether a pinch holds the transition, as far as the events tell: set when a pinch begins
  /// and holds, cleared when it ends, is cancelled or any release comes. A release while it
  /// is set (or one that carries a scale velocity: both fingers lifting together after a
  /// hand-over) is a pinch's.
  private var pinchHolds = false
  /// Whether the event being applied began while a pinch held the transition.
  private var pinchHeldAtEvent = false

  init(_ scenario: Scenario) {
    self.scenario = scenario
    recorder = ScenarioRecorder(scenario)
    let style = scenario.makeStyle()
    self.style = style
    scene = scenario.style.adjusted(scenario.scene, style: style)
    plan = style.plan(for: scene)
    let container = SceneNode(name: "container", frame: scene.bounds)
    self.container = container
    let from = SceneNode(name: "from", frame: scene.from.initial, color: ScenarioRecorder.fromColor)
    container.addChild(from)
    // Not inserted: the style's setup puts the to-view where it belongs.
    let to = SceneNode(name: "to", frame: scene.to.final, color: ScenarioRecorder.toColor)
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
    destinationNodes = destination.map { [$0] } ?? []
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
      if let destinationNode { destinationNodes.append(destinationNode) }
    }
    var configuration = scenario.driverConfiguration(style: style, scene: scene)
    configuration.pinch = scenario.interaction.interaction.pinchMapping(for: scene)
    self.configuration = configuration
    // UIKit removes the from-view once a transition completes, except the presenting view of a
    // presentation that does not cover the container (a partial sheet, a drawer).
    removesFromViewOnCompletion =
      scene.operation != .present || scene.to.final == scene.bounds
    recorder.trace.motionLimits = ScenarioTrace.MotionLimits(
      plan: plan, configuration: configuration, driver: scenario.driver)
    recorder.trace.pinchMapping = scenario.interaction == .pinch ? configuration.pinch : nil
    // The stage measures each flight's source through these before every frame: the app's
    // `sourceViewProvider`, played by the scenario's source events.
    for identifier in sources.keys {
      stage.setSourceFrameProvider(
        { [weak self] in self?.reportSource(identifier) }, forElement: identifier)
    }
  }

  /// A node for a shared element at `frame` (container coordinates) inside `parent`.
  private static func element(_ name: String, _ frame: Rect, in parent: SceneNode) -> SceneNode {
    let node = SceneNode(
      name: name, frame: frame.offsetBy(dx: -parent.frame.minX, dy: -parent.frame.minY),
      color: RGBAColor(red: 0.45, green: 0.75, blue: 0.35))
    parent.addChild(node)
    return node
  }

  /// Runs the scenario and returns what it recorded; its ``ScenarioTrace/json`` is the trace.
  func run() -> ScenarioTrace {
    recorder.play(apply: apply, delivered: recordFrame)
    if driver == nil, isContentSwipeArmed { recorder.trace.transitionCount = 0 }
    return recorder.trace
  }

  /// What the source provider of `element` reports now: where the scenario's source events
  /// left the source, nil once removed. Each frame reported is noted as the last seen.
  private func reportSource(_ element: String?) -> Rect? {
    guard let rect = sources[element] ?? nil else { return nil }
    recorder.trace.lastSeenSources[element] = rect
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
      driver?.touchBegan(touch)
    case .touchMove:
      driver?.touchMoved(touch)
    case .touchUp:
      driver?.touchEnded(touch, pointsPerSecond: nil)
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
      pinchDriver?.pinchEnded(pinch, scalePerSecond: nil)
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
    case .resize:
      resize(to: event.size ?? scene.container, safeArea: event.safeArea, at: event.time)
    }
    pinchHeldAtEvent = false
  }

  /// The container takes `size` (a rotation, a window resize) and, when given, `safeArea`: the
  /// scene is laid out anew as UIKit lays out the views (a view that filled the container
  /// fills the new one; a sheet's or a drawer's frame is its style's in the new container, a
  /// sheet keeping the safe area's top free; a zoom's destination elements move with the safe
  /// area's top-left corner, ``LabSafeArea``), and the library's driver re-plans the rest of
  /// the transition onto it, as the UIKit layer's display-link engine does. The
  /// percent-driven baseline has no way to (UIKit's own animations run to the frames they
  /// were given): it carries on toward the old layout.
  private func resize(to size: Size, safeArea newSafeArea: LabSafeArea?, at time: Double) {
    let oldBounds = scene.bounds
    let (dx, dy) = (newSafeArea ?? safeArea).offset(from: safeArea)
    safeArea = newSafeArea ?? safeArea
    if var sheet = style as? SheetStyle {
      sheet.topInset = safeArea.top
      style = sheet
    }
    for node in destinationNodes {
      node.frame = node.frame.offsetBy(dx: dx, dy: dy)
    }
    container.frame = Rect(origin: container.frame.origin, size: size)
    // UIKit's autoresizing: a view that filled the container and that the plan does not move
    // (a presenter under a drawer) fills it still; the re-plan carries the others.
    for role in [NodeRole.from, .to] where !plan.tracks.contains(where: { $0.role == role }) {
      if let node = stage.node(for: role), node.frame == oldBounds {
        node.frame = Rect(origin: .zero, size: size)
      }
    }
    let moved = { (rect: Rect) in rect.offsetBy(dx: dx, dy: dy) }
    let relaidOut = scene.relaidOut(
      container: size, destinationElement: scene.destinationElement.map(moved),
      elementDestinations: Dictionary(
        scene.elements.compactMap { element in
          element.destination.map { (element.identifier, moved($0)) }
        },
        uniquingKeysWith: { first, _ in first }))
    scene = scenario.style.adjusted(relaidOut, style: style)
    let newPlan = style.plan(for: scene)
    let fluid = driver as? TransitionDriver
    // Once the transition has ended there is nothing left to re-plan (the driver says so).
    var isRunning = false
    if let fluid {
      switch fluid.phase {
      case .finished: isRunning = false
      case .idle, .animating, .interacting, .settling: isRunning = true
      }
    }
    // What is flush with an edge of the container goes with that edge, as the UIKit layer
    // carries it (a drawer against the right edge, a sheet on the bottom).
    let carried =
      size == oldBounds.size || !ContainerResize.carries(style)
      ? nil : ContainerResize(from: oldBounds, to: scene.bounds)
    // Where each node of the plan is on screen now, carried so, to hold the re-planned course
    // to it: the library's own nodes take the new layout at once where neither plan moves them
    // (a dimming's frame), as nothing autoresizes them.
    let progressBefore = fluid?.animator?.presentedProgress ?? 0
    let shownBefore = newPlan.roles.compactMap { role -> (NodeRole, Rect)? in
      guard let node = stage.node(for: role) else { return nil }
      var shown = NodeState(frame: node.frame, transform: node.transform)
      if let carried { shown.frame = carried.carried(shown.frame) }
      let atOnce = AnimatedComponents.takenAtOnce(of: role, from: latestPlan, onto: newPlan)
      if let target = newPlan.state(of: role, at: progressBefore) {
        if atOnce.contains(.frame) { shown.frame = target.frame }
        // The finger's transform of the node that follows it is the driver's (below).
        if atOnce.contains(.transform), role != configuration.followingRole {
          shown.transform = target.transform
        }
      }
      return (role, shown.onScreenFrame)
    }
    if isRunning { latestPlan = newPlan }
    fluid?.replan(
      onto: newPlan,
      interaction: scenario.driverConfiguration(style: style, scene: scene).interaction,
      carriedBy: carried)
    var jump: (role: String, distance: Double)?
    // At either end the transition shows its views at rest, and a re-plan lays them out anew at
    // once, as UIKit's autoresizing does (`ReplannedPlan.restTolerance`).
    if isRunning, let fluid, let progress = fluid.animator?.presentedProgress,
      abs(progress) > ReplannedPlan.restTolerance, abs(progress - 1) > ReplannedPlan.restTolerance
    {
      for (role, before) in shownBefore {
        guard var planned = fluid.plannedState(of: role, at: progress) else { continue }
        // The finger's transform of the node that follows it is the driver's, not the plan's:
        // a re-plan leaves it where it is.
        if role == configuration.followingRole, let node = stage.node(for: role) {
          planned.transform = node.transform
        }
        let after = planned.onScreenFrame
        let distance = ScenarioTrace.largestDifference(after, before)
        if distance > (jump?.distance ?? -1) { jump = (role.description, distance) }
      }
    }
    recorder.trace.resizes.append(
      ScenarioTrace.Resize(
        time: time, size: size, safeArea: newSafeArea, isReplanned: isRunning,
        arrivingFrame: scene.to.final,
        leavingFrame: scene.from.initial, jump: jump))
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
      decision = gesture.touchBegan(touch)
      contentSwipe = gesture
      isSequenceKeptByContent = false
    case .touchMove:
      guard var gesture = contentSwipe, !isSequenceKeptByContent else { return }
      decision = gesture.touchMoved(touch)
      contentSwipe = gesture
    default:
      if let gesture = contentSwipe, !isSequenceKeptByContent, kind == .touchUp {
        recorder.recordDragOwner(
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
      recorder.recordDragOwner(.content, reason: reason, gesture: gesture)
      isSequenceKeptByContent = true
    case .pop:
      recorder.recordDragOwner(.pop, reason: nil, gesture: gesture)
      contentSwipe = nil
      let driver = makeDriver(interactive: true)
      driver.startInteractive()
      captureNodes()
      gesture.replay(to: driver)
    }
  }

  private func makeDriver(interactive: Bool) -> any LabDriver {
    let driver: any LabDriver
    switch scenario.driver {
    case .fluid:
      driver = recorder.makeDriver(
        plan: plan, stage: stage, configuration: configuration, interactive: interactive
      ) { [weak self] event in self?.record(LabDriverEvent(event)) }
    case .percentDriven:
      let context = recorder.makeContext(interactive: interactive)
      let animator = recorder.makeAnimator(duration: plan.duration, curve: .linear)
      let baseline = PercentDrivenDriver(
        plan: plan, stage: stage, context: context, animator: animator, clock: clock,
        mapping: configuration.interaction, policy: configuration.releasePolicy)
      baseline.onEvent = { [weak self] event in self?.record(event) }
      baseline.onDiagnostic = { [weak recorder] message in
        recorder?.noteDiagnostic(source: "driver", message)
      }
      driver = baseline
    }
    self.driver = driver
    return driver
  }

  private func captureNodes() {
    capturedNodes = currentNodes()
  }

  /// The plan's roles that have a node on the stage, in the plan's order; nested ones have
  /// their frames in their parent's coordinates, and the trace names the parent.
  private func currentNodes() -> [(role: NodeRole, node: SceneNode)] {
    stage.sceneNodes(for: plan.roles)
  }

  private func record(_ event: LabDriverEvent) {
    switch event {
    case .grabbed:
      recorder.record(event)
    case .released(var release):
      // A pinch's release keeps its scale velocity; any other has none.
      if !(pinchHeldAtEvent || (release.scaleVelocity ?? 0) != 0) { release.scaleVelocity = nil }
      pinchHolds = false
      recorder.record(.released(release))
    case .completed(let completed):
      recorder.record(event)
      if completed && removesFromViewOnCompletion { fromNode.removeFromParent() }
    }
  }

  // MARK: - Frames

  private func recordFrame(_ frame: Frame) {
    let drawingOrder = container.subtree
    let entries = capturedNodes ?? currentNodes()
    let nodes = entries.map { entry in
      // The node it is nested in, when that is one of the trace's: its frame is in its
      // coordinates.
      let parent = entry.node.parent.flatMap { parent in
        entries.first { $0.node === parent }?.role.description
      }
      return ScenarioTrace.NodeSample(
        role: entry.role.description, node: entry.node, container: container,
        drawingOrder: drawingOrder, parent: parent)
    }
    recorder.trace.frames.append(recorder.sample(frame, shownBy: driver, nodes: nodes))
  }
}
