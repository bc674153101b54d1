import FluidTransitions
import Testing
import UIKit

/// The tab bar across a fluid push and pop on the simulated UIKit: a navigation controller in a
/// tab bar controller pushes a screen whose `hidesBottomBarWhenPushed` is true over one whose
/// is false, and back, committed, cancelled under the finger and grabbed and thrown back, on
/// both engines, the slide and the fade, under every setting of
/// `ShimBehaviour.tabBarDuringPushAndPop` (when UIKit applies `hidesBottomBarWhenPushed` during
/// a custom transition, which Apple does not say). The tab bar moves with the transition (no
/// frame-to-frame jump), stands still while the finger holds the transition mid-way, and lands
/// where the screen left on top wants it.
@MainActor
@Suite("UIKit glue: the tab bar across push and pop (hidesBottomBarWhenPushed)")
struct TabBarAcrossPushGlueTests {
  enum Entry: String, CaseIterable, Sendable {
    /// `pushViewController(_:animated: true)`, left alone.
    case push
    /// `popViewController(animated: true)`, left alone.
    case pop
    /// The library's edge swipe pop, held mid-way, then flung back.
    case swipeCancelled
    /// A push grabbed mid-flight, held, then thrown back (rightward).
    case grabbedPushThrownBack

    var completes: Bool { self == .push || self == .pop }
    var startsPushed: Bool { self == .pop || self == .swipeCancelled }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let entry: Entry
    let engine: TransitionEngine
    let fades: Bool
    let setting: ShimBehaviour.TabBarDuringPushAndPop

    var testDescription: String {
      "\(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(setting.rawValue)"
    }
  }

  /// Every entry, engine and setting with the slide; the fade under the default setting.
  nonisolated static let cases: [Case] = Entry.allCases.flatMap { entry in
    [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
      ShimBehaviour.TabBarDuringPushAndPop.allCases.map {
        Case(entry: entry, engine: engine, fades: false, setting: $0)
      }
        + [
          Case(
            entry: entry, engine: engine, fades: true,
            setting: ShimBehaviour().tabBarDuringPushAndPop)
        ]
    }
  }

  @Test("The tab bar of a hidesBottomBarWhenPushed screen, across a push or pop", arguments: cases)
  func tabBarAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    behaviour.tabBarDuringPushAndPop = testCase.setting
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let list = UIViewController()
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: list)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    window.rootViewController = tabs
    let style: any TransitionStyle = testCase.fades ? .fade : .slide
    let delegate = navigation.fluid.enable(
      style, interaction: .edgePan, options: FluidTransition.Options(engine: testCase.engine))
    let bar = tabs.tabBar
    // Where the tab bar's centre is shown and hidden (it slides off the bottom).
    let shownY: CGFloat = 844 - 24.5
    let hiddenY: CGFloat = 844 + 24.5
    if testCase.entry.startsPushed { navigation.pushViewController(detail, animated: false) }
    ShimRunLoop.advance(by: 0.05)
    let startY = testCase.entry.startsPushed ? hiddenY : shownY
    #expect(bar.layer.shimOnScreen.position.y == startY, "\(name): the tab bar starts in place")

    var positions: [CGFloat] = [bar.layer.shimOnScreen.position.y]
    let step = {
      ShimRunLoop.advance(by: 1.0 / 120)
      positions.append(bar.layer.shimOnScreen.position.y)
    }
    // The tab bar's positions while the finger held the transition still, mid-way.
    var held: [CGFloat] = []
    switch testCase.entry {
    case .push:
      navigation.pushViewController(detail, animated: true)
    case .pop:
      navigation.popViewController(animated: true)
    case .swipeCancelled:
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
      for _ in 0..<12 {
        move(152, 0)
        pan.shimSetState(.changed)
        step()
        held.append(positions[positions.count - 1])
      }
      for distance: CGFloat in [110, 70, 30, 10] {
        step()
        move(distance, -800)
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
      for _ in 0..<12 {
        step()
        grab.shimSetState(.changed)
        held.append(positions[positions.count - 1])
      }
      for index in 1...4 {
        step()
        grab.shimLocation = CGPoint(x: 200 + CGFloat(index) * 5, y: 400)
        grab.shimSetState(.changed)
      }
      grab.shimSetState(.ended)
      grab.shimSetState(.possible)
    }
    _ = delegate
    for _ in 0..<240 where navigation.shimIsTransitioning { step() }
    for _ in 0..<30 { step() }

    let top = try #require(navigation.topViewController)
    #expect(ShimConsole.transitions.map(\.completions) == [[testCase.entry.completes]], "\(name)")
    #expect(
      (top === detail) == (testCase.entry.completes != testCase.entry.startsPushed),
      "\(name): the expected screen is on top")
    if #available(iOS 18.0, *) {
      #expect(
        tabs.isTabBarHidden == top.hidesBottomBarWhenPushed,
        "\(name): the tab bar's visibility is the top screen's")
    }
    let endY = top.hidesBottomBarWhenPushed ? hiddenY : shownY
    #expect(
      bar.layer.shimOnScreen.position.y == endY && bar.center.y == endY,
      "\(name): the tab bar lands where the top screen wants it: \(positions.suffix(3))")
    #expect(bar.alpha == 1 && !bar.isHidden, "\(name): the tab bar is not faded out")
    // A tab bar that follows the transition moves 49 points over tens of frames; a snap is the
    // whole 49 in one.
    let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
    #expect((steps.max() ?? 0) < 12, "\(name): no jump: the largest step \(steps.max() ?? 0)")
    if !held.isEmpty {
      let travelled = held.map { abs($0 - startY) }
      #expect(
        travelled.allSatisfy { $0 > 1 && $0 < 48 },
        "\(name): the tab bar is mid-way while the transition is: \(held)")
      #expect(
        abs(held[held.count - 1] - held[4]) < 0.5,
        "\(name): the tab bar stands still while the finger holds the transition: \(held)")
    }
  }
}
