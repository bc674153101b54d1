import FluidTransitions

/// A SwiftUI binding's value over a run, as the SwiftUI layer would leave it: the value the
/// app starts with, each write of the app's, and each write the layer makes back, with its
/// cause. The layer is glue over the core's rules, so the lab asks those rules
/// (``NavigationPathSync``, ``DetentSelectionSync``, ``PresentationSync``,
/// ``TransitionSourceTable``) what the layer would write, on the run's own events.
struct SwiftUIBindingTimeline: Equatable {
  /// One value of the binding, from `time` on.
  struct Change: Equatable {
    /// When, in seconds.
    var time: Double
    /// The value, as Swift would print it (`["Message"]`, `.large`, `false`).
    var value: String
    /// Who wrote it, and why.
    var cause: String
  }

  /// The binding's name, as the app's code spells it (`path`, `detent`, `isPresented`).
  var name: String
  var changes: [Change]

  /// The value at the end of the run.
  var finalValue: String? { changes.last?.value }

  /// A path as Swift prints an array of strings.
  static func describe(_ path: [String]) -> String {
    "[" + path.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }

  // MARK: - The path of a FluidNavigationStack

  /// The path of a stack scenario's `FluidNavigationStack`, whose root page is the stack's
  /// first view controller and whose elements name the others: the app writes it with each
  /// `setViewControllers` (SwiftUI updates the container, which asks the stack for the pages of
  /// the new path), and the layer writes it back when the rule's state calls for it
  /// (``NavigationPathSync/pathToWriteBack(state:root:elements:path:)``, as
  /// `FluidNavigationCoordinator` asks on every change of the stack outside an update).
  @MainActor
  static func path(running scenario: Scenario) -> (trace: ScenarioTrace, path: Self) {
    let stack = scenario.stack ?? []
    let root = stack.first ?? ""
    var path = Array(stack.dropFirst())
    var timeline = Self(
      name: "path", changes: [Change(time: 0, value: describe(path), cause: "the app's start")])
    let runner = StackScenarioRunner(scenario)
    runner.stateDidChange = { snapshot, state in
      if snapshot.event == Scenario.Event.Kind.setViewControllers.rawValue,
        let requested = snapshot.requestedStack
      {
        path = Array(requested.dropFirst())
        timeline.changes.append(
          Change(time: snapshot.time, value: describe(path), cause: "the app sets it"))
        return
      }
      let elements = Dictionary(state.stack.dropFirst().map { ($0, $0) }) { first, _ in first }
      guard
        let settled = NavigationPathSync.pathToWriteBack(
          state: state, root: root, elements: elements, path: path)
      else { return }
      path = settled
      timeline.changes.append(
        Change(
          time: snapshot.time, value: describe(path),
          cause: "written back: the stack rests at \(ScenarioTrace.describe(state.stack))"))
    }
    return (runner.run(), timeline)
  }

  /// The path of a `FluidNavigationStack` whose top page (`page`, over `root`) a one-transition
  /// pop `trace` takes away: the rule follows the pop as the navigation controller reports it
  /// (begun by the finger, released, ended), and the path is written back once it rests.
  static func path(popping page: String, over root: String, in trace: ScenarioTrace) -> Self {
    var state = NavigationStackState(stack: [root, page])
    var path = [page]
    var timeline = Self(
      name: "path", changes: [Change(time: 0, value: describe(path), cause: "the app's start")])
    let isInteractive = trace.scenario.events.first?.kind == .startInteractive
    state.transitionDidBegin(from: [root, page], to: [root], isInteractive: isInteractive)
    for event in trace.events {
      switch event {
      case .grab:
        state.transitionDidBecomeInteractive()
      case .release(_, let record):
        _ = state.transitionDidStopBeingInteractive(headingToDestination: record.target == .end)
      case .complete(let time, let completed):
        _ = state.transitionDidEnd(completed: completed)
        if let settled = NavigationPathSync.pathToWriteBack(
          state: state, root: root, elements: [page: page], path: path)
        {
          path = settled
          timeline.changes.append(
            Change(
              time: time, value: describe(path),
              cause: "written back: the stack rests at \(ScenarioTrace.describe(state.stack))"))
        }
      default:
        continue
      }
    }
    return timeline
  }

  // MARK: - A fluidSheet's bindings

  /// The detent selection of a presented sheet that starts at `selection`: each change of the
  /// sheet's selected detent goes through ``DetentSelectionSync/sheetDidSelect(_:selection:)``.
  static func selection(startingAt selection: String, in trace: ScenarioTrace) -> Self {
    var sync = DetentSelectionSync(applied: SheetDetent.Identifier(rawValue: selection))
    var value = selection
    var timeline = Self(
      name: "detent", changes: [Change(time: 0, value: ".\(value)", cause: "the app's start")])
    for event in trace.events {
      guard case .detentSelected(let time, let detent) = event else { continue }
      let action = sync.sheetDidSelect(
        SheetDetent.Identifier(rawValue: detent),
        selection: SheetDetent.Identifier(rawValue: value))
      guard case .write(let identifier) = action else { continue }
      value = identifier.rawValue
      timeline.changes.append(
        Change(
          time: time, value: ".\(value)", cause: "written back: the finger chose \(value)"))
    }
    return timeline
  }

  /// The `isPresented` of a sheet presented at the start, whose dismissal (if any) `trace`
  /// runs: the presentation's end goes through
  /// ``PresentationSync/presentationDidRest(isShown:isPresented:)``.
  static func isPresented(in trace: ScenarioTrace) -> Self {
    var sync = PresentationSync()
    _ = sync.update(isPresented: true, presentation: .absent)
    _ = sync.presentationDidRest(isShown: true, isPresented: true)
    var value = true
    var timeline = Self(
      name: "isPresented", changes: [Change(time: 0, value: "true", cause: "the app's start")])
    for event in trace.events {
      guard case .complete(let time, let completed) = event,
        let written = sync.presentationDidRest(isShown: !completed, isPresented: value)
      else { continue }
      value = written
      timeline.changes.append(
        Change(
          time: time, value: "\(value)", cause: "written back: the finger dismissed the sheet"))
    }
    return timeline
  }
}
