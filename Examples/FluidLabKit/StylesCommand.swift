/// `fluid-lab styles`: lists the style and interaction names a scenario file accepts.
enum StylesCommand {
  static let help = """
    usage: fluid-lab styles

    Lists the styles a scenario's "style" may name, each with the operations it supports, its
    default duration and its options (with defaults), then the interactions its "interaction"
    may name.
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
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
