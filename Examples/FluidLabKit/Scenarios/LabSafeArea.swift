import FluidTransitions

/// The container's safe-area insets, in points, as a `resize` event sets them (UIKit's
/// `safeAreaInsets`: the status bar, a notch, the home indicator arriving or rotating away). A
/// scenario starts with none.
///
/// What they lay out in the lab: a zoom's destination elements (the detail view's content) are
/// pinned to the safe area's top-left corner, so they move by the change of the top and left
/// insets; a sheet keeps the top inset free above it (its style's ``SheetStyle/topInset``).
struct LabSafeArea: Equatable {
  static let fieldName = "safeArea"
  static let keys = ["top", "left", "bottom", "right"]
  static let zero = LabSafeArea(top: 0, left: 0, bottom: 0, right: 0)

  var top: Double
  var left: Double
  var bottom: Double
  var right: Double

  /// What the content pinned to the safe area's top-left corner moves by from `old` to this.
  func offset(from old: LabSafeArea) -> (dx: Double, dy: Double) {
    (left - old.left, top - old.top)
  }

  /// The event's `safeArea` member.
  var json: JSONValue {
    .object(zip(Self.keys, [top, left, bottom, right]).map { ($0, .number($1)) })
  }

  /// The `safeArea` of the event `object`, nil when it has none: each inset in points, at least
  /// 0; an inset not given is 0.
  static func read(_ object: ObjectReader) throws(LabError) -> LabSafeArea? {
    guard let value = object[fieldName] else { return nil }
    let insets = try ObjectReader(
      value, path: object.path.appending(fieldName),
      expecting: "an object {top, left, bottom, right}")
    try insets.rejectUnknownKeys(allowed: keys)
    let positive = 0...Double.greatestFiniteMagnitude
    return LabSafeArea(
      top: try insets.number("top", in: positive, unit: "points") ?? 0,
      left: try insets.number("left", in: positive, unit: "points") ?? 0,
      bottom: try insets.number("bottom", in: positive, unit: "points") ?? 0,
      right: try insets.number("right", in: positive, unit: "points") ?? 0)
  }
}
