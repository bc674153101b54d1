import FluidTransitions
import Testing

@MainActor
@Suite("Transition: zoom and slide details")
struct ZoomAndSlideTests {
  static let container = Size(width: 390, height: 844)
  static let cell = Rect(x: 20, y: 300, width: 110, height: 110)
  static let image = Rect(x: 0, y: 100, width: 390, height: 390)

  static func zoomScene(_ operation: TransitionOperation, source: Rect? = cell) -> TransitionScene {
    TransitionScene(
      container: container, operation: operation, sourceElement: source,
      destinationElement: image)
  }

  @Test("The zoom snapshot interpolates source → destination forward, and back on dismissal")
  func zoomFlight() {
    for operation in [TransitionOperation.push, .present, .pop, .dismiss] {
      let plan = ZoomStyle().plan(for: Self.zoomScene(operation))
      let (start, end) = operation.isForward ? (Self.cell, Self.image) : (Self.image, Self.cell)
      #expect(plan.state(of: .snapshot, at: 0)?.frame == start, "\(operation)")
      #expect(plan.state(of: .snapshot, at: 1)?.frame == end, "\(operation)")
      for index in 1..<10 {
        let p = Double(index) / 10
        #expect(plan.state(of: .snapshot, at: p)?.frame == start.interpolated(to: end, fraction: p))
      }
      #expect(plan.setup.contains(.hide(.sourceElement)))
      #expect(plan.setup.contains(.hide(.destinationElement)))
      for cleanup in [plan.completionCleanup, plan.cancellationCleanup] {
        #expect(
          cleanup.contains(.unhide(.sourceElement))
            && cleanup.contains(.unhide(.destinationElement)))
        #expect(cleanup.contains(.remove(.snapshot)))
      }
      let detail: NodeRole = operation.isForward ? .to : .from
      #expect(plan.state(of: detail, at: operation.isForward ? 1 : 0)?.alpha == 1)
      #expect(plan.state(of: detail, at: operation.isForward ? 0 : 1)?.alpha == 0)
    }
  }

  @Test("Without a source the detail view scales toward the container's centre and fades")
  func zoomFallback() {
    let plan = ZoomStyle().plan(for: Self.zoomScene(.dismiss, source: nil))
    #expect(!plan.roles.contains(.snapshot))
    let end = plan.state(of: .from, at: 1)
    #expect(end?.alpha == 0)
    // A view's transform applies about its own centre: map a corner and check it moved
    // halfway toward the container's centre.
    let frame = Rect(origin: .zero, size: Self.container)
    if let transform = end?.transform {
      let corner = Point(x: -frame.width / 2, y: -frame.height / 2).applying(transform)
      #expect(isClose(corner.x + frame.midX, frame.midX - frame.width / 4, absolute: 1e-9))
      #expect(transform.a == 0.5 && transform.d == 0.5)
    }
    #expect(plan.state(of: .from, at: 0)?.transform == .identity)
  }

  @Test("Zoom falls back to the fade under Reduce Motion and for tab switches, unless told not to")
  func zoomFallsBackToFade() {
    var scene = Self.zoomScene(.push)
    scene.reduceMotion = true
    let fade = FadeStyle(duration: 0.45, curve: .fittedSpring(dampingRatio: 0.9))
    #expect(ZoomStyle().plan(for: scene) == fade.plan(for: scene))
    #expect(ZoomStyle(fadesUnderReduceMotion: false).plan(for: scene).roles.contains(.snapshot))
    let tab = Self.zoomScene(.tabForward)
    #expect(ZoomStyle().plan(for: tab) == fade.plan(for: tab))
    let bad = ZoomStyle(
      duration: .nan, sourceCornerRadius: -3, destinationCornerRadius: .infinity,
      fallbackScale: .nan)
    #expect(bad.duration == 0.45 && bad.sourceCornerRadius == 0)
    #expect(bad.destinationCornerRadius == 1e6 && bad.fallbackScale == 0.5)
  }

  @Test("The source is measured again at dismissal, after the grid scrolled")
  func sourceRequeried() {
    let container = SceneNode(name: "container", frame: Rect(origin: .zero, size: Self.container))
    let grid = SceneNode(name: "grid", frame: Rect(origin: .zero, size: Self.container))
    let cell = SceneNode(name: "cell", frame: Rect(x: 20, y: 500, width: 110, height: 110))
    let detail = SceneNode(name: "detail", frame: Rect(origin: .zero, size: Self.container))
    let image = SceneNode(name: "image", frame: Self.image)
    container.addChild(grid)
    grid.addChild(cell)
    detail.addChild(image)
    let push = TransitionStage(
      container: container, from: grid, to: detail, sourceElement: cell, destinationElement: image)
    #expect(
      push.makeScene(operation: .push).sourceElement == Rect(x: 20, y: 500, width: 110, height: 110)
    )
    #expect(
      push.makeScene(operation: .push).destinationElement == Self.image,
      "measured in the detached to-view")
    // While the detail is shown, the grid scrolls by 200 pt.
    grid.contentOffset = Point(x: 0, y: 200)
    let pop = TransitionStage(
      container: container, from: detail, to: grid, sourceElement: cell, destinationElement: image)
    let scene = pop.makeScene(operation: .pop)
    #expect(scene.sourceElement == Rect(x: 20, y: 300, width: 110, height: 110))
    let plan = ZoomStyle().plan(for: scene)
    #expect(plan.state(of: .snapshot, at: 1)?.frame == Rect(x: 20, y: 300, width: 110, height: 110))
  }

  @Test("Zoom through the driver: elements hidden in flight, restored after completion and cancel")
  func zoomThroughDriver() {
    for cancel in [false, true] {
      let clock = ManualFrameClock()
      let container = SceneNode(name: "container", frame: Rect(origin: .zero, size: Self.container))
      let grid = SceneNode(name: "grid", frame: container.frame)
      let cell = SceneNode(name: "cell", frame: Self.cell)
      let detail = SceneNode(name: "detail", frame: container.frame)
      let image = SceneNode(name: "image", frame: Self.image)
      container.addChild(grid)
      grid.addChild(cell)
      detail.addChild(image)
      let stage = TransitionStage(
        container: container, from: grid, to: detail, sourceElement: cell, destinationElement: image
      )
      let plan = ZoomStyle().plan(for: stage.makeScene(operation: .push))
      let context = RecordingTransitionContext(interactive: false, clock: clock)
      let driver = TransitionDriver(
        plan: plan, stage: stage, context: context, clock: clock,
        configuration: .init(interaction: Interaction.zoomDrag.mapping(for: plan.scene)))
      driver.startAnimated()
      clock.advance(by: 0.1)
      #expect(cell.isHidden && image.isHidden)
      #expect(container.children.contains { $0.name == "snapshot" })
      if cancel { driver.cancel() }
      clock.advance(by: 2)
      #expect(context.breaches.isEmpty, "\(context.breaches)")
      #expect(!cell.isHidden && !image.isHidden)
      #expect(!container.children.contains { $0.name == "snapshot" })
      #expect(driver.phase == .finished(completed: !cancel))
      #expect(cancel ? detail.parent == nil : detail.parent === container)
    }
  }

  @Test("zoomDrag: the snapshot stays under the finger while it shrinks, and lets go cleanly")
  func zoomDragFollowsFinger() {
    let clock = ManualFrameClock()
    let container = SceneNode(name: "container", frame: Rect(origin: .zero, size: Self.container))
    let grid = SceneNode(name: "grid", frame: container.frame)
    let cell = SceneNode(name: "cell", frame: Self.cell)
    let detail = SceneNode(name: "detail", frame: container.frame)
    let image = SceneNode(name: "image", frame: Self.image)
    container.addChild(detail)
    grid.addChild(cell)
    detail.addChild(image)
    let stage = TransitionStage(
      container: container, from: detail, to: grid, sourceElement: cell, destinationElement: image)
    let scene = stage.makeScene(operation: .dismiss)
    let plan = ZoomStyle().plan(for: scene)
    let context = RecordingTransitionContext(interactive: true, clock: clock)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, clock: clock,
      configuration: .init(
        interaction: Interaction.zoomDrag.mapping(for: scene), followingRole: .snapshot))
    driver.startInteractive()
    let snapshot = container.children.first { $0.name == "snapshot" }
    #expect(snapshot != nil, "the interactive zoom dismissal flies a snapshot")
    let start = Point(x: 200, y: 300)
    driver.touchBegan(TouchSample(position: start, timestamp: clock.now))
    let startCenter = snapshot.map {
      $0.frame.center.offset(by: Vector(dx: $0.transform.tx, dy: $0.transform.ty))
    }
    var width = snapshot?.frame.width ?? 0
    for step in 1...20 {
      clock.advance(by: 1.0 / 120)
      let finger = Point(x: 200 + Double(step) * 3, y: 300 + Double(step) * 8)
      driver.touchMoved(TouchSample(position: finger, timestamp: clock.now))
      guard let snapshot, let startCenter else { break }
      let shown = snapshot.frame.center.offset(
        by: Vector(dx: snapshot.transform.tx, dy: snapshot.transform.ty))
      let expected = startCenter.offset(by: finger.vector(from: start))
      #expect(
        isClose(shown.x, expected.x, absolute: 1e-9) && isClose(shown.y, expected.y, absolute: 1e-9)
      )
      #expect(snapshot.frame.width < width, "shrinks with distance")
      width = snapshot.frame.width
    }
    driver.touchEnded(TouchSample(x: 0, y: 0, timestamp: clock.now + 0.001))
    clock.advance(by: 2)
    #expect(context.breaches.isEmpty, "\(context.breaches)")
    #expect(driver.phase == .finished(completed: true))
    #expect(!cell.isHidden && !image.isHidden)
  }

  @Test("The slide's dimming and shadow move with their views and are removed afterwards")
  func slideHelpers() {
    for operation in [TransitionOperation.push, .pop] {
      for direction in UserInterfaceLayoutDirection.allCases {
        let scene = TransitionScene(
          container: Self.container, operation: operation, layoutDirection: direction)
        let plan = SlideStyle().plan(for: scene)
        let moving: NodeRole = operation == .push ? .to : .from
        let under: NodeRole = operation == .push ? .from : .to
        for index in 0...20 {
          let p = Double(index) / 20
          #expect(
            plan.state(of: .shadow, at: p)?.transform == plan.state(of: moving, at: p)?.transform)
          #expect(
            plan.state(of: .dimming, at: p)?.transform == plan.state(of: under, at: p)?.transform)
        }
        let dimmed = operation == .push ? 1.0 : 0.0
        #expect(plan.state(of: .dimming, at: dimmed)?.alpha == 0.1)
        #expect(plan.state(of: .dimming, at: 1 - dimmed)?.alpha == 0)
        // The shadow hugs the moving view's leading edge.
        let shadow = plan.state(of: .shadow, at: 0.5)?.frame
        let movingFrame = plan.state(of: moving, at: 0.5)?.frame
        if let shadow, let movingFrame {
          #expect(
            direction == .leftToRight
              ? shadow.maxX == movingFrame.minX : shadow.minX == movingFrame.maxX)
        }
        for cleanup in [plan.completionCleanup, plan.cancellationCleanup] {
          #expect(cleanup.contains(.remove(.dimming)) && cleanup.contains(.remove(.shadow)))
        }
      }
    }
    let present = SlideStyle().plan(
      for: TransitionScene(container: Self.container, operation: .present))
    #expect(
      present
        == FadeStyle(duration: 0.35).plan(
          for: TransitionScene(container: Self.container, operation: .present)))
  }
}

extension TransitionPlan {
  /// A scene matching the container the plan was built for, for mapping lookups in tests.
  fileprivate var scene: TransitionScene {
    TransitionScene(container: Size(width: 390, height: 844), operation: .push)
  }
}
