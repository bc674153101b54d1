import FluidTransitions
import Testing
import UIKit

/// One finger on the simulated UIKit: it lands (UIKit hands it to every recogniser under it),
/// and the pan recognisers it is given begin, move and end with it, each told the same
/// translation, location and velocity, in the order given. UIKit does not document the order
/// in which recognisers that recognise together receive an event; the innermost view's first
/// is the order the layer is written for, and tests pass the other one where it matters.
@MainActor
struct GlueFinger {
  let window: UIWindow
  let pans: [UIPanGestureRecognizer]

  /// Whether `pan` is under way.
  static func isUnderWay(_ pan: UIGestureRecognizer) -> Bool {
    pan.state == .began || pan.state == .changed
  }

  /// Lands at `start` (window coordinates) and begins the pans at the first of
  /// `translations` (vectors from `start`); returns the pans that began.
  @discardableResult
  func land(at start: CGPoint, movedBy translation: CGPoint, velocity: CGPoint = .zero)
    -> [UIPanGestureRecognizer]
  {
    window.shimTouchDown(at: start)
    place(start, translation, velocity)
    for pan in pans { pan.shimSetState(.began) }
    return pans.filter(Self.isUnderWay)
  }

  /// Moves the finger to `translation` from `start` 10 ms later: every pan under way changes.
  func move(from start: CGPoint, by translation: CGPoint, velocity: CGPoint = .zero) {
    ShimRunLoop.advance(by: 0.01)
    place(start, translation, velocity)
    for pan in pans where Self.isUnderWay(pan) { pan.shimSetState(.changed) }
  }

  /// Lifts the finger at `velocity`: every pan under way ends, then every pan is ready for the
  /// next finger.
  func lift(from start: CGPoint, at translation: CGPoint, velocity: CGPoint) {
    place(start, translation, velocity)
    for pan in pans where Self.isUnderWay(pan) { pan.shimSetState(.ended) }
    for pan in pans { pan.shimSetState(.possible) }
  }

  /// A whole vertical drag: lands at `start`, moves down by `distances` (points, down
  /// positive), 10 ms apart, calling `step` after each movement, and lifts at `velocity`
  /// (points per second, down positive). Returns the pans that began.
  @discardableResult
  func drag(
    from start: CGPoint, by distances: [CGFloat], releasing velocity: CGFloat,
    step: () -> Void = {}
  ) -> [UIPanGestureRecognizer] {
    let vertical = { (distance: CGFloat) in CGPoint(x: 0, y: distance) }
    let speed = CGPoint(x: 0, y: velocity)
    let began = land(at: start, movedBy: vertical(distances.first ?? 0), velocity: speed)
    for distance in distances.dropFirst() {
      move(from: start, by: vertical(distance), velocity: speed)
      step()
    }
    lift(from: start, at: vertical(distances.last ?? 0), velocity: speed)
    return began
  }

  private func place(_ start: CGPoint, _ translation: CGPoint, _ velocity: CGPoint) {
    for pan in pans {
      pan.shimTranslation = translation
      pan.shimLocation = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      pan.shimVelocity = velocity
    }
  }
}

/// A window showing `first`, which presents `second` with a fluid `style`.
@MainActor
final class GlueModalScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let first = GlueScreen(title: "First")
  let second: UIViewController
  let delegate: FluidTransitioningDelegate

  init(
    _ style: some TransitionStyle, presenting second: UIViewController,
    dismissInteraction: Interaction? = nil
  ) {
    ShimConsole.reset()
    self.second = second
    window.makeKeyAndVisible()
    window.rootViewController = first
    delegate = first.present(second, fluid: style, dismissInteraction: dismissInteraction)
    ShimRunLoop.advance(by: 2)
  }

  var presentation: FluidPresentationController? {
    second.presentationController as? FluidPresentationController
  }

  /// The sheet's pan, for a ``SheetStyle``.
  var sheetPan: UIPanGestureRecognizer? { presentation?.sheetInteraction?.recognizer }

  /// The dismissal's pan on the presented view, for any other style.
  var dismissalPan: UIPanGestureRecognizer? {
    second.view.gestureRecognizers?.first { $0.delegate is TransitionGesture }
      as? UIPanGestureRecognizer
  }

  /// The presented view's top edge.
  var top: CGFloat { second.glueShownView.frame.minY }
}

/// A view controller whose root view is `root` (a `UITableViewController`'s table view).
@MainActor
final class RootViewScreen: UIViewController {
  let root: UIView

  init(_ root: UIView) {
    self.root = root
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func loadView() {
    view = root
  }
}

/// `list` with content `height` points tall (as wide as it), scrolled down `offset` points.
@MainActor
@discardableResult
func glueScroll<List: UIScrollView>(_ list: List, height: CGFloat = 2000, offset: CGFloat = 0)
  -> List
{
  list.contentSize = CGSize(width: list.bounds.width, height: height)
  list.contentOffset = CGPoint(x: 0, y: offset)
  return list
}
