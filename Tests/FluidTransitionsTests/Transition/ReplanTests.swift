import Testing

@testable import FluidTransitions

@MainActor
@Suite("Transition: re-planning a running transition onto a new layout")
struct ReplanTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 844, height: 390)

  /// A slide, a zoom (image laid out 47 points lower: the safe area arrived) and a fade, each in
  /// the layout before and after the change.
  static func plans(_ operation: TransitionOperation) -> [(String, TransitionPlan, TransitionPlan)]
  {
    let slide = SlideStyle()
    let cell = Rect(x: 20, y: 300, width: 110, height: 110)
    let image = Rect(x: 0, y: 100, width: 390, height: 390)
    func zoom(_ destination: Rect, _ size: Size) -> TransitionPlan {
      ZoomStyle().plan(
        for: TransitionScene(
          container: size, operation: operation, sourceElement: cell,
          destinationElement: destination))
    }
    return [
      (
        "slide rotated",
        slide.plan(for: TransitionScene(container: portrait, operation: operation)),
        slide.plan(for: TransitionScene(container: landscape, operation: operation))
      ),
      (
        "zoom, safe area arrived", zoom(image, portrait),
        zoom(image.offsetBy(dx: 0, dy: 47), portrait)
      ),
      (
        "zoom rotated", zoom(image, portrait),
        zoom(Rect(x: 227, y: 0, width: 390, height: 390), landscape)
      ),
    ]
  }

  static let changes: [Double] = [0.05, 0.3, 0.5, 0.9, 1.04, -0.03]

  /// The slope of `role`'s components at `progress` from one side (`side` = ±1), by the
  /// one-sided second-order difference over `step` (its error is `step²·x‴/3`, under 10⁻⁵
  /// point per progress for the sharpest correction here).
  static func slope(
    _ course: ReplannedPlan, _ role: NodeRole, at progress: Double, side: Double,
    step: Double = 1e-6
  ) -> SIMD16<Double>? {
    guard let here = course.state(of: role, at: progress),
      let near = course.state(of: role, at: progress + side * step),
      let far = course.state(of: role, at: progress + 2 * side * step)
    else { return nil }
    let values = [here, near, far].map { ReplannedPlan.Components($0).values }
    return (4 * values[1] - 3 * values[0] - values[2]) / (2 * side * step)
  }

  static func largest(_ values: SIMD16<Double>) -> Double {
    (0..<16).map { abs(values[$0]) }.max() ?? 0
  }

  @Test("The weights: Δ₀ whole with no slope at the change, Δ₁'s slope 1, both gone at the ends")
  func weights() {
    let rows: [(change: Double, progress: Double, offset: Double, slope: Double)] = [
      (0.5, 0.5, 1, 0), (0.5, 1, 0, 0), (0.5, 0, 0, 0), (0.5, 1.2, 0, 0), (0.5, -0.1, 0, 0),
      // s = 0.5 toward 1: h₀₀ = 0.5, L·h₁₀ = 0.5 · 0.125.
      (0.5, 0.75, 0.5, 0.0625),
      // Beyond an end, toward it: the fade; away from it, the slope goes on.
      (1.1, 1.0, 0, 0), (1.1, 1.2, 1, 0.1), (-0.1, -0.2, 1, -0.1), (-0.1, 0, 0, 0),
    ]
    for row in rows {
      let weights = ReplannedPlan.weights(at: row.progress, change: row.change)
      #expect(abs(weights.offset - row.offset) < 1e-12, "\(row)")
      #expect(abs(weights.slope - row.slope) < 1e-12, "\(row)")
    }
    for change in [0.2, 0.7, 1.1, -0.1] {
      for side in [-1.0, 1.0] {
        let h = 1e-7
        let near = ReplannedPlan.weights(at: change + side * h, change: change)
        // h₀₀(s) = 1 − 3s² + 2s³: the difference quotient is 3h/L² ≤ 3·10⁻⁵ for L ≥ 0.1.
        #expect(abs((near.offset - 1) / h) < 1e-4, "h₀₀′(0) = 0 at \(change), side \(side)")
        #expect(abs(near.slope / (side * h) - 1) < 1e-5, "slope 1 at \(change), side \(side)")
      }
    }
  }

  @Test(
    "No jump in position (exact) nor in velocity, and the new layout reached exactly at both ends",
    arguments: [TransitionOperation.push, .pop, .present, .dismiss])
  func noJumpAndExactLanding(operation: TransitionOperation) {
    for (label, before, after) in Self.plans(operation) {
      for change in Self.changes {
        let course = ReplannedPlan(before).replanned(onto: after, atProgress: change)
        #expect(course.isReplanned, "\(label) at \(change)")
        for role in after.roles {
          guard let old = before.state(of: role, at: change),
            let target = after.state(of: role, at: change)
          else { continue }
          let tag = "\(label) \(operation) \(role) at \(change)"
          let new = course.state(of: role, at: change)
          // What was on screen, but where the library's own nodes take the new layout at once.
          let atOnce = AnimatedComponents.takenAtOnce(of: role, from: before, onto: after)
          let frame = atOnce.contains(.frame) ? target.frame : old.frame
          let transform = atOnce.contains(.transform) ? target.transform : old.transform
          let alpha = atOnce.contains(.alpha) ? target.alpha : old.alpha
          #expect(new?.frame == frame && new?.transform == transform, "\(tag)")
          #expect(abs((new?.alpha ?? -1) - alpha) < 1e-12, "\(tag)")
          for end in [0.0, 1.0] {
            #expect(course.state(of: role, at: end) == after.state(of: role, at: end), "\(tag)")
          }
          // Slopes from each side against the old plan's: equal to within the differences'
          // truncation (the plans are piecewise cubic at worst; ±1e-6 progress).
          for side in [-1.0, 1.0] {
            guard let was = Self.slope(ReplannedPlan(before), role, at: change, side: side),
              let now = Self.slope(course, role, at: change, side: side)
            else { continue }
            let scale = max(1, Self.largest(was))
            #expect(Self.largest(now - was) / scale < 1e-3, "\(tag) side \(side)")
          }
        }
      }
    }
  }

  @Test(
    "The library's own nodes (a slide's dimming and shadow) take the new layout's frames at once",
    arguments: [TransitionOperation.push, .pop])
  func libraryNodesTakeTheNewLayoutAtOnce(operation: TransitionOperation) throws {
    let (_, before, after) = try #require(Self.plans(operation).first)
    for role in [NodeRole.dimming, .shadow] {
      #expect(before.makes(role) && after.makes(role), "\(role)")
      let atOnce = AnimatedComponents.takenAtOnce(of: role, from: before, onto: after)
      #expect(atOnce.contains(.frame), "\(role): \(atOnce)")
      // The slide moves them by their transforms and fades the dimming: those are corrected.
      #expect(!atOnce.contains(.transform), "\(role): \(atOnce)")
      let planned = try #require(after.state(of: role, at: 0)).frame
      #expect(planned.height == Self.landscape.height, "\(role): \(planned)")
      for change in Self.changes {
        let course = ReplannedPlan(before).replanned(onto: after, atProgress: change)
        for progress in [change, change + 0.01, 0.5, 1, 0] {
          let frame = course.state(of: role, at: progress)?.frame
          #expect(frame == planned, "\(operation) \(role), change \(change), at \(progress)")
        }
      }
    }
    // The app's views are never laid out by the re-plan: UIKit's autoresizing does it.
    for role in [NodeRole.from, .to] {
      #expect(AnimatedComponents.takenAtOnce(of: role, from: before, onto: after).isEmpty)
    }
  }

  @Test("Repeated changes, and a change back to the original layout, land on the last layout")
  func repeatedChanges() {
    for (label, before, after) in Self.plans(.push) {
      let first = ReplannedPlan(before).replanned(onto: after, atProgress: 0.3)
      let second = first.replanned(onto: before, atProgress: 0.6)
      for role in before.roles {
        let tag = "\(label) \(role)"
        let shownFrame =
          AnimatedComponents.takenAtOnce(of: role, from: after, onto: before).contains(.frame)
          ? before.state(of: role, at: 0.6)?.frame : first.state(of: role, at: 0.6)?.frame
        #expect(second.state(of: role, at: 0.6)?.frame == shownFrame, "\(tag)")
        #expect(second.state(of: role, at: 1) == before.state(of: role, at: 1), "\(tag)")
        #expect(second.state(of: role, at: 0) == before.state(of: role, at: 0), "\(tag)")
        if let was = Self.slope(first, role, at: 0.6, side: 1),
          let now = Self.slope(second, role, at: 0.6, side: 1)
        {
          #expect(Self.largest(now - was) / max(1, Self.largest(was)) < 1e-3, "\(tag)")
        }
      }
    }
  }

  @Test(
    "A change at rest at an end, or at a non-finite progress, hands over to the new plan at once")
  func changeAtAnEnd() {
    for (label, before, after) in Self.plans(.pop) {
      for change in [0, 1, 1e-7, 1 - 1e-7, .nan, .infinity, -.infinity] {
        let course = ReplannedPlan(before).replanned(onto: after, atProgress: change)
        #expect(!course.isReplanned, "\(label) at \(change)")
        for role in after.roles {
          for progress in [0, 0.5, 1] {
            #expect(
              course.state(of: role, at: progress) == after.state(of: role, at: progress),
              "\(label) \(role) at \(change)")
          }
        }
      }
    }
  }

  @Test("Zero, NaN and infinite layouts put no NaN into any state")
  func badLayouts() {
    let sizes = [
      Size(width: 0, height: 0), Size(width: .nan, height: 844),
      Size(width: .infinity, height: -.infinity), Size(width: 1e300, height: 1e300),
    ]
    for size in sizes {
      for style in [SlideStyle() as any TransitionStyle, ZoomStyle(), FadeStyle()] {
        let before = style.plan(for: TransitionScene(container: Self.portrait, operation: .push))
        let after = style.plan(for: TransitionScene(container: size, operation: .push))
        let course = ReplannedPlan(before).replanned(onto: after, atProgress: 0.4)
          .replanned(onto: before, atProgress: 0.7)
        for role in before.roles {
          for index in -2...22 {
            guard let state = course.state(of: role, at: Double(index) / 20) else { continue }
            let values = ReplannedPlan.Components(state).values
            #expect((0..<16).allSatisfy { values[$0].isFinite }, "\(size) \(role) \(index)")
          }
        }
      }
    }
  }
}

@MainActor
@Suite("Transition: the driver re-planning onto a new layout")
struct ReplanDriverTests {
  static let landscapePlan = SlideStyle().plan(
    for: TransitionScene(container: ReplanTests.landscape, operation: .pop))

  /// What the harness's nodes show now, by role.
  static func shown(_ harness: DriverHarness) -> [NodeRole: NodeState] {
    var states: [NodeRole: NodeState] = [:]
    for role in harness.stage.roles {
      guard let node = harness.stage.node(for: role) else { continue }
      states[role] = NodeState(
        frame: node.frame, alpha: node.alpha, transform: node.transform,
        cornerRadius: node.cornerRadius)
    }
    return states
  }

  /// `shown` after a re-plan from `old` onto `plan` at `progress` that moved nothing but what
  /// it lays out anew at once: the library's own nodes where neither plan moves them
  /// (``AnimatedComponents/takenAtOnce(of:from:onto:)``: the slide's dimming and shadow frames).
  static func laidOutAnew(
    _ shown: [NodeRole: NodeState], from old: TransitionPlan, onto plan: TransitionPlan,
    at progress: Double
  ) -> [NodeRole: NodeState] {
    var result = shown
    for (role, state) in shown {
      let atOnce = AnimatedComponents.takenAtOnce(of: role, from: old, onto: plan)
      guard !atOnce.isEmpty, let target = plan.state(of: role, at: progress) else { continue }
      var state = state
      if atOnce.contains(.frame) { state.frame = target.frame }
      if atOnce.contains(.alpha) { state.alpha = target.alpha }
      if atOnce.contains(.transform) { state.transform = target.transform }
      if atOnce.contains(.cornerRadius) { state.cornerRadius = target.cornerRadius }
      result[role] = state
    }
    return result
  }

  /// The moving view's horizontal position on every frame from `start` to `end`, with the
  /// index of the first frame after `change`.
  static func positions(
    _ harness: DriverHarness, from start: Double, to end: Double, changingAt change: Double,
    _ act: () -> Void
  ) -> (positions: [Double], changeIndex: Int) {
    var positions: [Double] = []
    var changeIndex = 0
    var time = start
    var changed = false
    while time < end {
      if !changed, time >= change {
        act()
        changed = true
        changeIndex = positions.count
      }
      time += 1.0 / 120
      harness.run(until: time)
      positions.append(harness.from.transform.tx + harness.from.frame.minX)
    }
    return (positions, changeIndex)
  }

  @Test(
    "A running pop re-planned for a rotation: nothing moves at the change, it lands on the new layout"
  )
  func animatedRotation() throws {
    let harness = DriverHarness()
    harness.start(interactive: false)
    harness.run(until: 0.1)
    let driver = try #require(harness.driver)
    let before = Self.laidOutAnew(
      Self.shown(harness), from: driver.plan, onto: Self.landscapePlan,
      at: driver.presentedProgress)
    #expect(
      before[.dimming]?.frame.size == ReplanTests.landscape, "the dimming fills the new container")
    driver.replan(onto: Self.landscapePlan)
    #expect(Self.shown(harness) == before, "no position jump")
    #expect(harness.driver?.plan == Self.landscapePlan)
    harness.run(until: 3)
    #expect(harness.completions == [true])
    for role in [NodeRole.from, .to] {
      var landed = Self.landscapePlan.state(of: role, at: 1)
      for case .set(role, let state) in Self.landscapePlan.completionCleanup { landed = state }
      let node = harness.stage.node(for: role)
      #expect(node == nil || (node?.frame == landed?.frame && node?.transform == landed?.transform))
    }
    #expect(harness.to.frame.size == Size(width: 844, height: 390), "the new layout's final frame")
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
  }

  @Test("No velocity jump at the change: its step changes no more than any later step does")
  func noVelocityJump() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    let run = Self.positions(harness, from: 0, to: 0.3, changingAt: 0.1) {
      harness.driver?.replan(onto: Self.landscapePlan)
    }
    let steps = zip(run.positions, run.positions.dropFirst()).map { $1 - $0 }
    let accelerations = zip(steps, steps.dropFirst()).map { abs($1 - $0) }
    let atChange = accelerations[run.changeIndex - 1]
    let afterwards = accelerations[run.changeIndex...].max() ?? 0
    #expect(atChange <= afterwards + 1e-9, "\(atChange) at the change, \(afterwards) at most later")
    // A plain swap of plans would have stepped the position by the whole difference.
    #expect(atChange < abs(steps[run.changeIndex - 1]), "a step, not a jump: \(steps)")
  }

  @Test(
    "A grab after a re-plan holds what is on screen; a scrub back and a cancel land on the new start"
  )
  func grabAfterReplan() {
    let harness = DriverHarness()
    harness.rubberBand = nil
    harness.start(interactive: false)
    harness.run(until: 0.1)
    harness.driver?.replan(onto: Self.landscapePlan)
    harness.run(until: 0.15)
    let before = Self.shown(harness)
    harness.touchBegan(x: 200, at: 0.15)
    #expect(Self.shown(harness) == before, "the grab moves nothing")
    harness.touchMoved(x: -600, at: 0.2)
    #expect(harness.driver?.presentedProgress == 0)
    for role in [NodeRole.from, .to] {
      #expect(
        harness.stage.node(for: role)?.frame == Self.landscapePlan.state(of: role, at: 0)?.frame)
    }
    harness.touchEnded(at: 0.3)
    harness.run(until: 3)
    #expect(harness.completions == [false])
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
  }

  @Test(
    "Re-planned with the new layout's mapping under a finger: no jump, then it scrubs by the new distance"
  )
  func replanUnderAFingerWithTheNewMapping() throws {
    let harness = DriverHarness()
    harness.rubberBand = nil
    harness.start(interactive: true)
    // The harness's pop: the finger moves right over 390 points.
    harness.touchBegan(x: 10, at: 0)
    harness.touchMoved(x: 88, at: 0.05)
    let driver = try #require(harness.driver)
    let held = driver.presentedProgress
    #expect(abs(held - 78.0 / 390) < 1e-12)
    let before = Self.laidOutAnew(
      Self.shown(harness), from: driver.plan, onto: Self.landscapePlan, at: held)
    let wide = InteractionMapping.horizontal(
      towardTrailing: true, distance: 844, layoutDirection: .leftToRight)
    driver.replan(onto: Self.landscapePlan, interaction: wide)
    #expect(driver.configuration.interaction == wide)
    #expect(driver.presentedProgress == held, "the progress stays")
    #expect(Self.shown(harness) == before, "nothing moves until the finger does")
    // From here a finger's 84.4 points are a tenth of the new width, from where it was.
    harness.touchMoved(x: 172.4, at: 0.1)
    #expect(abs(driver.presentedProgress - (held + 0.1)) < 1e-12, "\(driver.presentedProgress)")
    // With the old mapping the same move would have been 84.4 / 390 of progress.
    harness.touchEnded(at: 0.15)
    harness.run(until: 3)
    #expect(harness.completions.count == 1)
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
  }

  @Test("A re-plan while settling keeps the settle's velocity and its target")
  func replanWhileSettling() throws {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 10, to: 150, beginning: 0, duration: 0.1)
    harness.touchEnded(at: 0.11)
    harness.run(until: 0.15)
    let animator = try #require(harness.driver?.animator)
    let velocity = animator.presentedVelocity
    let progress = animator.presentedProgress
    harness.driver?.replan(onto: Self.landscapePlan)
    #expect(animator.presentedVelocity == velocity && animator.presentedProgress == progress)
    #expect(harness.driver?.phase == .settling)
    harness.run(until: 3)
    let target = try #require(harness.releases.last?.target)
    #expect(harness.completions == [target == .end])
    #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
  }

  @Test("Before the start a re-plan replaces the plan; after the end it is ignored and said")
  func replanOutsideTheRun() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    harness.run(until: 3)
    harness.driver?.replan(onto: Self.landscapePlan)
    #expect(harness.diagnostics.count == 1)
    #expect(harness.driver?.plan == harness.plan)

    let idle = DriverHarness()
    let driver = TransitionDriver(
      plan: idle.plan, stage: idle.stage,
      context: RecordingTransitionContext(interactive: false, clock: idle.clock), clock: idle.clock,
      configuration: .init(interaction: idle.mapping))
    driver.replan(onto: Self.landscapePlan)
    #expect(driver.plan == Self.landscapePlan)
    driver.startAnimated()
    idle.run(until: 3)
    #expect(idle.to.frame.size == Size(width: 844, height: 390))
  }
}

@MainActor
@Suite("Transition: a scene laid out anew mid-transition")
struct SceneLayoutChangeTests {
  @Test("Frames that filled the container fill the new one; others, sources and radii stay")
  func resized() {
    let sheet = Rect(x: 0, y: 400, width: 390, height: 444)
    let scene = TransitionScene(
      container: ReplanTests.portrait, operation: .present,
      to: .init(initial: sheet.offsetBy(dx: 0, dy: 444), final: sheet),
      sourceElement: Rect(x: 1, y: 2, width: 3, height: 4), sourceCornerRadius: 8)
    let rotated = scene.relaidOut(container: ReplanTests.landscape)
    let bounds = Rect(x: 0, y: 0, width: 844, height: 390)
    #expect(rotated.container == ReplanTests.landscape)
    #expect(rotated.from == .init(initial: bounds, final: bounds))
    #expect(rotated.to == scene.to, "the style places a sheet")
    #expect(rotated.sourceElement == scene.sourceElement)
    #expect(rotated.sourceCornerRadius == 8)
    #expect(rotated.relaidOut(container: ReplanTests.portrait).from == scene.from, "and back")
  }

  @Test("A destination laid out anew carries its alignment rect; unknown identifiers are ignored")
  func destinations() {
    let image = Rect(x: 0, y: 100, width: 390, height: 390)
    let photo = Rect(x: 0, y: 165, width: 390, height: 260)
    let scene = TransitionScene(
      container: ReplanTests.portrait, operation: .push, destinationElement: image,
      alignmentRect: photo,
      elements: [
        .init(
          identifier: "title", source: nil, destination: Rect(x: 10, y: 500, width: 100, height: 20)
        )
      ])
    let moved = scene.relaidOut(
      container: ReplanTests.portrait, destinationElement: image.offsetBy(dx: 0, dy: 47),
      elementDestinations: ["title": Rect(x: 10, y: 547, width: 200, height: 20), "none": .zero])
    #expect(moved.destinationElement == image.offsetBy(dx: 0, dy: 47))
    #expect(moved.alignmentRect == photo.offsetBy(dx: 0, dy: 47))
    #expect(moved.elements.map(\.identifier) == ["title"])
    #expect(moved.elements.first?.destination == Rect(x: 10, y: 547, width: 200, height: 20))
    let halved = scene.relaidOut(
      container: ReplanTests.portrait,
      destinationElement: Rect(x: 0, y: 100, width: 195, height: 195))
    #expect(halved.alignmentRect == Rect(x: 0, y: 132.5, width: 195, height: 130))
    let degenerate = TransitionScene(
      container: .zero, operation: .push, destinationElement: .zero, alignmentRect: photo)
    #expect(
      degenerate.relaidOut(
        container: .zero, destinationElement: Rect(x: 5, y: 5, width: 0, height: 0)
      )
      .alignmentRect == photo.offsetBy(dx: 5, dy: 5),
      "a zero-sized destination only moves it")
  }
}
