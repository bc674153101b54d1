import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A destination's `fluidTransition(_:)` style reaches its page through a preference, which
/// SwiftUI may deliver during the update that made the page or after it: the page's first
/// push uses that style either way (the stack waits for the page's content to report, at most
/// a frame).
@MainActor
@Suite("SwiftUI glue: a destination's style on its first push")
struct SwiftUIFirstPushStyleGlueTests {
  @Test(
    "The first push of a page uses its content's style under either preference delivery",
    arguments: [ShimBehaviour.PreferenceChangeDelivery.duringTheUpdate, .afterTheUpdate])
  func firstPush(_ delivery: ShimBehaviour.PreferenceChangeDelivery) throws {
    var behaviour = ShimBehaviour()
    behaviour.preferenceChangeDelivery = delivery
    try ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let model = SwiftUIPathModel(path: [])
      let styles = SwiftUIDestinationStyleGlueTests.Styles()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIHostingController(
        rootView: SwiftUIDestinationStyleGlueTests.Screen(model: model, styles: styles))
      window.rootViewController = host
      window.makeKeyAndVisible()
      ShimRunLoop.runDeferredWork()
      let navigation = try #require(
        host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
      model.change([2])
      ShimRunLoop.advance(by: 0.05)
      #expect(
        navigation.fluid.delegate?.currentTransition?.style.name == "fade",
        "[\(delivery)] \(navigation.fluid.delegate?.currentTransition?.style.name ?? "none")")
      ShimRunLoop.advance(by: 2)
      #expect(navigation.viewControllers.count == 2, "[\(delivery)] pushed")
      #expect(model.path == [2], "[\(delivery)]")
      #expect(model.writes.isEmpty, "[\(delivery)] the path is not written back")
      #expect(ShimConsole.messages.isEmpty, "[\(delivery)] \(ShimConsole.messages)")
    }
  }
}
