import FluidTransitions

/// The scroll views and drags the hand-off tables are written with.
protocol ScrollViewFixtures {}

extension ScrollViewFixtures {
  typealias ScrollView = ContentPopHandoff.ScrollViewState

  /// A carousel 1,000 points wide in a 390-point view, scrolled to `offset` (0 at its left end,
  /// 610 at its right end).
  static func carousel(at offset: Double) -> ScrollView {
    ScrollView(horizontalOffset: offset, minimumHorizontalOffset: 0, maximumHorizontalOffset: 610)
  }

  /// A list that scrolls only vertically.
  static var list: ScrollView { ScrollView(scrollsVertically: true) }
  /// A drag to the right, mostly horizontal.
  static var right: Vector { Vector(dx: 40, dy: 3) }
  /// A drag to the left, mostly horizontal.
  static var left: Vector { Vector(dx: -40, dy: 3) }
}
