// UIKit shim: collection views. See Basics.swift for the conventions.

// https://developer.apple.com/documentation/uikit/uicollectionview
// Apple: `@MainActor class UICollectionView`
// "An object that manages an ordered collection of data items and presents them using
// customizable layouts"; a UIScrollView subclass. No items, layout, data source or delegate
// are modelled: the simulated SwiftUI host puts a `List`'s rows in one (the switch
// `swiftUIListBacking`), and to the library it is a scroll view.
@MainActor
open class UICollectionView: UIScrollView {
  /// Shim-only: a collection view of `frame` (UIKit's initialisers take a layout, which the
  /// shim does not model).
  package init(shimFrame frame: CGRect) {
    super.init(frame: frame)
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UICollectionView.init(coder:) is not modelled")
  }
}
