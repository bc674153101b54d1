/// A JSON document, written with a stable key order (the order given) so traces diff cleanly.
public indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; non-finite numbers are written as `null`, since JSON has no NaN or infinity.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object([(String, JSONValue)])

  /// The compact text of the document, with a space after each `:` and `,` as in the lab's
  /// reference.
  public var text: String {
    var output = ""
    write(to: &output, separatorSpace: " ", escapesMarkup: false)
    return output
  }

  /// The same document for embedding in a page: no spaces after separators, and `<`, `>` and
  /// `&` written as `\u` escapes, so the text can stand unchanged inside an HTML `script`
  /// element and an XML document, and still parses to the same values.
  public var embeddableText: String {
    var output = ""
    write(to: &output, separatorSpace: "", escapesMarkup: true)
    return output
  }

  /// Equality that compares object members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.text == rhs.text
  }

  private func write(to output: inout String, separatorSpace: String, escapesMarkup: Bool) {
    switch self {
    case .null:
      output += "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .number(let value):
      output += Self.format(value)
    case .string(let value):
      Self.writeString(value, to: &output, escapesMarkup: escapesMarkup)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," + separatorSpace }
        element.write(to: &output, separatorSpace: separatorSpace, escapesMarkup: escapesMarkup)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," + separatorSpace }
        Self.writeString(member.0, to: &output, escapesMarkup: escapesMarkup)
        output += ":" + separatorSpace
        member.1.write(to: &output, separatorSpace: separatorSpace, escapesMarkup: escapesMarkup)
      }
      output += "}"
    }
  }

  /// The shortest text that reads back as the same Double (Swift's description), which is
  /// valid JSON for every finite value.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  private static func writeString(_ value: String, to output: inout String, escapesMarkup: Bool) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "<" where escapesMarkup: output += "\\u003c"
      case ">" where escapesMarkup: output += "\\u003e"
      case "&" where escapesMarkup: output += "\\u0026"
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        // Characters XML forbids or discourages are escaped too when embedding.
        if scalar.value < 0x20
          || (escapesMarkup
            && ((0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
              || scalar.value == 0xFFFF))
        {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
