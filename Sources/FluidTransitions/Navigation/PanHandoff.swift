/// Who takes a horizontal drag that starts over content: the library's pan (a tab bar
/// controller's swipe between tabs, a navigation controller's ``Interaction/pan`` back, the back
/// swipe from the content) or the content under the finger (a carousel, a paging view, a
/// slider, a text selection, a map).
///
/// ``decide(translation:owner:scrollViews:directions:layoutDirection:)`` is the rule, a pure
/// function of the drag so far, the directions the pan completes toward and the scroll views
/// under the finger, innermost first:
///
/// 1. Once decided, a drag keeps its owner: a drag that began as a scroll never turns into a
///    transition in mid-gesture, and a transition that began never turns into a scroll.
/// 2. Until the finger has moved ``Interaction/lockDistance`` points, nothing is decided.
/// 3. A drag that is not mostly horizontal, or that heads a way the pan does not complete
///    toward (``Directions``), belongs to the content.
/// 4. Going out from the innermost scroll view: one that was decelerating when the finger landed
///    keeps the drag (the touch caught it); so does one that takes horizontal drags whatever
///    its offset (`ContentPopHandoff.ScrollViewState.keepsHorizontalDrags`: a slider, a text
///    selection, a map); a horizontal or zoomed scroll view keeps it while it still has room to
///    scroll the way the finger moves (a finger moving right pushes it against its smallest
///    offset, one moving left against its largest, whatever the layout direction); a scroll
///    view that only scrolls vertically lets a horizontal drag through to the next one out.
/// 5. When every scroll view has let it through, the pan takes it.
///
/// `ContentPopHandoff` is this rule for a pan that completes toward the trailing edge only.
package enum PanHandoff {
  /// Who the drag belongs to.
  package enum Owner: String, Hashable, Sendable, CaseIterable {
    /// Not decided yet: the finger has not moved far enough.
    case undecided
    /// The pan: the drag drives its transition.
    case pan
    /// The content under the finger.
    case content
  }

  /// The horizontal directions a pan completes its transition toward.
  package enum Directions: String, Hashable, Sendable, CaseIterable {
    /// Toward the trailing edge only (backward operations: a navigation pop).
    case towardTrailing
    /// Toward the leading edge only (forward operations).
    case towardLeading
    /// Both ways (a tab bar controller's swipe: toward the leading edge to the next tab, toward
    /// the trailing edge to the previous one).
    case either

    /// Whether a horizontal movement of `dx` points (positive: to the right) heads a way these
    /// directions allow in `layoutDirection`. No movement heads nowhere.
    func allow(_ dx: Double, in layoutDirection: UserInterfaceLayoutDirection) -> Bool {
      let towardTrailing = dx * layoutDirection.trailingSign
      switch self {
      case .towardTrailing: return towardTrailing > 0
      case .towardLeading: return towardTrailing < 0
      case .either: return dx != 0
      }
    }
  }

  /// Who takes a drag that has moved by `translation` points so far; see the type's
  /// documentation. A non-finite component of the translation counts as 0.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since it landed.
  ///   - owner: The owner decided so far (`.undecided` before).
  ///   - scrollViews: The scroll views under the finger where it landed, innermost first.
  ///   - directions: The ways the pan completes toward.
  ///   - layoutDirection: Where the leading and trailing edges are.
  package static func decide(
    translation: Vector,
    owner: Owner,
    scrollViews: [ContentPopHandoff.ScrollViewState],
    directions: Directions,
    layoutDirection: UserInterfaceLayoutDirection
  ) -> Owner {
    guard owner == .undecided else { return owner }
    let dx = translation.dx.finite(or: 0)
    let dy = translation.dy.finite(or: 0)
    guard (dx * dx + dy * dy).squareRoot() >= Interaction.lockDistance else { return .undecided }
    guard abs(dx) > abs(dy), directions.allow(dx, in: layoutDirection) else { return .content }
    return scrollViews.contains { keeps($0, movement: dx) } ? .content : .pan
  }

  /// Whether `scrollView` keeps a horizontal drag moving by `movement` points.
  private static func keeps(
    _ scrollView: ContentPopHandoff.ScrollViewState, movement: Double
  ) -> Bool {
    if scrollView.wasDecelerating || scrollView.keepsHorizontalDrags { return true }
    let room = scrollView.room(forMovement: movement)
    let scrollsHorizontally = scrollView.horizontalOffset != nil
    if scrollsHorizontally && room > ContentPopHandoff.boundaryTolerance { return true }
    return scrollView.isZoomed && (!scrollsHorizontally || room > 0)
  }
}
