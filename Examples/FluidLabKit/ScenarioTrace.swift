import FluidTransitions

/// What one run of a ``Scenario`` recorded, as values: serialised by ``json`` into the trace
/// LAB.md describes (`fluid-lab run`), and drawn by ``LabReport`` (filmstrips and plots).
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
  }

  /// One presented frame.
  struct FrameSample {
    /// The frame's target timestamp, in seconds.
    var time: Double
    /// The presented progress (0 = from-state, 1 = to-state; may go beyond).
    var progress: Double
    /// The progress velocity, per second.
    var velocity: Double
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

    /// When it happened, in seconds.
    var time: Double {
      switch self {
      case .grab(let time, _), .release(let time, _), .complete(let time, _): time
      }
    }

    /// The release's record, for releases.
    var release: Release? {
      if case .release(_, let record) = self { return record }
      return nil
    }
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
    }
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

  /// The trace document of LAB.md: `scenario`, `frames`, `events`, `contextCalls`, `result`,
  /// then the additions `breaches` and `diagnostics`.
  var json: JSONValue {
    let calls = contextCalls.map { call -> JSONValue in
      var members: [(String, JSONValue)] = [
        ("t", .number(call.time)), ("call", .string(call.name)),
      ]
      if let value = call.value {
        members.append(
          ("value", call.name == "completeTransition" ? .bool(value != 0) : .number(value)))
      }
      return .object(members)
    }
    let result: JSONValue =
      if let result = self.result {
        .object([("completed", .bool(result.completed)), ("t", .number(result.time))])
      } else {
        .object([("completed", .null), ("t", .null)])
      }
    return .object([
      ("scenario", scenario.json),
      ("frames", .array(frames.map(Self.json))),
      ("events", .array(events.map(Self.json))),
      ("contextCalls", .array(calls)),
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
    ])
  }

  private static func json(_ frame: FrameSample) -> JSONValue {
    .object([
      ("t", .number(frame.time)),
      ("progress", .number(frame.progress)),
      ("velocity", .number(frame.velocity)),
      ("phase", .string(frame.phase)),
      ("nodes", .object(frame.nodes.map { ($0.role, json($0)) })),
    ])
  }

  /// LAB.md's node fields, plus the additions `inContainer` and, while the node is in the
  /// container, `zIndex`: its place in the container's drawing order, back to front, counting
  /// every view of the container's tree depth first (0 is the backmost).
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
    return .object(members)
  }

  private static func json(_ event: Event) -> JSONValue {
    switch event {
    case .grab(let time, let progress):
      return .object([
        ("t", .number(time)), ("type", .string("grab")), ("progress", .number(progress)),
      ])
    case .release(let time, let release):
      return .object([
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
      ])
    case .complete(let time, let completed):
      return .object([
        ("t", .number(time)), ("type", .string("complete")), ("completed", .bool(completed)),
      ])
    }
  }
}
