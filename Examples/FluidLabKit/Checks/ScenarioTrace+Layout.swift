import FluidTransitions

extension ScenarioTrace {
  /// The container's layout a transition's course heads to: its size and its safe area.
  struct Layout {
    var container: Size
    var safeArea: LabSafeArea
  }

  /// The layout the driver's course heads to once the first `count` events have been applied:
  /// the scenario's container with no safe area, then each `resize` among them that the driver
  /// re-planned onto, in turn (a size it gives replaces the size, a safe area the safe area).
  /// A resize the driver could not re-plan onto (the percent-driven baseline's, or one after
  /// the end) leaves the course where it was. The layouts are read from the scenario; the
  /// trace's `resizes` (the scenario's `resize` events, in order) tell which were re-planned.
  func plannedLayout(afterEvents count: Int) -> Layout {
    var layout = Layout(container: scenario.container, safeArea: .zero)
    var resizeIndex = 0
    for event in scenario.events.prefix(count) where event.kind == .resize {
      defer { resizeIndex += 1 }
      guard resizeIndex < resizes.count, resizes[resizeIndex].isReplanned else { continue }
      layout.container = event.size ?? layout.container
      layout.safeArea = event.safeArea ?? layout.safeArea
    }
    return layout
  }

  /// Whether the driver had re-planned the transition onto a new layout once the first `count`
  /// events had been applied: from then on its course blends into the new plan, and only its
  /// ends are the plan's.
  func isReplanned(afterEvents count: Int) -> Bool {
    let resizeCount = scenario.events.prefix(count).filter { $0.kind == .resize }.count
    return resizes.prefix(resizeCount).contains { $0.isReplanned }
  }
}
