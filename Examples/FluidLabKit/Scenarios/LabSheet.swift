import FluidTransitions

/// A sheet scenario's detents (the fields `detents`, `selectedDetent`, `largestUndimmedDetent`
/// and `dismissible`, for `"style": "sheet"` only): with them the scenario runs the presented
/// sheet — a ``SheetDetentDriver`` between transitions — not just one transition.
struct LabSheet {
  /// One item of `detents`.
  enum Detent {
    /// `"medium"`: half the largest height (UIKit's `medium()`).
    case medium
    /// `"large"`: the largest height (UIKit's `large()`).
    case large
    /// `{"fraction": F}`: F of the largest height, F in [0, 1].
    case fraction(Double, identifier: String)
    /// `{"points": P}`: P points, clamped to the largest height.
    case points(Double, identifier: String)

    /// The identifier the library uses: `medium`, `large`, or the given (or default) one.
    var identifier: String {
      switch self {
      case .medium: SheetDetent.Identifier.medium.rawValue
      case .large: SheetDetent.Identifier.large.rawValue
      case .fraction(_, let identifier), .points(_, let identifier): identifier
      }
    }

    /// The library's detent.
    var detent: SheetDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let fraction, let identifier):
        .fraction(fraction, identifier: SheetDetent.Identifier(rawValue: identifier))
      case .points(let points, let identifier):
        .points(points, identifier: SheetDetent.Identifier(rawValue: identifier))
      }
    }

    /// As the scenario echoes it: the name, or the object with its identifier filled in.
    var json: JSONValue {
      switch self {
      case .medium, .large: .string(identifier)
      case .fraction(let fraction, let identifier):
        .object([("fraction", .number(fraction)), ("identifier", .string(identifier))])
      case .points(let points, let identifier):
        .object([("points", .number(points)), ("identifier", .string(identifier))])
      }
    }
  }

  /// The top-level fields, in the order traces echo them (after `releasePolicy`).
  static let fieldNames = ["detents", "selectedDetent", "largestUndimmedDetent", "dismissible"]
  /// The accepted fractions.
  static let fractions: ClosedRange<Double> = 0...1
  /// The names a `detents` item may be.
  static let names = ["medium", "large"]

  /// The detents, in the scenario's order.
  var detents: [Detent]
  /// The detent the sheet rests at first: as given, or nil for the library's rule (the
  /// smallest).
  var selectedDetent: String?
  /// The largest detent that leaves the presenter undimmed; nil dims every detent.
  var largestUndimmedDetent: String?
  /// Whether a throw below the smallest detent dismisses (true by default).
  var isDismissible: Bool

  /// The identifiers, in the scenario's order.
  var identifiers: [String] { detents.map(\.identifier) }

  /// The detents resolved in a container of `size` (no top inset, regular height), as the
  /// sheet's ``SheetStyle/layout(in:isHeightCompact:)`` resolves them.
  func layout(in size: Size, dimmingAlpha: Double) -> SheetLayout {
    SheetLayout(
      detents: detents.map(\.detent), containerSize: size, dimmingAlpha: dimmingAlpha,
      largestUndimmedDetentIdentifier: largestUndimmedDetent.map {
        SheetDetent.Identifier(rawValue: $0)
      })
  }

  /// The members the scenario echoes, defaults filled in: `selectedDetent` resolved to the
  /// detent the sheet starts at in `layout`.
  func members(in layout: SheetLayout) -> [(String, JSONValue)] {
    let selected = layout.selectedDetent(
      selectedDetent.map { SheetDetent.Identifier(rawValue: $0) })
    return [
      ("detents", .array(detents.map(\.json))),
      ("selectedDetent", .string(selectedDetent ?? selected.identifier.rawValue)),
      ("largestUndimmedDetent", largestUndimmedDetent.map(JSONValue.string) ?? .null),
      ("dismissible", .bool(isDismissible)),
    ]
  }

  // MARK: - Validation

  /// The sheet fields of `root`, or nil when it has none; `style` must be the sheet for any of
  /// them, and `detents` must come with the others.
  static func read(_ root: ObjectReader, style: LabStyle) throws(LabError) -> LabSheet? {
    let given = fieldNames.filter { root[$0] != nil }
    guard let first = given.first else { return nil }
    guard style == .sheet else {
      throw LabError(
        "\(root.path.appending(first)): only a sheet scenario has \(first) (style is"
          + " \(style.rawValue))")
    }
    guard let value = root["detents"] else {
      throw LabError(
        "\(root.path.appending(first)): needs detents (a sheet's \(first) names or follows its"
          + " detents)")
    }
    let detents = try readDetents(value, path: root.path.appending("detents"))
    let identifiers = detents.map(\.identifier)
    func identifier(_ key: String, allowsNull: Bool) throws(LabError) -> String? {
      guard let value = root[key], !(allowsNull && value.isNull) else { return nil }
      let field = root.path.appending(key)
      let names = identifiers.map { JSONValue.string($0).text }.joined(separator: ", ")
      guard let text = value.string else {
        throw LabError(
          "\(field): must be the identifier of one of the detents (\(names))"
            + "\(allowsNull ? " or null" : ""), got \(value.kindDescription)")
      }
      guard identifiers.contains(text) else {
        throw LabError(
          "\(field): \(JSONValue.string(text).text) is not the identifier of any detent"
            + " (\(names))")
      }
      return text
    }
    return LabSheet(
      detents: detents,
      selectedDetent: try identifier("selectedDetent", allowsNull: false),
      largestUndimmedDetent: try identifier("largestUndimmedDetent", allowsNull: true),
      isDismissible: try root.bool("dismissible", default: true))
  }

  private static func readDetents(_ value: JSONValue, path: JSONPath) throws(LabError)
    -> [Detent]
  {
    let expected = "\"medium\", \"large\", {\"fraction\": F} or {\"points\": P}"
    guard let elements = value.array else {
      throw LabError(
        "\(path): must be an array of detents (\(expected)), got \(value.kindDescription)")
    }
    guard !elements.isEmpty else {
      throw LabError("\(path): must hold at least one detent (\(expected))")
    }
    var detents: [Detent] = []
    for (index, element) in elements.enumerated() {
      let itemPath = path.appending(index)
      let detent: Detent
      if let name = element.string {
        switch name {
        case "medium": detent = .medium
        case "large": detent = .large
        default:
          throw LabError(
            "\(itemPath): unknown detent \(JSONValue.string(name).text) (expected \(expected))")
        }
      } else {
        let object = try ObjectReader(element, path: itemPath, expecting: expected)
        try object.rejectUnknownKeys(allowed: ["fraction", "points", "identifier"])
        let identifier: String?
        if let value = object["identifier"] {
          guard let text = value.string, !text.isEmpty else {
            throw LabError(
              "\(itemPath.appending("identifier")): must be a non-empty string, got"
                + " \(value.kindDescription)")
          }
          identifier = text
        } else {
          identifier = nil
        }
        switch (object["fraction"], object["points"]) {
        case (_?, _?):
          throw LabError("\(itemPath): has both fraction and points (give one)")
        case (nil, nil):
          throw LabError("\(itemPath): needs fraction or points")
        case (_?, nil):
          let fraction = try object.requiredNumber("fraction", in: fractions, unit: nil)
          detent = .fraction(
            fraction,
            identifier: identifier ?? SheetDetent.fraction(fraction).identifier.rawValue)
        case (nil, _?):
          let points = try object.requiredNumber(
            "points", in: 0...Double.greatestFiniteMagnitude, unit: "points")
          detent = .points(
            points, identifier: identifier ?? SheetDetent.points(points).identifier.rawValue)
        }
      }
      if let earlier = detents.firstIndex(where: { $0.identifier == detent.identifier }) {
        throw LabError(
          "\(itemPath): the identifier \(JSONValue.string(detent.identifier).text) is already"
            + " \(path.appending(earlier))'s (identifiers are unique)")
      }
      detents.append(detent)
    }
    return detents
  }
}
