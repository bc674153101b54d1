import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A push held for its page's report goes as soon as SwiftUI's update that reports has
/// returned, on the main queue's next turn, whichever of SwiftUI's update and the display link
/// comes first at that frame's vsync (review 32 #7).
@MainActor
@Suite("SwiftUI glue: a held push goes on the main queue's turn after the page reports")
struct SwiftUIHeldPushGlueTests {
  /// A hosted `FluidNavigationStack` with an empty path, on the simulated main queue, whose
  /// page for `fadingItem` asks for the fade (the others keep the stack's style), laid out.
  struct Scene {
    let model: SwiftUIPathModel
    /// Held so that the scene stays on screen.
    let window: UIWindow
    let navigation: UINavigationController
  }

  static func makeScene(fadingItem: Int) throws -> Scene {
    simulateTheMainQueue()
    ShimConsole.reset()
    let model = SwiftUIPathModel(path: [])
    let styles = SwiftUIDestinationStyleGlueTests.Styles()
    styles.byItem = [fadingItem: FadeStyle()]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(
      rootView: SwiftUIDestinationStyleGlueTests.Screen(model: model, styles: styles))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    let navigation = try #require(
      host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
    return Scene(model: model, window: window, navigation: navigation)
  }

  @Test(
    "The held first push carries its page's style, in the frame the page reports",
    arguments: [
      ShimBehaviour.HostingContentUpdate.atTheNextFrameBeforeItsDisplayLinks,
      .atTheNextFrameAfterItsDisplayLinks,
    ])
  func heldPush(_ contentUpdate: ShimBehaviour.HostingContentUpdate) throws {
    var behaviour = ShimBehaviour()
    behaviour.hostingContentUpdate = contentUpdate
    try ShimBehaviour.with(behaviour) {
      let scene = try Self.makeScene(fadingItem: 2)
      let (model, navigation) = (scene.model, scene.navigation)
      model.change([2])
      // The frame whose turn runs the app's change: the container makes the page and holds
      // the push, as SwiftUI renders the page only at the next frame.
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      #expect(navigation.fluid.delegate?.currentTransition == nil, "\(contentUpdate) held")
      // The next frame: SwiftUI's update renders the page, which reports; the push goes on
      // the main queue's turn after it.
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      #expect(
        navigation.fluid.delegate?.currentTransition?.style.name == "fade",
        "\(contentUpdate) \(navigation.fluid.delegate?.currentTransition?.style.name ?? "none")")
      ShimRunLoop.advance(by: 1)
      #expect(navigation.viewControllers.count == 2, "\(contentUpdate) pushed")
      #expect(model.writes.isEmpty, "\(contentUpdate) the path is not written back")
      #expect(ShimConsole.messages.isEmpty, "\(contentUpdate) \(ShimConsole.messages)")
    }
  }

  /// A held push whose page is replaced before it reports (the app changes the path again)
  /// waits for the new page's report with a countdown of its own: the frames the replaced
  /// pages waited are not taken from the new page (review: the held first push kept the first
  /// page's countdown). Two replacements, a frame apart, leave the first countdown one frame,
  /// which ends before a page made at the second replacement reports after that frame's
  /// display links.
  @Test(
    "A held push whose page is replaced waits a full countdown for the new page's report",
    arguments: [
      ShimBehaviour.HostingContentUpdate.atTheNextFrameBeforeItsDisplayLinks,
      .atTheNextFrameAfterItsDisplayLinks,
    ])
  func replacedHeldPush(_ contentUpdate: ShimBehaviour.HostingContentUpdate) throws {
    var behaviour = ShimBehaviour()
    behaviour.hostingContentUpdate = contentUpdate
    try ShimBehaviour.with(behaviour) {
      let scene = try Self.makeScene(fadingItem: 4)
      let (model, navigation) = (scene.model, scene.navigation)
      model.change([2])
      ShimRunLoop.runDeferredWork()
      #expect(navigation.fluid.delegate?.currentTransition == nil, "\(contentUpdate) held")
      // The app replaces the page before each frame, so each report finds another page held.
      model.change([3])
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      model.change([4])
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      #expect(navigation.fluid.delegate?.currentTransition == nil, "\(contentUpdate) still held")
      // Page 4 reports at the frame after it was made: its push carries its style.
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      #expect(
        navigation.fluid.delegate?.currentTransition?.style.name == "fade",
        "\(contentUpdate) \(navigation.fluid.delegate?.currentTransition?.style.name ?? "none")")
      ShimRunLoop.advance(by: 1)
      #expect(navigation.viewControllers.count == 2, "\(contentUpdate) pushed")
      #expect(model.path == [4] && model.writes.isEmpty, "\(contentUpdate) the path stays")
      #expect(ShimConsole.messages.isEmpty, "\(contentUpdate) \(ShimConsole.messages)")
    }
  }

  /// A page below the top of the first path is never laid out until UIKit shows it, so it
  /// never reports: a pop back to it must not wait for that (review 33 #5).
  @Test("A pop to a page already on the stack goes at once, reported or not")
  func popIsNotHeld() {
    let scene = SwiftUIStackScene(path: [1, 2, 3])
    ShimRunLoop.advance(by: 0.1)
    #expect(scene.stack == [1, 2, 3])
    scene.model.change([1])
    ShimRunLoop.advance(by: 2 * ShimRunLoop.frameInterval)
    #expect(scene.navigation?.shimIsTransitioning == true, "the pop runs by the second frame")
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([1], "after the pop")
    #expect(scene.model.writes.isEmpty)
  }
}
