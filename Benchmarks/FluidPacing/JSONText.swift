/// JSON spelling without Foundation, shared by `fluid-bench`'s report and ``PacingReport`` so
/// the same value is written the same way in both.
public enum JSONText {
  /// A JSON number: an integral value below 10¹⁵ as an integer, otherwise Swift's shortest
  /// round-trip spelling; `null` for NaN and infinities, which JSON cannot spell.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A JSON number, or `null` for nil.
  public static func number(_ value: Double?) -> String {
    value.map(number) ?? "null"
  }

  /// A JSON string: quoted, with quotes, backslashes and control characters escaped.
  public static func string(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
