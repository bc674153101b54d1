import FluidTransitions
import Testing
import UIKit

/// A tab bar controller configured with iOS 18's `tabs`: UIKit asks and tells the delegate's
/// `UITab` variants (`tabBarController(_:shouldSelectTab:)`,
/// `tabBarController(_:didSelectTab:previousTab:)`), perhaps alone. The library steers and
/// refuses taps through them as through the view-controller variants, and a swipe asks and tells
/// them, so a tab the app vetoes is reachable neither by a tap nor by a swipe.
@MainActor
@Suite("UIKit glue: iOS 18's UITab delegate methods")
struct UITabGlueTests {
  /// An app's tab bar delegate that implements only the `UITab` variants: records
  /// "should Tab 1" and "did Tab 1 after Tab 0", and refuses the tabs in ``refused``.
  final class AppDelegate: NSObject, UITabBarControllerDelegate {
    var log: [String] = []
    var refused: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      log.append("should \(tab.title)")
      return !refused.contains(tab.title)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
      previousTab: UITab?
    ) {
      log.append("did \(selectedTab.title) after \(previousTab?.title ?? "none")")
    }
  }

  /// A shown window with a tab bar controller of three tabs made from `UITab`s, the app's
  /// delegate, and the library's delegate over it.
  @MainActor
  final class Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let app = AppDelegate()
    let delegate: FluidTabBarDelegate

    init() {
      ShimConsole.reset()
      tabs.tabs = (0..<3).map { index in
        UITab(title: "Tab \(index)", image: nil, identifier: "tab\(index)") { tab in
          GlueScreen(title: tab.title)
        }
      }
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      tabs.delegate = app
      delegate = tabs.fluid.enable()
      ShimRunLoop.runDeferredWork()
      ShimConsole.reset()
    }

    var pan: UIPanGestureRecognizer? {
      tabs.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer }
        as? UIPanGestureRecognizer
    }

    /// A whole swipe toward the next tab, flicked on.
    func swipeForward() {
      guard let pan else { return }
      pan.shimLocation = CGPoint(x: 195, y: 400)
      pan.shimTranslation = CGPoint(x: -12, y: 0)
      pan.shimVelocity = CGPoint(x: -600, y: 0)
      pan.shimSetState(.began)
      for step in 1...4 where pan.state == .began || pan.state == .changed {
        ShimRunLoop.advance(by: 0.01)
        pan.shimTranslation = CGPoint(x: -12 - 12 * CGFloat(step), y: 0)
        pan.shimLocation = CGPoint(x: 195 + pan.shimTranslation.x, y: 400)
        pan.shimSetState(.changed)
      }
      pan.shimVelocity = CGPoint(x: -1_500, y: 0)
      if pan.state == .began || pan.state == .changed { pan.shimSetState(.ended) }
      pan.shimSetState(.possible)
    }
  }

  nonisolated static let variants = ShimBehaviour.TabDelegateVariants.allCases

  static func behaviour(_ variants: ShimBehaviour.TabDelegateVariants) -> ShimBehaviour {
    var behaviour = ShimBehaviour()
    behaviour.tabDelegateVariants = variants
    return behaviour
  }

  @Test(
    "A swipe toward a tab the app vetoes through shouldSelectTab does not switch",
    arguments: variants)
  func swipeAsksShouldSelectTab(_ variants: ShimBehaviour.TabDelegateVariants) {
    ShimBehaviour.with(Self.behaviour(variants)) {
      let scene = Scene()
      scene.app.refused = ["Tab 1"]
      scene.swipeForward()
      #expect(scene.delegate.beginInteractiveSwitch(forward: true) == nil, "\(variants)")
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 0, "\(variants): the vetoed tab is not reached")
      #expect(ShimConsole.transitions.isEmpty, "\(variants): no switch started")
      #expect(scene.app.log == ["should Tab 1", "should Tab 1"], "\(variants)")

      scene.app.refused = []
      scene.app.log = []
      scene.swipeForward()
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 1, "\(variants)")
      #expect(scene.app.log == ["should Tab 1", "did Tab 1 after Tab 0"], "\(variants)")
      #expect(ShimConsole.messages.isEmpty, "\(variants): \(ShimConsole.messages)")
    }
  }

  @Test(
    "A tap through shouldSelectTab during a switch steers it and never starts a second",
    arguments: variants)
  func tapDuringASwitch(_ variants: ShimBehaviour.TabDelegateVariants) throws {
    try ShimBehaviour.with(Self.behaviour(variants)) {
      let scene = Scene()
      scene.tabs.shimTapTab(at: 1)
      let transition = try #require(scene.delegate.currentTransition)
      ShimRunLoop.advance(by: 0.08)
      scene.tabs.shimTapTab(at: 0)
      #expect(transition.driver?.animator?.isReversed == true, "\(variants): sent back")
      scene.tabs.shimTapTab(at: 2)
      ShimRunLoop.advance(by: 2)
      #expect(scene.tabs.selectedIndex == 0, "\(variants): back where it started")
      #expect(ShimConsole.transitions.map(\.completions) == [[false]], "\(variants): one switch")
      #expect(ShimConsole.messages.isEmpty, "\(variants): \(ShimConsole.messages)")
      // UIKit told the first tap; the library tells the tap it acted on once landed (after the
      // tab the switch was heading for), and never asks about the refused third tab.
      #expect(
        scene.app.log == [
          "should Tab 1", "did Tab 1 after Tab 0", "should Tab 0", "did Tab 0 after Tab 1",
        ], "\(variants)")
    }
  }
}
