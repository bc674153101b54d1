/// What the report draws over a node so that a person recognises the screen: the node keeps
/// its role's colour and alpha, and a decoration on top, in the node's own coordinates, shows
/// what kind of view it is — a screen with a navigation bar and rows of list cells, the grid a
/// zoom flies from, a photo (a grid cell, the detail's picture, either of them in flight), a
/// caption, a sheet with its grabber, a drawer's list, a tab bar. It is pure drawing, chosen
/// from the node's role, the style and the operation; no motion is invented.
///
/// Each decoration is an SVG pattern whose content is in the node's bounding box units, defined
/// once per document (``definitions``) and used by the players and the filmstrips; a poster,
/// a file of its own, defines the ones it uses.
enum ReportDecoration: String, CaseIterable {
  /// A screen: a navigation bar with its title, then rows of list cells.
  case list
  /// The screen a zoom flies from: a navigation bar, then a grid of photo cells.
  case grid
  /// The detail a zoom flies to: a navigation bar, a large photo, lines of text.
  case detail
  /// A photo: sky, sun and hills.
  case photo
  /// A caption: two lines of text.
  case caption
  /// A presented sheet: the grabber at its top, then rows.
  case sheet
  /// A screen of a tab bar controller: rows, and the tab bar at its bottom.
  case tabs

  /// The pattern's id in the document.
  var id: String { "fl-deco-" + rawValue }

  /// The decoration of the node `role` in `trace`; nil for a node drawn plain (the dimming, a
  /// shadow, a zoom's flight, whose contents are its snapshots).
  static func of(_ role: String, in trace: ScenarioTrace) -> ReportDecoration? {
    let scenario = trace.scenario
    let forward = [.push, .present, .tabForward].contains(scenario.operation)
    // The presented view: arriving when presenting, leaving when dismissing.
    let presented = forward ? "to" : "from"
    if let dot = role.firstIndex(of: ".") {
      return role[role.index(after: dot)...] == "caption" ? .caption : nil
    }
    switch role {
    case "sourceElement", "destinationElement", "sourceSnapshot", "destinationSnapshot":
      return .photo
    case "dimming", "shadow", "snapshot", "sheetExtension":
      return nil
    case "from", "to":
      switch scenario.style {
      case .zoom: return role == presented ? .detail : .grid
      case .sheet: return role == presented ? .sheet : .list
      case .tab: return .tabs
      default: return .list
      }
    default:
      // A stack's view controllers, by name; a custom style's nodes are left plain.
      return trace.stack != nil ? .list : nil
    }
  }

  /// Every pattern, in one hidden SVG element for the whole document.
  static var definitions: String {
    "<svg class=\"decorations\" width=\"0\" height=\"0\" aria-hidden=\"true\" "
      + "style=\"position: absolute\"><defs>\n"
      + allCases.map(\.pattern).joined() + "</defs></svg>\n"
  }

  /// The pattern: one tile the size of the node, its content in fractions of the node's width
  /// and height, in white and black washes over the node's colour.
  var pattern: String {
    "<pattern id=\"\(id)\" patternContentUnits=\"objectBoundingBox\" width=\"1\" height=\"1\">"
      + content + "</pattern>\n"
  }

  private var content: String {
    switch self {
    case .list: Self.navigationBar + Self.rows(from: 0.14, to: 0.98)
    case .grid: Self.navigationBar + Self.cells
    case .detail:
      Self.navigationBar + Self.photo(x: 0, y: 0.12, width: 1, height: 0.42)
        + Self.lines(from: 0.58, count: 5)
    case .photo: Self.photo(x: 0, y: 0, width: 1, height: 1)
    case .caption:
      Self.wash(0.08, 0.22, 0.84, 0.2, white: true, opacity: 0.8)
        + Self.wash(0.08, 0.58, 0.56, 0.2, white: true, opacity: 0.6)
    case .sheet:
      Self.wash(0.42, 0.008, 0.16, 0.006, white: true, opacity: 0.9, rounded: true)
        + Self.rows(from: 0.05, to: 0.98)
    case .tabs:
      Self.navigationBar + Self.rows(from: 0.14, to: 0.88)
        + Self.wash(0, 0.9, 1, 0.1, white: true, opacity: 0.4)
        + (0..<4).map { index in
          Self.wash(0.1 + Double(index) * 0.23, 0.92, 0.07, 0.03, white: true, opacity: 0.85)
        }.joined()
    }
  }

  /// A rectangle of white (or black) at `opacity`, in fractions of the node.
  private static func wash(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, white: Bool, opacity: Double,
    rounded: Bool = false
  ) -> String {
    let t = { LabReport.trimmed($0, 4) }
    return "<rect x=\"\(t(x))\" y=\"\(t(y))\" width=\"\(t(width))\" height=\"\(t(height))\""
      + (rounded ? " rx=\"\(t(height / 2))\"" : "")
      + " fill=\"\(white ? "#ffffff" : "#000000")\" fill-opacity=\"\(t(opacity))\" />"
  }

  /// The status and navigation bars (a tenth of an iPhone's height), with a title.
  private static var navigationBar: String {
    wash(0, 0, 1, 0.115, white: true, opacity: 0.35)
      + wash(0.32, 0.07, 0.36, 0.02, white: true, opacity: 0.9)
      + wash(0.04, 0.07, 0.06, 0.02, white: true, opacity: 0.7)
  }

  /// List cells from `top` to `bottom`: an icon, a title and a subtitle, and a separator.
  private static func rows(from top: Double, to bottom: Double) -> String {
    var svg = ""
    var y = top
    while y + 0.07 <= bottom {
      svg += wash(0.05, y + 0.012, 0.1, 0.046, white: true, opacity: 0.55)
      svg += wash(0.2, y + 0.016, 0.55, 0.016, white: true, opacity: 0.8)
      svg += wash(0.2, y + 0.042, 0.35, 0.012, white: true, opacity: 0.5)
      svg += wash(0.05, y + 0.068, 0.95, 0.002, white: false, opacity: 0.25)
      y += 0.07
    }
    return svg
  }

  /// A grid of photo cells under the navigation bar, three a row.
  private static var cells: String {
    var svg = ""
    for row in 0..<7 {
      for column in 0..<3 {
        svg += photo(
          x: 0.01 + Double(column) * 0.33, y: 0.125 + Double(row) * 0.125, width: 0.31,
          height: 0.115)
      }
    }
    return svg
  }

  /// Lines of text from `top`.
  private static func lines(from top: Double, count: Int) -> String {
    (0..<count).map { index in
      wash(
        0.06, top + Double(index) * 0.05, index == count - 1 ? 0.5 : 0.88, 0.016,
        white: true, opacity: 0.7)
    }.joined()
  }

  /// A photo in the rectangle: a light sky, a sun and two dark hills.
  private static func photo(x: Double, y: Double, width: Double, height: Double) -> String {
    let t = { LabReport.trimmed($0, 4) }
    func px(_ fraction: Double) -> String { t(x + fraction * width) }
    func py(_ fraction: Double) -> String { t(y + fraction * height) }
    return wash(x, y, width, height * 0.62, white: true, opacity: 0.28)
      + "<ellipse cx=\"\(px(0.72))\" cy=\"\(py(0.26))\" rx=\"\(t(width * 0.1))\""
      + " ry=\"\(t(height * 0.1))\" fill=\"#ffe9a8\" fill-opacity=\"0.9\" />"
      + "<path d=\"M\(px(0)) \(py(0.78))L\(px(0.3)) \(py(0.4))L\(px(0.55)) \(py(0.72))"
      + "L\(px(0.72)) \(py(0.55))L\(px(1)) \(py(0.82))L\(px(1)) \(py(1))L\(px(0)) \(py(1))Z\""
      + " fill=\"#000000\" fill-opacity=\"0.3\" />"
  }
}
