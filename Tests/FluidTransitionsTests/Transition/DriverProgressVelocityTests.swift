import FluidTransitions
import Testing

/// `TransitionDriver.progressVelocity(at:)`: what a view animating along with the transition
/// (SwiftUI's `FluidTransitionReader`) reads as the progress's rate.
@MainActor
@Suite("The driver's progress velocity")
struct DriverProgressVelocityTests {
  /// A pop held by a finger moving at 780 pt/s toward the trailing edge of a 390-pt container,
  /// from `start`: 0.1 s of samples at 120 Hz.
  private static func heldPop(start: Double = 0.2) -> DriverHarness {
    let harness = DriverHarness(operation: .pop)
    harness.start(interactive: true)
    harness.drag(from: 100, to: 178, beginning: start, duration: 0.1)
    return harness
  }

  @Test("While a finger holds the transition, the rate is the finger's over the drag distance")
  func fingersRateWhileHeld() throws {
    let harness = Self.heldPop()
    let driver = try #require(harness.driver)
    #expect(driver.phase == .interacting)
    #expect(driver.animator?.presentedVelocity == 0, "the paused animator reads still")
    // 780 pt/s over the 390-pt drag distance of a pop.
    #expect(isClose(driver.progressVelocity(at: 0.3), 780.0 / 390, relative: 1e-6))
    #expect(isClose(driver.progressVelocity(at: 0.3 + 0.03), 2, relative: 1e-6), "within the gap")
  }

  @Test("A finger at rest longer than the tracker's gap reads 0, as at a release")
  func restingFingerReadsZero() throws {
    let harness = Self.heldPop()
    let driver = try #require(harness.driver)
    #expect(driver.progressVelocity(at: 0.3 + VelocityTracker.maximumGap + 0.01) == 0)
  }

  @Test("A NaN, infinite or earlier time reads the finger's latest estimate")
  func oddTimesReadTheLatestEstimate() throws {
    let harness = Self.heldPop()
    let driver = try #require(harness.driver)
    for time in [Double.nan, .infinity, -.infinity, 0.1, -5] {
      #expect(isClose(driver.progressVelocity(at: time), 2, relative: 1e-6), "at \(time)")
    }
  }

  @Test("Not held, the rate is the animator's; 0 before the start and after the end")
  func animatorsRateOtherwise() throws {
    let harness = DriverHarness(operation: .pop)
    harness.start(interactive: false)
    harness.run(until: 0.1)
    let driver = try #require(harness.driver)
    let animator = try #require(driver.animator)
    #expect(animator.presentedVelocity > 0)
    #expect(driver.progressVelocity(at: 0.1) == animator.presentedVelocity)
    harness.run(until: 2)
    #expect(driver.phase == .finished(completed: true))
    #expect(driver.progressVelocity(at: 2) == 0)

    let idle = DriverHarness(operation: .pop)
    idle.start(interactive: true)
    let waiting = try #require(idle.driver)
    #expect(waiting.progressVelocity(at: 0) == 0, "held by no finger yet")
  }

  @Test("A zero-size container reads a finite rate")
  func zeroSizeContainerIsFinite() throws {
    let harness = DriverHarness(operation: .pop, width: 0, height: 0)
    harness.start(interactive: true)
    harness.drag(from: 0, to: 78, beginning: 0.2, duration: 0.1)
    let driver = try #require(harness.driver)
    #expect(driver.progressVelocity(at: 0.3).isFinite)
  }
}
