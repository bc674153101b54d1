#if canImport(UIKit)
  import UIKit

  /// Where a finger landed for the back swipe from the content (``Interaction/contentPop``),
  /// and what it found there: the views under it that may keep a horizontal drag, as the
  /// states `ContentPopHandoff` decides with, innermost first.
  ///
  /// It is read when UIKit hands the recogniser the touch
  /// (`gestureRecognizer(_:shouldReceive:)`, "before calling the touchesBegan(_:with:) method of
  /// the gesture recognizer"): a scroll view stops decelerating when a finger lands on it, so a
  /// list still moving after a flick reads `isDecelerating` only then. The views are the one the
  /// touch landed in (`UITouch.view`, UIKit's hit-test view) and its superviews up to the
  /// recogniser's view.
  @MainActor
  struct ContentPopLanding {
    /// The landing point, in the recogniser's view's coordinates.
    let point: CGPoint
    /// The states of the views under the finger that bear on a horizontal drag, innermost
    /// first.
    let states: [ContentPopHandoff.ScrollViewState]
    /// The scroll views under the finger, innermost first: the swipe takes their drags over
    /// once it pops.
    let scrollViews: [WeakBox<UIScrollView>]

    /// The landing of `touch`, for a recogniser on `container`. A touch whose view is not in
    /// `container` is read from its location instead.
    init(touch: UITouch, in container: UIView) {
      let point = touch.location(in: container)
      var chain: [UIView] = []
      var next = touch.view
      while let view = next, view !== container {
        chain.append(view)
        next = view.superview
      }
      if next !== container { chain = Self.views(at: point, in: container) }
      self.init(point: point, chain: chain)
    }

    /// The landing at `point` (in `container`'s coordinates), found by descending from
    /// `container` through the visible subviews that take touches, front to back: for when no
    /// touch was handed to the recogniser.
    init(point: CGPoint, in container: UIView) {
      self.init(point: point, chain: Self.views(at: point, in: container))
    }

    private init(point: CGPoint, chain: [UIView]) {
      self.point = point
      states = chain.compactMap(Self.state(of:))
      scrollViews = chain.compactMap { ($0 as? UIScrollView).map(WeakBox.init) }
    }

    /// The views under `point` (in `container`'s coordinates), innermost first, `container`
    /// excluded; none for a non-finite point.
    static func views(at point: CGPoint, in container: UIView) -> [UIView] {
      guard point.x.isFinite, point.y.isFinite else { return [] }
      var chain: [UIView] = []
      var parent = container
      var local = point
      while let child = parent.subviews.reversed().first(where: { subview in
        let inChild = parent.convert(local, to: subview)
        return !subview.isHidden && subview.isUserInteractionEnabled && subview.alpha >= 0.01
          && subview.bounds.contains(inChild)
      }) {
        local = parent.convert(local, to: child)
        chain.insert(child, at: 0)
        parent = child
      }
      return chain
    }

    /// What `view` means for a horizontal drag, or nil when it does not bear on one: a scroll
    /// view's offsets (``scrollState(of:)``); a text field or text view that is the first
    /// responder (a drag selects text), a slider or a switch keep every horizontal drag.
    static func state(of view: UIView) -> ContentPopHandoff.ScrollViewState? {
      let keepsHorizontalDrags =
        view is UISlider || view is UISwitch
        || ((view is UITextField || view is UITextView) && view.isFirstResponder)
      if let scrollView = view as? UIScrollView {
        return scrollState(of: scrollView, keepsHorizontalDrags: keepsHorizontalDrags)
      }
      return keepsHorizontalDrags
        ? ContentPopHandoff.ScrollViewState(keepsHorizontalDrags: true) : nil
    }

    /// A scroll view's state from UIKit: its horizontal range runs from
    /// `-adjustedContentInset.left` to `contentSize.width - bounds.width +
    /// adjustedContentInset.right` and counts when it is wider than half a point; it scrolls
    /// vertically likewise; it is zoomed when `zoomScale > minimumZoomScale`; `isDecelerating`
    /// as it is now (read it as the finger lands). A scroll view with scrolling disabled passes
    /// its touches on and bears on nothing (nil) unless it keeps horizontal drags. A NaN or
    /// infinite offset, size or inset leaves the range it belongs to out (or, for an offset,
    /// counts as 0; see `ContentPopHandoff.ScrollViewState`).
    static func scrollState(
      of scrollView: UIScrollView, keepsHorizontalDrags: Bool = false
    ) -> ContentPopHandoff.ScrollViewState? {
      guard scrollView.isScrollEnabled else {
        return keepsHorizontalDrags
          ? ContentPopHandoff.ScrollViewState(keepsHorizontalDrags: true) : nil
      }
      let inset = scrollView.adjustedContentInset
      let size = scrollView.contentSize
      let bounds = scrollView.bounds.size
      let minimumX = -Double(inset.left)
      let maximumX = Double(size.width - bounds.width + inset.right)
      let minimumY = -Double(inset.top)
      let maximumY = Double(size.height - bounds.height + inset.bottom)
      let tolerance = ContentPopHandoff.boundaryTolerance
      let scrollsHorizontally =
        minimumX.isFinite && maximumX.isFinite && maximumX - minimumX > tolerance
      let scrollsVertically =
        minimumY.isFinite && maximumY.isFinite && maximumY - minimumY > tolerance
      return ContentPopHandoff.ScrollViewState(
        horizontalOffset: scrollsHorizontally ? Double(scrollView.contentOffset.x) : nil,
        minimumHorizontalOffset: scrollsHorizontally ? minimumX : 0,
        maximumHorizontalOffset: scrollsHorizontally ? maximumX : 0,
        scrollsVertically: scrollsVertically,
        isZoomed: scrollView.zoomScale > scrollView.minimumZoomScale,
        wasDecelerating: scrollView.isDecelerating,
        keepsHorizontalDrags: keepsHorizontalDrags)
    }
  }
#endif
