extension JSONValue {
  /// The member named `key` of an object (the first, though parsed documents have no
  /// duplicates); nil for a missing key or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The number, or nil for any other kind of value.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The string, or nil for any other kind of value.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The Boolean, or nil for any other kind of value.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, or nil for any other kind of value.
  public var array: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members in order, or nil for any other kind of value.
  public var members: [(String, JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The kind of value with an excerpt, for error messages: `a string ("abc")`, `a number (3)`,
  /// `an object`, `an array`, `true`, `null`.
  var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return "a number (\(JSONValue.format(value)))"
    case .string(let value):
      let excerpt = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return "a string (\(JSONValue.string(excerpt).text))"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
