import Testing
import UIKit

/// The simulated UIKit's scroll views, competing recognisers, screens and keyboard
/// notifications, against what Apple documents: the glue tests of sheets, the dismissal and
/// the edge swipe rely on each.
@MainActor
@Suite("Shim: scroll views, competing recognisers, screens, keyboard")
struct ShimScrollAndCompetitionTests {
  /// A window with a list 400 points tall, its content 2,000 points tall, scrolled to `offset`.
  static func list(offset: CGFloat = 0) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    list.contentSize = CGSize(width: 390, height: 2000)
    list.contentOffset = CGPoint(x: 0, y: offset)
    window.addSubview(list)
    return (window, list)
  }

  /// Drives `list`'s own pan down by `distances` and lifts it at `velocity` (down positive).
  static func pan(_ list: UIScrollView, by distances: [CGFloat], releasing velocity: CGFloat) {
    let pan = list.panGestureRecognizer
    pan.shimTranslation = CGPoint(x: 0, y: distances[0])
    pan.shimSetState(.began)
    for distance in distances.dropFirst() {
      pan.shimTranslation = CGPoint(x: 0, y: distance)
      pan.shimSetState(.changed)
    }
    pan.shimVelocity = CGPoint(x: 0, y: velocity)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  @Test("A scroll view follows its pan; past its top it bounces only when `bounces` is set")
  func followsItsPan() {
    let (_, list) = Self.list(offset: 100)
    Self.pan(list, by: [0, 40], releasing: 0)
    #expect(list.contentOffset.y == 60, "the content moves with the finger")
    Self.pan(list, by: [0, 100], releasing: 0)
    #expect(list.contentOffset.y == 0, "back at its top after the lift")
    let pan = list.panGestureRecognizer
    pan.shimTranslation = .zero
    pan.shimSetState(.began)
    pan.shimTranslation = CGPoint(x: 0, y: 40)
    pan.shimSetState(.changed)
    #expect(list.contentOffset.y == -20, "pulled past its top at half the movement")
    #expect(list.isTracking && list.isDragging && list.shimShowsVerticalIndicator)
    pan.shimSetState(.cancelled)
    list.bounces = false
    #expect(!list.bouncesVertically)
    pan.shimTranslation = .zero
    pan.shimSetState(.began)
    pan.shimTranslation = CGPoint(x: 0, y: 40)
    pan.shimSetState(.changed)
    #expect(list.contentOffset.y == 0, "without bounce it stops at its top")
    list.showsVerticalScrollIndicator = false
    #expect(!list.shimShowsVerticalIndicator, "the indicator only where it is allowed")
    pan.shimSetState(.cancelled)
    #expect(!list.isTracking && !list.isDragging)
  }

  @Test("A lift while the content moves decelerates it to a stop; setContentOffset stops it")
  func decelerates() {
    let (_, list) = Self.list(offset: 500)
    Self.pan(list, by: [0, -20], releasing: -1000)
    #expect(list.isDecelerating && list.shimShowsVerticalIndicator)
    ShimRunLoop.advance(by: 0.1)
    let moving = list.contentOffset.y
    // 1000 pt/s slowing by 0.998 per millisecond travels 1000 / (−1000 · ln 0.998) ≈ 499.5
    // points, less the 2.5 left when it stops under 5 pt/s.
    ShimRunLoop.advance(by: 5)
    #expect(!list.isDecelerating && moving > 520)
    let travel = 1000 / (-1000 * log(0.998)) - 5 / (-1000 * log(0.998))
    #expect(abs(list.contentOffset.y - (520 + travel)) < 0.5, "\(list.contentOffset.y)")
    Self.pan(list, by: [0, -20], releasing: -1000)
    ShimRunLoop.advance(by: 0.05)
    list.setContentOffset(list.contentOffset, animated: false)
    let stopped = list.contentOffset.y
    ShimRunLoop.advance(by: 1)
    #expect(!list.isDecelerating && list.contentOffset.y == stopped)
  }

  @Test(
    "A cancelled pan keeps a momentum only under the switch that says so",
    arguments: ShimBehaviour.ScrollViewCancelledPan.allCases)
  func cancelledPan(_ setting: ShimBehaviour.ScrollViewCancelledPan) {
    var behaviour = ShimBehaviour.current
    behaviour.scrollViewCancelledPan = setting
    ShimBehaviour.with(behaviour) {
      let (_, list) = Self.list(offset: 500)
      let pan = list.panGestureRecognizer
      pan.shimSetState(.began)
      pan.shimTranslation = CGPoint(x: 0, y: -20)
      pan.shimVelocity = CGPoint(x: 0, y: -1000)
      pan.shimSetState(.changed)
      pan.isEnabled = false
      #expect(pan.state == .cancelled, "disabling cancels, as the isEnabled page says")
      #expect(list.isDecelerating == (setting == .decelerates), "\(setting)")
      pan.isEnabled = true
      list.setContentOffset(list.contentOffset, animated: false)
    }
  }

  @Test("Two recognisers on one finger: by default one at a time; the delegate can allow both")
  func simultaneity() {
    let (window, list) = Self.list()
    let other = UIPanGestureRecognizer()
    window.addGestureRecognizer(other)
    window.shimTouchDown(at: CGPoint(x: 100, y: 100))
    list.panGestureRecognizer.shimSetState(.began)
    other.shimSetState(.began)
    #expect(other.state == .failed, "no two gestures are recognized simultaneously by default")
    list.panGestureRecognizer.shimSetState(.cancelled)
    final class Both: NSObject, UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }
    let both = Both()
    other.delegate = both
    window.shimTouchDown(at: CGPoint(x: 100, y: 100))
    list.panGestureRecognizer.shimSetState(.began)
    other.shimSetState(.began)
    #expect(other.state == .began, "either delegate's yes allows both")
    other.shimSetState(.ended)
    list.panGestureRecognizer.shimSetState(.ended)
    // A recogniser that received another finger does not compete.
    let elsewhere = UIPanGestureRecognizer()
    elsewhere.shimSetState(.began)
    #expect(elsewhere.state == .began)
  }

  @Test(
    "require(toFail:): waits while the other may recognise, fails if it begins, goes on if it fails"
  )
  func failureRequirement() {
    let (window, list) = Self.list()
    let first = UIPanGestureRecognizer()
    window.addGestureRecognizer(first)
    let pan = list.panGestureRecognizer
    pan.require(toFail: first)
    window.shimTouchDown(at: CGPoint(x: 100, y: 100))
    pan.shimSetState(.began)
    #expect(pan.state == .possible && pan.shimIsWaitingToBegin)
    first.shimSetState(.began)
    #expect(pan.state == .failed, "the other one began")
    first.shimSetState(.ended)
    window.shimTouchDown(at: CGPoint(x: 100, y: 100))
    #expect(pan.state == .possible && first.state == .possible, "reset for the new finger")
    pan.shimSetState(.began)
    first.shimSetState(.failed)
    #expect(pan.state == .began, "the other one failed: its normal next state")
    pan.shimSetState(.cancelled)
  }

  @Test(
    "A table view's and a text view's own recognisers sit where the switch puts them",
    arguments: ShimBehaviour.ScrollViewContentGestures.allCases)
  func contentRecognizers(_ placement: ShimBehaviour.ScrollViewContentGestures) {
    var behaviour = ShimBehaviour.current
    behaviour.scrollViewContentGestures = placement
    ShimBehaviour.with(behaviour) {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
      let text = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
      let tableHost: UIView = placement == .onTheScrollView ? table : table.shimRow
      let textHost: UIView = placement == .onTheScrollView ? text : text.shimTextContainer
      for recognizer in [
        table.shimSwipeActionsRecognizer, table.shimReorderRecognizer,
        table.shimDragLiftRecognizer,
      ] {
        #expect(recognizer.view === tableHost, "\(placement)")
        #expect(recognizer !== table.panGestureRecognizer)
      }
      for recognizer in text.shimTextSelectionRecognizers {
        #expect(recognizer.view === textHost, "\(placement)")
      }
      #expect(table.panGestureRecognizer.view === table && text.panGestureRecognizer.view === text)
    }
  }

  @Test("A window's views convert to and from its screen's coordinates through its place on it")
  func screenCoordinates() {
    let screen = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screen = screen
    window.shimOriginOnScreen = CGPoint(x: 100, y: 200)
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    window.addSubview(view)
    let space = screen.coordinateSpace
    #expect(space.bounds == screen.shimBounds)
    let rect = CGRect(x: 110, y: 220, width: 50, height: 50)
    #expect(space.convert(rect, to: view) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: space) == rect)
    #expect(view.convert(rect, from: space) == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(UIWindow(frame: .zero).screen === UIScreen.shimMain, "the primary screen by default")
  }

  /// What keyboard notifications arrived: name, object, end frame.
  @MainActor
  final class KeyboardLog {
    var entries: [(name: Notification.Name, object: ObjectIdentifier?, frame: CGRect?)] = []
  }

  @Test("A keyboard notification carries its screen and the frame in the screen's coordinates")
  func keyboardNotification() {
    let screen = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let log = KeyboardLog()
    let names = [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        notification in
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
        let object = (notification.object as? UIScreen).map(ObjectIdentifier.init)
        let name = notification.name
        MainActor.assumeIsolated { log.entries.append((name, object, frame)) }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let frame = CGRect(x: 0, y: 966, width: 1024, height: 400)
    screen.shimPostKeyboardWillChange(endFrame: frame)
    screen.shimPostKeyboardWillChange(endFrame: frame.offsetBy(dx: 0, dy: 400), hides: true)
    #expect(log.entries.map(\.name) == names)
    #expect(log.entries.allSatisfy { $0.object == ObjectIdentifier(screen) })
    #expect(log.entries.first?.frame == frame)
  }
}
