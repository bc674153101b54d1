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

@MainActor
@Suite("UIKit glue: a sheet at rest when its container resizes")
struct SizeChangeSheetGlueTests {
  @Test("The container resized under a sheet at rest: re-laid out, the selected detent kept")
  func sheetKeepsItsDetent() throws {
    let scene = SheetGlueTests.SheetScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium))
    let presentation = try #require(scene.presentation)
    let container = try #require(presentation.containerView)
    let view = scene.second.view!
    let before = view.convert(view.bounds, to: container)
    scene.window.frame = CGRect(x: 0, y: 0, width: 834, height: 1194)
    container.frame = CGRect(x: 0, y: 0, width: 834, height: 1194)
    // What UIKit calls when the container lays out after its bounds changed.
    presentation.containerViewWillLayoutSubviews()
    ShimRunLoop.advance(by: 2)
    let frame = view.convert(view.bounds, to: container)
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(frame.width == 834 && frame.maxY == 1194, "\(before) → \(frame) in \(container.bounds)")
    #expect(frame.height > before.height, "the medium detent of the taller container: \(frame)")
    #expect(frame.height < 1194 * 0.75, "still medium, not large: \(frame)")
  }
}
