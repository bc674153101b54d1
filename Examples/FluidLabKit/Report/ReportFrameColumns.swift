/// The frames of a trace as columns, for the report's embedded data: the same values as the
/// trace `fluid-lab run` prints, without a key repeated per frame and per node, and with a value
/// that never changes written once. It keeps the default gallery's report under 5 MB (the keys
/// alone were two thirds of the frames' bytes).
///
/// The trace's `frames` array becomes an object:
///
/// - `count`: the number of frames;
/// - `t`, `progress`, `velocity`, `phase` and, when the frames have them, `transition`: one
///   column each;
/// - `sheet`, when the frames have one: a column per member of the frame's `sheet` object; a
///   frame whose sheet is null has null in each (its `detent` is never null otherwise);
/// - `roles`: a column of the roles each frame's `nodes` lists, in order, separated by spaces;
/// - `nodes`: for each role, a column per member of its node (`transform` is an array of six
///   columns, one per coefficient); null in `zIndex`, `parent` or `clips` means the node has no
///   such member at that frame.
///
/// A column is an array with one value per frame, or the one value every frame has. Nothing is
/// rounded: `player.js` expands the columns into exactly the frames of the trace. A trace whose
/// frames have members this layout does not know keeps its frames as they are.
enum ReportFrameColumns {
  /// A frame's members, in the trace's order.
  static let frameKeys = ["t", "progress", "velocity", "phase", "nodes", "sheet", "transition"]
  /// A node's members, in the trace's order.
  static let nodeKeys = [
    "x", "y", "width", "height", "alpha", "transform", "cornerRadius", "hidden", "inContainer",
    "zIndex", "parent", "clips",
  ]
  /// The members a node may lack.
  static let optionalNodeKeys: Set = ["zIndex", "parent", "clips"]
  /// A presented sheet's members, in the trace's order.
  static let sheetKeys = ["value", "velocity", "detent", "phase", "keyboardHeight"]

  /// The trace document with its `frames` as columns; the document unchanged when its frames
  /// do not fit the layout.
  static func compact(_ trace: JSONValue) -> JSONValue {
    guard case .object(var members) = trace,
      let index = members.firstIndex(where: { $0.0 == "frames" }),
      case .array(let frames) = members[index].1,
      let columns = columns(frames)
    else { return trace }
    members[index].1 = columns
    return .object(members)
  }

  /// The frames as columns, or nil when a frame does not fit the layout.
  static func columns(_ frames: [JSONValue]) -> JSONValue? {
    var rows: [[(String, JSONValue)]] = []
    for frame in frames {
      guard case .object(let members) = frame, fits(members.map(\.0), frameKeys) else {
        return nil
      }
      rows.append(members)
    }
    func values(_ key: String) -> [JSONValue?] {
      rows.map { row in row.first { $0.0 == key }?.1 }
    }
    var output: [(String, JSONValue)] = [("count", .number(Double(frames.count)))]
    for key in ["t", "progress", "velocity", "phase"] {
      let column = values(key)
      guard column.allSatisfy({ $0 != nil }) else { return nil }
      output.append((key, Self.column(column.map { $0 ?? .null })))
    }
    let sheets = values("sheet")
    if sheets.contains(where: { $0 != nil }) {
      guard let sheet = sheetColumns(sheets) else { return nil }
      output.append(("sheet", sheet))
    }
    let transitions = values("transition")
    if transitions.contains(where: { $0 != nil }) {
      guard transitions.allSatisfy({ $0 != nil }) else { return nil }
      output.append(("transition", column(transitions.map { $0 ?? .null })))
    }
    var roles: [String] = []
    var frameRoles: [JSONValue] = []
    var nodesByFrame: [[(String, JSONValue)]] = []
    for nodes in values("nodes") {
      guard case .object(let members)? = nodes else { return nil }
      for (role, _) in members where !roles.contains(role) { roles.append(role) }
      // A space separates roles in the column, so a role cannot contain one.
      guard members.allSatisfy({ !$0.0.contains(" ") && !$0.0.isEmpty }) else { return nil }
      frameRoles.append(.string(members.map(\.0).joined(separator: " ")))
      nodesByFrame.append(members)
    }
    output.append(("roles", column(frameRoles)))
    var nodes: [(String, JSONValue)] = []
    for role in roles {
      guard let node = nodeColumns(nodesByFrame.map { frame in frame.first { $0.0 == role }?.1 })
      else { return nil }
      nodes.append((role, node))
    }
    output.append(("nodes", .object(nodes)))
    return .object(output)
  }

  /// The columns of one role's node: null where a frame lacks the node or the member.
  private static func nodeColumns(_ nodes: [JSONValue?]) -> JSONValue? {
    var rows: [[(String, JSONValue)]?] = []
    for node in nodes {
      guard let node else {
        rows.append(nil)
        continue
      }
      guard case .object(let members) = node, fits(members.map(\.0), nodeKeys) else {
        return nil
      }
      for key in nodeKeys where !optionalNodeKeys.contains(key) {
        guard members.contains(where: { $0.0 == key }) else { return nil }
      }
      // An optional member is written null when absent, so it is never null itself.
      for (key, value) in members where optionalNodeKeys.contains(key) && value == .null {
        return nil
      }
      rows.append(members)
    }
    var output: [(String, JSONValue)] = []
    for key in nodeKeys {
      let values = rows.map { row in row?.first { $0.0 == key }?.1 ?? .null }
      if key == "transform" {
        var coefficients: [[JSONValue]] = Array(repeating: [], count: 6)
        for (row, value) in zip(rows, values) {
          if row == nil {
            for index in 0..<6 { coefficients[index].append(.null) }
            continue
          }
          guard case .array(let numbers) = value, numbers.count == 6 else { return nil }
          for index in 0..<6 { coefficients[index].append(numbers[index]) }
        }
        output.append((key, .array(coefficients.map(column))))
      } else {
        output.append((key, column(values)))
      }
    }
    return .object(output)
  }

  /// The columns of the frames' `sheet` objects: null in each where the sheet is null.
  private static func sheetColumns(_ sheets: [JSONValue?]) -> JSONValue? {
    var rows: [[(String, JSONValue)]?] = []
    for sheet in sheets {
      switch sheet {
      case .null?:
        rows.append(nil)
      case .object(let members)? where members.map(\.0) == sheetKeys:
        // A present sheet is told from a null one by its detent, never null.
        guard members[2].1 != .null else { return nil }
        rows.append(members)
      default:
        return nil
      }
    }
    return .object(
      sheetKeys.enumerated().map { index, key in
        (key, column(rows.map { $0?[index].1 ?? .null }))
      })
  }

  /// The one value every frame has, or one value per frame.
  static func column(_ values: [JSONValue]) -> JSONValue {
    guard let first = values.first, values.allSatisfy({ writesAlike($0, first) }) else {
      return .array(values)
    }
    if case .array = first { return .array(values) }
    return first
  }

  /// Whether two values write the same text; scalars compared without writing them (the
  /// gallery compares a few million).
  private static func writesAlike(_ a: JSONValue, _ b: JSONValue) -> Bool {
    func isNull(_ value: JSONValue) -> Bool {
      switch value {
      case .null: true
      case .number(let number): !number.isFinite
      default: false
      }
    }
    switch (a, b) {
    case (.number(let x), .number(let y)) where x.isFinite && y.isFinite: return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.array, _), (.object, _), (_, .array), (_, .object): return a == b
    default: return isNull(a) && isNull(b)
    }
  }

  /// Whether `keys` are some of `known`, in its order, each once.
  private static func fits(_ keys: [String], _ known: [String]) -> Bool {
    var position = 0
    for key in keys {
      guard let index = known[position...].firstIndex(of: key) else { return false }
      position = index + 1
    }
    return true
  }
}
