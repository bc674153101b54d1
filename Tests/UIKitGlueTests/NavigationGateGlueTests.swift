import FluidTransitions
import Testing
import UIKit

/// The navigation delegate's gates while UIKit runs a pop of its own (the system back swipe,
/// which the library leaves working with ``Interaction/pan``, ``Interaction/pinch`` or no
/// interaction): no second pop starts, whichever way it is asked for, and a swipe that both the
/// library's gesture and the system's can recognise is the system's alone.
@MainActor
@Suite("UIKit glue: the navigation gates")
struct NavigationGateGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// A scene with Second and Third pushed, its pops started by `interaction`, on `version` of
  /// iOS.
  static func scene(
    _ interaction: Interaction?, on version: ShimBehaviour.SystemVersion = .iOS18
  ) -> Scene {
    var behaviour = ShimBehaviour.current
    behaviour.systemVersion = version
    return ShimBehaviour.with(behaviour) {
      let scene = Scene(ScaleStyle(), interaction: interaction)
      scene.navigation.pushViewController(scene.second, animated: false)
      scene.navigation.pushViewController(GlueScreen(title: "Third"), animated: false)
      ShimRunLoop.runDeferredWork()
      ShimConsole.reset()
      return scene
    }
  }

  /// UIKit's edge swipe: lands at the leading edge, drags 300 points in ten frames and lifts
  /// with a flick, leaving UIKit's pop to finish by itself.
  static func systemSwipe(_ scene: Scene) throws {
    let edge = try #require(
      scene.navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
    edge.shimLocation = CGPoint(x: 16, y: 400)
    edge.shimTranslation = CGPoint(x: 12, y: 0)
    edge.shimVelocity = CGPoint(x: 600, y: 0)
    edge.shimSetState(.began)
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      edge.shimTranslation = CGPoint(x: 12 + 28.8 * CGFloat(step), y: 0)
      edge.shimLocation = CGPoint(x: 4 + edge.shimTranslation.x, y: 400)
      edge.shimVelocity = CGPoint(x: 1500, y: 0)
      edge.shimSetState(.changed)
    }
    edge.shimSetState(.ended)
    edge.shimSetState(.possible)
  }

  /// Puts `pan` 12 points into a drag toward the trailing edge from `start` (window coordinates).
  static func aim(_ pan: UIPanGestureRecognizer, from start: CGPoint) {
    pan.shimTranslation = CGPoint(x: 12, y: 0)
    pan.shimLocation = CGPoint(x: start.x + 12, y: start.y)
    pan.shimVelocity = CGPoint(x: 600, y: 0)
  }

  /// Everything has settled on Second, through UIKit's pop alone, with nothing logged, and a
  /// pop asked for afterwards is the style's and completes.
  static func expectUIKitPopOnly(_ scene: Scene) {
    ShimRunLoop.advance(by: 1)
    #expect(scene.navigation.viewControllers == [scene.first, scene.second])
    #expect(scene.delegate.currentTransition == nil)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    let records = ShimConsole.transitions
    #expect(records.map(\.isCustom) == [false], "UIKit's pop alone ran")
    #expect(records.first?.completions == [true])
    ShimConsole.reset()
    scene.navigation.popViewController(animated: true)
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.map(\.isCustom) == [true], "the next pop is the style's")
    #expect(ShimConsole.transitions.first?.completions == [true], "and nothing waits for it")
    #expect(scene.navigation.viewControllers == [scene.first])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "While UIKit's own pop finishes, the library's gesture and beginInteractivePop() start nothing",
    arguments: [Interaction.pan, .pinch])
  func libraryWaitsForUIKitsPop(_ interaction: Interaction) throws {
    let scene = Self.scene(interaction)
    try Self.systemSwipe(scene)
    #expect(scene.navigation.shimIsTransitioning, "UIKit's pop is still finishing")
    #expect(scene.navigation.transitionCoordinator != nil)

    let pan = try #require(scene.libraryPan)
    Self.aim(pan, from: CGPoint(x: 100, y: 300))
    if interaction == .pinch {
      pan.shimTranslation = CGPoint(x: 0, y: 12)
      pan.shimVelocity = CGPoint(x: 0, y: 600)
    }
    pan.shimSetState(.began)
    #expect(pan.state == .failed, "the library's gesture does not begin")
    pan.shimSetState(.possible)
    #expect(scene.delegate.beginInteractivePop() == nil, "nor does a pop begun from code")
    Self.expectUIKitPopOnly(scene)
  }

  @Test("While UIKit's own pop finishes, iOS 26's content swipe does not begin a second one")
  func systemSwipesWaitForUIKitsPop() throws {
    let scene = Self.scene(nil, on: .iOS26)
    try Self.systemSwipe(scene)
    let content = try #require(
      scene.navigation.shimSystemPopGestures.last as? UIPanGestureRecognizer)
    #expect(content !== scene.navigation.interactivePopGestureRecognizer)
    Self.aim(content, from: CGPoint(x: 150, y: 400))
    content.shimSetState(.began)
    #expect(content.state == .failed, "UIKit's content swipe does not begin")
    content.shimSetState(.possible)
    Self.expectUIKitPopOnly(scene)
  }
}

extension NavigationGateGlueTests {
  /// The failure-requirement orders the simulated UIKit may have.
  nonisolated static let orders = ShimBehaviour.FailureRequirementOrder.allCases

  /// A finger lands at `start` and both `first` and `second` (recognisers under it) are 12 points
  /// into a drag toward the trailing edge.
  static func touch(
    _ scene: Scene, at start: CGPoint, _ first: UIPanGestureRecognizer,
    _ second: UIPanGestureRecognizer
  ) {
    scene.window.shimTouchDown(at: start)
    aim(first, from: start)
    aim(second, from: start)
  }

  @Test(
    "A swipe from the leading edge is UIKit's pop, even when the library's pan asks first",
    arguments: orders)
  func edgeSwipeIsTheSystems(_ order: ShimBehaviour.FailureRequirementOrder) throws {
    var behaviour = ShimBehaviour.current
    behaviour.failureRequirementOrder = order
    try ShimBehaviour.with(behaviour) {
      let scene = Self.scene(.pan)
      let pan = try #require(scene.libraryPan)
      let edge = try #require(
        scene.navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
      Self.touch(scene, at: CGPoint(x: 4, y: 400), pan, edge)
      pan.shimSetState(.began)
      #expect(pan.state == .possible && pan.shimIsWaitingToBegin, "waits for the edge swipe")
      #expect(!scene.navigation.shimIsTransitioning, "nothing started yet")
      edge.shimSetState(.began)
      #expect(pan.state == .failed, "the edge swipe recognised: the library's pan fails")
      #expect(scene.navigation.shimIsTransitioning)
      for step in 1...10 {
        ShimRunLoop.advance(by: 0.01)
        edge.shimTranslation = CGPoint(x: 12 + 28.8 * CGFloat(step), y: 0)
        edge.shimVelocity = CGPoint(x: 1500, y: 0)
        edge.shimSetState(.changed)
      }
      edge.shimSetState(.ended)
      edge.shimSetState(.possible)
      pan.shimSetState(.possible)
      #expect(ShimConsole.transitions.first?.systemGesture == "edge")
      Self.expectUIKitPopOnly(scene)
    }
  }

  @Test(
    "A swipe from mid-screen is the library's once UIKit's edge swipe fails", arguments: orders)
  func contentSwipeIsTheLibrarys(_ order: ShimBehaviour.FailureRequirementOrder) throws {
    var behaviour = ShimBehaviour.current
    behaviour.failureRequirementOrder = order
    try ShimBehaviour.with(behaviour) {
      let scene = Self.scene(.pan)
      let pan = try #require(scene.libraryPan)
      let edge = try #require(
        scene.navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
      Self.touch(scene, at: CGPoint(x: 150, y: 400), pan, edge)
      pan.shimSetState(.began)
      #expect(pan.shimIsWaitingToBegin, "waits for the edge swipe")
      pan.shimSetState(.changed)
      #expect(pan.shimIsWaitingToBegin && scene.delegate.currentTransition == nil)
      // UIKit's edge swipe fails for a finger that landed away from the edge.
      edge.shimSetState(.failed)
      #expect(pan.state == .began, "the library's pan begins")
      let transition = try #require(scene.delegate.currentTransition)
      for step in 1...10 {
        ShimRunLoop.advance(by: 0.01)
        pan.shimTranslation = CGPoint(x: 12 + 28.8 * CGFloat(step), y: 0)
        pan.shimLocation = CGPoint(x: 150 + pan.shimTranslation.x, y: 400)
        pan.shimVelocity = CGPoint(x: 1500, y: 0)
        pan.shimSetState(.changed)
      }
      #expect(transition.driver?.presentedProgress ?? 0 > 0.5, "the pop follows the finger")
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
      edge.shimSetState(.possible)
      ShimRunLoop.advance(by: 1)
      #expect(ShimConsole.transitions.map(\.isCustom) == [true], "the style's pop alone ran")
      #expect(ShimConsole.transitions.first?.completions == [true])
      #expect(scene.navigation.viewControllers == [scene.first, scene.second])
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }
}

/// A navigation controller that refuses pops while `refusesPops` is set, as an app's subclass
/// may (a form with unsaved changes).
@MainActor
final class RefusingNavigationController: UINavigationController {
  var refusesPops = false

  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    refusesPops ? nil : super.popViewController(animated: animated)
  }
}

extension NavigationGateGlueTests {
  @Test("A pop the navigation controller refuses leaves nothing behind for the next pop")
  func refusedPop() throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let navigation = RefusingNavigationController(rootViewController: first)
    window.rootViewController = navigation
    let delegate = navigation.fluid.enable(.slide, interaction: .edgePan)
    navigation.pushViewController(GlueScreen(title: "Second"), animated: false)
    ShimRunLoop.runDeferredWork()

    navigation.refusesPops = true
    #expect(delegate.beginInteractivePop() == nil, "no pop, so no transition")
    navigation.refusesPops = false
    navigation.popViewController(animated: true)
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.map(\.completions) == [[true]], "the tap's pop runs by itself")
    #expect(navigation.viewControllers == [first])
    #expect(delegate.currentTransition == nil)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}

extension NavigationGateGlueTests {
  @Test("A pop and a push asked through the stack during UIKit's own pop apply after it")
  func stackWaitsForUIKitsPop() throws {
    let scene = Self.scene(.pan)
    try Self.systemSwipe(scene)
    #expect(scene.navigation.shimIsTransitioning, "UIKit's pop is still finishing")
    let fourth = GlueScreen(title: "Fourth")
    scene.navigation.fluid.pop()
    scene.navigation.fluid.push(fourth)
    #expect(ShimConsole.messages.isEmpty, "nothing asked of UIKit mid-transition")
    ShimRunLoop.advance(by: 3)
    #expect(scene.navigation.viewControllers == [scene.first, fourth])
    // The two requests lead from the stack UIKit's pop left to one transition: Second's place
    // taken by Fourth.
    #expect(ShimConsole.transitions.map(\.isCustom) == [false, true])
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    #expect(scene.delegate.currentTransition == nil)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
