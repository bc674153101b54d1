import FluidTransitions
import Testing
import UIKit

/// The delegates `.fluid` keeps alive live exactly as long as the controller they serve: once
/// it is gone, they are gone, and so is everything they held, with no later `.fluid` call
/// needed to let go.
@MainActor
@Suite("UIKit glue: the delegates live as long as their controllers")
struct RegistryGlueTests {
  @Test("A navigation controller's delegate, and the view controllers its stack knew, go with it")
  func navigationDelegateGoesWithItsController() {
    weak var navigation: UINavigationController?
    weak var delegate: FluidNavigationDelegate?
    weak var pushed: UIViewController?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let controller = UINavigationController(rootViewController: GlueScreen(title: "First"))
      window.rootViewController = controller
      delegate = controller.fluid.enable(.slide)
      let second = GlueScreen(title: "Second")
      controller.fluid.push(second)
      ShimRunLoop.advance(by: 1)
      #expect(controller.viewControllers.last === second)
      #expect(controller.fluid.delegate === delegate, "kept while the controller lives")
      navigation = controller
      pushed = second
    }
    ShimRunLoop.advance(by: 0.1)
    #expect(navigation == nil)
    #expect(delegate == nil, "the delegate went with the navigation controller")
    #expect(pushed == nil, "and so did the view controllers its stack remembered")
  }

  @Test("A tab bar controller's delegate goes with it")
  func tabDelegateGoesWithItsController() {
    weak var tabs: UITabBarController?
    weak var delegate: FluidTabBarDelegate?
    do {
      let controller = UITabBarController(nibName: nil, bundle: nil)
      controller.viewControllers = [GlueScreen(title: "First"), GlueScreen(title: "Second")]
      delegate = controller.fluid.enable()
      #expect(controller.fluid.delegate === delegate, "kept while the controller lives")
      tabs = controller
    }
    #expect(tabs == nil)
    #expect(delegate == nil, "the delegate went with the tab bar controller")
  }

  @Test("A presented view controller's transitioning delegate goes with it once dismissed")
  func transitioningDelegateGoesWithItsController() {
    weak var presented: UIViewController?
    weak var delegate: FluidTransitioningDelegate?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let first = GlueScreen(title: "First")
      window.rootViewController = first
      let second = GlueScreen(title: "Second")
      delegate = first.present(second, fluid: FadeStyle())
      ShimRunLoop.advance(by: 1)
      #expect(first.presentedViewController === second)
      second.dismiss(animated: true)
      ShimRunLoop.advance(by: 1)
      #expect(first.presentedViewController == nil)
      presented = second
    }
    ShimRunLoop.advance(by: 0.1)
    #expect(presented == nil)
    #expect(delegate == nil, "the delegate went with the presented view controller")
  }

  @Test("enable, disable and enable again: one delegate at a time, the latest")
  func enableDisable() {
    let navigation = UINavigationController(rootViewController: GlueScreen(title: "First"))
    weak var first: FluidNavigationDelegate?
    first = navigation.fluid.enable(.slide)
    #expect(navigation.fluid.delegate === first && first != nil)
    let second = navigation.fluid.enable(.fade)
    #expect(first == nil, "the replaced delegate is released")
    #expect(navigation.fluid.delegate === second)
    #expect(navigation.delegate === second)
    navigation.fluid.disable()
    #expect(navigation.fluid.delegate == nil)
    #expect(navigation.delegate == nil)
  }
}
