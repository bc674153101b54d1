/// Whether a custom presentation lets UIKit take the presenting view out of the window: what a
/// UIKit presentation controller answers as `shouldRemovePresentersView`, decided once per
/// presentation.
///
/// UIKit removes the presenting view when the presentation animations finish, and puts it back
/// only for the dismissal. Anything that uncovers part of the container outside a transition
/// would then show the bare window, so the answer is true only for a presented view that covers
/// the container whatever happens to it until the dismissal begins:
/// - never for a ``SheetStyle``: its own pan moves it between detents, and even a sheet with
///   only a full-height detent follows the finger down before it is dismissed;
/// - never for a ``DrawerStyle``: it is the presenter's menu, drawn over it;
/// - never when the presenting view controller's view sits inside a view of its own
///   presentation that shows it (a sheet's rounded container, as UIKit's own sheets have): UIKit
///   would take that view out of the container and show it in the transition without the shape
///   around it, then put it back;
/// - for any other style, only when its ``TransitionStyle/presentedFrame(in:layoutDirection:)``
///   covers the container in both layout directions, in the container's bounds and in the same
///   bounds turned a quarter (the device rotated), so a frame that only covers one orientation
///   keeps the presenter.
///
/// Apple, on `shouldRemovePresentersView`: "If you implement a presentation that does not cover
/// the presenting view controller's content entirely, override this method and return false."
/// Apple's archived sample code CustomTransitions (2016), on a presenter inside views that round
/// its corners: "only the presenting view controller's view is relocated, not the intermediate
/// view hierarchy".
package enum PresentersViewRemoval {
  /// Whether a presentation of `style` in a container of `bounds` lets UIKit remove the
  /// presenting view; see the type's documentation.
  ///
  /// - Parameters:
  ///   - style: The presentation's style (for a zoom, with its elements' options applied).
  ///   - bounds: The container's bounds, in points (a negative size is standardised). Empty
  ///     bounds (nothing to measure) answer false: keeping the presenter is never wrong, only a
  ///     little more to draw.
  ///   - presenterIsWrapped: Whether the presenting view controller is itself presented in a
  ///     view other than its own (its presentation controller's `presentedView`, such as a
  ///     sheet's rounded container); false by default.
  package static func removesPresentersView(
    for style: any TransitionStyle, in bounds: Rect, presenterIsWrapped: Bool = false
  ) -> Bool {
    if style is SheetStyle || style is DrawerStyle || presenterIsWrapped { return false }
    let bounds = bounds.standardized
    guard !bounds.isEmpty else { return false }
    let turned = Rect(x: bounds.minX, y: bounds.minY, width: bounds.height, height: bounds.width)
    return [bounds, turned].allSatisfy { container in
      [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].allSatisfy { direction in
        covers(style.presentedFrame(in: container, layoutDirection: direction), container)
      }
    }
  }

  private static func covers(_ frame: Rect, _ container: Rect) -> Bool {
    frame.minX <= container.minX && frame.minY <= container.minY
      && frame.maxX >= container.maxX && frame.maxY >= container.maxY
  }
}
