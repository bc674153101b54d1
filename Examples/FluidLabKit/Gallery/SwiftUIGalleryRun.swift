import FluidTransitions

/// What a SwiftUI scenario adds to its run: the code a developer writes for it, its bindings'
/// values over time, and, for `FluidTransitionReader`, the proxy's reading on every frame.
struct SwiftUIGalleryRun {
  /// A reading of the proxy, at the time of the frame it was read on.
  struct Reading: Equatable {
    var time: Double
    var proxy: FluidTransitionProxy
  }

  var script: SwiftUIGalleryScript
  var bindings: [SwiftUIBindingTimeline]
  /// Empty but for the reader's script.
  var readings: [Reading] = []

  /// The proxy a `FluidTransitionReader` on the page `trace`'s transition moves would read on
  /// each frame: the driver's phase, progress and velocity, made finite by the proxy's rules.
  static func readings(of trace: ScenarioTrace) -> [Reading] {
    let operation = trace.scenario.operation
    let completed = trace.result?.completed ?? false
    var previous = FluidTransitionProxy.idle
    return trace.frames.map { frame in
      let phase: TransitionDriver.Phase =
        switch frame.phase {
        case "animating": .animating
        case "interacting": .interacting
        case "settling": .settling
        case "finished": .finished(completed: completed)
        default: .idle
        }
      // The reader is on the page the transition moves: a push brings it, a pop takes it away.
      let proxy = FluidTransitionProxy.reading(
        after: previous, phase: phase, operation: operation, progress: frame.progress,
        velocity: frame.readerVelocity, isAppearing: operation.isForward)
      previous = proxy
      return Reading(time: frame.time, proxy: proxy)
    }
  }
}

extension SwiftUIGalleryScript {
  /// The name of the tile's page, for the zoom and reader scripts.
  static let tilePage = "Tile 5"
  /// The root of the zoom and reader scripts' stack.
  static let gridPage = "Grid"

  /// Runs the script (until ``Gallery/runAfterEnd`` after it ends, as the gallery's other
  /// scenarios) and checks it: the lab's checks for its kind of run, then its own.
  @MainActor
  func run() throws(LabError) -> ReportEntry {
    let trace: ScenarioTrace
    var bindings: [SwiftUIBindingTimeline] = []
    var readings: [SwiftUIGalleryRun.Reading] = []
    if stack != nil {
      let (first, _) = SwiftUIBindingTimeline.path(running: try Scenario(json: scenario))
      let (run, path) = SwiftUIBindingTimeline.path(
        running: try Scenario(json: Gallery.trimmed(scenario, endingAt: first.endTime)))
      trace = run
      bindings = [path]
    } else {
      trace = try Gallery.runTrimmed(scenario)
    }
    switch self {
    case .zoomSourceScrolls, .zoomSourceScrolledAway:
      bindings = [
        SwiftUIBindingTimeline.path(popping: Self.tilePage, over: Self.gridPage, in: trace),
        sourceTimeline,
      ]
    case .reader:
      bindings = [
        SwiftUIBindingTimeline.path(popping: Self.tilePage, over: Self.gridPage, in: trace)
      ]
      readings = SwiftUIGalleryRun.readings(of: trace)
    case .sheetSelection, .sheetDismissal, .sheetDismissDisabled:
      bindings = [
        SwiftUIBindingTimeline.isPresented(in: trace),
        SwiftUIBindingTimeline.selection(
          startingAt: SheetGalleryScript.selectedDetent, in: trace),
      ]
    case .pathAppendAndSwipe, .pathRestoredMidPop, .pathAppendedDuringSwipe, .pathOfSeveral:
      break
    }
    let scenario = trace.scenario
    var entry = ReportEntry(
      idParts: ["swiftui", rawValue], name: rawValue, title: title, summary: summary,
      trace: trace, problems: [])
    entry.problems = problems(trace, bindings: bindings, readings: readings)
    if scenario.sheet != nil { entry.plotTitle = "Sheet value and velocity" }
    entry.swiftUI = SwiftUIGalleryRun(script: self, bindings: bindings, readings: readings)
    return entry
  }

  /// The zoom's source over the run, as the source table answers it: where the tile is before
  /// the grid scrolls, every 50 ms while it scrolls, and when the table has no source.
  var sourceTimeline: SwiftUIBindingTimeline {
    func describe(_ frame: Rect?) -> String {
      guard let frame else { return "nil" }
      return "(\(LabReport.trimmed(frame.minX, 1)), \(LabReport.trimmed(frame.minY, 1)),"
        + " \(LabReport.trimmed(frame.width, 1)) × \(LabReport.trimmed(frame.height, 1)))"
    }
    var timeline = SwiftUIBindingTimeline(
      name: "the source of (tiles, 4)",
      changes: [
        .init(
          time: 0, value: describe(Self.source(scrolledBy: 0)),
          cause: "the tile's frame: the table's latest view on screen")
      ])
    for (index, time) in Self.scrollTimes.enumerated() {
      let source = Self.source(scrolledBy: scrollOffset(at: time))
      let isLast = index == Self.scrollTimes.count - 1
      if source == nil {
        timeline.changes.append(
          .init(
            time: time, value: "nil",
            cause: "the tile is out of the grid's visible bounds: the fallback"))
        break
      }
      guard index % 6 == 0 || isLast else { continue }
      timeline.changes.append(
        .init(time: time, value: describe(source), cause: "the grid scrolls: the flight follows"))
    }
    return timeline
  }

  /// The lab's checks for the run's kind, then the script's: where it ends, and that its
  /// bindings end where the core's contract puts them.
  func problems(
    _ trace: ScenarioTrace, bindings: [SwiftUIBindingTimeline],
    readings: [SwiftUIGalleryRun.Reading]
  ) -> [String] {
    var problems: [String] = []
    func expect(_ binding: String, _ value: String) {
      let actual = bindings.first { $0.name == binding }?.finalValue
      if actual != value {
        problems.append("expected \(binding) to end as \(value), it ends as \(actual ?? "nothing")")
      }
    }
    if let finalPath { expect("path", SwiftUIBindingTimeline.describe(finalPath)) }
    switch self {
    case .pathAppendAndSwipe, .pathRestoredMidPop, .pathAppendedDuringSwipe, .pathOfSeveral:
      problems += trace.problems()
      guard let stack = trace.stack else { return problems + ["expected a stack's trace"] }
      let final = stack.stacks.last?.stack ?? []
      if let finalPath, let root = self.stack?.first, final != [root] + finalPath {
        problems.append(
          "expected the stack to end as \(root) › the path, it ends as"
            + " \(ScenarioTrace.describe(final))")
      }
      let ended = stack.transitions.map { $0.trace.result?.completed }
      if ended != outcomes.map({ Optional($0) }) {
        problems.append("expected the transitions to end \(outcomes), they end \(ended)")
      }
    case .zoomSourceScrolls, .zoomSourceScrolledAway:
      problems += trace.problems(expecting: TraceExpectation(completes: true, grabs: 1))
      let scrolledAway = self == .zoomSourceScrolledAway
      let landing =
        scrolledAway
        ? Rect(x: 97.5, y: 271, width: 195, height: 195)
        : Self.tileFrame(scrolledBy: Self.scrollDistance)
      let snapshot = trace.frames.last?.nodes.first { $0.role == NodeRole.snapshot.description }
      if let snapshot,
        !ScenarioTrace.zoomClose(snapshot.state.frame, landing)
          || snapshot.state.alpha != (scrolledAway ? 0 : 1)
      {
        problems.append(
          "expected the flight to land on \(landing)\(scrolledAway ? ", faded out" : ""), it ends"
            + " at \(snapshot.state.frame) with alpha \(snapshot.state.alpha)")
      }
    case .sheetSelection, .sheetDismissal:
      problems += trace.problems()
      let sheet: SheetGalleryScript = self == .sheetSelection ? .detentFlick : .throwToDismiss
      problems += sheet.problems(trace)
      expect("isPresented", self == .sheetDismissal ? "false" : "true")
      expect("detent", self == .sheetSelection ? ".large" : ".medium")
    case .sheetDismissDisabled:
      problems += trace.problems()
      let last = trace.frames.last?.sheet
      if last?.phase != "resting" || last?.detent != SheetGalleryScript.selectedDetent
        || trace.transitionCount != 0
      {
        problems.append(
          "expected the sheet to refuse the dismissal and rest at medium, it is"
            + " \(last?.phase ?? "gone") at \(last?.detent ?? "none") after"
            + " \(trace.transitionCount) transitions")
      }
      expect("isPresented", "true")
      expect("detent", ".medium")
    case .reader:
      problems += trace.problems(
        expecting: TraceExpectation(
          completes: GalleryScript.grabAndReverse.expectsCompletion,
          grabs: GalleryScript.grabAndReverse.expectedGrabs))
      for (reading, frame) in zip(readings, trace.frames)
      where reading.proxy.progress != frame.progress
        || reading.proxy.velocity != frame.readerVelocity
        || reading.proxy.phase.description != frame.phase
      {
        problems.append(
          "the proxy reads \(reading.proxy) at \(reading.time) s, the driver shows"
            + " \(frame.phase) \(frame.progress) \(frame.readerVelocity)")
      }
    }
    return problems
  }
}
