/// Runs one validated ``Scenario`` and records its trace (the document `fluid-lab run` prints):
/// a sheet with detents through ``SheetScenarioRunner``, a navigation stack through
/// ``StackScenarioRunner``, every other scenario (one transition) through
/// ``TransitionScenarioRunner``.
@MainActor
struct ScenarioRunner {
  let scenario: Scenario

  init(_ scenario: Scenario) {
    self.scenario = scenario
  }

  /// Runs the scenario and returns what it recorded; its ``ScenarioTrace/json`` is the trace.
  func run() -> ScenarioTrace {
    if scenario.sheet != nil { return SheetScenarioRunner(scenario).run() }
    if scenario.stack != nil { return StackScenarioRunner(scenario).run() }
    return TransitionScenarioRunner(scenario).run()
  }
}
