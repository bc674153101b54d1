import FluidTransitions

/// What one run of a ``Scenario`` recorded, as values: serialised by ``json`` into the trace
/// `fluid-lab run` prints (the lab's reference, "Trace"), and drawn by ``LabReport``
/// (filmstrips and plots).
struct ScenarioTrace {
  /// One node of the plan as presented at one frame.
  struct NodeSample {
    /// The role's stable name (`from`, `to`, `dimming`, …).
    var role: String
    /// The presented values: frame (in its parent's coordinates, the container for every
    /// built-in style), alpha, transform about the frame's centre, corner radius, hidden.
    var state: NodeState
    /// Whether the node is in the container's tree (it is not before the setup inserts it or
    /// after a cleanup removes it).
    var inContainer: Bool
    /// The node's place in the container's drawing order, back to front (0 is the container
    /// itself); nil when it is not in the container. In the trace as `zIndex`, one less.
    var drawingOrder: Int?
    /// The role of the node this one is nested in, when that is one of the trace's nodes (a
    /// zoom's content snapshot in its flight, an element in its view): its frame is then in
    /// that node's coordinates (its bounds' origin at the frame's top-left corner), and it is
    /// drawn inside it, under its transform and alpha. Nil for a node placed in the container.
    var parent: String?
    /// Whether the node clips what is nested in it to its bounds, rounded by its corner radius
    /// (UIKit's `clipsToBounds`, a zoom's flight).
    var clips = false
  }

  /// One presented frame.
  struct FrameSample {
    /// The frame's target timestamp, in seconds.
    var time: Double
    /// The presented progress (0 = from-state, 1 = to-state; may go beyond).
    var progress: Double
    /// The progress velocity, per second.
    var velocity: Double
    /// What a SwiftUI `FluidTransitionReader` reads as the velocity: ``velocity`` but while a
    /// finger holds the transition, where it is the finger's. Not part of the trace.
    var readerVelocity = 0.0
    /// `idle`, `animating`, `interacting`, `settling` or `finished`.
    var phase: String
    /// Every node of the plan, in the plan's order.
    var nodes: [NodeSample]
    /// Whether the animator was running (not paused, not finished) when the frame was shown.
    /// Not part of the trace.
    var isAnimatorRunning = false
    /// How many times a finger had grabbed the transition before this frame: a frame whose
    /// count differs from the previous one's follows a grab, and the finger may have moved
    /// the transition anywhere in between. Not part of the trace.
    var grabCount = 0
    /// How many releases (decided or forced) came before this frame: from the first one on,
    /// the release spring moves the transition, before it the plan's curve. Not part of the
    /// trace.
    var releaseCount = 0
    /// How many of those came before the frame's transition started (a sheet scenario may run
    /// several transitions one after another). Not part of the trace.
    var releaseBase = 0
    /// The presented sheet, in a scenario with detents (`sheet` in the trace; null while no
    /// sheet is presented).
    var sheet: SheetSample?
    /// Whether the detent driver owned the sheet (moved it and took the touches) at this frame.
    /// Not part of the trace.
    var isSheetOwnedByDetents = false
    /// How many of the scenario's events had been applied before this frame was shown (the
    /// events before it in time, and those at its callback's time are applied after it). Not
    /// part of the trace.
    var appliedEvents = 0
    /// In a stack scenario, the index (in the trace's `transitions`) of the transition whose
    /// driver the frame shows, until the next one starts; nil before the first (`transition`
    /// in the trace, null then).
    var stackTransition: Int?
  }

  /// The presented sheet at one frame, as its ``SheetDetentDriver`` has it.
  struct SheetSample {
    /// The sheet's value: its height above the container's bottom (or the keyboard's top), in
    /// points; frozen at the hand-off while a dismissal runs.
    var value: Double
    /// The value's rate, in points per second, upward positive.
    var velocity: Double
    /// The detent the sheet rests at or is heading for.
    var detent: String
    /// `resting`, `interacting`, `settling` or `dismissing`.
    var phase: String
    /// The keyboard's height over the container's bottom, in points.
    var keyboardHeight: Double
  }

  /// A release of the presented sheet by the finger (`detentRelease`).
  struct DetentRelease {
    /// The target of a release that dismisses.
    static let dismissTarget = "dismiss"

    /// The value when the finger lifted, in points.
    var value: Double
    /// The sheet's velocity, in points per second, upward positive.
    var velocity: Double
    /// Where the momentum projects the value, in points.
    var projected: Double
    /// The identifier of the detent the sheet goes to, or `dismiss`.
    var target: String
    /// Whether the system cancelled the touch (`touchCancel`): the sheet then settles at the
    /// nearest detent and never dismisses.
    var isCancelled = false
    /// The sheet's velocity right after the release, in points per second (the settle's, read
    /// from the driver; 0 for a dismissal, which the transition takes over).
    var leavingVelocity: Double?
  }

  /// A dismissal that starts where the detent driver leaves the sheet (`dismissalHandOff`).
  struct HandOff {
    /// The dismissal's progress that shows the sheet where it is.
    var progress: Double
    /// The dismissal's progress velocity, per second, that keeps the sheet's speed.
    var velocity: Double
    /// The transition's presented progress once started at `progress`.
    var presentedProgress: Double
    /// The transition's presented velocity right after it was let go with `velocity`.
    var presentedVelocity: Double
    /// The sheet on screen (its frame with its transform applied) just before the hand-off
    /// and just after it.
    var sheetBefore: Rect
    var sheetAfter: Rect
  }

  /// How fast the transition can move between two frames, from the curves that move it: the
  /// continuity check's allowance for motion faster than the frames can show (a curve shorter
  /// than a few frames, a low frame rate, dropped frames).
  struct MotionLimits {
    /// What bounds one motion.
    enum Bound {
      /// A curve whose speed never exceeds this, in progress per second.
      case speed(Double)
      /// A spring toward the motion's target, of this natural frequency in radians per second.
      case spring(frequency: Double)
    }

    /// The plan's curve, which runs from progress 0 to 1 until the first release.
    var planCurve: Bound
    /// The motion that carries each release to its target: the release spring for the
    /// library's driver, the plan's curve again for the percent-driven baseline.
    var release: Bound
  }

  /// A grab, release or completion, at the clock time it happened.
  enum Event {
    /// A finger grabbed the transition at `progress`.
    case grab(time: Double, progress: Double)
    /// The transition was released; the record holds the decision.
    case release(time: Double, record: Release)
    /// The transition ended.
    case complete(time: Double, completed: Bool)
    /// A finger grabbed the presented sheet at `value` (points).
    case detentGrab(time: Double, value: Double)
    /// The finger let the presented sheet go.
    case detentRelease(time: Double, record: DetentRelease)
    /// The sheet came to rest at the detent named `detent`, at `value` (points).
    case detentSettled(time: Double, detent: String, value: Double)
    /// The selected detent changed.
    case detentSelected(time: Double, detent: String)
    /// The keyboard changes: it moves to `height` points over the container's bottom in
    /// `duration` seconds.
    case keyboard(time: Double, height: Double, duration: Double)
    /// A release of the sheet below its smallest detent started the dismissal.
    case dismissalHandOff(time: Double, record: HandOff)
    /// A `start` or `startInteractive` dismissed the presented sheet at once (a tap on the
    /// dimming); `sheetBefore` and `sheetAfter` are the sheet on screen just before and just
    /// after.
    case dismissalStart(time: Double, interactive: Bool, sheetBefore: Rect, sheetAfter: Rect)
    /// The pop gesture decided who takes a drag that began while no transition ran.
    case dragOwner(time: Double, record: DragOwner)

    /// When it happened, in seconds.
    var time: Double {
      switch self {
      case .grab(let time, _), .release(let time, _), .complete(let time, _),
        .detentGrab(let time, _), .detentRelease(let time, _), .detentSettled(let time, _, _),
        .detentSelected(let time, _), .keyboard(let time, _, _), .dismissalHandOff(let time, _),
        .dismissalStart(let time, _, _, _), .dragOwner(let time, _):
        time
      }
    }

    /// The detent release's record, for detent releases.
    var detentRelease: DetentRelease? {
      if case .detentRelease(_, let record) = self { return record }
      return nil
    }

    /// The release's record, for releases.
    var release: Release? {
      if case .release(_, let record) = self { return record }
      return nil
    }
  }

  /// The pop gesture's decision over one drag (`dragOwner`): whether the finger begins the pop
  /// or the content keeps the drag, and why.
  struct DragOwner {
    /// `pop` or `content` (``ContentPopHandoff/Owner``'s names).
    var owner: ContentPopHandoff.Owner
    /// Why the content keeps it; nil for a pop.
    var reason: String?
    /// The indices in the scenario's `content` of the scroll views under the landing point,
    /// innermost first.
    var scrollViews: [Int]
    /// The finger's movement since it landed, in points.
    var translation: Vector
  }

  /// The numbers behind one release: the library's ``ReleaseRecord``, or the same numbers from
  /// the percent-driven baseline.
  struct Release {
    /// Presented progress at release.
    var progress: Double
    /// The finger's velocity through the interaction mapping, in progress per second.
    var velocity: Double
    /// The finger's velocity in points per second (zero for a programmatic release).
    var touchVelocity: Vector
    /// Where the momentum projects the progress.
    var projectedProgress: Double
    /// Where the transition goes.
    var target: AnimatingPosition
    /// The initial velocity of the motion that carries the release, in UIKit's units (progress
    /// per second over the signed remaining distance): the spring's for the library's driver,
    /// the plan curve's own at the release point for the percent-driven baseline.
    var springInitialVelocity: Double
    /// Whether the target was imposed rather than decided by the projection.
    var isForced: Bool
    /// For a release by a pinch: the scale velocity at release, in scale factor per second
    /// (UIKit's `UIPinchGestureRecognizer.velocity`; negative while the fingers close), which
    /// the pinch mapping turned into `velocity`. Nil for any other release.
    var scaleVelocity: Double?

    init(
      progress: Double, velocity: Double, touchVelocity: Vector, projectedProgress: Double,
      target: AnimatingPosition, springInitialVelocity: Double, isForced: Bool
    ) {
      self.progress = progress
      self.velocity = velocity
      self.touchVelocity = touchVelocity
      self.projectedProgress = projectedProgress
      self.target = target
      self.springInitialVelocity = springInitialVelocity
      self.isForced = isForced
    }

    /// The library driver's record.
    init(_ record: ReleaseRecord) {
      self.init(
        progress: record.progress, velocity: record.velocity, touchVelocity: record.touchVelocity,
        projectedProgress: record.projectedProgress, target: record.target,
        springInitialVelocity: record.springInitialVelocity, isForced: record.isForced)
      scaleVelocity = record.scaleVelocity
    }
  }

  /// A `resize` event as the run took it: the container's new size, whether the driver
  /// re-planned onto it (the library's does; the percent-driven baseline cannot), and where the
  /// new layout puts the arriving and the leaving view at rest.
  struct Resize {
    /// Clock time, in seconds.
    var time: Double
    /// The container's new size (its size before, when only the safe area changed).
    var size: Size
    /// The container's new safe area; nil when the event kept it.
    var safeArea: LabSafeArea?
    /// Whether the driver re-planned the rest of the transition onto the new layout.
    var isReplanned: Bool
    /// The arriving view's frame at rest in the new layout (where a completed transition
    /// lands it).
    var arrivingFrame: Rect
    /// The leaving view's frame at rest in the new layout (where a cancelled one lands it).
    var leavingFrame: Rect
    /// The largest distance, in points, between where a node of the plan was on screen as the
    /// driver re-planned and where the re-planned course puts it at the same progress (0 when
    /// nothing was re-planned), with that node's role.
    var jump: (role: String, distance: Double)?
  }

  /// One diagnostic the animator or the driver reported.
  struct Diagnostic {
    /// Clock time, in seconds.
    var time: Double
    /// `animator` or `driver`.
    var source: String
    /// The one-line explanation.
    var message: String
  }

  /// The scenario that ran, every default filled in.
  var scenario: Scenario
  var frames: [FrameSample] = []
  var events: [Event] = []
  var contextCalls: [RecordingTransitionContext.Call] = []
  /// How and when the transition ended; nil if it had not ended by `until`.
  var result: (completed: Bool, time: Double)?
  /// Every breach of UIKit's contract the recording context found.
  var breaches: [String] = []
  var diagnostics: [Diagnostic] = []
  /// The curves' limits, for the continuity check; nil when unknown (a trace made by hand),
  /// and then only the presented velocity explains a move. Not part of the trace.
  var motionLimits: MotionLimits?
  /// The last frame each flight's source provider reported before it reported none, by
  /// element (nil: the primary): where the flight's source end was when the source
  /// disappeared. A source the stage never asked for has no entry. Not part of the trace.
  var lastSeenSources: [String?: Rect] = [:]
  /// The container's size changes, in order (`resizes` in the trace, when there are any).
  var resizes: [Resize] = []
  /// How a pinch's scale moves the progress, for a scenario with the pinch (the release check
  /// maps a pinch's scale velocity through it); nil otherwise. Not part of the trace.
  var pinchMapping: PinchMapping?
  /// How many transitions started: one at most, except in a sheet scenario with detents, which
  /// may have none (the sheet only moves between detents) or several (a dismissal cancelled,
  /// then another), and in a stack scenario; none when the content kept every drag of a
  /// content swipe. Not part of the trace.
  var transitionCount = 1
  /// What a stack scenario recorded besides its frames and events (`transitions` and
  /// `stacks` in the trace); nil for every other scenario.
  var stack: StackRecord?

  /// Whether the scenario runs a presented sheet with detents: its frames have `sheet`.
  var hasDetents: Bool { scenario.sheet != nil }

  /// When the run ended, in seconds: when its transition ended; for a presented sheet, when it
  /// all came to rest (its last transition, its last settle, its keyboard's last motion). Nil
  /// when it had not ended by `until`.
  var endTime: Double? {
    if let stack { return stack.endTime }
    guard hasDetents else { return result?.time }
    if transitionCount > 0, result == nil { return nil }
    if let sheet = frames.last?.sheet, sheet.phase == "interacting" || sheet.phase == "settling" {
      return nil
    }
    let times = events.compactMap { event -> Double? in
      switch event {
      case .complete(let time, _), .detentSettled(let time, _, _): time
      case .keyboard(let time, _, let duration): time + duration
      default: nil
      }
    }
    return times.max()
  }

  /// Every release's target in order: `end` or `start` for the transition's, the detent or
  /// `dismiss` for a presented sheet's.
  var allReleaseTargets: [String] {
    events.compactMap { event in
      switch event {
      case .release(_, let release): release.target == .end ? "end" : "start"
      case .detentRelease(_, let release): release.target
      default: nil
      }
    }
  }

  /// The grabs of the transition and of the presented sheet, in seconds, in order.
  var markerGrabTimes: [Double] { (grabTimes + detentGrabTimes).sorted() }
  /// The releases of the transition and of the presented sheet, in seconds, in order.
  var markerReleaseTimes: [Double] { (releaseTimes + detentReleaseTimes).sorted() }

  /// Whether the scenario pinches (it has pinch events).
  var hasPinch: Bool { scenario.events.contains { $0.kind.isPinch } }

  /// Whether the keyboard changed during the run.
  var hasKeyboard: Bool {
    events.contains {
      if case .keyboard = $0 { return true }
      return false
    }
  }

  /// The detent releases, in order.
  var detentReleases: [DetentRelease] { events.compactMap(\.detentRelease) }

  /// The times a finger grabbed the presented sheet, in seconds.
  var detentGrabTimes: [Double] {
    events.compactMap { event in
      if case .detentGrab(let time, _) = event { return time }
      return nil
    }
  }

  /// The times a finger let the presented sheet go, in seconds.
  var detentReleaseTimes: [Double] {
    events.compactMap { event in
      if case .detentRelease(let time, _) = event { return time }
      return nil
    }
  }

  /// Every release record, in order.
  var releases: [Release] { events.compactMap(\.release) }

  /// The grab times, in seconds.
  var grabTimes: [Double] {
    events.compactMap { event in
      if case .grab(let time, _) = event { return time }
      return nil
    }
  }

  /// The release times, in seconds.
  var releaseTimes: [Double] {
    events.compactMap { event in
      if case .release(let time, _) = event { return time }
      return nil
    }
  }

  // MARK: - JSON

  /// The trace document: `scenario`, `frames`, `events`, `contextCalls`, `result`,
  /// `breaches` and `diagnostics`, then a stack's `transitions` and `stacks`.
  var json: JSONValue {
    let calls = Self.json(contextCalls)
    let result = Self.json(self.result)
    return .object(
      [
        ("scenario", scenario.json),
        ("frames", .array(frames.map(json))),
        ("events", .array(events.map(Self.json))),
        ("contextCalls", calls),
        ("result", result),
        ("breaches", .array(breaches.map(JSONValue.string))),
        (
          "diagnostics",
          .array(
            diagnostics.map { diagnostic in
              .object([
                ("t", .number(diagnostic.time)), ("source", .string(diagnostic.source)),
                ("message", .string(diagnostic.message)),
              ])
            })
        ),
      ] + (stack?.members ?? []) + resizeMembers)
  }

  /// `resizes`, when the container changed size or safe area: each with its time, the new size,
  /// the new safe area (when the event changed it), and whether the driver re-planned onto it.
  private var resizeMembers: [(String, JSONValue)] {
    guard !resizes.isEmpty else { return [] }
    return [
      (
        "resizes",
        .array(
          resizes.map { resize in
            .object(
              [
                ("t", .number(resize.time)), ("width", .number(resize.size.width)),
                ("height", .number(resize.size.height)),
              ] + (resize.safeArea.map { [(LabSafeArea.fieldName, $0.json)] } ?? []) + [
                ("replanned", .bool(resize.isReplanned)),
                ("arrivingFrame", Self.json(resize.arrivingFrame)),
                ("leavingFrame", Self.json(resize.leavingFrame)),
              ])
          })
      )
    ]
  }

  /// The context calls as the trace writes them.
  static func json(_ calls: [RecordingTransitionContext.Call]) -> JSONValue {
    .array(
      calls.map { call in
        var members: [(String, JSONValue)] = [
          ("t", .number(call.time)), ("call", .string(call.name)),
        ]
        if let value = call.value {
          members.append(
            ("value", call.name == "completeTransition" ? .bool(value != 0) : .number(value)))
        }
        return .object(members)
      })
  }

  /// A result as the trace writes it: both null when the transition had not ended.
  static func json(_ result: (completed: Bool, time: Double)?) -> JSONValue {
    guard let result else { return .object([("completed", .null), ("t", .null)]) }
    return .object([("completed", .bool(result.completed)), ("t", .number(result.time))])
  }

  private func json(_ frame: FrameSample) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("t", .number(frame.time)),
      ("progress", .number(frame.progress)),
      ("velocity", .number(frame.velocity)),
      ("phase", .string(frame.phase)),
      ("nodes", .object(frame.nodes.map { ($0.role, Self.json($0)) })),
    ]
    if hasDetents {
      members.append(("sheet", frame.sheet.map(Self.json) ?? .null))
    }
    if stack != nil {
      members.append(("transition", frame.stackTransition.map { .number(Double($0)) } ?? .null))
    }
    return .object(members)
  }

  /// The frame's `sheet` object.
  private static func json(_ sheet: SheetSample) -> JSONValue {
    .object([
      ("value", .number(sheet.value)), ("velocity", .number(sheet.velocity)),
      ("detent", .string(sheet.detent)), ("phase", .string(sheet.phase)),
      ("keyboardHeight", .number(sheet.keyboardHeight)),
    ])
  }

  /// A rectangle as `{"x", "y", "width", "height"}`.
  static func json(_ rect: Rect) -> JSONValue {
    .object([
      ("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
      ("width", .number(rect.width)), ("height", .number(rect.height)),
    ])
  }

  /// A node's presented values (frame, alpha, transform, corner radius, hidden) and
  /// `inContainer`; while the node is in the
  /// container, `zIndex`: its place in the container's drawing order, back to front, counting
  /// every view of the container's tree depth first (0 is the backmost); `parent`, the role of
  /// the traced node it is nested in (its frame is in that node's coordinates); and `clips`:
  /// true for a node that clips what is nested in it (absent otherwise).
  private static func json(_ node: NodeSample) -> JSONValue {
    let state = node.state
    let transform = state.transform
    var members: [(String, JSONValue)] = [
      ("x", .number(state.frame.origin.x)), ("y", .number(state.frame.origin.y)),
      ("width", .number(state.frame.width)), ("height", .number(state.frame.height)),
      ("alpha", .number(state.alpha)),
      (
        "transform",
        .array(
          [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(
            JSONValue.number))
      ),
      ("cornerRadius", .number(state.cornerRadius)),
      ("hidden", .bool(state.isHidden)),
      ("inContainer", .bool(node.inContainer)),
    ]
    if node.inContainer, let order = node.drawingOrder {
      members.append(("zIndex", .number(Double(order - 1))))
    }
    if let parent = node.parent { members.append(("parent", .string(parent))) }
    if node.clips { members.append(("clips", .bool(true))) }
    return .object(members)
  }

  static func json(_ event: Event) -> JSONValue {
    switch event {
    case .grab(let time, let progress):
      return .object([
        ("t", .number(time)), ("type", .string("grab")), ("progress", .number(progress)),
      ])
    case .release(let time, let release):
      return .object(
        [
          ("t", .number(time)), ("type", .string("release")),
          ("progress", .number(release.progress)),
          ("velocity", .number(release.velocity)),
          (
            "touchVelocity",
            .object([
              ("x", .number(release.touchVelocity.dx)), ("y", .number(release.touchVelocity.dy)),
            ])
          ),
          ("projected", .number(release.projectedProgress)),
          ("target", .string(release.target == .end ? "end" : "start")),
          ("springInitialVelocity", .number(release.springInitialVelocity)),
          ("forced", .bool(release.isForced)),
        ] + (release.scaleVelocity.map { [("scaleVelocity", .number($0))] } ?? []))
    case .complete(let time, let completed):
      return .object([
        ("t", .number(time)), ("type", .string("complete")), ("completed", .bool(completed)),
      ])
    case .detentGrab(let time, let value):
      return .object([
        ("t", .number(time)), ("type", .string("detentGrab")), ("value", .number(value)),
      ])
    case .detentRelease(let time, let release):
      var members: [(String, JSONValue)] = [
        ("t", .number(time)), ("type", .string("detentRelease")),
        ("value", .number(release.value)), ("velocity", .number(release.velocity)),
        ("projected", .number(release.projected)), ("target", .string(release.target)),
        ("cancelled", .bool(release.isCancelled)),
      ]
      if let leaving = release.leavingVelocity {
        members.append(("leavingVelocity", .number(leaving)))
      }
      return .object(members)
    case .detentSettled(let time, let detent, let value):
      return .object([
        ("t", .number(time)), ("type", .string("detentSettled")), ("detent", .string(detent)),
        ("value", .number(value)),
      ])
    case .detentSelected(let time, let detent):
      return .object([
        ("t", .number(time)), ("type", .string("detentSelected")), ("detent", .string(detent)),
      ])
    case .keyboard(let time, let height, let duration):
      return .object([
        ("t", .number(time)), ("type", .string("keyboard")), ("height", .number(height)),
        ("duration", .number(duration)),
      ])
    case .dismissalHandOff(let time, let handOff):
      return .object([
        ("t", .number(time)), ("type", .string("dismissalHandOff")),
        ("progress", .number(handOff.progress)), ("velocity", .number(handOff.velocity)),
        ("presentedProgress", .number(handOff.presentedProgress)),
        ("presentedVelocity", .number(handOff.presentedVelocity)),
        ("sheetBefore", json(handOff.sheetBefore)), ("sheetAfter", json(handOff.sheetAfter)),
      ])
    case .dismissalStart(let time, let interactive, let before, let after):
      return .object([
        ("t", .number(time)), ("type", .string("dismissalStart")),
        ("interactive", .bool(interactive)), ("sheetBefore", json(before)),
        ("sheetAfter", json(after)),
      ])
    case .dragOwner(let time, let record):
      return .object(
        [
          ("t", .number(time)), ("type", .string("dragOwner")),
          ("owner", .string(record.owner.rawValue)),
        ]
          + (record.reason.map { [("reason", .string($0))] } ?? []) + [
            ("scrollViews", .array(record.scrollViews.map { .number(Double($0)) })),
            (
              "translation",
              .object([
                ("x", .number(record.translation.dx)), ("y", .number(record.translation.dy)),
              ])
            ),
          ])
    }
  }
}
