import FluidTransitions
import Testing
import UIKit

/// What the tab bar delegate keeps, and leaves alone, between switches: a transition UIKit asked
/// for but never started does not make it refuse every later tap, and a tab bar with no More item
/// never has UIKit make its More navigation controller.
@MainActor
@Suite("UIKit glue: the tab bar delegate between switches")
struct TabSwitchUpkeepGlueTests {
  @Test(
    "A switch UIKit asked for while off screen and never ran does not keep the tab bar refusing taps or swipes",
    arguments: ShimBehaviour.TabSelectionOffWindow.allCases)
  func unstartedSwitchIsForgotten(_ setting: ShimBehaviour.TabSelectionOffWindow) throws {
    var behaviour = ShimBehaviour()
    behaviour.tabSelectionOffWindow = setting
    try ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.viewControllers = (0..<3).map { GlueScreen(title: "Tab \($0)") }
      let delegate = tabs.fluid.enable()
      // Off screen: the app selects a tab before showing the tab bar controller.
      _ = tabs.view
      tabs.selectedIndex = 1
      ShimRunLoop.advance(by: 1)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      ShimRunLoop.advance(by: 1)
      #expect(tabs.selectedIndex == 1, "\(setting)")
      tabs.shimTapTab(at: 2)
      ShimRunLoop.advance(by: 2)
      #expect(tabs.selectedIndex == 2, "\(setting): the tap selects")
      let swipe = try #require(delegate.beginInteractiveSwitch(forward: false), "\(setting)")
      swipe.touchBegan(at: CGPoint(x: 100, y: 400), time: ShimMediaTime.now)
      swipe.touchCancelled()
      ShimRunLoop.advance(by: 2)
      #expect(tabs.selectedIndex == 2, "\(setting): a swipe began, and was let go")
      #expect(delegate.currentTransition == nil, "\(setting)")
      #expect(ShimConsole.messages.isEmpty, "\(setting): \(ShimConsole.messages)")
    }
  }

  @Test("A tab switch with no More item in the bar never makes UIKit's More navigation controller")
  func noMoreNavigationControllerWithoutAMoreItem() {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    tabs.viewControllers = (0..<5).map { GlueScreen(title: "Tab \($0)") }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let delegate = tabs.fluid.enable()
    tabs.shimTapTab(at: 3)
    ShimRunLoop.advance(by: 2)
    #expect(tabs.selectedIndex == 3)
    #expect(delegate.currentTransition == nil)
    #expect(!tabs.shimHasMadeMoreNavigationController, "five tabs: no More item")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
