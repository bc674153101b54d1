import FluidTransitions
import Testing
import UIKit

@MainActor
@Suite("UIKit glue: the container resized mid-transition")
struct SizeChangeGlueTests {
  /// Where the arriving view is drawn, horizontally, in the container.
  static func shownX(_ view: UIView) -> Double {
    Double(view.frame.minX + view.transform.tx)
  }

  @Test(
    "A push on the display-link engine rotated mid-flight: no jump, lands filling the new bounds",
    arguments: [false, true])
  func rotatedPush(grabbed: Bool) throws {
    let scene = GlueScenarioTests.NavigationScene(.slide, engine: .displayLink)
    scene.navigation.pushViewController(scene.second, animated: true)
    let transition = try #require(scene.delegate.currentTransition)
    let container = scene.navigation.shimTransitionView
    var shown: [Double] = []
    var changeIndex = 0
    for frame in 0..<240 where transition.driver != nil {
      if frame == 12 {
        if grabbed { transition.touchBegan(at: CGPoint(x: 200, y: 400), time: 0) }
        // What UIKit does to the container in a rotation: it takes the window's new bounds.
        scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        container.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        changeIndex = shown.count
        if grabbed { transition.touchEnded(at: 0.01, pointsPerSecond: CGPoint(x: -2000, y: 0)) }
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(Self.shownX(scene.second.view))
    }
    #expect(transition.driver == nil, "the transition ended")
    #expect(
      scene.second.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390),
      "the arriving view fills the new bounds: \(scene.second.view.frame)")
    #expect(scene.second.view.transform == .identity)
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    // Each step of a 390-point slide stays a step, not the 454-point widening of the container.
    #expect(steps.allSatisfy { abs($0) < 60 }, "\(steps)")
    #expect(changeIndex > 0)
    #expect(ShimConsole.transitions.last?.completions == [true])
  }
}
