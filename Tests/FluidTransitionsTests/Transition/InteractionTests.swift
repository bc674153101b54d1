import FluidTransitions
import Testing

@Suite("Transition: named interactions")
struct InteractionTests {
  static func scene(_ operation: TransitionOperation, _ direction: LayoutDirection = .leftToRight)
    -> TransitionScene
  {
    TransitionScene(
      container: Size(width: 400, height: 800), operation: operation, layoutDirection: direction)
  }

  @Test("Backward operations complete toward the trailing edge or down; forward ones the opposite")
  func directions() {
    let right = Vector(dx: 40, dy: 0)
    let down = Vector(dx: 0, dy: 80)
    #expect(
      Interaction.edgePan.mapping(for: Self.scene(.pop)).progressDelta(forTranslation: right) == 0.1
    )
    #expect(
      Interaction.pan.mapping(for: Self.scene(.push)).progressDelta(forTranslation: right) == -0.1)
    #expect(
      Interaction.pan.mapping(for: Self.scene(.pop, .rightToLeft)).progressDelta(
        forTranslation: right)
        == -0.1)
    #expect(
      Interaction.panDown.mapping(for: Self.scene(.dismiss)).progressDelta(forTranslation: down)
        == 0.1)
    #expect(
      Interaction.zoomDrag.mapping(for: Self.scene(.dismiss)).progressDelta(forTranslation: down)
        == 0.2)
    #expect(
      Interaction.panDown.mapping(for: Self.scene(.present)).progressDelta(forTranslation: down)
        == -0.1)
  }

  @Test("An edge pan begins only at the leading edge; the others anywhere")
  func beginning() {
    let ltr = Self.scene(.pop)
    let rtl = Self.scene(.pop, .rightToLeft)
    #expect(Interaction.edgePan.canBegin(at: Point(x: 10, y: 400), in: ltr))
    #expect(!Interaction.edgePan.canBegin(at: Point(x: 30, y: 400), in: ltr))
    #expect(Interaction.edgePan.canBegin(at: Point(x: 390, y: 400), in: rtl))
    #expect(!Interaction.edgePan.canBegin(at: Point(x: 10, y: 400), in: rtl))
    #expect(Interaction.pan.canBegin(at: Point(x: 200, y: 400), in: ltr))
  }

  @Test("Direction locks: horizontal pans leave vertical scrolling alone, drags down need down")
  func locks() {
    let pop = Interaction.pan.mapping(for: Self.scene(.pop))
    let dismiss = Interaction.panDown.mapping(for: Self.scene(.dismiss))
    #expect(Interaction.pan.commits(translation: Vector(dx: 3, dy: 2), mapping: pop) == nil)
    #expect(Interaction.pan.commits(translation: Vector(dx: 12, dy: 5), mapping: pop) == true)
    #expect(Interaction.pan.commits(translation: Vector(dx: 4, dy: 20), mapping: pop) == false)
    #expect(
      Interaction.panDown.commits(translation: Vector(dx: 2, dy: 15), mapping: dismiss) == true)
    #expect(
      Interaction.panDown.commits(translation: Vector(dx: 2, dy: -15), mapping: dismiss) == false)
    #expect(
      Interaction.zoomDrag.commits(translation: Vector(dx: 20, dy: 3), mapping: dismiss) == false)
    #expect(Interaction.zoomDrag.followingRole == .snapshot)
    #expect(Interaction.pan.followingRole == nil)
  }
}
