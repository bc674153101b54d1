import FluidTransitions
import Testing

/// Plans are data: any progress renders without running anything, and the built-in styles
/// start and end exactly on the scene's layout.
@MainActor
@Suite("Transition: plans, mapping and release policy")
struct PlanAndStyleTests {
  static let scenes: [TransitionScene] = TransitionOperation.allCases.flatMap { operation in
    UserInterfaceLayoutDirection.allCases.map { direction in
      TransitionScene(
        container: Size(width: 390, height: 844), operation: operation, layoutDirection: direction)
    }
  }

  @Test("Fade and slide rest exactly on the scene's layout at progress 0 and 1")
  func endpoints() {
    let styles: [any TransitionStyle] = [FadeStyle(), SlideStyle()]
    for style in styles {
      for scene in Self.scenes {
        let plan = style.plan(for: scene)
        let atStart = plan.state(of: .from, at: 0)
        let atEnd = plan.state(of: .to, at: 1)
        #expect(atStart?.frame == scene.from.initial, "\(style.name) \(scene.operation)")
        #expect(atStart?.transform == .identity && atStart?.alpha == 1)
        #expect(atEnd?.frame == scene.to.final)
        #expect(atEnd?.transform == .identity && atEnd?.alpha == 1)
      }
    }
  }

  @Test("The slide moves monotonically, mirrors exactly for right-to-left, and parallaxes a third")
  func slideGeometry() {
    for operation in [TransitionOperation.push, .pop] {
      let ltr = SlideStyle().plan(
        for: TransitionScene(container: Size(width: 390, height: 844), operation: operation))
      let rtl = SlideStyle().plan(
        for: TransitionScene(
          container: Size(width: 390, height: 844), operation: operation,
          layoutDirection: .rightToLeft))
      let moving: NodeRole = operation == .push ? .to : .from
      var previous = ltr.state(of: moving, at: 0)?.transform.tx ?? .nan
      for index in 1...100 {
        let progress = Double(index) / 100
        let tx = ltr.state(of: moving, at: progress)?.transform.tx ?? .nan
        #expect(operation == .push ? tx < previous : tx > previous)
        previous = tx
        for role in [NodeRole.from, .to] {
          #expect(
            rtl.state(of: role, at: progress)?.transform.tx
              == -(ltr.state(of: role, at: progress)?.transform.tx ?? .nan))
        }
      }
      let under: NodeRole = operation == .push ? .from : .to
      let parallax = operation == .push ? ltr.state(of: under, at: 1) : ltr.state(of: under, at: 0)
      #expect(isClose(parallax?.transform.tx ?? 0, -130, absolute: 1e-9))
    }
  }

  @Test("Styles own their presentation geometry and their natural dismissal gesture")
  func presentationGeometry() {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let styles: [any TransitionStyle] = [
      FadeStyle(), SlideStyle(), ScaleStyle(), TabStyle(), ZoomStyle(), SheetStyle(),
    ]
    for style in styles {
      #expect(style.presentedFrame(in: bounds, layoutDirection: .leftToRight) == bounds)
    }
    #expect(
      SheetStyle(detents: [.medium]).presentedFrame(in: bounds, layoutDirection: .rightToLeft)
        == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(
      DrawerStyle().presentedFrame(in: bounds, layoutDirection: .rightToLeft)
        == Rect(x: 98, y: 0, width: 292, height: 844))
    #expect(
      FadeStyle().presentedFrame(
        in: Rect(x: 5, y: 5, width: -10, height: 20), layoutDirection: .leftToRight)
        == Rect(x: -5, y: 5, width: 10, height: 20))
    #expect(
      SheetStyle().dismissInteraction == .panDown && FadeStyle().dismissInteraction == .panDown)
    #expect(DrawerStyle().dismissInteraction == .pan)
    #expect(ZoomStyle().dismissInteraction == .pinch, "the drag and the pinch")
  }

  @Test("Reduce Motion turns the slide into the fade")
  func reduceMotion() {
    var scene = TransitionScene(container: Size(width: 390, height: 844), operation: .push)
    scene.reduceMotion = true
    let plan = SlideStyle(duration: 0.4).plan(for: scene)
    #expect(plan.tracks == FadeStyle(duration: 0.4).plan(for: scene).tracks)
    #expect(plan.duration == 0.4)
  }

  @Test("state(of:at:) is pure and honours windows, hides and overshoot")
  func planState() {
    let plan = TransitionPlan(
      duration: 1, curve: .linear,
      setup: [.set(.dimming, NodeState(frame: .zero, alpha: 0)), .hide(.sourceElement)],
      tracks: [
        PlanTrack(.dimming, .alpha(from: 0, to: 0.5), window: TrackWindow(0.5...1)),
        PlanTrack(.to, .frame(from: .zero, to: Rect(x: 0, y: 0, width: 100, height: 100))),
      ],
      completionCleanup: [], cancellationCleanup: [])
    #expect(plan.state(of: .dimming, at: 0.25)?.alpha == 0)
    #expect(plan.state(of: .dimming, at: 0.75)?.alpha == 0.25)
    #expect(isClose(plan.state(of: .to, at: 1.1)?.frame.width ?? 0, 110))
    #expect(plan.state(of: .to, at: .nan) == plan.state(of: .to, at: 0))
    #expect(plan.state(of: .shadow, at: 0.5) == nil)
    #expect(plan.state(of: .sourceElement, at: 0.5) == nil, "hide without a set state")
    #expect(plan.roles == [.dimming, .sourceElement, .to])
    #expect(plan.state(of: .to, at: 0.3) == plan.state(of: .to, at: 0.3))
  }

  @Test(
    "Interaction mappings: direction, axis and layout direction",
    arguments: [
      (true, UserInterfaceLayoutDirection.leftToRight, 39.0, 0.1),
      (true, .rightToLeft, 39.0, -0.1),
      (false, .leftToRight, 39.0, -0.1),
      (false, .rightToLeft, 39.0, 0.1),
    ])
  func mappings(
    towardTrailing: Bool, direction: UserInterfaceLayoutDirection, dx: Double, expected: Double
  ) {
    let mapping = InteractionMapping.horizontal(
      towardTrailing: towardTrailing, distance: 390, layoutDirection: direction)
    #expect(isClose(mapping.progressDelta(forTranslation: Vector(dx: dx, dy: 500)), expected))
    #expect(
      isClose(mapping.progressVelocity(forVelocity: Vector(dx: dx * 10, dy: 0)), expected * 10))
    let down = InteractionMapping.vertical(downward: true, distance: 800)
    #expect(down.progressDelta(forTranslation: Vector(dx: 300, dy: 80)) == 0.1)
    for bad in [0.0, -5, .nan, .infinity] {
      let degenerate = InteractionMapping(axis: .vertical, distance: bad, direction: .nan)
      #expect(degenerate.progressDelta(forTranslation: Vector(dx: 1, dy: 1)) == 0)
      #expect(degenerate.direction == 1)
    }
  }

  @Test(
    "Release decisions follow the WWDC 2018 projection",
    arguments: [
      (0.3, 0.0, AnimatingPosition.start), (0.5, 0.0, .end), (0.55, 0.0, .end),
      (0.2, 0.7, .end), (0.2, 0.5, .start), (0.9, -1.0, .start), (0.9, -0.7, .end),
      (0.6, .nan, .end), (.nan, 2.0, .end),
    ])
  func decisions(progress: Double, velocity: Double, expected: AnimatingPosition) {
    let decision = ReleasePolicy().decide(progress: progress, velocity: velocity)
    #expect(decision.target == expected)
    let p = progress.isFinite ? progress : 0
    let v = velocity.isFinite ? velocity : 0
    #expect(isClose(decision.projectedProgress, p + v * 0.499, relative: 1e-12, absolute: 1e-15))
  }

  @Test("Release policy defaults and clamping")
  func policyDefaults() {
    let policy = ReleasePolicy()
    #expect(policy.threshold == 0.5)
    #expect(isClose(policy.spring.dampingRatio, 1) && isClose(policy.spring.response, 0.3))
    #expect(ReleasePolicy(threshold: .nan).threshold == 0.5)
    #expect(ReleasePolicy(threshold: 3).threshold == 0.99)
    #expect(ReleasePolicy(threshold: -3).threshold == 0.01)
  }
}
