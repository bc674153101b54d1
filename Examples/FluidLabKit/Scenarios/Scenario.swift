import FluidTransitions

/// A validated scenario file (the lab's reference, "Scenario file"), every optional field
/// resolved to its default. Built only through ``init(json:)``, which checks everything before
/// anything runs.
struct Scenario {
  /// One scripted event.
  struct Event {
    /// What happens.
    enum Kind: String, CaseIterable {
      case start
      case startInteractive
      case touchDown
      case touchMove
      case touchUp
      case touchCancel
      case cancel
      case finish
      /// The keyboard changes (sheet scenarios with detents only).
      case keyboard
      /// Two fingers begin a pinch (zoom scenarios with `"interaction": "pinch"` only): their
      /// centroid and the scale since the pinch began (UIKit's `UIPinchGestureRecognizer`).
      case pinchBegin
      /// The pinch changes.
      case pinchMove
      /// A finger of the pinch lifts: the pinch ends.
      case pinchEnd
      /// The system takes the pinch away.
      case pinchCancel
      /// The source element moves (zoom scenarios only): the grid re-lays out or scrolls.
      case sourceMove
      /// The source element disappears (zoom scenarios only): the cell is deleted or scrolled
      /// away; it stays gone for the rest of the run.
      case sourceRemove
      /// `pushViewController(_:animated:)` of the view controller `to` (stack scenarios only).
      case push
      /// `popViewController(animated:)` (stack scenarios only).
      case pop
      /// `popToRootViewController(animated:)` (stack scenarios only).
      case popToRoot
      /// `setViewControllers(_:animated:)` with `stack` (stack scenarios only).
      case setViewControllers
      /// The container changes size to `width` × `height` (a rotation, a window resize), its
      /// safe area to `safeArea` (``LabSafeArea``), or both: the library's driver re-plans the
      /// rest of the transition onto the new layout (transition scenarios only: not a stack,
      /// not a sheet with detents).
      case resize

      /// The types every scenario accepts, in the order error messages list them (`keyboard`
      /// needs a sheet with detents).
      static let basic: [Kind] = [
        .start, .startInteractive, .touchDown, .touchMove, .touchUp, .touchCancel, .cancel, .finish,
      ]

      /// The pinch's events, in the order error messages list them.
      static let pinchKinds: [Kind] = [.pinchBegin, .pinchMove, .pinchEnd, .pinchCancel]

      /// The requests of a stack scenario, in the order error messages list them.
      static let requestKinds: [Kind] = [.push, .pop, .popToRoot, .setViewControllers]

      /// The types a stack scenario accepts: touches, programmatic `cancel` and `finish` of
      /// the transition on screen, and the requests (its transitions start from its requests
      /// and the pop gesture, so it has no `start`).
      static let stackKinds: [Kind] = basic.filter { !$0.isStart } + requestKinds

      /// Whether the event asks something of the stack.
      var isRequest: Bool { Self.requestKinds.contains(self) }

      /// Whether the event starts the transition.
      var isStart: Bool { self == .start || self == .startInteractive }

      /// Whether the event is one of the pinch's.
      var isPinch: Bool { Self.pinchKinds.contains(self) }

      /// Whether the event moves or removes the zoom's source.
      var isSource: Bool { self == .sourceMove || self == .sourceRemove }

      /// Whether only a zoom scenario takes the event (a pinch's or a source's).
      var isZoomOnly: Bool { isPinch || isSource }

      /// The keys the event may have besides `t` and `type`, for a zoom-only event.
      var zoomKeys: [String] {
        switch self {
        case .pinchBegin, .pinchMove, .pinchEnd, .pinchCancel: ["x", "y", "scale"]
        case .sourceMove: ["element", "x", "y", "width", "height"]
        case .sourceRemove: ["element"]
        default: []
        }
      }

      /// Whether the event is a touch, which may carry a position.
      var isTouch: Bool {
        self == .touchDown || self == .touchMove || self == .touchUp || self == .touchCancel
      }

      /// Whether the event needs a position.
      var needsPosition: Bool {
        (isTouch && self != .touchCancel) || self == .pinchBegin || self == .pinchMove
          || self == .sourceMove
      }

      /// Whether the event may carry a position (both coordinates or neither) without needing
      /// one.
      var mayHavePosition: Bool {
        self == .touchCancel || self == .pinchEnd || self == .pinchCancel
      }
    }

    /// Scenario time, in seconds.
    var time: Double
    var kind: Kind
    /// In container coordinates (points); touches only.
    var position: Point?
    /// The keyboard's change; `keyboard` events only.
    var keyboard: LabKeyboard?
    /// The pinch's scale since it began (1 at its start); pinch events only, optional for
    /// `pinchEnd` and `pinchCancel`.
    var scale: Double?
    /// The element whose source moves or disappears (nil: the primary); source events only.
    var element: String?
    /// The source's new size, in points, for `sourceMove` (its origin is `position`); the
    /// container's new size for `resize` (nil: it keeps its size).
    var size: Size?
    /// The container's new safe area, for `resize` (nil: it keeps its safe area).
    var safeArea: LabSafeArea?
    /// The view controller a `push` pushes.
    var pushed: String?
    /// The stack a `setViewControllers` sets, root first.
    var stack: [String]?
  }

  /// The longest run the lab accepts, in seconds of simulated time.
  static let maximumUntil: Double = 600
  /// The accepted display rates, in frames per second.
  static let frameRates: ClosedRange<Double> = 10...240
  /// The accepted durations, in seconds (the library clamps longer ones).
  static let durations: ClosedRange<Double> = 0...TimingCurve.maximumDuration
  /// Frame indices must lie below this.
  static let frameIndexLimit = 1 << 31

  /// The top-level fields, in the order the lab's reference lists them and traces echo them.
  static let fieldNames = [
    "style", "operation", "interaction", "container", "layoutDirection", "reduceMotion",
    "frameRate", "duration", "droppedFrames", "sourceElement", "destinationElement", "options",
    "until", "events", "driver", "releasePolicy",
  ]
  static let requiredFieldNames = ["style", "operation", "until", "events"]

  var style: LabStyle
  var operation: TransitionOperation
  var interaction: LabInteraction
  /// Points.
  var container: Size
  var layoutDirection: UserInterfaceLayoutDirection
  var reduceMotion: Bool
  /// Frames per second.
  var frameRate: Double
  /// Seconds.
  var duration: Double
  var droppedFrames: [Int]
  var sourceElement: Rect?
  var destinationElement: Rect?
  /// Every option of the style, given or defaulted, in the style's order.
  var options: [(name: String, value: Double)]
  /// Seconds of simulated time to run.
  var until: Double
  var events: [Event]
  /// The driver that runs the transition: the library's, or the percent-driven baseline.
  var driver: LabDriverKind
  /// How releases decide, and the spring that settles them.
  var releasePolicy: LabReleasePolicy
  /// A sheet's detents: with them the scenario runs the presented sheet, not one transition
  /// (``LabSheet``); nil for every other scenario.
  var sheet: LabSheet?
  /// A zoom's additions (``LabZoom``): its further elements, alignment rect and measured radii;
  /// nil for every other style.
  var zoom: LabZoom?
  /// The navigation stack a stack scenario starts with, root first: with it the scenario runs
  /// the stack (``StackScenarioRunner``), not one transition; nil for every other scenario.
  var stack: [String]?
  /// The scroll views a content swipe may land on, innermost first (``LabScrollView``); empty
  /// for plain content and for every other interaction.
  var content: [LabScrollView] = []

  /// The value of the style's option `name`, if the style has it.
  func option(_ name: String) -> Double? {
    options.first { $0.name == name }?.value
  }

  /// The sheet's detents resolved in the container, as its ``SheetStyle`` resolves them; nil
  /// without detents.
  var sheetLayout: SheetLayout? {
    sheet.map {
      $0.layout(in: container, dimmingAlpha: option("dimmingAlpha") ?? SheetStyle().dimmingAlpha)
    }
  }

  /// The library style the scenario runs: the catalog's, configured with its duration and
  /// options (and, for a sheet with detents, its detents).
  func makeStyle() -> any TransitionStyle {
    sheet == nil ? makeCatalogStyle() : makeSheetStyle()
  }

  private func makeCatalogStyle() -> any TransitionStyle {
    let values = Dictionary(options.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    return style.makeStyle(duration: duration, options: values)
  }

  /// The sheet style with the scenario's duration, options and detents (the defaults for
  /// what it does not give).
  func makeSheetStyle() -> SheetStyle {
    let defaults = SheetStyle()
    guard let sheet else {
      return makeCatalogStyle() as? SheetStyle ?? defaults
    }
    return SheetStyle(
      duration: duration, detents: sheet.detents.map(\.detent),
      selectedDetentIdentifier: sheet.selectedDetent.map { SheetDetent.Identifier(rawValue: $0) },
      largestUndimmedDetentIdentifier: sheet.largestUndimmedDetent.map {
        SheetDetent.Identifier(rawValue: $0)
      },
      dimmingAlpha: option("dimmingAlpha") ?? defaults.dimmingAlpha,
      cornerRadius: option("cornerRadius") ?? defaults.cornerRadius)
  }

  /// The scene the style plans for.
  var scene: TransitionScene {
    TransitionScene(
      container: container, operation: operation, sourceElement: sourceElement,
      destinationElement: destinationElement, sourceCornerRadius: zoom?.sourceCornerRadius,
      destinationCornerRadius: zoom?.destinationCornerRadius, alignmentRect: zoom?.alignmentRect,
      elements: zoom?.elements.map(\.sharedElement) ?? [], layoutDirection: layoutDirection,
      reduceMotion: reduceMotion)
  }

  /// Validates a parsed scenario file; the error names the field at fault (`events[3].t`).
  init(json: JSONValue) throws(LabError) {
    let root = try ObjectReader(json, path: JSONPath())
    // Whether the zoom's additions are named in messages that list what a scenario accepts.
    let zoomAdditions = LabZoom.usesAdditions(root)
    let unknown = root.keys.filter {
      !Self.fieldNames.contains($0) && !LabSheet.fieldNames.contains($0)
        && !LabZoom.fieldNames.contains($0) && $0 != LabStack.fieldName
        && $0 != LabScrollView.fieldName
    }
    if !unknown.isEmpty {
      let names = unknown.map { JSONValue.string($0).text }.joined(separator: ", ")
      // The sheet's and the zoom's fields are named only to a scenario that uses one, so every
      // other scenario's message stays as it was.
      let sheetFields =
        LabSheet.fieldNames.contains(where: { root[$0] != nil })
        ? "; a sheet with detents also has " + LabSheet.fieldNames.joined(separator: ", ") : ""
      let zoomFields =
        zoomAdditions ? "; a zoom also has " + LabZoom.fieldNames.joined(separator: ", ") : ""
      throw LabError(
        "unknown field\(unknown.count == 1 ? "" : "s") \(names) (a scenario has "
          + Self.fieldNames.joined(separator: ", ") + sheetFields + zoomFields + ")")
    }
    let isStack = root[LabStack.fieldName] != nil
    for name in Self.requiredFieldNames where root[name] == nil {
      // A stack's transitions are its requests' pushes and pops.
      if isStack && name == "operation" { continue }
      throw LabError("\(name): required field is missing")
    }

    style = try root.choice("style", of: LabStyle.self, default: nil)
    if isStack {
      stack = try LabStack.names(
        root[LabStack.fieldName] ?? .null, path: root.path.appending(LabStack.fieldName))
      if root["operation"] != nil {
        throw LabError(
          "\(root.path.appending("operation")): a stack scenario's transitions are the pushes"
            + " and pops its requests and its pop gesture make")
      }
      if !LabStack.styles.contains(style) {
        throw LabError(
          "\(root.path.appending("style")): a stack runs "
            + LabStack.styles.map(\.rawValue).joined(separator: ", ")
            + " (styles that push and pop without shared elements), not \(style.rawValue)")
      }
    }
    operation =
      isStack ? .pop : try root.choice("operation", of: TransitionOperation.self, default: nil)
    if !style.operations.contains(operation) {
      throw LabError(
        "operation: style \(style.rawValue) does not support \(operation.rawValue) (it supports "
          + style.operations.map(\.rawValue).joined(separator: ", ") + ")")
    }
    if root["interaction"]?.string == LabInteraction.pinch.rawValue, style != .zoom {
      throw LabError(
        "\(root.path.appending("interaction")): pinch is a zoom's gesture (style"
          + " \(style.rawValue) takes "
          + LabInteraction.allCases.filter { $0 != .pinch }.map(\.rawValue).joined(separator: ", ")
          + ")")
    }
    let listsPinch = style == .zoom && zoomAdditions
    if root["interaction"]?.string == LabInteraction.contentPop.rawValue, operation != .pop {
      throw LabError(
        "\(root.path.appending("interaction")): contentPop is a navigation pop's gesture"
          + " (\"operation\": \"pop\", or a scenario with a stack)")
    }
    let operation = self.operation
    interaction = try root.choice(
      "interaction",
      among: isStack
        ? LabStack.interactions
        : LabInteraction.allCases.filter {
          ($0 != .pinch || listsPinch) && ($0 != .contentPop || operation == .pop)
        },
      default: isStack ? .edgePan : style.galleryInteraction(for: operation))
    content = try LabScrollView.read(root, interaction: interaction)
    container = try Self.readContainer(root)
    layoutDirection = try root.choice(
      "layoutDirection", of: UserInterfaceLayoutDirection.self, default: .leftToRight)
    reduceMotion = try root.bool("reduceMotion", default: false)
    frameRate = try root.number("frameRate", in: Self.frameRates, unit: "frames per second") ?? 120
    duration =
      try root.number("duration", in: Self.durations, unit: "seconds") ?? style.defaultDuration
    droppedFrames = try Self.readDroppedFrames(root)
    // A zoom's element rects may carry the radius measured on the element's node.
    let source = try LabZoom.readRect(
      root["sourceElement"], path: root.path.appending("sourceElement"),
      allowsCornerRadius: style == .zoom, listsCornerRadius: zoomAdditions)
    let destination = try LabZoom.readRect(
      root["destinationElement"], path: root.path.appending("destinationElement"),
      allowsCornerRadius: style == .zoom, listsCornerRadius: zoomAdditions)
    sourceElement = source?.rect
    destinationElement = destination?.rect
    // An omitted element takes the style's default; an explicit null means the element is
    // gone (for zoom: the fallback path).
    if style.usesSharedElements {
      let defaults = LabStyle.defaultElements(in: container)
      if root["sourceElement"] == nil { sourceElement = defaults.source }
      if root["destinationElement"] == nil { destinationElement = defaults.destination }
    }
    options = try Self.readOptions(root, style: style, listsZoomAdditions: zoomAdditions)
    sheet = try LabSheet.read(root, style: style)
    zoom = try LabZoom.read(
      root, style: style, sourceCornerRadius: source?.cornerRadius,
      destinationCornerRadius: destination?.cornerRadius)
    if sheet != nil {
      // The detents are the sheet's heights: its one-height option does not apply.
      let heightFraction = "heightFraction"
      if root["options"]?[heightFraction] != nil {
        throw LabError(
          "\(root.path.appending("options").appending(heightFraction)): a sheet with detents"
            + " takes its heights from detents")
      }
      options.removeAll { $0.name == heightFraction }
    }
    let until = try root.requiredNumber(
      "until", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
      unit: "seconds")
    guard until > 0, until <= Self.maximumUntil else {
      throw LabError(
        "until: must be > 0 and <= \(JSONValue.format(Self.maximumUntil)) seconds,"
          + " got \(JSONValue.format(until))")
    }
    self.until = until
    events = try Self.readEvents(
      root, until: until, hasDetents: sheet != nil,
      touchesBeforeStart: sheet != nil && operation == .dismiss,
      zoomRules: ZoomEventRules(
        style: style, interaction: interaction, zoom: zoom,
        hasPrimarySource: sourceElement != nil, listsAdditions: zoomAdditions),
      isStack: isStack)
    driver = try root.choice("driver", of: LabDriverKind.self, default: .fluid)
    if isStack, driver != .fluid {
      throw LabError(
        "\(root.path.appending("driver")): a stack runs the library's driver only"
          + " (\(driver.rawValue) cannot be reversed from where it is)")
    }
    if sheet != nil, driver != .fluid {
      throw LabError(
        "\(root.path.appending("driver")): a sheet with detents runs the library's driver only"
          + " (\(driver.rawValue) cannot take over a sheet's drag)")
    }
    if interaction == .pinch, driver != .fluid {
      throw LabError(
        "\(root.path.appending("driver")): a pinch runs the library's driver only"
          + " (\(driver.rawValue) has no pinch)")
    }
    releasePolicy = try Self.readReleasePolicy(root)
  }

  // MARK: - Fields

  private static func readContainer(_ root: ObjectReader) throws(LabError) -> Size {
    guard let value = root["container"] else { return Size(width: 390, height: 844) }
    let object = try ObjectReader(value, path: root.path.appending("container"))
    try object.rejectUnknownKeys(allowed: ["width", "height"])
    let positive = 0...Double.greatestFiniteMagnitude
    let width = try object.requiredNumber("width", in: positive, unit: "points")
    let height = try object.requiredNumber("height", in: positive, unit: "points")
    return Size(width: width, height: height)
  }

  private static func readDroppedFrames(_ root: ObjectReader) throws(LabError) -> [Int] {
    guard let value = root["droppedFrames"] else { return [] }
    let path = root.path.appending("droppedFrames")
    guard let elements = value.array else {
      throw LabError(
        "\(path): must be an array of frame indices, got \(value.kindDescription)")
    }
    var frames: [Int] = []
    for (index, element) in elements.enumerated() {
      let elementPath = path.appending(index)
      guard let number = element.number, number == number.rounded(), number >= 0,
        number < Double(frameIndexLimit)
      else {
        throw LabError(
          "\(elementPath): must be a non-negative integer frame index below \(frameIndexLimit),"
            + " got \(element.kindDescription)")
      }
      frames.append(Int(number))
    }
    return frames
  }

  /// The style's options, given or defaulted. An unknown option's message lists the zoom's
  /// options that came with its additions only when `listsZoomAdditions`.
  private static func readOptions(
    _ root: ObjectReader, style: LabStyle, listsZoomAdditions: Bool
  ) throws(LabError) -> [(name: String, value: Double)] {
    let specs = style.options
    guard let value = root["options"] else {
      return specs.map { ($0.name, $0.defaultValue) }
    }
    let object = try ObjectReader(value, path: root.path.appending("options"))
    for key in object.keys where !specs.contains(where: { $0.name == key }) {
      let listed = specs.filter {
        listsZoomAdditions || style != .zoom || !LabZoom.optionNames.contains($0.name)
      }
      let accepted =
        listed.isEmpty
        ? "\(style.rawValue) has no options"
        : "\(style.rawValue) accepts " + listed.map(\.name).joined(separator: ", ")
      throw LabError("\(object.path.appending(key)): unknown option (\(accepted))")
    }
    var resolved: [(name: String, value: Double)] = []
    for spec in specs {
      let value = try object.number(spec.name, in: spec.range, unit: nil) ?? spec.defaultValue
      if spec.isFlag, value != 0, value != 1 {
        throw LabError(
          "\(object.path.appending(spec.name)): must be 0 or 1 (false or true), got"
            + " \(JSONValue.format(value))")
      }
      resolved.append((spec.name, value))
    }
    return resolved
  }

  private static func readReleasePolicy(_ root: ObjectReader) throws(LabError)
    -> LabReleasePolicy
  {
    var policy = LabReleasePolicy()
    guard let value = root["releasePolicy"] else { return policy }
    let object = try ObjectReader(value, path: root.path.appending("releasePolicy"))
    try object.rejectUnknownKeys(allowed: ["threshold", "decelerationRate", "spring"])
    policy.threshold =
      try object.number("threshold", in: LabReleasePolicy.thresholds, unit: nil)
      ?? policy.threshold
    policy.decelerationRate =
      try object.number(
        "decelerationRate", in: LabReleasePolicy.decelerationRates, unit: "per millisecond")
      ?? policy.decelerationRate
    if let spring = object["spring"] {
      let path = object.path.appending("spring")
      guard let text = spring.string else {
        throw LabError(
          "\(path): must be a spring spec such as"
            + " \(JSONValue.string(LabReleasePolicy.defaultSpringSpec).text),"
            + " got \(spring.kindDescription)")
      }
      policy.spring = try LabReleasePolicy.spring(parsing: text, path: path)
      policy.springSpec = text
    }
    return policy
  }

  /// The events. With `hasDetents` they may include `keyboard`; with `touchesBeforeStart` (a
  /// presented sheet: a dismiss with detents) touches, `cancel` and `finish` may come before
  /// any start, which is then optional. `zoomRules` admit a zoom's source events and, with the
  /// pinch, its pinch events.
  private static func readEvents(
    _ root: ObjectReader, until: Double, hasDetents: Bool, touchesBeforeStart: Bool,
    zoomRules: ZoomEventRules, isStack: Bool
  ) throws(LabError) -> [Event] {
    guard let value = root["events"] else { throw LabError("events: required field is missing") }
    let path = root.path.appending("events")
    guard let elements = value.array else {
      throw LabError("\(path): must be an array of events, got \(value.kindDescription)")
    }
    var events: [Event] = []
    var startIndex: Int?
    /// The events that removed a source, by element (nil: the primary).
    var removals: [String?: Int] = [:]
    for (index, element) in elements.enumerated() {
      let eventPath = path.appending(index)
      let object = try ObjectReader(element, path: eventPath)
      let keyboardKeys = ["frame", "duration", "curve"]
      let requestKeys = ["to", "stack"]
      let sizeKeys = ["width", "height"]
      let isResize = object["type"]?.string == Event.Kind.resize.rawValue
      // A scenario that takes resizes lists their keys, so an event whose type is wrong is
      // reported by its type, not by its keys.
      let takesResizes = !isStack && !hasDetents
      // A zoom's event is admitted (or refused) by its type before its keys are checked.
      let zoomKind = object["type"]?.string.flatMap(Event.Kind.init(rawValue:)).flatMap {
        $0.isZoomOnly ? $0 : nil
      }
      if let zoomKind {
        try zoomRules.admit(zoomKind, at: eventPath)
        try object.rejectUnknownKeys(allowed: ["t", "type"] + zoomKind.zoomKeys)
      } else {
        // A zoom that names its additions also lists their keys, so an event whose type is
        // wrong is reported by its type, not by its keys.
        try object.rejectUnknownKeys(
          allowed: ["t", "type", "x", "y"] + (hasDetents ? keyboardKeys : [])
            + zoomRules.listedKeys + (isStack ? requestKeys : [])
            + (isResize || takesResizes ? sizeKeys + [LabSafeArea.fieldName] : []))
      }
      guard object["type"] != nil else {
        throw LabError("\(eventPath).type: required field is missing")
      }
      if isResize, isStack || hasDetents {
        throw LabError(
          "\(eventPath).type: a resize event needs a scenario of one transition (not a stack, not"
            + " a sheet with detents)")
      }
      if !hasDetents, object["type"]?.string == Event.Kind.keyboard.rawValue {
        throw LabError(
          "\(eventPath).type: a keyboard event needs a sheet with detents (\"style\": \"sheet\""
            + " and \"detents\")")
      }
      let kinds =
        isStack
        ? Event.Kind.stackKinds
        : (hasDetents ? Event.Kind.basic + [.keyboard] : Event.Kind.basic + [.resize])
          + (zoomKind == nil ? zoomRules.listedKinds : zoomRules.acceptedKinds)
      if isStack, let type = object["type"]?.string, Event.Kind(rawValue: type)?.isStart == true {
        throw LabError(
          "\(eventPath).type: a stack scenario has no \(type) (its transitions start from its"
            + " requests and its pop gesture)")
      }
      let kind = try object.choice("type", among: kinds, default: nil)
      let time = try object.requiredNumber(
        "t", in: 0...Double.greatestFiniteMagnitude, unit: "seconds")
      if let previous = events.last, time < previous.time {
        throw LabError(
          "\(eventPath).t: goes back in time (\(JSONValue.format(time)) is before"
            + " events[\(index - 1)].t = \(JSONValue.format(previous.time)))")
      }
      if time > until {
        throw LabError(
          "\(eventPath).t: \(JSONValue.format(time)) is after until"
            + " (\(JSONValue.format(until)))")
      }
      var position: Point?
      let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      if kind.needsPosition {
        position = Point(
          x: try object.requiredNumber("x", in: any, unit: "points"),
          y: try object.requiredNumber("y", in: any, unit: "points"))
      } else if kind.mayHavePosition {
        let x = try object.number("x", in: any, unit: "points")
        let y = try object.number("y", in: any, unit: "points")
        switch (x, y) {
        case (let x?, let y?): position = Point(x: x, y: y)
        case (nil, nil): position = nil
        case (nil, _): throw LabError("\(eventPath).x: required when y is given")
        case (_, nil): throw LabError("\(eventPath).y: required when x is given")
        }
      } else {
        for key in ["x", "y"] where object[key] != nil {
          throw LabError("\(eventPath).\(key): a \(kind.rawValue) event has no position")
        }
      }
      var keyboard: LabKeyboard?
      if kind == .keyboard {
        keyboard = try LabKeyboard.read(object)
      } else {
        for key in keyboardKeys where object[key] != nil {
          throw LabError(
            "\(eventPath).\(key): a \(kind.rawValue) event has no \(key) (keyboard events have)")
        }
      }
      if !kind.isZoomOnly {
        for key in zoomRules.listedKeys
        where object[key] != nil && !(isResize && sizeKeys.contains(key)) {
          throw LabError(
            "\(eventPath).\(key): a \(kind.rawValue) event has no \(key) ("
              + (key == "scale" ? "pinch events have" : "sourceMove events have") + ")")
        }
      }
      var pushed: String?
      var stack: [String]?
      if kind == .push {
        guard let value = object["to"] else {
          throw LabError("\(eventPath).to: required field is missing (the view controller pushed)")
        }
        pushed = try LabStack.name(value, path: eventPath.appending("to"))
      } else if kind == .setViewControllers {
        guard let value = object["stack"] else {
          throw LabError("\(eventPath).stack: required field is missing (the new stack)")
        }
        stack = try LabStack.names(value, path: eventPath.appending("stack"))
      }
      for key in requestKeys where object[key] != nil {
        let owner = key == "to" ? Event.Kind.push : .setViewControllers
        if kind != owner {
          throw LabError(
            "\(eventPath).\(key): a \(kind.rawValue) event has no \(key) (\(owner.rawValue)"
              + " events have)")
        }
      }
      var scale: Double?
      if kind.isPinch {
        let scales = 0...Double.greatestFiniteMagnitude
        scale =
          kind.needsPosition
          ? try object.requiredNumber("scale", in: scales, unit: nil)
          : try object.number("scale", in: scales, unit: nil)
      }
      var sourceElement: String?
      var size: Size?
      var safeArea: LabSafeArea?
      if takesResizes, kind != .resize, !kind.isZoomOnly {
        for key in sizeKeys + [LabSafeArea.fieldName] where object[key] != nil {
          throw LabError(
            "\(eventPath).\(key): a \(kind.rawValue) event has no \(key) (resize events have)")
        }
      }
      if kind == .resize {
        safeArea = try LabSafeArea.read(object)
        // A safe-area change alone keeps the container's size.
        if safeArea == nil || object["width"] != nil || object["height"] != nil {
          let positive = 0...Double.greatestFiniteMagnitude
          size = Size(
            width: try object.requiredNumber("width", in: positive, unit: "points"),
            height: try object.requiredNumber("height", in: positive, unit: "points"))
        }
      }
      if kind.isSource {
        sourceElement = try zoomRules.sourceElement(of: object, at: eventPath, kind: kind)
        if let removal = removals[sourceElement] {
          throw LabError(
            "\(eventPath): \(kind.rawValue) after events[\(removal)] removed the source"
              + (sourceElement.map { " of \(JSONValue.string($0).text)" } ?? "")
              + " (once gone, it stays gone)")
        }
        if kind == .sourceMove {
          let positive = 0...Double.greatestFiniteMagnitude
          size = Size(
            width: try object.requiredNumber("width", in: positive, unit: "points"),
            height: try object.requiredNumber("height", in: positive, unit: "points"))
        } else {
          removals[sourceElement] = index
        }
      }
      if kind.isStart {
        if let startIndex {
          throw LabError(
            "\(eventPath): a second \(kind.rawValue) (the transition already started at"
              + " events[\(startIndex)])")
        }
        startIndex = index
      } else if startIndex == nil, kind != .keyboard, !touchesBeforeStart, !isStack {
        throw LabError("\(eventPath): \(kind.rawValue) before any start or startInteractive")
      }
      events.append(
        Event(
          time: time, kind: kind, position: position, keyboard: keyboard, scale: scale,
          element: sourceElement, size: size, safeArea: safeArea, pushed: pushed, stack: stack))
    }
    return events
  }

  // MARK: - Output

  /// The scenario with every default filled in, under the file's field names and in their
  /// order; running it again gives the same trace.
  var json: JSONValue {
    let events = self.events.map { event -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("t", .number(event.time)), ("type", .string(event.kind.rawValue)),
      ]
      if let element = event.element { members.append(("element", .string(element))) }
      if let position = event.position {
        members += [("x", .number(position.x)), ("y", .number(position.y))]
      }
      if let size = event.size {
        members += [("width", .number(size.width)), ("height", .number(size.height))]
      }
      if let safeArea = event.safeArea { members.append((LabSafeArea.fieldName, safeArea.json)) }
      if let scale = event.scale { members.append(("scale", .number(scale))) }
      if let keyboard = event.keyboard { members += keyboard.members }
      if let pushed = event.pushed { members.append(("to", .string(pushed))) }
      if let stack = event.stack { members.append(("stack", .array(stack.map(JSONValue.string)))) }
      return .object(members)
    }
    var sheetMembers: [(String, JSONValue)] = []
    if let sheet, let layout = sheetLayout {
      sheetMembers = sheet.members(in: layout)
    }
    // A stack has no operation of its own: its transitions are pushes and pops.
    let operationMembers: [(String, JSONValue)] =
      stack == nil ? [("operation", .string(operation.rawValue))] : []
    var stackMembers: [(String, JSONValue)] = []
    if let stack { stackMembers.append((LabStack.fieldName, .array(stack.map(JSONValue.string)))) }
    if interaction == .contentPop {
      stackMembers.append((LabScrollView.fieldName, .array(content.map(\.json))))
    }
    return .object(
      [
        ("style", .string(style.rawValue))
      ] + operationMembers + [
        ("interaction", .string(interaction.rawValue)),
        (
          "container",
          .object([("width", .number(container.width)), ("height", .number(container.height))])
        ),
        ("layoutDirection", .string(layoutDirection.rawValue)),
        ("reduceMotion", .bool(reduceMotion)),
        ("frameRate", .number(frameRate)),
        ("duration", .number(duration)),
        ("droppedFrames", .array(droppedFrames.map { .number(Double($0)) })),
        ("sourceElement", LabZoom.json(sourceElement, cornerRadius: zoom?.sourceCornerRadius)),
        (
          "destinationElement",
          LabZoom.json(destinationElement, cornerRadius: zoom?.destinationCornerRadius)
        ),
        ("options", .object(options.map { ($0.name, .number($0.value)) })),
        ("until", .number(until)),
        ("events", .array(events)),
        ("driver", .string(driver.rawValue)),
        ("releasePolicy", releasePolicy.json),
      ] + sheetMembers + (zoom?.members ?? []) + stackMembers)
  }
}
