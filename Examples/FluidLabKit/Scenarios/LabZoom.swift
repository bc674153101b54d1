import FluidTransitions

/// A zoom scenario's additions (issue 14, `"style": "zoom"` only): further shared elements by
/// identifier (`elements`), the part of the destination the flight lands on (`alignmentRect`),
/// the corner radii measured on the element nodes (`cornerRadius` in an element's rect), the
/// pinch (`"interaction": "pinch"` and the `pinch…` events) and the source's live motion
/// (`sourceMove`, `sourceRemove`). Every rectangle is in container coordinates.
///
/// Error messages that list what a scenario accepts (its fields, event types, interactions,
/// options, a rect's keys) name the additions only to a scenario that uses one of them
/// (``usesAdditions``), so every other scenario's messages stay as they were.
struct LabZoom {
  /// One item of `elements`: ``TransitionScene/SharedElement`` as a scenario gives it.
  struct Element {
    /// Unique among the elements, non-empty; the suffix of its nodes' trace names
    /// (`snapshot.caption`).
    var identifier: String
    /// Where it is in the view the flight starts from (the grid), or nil when it is not there.
    var source: Rect?
    /// The corner radius measured on the source's node, in points; nil when not given.
    var sourceCornerRadius: Double?
    /// Where it is in the view the flight lands in (the detail), or nil when it is not there.
    var destination: Rect?
    var destinationCornerRadius: Double?
    /// Where its flight is drawn among the flights (the primary's is 0).
    var zIndex: Double

    /// The library's element.
    var sharedElement: TransitionScene.SharedElement {
      TransitionScene.SharedElement(
        identifier: identifier, source: source, destination: destination,
        sourceCornerRadius: sourceCornerRadius, destinationCornerRadius: destinationCornerRadius,
        zIndex: zIndex)
    }

    /// As the scenario echoes it.
    var json: JSONValue {
      .object([
        ("identifier", .string(identifier)),
        ("source", LabZoom.json(source, cornerRadius: sourceCornerRadius)),
        ("destination", LabZoom.json(destination, cornerRadius: destinationCornerRadius)),
        ("zIndex", .number(zIndex)),
      ])
    }
  }

  /// The top-level fields, in the order traces echo them (after `releasePolicy`).
  static let fieldNames = ["elements", "alignmentRect"]
  /// The key an element's rect may add to `x`, `y`, `width` and `height`.
  static let cornerRadiusKey = "cornerRadius"
  /// The keys of a rect, without and with the corner radius.
  static let rectKeys = ["x", "y", "width", "height"]
  /// The zoom's options that came with the additions (the catalog lists them with the rest).
  static let optionNames = [
    "crossFadeStart", "crossFadeEnd", "usesMeasuredCornerRadii", "dimmingAlpha",
  ]
  /// The keys of an `elements` item.
  static let elementKeys = ["identifier", "source", "destination", "zIndex"]

  /// The additional elements, in the scenario's order.
  var elements: [Element] = []
  /// The destination's part the flight lands on; nil for the whole destination element.
  var alignmentRect: Rect?
  /// The primary elements' measured corner radii, from their rects' `cornerRadius`.
  var sourceCornerRadius: Double?
  var destinationCornerRadius: Double?

  /// The element named `identifier`, if any.
  func element(_ identifier: String) -> Element? {
    elements.first { $0.identifier == identifier }
  }

  /// The members the scenario echoes after `releasePolicy`, defaults filled in.
  var members: [(String, JSONValue)] {
    [
      ("elements", .array(elements.map(\.json))),
      ("alignmentRect", Self.json(alignmentRect, cornerRadius: nil)),
    ]
  }

  /// `rect` as `{"x", "y", "width", "height"}` with its `cornerRadius` when given, or null.
  static func json(_ rect: Rect?, cornerRadius: Double?) -> JSONValue {
    guard let rect else { return .null }
    var members: [(String, JSONValue)] = [
      ("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
      ("width", .number(rect.width)), ("height", .number(rect.height)),
    ]
    if let cornerRadius { members.append((cornerRadiusKey, .number(cornerRadius))) }
    return .object(members)
  }

  // MARK: - Validation

  /// Whether the raw document names any of the zoom's additions: its fields, the pinch
  /// interaction, a source or pinch event, one of its new options, or an element rect's
  /// corner radius. Read before anything is validated, for the messages that list names.
  static func usesAdditions(_ root: ObjectReader) -> Bool {
    if fieldNames.contains(where: { root[$0] != nil }) { return true }
    if root["interaction"]?.string == LabInteraction.pinch.rawValue { return true }
    if let options = root["options"]?.members,
      options.contains(where: { optionNames.contains($0.0) })
    {
      return true
    }
    for name in ["sourceElement", "destinationElement"]
    where root[name]?[cornerRadiusKey] != nil {
      return true
    }
    let types = (root["events"]?.array ?? []).compactMap { $0["type"]?.string }
    return types.contains { Scenario.Event.Kind(rawValue: $0)?.isZoomOnly == true }
  }

  /// A rect `{x, y, width, height}` (with `cornerRadius` when `allowsCornerRadius`), or nil
  /// for an absent value or null. `listsCornerRadius` names the corner radius among the
  /// expected keys of an unknown one.
  static func readRect(
    _ value: JSONValue?, path: JSONPath, allowsCornerRadius: Bool, listsCornerRadius: Bool
  ) throws(LabError) -> (rect: Rect, cornerRadius: Double?)? {
    guard let value, !value.isNull else { return nil }
    let object = try ObjectReader(
      value, path: path,
      expecting: "null or an object {x, y, width, height"
        + (listsCornerRadius ? ", cornerRadius}" : "}"))
    if allowsCornerRadius,
      let key = object.keys.first(where: {
        !(rectKeys + [cornerRadiusKey]).contains($0)
      })
    {
      throw LabError(
        "\(path.appending(key)): unknown field (expected "
          + (rectKeys + (listsCornerRadius ? [cornerRadiusKey] : [])).joined(separator: ", ")
          + ")")
    }
    if !allowsCornerRadius { try object.rejectUnknownKeys(allowed: rectKeys) }
    let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    let positive = 0...Double.greatestFiniteMagnitude
    let rect = Rect(
      x: try object.requiredNumber("x", in: any, unit: "points"),
      y: try object.requiredNumber("y", in: any, unit: "points"),
      width: try object.requiredNumber("width", in: positive, unit: "points"),
      height: try object.requiredNumber("height", in: positive, unit: "points"))
    let radius =
      allowsCornerRadius
      ? try object.number(cornerRadiusKey, in: positive, unit: "points") : nil
    return (rect, radius)
  }

  /// The zoom's fields of `root` (style zoom only; an error names a zoom field on another
  /// style), with the primary elements' measured radii.
  static func read(
    _ root: ObjectReader, style: LabStyle, sourceCornerRadius: Double?,
    destinationCornerRadius: Double?
  ) throws(LabError) -> LabZoom? {
    if style != .zoom {
      if let first = fieldNames.first(where: { root[$0] != nil }) {
        throw LabError(
          "\(root.path.appending(first)): only a zoom scenario has \(first) (style is"
            + " \(style.rawValue))")
      }
      return nil
    }
    var zoom = LabZoom(
      sourceCornerRadius: sourceCornerRadius, destinationCornerRadius: destinationCornerRadius)
    zoom.alignmentRect =
      try readRect(
        root["alignmentRect"], path: root.path.appending("alignmentRect"),
        allowsCornerRadius: false, listsCornerRadius: false)?.rect
    if let value = root["elements"] {
      zoom.elements = try readElements(value, path: root.path.appending("elements"))
    }
    return zoom
  }

  private static func readElements(_ value: JSONValue, path: JSONPath) throws(LabError)
    -> [Element]
  {
    let shape =
      "{\"identifier\": ID, \"source\": rect or null, \"destination\": rect or null,"
      + " \"zIndex\": Z}"
    guard let items = value.array else {
      throw LabError("\(path): must be an array of elements \(shape), got \(value.kindDescription)")
    }
    var elements: [Element] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index)
      let object = try ObjectReader(item, path: itemPath, expecting: "an element \(shape)")
      try object.rejectUnknownKeys(allowed: elementKeys)
      guard let identifierValue = object["identifier"] else {
        throw LabError("\(itemPath.appending("identifier")): required field is missing")
      }
      guard let identifier = identifierValue.string, !identifier.isEmpty else {
        throw LabError(
          "\(itemPath.appending("identifier")): must be a non-empty string, got"
            + " \(identifierValue.kindDescription)")
      }
      if let earlier = elements.firstIndex(where: { $0.identifier == identifier }) {
        throw LabError(
          "\(itemPath.appending("identifier")): \(JSONValue.string(identifier).text) is already"
            + " \(path.appending(earlier))'s (identifiers are unique)")
      }
      for key in ["source", "destination"] where object[key] == nil {
        throw LabError(
          "\(itemPath.appending(key)): required field is missing (a rect, or null where the"
            + " element is not)")
      }
      let source = try readRect(
        object["source"], path: itemPath.appending("source"), allowsCornerRadius: true,
        listsCornerRadius: true)
      let destination = try readRect(
        object["destination"], path: itemPath.appending("destination"), allowsCornerRadius: true,
        listsCornerRadius: true)
      let zIndex =
        try object.number(
          "zIndex", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
          unit: nil) ?? 0
      elements.append(
        Element(
          identifier: identifier, source: source?.rect, sourceCornerRadius: source?.cornerRadius,
          destination: destination?.rect, destinationCornerRadius: destination?.cornerRadius,
          zIndex: zIndex))
    }
    return elements
  }
}
