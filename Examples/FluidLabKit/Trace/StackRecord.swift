import FluidTransitions

/// What a stack scenario records besides its frames and events: each transition the stack ran,
/// and the stack after every event (`transitions` and `stacks` in the trace).
struct StackRecord {
  /// One transition of the stack: a push or a pop, started by a request or by the pop gesture.
  struct Transition {
    /// The stack before it, root first.
    var from: [String]
    /// The stack after it, if it completes.
    var to: [String]
    /// `push` or `pop`, as UIKit animates the change (``LabStack/operation(from:to:)``).
    var operation: TransitionOperation
    /// Whether the pop gesture began it (false: a request).
    var isStartedByGesture: Bool
    /// When it started, in seconds.
    var time: Double
    /// The index in the trace's `frames` of its first frame, and of its last (the frame before
    /// the next transition's first); nil before it shows one.
    var frames: ClosedRange<Int>?
    /// Its own run, as a one-transition scenario of its operation would record it: its frames
    /// (its view controllers under the roles `from` and `to`), events, context calls, result
    /// and breaches. The checks every transition passes run on it.
    var trace: ScenarioTrace
  }

  /// The stack after one event.
  struct Snapshot {
    /// When, in seconds.
    var time: Double
    /// The scenario's event type, or `begin` (a transition the rule asked for started, after
    /// waiting for UIKit), `end` (a transition ended), `setWithoutTransition` (the rule
    /// changed the stack under an unchanged top, as UIKit does without animating) and
    /// `initial`.
    var event: String
    /// A `push`'s view controller, a `setViewControllers`'s stack.
    var pushed: String?
    var requestedStack: [String]?
    /// What the rule answered: `none`, `start`, `reverse` or `resume`; nil for an event that
    /// asked nothing of it (a touch that moved nothing, a frame).
    var action: String?
    /// The stack the navigation controller holds.
    var stack: [String]
    /// The stack the requests so far lead to.
    var intended: [String]
    /// The transition the rule has on screen (or waiting to start), if any.
    var inFlight: NavigationStackState<String>.Transition?
    /// The index in `transitions` of the transition that just ended (`end` only).
    var ended: Int?
  }

  /// Every view controller the scenario names, in the order they first appear: the frames'
  /// nodes.
  var names: [String]
  var transitions: [Transition] = []
  var stacks: [Snapshot] = []

  /// When the stack came to rest: the later of its last transition's end and its last event;
  /// nil while a transition was still under way at the end of the run.
  var endTime: Double? {
    guard let last = stacks.last, last.inFlight == nil else { return nil }
    let ends = transitions.compactMap { $0.trace.result?.time }
    return (ends + stacks.filter { $0.event != "end" }.map(\.time)).max()
  }

  /// The trace's additions: `transitions` and `stacks`.
  var members: [(String, JSONValue)] {
    [
      ("transitions", .array(transitions.map(\.json))),
      ("stacks", .array(stacks.map(\.json))),
    ]
  }
}

extension StackRecord.Transition {
  /// `{"from", "to", "operation", "startedBy", "t", "frames": {"first", "last"} or null,
  /// "events", "contextCalls", "result", "breaches"}`.
  var json: JSONValue {
    .object([
      ("from", .array(from.map(JSONValue.string))),
      ("to", .array(to.map(JSONValue.string))),
      ("operation", .string(operation.rawValue)),
      ("startedBy", .string(isStartedByGesture ? "gesture" : "request")),
      ("t", .number(time)),
      (
        "frames",
        frames.map {
          .object([
            ("first", .number(Double($0.lowerBound))), ("last", .number(Double($0.upperBound))),
          ])
        } ?? .null
      ),
      ("events", .array(trace.events.map(ScenarioTrace.json))),
      ("contextCalls", ScenarioTrace.json(trace.contextCalls)),
      ("result", ScenarioTrace.json(trace.result)),
      ("breaches", .array(trace.breaches.map(JSONValue.string))),
    ])
  }

  /// `push A → B`, for messages.
  var label: String {
    "\(operation.rawValue) \(from.last ?? "-") → \(to.last ?? "-")"
  }
}

extension StackRecord.Snapshot {
  /// `{"t", "event", "to"?, "requestedStack"?, "action"?, "stack", "intended", "inFlight":
  /// {"from", "to", "headingToDestination", "interactive"} or null, "ended"?}`.
  var json: JSONValue {
    var members: [(String, JSONValue)] = [("t", .number(time)), ("event", .string(event))]
    if let pushed { members.append(("to", .string(pushed))) }
    if let requestedStack {
      members.append(("requestedStack", .array(requestedStack.map(JSONValue.string))))
    }
    if let action { members.append(("action", .string(action))) }
    members += [
      ("stack", .array(stack.map(JSONValue.string))),
      ("intended", .array(intended.map(JSONValue.string))),
      (
        "inFlight",
        inFlight.map { transition in
          .object([
            ("from", .array(transition.from.map(JSONValue.string))),
            ("to", .array(transition.to.map(JSONValue.string))),
            ("headingToDestination", .bool(transition.isHeadingToDestination)),
            ("interactive", .bool(transition.isInteractive)),
          ])
        } ?? .null
      ),
    ]
    if let ended { members.append(("ended", .number(Double(ended)))) }
    return .object(members)
  }
}
