import FluidTransitions
import Testing
import UIKit

/// The navigation bar and the toolbar across a fluid push and pop on the simulated UIKit: a
/// screen that hides a bar from its `viewWillAppear(_:)` with `animated: true` (the common
/// pattern) pushed over one that shows it, and back: committed, popped under the finger and let
/// go either way, and grabbed mid-push and thrown back; on both engines, the slide and the fade,
/// under every setting of `ShimBehaviour.barChangeDuringTransition`, and under the switches of
/// the transition's animator that UIKit's alongside animations depend on.
///
/// The library changes nothing of the bars: UIKit animates the change alongside the transition
/// on the animator the library hands it. Where UIKit does that (the `alongside…` settings, an
/// animator UIKit asks for), the bar moves with the transition (no frame-to-frame jump), stands
/// still while the finger holds it mid-way and goes back with a throw-back; in every setting it
/// ends where its navigation controller's visibility says, which is the top screen's wish
/// unless the setting keeps a cancelled transition's change.
@MainActor
@Suite("UIKit glue: the navigation bar and the toolbar across push and pop")
struct NavigationBarsGlueTests {
  enum Bar: String, CaseIterable, Sendable {
    case navigationBar, toolbar
  }

  /// The transition's animator under other switches.
  enum AnimatorBehaviour: String, CaseIterable, Sendable {
    case standard
    /// `interruptibleAnimatorRequest = .never`: UIKit runs its alongside animations at once.
    case neverAsked
    /// `interruptibleAnimatorRequest = .onInteractionChangesOnly`.
    case askedOnInteractionChanges
    /// `alongsideOnEmptyPausedAnimator = .dropped`: a paused animator that became active with
    /// no block of its own drops the blocks added to it.
    case dropsBlocksWhenEmpty
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let bar: Bar
    let entry: GlueNavigationGestures.Entry
    let engine: TransitionEngine
    let fades: Bool
    let setting: ShimBehaviour.BarChangeDuringTransition
    var animator = AnimatorBehaviour.standard

    var testDescription: String {
      "\(bar.rawValue) \(entry.rawValue) \(engine) \(fades ? "fade" : "slide") \(setting.rawValue)"
        + " \(animator.rawValue)"
    }

    /// Whether UIKit animates the change on the transition's animator, so the bar can follow
    /// the transition: UIKit puts it alongside and asks for the animator as the transition
    /// starts (asked only when the interaction changes, a tap's push never asks, and UIKit
    /// runs the blocks it had at once).
    var follows: Bool {
      switch setting {
      case .ownAnimation, .immediately: return false
      case .alongsideRevertedOnCancel, .alongsideKeptOnCancel, .alongsideNotLaidOutAtEnd: break
      }
      return animator != .neverAsked && animator != .askedOnInteractionChanges
    }

    /// Whether a cancelled transition keeps the visibility the arriving screen asked for.
    var keepsOnCancel: Bool {
      setting == .alongsideKeptOnCancel || setting == .ownAnimation || setting == .immediately
    }
  }

  /// Every bar, entry, engine and setting with the slide; the fade, and the animator's other
  /// behaviours, under the default setting.
  nonisolated static let cases: [Case] = Bar.allCases.flatMap { bar in
    GlueNavigationGestures.Entry.allCases.flatMap { entry in
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
          + [
            Case(
              bar: bar, entry: entry, engine: engine, fades: false,
              setting: .alongsideNotLaidOutAtEnd, animator: .dropsBlocksWhenEmpty)
          ]
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
    case .askedOnInteractionChanges:
      behaviour.interruptibleAnimatorRequest = .onInteractionChangesOnly
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
    try GlueNavigationGestures.play(
      testCase.entry, pushing: hiding, on: navigation, in: window, name: name, step: step,
      held: { held.append(positions[positions.count - 1]) })
    _ = delegate
    for _ in 0..<240 where navigation.shimIsTransitioning { step() }
    // UIKit's own bar animation (`ownAnimation`) may outlast the transition.
    for _ in 0..<30 { step() }

    let top = try #require(navigation.topViewController as? BarScreen)
    let other = top === hiding ? showing : hiding
    #expect(ShimConsole.transitions.map(\.completions) == [[testCase.entry.completes]], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
    #expect(
      (top === hiding) == (testCase.entry.completes != testCase.entry.startsPushed),
      "\(name): the expected screen is on top")
    let hidden =
      testCase.bar == .navigationBar ? navigation.isNavigationBarHidden : navigation.isToolbarHidden
    let wanted = !testCase.entry.completes && testCase.keepsOnCancel ? other.hidesBar : top.hidesBar
    #expect(hidden == wanted, "\(name): the bar's visibility is UIKit's: the top screen's wish")
    let endY = hidden ? hiddenY : shownY
    #expect(
      barView.layer.shimOnScreen.position.y == endY && barView.center.y == endY,
      "\(name): the bar lands where its visibility says: \(positions.suffix(3))")
    #expect(barView.alpha == 1 && !barView.isHidden, "\(name): the bar is not faded out")
    guard testCase.follows else { return }
    // A bar that follows the transition moves 44 points over tens of frames; a snap is the
    // whole 44 in one. A change UIKit keeps through a cancel is laid out at the end, after the
    // animation went back with the transition: UIKit's snap, not checked.
    let checked =
      !testCase.entry.completes && testCase.keepsOnCancel ? positions.dropLast(31) : positions[...]
    let steps = zip(checked, checked.dropFirst()).map { abs($1 - $0) }
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

  /// A bar left mid-slide: app code stops the display-link engine's animator (public as
  /// `FluidTransition.uiAnimator`, and UIKit's) mid-push, which commits the bar where it is and
  /// drops its change; under `alongsideNotLaidOutAtEnd` UIKit does not lay the bar out at the
  /// end, and the library's landing check does, once UIKit is done with the transition (also
  /// when UIKit calls `animationEnded(_:)` before its own work at the end).
  @Test(
    "A bar left mid-slide by a stopped animator lands where UIKit's model says",
    arguments: [
      ShimBehaviour.BarChangeDuringTransition.alongsideRevertedOnCancel, .alongsideNotLaidOutAtEnd,
    ],
    [Bar.navigationBar, .toolbar])
  func barLeftMidSlide(_ setting: ShimBehaviour.BarChangeDuringTransition, bar: Bar) throws {
    for timing in ShimBehaviour.AnimationEndedTiming.allCases {
      var behaviour = ShimBehaviour()
      behaviour.barChangeDuringTransition = setting
      behaviour.animationEndedTiming = timing
      try ShimBehaviour.with(behaviour) {
        try playBarLeftMidSlide(
          name: "\(bar.rawValue) \(setting.rawValue) \(timing.rawValue)", bar: bar)
      }
    }
  }

  private func playBarLeftMidSlide(name: String, bar: Bar) throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let showing = BarScreen(bar: bar, hidesBar: false)
    let hiding = BarScreen(bar: bar, hidesBar: true)
    let navigation = UINavigationController(rootViewController: showing)
    window.rootViewController = navigation
    let delegate = navigation.fluid.enable(
      .slide, interaction: .edgePan, options: FluidTransition.Options(engine: .displayLink))
    navigation.isToolbarHidden = bar != .toolbar
    let barView: UIView = bar == .navigationBar ? navigation.navigationBar : navigation.toolbar
    let hiddenY: CGFloat = bar == .navigationBar ? -22 : 844 + 22
    ShimRunLoop.advance(by: 0.05)
    navigation.pushViewController(hiding, animated: true)
    for _ in 0..<20 { ShimRunLoop.advance(by: 1.0 / 120) }
    let animator = try #require(delegate.currentTransition?.uiAnimator, "\(name)")
    animator.stopAnimation(true)
    let left = barView.center.y
    #expect(abs(left - hiddenY) > 5, "\(name): the bar is left mid-slide: \(left)")
    for _ in 0..<120 where navigation.shimIsTransitioning { ShimRunLoop.advance(by: 1.0 / 120) }
    ShimRunLoop.advance(by: 1.0 / 120)
    #expect(ShimConsole.transitions.map(\.completions) == [[true]], "\(name)")
    #expect(
      navigation.topViewController === hiding
        && (bar == .navigationBar
          ? navigation.isNavigationBarHidden : navigation.isToolbarHidden),
      "\(name): UIKit's model hides the bar")
    #expect(
      barView.center.y == hiddenY && barView.layer.shimOnScreen.position.y == hiddenY,
      "\(name): the bar lands where the model says: \(barView.center.y)")
  }

  /// A navigation controller that counts its layout passes.
  final class CountingNavigationController: UINavigationController {
    var layoutPasses = 0
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutPasses += 1
    }
  }

  /// A toolbar the app puts in the navigation controller's view itself (a custom bottom bar,
  /// with the navigation controller's own toolbar hidden) is not the navigation controller's:
  /// the landing check leaves it alone and costs no layout pass for it.
  @Test("An app's own toolbar in the navigation controller's view is not checked")
  func appsOwnToolbarIsNotChecked() {
    @MainActor func layoutPasses(withAppsToolbar: Bool) -> (passes: Int, frame: CGRect?) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.makeKeyAndVisible()
      let navigation = CountingNavigationController(rootViewController: UIViewController())
      window.rootViewController = navigation
      navigation.fluid.enable(.slide, interaction: .edgePan)
      var appsToolbar: UIToolbar?
      if withAppsToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
        navigation.view.addSubview(toolbar)
        appsToolbar = toolbar
      }
      ShimRunLoop.advance(by: 0.05)
      let before = navigation.layoutPasses
      navigation.pushViewController(UIViewController(), animated: true)
      for _ in 0..<120 where navigation.shimIsTransitioning { ShimRunLoop.advance(by: 1.0 / 120) }
      ShimRunLoop.advance(by: 0.05)
      return (navigation.layoutPasses - before, appsToolbar?.frame)
    }
    let plain = layoutPasses(withAppsToolbar: false)
    let withToolbar = layoutPasses(withAppsToolbar: true)
    #expect(
      withToolbar.passes == plain.passes,
      "layout passes with the app's toolbar \(withToolbar.passes), without \(plain.passes)")
    #expect(withToolbar.frame == CGRect(x: 0, y: 700, width: 390, height: 44))
  }
}
