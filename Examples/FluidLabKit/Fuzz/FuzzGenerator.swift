import FluidTransitions

/// One document of a fuzz batch: the text `fluid-lab run` would read, and what must happen to
/// it.
struct FuzzCase {
  /// The batch's seed.
  var seed: UInt64
  /// The case's index in the batch; with the seed, it regenerates the case.
  var index: Int
  /// The scenario file's text.
  var text: String
  /// What was broken, for a malformed document; nil for a valid-shaped one, which must run
  /// with every invariant holding.
  var corruption: String?
  /// For a malformed document: what the one-line error must mention (the field at fault, or
  /// the parser's `malformed JSON at line`).
  var mentions: [String]
  /// A short description of the scenario (`slide pop edgePan rightToLeft`).
  var summary: String

  /// Whether the document must be rejected.
  var isMalformed: Bool { corruption != nil }

  /// The name of the file a failure of this case is saved under.
  var fileName: String { "failure-\(seed)-\(index).json" }
}

/// Generates the documents of `fluid-lab fuzz`, deterministically from a seed: valid-shaped
/// scenarios that must run with every invariant holding, and malformed ones that must be
/// rejected (``FuzzCorruption``).
///
/// Valid-shaped scenarios cycle through every style × each of its operations × every
/// interaction × both layout directions × reduce motion off and on (case `index` takes
/// combination `index % combinations.count`), and draw the rest at random: containers from
/// 0 × 0 to 5,000 × 5,000 pt, frame rates from 10 to 240 Hz, dropped frames, durations,
/// options, shared elements, and an event script — an animated or interactive start, then
/// touch paths with reversals at speeds up to 100,000 pt/s, touches at identical timestamps,
/// stray touches, `touchCancel`, programmatic `cancel` and `finish`. Every script ends the
/// transition (the finger lifts; an interactive start nobody touched is cancelled or finished,
/// as an app does when its gesture fails) and runs for at most 2 s of simulated time, long
/// enough for the slowest settle.
struct FuzzGenerator {
  /// One cell of the grid every batch cycles through.
  struct Combination {
    var style: LabStyle
    var operation: TransitionOperation
    var interaction: LabInteraction
    var layoutDirection: UserInterfaceLayoutDirection
    var reduceMotion: Bool
  }

  /// The longest `until` of a valid-shaped scenario, in seconds.
  static let maximumUntil = 2.75
  /// The fastest finger, in points per second.
  static let maximumSpeed = 100_000.0
  /// The default share of malformed documents.
  static let defaultMalformedFraction = 0.2

  /// Every style × operation × interaction × layout direction × reduce motion.
  static let combinations: [Combination] = LabStyle.allCases.flatMap { style in
    style.operations.flatMap { operation in
      // The pinch is a zoom's gesture only, the content swipe a pop's.
      LabInteraction.allCases.filter {
        ($0 != .pinch || style == .zoom) && ($0 != .contentPop || operation == .pop)
      }.flatMap { interaction in
        [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
          [false, true].map { reduceMotion in
            Combination(
              style: style, operation: operation, interaction: interaction,
              layoutDirection: direction, reduceMotion: reduceMotion)
          }
        }
      }
    }
  }

  var seed: UInt64
  /// The share of documents that are malformed, in [0, 1].
  var malformedFraction = Self.defaultMalformedFraction

  /// Case `index` of the batch.
  func makeCase(_ index: Int) -> FuzzCase {
    var random = FuzzRandom(seed: seed, index: index)
    let combination = Self.combinations[index % Self.combinations.count]
    let malformed = random.chance(malformedFraction)
    var builder = ScenarioBuilder(combination: combination, random: random)
    builder.build()
    random = builder.random
    let summary = builder.summary
    guard malformed else {
      return FuzzCase(
        seed: seed, index: index, text: builder.document.text, corruption: nil, mentions: [],
        summary: summary)
    }
    let corrupted = FuzzCorruption.apply(to: builder, random: &random)
    return FuzzCase(
      seed: seed, index: index, text: corrupted.text, corruption: corrupted.description,
      mentions: corrupted.mentions, summary: summary)
  }
}

/// A scenario document under construction: its top-level members in the scenario file's order
/// (``Scenario/fieldNames``) and its
/// events, kept apart so a corruption can change either.
struct ScenarioBuilder {
  /// One scripted event.
  struct Event {
    var time: Double
    var type: String
    var position: Point?
    /// More members: a keyboard event's frame, duration and curve.
    var extra: [(String, JSONValue)] = []

    var json: JSONValue {
      var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string(type))]
      if let position {
        members += [("x", .number(position.x)), ("y", .number(position.y))]
      }
      return .object(members + extra)
    }
  }

  let combination: FuzzGenerator.Combination
  var random: FuzzRandom
  /// Every top-level member but `events`, in the scenario file's order (`until` included).
  var members: [(String, JSONValue)] = []
  var events: [Event] = []
  /// The container, in points.
  private(set) var container = Size(width: 390, height: 844)
  private(set) var frameRate = 120.0
  private(set) var until = 1.0
  /// A few words on what the script does.
  private var notes: [String] = []
  /// Whether the scenario is a presented sheet with detents (seven in ten sheet cases).
  private(set) var hasDetents = false
  /// A zoom's sources that events may move or remove: the primary's (nil) when it has one at
  /// the start, and each element's with a source; a removed one leaves the list.
  private(set) var movableSources: [String?] = []
  /// A zoom's element identifiers, for the corruptions.
  private(set) var elementIdentifiers: [String] = []
  /// The detents' identifiers, for a sheet with detents.
  private(set) var detentIdentifiers: [String] = []
  /// Whether the scenario runs a navigation stack (half the pop cases of the styles a stack
  /// runs, with a pop gesture).
  private(set) var isStack = false

  /// Whether the scenario dismisses a presented sheet (a sheet with detents): its touches may
  /// come before any start, which is optional.
  var presentsSheet: Bool { hasDetents && combination.operation == .dismiss }

  init(combination: FuzzGenerator.Combination, random: FuzzRandom) {
    self.combination = combination
    self.random = random
  }

  /// The document: the members, with `events` in its place after `until`.
  var document: JSONValue {
    .object(members + [("events", .array(events.map(\.json)))])
  }

  var summary: String {
    let combination = self.combination
    var words = [
      combination.style.rawValue, combination.operation.rawValue,
      combination.interaction.rawValue, combination.layoutDirection.rawValue,
    ]
    if combination.reduceMotion { words.append("reduceMotion") }
    words.append(
      "\(JSONValue.format(container.width))x\(JSONValue.format(container.height)) pt")
    words.append("\(JSONValue.format(frameRate)) Hz")
    return words.joined(separator: " ")
      + (notes.isEmpty ? "" : ": " + notes.joined(separator: ", "))
  }

  // MARK: - Building

  mutating func build() {
    let style = combination.style
    if LabStack.styles.contains(style), combination.operation == .pop,
      LabStack.interactions.contains(combination.interaction), random.chance(0.5)
    {
      return buildStack()
    }
    hasDetents = style == .sheet && random.chance(0.7)
    members.append(("style", .string(style.rawValue)))
    members.append(("operation", .string(combination.operation.rawValue)))
    // The interaction is omitted now and then when it is the style's default.
    if combination.interaction != style.galleryInteraction(for: combination.operation)
      || random.chance(0.7)
    {
      members.append(("interaction", .string(combination.interaction.rawValue)))
    }
    container = makeContainer()
    if container != Size(width: 390, height: 844) || random.chance(0.5) {
      members.append(
        (
          "container",
          .object([("width", .number(container.width)), ("height", .number(container.height))])
        ))
    }
    if combination.layoutDirection == .rightToLeft || random.chance(0.3) {
      members.append(("layoutDirection", .string(combination.layoutDirection.rawValue)))
    }
    if combination.reduceMotion || random.chance(0.3) {
      members.append(("reduceMotion", .bool(combination.reduceMotion)))
    }
    frameRate = makeFrameRate()
    if frameRate != 120 || random.chance(0.3) {
      members.append(("frameRate", .number(frameRate)))
    }
    var duration = style.defaultDuration
    if random.chance(0.6) {
      duration = random.chance(0.08) ? 0 : rounded(random.uniform(0.02...0.8), 1e-4)
      members.append(("duration", .number(duration)))
    }
    let droppedIndex = members.count
    let elements = makeElements()
    let options = makeOptions()
    let zoomMembers = style == .zoom ? makeZoomFields() : []
    let mapping = interactionMapping(duration: duration, options: options)

    var sheetMembers: [(String, JSONValue)] = []
    if hasDetents {
      sheetMembers = makeDetents()
      makeSheetEvents(mapping: mapping, keyboard: random.chance(0.35), duration: duration)
    } else {
      makeEvents(mapping: mapping)
    }
    let lastTime = events.last?.time ?? 0
    let dropped = makeDroppedFrames(before: lastTime + 1.2)
    if !dropped.isEmpty {
      members.insert(
        ("droppedFrames", .array(dropped.map { .number(Double($0)) })), at: droppedIndex)
    }
    members += elements
    if !options.isEmpty || (random.chance(0.1) && combination.style.options.isEmpty) {
      members.append(("options", .object(options.map { ($0.name, .number($0.value)) })))
    }
    members += sheetMembers
    members += zoomMembers
    if combination.interaction == .contentPop, random.chance(0.7) {
      members.append((LabScrollView.fieldName, makeContent()))
    }
    // The slowest settle — a 100,000 pt/s flick over a 1 pt container, whose spring starts at
    // the library's 10^6 cap — takes about 1.1 s; dropped frames only delay its last frame. A
    // presented sheet whose dismissal is cancelled above its detent then springs onto it: up to
    // 0.75 s more.
    let droppedTime = Double(dropped.count) / frameRate
    let sheetSettle = hasDetents ? 0.75 : 0
    until = rounded(
      Swift.min(FuzzGenerator.maximumUntil, lastTime + 1.25 + sheetSettle + droppedTime), 1e-6)
    if until < lastTime { until = lastTime }
    members.append(("until", .number(until)))
  }

  // MARK: - Stacks

  /// The view controllers' names a stack draws from.
  static let stackNames = ["A", "B", "C", "D", "E"]

  /// A stack scenario: one to four view controllers, then requests (pushes of names in the
  /// stack or not, pops of the root, new stacks), swipes that begin pops or grab transitions,
  /// and programmatic cancels and finishes, at any pace; every finger lifts, and `until`
  /// leaves each transition the requests may chain room to settle.
  private mutating func buildStack() {
    isStack = true
    let style = combination.style
    members.append(("style", .string(style.rawValue)))
    let stack = Array(Self.stackNames.prefix(random.integer(1...4)))
    members.append((LabStack.fieldName, .array(stack.map(JSONValue.string))))
    if combination.interaction != .edgePan || random.chance(0.5) {
      members.append(("interaction", .string(combination.interaction.rawValue)))
    }
    container = makeContainer()
    if container != Size(width: 390, height: 844) || random.chance(0.5) {
      members.append(
        (
          "container",
          .object([("width", .number(container.width)), ("height", .number(container.height))])
        ))
    }
    if combination.layoutDirection == .rightToLeft || random.chance(0.3) {
      members.append(("layoutDirection", .string(combination.layoutDirection.rawValue)))
    }
    if combination.reduceMotion { members.append(("reduceMotion", .bool(true))) }
    frameRate = makeFrameRate()
    if frameRate != 120 { members.append(("frameRate", .number(frameRate))) }
    var duration = style.defaultDuration
    if random.chance(0.5) {
      duration = random.chance(0.08) ? 0 : rounded(random.uniform(0.02...0.8), 1e-4)
      members.append(("duration", .number(duration)))
    }
    let options = makeOptions()
    if !options.isEmpty, random.chance(0.5) {
      members.append(("options", .object(options.map { ($0.name, .number($0.value)) })))
    }
    if combination.interaction == .contentPop, random.chance(0.8) {
      members.append((LabScrollView.fieldName, makeContent()))
    }
    let mapping = interactionMapping(duration: duration, options: options)
    var time = random.chance(0.5) ? 0 : rounded(random.uniform(0...0.1), 1e-6)
    var finger = Finger(position: startPosition(mapping: mapping))
    var actions = random.integer(1...9)
    var moves = 0
    while actions > 0, events.count < 160 {
      actions -= 1
      switch random.weighted([30, 12, 6, 6, 24, 5, 5, 12]) {
      case 0:
        let name = random.pick(Self.stackNames)
        events.append(
          Event(
            time: rounded(time, 1e-6), type: "push", extra: [("to", .string(name))]))
        notes.append("push \(name)")
      case 1:
        append(time, "pop")
        notes.append("pop")
      case 2:
        append(time, "popToRoot")
        notes.append("popToRoot")
      case 3:
        var names = Self.stackNames
        names.shuffle(using: &random)
        let stack = Array(names.prefix(random.integer(1...4)))
        events.append(
          Event(
            time: rounded(time, 1e-6), type: "setViewControllers",
            extra: [("stack", .array(stack.map(JSONValue.string)))]))
        notes.append("setViewControllers")
      case 4:
        gesture(&time, &finger, mapping: mapping, until: time + 0.4)
        if finger.down {
          time += delay(upTo: 0.05)
          append(time, "touchUp", at: finger.position)
          finger.down = false
        }
      case 5:
        append(time, "cancel")
        notes.append("cancel")
      case 6:
        append(time, "finish")
        notes.append("finish")
      default:
        time += random.uniform(0...0.4)
      }
      moves += 1
      time += delay(upTo: 0.12)
    }
    let lastTime = events.last?.time ?? 0
    // Each request or swipe may start one more transition after the last event; the slowest
    // takes about 1.1 s to settle.
    until = rounded(lastTime + 1.3 * Double(moves + 1), 1e-6)
    members.append(("until", .number(until)))
  }

  /// Scroll views under the content: a carousel band, a whole-screen list, or anything, each
  /// at a boundary or not, now and then decelerating, zoomed or keeping horizontal drags.
  private mutating func makeContent() -> JSONValue {
    var views: [JSONValue] = []
    for _ in 0..<random.integer(0...3) {
      var members: [(String, JSONValue)] = []
      if random.chance(0.7) {
        let y = rounded(random.uniform(0...container.height), 0.5)
        members.append(
          (
            "frame",
            .object([
              ("x", .number(0)), ("y", .number(y)), ("width", .number(container.width)),
              ("height", .number(rounded(random.uniform(0...container.height), 0.5))),
            ])
          ))
      }
      if random.chance(0.7) {
        let maximum = rounded(random.uniform(0...2000), 0.5)
        let offset: Double =
          switch random.integer(0...2) {
          case 0: 0
          case 1: maximum
          default: rounded(random.uniform(-20...(maximum + 20)), 0.5)
          }
        members += [
          ("horizontalOffset", .number(offset)), ("maximumHorizontalOffset", .number(maximum)),
        ]
      }
      for flag in ["scrollsVertically", "isZoomed", "wasDecelerating", "keepsHorizontalDrags"]
      where random.chance(flag == "scrollsVertically" ? 0.4 : 0.1) {
        members.append((flag, .bool(true)))
      }
      views.append(.object(members))
    }
    return .array(views)
  }

  private mutating func makeContainer() -> Size {
    switch random.weighted([45, 7, 7, 8, 12, 8, 13]) {
    case 0:
      return Size(
        width: rounded(random.uniform(320...1400), 0.5),
        height: rounded(random.uniform(480...1400), 0.5))
    case 1:
      notes.append("empty container")
      return Size(width: 0, height: 0)
    case 2:
      return Size(width: 1, height: 1)
    case 3:
      return Size(
        width: rounded(random.uniform(0...8), 0.25), height: rounded(random.uniform(0...8), 0.25))
    case 4:
      return Size(
        width: rounded(random.uniform(2000...5000), 1),
        height: rounded(random.uniform(2000...5000), 1))
    case 5:
      let side = rounded(random.uniform(300...5000), 1)
      let thin = random.pick([0.0, 1.0, 0.5])
      return random.chance(0.5)
        ? Size(width: thin, height: side) : Size(width: side, height: thin)
    default:
      return Size(
        width: rounded(random.logUniform(1...5000), 0.01),
        height: rounded(random.logUniform(1...5000), 0.01))
    }
  }

  private mutating func makeFrameRate() -> Double {
    switch random.weighted([35, 15, 15, 35]) {
    case 0: return 120
    case 1: return 60
    case 2: return random.pick([10.0, 240, 30, 90, 144, 24])
    default: return rounded(random.uniform(10...240), 0.01)
    }
  }

  /// Shared elements: often for zoom (omitted for the defaults, null for the fallback, or a
  /// random rectangle, empty or off-screen ones included, now and then with the corner radius
  /// measured on it), rarely for the others.
  private mutating func makeElements() -> [(String, JSONValue)] {
    let zoom = combination.style.usesSharedElements
    let probability = zoom ? 0.6 : 0.05
    var elements: [(String, JSONValue)] = []
    var hasSource = zoom
    for name in ["sourceElement", "destinationElement"] where random.chance(probability) {
      if random.chance(0.25) {
        elements.append((name, .null))
        if name == "sourceElement" { hasSource = false }
        continue
      }
      elements.append((name, randomRect(cornerRadius: zoom && random.chance(0.3))))
    }
    if hasSource { movableSources = [nil] }
    return elements
  }

  /// A random rectangle in and around the container (empty and off-screen ones included),
  /// with a corner radius when asked.
  private mutating func randomRect(cornerRadius: Bool = false) -> JSONValue {
    let width = random.chance(0.1) ? 0 : rounded(random.uniform(0...container.width * 1.2), 0.5)
    let height =
      random.chance(0.1) ? 0 : rounded(random.uniform(0...container.height * 1.2), 0.5)
    let x = rounded(random.uniform(-0.3...1.1) * container.width, 0.5)
    let y = rounded(random.uniform(-0.3...1.1) * container.height, 0.5)
    var members: [(String, JSONValue)] = [
      ("x", .number(x)), ("y", .number(y)), ("width", .number(width)),
      ("height", .number(height)),
    ]
    if cornerRadius {
      let radius: Double =
        random.chance(0.2) ? random.pick([0, 1e6]) : rounded(random.uniform(0...60), 0.5)
      members.append(("cornerRadius", .number(radius)))
    }
    return .object(members)
  }

  /// A zoom's further elements (one to three, by identifier, either end null now and then, any
  /// z index) and its alignment rect, each now and then.
  private mutating func makeZoomFields() -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = []
    if random.chance(0.4) {
      var items: [JSONValue] = []
      var identifiers: [String] = []
      for _ in 0..<random.integer(0...3) {
        let identifier = random.pick(["caption", "title", "avatar", "badge", "a.b", "é", "0"])
        guard !identifiers.contains(identifier) else { continue }
        identifiers.append(identifier)
        let source: JSONValue =
          random.chance(0.2) ? .null : randomRect(cornerRadius: random.chance(0.3))
        let destination: JSONValue =
          random.chance(0.2) ? .null : randomRect(cornerRadius: random.chance(0.3))
        var members: [(String, JSONValue)] = [
          ("identifier", .string(identifier)), ("source", source), ("destination", destination),
        ]
        if random.chance(0.6) {
          let zIndex: Double =
            random.chance(0.15)
            ? random.pick([-1e300, 1e300, 0]) : rounded(random.uniform(-3...3), 1)
          members.append(("zIndex", .number(zIndex)))
        }
        items.append(.object(members))
        if !source.isNull { movableSources.append(identifier) }
      }
      elementIdentifiers = identifiers
      fields.append(("elements", .array(items)))
      notes.append("\(identifiers.count) element\(identifiers.count == 1 ? "" : "s")")
    }
    if random.chance(0.3) {
      fields.append(("alignmentRect", random.chance(0.2) ? .null : randomRect()))
    }
    return fields
  }

  /// Some of the style's options, at random values in their ranges (the bounds included).
  private mutating func makeOptions() -> [(name: String, value: Double)] {
    guard random.chance(0.5) else { return [] }
    var options: [(name: String, value: Double)] = []
    // A sheet with detents takes its heights from them.
    for option in combination.style.options
    where random.chance(0.6) && !(hasDetents && option.name == "heightFraction") {
      let range = option.range
      let value: Double =
        switch random.weighted([1, 1, option.isFlag ? 0 : 6]) {
        case 0: range.lowerBound
        case 1: range.upperBound
        default: rounded(random.uniform(range), 1e-4)
        }
      options.append((option.name, value))
    }
    return options
  }

  /// The mapping the driver will use, so touch paths move along its axis, toward or against
  /// completion.
  private func interactionMapping(duration: Double, options: [(name: String, value: Double)])
    -> InteractionMapping
  {
    let style = combination.style
    let values = Dictionary(options.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    let library = style.makeStyle(duration: duration, options: values)
    let scene = style.adjusted(
      TransitionScene(
        container: container, operation: combination.operation,
        layoutDirection: combination.layoutDirection, reduceMotion: combination.reduceMotion),
      style: library)
    return library.interactionMapping(for: combination.interaction.interaction, in: scene)
  }

  /// Frame indices to drop: a few short runs before `horizon` seconds, in any order, repeats
  /// allowed.
  private mutating func makeDroppedFrames(before horizon: Double) -> [Int] {
    guard random.chance(0.45) else { return [] }
    let frameCount = Swift.max(1, Int(horizon * frameRate))
    // At most 0.15 s of dropped frames, so the settle still ends before until.
    let budget = Swift.max(1, Int(0.15 * frameRate))
    var dropped: [Int] = []
    for _ in 0..<random.integer(1...4) {
      let start = random.integer(0...frameCount)
      let length = random.integer(1...Swift.max(1, Swift.min(4, budget / 2)))
      for offset in 0..<length where dropped.count < budget {
        dropped.append(start + offset)
      }
    }
    if random.chance(0.5) { dropped.sort() }
    if dropped.count >= 2, random.chance(0.1) { dropped.append(dropped[0]) }
    if dropped.count > budget { dropped.removeLast(dropped.count - budget) }
    return dropped
  }

  // MARK: - Sheets with detents

  /// The sheet's fields: one to four detents (the names, fractions, points, with or without an
  /// identifier, values that coincide now and then), a selected detent, a largest undimmed one,
  /// and whether the sheet is dismissible.
  private mutating func makeDetents() -> [(String, JSONValue)] {
    var items: [JSONValue] = []
    var identifiers: [String] = []
    for _ in 0..<random.integer(1...4) {
      var item: JSONValue
      var identifier: String
      switch random.weighted([3, 3, 4, 3]) {
      case 0:
        (item, identifier) = (.string("medium"), "medium")
      case 1:
        (item, identifier) = (.string("large"), "large")
      case 2:
        let fraction = random.pick([0, 0.5, 1, rounded(random.uniform(0...1), 1e-3)])
        item = .object([("fraction", .number(fraction))])
        identifier = SheetDetent.fraction(fraction).identifier.rawValue
      default:
        let points = rounded(random.uniform(0...Swift.max(container.height * 1.2, 1)), 0.5)
        item = .object([("points", .number(points))])
        identifier = SheetDetent.points(points).identifier.rawValue
      }
      if identifiers.contains(identifier) || (item.members != nil && random.chance(0.3)) {
        guard case .object(let fields) = item else { continue }
        identifier = "detent\(identifiers.count + 1)"
        item = .object(fields + [("identifier", .string(identifier))])
      }
      items.append(item)
      identifiers.append(identifier)
    }
    detentIdentifiers = identifiers
    var fields: [(String, JSONValue)] = [("detents", .array(items))]
    if random.chance(0.6) {
      fields.append(("selectedDetent", .string(random.pick(identifiers))))
    }
    if random.chance(0.4) {
      fields.append(
        ("largestUndimmedDetent", random.chance(0.2) ? .null : .string(random.pick(identifiers))))
    }
    if random.chance(0.4) {
      fields.append(("dismissible", .bool(random.chance(0.6))))
    }
    notes.append("\(identifiers.count) detent\(identifiers.count == 1 ? "" : "s")")
    return fields
  }

  /// The events of a presented sheet: for a present, the present first (animated, or driven
  /// by the finger); for a dismiss, now and then a dismissal at once, first or later (a tap on
  /// the dimming); then vertical drags of the sheet at any speed, up and down, cancelled
  /// touches, bursts at one timestamp and, with `keyboard`, keyboard changes; now and then the
  /// app cancels or finishes what runs at the end.
  private mutating func makeSheetEvents(
    mapping: InteractionMapping, keyboard: Bool, duration: Double
  ) {
    var time = random.chance(0.6) ? 0 : rounded(random.uniform(0...0.05), 1e-6)
    var interactive = false
    if combination.operation == .present {
      interactive = random.chance(0.4)
      append(time, interactive ? "startInteractive" : "start")
      notes.append(interactive ? "interactive present" : "animated present")
      if !interactive, random.chance(0.6) {
        // Now and then after a short present ends (the script must end by 2 s).
        time += Swift.min(duration, 0.25) + random.uniform(0...0.05)
      }
    } else if random.chance(0.12) {
      interactive = random.chance(0.5)
      append(time, interactive ? "startInteractive" : "start")
      notes.append("dismissed at once")
    }
    var started = combination.operation == .present || !events.isEmpty
    let sheet = InteractionMapping(
      axis: .vertical, distance: Swift.max(container.height, 1), direction: 1)
    let end = time + random.uniform(0.05...0.35)
    var finger = Finger(position: sheetPosition())
    var touchedDown = false
    var actions = random.integer(1...7)
    while actions > 0, time <= end, events.count < 160 {
      actions -= 1
      switch random.weighted([45, 12, keyboard ? 18 : 0, 6, 8, 6, started ? 0 : 5]) {
      case 0:
        if random.chance(0.4) { finger.position = sheetPosition() }
        gesture(&time, &finger, mapping: interactive ? mapping : sheet, until: end + 0.05)
        touchedDown = true
      case 1:
        time += random.uniform(0...0.2)
      case 2:
        time += delay(upTo: 0.1)
        appendKeyboard(time)
      case 3:
        // A touch that comes when no finger holds the sheet.
        appendStrayTouch(&time, &finger)
      case 4:
        appendBurst(&time, &finger, spread: 200, mapping: sheet)
        touchedDown = true
      case 5:
        time += random.uniform(0...0.03)
        append(time, "touchDown", at: finger.position)
        finger.down = true
        touchedDown = true
      default:
        // A tap on the dimming: the sheet is dismissed now, wherever it is.
        time += delay(upTo: 0.1)
        append(time, "start")
        started = true
        notes.append("dismissed later")
      }
    }
    if finger.down {
      time += delay(upTo: 0.02)
      append(time, random.chance(0.85) ? "touchUp" : "touchCancel", at: finger.position)
    }
    if events.isEmpty {
      // Nothing happened: a stray cancelled touch, so the document has an event to corrupt.
      append(time, "touchCancel")
    }
    // An interactive start nobody touched is ended by the app; a dismissal may be cancelled
    // or finished by it.
    if interactive && !touchedDown {
      time += delay(upTo: 0.05, tick: false)
      let type = random.chance(0.5) ? "cancel" : "finish"
      append(time, type)
      notes.append("closing \(type)")
    } else if combination.operation == .dismiss, random.chance(0.1) {
      time += delay(upTo: 0.05, tick: false)
      let type = random.chance(0.5) ? "cancel" : "finish"
      append(time, type)
      notes.append("app's \(type)")
    }
  }

  /// Where a finger touches the sheet: mostly on its lower part, now and then anywhere.
  private mutating func sheetPosition() -> Point {
    let width = container.width
    let height = container.height
    return Point(
      x: rounded(random.uniform(0...width), 0.01),
      y: rounded(random.uniform((random.chance(0.8) ? 0.5 : -0.1)...1.05) * height, 0.01))
  }

  /// A keyboard change: docked at the bottom (the common case), hidden, floating, or taller
  /// than the container; of any duration up to 0.5 s, on any curve.
  private mutating func appendKeyboard(_ time: Double) {
    let width = container.width
    let height = container.height
    let frame: JSONValue
    switch random.weighted([6, 3, 1, 1]) {
    case 0:
      let keyboard = rounded(random.uniform(0...0.6) * height, 0.5)
      frame = .object([
        ("x", .number(0)), ("y", .number(height - keyboard)), ("width", .number(width)),
        ("height", .number(keyboard)),
      ])
    case 1:
      frame = .null
    case 2:
      frame = .object([
        ("x", .number(rounded(width * 0.1, 0.5))), ("y", .number(rounded(height * 0.3, 0.5))),
        ("width", .number(rounded(width * 0.8, 0.5))),
        ("height", .number(rounded(height * 0.3, 0.5))),
      ])
    default:
      frame = .object([
        ("x", .number(0)), ("y", .number(-10)), ("width", .number(width)),
        ("height", .number(height + 20)),
      ])
    }
    let duration = random.chance(0.15) ? 0 : rounded(random.uniform(0.05...0.5), 1e-3)
    let curve = random.pick([0, 1, 2, 3, 7, 7, 7, random.integer(4...40)])
    events.append(
      Event(
        time: rounded(time, 1e-6), type: "keyboard", position: nil,
        extra: [
          ("frame", frame), ("duration", .number(duration)), ("curve", .number(Double(curve))),
        ]))
    notes.append("keyboard")
  }

  // MARK: - Events

  private struct Finger {
    var position: Point
    var down = false
    /// A pinch's last scale.
    var scale = 1.0
  }

  private mutating func makeEvents(mapping: InteractionMapping) {
    var time = random.chance(0.6) ? 0 : rounded(random.uniform(0...0.05), 1e-6)
    let interactive = random.chance(0.55)
    append(time, interactive ? "startInteractive" : "start")
    notes.append(interactive ? "interactive start" : "animated start")
    let end = time + random.uniform(0.05...0.4)
    var finger = Finger(position: startPosition(mapping: mapping))
    var pinch = Finger(position: finger.position)
    var touchedDown = false
    var actions = random.integer(interactive ? 1...7 : 0...7)
    // A zoom's source moves and disappears; its pinch pinches, alone or over a drag.
    let sourceWeight: Double = combination.style == .zoom ? 9 : 0
    let pinchWeight: Double = combination.interaction == .pinch ? 30 : 0
    // The container resizes (a rotation, a window resize) or its safe area changes now and
    // then.
    let resizeWeight: Double = 4
    while actions > 0, time <= end, events.count < 160 {
      actions -= 1
      switch random.weighted([45, 12, 7, 7, 7, 10, 6, sourceWeight, pinchWeight, resizeWeight]) {
      case 0:
        gesture(&time, &finger, mapping: mapping, until: end + 0.05)
        touchedDown = true
      case 1:
        time += random.uniform(0...0.2)
      case 2:
        time += delay(upTo: 0.1)
        append(time, "cancel")
        notes.append("cancel")
        finger.down = false
      case 3:
        time += delay(upTo: 0.1)
        append(time, "finish")
        notes.append("finish")
        finger.down = false
      case 4:
        // A touch the driver must ignore: no finger holds the transition.
        appendStrayTouch(&time, &finger)
      case 5:
        appendBurst(&time, &finger, spread: 80, mapping: mapping)
        touchedDown = true
      case 6:
        // Touch down again while (perhaps) already holding: a re-grab.
        time += random.uniform(0...0.03)
        append(time, "touchDown", at: finger.position)
        finger.down = true
        touchedDown = true
      case 7:
        time += delay(upTo: 0.1)
        appendSourceEvent(time)
      case 8:
        pinchGesture(&time, &pinch, near: finger, until: end + 0.05)
        touchedDown = true
      default:
        time += delay(upTo: 0.1)
        appendResize(time)
      }
    }
    // Both fingers lift, in either order.
    let pinchFirst = random.chance(0.5)
    if pinch.down, pinchFirst {
      time += delay(upTo: 0.02)
      appendPinchEnd(time, pinch)
    }
    if finger.down {
      time += delay(upTo: 0.02)
      append(time, random.chance(0.85) ? "touchUp" : "touchCancel", at: finger.position)
    }
    if pinch.down, !pinchFirst {
      time += delay(upTo: 0.02)
      appendPinchEnd(time, pinch)
    }
    // An app ends an interactive start its gesture never took up.
    if (interactive && !touchedDown) || random.chance(0.08) {
      time += delay(upTo: 0.05, tick: false)
      let type = random.chance(0.5) ? "cancel" : "finish"
      append(time, type)
      notes.append("closing \(type)")
    }
  }

  /// A zoom's source moves (the grid re-lays out or scrolls: anywhere, any size) or
  /// disappears, now and then with a move at the same instant.
  /// A move, lift or cancel (a cancel perhaps without a position) that no finger down explains,
  /// a moment after `time`. A move keeps a finger that is down down; a lift or cancel ends it.
  private mutating func appendStrayTouch(_ time: inout Double, _ finger: inout Finger) {
    time += delay(upTo: 0.05, tick: false)
    let type = random.pick(["touchMove", "touchUp", "touchCancel"])
    append(time, type, at: type == "touchCancel" && random.chance(0.5) ? nil : finger.position)
    if type != "touchMove" { finger.down = false }
  }

  /// A burst at one timestamp: a finger down, up to three moves of at most `spread` points along
  /// `mapping`, and a lift or a cancel, all at once.
  private mutating func appendBurst(
    _ time: inout Double, _ finger: inout Finger, spread: Double, mapping: InteractionMapping
  ) {
    time += random.uniform(0...0.05)
    append(time, "touchDown", at: finger.position)
    for _ in 0..<random.integer(0...3) {
      finger.position = moved(
        finger.position, by: random.uniform(-spread...spread), mapping: mapping)
      append(time, "touchMove", at: finger.position)
    }
    append(time, random.chance(0.8) ? "touchUp" : "touchCancel", at: finger.position)
    finger.down = false
    notes.append("burst at one timestamp")
  }

  private mutating func appendSourceEvent(_ time: Double) {
    guard !movableSources.isEmpty else { return }
    let index = random.integer(0...(movableSources.count - 1))
    let element = movableSources[index]
    let extra: [(String, JSONValue)] = element.map { [("element", .string($0))] } ?? []
    if random.chance(0.2) {
      events.append(
        Event(time: rounded(time, 1e-6), type: "sourceRemove", position: nil, extra: extra))
      movableSources.remove(at: index)
      notes.append("source removed")
      return
    }
    for _ in 0..<(random.chance(0.15) ? 2 : 1) {
      guard let rect = randomRect().members else { return }
      let number = { (key: String) in rect.first { $0.0 == key }?.1.number ?? 0 }
      events.append(
        Event(
          time: rounded(time, 1e-6), type: "sourceMove",
          position: Point(x: number("x"), y: number("y")),
          extra: extra + [
            ("width", .number(number("width"))), ("height", .number(number("height"))),
          ]))
    }
    notes.append("source moved")
  }

  /// The container resizes: to its other orientation, to another size, to nothing at all, or
  /// to something huge; or its safe area changes (a status bar, a notch, a home indicator, or
  /// something huge), alone or with the size, as a rotation changes both.
  private mutating func appendResize(_ time: Double) {
    var extra: [(String, JSONValue)] = []
    let changesSafeArea = random.chance(0.4)
    if !changesSafeArea || random.chance(0.5) {
      let size: Size
      switch random.weighted([5, 4, 1, 1]) {
      case 0: size = Size(width: container.height, height: container.width)
      case 1:
        size = Size(
          width: rounded(random.uniform(1...1400), 0.5),
          height: rounded(random.uniform(1...1400), 0.5))
      case 2: size = Size(width: 0, height: random.chance(0.5) ? 0 : 500)
      default: size = Size(width: 1e7, height: 1e7)
      }
      extra += [("width", .number(size.width)), ("height", .number(size.height))]
      notes.append("resized")
    }
    if changesSafeArea {
      var insets: [(String, JSONValue)] = []
      for (key, typical) in [("top", 59.0), ("left", 47), ("bottom", 34), ("right", 47)]
      where random.chance(0.6) {
        let inset: Double =
          switch random.weighted([3, 3, 2, 1]) {
          case 0: 0
          case 1: typical
          case 2: rounded(random.uniform(0...200), 0.5)
          default: 1e6
          }
        insets.append((key, .number(inset)))
      }
      extra.append(("safeArea", .object(insets)))
      notes.append("safe area changed")
    }
    events.append(Event(time: rounded(time, 1e-6), type: "resize", position: nil, extra: extra))
  }

  /// Two fingers pinch: they land (near the dragging finger now and then, as a second finger
  /// mid-drag), their scale moves with reversals at any speed (up to 50 per second) and their
  /// centroid drifts; usually a finger lifts or the pinch is cancelled, sometimes it stays.
  private mutating func pinchGesture(
    _ time: inout Double, _ pinch: inout Finger, near finger: Finger, until end: Double
  ) {
    time += delay(upTo: 0.08)
    pinch.position =
      finger.down && random.chance(0.5)
      ? Point(x: rounded(finger.position.x + 60, 0.01), y: finger.position.y)
      : Point(
        x: rounded(random.uniform(-0.1...1.1) * container.width, 0.01),
        y: rounded(random.uniform(-0.1...1.1) * container.height, 0.01))
    var scale = random.chance(0.8) ? 1 : rounded(random.uniform(0...2), 1e-4)
    appendPinch(time, "pinchBegin", pinch.position, scale: scale)
    pinch.down = true
    var sign = random.chance(0.7) ? -1.0 : 1.0
    var speed = random.chance(0.1) ? random.uniform(5...50) : random.uniform(0...4)
    for _ in 0..<random.integer(0...(random.chance(0.3) ? 30 : 10)) where time <= end {
      let interval: Double =
        switch random.weighted([6, 40, 15, 20, 14]) {
        case 0: 0
        case 1: 1.0 / 120
        case 2: 1.0 / 60
        case 3: random.uniform(0.0001...0.05)
        default: random.uniform(0...0.004)
        }
      time += interval
      if random.chance(0.15) { sign = -sign }
      if random.chance(0.1) { speed = random.uniform(0...8) }
      scale = rounded(Swift.max(0, scale + sign * speed * interval), 1e-6)
      pinch.position = Point(
        x: rounded(pinch.position.x + random.uniform(-6...6), 1e-3),
        y: rounded(pinch.position.y + random.uniform(-4...10), 1e-3))
      appendPinch(time, "pinchMove", pinch.position, scale: scale)
    }
    pinch.scale = scale
    notes.append("pinch")
    switch random.weighted([75, 10, 15]) {
    case 0:
      time += delay(upTo: 0.03)
      appendPinchEnd(time, pinch)
      pinch.down = false
    case 1:
      time += delay(upTo: 0.03, tick: false)
      appendPinch(time, "pinchCancel", nil, scale: nil)
      pinch.down = false
      notes.append("pinchCancel")
    default:
      break
    }
  }

  /// A pinch's end: with its last centroid and scale, or bare, or cancelled.
  private mutating func appendPinchEnd(_ time: Double, _ pinch: Finger) {
    if random.chance(0.1) {
      appendPinch(time, "pinchCancel", nil, scale: nil)
    } else if random.chance(0.5) {
      appendPinch(time, "pinchEnd", pinch.position, scale: pinch.scale)
    } else {
      appendPinch(time, "pinchEnd", nil, scale: nil)
    }
  }

  private mutating func appendPinch(
    _ time: Double, _ type: String, _ position: Point?, scale: Double?
  ) {
    events.append(
      Event(
        time: rounded(time, 1e-6), type: type, position: position,
        extra: scale.map { [("scale", .number($0))] } ?? []))
  }

  /// Where a drag starts: near the edge an edge pan needs, anywhere in the container, or
  /// outside it.
  private mutating func startPosition(mapping: InteractionMapping) -> Point {
    let width = container.width
    let height = container.height
    switch random.weighted([4, 5, 1]) {
    case 0:
      let leading = combination.layoutDirection == .leftToRight
      let inset = random.uniform(0...24)
      return Point(
        x: rounded(leading ? inset : width - inset, 0.01),
        y: rounded(random.uniform(0...height), 0.01))
    case 1:
      return Point(
        x: rounded(random.uniform(0...width), 0.01), y: rounded(random.uniform(0...height), 0.01))
    default:
      return Point(
        x: rounded(random.uniform(-200...200) + (random.chance(0.5) ? width : 0), 0.01),
        y: rounded(random.uniform(-200...200) + (random.chance(0.5) ? height : 0), 0.01))
    }
  }

  /// The position `distance` points along the mapping's axis from `point` (positive toward
  /// completion), with a little cross-axis wobble.
  private mutating func moved(_ point: Point, by distance: Double, mapping: InteractionMapping)
    -> Point
  {
    let along = distance * mapping.direction
    let across = random.uniform(-1...1) * Swift.min(20, abs(distance) * 0.2)
    let x = mapping.axis == .horizontal ? point.x + along : point.x + across
    let y = mapping.axis == .horizontal ? point.y + across : point.y + along
    return Point(x: rounded(x, 1e-3), y: rounded(y, 1e-3))
  }

  /// A finger touches down, follows a path with reversals and changes of speed, and usually
  /// lifts or is cancelled (sometimes it stays down, to be lifted later).
  private mutating func gesture(
    _ time: inout Double, _ finger: inout Finger, mapping: InteractionMapping, until end: Double
  ) {
    time += delay(upTo: 0.08)
    if random.chance(0.3) { finger.position = startPosition(mapping: mapping) }
    append(time, "touchDown", at: finger.position)
    finger.down = true
    var speed = randomSpeed()
    var sign = random.chance(0.7) ? 1.0 : -1.0
    // Sometimes the finger moves across the axis, or diagonally.
    let offAxis = random.chance(0.15)
    let steps = random.integer(0...(random.chance(0.3) ? 40 : 12))
    var reversals = 0
    for _ in 0..<steps where time <= end {
      let interval: Double =
        switch random.weighted([6, 10, 35, 15, 20, 14]) {
        case 0: 0
        case 1: 1.0 / 240
        case 2: 1.0 / 120
        case 3: 1.0 / 60
        case 4: random.uniform(0.0001...0.05)
        default: random.uniform(0...0.004)
        }
      time += interval
      if random.chance(0.15) {
        sign = -sign
        reversals += 1
      }
      if random.chance(0.1) { speed = randomSpeed() }
      // At one timestamp the finger still moves now and then: an infinite instantaneous speed.
      let distance =
        interval > 0 ? sign * speed * interval : (random.chance(0.5) ? random.uniform(-30...30) : 0)
      if offAxis {
        let swapped = InteractionMapping(
          axis: mapping.axis == .horizontal ? .vertical : .horizontal, distance: mapping.distance,
          direction: mapping.direction)
        finger.position = moved(finger.position, by: distance, mapping: swapped)
        if random.chance(0.5) {
          finger.position = moved(finger.position, by: distance, mapping: mapping)
        }
      } else {
        finger.position = moved(finger.position, by: distance, mapping: mapping)
      }
      append(time, "touchMove", at: finger.position)
    }
    if reversals > 0 { notes.append("\(reversals) reversal\(reversals == 1 ? "" : "s")") }
    if speed > 20_000 { notes.append("extreme speed") }
    switch random.weighted([80, 12, 8]) {
    case 0:
      time += delay(upTo: 0.03)
      append(time, "touchUp", at: finger.position)
      finger.down = false
    case 1:
      time += delay(upTo: 0.03, tick: false)
      append(time, "touchCancel", at: random.chance(0.5) ? finger.position : nil)
      finger.down = false
      notes.append("touchCancel")
    default:
      break
    }
  }

  /// A delay before the next event, in seconds: none (the same timestamp), half a 120 Hz frame
  /// (when `tick`), or up to `maximum`, equally likely.
  private mutating func delay(upTo maximum: Double, tick: Bool = true) -> Double {
    switch random.integer(0...(tick ? 2 : 1)) {
    case 0: 0
    case 1 where tick: 1.0 / 240
    default: random.uniform(0...maximum)
    }
  }

  /// A finger speed in points per second: slow, ordinary, fast or extreme.
  private mutating func randomSpeed() -> Double {
    switch random.weighted([25, 45, 20, 10]) {
    case 0: random.uniform(0...300)
    case 1: random.uniform(300...3_000)
    case 2: random.uniform(3_000...20_000)
    default: random.uniform(20_000...FuzzGenerator.maximumSpeed)
    }
  }

  private mutating func append(_ time: Double, _ type: String, at position: Point? = nil) {
    events.append(Event(time: rounded(time, 1e-6), type: type, position: position))
  }
}

/// `value` rounded to a multiple of `step` (a unit fraction: 0.5, 0.01, 1e-6, or 1 and up),
/// as the nearest double to that decimal, so documents read cleanly and replay exactly.
func rounded(_ value: Double, _ step: Double) -> Double {
  guard step < 1 else { return (value / step).rounded() * step }
  let scale = (1 / step).rounded()
  return (value * scale).rounded() / scale
}
