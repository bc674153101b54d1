import FluidTransitions

/// The gallery's zoom scenarios (issue 14): the zoom's cross-fading flight with a second
/// element, a grid that re-lays out under a dismissal, a cell that disappears mid-flight, and
/// the pinch, alone and taking over a drag, in the default 390 × 844 pt container; touches every
/// 1/120 s, as ``GalleryScript``'s.
///
/// The photo grid has 110-point cells in three columns at x = 20, 140 and 260, rounded by 10
/// points; the detail screen shows the photo in a square aspect-fit image view (0, 120,
/// 390 × 390) whose visible photo, a 3:2 landscape, is its alignment rect (0, 185, 390 × 260).
enum ZoomGalleryScript: String, CaseIterable, Sendable {
  /// A push: the photo and its caption fly from the grid to the detail, cross-fading.
  case photoAndCaption
  /// A drag down dismisses; while the flight settles the grid re-lays out and the cell moves.
  case relaidOutGrid
  /// A dismissal whose cell disappears mid-flight: the smooth fallback.
  case cellRemoved
  /// Two fingers pinch the detail closed: a pinch dismissal.
  case pinchDismissal
  /// A drag down, a second finger lands and pinches, both lift: a drag that becomes a pinch.
  case dragThenPinch

  /// The container, in points.
  static let container = Size(width: 390, height: 844)
  /// The grid cell the photo is in: the middle column of the row at y = 300.
  static let cell = Rect(x: 140, y: 300, width: 110, height: 110)
  /// The grid cell's corner radius, as measured on it.
  static let cellRadius = 10.0
  /// Where the cell goes when the grid re-lays out (the photo before it was deleted): one
  /// column to the left.
  static let relaidOutCell = Rect(x: 20, y: 300, width: 110, height: 110)
  /// The detail's square aspect-fit image view, and the photo it shows (its alignment rect).
  static let imageView = Rect(x: 0, y: 120, width: 390, height: 390)
  static let photo = Rect(x: 0, y: 185, width: 390, height: 260)
  /// The caption: the label under the cell, and the title under the photo.
  static let captionSource = Rect(x: 140, y: 414, width: 110, height: 18)
  static let captionDestination = Rect(x: 20, y: 524, width: 350, height: 30)
  /// When the cell moves (relaidOutGrid) and how long it takes, and when it disappears
  /// (cellRemoved), in seconds.
  static let relayoutStart = 0.28
  static let relayoutDuration = 0.2
  static let removal = 0.14
  /// Where the finger first touches the photo.
  static let touch = Point(x: 195, y: 330)

  /// A short human title.
  var title: String {
    switch self {
    case .photoAndCaption: "a photo and its caption fly, cross-fading"
    case .relaidOutGrid: "dismissed while the grid re-lays out"
    case .cellRemoved: "the cell disappears mid-flight"
    case .pinchDismissal: "pinched closed"
    case .dragThenPinch: "a drag that becomes a pinch"
    }
  }

  /// What happens, in one sentence, for the report.
  var summary: String {
    switch self {
    case .photoAndCaption:
      "A tap on a grid cell pushes the detail: the photo flies from the rounded cell onto the"
        + " visible photo of the aspect-fit image view (its alignment rect), the cell's crop"
        + " cross-fading into the whole photo over the first 60 % of the flight, while the"
        + " caption flies above it from the label under the cell to the title under the photo."
    case .relaidOutGrid:
      "A finger drags the photo 150 pt down at 1,000 pt/s and lets go; as it flies back, the"
        + " photo before it is deleted and its cell slides one column left over 0.2 s, and the"
        + " flight follows it frame by frame and lands on the cell's new place."
    case .cellRemoved:
      "A tap closes the detail and, 0.14 s into the flight, the cell is deleted: the flight"
        + " turns, without a jump, into the no-source fallback, heading for the photo halved"
        + " about the screen's centre and fading out while the detail view shrinks with it."
    case .pinchDismissal:
      "Two fingers pinch the photo from scale 1 to 0.7 over 0.25 s, drifting 40 pt down, and"
        + " lift while still closing: the dismissal leaves at the velocity the scale velocity"
        + " maps to and lands on the cell."
    case .dragThenPinch:
      "A finger drags the photo 60 pt down; a second finger lands 120 pt to its right and the"
        + " two pinch from 1 to 0.75 without a jump at the hand-over; both lift together and"
        + " the pinch's velocity carries the dismissal onto the cell."
    }
  }

  /// The run's outcome and grabs: every script completes.
  var expectation: TraceExpectation {
    TraceExpectation(completes: true, grabs: expectedGrabs)
  }

  /// The operation: a push for the flight out of the grid, a dismissal for the others.
  var operation: TransitionOperation { self == .photoAndCaption ? .push : .dismiss }

  /// The interaction: the pinch for the pinches, the zoom's drag otherwise.
  var interaction: LabInteraction {
    self == .pinchDismissal || self == .dragThenPinch ? .pinch : .zoomDrag
  }

  /// How many times a finger (or two) grabs the transition: the hand-over from the drag to the
  /// pinch is no new grab.
  var expectedGrabs: Int {
    switch self {
    case .photoAndCaption, .cellRemoved: 0
    case .relaidOutGrid, .pinchDismissal, .dragThenPinch: 1
    }
  }

  /// Where the photo's flight must end, in container coordinates: the alignment rect after
  /// the push, the cell's new place after the re-layout, the fallback frame (the image view
  /// halved about the container's centre (195, 422): centre (195, 315) → (195, 368.5)) after
  /// the cell disappeared, the cell after the pinches.
  var photoLanding: Rect {
    switch self {
    case .photoAndCaption: Self.photo
    case .relaidOutGrid: Self.relaidOutCell
    case .cellRemoved: Rect(x: 97.5, y: 271, width: 195, height: 195)
    case .pinchDismissal, .dragThenPinch: Self.cell
    }
  }

  /// The scenario document.
  var scenario: JSONValue {
    var events: [JSONValue] = []
    var time = 0.0
    func append(_ at: Double, _ type: String, _ members: [(String, Double)] = []) {
      time = at
      events.append(
        .object(
          [("t", .number(Self.rounded(at))), ("type", .string(type))]
            + members.map { ($0.0, .number(Self.rounded($0.1))) }))
    }
    let step = GalleryScript.sampleInterval
    var fields: [(String, JSONValue)] = []
    let until: Double
    switch self {
    case .photoAndCaption:
      append(0, "start")
      fields = [
        (
          "elements",
          .array([
            .object([
              ("identifier", .string("caption")),
              ("source", LabZoom.json(Self.captionSource, cornerRadius: nil)),
              ("destination", LabZoom.json(Self.captionDestination, cornerRadius: nil)),
              ("zIndex", .number(1)),
            ])
          ])
        ),
        ("alignmentRect", LabZoom.json(Self.photo, cornerRadius: nil)),
        (
          "options",
          .object([
            ("crossFadeStart", .number(0)), ("crossFadeEnd", .number(0.6)),
            ("dimmingAlpha", .number(0.2)),
          ])
        ),
      ]
      until = 1
    case .relaidOutGrid:
      append(0, "startInteractive")
      // 1,000 pt/s: 8.33 pt a sample, 18 samples.
      append(GalleryScript.firstTouch, "touchDown", [("x", Self.touch.x), ("y", Self.touch.y)])
      let start = time
      for index in 1...18 {
        append(
          start + Double(index) * step, "touchMove",
          [("x", Self.touch.x), ("y", Self.touch.y + Double(index) * 1_000 * step)])
      }
      append(
        time + GalleryScript.liftDelay, "touchUp",
        [("x", Self.touch.x), ("y", Self.touch.y + 150)])
      // The cell slides left, easing in and out, one sample a frame.
      let moves = Int((Self.relayoutDuration / step).rounded())
      for index in 0...moves {
        let u = Double(index) / Double(moves)
        let eased = u * u * (3 - 2 * u)
        let x = Self.cell.minX + (Self.relaidOutCell.minX - Self.cell.minX) * eased
        append(
          Self.relayoutStart + Double(index) * step, "sourceMove",
          [
            ("x", x), ("y", Self.cell.minY), ("width", Self.cell.width),
            ("height", Self.cell.height),
          ])
      }
      until = time + 1
    case .cellRemoved:
      append(0, "start")
      append(Self.removal, "sourceRemove")
      until = 1.2
    case .pinchDismissal:
      append(0, "startInteractive")
      let start = GalleryScript.firstTouch
      append(start, "pinchBegin", [("x", Self.touch.x), ("y", Self.touch.y), ("scale", 1)])
      // 0.3 over 30 samples, easing in: still closing at the end.
      for index in 1...30 {
        let u = Double(index) / 30
        append(
          start + Double(index) * step, "pinchMove",
          [("x", Self.touch.x), ("y", Self.touch.y + 40 * u), ("scale", 1 - 0.3 * u * u)])
      }
      append(time + GalleryScript.liftDelay, "pinchEnd")
      until = time + 1
    case .dragThenPinch:
      append(0, "startInteractive")
      append(GalleryScript.firstTouch, "touchDown", [("x", Self.touch.x), ("y", Self.touch.y)])
      var start = time
      for index in 1...12 {
        append(
          start + Double(index) * step, "touchMove",
          [("x", Self.touch.x), ("y", Self.touch.y + 5 * Double(index))])
      }
      // The second finger lands 120 pt to the right: the centroid is 60 pt to the right.
      let centroid = Point(x: Self.touch.x + 60, y: Self.touch.y + 60)
      append(time + step, "pinchBegin", [("x", centroid.x), ("y", centroid.y), ("scale", 1)])
      start = time
      for index in 1...18 {
        let u = Double(index) / 18
        append(
          start + Double(index) * step, "pinchMove",
          [("x", centroid.x), ("y", centroid.y + 30 * u), ("scale", 1 - 0.25 * u)])
      }
      // Both fingers lift: the first, then the pinch, which releases.
      append(
        time + GalleryScript.liftDelay, "touchUp",
        [("x", Self.touch.x), ("y", Self.touch.y + 60)])
      append(time, "pinchEnd")
      until = time + 1
    }
    return .object(
      [
        ("style", .string(LabStyle.zoom.rawValue)),
        ("operation", .string(operation.rawValue)),
        ("interaction", .string(interaction.rawValue)),
        (
          "container",
          .object([
            ("width", .number(Self.container.width)), ("height", .number(Self.container.height)),
          ])
        ),
        ("sourceElement", LabZoom.json(Self.cell, cornerRadius: Self.cellRadius)),
        ("destinationElement", LabZoom.json(Self.imageView, cornerRadius: nil)),
        ("until", .number(Self.rounded(until))),
        ("events", .array(events)),
      ] + fields)
  }

  /// What the run must show beyond the checks every zoom passes (and the script's outcome and
  /// grabs, ``expectation``): the photo's flight ends on ``photoLanding`` (and the caption's on
  /// its title), faded out after the fallback; a pinch's release carries its scale velocity.
  func problems(_ trace: ScenarioTrace) -> [String] {
    var problems: [String] = []
    guard let last = trace.frames.last, trace.result?.completed == true else { return [] }
    func check(_ role: String, _ expected: Rect, alpha: Double = 1) {
      guard let node = last.nodes.first(where: { $0.role == role }) else {
        return problems.append("no \(role) in the last frame")
      }
      if !ScenarioTrace.zoomClose(node.state.frame, expected) || node.state.alpha != alpha {
        problems.append(
          "expected \(role) to end at (\(expected.minX), \(expected.minY), \(expected.width) ×"
            + " \(expected.height)) with alpha \(alpha), it ends at (\(node.state.frame.minX),"
            + " \(node.state.frame.minY), \(node.state.frame.width) × \(node.state.frame.height))"
            + " with alpha \(node.state.alpha)")
      }
    }
    check("snapshot", photoLanding, alpha: self == .cellRemoved ? 0 : 1)
    if self == .photoAndCaption { check("snapshot.caption", Self.captionDestination) }
    if interaction == .pinch, trace.releases.last?.scaleVelocity == nil {
      problems.append("expected the pinch to release the transition, with its scale velocity")
    }
    return problems
  }

  /// Times and positions rounded to the microsecond and micropoint.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
