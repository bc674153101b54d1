import FluidTransitions

/// What a run must show, beyond what every run must show.
struct TraceExpectation {
  /// Whether the transition must complete (true) or cancel (false).
  var completes: Bool
  /// How many grabs, and as many releases, the finger makes.
  var grabs: Int
}

extension ScenarioTrace {
  /// How the transition ended: `completed`, `cancelled`, or `unfinished` when it had not ended
  /// by the scenario's `until`.
  var outcome: String {
    guard let result else { return "unfinished" }
    return result.completed ? "completed" : "cancelled"
  }

  /// The release targets in order (`end`, `start`), for summaries.
  var releaseTargets: [String] {
    releases.map { $0.target == .end ? "end" : "start" }
  }

  /// Every departure from what a run must show, one line each; empty when the run is sound.
  ///
  /// Every run: it ended before `until`, with exactly one `completeTransition` whose value
  /// matches the outcome; UIKit's contract was never breached; every recorded number is
  /// finite; the last frame is `finished`. With an `expectation`: the outcome, and the number
  /// of grabs and releases.
  func problems(expecting expectation: TraceExpectation? = nil) -> [String] {
    var problems: [String] = []
    if result == nil {
      problems.append(
        "the transition had not ended at until = \(JSONValue.format(scenario.until)) s")
    }
    let completions = contextCalls.filter { $0.name == "completeTransition" }
    if completions.count != 1 {
      problems.append("completeTransition was called \(completions.count) times, not once")
    } else if let result, (completions[0].value != 0) != result.completed {
      problems.append("completeTransition's value does not match the outcome")
    }
    if !breaches.isEmpty {
      problems.append(
        "\(breaches.count) breach\(breaches.count == 1 ? "" : "es") of UIKit's contract: "
          + (breaches[0].split(separator: "\n").first.map(String.init) ?? ""))
    }
    if let frame = frames.first(where: { !$0.isFinite }) {
      problems.append("a non-finite value in the frame at t = \(JSONValue.format(frame.time)) s")
    }
    if let release = releases.first(where: { !$0.isFinite }) {
      problems.append("a non-finite value in the release at progress \(release.progress)")
    }
    if result != nil, let last = frames.last, last.phase != "finished" {
      problems.append("the last frame's phase is \(last.phase), not finished")
    }
    if let expectation {
      if result != nil, result?.completed != expectation.completes {
        problems.append(
          "expected the transition to \(expectation.completes ? "complete" : "cancel"),"
            + " it \(outcome == "completed" ? "completed" : "cancelled")")
      }
      if grabTimes.count != expectation.grabs || releases.count != expectation.grabs {
        problems.append(
          "expected \(expectation.grabs) grabs and releases, got \(grabTimes.count) grabs and"
            + " \(releases.count) releases")
      }
    }
    return problems
  }
}

extension ScenarioTrace.FrameSample {
  /// Whether every number of the frame is finite.
  fileprivate var isFinite: Bool {
    guard time.isFinite, progress.isFinite, velocity.isFinite else { return false }
    return nodes.allSatisfy { node in
      let state = node.state
      let transform = state.transform
      return [
        state.frame.origin.x, state.frame.origin.y, state.frame.width, state.frame.height,
        state.alpha, state.cornerRadius, transform.a, transform.b, transform.c, transform.d,
        transform.tx, transform.ty,
      ].allSatisfy(\.isFinite)
    }
  }
}

extension ReleaseRecord {
  /// Whether every number of the release is finite.
  fileprivate var isFinite: Bool {
    [
      progress, velocity, touchVelocity.dx, touchVelocity.dy, projectedProgress,
      springInitialVelocity,
    ].allSatisfy(\.isFinite)
  }
}
