import FluidTransitions
import Testing

/// The from and to views' corners: a plan that never speaks of them leaves them as the app set
/// them (a radius of 0 is only ``NodeState``'s default); once it speaks of them (a set step with
/// a radius above 0, or a corner-radius track) every radius it gives is set, 0 included.
@MainActor
@Suite("Transition: the from and to views' corners")
struct StageCornerRadiusTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

  /// A container with `from` (radius `radius`) in it and `to` (radius `radius`).
  static func stage(radius: Double) -> (TransitionStage, SceneNode, SceneNode) {
    let container = SceneNode(name: "container", frame: bounds)
    let from = SceneNode(name: "from", frame: bounds)
    let to = SceneNode(name: "to", frame: bounds)
    from.cornerRadius = radius
    to.cornerRadius = radius
    container.addChild(from)
    return (TransitionStage(container: container, from: from, to: to), from, to)
  }

  static func state(_ radius: Double) -> NodeState {
    NodeState(frame: bounds, cornerRadius: radius)
  }

  /// The radii of the set steps, in order, the view's radius before them, the radius it ends
  /// with, the row.
  nonisolated static let rows: [([Double], Double, Double, String)] = [
    ([0], 10, 10, "a plan that never speaks of the corners leaves a rounded view rounded"),
    ([0], 0, 0, "and a square view square"),
    ([0, 0], 7, 7, "however many resting states it sets"),
    ([16], 10, 16, "a radius the plan sets is set"),
    ([16], 0, 16, "on a square view too"),
    ([16, 0], 10, 0, "once the plan has spoken of the corners, 0 is set: the view ends square"),
    (
      [0, 16, 0], 10, 0,
      "a resting state before the plan speaks of them leaves them, one after sets 0"
    ),
  ]

  @Test("Set steps on the from and to views, in the setup and in the cleanups", arguments: rows)
  func setSteps(radii: [Double], before: Double, expected: Double, row: String) {
    for role in [NodeRole.from, .to] {
      let (stage, from, to) = Self.stage(radius: before)
      let node = role == .from ? from : to
      stage.perform(radii.map { SetupStep.set(role, Self.state($0)) })
      #expect(node.cornerRadius == expected, "\(role), setup: \(row)")
      let (cleanupStage, cleanupFrom, cleanupTo) = Self.stage(radius: before)
      cleanupStage.perform(radii.map { CleanupStep.set(role, Self.state($0)) })
      let cleaned = role == .from ? cleanupFrom : cleanupTo
      #expect(cleaned.cornerRadius == expected, "\(role), cleanup: \(row)")
    }
  }

  @Test("A corner-radius track counts as speaking of the corners: its cleanup's 0 is set")
  func trackThenSquare() {
    for role in [NodeRole.from, .to] {
      let (stage, from, to) = Self.stage(radius: 12)
      let node = role == .from ? from : to
      let animator = FluidAnimator(duration: 1, curve: .linear, clock: ManualFrameClock())
      stage.install([PlanTrack(role, .cornerRadius(from: 12, to: 0))], on: animator)
      stage.perform([CleanupStep.set(role, Self.state(0))])
      #expect(node.cornerRadius == 0, "\(role)")
    }
  }

  @Test("A view the plan does not speak of keeps a radius the app changed mid-way")
  func appChangesItsRadius() {
    let (stage, from, _) = Self.stage(radius: 10)
    stage.perform([SetupStep.set(.from, Self.state(0))])
    from.cornerRadius = 4
    stage.perform([CleanupStep.set(.from, Self.state(0))])
    #expect(from.cornerRadius == 4)
  }

  @Test("Other roles take the state's radius, 0 included")
  func otherRoles() {
    let (stage, _, _) = Self.stage(radius: 10)
    let snapshot = SceneNode(name: "snapshot", frame: Self.bounds)
    snapshot.cornerRadius = 12
    stage.setNode(snapshot, for: .snapshot)
    stage.perform([SetupStep.set(.snapshot, NodeState(frame: Self.bounds))])
    #expect(snapshot.cornerRadius == 0)
  }

  @Test("A fade presented from a rounded view leaves it rounded throughout and afterwards")
  func fadeFromARoundedView() {
    let (stage, from, to) = Self.stage(radius: 10)
    to.cornerRadius = 0
    let scene = stage.makeScene(operation: .present)
    let plan = FadeStyle().plan(for: scene)
    stage.perform(plan.setup)
    #expect(from.cornerRadius == 10 && to.cornerRadius == 0)
    stage.perform(plan.completionCleanup)
    #expect(from.cornerRadius == 10 && to.cornerRadius == 0)
  }
}
