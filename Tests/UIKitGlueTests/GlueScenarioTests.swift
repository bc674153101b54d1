import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// The UIKit layer in particular situations, played on the simulated UIKit under the settings
/// of the behaviour switches that bear on each: phases under a finger, a grab that freezes the
/// frame on screen, the system back swipe stepping aside, the bookkeeping of the delegates.
@MainActor
@Suite("UIKit glue scenarios")
struct GlueScenarioTests {
  /// A window with a navigation controller showing `first`, fluid with `style`.
  @MainActor
  final class NavigationScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let navigation: UINavigationController
    let delegate: FluidNavigationDelegate

    init(
      _ style: some TransitionStyle, interaction: Interaction? = .edgePan,
      engine: TransitionEngine = .propertyAnimator
    ) {
      ShimConsole.reset()
      window.shimSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      window.makeKeyAndVisible()
      navigation = UINavigationController(rootViewController: first)
      window.rootViewController = navigation
      delegate = navigation.fluid.enable(
        style, interaction: interaction, options: FluidTransition.Options(engine: engine))
    }

    /// The library's own pop gesture (not the system back swipe).
    var libraryPan: UIPanGestureRecognizer? {
      navigation.view.gestureRecognizers?.first {
        $0 is UIPanGestureRecognizer && !navigation.shimSystemPopGestures.contains($0)
      } as? UIPanGestureRecognizer
    }

    /// The zero-duration long press the running transition installed on its container.
    var grab: UILongPressGestureRecognizer? {
      navigation.shimTransitionView.gestureRecognizers?.compactMap {
        $0 as? UILongPressGestureRecognizer
      }.first
    }
  }

  @Test(
    "An edge swipe pop under the finger: interacting, then settling at release, one animator",
    arguments: [TransitionEngine.propertyAnimator, .displayLink])
  func interactivePop(engine: TransitionEngine) throws {
    let scene = NavigationScene(.slide, engine: engine)
    scene.navigation.pushViewController(scene.second, animated: false)
    let pan = try #require(scene.libraryPan as? UIScreenEdgePanGestureRecognizer)
    pan.shimLocation = CGPoint(x: 5, y: 400)
    pan.shimTranslation = CGPoint(x: 4, y: 0)
    pan.shimSetState(.began)
    let transition = try #require(scene.delegate.currentTransition)
    #expect(transition.wantsInteractiveStart)
    #expect(transition.phase == .interacting)
    let animator = transition.uiAnimator
    for step in 1...10 {
      ShimRunLoop.advance(by: 1.0 / 120)
      pan.shimLocation = CGPoint(x: 5 + Double(step) * 15, y: 400)
      pan.shimTranslation = CGPoint(x: Double(step) * 15, y: 0)
      pan.shimSetState(.changed)
    }
    #expect(transition.phase == .interacting)
    let progress = transition.driver?.presentedProgress ?? .nan
    #expect(abs(progress - 146.0 / 390) < 0.02, "the finger moved 146 of 390 points")
    pan.shimVelocity = CGPoint(x: 1800, y: 0)
    pan.shimSetState(.ended)
    #expect(transition.phase == .settling)
    #expect(transition.uiAnimator === animator, "one animator for the whole transition")
    ShimRunLoop.advance(by: 2)
    let record = try #require(ShimConsole.transitions.last)
    #expect(record.start == "startInteractiveTransition")
    #expect(record.calls.contains("finishInteractiveTransition"))
    #expect(record.completions == [true])
    #expect(scene.navigation.topViewController === scene.first)
    #expect(scene.first.view.transform == .identity)
    #expect(transition.driver == nil && transition.uiAnimator == nil, "all released")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// The behaviours under which a grab must freeze the frame on screen: with or without
  /// presentation layers, whichever way a reversed animator reads its fraction.
  nonisolated static let freezeBehaviours: [ShimBehaviour] =
    ShimBehaviour.allPairs(of: "presentationLayers", and: "reversedFraction")

  @Test(
    "A grab freezes the frame on screen, also during a reversed settle", arguments: freezeBehaviours
  )
  func grabFreezesTheFrame(behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour) {
      let scene = NavigationScene(.slide, interaction: nil)
      scene.navigation.pushViewController(scene.second, animated: true)
      let transition = try #require(scene.delegate.currentTransition)
      ShimRunLoop.advance(by: 0.15)
      let grab = try #require(scene.grab)

      // First grab, mid-push: the arriving view stays where it was on screen.
      let before = Self.presentedMinX(of: scene.second.view)
      grab.shimLocation = CGPoint(x: 200, y: 400)
      grab.shimSetState(.began)
      #expect(transition.phase == .interacting)
      let held = Self.presentedMinX(of: scene.second.view)
      #expect(abs(held - before) < 0.5, "[\(behaviour)] grabbed at \(held), shown at \(before)")
      let progress = transition.driver?.presentedProgress ?? .nan
      #expect(abs(progress - (1 - held / 390)) < 0.01, "[\(behaviour)] progress \(progress)")

      // Thrown back: it settles toward the start, reversed; grabbed again on the way.
      for step in 1...4 {
        ShimRunLoop.advance(by: 0.008)
        grab.shimLocation = CGPoint(x: 200 + Double(step) * 5, y: 400)
        grab.shimSetState(.changed)
      }
      grab.shimSetState(.ended)
      grab.shimSetState(.possible)
      #expect(transition.phase == .settling)
      #expect(transition.uiAnimator?.isReversed == true, "[\(behaviour)] settling back")
      ShimRunLoop.advance(by: 1.0 / 60)
      let moving = Self.presentedMinX(of: scene.second.view)
      grab.shimSetState(.began)
      let regrabbed = Self.presentedMinX(of: scene.second.view)
      #expect(
        abs(regrabbed - moving) < 0.5,
        "[\(behaviour)] re-grabbed at \(regrabbed), shown at \(moving)")
      let reprogress = transition.driver?.presentedProgress ?? .nan
      #expect(abs(reprogress - (1 - regrabbed / 390)) < 0.01, "[\(behaviour)] \(reprogress)")
      grab.shimSetState(.ended)
      grab.shimSetState(.possible)
      ShimRunLoop.advance(by: 3)
      #expect(ShimConsole.transitions.last?.completions == [false])
      #expect(scene.navigation.topViewController === scene.first)
      #expect(scene.navigation.shimTransitionView.subviews == [scene.first.view])
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  /// The left edge of `view` as a person sees it (the shim's render server, whether or not
  /// presentation layers are available to the library).
  static func presentedMinX(of view: UIView) -> Double {
    Double(view.layer.shimOnScreen.frame.minX)
  }

  @Test(
    "The system back swipe pops with UIKit's own interactive pop, whenever UIKit asks",
    arguments: ShimBehaviour.PopGestureState.allCases)
  func systemBackSwipeStepsAside(state: ShimBehaviour.PopGestureState) throws {
    var behaviour = ShimBehaviour()
    behaviour.popGestureStateWhenAsked = state
    try ShimBehaviour.with(behaviour) {
      let scene = NavigationScene(.slide, interaction: .pan)
      scene.navigation.pushViewController(scene.second, animated: false)
      let system = try #require(
        scene.navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
      #expect(system.isEnabled, "a pan anywhere keeps the system back swipe")
      system.shimTranslation = CGPoint(x: 10, y: 0)
      system.shimSetState(.began)
      #expect(system.state == .began)
      #expect(scene.delegate.currentTransition == nil, "no fluid transition for the system swipe")
      let record = try #require(ShimConsole.transitions.last)
      #expect(!record.isCustom, "UIKit's own pop runs")
      system.shimTranslation = CGPoint(x: 300, y: 0)
      system.shimSetState(.changed)
      system.shimSetState(.ended)
      system.shimSetState(.possible)
      ShimRunLoop.advance(by: 2)
      #expect(record.completions == [true])

      // A back tap afterwards is fluid again, even right after the swipe.
      scene.navigation.pushViewController(scene.second, animated: false)
      scene.navigation.popViewController(animated: true)
      #expect(scene.delegate.currentTransition != nil, "the back button pops with the slide")
      ShimRunLoop.advance(by: 2)
      #expect(ShimConsole.transitions.last?.isCustom == true)
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  @Test("A pop gesture with nothing to pop never begins, so it never takes a scroll view's touches")
  func nothingToPop() throws {
    let scene = NavigationScene(.zoom, interaction: .zoomDrag)
    let pull = try #require(scene.libraryPan)
    pull.shimTranslation = CGPoint(x: 0, y: 20)
    pull.shimSetState(.began)
    #expect(pull.state == .failed, "the root screen has nothing to pop")
    scene.navigation.pushViewController(scene.second, animated: false)
    pull.shimSetState(.possible)
    pull.shimSetState(.began)
    #expect(pull.state == .began, "with a screen to pop, a pull down begins")
    pull.shimSetState(.cancelled)
    ShimRunLoop.advance(by: 2)
    #expect(scene.navigation.topViewController === scene.second, "a cancelled pull stays")
  }

  @Test("One line keeps the delegate alive, and undoes itself")
  func navigationBookkeeping() {
    let scene = NavigationScene(.scale)
    weak let weakDelegate = scene.delegate
    #expect(weakDelegate != nil, "retained for the navigation controller")
    #expect(
      scene.navigation.interactivePopGestureRecognizer?.isEnabled == false,
      "our edge swipe replaces it")
    scene.navigation.fluid.disable()
    #expect(scene.navigation.delegate == nil)
    #expect(scene.navigation.interactivePopGestureRecognizer?.isEnabled != false)
    let withPan = scene.navigation.fluid.enable(.slide, interaction: .pan)
    #expect(scene.navigation.interactivePopGestureRecognizer?.isEnabled == true)
    scene.navigation.pushViewController(scene.second, animated: false)
    if let system = scene.navigation.interactivePopGestureRecognizer {
      #expect(
        system.delegate?.gestureRecognizerShouldBegin(system) == true,
        "allowed whenever a pop is possible")
    }
    #expect(withPan.navigationController === scene.navigation)
    scene.navigation.fluid.disable()
  }

  /// The behaviours under which a zoom must land on its destination: whether or not the
  /// arriving view has its safe area before it is in the window, and whatever frames the
  /// context reports.
  nonisolated static let landingBehaviours: [ShimBehaviour] =
    ShimBehaviour.allPairs(of: "safeAreaOnArrival", and: "contextFrames")

  /// Where the plan flies the zoom's snapshot to.
  static func landing(of plan: TransitionPlan) -> Rect? {
    plan.tracks.compactMap { track -> Rect? in
      if case .flight(let path, .frame) = track.property, track.role == .snapshot {
        return path.landing
      }
      return nil
    }.first
  }

  @Test(
    "A zoom push lands exactly on the destination as laid out in the window",
    arguments: landingBehaviours, [TransitionEngine.propertyAnimator, .displayLink])
  func zoomLandsOnTheLaidOutDestination(behaviour: ShimBehaviour, engine: TransitionEngine) throws {
    try ShimBehaviour.with(behaviour) {
      let scene = NavigationScene(.zoom, interaction: .zoomDrag, engine: engine)
      let (cell, image) = (scene.first.element, scene.second.element)
      scene.delegate.elementsProvider = { _, _, _ in
        ZoomElements(source: { [weak cell] in cell }, destination: { [weak image] in image })
      }
      scene.navigation.pushViewController(scene.second, animated: true)
      let transition = try #require(scene.delegate.currentTransition)
      // The plan the flight follows to its end: re-made when the layout changes under it.
      var destination = try #require(transition.driver.flatMap { Self.landing(of: $0.plan) })
      var frames = 0
      while let plan = transition.driver?.plan, frames < 600 {
        destination = Self.landing(of: plan) ?? destination
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        frames += 1
      }
      let landed = Rect(image.convert(image.bounds, to: scene.navigation.shimTransitionView))
      #expect(landed.minY == 47 + 10, "under the window's top inset")
      #expect(
        destination == landed,
        "[\(engine), \(behaviour)] flew to \(destination), landed at \(landed)")
    }
  }

  /// An app's own navigation and tab bar delegate, recording what reaches it.
  @MainActor
  final class AppDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    var shown: [String] = []
    var selects = true

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      shown.append("will \(viewController.title ?? "")")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      shown.append("did \(viewController.title ?? "")")
    }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      shown.append("should \(viewController.title ?? "")")
      return selects
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      shown.append("selected \(viewController.title ?? "")")
    }
  }

  @Test("The app's own delegate still hears of every push, pop and tab tap, and still decides")
  func previousDelegateKeepsItsCalls() throws {
    ShimConsole.reset()
    let app = AppDelegate()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    navigation.delegate = app
    let delegate = navigation.fluid.enable(.slide)
    #expect(delegate.previousDelegate === app)
    navigation.pushViewController(second, animated: true)
    ShimRunLoop.advance(by: 2)
    navigation.popViewController(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(app.shown == ["will Second", "did Second", "will First", "did First"])
    #expect(ShimConsole.transitions.suffix(2).allSatisfy { $0.isCustom })
    navigation.fluid.disable()
    #expect(navigation.delegate === app, "given back")

    let tabs = UITabBarController(nibName: nil, bundle: nil)
    let third = GlueScreen(title: "Third")
    let fourth = GlueScreen(title: "Fourth")
    tabs.viewControllers = [third, fourth]
    window.rootViewController = tabs
    tabs.delegate = app
    tabs.fluid.enable()
    app.shown = []
    app.selects = false
    tabs.shimTapTab(at: 1)
    #expect(tabs.selectedIndex == 0, "the app's delegate refused the tab")
    app.selects = true
    tabs.shimTapTab(at: 1)
    ShimRunLoop.advance(by: 2)
    #expect(tabs.selectedIndex == 1)
    #expect(app.shown == ["should Fourth", "should Fourth", "selected Fourth"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
