import FluidTransitions
import Testing
import UIKit

/// A sheet whose container changes size (a rotation, a window resize) while it presents or
/// while it settles: it keeps its selected detent, re-laid out for the new container, with no
/// jump, and lands on the detent's new frame.
@MainActor
@Suite("UIKit glue: a sheet resized mid-motion")
struct SheetResizeGlueTests {
  static let resized = CGRect(x: 0, y: 0, width: 834, height: 1194)

  /// Resizes the window and the presentation's container as UIKit does (the container takes the
  /// window's new bounds, then lays out).
  static func resize(_ window: UIWindow, _ presentation: FluidPresentationController) {
    window.frame = resized
    presentation.containerView?.frame = resized
    presentation.containerViewWillLayoutSubviews()
  }

  /// The sheet's height above the container's bottom as a person sees it: what a settling
  /// sheet's spring (its value) and a re-planned presentation carry through a resize (the
  /// sheet stays with the bottom edge, as a view pinned to it does).
  static func shownHeight(_ view: UIView, in container: UIView) -> Double {
    Double(container.bounds.height - view.layer.shimOnScreen.frame.minY)
  }

  /// The medium detent's frame in the resized container, as the sheet's own layout gives it.
  static func mediumFrame(_ presentation: FluidPresentationController) throws -> CGRect {
    let layout = try #require(presentation.sheetInteraction?.driver.layout)
    let height = layout.selectedDetent(.medium).value
    return CGRect(
      x: 0, y: resized.height - CGFloat(height), width: resized.width, height: CGFloat(height))
  }

  @Test(
    "Settling toward a detent when the container resizes: no jump, lands on the detent's new frame")
  func settling() throws {
    let scene = SheetGlueTests.SheetScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large))
    let presentation = try #require(scene.presentation)
    let container = try #require(presentation.containerView)
    let view: UIView = scene.second.glueShownView
    // Thrown down from large toward medium.
    scene.drag(from: view.frame.minY + 20, by: [0, 20, 40, 60], releasing: 600)
    var shown: [Double] = []
    for frame in 0..<240 {
      if frame == 6 { Self.resize(scene.window, presentation) }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(Self.shownHeight(view, in: container))
    }
    #expect(presentation.sheetInteraction?.driver.selectedDetentIdentifier == .medium)
    let frame = view.convert(view.bounds, to: container)
    #expect(frame == (try Self.mediumFrame(presentation)), "\(frame)")
    // No jump: the step across the resize lies between the steps either side of it, so the
    // pace changes smoothly (a spring restarted from now instead of from the time the value on
    // screen belongs to covers two frames in one step: outside them).
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    let (before, across, after) = (steps[4], steps[5], steps[6])
    #expect(
      across >= min(before, after) - 0.5 && across <= max(before, after) + 0.5,
      "across the resize \(across), between \(before) and \(after)? \(steps)")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "Presenting when the container resizes: lands on the selected detent's new frame",
    arguments: [TransitionEngine.propertyAnimator, .displayLink])
  func presenting(engine: TransitionEngine) throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    window.rootViewController = first
    let delegate = first.present(
      second, fluid: SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium),
      options: FluidTransition.Options(engine: engine))
    ShimRunLoop.runDeferredWork()
    let presentation = try #require(second.presentationController as? FluidPresentationController)
    let container = try #require(presentation.containerView)
    let view: UIView = second.glueShownView
    var shown: [Double] = []
    // How far the view under the sheet, its extension (`SheetStyle`'s plan puts it right
    // below the sheet), starts below the sheet's bottom edge on screen, at each frame of the
    // presentation: the two move as one.
    var gaps: [Double] = []
    for frame in 0..<240 {
      if frame == 6 { Self.resize(window, presentation) }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(Self.shownHeight(view, in: container))
      if delegate.currentTransition != nil, let siblings = view.superview?.subviews,
        let index = siblings.firstIndex(of: view), index > 0
      {
        let sheetExtension = siblings[index - 1].layer.shimOnScreen.frame
        gaps.append(Double(sheetExtension.minY - view.layer.shimOnScreen.frame.maxY))
      }
    }
    #expect(gaps.count > 6, "[\(engine)] \(gaps)")
    #expect(gaps.allSatisfy { abs($0) < 0.5 }, "[\(engine)] the extension's gaps \(gaps)")
    #expect(delegate.currentTransition == nil, "[\(engine)] the presentation ended")
    #expect(ShimConsole.transitions.last?.completions == [true], "[\(engine)]")
    #expect(presentation.sheetInteraction?.driver.selectedDetentIdentifier == .medium)
    let frame = view.convert(view.bounds, to: container)
    #expect(frame == (try Self.mediumFrame(presentation)), "[\(engine)] \(frame)")
    #expect(
      view.layer.shimOnScreen.frame == view.layer.frame, "[\(engine)] nothing left in flight")
    // No jump, through the re-plan and at the hand-over to the sheet's own interaction: the
    // presentation lands on the new detent instead of the one it was planned for.
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { abs($0) < 60 }, "[\(engine)] \(steps)")
    #expect(ShimConsole.messages.isEmpty, "[\(engine)] \(ShimConsole.messages)")
  }
}
