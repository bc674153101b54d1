import FluidTransitions
import Testing

/// A released sheet leaves the finger at the finger's velocity however close to its detent it
/// lets go (a spring curve's velocity relative to the distance would be clamped next to it),
/// follows the spring's exact motion, and ends exactly on the detent.
@MainActor
@Suite("Sheet: a settle leaves at the release velocity")
struct SheetSettleVelocityTests {
  /// How far from medium the finger lets go (points below it), and the sheet's velocity.
  nonisolated static let releases: [(Double, Double)] = [
    (1e-5, 300), (1e-4, 300), (1e-3, 400), (1e-3, -100), (1, 300), (100, 300), (100, -50),
  ]

  @Test(
    "The leaving velocity is the release velocity; the motion is the spring's", arguments: releases)
  func leavesAtTheReleaseVelocity(below: Double, velocity: Double) throws {
    let harness = SheetDriverHarness()
    harness.down(y: 500, at: 0.1)
    harness.move(y: 500 + below, at: 0.2)
    let start = harness.driver.value
    #expect(abs(start - (SheetFixtures.medium - below)) < 1e-9)
    harness.up(at: 0.2, velocity: Vector(dx: 0, dy: -velocity))
    guard
      case .released(let release)? = harness.events.last(where: {
        if case .released = $0 { true } else { false }
      })
    else {
      Issue.record("no release")
      return
    }
    #expect(release.target == .detent(harness.layout.selectedDetent(.medium)), "toward medium")
    #expect(harness.driver.phase == .settling)
    #expect(
      abs(harness.driver.velocity - velocity) <= 1e-9 * abs(velocity),
      "leaves at \(harness.driver.velocity), not \(velocity)")
    // The spring's own motion (critically damped, 0.3 s response) from there.
    let spring = SpringSolution(
      spring: SpringParameters(dampingRatio: 1, response: 0.3),
      displacement: start - SheetFixtures.medium,
      velocity: velocity)
    harness.run(until: 0.3)
    let elapsed = try #require(harness.frames.last).time - 0.2
    let expected = SheetFixtures.medium + spring.displacement(at: elapsed)
    #expect(abs(harness.driver.value - expected) < 1e-6 * max(1, abs(velocity)))
    harness.run(until: 5)
    #expect(harness.driver.phase == .resting && harness.driver.value == SheetFixtures.medium)
  }

  @Test("A hostile velocity is clamped at 10⁶ points per second per point of distance")
  func hostileVelocity() {
    let harness = SheetDriverHarness(configuration: .init(isDismissible: false))
    harness.down(y: 500, at: 0.1)
    harness.move(y: 500.5, at: 0.2)
    let distance = SheetFixtures.large - harness.driver.value
    harness.up(at: 0.2, velocity: Vector(dx: 0, dy: -1e300))
    #expect(harness.driver.velocity == TimingCurve.maximumInitialVelocity * distance)
    harness.run(until: 5)
    #expect(harness.driver.value == SheetFixtures.large && harness.firstProblem == nil)
  }
}
