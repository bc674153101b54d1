/// Who takes a finger's vertical movement on a sheet that holds a scroll view: the sheet (it
/// moves between detents) or the scroll view (it scrolls), decided afresh for every movement,
/// so one drag can hand over in the middle, as UIKit's sheets do.
///
/// ``decide(movement:sheet:scrollView:previous:)`` is the rule, a pure function:
///
/// | finger | scroll view | sheet | owner |
/// |---|---|---|---|
/// | down | scrolled away from its top | any | scroll view (it scrolls back first) |
/// | down | at its top (or none) | any | sheet |
/// | up | any (or none) | below its largest detent, scrolling expands | sheet |
/// | up | any (or none) | dragged below the detent it was grabbed at | sheet (it goes back first) |
/// | up | can scroll | at its largest detent, or scrolling does not expand | scroll view |
/// | up | none, or cannot scroll | any | sheet (it rubber-bands above the largest) |
/// | no vertical movement | — | — | whoever had the last movement |
///
/// The sheet's part of the drag is the sum of the movements it owned; while the sheet owns a
/// movement, the UIKit layer holds the scroll view's offset where it was, so content never
/// scrolls and moves at once.
package enum SheetDragOwner: String, Hashable, Sendable {
  /// The sheet moves.
  case sheet
  /// The scroll view scrolls.
  case scrollView

  /// The sheet as the rule needs it. A NaN among its values makes every comparison with it
  /// fail: the sheet counts as neither below the detent it was grabbed at nor below its largest
  /// detent, so an upward movement goes to a scroll view that can scroll, as at the largest.
  package struct SheetState: Hashable, Sendable {
    /// The sheet's value now (see `SheetLayout`), in points.
    package let value: Double
    /// The largest detent's value, in points.
    package let largestValue: Double
    /// The value of the detent the sheet rested at when the finger came down.
    package let grabbedValue: Double
    /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
    package let prefersScrollingExpandsWhenScrolledToEdge: Bool

    /// Creates the state.
    package init(
      value: Double, largestValue: Double, grabbedValue: Double,
      prefersScrollingExpandsWhenScrolledToEdge: Bool = true
    ) {
      self.value = value
      self.largestValue = largestValue
      self.grabbedValue = grabbedValue
      self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    }
  }

  /// A scroll view under the finger, as the rules need it.
  package struct ScrollState: Hashable, Sendable {
    /// How far the content is scrolled down from its top, in points (`contentOffset.y +
    /// adjustedContentInset.top`); 0 or less is at the top. NaN counts as at the top.
    package let offsetFromTop: Double
    /// Whether the content is taller than the scroll view, so it can scroll up at all.
    package let canScroll: Bool
    /// Whether a vertical drag moves the content at all: scrolling is enabled and the content
    /// can scroll or the scroll view bounces vertically anyway (UIKit's
    /// `alwaysBounceVertical`). A horizontal carousel, or a text view with scrolling disabled,
    /// does not.
    package let scrollsVertically: Bool
    /// Whether the scroll view's own pan is tracking the finger (the scroll view UIKit gave
    /// the drag to).
    package let isTracking: Bool

    /// Creates the state.
    package init(
      offsetFromTop: Double, canScroll: Bool, scrollsVertically: Bool = true,
      isTracking: Bool = false
    ) {
      self.offsetFromTop = offsetFromTop
      self.canScroll = canScroll
      self.scrollsVertically = scrollsVertically
      self.isTracking = isTracking
    }

    /// Whether the content is at its top (or pulled past it): `offsetFromTop` is 0 or less, or
    /// NaN.
    package var isAtTop: Bool { !(offsetFromTop > 0) }
  }

  /// Which of the scroll views under the finger, listed innermost first (the one the finger
  /// landed in, then its ancestors, the presented root view last), a drag is about: the
  /// innermost that scrolls vertically and whose own pan is tracking the finger; without one,
  /// the innermost that scrolls vertically; nil when none does. A horizontal carousel or a text
  /// view that does not scroll, inside a list, leaves the drag to the list.
  ///
  /// | chain, innermost first | result |
  /// |---|---|
  /// | empty, or nothing scrolls vertically | nil |
  /// | carousel, list | the list |
  /// | list, outer list | the (inner) list |
  /// | list, outer list tracking | the outer list |
  /// | carousel tracking, list | the list |
  package static func governingScrollView(in chain: [ScrollState]) -> Int? {
    chain.firstIndex { $0.scrollsVertically && $0.isTracking }
      ?? chain.firstIndex(where: \.scrollsVertically)
  }

  /// How far below a value, in points, still counts as at it (half a point: layout rounding).
  static let tolerance = 0.5

  /// Whether a finger that has moved by `translation` (points) starts dragging the sheet: nil
  /// while it has moved less than ``Interaction/lockDistance``, then whether it moved more
  /// vertically than horizontally (a horizontal drag belongs to the content: a carousel, a
  /// slider). Non-finite components count as 0.
  package static func beginsDrag(translation: Vector) -> Bool? {
    let dx = abs(translation.dx.finite(or: 0))
    let dy = abs(translation.dy.finite(or: 0))
    guard (dx * dx + dy * dy).squareRoot() >= Interaction.lockDistance else { return nil }
    return dy > dx
  }

  /// Who owns a movement of `movement` points (positive: the finger moves down); see the
  /// type's documentation. `previous` answers a movement with no vertical component. NaN
  /// movements count as none.
  package static func decide(
    movement: Double,
    sheet: SheetState,
    scrollView: ScrollState?,
    previous: SheetDragOwner = .sheet
  ) -> SheetDragOwner {
    guard movement != 0, !movement.isNaN else { return previous }
    guard let scrollView else { return .sheet }
    if movement > 0 { return scrollView.isAtTop ? .sheet : .scrollView }
    if sheet.value < sheet.grabbedValue - tolerance { return .sheet }
    guard scrollView.canScroll else { return .sheet }
    let belowLargest = sheet.value < sheet.largestValue - tolerance
    return belowLargest && sheet.prefersScrollingExpandsWhenScrolledToEdge ? .sheet : .scrollView
  }
}
