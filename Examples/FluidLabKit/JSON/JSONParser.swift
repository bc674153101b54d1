extension JSONValue {
  /// The deepest nesting of arrays and objects ``parse(_:)`` accepts: far beyond any scenario,
  /// and shallow enough that the recursive parser never exhausts the stack.
  public static let maximumNestingDepth = 512

  /// Parses a JSON document strictly, as RFC 8259 defines it.
  ///
  /// Accepted: one value (object, array, string, number, `true`, `false`, `null`) surrounded by
  /// optional whitespace (space, tab, line feed, carriage return), and an optional leading byte
  /// order mark. Strings take every escape, `\uXXXX` included, with surrogate pairs combined;
  /// numbers follow the RFC's grammar exactly and are converted with `Double(_:)` from their
  /// exact text, so the nearest `Double` is read. Object members keep their order.
  ///
  /// Rejected, each with a one-line error giving the line and column (counted in Unicode
  /// scalars, from 1) and, inside the document, the path of the field being read
  /// (`events[3].t`): trailing text after the document,
  /// duplicate keys (named), `NaN` and `Infinity`, leading zeros, unescaped control characters,
  /// unpaired surrogates, numbers too large for a `Double` (named by their field), and nesting
  /// deeper than ``maximumNestingDepth``.
  public static func parse(_ text: String) throws(LabError) -> JSONValue {
    var parser = JSONParser(text)
    return try parser.parseDocument()
  }
}

/// A location in a JSON document: the keys and indices leading to a value.
struct JSONPath: CustomStringConvertible {
  /// One step: an object key or an array index.
  enum Component {
    case key(String)
    case index(Int)
  }

  var components: [Component] = []

  /// `events[3].t`, `container.width`, `options["odd key"]`; `the document` for the root.
  var description: String {
    guard !components.isEmpty else { return "the document" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if Self.isIdentifier(key) {
          text += text.isEmpty ? key : ".\(key)"
        } else {
          text += "[" + JSONValue.string(key).text + "]"
        }
      }
    }
    return text
  }

  func appending(_ component: Component) -> JSONPath {
    JSONPath(components: components + [component])
  }

  func appending(_ key: String) -> JSONPath { appending(.key(key)) }

  func appending(_ index: Int) -> JSONPath { appending(.index(index)) }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
  }
}

/// The recursive-descent parser behind ``JSONValue/parse(_:)``, over the text's UTF-8 bytes.
private struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var path = JSONPath()

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func parseDocument() throws(LabError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw malformed("unexpected \(found) after the end of the document")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(LabError) -> JSONValue {
    guard let byte = current else { throw malformed("expected a value, found the end of input") }
    switch byte {
    case UInt8(ascii: "{"):
      return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["):
      return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return .null
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw malformed("NaN and Infinity are not JSON values")
    default:
      throw malformed("expected a value, found \(found)")
    }
  }

  private mutating func parseObject(depth: Int) throws(LabError) -> JSONValue {
    try checkDepth(depth)
    index += 1  // {
    var members: [(String, JSONValue)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object([])
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        let wanted = members.isEmpty ? "a string key or '}'" : "a string key"
        throw malformed("expected \(wanted), found \(found)")
      }
      let keyStart = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        index = keyStart
        let field = path.appending(key)
        let place = path.components.isEmpty ? "" : " (\(field))"
        throw malformed("duplicate key \(JSONValue.string(key).text)\(place)")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw malformed("expected ':' after the key \(JSONValue.string(key).text), found \(found)")
      }
      index += 1
      skipWhitespace()
      let outer = path
      path = path.appending(key)
      let value = try parseValue(depth: depth)
      path = outer
      members.append((key, value))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default:
        throw malformed("expected ',' or '}' after a member, found \(found)")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(LabError) -> JSONValue {
    try checkDepth(depth)
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    while true {
      skipWhitespace()
      let outer = path
      path = path.appending(elements.count)
      let element = try parseValue(depth: depth)
      path = outer
      elements.append(element)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default:
        throw malformed("expected ',' or ']' after an element, found \(found)")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(LabError) {
    if depth > JSONValue.maximumNestingDepth {
      throw malformed(
        "arrays and objects nested deeper than \(JSONValue.maximumNestingDepth) levels")
    }
  }

  private mutating func parseLiteral(_ literal: String) throws(LabError) {
    let expected = Array(literal.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw malformed("expected '\(literal)', found \(found)")
    }
    index += expected.count
  }

  // MARK: - Strings

  private mutating func parseString() throws(LabError) -> String {
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard let byte = current else {
        throw malformed("unterminated string: expected '\"', found the end of input")
      }
      switch byte {
      case UInt8(ascii: "\""):
        appendRun(from: runStart, to: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        appendRun(from: runStart, to: &scalars)
        scalars.append(try parseEscape())
        runStart = index
      case 0..<0x20:
        throw malformed("unescaped control character \(found) in a string")
      default:
        index += 1
      }
    }
  }

  /// Appends the raw bytes `runStart..<index` (valid UTF-8, since they come from a `String`).
  private func appendRun(from runStart: Int, to scalars: inout String.UnicodeScalarView) {
    guard runStart < index else { return }
    scalars.append(
      contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
  }

  private mutating func parseEscape() throws(LabError) -> Unicode.Scalar {
    index += 1  // backslash
    guard let byte = current else {
      throw malformed(
        "unterminated escape: expected a character after '\\', found the end of input")
    }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      return try parseUnicodeEscape()
    default:
      index -= 1
      throw malformed("invalid escape: '\\' followed by \(found)")
    }
  }

  /// After `\u`: four hex digits, and a second `\uXXXX` when the first is a high surrogate.
  private mutating func parseUnicodeEscape() throws(LabError) -> Unicode.Scalar {
    let escapeStart = index - 2
    let first = try parseHexQuad()
    switch first {
    case 0xD800...0xDBFF:
      guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        index = escapeStart
        throw malformed("unpaired surrogate \\u\(hex(first)) in a string")
      }
      index += 2
      let second = try parseHexQuad()
      guard (0xDC00...0xDFFF).contains(second) else {
        index = escapeStart
        throw malformed(
          "high surrogate \\u\(hex(first)) followed by \\u\(hex(second)), not a low surrogate")
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      // Always valid: the value lies in 0x10000...0x10FFFF.
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    case 0xDC00...0xDFFF:
      index = escapeStart
      throw malformed("unpaired surrogate \\u\(hex(first)) in a string")
    default:
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
  }

  private mutating func parseHexQuad() throws(LabError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw malformed("invalid \\u escape: expected 4 hexadecimal digits, found \(found)")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: - Numbers

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, converted from its exact text.
  private mutating func parseNumber() throws(LabError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") {
      index += 1
      if current == UInt8(ascii: "I") { throw malformed("NaN and Infinity are not JSON values") }
    }
    guard let first = current, isDigit(first) else {
      throw malformed("expected a digit after '-', found \(found)")
    }
    index += 1
    if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
      throw malformed("a number may not have leading zeros")
    }
    skipDigits()
    if current == UInt8(ascii: ".") {
      index += 1
      guard let digit = current, isDigit(digit) else {
        throw malformed("expected a digit after '.', found \(found)")
      }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let digit = current, isDigit(digit) else {
        throw malformed("expected a digit in the exponent, found \(found)")
      }
      skipDigits()
    }
    let token = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(token), value.isFinite else {
      let (line, column) = position(of: start)
      throw LabError(
        "\(path): number \(token) at line \(line), column \(column) is too large"
          + " (it overflows a Double to infinity)")
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { index += 1 }
  }

  // MARK: - Positions and errors

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  /// What lies at the current position, for error messages: `'x'`, `U+000A`, or
  /// `the end of input`.
  private var found: String {
    guard index < bytes.count else { return "the end of input" }
    let scalar =
      String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
      .unicodeScalars.first ?? "\u{FFFD}"
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
      || scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
    {
      return "U+" + hex(scalar.value)
    }
    return "'\(Character(scalar))'"
  }

  /// The 1-based line and column of byte `offset`, the column counted in Unicode scalars.
  private func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// A parse error at the current position, naming the field being read when there is one
  /// and the message does not (`malformed JSON at line 1, column 40: NaN and Infinity are not
  /// JSON values (in container.width)`).
  private func malformed(_ message: String) -> LabError {
    let (line, column) = position(of: index)
    let field = "\(path)"
    let place = path.components.isEmpty || message.contains(field) ? "" : " (in \(field))"
    return LabError("malformed JSON at line \(line), column \(column): \(message)\(place)")
  }
}
