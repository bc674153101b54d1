import UIKit

// https://developer.apple.com/documentation/swiftui/list
// Apple: `struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed; its initialisers' pages
// were.) "A container that presents rows of data arranged in a single column." Apple says
// nothing of what is behind it in UIKit: the simulated host puts its rows in a
// `UICollectionView` or a `UITableView` that fills the place the list is given, or in no UIKit
// scroll view, as the switch `swiftUIListBacking` says. It lays nothing out: a test sets the
// scroll view's content size and offset as SwiftUI's layout and a finger would.
public struct List<SelectionValue: Hashable, Content: View>: View, ShimPrimitiveView,
  ShimScrollViewHosting
{
  public typealias Body = Never
  nonisolated(unsafe) let shimContent: Content

  var shimChildren: [any View] { [shimContent] }

  static func shimScrollView(frame: CGRect) -> UIScrollView? {
    switch ShimBehaviour.read.swiftUIListBacking {
    case .collectionView: UICollectionView(shimFrame: frame)
    case .tableView: UITableView(frame: frame)
    case .noUIKitScrollView: nil
    }
  }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  // Apple: `nonisolated init(@ContentBuilder content: () -> Content)`
  // "Creates a list with the given content." (The iOS 26 SDK's builder is `@ViewBuilder`, as
  // for `ScrollView`.)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    shimContent = content()
  }
}
