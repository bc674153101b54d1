import FluidTransitions
import Testing

/// The driver fed hostile touches: NaN and infinite positions, NaN, infinite, repeated and
/// out-of-order timestamps, NaN and absurd release velocities, and programmatic calls in
/// between, for every built-in style. After every call and every frame, every node on the
/// stage (and every node that ever was) holds finite values, and the transition still ends
/// with exactly one `completeTransition(_:)` and no breach of UIKit's contract.
@MainActor
@Suite("Bad input: the driver under hostile touches")
struct DriverBadInputTests {
  /// Coordinates a hostile finger reports.
  static let positions: [Double] = [
    .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, 0, -0.0, 12, 200, 380,
  ]

  /// Every built-in style with each operation it supports, and the gesture that drives it.
  static let cases: [(style: any TransitionStyle, operation: TransitionOperation)] = [
    (SlideStyle(), .push), (SlideStyle(), .pop), (ScaleStyle(), .push), (ScaleStyle(), .pop),
    (SheetStyle(detents: [.medium]), .present), (SheetStyle(), .dismiss),
    (ZoomStyle(), .push), (ZoomStyle(), .dismiss), (DrawerStyle(), .present),
    (DrawerStyle(), .dismiss), (TabStyle(), .tabForward), (TabStyle(), .tabBackward),
    (FadeStyle(), .push), (FadeStyle(), .dismiss),
  ]

  /// One transition on headless nodes, with every node it ever touched kept for inspection.
  @MainActor
  final class HostileRun {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let from = SceneNode(name: "from", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let to = SceneNode(name: "to", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let cell = SceneNode(name: "cell", frame: Rect(x: 20, y: 300, width: 110, height: 110))
    let image = SceneNode(name: "image", frame: Rect(x: 0, y: 200, width: 390, height: 390))
    let context: RecordingTransitionContext
    let driver: TransitionDriver
    private(set) var seen: [SceneNode] = []
    private(set) var completions: [Bool] = []
    private(set) var releases: [ReleaseRecord] = []
    private(set) var grabs = 0
    private(set) var firstProblem: String?

    init(style: any TransitionStyle, operation: TransitionOperation, interactive: Bool) {
      container.addChild(from)
      let forward = operation.isForward
      // The grid cell lives in the view underneath, the detail image in the view on top.
      (forward ? from : to).addChild(cell)
      (forward ? to : from).addChild(image)
      let stage = TransitionStage(
        container: container, from: from, to: to, sourceElement: cell, destinationElement: image)
      let scene = stage.makeScene(operation: operation)
      let plan = style.plan(for: scene)
      let interaction: Interaction =
        style is ZoomStyle ? .zoomDrag : style is SheetStyle ? .panDown : .pan
      context = RecordingTransitionContext(interactive: interactive, clock: clock)
      driver = TransitionDriver(
        plan: plan, stage: stage, context: context, clock: clock,
        configuration: .init(
          interaction: style.interactionMapping(for: interaction, in: scene),
          followingRole: interaction.followingRole))
      driver.onEvent = { [unowned self] event in
        switch event {
        case .completed(let completed): completions.append(completed)
        case .released(let record): releases.append(record)
        case .grabbed: grabs += 1
        }
      }
      seen = [container, from, to, cell, image]
      if interactive { driver.startInteractive() } else { driver.startAnimated() }
      check("start")
    }

    /// Records the first non-finite value on any node, and any NaN in the driver's output.
    func check(_ moment: @autoclosure () -> String) {
      guard firstProblem == nil else { return }
      for node in container.subtree where !seen.contains(where: { $0 === node }) {
        seen.append(node)
      }
      if let node = seen.first(where: { !StyleFixtures.isFinite($0.presentedState) }) {
        firstProblem = "\(moment()): \(node.name) is \(node.presentedState)"
      } else if !driver.presentedProgress.isFinite {
        firstProblem = "\(moment()): progress \(driver.presentedProgress)"
      } else if let velocity = driver.animator?.presentedVelocity, !velocity.isFinite {
        firstProblem = "\(moment()): velocity \(velocity)"
      } else if let release = releases.last,
        !(release.progress.isFinite && release.projectedProgress.isFinite
          && !release.velocity.isNaN && !release.springInitialVelocity.isNaN)
      {
        firstProblem = "\(moment()): release \(release)"
      }
    }

    /// Runs `count` frames, checking after each.
    func frames(_ count: Int) {
      for _ in 0..<count {
        clock.advanceFrame()
        check("frame \(clock.nextFrameIndex - 1)")
      }
    }

    /// Lets go of whatever holds the transition and runs it to its end.
    func finish() {
      if case .interacting = driver.phase {
        driver.touchEnded(TouchSample(x: .nan, y: .nan, timestamp: .nan), pointsPerSecond: nil)
      }
      if case .interacting = driver.phase { driver.cancel() }
      check("final release")
      for _ in 0..<2400 {
        if case .finished = driver.phase { return }
        frames(1)
      }
    }
  }

  /// What one hostile sequence did, and the first thing that went wrong.
  struct Outcome {
    var failure: String?
    var grabs = 0
    var releases = 0
  }

  /// Runs one seeded hostile sequence.
  static func runHostileSequence(
    _ testCase: (style: any TransitionStyle, operation: TransitionOperation), seed: UInt64
  ) -> Outcome {
    var random = SeededGenerator(seed: seed)
    let run = HostileRun(
      style: testCase.style, operation: testCase.operation,
      interactive: Bool.random(using: &random))
    var lastTime = 0.0
    func coordinate() -> Double { positions.randomElement(using: &random) ?? .nan }
    func timestamp() -> Double {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: return [Double.nan, .infinity, -.infinity].randomElement(using: &random) ?? .nan
      case 1: return lastTime  // repeated
      case 2: return lastTime - Double.random(in: 0...0.2, using: &random)  // out of order
      default:
        lastTime = max(lastTime, run.clock.now) + Double.random(in: 0...0.02, using: &random)
        return lastTime
      }
    }
    for step in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        run.driver.touchBegan(TouchSample(x: coordinate(), y: coordinate(), timestamp: timestamp()))
      case 1, 2, 3:
        run.driver.touchMoved(TouchSample(x: coordinate(), y: coordinate(), timestamp: timestamp()))
      case 4:
        let velocity: Vector? =
          Bool.random(using: &random) ? nil : Vector(dx: coordinate(), dy: coordinate())
        run.driver.touchEnded(
          TouchSample(x: coordinate(), y: coordinate(), timestamp: timestamp()),
          pointsPerSecond: velocity)
      case 5:
        run.driver.touchCancelled()
      case 6:
        if Bool.random(using: &random) { run.driver.cancel() } else { run.driver.finish() }
      default:
        run.frames(Int.random(in: 0...6, using: &random))
      }
      run.check("step \(step)")
    }
    run.finish()
    var outcome = Outcome(grabs: run.grabs, releases: run.releases.count)
    if let problem = run.firstProblem {
      outcome.failure = "seed \(seed): \(problem)"
    } else if run.completions.count != 1 {
      outcome.failure = "seed \(seed): completions \(run.completions)"
    } else if let breach = run.context.breaches.first {
      outcome.failure = "seed \(seed): \(breach)"
    } else if !run.context.isComplete {
      outcome.failure = "seed \(seed): never completed"
    }
    return outcome
  }

  @Test("Hostile touch sequences never put NaN into a node, for every style and operation")
  func hostileTouchesNeverPutNaNIntoNodes() {
    for (index, testCase) in Self.cases.enumerated() {
      var failures: [String] = []
      var grabs = 0
      var releases = 0
      for seed in 0..<UInt64(40) {
        let outcome = Self.runHostileSequence(testCase, seed: UInt64(index) << 32 | seed)
        failures += outcome.failure.map { [$0] } ?? []
        grabs += outcome.grabs
        releases += outcome.releases
      }
      let name = "\(testCase.style.name) \(testCase.operation)"
      #expect(failures.isEmpty, "\(name): \(failures.count) failed; \(failures.first ?? "")")
      // The sequences really reach the driver: fingers grab and let go many times.
      #expect(grabs >= 100 && releases >= 100, "\(name): \(grabs) grabs, \(releases) releases")
    }
  }

  @Test(
    "Repeated, out-of-order and NaN timestamps: progress follows the finger, velocity is finite")
  func outOfOrderAndRepeatedTimestamps() {
    let harness = DriverHarness()
    harness.start(interactive: true)
    let driver = harness.driver
    driver?.touchBegan(TouchSample(x: 20, y: 400, timestamp: 0.1))
    let moves: [(x: Double, t: Double)] = [
      (60, 0.1), (100, 0.05), (140, .nan), (180, 0.12), (220, 0.12), (260, -.infinity),
      (300, 0.13),
    ]
    for move in moves {
      driver?.touchMoved(TouchSample(x: move.x, y: 400, timestamp: move.t))
      // Progress follows the position whatever the timestamp says.
      #expect(isClose(driver?.presentedProgress ?? .nan, (move.x - 20) / 390, relative: 1e-12))
    }
    driver?.touchEnded(TouchSample(x: 300, y: 400, timestamp: 0.125))
    let release = harness.releases.first
    #expect(release?.velocity.isFinite == true && release?.touchVelocity.dx.isFinite == true)
    #expect(release?.target == .end)
    harness.run(until: 2)
    #expect(harness.completions == [true])
    #expect(harness.context?.breaches.isEmpty == true)
  }

  @Test("Release velocities: NaN and ±infinity count as 0; a huge one still lands, finite")
  func nonFiniteReleaseVelocities() {
    for dx in [Double.nan, .infinity, -.infinity] {
      let harness = DriverHarness()
      harness.start(interactive: true)
      harness.drag(from: 20, to: 240, beginning: 0.05, duration: 0.1)
      harness.run(until: 0.3)
      harness.driver?.touchEnded(
        TouchSample(x: 0, y: 0, timestamp: 0.3), pointsPerSecond: Vector(dx: dx, dy: 5))
      #expect(harness.releases.first?.velocity == 0)
      #expect(harness.releases.first?.target == .end, "decided by position: 56 % > 50 %")
      harness.run(until: 2)
      #expect(harness.completions == [true])
    }
    let huge = DriverHarness()
    huge.start(interactive: true)
    huge.drag(from: 20, to: 120, beginning: 0.05, duration: 0.1)
    huge.driver?.touchEnded(
      TouchSample(x: 0, y: 0, timestamp: 0.16), pointsPerSecond: Vector(dx: -1e308, dy: 0))
    #expect(huge.releases.first?.target == .start)
    huge.run(until: 3)
    #expect(huge.frames.allSatisfy { $0.progress.isFinite && $0.velocity.isFinite })
    #expect(huge.completions == [false])
  }

  @Test("A plan full of hostile numbers runs to its end on finite nodes, animated and dragged")
  func planWithHostileNumbersRunsToTheEnd() {
    let plan = TransitionPlan(
      duration: .nan, curve: .spring(.snappy, initialVelocity: .nan),
      setup: [
        .set(.to, NodeState(frame: Rect(x: .nan, y: 0, width: 390, height: .infinity))),
        .insert(.to, .above(.from)), .makeNode(.dimming, color: .black, .below(.to)),
      ],
      tracks: [
        PlanTrack(.to, .alpha(from: .nan, to: .infinity)),
        PlanTrack(.to, .cornerRadius(from: -.infinity, to: .nan)),
        PlanTrack(.to, .transform(from: AffineTransform(scaleX: .nan, y: 1), to: .identity)),
        PlanTrack(.dimming, .frame(from: Rect(x: 1e308, y: 0, width: 1e308, height: 1), to: .zero)),
        PlanTrack(.from, .alpha(from: 1, to: 0), window: TrackWindow(start: .nan, end: -3)),
      ],
      completionCleanup: [.remove(.dimming)], cancellationCleanup: [.remove(.to)])
    for interactive in [false, true] {
      let clock = ManualFrameClock()
      let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
      let from = SceneNode(name: "from", frame: container.frame)
      let to = SceneNode(name: "to", frame: container.frame)
      container.addChild(from)
      let context = RecordingTransitionContext(interactive: interactive, clock: clock)
      let driver = TransitionDriver(
        plan: plan, stage: TransitionStage(container: container, from: from, to: to),
        context: context, clock: clock,
        configuration: .init(
          interaction: .horizontal(
            towardTrailing: false, distance: 390, layoutDirection: .leftToRight)))
      if interactive {
        driver.startInteractive()
        driver.touchBegan(TouchSample(x: 300, y: 10, timestamp: 0))
        driver.touchMoved(TouchSample(x: .nan, y: 10, timestamp: 0.01))
        driver.touchMoved(TouchSample(x: 100, y: 10, timestamp: 0.02))
        driver.touchEnded(TouchSample(x: 0, y: 0, timestamp: 0.021))
      } else {
        driver.startAnimated()
      }
      var nodes = container.subtree + [from, to]
      for _ in 0..<400 {
        clock.advanceFrame()
        nodes += container.subtree.filter { node in !nodes.contains { $0 === node } }
        #expect(nodes.allSatisfy { StyleFixtures.isFinite($0.presentedState) })
      }
      #expect(context.isComplete && context.breaches.isEmpty, "\(context.breaches)")
      #expect(driver.phase == .finished(completed: !interactive || context.didComplete == true))
    }
  }
}
