import FluidTransitions
import Foundation
import Testing
import UIKit

/// The `.propertyAnimator` engine on the simulated UIKit, whose animators follow their timing
/// curves (`ShimAnimatorMotion`, written independently of the library's timing code): a release
/// runs the release spring itself, partial-window tracks follow the progress without keyframes,
/// the velocity of a reversal is computed rather than sampled, and display links run only while
/// the adapter has something to write on every frame.
@MainActor
@Suite("UIKit glue: the property animator's releases, tracks and display links")
struct PropertyAnimatorGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// Readable here only because the range is not isolated to the main actor.
  nonisolated static let highImpact = DisplayLinkClock.highImpactFrameRateRange

  /// The display links scheduled now that were not in `before`.
  static func newLinks(since before: Set<ObjectIdentifier>) -> [CADisplayLink] {
    ShimDisplayLinks.scheduled.filter {
      $0.shimIsScheduled && !before.contains(ObjectIdentifier($0))
    }
  }

  static var scheduledLinks: Set<ObjectIdentifier> {
    Set(ShimDisplayLinks.scheduled.map(ObjectIdentifier.init))
  }

  /// The share of the remaining distance a critically damped spring of natural frequency `omega`
  /// covers `t` seconds after leaving with `v` remaining distances per second: the closed form
  /// 1 − e^(−ωt)·(1 + (ω − v)·t).
  nonisolated static func criticalSpringShare(
    at t: Double, frequency omega: Double, velocity v: Double
  )
    -> Double
  {
    1 - exp(-omega * t) * (1 + (omega - v) * t)
  }

  // MARK: - Releases

  @Test(
    "A push sent on at any velocity follows the release spring on screen, within UIKit's rules",
    arguments: [0.0, 3.0, 8.0, -2.0, 40.0, -40.0])
  func releaseFollowsTheSpring(_ springVelocity: Double) throws {
    let scene = Scene(.slide)
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    for _ in 0..<8 { ShimRunLoop.advance(by: ShimRunLoop.frameInterval) }
    var releases: [ReleaseRecord] = []
    transition.onEvent = { event in
      if case .released(let release) = event { releases.append(release) }
    }
    let start = AnimatorGlueTests.pushProgressOnScreen(scene)
    transition.finish(progressPerSecond: springVelocity * (1 - start))
    let release = try #require(releases.last)
    #expect(abs(release.progress - start) < 1e-9, "released where it was on screen")
    #expect(abs(release.springInitialVelocity - springVelocity) < 1e-6 * max(1, springVelocity))
    #expect(transition.uiAnimator?.timingParameters is UISpringTimingParameters)
    // The default release spring: critically damped, response 0.3 s.
    let frequency = 2 * Double.pi / 0.3
    var elapsed = 0.0
    for time in [0.05, 0.1, 0.22] {
      ShimRunLoop.advance(by: time - elapsed)
      elapsed = time
      let share = (AnimatorGlueTests.pushProgressOnScreen(scene) - start) / (1 - start)
      let spring = Self.criticalSpringShare(
        at: time, frequency: frequency, velocity: springVelocity)
      // Where the spring stays between the two ends (the shim shows no overshoot).
      guard (-start / (1 - start)...1).contains(spring) else { continue }
      #expect(
        abs(share - spring) < 1e-3,
        "v \(springVelocity), \(time) s: \(share) of the way on screen, the spring \(spring)")
    }
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.messages.isEmpty, "v \(springVelocity): \(ShimConsole.messages)")
    StackGlueTests.expectAgreement(scene, ["First", "Second"], "v \(springVelocity)")
  }

  @Test("A style with an anticipating, overshooting cubic runs on UIKit within its range")
  func cubicOutsideUIKitsRange() throws {
    let curve = TimingCurve.cubic(CubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.5))
    let scene = Scene(FadeStyle(duration: 0.4, curve: curve))
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    let cubic = try #require(transition.uiAnimator?.timingParameters as? UICubicTimingParameters)
    #expect(cubic.controlPoint1 == CGPoint(x: 0.3, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 0.6, y: 1))
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    StackGlueTests.expectAgreement(scene, ["First", "Second"])
  }

  // MARK: - Velocity without display links

  /// The progress a fade push shows: its arriving view's opacity.
  static func fadeProgressOnScreen(_ scene: Scene) -> Double {
    Double(scene.second.view.layer.shimOnScreen.opacity)
  }

  nonisolated static let fadeCurves: [TimingCurve] = [
    .easeInOut, .easeIn, .fittedSpring(dampingRatio: 0.8),
    .spring(SpringParameters(dampingRatio: 0.7, response: 0.5)),
  ]

  @Test(
    "A fade reversed mid-push leaves with the velocity on screen, with no display link at all",
    arguments: ShimBehaviour.oneAtATime, fadeCurves)
  func reversalWithoutDisplayLink(_ behaviour: ShimBehaviour, curve: TimingCurve) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function) \(curve)") {
      behaviour in
      let label = "[\(curve), \(behaviour)]"
      let scene = Scene(FadeStyle(duration: 0.4, curve: curve))
      let before = Self.scheduledLinks
      scene.navigation.fluid.push(scene.second)
      let transition = try #require(scene.delegate.currentTransition, "\(label)")
      var releases: [ReleaseRecord] = []
      transition.onEvent = { event in
        if case .released(let release) = event { releases.append(release) }
      }
      let sampled = OnScreenVelocity {
        Self.fadeProgressOnScreen(scene)
      } eachFrame: {
        #expect(Self.newLinks(since: before).isEmpty, "\(label) a display link while running")
      }
      let onScreen = sampled.velocity
      let tolerance = sampled.tolerance
      #expect(onScreen > 0.5, "\(label) the push is moving: \(sampled.shown)")
      scene.navigation.fluid.pop()
      let release = try #require(releases.last, "\(label)")
      #expect(
        abs(release.velocity - onScreen) <= tolerance,
        "\(label) leaves at \(release.velocity), the screen moved at \(onScreen)")
      for _ in 0..<240 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        #expect(Self.newLinks(since: before).isEmpty, "\(label) a display link while settling")
      }
      StackGlueTests.expectAgreement(scene, ["First"], label)
    }
  }

  @Test("Without the curve it was made with, the adapter reports no velocity; with it, the curve's")
  func adapterVelocityNeedsTheCurve() {
    for curve in [nil, TimingCurve.linear, .easeIn] {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let animator = UIViewPropertyAnimator(
        duration: 2, timingParameters: (curve ?? .linear).uiTimingParameters)
      let adapter = PropertyAnimatorAdapter(
        animator: animator, container: container, timingCurve: curve)
      adapter.startAnimation()
      ShimRunLoop.advance(by: 0.5)
      let expected = curve.map { $0.velocity(at: 0.5, duration: 2) } ?? 0
      #expect(abs(adapter.presentedVelocity - expected) < 1e-9, "\(String(describing: curve))")
      adapter.stopAnimation(true)
    }
  }

  // MARK: - Partial-window tracks

  @Test(
    "A pop dragged and let go: the shadow's partial-window track shows its plan at every step",
    arguments: AnimatorGlueTests.settings(of: "keyframesInsideAnimator")
      + Array(AnimatorGlueTests.settings(of: "keyframesUnderSpringContinuation").dropFirst()))
  func partialTrackFollowsTheProgress(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(.slide)
      scene.navigation.pushViewController(scene.second, animated: false)
      let before = Self.scheduledLinks
      let pan = try #require(scene.libraryPan as? UIScreenEdgePanGestureRecognizer)
      pan.shimLocation = CGPoint(x: 5, y: 400)
      pan.shimTranslation = CGPoint(x: 4, y: 0)
      pan.shimSetState(.began)
      let transition = try #require(scene.delegate.currentTransition, "\(behaviour)")
      let plan = try #require(transition.driver?.plan, "\(behaviour)")
      let container = scene.navigation.shimTransitionView
      let moving = try #require(container.subviews.firstIndex { $0 === scene.second.view })
      let shadow = container.subviews[moving - 1]
      #expect(shadow.bounds.width == 8, "\(behaviour) the shadow strip")
      @MainActor func expectPlanned(_ note: String) throws {
        let progress = try #require(transition.driver?.presentedProgress, "\(behaviour)")
        let planned = try #require(plan.state(of: .shadow, at: progress)?.alpha)
        let shown = Double(shadow.layer.shimOnScreen.opacity)
        #expect(
          abs(shown - planned) < 1e-6,
          "\(behaviour) \(note) at \(progress): shadow \(shown), planned \(planned)")
      }
      for step in 1...24 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        pan.shimLocation = CGPoint(x: 5 + Double(step) * 15, y: 400)
        pan.shimTranslation = CGPoint(x: Double(step) * 15, y: 0)
        pan.shimSetState(.changed)
        try expectPlanned("dragging")
        #expect(Self.newLinks(since: before).isEmpty, "\(behaviour) no display link while held")
      }
      // Let go at 0.92, on toward the end through the rest of the shadow's window.
      pan.shimVelocity = CGPoint(x: 600, y: 0)
      pan.shimSetState(.ended)
      for _ in 0..<30 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        guard transition.driver != nil else { break }
        try expectPlanned("settling")
      }
      ShimRunLoop.advance(by: 2)
      #expect(Self.newLinks(since: before).isEmpty, "\(behaviour) the display link stopped")
      #expect(ShimConsole.messages.isEmpty, "\(behaviour) \(ShimConsole.messages)")
      StackGlueTests.expectAgreement(scene, ["First"], "\(behaviour)")
    }
  }

  // MARK: - Display links

  @Test("A clock's display link stops once its observers are gone, even unremoved")
  func clockStopsWhenObserversDie() {
    let clock = DisplayLinkClock()
    let before = ShimDisplayLinks.count
    var observer: FrameCounter? = FrameCounter()
    clock.addObserver(observer!)
    #expect(ShimDisplayLinks.count == before + 1)
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    #expect(observer?.frames == 1)
    observer = nil
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    #expect(ShimDisplayLinks.count == before, "the link stops at the first frame nobody hears")
    let next = FrameCounter()
    clock.addObserver(next)
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    #expect(next.frames == 1, "and starts again for the next observer")
    clock.removeObserver(next)
    #expect(ShimDisplayLinks.count == before)
  }

  @Test("The high-impact range is readable from any isolation")
  nonisolated func highImpactRangeIsNonisolated() {
    #expect(Self.highImpact == CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120))
  }
}
