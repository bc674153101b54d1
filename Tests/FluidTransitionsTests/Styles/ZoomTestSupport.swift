import FluidTransitions
import Testing

/// The zoom's test world: a photo grid whose cell shows a square, aspect-filled crop of a wide
/// photo, and a detail screen showing the whole photo, on headless nodes, a manual clock (120 Hz
/// by default)
/// and a recording context.
@MainActor
final class ZoomWorld {
  /// An iPhone-sized container.
  nonisolated static let container = Size(width: 390, height: 844)
  /// The grid cell: a 110-point square.
  nonisolated static let cell = Rect(x: 20, y: 300, width: 110, height: 110)
  /// The detail image: the whole 3:2 photo, full width.
  nonisolated static let photo = Rect(x: 0, y: 200, width: 390, height: 260)

  let clock: ManualFrameClock
  let containerNode: SceneNode
  /// The grid (the from-view of a push, the to-view of a pop).
  let grid: SceneNode
  /// The detail screen.
  let detail: SceneNode
  /// The grid cell.
  let cellNode: SceneNode
  /// The detail image.
  let imageNode: SceneNode
  let stage: TransitionStage
  let scene: TransitionScene
  let plan: TransitionPlan
  private(set) var context: RecordingTransitionContext?
  private(set) var driver: TransitionDriver?
  /// The completion events so far.
  private(set) var completions: [Bool] = []
  /// The release records so far.
  private(set) var releases: [ReleaseRecord] = []

  /// The world for `operation`, its scene measured from the nodes by the stage, and `style`'s
  /// plan for it. `prepare` may change the stage (and, through it, the nodes) before the scene
  /// is measured.
  init(
    _ operation: TransitionOperation,
    style: ZoomStyle = ZoomStyle(),
    cell: Rect = ZoomWorld.cell,
    photo: Rect = ZoomWorld.photo,
    framesPerSecond: Double = 120,
    prepare: (TransitionStage) -> Void = { _ in }
  ) {
    clock = ManualFrameClock(framesPerSecond: framesPerSecond)
    let bounds = Rect(origin: .zero, size: Self.container)
    containerNode = SceneNode(name: "container", frame: bounds)
    grid = SceneNode(name: "grid", frame: bounds)
    detail = SceneNode(name: "detail", frame: bounds)
    cellNode = SceneNode(name: "cell", frame: cell)
    imageNode = SceneNode(name: "image", frame: photo)
    grid.addChild(cellNode)
    detail.addChild(imageNode)
    let forward = operation.isForward
    containerNode.addChild(forward ? grid : detail)
    stage = TransitionStage(
      container: containerNode, from: forward ? grid : detail, to: forward ? detail : grid,
      sourceElement: cellNode, destinationElement: imageNode)
    prepare(stage)
    scene = stage.makeScene(operation: operation)
    plan = style.plan(for: scene)
  }

  /// Makes the driver on `animator` (a ``FluidAnimator`` on the world's clock by default) and
  /// starts the transition.
  func start(
    interactive: Bool = false,
    animator: (any Animating)? = nil,
    interaction: Interaction = .zoomDrag,
    releasePolicy: ReleasePolicy = ReleasePolicy()
  ) {
    let animator =
      animator ?? FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock)
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    self.context = context
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, animator: animator,
      configuration: .init(
        interaction: interaction.mapping(for: scene), releasePolicy: releasePolicy,
        followingRole: interaction.followingRole))
    driver.onEvent = { [unowned self] event in
      switch event {
      case .completed(let completed): completions.append(completed)
      case .released(let record): releases.append(record)
      case .grabbed: break
      }
    }
    self.driver = driver
    if interactive { driver.startInteractive() } else { driver.startAnimated() }
  }

  /// The scene node playing `role`, if any.
  func node(_ role: NodeRole) -> SceneNode? {
    stage.node(for: role) as? SceneNode
  }

  /// Delivers every frame up to `time`.
  func run(until time: Double) {
    while clock.callbackTime(ofFrameAt: clock.nextFrameIndex) <= time {
      clock.advanceFrame()
    }
    clock.advance(to: time)
  }

  /// Delivers one frame and returns its target time.
  @discardableResult
  func frame() -> Double {
    let index = clock.nextFrameIndex
    clock.advanceFrame()
    return clock.frame(at: index).targetTimestamp
  }
}

/// Closed-form truths about aspect-filling, computed independently of the library.
enum AspectTruth {
  /// The scale at which `fitted` aspect-fills `size`: the larger of the two ratios.
  static func scale(fitting fitted: Rect, into size: Size) -> Double {
    max(size.width / fitted.width, size.height / fitted.height)
  }

  /// Where `content` goes, in a container of `size`, when `fitted` (part of it) aspect-fills
  /// the container and is centred in it.
  static func frame(of content: Rect, fitted: Rect, into size: Size) -> Rect {
    let scale = scale(fitting: fitted, into: size)
    let fittedCenter = Point(x: size.width / 2, y: size.height / 2)
    // The content's origin sits where the fitted rect's centre, scaled, says.
    let x = fittedCenter.x - scale * (fitted.midX - content.minX)
    let y = fittedCenter.y - scale * (fitted.midY - content.minY)
    return Rect(x: x, y: y, width: scale * content.width, height: scale * content.height)
  }

  /// Whether two rects agree to `tolerance` points in every component.
  static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return [
      (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.width, b.width),
      (a.height, b.height),
    ].allSatisfy { isClose($0, $1, relative: 1e-12, absolute: tolerance) }
  }
}

/// An ``Animating`` engine that is not a ``FluidAnimator``: it forwards every member to one, so
/// the stage installs its tracks as closures between their end values, as it does for UIKit's
/// property animator (the `.propertyAnimator` engine).
@MainActor
final class BlockAnimator: Animating {
  let inner: FluidAnimator

  init(duration: Double, curve: TimingCurve, clock: any FrameClock) {
    inner = FluidAnimator(duration: duration, curve: curve, clock: clock)
  }

  var state: AnimatingState { inner.state }
  var isRunning: Bool { inner.isRunning }
  var isReversed: Bool {
    get { inner.isReversed }
    set { inner.isReversed = newValue }
  }
  var fractionComplete: Double {
    get { inner.fractionComplete }
    set { inner.fractionComplete = newValue }
  }
  var scrubsLinearly: Bool {
    get { inner.scrubsLinearly }
    set { inner.scrubsLinearly = newValue }
  }
  var pausesOnCompletion: Bool {
    get { inner.pausesOnCompletion }
    set { inner.pausesOnCompletion = newValue }
  }
  var isInterruptible: Bool {
    get { inner.isInterruptible }
    set { inner.isInterruptible = newValue }
  }
  var duration: Double { inner.duration }
  func startAnimation() { inner.startAnimation() }
  func startAnimation(afterDelay delay: Double) { inner.startAnimation(afterDelay: delay) }
  func pauseAnimation() { inner.pauseAnimation() }
  func stopAnimation(_ withoutFinishing: Bool) { inner.stopAnimation(withoutFinishing) }
  func finishAnimation(at finalPosition: AnimatingPosition) {
    inner.finishAnimation(at: finalPosition)
  }
  func continueAnimation(with timing: TimingCurve?, durationFactor: Double) {
    inner.continueAnimation(with: timing, durationFactor: durationFactor)
  }
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    inner.addCompletion(completion)
  }
  @discardableResult
  func addTrack<Value: Interpolatable>(
    from: Value, to: Value, window: TrackWindow, apply: @escaping (Value) -> Void
  ) -> Bool {
    inner.addTrack(from: from, to: to, window: window, apply: apply)
  }
  var presentedProgress: Double { inner.presentedProgress }
  var presentedVelocity: Double { inner.presentedVelocity }
}
