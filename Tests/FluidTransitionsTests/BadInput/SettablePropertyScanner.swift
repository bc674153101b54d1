import Foundation

/// Finds the library's public and package settable properties by reading its sources, so that a
/// test can notice a property nobody has decided a bad-input rule for (the lab, the glue and the
/// shim's tests set package properties as an app sets public ones).
///
/// A property is settable when it is declared `public`, `open` or `package` with `var`, without a
/// restricted setter (`private(set)`, `internal(set)`, `fileprivate(set)`), and is either
/// stored (with or without observers or an initial value) or computed with a `set` accessor.
/// Each is named `Type.property`, nested types spelled out
/// (`TransitionDriver.Configuration.interaction`); members of an extension take the extended
/// type's name.
///
/// This reads the project's own formatting (swift-format), not Swift in general: string literals
/// and `//` comments are blanked before braces are counted, declarations start their line, and
/// a type's opening brace follows its declaration (on the same line or a later one).
enum SettablePropertyScanner {
  /// `Sources/FluidTransitions`, found from this file's location in the repository. Symlinks
  /// resolved: the sanitizers' package (`.ci/sanitize`) links the folder, and a directory
  /// enumerator does not descend into a link.
  static var librarySources: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // BadInput
      .deletingLastPathComponent()  // FluidTransitionsTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the repository
      .appendingPathComponent("Sources/FluidTransitions")
      .resolvingSymlinksInPath()
  }

  /// Every public settable property declared in the Swift files under `directory`.
  static func properties(under directory: URL) throws -> [String] {
    let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    var names: [String] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      names += properties(in: try String(contentsOf: file, encoding: .utf8))
    }
    return names
  }

  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "extension", "protocol", "actor",
  ]
  private static let notTypeNames: Set<String> = ["func", "var", "let", "subscript", "init"]
  private static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "private", "fileprivate", "static", "class", "final",
    "override",
    "weak", "unowned", "lazy", "nonisolated", "dynamic", "private(set)", "internal(set)",
    "fileprivate(set)", "package(set)",
  ]

  /// Every public settable property declared in one file's `source`.
  static func properties(in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(codeOnly)
    var names: [String] = []
    var enclosing: [(name: String, depth: Int)] = []
    var depth = 0
    var pendingType: String?
    for (index, line) in lines.enumerated() {
      if let type = declaredType(in: line) { pendingType = type }
      if !enclosing.isEmpty, let property = publicVariable(in: line),
        isSettable(declarationRest: lines[index...].joined(separator: "\n"), after: property.end)
      {
        names.append((enclosing.map(\.name) + [property.name]).joined(separator: "."))
      }
      for character in line {
        if character == "{" {
          depth += 1
          if let type = pendingType {
            enclosing.append((type, depth))
            pendingType = nil
          }
        } else if character == "}" {
          if enclosing.last?.depth == depth { enclosing.removeLast() }
          depth -= 1
        }
      }
    }
    return names
  }

  /// The line with string literals emptied and any `//` comment removed.
  private static func codeOnly(_ line: Substring) -> String {
    var code = ""
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          code.append(character)
        }
        continue
      }
      if character == "/" && previous == "/" {
        code.removeLast()
        break
      }
      if character == "\"" { inString = true }
      code.append(character)
      previous = character
    }
    return code
  }

  /// The name a type declaration on `line` introduces (`Decomposition`, `AffineTransform` for
  /// `extension AffineTransform`), if any.
  private static func declaredType(in line: String) -> String? {
    let words = line.split { !(isIdentifierCharacter($0) || $0 == ".") }
    for (keyword, name) in zip(words, words.dropFirst())
    where typeKeywords.contains(String(keyword)) && !notTypeNames.contains(String(name)) {
      return String(name)
    }
    return nil
  }

  /// The name of a `public` or `open` `var` declared on `line` without a restricted setter, and
  /// where its name ends.
  private static func publicVariable(in line: String) -> (name: String, end: String.Index)? {
    var rest = line.drop { $0 == " " }
    // Attributes: `@MainActor`, `@inlinable`, `@available(iOS 16, *)`.
    while rest.first == "@" {
      var parentheses = 0
      let attribute = rest.prefix { character in
        if character == "(" { parentheses += 1 }
        if character == ")" { parentheses -= 1 }
        return character != " " || parentheses > 0
      }
      rest = rest.dropFirst(attribute.count).drop { $0 == " " }
    }
    var words: [Substring] = []
    while let word = rest.split(separator: " ").first, word != "var" {
      guard modifiers.contains(String(word)) else { return nil }
      words.append(word)
      rest = rest.dropFirst(word.count).drop { $0 == " " }
    }
    guard rest.hasPrefix("var "),
      words.contains("public") || words.contains("open") || words.contains("package"),
      !words.contains(where: { $0.hasSuffix("(set)") })
    else { return nil }
    let name = rest.dropFirst(4).prefix(while: isIdentifierCharacter)
    guard !name.isEmpty else { return nil }
    return (String(name), name.endIndex)
  }

  /// Whether the declaration continuing at `index` of `text` (just after the property's name)
  /// is settable: an initial value or no accessor block means stored; an accessor block is
  /// settable when it has `set`, `didSet` or `willSet`.
  private static func isSettable(declarationRest text: String, after index: String.Index) -> Bool {
    var nesting = 0
    var position = index
    while position < text.endIndex {
      let character = text[position]
      let next = text.index(after: position)
      switch character {
      case "(", "[", "<":
        nesting += 1
      case ")", "]":
        nesting -= 1
      case ">" where position > text.startIndex && text[text.index(before: position)] != "-":
        nesting -= 1
      case "=" where nesting == 0:
        return true
      case "{" where nesting == 0:
        return hasSetter(block: accessorBlock(in: text, from: position))
      case "\n" where nesting == 0:
        if text[next...].drop(while: { $0 == " " }).first != "{" { return true }
      default:
        break
      }
      position = next
    }
    return true
  }

  /// The balanced `{ … }` block starting at `start`.
  private static func accessorBlock(in text: String, from start: String.Index) -> Substring {
    var depth = 0
    var position = start
    while position < text.endIndex {
      if text[position] == "{" { depth += 1 }
      if text[position] == "}" {
        depth -= 1
        if depth == 0 { return text[start...position] }
      }
      position = text.index(after: position)
    }
    return text[start...]
  }

  /// Whether an accessor block declares `set`, `didSet` or `willSet`, followed by its body or
  /// its parameter (so `.set(…)` in a getter's body does not count).
  private static func hasSetter(block: Substring) -> Bool {
    var index = block.startIndex
    var previous: Character = " "
    while index < block.endIndex {
      guard isIdentifierCharacter(block[index]) else {
        previous = block[index]
        index = block.index(after: index)
        continue
      }
      let word = block[index...].prefix(while: isIdentifierCharacter)
      let following = block[word.endIndex...].drop { $0 == " " }.first
      if previous != ".", ["set", "didSet", "willSet"].contains(word),
        following == "{" || following == "("
      {
        return true
      }
      previous = word.last ?? " "
      index = word.endIndex
    }
    return false
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
