import FluidTransitions
import Testing

/// The from and to views keep their own corner radius through a plan's resting states (a
/// radius of 0), and take a radius a plan sets above 0: a sheet presenting or presented over
/// keeps its rounded corners.
@MainActor
@Suite("Transition: the from and to views' own corner radius")
struct StageCornerRadiusTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

  /// A container with `from` (radius `fromRadius`) in it and `to` (radius `toRadius`).
  static func stage(fromRadius: Double, toRadius: Double)
    -> (TransitionStage, SceneNode, SceneNode, SceneNode)
  {
    let container = SceneNode(name: "container", frame: bounds)
    let from = SceneNode(name: "from", frame: bounds)
    let to = SceneNode(name: "to", frame: bounds)
    from.cornerRadius = fromRadius
    to.cornerRadius = toRadius
    container.addChild(from)
    return (TransitionStage(container: container, from: from, to: to), container, from, to)
  }

  /// set step radius, the node's own radius, the radius the node ends with, the row.
  nonisolated static let rows: [(Double, Double, Double, String)] = [
    (0, 10, 10, "a resting state leaves a rounded view its radius"),
    (0, 0, 0, "a resting state on a square view: square"),
    (16, 10, 16, "a radius the plan sets is set"),
    (16, 0, 16, "a radius the plan sets on a square view is set"),
  ]

  @Test("A set step on the from and to views, in the setup and in the cleanups", arguments: rows)
  func setStep(planned: Double, own: Double, expected: Double, row: String) {
    for role in [NodeRole.from, .to] {
      let (stage, _, from, to) = Self.stage(fromRadius: own, toRadius: own)
      let node = role == .from ? from : to
      // The view's radius changes before the step: the own radius is the one at the start.
      node.cornerRadius = 3
      stage.perform([SetupStep.set(role, NodeState(frame: Self.bounds, cornerRadius: planned))])
      #expect(node.cornerRadius == expected, "\(role), setup: \(row)")
      node.cornerRadius = 3
      stage.perform([CleanupStep.set(role, NodeState(frame: Self.bounds, cornerRadius: planned))])
      #expect(node.cornerRadius == expected, "\(role), cleanup: \(row)")
    }
  }

  @Test("Other roles take the state's radius, 0 included")
  func otherRoles() {
    let (stage, _, _, _) = Self.stage(fromRadius: 10, toRadius: 10)
    let snapshot = SceneNode(name: "snapshot", frame: Self.bounds)
    snapshot.cornerRadius = 12
    stage.setNode(snapshot, for: .snapshot)
    stage.perform([SetupStep.set(.snapshot, NodeState(frame: Self.bounds))])
    #expect(snapshot.cornerRadius == 0)
  }

  @Test("A fade presented from a rounded view leaves it rounded throughout and afterwards")
  func fadeFromARoundedView() {
    let (stage, _, from, to) = Self.stage(fromRadius: 10, toRadius: 0)
    let scene = stage.makeScene(operation: .present)
    let plan = FadeStyle().plan(for: scene)
    stage.perform(plan.setup)
    #expect(from.cornerRadius == 10 && to.cornerRadius == 0)
    stage.perform(plan.completionCleanup)
    #expect(from.cornerRadius == 10 && to.cornerRadius == 0)
  }

  @Test("A node registered later as the from view brings its own radius")
  func registeredLater() {
    let (stage, _, _, _) = Self.stage(fromRadius: 0, toRadius: 0)
    let other = SceneNode(name: "other", frame: Self.bounds)
    other.cornerRadius = 8
    stage.setNode(other, for: .from)
    stage.perform([CleanupStep.set(.from, NodeState(frame: Self.bounds))])
    #expect(other.cornerRadius == 8)
  }
}
