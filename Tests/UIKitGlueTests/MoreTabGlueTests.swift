import FluidTransitions
import Testing
import UIKit

/// The More tab: the shim's model of it against Apple's pages (`moreNavigationController`,
/// `selectedIndex`, `selectedViewController`, the class page's "six or more"), and the library's
/// tab delegate on a tab bar with one: the swipe never traps on `NSNotFound`, never goes into
/// or out of More, and never turns itself off; switches into and out of More run the right way.
@MainActor
@Suite("UIKit glue: the More tab")
struct MoreTabGlueTests {
  @Test("The shim's More navigation controller follows Apple's pages")
  func shimModelsMore() throws {
    let five = UITabBarController(nibName: nil, bundle: nil)
    five.viewControllers = (0..<5).map { GlueScreen(title: "Tab \($0)") }
    // "always contains a valid More navigation controller, even if a More button is not
    // displayed"; "The tab bar controller does not include the More navigation controller in
    // that array".
    let fiveMore = five.moreNavigationController
    #expect(five.moreNavigationController === fiveMore)
    #expect(!(five.viewControllers ?? []).contains { $0 === fiveMore })
    #expect(!five.shimHasMoreItem && five.shimTabsInBar == 0..<5, "five fit in the bar")
    ShimConsole.reset()
    five.selectedViewController = fiveMore
    #expect(five.selectedIndex == 0, "no More item to select")
    #expect(ShimConsole.messages.count == 1)

    // "six or more … only the first four items plus the standard More item".
    let scene = TabScene(count: 7, selected: 1)
    let tabs = scene.tabs
    let more = tabs.moreNavigationController
    #expect(tabs.shimHasMoreItem && tabs.shimTabsInBar == 0..<4)
    #expect((0..<7).filter(tabs.shimIsManagedByMore) == [4, 5, 6])
    tabs.shimTapTab(at: 5)
    #expect(tabs.selectedIndex == 1, "a tab More manages has no item in the bar")

    // "if the selected view controller is currently the More navigation controller, this
    // property contains the value NSNotFound".
    tabs.shimTapMoreTab()
    ShimRunLoop.advance(by: 2)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.selectedViewController === more)
    #expect(tabs.shimTransitionView.subviews == [more.view])
    #expect(scene.app.log == ["should More", "did More"], "a tap on the More item")

    // Setting the index of a tab More manages selects it, inside More.
    scene.app.log = []
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 5 && tabs.selectedViewController === scene.screens[5])
    #expect(more.topViewController === scene.screens[5])
    #expect(tabs.shimTransitionView.subviews == [more.view])
    #expect(scene.app.log.isEmpty, "a programmatic selection asks and tells no one")

    // "To select the More navigation controller itself, you must change the value of the
    // selectedViewController property instead."
    tabs.selectedIndex = 2
    ShimRunLoop.advance(by: 2)
    #expect(tabs.selectedIndex == 2)
    tabs.selectedIndex = NSNotFound
    #expect(tabs.selectedIndex == 2, "ignored")
    #expect(ShimConsole.messages.count == 1, "\(ShimConsole.messages)")
    #expect(scene.app.log.isEmpty)
  }

  @Test(
    "With More's list or a tab More manages on screen, the swipe refuses, in both directions",
    arguments: [nil, 4, 6] as [Int?])
  func swipeRefusesInsideMore(_ selected: Int?) throws {
    let scene = TabScene(count: 7, selected: selected)
    let before = scene.tabs.selectedIndex
    #expect(before == selected ?? NSNotFound)
    for forward in [true, false] {
      #expect(scene.delegate.beginInteractiveSwitch(forward: forward) == nil, "\(forward)")
      #expect(!scene.beginDrag(forward: forward), "the pan does not begin")
      scene.endDrag(flickingForward: forward)
    }
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == before)
    #expect(ShimConsole.transitions.isEmpty)
    #expect(scene.app.log.isEmpty, "nothing asked")
    scene.expectAtRest("inside More")
  }

  @Test("The swipe stops at the fourth tab, the last before More, and stays on")
  func swipeStopsBeforeMore() throws {
    let scene = TabScene(count: 7, selected: 3)
    #expect(scene.delegate.beginInteractiveSwitch(forward: true) == nil)
    #expect(!scene.beginDrag(forward: true), "no tab with its own item after the fourth")
    scene.endDrag(flickingForward: true)
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 3)
    #expect(ShimConsole.transitions.isEmpty)
    scene.expectAtRest("at the fourth tab")

    // The pan still works the other way.
    #expect(scene.beginDrag(forward: false))
    scene.endDrag(flickingForward: false)
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 2)
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    scene.expectAtRest("back to the third tab")
  }

  @Test("A tap into More runs forward, a tap out of it backward", arguments: [nil, 5] as [Int?])
  func tapsIntoAndOutOfMore(_ inMore: Int?) throws {
    let scene = TabScene(count: 7, selected: 2)
    if let inMore {
      scene.tabs.selectedIndex = inMore
    } else {
      scene.tabs.shimTapMoreTab()
    }
    #expect(scene.delegate.currentTransition?.operation == .tabForward, "into More")
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == inMore ?? NSNotFound)
    scene.expectAtRest("in More")

    scene.tabs.shimTapTab(at: 3)
    #expect(scene.delegate.currentTransition?.operation == .tabBackward, "out of More")
    ShimRunLoop.advance(by: 2)
    #expect(scene.tabs.selectedIndex == 3)
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    scene.expectAtRest("out of More")

    // Whichever controller UIKit names for the tab inside More, the direction is the same.
    let delegate = scene.delegate
    let more = scene.tabs.moreNavigationController
    for inside in [more, scene.screens[5]] {
      let into = delegate.tabBarController(
        scene.tabs, animationControllerForTransitionFrom: scene.screens[3], to: inside)
      let out = delegate.tabBarController(
        scene.tabs, animationControllerForTransitionFrom: inside, to: scene.screens[3])
      #expect((into as? FluidTransition)?.operation == .tabForward)
      #expect((out as? FluidTransition)?.operation == .tabBackward)
    }
  }

  @Test("No tabs, one tab, or none selected: no swipe, no trap")
  func degenerateTabBars() throws {
    let empty = UITabBarController(nibName: nil, bundle: nil)
    let emptyDelegate = empty.fluid.enable()
    #expect(emptyDelegate.beginInteractiveSwitch(forward: true) == nil)
    empty.viewControllers = []
    #expect(emptyDelegate.beginInteractiveSwitch(forward: false) == nil)
    let one = TabScene(count: 1)
    #expect(one.delegate.beginInteractiveSwitch(forward: true) == nil)
    #expect(!one.beginDrag(forward: true))
    one.endDrag(flickingForward: true)
    one.expectAtRest("one tab")
  }
}
