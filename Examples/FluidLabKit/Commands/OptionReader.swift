/// Walks a command's arguments and reads options given as `--name VALUE` or `--name=VALUE`.
struct OptionReader {
  private let arguments: [String]
  private var index = 0
  /// What error messages start with: `run: `, or nothing for the bare command.
  private let prefix: String

  /// A reader over `arguments`; `command` prefixes its error messages (nil for none).
  init(_ arguments: [String], command: String?) {
    self.arguments = arguments
    prefix = command.map { "\($0): " } ?? ""
  }

  /// The next argument, or nil after the last one.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    index += 1
    return arguments[index - 1]
  }

  /// When `argument` (just returned by ``next()``) is the option `name`, its non-empty value —
  /// the text after `=`, or the following argument, which is consumed; nil for any other
  /// argument.
  ///
  /// - Parameter what: What the value is, for the error when it is missing (`the path of the
  ///   trace file to write`).
  mutating func value(of name: String, for argument: String, naming what: String)
    throws(LabError) -> String?
  {
    let value: String?
    if argument == name {
      value = index < arguments.count ? next() : nil
    } else if argument.hasPrefix(name + "=") {
      value = String(argument.dropFirst(name.count + 1))
    } else {
      return nil
    }
    guard let value, !value.isEmpty else { throw LabError("\(prefix)\(name) needs \(what)") }
    return value
  }
}
