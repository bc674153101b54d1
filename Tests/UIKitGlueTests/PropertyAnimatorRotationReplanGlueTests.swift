import FluidTransitions
import Testing
import UIKit

/// UIKit's property animator re-planned by a rotation as UIKit plays it: the container and the
/// screens' own views (flexible width and height, as a view controller's view is) take the new
/// size, at once or in the rotation's animation. The re-plan starts from that, not from the
/// size the old plan ends on, and leaves UIKit's animation in place.
@MainActor
@Suite("UIKit glue: the property animator re-planned by a rotation")
struct PropertyAnimatorRotationReplanGlueTests {
  /// How UIKit resizes the views, with what UIKit's animator does with removed animations.
  nonisolated static let behaviours: [ShimBehaviour] = ShimBehaviour.allPairs(
    of: "sizeChangeAnimation", and: "removedAnimationsOnRebuild")

  static let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)

  /// A slide push whose screens autoresize, as a view controller's view does.
  static func scene() -> GlueScenarioTests.NavigationScene {
    let scene = GlueScenarioTests.NavigationScene(.slide, engine: .propertyAnimator)
    for screen in [scene.first, scene.second] {
      screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    return scene
  }

  @Test(
    "A slide push rotated mid-flight, running or held: the screens keep the container's size on screen and land on it, the dimming and the shadow take the new layout at once",
    arguments: [false, true], behaviours)
  func screensFollowTheRotation(held: Bool, behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let label = "[held \(held), \(behaviour)]"
      let scene = Self.scene()
      scene.navigation.pushViewController(scene.second, animated: true)
      let transition = try #require(scene.delegate.currentTransition, "\(label)")
      let container = scene.navigation.shimTransitionView
      // The library's own views, which nothing autoresizes: the dimming over the screen
      // underneath, the shadow strip beside the arriving screen.
      let views = container.subviews
      let first = try #require(views.firstIndex(of: scene.first.view), "\(label)")
      let second = try #require(views.firstIndex(of: scene.second.view), "\(label)")
      let dimming = views[first + 1]
      let shadow = views[second - 1]
      var frame = 0
      var mismatch: [String] = []
      while transition.driver != nil, frame < 240 {
        let time = ShimMediaTime.now
        switch frame {
        case 6 where held: transition.touchBegan(at: CGPoint(x: 200, y: 400), time: time)
        case 8: ShimSizeChange.resize(scene.window, to: Self.rotated, along: [container])
        case 14 where held: transition.touchEnded(at: time, pointsPerSecond: .zero)
        default: break
        }
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        if frame >= 8, transition.driver != nil {
          // What a person sees: each screen as large as the container around it, whatever
          // UIKit's own animation of the container is doing.
          let shown = container.layer.shimOnScreen.bounds.size
          for view in [scene.first.view!, scene.second.view!] {
            let size = view.layer.shimOnScreen.bounds.size
            if abs(size.width - shown.width) > 1e-6 || abs(size.height - shown.height) > 1e-6 {
              mismatch.append("frame \(frame): \(size) in \(shown)")
            }
          }
          // The dimming covers the container, the shadow runs its height, in the layout in
          // force (their transforms are the slide's, so their bounds and centres are compared).
          let bounds = container.bounds
          let strip = shadow.bounds.width
          let layout = [
            (dimming, bounds.size, CGPoint(x: bounds.midX, y: bounds.midY)),
            (
              shadow, CGSize(width: strip, height: bounds.height),
              CGPoint(x: -strip / 2, y: bounds.midY)
            ),
          ]
          for (view, size, center) in layout where view.bounds.size != size || view.center != center
          {
            mismatch.append(
              "frame \(frame): \(view === dimming ? "dimming" : "shadow") \(view.bounds.size) at \(view.center), not \(size) at \(center)"
            )
          }
        }
        frame += 1
      }
      #expect(transition.driver == nil, "\(label) the transition ended")
      #expect(mismatch.isEmpty, "\(label) \(mismatch.prefix(3))")
      let completions = ShimConsole.transitions.last?.completions ?? []
      #expect(completions.count == 1, "\(label) \(completions)")
      let staying = completions.first == true ? scene.second.view! : scene.first.view!
      #expect(staying.frame == Self.rotated, "\(label) \(staying.frame)")
      #expect(staying.transform == .identity, "\(label) \(staying.transform)")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }

  @Test(
    "On the display-link engine too, a slide push rotated mid-flight, running or held: the dimming and the shadow take the new layout at once",
    arguments: [false, true])
  func helpersFollowTheRotationOnTheDisplayLink(held: Bool) throws {
    let scene = GlueScenarioTests.NavigationScene(.slide, engine: .displayLink)
    for screen in [scene.first, scene.second] {
      screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    let container = scene.navigation.shimTransitionView
    let views = container.subviews
    let dimming = views[try #require(views.firstIndex(of: scene.first.view)) + 1]
    let shadow = views[try #require(views.firstIndex(of: scene.second.view)) - 1]
    var frame = 0
    var mismatch: [String] = []
    while transition.driver != nil, frame < 240 {
      let time = ShimMediaTime.now
      switch frame {
      case 6 where held: transition.touchBegan(at: CGPoint(x: 200, y: 400), time: time)
      case 8: ShimSizeChange.resize(scene.window, to: Self.rotated, along: [container])
      case 14 where held: transition.touchEnded(at: time, pointsPerSecond: .zero)
      default: break
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      if transition.replanCount > 0, transition.driver != nil {
        let bounds = container.bounds
        if dimming.bounds.size != bounds.size || shadow.bounds.height != bounds.height {
          mismatch.append("frame \(frame): \(dimming.bounds.size), \(shadow.bounds.size)")
        }
      }
      frame += 1
    }
    #expect(transition.driver == nil, "the transition ended")
    #expect(transition.replanCount == 1, "\(transition.replanCount) re-plans")
    #expect(mismatch.isEmpty, "\(mismatch.prefix(3))")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "A finger holding a re-planned push still: the progress is polled at 60 Hz at most, at the high-impact rate again once released"
  )
  func heldAfterAReplanPollsSlowly() throws {
    let scene = Self.scene()
    // Links an earlier test left scheduled are not this transition's.
    let earlier = ShimDisplayLinks.scheduled.map(ObjectIdentifier.init)
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    let container = scene.navigation.shimTransitionView
    var held: [Float] = []
    var released: [Float] = []
    for frame in 0..<24 {
      let time = ShimMediaTime.now
      switch frame {
      case 6: transition.touchBegan(at: CGPoint(x: 200, y: 400), time: time)
      case 8: ShimSizeChange.resize(scene.window, to: Self.rotated, along: [container])
      case 20: transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: 800, y: 0))
      default: break
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      let rates = ShimDisplayLinks.scheduled.filter { !earlier.contains(ObjectIdentifier($0)) }
        .map(\.preferredFrameRateRange.maximum)
      if (12..<20).contains(frame) { held += rates }
      if frame == 22 { released = rates }
    }
    #expect(transition.replanCount == 1, "\(transition.replanCount) re-plans")
    #expect(!held.isEmpty && held.allSatisfy { $0 <= 60 }, "held: \(held)")
    #expect(released.contains(120), "released: \(released)")
    for _ in 0..<240 where transition.driver != nil {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    }
    #expect(transition.driver == nil, "the transition ended")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "A slide push rotated while running, then grabbed and thrown back: on the re-planned course to the end, the departing screen back at rest",
    arguments: behaviours)
  func grabbedAfterTheRotationAndThrownBack(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let label = "[\(behaviour)]"
      let scene = Self.scene()
      scene.navigation.pushViewController(scene.second, animated: true)
      let transition = try #require(scene.delegate.currentTransition, "\(label)")
      let container = scene.navigation.shimTransitionView
      var frame = 0
      var offCourse = 0.0
      while transition.driver != nil, frame < 240 {
        let time = ShimMediaTime.now
        switch frame {
        case 8: ShimSizeChange.resize(scene.window, to: Self.rotated, along: [container])
        case 12: transition.touchBegan(at: CGPoint(x: 300, y: 200), time: time)
        case 13...16:
          transition.touchMoved(to: CGPoint(x: 300 + 6 * Double(frame - 12), y: 200), time: time)
        case 17: transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: 2500, y: 0))
        default: break
        }
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        if frame >= 9, let driver = transition.driver,
          let state = driver.plannedState(of: .from, at: driver.presentedProgress)
        {
          let shown = scene.first.view.layer.shimOnScreen.affineTransform()
          offCourse = max(offCourse, abs(Double(shown.tx) - state.transform.tx))
        }
        frame += 1
      }
      #expect(ShimConsole.transitions.last?.completions == [false], "\(label)")
      #expect(offCourse < 1e-6, "\(label) the departing screen off its course by \(offCourse) pt")
      let departing = scene.first.view!
      #expect(departing.transform == .identity, "\(label) \(departing.transform)")
      #expect(
        departing.layer.shimOnScreen.affineTransform() == .identity,
        "\(label) \(departing.layer.shimOnScreen.affineTransform())")
      #expect(departing.frame == Self.rotated, "\(label) \(departing.frame)")
      #expect(scene.navigation.topViewController === scene.first, "\(label)")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }

  @Test(
    "After a re-plan, the app scrubs UIKit's animator itself: the re-planned screens follow")
  func scrubbedDirectlyAfterAReplan() throws {
    let scene = Self.scene()
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    let container = scene.navigation.shimTransitionView
    for frame in 0..<12 {
      if frame == 6 {
        ShimSizeChange.resize(scene.window, to: Self.rotated, along: [container])
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    }
    let animator = try #require(transition.uiAnimator)
    let driver = try #require(transition.driver)
    @MainActor func expectOnCourse(_ moment: String) throws {
      let progress = driver.presentedProgress
      let state = try #require(driver.plannedState(of: .to, at: progress), "\(moment)")
      let shown = Double(scene.second.view.layer.shimOnScreen.affineTransform().tx)
      #expect(abs(shown - state.transform.tx) < 1e-6, "\(moment): \(shown) vs \(state)")
    }
    // Paused and scrubbed twice, a few frames apart, then started again, all on UIKit's
    // animator, never through the transition.
    animator.pauseAnimation()
    for fraction in [0.3, 0.5] {
      animator.fractionComplete = fraction
      ShimRunLoop.advance(by: 3 * ShimRunLoop.frameInterval)
      #expect(abs(driver.presentedProgress - fraction) < 1e-6, "\(driver.presentedProgress)")
      try expectOnCourse("scrubbed to \(fraction)")
    }
    animator.startAnimation()
    ShimRunLoop.advance(by: 3 * ShimRunLoop.frameInterval)
    #expect(driver.presentedProgress > 0.5, "\(driver.presentedProgress)")
    try expectOnCourse("started again")
  }

  @Test(
    "A followed transform eases to its model toward whichever end the progress reaches",
    arguments: [
      (0.4, 0.4, 0.0), (0.4, 0.7, 0.5), (0.4, 1.0, 1.0), (0.4, 0.2, 0.5), (0.4, 0.0, 1.0),
      (0.4, 1.3, 1.0), (0.4, -0.2, 1.0), (0.0, 0.5, 0.5), (1.0, 0.5, 0.5), (1.0, 1.0, 1.0),
      (0.4, .nan, 1.0),
    ])
  func fractionToModel(change: Double, progress: Double, expected: Double) {
    let fraction = PropertyAnimatorAdapter.fractionToModel(at: progress, change: change)
    #expect(abs(fraction - expected) < 1e-12, "\(change) → \(progress): \(fraction)")
  }

  @Test("A zoom push rotated mid-flight re-plans once", arguments: behaviours)
  func zoomRotatedOnce(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let label = "[\(behaviour)]"
      let world = ZoomWorld(engine: .propertyAnimator, interaction: .zoomDrag)
      world.grid.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      world.detail.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let navigation = try #require(world.navigation)
      navigation.pushViewController(world.detail, animated: true)
      let transition = try #require(world.transition, "\(label)")
      var frames = 0
      var replans = 0
      while transition.driver != nil, frames < 240 {
        if frames == 10 {
          ShimSizeChange.resize(
            world.window, to: Self.rotated, along: [navigation.shimTransitionView])
        }
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        replans = max(replans, transition.replanCount)
        frames += 1
      }
      #expect(transition.driver == nil, "\(label) the transition ended")
      #expect(replans == 1, "\(label) \(replans) re-plans")
      #expect(world.detail.view.frame == Self.rotated, "\(label) \(world.detail.view.frame)")
      #expect(ShimConsole.transitions.last?.completions == [true], "\(label)")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }
}
