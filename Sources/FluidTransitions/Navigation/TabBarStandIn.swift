/// Whether a fluid push carries a picture of the tab bar out with the departing screen, as
/// UIKit's own push does for a screen whose `hidesBottomBarWhenPushed` is true.
///
/// What UIKit does with the real tab bar during a custom transition is undocumented; developers
/// report it vanishing at once as the transition starts instead of leaving with the screen
/// (Hero 160 and 435, CosmicMind/Motion 73). The library never touches the real tab bar, nor
/// any of UIKit's state for it. When, and only when, the real bar was in place as the push was
/// asked for and is gone from its place as the transition starts, a snapshot of it (taken while
/// it was still on screen) rides inside the departing screen's view at the bar's place, so it
/// leaves with that screen under every style, and is removed when the transition ends, however
/// it ends.
///
/// A pop back to a screen that shows the tab bar is not covered: the bar is hidden as the pop
/// is asked for, so there is no picture of it to take (a stale one from an earlier push could
/// show the wrong selection or badge).
package enum TabBarStandIn {
  /// Points of slack for frames measured on whole or half points.
  private static let tolerance = 0.5

  /// Whether the tab bar is hidden on a navigation stack whose view controllers'
  /// `hidesBottomBarWhenPushed` are `flags`, root first: while any controller above the root
  /// has it.
  package static func stackHidesTabBar(_ flags: [Bool]) -> Bool {
    flags.dropFirst().contains(true)
  }

  /// Whether a bar at `frame` lies along the bottom of `window` (both in the window's
  /// coordinates): its centre in the lower half. A tab bar at the top (an iPad's) is not the bar
  /// `hidesBottomBarWhenPushed` hides; non-finite or empty frames are not along the bottom.
  package static func isAlongTheBottom(_ frame: Rect, of window: Rect) -> Bool {
    let frame = frame.standardized
    let window = window.standardized
    guard frame.width > 0, frame.height > 0, window.height > 0 else { return false }
    return frame.midY > window.midY
  }

  /// Whether a bar shown at `frame`, `isHidden` or not, with `alpha`, is on screen in its
  /// place `place` (both in the window's coordinates): visible and overlapping its place. A bar
  /// partly moved counts as in place (UIKit is animating it); one with no area, or a place with
  /// none, does not.
  package static func isInPlace(frame: Rect, isHidden: Bool, alpha: Double, place: Rect) -> Bool {
    guard !isHidden, alpha.isFinite, alpha >= 0.01 else { return false }
    let frame = frame.standardized
    let place = place.standardized
    guard frame.width > 0, frame.height > 0, place.width > 0, place.height > 0 else {
      return false
    }
    return frame.minX < place.maxX - tolerance && frame.maxX > place.minX + tolerance
      && frame.minY < place.maxY - tolerance && frame.maxY > place.minY + tolerance
  }
}
