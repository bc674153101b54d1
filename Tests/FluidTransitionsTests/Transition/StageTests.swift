import FluidTransitions
import Testing

@MainActor
@Suite("Transition: stage")
struct StageTests {
  @Test("makeNode reuses a node the app supplied for the role, and only places it")
  func reusesSuppliedNode() {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let from = SceneNode(name: "from", frame: container.frame)
    let to = SceneNode(name: "to", frame: Rect(x: 0, y: 400, width: 390, height: 444))
    container.addChild(from)
    let dimming = SceneNode(name: "presentation dimming", frame: container.frame)
    let stage = TransitionStage(container: container, from: from, to: to)
    stage.setNode(dimming, for: .dimming)
    let scene = TransitionScene(
      container: Size(width: 390, height: 844), operation: .present,
      to: .init(initial: to.frame, final: to.frame))
    stage.perform(SheetStyle(detents: [.medium]).plan(for: scene).setup)
    #expect(stage.node(for: .dimming) === dimming)
    #expect(
      container.children.map(\.name) == ["from", "presentation dimming", "sheetExtension", "to"])
    #expect(dimming.alpha == 0)
  }

  @Test("Steps naming roles without nodes are skipped")
  func missingRoles() {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let stage = TransitionStage(container: container, from: nil, to: nil)
    stage.perform([
      .insert(.to, .top), .hide(.sourceElement), .snapshot(of: .sourceElement, as: .snapshot, .top),
    ])
    stage.perform([.remove(.snapshot), .unhide(.destinationElement)])
    #expect(container.children.isEmpty)
    #expect(stage.node(for: .snapshot) == nil)
  }
}
