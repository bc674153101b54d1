import FluidTransitions

extension StackRecord {
  /// How the run ended: `idle` when no transition ran, `unfinished` while one was under way at
  /// the end, otherwise the last transition's outcome (`completed` or `cancelled`).
  var outcome: String {
    guard let last = transitions.last else { return "idle" }
    guard stacks.last?.inFlight == nil, let result = last.trace.result else {
      return "unfinished"
    }
    return result.completed ? "completed" : "cancelled"
  }
}

extension ScenarioTrace {
  /// How far, in points, the visible top may be from filling the container at rest.
  static let stackRestTolerance = 1e-9

  /// Every departure from what a stack must show, one line each (empty without a stack):
  /// - each transition passes the checks of a one-transition run (``problems(expecting:)``:
  ///   it ends once, at progress exactly 1 or 0, without a breach, a NaN, a jump, or a release
  ///   that leaves at another velocity or goes elsewhere than its projection);
  /// - one transition at a time: each starts after the one before it ended;
  /// - at every end the stack and the screen agree: in the frame that shows the end, the
  ///   frontmost view controller in the container is the top of the stack the navigation
  ///   controller then holds, which is the top of the transition's destination if it completed
  ///   and of its origin if it was cancelled, and it fills the container at rest (its frame
  ///   the container's bounds, untransformed, opaque, shown);
  /// - a drag the pop gesture gave to the pop began a transition at that moment, and one the
  ///   content kept began none;
  /// - at the end of the run the stack is at rest and is the intended stack.
  var stackProblems: [String] {
    guard let stack else { return [] }
    var problems: [String] = []
    for (index, transition) in stack.transitions.enumerated() {
      problems += transition.trace.problems().map {
        "transition \(index) (\(transition.label)): \($0)"
      }
      if index > 0 {
        let previous = stack.transitions[index - 1]
        let endedBefore = previous.trace.result.map { $0.time <= transition.time } ?? false
        if !endedBefore {
          problems.append(
            "transition \(index) (\(transition.label)) started at t ="
              + " \(JSONValue.format(transition.time)) s while transition \(index - 1)"
              + " (\(previous.label)) was still running")
        }
      }
      if let problem = endProblem(of: index, in: stack) { problems.append(problem) }
    }
    problems += dragOwnerProblems(in: stack)
    if let last = stack.stacks.last {
      if last.inFlight != nil {
        problems.append(
          "the stack had not come to rest at until = \(JSONValue.format(scenario.until)) s")
      } else if last.stack != last.intended {
        problems.append(
          "at rest the stack is \(Self.describe(last.stack)), not the intended"
            + " \(Self.describe(last.intended))")
      }
    }
    return problems
  }

  /// What is wrong with the screen and the stack when transition `index` ended, if anything.
  private func endProblem(of index: Int, in stack: StackRecord) -> String? {
    let transition = stack.transitions[index]
    guard let result = transition.trace.result else { return nil }
    let label = "transition \(index) (\(transition.label))"
    let outcome = result.completed ? "completed" : "was cancelled"
    guard let frame = frames.first(where: { $0.time > result.time }) else {
      return "\(label) \(outcome) at t = \(JSONValue.format(result.time)) s and no frame shows it"
    }
    guard let snapshot = stack.stacks.first(where: { $0.ended == index }) else {
      return "\(label) \(outcome) and the stack was not recorded after it"
    }
    let expected = result.completed ? transition.to.last : transition.from.last
    if snapshot.stack.last != expected {
      return
        "\(label) \(outcome) and the stack's top is \(snapshot.stack.last ?? "none"), not"
        + " \(expected ?? "none")"
    }
    let shown = frame.nodes.filter {
      stack.names.contains($0.role) && $0.inContainer && !$0.state.isHidden && $0.state.alpha > 0
    }
    guard let top = shown.max(by: { ($0.drawingOrder ?? 0) < ($1.drawingOrder ?? 0) }) else {
      return "\(label) \(outcome) and the frame at t = \(JSONValue.format(frame.time)) s shows no"
        + " view controller"
    }
    if top.role != snapshot.stack.last {
      return
        "\(label) \(outcome): the frame at t = \(JSONValue.format(frame.time)) s shows"
        + " \(top.role) on top, the stack's top is \(snapshot.stack.last ?? "none")"
    }
    let state = top.state
    let bounds = Rect(origin: .zero, size: scenario.container)
    let onScreen = state.onScreenFrame
    let fills =
      [
        onScreen.minX - bounds.minX, onScreen.minY - bounds.minY,
        onScreen.width - bounds.width, onScreen.height - bounds.height,
      ].allSatisfy { abs($0) <= Self.stackRestTolerance }
    if !fills || state.alpha != 1 || state.transform != .identity {
      return
        "\(label) \(outcome): the top \(top.role) does not fill the container at rest in the"
        + " frame at t = \(JSONValue.format(frame.time)) s (on screen at"
        + " (\(onScreen.minX), \(onScreen.minY), \(onScreen.width) × \(onScreen.height)),"
        + " alpha \(state.alpha))"
    }
    return nil
  }

  /// A drag given to the pop must begin a pop by the gesture at that moment; a drag the
  /// content keeps must begin nothing before the finger lifts.
  private func dragOwnerProblems(in stack: StackRecord) -> [String] {
    var problems: [String] = []
    for event in events {
      guard case .dragOwner(let time, let record) = event else { continue }
      let began = stack.transitions.contains { $0.isStartedByGesture && $0.time == time }
      if record.owner == .pop, !began {
        problems.append(
          "the drag at t = \(JSONValue.format(time)) s went to the pop, and no pop began")
      }
      if record.owner == .content, began {
        problems.append(
          "the content kept the drag at t = \(JSONValue.format(time)) s, and a pop began")
      }
    }
    return problems
  }

  /// `[A, B]`.
  static func describe(_ stack: [String]) -> String {
    "[" + stack.joined(separator: ", ") + "]"
  }
}
