import FluidTransitions
import Foundation
import Testing

/// A sheet let go right on its detent, or a hair from it, leaves the finger at the finger's
/// velocity and lands exactly on the detent: the property behind the fuzz's "leaves its release
/// at 1000 pt/s, not at the release velocity" (a spring curve's velocity relative to a 0.001 pt
/// distance would be clamped, and a sheet within 1e-6 pt used to stop dead).
///
/// The truth is the critically damped spring written out (0.3 s response, ω = 2π / 0.3): from a
/// displacement x₀ and velocity v₀, `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)` and
/// `v(t) = (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t)`.
@MainActor
@Suite("Sheet: a release next to a detent leaves at the finger's velocity")
struct SheetSettleNearDetentTests {
  /// The velocity at the release is the finger's to this fraction of it.
  static let leavingTolerance = 1e-9
  /// The first frame's value and velocity are the written-out spring's to this fraction of the
  /// release velocity (points, and points per second).
  static let frameTolerance = 1e-6

  /// How far from `large` the sheet is let go (points; positive below it, negative above it,
  /// stretched) and the velocity (points per second, upward positive).
  nonisolated static let releases: [(Double, Double)] = [0.001, 1e-9, 0, -1e-9, -0.001]
    .flatMap { distance in [(distance, 1_000.0), (distance, -1_000.0)] }

  @Test(
    "It leaves at the release velocity, follows the spring, lands on the detent",
    arguments: releases)
  func leavesAtTheReleaseVelocity(distance: Double, velocity: Double) throws {
    // One detent and no dismissal: every release, at either speed, goes back to `large`.
    let harness = SheetDriverHarness(
      layout: SheetFixtures.layout([.large]), selected: .large,
      configuration: .init(isDismissible: false))
    harness.down(y: 500, at: 0.1)
    if distance != 0 {
      // The finger's movement that shows the sheet `distance` from the detent (beyond it, the
      // rubber band shows a movement m as b(m)): found by bisection on the driver itself.
      let shown = try #require(Self.movement(showing: distance))
      harness.move(y: 500 + shown, at: 0.2)
    }
    let start = harness.driver.value
    #expect(abs((SheetFixtures.large - start) - distance) <= 1e-12 + abs(distance) * 1e-3)
    harness.up(at: 0.2, velocity: Vector(dx: 0, dy: -velocity))
    #expect(harness.driver.phase == .settling, "a moving sheet is not at rest")
    #expect(
      abs(harness.driver.velocity - velocity) <= Self.leavingTolerance * abs(velocity),
      "leaves at \(harness.driver.velocity) pt/s, not \(velocity)")

    harness.runFrames(1)
    let frame = try #require(harness.frames.last)
    let elapsed = frame.time - 0.2
    let omega = 2 * Double.pi / 0.3
    let x0 = start - SheetFixtures.large
    let decay = exp(-omega * elapsed)
    let expectedValue = SheetFixtures.large + (x0 + (velocity + omega * x0) * elapsed) * decay
    let expectedVelocity = (velocity - omega * (velocity + omega * x0) * elapsed) * decay
    let scale = Self.frameTolerance * abs(velocity)
    #expect(abs(frame.value - expectedValue) <= scale, "\(frame.value) vs \(expectedValue)")
    #expect(
      abs(frame.velocity - expectedVelocity) <= scale, "\(frame.velocity) vs \(expectedVelocity)")
    #expect((frame.value - start).sign == velocity.sign, "it moves the finger's way first")

    harness.run(until: 3)
    #expect(harness.driver.phase == .resting)
    #expect(harness.driver.value == SheetFixtures.large, "exactly on the detent")
    #expect(harness.settled == [.large])
    #expect(harness.firstProblem == nil, "\(harness.firstProblem ?? "")")
    #expect(harness.frames.allSatisfy { $0.value.isFinite && $0.velocity.isFinite })
  }

  @Test("A sheet on its detent with no velocity rests at once, as before")
  func restingRelease() {
    let harness = SheetDriverHarness(
      layout: SheetFixtures.layout([.large]), selected: .large,
      configuration: .init(isDismissible: false))
    harness.down(y: 500, at: 0.1)
    harness.up(at: 0.2, velocity: Vector(dx: 0, dy: 0))
    #expect(harness.driver.phase == .resting && harness.driver.value == SheetFixtures.large)
    #expect(harness.settled == [.large])
  }

  /// The finger's downward movement (points; negative upward) after which a sheet grabbed on
  /// `large` shows `distance` below it, found by bisection on a driver of its own.
  static func movement(showing distance: Double) -> Double? {
    func shown(_ movement: Double) -> Double {
      let harness = SheetDriverHarness(
        layout: SheetFixtures.layout([.large]), selected: .large,
        configuration: .init(isDismissible: false))
      harness.down(y: 500, at: 0.1)
      harness.move(y: 500 + movement, at: 0.2)
      return SheetFixtures.large - harness.driver.value
    }
    var low = distance < 0 ? -1.0 : 0
    var high = distance < 0 ? 0 : 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if shown(middle) < distance { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
