import FluidTransitions
import Testing

/// Assigning a public settable property applies exactly the rule its initialiser applies: for
/// NaN, ±infinity and values outside every range the types use, the value after the assignment
/// stores the same thing as the value the initialiser makes from the same input.
///
/// Values are compared by their printed form, which shows every stored property (every `Double`
/// prints exactly, and NaN prints the same wherever a rule keeps it), so types that are not
/// `Equatable` (styles, configurations) and values that keep NaN (touch timestamps, frames) are
/// compared the same way as the rest.
@MainActor
@Suite("Bad input: assignment applies the initialiser's rule")
struct AssignmentBadInputTests {
  /// NaN of both signs, the infinities, and finite values at and beyond the edges of every
  /// range a setter clamps to.
  static let inputs: [Double] = [
    .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    1e308, -1e308, 2e6, 5000, 150, 7, 1.5, 1, 0.999, 0.5, 0.005, .leastNonzeroMagnitude, 0, -0.0,
    -0.5, -1, -7, -5000,
  ]

  /// One property: the value after assigning an input, and the value the initialiser makes
  /// from the same input.
  struct Row {
    let name: String
    let values: @MainActor (Double) -> (assigned: Any, initialised: Any)
  }

  /// Checks every row with every input.
  func check(_ rows: [Row]) {
    for row in rows {
      for input in Self.inputs {
        let (assigned, initialised) = row.values(input)
        #expect(
          String(reflecting: assigned) == String(reflecting: initialised),
          "\(row.name) = \(input): \(assigned) vs \(initialised)")
      }
    }
  }

  @Test("Geometry: an assigned component is stored as the initialiser stores it")
  func geometrySettersApplyTheInitialisersRule() {
    let parts: [Double] = [2, 0.5, -0.25, 3, 10, -20]
    func transform(_ parts: [Double]) -> AffineTransform {
      AffineTransform(
        a: parts[0], b: parts[1], c: parts[2], d: parts[3], tx: parts[4], ty: parts[5])
    }
    let components: [(name: String, path: WritableKeyPath<AffineTransform, Double>)] = [
      ("a", \.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty),
    ]
    let transformRows = components.enumerated().map { index, component in
      Row(name: "AffineTransform.\(component.name)") { v in
        var assigned = transform(parts)
        assigned[keyPath: component.path] = v
        var changed = parts
        changed[index] = v
        return (assigned, transform(changed))
      }
    }
    let decomposition = AffineTransform.Decomposition(
      translation: Vector(dx: 1, dy: 2), rotation: 0.3, scale: Vector(dx: 2, dy: 3), shear: 0.1)
    check(
      transformRows + [
        Row(name: "Point.x") { v in
          var point = Point(x: 3, y: 4)
          point.x = v
          return (point, Point(x: v, y: 4))
        },
        Row(name: "Point.y") { v in
          var point = Point(x: 3, y: 4)
          point.y = v
          return (point, Point(x: 3, y: v))
        },
        Row(name: "Size.width") { v in
          var size = Size(width: 3, height: 4)
          size.width = v
          return (size, Size(width: v, height: 4))
        },
        Row(name: "Size.height") { v in
          var size = Size(width: 3, height: 4)
          size.height = v
          return (size, Size(width: 3, height: v))
        },
        Row(name: "Vector.dx") { v in
          var vector = Vector(dx: 3, dy: 4)
          vector.dx = v
          return (vector, Vector(dx: v, dy: 4))
        },
        Row(name: "Vector.dy") { v in
          var vector = Vector(dx: 3, dy: 4)
          vector.dy = v
          return (vector, Vector(dx: 3, dy: v))
        },
        Row(name: "Rect.origin") { v in
          var rect = Rect(x: 1, y: 2, width: 3, height: 4)
          rect.origin.x = v
          rect.origin = Point(x: rect.origin.x, y: v)
          return (rect, Rect(x: v, y: v, width: 3, height: 4))
        },
        Row(name: "Rect.size") { v in
          var rect = Rect(x: 1, y: 2, width: 3, height: 4)
          rect.size.width = v
          rect.size = Size(width: rect.size.width, height: v)
          return (rect, Rect(x: 1, y: 2, width: v, height: v))
        },
        Row(name: "AffineTransform.Decomposition.translation") { v in
          var assigned = decomposition
          assigned.translation = Vector(dx: v, dy: v)
          return (
            assigned,
            AffineTransform.Decomposition(
              translation: Vector(dx: v, dy: v), rotation: 0.3, scale: Vector(dx: 2, dy: 3),
              shear: 0.1)
          )
        },
        Row(name: "AffineTransform.Decomposition.rotation") { v in
          var assigned = decomposition
          assigned.rotation = v
          return (
            assigned,
            AffineTransform.Decomposition(
              translation: Vector(dx: 1, dy: 2), rotation: v, scale: Vector(dx: 2, dy: 3),
              shear: 0.1)
          )
        },
        Row(name: "AffineTransform.Decomposition.scale") { v in
          var assigned = decomposition
          assigned.scale.dy = v
          return (
            assigned,
            AffineTransform.Decomposition(
              translation: Vector(dx: 1, dy: 2), rotation: 0.3, scale: Vector(dx: 2, dy: v),
              shear: 0.1)
          )
        },
        Row(name: "AffineTransform.Decomposition.shear") { v in
          var assigned = decomposition
          assigned.shear = v
          return (
            assigned,
            AffineTransform.Decomposition(
              translation: Vector(dx: 1, dy: 2), rotation: 0.3, scale: Vector(dx: 2, dy: 3),
              shear: v)
          )
        },
        Row(name: "RGBAColor.red") { v in
          var color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
          color.red = v
          return (color, RGBAColor(red: v, green: 0.2, blue: 0.3, alpha: 0.4))
        },
        Row(name: "RGBAColor.green") { v in
          var color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
          color.green = v
          return (color, RGBAColor(red: 0.1, green: v, blue: 0.3, alpha: 0.4))
        },
        Row(name: "RGBAColor.blue") { v in
          var color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
          color.blue = v
          return (color, RGBAColor(red: 0.1, green: 0.2, blue: v, alpha: 0.4))
        },
        Row(name: "RGBAColor.alpha") { v in
          var color = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
          color.alpha = v
          return (color, RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: v))
        },
      ])
  }

  @Test("Touch samples, release policies and frames: an assigned value follows the initialiser")
  func gestureAndClockSettersApplyTheInitialisersRule() {
    check([
      Row(name: "TouchSample.position") { v in
        var sample = TouchSample(x: 1, y: 2, timestamp: 3)
        sample.position = Point(x: v, y: 2)
        sample.position.y = v
        return (sample, TouchSample(x: v, y: v, timestamp: 3))
      },
      Row(name: "TouchSample.timestamp") { v in
        var sample = TouchSample(x: 1, y: 2, timestamp: 3)
        sample.timestamp = v
        return (sample, TouchSample(x: 1, y: 2, timestamp: v))
      },
      Row(name: "ReleasePolicy.threshold") { v in
        var policy = ReleasePolicy(threshold: 0.3)
        policy.threshold = v
        return (policy, ReleasePolicy(threshold: v))
      },
      Row(name: "ReleasePolicy.deceleration") { v in
        var policy = ReleasePolicy()
        policy.deceleration = Deceleration(rate: v)
        return (policy, ReleasePolicy(deceleration: Deceleration(rate: v)))
      },
      Row(name: "ReleasePolicy.spring") { v in
        var policy = ReleasePolicy()
        policy.spring = SpringParameters(dampingRatio: v, response: v)
        return (policy, ReleasePolicy(spring: SpringParameters(dampingRatio: v, response: v)))
      },
      Row(name: "Frame.timestamp") { v in
        var frame = Frame(timestamp: 1, targetTimestamp: 2)
        frame.timestamp = v
        return (frame, Frame(timestamp: v, targetTimestamp: 2))
      },
      Row(name: "Frame.targetTimestamp") { v in
        var frame = Frame(timestamp: 1, targetTimestamp: 2)
        frame.targetTimestamp = v
        return (frame, Frame(timestamp: 1, targetTimestamp: v))
      },
    ])
  }

  @Test("Node states and scene nodes: an assigned value is stored by NodeState's rules")
  func sceneSettersApplyNodeStateRules() {
    let frame = Rect(x: 1, y: 2, width: 30, height: 40)
    let start = NodeState(
      frame: frame, alpha: 0.5, transform: AffineTransform(scaleX: 2, y: 2), cornerRadius: 4)
    func state(
      frame: Rect = frame, alpha: Double = 0.5,
      transform: AffineTransform = AffineTransform(scaleX: 2, y: 2), cornerRadius: Double = 4
    ) -> NodeState {
      NodeState(frame: frame, alpha: alpha, transform: transform, cornerRadius: cornerRadius)
    }
    func node() -> SceneNode {
      let node = SceneNode(name: "n", frame: frame, color: .black, alpha: 0.5)
      node.transform = AffineTransform(scaleX: 2, y: 2)
      node.cornerRadius = 4
      return node
    }
    check([
      Row(name: "NodeState.frame") { v in
        var assigned = start
        assigned.frame = Rect(x: v, y: 2, width: v, height: 40)
        return (assigned, state(frame: Rect(x: v, y: 2, width: v, height: 40)))
      },
      Row(name: "NodeState.alpha") { v in
        var assigned = start
        assigned.alpha = v
        return (assigned, state(alpha: v))
      },
      Row(name: "NodeState.transform") { v in
        var assigned = start
        assigned.transform.tx = v
        return (assigned, state(transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: v, ty: 0)))
      },
      Row(name: "NodeState.cornerRadius") { v in
        var assigned = start
        assigned.cornerRadius = v
        return (assigned, state(cornerRadius: v))
      },
      Row(name: "SceneNode.frame") { v in
        let assigned = node()
        assigned.frame = Rect(x: v, y: v, width: 30, height: v)
        return (assigned.presentedState, state(frame: Rect(x: v, y: v, width: 30, height: v)))
      },
      Row(name: "SceneNode.alpha") { v in
        let assigned = node()
        assigned.alpha = v
        let initialised = SceneNode(name: "n", frame: frame, color: .black, alpha: v)
        return (assigned.alpha, initialised.alpha)
      },
      Row(name: "SceneNode.transform") { v in
        let assigned = node()
        assigned.transform.d = v
        return (
          assigned.presentedState,
          state(transform: AffineTransform(a: 2, b: 0, c: 0, d: v, tx: 0, ty: 0))
        )
      },
      Row(name: "SceneNode.cornerRadius") { v in
        let assigned = node()
        assigned.cornerRadius = v
        return (assigned.presentedState, state(cornerRadius: v))
      },
      Row(name: "SceneNode.contentOffset") { v in
        let assigned = node()
        assigned.contentOffset = Point(x: v, y: 1)
        assigned.contentOffset.y = v
        return (assigned.contentOffset, Point(x: v, y: v))
      },
      Row(name: "SceneNode.color") { v in
        let assigned = node()
        assigned.color = RGBAColor(red: v, green: 0.5, blue: 0.5)
        assigned.color.alpha = v
        let initialised = SceneNode(
          name: "n", frame: frame, color: RGBAColor(red: v, green: 0.5, blue: 0.5, alpha: v))
        return (assigned.color, initialised.color)
      },
    ])
  }

  @Test("Mappings, scenes, plans and configurations: an assigned value follows the initialiser")
  func transitionSettersApplyTheInitialisersRule() {
    let layout = TransitionScene.Layout(
      initial: Rect(x: 0, y: 0, width: 390, height: 844),
      final: Rect(x: 10, y: 0, width: 390, height: 844))
    let element = Rect(x: 20, y: 300, width: 110, height: 110)
    func scene(
      container: Size = Size(width: 390, height: 844), from: TransitionScene.Layout = layout,
      to: TransitionScene.Layout = layout, source: Rect? = element, destination: Rect? = element
    ) -> TransitionScene {
      TransitionScene(
        container: container, operation: .push, from: from, to: to, sourceElement: source,
        destinationElement: destination)
    }
    let plan = SlideStyle().plan(for: scene())
    func rect(_ v: Double) -> Rect { Rect(x: v, y: 1, width: v, height: 2) }
    let mapping = InteractionMapping(axis: .horizontal, distance: 390, direction: 1)
    check([
      Row(name: "InteractionMapping.distance") { v in
        var assigned = InteractionMapping(axis: .horizontal, distance: 390, direction: -1)
        assigned.distance = v
        return (assigned, InteractionMapping(axis: .horizontal, distance: v, direction: -1))
      },
      Row(name: "InteractionMapping.direction") { v in
        var assigned = InteractionMapping(axis: .horizontal, distance: 390, direction: -1)
        assigned.direction = v
        return (assigned, InteractionMapping(axis: .horizontal, distance: 390, direction: v))
      },
      Row(name: "TransitionScene.container") { v in
        var assigned = scene()
        assigned.container = Size(width: v, height: 844)
        assigned.container.height = v
        return (assigned, scene(container: Size(width: v, height: v)))
      },
      Row(name: "TransitionScene.from") { v in
        var assigned = scene()
        assigned.from = .init(initial: rect(v), final: rect(v))
        return (assigned, scene(from: .init(initial: rect(v), final: rect(v))))
      },
      Row(name: "TransitionScene.to") { v in
        var assigned = scene()
        assigned.to = .init(initial: rect(v), final: rect(v))
        return (assigned, scene(to: .init(initial: rect(v), final: rect(v))))
      },
      Row(name: "TransitionScene.sourceElement") { v in
        var assigned = scene()
        assigned.sourceElement = rect(v)
        return (assigned, scene(source: rect(v)))
      },
      Row(name: "TransitionScene.destinationElement") { v in
        var assigned = scene()
        assigned.destinationElement?.origin.y = v
        return (
          assigned,
          scene(destination: Rect(x: 20, y: v, width: 110, height: 110))
        )
      },
      Row(name: "TransitionScene.Layout.initial") { v in
        var assigned = layout
        assigned.initial = rect(v)
        return (assigned, TransitionScene.Layout(initial: rect(v), final: layout.final))
      },
      Row(name: "TransitionScene.Layout.final") { v in
        var assigned = layout
        assigned.final.size.width = v
        return (
          assigned,
          TransitionScene.Layout(
            initial: layout.initial, final: Rect(x: 10, y: 0, width: v, height: 844))
        )
      },
      Row(name: "TransitionPlan.duration (stored as given)") { v in
        var assigned = plan
        assigned.duration = v
        return (
          assigned,
          TransitionPlan(
            duration: v, curve: plan.curve, setup: plan.setup, tracks: plan.tracks,
            completionCleanup: plan.completionCleanup,
            cancellationCleanup: plan.cancellationCleanup)
        )
      },
      Row(name: "PlanTrack.window") { v in
        var assigned = PlanTrack(.from, .alpha(from: 0, to: 1))
        assigned.window = TrackWindow(start: v, end: v)
        return (
          assigned, PlanTrack(.from, .alpha(from: 0, to: 1), window: TrackWindow(start: v, end: v))
        )
      },
      Row(name: "PlanTrack.property (stored as given)") { v in
        var assigned = PlanTrack(.from, .alpha(from: 0, to: 1))
        assigned.property = .cornerRadius(from: v, to: v)
        return (assigned, PlanTrack(.from, .cornerRadius(from: v, to: v)))
      },
      Row(name: "TransitionDriver.Configuration.interaction") { v in
        var assigned = TransitionDriver.Configuration(interaction: mapping)
        assigned.interaction.distance = v
        return (
          assigned,
          TransitionDriver.Configuration(
            interaction: InteractionMapping(axis: .horizontal, distance: v, direction: 1))
        )
      },
      Row(name: "TransitionDriver.Configuration.releasePolicy") { v in
        var assigned = TransitionDriver.Configuration(interaction: mapping)
        assigned.releasePolicy.threshold = v
        return (
          assigned,
          TransitionDriver.Configuration(
            interaction: mapping, releasePolicy: ReleasePolicy(threshold: v))
        )
      },
      Row(name: "TransitionDriver.Configuration.rubberBand") { v in
        var assigned = TransitionDriver.Configuration(interaction: mapping)
        assigned.rubberBand = RubberBand(coefficient: v, dimension: v)
        return (
          assigned,
          TransitionDriver.Configuration(
            interaction: mapping, rubberBand: RubberBand(coefficient: v, dimension: v))
        )
      },
    ])
  }

  @Test("Styles: an assigned number is clamped exactly as the initialiser clamps it")
  func styleSettersClampAsTheInitialisersDo() {
    check([
      Row(name: "SlideStyle.duration") { v in
        var style = SlideStyle(parallax: 0.2)
        style.duration = v
        return (style, SlideStyle(duration: v, parallax: 0.2))
      },
      Row(name: "SlideStyle.parallax") { v in
        var style = SlideStyle(parallax: 0.2)
        style.parallax = v
        return (style, SlideStyle(parallax: v))
      },
      Row(name: "SlideStyle.dimmingAlpha") { v in
        var style = SlideStyle()
        style.dimmingAlpha = v
        return (style, SlideStyle(dimmingAlpha: v))
      },
      Row(name: "SlideStyle.shadowOpacity") { v in
        var style = SlideStyle()
        style.shadowOpacity = v
        return (style, SlideStyle(shadowOpacity: v))
      },
      Row(name: "SlideStyle.shadowWidth") { v in
        var style = SlideStyle()
        style.shadowWidth = v
        return (style, SlideStyle(shadowWidth: v))
      },
      Row(name: "FadeStyle.duration") { v in
        var style = FadeStyle()
        style.duration = v
        return (style, FadeStyle(duration: v))
      },
      Row(name: "SheetStyle.duration") { v in
        var style = SheetStyle()
        style.duration = v
        return (style, SheetStyle(duration: v))
      },
      Row(name: "SheetStyle.detents (stored as given)") { v in
        var style = SheetStyle()
        style.detents = [.fraction(v), .points(v)]
        return (style, SheetStyle(detents: [.fraction(v), .points(v)]))
      },
      Row(name: "SheetStyle.topInset") { v in
        var style = SheetStyle()
        style.topInset = v
        return (style, SheetStyle(topInset: v))
      },
      Row(name: "SheetStyle.dimmingAlpha") { v in
        var style = SheetStyle()
        style.dimmingAlpha = v
        return (style, SheetStyle(dimmingAlpha: v))
      },
      Row(name: "SheetStyle.cornerRadius") { v in
        var style = SheetStyle()
        style.cornerRadius = v
        return (style, SheetStyle(cornerRadius: v))
      },
      Row(name: "ScaleStyle.duration") { v in
        var style = ScaleStyle()
        style.duration = v
        return (style, ScaleStyle(duration: v))
      },
      Row(name: "ScaleStyle.initialScale") { v in
        var style = ScaleStyle()
        style.initialScale = v
        return (style, ScaleStyle(initialScale: v))
      },
      Row(name: "TabStyle.duration") { v in
        var style = TabStyle()
        style.duration = v
        return (style, TabStyle(duration: v))
      },
      Row(name: "ZoomStyle.duration") { v in
        var style = ZoomStyle()
        style.duration = v
        return (style, ZoomStyle(duration: v))
      },
      Row(name: "ZoomStyle.sourceCornerRadius") { v in
        var style = ZoomStyle()
        style.sourceCornerRadius = v
        return (style, ZoomStyle(sourceCornerRadius: v))
      },
      Row(name: "ZoomStyle.destinationCornerRadius") { v in
        var style = ZoomStyle()
        style.destinationCornerRadius = v
        return (style, ZoomStyle(destinationCornerRadius: v))
      },
      Row(name: "ZoomStyle.fallbackScale") { v in
        var style = ZoomStyle()
        style.fallbackScale = v
        return (style, ZoomStyle(fallbackScale: v))
      },
      Row(name: "DrawerStyle.duration") { v in
        var style = DrawerStyle()
        style.duration = v
        return (style, DrawerStyle(duration: v))
      },
      Row(name: "DrawerStyle.widthFraction") { v in
        var style = DrawerStyle()
        style.widthFraction = v
        return (style, DrawerStyle(widthFraction: v))
      },
      Row(name: "DrawerStyle.maximumWidth") { v in
        var style = DrawerStyle()
        style.maximumWidth = v
        return (style, DrawerStyle(maximumWidth: v))
      },
      Row(name: "DrawerStyle.dimmingAlpha") { v in
        var style = DrawerStyle()
        style.dimmingAlpha = v
        return (style, DrawerStyle(dimmingAlpha: v))
      },
    ])
  }

  @Test("Assigned bad values become the documented values, computed by hand")
  func assignedBadValuesBecomeTheDocumentedValues() {
    var point = Point(x: 3, y: 4)
    point.x = .nan
    point.y = -.infinity
    #expect(point == .zero)
    var transform = AffineTransform(translationX: 5, y: 6)
    transform.tx = .infinity
    #expect(transform == .identity, "one non-finite component makes the whole identity")
    var color = RGBAColor.white
    color.alpha = .nan
    color.red = .infinity
    #expect(color == RGBAColor(red: 0, green: 1, blue: 1, alpha: 0))
    var state = NodeState(frame: .zero, alpha: 0.3, cornerRadius: 5)
    state.alpha = .nan
    state.cornerRadius = .infinity
    #expect(state.alpha == 1 && state.cornerRadius == .greatestFiniteMagnitude)
    state.cornerRadius = .nan
    #expect(state.cornerRadius == 0)
    let node = SceneNode(name: "n", frame: .zero)
    node.cornerRadius = .infinity
    #expect(node.cornerRadius == .greatestFiniteMagnitude, "an infinite radius is not kept")
    var sample = TouchSample(x: 0, y: 0, timestamp: 1)
    sample.timestamp = .infinity
    #expect(sample.timestamp.isNaN, "kept recognisable, so the tracker rejects the sample")
    var tracker = VelocityTracker()
    let accepted = tracker.addSample(sample)
    #expect(!accepted)
    var mapping = InteractionMapping(axis: .vertical, distance: 100, direction: -1)
    mapping.direction = .nan
    mapping.distance = -.infinity
    #expect(mapping.direction == 1 && mapping.distance == 0)
    var policy = ReleasePolicy()
    policy.threshold = .nan
    #expect(policy.threshold == 0.5)
    policy.threshold = .infinity
    #expect(policy.threshold == 0.99)
    var drawer = DrawerStyle()
    drawer.maximumWidth = .infinity
    #expect(drawer.maximumWidth == .infinity, "documented: no maximum")
    #expect(
      drawer.presentedFrame(
        in: Rect(x: 0, y: 0, width: 1000, height: 800), layoutDirection: .leftToRight
      ).width == 750)
    var frame = Frame(timestamp: 1, targetTimestamp: 2)
    frame.targetTimestamp = -.infinity
    #expect(frame.targetTimestamp == -.infinity, "a clock's reading is kept")
  }

  @Test("Release records and decisions: a non-finite number is stored as 0")
  func releaseRecordsAndDecisionsStayFinite() throws {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 20, to: 240, beginning: 0.05, duration: 0.1)
    harness.touchEnded(at: 0.2)
    let release = try #require(harness.releases.first)
    for value in Self.inputs {
      let expected = value.isFinite ? value : 0
      var record = release
      record.progress = value
      record.velocity = value
      record.projectedProgress = value
      record.springInitialVelocity = value
      record.touchVelocity.dx = value
      #expect(
        [
          record.progress, record.velocity, record.projectedProgress,
          record.springInitialVelocity, record.touchVelocity.dx,
        ].allSatisfy { $0 == expected }, "\(value): \(record)")
      var decision = ReleasePolicy().decide(progress: 0.4, velocity: 100)
      decision.projectedProgress = value
      #expect(decision.projectedProgress == expected)
    }
  }

  @Test("A huge flick in a tiny container records its overflowing velocity as 0, as it acts")
  func overflowingReleaseVelocityIsRecordedAsZero() {
    let clock = ManualFrameClock()
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let from = SceneNode(name: "from", frame: container.frame)
    let to = SceneNode(name: "to", frame: container.frame)
    container.addChild(from)
    let scene = TransitionScene(container: Size(width: 390, height: 844), operation: .push)
    let context = RecordingTransitionContext(interactive: true, clock: clock)
    let driver = TransitionDriver(
      plan: SlideStyle().plan(for: scene),
      stage: TransitionStage(container: container, from: from, to: to), context: context,
      clock: clock,
      configuration: .init(
        interaction: InteractionMapping(axis: .horizontal, distance: 1e-300, direction: 1)))
    var releases: [ReleaseRecord] = []
    driver.onEvent = { if case .released(let record) = $0 { releases.append(record) } }
    driver.startInteractive()
    driver.touchBegan(TouchSample(x: 100, y: 0, timestamp: 0))
    // 1e10 pt/s over a distance of 1e-300 pt is 1e310 progress per second: beyond a Double.
    driver.touchEnded(
      TouchSample(x: 100, y: 0, timestamp: 0.01), pointsPerSecond: Vector(dx: 1e10, dy: 0))
    #expect(releases.first?.velocity == 0 && releases.first?.springInitialVelocity == 0)
    // The policy treats the overflow as no velocity: the release decides by position (0).
    #expect(releases.first?.target == .start)
    clock.advance(by: 2)
    #expect(context.didComplete == false && context.breaches.isEmpty)
  }

  @Test("Recorded context calls keep what was passed, NaN included")
  func recordedCallsKeepWhatWasPassed() throws {
    let context = RecordingTransitionContext(interactive: true, clock: ManualFrameClock())
    context.updateInteractiveTransition(.nan)
    var call = try #require(context.calls.last)
    #expect(call.value?.isNaN == true, "the breach shows in the record")
    for value in Self.inputs {
      call.value = value
      call.time = value
      #expect(
        call.value?.bitPattern == value.bitPattern && call.time.bitPattern == value.bitPattern)
    }
  }
}
