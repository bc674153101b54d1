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
/// On the pop back to the screen that showed the bar, the bar is hidden as the pop is asked for,
/// so no picture of it can be taken then. The picture the push took is offered instead, only
/// when it still shows what the bar would show (``Look``), the screen it was taken over is the
/// one arriving, and UIKit put the real bar in its place at once as the pop started (no
/// animation of its own to follow). It then rides inside the arriving screen's view at the
/// bar's place while the real bar is masked out (its `mask`, a view with no area, is the one
/// change the library makes to it, removed with the picture however the transition ends).
package enum TabBarStandIn {
  /// What a picture of the tab bar shows, as far as the library can read it: its place, its
  /// items and their badges, and the traits that change how it is drawn. A picture kept from a
  /// push stands in on the pop back only if the bar's look is still the one in the picture.
  package struct Look: Equatable, Sendable {
    /// One item of the bar.
    package struct Item: Equatable, Sendable {
      /// The item's identity (the same `UITabBarItem`).
      package let identity: ObjectIdentifier
      package let title: String?
      package let badgeValue: String?

      package init(identity: ObjectIdentifier, title: String?, badgeValue: String?) {
        self.identity = identity
        self.title = title
        self.badgeValue = badgeValue
      }
    }

    /// The bar's frame in the window's coordinates.
    package let place: Rect
    package let items: [Item]
    package let selectedItem: ObjectIdentifier?
    /// The traits a bar is drawn with (appearance, text size, scale, size classes), each as its
    /// raw value.
    package let traits: [Double]
    package let contentSizeCategory: String

    package init(
      place: Rect, items: [Item], selectedItem: ObjectIdentifier?, traits: [Double],
      contentSizeCategory: String
    ) {
      self.place = place
      self.items = items
      self.selectedItem = selectedItem
      self.traits = traits
      self.contentSizeCategory = contentSizeCategory
    }

    /// Whether a picture with this look shows what a bar with `current` would: the same items,
    /// selection, badges and traits, at the same place to within the slack of measured frames.
    /// A NaN trait never matches.
    package func matches(_ current: Look) -> Bool {
      guard items == current.items, selectedItem == current.selectedItem,
        contentSizeCategory == current.contentSizeCategory,
        traits.count == current.traits.count,
        zip(traits, current.traits).allSatisfy({ $0 == $1 })
      else { return false }
      let mine = place.standardized
      let theirs = current.place.standardized
      guard mine.width > 0, mine.height > 0 else { return false }
      return abs(mine.minX - theirs.minX) <= tolerance && abs(mine.minY - theirs.minY) <= tolerance
        && abs(mine.width - theirs.width) <= tolerance
        && abs(mine.height - theirs.height) <= tolerance
    }
  }

  /// Whether the picture a push kept stands in for the tab bar on a pop, as the pop starts.
  ///
  /// - Parameters:
  ///   - kept: The look of the kept picture, if one was kept.
  ///   - keptOverArriving: Whether the picture was taken over the screen now arriving (its
  ///     backdrop is that screen's).
  ///   - current: The bar's look now.
  ///   - wasInPlaceAtAsk: Whether the bar was in its place as the pop was asked for (then it
  ///     never left, and there is nothing to bring back).
  ///   - shownAtOnce: Whether UIKit has put the real bar in its place, visible and with no
  ///     animation of its own, as the pop starts.
  ///   - isMaskedByOthers: Whether the bar already has a mask the library did not set.
  package static func returnsOnPop(
    kept: Look?, keptOverArriving: Bool, current: Look, wasInPlaceAtAsk: Bool, shownAtOnce: Bool,
    isMaskedByOthers: Bool
  ) -> Bool {
    guard let kept, keptOverArriving, !wasInPlaceAtAsk, shownAtOnce, !isMaskedByOthers else {
      return false
    }
    return kept.matches(current)
  }

  /// Points of slack for frames measured on whole or half points.
  private static let tolerance = 0.5

  /// Whether the tab bar is hidden on a navigation stack whose view controllers'
  /// `hidesBottomBarWhenPushed` are `flags`, root first: while any controller above the root
  /// has it.
  package static func stackHidesTabBar(_ flags: [Bool]) -> Bool {
    flags.dropFirst().contains(true)
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
