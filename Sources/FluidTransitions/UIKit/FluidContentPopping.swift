#if canImport(UIKit)
  import UIKit

  /// A screen's say over the back swipe from anywhere in its content: adopt it in a view
  /// controller to keep the swipe off it, or to say where on it the swipe may begin.
  ///
  /// The navigation delegate asks the view controller at the top of the stack when a finger
  /// lands for ``Interaction/contentPop`` (the library's content swipe) and, on iOS 26 and
  /// later while the library's delegate is attached, for UIKit's own content swipe
  /// (`interactiveContentPopGestureRecognizer`). The swipe from the leading edge is not
  /// affected: a screen that opts out can still be left by the edge swipe and the back button.
  ///
  /// ```swift
  /// final class MapViewController: UIViewController, FluidContentPopping {
  ///   // A map pans under every finger: no back swipe from the content.
  ///   var contentPopRegion: CGRect? { nil }
  /// }
  ///
  /// final class TimelineViewController: UIViewController, FluidContentPopping {
  ///   let scrubber = UIView()
  ///   // The swipe may begin anywhere above the scrubber.
  ///   var contentPopRegion: CGRect? {
  ///     CGRect(x: 0, y: 0, width: view.bounds.width, height: scrubber.frame.minY)
  ///   }
  /// }
  /// ```
  ///
  /// A view controller that does not adopt the protocol lets the swipe begin anywhere (outside
  /// the edge swipe's region, and where the content under the finger lets it go; see
  /// `ContentPopHandoff`).
  @MainActor
  public protocol FluidContentPopping: AnyObject {
    /// Where, in the view controller's `view` coordinates, a back swipe from the content may
    /// begin (the point where the finger lands must be inside it); nil: nowhere, the screen
    /// opts out. A region with a NaN coordinate or size counts as nowhere; an infinite one
    /// contains every finite point it covers.
    var contentPopRegion: CGRect? { get }
  }

  extension FluidContentPopping {
    /// Whether a content swipe may begin at `point`, given in `space`'s coordinates (nil: the
    /// window's), on this view controller's `view`: inside ``contentPopRegion``. A point with a
    /// non-finite coordinate, a nil region, a region with a NaN and a view controller whose
    /// view is not loaded refuse it.
    func allowsContentPop(at point: CGPoint, in space: UIView?) -> Bool {
      guard point.x.isFinite, point.y.isFinite, let region = contentPopRegion,
        !region.origin.x.isNaN, !region.origin.y.isNaN, !region.size.width.isNaN,
        !region.size.height.isNaN,
        let view = (self as? UIViewController)?.viewIfLoaded
      else { return false }
      let local = view.convert(point, from: space)
      return local.x.isFinite && local.y.isFinite && region.contains(local)
    }
  }
#endif
