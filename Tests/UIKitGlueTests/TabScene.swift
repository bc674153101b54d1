import FluidTransitions
import Testing
import UIKit

/// A shown window with a tab bar controller of `count` screens ("Tab 0", "Tab 1", …), an app's
/// own delegate that records what it is asked and told, and the library's delegate installed
/// over it, with the library's pan.
@MainActor
final class TabScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let tabs = UITabBarController(nibName: nil, bundle: nil)
  let screens: [GlueScreen]
  let app = RecordingTabDelegate()
  let delegate: FluidTabBarDelegate

  /// `selected` is the selected tab's index; nil selects the More navigation controller.
  init(count: Int, selected: Int? = 0, engine: TransitionEngine = .propertyAnimator) {
    screens = (0..<count).map { GlueScreen(title: "Tab \($0)") }
    tabs.viewControllers = screens
    if let selected {
      tabs.selectedIndex = selected
    } else {
      tabs.selectedViewController = tabs.moreNavigationController
    }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    tabs.delegate = app
    app.more = tabs.moreNavigationController
    delegate = tabs.fluid.enable(options: FluidTransition.Options(engine: engine))
    ShimRunLoop.runDeferredWork()
    ShimConsole.reset()
  }

  /// The library's pan on the tab bar controller's view.
  var pan: UIPanGestureRecognizer? {
    tabs.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer }
      as? UIPanGestureRecognizer
  }

  /// A finger lands and drags the library's pan 60 points toward the next tab (`forward`: the
  /// leading edge) or the previous one; true when the pan began.
  @discardableResult
  func beginDrag(forward: Bool) -> Bool {
    guard let pan else { return false }
    let direction: CGFloat = forward ? -1 : 1
    pan.shimLocation = CGPoint(x: 195, y: 400)
    pan.shimTranslation = CGPoint(x: direction * 12, y: 0)
    pan.shimVelocity = CGPoint(x: direction * 600, y: 0)
    pan.shimSetState(.began)
    guard pan.state == .began else { return false }
    for step in 1...4 {
      ShimRunLoop.advance(by: 0.01)
      pan.shimTranslation = CGPoint(x: direction * (12 + 12 * CGFloat(step)), y: 0)
      pan.shimLocation = CGPoint(x: 195 + pan.shimTranslation.x, y: 400)
      pan.shimSetState(.changed)
    }
    return true
  }

  /// The finger lifts with a flick toward the next tab (`forward`) or the previous one.
  func endDrag(flickingForward forward: Bool) {
    guard let pan else { return }
    let direction: CGFloat = forward ? -1 : 1
    pan.shimVelocity = CGPoint(x: direction * 1_500, y: 0)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// The screen and the selection agree: one view in the transition view, the selected one's
  /// (the More navigation controller's while More is selected), at rest; nothing logged.
  func expectAtRest(_ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let shown: UIViewController? =
      tabs.shimIsManagedByMore(tabs.selectedIndex) || tabs.selectedIndex == NSNotFound
      ? tabs.moreNavigationController : tabs.selectedViewController
    let container = tabs.shimTransitionView
    #expect(
      container.subviews == [shown?.view].compactMap { $0 }, "\(note): the selected view alone",
      sourceLocation: sourceLocation)
    #expect(
      shown?.view.frame == container.bounds && shown?.view.transform == .identity,
      "\(note): at rest", sourceLocation: sourceLocation)
    #expect(delegate.currentTransition == nil, "\(note)", sourceLocation: sourceLocation)
    #expect(
      ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)",
      sourceLocation: sourceLocation)
    #expect(
      ShimConsole.transitions.allSatisfy { $0.breaches.isEmpty }, "\(note)",
      sourceLocation: sourceLocation)
  }
}

/// An app's own tab bar delegate: records `shouldSelect` ("should Tab 1") and `didSelect`
/// ("did Tab 1"), and refuses the tabs in ``refused``.
@MainActor
final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
  var log: [String] = []
  var refused: Set<String> = []
  weak var more: UINavigationController?

  private func name(_ controller: UIViewController) -> String {
    controller === more ? "More" : controller.title ?? "?"
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.append("should \(name(viewController))")
    return !refused.contains(name(viewController))
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.append("did \(name(viewController))")
  }
}
