import FluidTransitions
import Testing
import UIKit

/// The animator side of the UIKit layer: display links and their frame rate, the velocity a
/// reversal leaves with on `UIViewPropertyAnimator`, the display-link engine's mirror animator in
/// the hands of app code, and what the layer does where UIKit's animator is undocumented
/// (blocks added to a reversed, paused animator; keyframes continued with a spring).
@MainActor
@Suite("UIKit glue: animators and display links")
struct AnimatorGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// The default behaviour with every setting of the switch named `name`.
  nonisolated static func settings(of name: String) -> [ShimBehaviour] {
    guard let item = ShimBehaviour.switches.first(where: { $0.name == name }) else { return [] }
    return item.settings.indices.map { item.behaviour($0) }
  }

  /// The progress a slide push shows: its arriving view's translation as a person sees it.
  static func pushProgressOnScreen(_ scene: Scene) -> Double {
    let width = Double(scene.navigation.shimTransitionView.bounds.width)
    return 1 - Double(scene.second.view.layer.shimOnScreen.affineTransform().tx) / width
  }

  // MARK: - Frame rate

  @Test(
    "The display-link engine and the sheet's driver get a frame on every 120 Hz refresh",
    arguments: settings(of: "unhintedDisplayLinkRate"))
  func everyRefresh(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour) {
      let scene = Scene(.slide, engine: .displayLink)
      scene.navigation.fluid.push(scene.second)
      var shown: [Double] = []
      for _ in 0..<12 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        shown.append(Self.pushProgressOnScreen(scene))
      }
      let still = zip(shown, shown.dropFirst()).filter { $0.0 == $0.1 }.count
      #expect(still == 0, "\(behaviour): \(still) of 11 refreshes showed no new frame: \(shown)")
      let links = ShimDisplayLinks.scheduled.filter(\.shimIsScheduled)
      #expect(
        links.allSatisfy {
          $0.preferredFrameRateRange == DisplayLinkClock.highImpactFrameRateRange
        },
        "\(behaviour): \(links.map(\.preferredFrameRateRange))")
      ShimRunLoop.advance(by: 2)

      let sheet = SheetGlueTests.SheetScene(SheetStyle(detents: [.medium, .large]))
      sheet.drag(from: 500, by: [-12, -30, -60, -90], releasing: -1500)
      var tops: [Double] = []
      for _ in 0..<12 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        tops.append(sheet.topOnScreen)
      }
      let stillSheet = zip(tops, tops.dropFirst()).filter { $0.0 == $0.1 }.count
      #expect(stillSheet == 0, "\(behaviour): the sheet held \(stillSheet) frames: \(tops)")
      ShimRunLoop.advance(by: 2)
    }
  }

  @Test("A clock asks for Apple's high-impact range unless told otherwise; nil is the default")
  func requestedRanges() {
    let clock = DisplayLinkClock()
    #expect(clock.preferredFrameRateRange == DisplayLinkClock.highImpactFrameRateRange)
    #expect(
      DisplayLinkClock.highImpactFrameRateRange
        == CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120))
    let observer = FrameCounter()
    let before = Set(ShimDisplayLinks.scheduled.map(ObjectIdentifier.init))
    clock.addObserver(observer)
    let link = ShimDisplayLinks.scheduled.first { !before.contains(ObjectIdentifier($0)) }
    #expect(link?.preferredFrameRateRange == DisplayLinkClock.highImpactFrameRateRange)
    clock.preferredFrameRateRange = nil
    #expect(link?.preferredFrameRateRange == .default, "changed on the running link")
    clock.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    #expect(link?.preferredFrameRateRange.preferred == 60)
    clock.removeObserver(observer)
    #expect(DisplayLinkClock(preferredFrameRateRange: nil).preferredFrameRateRange == nil)
    let bad = CAFrameRateRange(minimum: .nan, maximum: 120, preferred: 120)
    #expect(DisplayLinkClock(preferredFrameRateRange: bad).preferredFrameRateRange == nil)
  }

  // MARK: - The velocity of a reversal

  @Test(
    "A back tap during a push reverses it with the velocity on screen, on both engines",
    arguments: ShimBehaviour.oneAtATime, [TransitionEngine.propertyAnimator, .displayLink])
  func reversalKeepsTheVelocityOnScreen(
    _ behaviour: ShimBehaviour, engine: TransitionEngine
  ) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function) \(engine)") {
      behaviour in
      let label = "[\(engine), \(behaviour)]"
      let scene = Scene(.slide, engine: engine)
      scene.navigation.fluid.push(scene.second)
      let transition = try #require(scene.delegate.currentTransition, "\(label)")
      var releases: [ReleaseRecord] = []
      transition.onEvent = { event in
        if case .released(let release) = event { releases.append(release) }
      }
      let sampled = OnScreenVelocity { Self.pushProgressOnScreen(scene) }
      let onScreen = sampled.velocity
      let tolerance = sampled.tolerance
      #expect(onScreen > 0.5, "\(label) the push is moving: \(sampled.shown)")

      scene.navigation.fluid.pop()
      let release = try #require(releases.last, "\(label) the tap released the transition")
      #expect(release.target == .start, "\(label)")
      #expect(
        abs(release.velocity - onScreen) <= tolerance,
        "\(label) leaves at \(release.velocity), the screen moved at \(onScreen)")
      // What UIKit is given: the release spring, with the velocity on screen.
      if engine == .propertyAnimator {
        let spring = try #require(
          transition.uiAnimator?.timingParameters as? UISpringTimingParameters,
          "\(label) UIKit continued on the release spring")
        let uikit = Double(spring.initialVelocity.dx) * (0 - release.progress)
        #expect(
          abs(uikit - onScreen) <= tolerance,
          "\(label) UIKit's animator starts at \(uikit), the screen moved at \(onScreen)")
      }
      ShimRunLoop.advance(by: 2)
      StackGlueTests.expectAgreement(scene, ["First"], label)
    }
  }

  // MARK: - Display links outlive nothing

  @Test("A clock dropped with observers leaves no display link scheduled and is freed")
  func droppedClockInvalidatesItsLink() {
    let observer = FrameCounter()
    let before = ShimDisplayLinks.count
    weak var dropped: DisplayLinkClock?
    do {
      let clock = DisplayLinkClock()
      clock.addObserver(observer)
      dropped = clock
      #expect(ShimDisplayLinks.count == before + 1)
      ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
      #expect(observer.frames == 2, "the link runs while the clock is alive")
    }
    #expect(dropped == nil, "nothing retains the clock")
    #expect(ShimDisplayLinks.count == before, "its display link is invalidated")
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(observer.frames == 2)
  }

  // MARK: - The mirror animator in app code's hands

  /// What app code does to the display-link engine's public `uiAnimator` mid-transition: every
  /// call UIKit allows in the animator's state at that moment.
  enum AppCall: String, CaseIterable, Sendable {
    case start, pause, stopWithoutFinishing, stop, stopAndFinishAtCurrent

    @MainActor
    func make(_ animator: UIViewPropertyAnimator) {
      switch self {
      case .start: animator.startAnimation()
      case .pause: animator.pauseAnimation()
      case .stopWithoutFinishing: animator.stopAnimation(true)
      case .stop: animator.stopAnimation(false)
      case .stopAndFinishAtCurrent:
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
      }
    }
  }

  @Test(
    "App code driving the display-link engine's animator: one end, the bar follows the push",
    arguments: AppCall.allCases, [true, false])
  func mirrorInAppHands(_ call: AppCall, completes: Bool) throws {
    let label = "[\(call.rawValue), \(completes ? "completed" : "cancelled")]"
    let scene = Scene(.slide, engine: .displayLink)
    scene.navigation.fluid.push(scene.second)
    ShimRunLoop.advance(by: 0.05)
    let transition = try #require(scene.delegate.currentTransition, "\(label)")
    let mirror = try #require(transition.uiAnimator, "\(label)")
    call.make(mirror)
    let indicator = scene.navigation.shimBackIndicator
    for _ in 0..<6 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      guard call == .start || call == .pause else { continue }
      let progress = min(max(transition.driver?.presentedProgress ?? .nan, 0), 1)
      let alpha = Double(indicator.layer.shimOnScreen.opacity)
      #expect(abs(alpha - progress) < 1e-6, "\(label) the bar at \(alpha), the push at \(progress)")
    }
    if !completes { transition.cancel() }
    ShimRunLoop.advance(by: 3)
    #expect(ShimConsole.transitions.map(\.completions) == [[completes]], "\(label)")
    StackGlueTests.expectAgreement(scene, completes ? ["First", "Second"] : ["First"], label)
    #expect(Double(indicator.layer.shimOnScreen.opacity) == (completes ? 1 : 0), "\(label)")
  }

  // MARK: - Where UIKit's animator is undocumented

  @Test(
    "A pinch let go on UIKit's animator: the flight's offset eases out as the zoom goes back",
    arguments: settings(of: "animationsOnReversedPausedAnimator"))
  func followerEasesOutWhileReversed(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let world = ZoomWorld(engine: .propertyAnimator)
      world.showDetail()
      let cell = try #require(world.grid.cell(at: world.index))
      var scale: CGFloat = 0.98
      let start = CGPoint(x: 195, y: 400)
      world.pinch(.began, centroid: start, scale: scale, velocity: -1)
      let transition = try #require(world.transition, "\(behaviour)")
      let flight = try #require(world.flight(of: cell), "\(behaviour)")
      for step in 1...20 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        scale -= 0.005
        world.pinch(
          .changed, centroid: CGPoint(x: start.x + 3 * CGFloat(step), y: start.y),
          scale: scale, velocity: -0.6)
      }
      // Opened again, slowly, so the release cancels.
      for _ in 1...15 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        scale += 0.001
        world.pinch(
          .changed, centroid: CGPoint(x: start.x + 60, y: start.y), scale: scale, velocity: 0.12)
      }
      let offset = Double(flight.layer.shimOnScreen.affineTransform().tx)
      #expect(abs(offset) > 20, "\(behaviour) the flight follows the finger: \(offset)")
      var releases: [ReleaseRecord] = []
      transition.onEvent = { event in
        if case .released(let release) = event { releases.append(release) }
      }
      world.pinch?.shimLiftFingers()
      let release = try #require(releases.last, "\(behaviour)")
      #expect(release.target == .start, "\(behaviour) \(release)")
      for _ in 0..<8 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        guard let progress = transition.driver?.presentedProgress else { break }
        let expected = offset * progress / release.progress
        let shown = Double(flight.layer.shimOnScreen.affineTransform().tx)
        #expect(
          abs(shown - expected) < 0.5,
          "\(behaviour) at progress \(progress): offset \(shown), expected \(expected)")
      }
      ShimRunLoop.advance(by: 3)
      #expect(ShimConsole.transitions.last?.completions == [false], "\(behaviour)")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour) \(ShimConsole.messages)")
    }
  }

  @Test(
    "A push reversed on UIKit's animator: its keyframe track (the shadow) follows the progress",
    arguments: settings(of: "keyframesUnderSpringContinuation"))
  func keyframesFollowAReversal(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(.slide, engine: .propertyAnimator)
      scene.navigation.fluid.push(scene.second)
      // Far enough in that the way back takes longer than a tenth of a second.
      ShimRunLoop.advance(by: 0.25)
      let transition = try #require(scene.delegate.currentTransition, "\(behaviour)")
      let plan = try #require(transition.driver?.plan, "\(behaviour)")
      let container = scene.navigation.shimTransitionView
      let moving = try #require(container.subviews.firstIndex { $0 === scene.second.view })
      let shadow = container.subviews[moving - 1]
      #expect(shadow.bounds.width == 8, "\(behaviour) the shadow strip")
      scene.navigation.fluid.pop()
      for _ in 0..<30 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        guard let progress = transition.driver?.presentedProgress else { break }
        let expected = try #require(plan.state(of: .shadow, at: progress)?.alpha)
        let shown = Double(shadow.layer.shimOnScreen.opacity)
        #expect(
          abs(shown - expected) < 1e-6,
          "\(behaviour) at progress \(progress): shadow \(shown), planned \(expected)")
      }
      ShimRunLoop.advance(by: 2)
      StackGlueTests.expectAgreement(scene, ["First"], "\(behaviour)")
    }
  }
}

/// Counts the frames a clock delivers.
@MainActor
final class FrameCounter: FrameObserver {
  private(set) var frames = 0

  func clock(_ clock: any FrameClock, didProduce frame: Frame) {
    frames += 1
  }
}
