import FluidTransitions

/// The gallery's navigation scenarios (issue 12): stacks whose requests and back swipes go
/// through ``NavigationStackState``, with the slide style in the default 390 × 844 pt
/// container; touches every 1/120 s, as ``GalleryScript``'s.
///
/// The photo album's screen has a horizontal carousel across it, 200 points tall at y = 200,
/// scrolling 800 points of content.
enum NavigationGalleryScript: String, CaseIterable, Sendable {
  /// A content swipe from the middle of the screen pops.
  case contentSwipe
  /// A back tap while a push runs reverses it.
  case backTapDuringPush
  /// A push, a back tap and the same push again, within 100 ms.
  case pushBackPush
  /// A content swipe on a carousel at its leading edge pops.
  case carouselAtLeadingEdge
  /// A content swipe on a scrolled carousel scrolls it: no transition.
  case carouselScrolled

  /// The carousel's frame, in container coordinates.
  static let carousel = Rect(x: 0, y: 200, width: 390, height: 200)
  /// How far the carousel's content scrolls, in points.
  static let carouselContent = 800.0
  /// How far the scrolled carousel is scrolled, in points.
  static let carouselScroll = 300.0

  /// A short human title.
  var title: String {
    switch self {
    case .contentSwipe: "a back swipe from mid-screen"
    case .backTapDuringPush: "back tap during a push"
    case .pushBackPush: "push, back, push within 100 ms"
    case .carouselAtLeadingEdge: "a back swipe on a carousel at its leading edge"
    case .carouselScrolled: "a back swipe on a scrolled carousel"
    }
  }

  /// What happens, for the report.
  var summary: String {
    switch self {
    case .contentSwipe:
      "Inbox › Message: a finger lands mid-screen, away from the edge, and swipes 200 pt toward"
        + " the trailing edge at 1,200 pt/s: the content swipe begins the pop once it has moved"
        + " 10 pt, the transition follows the whole drag from the landing, and the flick pops"
        + " back to Inbox."
    case .backTapDuringPush:
      "Inbox: Message is pushed, and 0.15 s later, while it still slides in, the back button is"
        + " tapped: the rule reverses the push from the frame on screen with its velocity (no"
        + " second transition), and the stack stays Inbox."
    case .pushBackPush:
      "Inbox: Message is pushed, the back button tapped 50 ms later and Message pushed again"
        + " 40 ms after that: the rule reverses the push, then resumes it, from where it is each"
        + " time, and one transition lands on Inbox › Message."
    case .carouselAtLeadingEdge:
      "Albums › Album, whose carousel rests at its leading edge: a swipe toward the trailing edge"
        + " that starts in the carousel has nothing to scroll, so ContentPopHandoff gives it to"
        + " the pop, which lands on Albums."
    case .carouselScrolled:
      "Albums › Album, whose carousel is scrolled 300 pt: the same swipe scrolls the carousel"
        + " back, ContentPopHandoff keeps it for the content, and no transition starts."
    }
  }

  /// The stack at the start.
  var stack: [String] {
    switch self {
    case .contentSwipe: ["Inbox", "Message"]
    case .backTapDuringPush, .pushBackPush: ["Inbox"]
    case .carouselAtLeadingEdge, .carouselScrolled: ["Albums", "Album"]
    }
  }

  /// The stack at the end.
  var finalStack: [String] {
    switch self {
    case .contentSwipe: ["Inbox"]
    case .backTapDuringPush: ["Inbox"]
    case .pushBackPush: ["Inbox", "Message"]
    case .carouselAtLeadingEdge: ["Albums"]
    case .carouselScrolled: ["Albums", "Album"]
    }
  }

  /// Each transition's outcome, in order: true when it completes.
  var outcomes: [Bool] {
    switch self {
    case .contentSwipe, .pushBackPush, .carouselAtLeadingEdge: [true]
    case .backTapDuringPush: [false]
    case .carouselScrolled: []
    }
  }

  /// Who the swipe's drag belongs to, for the swipes.
  var dragOwner: ContentPopHandoff.Owner? {
    switch self {
    case .contentSwipe, .carouselAtLeadingEdge: .pop
    case .carouselScrolled: .content
    case .backTapDuringPush, .pushBackPush: nil
    }
  }

  /// The scenario document.
  var scenario: JSONValue {
    var events: [JSONValue] = []
    func append(_ at: Double, _ type: String, _ members: [(String, JSONValue)] = []) {
      events.append(
        .object([("t", .number(Self.rounded(at))), ("type", .string(type))] + members))
    }
    var fields: [(String, JSONValue)] = []
    switch self {
    case .contentSwipe, .carouselAtLeadingEdge, .carouselScrolled:
      let landing = self == .contentSwipe ? Point(x: 195, y: 600) : Point(x: 195, y: 300)
      let step = GalleryScript.sampleInterval
      let start = GalleryScript.firstTouch
      append(start, "touchDown", [("x", .number(landing.x)), ("y", .number(landing.y))])
      // 1,200 pt/s: 10 pt a sample, 20 samples.
      for index in 1...20 {
        append(
          start + Double(index) * step, "touchMove",
          [("x", .number(landing.x + 10 * Double(index))), ("y", .number(landing.y))])
      }
      append(
        start + 20 * step + GalleryScript.liftDelay, "touchUp",
        [("x", .number(landing.x + 200)), ("y", .number(landing.y))])
      fields.append(("interaction", .string(LabInteraction.contentPop.rawValue)))
      if self != .contentSwipe {
        let offset = self == .carouselScrolled ? Self.carouselScroll : 0
        fields.append(
          (
            LabScrollView.fieldName,
            .array([
              .object([
                ("frame", ScenarioTrace.json(Self.carousel)),
                ("horizontalOffset", .number(offset)),
                ("maximumHorizontalOffset", .number(Self.carouselContent)),
              ])
            ])
          ))
      }
    case .backTapDuringPush:
      append(0, "push", [("to", .string("Message"))])
      append(0.15, "pop")
    case .pushBackPush:
      append(0, "push", [("to", .string("Message"))])
      append(0.05, "pop")
      append(0.09, "push", [("to", .string("Message"))])
    }
    return .object(
      [
        ("style", .string(LabStyle.slide.rawValue)),
        (LabStack.fieldName, .array(stack.map(JSONValue.string))),
      ] + fields + [
        ("until", .number(2)),
        ("events", .array(events)),
      ])
  }

  /// What the run must show beyond the checks every stack passes: the final stack, each
  /// transition's outcome, and who took the swipe.
  func problems(_ trace: ScenarioTrace) -> [String] {
    guard let stack = trace.stack else { return ["expected a stack scenario's trace"] }
    var problems: [String] = []
    let final = stack.stacks.last?.stack ?? []
    if final != finalStack {
      problems.append(
        "expected the stack to end as \(ScenarioTrace.describe(finalStack)), it ends as"
          + " \(ScenarioTrace.describe(final))")
    }
    let ended = stack.transitions.map { $0.trace.result?.completed }
    if ended != outcomes.map({ Optional($0) }) {
      problems.append(
        "expected \(outcomes.count) transition\(outcomes.count == 1 ? "" : "s") ending"
          + " \(outcomes.map { $0 ? "completed" : "cancelled" }), got"
          + " \(ended.map { $0.map { $0 ? "completed" : "cancelled" } ?? "unfinished" })")
    }
    let owners = trace.events.compactMap { event -> ContentPopHandoff.Owner? in
      if case .dragOwner(_, let record) = event { return record.owner }
      return nil
    }
    if owners != (dragOwner.map { [$0] } ?? []) {
      problems.append(
        "expected the drag to go to \(dragOwner?.rawValue ?? "nobody"), the trace says"
          + " \(owners.map(\.rawValue))")
    }
    return problems
  }

  /// Times and positions rounded to the microsecond and micropoint.
  private static func rounded(_ value: Double) -> Double {
    (value * 1e6).rounded() / 1e6
  }
}
