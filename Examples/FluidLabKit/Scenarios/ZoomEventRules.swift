import FluidTransitions

/// What a scenario's events may be, beyond the basic ones: the zoom's source events (style
/// zoom) and pinch events (interaction pinch), with what they may name.
struct ZoomEventRules {
  /// The scenario's style and interaction.
  var style: LabStyle
  var interaction: LabInteraction
  /// The zoom's fields, for a zoom.
  var zoom: LabZoom?
  /// Whether the primary element has a source at the start.
  var hasPrimarySource: Bool
  /// Whether messages that list the event types name the zoom's.
  var listsAdditions: Bool

  /// The zoom's event types this scenario accepts, in the order messages list them.
  var acceptedKinds: [Scenario.Event.Kind] {
    guard style == .zoom else { return [] }
    let source: [Scenario.Event.Kind] = [.sourceMove, .sourceRemove]
    return interaction == .pinch ? Scenario.Event.Kind.pinchKinds + source : source
  }

  /// The types error messages list: the zoom's only when the scenario uses an addition.
  var listedKinds: [Scenario.Event.Kind] { listsAdditions ? acceptedKinds : [] }

  /// The keys of the listed zoom events beyond `t`, `type`, `x` and `y`, in order.
  var listedKeys: [String] {
    var keys: [String] = []
    for kind in listedKinds {
      for key in kind.zoomKeys where !["x", "y"].contains(key) && !keys.contains(key) {
        keys.append(key)
      }
    }
    return keys
  }

  /// Checks that a zoom-only event of `kind` may come in this scenario at all.
  func admit(_ kind: Scenario.Event.Kind, at path: JSONPath) throws(LabError) {
    if kind.isPinch, interaction != .pinch {
      throw LabError(
        "\(path.appending("type")): a \(kind.rawValue) event needs \"interaction\": \"pinch\""
          + " (a zoom's; interaction is \(interaction.rawValue))")
    }
    if style != .zoom {
      throw LabError(
        "\(path.appending("type")): a \(kind.rawValue) event needs a zoom (style is"
          + " \(style.rawValue))")
    }
  }

  /// The element a source event at `path` names (nil: the primary), checked: it must exist
  /// and have a source.
  func sourceElement(of object: ObjectReader, at path: JSONPath, kind: Scenario.Event.Kind)
    throws(LabError) -> String?
  {
    guard let value = object["element"] else {
      guard hasPrimarySource else {
        throw LabError(
          "\(path): a \(kind.rawValue) event needs a source, and sourceElement is null (the"
            + " source is gone from the start)")
      }
      return nil
    }
    let field = path.appending("element")
    let names = (zoom?.elements ?? []).map { JSONValue.string($0.identifier).text }
    let known =
      names.isEmpty ? "there are no elements" : "elements has " + names.joined(separator: ", ")
    guard let identifier = value.string else {
      throw LabError(
        "\(field): must be the identifier of one of the elements (\(known)), got"
          + " \(value.kindDescription)")
    }
    guard let element = zoom?.element(identifier) else {
      throw LabError(
        "\(field): \(JSONValue.string(identifier).text) is not the identifier of any element"
          + " (\(known))")
    }
    guard element.source != nil else {
      throw LabError(
        "\(field): the element \(JSONValue.string(identifier).text) has no source (its source"
          + " is null)")
    }
    return identifier
  }
}
