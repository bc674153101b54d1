import FluidTransitions
import Foundation
import Testing
import UIKit

/// The app's delegate that was there before the library's: when it is released, UIKit may still
/// remember which optional methods the library's delegate answered `responds(to:)` for on its
/// behalf, and send them to no one ("unrecognized selector": an app would crash). The library's
/// delegates set themselves again as the earlier delegate goes, before UIKit can ask anything,
/// and keep what the app set on UIKit's back swipes. Another delegate proxy that forwards to the
/// library's delegate while the library's forwards to it never makes `responds(to:)` recurse.
@MainActor
@Suite("UIKit glue: the app's earlier delegate released, and proxies around the library's")
struct EarlierDelegateGlueTests {
  nonisolated static let navigationOrientations = Selector(
    "navigationControllerSupportedInterfaceOrientations:")
  nonisolated static let tabOrientations = Selector(
    "tabBarControllerSupportedInterfaceOrientations:")

  /// An app's navigation delegate that implements the orientation method (and says so, as the
  /// runtime would from its method table).
  final class NavigationOrientationDelegate: NSObject, UINavigationControllerDelegate {
    override func responds(to selector: Selector!) -> Bool {
      selector == EarlierDelegateGlueTests.navigationOrientations || super.responds(to: selector)
    }

    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      .portrait
    }
  }

  /// An app's tab bar delegate that implements the orientation method.
  final class TabOrientationDelegate: NSObject, UITabBarControllerDelegate {
    override func responds(to selector: Selector!) -> Bool {
      selector == EarlierDelegateGlueTests.tabOrientations || super.responds(to: selector)
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
      -> UIInterfaceOrientationMask
    {
      .portrait
    }
  }

  /// A navigation controller that counts how often its delegate is set.
  final class CountingNavigationController: UINavigationController {
    var delegateSets = 0

    override weak var delegate: (any UINavigationControllerDelegate)? {
      didSet { delegateSets += 1 }
    }
  }

  nonisolated static let cachings = ShimBehaviour.DelegateRespondsCaching.allCases

  static func behaviour(_ caching: ShimBehaviour.DelegateRespondsCaching) -> ShimBehaviour {
    var behaviour = ShimBehaviour()
    behaviour.delegateRespondsCaching = caching
    return behaviour
  }

  static var crashes: [String] {
    ShimConsole.messages.filter { $0.contains("unrecognized selector") }
  }

  @Test(
    "A navigation delegate released: a rotation before any transition reaches no one, and crashes nothing",
    arguments: cachings)
  func navigationDelegateReleasedThenRotated(_ caching: ShimBehaviour.DelegateRespondsCaching) {
    ShimBehaviour.with(Self.behaviour(caching)) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.fluid.disable()
      var app: NavigationOrientationDelegate? = NavigationOrientationDelegate()
      scene.navigation.delegate = app
      let delegate = scene.navigation.fluid.enable(.slide)
      #expect(scene.window.shimDeviceDidRotate() == .portrait, "forwarded while it lives")
      app = nil
      #expect(delegate.previousDelegate == nil)
      #expect(scene.window.shimDeviceDidRotate() == .all, "UIKit's own answer, asked anew")
      #expect(Self.crashes.isEmpty, "\(caching): \(ShimConsole.messages)")
      #expect(scene.navigation.delegate === delegate)
      // The back swipe's recogniser still has a delegate that lets it begin.
      scene.navigation.pushViewController(scene.second, animated: false)
      if let edge = scene.navigation.interactivePopGestureRecognizer {
        #expect(edge.delegate?.gestureRecognizerShouldBegin(edge) == true)
      }
    }
  }

  @Test(
    "A tab bar delegate released: a rotation before any switch reaches no one, and crashes nothing",
    arguments: cachings)
  func tabDelegateReleasedThenRotated(_ caching: ShimBehaviour.DelegateRespondsCaching) {
    ShimBehaviour.with(Self.behaviour(caching)) {
      ShimConsole.reset()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.viewControllers = [GlueScreen(title: "Tab 0"), GlueScreen(title: "Tab 1")]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      var app: TabOrientationDelegate? = TabOrientationDelegate()
      tabs.delegate = app
      let delegate = tabs.fluid.enable()
      #expect(window.shimDeviceDidRotate() == .portrait, "forwarded while it lives")
      app = nil
      #expect(delegate.previousDelegate == nil)
      #expect(window.shimDeviceDidRotate() == .all, "UIKit's own answer, asked anew")
      #expect(Self.crashes.isEmpty, "\(caching): \(ShimConsole.messages)")
      #expect(tabs.delegate === delegate)
      tabs.shimTapTab(at: 1)
      ShimRunLoop.advance(by: 2)
      #expect(tabs.selectedIndex == 1, "the tab bar still switches")
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  /// Holds the only reference to an earlier delegate so that another thread can release it.
  final class Holder: @unchecked Sendable {
    var delegate: NSObject?
  }

  @Test("An earlier delegate released off the main thread: the library sets itself again on it")
  func releasedOffTheMainThread() async {
    ShimBehaviour.current = Self.behaviour(.whenDelegateIsSet)
    defer { ShimBehaviour.current = ShimBehaviour() }
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = CountingNavigationController(rootViewController: GlueScreen(title: "Root"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let holder = Holder()
    let app = NavigationOrientationDelegate()
    holder.delegate = app
    navigation.delegate = app
    let delegate = navigation.fluid.enable(.slide)
    #expect(window.shimDeviceDidRotate() == .portrait)
    let sets = navigation.delegateSets
    // The holder keeps the only reference left: the background thread releases it.
    _ = consume app
    await Task.detached { holder.delegate = nil }.value
    // The release on the background thread scheduled the re-set on the main actor: let it run
    // (a bounded number of turns, not a time).
    for _ in 0..<1_000 where navigation.delegateSets == sets { await Task.yield() }
    #expect(navigation.delegateSets > sets, "set again")
    #expect(navigation.delegate === delegate)
    #expect(window.shimDeviceDidRotate() == .all)
    #expect(Self.crashes.isEmpty, "\(ShimConsole.messages)")
  }

  /// An app's delegate proxy (in the manner of RxCocoa's `DelegateProxy`) that answers for, and
  /// forwards to, the object it wraps, whatever that is.
  final class ProxyDelegate: NSObject, UINavigationControllerDelegate {
    // Read by the nonisolated overrides; set on the main actor before anything asks.
    nonisolated(unsafe) weak var forwardee: NSObject?

    override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || forwardee?.responds(to: selector) == true
    }

    override func forwardingTarget(for selector: Selector!) -> Any? {
      forwardee?.responds(to: selector) == true ? forwardee : nil
    }
  }

  @Test(
    "A proxy installed after .fluid, forwarding to the library's delegate that forwards to it, never recurses",
    arguments: cachings)
  func proxiesForwardingToEachOther(_ caching: ShimBehaviour.DelegateRespondsCaching) {
    ShimBehaviour.with(Self.behaviour(caching)) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.fluid.disable()
      let proxy = ProxyDelegate()
      scene.navigation.delegate = proxy
      let delegate = scene.navigation.fluid.enable(.slide)
      // The proxy installs itself again over the library's delegate, forwarding to it.
      proxy.forwardee = delegate
      scene.navigation.delegate = proxy
      #expect(!proxy.responds(to: Self.navigationOrientations), "nobody implements it")
      #expect(!delegate.responds(to: Self.navigationOrientations))
      #expect(scene.window.shimDeviceDidRotate() == .all)
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  @Test(
    "Set again as the earlier delegate goes, the library keeps what the app set on UIKit's back swipes and undoes what UIKit's setter changed",
    arguments: ShimBehaviour.PopGestureDelegate.allCases)
  func backSwipesAfterTheResetting(_ setting: ShimBehaviour.PopGestureDelegate) throws {
    var behaviour = ShimBehaviour()
    behaviour.popGestureDelegate = setting
    behaviour.systemVersion = .iOS26
    try ShimBehaviour.with(behaviour) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.fluid.disable()
      var app: NavigationOrientationDelegate? = NavigationOrientationDelegate()
      scene.navigation.delegate = app
      scene.navigation.fluid.enable(.slide, interaction: .contentPop)
      let edge = try #require(scene.navigation.interactivePopGestureRecognizer)
      let content = try #require(scene.navigation.interactiveContentPopGestureRecognizer)
      let librarys = content.delegate
      // The app gives the edge recogniser a delegate of its own after enabling.
      let appsRecognizerDelegate = AppRecognizerDelegate()
      edge.delegate = appsRecognizerDelegate
      app = nil
      // Whether the library set itself again now (as the earlier delegate went) or at the end
      // of the next transition, the back swipes are as they were before.
      scene.navigation.pushViewController(scene.second, animated: true)
      ShimRunLoop.advance(by: 1)
      #expect(edge.delegate === appsRecognizerDelegate, "\(setting): the app's delegate is kept")
      #expect(content.delegate === librarys, "\(setting): the library's is taken again")
      #expect(
        !edge.isEnabled && !content.isEnabled,
        "\(setting): the library's edge swipe and content swipe alone")
    }
  }

  /// A recogniser delegate an app sets on UIKit's back swipe.
  final class AppRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {}
}
