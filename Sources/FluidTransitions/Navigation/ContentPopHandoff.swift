/// Who takes a drag that starts in a screen's content: the back swipe from anywhere (iOS 26's
/// `interactiveContentPopGestureRecognizer`, this library's content pop) or the content under
/// the finger (a carousel, a paging view, a text field's selection, a map, a vertical list).
///
/// ``decide(translation:owner:scrollViews:layoutDirection:)`` is the rule, a pure function of
/// the drag so far and the scroll views under the finger, innermost first:
///
/// 1. Once decided, a drag keeps its owner: a drag that began as a scroll never turns into a
///    pop in mid-gesture, and a pop that began never turns into a scroll.
/// 2. Until the finger has moved ``Interaction/lockDistance`` points, nothing is decided.
/// 3. A drag that is not mostly horizontal, or that moves toward the leading edge (away from
///    "back"), belongs to the content.
/// 4. Going out from the innermost scroll view: one that was decelerating when the finger landed
///    keeps the drag (the touch caught it); so does one that takes horizontal drags whatever
///    its offset (``ScrollViewState/keepsHorizontalDrags``: a slider, a text selection, a map);
///    a horizontal or zoomed scroll view keeps it while it still has room to scroll the way the
///    finger moves (it is not at the boundary the back swipe pushes it against: the leading one,
///    which is on the right in right-to-left layouts); a scroll view that only scrolls
///    vertically lets a horizontal drag through to the next one out.
/// 5. When every scroll view has let it through, the drag pops.
///
/// It is `PanHandoff`'s rule for a pan that completes toward the trailing edge only.
package enum ContentPopHandoff {
  /// Who the drag belongs to.
  package enum Owner: String, Hashable, Sendable, CaseIterable {
    /// Not decided yet: the finger has not moved far enough.
    case undecided
    /// The back swipe: the drag pops.
    case pop
    /// The content under the finger.
    case content
  }

  /// A scroll view under the finger, as the rule needs it, in physical (left-to-right)
  /// coordinates whatever the layout direction.
  package struct ScrollViewState: Hashable, Sendable {
    /// The horizontal content offset and its bounds (`contentOffset.x` between
    /// `-adjustedContentInset.left` and `contentSize.width - bounds.width +
    /// adjustedContentInset.right`), or nil when the content does not scroll horizontally.
    package let horizontalOffset: Double?
    /// The smallest horizontal offset, in points.
    package let minimumHorizontalOffset: Double
    /// The largest horizontal offset, in points.
    package let maximumHorizontalOffset: Double
    /// Whether the content scrolls vertically.
    package let scrollsVertically: Bool
    /// Whether the content is zoomed in (`zoomScale > minimumZoomScale`): a zoomed image pans
    /// horizontally even when its offset bounds say otherwise.
    package let isZoomed: Bool
    /// Whether the scroll view was decelerating when the finger landed.
    package let wasDecelerating: Bool
    /// Whether the view takes every horizontal drag whatever its offset (a slider, a text
    /// field selecting text, a map).
    package let keepsHorizontalDrags: Bool

    /// Creates the state. Non-finite offsets count as 0; a maximum below the minimum is taken
    /// as the minimum.
    ///
    /// - Parameters:
    ///   - horizontalOffset: The horizontal content offset, or nil when the content does not
    ///     scroll horizontally.
    ///   - minimumHorizontalOffset: The smallest horizontal offset.
    ///   - maximumHorizontalOffset: The largest horizontal offset.
    ///   - scrollsVertically: Whether the content scrolls vertically.
    ///   - isZoomed: Whether the content is zoomed in.
    ///   - wasDecelerating: Whether it was decelerating when the finger landed.
    ///   - keepsHorizontalDrags: Whether it takes every horizontal drag.
    package init(
      horizontalOffset: Double? = nil,
      minimumHorizontalOffset: Double = 0,
      maximumHorizontalOffset: Double = 0,
      scrollsVertically: Bool = false,
      isZoomed: Bool = false,
      wasDecelerating: Bool = false,
      keepsHorizontalDrags: Bool = false
    ) {
      self.horizontalOffset = horizontalOffset.map { $0.finite(or: 0) }
      let minimum = minimumHorizontalOffset.finite(or: 0)
      self.minimumHorizontalOffset = minimum
      self.maximumHorizontalOffset = Swift.max(minimum, maximumHorizontalOffset.finite(or: 0))
      self.scrollsVertically = scrollsVertically
      self.isZoomed = isZoomed
      self.wasDecelerating = wasDecelerating
      self.keepsHorizontalDrags = keepsHorizontalDrags
    }

    /// How far the content can still scroll when the finger moves horizontally by `movement`
    /// points (positive: to the right). A finger moving right scrolls toward smaller offsets.
    func room(forMovement movement: Double) -> Double {
      guard let offset = horizontalOffset else { return 0 }
      return movement > 0 ? offset - minimumHorizontalOffset : maximumHorizontalOffset - offset
    }
  }

  /// How much room, in points, counts as none (layout rounding).
  static let boundaryTolerance = 0.5

  /// Who takes a drag that has moved by `translation` points so far; see the type's
  /// documentation. A non-finite component of the translation counts as 0.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since it landed.
  ///   - owner: The owner decided so far (`.undecided` before).
  ///   - scrollViews: The scroll views under the finger where it landed, innermost first.
  ///   - layoutDirection: Where "back" is: toward the trailing edge.
  package static func decide(
    translation: Vector,
    owner: Owner,
    scrollViews: [ScrollViewState],
    layoutDirection: UserInterfaceLayoutDirection
  ) -> Owner {
    let decided: PanHandoff.Owner
    switch owner {
    case .undecided: decided = .undecided
    case .pop: decided = .pan
    case .content: decided = .content
    }
    switch PanHandoff.decide(
      translation: translation, owner: decided, scrollViews: scrollViews,
      directions: .towardTrailing, layoutDirection: layoutDirection)
    {
    case .undecided: return .undecided
    case .pan: return .pop
    case .content: return .content
    }
  }
}
