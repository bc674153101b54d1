/// What VoiceOver's and Switch Control's adjustments of a sheet's grabber (an adjustable
/// accessibility element: swipe up or down with VoiceOver) do: move the sheet one detent up or
/// down.
package enum SheetGrabberAdjustment: Hashable, Sendable {
  /// `accessibilityIncrement()`: the next larger detent.
  case increment
  /// `accessibilityDecrement()`: the next smaller detent.
  case decrement

  /// The detent an adjustment selects from `selected` in `layout`: the active detent just
  /// above it (increment) or below it (decrement), by value; nil at the largest (increment) or
  /// the smallest (decrement), where VoiceOver's adjustment does nothing (a decrement never
  /// dismisses: the escape gesture does). A `selected` identifier that names no active detent
  /// counts as the smallest, as ``SheetLayout/selectedDetent(_:)`` resolves it.
  package func detent(
    from selected: SheetDetent.Identifier?, in layout: SheetLayout
  ) -> SheetDetent.Identifier? {
    let current = layout.selectedDetent(selected)
    let index = layout.detents.firstIndex(of: current) ?? 0
    let next = self == .increment ? index + 1 : index - 1
    return layout.detents.indices.contains(next) ? layout.detents[next].identifier : nil
  }
}
