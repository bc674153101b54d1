import FluidTransitions
import Testing

/// `TransitionStage` given plans that name roles it has no node for, placements relative to
/// missing nodes, tracks for missing roles, and containers and nodes with degenerate frames.
@MainActor
@Suite("Bad input: the stage")
struct StageBadInputTests {
  static func makeStage() -> (SceneNode, SceneNode, TransitionStage) {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let from = SceneNode(name: "from", frame: container.frame)
    container.addChild(from)
    return (container, from, TransitionStage(container: container, from: from, to: nil))
  }

  @Test("Setup and cleanup steps on missing roles are skipped; placements next to them go on top")
  func stepsOnMissingRoles() {
    let (container, from, stage) = Self.makeStage()
    stage.perform([
      .set(.to, NodeState(frame: .zero, alpha: 0)), .insert(.to, .top), .hide(.destinationElement),
      .snapshot(of: .sourceElement, as: .snapshot, .bottom),
      .makeNode(.dimming, color: .black, .above(.snapshot)),
      .makeNode(.shadow, color: .black, .below(.custom("missing"))),
      .set(.custom("nobody"), NodeState(frame: .zero)),
    ])
    #expect(container.children.map(\.name) == ["shadow", "from", "dimming"])
    #expect(stage.node(for: .to) == nil && stage.node(for: .snapshot) == nil)
    #expect(from.alpha == 1 && !from.isHidden, "nothing else changed")
    stage.perform([
      .remove(.to), .unhide(.sourceElement), .set(.snapshot, NodeState(frame: .zero)),
      .remove(.custom("missing")),
    ])
    #expect(container.children.map(\.name) == ["shadow", "from", "dimming"])
  }

  @Test("install(_:on:) skips tracks whose role has no node")
  func installSkipsMissingRoles() {
    let (_, from, stage) = Self.makeStage()
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 1, clock: clock)
    stage.install(
      [
        PlanTrack(.to, .alpha(from: 0, to: 1)),
        PlanTrack(.snapshot, .frame(from: .zero, to: .zero)),
        PlanTrack(.from, .alpha(from: 1, to: 0.5)),
      ], on: animator)
    #expect(animator.trackCount == 1)
    animator.fractionComplete = 1
    #expect(from.alpha == 0.5)
  }

  @Test("node(for:), setNode(_:for:), frameInContainer(of:) and releaseNodes() with odd input")
  func lookupsWithOddInput() {
    let (container, from, stage) = Self.makeStage()
    #expect(stage.node(for: .custom("")) == nil)
    #expect(stage.frameInContainer(of: .sourceElement) == nil)
    stage.setNode(nil, for: .from)
    #expect(stage.node(for: .from) == nil && stage.frameInContainer(of: .from) == nil)
    stage.setNode(from, for: .custom("again"))
    #expect(stage.frameInContainer(of: .custom("again")) == container.frame)
    let orphan = SceneNode(name: "orphan", frame: Rect(x: .nan, y: 5, width: -10, height: 10))
    stage.setNode(orphan, for: .sourceElement)
    #expect(stage.frameInContainer(of: .sourceElement) == Rect(x: 0, y: 5, width: -10, height: 10))
    stage.releaseNodes()
    #expect(stage.roles.isEmpty)
    stage.perform([.insert(.from, .top), .hide(.from)])
    #expect(!from.isHidden, "released nodes are no longer touched")
  }

  @Test("makeScene with no views, a NaN container and missing elements")
  func sceneFromDegenerateNodes() {
    let container = SceneNode(name: "c", frame: Rect(x: 5, y: 5, width: .nan, height: -20))
    let stage = TransitionStage(container: container, from: nil, to: nil)
    let scene = stage.makeScene(operation: .present, layoutDirection: .rightToLeft)
    #expect(scene.container == Size(width: 0, height: -20))
    #expect(scene.from.initial == scene.bounds && scene.to.final == scene.bounds)
    #expect(scene.sourceElement == nil && scene.destinationElement == nil)
    #expect(scene.layoutDirection == .rightToLeft)
  }
}
