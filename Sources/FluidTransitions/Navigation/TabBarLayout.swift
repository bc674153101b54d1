/// Which tabs of a tab bar controller have an item of their own in the tab bar, which ones the
/// More navigation controller manages, and which tab a swipe switches to.
///
/// Apple documents one layout, UIKit's on the iPhone: "If you add six or more custom view
/// controllers to a tab bar controller, the tab bar controller displays only the first four
/// items plus the standard More item on the tab bar"; the others are "managed by the More
/// navigation controller". While More's list is on screen the tab bar controller's
/// `selectedIndex` is `NSNotFound` (`Int.max`), and while a tab More manages is on screen it is
/// that tab's index, outside the bar.
///
/// A swipe switches between neighbours *in the bar*, and only between tabs with an item of their
/// own: it never starts from More's list or from a tab More manages (More's navigation
/// controller owns horizontal drags there, and its tabs have no left or right), and it never
/// goes into one. Mapping the swipe through the More item instead would select the More
/// navigation controller, which is sound only where UIKit really shows a More item: Apple gives
/// no number for an iPad's wider bar, and no public API tells whether the item is shown. So the
/// layout assumes the iPhone's, the stricter one: on an iPad with six or more tabs, a swipe
/// stays among the first four.
///
/// Every index is taken as it comes: negative values, indices past the end and `NSNotFound` give
/// no swipe target, and nothing here can overflow.
package struct TabBarLayout: Hashable, Sendable {
  /// The most tabs UIKit shows without a More item (Apple: a More item appears with "six or
  /// more").
  package static let maximumTabsWithoutMore = 5
  /// The tabs with an item of their own in front of the More item.
  package static let tabsBeforeMore = 4

  /// The number of tabs (the tab bar controller's `viewControllers`); a negative count is 0.
  package let tabCount: Int

  /// The layout of `tabCount` tabs (a negative count is 0).
  package init(tabCount: Int) {
    self.tabCount = max(tabCount, 0)
  }

  /// Whether the tab bar shows a More item.
  package var hasMoreItem: Bool { tabCount > Self.maximumTabsWithoutMore }

  /// The indices of the tabs with an item of their own in the bar.
  package var tabsInBar: Range<Int> { 0..<(hasMoreItem ? Self.tabsBeforeMore : tabCount) }

  /// Whether the tab at `index` is listed by the More navigation controller instead of having
  /// an item in the bar; false for any index that is not a tab.
  package func isManagedByMore(_ index: Int) -> Bool {
    hasMoreItem && index >= Self.tabsBeforeMore && index < tabCount
  }

  /// The tab a swipe switches to from the tab at `selectedIndex`: the next one in the bar
  /// (`forward`) or the previous one. Nil when there is none: `selectedIndex` is not a tab with
  /// an item of its own (`NSNotFound` while More's list is selected, a tab More manages, a
  /// negative index or one past the end), or the neighbour would be past either end of the
  /// bar's own items.
  package func swipeTarget(fromSelectedIndex selectedIndex: Int, forward: Bool) -> Int? {
    let bar = tabsInBar
    guard bar.contains(selectedIndex) else { return nil }
    // `selectedIndex` is below the bar's upper bound, so neither step can overflow.
    let target = forward ? selectedIndex + 1 : selectedIndex - 1
    return bar.contains(target) ? target : nil
  }
}
