#if canImport(UIKit)
  import UIKit

  /// The scroll views under a finger that landed in a view with a vertical drag of its own (a
  /// sheet, a presented view with the pull-down dismissal), innermost first and that view
  /// itself last when it is one (a presented `UITableViewController`'s table view): the facts
  /// `SheetDragOwner.governingScrollView(in:)` picks the scroll view the drag is about from.
  ///
  /// The views are the one the touch landed in (`UITouch.view`, UIKit's hit-test view) and its
  /// superviews up to the recogniser's view; without a touch, the views found at the landing
  /// point by descending through the visible subviews that take touches, front to back. The
  /// states are read afresh each time, since the scroll views move under the drag.
  @MainActor
  struct ScrollViewChain {
    private let scrollViews: [WeakBox<UIScrollView>]

    /// The chain of `touch`, for a recogniser on `container`.
    init(touch: UITouch, in container: UIView) {
      var chain: [UIView] = []
      var next = touch.view
      while let view = next, view !== container {
        chain.append(view)
        next = view.superview
      }
      if next !== container {
        chain = ContentPopLanding.views(at: touch.location(in: container), in: container)
      }
      self.init(chain + [container])
    }

    /// The chain at `point`, in `container`'s coordinates.
    init(point: CGPoint, in container: UIView) {
      self.init(ContentPopLanding.views(at: point, in: container) + [container])
    }

    private init(_ views: [UIView]) {
      scrollViews = views.compactMap { ($0 as? UIScrollView).map(WeakBox.init) }
    }

    /// The scroll view the drag is about, with its state now; nil when no scroll view under the
    /// finger scrolls vertically.
    func governing() -> (scrollView: UIScrollView, state: SheetDragOwner.ScrollState)? {
      let alive = scrollViews.compactMap(\.value)
      let states = alive.map(Self.state(of:))
      return SheetDragOwner.governingScrollView(in: states).map { (alive[$0], states[$0]) }
    }

    /// A scroll view's state from UIKit: scrolled down by `contentOffset.y +
    /// adjustedContentInset.top`; able to scroll when its content is taller than the part the
    /// insets leave; scrolling vertically when scrolling is enabled and it can, or
    /// `alwaysBounceVertical` is set; tracking while its `panGestureRecognizer` is under way.
    static func state(of scrollView: UIScrollView) -> SheetDragOwner.ScrollState {
      let insets = scrollView.adjustedContentInset
      let visible = scrollView.bounds.height - insets.top - insets.bottom
      let canScroll = scrollView.contentSize.height > visible
      let pan = scrollView.panGestureRecognizer.state
      return SheetDragOwner.ScrollState(
        offsetFromTop: Double(scrollView.contentOffset.y + insets.top), canScroll: canScroll,
        scrollsVertically: scrollView.isScrollEnabled
          && (canScroll || scrollView.alwaysBounceVertical),
        isTracking: pan == .began || pan == .changed)
    }

    /// Whether `recognizer` is a scroll view's own pan, the one recogniser of a scroll view
    /// that may run alongside a drag of the sheet or the dismissal (a row's swipe actions,
    /// reordering, dragging or text selection may not).
    static func isScrollViewPan(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let scrollView = recognizer.view as? UIScrollView else { return false }
      return recognizer === scrollView.panGestureRecognizer
    }
  }
#endif
