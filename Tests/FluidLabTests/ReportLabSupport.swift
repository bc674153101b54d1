import FluidLabKit
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed report: the tree a strict XML reader sees.
final class LabXMLElement {
  let name: String
  let attributes: [String: String]
  /// The element's content in document order: text (entity references resolved) and
  /// elements.
  private var content: [Content] = []

  private enum Content {
    case text(String)
    case element(LabXMLElement)
  }

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The child elements, in document order.
  var children: [LabXMLElement] {
    content.compactMap { part in
      if case .element(let element) = part { return element }
      return nil
    }
  }

  /// Every descendant element, depth first, in document order.
  var descendants: [LabXMLElement] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// The text of the element and all its descendants, in document order.
  var allText: String {
    content.map { part in
      switch part {
      case .text(let text): text
      case .element(let element): element.allText
      }
    }.joined()
  }

  /// The descendants named `name`, with `class` containing `className` if given.
  func elements(_ name: String, class className: String? = nil) -> [LabXMLElement] {
    descendants.filter { element in
      element.name == name
        && (className.map { element.classes.contains($0) } ?? true)
    }
  }

  var classes: [String] {
    (attributes["class"] ?? "").split(separator: " ").map(String.init)
  }

  fileprivate func append(_ child: LabXMLElement) { content.append(.element(child)) }

  fileprivate func append(text: String) {
    if case .text(let previous) = content.last {
      content[content.count - 1] = .text(previous + text)
    } else {
      content.append(.text(text))
    }
  }
}

/// A strict, minimal XML reader for the report: a document type declaration, elements with
/// quoted attributes, self-closed empty elements, text with XML's five entities and numeric
/// character references, CDATA sections. Anything else — an unclosed or mismatched tag, a bare `&` or `<`, an
/// unquoted or repeated attribute, a named HTML entity — is an error naming the offset.
enum LabXMLReader {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ text: String) throws -> LabXMLElement {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func fail(_ message: String) -> Failure {
      Failure(description: "\(message) at scalar \(index)")
    }
    func peek(_ string: String) -> Bool {
      let expected = Array(string.unicodeScalars)
      return index + expected.count <= scalars.count
        && Array(scalars[index..<index + expected.count]) == expected
    }
    func skipSpace() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
    func name() throws -> String {
      var result = ""
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
          || "-_:.".unicodeScalars.contains(scalars[index])
      {
        result.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard !result.isEmpty else { throw fail("expected a name") }
      return result
    }
    func reference() throws -> String {
      // At "&".
      index += 1
      var body = ""
      while index < scalars.count, scalars[index] != ";" {
        body.unicodeScalars.append(scalars[index])
        index += 1
        if body.count > 10 { throw fail("unterminated character reference") }
      }
      guard index < scalars.count else { throw fail("unterminated character reference") }
      index += 1
      switch body {
      case "amp": return "&"
      case "lt": return "<"
      case "gt": return ">"
      case "quot": return "\""
      case "apos": return "'"
      default:
        let value: UInt32? =
          body.hasPrefix("#x")
          ? UInt32(body.dropFirst(2), radix: 16)
          : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
        guard let value, let scalar = Unicode.Scalar(value) else {
          throw fail("unknown entity &\(body);")
        }
        return String(Character(scalar))
      }
    }

    skipSpace()
    if peek("<!DOCTYPE") {
      while index < scalars.count, scalars[index] != ">" { index += 1 }
      index += 1
    }
    let document = LabXMLElement(name: "#document", attributes: [:])
    var stack = [document]
    while index < scalars.count {
      if peek("<![CDATA[") {
        // Character data, taken as it is (the report's script).
        index += 9
        var run = String.UnicodeScalarView()
        while index < scalars.count, !peek("]]>") {
          run.append(scalars[index])
          index += 1
        }
        guard peek("]]>") else { throw fail("unterminated CDATA section") }
        index += 3
        guard stack.count > 1 else { throw fail("CDATA outside the root element") }
        stack[stack.count - 1].append(text: String(run))
      } else if peek("<!--") {
        while index < scalars.count, !peek("-->") { index += 1 }
        guard peek("-->") else { throw fail("unterminated comment") }
        index += 3
      } else if peek("</") {
        index += 2
        let closing = try name()
        skipSpace()
        guard peek(">") else { throw fail("expected > after </\(closing)") }
        index += 1
        guard stack.count > 1, stack.last?.name == closing else {
          throw fail("</\(closing)> does not close <\(stack.last?.name ?? "")>")
        }
        stack.removeLast()
      } else if peek("<") {
        index += 1
        let elementName = try name()
        var attributes: [String: String] = [:]
        while true {
          skipSpace()
          if peek("/>") || peek(">") { break }
          let attribute = try name()
          skipSpace()
          guard peek("=") else { throw fail("attribute \(attribute) has no value") }
          index += 1
          skipSpace()
          guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
            throw fail("attribute \(attribute) is not quoted")
          }
          let quote = scalars[index]
          index += 1
          var value = ""
          while index < scalars.count, scalars[index] != quote {
            if scalars[index] == "<" { throw fail("< in attribute \(attribute)") }
            if scalars[index] == "&" {
              value += try reference()
            } else {
              value.unicodeScalars.append(scalars[index])
              index += 1
            }
          }
          guard index < scalars.count else { throw fail("unterminated attribute") }
          index += 1
          guard attributes[attribute] == nil else {
            throw fail("attribute \(attribute) repeated")
          }
          attributes[attribute] = value
        }
        let element = LabXMLElement(name: elementName, attributes: attributes)
        stack[stack.count - 1].append(element)
        if peek("/>") {
          index += 2
        } else {
          index += 1
          stack.append(element)
        }
      } else if scalars[index] == "&" {
        stack[stack.count - 1].append(text: try reference())
      } else {
        if stack.count == 1, !scalars[index].properties.isWhitespace {
          throw fail("text outside the root element")
        }
        var run = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "<", scalars[index] != "&" {
          run.append(scalars[index])
          index += 1
        }
        stack[stack.count - 1].append(text: String(run))
      }
    }
    guard stack.count == 1 else { throw fail("<\(stack.last?.name ?? "")> is never closed") }
    guard document.children.count == 1 else {
      throw Failure(description: "\(document.children.count) root elements, not 1")
    }
    return document.children[0]
  }
}

/// Parses a report with the strict reader above and, where Foundation has one, with
/// `XMLDocument` (libxml2) too; returns the root element.
func parseReport(
  _ html: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> LabXMLElement {
  #if canImport(FoundationXML) || os(macOS)
    do {
      _ = try XMLDocument(data: Data(html.utf8), options: [])
    } catch {
      Issue.record("XMLDocument rejects the report: \(error)", sourceLocation: sourceLocation)
    }
  #endif
  return try LabXMLReader.parse(html)
}

/// Reads a report written by the lab.
func readReport(in directory: URL) throws -> String {
  try String(
    contentsOf: directory.appendingPathComponent(LabReport.fileName), encoding: .utf8)
}

/// The rows of the gallery's summary table on standard output, split into their columns.
struct GallerySummary {
  struct Row {
    var style: String
    var operation: String
    var script: String
    var result: String
    var endTime: String
    var targets: String
    var breaches: String
    var checks: String
  }

  var rows: [Row] = []
  /// Lines in the table that do not have the eight columns.
  var malformedLines: [String] = []

  init(_ output: String) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("style ") }) else { return }
    for line in lines[(header + 1)...] {
      if line.isEmpty { break }
      let columns = line.split(separator: " ").map(String.init)
      guard columns.count == 8 else {
        malformedLines.append(line)
        continue
      }
      rows.append(
        Row(
          style: columns[0], operation: columns[1], script: columns[2], result: columns[3],
          endTime: columns[4], targets: columns[5], breaches: columns[6], checks: columns[7]))
    }
  }
}

/// Checks that a report is self-contained: its only scripts are inline (the player's one
/// script and inert JSON data), nothing has a `src`, nothing names a network address or
/// imports a style sheet, and every `url(…)` points inside the document.
func expectSelfContained(
  _ html: String, root: LabXMLElement, sourceLocation: SourceLocation = #_sourceLocation
) {
  let lowered = html.lowercased()
  #expect(!lowered.contains("http"), sourceLocation: sourceLocation)
  #expect(!lowered.contains("@import"), sourceLocation: sourceLocation)
  #expect(!html.contains("src="), sourceLocation: sourceLocation)
  let references = html.components(separatedBy: "url(").dropFirst()
  #expect(references.allSatisfy { $0.hasPrefix("#") }, sourceLocation: sourceLocation)
  let scripts = root.elements("script")
  let code = scripts.filter { $0.attributes["type"] == nil }
  #expect(code.count == 1, "one inline player script", sourceLocation: sourceLocation)
  for script in scripts {
    #expect(
      script.attributes.keys.allSatisfy { ["type", "id", "class"].contains($0) },
      "\(script.attributes)", sourceLocation: sourceLocation)
    if let type = script.attributes["type"] {
      #expect(type == "application/json", sourceLocation: sourceLocation)
    }
  }
}

/// The traces a report embeds, by their element's id, parsed, their frames expanded from the
/// report's columns (``expandedFrames(_:)``).
func embeddedTraces(_ root: LabXMLElement) throws -> [String: JSONValue] {
  var traces: [String: JSONValue] = [:]
  for script in root.elements("script", class: "trace-data") {
    let id = try #require(script.attributes["id"])
    #expect(traces[id] == nil, "\(id) is embedded twice")
    guard case .object(var members) = try JSONValue.parse(script.allText),
      let index = members.firstIndex(where: { $0.0 == "frames" })
    else {
      Issue.record("\(id): the embedded trace has no frames")
      continue
    }
    members[index].1 = try expandedFrames(members[index].1)
    traces[id] = .object(members)
  }
  return traces
}

/// The frames of an embedded trace as the trace has them, written here from the layout the
/// lab's reference gives (not from the lab's encoder): `count`; columns `t`, `progress`,
/// `velocity`, `phase`, optional `sheet` (null detent: no sheet) and `transition`; `roles`,
/// each frame's roles separated by spaces; `nodes`, each role's columns, `transform` six of
/// them, a null `zIndex`, `parent` or `clips` an absent member. A column is one value per
/// frame or one value for all. An array of frames is taken as it is.
func expandedFrames(_ columns: JSONValue) throws -> JSONValue {
  if case .array = columns { return columns }
  let count = try #require(columns["count"]?.number.map { Int($0) }, "frames without a count")
  func value(_ column: JSONValue?, _ index: Int) throws -> JSONValue {
    let column = try #require(column, "a missing column")
    guard case .array(let values) = column else { return column }
    try #require(values.count == count, "a column of \(values.count) values for \(count) frames")
    return values[index]
  }
  let nodeKeys = [
    "x", "y", "width", "height", "alpha", "transform", "cornerRadius", "hidden", "inContainer",
    "zIndex", "parent", "clips",
  ]
  var frames: [JSONValue] = []
  for index in 0..<count {
    var frame: [(String, JSONValue)] = []
    for key in ["t", "progress", "velocity", "phase"] {
      frame.append((key, try value(columns[key], index)))
    }
    let roles = try #require(try value(columns["roles"], index).string)
    var nodes: [(String, JSONValue)] = []
    for role in roles.split(separator: " ").map(String.init) {
      let source = try #require(columns["nodes"]?[role], "\(role)")
      var node: [(String, JSONValue)] = []
      for key in nodeKeys {
        if key == "transform" {
          let coefficients = try #require(source["transform"]?.array)
          node.append((key, .array(try coefficients.map { try value($0, index) })))
          continue
        }
        let member = try value(source[key], index)
        if member == .null, ["zIndex", "parent", "clips"].contains(key) { continue }
        node.append((key, member))
      }
      nodes.append((role, .object(node)))
    }
    frame.append(("nodes", .object(nodes)))
    if let sheet = columns["sheet"] {
      if try value(sheet["detent"], index) == .null {
        frame.append(("sheet", .null))
      } else {
        frame.append(
          (
            "sheet",
            .object(
              try ["value", "velocity", "detent", "phase", "keyboardHeight"].map {
                ($0, try value(sheet[$0], index))
              })
          ))
      }
    }
    if let transition = columns["transition"] {
      frame.append(("transition", try value(transition, index)))
    }
    frames.append(.object(frame))
  }
  return .array(frames)
}

/// The gallery's report, run once for every test that only reads it.
@MainActor
enum SharedGallery {
  /// The run's result and the report's directory.
  static let run: (result: LabResult, directory: URL) = {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluid-lab-tests-\(UUID().uuidString)/report", isDirectory: true)
    return (Gallery.run(reportDirectory: directory), directory)
  }()

  /// The report's text and its parsed tree (parsing 5 MB strictly takes a while in a debug
  /// build, so it is done once).
  static let report: Result<(html: String, root: LabXMLElement), any Error> = Result {
    let html = try readReport(in: run.directory)
    return (html, try parseReport(html))
  }
}
