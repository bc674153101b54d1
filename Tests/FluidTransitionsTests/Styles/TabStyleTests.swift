import FluidTransitions
import Testing

/// The tab page slide: both pages travel the whole width together, edge to edge.
@Suite("Styles: tab")
struct TabStyleTests {
  static func plan(
    _ operation: TransitionOperation, direction: UserInterfaceLayoutDirection = .leftToRight
  )
    -> TransitionPlan
  {
    TabStyle().plan(
      for: TransitionScene(
        container: StyleFixtures.phone, operation: operation, layoutDirection: direction))
  }

  @Test("Defaults: tab, the two tab switches, 0.3 s ease-in-out")
  func defaults() {
    let style = TabStyle()
    #expect(style.name == "tab")
    #expect(style.supportedOperations == [.tabForward, .tabBackward])
    #expect(style.duration == 0.3)
    #expect(style.curve == .easeInOut)
    #expect(style.fadesUnderReduceMotion)
    let plan = Self.plan(.tabForward)
    #expect(plan.duration == 0.3 && plan.curve == .easeInOut)
  }

  @Test(
    "Forward: in from the trailing side, out to the leading side; backward mirrors it",
    arguments: [
      (TransitionOperation.tabForward, UserInterfaceLayoutDirection.leftToRight, 390.0),
      (.tabForward, .rightToLeft, -390), (.tabBackward, .leftToRight, -390),
      (.tabBackward, .rightToLeft, 390),
    ])
  func directions(
    operation: TransitionOperation, direction: UserInterfaceLayoutDirection, arrival: Double
  ) {
    let plan = Self.plan(operation, direction: direction)
    #expect(plan.state(of: .to, at: 0)?.transform == AffineTransform(translationX: arrival, y: 0))
    #expect(plan.state(of: .to, at: 1)?.transform == .identity)
    #expect(plan.state(of: .from, at: 0)?.transform == .identity)
    #expect(
      plan.state(of: .from, at: 1)?.transform == AffineTransform(translationX: -arrival, y: 0))
    #expect(plan.setup.contains(.insert(.to, .above(.from))))
    // Edge to edge at every progress: no parallax, no gap, no overlap.
    for progress in StyleFixtures.sweep + [-0.1, 1.1] {
      let to = plan.state(of: .to, at: progress)?.transform
      let from = plan.state(of: .from, at: progress)?.transform
      #expect(isClose((to?.tx ?? .nan) - (from?.tx ?? .nan), arrival, absolute: 1e-9))
      #expect(isClose(to?.tx ?? .nan, arrival * (1 - progress), absolute: 1e-9))
      #expect(to?.ty == 0 && from?.ty == 0)
      #expect(plan.state(of: .to, at: progress)?.alpha == 1)
    }
  }

  @Test(
    "Cleanups restore both views; a completion then removes the from-view, a cancel the to-view")
  func cleanups() {
    let rest = NodeState(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    for operation in [TransitionOperation.tabForward, .tabBackward] {
      let plan = Self.plan(operation)
      #expect(plan.completionCleanup == [.set(.from, rest), .set(.to, rest), .remove(.from)])
      #expect(plan.cancellationCleanup == [.set(.to, rest), .remove(.to), .set(.from, rest)])
    }
  }

  @Test(
    "The duration is clamped to [0, 3600]; NaN becomes 0",
    arguments: [
      (Double.nan, 0.0), (.infinity, 3600), (-.infinity, 0), (-1, 0), (5000, 3600), (0.5, 0.5),
    ])
  func clampsDuration(value: Double, expected: Double) {
    #expect(TabStyle(duration: value).duration == expected)
    let scene = TransitionScene(container: StyleFixtures.phone, operation: .tabForward)
    #expect(TabStyle(duration: value).plan(for: scene).duration == expected)
  }
}
