import FluidTransitions
import Testing

/// The tab bar's layout as Apple documents it for the iPhone ("If you add six or more custom
/// view controllers to a tab bar controller, the tab bar controller displays only the first four
/// items plus the standard More item"), and the swipe's target in it, for every index the tab
/// bar controller can report, `NSNotFound` (`Int.max`) included.
@Suite("Navigation: the tab bar's layout and the swipe's target")
struct TabBarLayoutTests {
  /// `NSNotFound`, which `selectedIndex` holds while More's list is selected.
  static let notFound = Int.max

  @Test("Five tabs fit in the bar; six or more show four and More")
  func layoutFollowsApple() {
    let expected: [(count: Int, more: Bool, bar: Range<Int>)] = [
      (0, false, 0..<0), (1, false, 0..<1), (4, false, 0..<4), (5, false, 0..<5),
      (6, true, 0..<4), (7, true, 0..<4), (20, true, 0..<4),
    ]
    for row in expected {
      let layout = TabBarLayout(tabCount: row.count)
      #expect(layout.hasMoreItem == row.more, "\(row.count) tabs")
      #expect(layout.tabsInBar == row.bar, "\(row.count) tabs")
    }
    let seven = TabBarLayout(tabCount: 7)
    #expect((0..<7).filter(seven.isManagedByMore) == [4, 5, 6])
    #expect(!seven.isManagedByMore(7) && !seven.isManagedByMore(-1))
    #expect(!seven.isManagedByMore(Self.notFound))
    #expect(!TabBarLayout(tabCount: 5).isManagedByMore(4), "five tabs: no More")
    #expect(TabBarLayout(tabCount: -3).tabCount == 0)
  }

  @Test(
    "The swipe's target: the neighbour in the bar, never into or out of More",
    arguments: [
      // (tabs, selected index, forward, target)
      (3, 0, true, 1), (3, 0, false, nil), (3, 2, true, nil), (3, 2, false, 1),
      (5, 3, true, 4), (5, 4, false, 3), (5, 4, true, nil),
      // Six or more: the fourth tab's next one is listed by More.
      (7, 2, true, 3), (7, 3, true, nil), (7, 3, false, 2),
      // A tab More manages is on screen: no neighbours.
      (7, 4, false, nil), (7, 5, true, nil), (7, 6, false, nil),
      // More's list is on screen.
      (7, notFound, true, nil), (7, notFound, false, nil),
      // Out of range, and the extremes.
      (3, 3, false, nil), (3, -1, true, nil), (3, Int.min, true, nil), (3, Int.max, false, nil),
      (0, 0, true, nil), (1, 0, true, nil), (1, 0, false, nil), (-2, 0, true, nil),
    ] as [(Int, Int, Bool, Int?)])
  func swipeTarget(_ tabs: Int, _ selected: Int, _ forward: Bool, _ target: Int?) {
    let layout = TabBarLayout(tabCount: tabs)
    #expect(layout.swipeTarget(fromSelectedIndex: selected, forward: forward) == target)
  }

  @Test("Every target is a tab with its own item next to the selection, for any index")
  func targetsStayInTheBar() {
    let indices = [Int.min, -2, -1] + Array(0...12) + [Self.notFound - 1, Self.notFound]
    for tabs in 0...12 {
      let layout = TabBarLayout(tabCount: tabs)
      for index in indices {
        for forward in [true, false] {
          guard let target = layout.swipeTarget(fromSelectedIndex: index, forward: forward)
          else { continue }
          #expect(layout.tabsInBar.contains(index) && layout.tabsInBar.contains(target))
          #expect(!layout.isManagedByMore(target))
          #expect(abs(target - index) == 1 && (target > index) == forward)
        }
      }
    }
  }
}
