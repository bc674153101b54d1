import Testing
import UIKit

/// The gestures the bar suites play on a navigation controller whose fluid delegate has the
/// library's edge pan: the same choreography for each, so that their frames compare.
@MainActor
enum GlueNavigationGestures {
  /// How a bar suite starts its transition.
  enum Entry: String, CaseIterable, Sendable {
    /// `pushViewController(_:animated: true)`, left alone.
    case push
    /// `popViewController(animated: true)`, left alone.
    case pop
    /// The library's edge swipe pop, held mid-way, then flung back.
    case swipeCancelled
    /// The library's edge swipe pop, held mid-way, then flung on.
    case swipeCommitted
    /// A push grabbed mid-flight, held, then thrown back (rightward).
    case grabbedPushThrownBack

    var completes: Bool { self != .swipeCancelled && self != .grabbedPushThrownBack }
    var startsPushed: Bool { self == .pop || self == .swipeCancelled || self == .swipeCommitted }
  }

  /// Starts `entry` on `navigation` (a push pushes `screen`; a pop or swipe pops its top), playing
  /// the gesture's frames with `step`; `held` runs after each frame a finger holds the
  /// transition still. The transition may still run when this returns.
  static func play(
    _ entry: Entry, pushing screen: UIViewController, on navigation: UINavigationController,
    in window: UIWindow, name: String, step: () -> Void, held: () -> Void
  ) throws {
    switch entry {
    case .push:
      navigation.pushViewController(screen, animated: true)
    case .pop:
      navigation.popViewController(animated: true)
    case .swipeCancelled, .swipeCommitted:
      try edgeSwipePop(
        on: navigation, in: window, cancels: entry == .swipeCancelled, step: step, held: held)
    case .grabbedPushThrownBack:
      try grabbedPushThrownBack(screen, on: navigation, name: name, step: step, held: held)
    }
  }

  /// The library's edge swipe pop: out to 152 points over 10 frames at 600 points per second,
  /// held still there for 12 frames (`held` runs after each), then let go back (`cancels`) or
  /// on, flung at 800 points per second. `step` advances one frame.
  static func edgeSwipePop(
    on navigation: UINavigationController, in window: UIWindow, cancels: Bool,
    step: () -> Void, held: () -> Void
  ) throws {
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
      held()
    }
    for distance: CGFloat in cancels ? [110, 70, 30, 10] : [190, 230, 270, 310] {
      step()
      move(distance, cancels ? -800 : 800)
      pan.shimSetState(.changed)
    }
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// A push of `screen` grabbed after 12 frames, held for 12 (`held` runs after each), moved
  /// 20 points to the right over 4 frames and let go: thrown back.
  static func grabbedPushThrownBack(
    _ screen: UIViewController, on navigation: UINavigationController, name: String,
    step: () -> Void, held: () -> Void
  ) throws {
    navigation.pushViewController(screen, animated: true)
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
      held()
    }
    for index in 1...4 {
      step()
      grab.shimLocation = CGPoint(x: 200 + CGFloat(index) * 5, y: 400)
      grab.shimSetState(.changed)
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
  }
}
