import FluidTransitions

/// Runs a sheet scenario with detents (``LabSheet``): the presented sheet, not just one
/// transition, as the UIKit layer would run it — the sheet's transitions through
/// ``TransitionDriver``s and, while the sheet is presented, a ``SheetDetentDriver`` on the same
/// nodes — on a ``ManualFrameClock``, and records the trace (``ScenarioTrace``, with a `sheet`
/// object in every frame and the detent driver's events), on the timeline ``ScenarioRecorder``
/// plays.
///
/// **Present**: a `start` or `startInteractive` presents the sheet (a transition, as in any
/// sheet scenario, to its selected detent); touches during the transition drive it; once it
/// completes, a ``SheetDetentDriver`` takes the sheet and the touches.
/// **Dismiss**: the sheet starts presented at its selected detent over the presenter (back to
/// front: the presenter `to`, the `dimming` at the layout's alpha, the sheet `from`); the
/// detent driver takes the touches; a release it sends below the smallest detent starts the
/// dismissal through the hand-off (``TransitionDriver/startInteractive(atProgress:)``, then
/// ``TransitionDriver/finish(progressPerSecond:)``); a `start` or `startInteractive` dismisses at
/// once (a tap on the dimming).
///
/// As UIKit does for a sheet, which never removes the presenter's view: the dismissal's stage
/// has no `to` view (the presenter stays where it is), and the presentation's glue removes the
/// dimming once a dismissal completes. A cancelled dismissal hands the sheet back to the detent
/// driver (``SheetDetentDriver/dismissalDidCancel()`` when the driver asked for it); a later
/// request starts a new dismissal, so a trace may hold several transitions, one after another.
/// Calls the API has no room for are made anyway and noted as diagnostics (source `lab`): the
/// trace then shows what happens.
@MainActor
final class SheetScenarioRunner {
  /// Who moves the sheet and takes the touches.
  private enum Owner {
    /// Nothing: not presented yet, or dismissed.
    case nobody
    /// A transition (present or dismiss).
    case transition
    /// The detent driver.
    case detents
  }

  private let scenario: Scenario
  private let recorder: ScenarioRecorder
  private var clock: ManualFrameClock { recorder.clock }
  private let sheetSpec: LabSheet
  private let style: SheetStyle
  private let layout: SheetLayout
  private let container: SceneNode
  private let sheet: SceneNode
  private let presenter: SceneNode
  /// The sheet's and the presenter's names in the trace: the roles of the scenario's
  /// operation (`to` and `from` for a present, `from` and `to` for a dismiss), kept for every
  /// transition of the run.
  private let sheetName: String
  private let presenterName: String
  private var dimming: SceneNode?
  /// The latest transition's sheet extension.
  private var sheetExtension: SceneNode?

  private var owner: Owner
  private var transition: TransitionDriver?
  private var transitionOperation: TransitionOperation?
  private var detents: SheetDetentDriver?
  /// A dismissal the detent driver asked for during the event being applied.
  private var requestedDismissal: SheetLayout.Dismissal?

  /// Releases before the current transition started.
  private var releaseBase = 0

  init(_ scenario: Scenario) {
    // Built only for scenarios with detents.
    let spec = scenario.sheet ?? LabSheet(detents: [.large], isDismissible: true)
    self.scenario = scenario
    recorder = ScenarioRecorder(scenario)
    sheetSpec = spec
    style = scenario.makeSheetStyle()
    let bounds = Rect(origin: .zero, size: scenario.container)
    layout = style.layout(in: bounds)
    container = SceneNode(name: "container", frame: bounds)
    let selected = layout.selectedDetent(
      spec.selectedDetent.map { SheetDetent.Identifier(rawValue: $0) })
    let sheetFrame = layout.frame(forValue: selected.value)
    if scenario.operation == .present {
      sheetName = "to"
      presenterName = "from"
      presenter = SceneNode(name: "from", frame: bounds, color: ScenarioRecorder.fromColor)
      sheet = SceneNode(name: "to", frame: sheetFrame, color: ScenarioRecorder.toColor)
      container.addChild(presenter)
      owner = .nobody
    } else {
      sheetName = "from"
      presenterName = "to"
      presenter = SceneNode(name: "to", frame: bounds, color: ScenarioRecorder.toColor)
      sheet = SceneNode(name: "from", frame: sheetFrame, color: ScenarioRecorder.fromColor)
      sheet.cornerRadius = style.cornerRadius
      let dimming = SceneNode(
        name: NodeRole.dimming.description, frame: bounds, color: .black,
        alpha: layout.dimmingAlpha(atValue: selected.value))
      container.addChild(presenter)
      container.addChild(dimming)
      container.addChild(sheet)
      self.dimming = dimming
      owner = .detents
    }
    let plan = style.plan(for: scenario.style.adjusted(scenario.scene, style: style))
    recorder.trace.motionLimits = ScenarioTrace.MotionLimits(
      plan: plan,
      configuration: TransitionDriver.Configuration(
        interaction: .vertical(downward: true, distance: 1),
        releasePolicy: scenario.releasePolicy.policy),
      driver: .fluid)
    if owner == .detents { makeDetentDriver() }
  }

  /// Runs the scenario and returns what it recorded.
  func run() -> ScenarioTrace {
    recorder.play(apply: apply, delivered: recordFrame)
    recorder.trace.transitionCount = recorder.contexts.count
    return recorder.trace
  }

  // MARK: - Events

  private func apply(_ event: Scenario.Event) {
    let touch = TouchSample(position: event.position ?? .zero, timestamp: event.time)
    switch event.kind {
    case .start, .startInteractive:
      start(interactive: event.kind == .startInteractive)
    case .touchDown, .touchMove, .touchUp, .touchCancel:
      applyTouch(event.kind, touch)
    case .cancel, .finish:
      guard owner == .transition, let transition else {
        return recorder.note("\(event.kind.rawValue) ignored: no transition is running")
      }
      if event.kind == .cancel { transition.cancel() } else { transition.finish() }
    case .keyboard:
      guard let keyboard = event.keyboard else { return }
      let change = keyboard.change
      recorder.trace.events.append(
        .keyboard(
          time: clock.now, height: change.overlap(withContainerOf: scenario.container),
          duration: change.duration))
      guard let detents else {
        return recorder.note(
          "keyboard ignored: no sheet is presented (the present has not completed)")
      }
      if owner == .transition {
        recorder.note("keyboard during a transition: delivered to the detent driver all the same")
      }
      detents.keyboardWillChange(change)
    case .pinchBegin, .pinchMove, .pinchEnd, .pinchCancel, .sourceMove, .sourceRemove, .push,
      .pop, .popToRoot, .setViewControllers, .resize:
      // Only zoom, stack and single-transition scenarios have them.
      break
    }
  }

  private func start(interactive: Bool) {
    switch scenario.operation {
    case .present:
      let driver = makeTransition(.present, interactive: interactive)
      owner = .transition
      if interactive { driver.startInteractive() } else { driver.startAnimated() }
      captureNodes()
    default:
      guard owner == .detents else {
        return recorder.note(
          "\(interactive ? "startInteractive" : "start") ignored: "
            + (owner == .transition ? "a dismissal is already running" : "the sheet is gone"))
      }
      // As the UIKit layer does: the sheet stops where it is on screen, and a sheet caught
      // between detents or moving hands its position and velocity to the dismissal. (What was
      // on screen is read first: the detent driver hands the sheet over on its resting frame.)
      let before = visibleSheet()
      if let handOff = detents?.beginDismissal(),
        handOff.progress != 0 || handOff.progressVelocity != 0
      {
        if !interactive { return self.handOff(handOff, sheetBefore: before) }
        let index = recorder.trace.events.count
        let driver = makeTransition(.dismiss, interactive: true)
        owner = .transition
        driver.startInteractive(atProgress: handOff.progress)
        captureNodes()
        recorder.trace.events.insert(
          .dismissalStart(
            time: clock.now, interactive: true, sheetBefore: before,
            sheetAfter: visibleSheet()), at: index)
        return
      }
      let index = recorder.trace.events.count
      let driver = makeTransition(.dismiss, interactive: interactive)
      owner = .transition
      if interactive { driver.startInteractive() } else { driver.startAnimated() }
      captureNodes()
      recorder.trace.events.insert(
        .dismissalStart(
          time: clock.now, interactive: interactive, sheetBefore: before,
          sheetAfter: visibleSheet()), at: index)
    }
  }

  private func applyTouch(_ kind: Scenario.Event.Kind, _ touch: TouchSample) {
    switch owner {
    case .transition:
      guard let transition else { return }
      switch kind {
      case .touchDown: transition.touchBegan(touch)
      case .touchMove: transition.touchMoved(touch)
      case .touchUp: transition.touchEnded(touch, pointsPerSecond: nil)
      default: transition.touchCancelled()
      }
    case .detents:
      guard let detents else { return }
      let before = visibleSheet()
      switch kind {
      case .touchDown: detents.touchBegan(touch)
      case .touchMove: detents.touchMoved(touch)
      case .touchUp: detents.touchEnded(touch, pointsPerSecond: nil)
      default: detents.touchCancelled()
      }
      finishRelease(cancelled: kind == .touchCancel, sheetBefore: before)
    case .nobody:
      recorder.note("\(kind.rawValue) ignored: no sheet is presented")
    }
  }

  /// After a touch on the detent driver: completes the record of a release it made (the
  /// sheet's velocity right after it) and performs the dismissal it asked for, if any.
  private func finishRelease(cancelled: Bool, sheetBefore: Rect) {
    if let index = recorder.trace.events.lastIndex(where: { $0.detentRelease != nil }),
      case .detentRelease(let time, var record) = recorder.trace.events[index],
      time == clock.now, record.leavingVelocity == nil
    {
      record.isCancelled = cancelled
      record.leavingVelocity = detents?.velocity ?? 0
      recorder.trace.events[index] = .detentRelease(time: time, record: record)
    }
    guard let dismissal = requestedDismissal else { return }
    requestedDismissal = nil
    handOff(dismissal, sheetBefore: sheetBefore)
  }

  /// The hand-off: the dismissal starts where the detent driver left the sheet (on screen as
  /// `sheetBefore`), moving at its velocity.
  private func handOff(_ dismissal: SheetLayout.Dismissal, sheetBefore before: Rect) {
    let index = recorder.trace.events.count
    let driver = makeTransition(.dismiss, interactive: true)
    owner = .transition
    driver.startInteractive(atProgress: dismissal.progress)
    captureNodes()
    let presentedProgress = driver.presentedProgress
    driver.finish(progressPerSecond: dismissal.progressVelocity)
    let record = ScenarioTrace.HandOff(
      progress: dismissal.progress, velocity: dismissal.progressVelocity,
      presentedProgress: presentedProgress, presentedVelocity: driver.presentedVelocity,
      sheetBefore: before, sheetAfter: visibleSheet())
    recorder.trace.events.insert(.dismissalHandOff(time: clock.now, record: record), at: index)
  }

  // MARK: - Drivers

  private func makeDetentDriver() {
    let policy = scenario.releasePolicy
    let driver = SheetDetentDriver(
      layout: layout,
      selectedDetentIdentifier: sheetSpec.selectedDetent.map {
        SheetDetent.Identifier(rawValue: $0)
      },
      sheet: sheet, dimming: dimming, clock: clock,
      configuration: SheetDetentDriver.Configuration(
        spring: policy.spring, deceleration: Deceleration(rate: policy.decelerationRate),
        isDismissible: sheetSpec.isDismissible))
    driver.onEvent = { [weak self] event in self?.record(event) }
    driver.onDiagnostic = { [weak recorder] message in
      recorder?.noteDiagnostic(source: "detentDriver", message)
    }
    detents = driver
  }

  /// A fresh transition of `operation` on the sheet's nodes as they stand.
  private func makeTransition(_ operation: TransitionOperation, interactive: Bool)
    -> TransitionDriver
  {
    let stage: TransitionStage
    let scene: TransitionScene
    if operation == .present {
      stage = TransitionStage(container: container, from: presenter, to: sheet)
      scene = scenario.style.adjusted(scenario.scene, style: style)
    } else {
      // A sheet never removes its presenter: UIKit gives the dismissal no `to` view.
      stage = TransitionStage(container: container, from: sheet, to: nil)
      if let dimming { stage.setNode(dimming, for: .dimming) }
      scene = stage.makeScene(
        operation: .dismiss, layoutDirection: scenario.layoutDirection,
        reduceMotion: scenario.reduceMotion)
    }
    let plan = style.plan(for: scene)
    let configuration = scenario.driverConfiguration(style: style, scene: scene)
    let driver = recorder.makeDriver(
      plan: plan, stage: stage, configuration: configuration, interactive: interactive
    ) { [weak self] event in self?.record(event) }
    transition = driver
    transitionOperation = operation
    releaseBase = recorder.releaseCount
    self.stage = stage
    return driver
  }

  /// The sheet as a person sees it: the sheet on screen, and below it the extension in its
  /// colour while a transition has one (an overshoot, or a sheet stretched above its largest
  /// detent handed to a dismissal, reads as one surface), cut off where the keyboard, drawn
  /// above everything, covers the container.
  private func visibleSheet() -> Rect {
    var frame = sheet.presentedState.onScreenFrame
    if let extensionNode = sheetExtension, extensionNode.root === container,
      !extensionNode.isHidden
    {
      let bottom = Swift.max(frame.maxY, extensionNode.presentedState.onScreenFrame.maxY)
      frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bottom - frame.minY)
    }
    let keyboardTop = scenario.container.height - (detents?.keyboardHeight ?? 0)
    guard frame.maxY > keyboardTop else { return frame }
    let top = Swift.min(frame.minY, keyboardTop)
    return Rect(x: frame.minX, y: top, width: frame.width, height: keyboardTop - top)
  }

  /// The current transition's stage, until its nodes are captured.
  private var stage: TransitionStage?

  /// Keeps the nodes the transition's setup made: the stage forgets them when it ends.
  private func captureNodes() {
    if let node = stage?.node(for: .dimming) as? SceneNode { dimming = node }
    if let node = stage?.node(for: .sheetExtension) as? SceneNode { sheetExtension = node }
    stage = nil
  }

  // MARK: - Recording

  private func record(_ event: TransitionEvent) {
    recorder.record(LabDriverEvent(event))
    if case .completed(let completed) = event { transitionDidEnd(completed: completed) }
  }

  private func transitionDidEnd(completed: Bool) {
    switch (transitionOperation, completed) {
    case (.present?, true):
      owner = .detents
      makeDetentDriver()
    case (.present?, false):
      owner = .nobody
    case (_, true):
      // UIKit removes the presented view; the presentation controller its dimming.
      owner = .nobody
      sheet.removeFromParent()
      dimming?.removeFromParent()
    default:
      owner = .detents
      if detents?.phase == .dismissing { detents?.dismissalDidCancel() }
    }
  }

  private func record(_ event: SheetDetentDriver.Event) {
    let time = clock.now
    switch event {
    case .grabbed(let value):
      recorder.trace.events.append(.detentGrab(time: time, value: value))
    case .released(let release):
      let target: String
      switch release.target {
      case .detent(let detent): target = detent.identifier.rawValue
      case .dismiss: target = ScenarioTrace.DetentRelease.dismissTarget
      }
      recorder.trace.events.append(
        .detentRelease(
          time: time,
          record: ScenarioTrace.DetentRelease(
            value: release.value, velocity: release.velocity, projected: release.projectedValue,
            target: target)))
    case .settled(let detent):
      recorder.trace.events.append(
        .detentSettled(
          time: time, detent: detent.identifier.rawValue, value: detents?.value ?? detent.value))
    case .selectedDetentChanged(let identifier):
      recorder.trace.events.append(.detentSelected(time: time, detent: identifier.rawValue))
    case .dismissalRequested(let dismissal):
      requestedDismissal = dismissal
    }
  }

  // MARK: - Frames

  /// The traced nodes in the order of the scenario's plan: the presenter, the dimming, the
  /// sheet, its extension (each once it exists).
  private var tracedNodes: [(name: String, node: SceneNode)] {
    var nodes: [(String, SceneNode)] = [(presenterName, presenter)]
    if let dimming { nodes.append((NodeRole.dimming.description, dimming)) }
    nodes.append((sheetName, sheet))
    if let sheetExtension { nodes.append((NodeRole.sheetExtension.description, sheetExtension)) }
    return nodes
  }

  private func recordFrame(_ frame: Frame) {
    let drawingOrder = container.subtree
    let nodes = tracedNodes.map { entry in
      ScenarioTrace.NodeSample(
        role: entry.name, node: entry.node, container: container, drawingOrder: drawingOrder)
    }
    var sample = recorder.sample(frame, shownBy: transition, nodes: nodes)
    sample.releaseBase = releaseBase
    sample.isSheetOwnedByDetents = owner == .detents
    sample.sheet = detents.map { driver in
      ScenarioTrace.SheetSample(
        value: driver.value, velocity: driver.velocity,
        detent: driver.selectedDetentIdentifier.rawValue, phase: driver.phase.rawValue,
        keyboardHeight: driver.keyboardHeight)
    }
    recorder.trace.frames.append(sample)
  }
}
