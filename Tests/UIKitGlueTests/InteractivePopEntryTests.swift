import FluidTransitions
import Testing
import UIKit

/// `FluidNavigationDelegate.beginInteractivePop()` and `clock`: the public way to start a pop
/// that a finger of your own drives (a recogniser, or a benchmark's script), on frames you pace.
@MainActor
@Suite("Interactive pop entry point")
struct InteractivePopEntryTests {
  @Test("A pop begun from code follows the touches fed to it, on the delegate's clock")
  func scriptedPopOnTheDelegatesClock() throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(UIViewController(), animated: false)
    ShimRunLoop.advance(by: 0.1)
    let delegate = navigation.fluid.enable(
      .slide, interaction: .edgePan, options: FluidTransition.Options(engine: .displayLink))
    let clock = ManualFrameClock(framesPerSecond: 120, start: ShimMediaTime.now)
    delegate.clock = clock

    let transition = try #require(delegate.beginInteractivePop())
    #expect(transition.operation == .pop && transition.wantsInteractiveStart)
    #expect(transition.clock === clock)
    #expect(delegate.currentTransition === transition)
    #expect(delegate.beginInteractivePop() == nil, "one transition at a time")

    func step() {
      ShimRunLoop.advance(by: 1.0 / 120)
      clock.advance(to: ShimMediaTime.now)
    }
    transition.touchBegan(at: CGPoint(x: 12, y: 400), time: ShimMediaTime.now)
    for index in 1...12 {
      step()
      transition.touchMoved(
        to: CGPoint(x: 12 + 15 * Double(index), y: 400), time: ShimMediaTime.now)
    }
    #expect(transition.driver?.presentedProgress ?? 0 > 0.3, "the pop follows the finger")
    transition.touchEnded(at: ShimMediaTime.now, pointsPerSecond: CGPoint(x: 1_800, y: 0))
    var frames = 0
    while delegate.currentTransition != nil, frames < 240 {
      step()
      frames += 1
    }

    #expect(delegate.currentTransition == nil)
    #expect(navigation.topViewController === root)
    #expect(clock.deliveredFrameCount > 0, "the transition ran on the delegate's clock")
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
