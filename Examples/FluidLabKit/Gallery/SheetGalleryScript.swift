import FluidTransitions

/// The gallery's sheet scenarios (issue 14): a presented sheet with the detents medium and
/// large, resting at medium over its presenter in the default 390 × 844 pt container, where
/// medium is 422 pt and large 844 pt; touches every 1/120 s, as ``GalleryScript``'s.
enum SheetGalleryScript: String, CaseIterable, Sendable {
  /// A flick up from medium: the projection passes large.
  case detentFlick
  /// A slow drag up from medium that stops: the projection stays nearer medium.
  case slowDrag
  /// The keyboard rises under the medium sheet, and hides again.
  case keyboard
  /// A throw down below medium: the release hands the sheet to the dismissal.
  case throwToDismiss

  /// The container, in points.
  static let container = Size(width: 390, height: 844)
  /// The detents, and the one the sheet rests at first.
  static let detents = ["medium", "large"]
  static let selectedDetent = "medium"
  /// Where the finger touches the sheet first: 78 pt below the medium sheet's top edge.
  static let touchY = 500.0
  /// The keyboard's height, in points (an iPhone's, with its suggestions bar), and its motion.
  static let keyboardHeight = 336.0
  static let keyboardDuration = 0.25
  /// When the keyboard shows and hides, in seconds.
  static let keyboardShows = 0.1
  static let keyboardHides = 0.8

  /// A short human title.
  var title: String {
    switch self {
    case .detentFlick: "flicked from medium to large"
    case .slowDrag: "a slow drag lands back on medium"
    case .keyboard: "the keyboard under a medium sheet"
    case .throwToDismiss: "thrown below medium into the dismissal"
    }
  }

  /// What happens, in one sentence, for the report.
  var summary: String {
    switch self {
    case .detentFlick:
      "From medium, a finger flicks the sheet up 62 pt at 1,500 pt/s and lifts: the projection"
        + " passes large, so the sheet springs there, leaving the finger at its speed."
    case .slowDrag:
      "From medium, a finger drags the sheet up 120 pt over 0.6 s, slowing to a stop, holds"
        + " 60 ms and lifts: the projection stays nearer medium, so the sheet settles back there."
    case .keyboard:
      "Under the sheet at medium the keyboard rises 336 pt over 0.25 s on the system's curve and"
        + " the sheet rides on its top edge; 0.7 s later it hides and the sheet comes back down."
    case .throwToDismiss:
      "From medium, a finger throws the sheet down 146 pt at 2,500 pt/s and lifts below the"
        + " smallest detent: the dismissal takes over where the sheet is, at its speed."
    }
  }

  /// What the plot shows, for its heading.
  var plotTitle: String {
    switch self {
    case .detentFlick, .slowDrag: "Sheet value over the container's height"
    case .keyboard: "Sheet value and keyboard height over the container's height"
    case .throwToDismiss: "Sheet value, then the dismissal's progress"
    }
  }

  /// Where the sheet must end: the detent it rests at, or nil when it is dismissed.
  var restingDetent: String? {
    switch self {
    case .detentFlick: "large"
    case .slowDrag, .keyboard: "medium"
    case .throwToDismiss: nil
    }
  }

  /// The targets of the finger's releases, in order.
  var releaseTargets: [String] {
    switch self {
    case .detentFlick: ["large"]
    case .slowDrag: ["medium"]
    case .keyboard: []
    case .throwToDismiss: [ScenarioTrace.DetentRelease.dismissTarget]
    }
  }

  /// The scenario document.
  var scenario: JSONValue {
    var events: [JSONValue] = []
    var time = 0.0
    func append(_ at: Double, _ type: String, y: Double? = nil, _ extra: [(String, JSONValue)] = [])
    {
      time = at
      var members: [(String, JSONValue)] = [
        ("t", .number(Self.rounded(at))), ("type", .string(type)),
      ]
      if let y {
        members += [("x", .number(Self.container.width / 2)), ("y", .number(Self.rounded(y)))]
      }
      events.append(.object(members + extra))
    }
    /// A drag of `distance` points (down positive) over `count` samples, `easing` mapping the
    /// time fraction to the distance fraction, then `hold` still samples; the finger lifts
    /// half a sample later.
    func drag(
      _ distance: Double, samples count: Int, hold: Int = 0, easing: (Double) -> Double = { $0 }
    ) {
      append(GalleryScript.firstTouch, "touchDown", y: Self.touchY)
      let start = time
      for index in 1...(count + hold) {
        let u = Double(Swift.min(index, count)) / Double(count)
        append(
          start + Double(index) * GalleryScript.sampleInterval, "touchMove",
          y: Self.touchY + distance * easing(u))
      }
      append(time + GalleryScript.liftDelay, "touchUp", y: Self.touchY + distance)
    }
    let until: Double
    switch self {
    case .detentFlick:
      // 1,500 pt/s: 12.5 pt a sample.
      drag(-62.5, samples: 5)
      until = time + 1
    case .slowDrag:
      // 0.6 s easing out, then 60 ms still.
      drag(-120, samples: 72, hold: 7, easing: { 1 - (1 - $0) * (1 - $0) })
      until = time + 1
    case .keyboard:
      let frame = JSONValue.object([
        ("x", .number(0)), ("y", .number(Self.container.height - Self.keyboardHeight)),
        ("width", .number(Self.container.width)), ("height", .number(Self.keyboardHeight)),
      ])
      let motion: [(String, JSONValue)] = [
        ("duration", .number(Self.keyboardDuration)),
        ("curve", .number(Double(LabKeyboard.defaultCurve))),
      ]
      append(Self.keyboardShows, "keyboard", [("frame", frame)] + motion)
      append(Self.keyboardHides, "keyboard", [("frame", .null)] + motion)
      until = Self.keyboardHides + Self.keyboardDuration + 0.25
    case .throwToDismiss:
      // 2,500 pt/s: 20.83 pt a sample.
      drag(7 * 2_500 * GalleryScript.sampleInterval, samples: 7)
      until = time + 1
    }
    return .object([
      ("style", .string(LabStyle.sheet.rawValue)),
      ("operation", .string(TransitionOperation.dismiss.rawValue)),
      (
        "container",
        .object([
          ("width", .number(Self.container.width)), ("height", .number(Self.container.height)),
        ])
      ),
      ("detents", .array(Self.detents.map(JSONValue.string))),
      ("selectedDetent", .string(Self.selectedDetent)),
      ("until", .number(Self.rounded(until))),
      ("events", .array(events)),
    ])
  }

  /// What the run must show beyond the checks every sheet passes: where the sheet ends, the
  /// targets of its releases, and for the throw one hand-off into a completed dismissal.
  func problems(_ trace: ScenarioTrace) -> [String] {
    var problems: [String] = []
    let targets = trace.detentReleases.map(\.target)
    if targets != releaseTargets {
      problems.append(
        "expected the releases to go to \(releaseTargets.joined(separator: ", ")), they went to"
          + " \(targets.joined(separator: ", "))")
    }
    let last = trace.frames.last?.sheet
    if let detent = restingDetent {
      if last?.phase != "resting" || last?.detent != detent {
        problems.append(
          "expected the sheet to rest at \(detent), it is \(last?.phase ?? "gone") at"
            + " \(last?.detent ?? "none")")
      }
      if trace.transitionCount != 0 {
        problems.append("expected no transition, \(trace.transitionCount) ran")
      }
    } else {
      let handOffs = trace.events.filter {
        if case .dismissalHandOff = $0 { return true }
        return false
      }
      if handOffs.count != 1 || trace.result?.completed != true {
        problems.append(
          "expected one hand-off into a completed dismissal, got \(handOffs.count) hand-offs,"
            + " \(trace.outcome)")
      }
    }
    return problems
  }

  /// Times and positions rounded to the microsecond and micropoint.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
