import FluidTransitions

extension ScenarioTrace {
  /// How far the sheet's frame and the dimming's alpha may be from the layout's, while the
  /// detent driver owns the sheet.
  static let sheetLayoutTolerance = 1e-9
  /// How far a speed may be from the one it must equal, relative to it (and absolute below 1):
  /// the sheet leaving a release, the dismissal leaving the hand-off.
  static let sheetVelocityTolerance = 1e-6
  /// How far the sheet may move on screen at the hand-off, in points.
  static let handOffTolerance = 1e-6

  /// Every departure from what a presented sheet must show, one line each (empty without
  /// detents); see ``sheetFindings``.
  var sheetProblems: [String] { sheetFindings.map(\.line) }

  /// Every departure from what a presented sheet must show (empty without detents). The
  /// layout is resolved
  /// again from the scenario, and each number is checked against it:
  /// - while the detent driver owns the sheet, the sheet node's frame is
  ///   ``SheetLayout/frame(forValue:keyboardHeight:)`` of the frame's `sheet` value and
  ///   keyboard height, untransformed, and the dimming's alpha is
  ///   ``SheetLayout/dimmingAlpha(atValue:)`` (to 1e-9);
  /// - while a transition owns it, the detent driver does not move it (it is resting or
  ///   dismissing) and its frame stays where the transition's setup put it (the plans move it
  ///   with its transform and alpha only);
  /// - each `detentSettled` is at its detent's value (to 1e-9);
  /// - each `detentRelease` records WWDC 2018's projection of its value and velocity and goes
  ///   to the candidate nearest to it (the detents, and the dismissal at 0 when the sheet is
  ///   dismissible and the touch was not cancelled); one to a detent leaves at the release
  ///   velocity (to 1e-6), unless it was released on that detent;
  /// - at each `dismissalHandOff` and `dismissalStart` the part of the sheet inside the
  ///   container does not move (to 1e-6 pt: below the container's bottom edge nothing is
  ///   seen); a hand-off's transition starts at its progress and leaves at its velocity (to
  ///   1e-6), and the transition's release that follows carries that velocity;
  /// - at the end the sheet is at rest, or dismissed.
  var sheetFindings: [TraceFinding] {
    guard let spec = scenario.sheet, let layout = scenario.sheetLayout else { return [] }
    var findings: [(time: Double, text: String)] = []
    let sheetName = scenario.operation == .present ? "to" : "from"
    let format = JSONValue.format
    func at(_ value: Double) -> String { "at t = \(format(value)) s" }

    // Frames.
    var layoutFound = false
    var transitionFound = false
    var transitionFrame: Rect?
    var previousPhase = ""
    let running = ["animating", "interacting", "settling"]
    for frame in frames {
      let node = frame.nodes.first { $0.role == sheetName }
      if frame.isSheetOwnedByDetents, !layoutFound,
        let problem = Self.layoutProblem(frame, sheet: node, layout: layout)
      {
        findings.append((frame.time, problem))
        layoutFound = true
      }
      if !frame.isSheetOwnedByDetents, running.contains(frame.phase), !transitionFound, let node {
        // A new transition starts where the phase leaves `idle` or `finished`.
        if !running.contains(previousPhase) { transitionFrame = node.state.frame }
        if let moving = frame.sheet?.phase, moving == "interacting" || moving == "settling" {
          findings.append(
            (
              frame.time,
              "\(at(frame.time)) the detent driver is \(moving) the sheet while a transition"
                + " moves it"
            ))
          transitionFound = true
        } else if let start = transitionFrame, !Self.isClose(node.state.frame, start, 1e-9) {
          findings.append(
            (
              frame.time,
              "\(at(frame.time)) the sheet's frame is \(Self.describe(node.state.frame)), not"
                + " \(Self.describe(start)) where the transition put it: something else moves"
                + " it while the transition runs"
            ))
          transitionFound = true
        }
      }
      previousPhase = frame.phase
    }

    // Events.
    let rate = scenario.releasePolicy.decelerationRate
    for (index, event) in events.enumerated() {
      switch event {
      case .detentSettled(let time, let identifier, let value):
        guard
          let detent = layout.detent(withIdentifier: SheetDetent.Identifier(rawValue: identifier))
        else {
          findings.append(
            (time, "\(at(time)) the sheet settled at \(identifier), which is no detent"))
          continue
        }
        if !(abs(value - detent.value) <= Self.sheetLayoutTolerance * Swift.max(1, detent.value)) {
          findings.append(
            (
              time,
              "\(at(time)) the sheet settled at \(identifier) at \(value) pt, not at its value"
                + " \(detent.value) pt"
            ))
        }
      case .detentRelease(let time, let release):
        if let problem = Self.releaseProblem(
          release, layout: layout, isDismissible: spec.isDismissible, decelerationRate: rate)
        {
          findings.append((time, "\(at(time)) \(problem)"))
        }
      case .dismissalHandOff(let time, let handOff):
        let next = events[(index + 1)...].first { $0.release != nil }?.release
        if let problem = Self.handOffProblem(
          handOff, container: scenario.container, release: next)
        {
          findings.append((time, "\(at(time)) \(problem)"))
        }
      case .dismissalStart(let time, _, let before, let after):
        if let problem = Self.jumpProblem(
          before: before, after: after, container: scenario.container,
          when: "as the dismissal"
            + " starts")
        {
          findings.append((time, "\(at(time)) \(problem)"))
        }
      default:
        continue
      }
    }

    // The end.
    if let last = frames.last, let sheet = last.sheet {
      switch sheet.phase {
      case "interacting":
        findings.append(
          (last.time, "a finger still holds the sheet at until = \(format(scenario.until)) s"))
      case "settling":
        findings.append(
          (last.time, "the sheet is still settling at until = \(format(scenario.until)) s"))
      case "dismissing" where result?.completed != true:
        findings.append((last.time, "the sheet is left dismissing, but no dismissal completed"))
      default:
        break
      }
    }
    return findings.map { TraceFinding(text: $0.text) }
  }

  /// What is wrong with a frame the detent driver owns, if anything.
  private static func layoutProblem(
    _ frame: FrameSample, sheet node: NodeSample?, layout: SheetLayout
  ) -> String? {
    let at = "at t = \(JSONValue.format(frame.time)) s"
    guard let sheet = frame.sheet else {
      return "\(at) the detent driver owns the sheet, but the frame has no sheet"
    }
    guard let node, node.inContainer else {
      return "\(at) the detent driver owns the sheet, but it is not in the container"
    }
    let expected = layout.frame(forValue: sheet.value, keyboardHeight: sheet.keyboardHeight)
    if !isClose(node.state.frame, expected, sheetLayoutTolerance) {
      return
        "\(at) the sheet's frame is \(describe(node.state.frame)), not the layout's"
        + " \(describe(expected)) for value \(sheet.value) and keyboard height"
        + " \(sheet.keyboardHeight)"
    }
    if node.state.transform != .identity {
      return "\(at) the sheet is transformed while the detent driver owns it"
    }
    if let dimming = frame.nodes.first(where: { $0.role == NodeRole.dimming.description }),
      dimming.inContainer
    {
      let alpha = layout.dimmingAlpha(atValue: sheet.value)
      if !(abs(dimming.state.alpha - alpha) <= sheetLayoutTolerance) {
        return
          "\(at) the dimming's alpha is \(dimming.state.alpha), not the layout's \(alpha) for"
          + " value \(sheet.value)"
      }
    }
    return nil
  }

  /// What is wrong with a release of the presented sheet, if anything; see ``sheetFindings``.
  static func releaseProblem(
    _ release: DetentRelease, layout: SheetLayout, isDismissible: Bool, decelerationRate: Double
  ) -> String? {
    let projected =
      release.value + release.velocity / 1000 * decelerationRate / (1 - decelerationRate)
    let scale = 1 + abs(release.value) + abs(release.velocity)
    if !(abs(projected - release.projected) <= 1e-9 * scale) {
      return
        "the sheet's release at \(release.value) pt with velocity \(release.velocity) pt/s"
        + " records the projection \(release.projected), not \(projected)"
    }
    var candidates = layout.detents.map { (name: $0.identifier.rawValue, value: $0.value) }
    if isDismissible && !release.isCancelled {
      candidates.insert((DetentRelease.dismissTarget, 0), at: 0)
    }
    let ranked = candidates.sorted { abs($0.value - projected) < abs($1.value - projected) }
    if let nearest = ranked.first {
      let tied =
        ranked.count > 1
        && abs(abs(ranked[1].value - projected) - abs(nearest.value - projected))
          <= 1e-9 * scale
      if !tied, nearest.name != release.target {
        return
          "the sheet's release at \(release.value) pt projects to \(projected) pt, nearest to"
          + " \(nearest.name), but goes to \(release.target)"
      }
    }
    if release.target == DetentRelease.dismissTarget { return nil }
    guard
      let target = layout.detent(withIdentifier: SheetDetent.Identifier(rawValue: release.target))
    else {
      return "the sheet's release goes to \(release.target), which is no detent"
    }
    guard abs(target.value - release.value) > 1e-6, let leaving = release.leavingVelocity else {
      return nil
    }
    let tolerance = sheetVelocityTolerance * Swift.max(1, abs(release.velocity))
    if !(abs(leaving - release.velocity) <= tolerance) {
      return
        "the sheet leaves its release toward \(release.target) at \(leaving) pt/s, not at the"
        + " release velocity \(release.velocity) pt/s"
    }
    return nil
  }

  /// What is wrong with a dismissal hand-off, if anything; see ``sheetFindings``.
  static func handOffProblem(_ handOff: HandOff, container: Size, release: Release?) -> String? {
    if let jump = jumpProblem(
      before: handOff.sheetBefore, after: handOff.sheetAfter, container: container,
      when: "at the dismissal hand-off")
    {
      return jump
    }
    if !(abs(handOff.presentedProgress - handOff.progress) <= 1e-9) {
      return
        "the dismissal starts at progress \(handOff.presentedProgress), not at the hand-off's"
        + " \(handOff.progress)"
    }
    // A sheet already out of the container has no way left to go: nothing moves.
    guard handOff.presentedProgress != 1 else { return nil }
    let tolerance = sheetVelocityTolerance * Swift.max(1, abs(handOff.velocity))
    if !(abs(handOff.presentedVelocity - handOff.velocity) <= tolerance) {
      return
        "the dismissal leaves the hand-off at \(handOff.presentedVelocity) per second, not at"
        + " its velocity \(handOff.velocity)"
    }
    if let release, !(abs(release.velocity - handOff.velocity) <= tolerance) {
      return
        "the dismissal's release carries \(release.velocity) per second, not the hand-off's"
        + " \(handOff.velocity)"
    }
    return nil
  }

  /// Whether the sheet moves on screen inside the container between `before` and `after`.
  private static func jumpProblem(before: Rect, after: Rect, container: Size, when: String)
    -> String?
  {
    let bounds = Rect(origin: .zero, size: container)
    let seenBefore = visible(before, in: bounds)
    let seenAfter = visible(after, in: bounds)
    guard !isClose(seenBefore, seenAfter, handOffTolerance) else { return nil }
    return
      "the sheet jumps \(when): on screen from \(describe(seenBefore)) to"
      + " \(describe(seenAfter))"
  }

  /// The part of `rect` inside `bounds` (an empty rectangle at the nearest edge when none is).
  private static func visible(_ rect: Rect, in bounds: Rect) -> Rect {
    let minX = Swift.min(Swift.max(rect.minX, bounds.minX), bounds.maxX)
    let maxX = Swift.min(Swift.max(rect.maxX, bounds.minX), bounds.maxX)
    let minY = Swift.min(Swift.max(rect.minY, bounds.minY), bounds.maxY)
    let maxY = Swift.min(Swift.max(rect.maxY, bounds.minY), bounds.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    let scale = Swift.max(1, abs(a.minX), abs(a.minY), abs(a.width), abs(a.height))
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
      .allSatisfy { abs($0) <= tolerance * scale }
  }

  private static func describe(_ rect: Rect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width) × \(rect.height))"
  }
}
