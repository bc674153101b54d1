import FluidTransitions
import Testing

@Suite("Transition: named interactions")
struct InteractionTests {
  static func scene(
    _ operation: TransitionOperation, _ direction: UserInterfaceLayoutDirection = .leftToRight
  )
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

  @Test(
    "The content back swipe begins anywhere but the leading edge's region, which stays the edge swipe's"
  )
  func contentPopLeavesTheEdge() {
    let ltr = Self.scene(.pop)
    let rtl = Self.scene(.pop, .rightToLeft)
    for x in [0.0, 10, 24] {
      #expect(!Interaction.contentPop.canBegin(at: Point(x: x, y: 400), in: ltr), "\(x)")
      #expect(Interaction.edgePan.canBegin(at: Point(x: x, y: 400), in: ltr), "\(x)")
    }
    for x in [24.5, 200, 400] {
      #expect(Interaction.contentPop.canBegin(at: Point(x: x, y: 400), in: ltr), "\(x)")
    }
    #expect(!Interaction.contentPop.canBegin(at: Point(x: 390, y: 400), in: rtl))
    #expect(Interaction.contentPop.canBegin(at: Point(x: 10, y: 400), in: rtl))
    // Every point is the edge swipe's or the content swipe's, never both.
    for x in stride(from: -10.0, through: 410, by: 0.5) {
      for scene in [ltr, rtl] {
        let point = Point(x: x, y: 400)
        #expect(
          Interaction.edgePan.canBegin(at: point, in: scene)
            != Interaction.contentPop.canBegin(at: point, in: scene))
      }
    }
  }

  @Test("The content back swipe maps as a pan and commits toward completion only")
  func contentPopMapsAsAPan() {
    for direction in UserInterfaceLayoutDirection.allCases {
      let scene = Self.scene(.pop, direction)
      let mapping = Interaction.contentPop.mapping(for: scene)
      #expect(mapping == Interaction.pan.mapping(for: scene))
      #expect(mapping == Interaction.edgePan.mapping(for: scene))
      // Over plain content its commit is ContentPopHandoff's decision with no scroll views.
      for dx in stride(from: -40.0, through: 40, by: 5) {
        for dy in stride(from: -40.0, through: 40, by: 5) {
          let translation = Vector(dx: dx, dy: dy)
          let owner = ContentPopHandoff.decide(
            translation: translation, owner: .undecided, scrollViews: [],
            layoutDirection: direction)
          let commits = Interaction.contentPop.commits(translation: translation, mapping: mapping)
          let expected: Bool? = owner == .undecided ? nil : owner == .pop
          #expect(commits == expected, "\(direction) \(dx), \(dy)")
        }
      }
    }
    #expect(Interaction.contentPop.followingRole == nil)
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
