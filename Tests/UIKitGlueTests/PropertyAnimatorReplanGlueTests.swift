import FluidTransitions
import Testing
import UIKit

/// UIKit's property animator following a layout change mid-transition: the nodes the re-plan
/// moves leave their animation blocks and are written from the progress on screen, so they
/// keep their place and their pace through the change and land on the new layout.
@MainActor
@Suite("UIKit glue: the property animator re-planned mid-transition")
struct PropertyAnimatorReplanGlueTests {
  /// The behaviours of UIKit's animator the re-plan meets: what it does to layers whose
  /// animations were removed as it finishes, whether presentation layers can be read, which
  /// sense `fractionComplete` reads in reversed, and what a block added to a reversed paused
  /// animator does.
  nonisolated static let behaviours: [ShimBehaviour] =
    [ShimBehaviour()]
    + ShimBehaviour.switches.filter {
      [
        "removedAnimationsAtFinish", "presentationLayers", "reversedFraction",
        "animationsOnReversedPausedAnimator",
      ].contains($0.name)
    }.flatMap { item in item.settings.indices.dropFirst().map { item.behaviour($0) } }

  /// When the container changes size: while the push runs by itself, while a finger holds it
  /// (and goes on moving it before letting go), while it settles toward its end after a
  /// release, or while it settles back toward its start after a cancel.
  enum Moment: String, CaseIterable, Sendable {
    case running, held, settlingForward, settlingBack
  }

  /// Where `view` is drawn, horizontally, in its superview: what a person sees.
  static func shownX(_ view: UIView) -> Double {
    Double(view.layer.shimOnScreen.frame.minX)
  }

  @Test(
    "A slide push rotated mid-flight: no jump in place or pace, lands on the new bounds, ends once",
    arguments: Moment.allCases, behaviours)
  func rotatedPush(at moment: Moment, behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let label = "[\(moment), \(behaviour)]"
      let scene = GlueScenarioTests.NavigationScene(.slide, engine: .propertyAnimator)
      scene.navigation.pushViewController(scene.second, animated: true)
      let transition = try #require(scene.delegate.currentTransition, "\(label)")
      let container = scene.navigation.shimTransitionView
      let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
      let changeFrame = 14
      var shown: [Double] = []
      var offCourse = 0.0
      var frame = 0
      while transition.driver != nil, frame < 240 {
        let time = ShimMediaTime.now
        switch (moment, frame) {
        case (.held, 10), (.settlingForward, 8), (.settlingBack, 8):
          transition.touchBegan(at: CGPoint(x: 200, y: 400), time: time)
        case (.settlingForward, 9):
          transition.finish(progressPerSecond: 2)
        case (.settlingBack, 9):
          transition.cancel()
        case (.held, 15...24):
          transition.touchMoved(to: CGPoint(x: 200 - 4 * Double(frame - 14), y: 400), time: time)
        case (.held, 25):
          transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: -3000, y: 0))
        default:
          break
        }
        if frame == changeFrame {
          // What UIKit does to the container in a rotation: it takes the window's new bounds.
          scene.window.frame = rotated
          container.frame = rotated
        }
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        // Until the end: then UIKit's bookkeeping moves the views (a cancelled push's out).
        if let driver = transition.driver {
          let x = Self.shownX(scene.second.view)
          shown.append(x)
          // After the change the view is exactly on the re-planned course at the progress on
          // screen: the course the core proves continuous in position and velocity
          // (`ReplanTests`), not a re-targeted animation block's straight line.
          let progress = driver.presentedProgress
          if frame >= changeFrame, let state = driver.plannedState(of: .to, at: progress) {
            let planned = state.frame.minX + state.transform.tx
            offCourse = max(offCourse, abs(x - planned))
          }
        }
        frame += 1
      }
      let completions = ShimConsole.transitions.last?.completions ?? []
      #expect(transition.driver == nil, "\(label) the transition ended")
      #expect(completions.count == 1, "\(label) one completion: \(completions)")
      let completed = completions.first == true
      #expect(completed == (moment != .settlingBack), "\(label) \(completions)")
      // Landing: the screen that stays fills the new bounds, drawn where its model is.
      let staying = completed ? scene.second.view! : scene.first.view!
      #expect(staying.frame == rotated, "\(label) \(staying.frame)")
      #expect(staying.transform == .identity, "\(label) \(staying.transform)")
      #expect(
        staying.layer.shimOnScreen.frame == staying.layer.frame,
        "\(label) nothing left in flight on \(staying.layer.shimOnScreen.frame)")
      #expect(
        scene.navigation.topViewController === (completed ? scene.second : scene.first),
        "\(label)")
      // No jump in place: each frame's step is a step of a slide (under 60 points), not the
      // 454 points of the widening; and on the course from the change on.
      let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
      #expect(steps.allSatisfy { abs($0) < 60 }, "\(label) \(steps)")
      #expect(offCourse < 1e-6, "\(label) off the re-planned course by \(offCourse) pt")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }
}

@MainActor
@Suite("UIKit glue: the property animator's zoom re-planned under the finger")
struct PropertyAnimatorZoomReplanGlueTests {
  /// The safe area arriving late or not, with the settings of UIKit's animator that the
  /// re-plan meets.
  nonisolated static let behaviours: [ShimBehaviour] = {
    var list: [ShimBehaviour] = []
    for other in ["removedAnimationsAtFinish", "presentationLayers"] {
      for behaviour in ShimBehaviour.allPairs(of: "safeAreaOnArrival", and: other)
      where !list.contains(behaviour) {
        list.append(behaviour)
      }
    }
    return list
  }()

  @Test(
    "A zoom push grabbed before its destination's safe area arrives: the flight stays under the finger and lands on it",
    arguments: behaviours)
  func grabbedWhileTheSafeAreaArrives(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let label = "[\(behaviour)]"
      let world = ZoomWorld(engine: .propertyAnimator, interaction: .zoomDrag)
      let cell = try #require(world.grid.cell(at: world.index))
      world.navigation?.pushViewController(world.detail, animated: true)
      let transition = try #require(world.transition, "\(label)")
      let flight = try #require(world.flight(of: cell), "\(label)")
      @MainActor func centre() -> CGPoint {
        let frame = ZoomWorld.onScreen(flight)
        return CGPoint(x: frame.midX, y: frame.midY)
      }
      var finger = CGPoint(x: 195, y: 400)
      transition.touchBegan(at: finger, time: ShimMediaTime.now)
      let offset = CGPoint(x: centre().x - finger.x, y: centre().y - finger.y)
      for _ in 1...12 {
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        finger.x += 1
        finger.y -= 2
        transition.touchMoved(to: finger, time: ShimMediaTime.now)
        let shown = centre()
        #expect(
          abs(shown.x - finger.x - offset.x) < 0.5 && abs(shown.y - finger.y - offset.y) < 0.5,
          "\(label) the flight stays under the finger: \(shown), finger \(finger)")
      }
      transition.finish(progressPerSecond: 1)
      var landed = CGRect.zero
      var frames = 0
      while flight.superview != nil, frames < 600 {
        landed = ZoomWorld.onScreen(flight)
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        frames += 1
      }
      // The last frame before the flight goes, a frame short of the spring's rest.
      let image = world.detail.imageView
      let destination = image.convert(image.bounds, to: nil)
      #expect(
        abs(destination.minY - (47 + 10)) < 1e-6,
        "\(label) under the window's top inset: \(destination)")
      #expect(
        ZoomWorld.close(landed, destination, within: 1), "\(label) \(landed) vs \(destination)")
      #expect(ShimConsole.transitions.last?.completions == [true], "\(label)")
      #expect(world.navigation?.topViewController === world.detail, "\(label)")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }
}
