#if canImport(UIKit)
  import UIKit

  /// A picture of a navigation controller's tab bar, taken as a fluid push hid the bar, and
  /// kept by the navigation delegate for the pop back (``TabBarStandIn``).
  @MainActor
  struct TabBarPicture {
    /// The window's snapshot at the bar's place.
    let view: UIView
    /// The screen on top when it was taken: its content is the backdrop behind the bar in it.
    weak var owner: UIViewController?
    /// What the bar showed.
    let look: TabBarStandIn.Look

    /// The look of `bar` now, in `window`'s coordinates; nil when it is not in a window.
    static func look(of bar: UITabBar) -> TabBarStandIn.Look? {
      guard bar.window != nil, let superview = bar.superview else { return nil }
      let traits = bar.traitCollection
      return TabBarStandIn.Look(
        place: Rect(superview.convert(bar.frame, to: nil)),
        items: (bar.items ?? []).map { item in
          TabBarStandIn.Look.Item(
            identity: ObjectIdentifier(item), title: item.title, badgeValue: item.badgeValue)
        },
        selectedItem: bar.selectedItem.map(ObjectIdentifier.init),
        traits: [
          Double(traits.userInterfaceStyle.rawValue), Double(traits.displayScale),
          Double(traits.horizontalSizeClass.rawValue), Double(traits.verticalSizeClass.rawValue),
        ],
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue)
    }
  }
#endif
