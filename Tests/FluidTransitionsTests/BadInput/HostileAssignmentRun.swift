import FluidTransitions

/// One transition through the real ``TransitionDriver`` whose every value is open to hostile
/// assignment: the style, the scene, the plan, the configuration, the touches, the release
/// velocity, the frames, the clock and the nodes. Every node it ever touched is kept, and the
/// first non-finite or out-of-range value on any of them is recorded.
@MainActor
final class HostileAssignmentRun {
  /// The built-in styles, each kept as a variable the fuzz can assign to.
  enum StyleKind: CaseIterable {
    case slide, fade, sheet, scale, tab, zoom, drawer
  }

  /// When an assignment is made.
  enum Moment {
    /// To the styles and the scene, before the style plans.
    case beforePlanning
    /// To the plan and the driver's configuration, before the driver is made.
    case afterPlanning
    /// To the sample and release velocity a touch is about to deliver.
    case beforeTouch
    /// To the nodes, the driver, the animator, the clock and stray frames, between frames.
    case whileRunning
    /// To the records the transition left (releases, decisions, context calls).
    case afterTheRun
  }

  /// One hostile assignment to one property.
  typealias Assignment = (
    moment: Moment, assign: @MainActor (HostileAssignmentRun, inout HostileValues) -> Void
  )

  var slide = SlideStyle()
  var fade = FadeStyle()
  var sheet = SheetStyle(detents: [.medium])
  var scale = ScaleStyle()
  var tab = TabStyle()
  var zoom = ZoomStyle()
  var drawer = DrawerStyle()
  let kind: StyleKind
  var scene: TransitionScene
  var plan = TransitionPlan(
    duration: 0, curve: .linear, setup: [], tracks: [], completionCleanup: [],
    cancellationCleanup: [])
  var configuration: TransitionDriver.Configuration
  /// The sample the next touch delivers.
  var touch = TouchSample(x: 0, y: 0, timestamp: 0)
  /// The velocity the next touch-up reports, when it reports one.
  var releaseVelocity = Vector.zero
  /// The sample the next pinch event delivers, and the scale velocity its end reports.
  var pinch = PinchSample(centroid: .zero, scale: 1, timestamp: 0)
  var pinchVelocity = 0.0
  let clock = ManualFrameClock(framesPerSecond: 120)
  let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let from = SceneNode(name: "from", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let to = SceneNode(name: "to", frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let stage: TransitionStage
  private(set) var animator: FluidAnimator?
  private(set) var context: RecordingTransitionContext?
  private(set) var driver: TransitionDriver?
  private(set) var seen: [SceneNode] = []
  private(set) var releases: [ReleaseRecord] = []
  private(set) var completions: [Bool] = []
  private(set) var firstProblem: String?
  /// How many times each property was assigned.
  private(set) var assignmentCounts: [String: Int] = [:]
  private var lastTouchTime = 0.0

  init(kind: StyleKind, operation: TransitionOperation) {
    self.kind = kind
    let cell = SceneNode(name: "cell", frame: Rect(x: 20, y: 300, width: 110, height: 110))
    let image = SceneNode(name: "image", frame: Rect(x: 0, y: 200, width: 390, height: 390))
    container.addChild(from)
    // The grid cell lives in the view underneath, the detail image in the view on top.
    (operation.isForward ? from : to).addChild(cell)
    (operation.isForward ? to : from).addChild(image)
    stage = TransitionStage(
      container: container, from: from, to: to, sourceElement: cell, destinationElement: image)
    // A second shared element, a title, for the zoom's additional flights.
    let title = SceneNode(name: "title", frame: Rect(x: 20, y: 414, width: 110, height: 20))
    let heading = SceneNode(name: "heading", frame: Rect(x: 16, y: 600, width: 358, height: 34))
    (operation.isForward ? from : to).addChild(title)
    (operation.isForward ? to : from).addChild(heading)
    stage.setElement("title", source: title, destination: heading)
    scene = stage.makeScene(operation: operation)
    configuration = .init(interaction: .vertical(downward: true, distance: 844))
    seen = [container, from, to, cell, image, title, heading]
  }

  /// The style this run uses, as assigned so far.
  var style: any TransitionStyle {
    switch kind {
    case .slide: slide
    case .fade: fade
    case .sheet: sheet
    case .scale: scale
    case .tab: tab
    case .zoom: zoom
    case .drawer: drawer
    }
  }

  /// The interaction that drives this run's style.
  var interaction: Interaction {
    switch kind {
    case .zoom: .pinch
    case .sheet: .panDown
    default: .pan
    }
  }

  /// Makes each assignment of `moment` with the given probability.
  func assign(at moment: Moment, probability: Double, _ hostile: inout HostileValues) {
    for name in Self.fuzzedNames where Self.assignments[name]?.moment == moment {
      if hostile.chance(probability) { perform(name, &hostile) }
    }
  }

  /// Makes one assignment of `moment`, chosen at random.
  func assignOne(at moment: Moment, _ hostile: inout HostileValues) {
    let names = Self.fuzzedNames.filter { Self.assignments[$0]?.moment == moment }
    perform(hostile.element(of: names), &hostile)
  }

  private func perform(_ name: String, _ hostile: inout HostileValues) {
    Self.assignments[name]?.assign(self, &hostile)
    assignmentCounts[name, default: 0] += 1
  }

  /// The style's plan for the scene, and its interaction mapping in the configuration.
  func makePlan() {
    plan = style.plan(for: scene)
    configuration = .init(
      interaction: style.interactionMapping(for: interaction, in: scene),
      followingRole: interaction.followingRole, pinch: interaction.pinchMapping(for: scene))
  }

  /// Makes the animator, context and driver, and starts the transition.
  func start(interactive: Bool) {
    let animator = FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock)
    animator.diagnosticHandler = { _ in }
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, animator: animator,
      configuration: configuration)
    driver.onEvent = { [unowned self] event in
      switch event {
      case .completed(let completed): completions.append(completed)
      case .released(let record): releases.append(record)
      case .grabbed: break
      }
    }
    self.animator = animator
    self.context = context
    self.driver = driver
    if interactive { driver.startInteractive() } else { driver.startAnimated() }
    check("start")
  }

  /// A touch at an ordinary place and a later time, then open to hostile assignment.
  private func prepareTouch(_ hostile: inout HostileValues) {
    lastTouchTime =
      Swift.max(lastTouchTime, clock.now) + Double.random(in: 0.004...0.02, using: &hostile.random)
    touch = TouchSample(
      x: Double.random(in: 0...390, using: &hostile.random),
      y: Double.random(in: 0...844, using: &hostile.random), timestamp: lastTouchTime)
    releaseVelocity = Vector(
      dx: Double.random(in: -3000...3000, using: &hostile.random),
      dy: Double.random(in: -3000...3000, using: &hostile.random))
    pinch = PinchSample(
      centroid: touch.position, scale: Double.random(in: 0.2...1.6, using: &hostile.random),
      timestamp: lastTouchTime)
    pinchVelocity = Double.random(in: -5...5, using: &hostile.random)
    assign(at: .beforeTouch, probability: 0.3, &hostile)
  }

  func touchBegan(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.touchBegan(touch)
  }

  func touchMoved(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.touchMoved(touch)
  }

  func touchEnded(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.touchEnded(touch, pointsPerSecond: hostile.chance(0.5) ? releaseVelocity : nil)
  }

  func pinchBegan(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.pinchBegan(pinch)
  }

  func pinchChanged(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.pinchChanged(pinch)
  }

  func pinchEnded(_ hostile: inout HostileValues) {
    prepareTouch(&hostile)
    driver?.pinchEnded(pinch, scalePerSecond: hostile.chance(0.5) ? pinchVelocity : nil)
  }

  /// Runs `count` frames, checking after each.
  func frames(_ count: Int) {
    for _ in 0..<count {
      clock.advanceFrame()
      check("frame \(clock.nextFrameIndex - 1)")
    }
  }

  /// A random node the transition has touched.
  func anyNode(_ hostile: inout HostileValues) -> SceneNode {
    collectNodes()
    return hostile.element(of: seen)
  }

  /// Delivers a frame the clock never produced to the animator.
  func deliverStrayFrame(_ change: (inout Frame) -> Void) {
    guard let animator else { return }
    var frame = clock.frame(at: clock.nextFrameIndex)
    change(&frame)
    animator.clock(clock, didProduce: frame)
  }

  /// Lets go of whatever holds the transition and runs it to its end. A motion longer than
  /// 4 s (a hostile duration or spring, capped at an hour) is completed by a frame at
  /// +infinity, which a running animator takes as its end.
  func finish() {
    guard let driver else { return }
    if case .interacting = driver.phase {
      driver.pinchEnded(PinchSample(centroid: .zero, scale: .nan, timestamp: .nan))
    }
    if case .interacting = driver.phase {
      driver.touchEnded(TouchSample(x: .nan, y: .nan, timestamp: .nan))
    }
    if case .interacting = driver.phase { driver.cancel() }
    check("final release")
    for _ in 0..<480 {
      if case .finished = driver.phase { return }
      frames(1)
    }
    if case .finished = driver.phase { return }
    deliverStrayFrame { $0.targetTimestamp = .infinity }
    check("a frame at +infinity")
  }

  /// Records `problem` unless an earlier one was recorded.
  func record(_ problem: @autoclosure () -> String) {
    if firstProblem == nil { firstProblem = problem() }
  }

  private func collectNodes() {
    for node in container.subtree where !seen.contains(where: { $0 === node }) {
      seen.append(node)
    }
  }

  /// Records the first node holding a non-finite or out-of-range value, and any non-finite
  /// progress, velocity or release record.
  func check(_ moment: @autoclosure () -> String) {
    guard firstProblem == nil else { return }
    collectNodes()
    if let node = seen.first(where: { !Self.isSane($0.presentedState) }) {
      record("\(moment()): \(node.name) is \(node.presentedState)")
    } else if let driver, !driver.presentedProgress.isFinite {
      record("\(moment()): progress \(driver.presentedProgress)")
    } else if let animator, !animator.presentedVelocity.isFinite {
      record("\(moment()): velocity \(animator.presentedVelocity)")
    } else if let release = releases.last,
      ![
        release.progress, release.velocity, release.projectedProgress,
        release.springInitialVelocity, release.scaleVelocity,
      ]
      .allSatisfy(\.isFinite)
    {
      record("\(moment()): release \(release)")
    }
  }

  /// Finite everywhere, alpha in [0, 1] and a corner radius of at least 0.
  static func isSane(_ state: NodeState) -> Bool {
    StyleFixtures.isFinite(state) && (0...1).contains(state.alpha) && state.cornerRadius >= 0
  }
}
