import FluidTransitions
import Foundation

/// The malformed documents of `fluid-lab fuzz`: a valid-shaped scenario with one thing broken,
/// at the value level (a negative size, an unknown name, a wrong type, a missing field, events
/// out of order, a touch before the start, a value out of range) or at the text level (`NaN`
/// and `Infinity` tokens, numbers that overflow a Double, truncated text, stray punctuation,
/// duplicate keys). Each one records what the lab's one-line error must mention: the field
/// at fault, or the parser's position for text that is not JSON.
struct FuzzCorruption {
  /// The document's text.
  var text: String
  /// What was broken, for the summary (`NaN token in container.width`).
  var description: String
  /// What the error line must contain.
  var mentions: [String]

  /// A step of a path into a document.
  enum Step {
    case key(String)
    case index(Int)
  }

  /// The start of every parse error's message.
  static let parseError = "malformed JSON at line"

  /// `builder`'s scenario with one thing broken.
  static func apply(to builder: ScenarioBuilder, random: inout FuzzRandom) -> FuzzCorruption {
    var mutation = Mutation(builder: builder)
    // A stack's corruptions are its own fields and requests, or the text's.
    if builder.isStack {
      switch random.weighted([10, 5, 5, 30]) {
      case 0: mutation.nonFiniteToken(&random)
      case 1: mutation.truncated(&random)
      case 2: mutation.badText(&random)
      default: mutation.stackField(&random)
      }
      return mutation.result
    }
    // A sheet's own fields (its detents, the keyboard) now and then; never for other styles,
    // whose corruptions stay as they were.
    if builder.combination.style == .sheet, random.chance(0.45) {
      mutation.sheetField(&random)
      return mutation.result
    }
    // A zoom's own fields, events and options, likewise.
    if builder.combination.style == .zoom, random.chance(0.45) {
      mutation.zoomField(&random)
      return mutation.result
    }
    switch random.weighted([14, 6, 10, 8, 12, 10, 8, 7, 6, 5, 6, 5, 10, 8]) {
    case 0: mutation.nonFiniteToken(&random)
    case 1: mutation.negativeSize(&random)
    case 2: mutation.unknownName(&random)
    case 3: mutation.unknownField(&random)
    case 4: mutation.wrongType(&random)
    case 5: mutation.outOfRange(&random)
    case 6: mutation.missingField(&random)
    case 7: mutation.outOfOrder(&random)
    case 8: mutation.touchBeforeStart(&random)
    case 9: mutation.secondStart(&random)
    case 10: mutation.afterUntil(&random)
    case 11: mutation.misplacedPosition(&random)
    case 12: mutation.truncated(&random)
    default: mutation.badText(&random)
    }
    return mutation.result
  }
}

/// One corruption in progress: the document, and what happened to it.
private struct Mutation {
  let builder: ScenarioBuilder
  var document: JSONValue
  /// A raw token to write in place of the placeholder string.
  var token: String?
  /// The finished text, for text-level corruptions.
  var rawText: String?
  var description = ""
  var mentions: [String] = []

  init(builder: ScenarioBuilder) {
    self.builder = builder
    document = builder.document
  }

  var result: FuzzCorruption {
    var text = rawText ?? document.text
    if let token {
      text = text.replacingFirst(JSONValue.string(placeholderText).text, with: token)
    }
    return FuzzCorruption(text: text, description: description, mentions: mentions)
  }

  /// A string that stands for a raw token in the document until its text is written.
  private var placeholderText: String { "@@fluid-lab-fuzz-token@@" }

  private var events: [ScenarioBuilder.Event] { builder.events }

  /// What an error about `field` of event `index` mentions: the field, or only the event for
  /// a zoom's event, whose keys a broken type may leave unknown (a scenario that names no
  /// other addition does not list them), so that its keys are reported first.
  private func eventField(_ index: Int, _ field: String) -> String {
    let type = events.indices.contains(index) ? events[index].type : ""
    let zoomOnly = Scenario.Event.Kind(rawValue: type)?.isZoomOnly == true
    return zoomOnly ? "events[\(index)]" : "events[\(index)].\(field)"
  }

  // MARK: - Paths

  private func describe(_ path: [FuzzCorruption.Step]) -> String {
    var text = ""
    for step in path {
      switch step {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text.isEmpty ? "the document" : text
  }

  /// Sets (or, with nil, removes) the value at `path`, creating objects on the way.
  private mutating func set(_ path: [FuzzCorruption.Step], _ value: JSONValue?) {
    document = document.replacing(path[...], with: value)
  }

  /// The member of the document at `path`, if any.
  private func value(at path: [FuzzCorruption.Step]) -> JSONValue? {
    var current: JSONValue? = document
    for step in path {
      switch step {
      case .key(let key): current = current?[key]
      case .index(let index):
        guard let array = current?.array, array.indices.contains(index) else { return nil }
        current = array[index]
      }
    }
    return current
  }

  /// Paths of numbers the document has (or may have: optional fields), any of which a text
  /// corruption may hit.
  private func numberPaths() -> [[FuzzCorruption.Step]] {
    var paths: [[FuzzCorruption.Step]] = [[.key("until")], [.key("frameRate")], [.key("duration")]]
    if value(at: [.key("container")]) != nil {
      paths += [[.key("container"), .key("width")], [.key("container"), .key("height")]]
    }
    for (index, event) in events.enumerated() {
      paths.append([.key("events"), .index(index), .key("t")])
      if event.position != nil {
        paths.append([.key("events"), .index(index), .key(index % 2 == 0 ? "x" : "y")])
      }
    }
    for option in builder.combination.style.options {
      paths.append([.key("options"), .key(option.name)])
    }
    if let dropped = value(at: [.key("droppedFrames")])?.array, !dropped.isEmpty {
      paths.append([.key("droppedFrames"), .index(dropped.count - 1)])
    }
    for name in ["sourceElement", "destinationElement"]
    where value(at: [.key(name)])?.members != nil {
      paths.append([.key(name), .key("width")])
    }
    return paths
  }

  // MARK: - Value-level corruptions

  /// `NaN`, `Infinity` and friends, or a number that overflows a Double, where a number goes.
  mutating func nonFiniteToken(_ random: inout FuzzRandom) {
    let path = random.pick(numberPaths())
    let field = describe(path)
    let chosen = random.pick([
      "NaN", "Infinity", "-Infinity", "nan", "inf", "+1", "1e999", "-1e999", "1e400", "1E+309",
    ])
    set(path, .string(placeholderText))
    token = chosen
    description = "\(chosen) in \(field)"
    mentions = [field]
  }

  /// A negative width or height.
  mutating func negativeSize(_ random: inout FuzzRandom) {
    let size = -random.pick([1, 0.5, 390, 1e-9, 5000])
    var targets: [[FuzzCorruption.Step]] = []
    if value(at: [.key("container")]) != nil {
      targets += [[.key("container"), .key("width")], [.key("container"), .key("height")]]
    }
    for name in ["sourceElement", "destinationElement"]
    where value(at: [.key(name)])?.members != nil {
      targets += [[.key(name), .key("width")], [.key(name), .key("height")]]
    }
    guard let path = targets.isEmpty ? nil : random.pick(targets) else {
      // A whole container, negative where it was not written before.
      let width = random.chance(0.5)
      set(
        [.key("container")],
        .object([
          ("width", .number(width ? size : 390)), ("height", .number(width ? 844 : size)),
        ]))
      description = "negative container size"
      mentions = [width ? "container.width" : "container.height"]
      return
    }
    set(path, .number(size))
    description = "negative \(describe(path))"
    mentions = [describe(path)]
  }

  /// A name the lab does not know: style, operation, interaction, layout direction, event
  /// type, or an operation the style does not support.
  mutating func unknownName(_ random: inout FuzzRandom) {
    let style = builder.combination.style
    let unsupported = TransitionOperation.allCases.filter { !style.operations.contains($0) }
      .map(\.rawValue)
    switch random.integer(0...5) {
    case 0:
      set([.key("style")], .string(random.pick(["Slide", "slides", "", "push", "fade "])))
      mentions = ["style"]
    case 1 where !unsupported.isEmpty:
      set([.key("operation")], .string(random.pick(unsupported)))
      mentions = ["operation", "does not support"]
    case 1, 2:
      set([.key("operation")], .string(random.pick(["Push", "back", "", "dismiss\n", "tab"])))
      mentions = ["operation"]
    case 3:
      set([.key("interaction")], .string(random.pick(["swipe", "Pan", "edge", "zoom"])))
      mentions = ["interaction"]
    case 4:
      set([.key("layoutDirection")], .string(random.pick(["rtl", "RightToLeft", "auto"])))
      mentions = ["layoutDirection"]
    default:
      let index = random.integer(0...(events.count - 1))
      set(
        [.key("events"), .index(index), .key("type")],
        .string(random.pick(["tap", "touchdown", "begin", "Start", "pinch"])))
      mentions = [eventField(index, "type")]
    }
    description = "unknown name in \(mentions[0])"
  }

  /// A field the scenario format does not have, at the top level, in an event, in the
  /// container, in the options or in an element.
  mutating func unknownField(_ random: inout FuzzRandom) {
    let name = random.pick(["speed", "Style", "stlye", "velocity", "z", "comment", ""])
    switch random.integer(0...3) {
    case 0:
      document = .object((document.members ?? []) + [(name, .number(1))])
      mentions = [name.isEmpty ? "unknown field" : name]
    case 1:
      let index = random.integer(0...(events.count - 1))
      set([.key("events"), .index(index), .key(name)], .number(1))
      mentions = ["events[\(index)]"]
    case 2:
      let width = builder.container.width
      let height = builder.container.height
      set(
        [.key("container")],
        .object([("width", .number(width)), ("height", .number(height)), (name, .number(1))]))
      mentions = ["container"]
    default:
      set([.key("options"), .key(name + "Scale")], .number(0.5))
      mentions = ["options", "unknown option"]
    }
    description = "unknown field \(JSONValue.string(name).text) (\(mentions[0]))"
  }

  /// A value of the wrong kind: a number for a name, a string for a number, an object for an
  /// array, and so on.
  mutating func wrongType(_ random: inout FuzzRandom) {
    let eventIndex = random.integer(0...(events.count - 1))
    let choices: [([FuzzCorruption.Step], JSONValue)] = [
      ([.key("style")], .number(3)),
      ([.key("operation")], .null),
      ([.key("interaction")], .array([.string("pan")])),
      ([.key("reduceMotion")], random.chance(0.5) ? .string("yes") : .number(1)),
      ([.key("frameRate")], .string("120")),
      ([.key("duration")], .bool(true)),
      ([.key("until")], .null),
      ([.key("container")], .array([.number(390), .number(844)])),
      ([.key("container"), .key("width")], .string("390")),
      ([.key("events")], .object([])),
      ([.key("events"), .index(eventIndex)], .string("start")),
      ([.key("events"), .index(eventIndex), .key("t")], .string("0.1")),
      ([.key("events"), .index(eventIndex), .key("type")], .number(1)),
      ([.key("droppedFrames")], .string("3")),
      ([.key("droppedFrames")], .array([.number(random.pick([1.5, -1, 1e12]))])),
      ([.key("options")], .array([])),
      ([.key("sourceElement")], .number(5)),
      ([.key("layoutDirection")], .bool(false)),
    ]
    var (path, value) = random.pick(choices)
    if case .key("container") = path[0], path.count == 2 {
      // Keep the other dimension, so the width is the field at fault.
      set(
        [.key("container")],
        .object([("width", .number(390)), ("height", .number(builder.container.height))]))
    }
    if case .key("droppedFrames") = path[0], value.array != nil {
      path = [.key("droppedFrames"), .index(0)]
      value = value.array?[0] ?? .null
      set([.key("droppedFrames")], .array([value]))
    } else {
      set(path, value)
    }
    // A mistyped event that is then not an object is reported as the event.
    description = "wrong type for \(describe(path))"
    mentions = [describe(path)]
    if path.count == 3, case .index(let index) = path[1], case .key("type") = path[2] {
      mentions = [eventField(index, "type")]
    }
  }

  /// A number outside its accepted range.
  mutating func outOfRange(_ random: inout FuzzRandom) {
    let style = builder.combination.style
    var choices: [([FuzzCorruption.Step], Double)] = [
      ([.key("frameRate")], random.pick([0, 9.99, 240.01, 1000, -120, 1e300])),
      ([.key("until")], random.pick([0, -1, 600.001, 1e9, -0.0])),
      ([.key("duration")], random.pick([-0.1, 3600.5, -1e-12, 1e308])),
      ([.key("droppedFrames")], random.pick([-1, 2_147_483_648, 1e20])),
      (
        [.key("events"), .index(random.integer(0...(events.count - 1))), .key("t")],
        -random.pick([0.001, 1, 1e-9])
      ),
    ]
    for option in style.options {
      choices.append(
        (
          [.key("options"), .key(option.name)],
          random.chance(0.5) ? option.range.upperBound + 0.5 : option.range.lowerBound - 0.25
        ))
    }
    var (path, number) = random.pick(choices)
    if case .key("droppedFrames") = path[0] {
      path = [.key("droppedFrames"), .index(0)]
      set([.key("droppedFrames")], .array([.number(number)]))
    } else {
      set(path, .number(number))
    }
    description = "\(describe(path)) = \(JSONValue.format(number)), out of range"
    mentions = [describe(path)]
  }

  /// A required field left out: a top-level one, an event's type or time, a touch's position,
  /// a container's dimension.
  mutating func missingField(_ random: inout FuzzRandom) {
    let touches = events.indices.filter { events[$0].position != nil }
    switch random.integer(0...4) {
    case 0:
      let name = random.pick(Scenario.requiredFieldNames)
      set([.key(name)], nil)
      mentions = [name]
    case 1:
      let index = random.integer(0...(events.count - 1))
      set([.key("events"), .index(index), .key("type")], nil)
      mentions = [eventField(index, "type")]
    case 2:
      let index = random.integer(0...(events.count - 1))
      set([.key("events"), .index(index), .key("t")], nil)
      mentions = ["events[\(index)].t"]
    case 3 where !touches.isEmpty:
      let index = random.pick(touches)
      let key = random.chance(0.5) ? "x" : "y"
      set([.key("events"), .index(index), .key(key)], nil)
      // A touch that needs a position lacks it; a touchCancel with one coordinate needs both.
      mentions = ["events[\(index)].\(key)"]
    default:
      let keep = random.chance(0.5) ? "width" : "height"
      let size = keep == "width" ? builder.container.width : builder.container.height
      set([.key("container")], .object([(keep, .number(size))]))
      mentions = ["container.\(keep == "width" ? "height" : "width")"]
    }
    description = "missing \(mentions[0])"
  }

  /// An event earlier than the one before it.
  mutating func outOfOrder(_ random: inout FuzzRandom) {
    guard events.count >= 2 else {
      return touchBeforeStart(&random)
    }
    let index = random.integer(1...(events.count - 1))
    let time = events[index].time
    let previous = events[index - 1].time
    if previous > 0, random.chance(0.5) {
      set([.key("events"), .index(index), .key("t")], .number(previous * random.uniform(0...0.99)))
    } else {
      // Move the one before later instead; it stays after its own predecessor and before
      // until.
      set([.key("events"), .index(index - 1), .key("t")], .number(time + 0.01))
    }
    description = "events[\(index)] before events[\(index - 1)]"
    mentions = ["events[\(index)].t"]
  }

  /// A touch (or a cancel) before the transition starts; a presented sheet's dismiss takes
  /// those, so it gets a second start instead.
  mutating func touchBeforeStart(_ random: inout FuzzRandom) {
    if builder.presentsSheet { return secondStart(&random) }
    let type = random.pick(["touchDown", "touchMove", "touchUp", "cancel", "finish"])
    var members: [(String, JSONValue)] = [("t", .number(0)), ("type", .string(type))]
    if type.hasPrefix("touch") { members += [("x", .number(10)), ("y", .number(10))] }
    var list = document["events"]?.array ?? []
    list.insert(.object(members), at: 0)
    set([.key("events")], .array(list))
    description = "\(type) before the start"
    mentions = ["events[0]", "before any start"]
  }

  /// A second start (a presented sheet's dismiss may have none: then two).
  mutating func secondStart(_ random: inout FuzzRandom) {
    var list = document["events"]?.array ?? []
    let time = events.last?.time ?? 0
    let type = random.chance(0.5) ? "start" : "startInteractive"
    if builder.presentsSheet, !events.contains(where: { $0.type.hasPrefix("start") }) {
      list.append(.object([("t", .number(time)), ("type", .string("start"))]))
    }
    list.append(.object([("t", .number(time)), ("type", .string(type))]))
    set([.key("events")], .array(list))
    description = "a second \(type)"
    mentions = ["events[\(list.count - 1)]", "second"]
  }

  /// A stack's own field or request broken: an empty stack, a name twice, a reserved name,
  /// an operation, a start, a request with another's field, without its own or with an
  /// unknown one, a request back in time, scroll views where they do not belong or out of
  /// order.
  mutating func stackField(_ random: inout FuzzRandom) {
    var list = document["events"]?.array ?? []
    let time = events.last?.time ?? 0
    let next = list.count
    func appendEvent(_ members: [(String, JSONValue)]) {
      list.append(.object([("t", .number(time))] + members))
      set([.key("events")], .array(list))
    }
    switch random.integer(0...9) {
    case 0:
      set([.key("stack")], .array([]))
      description = "an empty stack"
      mentions = ["stack", "at least one"]
    case 1:
      set([.key("stack")], .array([.string("A"), .string("A")]))
      description = "a name twice in the stack"
      mentions = ["stack[1]", "already"]
    case 2:
      let name = random.pick(LabStack.reservedNames)
      set([.key("stack")], .array([.string(name)]))
      description = "the reserved name \(name) in the stack"
      mentions = ["stack[0]"]
    case 3:
      set([.key("operation")], .string("pop"))
      description = "an operation in a stack scenario"
      mentions = ["operation"]
    case 4:
      let type = random.chance(0.5) ? "start" : "startInteractive"
      appendEvent([("type", .string(type))])
      description = "a \(type) in a stack scenario"
      mentions = ["events[\(next)].type", "no \(type)"]
    case 5:
      appendEvent([("type", .string("pop")), ("to", .string("A"))])
      description = "a pop with a to"
      mentions = ["events[\(next)].to"]
    case 6:
      appendEvent([("type", .string("push"))])
      description = "a push without to"
      mentions = ["events[\(next)].to", "required"]
    case 7:
      appendEvent([("type", .string("popToRoot")), ("animated", .bool(true))])
      description = "an unknown field in a request"
      mentions = ["events[\(next)].animated", "unknown field"]
    case 8:
      list.append(.object([("t", .number(time > 0 ? time / 2 : -1)), ("type", .string("pop"))]))
      set([.key("events")], .array(list))
      description = "a request back in time"
      mentions = ["events[\(next)].t"]
    default:
      let reversed = JSONValue.object([
        ("minimumHorizontalOffset", .number(10)), ("maximumHorizontalOffset", .number(5)),
      ])
      set([.key(LabScrollView.fieldName)], .array([reversed]))
      description = "scroll views with their offsets out of order, or without a content swipe"
      mentions = ["content"]
    }
  }

  /// An event after `until`.
  mutating func afterUntil(_ random: inout FuzzRandom) {
    let index = events.count - 1
    let time = builder.until + random.pick([1e-6, 0.5, 100])
    set([.key("events"), .index(index), .key("t")], .number(time))
    description = "events[\(index)] after until"
    mentions = ["events[\(index)].t", "until"]
  }

  /// A position where none belongs (a start with x), or half a position (a cancelled touch
  /// with only y).
  mutating func misplacedPosition(_ random: inout FuzzRandom) {
    // Not a pinch's or a source's event, which have positions of their own.
    let nonTouches = events.indices.filter {
      !events[$0].type.hasPrefix("touch") && !events[$0].type.hasPrefix("pinch")
        && !events[$0].type.hasPrefix("source")
    }
    if random.chance(0.5), let index = nonTouches.isEmpty ? nil : random.pick(nonTouches) {
      let key = random.chance(0.5) ? "x" : "y"
      set([.key("events"), .index(index), .key(key)], .number(12))
      description = "a \(events[index].type) with a position"
      mentions = ["events[\(index)].\(key)"]
      return
    }
    var list = document["events"]?.array ?? []
    let time = events.last?.time ?? 0
    let key = random.chance(0.5) ? "x" : "y"
    list.append(
      .object([("t", .number(time)), ("type", .string("touchCancel")), (key, .number(3))]))
    set([.key("events")], .array(list))
    description = "a touchCancel with only \(key)"
    mentions = ["events[\(list.count - 1)].\(key == "x" ? "y" : "x")"]
  }

  // MARK: - A sheet's fields

  /// One of a sheet's own fields broken: with detents, the detents (their type, names, ranges,
  /// identifiers), the selected and undimmed detents, `dismissible`, the options and driver
  /// they exclude, a keyboard event; without, a field that needs detents, a keyboard event, or
  /// detents on another style.
  mutating func sheetField(_ random: inout FuzzRandom) {
    guard builder.hasDetents else {
      switch random.integer(0...2) {
      case 0:
        let key = random.pick(["selectedDetent", "largestUndimmedDetent", "dismissible"])
        set([.key(key)], key == "dismissible" ? .bool(false) : .string("medium"))
        description = "\(key) without detents"
        mentions = [key, "needs detents"]
      case 1:
        let index = appendKeyboard([:])
        description = "a keyboard event without detents"
        mentions = ["events[\(index)].type", "keyboard"]
      default:
        // Fade takes every operation and has no options.
        set([.key("style")], .string("fade"))
        set([.key("options")], nil)
        set([.key("detents")], .array([.string("medium")]))
        description = "detents on a fade"
        mentions = ["detents", "only a sheet"]
      }
      return
    }
    let detents = document["detents"]?.array ?? []
    let index = random.integer(0...Swift.max(detents.count - 1, 0))
    let item: [FuzzCorruption.Step] = [.key("detents"), .index(index)]
    switch random.integer(0...16) {
    case 0:
      set([.key("detents")], random.pick([.number(2), .string("medium"), .object([]), .null]))
      mentions = ["detents"]
    case 1:
      set([.key("detents")], .array([]))
      mentions = ["detents", "at least one"]
    case 2:
      set(item, .string(random.pick(["small", "Medium", "full", ""])))
      mentions = [describe(item), "unknown detent"]
    case 3:
      set(item, .object([("fraction", .number(random.pick([1.5, -0.2, 1.000001])))]))
      mentions = [describe(item + [.key("fraction")])]
    case 4:
      set(item, .object([("points", .number(random.pick([-10, -1e-9])))]))
      mentions = [describe(item + [.key("points")])]
    case 5:
      set(item, .object([("fraction", .number(0.5)), ("points", .number(100))]))
      mentions = [describe(item), "both"]
    case 6:
      set(item, .object([("identifier", .string("lonely"))]))
      mentions = [describe(item), "fraction or points"]
    case 7:
      set([.key("detents")], .array(detents + [detents.first ?? .string("large")]))
      mentions = ["detents[\(detents.count)]", "identifier"]
    case 8:
      set(
        item,
        .object([
          ("fraction", .number(0.5)), ("identifier", random.pick([.number(3), .string("")])),
        ]))
      mentions = [describe(item + [.key("identifier")])]
    case 9:
      set(item, .object([("fraction", .number(0.5)), ("height", .number(3))]))
      mentions = [describe(item + [.key("height")]), "unknown field"]
    case 10:
      set([.key("selectedDetent")], random.pick([.string("tiny"), .number(1), .null]))
      mentions = ["selectedDetent"]
    case 11:
      set([.key("largestUndimmedDetent")], random.pick([.string("tiny"), .number(1), .bool(true)]))
      mentions = ["largestUndimmedDetent"]
    case 12:
      set([.key("dismissible")], random.pick([.string("no"), .number(0), .null]))
      mentions = ["dismissible"]
    case 13:
      set([.key("options"), .key("heightFraction")], .number(0.5))
      mentions = ["options.heightFraction", "detents"]
    case 14:
      set([.key("driver")], .string(LabDriverKind.percentDriven.rawValue))
      mentions = ["driver"]
    case 15:
      let (members, field): ([String: JSONValue], String) = random.pick([
        ([:], "frame"),
        (["frame": .string("bottom")], "frame"),
        (
          [
            "frame": .object([
              ("x", .number(0)), ("y", .number(0)), ("width", .number(1)), ("height", .number(-1)),
            ])
          ], "frame.height"
        ),
        (["frame": .null, "duration": .number(random.pick([-1, 10.5]))], "duration"),
        (
          ["frame": .null, "curve": random.pick([.number(1.5), .number(-1), .string("7")])], "curve"
        ),
        (["frame": .null, "x": .number(3)], "x"),
      ])
      let at = appendKeyboard(members)
      mentions = ["events[\(at)].\(field)"]
    default:
      var list = document["events"]?.array ?? []
      let time = events.last?.time ?? 0
      list.append(
        .object([
          ("t", .number(time)), ("type", .string("touchCancel")), ("curve", .number(7)),
        ]))
      set([.key("events")], .array(list))
      mentions = ["events[\(list.count - 1)].curve"]
    }
    description = "a sheet's field broken (\(mentions[0]))"
  }

  // MARK: - A zoom's fields

  /// One of a zoom's additions broken: its elements (their type, identifiers, keys, rects, z
  /// index), its alignment rect, a measured corner radius, the flag option, a source event (its
  /// size, its element, a move after the removal), a pinch event (without the pinch, without
  /// or with a bad scale, with a key it has not), the pinch on the baseline driver, or the
  /// zoom's fields on a fade.
  mutating func zoomField(_ random: inout FuzzRandom) {
    let time = events.last?.time ?? 0
    let count = document["events"]?.array?.count ?? 0
    let pinch = builder.combination.interaction == .pinch
    func element(_ members: [(String, JSONValue)]) -> JSONValue { .object(members) }
    let rect: [(String, JSONValue)] = [
      ("x", .number(1)), ("y", .number(2)), ("width", .number(3)), ("height", .number(4)),
    ]
    switch random.integer(0...18) {
    case 0:
      set([.key("elements")], random.pick([.number(2), .string("caption"), .object([]), .null]))
      mentions = ["elements"]
    case 1:
      set([.key("elements")], .array([random.pick([.number(3), .string("a"), .null])]))
      mentions = ["elements[0]"]
    case 2:
      set([.key("elements")], .array([element([("source", .null), ("destination", .null)])]))
      mentions = ["elements[0].identifier", "required"]
    case 3:
      set(
        [.key("elements")],
        .array([
          element([
            ("identifier", random.pick([.string(""), .number(3), .null])), ("source", .null),
            ("destination", .null),
          ])
        ]))
      mentions = ["elements[0].identifier"]
    case 4:
      let item = element([
        ("identifier", .string("caption")), ("source", .null), ("destination", .null),
      ])
      set([.key("elements")], .array([item, item]))
      mentions = ["elements[1].identifier", "unique"]
    case 5:
      set(
        [.key("elements")],
        .array([
          element([
            ("identifier", .string("a")), ("source", .null), ("destination", .null),
            ("alpha", .number(1)),
          ])
        ]))
      mentions = ["elements[0].alpha", "unknown field"]
    case 6:
      let missing = random.chance(0.5) ? "source" : "destination"
      set(
        [.key("elements")],
        .array([
          element(
            [("identifier", .string("a"))]
              + (missing == "source" ? [("destination", .null)] : [("source", .null)]))
        ]))
      mentions = ["elements[0].\(missing)", "required"]
    case 7:
      let (bad, field): ([(String, JSONValue)], String) = random.pick([
        (rect.dropLast() + [("height", .number(-1))], "height"),
        (rect + [("cornerRadius", .number(-3))], "cornerRadius"),
        (rect + [("alpha", .number(1))], "alpha"),
        (Array(rect.dropFirst()), "x"),
      ])
      set(
        [.key("elements")],
        .array([
          element([("identifier", .string("a")), ("source", .object(bad)), ("destination", .null)])
        ]))
      mentions = ["elements[0].source.\(field)"]
    case 8:
      set(
        [.key("elements")],
        .array([
          element([
            ("identifier", .string("a")), ("source", .null), ("destination", .null),
            ("zIndex", random.pick([.string("top"), .null, .bool(true)])),
          ])
        ]))
      mentions = ["elements[0].zIndex"]
    case 9:
      let (value, field): (JSONValue, String) = random.pick([
        (.string("photo"), "alignmentRect"),
        (.object(rect.dropLast() + [("height", .number(-2))]), "alignmentRect.height"),
        (.object(rect + [("cornerRadius", .number(2))]), "alignmentRect.cornerRadius"),
      ])
      set([.key("alignmentRect")], value)
      mentions = [field]
    case 10:
      set(
        [.key("options"), .key("usesMeasuredCornerRadii")],
        .number(random.pick([0.5, 0.001, 0.999])))
      mentions = ["options.usesMeasuredCornerRadii", "0 or 1"]
    case 11:
      appendEvent([("t", .number(time)), ("type", .string("sourceMove"))] + rect.dropLast())
      mentions = ["events[\(count)]"]
    case 12:
      appendEvent(
        [("t", .number(time)), ("type", .string("sourceMove")), ("element", .string("nope"))]
          + rect)
      mentions = ["events[\(count)].element", "nope"]
    case 13:
      if let source = builder.movableSources.first {
        let named: [(String, JSONValue)] = source.map { [("element", .string($0))] } ?? []
        appendEvent([("t", .number(time)), ("type", .string("sourceRemove"))] + named)
        appendEvent([("t", .number(time)), ("type", .string("sourceMove"))] + named + rect)
        mentions = ["events[\(count + 1)]", "once gone"]
      } else {
        appendEvent(
          [("t", .number(time)), ("type", .string("sourceRemove")), ("element", .number(3))])
        mentions = ["events[\(count)]"]
      }
    case 14:
      if pinch {
        let scale: [(String, JSONValue)] =
          random.chance(0.5) ? [] : [("scale", random.pick([.number(-0.5), .string("1")]))]
        appendEvent(
          [
            ("t", .number(time)), ("type", .string("pinchBegin")), ("x", .number(1)),
            ("y", .number(1)),
          ] + scale)
        mentions = ["events[\(count)].scale"]
      } else {
        appendEvent(
          [
            ("t", .number(time)),
            ("type", .string(random.pick(Scenario.Event.Kind.pinchKinds).rawValue)),
            ("x", .number(1)), ("y", .number(1)), ("scale", .number(1)),
          ])
        mentions = ["events[\(count)].type", "pinch"]
      }
    case 15:
      if pinch {
        appendEvent(
          [
            ("t", .number(time)), ("type", .string("pinchMove")), ("x", .number(1)),
            ("y", .number(1)), ("scale", .number(1)), ("width", .number(1)),
          ])
        mentions = ["events[\(count)].width", "unknown field"]
      } else {
        appendEvent(
          [
            ("t", .number(time)), ("type", .string("touchMove")), ("x", .number(1)),
            ("y", .number(1)), ("scale", .number(1)),
          ])
        mentions = ["events[\(count)].scale"]
      }
    case 16:
      if pinch {
        set([.key("driver")], .string(LabDriverKind.percentDriven.rawValue))
        mentions = ["driver", "pinch"]
      } else {
        set([.key("interaction")], .string("pinch"))
        set([.key("style")], .string("fade"))
        set([.key("options")], nil)
        set([.key("elements")], nil)
        set([.key("alignmentRect")], nil)
        set([.key("sourceElement")], nil)
        set([.key("destinationElement")], nil)
        mentions = ["interaction", "zoom"]
      }
    case 17:
      let name = random.chance(0.5) ? "sourceElement" : "destinationElement"
      set(
        [.key(name)], .object(rect + [("cornerRadius", random.pick([.number(-1), .string("8")]))]))
      mentions = ["\(name).cornerRadius"]
    default:
      // The zoom's fields on a fade (which takes every operation the zoom does, and no
      // options), driven by a pan (so a content swipe's scroll views go too).
      set([.key("style")], .string("fade"))
      set([.key("interaction")], .string("pan"))
      set([.key("content")], nil)
      set([.key("options")], nil)
      set([.key("sourceElement")], nil)
      set([.key("destinationElement")], nil)
      let field = random.chance(0.5) ? "elements" : "alignmentRect"
      set([.key(field == "elements" ? "alignmentRect" : "elements")], nil)
      set([.key(field)], field == "elements" ? .array([]) : .null)
      mentions = [field, "only a zoom"]
    }
    description = "a zoom's field broken (\(mentions[0]))"
  }

  /// Appends an event with `members` to the document's events.
  private mutating func appendEvent(_ members: [(String, JSONValue)]) {
    var list = document["events"]?.array ?? []
    list.append(.object(members))
    set([.key("events")], .array(list))
  }

  /// Appends a keyboard event with `members` (in a fixed order) at the last event's time and
  /// returns its index.
  private mutating func appendKeyboard(_ members: [String: JSONValue]) -> Int {
    var list = document["events"]?.array ?? []
    let time = events.last?.time ?? 0
    var fields: [(String, JSONValue)] = [("t", .number(time)), ("type", .string("keyboard"))]
    for key in ["frame", "duration", "curve", "x"] {
      if let value = members[key] { fields.append((key, value)) }
    }
    list.append(.object(fields))
    set([.key("events")], .array(list))
    return list.count - 1
  }

  // MARK: - Text-level corruptions

  /// The text cut short anywhere (the empty text included).
  mutating func truncated(_ random: inout FuzzRandom) {
    let text = document.text
    let scalars = Array(text.unicodeScalars)
    let length = random.integer(0...(scalars.count - 1))
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[0..<length])
    rawText = String(view)
    description = "truncated to \(length) of \(scalars.count) characters"
    mentions = [FuzzCorruption.parseError]
  }

  /// Not JSON: stray or missing punctuation, comments, single quotes, leading zeros, trailing
  /// text, a control character in a string, duplicate keys.
  mutating func badText(_ random: inout FuzzRandom) {
    let text = document.text
    switch random.integer(0...8) {
    case 0:
      rawText = text.replacingFirst("}", with: ",}")
      description = "trailing comma"
    case 1:
      rawText = text.replacingFirst("\": ", with: "\" ")
      description = "missing colon"
    case 2:
      rawText = text + random.pick(["}", " x", "\n{}", ",", "]"])
      description = "text after the document"
    case 3:
      rawText = "// a scenario\n" + text
      description = "a comment"
    case 4:
      rawText = text.replacingFirst("\"style\"", with: "'style'")
      description = "single quotes"
    case 5:
      rawText = text.replacingFirst("\"until\": ", with: "\"until\": 0")
      description = "a leading zero"
    case 6:
      rawText = text.replacingFirst("\"style\": \"", with: "\"style\": \"\n")
      description = "a raw line feed in a string"
    case 7:
      let style = builder.combination.style.rawValue
      rawText = "{\"style\": \"\(style)\", " + text.dropFirst()
      description = "duplicate key"
      mentions = ["duplicate key", "style"]
      return
    default:
      rawText = String(text.dropLast())
      description = "unclosed object"
    }
    mentions = [FuzzCorruption.parseError]
  }
}

extension JSONValue {
  /// The document with the value at `path` replaced (nil: removed); missing objects on the
  /// way are created, indices past the end are ignored.
  fileprivate func replacing(_ path: ArraySlice<FuzzCorruption.Step>, with value: JSONValue?)
    -> JSONValue
  {
    guard let step = path.first else { return value ?? .null }
    let rest = path.dropFirst()
    switch step {
    case .key(let key):
      var members = self.members ?? []
      if let position = members.firstIndex(where: { $0.0 == key }) {
        if rest.isEmpty && value == nil {
          members.remove(at: position)
        } else {
          members[position].1 = members[position].1.replacing(rest, with: value)
        }
      } else if value != nil {
        members.append((key, JSONValue.object([]).replacing(rest, with: value)))
      }
      return .object(members)
    case .index(let index):
      guard var elements = array, elements.indices.contains(index) else { return self }
      if rest.isEmpty && value == nil {
        elements.remove(at: index)
      } else {
        elements[index] = elements[index].replacing(rest, with: value)
      }
      return .array(elements)
    }
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
