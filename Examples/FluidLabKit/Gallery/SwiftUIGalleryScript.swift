import FluidTransitions

/// The gallery's SwiftUI scenarios (issue 23): what the gallery app's SwiftUI tab shows, run on
/// the core types its SwiftUI layer drives — a `FluidNavigationStack`'s path through
/// ``NavigationStackState`` and ``NavigationPathSync``, the zoom by identifier and namespace
/// through ``TransitionSourceTable``, a `fluidSheet`'s detent selection and `isPresented`
/// through the sheet's detent driver, ``DetentSelectionSync`` and ``PresentationSync``, and
/// `FluidTransitionReader`'s proxy through the driver's frames — in the default 390 × 844 pt
/// container; touches every 1/120 s, as ``GalleryScript``'s.
///
/// The SwiftUI layer itself (hosting controllers, SwiftUI's updates) does not run here: the
/// glue suite tests it against the shims. What runs is the core the layer is glue over, so
/// these traces are the ones a SwiftUI app shows.
enum SwiftUIGalleryScript: String, CaseIterable, Sendable {
  /// The app appends to the path (a push); a swipe across the content pops, and the path is
  /// written back.
  case pathAppendAndSwipe
  /// The app removes the path's last element (a pop) and appends it again mid-pop: the pop
  /// turns around.
  case pathRestoredMidPop
  /// The app appends to the path while a swipe's pop settles: the pop lands, then one push.
  case pathAppendedDuringSwipe
  /// The app sets a path of three elements at once, then one of one.
  case pathOfSeveral
  /// A page zooms back onto its tile while the grid scrolls: the source re-targets.
  case zoomSourceScrolls
  /// The grid scrolls the tile out of sight mid-flight: the zoom turns into its fallback.
  case zoomSourceScrolledAway
  /// A drag between detents writes the selection.
  case sheetSelection
  /// A throw down dismisses the sheet and writes `isPresented` back.
  case sheetDismissal
  /// The same throw on a sheet whose content disables the interactive dismissal.
  case sheetDismissDisabled
  /// A reader's proxy while a finger grabs a pop and throws it back.
  case reader

  /// The grid's scroll view: its visible bounds, under a 100-point header.
  static let grid = Rect(x: 0, y: 100, width: 390, height: 744)
  /// The key the tile and its page name (`fluidTransitionSource(id: 4, in: tiles)`).
  static let sourceKey = "tiles/4"
  /// When the grid starts to scroll, how long it scrolls, and how far (points), for the two
  /// zoom scripts.
  static let scrollStart = 0.22
  static let scrollDuration = 0.15
  static let scrollDistance = 120.0
  static let scrollAwayDistance = 330.0

  /// A short human title.
  var title: String {
    switch self {
    case .pathAppendAndSwipe: "path.append, then a swipe writes the path back"
    case .pathRestoredMidPop: "path.removeLast, then path.append mid-pop"
    case .pathAppendedDuringSwipe: "path.append while a swipe's pop settles"
    case .pathOfSeveral: "a path of several elements at once"
    case .zoomSourceScrolls: "zoom by id and namespace, the grid scrolls mid-pop"
    case .zoomSourceScrolledAway: "zoom by id and namespace, the tile scrolls away"
    case .sheetSelection: "fluidSheet: a drag writes the selection"
    case .sheetDismissal: "fluidSheet: a throw writes isPresented back"
    case .sheetDismissDisabled: "fluidSheet with fluidInteractiveDismissDisabled()"
    case .reader: "FluidTransitionReader during a grab and a release"
    }
  }

  /// What happens, for the report.
  var summary: String {
    switch self {
    case .pathAppendAndSwipe:
      "The path is empty: the app appends \"Message\" at 0 s, and the stack pushes its page."
        + " At 0.7 s a finger swipes across the content toward the trailing edge at 1,200 pt/s:"
        + " the pop follows it and lands, and only then does the layer write the path back to"
        + " []."
    case .pathRestoredMidPop:
      "The path is [\"Message\"]: the app removes the last element at 0 s (a back button) and"
        + " the page slides away; 0.15 s later the app appends \"Message\" again. Its page is"
        + " still held by the pop, so the path takes it back: the rule turns the pop around from"
        + " the frame on screen, and the path stays as the app set it."
    case .pathAppendedDuringSwipe:
      "The path is [\"Message\"]: a finger swipes the page away and lets go, and while the pop"
        + " settles the app appends \"Photo\". The path still holds \"Message\" (the layer"
        + " writes it back only at rest), so the new path asks for a page more, not for the one"
        + " leaving: the pop lands, then one push shows Photo over Message, and the path is never"
        + " written back."
    case .pathOfSeveral:
      "The path is empty: the app sets [\"Albums\", \"Album\", \"Photo\"] at once, and the stack"
        + " runs one push, to Photo, as setViewControllers does; at 0.8 s it sets [\"Albums\"]"
        + " and the stack runs one pop, to Albums."
    case .zoomSourceScrolls:
      "Tile 5's page, zoomed in from the grid, is dragged 150 pt down at 1,000 pt/s and let go;"
        + " as it flies back, the grid scrolls 120 pt: the source table answers the tile's new"
        + " frame on every frame, and the flight lands on it. The path is written back once it"
        + " rests."
    case .zoomSourceScrolledAway:
      "The same drag, but the grid scrolls 330 pt: the tile leaves what the grid's scroll view"
        + " shows, the source table answers no source, and the flight turns into the no-source"
        + " fallback without a jump, fading out."
    case .sheetSelection:
      "The sheet rests at medium with its selection bound to detent: a finger flicks it up at"
        + " 1,500 pt/s and it springs to large; the layer writes .large to the binding when the"
        + " sheet's selected detent changes."
    case .sheetDismissal:
      "From medium, a finger throws the sheet down at 2,500 pt/s below the smallest detent:"
        + " the dismissal takes over at the finger's speed, and once it has completed the layer"
        + " writes false to isPresented."
    case .sheetDismissDisabled:
      "The same throw on a sheet whose content says fluidInteractiveDismissDisabled(): the"
        + " sheet refuses the dismissal and settles back at medium; isPresented and the"
        + " selection stay as they were."
    case .reader:
      "A back tap pops Tile 5's page with the zoom; at 40 % of the duration a finger grabs it,"
        + " drags it back 15 % and lets go, and it settles back on the page. The page's"
        + " FluidTransitionReader reads the driver on every frame: the plot's progress,"
        + " velocity and phases are exactly the proxy's, and the table lists its readings."
    }
  }

  /// The SwiftUI a developer writes for the scenario, with the library's public API.
  var code: String {
    switch self {
    case .pathAppendAndSwipe:
      """
      @State private var path: [String] = []

      FluidNavigationStack(path: $path) {
        Inbox(open: { path.append("Message") })
      } destination: { name in
        MessageView(name)
      }
      // The stack's interaction is .contentPop: a swipe
      // across the content pops, and path is [] again
      // once the pop has landed.
      """
    case .pathRestoredMidPop:
      """
      FluidNavigationStack(path: $path) {
        Inbox()
      } destination: { name in
        MessageView(name)
      }

      path.removeLast()       // 0 s: the pop starts
      path.append("Message")  // 0.15 s: it turns around
      """
    case .pathAppendedDuringSwipe:
      """
      FluidNavigationStack(path: $path) {
        Inbox()
      } destination: { name in
        MessageView(name)
      }

      // 0.3 s, the swipe's pop settling; path is
      // still ["Message"]:
      path.append("Photo")
      """
    case .pathOfSeveral:
      """
      FluidNavigationStack(path: $path) {
        Library()
      } destination: { name in
        Screen(name)
      }

      // 0 s: one push, to Photo
      path = ["Albums", "Album", "Photo"]
      // 0.8 s: one pop, to Albums
      path = ["Albums"]
      """
    case .zoomSourceScrolls, .zoomSourceScrolledAway:
      """
      @Namespace private var tiles

      FluidNavigationStack(path: $path) {
        ScrollView {
          LazyVGrid(columns: columns) {
            ForEach(0..<30, id: \\.self) { tile in
              Thumbnail(tile)
                .fluidTransitionSource(id: tile, in: tiles)
            }
          }
        }
      } destination: { tile in
        TilePage(tile)
          .fluidTransition(.zoom(sourceID: tile, in: tiles))
      }
      """
    case .sheetSelection, .sheetDismissal:
      """
      @State private var isPresented = true
      @State private var detent: SheetDetent.Identifier =
        .medium

      Inbox()
        .fluidSheet(
          isPresented: $isPresented,
          detents: [.medium, .large],
          selection: $detent
        ) {
          Compose()
        }
      """
    case .sheetDismissDisabled:
      """
      Inbox()
        .fluidSheet(
          isPresented: $isPresented,
          detents: [.medium, .large],
          selection: $detent
        ) {
          Compose()
            .fluidInteractiveDismissDisabled()
        }
      """
    case .reader:
      """
      FluidNavigationStack(path: $path) {
        Grid()
      } destination: { tile in
        FluidTransitionReader { proxy in
          TilePage(tile)
            .opacity(proxy.presence)
        }
        .fluidTransition(.zoom(sourceID: tile, in: tiles))
      }
      """
    }
  }

  /// The navigation stack at the start, root first, for the path scripts.
  var stack: [String]? {
    switch self {
    case .pathAppendAndSwipe: ["Inbox"]
    case .pathRestoredMidPop, .pathAppendedDuringSwipe: ["Inbox", "Message"]
    case .pathOfSeveral: ["Library"]
    default: nil
    }
  }

  /// The path at the end, for the scripts with a path.
  var finalPath: [String]? {
    switch self {
    case .pathAppendAndSwipe: []
    case .pathRestoredMidPop: ["Message"]
    case .pathAppendedDuringSwipe: ["Message", "Photo"]
    case .pathOfSeveral: ["Albums"]
    case .zoomSourceScrolls, .zoomSourceScrolledAway: []
    case .reader: ["Tile 5"]
    case .sheetSelection, .sheetDismissal, .sheetDismissDisabled: nil
    }
  }

  /// The stack transitions' outcomes, in order, for the path scripts: true when one completes.
  var outcomes: [Bool] {
    switch self {
    case .pathAppendAndSwipe: [true, true]
    case .pathRestoredMidPop: [false]
    case .pathAppendedDuringSwipe: [true, true]
    case .pathOfSeveral: [true, true]
    default: []
    }
  }

  /// The scroll of the grid, for the zoom scripts: how far it scrolls.
  var scrollDistance: Double? {
    switch self {
    case .zoomSourceScrolls: Self.scrollDistance
    case .zoomSourceScrolledAway: Self.scrollAwayDistance
    default: nil
    }
  }

  /// The scenario document.
  var scenario: JSONValue {
    switch self {
    case .pathAppendAndSwipe, .pathRestoredMidPop, .pathAppendedDuringSwipe, .pathOfSeveral:
      return stackScenario
    case .zoomSourceScrolls, .zoomSourceScrolledAway:
      return zoomScenario
    case .sheetSelection:
      return SheetGalleryScript.detentFlick.scenario
    case .sheetDismissal:
      return SheetGalleryScript.throwToDismiss.scenario
    case .sheetDismissDisabled:
      guard case .object(var members) = SheetGalleryScript.throwToDismiss.scenario else {
        return SheetGalleryScript.throwToDismiss.scenario
      }
      members.insert(("dismissible", .bool(false)), at: members.count - 2)
      return .object(members)
    case .reader:
      return GalleryScript.grabAndReverse.scenario(for: .zoom, operation: .pop)
    }
  }

  private var stackScenario: JSONValue {
    var events: [JSONValue] = []
    func append(_ at: Double, _ type: String, _ members: [(String, JSONValue)] = []) {
      events.append(
        .object([("t", .number(Self.rounded(at))), ("type", .string(type))] + members))
    }
    func setPath(_ at: Double, _ path: [String]) {
      let root = stack?.first ?? ""
      append(at, "setViewControllers", [("stack", .array(([root] + path).map(JSONValue.string)))])
    }
    /// A swipe across the content from `start`, toward the trailing edge at 1,200 pt/s.
    func swipe(from start: Double) {
      let landing = Point(x: 195, y: 600)
      append(start, "touchDown", [("x", .number(landing.x)), ("y", .number(landing.y))])
      // 1,200 pt/s: 10 pt a sample, 20 samples.
      for index in 1...20 {
        append(
          start + Double(index) * GalleryScript.sampleInterval, "touchMove",
          [("x", .number(landing.x + 10 * Double(index))), ("y", .number(landing.y))])
      }
      append(
        start + 20 * GalleryScript.sampleInterval + GalleryScript.liftDelay, "touchUp",
        [("x", .number(landing.x + 200)), ("y", .number(landing.y))])
    }
    var until = 2.0
    switch self {
    case .pathAppendAndSwipe:
      setPath(0, ["Message"])
      swipe(from: 0.7 + GalleryScript.firstTouch)
      until = 2.5
    case .pathAppendedDuringSwipe:
      swipe(from: GalleryScript.firstTouch)
      setPath(0.3, ["Message", "Photo"])
    case .pathRestoredMidPop:
      setPath(0, [])
      setPath(0.15, ["Message"])
    default:
      setPath(0, ["Albums", "Album", "Photo"])
      setPath(0.8, ["Albums"])
    }
    return .object([
      ("style", .string(LabStyle.slide.rawValue)),
      ("interaction", .string(LabInteraction.contentPop.rawValue)),
      (LabStack.fieldName, .array((stack ?? []).map(JSONValue.string))),
      ("until", .number(until)),
      ("events", .array(events)),
    ])
  }

  /// The tile's frame on screen when the grid has scrolled `offset` points.
  static func tileFrame(scrolledBy offset: Double) -> Rect {
    ZoomGalleryScript.cell.offsetBy(dx: 0, dy: -offset)
  }

  /// The zoom's source after the grid has scrolled `offset` points, as the SwiftUI layer finds
  /// it: the table's latest view registered under the tile's key whose frame is on screen,
  /// inside the grid's visible bounds.
  static func source(scrolledBy offset: Double) -> Rect? {
    var table = TransitionSourceTable<String, String>()
    table.register("tile 5", under: sourceKey)
    let frame = tileFrame(scrolledBy: offset)
    let token = table.source(for: sourceKey) { _ in
      TransitionSourceTable<String, String>.isOnScreen(
        x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
        within: Rect(origin: .zero, size: ZoomGalleryScript.container), clippedTo: grid)
    }
    return token == nil ? nil : frame
  }

  /// The grid's scroll offset at `time`, easing in and out.
  func scrollOffset(at time: Double) -> Double {
    guard let distance = scrollDistance else { return 0 }
    let u = Swift.min(Swift.max((time - Self.scrollStart) / Self.scrollDuration, 0), 1)
    return distance * u * u * (3 - 2 * u)
  }

  /// The times of the grid's scroll samples, one a frame.
  static var scrollTimes: [Double] {
    let count = Int((scrollDuration / GalleryScript.sampleInterval).rounded())
    return (0...count).map { scrollStart + Double($0) * GalleryScript.sampleInterval }
  }

  private var zoomScenario: JSONValue {
    var events: [JSONValue] = []
    var time = 0.0
    func append(_ at: Double, _ type: String, _ members: [(String, Double)] = []) {
      time = at
      events.append(
        .object(
          [("t", .number(Self.rounded(at))), ("type", .string(type))]
            + members.map { ($0.0, .number(Self.rounded($0.1))) }))
    }
    let touch = ZoomGalleryScript.touch
    append(0, "startInteractive")
    // 1,000 pt/s: 8.33 pt a sample, 18 samples.
    append(GalleryScript.firstTouch, "touchDown", [("x", touch.x), ("y", touch.y)])
    let start = time
    for index in 1...18 {
      append(
        start + Double(index) * GalleryScript.sampleInterval, "touchMove",
        [("x", touch.x), ("y", touch.y + Double(index) * 1_000 * GalleryScript.sampleInterval)])
    }
    append(time + GalleryScript.liftDelay, "touchUp", [("x", touch.x), ("y", touch.y + 150)])
    // The grid scrolls one sample a frame; the source the table answers moves, until it has
    // none, for the rest of the run.
    for at in Self.scrollTimes {
      guard let frame = Self.source(scrolledBy: scrollOffset(at: at)) else {
        append(at, "sourceRemove")
        break
      }
      append(
        at, "sourceMove",
        [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)])
    }
    return .object([
      ("style", .string(LabStyle.zoom.rawValue)),
      ("operation", .string(TransitionOperation.pop.rawValue)),
      ("interaction", .string(LabInteraction.zoomDrag.rawValue)),
      (
        "container",
        .object([
          ("width", .number(ZoomGalleryScript.container.width)),
          ("height", .number(ZoomGalleryScript.container.height)),
        ])
      ),
      (
        "sourceElement",
        LabZoom.json(ZoomGalleryScript.cell, cornerRadius: ZoomGalleryScript.cellRadius)
      ),
      ("destinationElement", LabZoom.json(ZoomGalleryScript.imageView, cornerRadius: nil)),
      ("until", .number(Self.rounded(time + 1))),
      ("events", .array(events)),
    ])
  }

  /// Times and positions rounded to the microsecond and micropoint.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
