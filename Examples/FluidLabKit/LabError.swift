/// A user mistake on the command line or in an input file: printed as one line, exit status 2.
public struct LabError: Error, Equatable, CustomStringConvertible {
  /// The one-line explanation, naming the offending field or value.
  public let message: String

  /// Creates an error with its one-line explanation.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, as printed after `fluid-lab: `.
  public var description: String { message }
}
