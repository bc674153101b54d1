import FluidTransitions
import Testing

/// A dismissal the driver did not ask for (a tap on the dimming, a programmatic dismiss) starts
/// from the frame on screen: `beginDismissal()` stops the sheet there and says where the
/// dismissal takes over; and the sheet's pan begins only for mostly vertical drags.
@MainActor
@Suite("Sheet: dismissals that start elsewhere, and when the sheet's pan begins")
struct SheetBeginDismissalTests {
  typealias F = SheetFixtures

  @Test("At rest on a detent, the dismissal can simply animate: progress 0, velocity 0")
  func atRest() {
    let harness = SheetDriverHarness()
    let handOff = harness.driver.beginDismissal()
    #expect(handOff.progress == 0 && handOff.progressVelocity == 0)
    #expect(harness.driver.phase == .dismissing)
    #expect(harness.sheet.frame == F.frame(value: 422), "the sheet did not move")
  }

  @Test("Mid-settle, the sheet stops where it is and hands over its position and velocity")
  func midSettle() {
    let harness = SheetDriverHarness(layout: F.layout([.medium, .large]))
    harness.driver.selectDetent(.large)
    harness.runFrames(6)
    let value = harness.driver.value
    let velocity = harness.driver.velocity
    let frame = harness.sheet.frame
    #expect(value > 422 && value < 844 && velocity > 0, "mid-settle: \(value), \(velocity)")
    let handOff = harness.driver.beginDismissal()
    // Dismissed from large, the detent at or above the sheet: over 844 points.
    #expect(isClose(handOff.progress, (844 - value) / 844, relative: 1e-12))
    #expect(isClose(handOff.progressVelocity, -velocity / 844, relative: 1e-12))
    harness.runFrames(30)
    #expect(harness.sheet.frame == frame, "the settle stopped where it was on screen")
    #expect(harness.driver.phase == .dismissing)
    #expect(harness.events.filter { if case .settled = $0 { true } else { false } }.isEmpty)
  }

  @Test("Mid-drag, the finger lets go of the sheet; calling again returns the same hand-off")
  func midDragAndAgain() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 560, beginning: 0.1, duration: 0.1)
    let first = harness.driver.beginDismissal()
    #expect(isClose(first.progress, 60.0 / 422, relative: 1e-12))
    #expect(first.progressVelocity > 0, "moving down: toward the end of the dismissal")
    harness.move(y: 600, at: 0.3)
    #expect(harness.driver.value == 362, "touches no longer move it")
    // UIKit may tell the presentation controller before or after it asks for the animator:
    // whichever call comes second still gets the velocity.
    let second = harness.driver.beginDismissal()
    #expect(second == first)
    harness.driver.dismissalDidCancel()
    #expect(harness.driver.phase == .resting && harness.sheet.frame == F.frame(value: 422))
  }

  @Test(
    "The sheet's pan begins for mostly vertical drags past the lock distance",
    arguments: [
      (Vector(dx: 0, dy: 5), nil as Bool?), (Vector(dx: 0, dy: 12), true),
      (Vector(dx: 0, dy: -12), true), (Vector(dx: 12, dy: 0), false),
      (Vector(dx: -9, dy: 8), false), (Vector(dx: 8, dy: -9), true),
      (Vector(dx: 10, dy: 10), false), (Vector(dx: .nan, dy: 20), true),
      (Vector(dx: .infinity, dy: 3), nil), (Vector(dx: 3, dy: -.infinity), nil),
    ])
  func panBegins(translation: Vector, expected: Bool?) {
    #expect(SheetDragOwner.beginsDrag(translation: translation) == expected)
  }
}
