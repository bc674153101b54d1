import Testing
import UIKit

@testable import FluidTransitions

/// The tab bar across a fluid push and pop on the simulated UIKit: a navigation controller in a
/// tab bar controller pushes a screen whose `hidesBottomBarWhenPushed` is true over one whose
/// is false, and back; committed, grabbed and thrown back, and popped under the finger and let
/// go back; on both engines, the slide and the fade, under every setting of
/// `ShimBehaviour.tabBarDuringPushAndPop` (when UIKit applies `hidesBottomBarWhenPushed` during
/// a custom transition, which Apple does not say).
///
/// The library never changes the tab bar: it ends as UIKit's model says. Where UIKit takes the
/// real bar away as a push starts (`atStart`, the reported "vanishes instead of sliding"), a
/// snapshot of it rides inside the departing screen's view at the bar's place and is gone
/// when the transition ends. Where the bar is still in place as the transition starts
/// (`alongside`, `atEnd`) and on pops (no picture of a hidden bar can be taken), there is none.
@MainActor
@Suite("UIKit glue: the tab bar across push and pop (hidesBottomBarWhenPushed)")
struct TabBarAcrossPushGlueTests {
  enum Entry: String, CaseIterable, Sendable {
    /// `pushViewController(_:animated: true)`, left alone.
    case push
    /// A push grabbed mid-flight, held, then thrown back (rightward).
    case grabbedPushThrownBack
    /// `popViewController(animated: true)`, left alone.
    case pop
    /// The library's edge swipe pop, held mid-way, then flung back.
    case swipeCancelled
    /// `popViewController(animated: true)` after a fluid push.
    case popAfterFluidPush
    /// The edge swipe pop after a fluid push, held mid-way, then flung back.
    case swipeCancelledAfterFluidPush
    /// The edge swipe pop after a fluid push, held mid-way, then let go forward.
    case swipeAfterFluidPush

    var completes: Bool {
      self == .push || self == .pop || self == .popAfterFluidPush || self == .swipeAfterFluidPush
    }
    var startsPushed: Bool { self != .push && self != .grabbedPushThrownBack }
    var startsWithFluidPush: Bool {
      self == .popAfterFluidPush || self == .swipeCancelledAfterFluidPush
        || self == .swipeAfterFluidPush
    }
    var swipes: Bool {
      self == .swipeCancelled || self == .swipeCancelledAfterFluidPush
        || self == .swipeAfterFluidPush
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let entry: Entry
    let engine: TransitionEngine
    let fades: Bool
    let setting: ShimBehaviour.TabBarDuringPushAndPop

    var testDescription: String {
      "\(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(setting.rawValue)"
    }

    /// Whether the library shows the tab bar's picture in the departing view: on a push, where
    /// UIKit takes the bar away as the transition starts.
    var standsIn: Bool {
      !entry.startsPushed && (setting == .atStart || setting == .removedAtStart)
    }
  }

  nonisolated static let cases: [Case] = Entry.allCases.flatMap { entry in
    [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
      [false, true].flatMap { fades in
        ShimBehaviour.TabBarDuringPushAndPop.allCases.map {
          Case(entry: entry, engine: engine, fades: fades, setting: $0)
        }
      }
    }
  }

  /// A tab bar controller whose first tab is a navigation controller showing `list`.
  struct Scene {
    let window: UIWindow
    let tabs: UITabBarController
    let navigation: UINavigationController
    let list: UIViewController
    let detail: UIViewController
  }

  static func makeScene(fluid engine: TransitionEngine?, fades: Bool = false) -> Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let list = UIViewController()
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: list)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    window.rootViewController = tabs
    if let engine {
      let style: any TransitionStyle = fades ? .fade : .slide
      navigation.fluid.enable(
        style, interaction: .edgePan,
        options: FluidTransition.Options(engine: engine))
    }
    _ = tabs.tabBar
    ShimRunLoop.advance(by: 0.05)
    return Scene(window: window, tabs: tabs, navigation: navigation, list: list, detail: detail)
  }

  /// The pictures of `bar` anywhere in `window`: snapshots of it, or of the window where it
  /// rests.
  static func pictures(of bar: UIView, in window: UIWindow) -> [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if view.shimSnapshotOf === bar
        || (view.shimSnapshotOf === window && view.shimSnapshotRect == place)
      {
        found.append(view)
      }
      pending += view.subviews
    }
    return found
  }

  static let shownY: CGFloat = 844 - 24.5
  static let hiddenY: CGFloat = 844 + 24.5
  static let place = CGRect(x: 0, y: 795, width: 390, height: 49)

  @Test("The tab bar of a hidesBottomBarWhenPushed screen, across a push or pop", arguments: cases)
  func tabBarAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    behaviour.tabBarDuringPushAndPop = testCase.setting
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    ShimConsole.reset()
    let scene = Self.makeScene(fluid: testCase.engine, fades: testCase.fades)
    let (window, tabs, navigation, list, detail) = (
      scene.window, scene.tabs, scene.navigation, scene.list, scene.detail
    )
    let bar = tabs.tabBar
    if testCase.entry.startsPushed {
      navigation.pushViewController(detail, animated: testCase.entry.startsWithFluidPush)
      for _ in 0..<120 where navigation.shimIsTransitioning { ShimRunLoop.advance(by: 1.0 / 120) }
      ShimRunLoop.advance(by: 0.05)
      ShimConsole.reset()
    }
    let startY = testCase.entry.startsPushed ? Self.hiddenY : Self.shownY
    #expect(bar.layer.shimOnScreen.position.y == startY, "\(name): the tab bar starts in place")

    // Every frame: the pictures of the tab bar on screen, and where each is.
    var frames = 0
    var misplaced: [String] = []
    // The frames shown while the transition ran, and those among them with a picture.
    var running = 0
    var seen = 0
    var pictured = 0
    let step = {
      ShimRunLoop.advance(by: 1.0 / 120)
      frames += 1
      let pictures = Self.pictures(of: bar, in: window)
      if !pictures.isEmpty { pictured += 1 }
      if navigation.shimIsTransitioning {
        running += 1
        if pictures.count == 1 { seen += 1 }
      } else if !pictures.isEmpty {
        misplaced.append("frame \(frames): a picture after the end")
      }
      for picture in pictures {
        if picture.superview !== list.view || picture.frame != Self.place || picture.alpha != 1
          || picture.isHidden
        {
          misplaced.append(
            "frame \(frames): \(picture.frame) in \(String(describing: picture.superview))")
        }
      }
    }
    switch testCase.entry {
    case .push:
      navigation.pushViewController(detail, animated: true)
    case .pop:
      navigation.popViewController(animated: true)
    case .popAfterFluidPush:
      navigation.popViewController(animated: true)
    case .swipeCancelled, .swipeCancelledAfterFluidPush, .swipeAfterFluidPush:
      let pan = try #require(
        navigation.view.gestureRecognizers?.first {
          $0 is UIScreenEdgePanGestureRecognizer && !navigation.shimSystemPopGestures.contains($0)
        } as? UIPanGestureRecognizer)
      window.shimTouchDown(at: CGPoint(x: 5, y: 400))
      let move = { (distance: CGFloat, speed: CGFloat) in
        pan.shimTranslation = CGPoint(x: distance, y: 0)
        pan.shimLocation = CGPoint(x: 5 + distance, y: 400)
        pan.shimVelocity = CGPoint(x: speed, y: 0)
      }
      move(12, 600)
      pan.shimSetState(.began)
      for index in 1...10 {
        step()
        move(12 + CGFloat(index) * 14, 600)
        pan.shimSetState(.changed)
      }
      let release: [CGFloat] =
        testCase.entry == .swipeAfterFluidPush ? [170, 200, 230, 260] : [110, 70, 30, 10]
      for distance in release {
        step()
        move(distance, testCase.entry == .swipeAfterFluidPush ? 900 : -800)
        pan.shimSetState(.changed)
      }
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
    case .grabbedPushThrownBack:
      navigation.pushViewController(detail, animated: true)
      for _ in 0..<12 { step() }
      let grab = try #require(
        navigation.shimTransitionView.gestureRecognizers?.compactMap {
          $0 as? UILongPressGestureRecognizer
        }.first, "\(name): the push can be grabbed")
      grab.shimLocation = CGPoint(x: 200, y: 400)
      grab.shimSetState(.began)
      for _ in 0..<6 {
        step()
        grab.shimSetState(.changed)
      }
      for index in 1...4 {
        step()
        grab.shimLocation = CGPoint(x: 200 + CGFloat(index) * 5, y: 400)
        grab.shimSetState(.changed)
      }
      grab.shimSetState(.ended)
      grab.shimSetState(.possible)
    }
    for _ in 0..<240 where navigation.shimIsTransitioning { step() }
    step()

    let top = try #require(navigation.topViewController)
    #expect(ShimConsole.transitions.map(\.completions) == [[testCase.entry.completes]], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
    #expect(
      (top === detail) == (testCase.entry.completes != testCase.entry.startsPushed),
      "\(name): the expected screen is on top")
    let hidden = top.hidesBottomBarWhenPushed
    if #available(iOS 18.0, *) {
      #expect(tabs.isTabBarHidden == hidden, "\(name): UIKit's tab bar state is the top's")
    }
    let endY = hidden ? Self.hiddenY : Self.shownY
    #expect(
      bar.layer.shimOnScreen.position.y == endY && bar.center.y == endY,
      "\(name): the tab bar is where UIKit put it")
    #expect(bar.alpha == 1 && !bar.isHidden, "\(name): the tab bar is not faded out")
    #expect(Self.pictures(of: bar, in: window).isEmpty, "\(name): no picture is left")
    #expect(
      misplaced.isEmpty, "\(name): the picture rides in the screen that shows the bar: \(misplaced)"
    )
    if testCase.standsIn {
      #expect(
        running > 0 && seen == running,
        "\(name): one picture stands in while the push runs: \(seen) of \(running) frames")
    } else {
      #expect(
        pictured == 0,
        "\(name): no picture while the real bar is in place, nor on a pop"
      )
    }
  }

  enum Afterwards: String, CaseIterable, Sendable {
    /// `popToRootViewController(animated: false)`.
    case popToRootWithoutAnimation
    /// `setViewControllers([root], animated: false)`.
    case resetStack
    /// The other tab selected, then this one again.
    case switchTabsAndBack
    /// `popViewController(animated: true)`.
    case animatedPop
  }

  /// After a fluid push to a screen that hides the tab bar, whatever the app does next leaves
  /// the tab bar in the state UIKit's own push leaves it in: the library writes nothing of
  /// UIKit's that a later step would have to undo.
  @Test(
    "No lasting tab bar state: the same as UIKit's own push",
    arguments: ShimBehaviour.TabBarDuringPushAndPop.allCases, Afterwards.allCases)
  func noLastingState(_ setting: ShimBehaviour.TabBarDuringPushAndPop, afterwards: Afterwards) {
    var behaviour = ShimBehaviour()
    behaviour.tabBarDuringPushAndPop = setting
    ShimBehaviour.with(behaviour) {
      @MainActor func play(fluid: Bool) -> (hidden: Bool, y: CGFloat) {
        let scene = Self.makeScene(fluid: fluid ? .propertyAnimator : nil)
        scene.navigation.pushViewController(scene.detail, animated: true)
        for _ in 0..<120 where scene.navigation.shimIsTransitioning {
          ShimRunLoop.advance(by: 1.0 / 120)
        }
        switch afterwards {
        case .popToRootWithoutAnimation:
          scene.navigation.popToRootViewController(animated: false)
        case .resetStack:
          scene.navigation.setViewControllers([scene.list], animated: false)
        case .switchTabsAndBack:
          scene.tabs.selectedIndex = 1
          ShimRunLoop.advance(by: 0.05)
          scene.tabs.selectedIndex = 0
        case .animatedPop:
          scene.navigation.popViewController(animated: true)
        }
        for _ in 0..<120 where scene.navigation.shimIsTransitioning {
          ShimRunLoop.advance(by: 1.0 / 120)
        }
        ShimRunLoop.advance(by: 0.05)
        let bar = scene.tabs.tabBar
        return (bar.frame.minY >= 844, bar.layer.shimOnScreen.position.y)
      }
      let uikit = play(fluid: false)
      let fluid = play(fluid: true)
      #expect(
        fluid.hidden == uikit.hidden && fluid.y == uikit.y,
        "\(setting.rawValue) \(afterwards.rawValue): fluid \(fluid), UIKit's own \(uikit)")
    }
  }

  /// A screen that shows the tab bar pushed above one that hides it, and popped back, then the
  /// pop to the root: the bar follows UIKit's rule at each step (either rule), and the library
  /// leaves no picture behind (a push over a bar already hidden takes none).
  @Test(
    "A screen that does not hide the tab bar above one that does",
    arguments: ShimBehaviour.HidesBottomBarRule.allCases)
  func deeperStack(_ rule: ShimBehaviour.HidesBottomBarRule) {
    var behaviour = ShimBehaviour()
    behaviour.hidesBottomBarRule = rule
    ShimBehaviour.with(behaviour) {
      let scene = Self.makeScene(fluid: .propertyAnimator)
      let bar = scene.tabs.tabBar
      let above = UIViewController()
      var standing = 0
      let settle = {
        standing = 0
        for _ in 0..<120 where scene.navigation.shimIsTransitioning {
          ShimRunLoop.advance(by: 1.0 / 120)
          if !Self.pictures(of: bar, in: scene.window).isEmpty { standing += 1 }
        }
        ShimRunLoop.advance(by: 0.05)
      }
      let name = rule.rawValue
      scene.navigation.pushViewController(scene.detail, animated: true)
      settle()
      #expect(bar.center.y == Self.hiddenY, "\(name): hidden over the screen that hides it")
      scene.navigation.pushViewController(above, animated: true)
      settle()
      #expect(standing == 0, "\(name): no picture of a bar already hidden")
      let aboveHides = rule == .anyPushedScreen
      #expect(
        bar.center.y == (aboveHides ? Self.hiddenY : Self.shownY),
        "\(name): the screen above, by the rule")
      scene.navigation.popViewController(animated: true)
      settle()
      #expect(bar.center.y == Self.hiddenY, "\(name): hidden again")
      scene.navigation.popViewController(animated: true)
      settle()
      #expect(scene.navigation.topViewController === scene.list)
      #expect(bar.center.y == Self.shownY, "\(name): shown on the root")
      #expect(Self.pictures(of: bar, in: scene.window).isEmpty, "\(name): no picture is left")
    }
  }

  /// A tab bar at the top of the window (an iPad's) is not the bar `hidesBottomBarWhenPushed`
  /// hides along the bottom: no picture is taken of its place (it would carry the departing
  /// screen's navigation bar off with it).
  @Test("A tab bar at the top is not pictured")
  func barAtTheTop() {
    let scene = Self.makeScene(fluid: .propertyAnimator)
    let bar = scene.tabs.tabBar
    bar.frame = CGRect(x: 0, y: 24, width: 390, height: 50)
    ShimRunLoop.advance(by: 0.05)
    scene.navigation.pushViewController(scene.detail, animated: true)
    var pictured = 0
    for _ in 0..<120 where scene.navigation.shimIsTransitioning {
      ShimRunLoop.advance(by: 1.0 / 120)
      if Self.views(in: scene.window).contains(where: { $0.shimSnapshotOf === scene.window }) {
        pictured += 1
      }
    }
    #expect(scene.navigation.topViewController === scene.detail)
    #expect(pictured == 0, "no picture of a bar at the top: \(pictured) frames")
  }

  /// Every view of `window`'s tree.
  static func views(in window: UIWindow) -> [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      found.append(view)
      pending += view.subviews
    }
    return found
  }

  /// The library's hold on the picture released before the push ends (as when the transition
  /// itself is released mid-flight) takes the picture with it, at once.
  @Test("A stand-in released mid-push takes its picture with it")
  func releasedMidPush() throws {
    let scene = Self.makeScene(fluid: .propertyAnimator)
    let bar = scene.tabs.tabBar
    scene.navigation.pushViewController(scene.detail, animated: true)
    for _ in 0..<6 { ShimRunLoop.advance(by: 1.0 / 120) }
    let transition = try #require(scene.navigation.fluid.delegate?.currentTransition)
    #expect(Self.pictures(of: bar, in: scene.window).count == 1, "a picture stands in")
    transition.navigationChrome = nil
    #expect(Self.pictures(of: bar, in: scene.window).isEmpty, "the picture went with it")
    for _ in 0..<120 where scene.navigation.shimIsTransitioning {
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    #expect(scene.navigation.topViewController === scene.detail)
    #expect(Self.pictures(of: bar, in: scene.window).isEmpty)
  }
}
