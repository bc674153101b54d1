/// Whether a navigation controller's bar (its navigation bar or its toolbar) needs laying out
/// once a push or pop has ended and UIKit has done its own bookkeeping.
///
/// The library never changes the bars: a screen's `setNavigationBarHidden(_:animated:)` or
/// `setToolbarHidden(_:animated:)` rides the transition as UIKit animates it, and UIKit's model
/// (`isNavigationBarHidden`, `isToolbarHidden`) says where each bar belongs. A bar can still be
/// left where the model does not say: mid-slide, when an animator carrying its change was
/// stopped, or where it started, when an animator dropped the change. Then, and only then, the
/// glue asks UIKit to lay the navigation controller's view out again, without animation.
///
/// Where a bar sits is read from its frame (the model value, not the presentation, so an
/// animation UIKit still runs on its own counts as landed) against its navigation controller's
/// view's bounds:
///
/// | frame                                   | `isHidden` | placement   |
/// |-----------------------------------------|------------|-------------|
/// | any                                     | true       | ``Placement/hidden`` |
/// | wholly inside the bounds, vertically    | false      | ``Placement/shown``  |
/// | wholly above or below the bounds        | false      | ``Placement/hidden`` |
/// | across an edge, or with no height       | false      | ``Placement/between`` |
///
/// A bar needs laying out when its placement is not the model's (a hidden bar in the model
/// needs ``Placement/hidden``, a shown one ``Placement/shown``). A container with no area
/// decides nothing: no bar needs laying out. ``Rect`` stores a non-finite component as 0.
package enum BarLanding {
  /// Where a bar sits against its container.
  package enum Placement: Equatable, Sendable {
    case shown, hidden, between
  }

  /// Points of slack for frames measured on whole or half points.
  private static let tolerance = 0.5

  /// Where a bar at `frame`, hidden or not, sits in `container` (both in the container's
  /// coordinates); nil for a container with no area.
  package static func placement(of frame: Rect, isHidden: Bool, in container: Rect)
    -> Placement?
  {
    let container = container.standardized
    guard container.width > 0, container.height > 0 else { return nil }
    if isHidden { return .hidden }
    let frame = frame.standardized
    guard frame.height > 0 else { return .between }
    if frame.maxY <= container.minY + tolerance || frame.minY >= container.maxY - tolerance {
      return .hidden
    }
    if frame.minY >= container.minY - tolerance && frame.maxY <= container.maxY + tolerance {
      return .shown
    }
    return .between
  }

  /// Whether a bar the model says is `hiddenInModel`, at `frame` (`isHidden` or not) in
  /// `container`, needs laying out.
  package static func needsLayout(
    hiddenInModel: Bool, frame: Rect, isHidden: Bool, in container: Rect
  ) -> Bool {
    guard let placement = placement(of: frame, isHidden: isHidden, in: container) else {
      return false
    }
    return placement != (hiddenInModel ? .hidden : .shown)
  }
}
