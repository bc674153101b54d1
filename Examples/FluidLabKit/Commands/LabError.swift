/// A user mistake on the command line or in an input file: printed as one line, exit status 2.
public struct LabError: Error, Equatable, CustomStringConvertible {
  /// The one-line explanation, naming the offending field or value.
  public let message: String

  /// Creates an error with its explanation, forced onto one line: control characters that
  /// user input may carry (newlines in a quoted value) are written as escapes.
  public init(_ message: String) {
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      default:
        if scalar.properties.generalCategory == .control
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          line += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          line.unicodeScalars.append(scalar)
        }
      }
    }
    self.message = line
  }

  /// The message, as printed after `fluid-lab: `.
  public var description: String { message }
}
