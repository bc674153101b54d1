import FluidTransitions

extension ScenarioTrace {
  /// How far a flight's geometry may be from what it must be, relative to the size of the
  /// numbers compared (and absolute below 1 pt).
  static let zoomGeometryTolerance = 1e-9
  /// The slack, in progress, of the bound on a flight's move across a source's disappearance
  /// (the continuity check's, ``continuitySlack``).
  static let zoomRemovalSlack = continuitySlack

  /// One flight of a zoom scenario, as the scenario lays it out: independent of the plan.
  struct ZoomFlight {
    /// The element's identifier; nil for the primary.
    var element: String?
    /// The source at the start, in container coordinates.
    var source: Rect
    /// The destination snapshot's frame (the destination element's), in container coordinates.
    var destination: Rect
    /// Where the flight lands: the alignment rect, or the destination.
    var landing: Rect
    /// Where the source end heads once the source is gone: `landing` scaled by the fallback
    /// scale about the container's centre.
    var fallback: Rect

    /// The trace's name of the flight, and of its two contents.
    var role: String { Self.role("snapshot", element) }
    var sourceContentRole: String { Self.role("sourceSnapshot", element) }
    var destinationContentRole: String { Self.role("destinationSnapshot", element) }

    private static func role(_ part: String, _ element: String?) -> String {
      element.map { "\(part).\($0)" } ?? part
    }
  }

  /// The flights the zoom plans for the scenario's first layout.
  var zoomFlights: [ZoomFlight] { zoomFlights(afterEvents: 0) }

  /// The flights the zoom plans for the scenario in the layout its course heads to once the
  /// first `count` events have been applied (``plannedLayout(afterEvents:)``: the container's
  /// size, and the destinations the safe area's top-left corner carries): the primary
  /// element's (when it has a source at the start) and each element's with both ends, unless
  /// Reduce Motion turns the zoom into a fade. Always the same flights in the same order; empty
  /// for any other style.
  func zoomFlights(afterEvents count: Int) -> [ZoomFlight] {
    guard scenario.style == .zoom, let zoom = scenario.zoom, !scenario.reduceMotion,
      let source = scenario.sourceElement
    else { return [] }
    let layout = plannedLayout(afterEvents: count)
    let moved = { (rect: Rect) in
      rect.offsetBy(dx: layout.safeArea.left, dy: layout.safeArea.top)
    }
    let bounds = Rect(origin: .zero, size: layout.container)
    let scale = scenario.option("fallbackScale") ?? 0.5
    func fallback(_ landing: Rect) -> Rect {
      let center = bounds.center
      return Rect(
        x: center.x + (landing.midX - center.x) * scale - landing.width * scale / 2,
        y: center.y + (landing.midY - center.y) * scale - landing.height * scale / 2,
        width: landing.width * scale, height: landing.height * scale)
    }
    // The detail view fills the container: without a destination element the flight lands on
    // it.
    let destination = scenario.destinationElement.map(moved) ?? bounds
    var landing = destination
    if let alignment = zoom.alignmentRect?.standardized, alignment.width > 0,
      alignment.height > 0
    {
      // Without a destination element the alignment rect has nothing to move with.
      landing = scenario.destinationElement == nil ? alignment : moved(alignment)
    }
    var flights = [
      ZoomFlight(
        element: nil, source: source, destination: destination, landing: landing,
        fallback: fallback(landing))
    ]
    var seen: Set<String> = []
    for element in zoom.elements where seen.insert(element.identifier).inserted {
      guard let source = element.source, let destination = element.destination.map(moved) else {
        continue
      }
      flights.append(
        ZoomFlight(
          element: element.identifier, source: source, destination: destination,
          landing: destination, fallback: fallback(destination)))
    }
    return flights
  }

  /// Every departure from what a zoom's flights must show, one line each (empty for other
  /// styles):
  /// - **Ends.** When the transition ended, each flight is exactly (to 1e-9) at the end of its
  ///   path: on its landing rect (the alignment rect, or the destination) at the destination
  ///   end, and at the source end on the source as last moved by `sourceMove` before the last
  ///   frame. A source that disappeared (`sourceRemove`) ends at its fallback: between the
  ///   source as last seen and the fallback frame by the blend the flight's fade shows (its
  ///   alpha is 1 − blend), which is the fallback frame itself, faded out, unless the source
  ///   vanished at the source end.
  /// - **Cross-fade.** At every frame, each content snapshot is its content aspect-filled into
  ///   the flight and centred (the source's whole snapshot; the destination's alignment rect),
  ///   so at the source end the source snapshot exactly fills the flight and at the landing
  ///   end the destination's part does; one of the two is opaque; and outside the cross-fade's
  ///   stretch the other is transparent (the destination before it, the source after it).
  /// - **A source that disappears** causes no jump: across the frames on either side of its
  ///   `sourceRemove`, when the animator runs across them (a finger moves the progress as it
  ///   likes), the flight moves no more than its path's rate (the distance between the source
  ///   and the landing, per unit of progress) times the progress change plus the continuity
  ///   check's slack; and from then on it follows the fallback path its fade shows
  ///   (while it shows: past the source end, in a spring's overshoot, it has faded out).
  /// - **A pinch's release** leaves at the velocity its scale velocity maps to:
  ///   `−direction · scaleVelocity / (1 − 0.5)`, direction +1 for a dismissal (closing the
  ///   fingers completes) and −1 for a presentation, to 1e-9 relative.
  var zoomProblems: [String] {
    guard scenario.style == .zoom else { return [] }
    var problems: [String] = []
    var layouts = ZoomFlightLayouts(trace: self)
    for index in zoomFlights.indices {
      if let problem = zoomEndProblem(index, &layouts) { problems.append(problem) }
      if let problem = crossFadeProblem(index, &layouts) { problems.append(problem) }
      if let problem = removalProblem(index, &layouts) { problems.append(problem) }
    }
    if let problem = pinchReleaseProblem { problems.append(problem) }
    return problems
  }

  // MARK: - Geometry

  /// Whether `a` and `b` agree in every component to ``zoomGeometryTolerance``, relative to
  /// their size.
  static func zoomClose(_ a: Rect, _ b: Rect, tolerance: Double = zoomGeometryTolerance) -> Bool {
    let pairs = [
      (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.width, b.width),
      (a.height, b.height),
    ]
    return pairs.allSatisfy { x, y in
      abs(x - y) <= tolerance * Swift.max(1, abs(x), abs(y))
    }
  }

  /// `content` scaled so that `fitted` (a part of it) aspect-fills a container of `size` and is
  /// centred in it, in the container's coordinates: FlightPath's documented rule, written out
  /// again (scale = the larger of the two ratios; a fitted rect with no width fills by height,
  /// one with no height by width; with neither, or a scale too large to represent, the content
  /// collapses to the centre).
  static func aspectFilled(_ content: Rect, fitted: Rect, into size: Size) -> Rect {
    let content = content.standardized
    let fitted = fitted.standardized
    let width = abs(size.width)
    let height = abs(size.height)
    var scale = 0.0
    if fitted.width > 0, fitted.height > 0 {
      scale = Swift.max(width / fitted.width, height / fitted.height)
    } else if fitted.width > 0 {
      scale = width / fitted.width
    } else if fitted.height > 0 {
      scale = height / fitted.height
    }
    if !scale.isFinite { scale = 0 }
    let fittedX = (width - scale * fitted.width) / 2
    let fittedY = (height - scale * fitted.height) / 2
    return Rect(
      x: fittedX - scale * (fitted.minX - content.minX),
      y: fittedY - scale * (fitted.minY - content.minY),
      width: scale * content.width, height: scale * content.height)
  }

  /// `rect` as `(x, y, width × height)`, for messages.
  private static func describe(_ rect: Rect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width) × \(rect.height))"
  }

  /// The node `role` of `frame`, if the frame has it.
  private func node(_ role: String, in frame: FrameSample) -> NodeSample? {
    frame.nodes.first { $0.role == role }
  }

  /// How far along the flight from its source `progress` is: the progress going forward, its
  /// complement going back.
  private func fromSource(_ progress: Double) -> Double {
    scenario.operation.isForward ? progress : 1 - progress
  }

  /// The scenario's source events for `element`, with their indices among the events.
  private func sourceEvents(of element: String?) -> [(index: Int, event: Scenario.Event)] {
    scenario.events.enumerated().filter {
      $0.element.kind.isSource && $0.element.element == element
    }
    .map { ($0.offset, $0.element) }
  }

  /// Where the source of `flight` is as of the first `count` events (nil once removed), and
  /// the index of the event that removed it.
  private func source(of flight: ZoomFlight, afterEvents count: Int) -> (
    rect: Rect, removal: Int?
  ) {
    var rect = flight.source
    for (index, event) in sourceEvents(of: flight.element) where index < count {
      if event.kind == .sourceRemove { return (rect, index) }
      if let position = event.position, let size = event.size {
        rect = Rect(origin: position, size: size)
      }
    }
    return (rect, nil)
  }

  // MARK: - Checks

  /// The flights laid out for each count of applied events, computed once per count.
  private struct ZoomFlightLayouts {
    let trace: ScenarioTrace
    private var flights: [Int: [ZoomFlight]] = [:]

    init(trace: ScenarioTrace) {
      self.trace = trace
    }

    /// Flight `index` in the layout in force once `count` events have been applied.
    mutating func flight(_ index: Int, afterEvents count: Int) -> ZoomFlight {
      if let laidOut = flights[count] { return laidOut[index] }
      let laidOut = trace.zoomFlights(afterEvents: count)
      flights[count] = laidOut
      return laidOut[index]
    }
  }

  private func zoomEndProblem(_ index: Int, _ layouts: inout ZoomFlightLayouts) -> String? {
    guard let result, let last = frames.firstIndex(where: { $0.phase == "finished" }) else {
      return nil
    }
    let frame = frames[last]
    let flight = layouts.flight(index, afterEvents: frame.appliedEvents)
    guard let node = node(flight.role, in: frame) else { return nil }
    let atSource = scenario.operation.isForward != result.completed
    let (source, removal) = self.source(of: flight, afterEvents: frame.appliedEvents)
    var expected = flight.landing
    var what = "its landing rect"
    if atSource {
      if removal != nil {
        // The source end stopped where the stage last saw the source.
        let source = lastSeenSources[flight.element] ?? flight.source
        let blend = 1 - node.state.alpha
        expected = source.interpolated(to: flight.fallback, fraction: blend)
        what = "its fallback (blend \(blend) from the source last seen toward the fallback frame)"
      } else {
        expected = source
        what = "its source"
      }
    }
    guard !Self.zoomClose(node.state.frame, expected) else { return nil }
    return
      "the flight \(flight.role) ends at \(Self.describe(node.state.frame)), not exactly on"
      + " \(what) \(Self.describe(expected)), when the transition"
      + " \(result.completed ? "completed" : "was cancelled")"
  }

  private func crossFadeProblem(_ index: Int, _ layouts: inout ZoomFlightLayouts) -> String? {
    let low = Swift.min(
      scenario.option("crossFadeStart") ?? 0, scenario.option("crossFadeEnd") ?? 0.5)
    let high = Swift.max(
      scenario.option("crossFadeStart") ?? 0, scenario.option("crossFadeEnd") ?? 0.5)
    for frame in frames {
      let flight = layouts.flight(index, afterEvents: frame.appliedEvents)
      guard let shell = node(flight.role, in: frame),
        let source = node(flight.sourceContentRole, in: frame),
        let destination = node(flight.destinationContentRole, in: frame),
        source.parent == flight.role, destination.parent == flight.role
      else { continue }
      let size = shell.state.frame.size
      let at = "at t = \(JSONValue.format(frame.time)) s"
      let sourceFill = Self.aspectFilled(flight.source, fitted: flight.source, into: size)
      if !Self.zoomClose(source.state.frame, sourceFill) {
        return
          "\(source.role) is at \(Self.describe(source.state.frame)) in \(flight.role) \(at),"
          + " not its source aspect-filled into the flight \(Self.describe(sourceFill))"
      }
      let destinationFill = Self.aspectFilled(
        flight.destination, fitted: flight.landing, into: size)
      if !Self.zoomClose(destination.state.frame, destinationFill) {
        return
          "\(destination.role) is at \(Self.describe(destination.state.frame)) in"
          + " \(flight.role) \(at), not its landing part aspect-filled into the flight"
          + " \(Self.describe(destinationFill))"
      }
      let sourceAlpha = source.state.alpha
      let destinationAlpha = destination.state.alpha
      if Swift.max(sourceAlpha, destinationAlpha) != 1 {
        return
          "neither content of \(flight.role) is opaque \(at) (\(source.role) \(sourceAlpha),"
          + " \(destination.role) \(destinationAlpha))"
      }
      let position = fromSource(frame.progress)
      let margin = 1e-9
      if position < low - margin, destinationAlpha != 0 {
        return
          "\(destination.role) shows (alpha \(destinationAlpha)) \(at), before the cross-fade"
          + " (\(JSONValue.format(position)) along the flight, the cross-fade from"
          + " \(JSONValue.format(low)))"
      }
      if position > high + margin, sourceAlpha != 0 {
        return
          "\(source.role) shows (alpha \(sourceAlpha)) \(at), after the cross-fade"
          + " (\(JSONValue.format(position)) along the flight, the cross-fade to"
          + " \(JSONValue.format(high)))"
      }
    }
    return nil
  }

  private func removalProblem(_ index: Int, _ layouts: inout ZoomFlightLayouts) -> String? {
    let flight = zoomFlights[index]
    guard
      let removal = sourceEvents(of: flight.element).first(where: { $0.event.kind == .sourceRemove }
      )?.index,
      let after = frames.firstIndex(where: { $0.appliedEvents > removal }), after > 0
    else { return nil }
    let before = frames[after - 1]
    let first = frames[after]
    let landing = layouts.flight(index, afterEvents: first.appliedEvents).landing
    // Where the stage last saw the source: what the source end stopped at.
    let source = lastSeenSources[flight.element] ?? flight.source
    // Across the disappearance, while the animator runs (it measured the source at the
    // first frame, so the fallback starts there): no more than the path's rate allows.
    if before.isAnimatorRunning, first.isAnimatorRunning, before.grabCount == first.grabCount,
      !isReplanned(afterEvents: first.appliedEvents),
      let a = node(flight.role, in: before), let b = node(flight.role, in: first),
      a.inContainer, b.inContainer
    {
      let rate =
        [
          abs(source.origin.x - landing.origin.x), abs(source.origin.y - landing.origin.y),
          abs(source.width - landing.width), abs(source.height - landing.height),
        ].max() ?? 0
      let allowed =
        rate * (abs(first.progress - before.progress) + Self.zoomRemovalSlack)
        + Self.zoomGeometryTolerance * Swift.max(1, rate)
      // Component by component, as the path interpolates them: past an end a size can turn
      // negative, and then its origin, not its minimum, is what moves linearly.
      let moved =
        [
          abs(a.state.frame.origin.x - b.state.frame.origin.x),
          abs(a.state.frame.origin.y - b.state.frame.origin.y),
          abs(a.state.frame.width - b.state.frame.width),
          abs(a.state.frame.height - b.state.frame.height),
        ].max() ?? 0
      if moved > allowed {
        return
          "the flight \(flight.role) jumps \(moved) pt between t ="
          + " \(JSONValue.format(before.time)) s and \(JSONValue.format(first.time)) s, where its"
          + " source disappeared (events[\(removal)]); its path allows \(allowed) pt for the"
          + " progress change \(first.progress - before.progress)"
      }
    }
    // From then on: the path between the landing and the source end, which blends from the
    // source last seen into the fallback as the flight fades.
    // Once the driver re-planned onto a new layout the flight blends into the new plan, and
    // only its end is held exactly (the end check; the resize checks hold the blend).
    for frame in frames[after...] where !isReplanned(afterEvents: frame.appliedEvents) {
      // Past the source end (a spring's overshoot) the blend exceeds 1 and the alpha, clamped
      // at 0, no longer tells it.
      guard let shell = node(flight.role, in: frame), shell.inContainer, shell.state.alpha > 0
      else { continue }
      let flight = layouts.flight(index, afterEvents: frame.appliedEvents)
      let blend = 1 - shell.state.alpha
      let end = source.interpolated(to: flight.fallback, fraction: blend)
      let fraction = frame.progress
      let expected =
        scenario.operation.isForward
        ? end.interpolated(to: flight.landing, fraction: fraction)
        : flight.landing.interpolated(to: end, fraction: fraction)
      if !Self.zoomClose(shell.state.frame, expected, tolerance: 1e-7) {
        return
          "after its source disappeared, the flight \(flight.role) is at"
          + " \(Self.describe(shell.state.frame)) at t = \(JSONValue.format(frame.time)) s, off"
          + " its fallback path \(Self.describe(expected)) (blend \(blend))"
      }
    }
    return nil
  }

  private var pinchReleaseProblem: String? {
    guard scenario.interaction == .pinch else { return nil }
    // Interaction.pinchMapping: half the scale completes; closing the fingers completes a
    // dismissal, opening them a presentation.
    let direction: Double = scenario.operation.isForward ? -1 : 1
    for release in releases {
      guard let scaleVelocity = release.scaleVelocity else { continue }
      let expected = -direction * scaleVelocity / (1 - 0.5)
      let tolerance = 1e-9 * Swift.max(1, abs(expected))
      if !(abs(release.velocity - expected) <= tolerance) {
        return
          "the pinch's release at progress \(release.progress) with scale velocity"
          + " \(scaleVelocity) /s leaves at \(release.velocity) /s, not the \(expected) /s its"
          + " scale velocity maps to"
      }
    }
    return nil
  }
}
