import FluidTransitions
import Testing
import UIKit

/// A transition's public hooks (`onEnd`, `onEvent`) are the app's: setting them never
/// disconnects the delegate that made the transition or the interruptible stack.
@MainActor
@Suite("UIKit glue: the app's hooks on a transition")
struct AppHooksGlueTests {
  @Test(
    "An app that sets onEnd and onEvent on a pop still gets a working stack, and its hooks run",
    arguments: [TransitionEngine.propertyAnimator, .displayLink])
  func appHooksAreAdditive(engine: TransitionEngine) throws {
    let scene = GlueScenarioTests.NavigationScene(.slide, engine: engine)
    scene.navigation.pushViewController(scene.second, animated: false)
    ShimRunLoop.advance(by: 0.1)
    let transition = try #require(scene.delegate.beginInteractivePop())
    var ends: [Bool] = []
    var events = 0
    transition.onEnd = { ends.append($0) }
    transition.onEvent = { _ in events += 1 }
    transition.touchBegan(at: CGPoint(x: 10, y: 400), time: ShimMediaTime.now)
    for step in 1...10 {
      ShimRunLoop.advance(by: 1.0 / 120)
      transition.touchMoved(to: CGPoint(x: 10 + 25 * Double(step), y: 400), time: ShimMediaTime.now)
    }
    transition.touchEnded(at: ShimMediaTime.now, pointsPerSecond: CGPoint(x: 1_500, y: 0))
    ShimRunLoop.advance(by: 1.5)

    #expect(ends == [true], "the app's onEnd, once")
    #expect(events >= 3, "grab, release and completion reach the app's onEvent")
    #expect(scene.delegate.currentTransition == nil, "the delegate saw the end")
    #expect(scene.navigation.topViewController === scene.first)
    // The interruptible stack heard the end too: a push through it runs at once.
    let third = GlueScreen(title: "Third")
    scene.navigation.fluid.push(third)
    ShimRunLoop.advance(by: 1.5)
    #expect(scene.navigation.viewControllers.map(\.title) == ["First", "Third"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
