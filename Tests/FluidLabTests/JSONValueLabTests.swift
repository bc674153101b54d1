import FluidLabKit
import Foundation
import Testing

/// JSONValue writes the lab's machine-readable output: it must be valid JSON that reads back
/// exactly what was written.
@MainActor
@Suite("Lab: JSONValue")
struct JSONValueLabTests {
  /// RFC 8259's number grammar.
  nonisolated static let numberGrammar = #"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?"#

  /// Hand-picked edge values, then a seeded sweep over random bit patterns (every exponent,
  /// subnormals included) and over decimal-looking values of every magnitude.
  nonisolated static let doubles: [Double] = {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, -0.1, 0.5, 1.0 / 3, 2.0 / 3, 100, 123_456_789,
      999_999_999_999_999, 1e15, -1e15, 1e15 + 1, 1e16, 9_007_199_254_740_992, 1e21, 1e22, 1e23,
      -9.223372036854775808e18, 1e-5, 1e-7, .leastNormalMagnitude,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi, -.ulpOfOne,
      0.019722453548311, 1.724137931034, 2.854975, 0.5509083741195555, 1 - 1e-16, 1 + 2e-16,
    ]
    var generator = LabSeededGenerator(seed: 0x1AB_5EED)
    while values.count < 4000 {
      let bits = Double(bitPattern: generator.next())
      if bits.isFinite { values.append(bits) }
      let decimal = Double(Int.random(in: -999_999...999_999, using: &generator))
      let exponent = Int.random(in: -30...30, using: &generator)
      values.append(decimal * pow(10, Double(exponent)))
    }
    return values
  }()

  @Test("Every finite number's text is a JSON number that reads back as the same Double")
  func numbersRoundTrip() throws {
    let grammar = try Regex(Self.numberGrammar)
    for value in Self.doubles {
      let text = JSONValue.number(value).text
      #expect(Double(text) == value, "\(value.bitPattern): \(text)")
      #expect(text.wholeMatch(of: grammar) != nil, "not a JSON number: \(text)")
    }
  }

  @Test("JSON parsers read the written numbers back exactly")
  func numbersRoundTripThroughJSONParsers() throws {
    let document = Data(JSONValue.array(Self.doubles.map(JSONValue.number)).text.utf8)
    let decoded = try JSONDecoder().decode([Double].self, from: document)
    #expect(decoded.count == Self.doubles.count)
    for (element, value) in zip(decoded, Self.doubles) {
      #expect(element == value, "\(value) decoded as \(element)")
    }
    let parsed = try #require(try JSONSerialization.jsonObject(with: document) as? [Any])
    #expect(parsed.count == Self.doubles.count)
    for (element, value) in zip(parsed, Self.doubles) {
      #expect(jsonNumber(element) == value, "\(value) read back as \(element)")
    }
  }

  @Test("Non-finite numbers are written as null", arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreNull(value: Double) throws {
    #expect(JSONValue.number(value).text == "null")
    let document = JSONValue.object([("x", .number(value)), ("list", .array([.number(value)]))])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    #expect(parsed["x"] is NSNull)
    #expect((parsed["list"] as? [Any])?.first is NSNull)
  }

  /// Quotes, backslashes, every control character, DEL, and non-ASCII text (including the
  /// separators U+2028 and U+2029, which JSON allows raw but JavaScript once did not).
  nonisolated static let strings: [String] = {
    var strings = [
      "", "plain", "say \"hi\"", #"back\slash"#, #"\"#, "\"", "line\nbreak", "cr\rlf\r\n",
      "tab\there", "nul\u{0}byte", "bell\u{7}", "\u{1F}unit", "del\u{7F}", "é中😀",
      "\u{2028}\u{2029}", "\u{FEFF}bom", "/slash/", "\u{85}next",
      String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }),
    ]
    let pool: [Unicode.Scalar] =
      (0..<0x80).compactMap { Unicode.Scalar($0) } + ["é", "ß", "中", "😀", "\u{2028}", "\u{FFFD}"]
    var generator = LabSeededGenerator(seed: 0x57_1265)
    for _ in 0..<500 {
      let length = Int.random(in: 0...24, using: &generator)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        scalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
      }
      strings.append(String(scalars))
    }
    return strings
  }()

  @Test("Strings escape quotes, backslashes and control characters, and read back equal")
  func stringsRoundTrip() throws {
    for string in Self.strings {
      let text = JSONValue.array([.string(string)]).text
      #expect(
        !text.unicodeScalars.contains { $0.value < 0x20 },
        "raw control character in \(text.debugDescription)")
      // JSONDecoder, not JSONSerialization: on Linux the latter drops U+FEFF inside strings.
      let decoded = try JSONDecoder().decode([String].self, from: Data(text.utf8))
      #expect(
        decoded.first.map { Array($0.unicodeScalars) } == Array(string.unicodeScalars),
        "\(string.debugDescription) read back as \(decoded.debugDescription)")
    }
  }

  @Test("Object keys are escaped like strings and read back equal")
  func keysAreEscaped() throws {
    let keys = ["a\"b", "c\\d", "e\nf", "g\u{1}h", "é"]
    let document = JSONValue.object(keys.enumerated().map { ($1, .number(Double($0))) })
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    #expect(Set(parsed.keys) == Set(keys))
    for (index, key) in keys.enumerated() {
      #expect(jsonNumber(parsed[key]) == Double(index), "\(key.debugDescription)")
    }
  }

  @Test("Object members are written in the order given, at every depth")
  func keyOrderIsPreserved() throws {
    let names = ["zeta", "alpha", "mike", "bravo", "yankee", "charlie"]
    let inner = JSONValue.object(names.reversed().map { ($0, .null) })
    let document = JSONValue.object(
      names.map { ($0, .number(1)) } + [("nested", .array([inner]))])
    let text = document.text
    let nestedStart = try #require(text.range(of: "\"nested\"")?.upperBound)
    let outerText = text[..<nestedStart]
    let innerText = text[nestedStart...]
    let outerPositions = names.map { outerText.range(of: "\"\($0)\"")?.lowerBound }
    let innerPositions = names.reversed().map { innerText.range(of: "\"\($0)\"")?.lowerBound }
    #expect(outerPositions.allSatisfy { $0 != nil } && innerPositions.allSatisfy { $0 != nil })
    #expect(outerPositions.compactMap { $0 } == outerPositions.compactMap { $0 }.sorted())
    #expect(innerPositions.compactMap { $0 } == innerPositions.compactMap { $0 }.sorted())
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(parsed?.count == names.count + 1)
  }

  @Test("Equality compares object members in order")
  func equalityIsOrderSensitive() {
    let forward = JSONValue.object([("a", .number(1)), ("b", .string("x"))])
    let backward = JSONValue.object([("b", .string("x")), ("a", .number(1))])
    #expect(forward == JSONValue.object([("a", .number(1)), ("b", .string("x"))]))
    #expect(forward != backward)
    #expect(JSONValue.array([.number(1), .null]) != JSONValue.array([.null, .number(1)]))
  }

  @Test("A mixed document is valid JSON with the values written")
  func mixedDocumentParses() throws {
    let document = JSONValue.object([
      ("null", .null), ("yes", .bool(true)), ("no", .bool(false)), ("pi", .number(.pi)),
      ("list", .array([.number(-2.5), .string("s"), .array([]), .object([])])),
    ])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    #expect(parsed["null"] is NSNull)
    #expect((parsed["yes"] as? Bool) == true)
    #expect((parsed["no"] as? Bool) == false)
    #expect(jsonNumber(parsed["pi"]) == .pi)
    let list = try #require(parsed["list"] as? [Any])
    #expect(list.count == 4)
    #expect(jsonNumber(list.first) == -2.5)
    #expect(list.count > 1 && list[1] as? String == "s")
    #expect(list.count > 2 && (list[2] as? [Any])?.isEmpty == true)
    #expect(list.count > 3 && (list[3] as? [String: Any])?.isEmpty == true)
  }
}
