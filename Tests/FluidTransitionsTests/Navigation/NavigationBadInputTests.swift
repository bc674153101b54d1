import FluidTransitions
import Testing

/// Bad input to the navigation core that the other suites leave out: a transition reported
/// while another is on screen, non-finite scroll offsets, and the scene's size class passed
/// through the stage.
@MainActor
@Suite("Bad input: navigation and the stage's size class")
struct NavigationBadInputTests {
  @Test("A transition reported while another is on screen replaces it, and the stack follows")
  func beginWhileRunning() {
    var state = NavigationStackState<String>(stack: ["root"])
    _ = state.request(.push("a"))
    state.transitionDidBegin(from: ["root", "x"], to: ["root"], isInteractive: true)
    #expect(state.stack == ["root", "x"])
    #expect(state.transition?.from == ["root", "x"] && state.transition?.isInteractive == true)
    #expect(state.transitionDidEnd(completed: true) == .none)
    #expect(state.stack == ["root"] && state.intendedStack == ["root"])
  }

  @Test("A non-finite minimum offset counts as 0, and the maximum is kept at or above it")
  func nonFiniteMinimum() {
    for minimum in [Double.nan, .infinity, -.infinity] {
      let state = ContentPopHandoff.ScrollViewState(
        horizontalOffset: 30, minimumHorizontalOffset: minimum, maximumHorizontalOffset: 20)
      #expect(state.minimumHorizontalOffset == 0, "\(minimum)")
      #expect(state.maximumHorizontalOffset == 20, "\(minimum)")
      let owner = ContentPopHandoff.decide(
        translation: Vector(dx: 40, dy: 0), owner: .undecided, scrollViews: [state],
        layoutDirection: .leftToRight)
      #expect(owner == .content, "30 points of room toward 0: \(minimum)")
    }
  }

  @Test("The stage passes the size class to the scene as given")
  func sizeClassPassesThrough() {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 844, height: 390))
    let stage = TransitionStage(container: container, from: nil, to: nil)
    #expect(stage.makeScene(operation: .present, isHeightCompact: true).isHeightCompact)
    #expect(!stage.makeScene(operation: .present).isHeightCompact)
  }
}
