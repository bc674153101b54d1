import FluidTransitions
import Testing
import UIKit

/// The tab bar controller's delegate around the library's tab switches: a swipe asks
/// `tabBarController(_:shouldSelect:)` before it switches and tells
/// `tabBarController(_:didSelect:)` once a switch has completed (Apple documents both for user
/// taps only, so a programmatic selection asks and tells no one); a tap during a running or
/// held switch never starts a second one: a tap on the tab being left reverses it, one on its
/// destination sends it on, others are refused — under every setting of the behaviour switches.
@MainActor
@Suite("UIKit glue: tab selection and the delegate")
struct TabSelectionGlueTests {
  @Test("A swipe toward a tab the app refuses does not switch", arguments: [false, true])
  func swipeAsksFirst(_ throughThePan: Bool) throws {
    let scene = TabScene(count: 3)
    scene.app.refused = ["Tab 1"]
    if throughThePan {
      scene.beginDrag(forward: true)
      scene.endDrag(flickingForward: true)
    } else {
      #expect(scene.delegate.beginInteractiveSwitch(forward: true) == nil)
    }
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 0)
    #expect(ShimConsole.transitions.isEmpty, "no switch started")
    #expect(scene.app.log == ["should Tab 1"], "asked once, told nothing")
    scene.expectAtRest("refused")

    // A tab the app allows is still reachable, and the swipe was not turned off.
    scene.app.refused = []
    scene.app.log = []
    scene.beginDrag(forward: true)
    scene.endDrag(flickingForward: true)
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 1)
    #expect(scene.app.log == ["should Tab 1", "did Tab 1"])
    scene.expectAtRest("allowed")
  }

  @Test(
    "A swipe tells didSelect once it completes, never when it is cancelled",
    arguments: [TransitionEngine.propertyAnimator, .displayLink])
  func swipeTellsAfter(_ engine: TransitionEngine) throws {
    let scene = TabScene(count: 3, selected: 1, engine: engine)
    // Dragged toward the previous tab, then flicked back: cancelled.
    #expect(scene.beginDrag(forward: false))
    #expect(scene.app.log == ["should Tab 0"])
    scene.endDrag(flickingForward: true)
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 1)
    #expect(scene.app.log == ["should Tab 0"], "a cancelled swipe selected nothing")
    scene.expectAtRest("cancelled")

    // Toward the next tab and flicked on: completed, and told after the switch ended.
    scene.app.log = []
    #expect(scene.beginDrag(forward: true))
    scene.endDrag(flickingForward: true)
    #expect(scene.app.log == ["should Tab 2"], "not yet: the switch is still settling")
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 2)
    #expect(scene.app.log == ["should Tab 2", "did Tab 2"])
    #expect(ShimConsole.transitions.map(\.completions) == [[false], [true]])
    scene.expectAtRest("completed")

    // A programmatic selection asks and tells no one (Apple: user taps only).
    scene.app.log = []
    scene.tabs.selectedIndex = 0
    ShimRunLoop.advance(by: 2)
    #expect(scene.app.log.isEmpty)
  }

  /// Every setting of every switch, one at a time, and every combination of the two that act on
  /// tab selection (whether a tap reaches the library mid-switch, whether the swipe's
  /// programmatic selection runs a transition).
  nonisolated static let tapBehaviours: [ShimBehaviour] = {
    var list = ShimBehaviour.oneAtATime
    for behaviour in ShimBehaviour.allPairs(
      of: "tabTapDuringTransition", and: "programmaticTabSelection")
    where !list.contains(behaviour) {
      list.append(behaviour)
    }
    return list
  }()

  /// Whether a tap on the tab bar reaches the library while a transition runs.
  static func tapsReachTheLibrary(_ behaviour: ShimBehaviour) -> Bool {
    behaviour.tabTapDuringTransition == .asksDelegate
  }

  @Test(
    "A tap on the tab being left reverses a tapped switch; a tap on its destination resumes it",
    arguments: tapBehaviours)
  func tapsSteerATappedSwitch(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = TabScene(count: 3)
      scene.tabs.shimTapTab(at: 1)
      let transition = try #require(scene.delegate.currentTransition)
      ShimRunLoop.advance(by: 0.08)
      scene.tabs.shimTapTab(at: 0)
      let steered = Self.tapsReachTheLibrary(behaviour)
      #expect(
        (transition.driver?.animator?.isReversed == true) == steered, "\(behaviour): reversed")
      ShimRunLoop.advance(by: 0.05)
      scene.tabs.shimTapTab(at: 1)
      #expect(transition.driver?.animator?.isReversed == false, "\(behaviour): on again")
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 1, "\(behaviour)")
      #expect(ShimConsole.transitions.map(\.completions) == [[true]], "\(behaviour)")
      // UIKit told the first tap; the library tells the last tap it acted on, once landed.
      let expected =
        steered
        ? ["should Tab 1", "did Tab 1", "should Tab 0", "should Tab 1", "did Tab 1"]
        : ["should Tab 1", "did Tab 1"]
      #expect(scene.app.log == expected, "\(behaviour)")
      scene.expectAtRest("\(behaviour)")
    }
  }

  @Test(
    "A tap on the tab being left sends the switch back there, and is told once it lands",
    arguments: tapBehaviours)
  func tapOnTheOriginLands(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = TabScene(count: 3)
      scene.tabs.shimTapTab(at: 1)
      _ = try #require(scene.delegate.currentTransition)
      ShimRunLoop.advance(by: 0.08)
      scene.tabs.shimTapTab(at: 0)
      ShimRunLoop.advance(by: 2)
      let steered = Self.tapsReachTheLibrary(behaviour)
      #expect(scene.tabs.selectedIndex == (steered ? 0 : 1), "\(behaviour)")
      #expect(ShimConsole.transitions.map(\.completions) == [[!steered]], "\(behaviour)")
      let expected =
        steered
        ? ["should Tab 1", "did Tab 1", "should Tab 0", "did Tab 0"]
        : ["should Tab 1", "did Tab 1"]
      #expect(scene.app.log == expected, "\(behaviour)")
      scene.expectAtRest("\(behaviour)")
    }
  }

  @Test(
    "A tap on another tab during a switch is refused without asking the app",
    arguments: tapBehaviours)
  func tapOnAThirdTabIsRefused(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = TabScene(count: 3)
      scene.tabs.shimTapTab(at: 1)
      _ = try #require(scene.delegate.currentTransition)
      ShimRunLoop.advance(by: 0.08)
      scene.tabs.shimTapTab(at: 2)
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 1, "\(behaviour)")
      #expect(ShimConsole.transitions.map(\.completions) == [[true]], "\(behaviour)")
      #expect(scene.app.log == ["should Tab 1", "did Tab 1"], "\(behaviour)")
      scene.expectAtRest("\(behaviour)")

      // Once the switch has landed, the same tap switches.
      scene.tabs.shimTapTab(at: 2)
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 2, "\(behaviour)")
      scene.expectAtRest("\(behaviour): afterwards")
    }
  }

  @Test(
    "A tap while a finger holds a swipe waits for the finger, then applies on top of its release",
    arguments: tapBehaviours)
  func tapDuringAHeldSwipe(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = TabScene(count: 3)
      let swipes = behaviour.programmaticTabSelection == .consultsDelegate
      #expect(scene.beginDrag(forward: true), "\(behaviour)")
      #expect((scene.delegate.currentTransition != nil) == swipes, "\(behaviour)")
      scene.tabs.shimTapTab(at: 0)
      if swipes {
        #expect(
          scene.delegate.currentTransition?.phase == .interacting,
          "\(behaviour): the finger still holds it")
      }
      scene.endDrag(flickingForward: true)
      ShimRunLoop.advance(by: 2)
      let steered = swipes && Self.tapsReachTheLibrary(behaviour)
      let expectedIndex = swipes && !steered ? 1 : 0
      #expect(scene.tabs.selectedIndex == expectedIndex, "\(behaviour)")
      let expected: [String]
      if !swipes {
        // UIKit switched without a transition: the library undid it and tells nothing; the
        // tap on the tab already selected reaches UIKit.
        expected = ["should Tab 1", "should Tab 0", "did Tab 0"]
      } else if steered {
        expected = ["should Tab 1", "should Tab 0", "did Tab 0"]
      } else {
        expected = ["should Tab 1", "did Tab 1"]
      }
      #expect(scene.app.log == expected, "\(behaviour)")
      if swipes {
        #expect(ShimConsole.transitions.map(\.completions) == [[!steered]], "\(behaviour)")
      }
      scene.expectAtRest("\(behaviour)")
    }
  }
}
