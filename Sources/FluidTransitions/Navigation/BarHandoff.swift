/// Which of a navigation controller's bars are hidden: the navigation bar and the toolbar.
package struct BarVisibility: Hashable, Sendable {
  /// Whether the navigation bar is hidden (UIKit's `isNavigationBarHidden`).
  package let navigationBarHidden: Bool
  /// Whether the toolbar is hidden (UIKit's `isToolbarHidden`).
  package let toolbarHidden: Bool

  package init(navigationBarHidden: Bool, toolbarHidden: Bool) {
    self.navigationBarHidden = navigationBarHidden
    self.toolbarHidden = toolbarHidden
  }
}

/// What a push or pop does with a navigation controller's bars, so that they move with the
/// transition, under the finger too, and land where the screen left on top wants them.
///
/// Apple lets an app show or hide the bars only through the navigation controller (the
/// navigation bar's `frame`, `bounds` and `alpha` must never be changed), and does not say what
/// UIKit does with a change a screen asks for while a custom interactive transition runs (from
/// its `viewWillAppear(_:)`, the common pattern): it may animate it alongside the transition,
/// on its own over `hideShowBarDuration` whatever the finger does, or not at all, and may keep
/// it when the transition is cancelled. So the change is played again on the transition: the
/// bars go back to the departing screen's visibility at once, and the arriving screen's is set
/// in an animation alongside the transition, which rides the transition's interruptible
/// animator (progress, grabs, reversals and cancels included). When the transition ends, the
/// bars take ``landing(completed:current:replayed:)``.
package struct BarHandoff: Hashable, Sendable {
  /// The bars as the transition was asked for: the departing screen's.
  package let departing: BarVisibility
  /// The bars once the arriving screen asked for its own, as the transition starts.
  package let arriving: BarVisibility

  package init(departing: BarVisibility, arriving: BarVisibility) {
    self.departing = departing
    self.arriving = arriving
  }

  /// Whether the transition changes the bars, so the change is played again alongside it.
  package var replaysChange: Bool { departing != arriving }

  /// The bars once the transition ended.
  ///
  /// - Parameters:
  ///   - completed: Whether the transition completed (false: cancelled).
  ///   - current: The bars' visibility now.
  ///   - replayed: Whether the change played again on the transition ran (an animator may
  ///     drop a block added to it, and then the bars are still the departing screen's).
  /// - Returns: Cancelled: the departing screen's, which stays on top, whatever UIKit kept of
  ///   the arriving screen's request. Completed: `current` (the arriving screen's, or what it
  ///   asked for since), or the arriving screen's when its change never ran.
  package func landing(completed: Bool, current: BarVisibility, replayed: Bool) -> BarVisibility {
    guard completed else { return departing }
    return replaysChange && !replayed ? arriving : current
  }
}
