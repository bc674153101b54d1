import FluidTransitions

/// A scroll view in a content swipe's way (`"interaction": "contentPop"`): one element of the
/// scenario's `content` field, a region of the container with the state
/// ``ContentPopHandoff/ScrollViewState`` describes. The lab finds the ones under the finger where
/// it lands and asks ``ContentPopHandoff`` who takes the drag, as the UIKit layer does with the
/// scroll views it finds under the touch.
struct LabScrollView {
  /// The scenario's field.
  static let fieldName = "content"
  /// The keys of one scroll view: its region and ``ContentPopHandoff/ScrollViewState``'s
  /// fields, under their names.
  static let keys = [
    "frame", "horizontalOffset", "minimumHorizontalOffset", "maximumHorizontalOffset",
    "scrollsVertically", "isZoomed", "wasDecelerating", "keepsHorizontalDrags",
  ]

  /// Where it is, in container coordinates; nil covers the whole container.
  var frame: Rect?
  /// What the rule reads.
  var state: ContentPopHandoff.ScrollViewState

  /// Whether a finger landing at `point` lands on it (edges included, as UIKit's hit test on a
  /// view's bounds).
  func contains(_ point: Point) -> Bool {
    guard let frame else { return true }
    return point.x >= frame.minX && point.x <= frame.maxX && point.y >= frame.minY
      && point.y <= frame.maxY
  }

  /// The scroll views of `content` under `point`, with their indices in the field, in the
  /// field's order: innermost first.
  static func under(_ point: Point, in content: [LabScrollView]) -> [(
    index: Int, state: ContentPopHandoff.ScrollViewState
  )] {
    content.enumerated().filter { $0.element.contains(point) }.map { ($0.offset, $0.element.state) }
  }

  /// Reads the `content` field: only a content swipe has content to land on; each element's
  /// offsets are finite, its largest offset at least its smallest.
  static func read(_ root: ObjectReader, interaction: LabInteraction) throws(LabError)
    -> [LabScrollView]
  {
    guard let value = root[fieldName] else { return [] }
    let path = root.path.appending(fieldName)
    guard interaction == .contentPop else {
      throw LabError(
        "\(path): only a content swipe (\"interaction\": \"contentPop\") lands on content")
    }
    guard let elements = value.array else {
      throw LabError("\(path): must be an array of scroll views, got \(value.kindDescription)")
    }
    var scrollViews: [LabScrollView] = []
    for (index, element) in elements.enumerated() {
      let object = try ObjectReader(element, path: path.appending(index))
      try object.rejectUnknownKeys(allowed: keys)
      scrollViews.append(try read(object))
    }
    return scrollViews
  }

  private static func read(_ object: ObjectReader) throws(LabError) -> LabScrollView {
    var frame: Rect?
    if let value = object["frame"], !value.isNull {
      let rect = try ObjectReader(value, path: object.path.appending("frame"))
      try rect.rejectUnknownKeys(allowed: ["x", "y", "width", "height"])
      let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      let positive = 0...Double.greatestFiniteMagnitude
      frame = Rect(
        x: try rect.requiredNumber("x", in: any, unit: "points"),
        y: try rect.requiredNumber("y", in: any, unit: "points"),
        width: try rect.requiredNumber("width", in: positive, unit: "points"),
        height: try rect.requiredNumber("height", in: positive, unit: "points"))
    }
    let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    // A scroll view whose content does not scroll horizontally has no horizontal offset.
    var offset: Double?
    if let value = object["horizontalOffset"], !value.isNull {
      offset = try object.number("horizontalOffset", in: any, unit: "points")
    }
    let minimum = try object.number("minimumHorizontalOffset", in: any, unit: "points") ?? 0
    let maximum = try object.number("maximumHorizontalOffset", in: any, unit: "points") ?? 0
    if maximum < minimum {
      throw LabError(
        "\(object.path.appending("maximumHorizontalOffset")): must be >= minimumHorizontalOffset"
          + " (\(JSONValue.format(minimum))), got \(JSONValue.format(maximum))")
    }
    return LabScrollView(
      frame: frame,
      state: ContentPopHandoff.ScrollViewState(
        horizontalOffset: offset, minimumHorizontalOffset: minimum,
        maximumHorizontalOffset: maximum,
        scrollsVertically: try object.bool("scrollsVertically", default: false),
        isZoomed: try object.bool("isZoomed", default: false),
        wasDecelerating: try object.bool("wasDecelerating", default: false),
        keepsHorizontalDrags: try object.bool("keepsHorizontalDrags", default: false)))
  }

  /// The scroll view as the trace echoes it, every field filled in.
  var json: JSONValue {
    .object([
      ("frame", frame.map(ScenarioTrace.json) ?? .null),
      ("horizontalOffset", state.horizontalOffset.map(JSONValue.number) ?? .null),
      ("minimumHorizontalOffset", .number(state.minimumHorizontalOffset)),
      ("maximumHorizontalOffset", .number(state.maximumHorizontalOffset)),
      ("scrollsVertically", .bool(state.scrollsVertically)),
      ("isZoomed", .bool(state.isZoomed)),
      ("wasDecelerating", .bool(state.wasDecelerating)),
      ("keepsHorizontalDrags", .bool(state.keepsHorizontalDrags)),
    ])
  }
}
