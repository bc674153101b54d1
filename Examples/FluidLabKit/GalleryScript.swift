import FluidTransitions

/// One of the gallery's gesture scripts (LAB.md "Commands"), built for any style as a scenario
/// document in container coordinates, with touch samples every 1/120 s.
///
/// Distances are fractions of the interaction's distance (the container's width for a
/// horizontal pan, its height for a vertical one), measured in the direction that completes
/// the transition; "back" is the other way.
enum GalleryScript: String, CaseIterable, Sendable {
  /// Started by a tap and left alone.
  case animated
  /// Started interactively; the finger drags 60 % over 0.35 s and lifts while still moving.
  case interactiveFinish
  /// Started interactively; the finger drags 25 % slowly, stops, holds 60 ms and lifts.
  case interactiveCancel
  /// Started by a tap; at 40 % of the duration the finger grabs, drags back 15 % quickly and
  /// lifts.
  case grabAndReverse
  /// Started interactively; a 10 % drag at 2,500 pt/s, then the finger lifts.
  case flick
  /// The interactive finish, then 80 ms after each release the finger grabs the settling
  /// transition and drags 25 % against the way it is settling, twice: first back toward the
  /// start, then forward again.
  case regrabDuringSettle

  /// The interval between touch samples, in seconds (a 120 Hz digitizer).
  static let sampleInterval = 1.0 / 120
  /// When the finger first touches down, in seconds: half a frame after a frame at 120 Hz, so
  /// every later sample falls between two frames, one per frame, as an unsynchronised
  /// digitizer's would.
  static let firstTouch = 0.05 + 1.0 / 240
  /// The time between the last touch sample and the lift, in seconds: the finger is still
  /// moving when it lifts.
  static let liftDelay = 1.0 / 240
  /// The finger's distance from the edge when an edge pan begins, in points.
  static let edgeInset = 12.0

  /// A short human title.
  var title: String {
    switch self {
    case .animated: "plain animated run"
    case .interactiveFinish: "interactive finish"
    case .interactiveCancel: "interactive cancel"
    case .grabAndReverse: "grab mid-animation and reverse"
    case .flick: "flick"
    case .regrabDuringSettle: "re-grab during the settle"
    }
  }

  /// What the finger does, for the report.
  var summary: String {
    switch self {
    case .animated:
      "Started by a tap and left alone."
    case .interactiveFinish:
      "Started interactively; the finger drags 60 % of the distance over 0.35 s and lifts while"
        + " still moving."
    case .interactiveCancel:
      "Started interactively; the finger drags 25 % slowly, stops, holds 60 ms and lifts."
    case .grabAndReverse:
      "Started by a tap; at 40 % of the duration the finger grabs, drags back 15 % in 80 ms and"
        + " lifts."
    case .flick:
      "Started interactively; a 10 % drag at 2,500 pt/s, then the finger lifts."
    case .regrabDuringSettle:
      "The interactive finish; 80 ms after the release the finger grabs the settling transition,"
        + " drags 25 % back in 0.12 s and lifts; 80 ms later it grabs again and drags 25 %"
        + " forward."
    }
  }

  /// Whether the transition must complete (true) or cancel (false).
  var expectsCompletion: Bool {
    switch self {
    case .animated, .interactiveFinish, .flick, .regrabDuringSettle: true
    case .interactiveCancel, .grabAndReverse: false
    }
  }

  /// How many times the finger grabs (and releases) the transition.
  var expectedGrabs: Int {
    switch self {
    case .animated: 0
    case .interactiveFinish, .interactiveCancel, .grabAndReverse, .flick: 1
    case .regrabDuringSettle: 3
    }
  }

  /// The operation the script runs for `style`: the plain run shows the style's forward
  /// operation, the gestures its backward one (see ``LabStyle/galleryInteractiveOperation``).
  func operation(for style: LabStyle) -> TransitionOperation {
    self == .animated ? style.galleryAnimatedOperation : style.galleryInteractiveOperation
  }

  /// The scenario document for `style` and the script's operation for it, in the default
  /// 390 × 844 pt container.
  func scenario(for style: LabStyle) -> JSONValue {
    scenario(for: style, operation: operation(for: style))
  }

  /// The scenario document for `style` running `operation` with the style's natural
  /// interaction for it (``LabStyle/galleryInteraction(for:)``).
  func scenario(for style: LabStyle, operation: TransitionOperation) -> JSONValue {
    let container = Size(width: 390, height: 844)
    let interaction = style.galleryInteraction(for: operation)
    let library = style.defaultStyle
    let scene = style.adjusted(
      TransitionScene(container: container, operation: operation), style: library)
    var touches = TouchScript(
      mapping: library.interactionMapping(for: interaction.interaction, in: scene),
      container: container,
      inset: interaction == .edgePan ? Self.edgeInset : nil)
    let until: Double
    switch self {
    case .animated:
      touches.append(0, "start")
      until = style.defaultDuration + 0.25
    case .interactiveFinish:
      touches.append(0, "startInteractive")
      touches.down(at: Self.firstTouch)
      touches.drag(by: 0.6, over: 0.35)
      touches.lift()
      until = touches.time + 1
    case .interactiveCancel:
      touches.append(0, "startInteractive")
      touches.down(at: Self.firstTouch)
      touches.drag(by: 0.25, over: 0.5, easing: { 1 - (1 - $0) * (1 - $0) })
      touches.hold(for: 0.06)
      touches.lift(after: 0)
      until = touches.time + 1
    case .grabAndReverse:
      touches.append(0, "start")
      touches.down(at: 0.4 * style.defaultDuration, atCentre: true)
      touches.drag(by: -0.15, over: 0.08)
      touches.lift()
      until = touches.time + 1
    case .flick:
      touches.append(0, "startInteractive")
      touches.down(at: Self.firstTouch)
      touches.flick(by: 0.1, speed: 2_500)
      touches.lift()
      until = touches.time + 1.2
    case .regrabDuringSettle:
      touches.append(0, "startInteractive")
      touches.down(at: Self.firstTouch)
      touches.drag(by: 0.6, over: 0.35)
      touches.lift()
      touches.down(at: touches.time + 0.08)
      touches.drag(by: -0.25, over: 0.12)
      touches.lift()
      touches.down(at: touches.time + 0.08)
      touches.drag(by: 0.25, over: 0.12)
      touches.lift()
      until = touches.time + 1
    }
    return .object([
      ("style", .string(style.rawValue)),
      ("operation", .string(operation.rawValue)),
      ("interaction", .string(interaction.rawValue)),
      (
        "container",
        .object([("width", .number(container.width)), ("height", .number(container.height))])
      ),
      ("until", .number(Self.rounded(until))),
      ("events", .array(touches.events)),
    ])
  }

  /// Times and positions rounded to the microsecond and micropoint, so the scenario reads
  /// cleanly and replays exactly from its JSON.
  fileprivate static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}

/// Builds a finger's events along an ``InteractionMapping``.
private struct TouchScript {
  let mapping: InteractionMapping
  let container: Size
  /// Where a drag starts along the axis, in points.
  let startAlong: Double
  /// The finger's distance along the completing direction from `startAlong`, in fractions of
  /// the mapping's distance.
  private(set) var travel = 0.0
  /// The time of the last event, in seconds.
  private(set) var time = 0.0
  private(set) var events: [JSONValue] = []

  /// A script whose drags start `inset` points inside the edge they move away from (an edge
  /// pan), or 15 % of the way in when `inset` is nil.
  init(mapping: InteractionMapping, container: Size, inset: Double?) {
    self.mapping = mapping
    self.container = container
    let extent = mapping.axis == .horizontal ? container.width : container.height
    let margin = inset ?? extent * 0.15
    startAlong = mapping.direction > 0 ? margin : extent - margin
  }

  /// The finger's position in container coordinates.
  private var position: Point {
    let along = startAlong + mapping.direction * travel * mapping.distance
    return mapping.axis == .horizontal
      ? Point(x: along, y: container.height / 2)
      : Point(x: container.width / 2, y: along)
  }

  mutating func append(_ time: Double, _ type: String, at point: Point? = nil) {
    self.time = time
    var members: [(String, JSONValue)] = [
      ("t", .number(GalleryScript.rounded(time))), ("type", .string(type)),
    ]
    if let point {
      members += [
        ("x", .number(GalleryScript.rounded(point.x))),
        ("y", .number(GalleryScript.rounded(point.y))),
      ]
    }
    events.append(.object(members))
  }

  /// The finger touches down where the last drag ended (or where drags start), or at the
  /// centre of the container.
  mutating func down(at time: Double, atCentre: Bool = false) {
    if atCentre {
      let extent = mapping.axis == .horizontal ? container.width : container.height
      travel =
        mapping.distance > 0 ? (extent / 2 - startAlong) * mapping.direction / mapping.distance : 0
    }
    append(time, "touchDown", at: position)
  }

  /// Moves `fraction` of the distance over `duration` seconds, one sample every 1/120 s;
  /// `easing` maps the time fraction to the distance fraction (linear by default).
  mutating func drag(
    by fraction: Double, over duration: Double, easing: (Double) -> Double = { $0 }
  ) {
    let count = max(1, Int((duration / GalleryScript.sampleInterval).rounded()))
    let start = time
    let origin = travel
    for index in 1...count {
      let u = Double(index) / Double(count)
      travel = origin + fraction * easing(u)
      append(start + Double(index) * GalleryScript.sampleInterval, "touchMove", at: position)
    }
  }

  /// Moves `fraction` of the distance (rounded to whole samples, at least two) at `speed`
  /// points per second.
  mutating func flick(by fraction: Double, speed: Double) {
    let step = speed * GalleryScript.sampleInterval
    let count = max(2, Int((fraction * mapping.distance / step).rounded()))
    drag(
      by: mapping.distance > 0 ? Double(count) * step / mapping.distance : 0,
      over: Double(count) * GalleryScript.sampleInterval)
  }

  /// Keeps the finger still for `duration` seconds, still reporting samples.
  mutating func hold(for duration: Double) {
    let count = Int((duration / GalleryScript.sampleInterval + 1e-9).rounded(.down))
    let start = time
    for index in 0..<count {
      append(start + Double(index + 1) * GalleryScript.sampleInterval, "touchMove", at: position)
    }
    time = start + duration
  }

  /// Lifts the finger `delay` seconds after the last sample.
  mutating func lift(after delay: Double = GalleryScript.liftDelay) {
    append(time + delay, "touchUp", at: position)
  }
}
