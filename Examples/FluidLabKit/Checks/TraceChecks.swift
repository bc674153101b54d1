import FluidTransitions

extension ScenarioTrace {
  /// How the transition ended: `completed`, `cancelled`, or `unfinished` when it had not ended
  /// by the scenario's `until`.
  var outcome: String {
    if let stack { return stack.outcome }
    guard let result else {
      // A presented sheet that only moved between its detents ran no transition; the content
      // kept every drag of a content swipe.
      if transitionCount == 0 { return hasDetents ? "presented" : "notStarted" }
      return "unfinished"
    }
    return result.completed ? "completed" : "cancelled"
  }

  /// The release targets in order (`end`, `start`), for summaries.
  var releaseTargets: [String] {
    releases.map { $0.target == .end ? "end" : "start" }
  }

  /// Every departure from what a run must show, one line each; empty when the run is sound.
  ///
  /// Every run (the invariants of the driver): it ended before `until`, with exactly one
  /// completion event and one `completeTransition` whose value matches the outcome; UIKit's
  /// contract was never breached; every recorded number is finite; the last frame is
  /// `finished`, at progress exactly 1 when completed and 0 when cancelled; the progress is
  /// continuous while the animator runs (``continuityProblem``); every release left at the
  /// finger's velocity and, unless forced, went where the projection sends it
  /// (``releaseProblem(_:)``). With an `expectation`: the outcome, and the number of grabs and
  /// releases.
  ///
  /// A sheet scenario with detents runs as many transitions as it starts (none, when the sheet
  /// only moves between its detents): each must end, with one completion and one
  /// `completeTransition`, the last one as above; and the sheet must show what
  /// ``sheetProblems`` checks.
  func problems(expecting expectation: TraceExpectation? = nil) -> [String] {
    findings(expecting: expectation).map(\.line)
  }

  /// ``problems(expecting:)``, each with the known issue of the sheet core it is an instance
  /// of, if any (``sheetFindings``).
  func findings(expecting expectation: TraceExpectation? = nil) -> [TraceFinding] {
    if stack != nil { return stackProblems.map { TraceFinding(text: $0) } }
    return (transitionProblems(expecting: expectation) + resizeProblems).map {
      TraceFinding(text: $0)
    } + sheetFindings
  }

  private func transitionProblems(expecting expectation: TraceExpectation?) -> [String] {
    var problems: [String] = []
    // A content swipe whose drags the content all kept never started its transition.
    let transitions = hasDetents || transitionCount == 0 ? transitionCount : 1
    if result == nil, transitions > 0 {
      problems.append(
        "the transition had not ended at until = \(JSONValue.format(scenario.until)) s")
    }
    let completions = contextCalls.filter { $0.name == "completeTransition" }
    if completions.count != transitions {
      problems.append(
        "completeTransition was called \(completions.count) times, not "
          + (hasDetents ? "once for each of the \(transitions) transitions" : "once"))
    } else if let result, let last = completions.last, (last.value != 0) != result.completed {
      problems.append("completeTransition's value does not match the outcome")
    }
    let completionEvents = events.filter {
      if case .complete = $0 { return true }
      return false
    }
    if completionEvents.count > transitions {
      problems.append(
        "the driver reported \(completionEvents.count) completions, not "
          + (hasDetents ? "one for each of the \(transitions) transitions" : "one"))
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
    if let event = events.first(where: { !$0.isFinite }) {
      problems.append("a non-finite value in the event at t = \(JSONValue.format(event.time)) s")
    }
    if let call = contextCalls.first(where: { !$0.time.isFinite || !($0.value ?? 0).isFinite }) {
      problems.append("a non-finite value in the context call \(call.name)")
    }
    if let result, !result.time.isFinite {
      problems.append("a non-finite completion time")
    }
    if let result, let last = frames.last {
      if last.phase != "finished" {
        problems.append("the last frame's phase is \(last.phase), not finished")
      }
      let expected: Double = result.completed ? 1 : 0
      if last.progress != expected {
        problems.append(
          "the final progress is \(last.progress), not exactly \(JSONValue.format(expected))"
            + " for a \(result.completed ? "completed" : "cancelled") transition")
      }
    }
    if let problem = continuityProblem {
      problems.append(problem)
    }
    problems += zoomProblems
    let policy = scenario.releasePolicy
    let checksLeavingVelocity = scenario.driver == .fluid
    if let problem = releases.lazy.compactMap({
      Self.releaseProblem(
        $0, threshold: policy.threshold, decelerationRate: policy.decelerationRate,
        checksLeavingVelocity: checksLeavingVelocity)
    }).first {
      problems.append(problem)
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

extension ScenarioTrace {
  /// The largest move per frame the presented velocity explains, from the driver's invariant
  /// tests: `|Δp| ≤ continuityFactor · max(|v₀|, |v₁|) · Δt + continuitySlack`.
  static let continuityFactor = 1.5
  /// The slack of the continuity bound, in progress.
  static let continuitySlack = 2e-3
  /// The relative tolerance of the spring's initial velocity against the release velocity.
  static let releaseVelocityTolerance = 1e-9

  /// The first jump of the progress between two frames while the animator ran throughout
  /// (both frames shown by a running animator, no grab between them) that the motion does not
  /// explain; nil when there is none. A grab pauses the animator and the finger may then move
  /// the transition anywhere, so frames on either side of one are not compared.
  ///
  /// The presented velocity explains a move of `1.5 · max(|v₀|, |v₁|) · Δt + 0.002` (the
  /// driver's invariant). When the frames are too far apart for that (a curve shorter than a
  /// few frames, a low frame rate, dropped frames), the curves' own limits
  /// (``motionLimits``) explain a move of `1.05 · s · Δt + 0.002`, where `s` is the top speed the
  /// motion can reach between the two frames: a cubic curve's top speed; for a spring, its
  /// energy bound `√(v² + ω²·x²)` from the state (progress and velocity, displacement x from
  /// the target) at the earlier frame or at a release in between, since damping only takes
  /// energy away.
  var continuityProblem: String? {
    for (previous, frame) in zip(frames, frames.dropFirst()) {
      guard previous.isAnimatorRunning, frame.isAnimatorRunning,
        previous.grabCount == frame.grabCount
      else { continue }
      let elapsed = frame.time - previous.time
      let jump = abs(frame.progress - previous.progress)
      let speed = Swift.max(abs(previous.velocity), abs(frame.velocity))
      let bound = Self.continuityFactor * speed * elapsed + Self.continuitySlack
      if jump <= bound { continue }
      let limit = topSpeed(between: previous, and: frame).map {
        1.05 * $0 * elapsed + Self.continuitySlack
      }
      if let limit, jump <= limit { continue }
      return
        "the progress jumps from \(previous.progress) to \(frame.progress) between t ="
        + " \(JSONValue.format(previous.time)) s and \(JSONValue.format(frame.time)) s while"
        + " the animator runs (velocity \(previous.velocity) → \(frame.velocity); at most"
        + " \(bound) is explained" + (limit.map { ", \($0) by the curves" } ?? "") + ")"
    }
    return nil
  }

  /// The top speed the motion can reach between two frames, in progress per second, from
  /// ``motionLimits``; nil when they are unknown.
  private func topSpeed(between previous: FrameSample, and frame: FrameSample) -> Double? {
    guard let limits = motionLimits else { return nil }
    let releases = self.releases
    func springSpeed(progress: Double, velocity: Double, target: Double, frequency: Double)
      -> Double
    {
      let displacement = (progress - target) * frequency
      return (velocity * velocity + displacement * displacement).squareRoot()
    }
    func speed(_ bound: MotionLimits.Bound, progress: Double, velocity: Double, target: Double)
      -> Double
    {
      switch bound {
      case .speed(let speed):
        speed
      case .spring(let frequency):
        springSpeed(progress: progress, velocity: velocity, target: target, frequency: frequency)
      }
    }
    var top = 0.0
    if previous.releaseCount == previous.releaseBase {
      top = speed(
        limits.planCurve, progress: previous.progress, velocity: previous.velocity, target: 1)
    } else if releases.indices.contains(previous.releaseCount - 1) {
      let release = releases[previous.releaseCount - 1]
      top = speed(
        limits.release, progress: previous.progress, velocity: previous.velocity,
        target: release.target == .end ? 1 : 0)
    } else {
      return nil
    }
    for index in previous.releaseCount..<frame.releaseCount where releases.indices.contains(index) {
      let release = releases[index]
      top = Swift.max(
        top,
        speed(
          limits.release, progress: release.progress, velocity: release.velocity,
          target: release.target == .end ? 1 : 0))
    }
    return top
  }

  /// What is wrong with a release, if anything: with `checksLeavingVelocity` (the library's
  /// driver), the spring must leave at the release velocity (initial velocity × remaining
  /// distance = velocity, to 1e-9 relative); the recorded projection must be WWDC 2018's
  /// `progress + velocity / 1000 · rate / (1 − rate)`, and, unless the target was forced, the
  /// target must be the end exactly when the projection reaches `threshold`. Projections
  /// within rounding of the threshold are not judged.
  static func releaseProblem(
    _ release: Release, threshold: Double = 0.5, decelerationRate: Double = 0.998,
    checksLeavingVelocity: Bool = true
  ) -> String? {
    let target = release.target == .end ? "end" : "start"
    let remaining = (release.target == .end ? 1 : 0) - release.progress
    if checksLeavingVelocity, remaining != 0 {
      let leaving = release.springInitialVelocity * remaining
      let tolerance = Swift.max(
        1e-12, releaseVelocityTolerance * Swift.max(abs(leaving), abs(release.velocity)))
      if !(abs(leaving - release.velocity) <= tolerance) {
        return
          "the release at progress \(release.progress) toward the \(target) leaves at"
          + " \(leaving) (spring initial velocity \(release.springInitialVelocity) × remaining"
          + " \(remaining)), not the release velocity \(release.velocity)"
      }
    }
    let projected =
      release.progress + release.velocity / 1000 * decelerationRate / (1 - decelerationRate)
    let scale = 1 + abs(release.progress) + abs(release.velocity)
    if !(abs(projected - release.projectedProgress) <= 1e-9 * scale) {
      return
        "the release at progress \(release.progress) with velocity \(release.velocity) records"
        + " the projection \(release.projectedProgress), not \(projected)"
    }
    // With no velocity both sides compute exactly the progress; otherwise rounding (the
    // library computes rate / (1 − rate)) may tip a projection within 1e-12 of the threshold.
    let ambiguous = release.velocity != 0 && abs(projected - threshold) <= 1e-12 * scale
    if !release.isForced, !ambiguous {
      let expected = projected >= threshold ? "end" : "start"
      if expected != target {
        return
          "the release at progress \(release.progress) with velocity \(release.velocity)"
          + " projects to \(projected) and must go to the \(expected), not the \(target)"
      }
    }
    return nil
  }
}

extension ScenarioTrace.Event {
  /// Whether every number of the event is finite.
  var isFinite: Bool {
    switch self {
    case .grab(let time, let progress): time.isFinite && progress.isFinite
    case .release(let time, _), .complete(let time, _), .detentSelected(let time, _):
      time.isFinite
    case .detentGrab(let time, let value), .detentSettled(let time, _, let value):
      time.isFinite && value.isFinite
    case .detentRelease(let time, let release):
      [time, release.value, release.velocity, release.projected, release.leavingVelocity ?? 0]
        .allSatisfy(\.isFinite)
    case .keyboard(let time, let height, let duration):
      time.isFinite && height.isFinite && duration.isFinite
    case .dismissalStart(let time, _, let before, let after):
      [
        time, before.minX, before.minY, before.width, before.height, after.minX, after.minY,
        after.width, after.height,
      ].allSatisfy(\.isFinite)
    case .dragOwner(let time, let record):
      [time, record.translation.dx, record.translation.dy].allSatisfy(\.isFinite)
    case .dismissalHandOff(let time, let handOff):
      [
        time, handOff.progress, handOff.velocity, handOff.presentedProgress,
        handOff.presentedVelocity, handOff.sheetBefore.minX, handOff.sheetBefore.minY,
        handOff.sheetBefore.width, handOff.sheetBefore.height, handOff.sheetAfter.minX,
        handOff.sheetAfter.minY, handOff.sheetAfter.width, handOff.sheetAfter.height,
      ].allSatisfy(\.isFinite)
    }
  }
}

extension ScenarioTrace.FrameSample {
  /// Whether every number of the frame is finite.
  var isFinite: Bool {
    guard time.isFinite, progress.isFinite, velocity.isFinite else { return false }
    if let sheet, ![sheet.value, sheet.velocity, sheet.keyboardHeight].allSatisfy(\.isFinite) {
      return false
    }
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

extension ScenarioTrace.Release {
  /// Whether every number of the release is finite.
  fileprivate var isFinite: Bool {
    [
      progress, velocity, touchVelocity.dx, touchVelocity.dy, projectedProgress,
      springInitialVelocity,
    ].allSatisfy(\.isFinite)
  }
}
