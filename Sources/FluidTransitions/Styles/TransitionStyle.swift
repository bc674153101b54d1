/// A kind of transition: a pure function from the scene's geometry to a plan.
///
/// Styles never touch views or animators; a ``TransitionDriver`` runs the plan they return, on
/// any engine. That makes every style testable headless at any progress.
public protocol TransitionStyle: Sendable {
  /// The name scenarios and the lab use (`fade`, `slide`, …).
  var name: String { get }
  /// The plan for `scene`.
  func plan(for scene: TransitionScene) -> TransitionPlan
}
