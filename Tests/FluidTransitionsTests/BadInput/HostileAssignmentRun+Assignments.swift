import FluidTransitions

extension HostileAssignmentRun {
  /// The names of ``assignments``, sorted, so that a seed always makes the same assignments.
  static let fuzzedNames = assignments.keys.sorted()

  /// A hostile assignment to every public settable property that holds a number, by
  /// `Type.property`, made where a transition uses that type: each property is assigned through
  /// its own setter, on a value the transition then runs with (or, for records, reads back).
  static let assignments: [String: Assignment] = [
    // Styles and the scene, before planning.
    "SlideStyle.duration": (.beforePlanning, { $0.slide.duration = $1.number() }),
    "SlideStyle.curve": (.beforePlanning, { $0.slide.curve = $1.curve() }),
    "SlideStyle.parallax": (.beforePlanning, { $0.slide.parallax = $1.number() }),
    "SlideStyle.dimmingAlpha": (.beforePlanning, { $0.slide.dimmingAlpha = $1.number() }),
    "SlideStyle.shadowOpacity": (.beforePlanning, { $0.slide.shadowOpacity = $1.number() }),
    "SlideStyle.shadowWidth": (.beforePlanning, { $0.slide.shadowWidth = $1.number() }),
    "FadeStyle.duration": (.beforePlanning, { $0.fade.duration = $1.number() }),
    "FadeStyle.curve": (.beforePlanning, { $0.fade.curve = $1.curve() }),
    "SheetStyle.duration": (.beforePlanning, { $0.sheet.duration = $1.number() }),
    "SheetStyle.curve": (.beforePlanning, { $0.sheet.curve = $1.curve() }),
    "SheetStyle.detents": (
      .beforePlanning,
      { run, hostile in
        run.sheet.detents = [
          hostile.chance(0.5) ? .fraction(hostile.number()) : .points(hostile.number()), .fitted,
          .large,
        ]
      }
    ),
    "SheetStyle.topInset": (.beforePlanning, { $0.sheet.topInset = $1.number() }),
    "SheetStyle.regularWidthSizing": (
      .beforePlanning,
      { run, hostile in
        // Only regular width reads it.
        run.scene.isWidthRegular = true
        run.sheet.regularWidthSizing =
          hostile.chance(0.5) ? .maximumWidth(hostile.number()) : .preferredContentWidth
      }
    ),
    "SheetStyle.dimmingAlpha": (.beforePlanning, { $0.sheet.dimmingAlpha = $1.number() }),
    "SheetStyle.cornerRadius": (.beforePlanning, { $0.sheet.cornerRadius = $1.number() }),
    "ScaleStyle.duration": (.beforePlanning, { $0.scale.duration = $1.number() }),
    "ScaleStyle.curve": (.beforePlanning, { $0.scale.curve = $1.curve() }),
    "ScaleStyle.initialScale": (.beforePlanning, { $0.scale.initialScale = $1.number() }),
    "TabStyle.duration": (.beforePlanning, { $0.tab.duration = $1.number() }),
    "TabStyle.curve": (.beforePlanning, { $0.tab.curve = $1.curve() }),
    "ZoomStyle.duration": (.beforePlanning, { $0.zoom.duration = $1.number() }),
    "ZoomStyle.curve": (.beforePlanning, { $0.zoom.curve = $1.curve() }),
    "ZoomStyle.sourceCornerRadius": (.beforePlanning, { $0.zoom.sourceCornerRadius = $1.number() }),
    "ZoomStyle.destinationCornerRadius": (
      .beforePlanning, { $0.zoom.destinationCornerRadius = $1.number() }
    ),
    "ZoomStyle.fallbackScale": (.beforePlanning, { $0.zoom.fallbackScale = $1.number() }),
    "ZoomStyle.dimmingColor": (
      .beforePlanning,
      { run, hostile in
        run.zoom.dimmingColor = RGBAColor(
          red: hostile.number(), green: hostile.number(), blue: hostile.number(),
          alpha: hostile.number())
      }
    ),
    "ZoomStyle.crossFade": (
      .beforePlanning,
      { $0.zoom.crossFade = TrackWindow(start: $1.number(), end: $1.number()) }
    ),
    "DrawerStyle.duration": (.beforePlanning, { $0.drawer.duration = $1.number() }),
    "DrawerStyle.curve": (.beforePlanning, { $0.drawer.curve = $1.curve() }),
    "DrawerStyle.widthFraction": (.beforePlanning, { $0.drawer.widthFraction = $1.number() }),
    "DrawerStyle.maximumWidth": (.beforePlanning, { $0.drawer.maximumWidth = $1.number() }),
    "DrawerStyle.dimmingAlpha": (.beforePlanning, { $0.drawer.dimmingAlpha = $1.number() }),
    "Size.width": (.beforePlanning, { $0.scene.container.width = $1.number() }),
    "Size.height": (.beforePlanning, { $0.scene.container.height = $1.number() }),
    "Rect.origin": (
      .beforePlanning,
      { run, hostile in
        run.scene.sourceElement?.origin = Point(x: hostile.number(), y: hostile.number())
      }
    ),
    "Rect.size": (
      .beforePlanning,
      { run, hostile in
        run.scene.destinationElement?.size = Size(
          width: hostile.number(), height: hostile.number())
      }
    ),
    "TransitionScene.container": (
      .beforePlanning,
      { run, hostile in
        run.scene.container = Size(
          width: hostile.sometimes(0...1000), height: hostile.sometimes(0...1000))
      }
    ),
    "TransitionScene.from": (
      .beforePlanning, { $0.scene.from = .init(initial: $1.rect(), final: $1.rect()) }
    ),
    "TransitionScene.to": (
      .beforePlanning, { $0.scene.to = .init(initial: $1.rect(), final: $1.rect()) }
    ),
    "TransitionScene.sourceElement": (.beforePlanning, { $0.scene.sourceElement = $1.rect() }),
    "TransitionScene.destinationElement": (
      .beforePlanning, { $0.scene.destinationElement = $1.rect() }
    ),
    "TransitionScene.presentedContentSize": (
      .beforePlanning,
      { run, hostile in
        run.scene.presentedContentSize = Size(width: hostile.number(), height: hostile.number())
      }
    ),
    "TransitionScene.sourceCornerRadius": (
      .beforePlanning, { $0.scene.sourceCornerRadius = $1.number() }
    ),
    "TransitionScene.destinationCornerRadius": (
      .beforePlanning, { $0.scene.destinationCornerRadius = $1.number() }
    ),
    "TransitionScene.elements": (
      .beforePlanning,
      { run, hostile in
        run.scene.elements = [
          TransitionScene.SharedElement(
            identifier: "title", source: hostile.rect(), destination: hostile.rect(),
            sourceCornerRadius: hostile.number(), destinationCornerRadius: hostile.number(),
            alignmentRect: hostile.rect(), zIndex: hostile.number())
        ]
      }
    ),
    "TransitionScene.SharedElement.source": (
      .beforePlanning, { $0.changeElement(&$1) { $0.source = $1.rect() } }
    ),
    "TransitionScene.SharedElement.destination": (
      .beforePlanning, { $0.changeElement(&$1) { $0.destination = $1.rect() } }
    ),
    "TransitionScene.SharedElement.sourceCornerRadius": (
      .beforePlanning, { $0.changeElement(&$1) { $0.sourceCornerRadius = $1.number() } }
    ),
    "TransitionScene.SharedElement.destinationCornerRadius": (
      .beforePlanning, { $0.changeElement(&$1) { $0.destinationCornerRadius = $1.number() } }
    ),
    "TransitionScene.SharedElement.alignmentRect": (
      .beforePlanning, { $0.changeElement(&$1) { $0.alignmentRect = $1.rect() } }
    ),
    "TransitionScene.SharedElement.zIndex": (
      .beforePlanning, { $0.changeElement(&$1) { $0.zIndex = $1.number() } }
    ),
    "TransitionScene.alignmentRect": (.beforePlanning, { $0.scene.alignmentRect = $1.rect() }),
    "TransitionStage.alignmentRect": (
      .beforePlanning,
      { run, hostile in
        run.stage.alignmentRect = hostile.rect()
        run.scene.alignmentRect = run.stage.makeScene(operation: run.scene.operation).alignmentRect
      }
    ),
    "TransitionScene.Layout.initial": (.beforePlanning, { $0.scene.from.initial = $1.rect() }),
    "TransitionScene.Layout.final": (.beforePlanning, { $0.scene.to.final = $1.rect() }),

    // The plan and the configuration, before the driver is made.
    "TransitionPlan.duration": (.afterPlanning, { $0.plan.duration = $1.number() }),
    "TransitionPlan.curve": (.afterPlanning, { $0.plan.curve = $1.curve() }),
    "TransitionPlan.setup": (
      .afterPlanning,
      { run, hostile in
        run.plan.setup.append(.set(hostile.element(of: [.from, .to]), hostile.nodeState()))
      }
    ),
    "TransitionPlan.tracks": (
      .afterPlanning,
      { run, hostile in
        let property: AnimatedProperty =
          hostile.chance(0.5)
          ? .alpha(from: hostile.number(), to: hostile.number())
          : .cornerRadius(from: hostile.number(), to: hostile.number())
        run.plan.tracks.append(
          PlanTrack(
            hostile.element(of: [.from, .to]), property,
            window: TrackWindow(start: hostile.number(), end: hostile.number())))
      }
    ),
    "TransitionPlan.completionCleanup": (
      .afterPlanning,
      { run, hostile in
        run.plan.completionCleanup.append(
          .set(hostile.element(of: [.from, .to]), hostile.nodeState()))
      }
    ),
    "TransitionPlan.cancellationCleanup": (
      .afterPlanning,
      { run, hostile in
        run.plan.cancellationCleanup.append(
          .set(hostile.element(of: [.from, .to]), hostile.nodeState()))
      }
    ),
    "FlightPath.source": (.afterPlanning, { $0.changeFlightPath(&$1) { $0.source = $1.rect() } }),
    "FlightPath.fallbackScale": (
      .afterPlanning, { $0.changeFlightPath(&$1) { $0.fallbackScale = $1.number() } }
    ),
    "FlightPath.fallbackCenter": (
      .afterPlanning,
      { $0.changeFlightPath(&$1) { $0.fallbackCenter = Point(x: $1.number(), y: $1.number()) } }
    ),
    "FlightPath.landing": (
      .afterPlanning, { $0.changeFlightPath(&$1) { $0.landing = $1.rect() } }
    ),
    "NodeState.frame": (.afterPlanning, { $0.changeSetState(&$1) { $0.frame = $1.rect() } }),
    "NodeState.alpha": (.afterPlanning, { $0.changeSetState(&$1) { $0.alpha = $1.number() } }),
    "NodeState.transform": (
      .afterPlanning, { $0.changeSetState(&$1) { $0.transform = $1.transform() } }
    ),
    "NodeState.cornerRadius": (
      .afterPlanning, { $0.changeSetState(&$1) { $0.cornerRadius = $1.number() } }
    ),
    "PlanTrack.window": (
      .afterPlanning,
      { run, hostile in
        guard !run.plan.tracks.isEmpty else { return }
        let index = hostile.integer(in: run.plan.tracks.indices)
        run.plan.tracks[index].window = TrackWindow(start: hostile.number(), end: hostile.number())
      }
    ),
    "PlanTrack.property": (
      .afterPlanning,
      { run, hostile in
        guard !run.plan.tracks.isEmpty else { return }
        let index = hostile.integer(in: run.plan.tracks.indices)
        run.plan.tracks[index].property = hostile.endpoints(
          replacing: run.plan.tracks[index].property)
      }
    ),
    "InteractionMapping.distance": (
      .afterPlanning, { $0.configuration.interaction.distance = $1.number() }
    ),
    "InteractionMapping.direction": (
      .afterPlanning, { $0.configuration.interaction.direction = $1.number() }
    ),
    "ReleasePolicy.threshold": (
      .afterPlanning, { $0.configuration.releasePolicy.threshold = $1.number() }
    ),
    "ReleasePolicy.deceleration": (
      .afterPlanning,
      { run, hostile in
        run.configuration.releasePolicy.deceleration =
          hostile.chance(0.5)
          ? Deceleration(rate: hostile.number()) : Deceleration(dragPerSecond: hostile.number())
      }
    ),
    "ReleasePolicy.spring": (
      .afterPlanning, { $0.configuration.releasePolicy.spring = $1.spring() }
    ),
    "TransitionDriver.Configuration.interaction": (
      .afterPlanning,
      { run, hostile in
        run.configuration.interaction = InteractionMapping(
          axis: hostile.element(of: [.horizontal, .vertical]), distance: hostile.number(),
          direction: hostile.number())
      }
    ),
    "TransitionDriver.Configuration.releasePolicy": (
      .afterPlanning,
      { run, hostile in
        run.configuration.releasePolicy = ReleasePolicy(
          threshold: hostile.number(), deceleration: Deceleration(rate: hostile.number()),
          spring: hostile.spring())
      }
    ),
    "TransitionDriver.Configuration.pinch": (
      .afterPlanning,
      { run, hostile in
        run.configuration.pinch = PinchMapping(
          minimumScale: hostile.number(), direction: hostile.number())
      }
    ),
    "PinchMapping.minimumScale": (
      .afterPlanning, { $0.configuration.pinch.minimumScale = $1.number() }
    ),
    "PinchMapping.direction": (.afterPlanning, { $0.configuration.pinch.direction = $1.number() }),
    "TransitionDriver.Configuration.rubberBand": (
      .afterPlanning,
      { run, hostile in
        run.configuration.rubberBand = RubberBand(
          coefficient: hostile.number(), dimension: hostile.number())
      }
    ),

    // The sample and velocity a touch delivers.
    "Point.x": (.beforeTouch, { $0.touch.position.x = $1.number() }),
    "Point.y": (.beforeTouch, { $0.touch.position.y = $1.number() }),
    "TouchSample.position": (
      .beforeTouch, { $0.touch.position = Point(x: $1.number(), y: $1.number()) }
    ),
    "TouchSample.timestamp": (.beforeTouch, { $0.touch.timestamp = $1.number() }),
    "PinchSample.centroid": (
      .beforeTouch, { $0.pinch.centroid = Point(x: $1.number(), y: $1.number()) }
    ),
    "PinchSample.scale": (.beforeTouch, { $0.pinch.scale = $1.number() }),
    "PinchSample.timestamp": (.beforeTouch, { $0.pinch.timestamp = $1.number() }),
    "Vector.dx": (.beforeTouch, { $0.releaseVelocity.dx = $1.number() }),
    "Vector.dy": (.beforeTouch, { $0.releaseVelocity.dy = $1.number() }),

    // Nodes, the driver, the animator, the clock and stray frames, mid-transition.
    "SceneNode.frame": (.whileRunning, { $0.anyNode(&$1).frame = $1.rect() }),
    "SceneNode.alpha": (.whileRunning, { $0.anyNode(&$1).alpha = $1.number() }),
    "SceneNode.transform": (.whileRunning, { $0.anyNode(&$1).transform = $1.transform() }),
    "SceneNode.cornerRadius": (.whileRunning, { $0.anyNode(&$1).cornerRadius = $1.number() }),
    "SceneNode.contentOffset": (
      .whileRunning, { $0.anyNode(&$1).contentOffset = Point(x: $1.number(), y: $1.number()) }
    ),
    "SceneNode.color": (
      .whileRunning,
      { run, hostile in
        run.anyNode(&hostile).color = RGBAColor(
          red: hostile.number(), green: hostile.number(), blue: hostile.number(),
          alpha: hostile.number())
      }
    ),
    "RGBAColor.red": (.whileRunning, { $0.anyNode(&$1).color.red = $1.number() }),
    "RGBAColor.green": (.whileRunning, { $0.anyNode(&$1).color.green = $1.number() }),
    "RGBAColor.blue": (.whileRunning, { $0.anyNode(&$1).color.blue = $1.number() }),
    "RGBAColor.alpha": (.whileRunning, { $0.anyNode(&$1).color.alpha = $1.number() }),
    "AffineTransform.a": (.whileRunning, { $0.anyNode(&$1).transform.a = $1.number() }),
    "AffineTransform.b": (.whileRunning, { $0.anyNode(&$1).transform.b = $1.number() }),
    "AffineTransform.c": (.whileRunning, { $0.anyNode(&$1).transform.c = $1.number() }),
    "AffineTransform.d": (.whileRunning, { $0.anyNode(&$1).transform.d = $1.number() }),
    "AffineTransform.tx": (.whileRunning, { $0.anyNode(&$1).transform.tx = $1.number() }),
    "AffineTransform.ty": (.whileRunning, { $0.anyNode(&$1).transform.ty = $1.number() }),
    "AffineTransform.Decomposition.translation": (
      .whileRunning,
      { $0.changeDecomposition(&$1) { $0.translation = Vector(dx: $1.number(), dy: $1.number()) } }
    ),
    "AffineTransform.Decomposition.rotation": (
      .whileRunning, { $0.changeDecomposition(&$1) { $0.rotation = $1.number() } }
    ),
    "AffineTransform.Decomposition.scale": (
      .whileRunning,
      { $0.changeDecomposition(&$1) { $0.scale = Vector(dx: $1.number(), dy: $1.number()) } }
    ),
    "AffineTransform.Decomposition.shear": (
      .whileRunning, { $0.changeDecomposition(&$1) { $0.shear = $1.number() } }
    ),
    "Frame.timestamp": (
      .whileRunning,
      { run, hostile in
        let time = hostile.number()
        run.deliverStrayFrame { $0.timestamp = time }
      }
    ),
    "Frame.targetTimestamp": (
      .whileRunning,
      { run, hostile in
        let time = hostile.number()
        run.deliverStrayFrame { $0.targetTimestamp = time }
      }
    ),
    "ManualFrameClock.droppedFrames": (
      .whileRunning,
      { run, hostile in
        let next = run.clock.nextFrameIndex
        run.clock.droppedFrames = Set(
          (0..<hostile.integer(in: 1..<8)).map { next + 2 * $0 } + [Int.min, -1, Int.max])
      }
    ),
    "ManualFrameClock.callbackDelay": (
      .whileRunning,
      { run, hostile in
        let delay = hostile.number()
        run.clock.callbackDelay = { _ in delay }
      }
    ),
    "FluidAnimator.fractionComplete": (
      .whileRunning, { $0.animator?.fractionComplete = $1.nonFinite() }
    ),
    "TransitionDriver.configuration": (
      .whileRunning,
      { run, hostile in
        guard let driver = run.driver else { return }
        switch hostile.integer(in: 0..<4) {
        case 0: driver.configuration.interaction.distance = hostile.number()
        case 1: driver.configuration.interaction.direction = hostile.number()
        case 2: driver.configuration.releasePolicy.threshold = hostile.number()
        default:
          driver.configuration.rubberBand = RubberBand(
            coefficient: hostile.number(), dimension: hostile.number())
        }
      }
    ),

    // Records the transition left: assigned, they keep their documented rule.
    "ReleaseRecord.progress": (.afterTheRun, { $0.changeReleases(\.progress, &$1) }),
    "ReleaseRecord.velocity": (.afterTheRun, { $0.changeReleases(\.velocity, &$1) }),
    "ReleaseRecord.touchVelocity": (.afterTheRun, { $0.changeReleases(\.touchVelocity.dx, &$1) }),
    "ReleaseRecord.projectedProgress": (
      .afterTheRun, { $0.changeReleases(\.projectedProgress, &$1) }
    ),
    "ReleaseRecord.scaleVelocity": (.afterTheRun, { $0.changeReleases(\.scaleVelocity, &$1) }),
    "ReleaseRecord.springInitialVelocity": (
      .afterTheRun, { $0.changeReleases(\.springInitialVelocity, &$1) }
    ),
    "ReleasePolicy.Decision.projectedProgress": (
      .afterTheRun,
      { run, hostile in
        var decision = run.configuration.releasePolicy.decide(
          progress: hostile.number(), velocity: hostile.number())
        let value = hostile.number()
        decision.projectedProgress = value
        if decision.projectedProgress != (value.isFinite ? value : 0) {
          run.record("Decision.projectedProgress = \(value) stored \(decision.projectedProgress)")
        }
      }
    ),
    "InteractionContext.location": (
      .afterTheRun,
      { run, hostile in
        var context = InteractionContext(location: .zero, velocity: .zero, willBegin: true)
        context.location = Point(x: hostile.number(), y: hostile.number())
        run.checkVeto(context)
      }
    ),
    "InteractionContext.velocity": (
      .afterTheRun,
      { run, hostile in
        var context = InteractionContext(location: .zero, velocity: .zero, willBegin: false)
        context.velocity = Vector(dx: hostile.number(), dy: hostile.number())
        run.checkVeto(context)
      }
    ),
    "RecordingTransitionContext.Call.time": (
      .afterTheRun,
      { run, hostile in
        guard var call = run.context?.calls.last else { return }
        let value = hostile.number()
        call.time = value
        if call.time.bitPattern != value.bitPattern {
          run.record("Call.time = \(value) stored \(call.time), not the value as given")
        }
      }
    ),
    "RecordingTransitionContext.Call.value": (
      .afterTheRun,
      { run, hostile in
        guard var call = run.context?.calls.last else { return }
        let value = hostile.number()
        call.value = value
        if call.value?.bitPattern != value.bitPattern {
          run.record("Call.value = \(value) stored \(String(describing: call.value))")
        }
      }
    ),
  ]

  /// Changes a `.set` step of the plan's setup.
  func changeSetState(
    _ hostile: inout HostileValues, _ change: (inout NodeState, inout HostileValues) -> Void
  ) {
    let indices = plan.setup.indices.filter {
      if case .set = plan.setup[$0] { true } else { false }
    }
    guard !indices.isEmpty else { return }
    let index = hostile.element(of: indices)
    guard case .set(let role, var state) = plan.setup[index] else { return }
    change(&state, &hostile)
    plan.setup[index] = .set(role, state)
  }

  /// Asks the zoom style about `context` (no veto set: its `willBegin`) and records a
  /// non-finite location or velocity.
  func checkVeto(_ context: InteractionContext) {
    let values = [context.location.x, context.location.y, context.velocity.dx, context.velocity.dy]
    if !values.allSatisfy(\.isFinite) { record("InteractionContext stored \(context)") }
    if zoom.shouldBeginInteractiveDismissal(context) != context.willBegin {
      record("the zoom vetoed \(context) without a veto")
    }
  }

  /// Changes the scene's first additional shared element, if it has one.
  func changeElement(
    _ hostile: inout HostileValues,
    _ change: (inout TransitionScene.SharedElement, inout HostileValues) -> Void
  ) {
    guard !scene.elements.isEmpty else { return }
    change(&scene.elements[0], &hostile)
  }

  /// Changes the path of one of the plan's flight tracks, if it has any.
  func changeFlightPath(
    _ hostile: inout HostileValues, _ change: (inout FlightPath, inout HostileValues) -> Void
  ) {
    let indices = plan.tracks.indices.filter {
      if case .flight = plan.tracks[$0].property { true } else { false }
    }
    guard !indices.isEmpty else { return }
    let index = hostile.element(of: indices)
    guard case .flight(var path, let part) = plan.tracks[index].property else { return }
    change(&path, &hostile)
    plan.tracks[index].property = .flight(path, part)
  }

  /// Changes the decomposition of a node's transform and puts the result back on the node.
  func changeDecomposition(
    _ hostile: inout HostileValues,
    _ change: (inout AffineTransform.Decomposition, inout HostileValues) -> Void
  ) {
    let node = anyNode(&hostile)
    var decomposition = node.transform.decomposed
    change(&decomposition, &hostile)
    node.transform = AffineTransform(decomposition)
  }

  /// Assigns a hostile value through `path` on each release record and checks the rule: kept
  /// if finite, 0 otherwise.
  func changeReleases(
    _ path: WritableKeyPath<ReleaseRecord, Double>, _ hostile: inout HostileValues
  ) {
    for var release in releases {
      let value = hostile.number()
      release[keyPath: path] = value
      let expected = value.isFinite ? value : 0
      if release[keyPath: path] != expected {
        record("\(path) = \(value) stored \(release[keyPath: path]), not \(expected)")
      }
    }
  }
}

extension HostileValues {
  /// `property` with hostile endpoints of the same kind.
  mutating func endpoints(replacing property: AnimatedProperty) -> AnimatedProperty {
    switch property {
    case .alpha: return .alpha(from: number(), to: number())
    case .cornerRadius: return .cornerRadius(from: number(), to: number())
    case .frame(let from, _): return .frame(from: from, to: rect())
    case .transform(let from, _): return .transform(from: from, to: transform())
    case .flight(var path, let part):
      path.landing = rect()
      return .flight(path, part)
    }
  }
}
