import FluidTransitions
import Testing

/// The hand-off from a sheet thrown below its smallest detent to its dismissal transition:
/// `SheetDetentDriver`'s request, `TransitionDriver.startInteractive(atProgress:)` and
/// `finish(progressPerSecond:)` / `cancel(progressPerSecond:)`, through the real drivers, animator and
/// recording context on one manual clock.
@MainActor
@Suite("Sheet: hand-off to the dismissal")
struct SheetHandOffTests {
  typealias F = SheetFixtures

  /// A presented sheet in a container over its presenter, moved by a detent driver, and the
  /// dismissal transition that takes over from it.
  @MainActor
  final class HandOff {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let container: SceneNode
    let presenter: SceneNode
    let dimming: SceneNode
    let sheet = SceneNode(
      name: "sheet", frame: .zero, color: RGBAColor(red: 0.9, green: 0.9, blue: 1))
    let style: SheetStyle
    let detents: SheetDetentDriver
    private(set) var requests: [SheetLayout.Dismissal] = []
    private(set) var transition: TransitionDriver?
    private(set) var context: RecordingTransitionContext?
    private(set) var completions: [Bool] = []
    private(set) var everyFrameFinite = true

    init(style: SheetStyle, selected: SheetDetent.Identifier, bounds: Rect = F.bounds) {
      self.style = style
      container = SceneNode(name: "container", frame: bounds)
      presenter = SceneNode(name: "presenter", frame: bounds)
      dimming = SceneNode(name: "dimming", frame: bounds, color: .black)
      container.addChild(presenter)
      container.addChild(dimming)
      container.addChild(sheet)
      detents = SheetDetentDriver(
        layout: style.layout(in: bounds), selectedDetentIdentifier: selected, sheet: sheet,
        dimming: dimming, clock: clock)
      detents.onEvent = { [unowned self] event in
        if case .dismissalRequested(let request) = event { requests.append(request) }
      }
    }

    func run(until time: Double) {
      while clock.callbackTime(ofFrameAt: clock.nextFrameIndex) <= time {
        clock.advanceFrame()
        if !container.subtree.allSatisfy({ StyleFixtures.isFinite($0.presentedState) }) {
          everyFrameFinite = false
        }
      }
      clock.advance(to: time)
    }

    /// The sheet's frame and the dimming's alpha as the finger lifted: what was on screen when
    /// the detent driver handed the sheet over (on its resting frame) to the dismissal.
    private(set) var beforeRelease: (frame: Rect, alpha: Double)?

    /// A finger dragging the sheet from `start` to `end` (y) over 0.1 s, then lifting with
    /// `velocity` pt/s downward.
    func throwDown(from start: Double, to end: Double, velocity: Double) {
      detents.touchBegan(TouchSample(x: 200, y: start, timestamp: 0.1))
      for step in 1...12 {
        let time = 0.1 + Double(step) / 120
        run(until: time)
        let y = start + (end - start) * Double(step) / 12
        detents.touchMoved(TouchSample(x: 200, y: y, timestamp: time))
      }
      run(until: 0.2)
      beforeRelease = (sheet.frame, dimming.alpha)
      detents.touchEnded(
        TouchSample(x: 200, y: end, timestamp: 0.2), pointsPerSecond: Vector(dx: 0, dy: velocity))
    }

    /// The dismissal transition, as the UIKit layer starts it: the stage as the nodes stand,
    /// with the presentation's own dimming node.
    func startDismissal(atProgress progress: Double, reduceMotion: Bool = false) {
      let stage = TransitionStage(container: container, from: sheet, to: presenter)
      stage.setNode(dimming, for: .dimming)
      let scene = stage.makeScene(operation: .dismiss, reduceMotion: reduceMotion)
      let plan = style.plan(for: scene)
      let context = RecordingTransitionContext(interactive: true, clock: clock)
      let transition = TransitionDriver(
        plan: plan, stage: stage, context: context, clock: clock,
        configuration: .init(interaction: style.interactionMapping(for: .panDown, in: scene)))
      transition.onEvent = { [unowned self] event in
        if case .completed(let completed) = event { completions.append(completed) }
      }
      self.context = context
      self.transition = transition
      transition.startInteractive(atProgress: progress)
    }

    /// Where the sheet shows in the container.
    var shownSheet: Rect {
      sheet.convert(
        Rect(x: 0, y: 0, width: sheet.frame.width, height: sheet.frame.height), to: container)
    }

    var shownExtension: Rect? {
      container.children.first { $0.name == "sheetExtension" }.map {
        $0.convert(Rect(x: 0, y: 0, width: $0.frame.width, height: $0.frame.height), to: container)
      }
    }
  }

  // MARK: - The hand-off

  @Test("Thrown below medium: the dismissal shows the sheet where it was and leaves at its speed")
  func handOffBelowSmallest() {
    let handOff = HandOff(style: SheetStyle(detents: [.medium, .large]), selected: .medium)
    handOff.throwDown(from: 500, to: 650, velocity: 2_000)
    // 272 − 998 < 0: dismissed, from medium, 150 of its 422 pt already travelled.
    guard let request = handOff.requests.first else {
      Issue.record("no dismissal requested")
      return
    }
    guard let (shown, alpha) = handOff.beforeRelease else { return }
    #expect(shown == F.frame(value: 272, height: 422))
    handOff.startDismissal(atProgress: request.progress)
    #expect(handOff.sheet.frame == F.frame(value: 422), "the plan's frame is medium's")
    #expect(handOff.sheet.transform.a == 1 && handOff.sheet.transform.d == 1)
    #expect(F.isClose(handOff.shownSheet, shown), "\(handOff.shownSheet)")
    #expect(isClose(handOff.dimming.alpha, alpha, relative: 1e-12))
    #expect(handOff.shownExtension.map { abs($0.minY - shown.maxY) <= 1e-9 } == true)
    #expect(handOff.transition?.presentedProgress == request.progress)
    handOff.transition?.finish(progressPerSecond: request.progressVelocity)
    // 2000/422 progress per second over medium's 422 pt: 2000 pt/s, as the finger left it.
    let velocity = handOff.transition?.animator?.presentedVelocity ?? .nan
    #expect(isClose(velocity, request.progressVelocity, relative: 1e-12))
    #expect(isClose(velocity * 422, 2_000, relative: 1e-12))
    #expect(F.isClose(handOff.shownSheet, shown), "no jump at the release either")
    handOff.run(until: 2)
    #expect(handOff.completions == [true])
    #expect(handOff.context?.breaches.isEmpty == true, "\(handOff.context?.breaches ?? [])")
    #expect(
      handOff.context?.calls.map(\.name) == [
        "startInteractiveTransition", "updateInteractiveTransition",
        "finishInteractiveTransition", "completeTransition",
      ])
    #expect(handOff.everyFrameFinite)
    #expect(!handOff.container.children.contains { $0 === handOff.dimming })
  }

  @Test("Under Reduce Motion the cross-dissolve takes the sheet over where it was, and fades it")
  func handOffUnderReduceMotion() throws {
    let handOff = HandOff(style: SheetStyle(detents: [.medium, .large]), selected: .medium)
    handOff.throwDown(from: 500, to: 650, velocity: 2_000)
    let request = try #require(handOff.requests.first)
    let (shown, _) = try #require(handOff.beforeRelease)
    #expect(shown == F.frame(value: 272, height: 422))
    handOff.startDismissal(atProgress: request.progress, reduceMotion: true)
    #expect(F.isClose(handOff.shownSheet, shown), "\(handOff.shownSheet)")
    handOff.transition?.finish(progressPerSecond: request.progressVelocity)
    handOff.run(until: 0.5)
    #expect(F.isClose(handOff.shownSheet, shown), "it fades where it is: \(handOff.shownSheet)")
    #expect(handOff.sheet.alpha < 1)
    handOff.run(until: 2)
    #expect(handOff.completions == [true])
  }

  @Test("Thrown down from between medium and large: same top edge, same dimming, from large")
  func handOffBetweenDetents() {
    for undimmed: SheetDetent.Identifier? in [nil, .medium] {
      let handOff = HandOff(
        style: SheetStyle(detents: [.medium, .large], largestUndimmedDetentIdentifier: undimmed),
        selected: .large)
      handOff.throwDown(from: 100, to: 340, velocity: 3_000)
      guard let request = handOff.requests.first else {
        Issue.record("no dismissal requested")
        return
      }
      guard let (shown, alpha) = handOff.beforeRelease else { return }
      #expect(shown == F.frame(value: 604))
      handOff.startDismissal(atProgress: request.progress)
      #expect(handOff.sheet.frame == F.frame(value: 844), "from large")
      // The sheet is taller than it was, but shows the same top edge down to the container's
      // bottom, and the dimming does not jump.
      #expect(isClose(handOff.shownSheet.minY, shown.minY, absolute: 1e-9))
      #expect(handOff.shownSheet.maxY >= 844)
      #expect(
        isClose(handOff.dimming.alpha, alpha, relative: 1e-12),
        "undimmed \(String(describing: undimmed))")
      handOff.transition?.finish(progressPerSecond: request.progressVelocity)
      #expect(
        isClose(
          (handOff.transition?.animator?.presentedVelocity ?? .nan) * 844, 3_000, relative: 1e-12))
      handOff.run(until: 2)
      #expect(handOff.completions == [true] && handOff.context?.breaches.isEmpty == true)
    }
  }

  @Test(
    "Handed over overshooting far above its detent in a tiny container, the sheet and its extension still reach the bottom",
    arguments: [1.0, 5.73, 844])
  func handOffFarAboveTheLargestDetent(height: Double) throws {
    let bounds = Rect(x: 0, y: 0, width: 390, height: height)
    let handOff = HandOff(
      style: SheetStyle(detents: [.large]), selected: .large, bounds: bounds)
    // Thrown up at 3,000 pt/s: the settle's spring carries the sheet about 53 pt above its
    // detent (v / (ω·e) for the critically damped 0.3 s spring), over 50 times a 1-pt container.
    handOff.run(until: 0.1)
    handOff.detents.touchBegan(TouchSample(x: 200, y: height / 2, timestamp: 0.1))
    handOff.detents.touchEnded(
      TouchSample(x: 200, y: height / 2, timestamp: 0.1),
      pointsPerSecond: Vector(dx: 0, dy: -3_000))
    handOff.run(until: 0.15)
    let before = handOff.shownSheet
    #expect(before.minY < -40, "\(before)")
    let request = handOff.detents.beginDismissal()
    handOff.startDismissal(atProgress: request.progress)
    #expect(isClose(handOff.shownSheet.minY, before.minY, absolute: 1e-9))
    let extensionFrame = try #require(handOff.shownExtension)
    #expect(isClose(extensionFrame.minY, handOff.shownSheet.maxY, absolute: 1e-9))
    // What was on screen stays on screen: the sheet's surface from its top edge down to the
    // container's bottom edge.
    #expect(extensionFrame.maxY >= height - 1e-9, "\(extensionFrame) in \(bounds)")
    handOff.transition?.finish(progressPerSecond: request.progressVelocity)
    handOff.run(until: 3)
    #expect(handOff.completions == [true] && handOff.context?.breaches.isEmpty == true)
    #expect(handOff.everyFrameFinite)
  }

  @Test("A cancelled dismissal returns the sheet to medium, where the detent driver takes it")
  func cancelledHandOff() {
    let handOff = HandOff(style: SheetStyle(detents: [.medium, .large]), selected: .medium)
    handOff.throwDown(from: 500, to: 650, velocity: 2_000)
    guard let request = handOff.requests.first else {
      Issue.record("no dismissal requested")
      return
    }
    handOff.startDismissal(atProgress: request.progress)
    handOff.transition?.cancel(progressPerSecond: -1)
    #expect(isClose(handOff.transition?.animator?.presentedVelocity ?? .nan, -1, relative: 1e-12))
    handOff.run(until: 2)
    #expect(handOff.completions == [false] && handOff.context?.breaches.isEmpty == true)
    #expect(handOff.sheet.frame == F.frame(value: 422) && handOff.sheet.transform == .identity)
    handOff.detents.dismissalDidCancel()
    #expect(handOff.detents.phase == .resting && handOff.sheet.frame == F.frame(value: 422))
    #expect(handOff.dimming.alpha == 0.4 && handOff.dimming.parent === handOff.container)
  }

  // MARK: - startInteractive(atProgress:)

  /// A sheet dismissal from medium, not yet started.
  static func dismissal(interactive: Bool = true) -> (
    TransitionDriver, RecordingTransitionContext, ManualFrameClock, SceneNode, () -> [String]
  ) {
    let clock = ManualFrameClock(framesPerSecond: 120)
    let container = SceneNode(name: "container", frame: F.bounds)
    let presenter = SceneNode(name: "presenter", frame: F.bounds)
    let sheet = SceneNode(name: "sheet", frame: F.frame(value: 422))
    container.addChild(presenter)
    container.addChild(sheet)
    let stage = TransitionStage(container: container, from: sheet, to: presenter)
    let scene = stage.makeScene(operation: .dismiss)
    let style = SheetStyle(detents: [.medium])
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let driver = TransitionDriver(
      plan: style.plan(for: scene), stage: stage, context: context, clock: clock,
      configuration: .init(interaction: style.interactionMapping(for: .panDown, in: scene)))
    var diagnostics: [String] = []
    driver.onDiagnostic = { diagnostics.append($0) }
    return (driver, context, clock, sheet, { diagnostics })
  }

  @Test(
    "startInteractive(atProgress:) clamps to [−1,000,000, 1], counts NaN and infinities as 0",
    arguments: [
      (0.3, 0.3), (0, 0), (-0.0, 0), (1, 1), (-0.5, -0.5), (1.5, 1), (.nan, 0), (.infinity, 0),
      (-.infinity, 0), (1e308, 1), (-1e308, -1e6),
    ])
  func startInteractiveAtProgress(progress: Double, expected: Double) {
    let (driver, context, _, sheet, diagnostics) = Self.dismissal()
    driver.startInteractive(atProgress: progress)
    #expect(driver.phase == .interacting)
    #expect(driver.presentedProgress == expected)
    // The plan at that progress: the sheet 422 pt × progress down.
    #expect(sheet.transform.ty == 422 * expected)
    let calls = context.calls.map(\.name)
    if expected <= 0 {
      // The context hears nothing below 0: the transition has not begun to move.
      #expect(calls == ["startInteractiveTransition"])
    } else {
      #expect(calls == ["startInteractiveTransition", "updateInteractiveTransition"])
      #expect(context.calls.last?.value == expected)
    }
    #expect(context.breaches.isEmpty && diagnostics().isEmpty)
  }

  @Test("After startInteractive(atProgress:), a finger grabs it there and it completes cleanly")
  func startInteractiveThenTouches() {
    let (driver, context, clock, _, _) = Self.dismissal()
    var grabs: [Double] = []
    var completions: [Bool] = []
    driver.onEvent = { event in
      switch event {
      case .grabbed(let progress): grabs.append(progress)
      case .completed(let completed): completions.append(completed)
      case .released: break
      }
    }
    driver.startInteractive(atProgress: 0.25)
    clock.advance(to: 0.1)
    driver.touchBegan(TouchSample(x: 200, y: 600, timestamp: 0.1))
    #expect(grabs == [0.25] && driver.presentedProgress == 0.25)
    // Down 42.2 pt of the 422: a tenth more.
    driver.touchMoved(TouchSample(x: 200, y: 642.2, timestamp: 0.11))
    #expect(isClose(driver.presentedProgress, 0.35, relative: 1e-12))
    driver.touchEnded(TouchSample(x: 200, y: 642.2, timestamp: 0.2))
    clock.advance(to: 2)
    #expect(completions.count == 1 && context.breaches.isEmpty, "\(context.breaches)")
  }

  @Test("startInteractive(atProgress:) after a start is reported and changes nothing")
  func startInteractiveTwice() {
    let (driver, context, _, sheet, diagnostics) = Self.dismissal()
    driver.startInteractive(atProgress: 0.4)
    let transform = sheet.transform
    driver.startInteractive(atProgress: 0.8)
    driver.startInteractive()
    #expect(diagnostics().count == 2 && diagnostics().allSatisfy { $0.contains("already started") })
    #expect(driver.presentedProgress == 0.4 && sheet.transform == transform)
    #expect(context.calls.count == 2 && context.breaches.isEmpty)
  }

  // MARK: - finish(progressPerSecond:) and cancel(progressPerSecond:)

  enum Phase: String, CaseIterable, Sendable {
    case animating, interacting, interactingWithFinger, settling
  }

  /// Brings a fresh dismissal to `phase`.
  static func bring(to phase: Phase) -> (
    TransitionDriver, RecordingTransitionContext, ManualFrameClock, () -> [String]
  ) {
    let (driver, context, clock, _, diagnostics) = Self.dismissal(
      interactive: phase != .animating)
    switch phase {
    case .animating:
      driver.startAnimated()
      clock.advance(to: 0.1)
    case .interacting:
      driver.startInteractive(atProgress: 0.4)
    case .interactingWithFinger:
      driver.startInteractive()
      driver.touchBegan(TouchSample(x: 200, y: 500, timestamp: 0))
      for step in 1...6 {
        clock.advance(to: Double(step) / 120)
        driver.touchMoved(TouchSample(x: 200, y: 500 + 30 * Double(step), timestamp: clock.now))
      }
    case .settling:
      driver.startInteractive(atProgress: 0.5)
      driver.touchBegan(TouchSample(x: 200, y: 500, timestamp: 0))
      driver.touchEnded(
        TouchSample(x: 200, y: 500, timestamp: 0), pointsPerSecond: Vector(dx: 0, dy: -300))
      clock.advance(to: 0.05)
    }
    return (driver, context, clock, diagnostics)
  }

  @Test(
    "finish and cancel with a velocity leave at exactly that velocity from every started phase",
    arguments: Phase.allCases, [true, false])
  func settlesWithThatVelocity(phase: Phase, finishing: Bool) {
    for velocity in [2.5, -1.5, 0, 0.7] {
      let (driver, context, clock, diagnostics) = Self.bring(to: phase)
      var releases: [ReleaseRecord] = []
      var completions: [Bool] = []
      driver.onEvent = { event in
        switch event {
        case .released(let record): releases.append(record)
        case .completed(let completed): completions.append(completed)
        case .grabbed: break
        }
      }
      let progress = driver.presentedProgress
      if finishing {
        driver.finish(progressPerSecond: velocity)
      } else {
        driver.cancel(progressPerSecond: velocity)
      }
      let label = "\(phase) \(finishing ? "finish" : "cancel") \(velocity)"
      #expect(driver.phase == .settling, "\(label)")
      #expect(driver.presentedProgress == progress, "no jump: \(label)")
      #expect(
        isClose(driver.animator?.presentedVelocity ?? .nan, velocity, relative: 1e-12),
        "\(label): \(driver.animator?.presentedVelocity ?? .nan)")
      let record = releases.last
      #expect(record?.isForced == true && record?.velocity == velocity, "\(label)")
      #expect(record?.target == (finishing ? .end : .start), "\(label)")
      if let record {
        let remaining = (finishing ? 1 : 0) - record.progress
        #expect(isClose(record.springInitialVelocity * remaining, velocity, relative: 1e-12))
      }
      clock.advance(to: 3)
      #expect(completions == [finishing], "\(label)")
      #expect(context.breaches.isEmpty, "\(label): \(context.breaches)")
      #expect(diagnostics().isEmpty, "\(label)")
    }
  }

  @Test(
    "A non-finite velocity counts as 0", arguments: [Double.nan, -.nan, .infinity, -.infinity])
  func nonFiniteVelocityIsZero(velocity: Double) {
    for phase in Phase.allCases {
      for finishing in [true, false] {
        let (driver, context, clock, _) = Self.bring(to: phase)
        if finishing {
          driver.finish(progressPerSecond: velocity)
        } else {
          driver.cancel(progressPerSecond: velocity)
        }
        #expect(driver.animator?.presentedVelocity == 0, "\(phase) \(finishing)")
        clock.advance(to: 3)
        #expect(context.isComplete && context.breaches.isEmpty, "\(phase) \(finishing)")
      }
    }
  }

  @Test("Before the start, finish and cancel with a velocity are reported and change nothing")
  func idleIsReported() {
    let (driver, context, _, sheet, diagnostics) = Self.dismissal()
    driver.finish(progressPerSecond: 1)
    driver.cancel(progressPerSecond: -1)
    #expect(
      diagnostics() == [
        "finish(progressPerSecond:) ignored: the transition has not started",
        "cancel(progressPerSecond:) ignored: the transition has not started",
      ])
    #expect(driver.phase == .idle && context.calls.map(\.name) == ["startInteractiveTransition"])
    #expect(sheet.transform == .identity)
  }

  @Test("After the end, finish and cancel with a velocity change nothing")
  func finishedIsIgnored() {
    let (driver, context, clock, _) = Self.bring(to: .interacting)
    driver.finish(progressPerSecond: 2)
    clock.advance(to: 3)
    let calls = context.calls
    driver.finish(progressPerSecond: 1)
    driver.cancel(progressPerSecond: -1)
    #expect(driver.phase == .finished(completed: true) && context.calls == calls)
    #expect(context.breaches.isEmpty)
  }
}
