import FluidTransitions
import Testing

/// The scale, sheet, drawer and tab styles with what each promises about its geometry, shared by
/// the style suites. Expectations are written from the styles' documented behaviour, not read
/// back from the plans.
enum StyleFixtures {
  /// An iPhone-sized container.
  static let phone = Size(width: 390, height: 844)

  /// The styles under test, with their defaults.
  static let styles: [any TransitionStyle] = [
    ScaleStyle(), SheetStyle(), DrawerStyle(), TabStyle(),
  ]

  /// Progress 0, 0.01, …, 1: a 101-point sweep.
  static let sweep: [Double] = (0...100).map { Double($0) / 100 }

  /// One style, one operation it supports, one layout direction.
  struct Case: Sendable, CustomTestStringConvertible {
    var style: any TransitionStyle
    var operation: TransitionOperation
    var layoutDirection: UserInterfaceLayoutDirection

    var testDescription: String { "\(style.name) \(operation) \(layoutDirection)" }

    /// The scene in `container`, with optional non-default from and to layouts.
    func scene(
      container: Size = StyleFixtures.phone,
      from: TransitionScene.Layout? = nil,
      to: TransitionScene.Layout? = nil,
      reduceMotion: Bool = false
    ) -> TransitionScene {
      TransitionScene(
        container: container, operation: operation, from: from, to: to,
        layoutDirection: layoutDirection, reduceMotion: reduceMotion)
    }
  }

  /// Every style × supported operation × layout direction.
  static let cases: [Case] = styles.flatMap { style in
    style.supportedOperations.flatMap { operation in
      UserInterfaceLayoutDirection.allCases.map {
        Case(style: style, operation: operation, layoutDirection: $0)
      }
    }
  }

  /// Where the view on screen before the transition (the from-view) rests at progress 0 and the
  /// view on screen after it (the to-view) rests at progress 1: the scene's layout, except that
  /// a presented sheet or drawer rests at the style's presented frame.
  static func restFrames(of style: any TransitionStyle, in scene: TransitionScene) -> (
    before: Rect, after: Rect
  ) {
    let presented: Rect? =
      switch style {
      case let sheet as SheetStyle: sheet.presentedFrame(in: scene.bounds)
      case let drawer as DrawerStyle:
        drawer.presentedFrame(in: scene.bounds, layoutDirection: scene.layoutDirection)
      default: nil
      }
    guard let presented else { return (scene.from.initial, scene.to.final) }
    return scene.operation == .present
      ? (scene.from.initial, presented) : (presented, scene.to.final)
  }

  /// The node that carries the motion: the arriving view going forward, the departing view
  /// going backward. The tab moves both; its arriving view is the primary one.
  static func movingRole(of style: any TransitionStyle, _ operation: TransitionOperation)
    -> NodeRole
  {
    style is TabStyle || operation.isForward ? .to : .from
  }

  /// The transform component that carries `style`'s motion: the scale for the zoom, the
  /// vertical translation for the sheet, the horizontal one otherwise.
  static func motion(of style: any TransitionStyle, in state: NodeState) -> Double {
    switch style {
    case is ScaleStyle: state.transform.a
    case is SheetStyle: state.transform.ty
    default: state.transform.tx
    }
  }

  /// The duration and curve the style passes to its fade fallback.
  static func timing(of style: any TransitionStyle) -> (duration: Double, curve: TimingCurve) {
    switch style {
    case let style as ScaleStyle: (style.duration, style.curve)
    case let style as SheetStyle: (style.duration, style.curve)
    case let style as DrawerStyle: (style.duration, style.curve)
    case let style as TabStyle: (style.duration, style.curve)
    default: (.nan, .linear)
    }
  }

  /// The fade a style falls back to, for `scene`.
  static func fadePlan(of style: any TransitionStyle, for scene: TransitionScene) -> TransitionPlan
  {
    let timing = timing(of: style)
    return FadeStyle(duration: timing.duration, curve: timing.curve).plan(for: scene)
  }

  /// `state` reflected about the vertical centre line of a container `width` points wide: the
  /// frame mirrored, the transform conjugated by the reflection (horizontal translation and
  /// shears negated).
  static func mirrored(_ state: NodeState, width: Double) -> NodeState {
    var mirrored = state
    let frame = state.frame
    let t = state.transform
    mirrored.frame = Rect(
      x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    mirrored.transform = AffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
    return mirrored
  }

  /// Whether every number in `state` is finite.
  static func isFinite(_ state: NodeState) -> Bool {
    let t = state.transform
    let f = state.frame
    return [
      f.origin.x, f.origin.y, f.width, f.height, state.alpha, state.cornerRadius, t.a, t.b, t.c,
      t.d, t.tx, t.ty,
    ].allSatisfy(\.isFinite)
  }

  /// Every state a plan can show: each role it mentions, over the sweep and a little overshoot on
  /// both sides, plus every state its setup and cleanup steps set.
  static func allStates(of plan: TransitionPlan) -> [NodeState] {
    var states: [NodeState] = []
    for role in plan.roles {
      for progress in sweep + [-0.2, 1.2] {
        if let state = plan.state(of: role, at: progress) { states.append(state) }
      }
    }
    for step in plan.setup { if case .set(_, let state) = step { states.append(state) } }
    for step in plan.completionCleanup + plan.cancellationCleanup {
      if case .set(_, let state) = step { states.append(state) }
    }
    return states
  }
}

/// One transition of a style through the real driver: headless nodes, a manual clock at 120 Hz
/// and a recording context that reports every breach of UIKit's contract.
@MainActor
final class StyleRunHarness {
  let clock = ManualFrameClock(framesPerSecond: 120)
  let container: SceneNode
  let from: SceneNode
  let to: SceneNode
  let scene: TransitionScene
  let plan: TransitionPlan
  let context: RecordingTransitionContext
  let driver: TransitionDriver
  /// The progress on screen at every delivered frame.
  private(set) var progresses: [Double] = []
  /// Whether every node in the container held finite values at every delivered frame.
  private(set) var everyFrameFinite = true
  /// The argument of each completion event.
  private(set) var completions: [Bool] = []

  /// Sets the stage and starts the transition.
  ///
  /// - Parameter presenterInContainer: Whether the presenting view takes part (false: a custom
  ///   presentation, where UIKit keeps it out of the container and the stage has no node for
  ///   it).
  init(
    _ testCase: StyleFixtures.Case,
    interactive: Bool,
    presenterInContainer: Bool = true
  ) {
    scene = testCase.scene()
    container = SceneNode(name: "container", frame: scene.bounds)
    from = SceneNode(name: "from", frame: scene.from.initial)
    to = SceneNode(name: "to", frame: scene.to.final)
    let presenterAbsent =
      !presenterInContainer && [.present, .dismiss].contains(testCase.operation)
    let presenterIsFrom = testCase.operation == .present
    if !(presenterAbsent && presenterIsFrom) { container.addChild(from) }
    plan = testCase.style.plan(for: scene)
    let stage = TransitionStage(
      container: container,
      from: presenterAbsent && presenterIsFrom ? nil : from,
      to: presenterAbsent && !presenterIsFrom ? nil : to)
    context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let mapping: InteractionMapping =
      testCase.style is SheetStyle
      ? .vertical(downward: !testCase.operation.isForward, distance: scene.container.height)
      : .horizontal(
        towardTrailing: !testCase.operation.isForward, distance: scene.container.width,
        layoutDirection: testCase.layoutDirection)
    driver = TransitionDriver(
      plan: plan, stage: stage, context: context, clock: clock,
      configuration: .init(interaction: mapping))
    driver.onEvent = { [unowned self] event in
      if case .completed(let completed) = event { completions.append(completed) }
    }
    if interactive { driver.startInteractive() } else { driver.startAnimated() }
  }

  /// The names of the container's children, back to front.
  var childNames: [String] { container.children.map(\.name) }

  /// Delivers every frame due by `time`, then moves the clock there.
  func run(until time: Double) {
    while clock.callbackTime(ofFrameAt: clock.nextFrameIndex) <= time {
      clock.advanceFrame()
      progresses.append(driver.presentedProgress)
      if !container.children.allSatisfy({ StyleFixtures.isFinite($0.presentedState) }) {
        everyFrameFinite = false
      }
    }
    clock.advance(to: time)
  }

  /// A finger touches down and lifts at the same instant, without moving.
  func tap(at time: Double) {
    run(until: time)
    driver.touchBegan(TouchSample(x: 200, y: 400, timestamp: time))
    driver.touchEnded(TouchSample(x: 200, y: 400, timestamp: time))
  }
}
