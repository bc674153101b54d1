import FluidTransitions
import Testing
import UIKit

/// The navigation bar and the toolbar across a fluid push and pop on the simulated UIKit: a
/// screen that hides a bar (with `setNavigationBarHidden(_:animated:)` or
/// `setToolbarHidden(_:animated:)` from its `viewWillAppear(_:)`, the common pattern) pushed
/// over one that shows it, and back, committed, cancelled under the finger and grabbed and
/// thrown back, on both engines, under every setting of
/// `ShimBehaviour.barChangeDuringTransition` (what UIKit does with a change asked for during a
/// custom transition, which Apple does not say), and under the switches of the transition's
/// animator that UIKit's alongside animations depend on. The bar moves with the transition (no
/// frame-to-frame jump), stands still while the finger holds the transition mid-way, and lands
/// where the screen left on top wants it.
@MainActor
@Suite("UIKit glue: the navigation bar and the toolbar across push and pop")
struct NavigationBarsGlueTests {
  enum Bar: String, CaseIterable, Sendable {
    case navigationBar, toolbar
  }

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

  /// The transition's animator under other switches.
  enum AnimatorBehaviour: String, CaseIterable, Sendable {
    case standard
    /// `interruptibleAnimatorRequest = .never`: UIKit runs its alongside animations at once.
    case neverAsked
    /// `alongsideOnEmptyPausedAnimator = .dropped`: the display-link engine's paused animator
    /// drops every block added to it, so nothing can animate on it (only the landing counts).
    case dropsBlocksWhenEmpty
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let bar: Bar
    let entry: Entry
    let engine: TransitionEngine
    let fades: Bool
    let setting: ShimBehaviour.BarChangeDuringTransition
    var animator = AnimatorBehaviour.standard

    var testDescription: String {
      "\(bar.rawValue) \(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(setting.rawValue)"
        + " \(animator.rawValue)"
    }

    /// Whether the bar can move with the transition at all.
    var moves: Bool { !(animator == .dropsBlocksWhenEmpty && engine == .displayLink) }
  }

  /// Every bar, entry, engine and setting with the slide; the fade, and the animator's other
  /// behaviours, under the default setting.
  nonisolated static let cases: [Case] = Bar.allCases.flatMap { bar in
    Entry.allCases.flatMap { entry in
      [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
        let standard = ShimBehaviour().barChangeDuringTransition
        return ShimBehaviour.BarChangeDuringTransition.allCases.map { setting in
          Case(bar: bar, entry: entry, engine: engine, fades: false, setting: setting)
        }
          + [Case(bar: bar, entry: entry, engine: engine, fades: true, setting: standard)]
          + AnimatorBehaviour.allCases.dropFirst().map {
            Case(
              bar: bar, entry: entry, engine: engine, fades: false, setting: standard,
              animator: $0)
          }
      }
    }
  }

  /// A screen that asks for a bar as it appears, animated when its appearance is.
  final class BarScreen: UIViewController {
    let bar: Bar
    let hidesBar: Bool

    init(bar: Bar, hidesBar: Bool) {
      self.bar = bar
      self.hidesBar = hidesBar
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("not used")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      switch bar {
      case .navigationBar:
        navigationController?.setNavigationBarHidden(hidesBar, animated: animated)
      case .toolbar:
        navigationController?.setToolbarHidden(hidesBar, animated: animated)
      }
    }
  }

  @Test("A bar one screen hides, across a push or pop", arguments: cases)
  func barAcrossTransition(_ testCase: Case) throws {
    var behaviour = ShimBehaviour()
    behaviour.barChangeDuringTransition = testCase.setting
    switch testCase.animator {
    case .standard: break
    case .neverAsked: behaviour.interruptibleAnimatorRequest = .never
    case .dropsBlocksWhenEmpty: behaviour.alongsideOnEmptyPausedAnimator = .dropped
    }
    try ShimBehaviour.with(behaviour) { try run(testCase) }
  }

  private func run(_ testCase: Case) throws {
    let name = testCase.testDescription
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let showing = BarScreen(bar: testCase.bar, hidesBar: false)
    let hiding = BarScreen(bar: testCase.bar, hidesBar: true)
    let navigation = UINavigationController(rootViewController: showing)
    window.rootViewController = navigation
    let style: any TransitionStyle = testCase.fades ? .fade : .slide
    let delegate = navigation.fluid.enable(
      style, interaction: .edgePan, options: FluidTransition.Options(engine: testCase.engine))
    navigation.isToolbarHidden = testCase.bar != .toolbar
    let barView: UIView =
      testCase.bar == .navigationBar ? navigation.navigationBar : navigation.toolbar
    // Where the bar's centre is shown and hidden (the navigation bar slides off the top, the
    // toolbar off the bottom).
    let shownY: CGFloat = testCase.bar == .navigationBar ? 22 : 844 - 22
    let hiddenY: CGFloat = testCase.bar == .navigationBar ? -22 : 844 + 22
    if testCase.entry.startsPushed { navigation.pushViewController(hiding, animated: false) }
    ShimRunLoop.advance(by: 0.05)
    let startY = testCase.entry.startsPushed ? hiddenY : shownY
    #expect(barView.layer.shimOnScreen.position.y == startY, "\(name): the bar starts in place")

    var positions: [CGFloat] = [barView.layer.shimOnScreen.position.y]
    let step = {
      ShimRunLoop.advance(by: 1.0 / 120)
      positions.append(barView.layer.shimOnScreen.position.y)
    }
    // The bar's positions while the finger held the transition still, mid-way.
    var held: [CGFloat] = []
    switch testCase.entry {
    case .push:
      navigation.pushViewController(hiding, animated: true)
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
      navigation.pushViewController(hiding, animated: true)
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

    let top = try #require(navigation.topViewController as? BarScreen)
    #expect(ShimConsole.transitions.map(\.completions) == [[testCase.entry.completes]], "\(name)")
    #expect(
      (top === hiding) == (testCase.entry.completes != testCase.entry.startsPushed),
      "\(name): the expected screen is on top")
    let hidden =
      testCase.bar == .navigationBar ? navigation.isNavigationBarHidden : navigation.isToolbarHidden
    #expect(hidden == top.hidesBar, "\(name): the bar's visibility is the top screen's")
    let endY = top.hidesBar ? hiddenY : shownY
    #expect(
      barView.layer.shimOnScreen.position.y == endY && barView.center.y == endY,
      "\(name): the bar lands where the top screen wants it: \(positions.suffix(3))")
    #expect(barView.alpha == 1 && !barView.isHidden, "\(name): the bar is not faded out")
    guard testCase.moves else { return }
    // A bar that follows the transition moves 44 points over tens of frames; a snap is the
    // whole 44 in one.
    let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
    #expect((steps.max() ?? 0) < 12, "\(name): no jump: the largest step \(steps.max() ?? 0)")
    if !held.isEmpty {
      let travelled = held.map { abs($0 - startY) }
      #expect(
        travelled.allSatisfy { $0 > 1 && $0 < 43 },
        "\(name): the bar is mid-way while the transition is: \(held)")
      #expect(
        abs(held[held.count - 1] - held[4]) < 0.5,
        "\(name): the bar stands still while the finger holds the transition: \(held)")
    }
  }
}
