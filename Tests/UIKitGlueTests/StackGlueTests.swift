import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// The interruptible navigation stack through the UIKit layer (`navigationController.fluid`'s
/// `push`, `pop`, `popToRoot`, `setViewControllers`): a back tap during a push reverses it from
/// the frame on screen, a push of the view controller being popped reverses the pop, other
/// requests run after, and rapid taps never leave the stack and the screen disagreeing or make
/// UIKit complain — under every setting of the behaviour switches.
@MainActor
@Suite("UIKit glue: the interruptible stack")
struct StackGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// The views in the navigation controller's transition view and the stack, as titles.
  static func screen(_ scene: Scene) -> (stack: [String], shown: [UIView]) {
    (
      scene.navigation.viewControllers.map { $0.title ?? "?" },
      scene.navigation.shimTransitionView.subviews
    )
  }

  /// The stack and the screen agree: one view on screen, the top's, at rest.
  static func expectAgreement(_ scene: Scene, _ stack: [String], _ note: String = "") {
    let navigation = scene.navigation
    #expect(navigation.viewControllers.map { $0.title ?? "?" } == stack, "\(note)")
    #expect(
      navigation.shimTransitionView.subviews
        == [navigation.topViewController?.view].compactMap { $0 },
      "\(note): the top's view alone is on screen")
    #expect(navigation.topViewController?.view.transform == .identity, "\(note)")
    #expect(ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)")
  }

  @Test("A back tap during a push reverses it from the frame on screen")
  func backTapReversesPush() throws {
    let scene = Scene(.slide)
    scene.navigation.fluid.push(scene.second)
    ShimRunLoop.advance(by: 0.1)
    let transition = try #require(scene.delegate.currentTransition)
    let midway = try #require(transition.driver?.presentedProgress)
    #expect(midway > 0.1 && midway < 0.9, "mid-flight: \(midway)")
    scene.navigation.fluid.pop()
    #expect(transition.phase == .settling)
    #expect(transition.driver?.animator?.isReversed == true, "heading back")
    ShimRunLoop.advance(by: 2)
    Self.expectAgreement(scene, ["First"])
    #expect(ShimConsole.transitions.map(\.completions) == [[false]])
  }

  @Test("A push of the view controller a pop is taking away reverses the pop")
  func pushReversesPopOfTheSame() throws {
    let scene = Scene(.slide)
    scene.navigation.pushViewController(scene.second, animated: false)
    scene.navigation.fluid.pop()
    ShimRunLoop.advance(by: 0.1)
    scene.navigation.fluid.push(scene.second)
    ShimRunLoop.advance(by: 2)
    Self.expectAgreement(scene, ["First", "Second"])
    #expect(ShimConsole.transitions.map(\.completions) == [[false]])
  }

  @Test("A push of another view controller during a pop runs after it")
  func pushAfterPop() throws {
    let scene = Scene(.slide)
    let third = GlueScreen(title: "Third")
    scene.navigation.pushViewController(scene.second, animated: false)
    scene.navigation.fluid.pop()
    ShimRunLoop.advance(by: 0.1)
    scene.navigation.fluid.push(third)
    ShimRunLoop.advance(by: 2)
    Self.expectAgreement(scene, ["First", "Third"])
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
  }

  @Test("Push, back, push, back within 100 ms: back where it started, nothing logged")
  func rapidTaps() throws {
    let scene = Scene(.slide)
    for request in 0..<4 {
      if request.isMultiple(of: 2) {
        scene.navigation.fluid.push(scene.second)
      } else {
        scene.navigation.fluid.pop()
      }
      ShimRunLoop.advance(by: 0.025)
    }
    ShimRunLoop.advance(by: 2)
    Self.expectAgreement(scene, ["First"])
    // Every push was reversed before it completed: none of them ever showed Second at rest.
    #expect(
      ShimConsole.transitions.allSatisfy { $0.completions == [false] },
      "\(ShimConsole.transitions.map { ($0.operation, $0.completions) })")
  }

  @Test(
    "Rapid taps leave the stack and the screen in agreement under every behaviour setting",
    arguments: ShimBehaviour.oneAtATime)
  func rapidTapsUnderBehaviour(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = Scene(.slide)
      let third = GlueScreen(title: "Third")
      scene.navigation.fluid.push(scene.second)
      ShimRunLoop.advance(by: 0.02)
      scene.navigation.fluid.pop()
      ShimRunLoop.advance(by: 0.02)
      scene.navigation.fluid.push(third)
      ShimRunLoop.advance(by: 0.02)
      scene.navigation.fluid.push(scene.second)
      ShimRunLoop.advance(by: 3)
      Self.expectAgreement(scene, ["First", "Third", "Second"], "\(behaviour)")
      #expect(
        ShimConsole.transitions.allSatisfy { $0.breaches.isEmpty }, "\(behaviour)")
      // The back swipe still pops.
      scene.navigation.fluid.popToRoot()
      ShimRunLoop.advance(by: 3)
      Self.expectAgreement(scene, ["First"], "\(behaviour): pop to root")
    }
  }

  @Test("A request during a finger's pop waits for the finger, then runs")
  func requestDuringGesture() throws {
    let scene = Scene(.slide)
    let third = GlueScreen(title: "Third")
    scene.navigation.pushViewController(scene.second, animated: false)
    let pan = try #require(scene.libraryPan)
    pan.shimLocation = CGPoint(x: 5, y: 400)
    pan.shimTranslation = CGPoint(x: 12, y: 0)
    pan.shimSetState(.began)
    scene.navigation.fluid.push(third)
    for step in 1...10 {
      ShimRunLoop.advance(by: 1.0 / 120)
      pan.shimLocation = CGPoint(x: 5 + Double(step) * 25, y: 400)
      pan.shimTranslation = CGPoint(x: Double(step) * 25, y: 0)
      pan.shimSetState(.changed)
    }
    pan.shimVelocity = CGPoint(x: 1500, y: 0)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    // The finger popped Second; then Third was pushed on what was left.
    Self.expectAgreement(scene, ["First", "Third"])
  }

  @Test("Requests UIKit would refuse change nothing and log nothing")
  func refusedRequests() {
    let scene = Scene(.slide)
    scene.navigation.fluid.pop()
    scene.navigation.fluid.popToRoot()
    scene.navigation.fluid.push(scene.first)
    scene.navigation.fluid.setViewControllers([])
    scene.navigation.fluid.setViewControllers([scene.second, scene.second])
    ShimRunLoop.advance(by: 1)
    Self.expectAgreement(scene, ["First"])
    #expect(ShimConsole.transitions.isEmpty)
    // A new stack whose top is the top already changes without a transition.
    scene.navigation.fluid.setViewControllers([scene.second, scene.first])
    ShimRunLoop.advance(by: 1)
    Self.expectAgreement(scene, ["Second", "First"])
    #expect(ShimConsole.transitions.isEmpty)
  }

  @Test("Without a fluid delegate the calls are UIKit's own")
  func withoutDelegate() {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let navigation = UINavigationController(rootViewController: GlueScreen(title: "First"))
    window.rootViewController = navigation
    navigation.fluid.push(GlueScreen(title: "Second"))
    ShimRunLoop.advance(by: 1)
    #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
    #expect(ShimConsole.transitions.count == 1 && ShimConsole.transitions[0].isCustom == false)
  }
}
