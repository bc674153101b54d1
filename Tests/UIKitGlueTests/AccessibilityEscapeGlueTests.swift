import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// VoiceOver's escape (the two-finger Z, `accessibilityPerformEscape()`) through the UIKit
/// layer: on a sheet it is a person's dismissal, run by the sheet's transition and refused where
/// the app refuses; on a pushed screen it is the navigation controller's own pop, which goes
/// through the library's animation controller (switch `navigationControllerEscape`).
@MainActor
@Suite("UIKit glue: VoiceOver's escape")
struct AccessibilityEscapeGlueTests {
  typealias Scene = PresentationGlueTests.Scene

  /// An element inside the presented content, where VoiceOver's focus is.
  static func focus(in screen: GlueScreen) -> UIView { screen.element }

  @Test("Escape on a sheet dismisses it with its transition, as a person's dismissal")
  func escapeDismissesSheet() throws {
    let scene = Scene(SheetStyle(detents: [.medium, .large]))
    let before = scene.fluidTransitions.count
    #expect(UIAccessibility.shimPerformEscape(from: Self.focus(in: scene.second)))
    ShimRunLoop.runDeferredWork()
    let transition = try #require(scene.delegate.currentTransition, "no jump: a transition runs")
    #expect(transition.operation == .dismiss)
    ShimRunLoop.advance(by: 2)
    let records = scene.fluidTransitions.dropFirst(before)
    #expect(records.map(\.operation) == ["dismiss"])
    #expect(records.first?.completions == [true])
    #expect(!scene.isPresented)
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "Escape on a sheet the app keeps (isModalInPresentation, or its delegate says no) is refused",
    arguments: [true, false])
  func escapeRefused(modal: Bool) throws {
    let scene = Scene(SheetStyle(detents: [.medium, .large]), modal: modal)
    scene.listener.allowsDismissal = false
    let before = ShimConsole.transitions.count
    #expect(!UIAccessibility.shimPerformEscape(from: Self.focus(in: scene.second)))
    ShimRunLoop.advance(by: 1)
    #expect(ShimConsole.transitions.count == before, "nothing moves")
    #expect(scene.isPresented)
    // A modal presentation does not ask the delegate (Apple: "the system doesn't call this
    // method if isModalInPresentation is true").
    #expect(
      scene.listener.calls
        == (modal ? ["didAttemptToDismiss"] : ["shouldDismiss", "didAttemptToDismiss"]))
  }

  @Test("Escape during a running sheet transition starts nothing more")
  func escapeWhileTransitioning() throws {
    let scene = Scene(SheetStyle(detents: [.medium, .large]))
    #expect(UIAccessibility.shimPerformEscape(from: Self.focus(in: scene.second)))
    ShimRunLoop.advance(by: 0.05)
    #expect(!UIAccessibility.shimPerformEscape(from: Self.focus(in: scene.second)))
    ShimRunLoop.advance(by: 2)
    #expect(scene.fluidTransitions.map(\.operation) == ["present", "dismiss"])
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  /// A presented screen that answers VoiceOver's escape as the library documents for styles
  /// other than sheets.
  @MainActor
  final class EscapingScreen: UIViewController {
    let element = UIView(frame: CGRect(x: 20, y: 300, width: 110, height: 110))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(element)
    }

    override func accessibilityPerformEscape() -> Bool {
      (presentationController as? FluidPresentationController)?.performAccessibilityEscape()
        ?? false
    }
  }

  @Test(
    "Escape on a drawer, zoom or fade dismisses it with its transition",
    arguments: ["drawer", "zoom", "fade"])
  func escapeDismissesOtherStyles(name: String) throws {
    let style: any TransitionStyle =
      switch name {
      case "drawer": DrawerStyle()
      case "zoom": ZoomStyle()
      default: FadeStyle()
      }
    let screen = EscapingScreen()
    let scene = Scene(style, presenting: screen)
    #expect(scene.isPresented)
    #expect(UIAccessibility.shimPerformEscape(from: screen.element), "\(name)")
    ShimRunLoop.runDeferredWork()
    #expect(scene.delegate.currentTransition?.operation == .dismiss, "\(name): no jump")
    ShimRunLoop.advance(by: 2)
    #expect(!scene.isPresented, "\(name)")
    #expect(scene.fluidTransitions.map(\.operation) == ["present", "dismiss"], "\(name)")
    #expect(scene.listener.calls == ["shouldDismiss", "willDismiss", "didDismiss"], "\(name)")
    #expect(ShimConsole.messages.isEmpty, "\(name): \(ShimConsole.messages)")
  }

  /// What the zoom's veto was asked.
  @MainActor
  final class Veto {
    var asked: [InteractionContext] = []
  }

  @Test("The zoom's veto refuses the escape and tells nobody, as for its gesture")
  func zoomVetoRefusesEscape() throws {
    let veto = Veto()
    let screen = EscapingScreen()
    let scene = Scene(
      ZoomStyle(interactiveDismissShouldBegin: { context in
        veto.asked.append(context)
        return false
      }), presenting: screen)
    #expect(!UIAccessibility.shimPerformEscape(from: screen.element))
    ShimRunLoop.advance(by: 1)
    #expect(scene.isPresented)
    #expect(scene.fluidTransitions.map(\.operation) == ["present"])
    #expect(scene.listener.calls.isEmpty)
    let size = screen.view.bounds.size
    #expect(
      veto.asked == [
        InteractionContext(
          location: Point(x: Double(size.width) / 2, y: Double(size.height) / 2),
          velocity: .zero, willBegin: true)
      ])
  }

  @Test(
    "Escape on a pushed screen pops it as the navigation controller does",
    arguments: ShimBehaviour.NavigationControllerEscape.allCases)
  func escapePops(setting: ShimBehaviour.NavigationControllerEscape) throws {
    var behaviour = ShimBehaviour()
    behaviour.navigationControllerEscape = setting
    try ShimBehaviour.with(behaviour) {
      let scene = GlueScenarioTests.NavigationScene(.slide)
      scene.navigation.pushViewController(scene.second, animated: false)
      ShimConsole.reset()
      let handled = UIAccessibility.shimPerformEscape(from: scene.second.element)
      switch setting {
      case .popsAnimated:
        #expect(handled)
        let transition = try #require(scene.delegate.currentTransition, "the library's pop")
        #expect(transition.operation == .pop)
        ShimRunLoop.advance(by: 2)
        #expect(ShimConsole.transitions.map(\.isCustom) == [true])
        #expect(ShimConsole.transitions.first?.completions == [true])
        #expect(scene.navigation.viewControllers == [scene.first])
      case .popsWithoutAnimation:
        // UIKit's own jump: no animation controller can run (see "Platform Assumptions").
        #expect(handled)
        ShimRunLoop.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.first])
      case .notHandled:
        #expect(!handled)
        ShimRunLoop.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.first, scene.second])
      }
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }
}
