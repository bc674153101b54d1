import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// A sheet dismissed by the app while it springs above its largest detent: the dismissal takes
/// over from where the sheet is on screen, at the sheet's velocity, on the default
/// (`.propertyAnimator`) engine, which cannot show a progress below 0.
@MainActor
@Suite("UIKit glue: a programmatic dismissal of a sheet above its largest detent")
struct SheetStretchDismissGlueTests {
  @Test("Stretched above large and let go, dismissed mid-spring: no jump, at its velocity")
  func dismissMidOvershoot() throws {
    let scene = SheetGlueTests.SheetScene(SheetStyle(detents: [.large]))
    scene.drag(from: 3, by: [-12, -60, -120, -150], releasing: 0)
    ShimRunLoop.advance(by: 1.0 / 60)
    let onScreen = scene.topOnScreen
    #expect(onScreen < -1, "above its resting frame: \(onScreen)")
    // Upward positive, points per second.
    let sheetVelocity = try #require(scene.interaction?.driver.velocity)
    #expect(sheetVelocity < -100, "springing back down: \(sheetVelocity)")
    scene.second.dismiss(animated: true, completion: nil)
    ShimRunLoop.runDeferredWork()
    #expect(abs(scene.topOnScreen - onScreen) < 1e-6, "no jump: \(onScreen) → \(scene.topOnScreen)")
    // It leaves at the sheet's velocity: the on-screen top edge's speed at the hand-off,
    // estimated from two frames a millisecond apart (second order: a spring accelerates), is
    // the sheet's.
    let h = 0.001
    ShimRunLoop.advance(by: h)
    let first = scene.topOnScreen
    ShimRunLoop.advance(by: h)
    let second = scene.topOnScreen
    let leaving = (-3 * onScreen + 4 * first - second) / (2 * h)
    #expect(
      abs(leaving + sheetVelocity) <= 0.15 * abs(sheetVelocity),
      "leaves at \(leaving) pt/s (down positive); the sheet moved at \(-sheetVelocity)")
    ShimRunLoop.advance(by: 3)
    #expect(scene.first.presentedViewController == nil)
  }

  @Test("The same dismissal cancelled: the sheet comes back up there and springs onto large")
  func cancelledFromOvershoot() throws {
    let scene = SheetGlueTests.SheetScene(SheetStyle(detents: [.large]))
    scene.drag(from: 3, by: [-12, -60, -120, -150], releasing: 0)
    ShimRunLoop.advance(by: 1.0 / 60)
    scene.second.dismiss(animated: true, completion: nil)
    ShimRunLoop.runDeferredWork()
    ShimRunLoop.advance(by: 0.02)
    let transition = try #require(scene.delegate.currentTransition)
    var tops = [scene.topOnScreen]
    transition.cancel()
    for _ in 0..<360 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      tops.append(scene.topOnScreen)
    }
    let steps = zip(tops, tops.dropFirst()).map { abs($1 - $0) }
    // It goes back up where the dismissal took it (about 67 pt above large), and from there onto
    // large: no frame skips that way (the fastest frames, as the cancel turns it round, move
    // under 40 pt at 120 Hz).
    #expect((tops.min() ?? 0) < -50, "back up to \(tops.min() ?? .nan)")
    #expect(steps.max() ?? .infinity < 45, "largest step between frames: \(steps.max() ?? .nan) pt")
    #expect(scene.first.presentedViewController === scene.second)
    #expect(scene.interaction?.driver.phase == .resting && tops.last == 0, "\(tops.suffix(3))")
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
  }
}
