import FluidTransitions
import Testing
import UIKit

/// UIKit's back swipes while the library is attached: their recognisers get a delegate of the
/// library's own, which forwards nothing, so an app's navigation delegate that also answers for
/// its own recognisers never answers for UIKit's; and the delegate the recognisers had before
/// (UIKit's own, or one the app set) still has its say.
@MainActor
@Suite("UIKit glue: the delegate of UIKit's back swipes")
struct SystemSwipeDelegateGlueTests {
  /// An app's view controller-like object that is both the navigation delegate and the delegate
  /// of recognisers of its own, letting them run alongside anything (and saying so, as the
  /// runtime would from its method table).
  final class AppDelegate: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    nonisolated static let answered: Set<Selector> = [
      Selector("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"),
      Selector("gestureRecognizer:shouldReceiveTouch:"),
    ]
    var receives = true

    override func responds(to selector: Selector!) -> Bool {
      Self.answered.contains(selector) || super.responds(to: selector)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      receives
    }
  }

  /// A window with First and Second (Second pushed, a carousel across it at 500–700 scrolled to
  /// 300), the app's delegate as the navigation delegate before `.fluid`, and `interaction`.
  static func scene(
    _ app: AppDelegate, interaction: Interaction?,
    beforeEnabling: (UINavigationController) -> Void =
      { _ in }
  ) -> (UIWindow, UINavigationController, UIScrollView) {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: GlueScreen(title: "First"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.delegate = app
    beforeEnabling(navigation)
    navigation.fluid.enable(.slide, interaction: interaction)
    let second = GlueScreen(title: "Second")
    let carousel = ContentPopGlueTests.carousel(at: 300, in: second.view)
    navigation.pushViewController(second, animated: false)
    ShimRunLoop.runDeferredWork()
    ShimConsole.reset()
    return (window, navigation, carousel)
  }

  static func titles(_ navigation: UINavigationController) -> [String] {
    navigation.viewControllers.map { $0.title ?? "?" }
  }

  @Test(
    "An app's navigation delegate that lets its own recognisers run alongside anything does not make UIKit's back swipe run with a scroll view",
    arguments: [Interaction.pan, nil])
  func appsSimultaneityStaysTheApps(_ interaction: Interaction?) throws {
    let app = AppDelegate()
    let (window, navigation, carousel) = Self.scene(app, interaction: interaction)
    let edge = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
    #expect(edge.isEnabled, "UIKit's edge swipe stays on with \(String(describing: interaction))")
    let pan = carousel.panGestureRecognizer
    let finger = GlueFinger(window: window, pans: [pan, edge])
    let start = CGPoint(x: 8, y: 600)
    finger.land(at: start, movedBy: CGPoint(x: 14, y: 0), velocity: CGPoint(x: 600, y: 0))
    #expect(
      !(GlueFinger.isUnderWay(pan) && GlueFinger.isUnderWay(edge)),
      "\(String(describing: interaction)): the scroll view and the back swipe never run together")
    finger.move(from: start, by: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 1500, y: 0))
    finger.lift(from: start, at: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 1500, y: 0))
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    // One of the two had the finger: the carousel scrolled and nothing popped, or the reverse.
    let scrolled = carousel.contentOffset.x != 300
    let popped = Self.titles(navigation) == ["First"]
    #expect(scrolled != popped, "\(String(describing: interaction))")
  }

  @Test(
    "An app's navigation delegate that refuses touches to its own recognisers does not take them from UIKit's back swipe"
  )
  func appsTouchRuleStaysTheApps() throws {
    let app = AppDelegate()
    app.receives = false
    let (window, navigation, _) = Self.scene(app, interaction: nil)
    let edge = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
    window.shimTouchDown(at: CGPoint(x: 8, y: 300))
    #expect(!edge.shimRefusedTouch, "UIKit's back swipe sees the finger")
  }

  /// A delegate an app put on UIKit's edge swipe before `.fluid`, which keeps it from beginning
  /// (a screen where the app turns the back swipe off).
  final class RefusingRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      asked += 1
      return false
    }
  }

  @Test("The delegate UIKit's back swipe had before .fluid still has its say")
  func earlierRecognizerDelegateIsConsulted() throws {
    let app = AppDelegate()
    let refusing = RefusingRecognizerDelegate()
    let (window, navigation, _) = Self.scene(app, interaction: nil) { navigation in
      navigation.interactivePopGestureRecognizer?.delegate = refusing
    }
    let edge = try #require(navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
    #expect(edge.delegate !== refusing, "the library's delegate stands in front of it")
    let finger = GlueFinger(window: window, pans: [edge])
    let start = CGPoint(x: 8, y: 300)
    finger.land(at: start, movedBy: CGPoint(x: 14, y: 0), velocity: CGPoint(x: 600, y: 0))
    #expect(refusing.asked == 1, "asked")
    #expect(!GlueFinger.isUnderWay(edge), "it refused: the swipe does not begin")
    finger.lift(from: start, at: CGPoint(x: 14, y: 0), velocity: .zero)
    ShimRunLoop.advance(by: 1)
    #expect(Self.titles(navigation) == ["First", "Second"])
    navigation.fluid.disable()
    #expect(edge.delegate === refusing, "given back on disable")
  }

  @Test("The library's navigation delegate forwards only navigation delegate methods")
  func forwardsOnlyNavigationMethods() {
    let app = AppDelegate()
    let (_, navigation, _) = Self.scene(app, interaction: .pan)
    let delegate = navigation.fluid.delegate
    for selector in AppDelegate.answered {
      #expect(delegate?.responds(to: selector) == false, "\(selector)")
      #expect(delegate?.forwardingTarget(for: selector) == nil, "\(selector)")
    }
  }
}
