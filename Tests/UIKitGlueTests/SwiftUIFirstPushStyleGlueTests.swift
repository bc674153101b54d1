import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A destination's `fluidTransition(_:)` style reaches its page through a preference, which
/// SwiftUI may deliver during the update that made the page or after it, and only once it
/// renders the page's hosting view (as the view loads, when it is laid out, or in its next
/// update): the page's first push uses that style in every case, and a push held for the
/// page's report starts outside SwiftUI's update.
@MainActor
@Suite("SwiftUI glue: a destination's style on its first push")
struct SwiftUIFirstPushStyleGlueTests {
  /// The fade, noting whether each of its plans was made while SwiftUI updated the views (a
  /// plan is made as the transition starts).
  struct RecordingFade: TransitionStyle {
    @MainActor static var plannedDuringUpdate: [Bool] = []

    var name: String { "fade" }

    func plan(for scene: TransitionScene) -> TransitionPlan {
      MainActor.assumeIsolated { Self.plannedDuringUpdate.append(ShimViewGraph.shimIsUpdating) }
      return FadeStyle().plan(for: scene)
    }
  }

  @Test(
    "The first push of a page uses its content's style however SwiftUI renders and reports it",
    arguments: ShimBehaviour.PreferenceChangeDelivery.allCases,
    ShimBehaviour.HostingContentUpdate.allCases)
  func firstPush(
    _ delivery: ShimBehaviour.PreferenceChangeDelivery,
    _ contentUpdate: ShimBehaviour.HostingContentUpdate
  ) throws {
    var behaviour = ShimBehaviour()
    behaviour.preferenceChangeDelivery = delivery
    behaviour.hostingContentUpdate = contentUpdate
    try ShimBehaviour.with(behaviour) {
      simulateTheMainQueue()
      ShimConsole.reset()
      RecordingFade.plannedDuringUpdate = []
      let model = SwiftUIPathModel(path: [])
      let styles = SwiftUIDestinationStyleGlueTests.Styles()
      styles.byItem[2] = RecordingFade()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIHostingController(
        rootView: SwiftUIDestinationStyleGlueTests.Screen(model: model, styles: styles))
      window.rootViewController = host
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      ShimRunLoop.runDeferredWork()
      let navigation = try #require(
        host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
      let setting = "[\(delivery), \(contentUpdate)]"
      model.change([2])
      ShimRunLoop.advance(by: 0.05)
      #expect(
        navigation.fluid.delegate?.currentTransition?.style.name == "fade",
        "\(setting) \(navigation.fluid.delegate?.currentTransition?.style.name ?? "none")")
      // A push starts during SwiftUI's update only from the container's own update (its
      // `updateUIViewController`, when the page reported in it), never from the page's
      // preference action in a later pass of the update.
      let reportsInTheContainersUpdate =
        delivery == .duringTheUpdate
        && [.whenTheViewLoads, .whenTheViewIsLaidOut].contains(contentUpdate)
      #expect(
        RecordingFade.plannedDuringUpdate.first == reportsInTheContainersUpdate,
        "\(setting) the push starts during an update: \(RecordingFade.plannedDuringUpdate)")
      ShimRunLoop.advance(by: 2)
      #expect(navigation.viewControllers.count == 2, "\(setting) pushed")
      #expect(model.path == [2], "\(setting)")
      #expect(model.writes.isEmpty, "\(setting) the path is not written back")
      #expect(ShimConsole.messages.isEmpty, "\(setting) \(ShimConsole.messages)")
    }
  }
}
