import FluidLabKit
import Foundation
import Testing

/// The lab's strict RFC 8259 parser, which reads scenario files.
@MainActor
@Suite("Lab: JSON parser")
struct JSONParserLabTests {
  /// Parses `text`, recording an issue (with the message) if it fails.
  func parsed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue? {
    do {
      return try JSONValue.parse(text)
    } catch {
      Issue.record(
        "\(text.debugDescription) failed: \(error.message)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The error message for `text`, recording an issue if it parses.
  func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
      let value = try JSONValue.parse(text)
      Issue.record(
        "\(text.debugDescription) parsed as \(value.text)", sourceLocation: sourceLocation)
      return ""
    } catch {
      return error.message
    }
  }

  nonisolated static let documents: [JSONValue] = [
    .null, .bool(true), .bool(false), .number(0), .number(-2.5), .string(""), .string("é中😀"),
    .array([]), .object([]),
    .object([
      ("style", .string("slide")), ("container", .object([("width", .number(390))])),
      ("events", .array([.object([("t", .number(0.125)), ("type", .string("start"))])])),
      ("nested", .array([.array([.array([.null, .bool(false)])]), .object([("", .number(1))])])),
      ("escaped \"key\"\n", .string("tab\tquote\"backslash\\\u{1}")),
    ]),
  ]

  @Test("Documents written by JSONValue read back equal, members in order")
  func writtenDocumentsRoundTrip() {
    for document in Self.documents {
      #expect(parsed(document.text) == document, "\(document.text)")
    }
  }

  @Test("Whitespace between tokens and a leading byte order mark are accepted")
  func whitespaceIsAccepted() {
    let text = " \t\r\n{ \"a\" :\n[ 1 ,\t2 ] ,\r\n\"b\" : { } } \n"
    let expected = JSONValue.object([
      ("a", .array([.number(1), .number(2)])), ("b", .object([])),
    ])
    #expect(parsed(text) == expected)
    #expect(parsed("\u{FEFF}[true]") == .array([.bool(true)]))
  }

  @Test("Every finite Double written by JSONValue reads back as the same Double")
  func numbersRoundTripExactly() throws {
    let values = JSONValueLabTests.doubles
    let document = try #require(parsed(JSONValue.array(values.map(JSONValue.number)).text))
    let numbers = document.array?.compactMap(\.number) ?? []
    #expect(numbers.count == values.count)
    for (number, value) in zip(numbers, values) {
      #expect(number == value, "\(value) read back as \(number)")
    }
  }

  @Test(
    "Number tokens are converted from their exact text to the nearest Double",
    arguments: [
      ("0", 0.0), ("-0", -0.0), ("0.1", 0.1), ("-12.5e-1", -1.25), ("1E2", 100), ("1e+2", 100),
      ("9007199254740993", 9_007_199_254_740_992), ("9007199254740995", 9_007_199_254_740_996),
      ("2.2250738585072011e-308", Double.leastNormalMagnitude.nextDown),
      ("4.9e-324", .leastNonzeroMagnitude),
      ("1e-400", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude),
      ("0.30000000000000004", 0.30000000000000004),
      ("123456789012345678901234567890", 1.2345678901234568e29),
    ])
  func numberTokensAreExact(token: String, expected: Double) throws {
    let value = try #require(parsed("[\(token)]")?.array?.first?.number)
    #expect(value == expected && value.sign == expected.sign, "\(token) read as \(value)")
  }

  @Test("Strings take every escape, with surrogate pairs combined")
  func stringEscapes() {
    let text = #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u4E2D", "\ud83d\ude00", "\u0000", "a\u2028b"]"#
    let expected = JSONValue.array([
      .string("\"\\/\u{8}\u{C}\n\r\t"), .string("Aé中"), .string("😀"), .string("\u{0}"),
      .string("a\u{2028}b"),
    ])
    #expect(parsed(text) == expected)
  }

  @Test("Strings written by JSONValue read back with the same scalars")
  func stringsRoundTrip() {
    for string in JSONValueLabTests.strings {
      let value = parsed(JSONValue.array([.string(string)]).text)
      #expect(
        value?.array?.first?.string.map { Array($0.unicodeScalars) }
          == Array(string.unicodeScalars), "\(string.debugDescription)")
    }
  }

  /// Malformed text and what its one-line error must contain.
  nonisolated static let malformedCases: [(String, String)] = [
    ("", "line 1, column 1: expected a value"),
    ("   ", "line 1, column 4"),
    ("{", "expected a string key or '}'"),
    ("[1, 2", "expected ',' or ']'"),
    ("[1 2]", "line 1, column 4: expected ',' or ']'"),
    ("{\"a\": 1,}", "line 1, column 9: expected a string key"),
    ("[1,]", "expected a value"),
    ("{\"a\" 1}", "expected ':'"),
    ("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3: expected ',' or '}'"),
    ("{a: 1}", "expected a string key"),
    ("{'a': 1}", "expected a string key"),
    ("[1] [2]", "after the end of the document"),
    ("{} x", "line 1, column 4: unexpected 'x'"),
    ("nul", "expected 'null'"),
    ("True", "expected a value"),
    ("[NaN]", "NaN and Infinity"),
    ("[Infinity]", "NaN and Infinity"),
    ("[-Infinity]", "NaN and Infinity"),
    ("[01]", "leading zeros"),
    ("[-]", "expected a digit after '-'"),
    ("[1.]", "expected a digit after '.'"),
    ("[.5]", "expected a value"),
    ("[1e]", "expected a digit in the exponent"),
    ("[1e+]", "expected a digit in the exponent"),
    ("[+1]", "expected a value"),
    ("[0x10]", "expected ',' or ']'"),
    ("\"abc", "unterminated string"),
    ("\"a\nb\"", "unescaped control character U+000A"),
    ("\"a\tb\"", "unescaped control character U+0009"),
    (#"["\x"]"#, "invalid escape"),
    (#"["\u12G4"]"#, "invalid \\u escape"),
    (#"["\ud800"]"#, "unpaired surrogate \\uD800"),
    (#"["\udc00"]"#, "unpaired surrogate \\uDC00"),
    (#"["\ud800\u0041"]"#, "not a low surrogate"),
    ("[1]\u{0}", "U+0000"),
    ("é", "line 1, column 1: expected a value, found 'é'"),
    ("[\"é\", x]", "line 1, column 7"),
  ]

  @Test("Malformed documents are rejected with one line giving the position")
  func malformedDocumentsAreRejected() {
    for (text, mention) in Self.malformedCases {
      let message = failure(text)
      #expect(message.contains(mention), "\(text.debugDescription): \(message)")
      #expect(
        message.hasPrefix("malformed JSON at line "), "\(text.debugDescription): \(message)")
      #expect(!message.contains("\n") && !message.contains("\r"), "\(message.debugDescription)")
    }
  }

  @Test("A duplicate key is rejected, naming the key and where it is")
  func duplicateKeysAreRejected() {
    let top = failure("{\"a\": 1, \"b\": 2, \"a\": 3}")
    #expect(top.contains("duplicate key \"a\"") && top.contains("column 18"), "\(top)")
    let nested = failure("{\"container\": {\"width\": 1, \"width\": 2}}")
    #expect(nested.contains("duplicate key \"width\" (container.width)"), "\(nested)")
    let inArray = failure("{\"events\": [{}, {\"t\": 0, \"t\": 1}]}")
    #expect(inArray.contains("events[1].t"), "\(inArray)")
    let odd = failure("{\"a\\nb\": 1, \"a\\nb\": 2}")
    #expect(odd.contains(#""a\nb""#) && !odd.contains("\n"), "\(odd.debugDescription)")
    // Same text under different parents is not a duplicate.
    #expect(parsed("{\"a\": {\"a\": {\"a\": 1}}, \"b\": {\"a\": 2}}") != nil)
  }

  @Test("Numbers beyond a Double's range are rejected, naming the field")
  func overflowingNumbersNameTheField() {
    let cases = [
      ("{\"container\": {\"width\": 1e400}}", "container.width"),
      ("{\"events\": [{\"t\": 0}, {\"t\": -2e308}]}", "events[1].t"),
      ("[1.7976931348623159e308]", "[0]"),
      ("1e999", "the document"),
      ("{\"odd key\": 1e400}", #"["odd key"]"#),
    ]
    for (text, field) in cases {
      let message = failure(text)
      #expect(message.hasPrefix(field + ":"), "\(text): \(message)")
      #expect(message.contains("too large") && message.contains("line 1"), "\(message)")
    }
  }

  @Test("Nesting is accepted to 512 levels and rejected beyond, without exhausting the stack")
  func deepNesting() {
    let depth = JSONValue.maximumNestingDepth
    #expect(depth == 512)
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var expected = JSONValue.array([])
    for _ in 1..<depth { expected = .array([expected]) }
    #expect(parsed(deepest) == expected)
    let objects =
      String(repeating: "{\"a\":", count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)
    #expect(parsed(objects) != nil)
    for count in [depth + 1, 100_000] {
      let tooDeep = String(repeating: "[", count: count) + String(repeating: "]", count: count)
      let message = failure(tooDeep)
      #expect(message.contains("nested deeper than 512"), "\(message)")
      #expect(message.contains("column \(depth + 1)"), "\(message)")
    }
  }

  @Test("Columns count Unicode scalars, lines count line feeds")
  func positionsCountScalars() {
    let message = failure("{\"ключ\": 1,\n \"😀\": [1,, 2]}")
    #expect(message.contains("line 2, column 10: expected a value"), "\(message)")
  }

  @Test("A parse error inside the document names the field being read")
  func parseErrorsNameTheField() {
    let cases = [
      ("{\"container\": {\"width\": NaN}}", "(in container.width)"),
      ("{\"until\": -Infinity}", "(in until)"),
      ("{\"events\": [{\"t\": 0}, {\"t\": 0.5, \"type\": ", "(in events[1].type)"),
      ("{\"events\": [{\"t\": 0}, {\"t\"", "(in events[1])"),
      ("{\"style\": \"fade\", \"until\": 01}", "(in until)"),
    ]
    for (text, field) in cases {
      let message = failure(text)
      #expect(message.hasPrefix("malformed JSON at line 1, column "), "\(text): \(message)")
      #expect(message.hasSuffix(field), "\(text): \(message)")
    }
    // At the top level there is no field to name.
    #expect(!failure("{\"a\": 1} x").contains("(in "))
  }
}
