import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// Screen changes are announced (`UIAccessibility.post(notification: .screenChanged,
/// argument:)` with the arriving screen) once, when a transition commits: not as it starts, not
/// while a finger holds it, never when it is cancelled.
@MainActor
@Suite("UIKit glue: screen-change announcements")
struct AccessibilityAnnouncementGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// The screen-changed posts so far, as their arguments.
  static var screenChanges: [AnyObject?] {
    UIAccessibility.shimPostedNotifications.filter { $0.0 == .screenChanged }.map {
      $0.1 as AnyObject?
    }
  }

  @Test("A push is announced once, when it completes, with the arriving screen")
  func pushAnnounced() throws {
    let scene = Scene(.slide)
    UIAccessibility.shimPostedNotifications = []
    scene.navigation.fluid.push(scene.second)
    ShimRunLoop.advance(by: 0.1)
    #expect(Self.screenChanges.isEmpty, "not while it runs")
    ShimRunLoop.advance(by: 2)
    #expect(Self.screenChanges.count == 1)
    #expect(Self.screenChanges.first.flatMap { $0 } === scene.second.view)
  }

  @Test("A pop grabbed and thrown back is not announced; a completed one is")
  func grabAndCancel() throws {
    let scene = Scene(.slide, interaction: nil)
    scene.navigation.pushViewController(scene.second, animated: false)
    UIAccessibility.shimPostedNotifications = []
    scene.navigation.fluid.pop()
    ShimRunLoop.advance(by: 0.1)
    let transition = try #require(scene.delegate.currentTransition)
    let grab = try #require(scene.grab)
    grab.shimLocation = CGPoint(x: 200, y: 400)
    grab.shimSetState(.began)
    #expect(transition.phase == .interacting)
    for step in 1...4 {
      ShimRunLoop.advance(by: 0.008)
      grab.shimLocation = CGPoint(x: 200 - Double(step) * 20, y: 400)
      grab.shimSetState(.changed)
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.last?.completions == [false], "the pop was cancelled")
    #expect(scene.navigation.topViewController === scene.second)
    #expect(Self.screenChanges.isEmpty, "a cancelled transition changes no screen")
    scene.navigation.fluid.pop()
    ShimRunLoop.advance(by: 2)
    #expect(Self.screenChanges.count == 1)
    #expect(Self.screenChanges.first.flatMap { $0 } === scene.first.view)
  }

  @Test("A sheet's dismissal announces the presenter's screen, which UIKit left in place")
  func dismissalAnnouncesPresenter() throws {
    let scene = PresentationGlueTests.Scene(SheetStyle(detents: [.medium, .large]))
    UIAccessibility.shimPostedNotifications = []
    scene.first.dismiss(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented)
    #expect(Self.screenChanges.count == 1)
    #expect(Self.screenChanges.first.flatMap { $0 } === scene.first.view)
  }
}
