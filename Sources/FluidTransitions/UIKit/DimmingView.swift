#if canImport(UIKit)
  import UIKit

  /// The presentation's dimming view: it takes touches (a tap dismisses), except while
  /// ``touchesPassThrough`` says what is behind it is left touchable, as under a system sheet's
  /// undimmed detents. A finger on it then lands where it would without the presentation, in
  /// ``viewBehind`` (the presenter's view), which hit-tests it as it would if nothing covered it.
  ///
  /// UIKit's container view covers the window, so the pass-through is the dimming's own hit
  /// test returning the hit-test result of a view in another branch of the window; that UIKit
  /// delivers the touch to a view so returned is an assumption (see the article "Platform
  /// Assumptions"). Asked at every hit test, it follows the sheet as it moves.
  @MainActor
  final class DimmingView: UIView {
    /// Whether touches go through to ``viewBehind`` now; asked at each hit test.
    var touchesPassThrough: () -> Bool = { false }
    /// Where touches go while they pass through.
    weak var viewBehind: UIView?

    /// The view behind's hit-test view while touches pass through (nil where it has none, or
    /// it is no longer in this window, so that the dimming never takes such a touch); UIKit's
    /// hit test otherwise.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard touchesPassThrough() else { return super.hitTest(point, with: event) }
      guard !isHidden, self.point(inside: point, with: event), let viewBehind,
        let window, viewBehind.window === window
      else { return nil }
      return viewBehind.hitTest(convert(point, to: viewBehind), with: event)
    }
  }
#endif
