import FluidTransitions
import Testing
import UIKit

/// Where the UIKit layer meets the Objective-C runtime, on the shim's model of it: message
/// forwarding to an app's earlier delegate (`responds(to:)` and `forwardingTarget(for:)`,
/// nonisolated as NSObject's are), target-action, and an earlier delegate released while UIKit
/// remembers what it answered for.
@MainActor
@Suite("UIKit glue: the Objective-C runtime's side")
struct ObjectiveCGlueTests {
  nonisolated static let orientations = Selector(
    "navigationControllerSupportedInterfaceOrientations:")

  /// An app's navigation delegate that implements the orientation method (and says so, as the
  /// runtime would from its method table).
  final class OrientationDelegate: NSObject, UINavigationControllerDelegate {
    override func responds(to selector: Selector!) -> Bool {
      selector == ObjectiveCGlueTests.orientations || super.responds(to: selector)
    }

    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      .portrait
    }
  }

  /// Asked from a nonisolated context, as UIKit may: compiles only because the overrides are
  /// nonisolated, as NSObject's members are in Apple's SDK.
  nonisolated static func ask(_ delegate: FluidNavigationDelegate, _ selector: Selector) -> (
    responds: Bool, forwardsTo: AnyObject?
  ) {
    (delegate.responds(to: selector), delegate.forwardingTarget(for: selector) as AnyObject?)
  }

  nonisolated static let cachings = ShimBehaviour.DelegateRespondsCaching.allCases

  @Test(
    "A method the library does not implement reaches the app's earlier delegate",
    arguments: cachings)
  func forwardsWhatItDoesNotImplement(caching: ShimBehaviour.DelegateRespondsCaching) async {
    var behaviour = ShimBehaviour()
    behaviour.delegateRespondsCaching = caching
    ShimBehaviour.with(behaviour) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.fluid.disable()
      #expect(scene.navigation.supportedInterfaceOrientations == .all, "no delegate: UIKit's")
      let app = OrientationDelegate()
      scene.navigation.delegate = app
      let delegate = scene.navigation.fluid.enable(.slide)
      #expect(scene.navigation.supportedInterfaceOrientations == .portrait, "forwarded")
      let asked = Self.ask(delegate, Self.orientations)
      #expect(asked.responds && asked.forwardsTo === app)
      let unknown = Self.ask(delegate, Selector("somethingNobodyImplements:"))
      #expect(!unknown.responds && unknown.forwardsTo == nil)
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
    // Off the main thread, as UIKit's runtime may ask: the answers are read under a lock.
    let app = OrientationDelegate()
    let navigation = UINavigationController(rootViewController: GlueScreen(title: "Root"))
    navigation.delegate = app
    let delegate = navigation.fluid.enable(.slide)
    let answers = await Task.detached { Self.ask(delegate, Self.orientations).responds }.value
    #expect(answers)
    withExtendedLifetime(app) {}
  }

  @Test(
    "An earlier delegate released never leaves UIKit sending it what it answered for",
    arguments: cachings)
  func releasedEarlierDelegate(caching: ShimBehaviour.DelegateRespondsCaching) {
    var behaviour = ShimBehaviour()
    behaviour.delegateRespondsCaching = caching
    ShimBehaviour.with(behaviour) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.fluid.disable()
      var app: OrientationDelegate? = OrientationDelegate()
      scene.navigation.delegate = app
      let delegate = scene.navigation.fluid.enable(.slide)
      #expect(scene.navigation.supportedInterfaceOrientations == .portrait)
      app = nil
      #expect(delegate.previousDelegate == nil)
      // The next transition tells the delegate, which sets itself again: UIKit asks anew.
      scene.navigation.pushViewController(scene.second, animated: true)
      ShimRunLoop.advance(by: 1)
      #expect(scene.navigation.supportedInterfaceOrientations == .all)
      #expect(
        !ShimConsole.messages.contains { $0.contains("unrecognized selector") },
        "\(ShimConsole.messages)")
      #expect(scene.navigation.delegate === delegate)
      // The back swipe still pops: its delegate was given back too.
      scene.navigation.popViewController(animated: true)
      ShimRunLoop.advance(by: 1)
      #expect(scene.navigation.topViewController === scene.first)
      #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    }
  }

  @Test("Target-action: the library's recognisers reach it through addTarget(_:action:)")
  func targetAction() throws {
    let scene = GlueScenarioTests.NavigationScene(.slide)
    scene.navigation.pushViewController(scene.second, animated: false)
    let pan = try #require(scene.libraryPan)
    // The library adds no shim-only handler: the action comes through its target alone.
    #expect(pan.shimActions.isEmpty)
    pan.shimLocation = CGPoint(x: 5, y: 400)
    pan.shimTranslation = CGPoint(x: 4, y: 0)
    pan.shimSetState(.began)
    #expect(scene.delegate.currentTransition != nil, "the action started the pop")
    pan.shimSetState(.cancelled)
    ShimRunLoop.advance(by: 1)
    #expect(scene.navigation.topViewController === scene.second)
  }
}
