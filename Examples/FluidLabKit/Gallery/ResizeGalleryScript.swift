import FluidTransitions

/// The gallery's size changes (issue 24): the container rotates, the window resizes or the safe
/// area changes while a transition runs, while a finger holds it, and while a zoom flies; each
/// re-planned onto the new layout by the library's driver, with no jump, landing on the new
/// layout. In the default 390 × 844 pt container with no safe area at the start; touches every
/// 1/120 s, as ``GalleryScript``'s.
enum ResizeGalleryScript: String, CaseIterable, Sendable {
  /// A push rotates to landscape mid-flight.
  case rotatedPush
  /// A finger grabs a pop, the window resizes under it, and the finger throws the pop home.
  case resizedUnderFinger
  /// A finger drags a sheet down; the status bar's safe area arrives; the finger lets go and
  /// the sheet returns below it.
  case safeAreaUnderSheet
  /// A zoom's safe area arrives late and then its window resizes, mid-flight.
  case zoomResizedMidFlight

  /// The container at the start, in points.
  static let container = Size(width: 390, height: 844)
  /// The landscape container a rotation leaves.
  static let landscape = Size(width: 844, height: 390)
  /// The window a resize leaves (Stage Manager).
  static let window = Size(width: 600, height: 800)
  /// The zoom's window after its resize.
  static let zoomWindow = Size(width: 600, height: 900)
  /// The status bar's safe area: 59 pt at the top, the home indicator's 34 at the bottom.
  static let statusBarTop = 59.0
  static let homeIndicator = 34.0
  /// When the container rotates or resizes, and when the safe area arrives, in seconds.
  static let rotation = 0.15
  static let windowResize = 0.1
  static let safeAreaArrival = 0.12
  static let zoomResize = 0.2

  /// A short human title.
  var title: String {
    switch self {
    case .rotatedPush: "rotated mid-push"
    case .resizedUnderFinger: "the window resizes under the finger"
    case .safeAreaUnderSheet: "the safe area arrives under a dragged sheet"
    case .zoomResizedMidFlight: "a zoom's safe area arrives late, then its window resizes"
    }
  }

  /// What happens, in one sentence, for the report.
  var summary: String {
    switch self {
    case .rotatedPush:
      "A push slides in and, 0.15 s into it, the device rotates to 844 × 390: the driver"
        + " re-plans the rest of the slide onto the landscape layout without a jump, and the"
        + " pushed view lands filling the landscape container."
    case .resizedUnderFinger:
      "A pop runs, a finger grabs it and drags it right; 0.1 s in, the window resizes to"
        + " 600 × 800 under the finger, which keeps dragging and throws the pop home: the"
        + " views follow the finger onto the new layout and the screen underneath lands"
        + " filling the new window."
    case .safeAreaUnderSheet:
      "A finger drags a full-height sheet down; 0.12 s in, the status bar's safe area"
        + " (59 pt) arrives: the sheet's resting frame moves below it; the finger drifts back"
        + " and lets go slowly, and the sheet settles on its new frame, 59 pt from the top."
    case .zoomResizedMidFlight:
      "A photo and its caption zoom into the detail; 0.12 s in, the safe area (59 pt at the"
        + " top) arrives late and moves the detail's content down, and 0.2 s in the window"
        + " resizes to 600 × 900: the flights follow each new layout and land exactly on the"
        + " photo and the title where the safe area put them."
    }
  }

  var style: LabStyle {
    switch self {
    case .rotatedPush, .resizedUnderFinger: .slide
    case .safeAreaUnderSheet: .sheet
    case .zoomResizedMidFlight: .zoom
    }
  }

  var operation: TransitionOperation {
    switch self {
    case .rotatedPush, .zoomResizedMidFlight: .push
    case .resizedUnderFinger: .pop
    case .safeAreaUnderSheet: .dismiss
    }
  }

  /// The run's outcome and grabs: every script completes but the sheet's, which the finger
  /// lets go of to cancel.
  var expectation: TraceExpectation {
    switch self {
    case .rotatedPush, .zoomResizedMidFlight: TraceExpectation(completes: true, grabs: 0)
    case .resizedUnderFinger: TraceExpectation(completes: true, grabs: 1)
    case .safeAreaUnderSheet: TraceExpectation(completes: false, grabs: 1)
    }
  }

  /// Where the views must rest at the end, by role, in container coordinates, worked out from
  /// the layouts: the pushed or popped-to view filling the last container; the sheet below
  /// the safe area's top, as tall as the room left; the photo's flight on the photo (the
  /// alignment rect) and the caption's on the title, each moved down by the safe area's top.
  var landings: [(role: String, frame: Rect)] {
    switch self {
    case .rotatedPush: [("to", Rect(origin: .zero, size: Self.landscape))]
    case .resizedUnderFinger: [("to", Rect(origin: .zero, size: Self.window))]
    case .safeAreaUnderSheet:
      [
        (
          "from",
          Rect(
            x: 0, y: Self.statusBarTop, width: Self.container.width,
            height: Self.container.height - Self.statusBarTop)
        )
      ]
    case .zoomResizedMidFlight:
      [
        ("snapshot", ZoomGalleryScript.photo.offsetBy(dx: 0, dy: Self.statusBarTop)),
        (
          "snapshot.caption",
          ZoomGalleryScript.captionDestination.offsetBy(dx: 0, dy: Self.statusBarTop)
        ),
      ]
    }
  }

  /// The scenario document.
  var scenario: JSONValue {
    var events: [JSONValue] = []
    var time = 0.0
    func append(_ at: Double, _ type: String, _ members: [(String, JSONValue)] = []) {
      time = at
      events.append(
        .object([("t", .number(Self.rounded(at))), ("type", .string(type))] + members))
    }
    func at(_ point: Point) -> [(String, JSONValue)] {
      [("x", .number(Self.rounded(point.x))), ("y", .number(Self.rounded(point.y)))]
    }
    func size(_ size: Size) -> [(String, JSONValue)] {
      [("width", .number(size.width)), ("height", .number(size.height))]
    }
    let step = GalleryScript.sampleInterval
    var fields: [(String, JSONValue)] = []
    switch self {
    case .rotatedPush:
      append(0, "start")
      append(Self.rotation, "resize", size(Self.landscape))
    case .resizedUnderFinger:
      append(0, "start")
      // Grabbed at x = 150, dragged right at 600 pt/s, then at 1,200 pt/s after the resize.
      var finger = Point(x: 150, y: 400)
      append(GalleryScript.firstTouch, "touchDown", at(finger))
      let start = time
      var resized = false
      for index in 1...24 {
        let sample = start + Double(index) * step
        if !resized, sample > Self.windowResize {
          append(Self.windowResize, "resize", size(Self.window))
          resized = true
        }
        finger.x += index <= 6 ? 5 : 10
        append(sample, "touchMove", at(finger))
      }
      append(time + GalleryScript.liftDelay, "touchUp", at(finger))
    case .safeAreaUnderSheet:
      append(0, "startInteractive")
      // Down 120 pt at 960 pt/s, the safe area arrives, back up 90 pt slowly, a pause, a lift.
      var finger = Point(x: 195, y: 200)
      append(GalleryScript.firstTouch, "touchDown", at(finger))
      let start = time
      var arrived = false
      for index in 1...30 {
        let sample = start + Double(index) * step
        if !arrived, sample > Self.safeAreaArrival {
          append(
            Self.safeAreaArrival, "resize",
            [
              (
                LabSafeArea.fieldName,
                LabSafeArea(top: Self.statusBarTop, left: 0, bottom: Self.homeIndicator, right: 0)
                  .json
              )
            ])
          arrived = true
        }
        finger.y += index <= 15 ? 8 : -6
        append(sample, "touchMove", at(finger))
      }
      append(time + 0.1, "touchMove", at(finger))
      append(time + GalleryScript.liftDelay, "touchUp", at(finger))
    case .zoomResizedMidFlight:
      append(0, "start")
      append(
        Self.safeAreaArrival, "resize",
        [
          (
            LabSafeArea.fieldName,
            LabSafeArea(top: Self.statusBarTop, left: 0, bottom: Self.homeIndicator, right: 0)
              .json
          )
        ])
      append(Self.zoomResize, "resize", size(Self.zoomWindow))
      fields = [
        ("sourceElement", LabZoom.json(ZoomGalleryScript.cell, cornerRadius: 10)),
        ("destinationElement", LabZoom.json(ZoomGalleryScript.imageView, cornerRadius: nil)),
        (
          "elements",
          .array([
            .object([
              ("identifier", .string("caption")),
              ("source", LabZoom.json(ZoomGalleryScript.captionSource, cornerRadius: nil)),
              (
                "destination",
                LabZoom.json(ZoomGalleryScript.captionDestination, cornerRadius: nil)
              ),
              ("zIndex", .number(1)),
            ])
          ])
        ),
        ("alignmentRect", LabZoom.json(ZoomGalleryScript.photo, cornerRadius: nil)),
        ("options", .object([("crossFadeStart", .number(0)), ("crossFadeEnd", .number(0.6))])),
      ]
    }
    return .object(
      [
        ("style", .string(style.rawValue)),
        ("operation", .string(operation.rawValue)),
        ("interaction", .string(style.galleryInteraction(for: operation).rawValue)),
        (
          "container",
          .object([
            ("width", .number(Self.container.width)), ("height", .number(Self.container.height)),
          ])
        ),
        ("until", .number(Self.rounded(time + 1.5))),
        ("events", .array(events)),
      ] + fields)
  }

  /// What the run must show beyond the checks every run passes (and the script's outcome and
  /// grabs, ``expectation``): the driver re-planned at every resize, and the views rest
  /// exactly (to 1e-9 relative) on ``landings``.
  func problems(_ trace: ScenarioTrace) -> [String] {
    var problems: [String] = []
    if trace.resizes.isEmpty || !trace.resizes.allSatisfy(\.isReplanned) {
      problems.append("expected the driver to re-plan at every resize")
    }
    guard let last = trace.frames.last else { return ["no frames"] }
    for (role, expected) in landings {
      guard let node = last.nodes.first(where: { $0.role == role && $0.parent == nil }) else {
        problems.append("no \(role) in the last frame")
        continue
      }
      let shown = node.state.onScreenFrame
      if !ScenarioTrace.zoomClose(shown, expected) {
        problems.append(
          "expected \(role) to rest at (\(expected.minX), \(expected.minY), \(expected.width) ×"
            + " \(expected.height)), it rests at (\(shown.minX), \(shown.minY), \(shown.width) ×"
            + " \(shown.height))")
      }
    }
    return problems
  }

  /// Times and positions rounded to the microsecond and micropoint.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
