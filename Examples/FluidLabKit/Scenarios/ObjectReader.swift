import FluidTransitions

/// Typed, path-aware access to the members of one JSON object, for validation messages that
/// name the field (`container.width: must be a number, got a string ("wide")`).
struct ObjectReader {
  let path: JSONPath
  private let members: [(String, JSONValue)]

  init(_ value: JSONValue, path: JSONPath, expecting: String = "an object") throws(LabError) {
    guard let members = value.members else {
      throw LabError("\(path): must be \(expecting), got \(value.kindDescription)")
    }
    self.path = path
    self.members = members
  }

  var keys: [String] { members.map(\.0) }

  subscript(key: String) -> JSONValue? {
    members.first { $0.0 == key }?.1
  }

  func rejectUnknownKeys(allowed: [String]) throws(LabError) {
    if let key = keys.first(where: { !allowed.contains($0) }) {
      throw LabError(
        "\(path.appending(key)): unknown field (expected "
          + allowed.joined(separator: ", ") + ")")
    }
  }

  /// A string naming a case; `default` when absent (nil: required).
  func choice<Choice: RawRepresentable & CaseIterable>(
    _ key: String, of type: Choice.Type, default defaultValue: Choice?
  ) throws(LabError) -> Choice where Choice.RawValue == String {
    try choice(key, among: Array(Choice.allCases), default: defaultValue)
  }

  /// A string naming one of `choices`; `default` when absent (nil: required).
  func choice<Choice: RawRepresentable>(
    _ key: String, among choices: [Choice], default defaultValue: Choice?
  ) throws(LabError) -> Choice where Choice.RawValue == String {
    let field = path.appending(key)
    let names = choices.map(\.rawValue).joined(separator: ", ")
    guard let value = self[key] else {
      if let defaultValue { return defaultValue }
      throw LabError("\(field): required field is missing (one of \(names))")
    }
    guard let text = value.string else {
      throw LabError("\(field): must be one of \(names), got \(value.kindDescription)")
    }
    guard let choice = Choice(rawValue: text), choices.contains(where: { $0.rawValue == text })
    else {
      throw LabError(
        "\(field): unknown value \(JSONValue.string(text).text) (expected one of \(names))")
    }
    return choice
  }

  func bool(_ key: String, default defaultValue: Bool) throws(LabError) -> Bool {
    guard let value = self[key] else { return defaultValue }
    guard let bool = value.bool else {
      throw LabError("\(path.appending(key)): must be true or false, got \(value.kindDescription)")
    }
    return bool
  }

  /// A number within `range`, or nil when absent.
  func number(_ key: String, in range: ClosedRange<Double>, unit: String?) throws(LabError)
    -> Double?
  {
    guard let value = self[key] else { return nil }
    let field = path.appending(key)
    guard let number = value.number else {
      throw LabError("\(field): must be a number, got \(value.kindDescription)")
    }
    // The parser never produces non-finite numbers; checked again for documents built in code.
    guard number.isFinite, range.contains(number) else {
      throw LabError(
        "\(field): must be \(Self.describe(range))\(unit.map { " \($0)" } ?? ""),"
          + " got \(JSONValue.format(number))")
    }
    return number
  }

  func requiredNumber(_ key: String, in range: ClosedRange<Double>, unit: String?)
    throws(LabError) -> Double
  {
    guard let number = try number(key, in: range, unit: unit) else {
      throw LabError("\(path.appending(key)): required field is missing")
    }
    return number
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    let format = JSONValue.format
    switch (range.lowerBound, range.upperBound) {
    case (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude): return "finite"
    case (let low, Double.greatestFiniteMagnitude): return "finite and >= \(format(low))"
    default: return "in [\(format(range.lowerBound)), \(format(range.upperBound))]"
    }
  }
}
