import FluidTransitions

/// `fluid-lab styles`: lists the style and interaction names a scenario file accepts.
enum StylesCommand {
  static let help = """
    usage: fluid-lab styles

    Lists the styles a scenario's "style" may name, each with the operations it supports, its
    default duration and its options (with defaults), then the interactions its "interaction"
    may name, then a sheet's detent fields, the detent names and the events only a sheet with
    detents takes ('fluid-lab run --help' describes what such a scenario runs and records), then
    a zoom's fields and the events only a zoom takes, then the content a content swipe
    (contentPop) lands on, then a stack scenario's fields and requests.
    """

  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    if let argument = arguments.first {
      return .failure(LabError("styles: unexpected argument '\(argument)' (it takes none)"))
    }
    return LabResult(status: 0, standardOutput: listing)
  }

  static var listing: String {
    var lines = ["styles:"]
    let styleWidth = LabStyle.allCases.map(\.rawValue.count).max() ?? 0
    for style in LabStyle.allCases {
      let name = style.rawValue.padding(to: styleWidth)
      let operations = style.operations.map(\.rawValue).joined(separator: ", ")
      let options =
        style.options.isEmpty
        ? "no options"
        : "options: "
          + style.options.map { option in
            "\(option.name)=\(JSONValue.format(option.defaultValue)) (in "
              + "[\(JSONValue.format(option.range.lowerBound)), "
              + "\(JSONValue.format(option.range.upperBound))]: \(option.summary))"
          }.joined(separator: ", ")
      lines.append(
        "  \(name)  operations: \(operations); duration \(JSONValue.format(style.defaultDuration))"
          + " s; \(options)")
    }
    lines.append("interactions:")
    let interactionWidth = LabInteraction.allCases.map(\.rawValue.count).max() ?? 0
    for interaction in LabInteraction.allCases {
      lines.append(
        "  \(interaction.rawValue.padding(to: interactionWidth))  \(interaction.summary)")
    }
    lines.append(
      "sheet detents (style sheet only; with \"detents\" the scenario runs the presented sheet,"
        + " see 'fluid-lab run --help'):")
    let fields = sheetFields
    let fieldWidth = fields.map(\.name.count).max() ?? 0
    for field in fields {
      lines.append("  \(field.name.padding(to: fieldWidth))  \(field.summary)")
    }
    lines.append("detent names (the identifiers a sheet's events and trace use):")
    let names = detentNames
    let nameWidth = names.map(\.name.count).max() ?? 0
    for name in names {
      lines.append("  \(name.name.padding(to: nameWidth))  \(name.summary)")
    }
    lines.append("events a sheet with detents also takes:")
    lines.append(
      "  keyboard  {\"t\", \"type\": \"keyboard\", \"frame\": {\"x\", \"y\", \"width\", \"height\"} or"
        + " null (hidden), \"duration\": seconds in [0, 10] (0.25), \"curve\":"
        + " UIView.AnimationCurve's raw value as the notification carries it (7: the keyboard's,"
        + " a critically damped spring; 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear)}: the"
        + " keyboard will change; the presented sheet rides on its top edge")
    lines.append(
      "zoom fields (style zoom only; rects in container coordinates, see 'fluid-lab run --help'):")
    let zoom = zoomFields
    let zoomWidth = zoom.map(\.name.count).max() ?? 0
    for field in zoom {
      lines.append("  \(field.name.padding(to: zoomWidth))  \(field.summary)")
    }
    lines.append("events a zoom also takes:")
    let events = zoomEvents
    let eventWidth = events.map(\.name.count).max() ?? 0
    for event in events {
      lines.append("  \(event.name.padding(to: eventWidth))  \(event.summary)")
    }
    lines.append(
      "content swipe (\"interaction\": \"contentPop\" only; see 'fluid-lab run --help'):")
    lines.append("  \(LabScrollView.fieldName)  \(contentSummary)")
    lines.append(
      "stack scenarios (with \"stack\": no operation and no start; see 'fluid-lab run --help'):")
    let stack = stackFields
    let stackWidth = stack.map(\.name.count).max() ?? 0
    for field in stack {
      lines.append("  \(field.name.padding(to: stackWidth))  \(field.summary)")
    }
    return lines.flatMap(wrapped).joined(separator: "\n") + "\n"
  }

  /// The width the listing fits: a 100-column terminal.
  static let width = 100

  /// `line` folded at spaces to ``width`` columns; the continuation lines start under the
  /// entry's description (after its two-space indent, its name and two spaces), or four columns
  /// in for a heading.
  static func wrapped(_ line: String) -> [String] {
    guard line.count > width else { return [line] }
    let indent: Int
    if line.hasPrefix("  "), let gap = line.dropFirst(2).range(of: "  ") {
      let name = line.dropFirst(2)[..<gap.lowerBound]
      let rest = line[gap.upperBound...]
      indent = 2 + name.count + 2 + rest.prefix(while: { $0 == " " }).count
    } else {
      indent = 4
    }
    let leading = line.prefix { $0 == " " }
    var words = line.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    var result: [String] = []
    var current = String(leading + words.removeFirst())
    for word in words {
      if current.count + 1 + word.count > width, !word.isEmpty {
        result.append(current)
        current = String(repeating: " ", count: indent) + word
      } else {
        current += " " + word
      }
    }
    result.append(current)
    return result
  }

  /// The `content` field, for the listing.
  static var contentSummary: String {
    "the scroll views under the content, innermost first, each {\"frame\": {\"x\", \"y\","
      + " \"width\", \"height\"} or null (default: the whole container), \"horizontalOffset\":"
      + " points or null (default: it does not scroll horizontally), \"minimumHorizontalOffset\","
      + " \"maximumHorizontalOffset\" (0), \"scrollsVertically\", \"isZoomed\","
      + " \"wasDecelerating\", \"keepsHorizontalDrags\" (false)}: those whose frame holds the"
      + " landing point decide with ContentPopHandoff whether the drag pops ([] by default: it"
      + " pops over plain content)"
  }

  /// A stack scenario's field and requests, for the listing.
  static var stackFields: [(name: String, summary: String)] {
    [
      (
        LabStack.fieldName,
        "the navigation stack at the start, root first: distinct view controllers' names"
          + " (styles " + LabStack.styles.map(\.rawValue).joined(separator: ", ")
          + "; interactions "
          + LabStack.interactions.map(\.rawValue).joined(separator: ", ") + ", edgePan by"
          + " default, pop the stack when a finger lands while nothing runs)"
      ),
      ("push", "{\"t\", \"type\": \"push\", \"to\": NAME}: pushViewController(_:animated:)"),
      ("pop", "{\"t\", \"type\": \"pop\"}: popViewController(animated:)"),
      ("popToRoot", "{\"t\", \"type\": \"popToRoot\"}: popToRootViewController(animated:)"),
      (
        "setViewControllers",
        "{\"t\", \"type\": \"setViewControllers\", \"stack\": [NAME, …]}:"
          + " setViewControllers(_:animated:)"
      ),
    ]
  }

  /// A zoom's fields, for the listing.
  static var zoomFields: [(name: String, summary: String)] {
    [
      (
        "elements",
        "further shared elements, each {\"identifier\": a non-empty string, unique (its nodes"
          + " are traced as snapshot.ID, sourceSnapshot.ID, …), \"source\": rect or null,"
          + " \"destination\": rect or null, \"zIndex\": a number (0; the primary flies at 0,"
          + " ties in identifier order)}; an element missing at either end does not fly"
      ),
      (
        "alignmentRect",
        "{\"x\", \"y\", \"width\", \"height\"} or null (default): the part of the destination"
          + " the flight lands on (an aspect-fit image view's visible photo)"
      ),
      (
        "cornerRadius",
        "in a rect of sourceElement, destinationElement or an element's source or destination:"
          + " the radius measured on that element's node, in points (>= 0); with"
          + " usesMeasuredCornerRadii 1 it wins over the style's radii"
      ),
    ]
  }

  /// The events only a zoom takes, for the listing.
  static var zoomEvents: [(name: String, summary: String)] {
    [
      (
        "sourceMove",
        "{\"t\", \"type\": \"sourceMove\", \"element\": ID (optional; the primary by default),"
          + " \"x\", \"y\", \"width\", \"height\"}: the source element is now there (the grid"
          + " scrolled or re-laid out); the stage measures it before every frame"
      ),
      (
        "sourceRemove",
        "{\"t\", \"type\": \"sourceRemove\", \"element\": ID (optional)}: the source element"
          + " is gone (deleted, scrolled away) for the rest of the run; a flight turns into the"
          + " fallback without a jump"
      ),
      (
        "pinchBegin",
        "{\"t\", \"type\": \"pinchBegin\", \"x\", \"y\": the two fingers' centroid, \"scale\":"
          + " >= 0, 1 when the pinch began}: two fingers land (\"interaction\": \"pinch\" only);"
          + " a second finger landing while one drags takes over from the drag"
      ),
      ("pinchMove", "as pinchBegin: the pinch changes"),
      (
        "pinchEnd",
        "{\"t\", \"type\": \"pinchEnd\"} (x, y and scale optional): a finger lifts; the drag"
          + " takes over if its finger is still down, otherwise the pinch releases at its scale"
          + " velocity"
      ),
      ("pinchCancel", "as pinchEnd: the system takes the pinch away"),
    ]
  }

  /// The sheet's detent fields, for the listing.
  static var sheetFields: [(name: String, summary: String)] {
    [
      (
        "detents",
        "an array of \"medium\", \"large\", {\"fraction\": F} (F in [0, 1] of the largest"
          + " height) or {\"points\": P} (P >= 0 pt, at most the largest height), each object"
          + " with an optional \"identifier\"; identifiers are unique"
      ),
      (
        "selectedDetent",
        "the identifier of the detent the sheet rests at first; the smallest by default"
      ),
      (
        "largestUndimmedDetent",
        "the identifier of the largest detent that leaves the presenter undimmed, or null"
          + " (default) to dim every detent"
      ),
      (
        "dismissible",
        "true (default): a throw below the smallest detent hands the sheet to the dismissal;"
          + " false: it rubber-bands there"
      ),
    ]
  }

  /// The detent names, for the listing.
  static var detentNames: [(name: String, summary: String)] {
    let layout = SheetLayout(
      detents: [.medium, .large], containerSize: Size(width: 390, height: 844))
    func value(_ identifier: SheetDetent.Identifier) -> String {
      JSONValue.format(layout.detent(withIdentifier: identifier)?.value ?? 0)
    }
    return [
      ("medium", "half the largest height (\(value(.medium)) pt in a 390 × 844 pt container)"),
      ("large", "the largest height, the container's (\(value(.large)) pt in 390 × 844 pt)"),
      (
        SheetDetent.fraction(0.25).identifier.rawValue,
        "{\"fraction\": 0.25} without an identifier (the library's default name)"
      ),
      (
        SheetDetent.points(300).identifier.rawValue,
        "{\"points\": 300} without an identifier (the library's default name)"
      ),
    ]
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
