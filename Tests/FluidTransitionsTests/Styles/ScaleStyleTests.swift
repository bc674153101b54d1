import FluidTransitions
import Testing

/// The navigation zoom: push grows the to-view from 0.1 over the from-view, pop shrinks the
/// from-view to 0.1 over the to-view (the iOS 7 article's 0.4 s push and pop).
@Suite("Styles: scale")
struct ScaleStyleTests {
  static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

  static func plan(
    _ operation: TransitionOperation,
    style: ScaleStyle = ScaleStyle(),
    direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> TransitionPlan {
    style.plan(
      for: TransitionScene(
        container: StyleFixtures.phone, operation: operation, layoutDirection: direction))
  }

  @Test("Defaults: scale, push and pop, 0.4 s ease-in-out from a tenth")
  func defaults() {
    let style = ScaleStyle()
    #expect(style.name == "scale")
    #expect(style.supportedOperations == [.push, .pop])
    #expect(style.duration == 0.4)
    #expect(style.curve == .easeInOut)
    #expect(style.initialScale == 0.1)
    #expect(style.fadesUnderReduceMotion)
    let plan = Self.plan(.push)
    #expect(plan.duration == 0.4 && plan.curve == .easeInOut)
  }

  @Test("Push grows the to-view, inserted above, from the initial scale to the identity")
  func pushGrows() {
    let plan = Self.plan(.push)
    #expect(plan.setup.contains(.insert(.to, .above(.from))))
    let small = AffineTransform(scaleX: 0.1, y: 0.1)
    #expect(plan.state(of: .to, at: 0)?.transform == small)
    #expect(plan.state(of: .to, at: 0)?.frame == Self.bounds)
    #expect(plan.tracks == [PlanTrack(.to, .transform(from: small, to: .identity))])
    for progress in StyleFixtures.sweep {
      let transform = plan.state(of: .to, at: progress)?.transform
      let expected = 0.1 + 0.9 * progress
      #expect(isClose(transform?.a ?? .nan, expected, relative: 1e-12, absolute: 1e-15))
      #expect(isClose(transform?.d ?? .nan, expected, relative: 1e-12, absolute: 1e-15))
      #expect(transform?.b == 0 && transform?.c == 0, "a pure scale")
      #expect(transform?.tx == 0 && transform?.ty == 0, "about the view's centre")
      #expect(plan.state(of: .from, at: progress) == NodeState(frame: Self.bounds))
    }
  }

  @Test("Pop shrinks the from-view to the initial scale over the to-view, inserted at rest below")
  func popShrinks() {
    let plan = Self.plan(.pop)
    #expect(plan.setup.contains(.insert(.to, .below(.from))))
    let small = AffineTransform(scaleX: 0.1, y: 0.1)
    #expect(plan.state(of: .from, at: 1)?.transform == small)
    #expect(plan.tracks == [PlanTrack(.from, .transform(from: .identity, to: small))])
    for progress in StyleFixtures.sweep {
      let expected = 1 - 0.9 * progress
      let transform = plan.state(of: .from, at: progress)?.transform
      #expect(isClose(transform?.a ?? .nan, expected, relative: 1e-12, absolute: 1e-15))
      #expect(plan.state(of: .to, at: progress) == NodeState(frame: Self.bounds))
    }
  }

  @Test("A custom initial scale is honoured, and the zoom is the same in both directions")
  func customScaleAndDirection() {
    let style = ScaleStyle(initialScale: 0.5)
    #expect(
      Self.plan(.push, style: style).state(of: .to, at: 0)?.transform
        == AffineTransform(scaleX: 0.5, y: 0.5))
    #expect(
      Self.plan(.pop, style: style).state(of: .from, at: 1)?.transform
        == AffineTransform(scaleX: 0.5, y: 0.5))
    for operation in [TransitionOperation.push, .pop] {
      #expect(Self.plan(operation) == Self.plan(operation, direction: .rightToLeft))
    }
  }

  @Test(
    "Cleanups restore both views; a completion then removes the from-view, a cancel the to-view")
  func cleanups() {
    let rest = NodeState(frame: Self.bounds)
    let push = Self.plan(.push)
    #expect(push.completionCleanup == [.set(.to, rest), .set(.from, rest), .remove(.from)])
    #expect(push.cancellationCleanup == [.set(.to, rest), .remove(.to), .set(.from, rest)])
    let pop = Self.plan(.pop)
    #expect(pop.completionCleanup == [.set(.from, rest), .set(.to, rest), .remove(.from)])
    #expect(pop.cancellationCleanup == [.set(.from, rest), .set(.to, rest), .remove(.to)])
  }

  @Test(
    "Bad input is clamped: the scale to [0.01, 1] (NaN: 0.1), the duration to [0, 3600] (NaN: 0)",
    arguments: [
      (Double.nan, 0.1, 0.0), (.infinity, 1, 3600), (-.infinity, 0.01, 0), (-1, 0.01, 0),
      (0, 0.01, 0), (2, 1, 2), (0.005, 0.01, 0.005), (0.3, 0.3, 0.3),
    ])
  func clampsBadInput(value: Double, scale: Double, duration: Double) {
    let style = ScaleStyle(duration: value, initialScale: value)
    #expect(style.initialScale == scale)
    #expect(style.duration == duration)
    let plan = Self.plan(.push, style: style)
    #expect(plan.state(of: .to, at: 0)?.transform == AffineTransform(scaleX: scale, y: scale))
    #expect(plan.duration == duration)
  }
}
