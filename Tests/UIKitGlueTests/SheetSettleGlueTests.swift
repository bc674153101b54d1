import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// A sheet let go on its detent while moving, through the UIKit layer: it leaves the finger at
/// the pan's velocity and springs back onto the detent exactly (it used to stop dead when let
/// go within 1e-6 pt of the detent).
@MainActor
@Suite("UIKit glue: a release on the detent leaves at the finger's velocity")
struct SheetSettleGlueTests {
  @Test("Pulled up and back onto large, let go upward at 1,000 pt/s: it leaves at that speed")
  func releaseOnTheDetent() throws {
    let scene = SheetGlueTests.SheetScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .large))
    let driver = try #require(scene.interaction?.driver)
    let pan = try #require(scene.interaction?.recognizer)
    pan.shimTranslation = CGPoint(x: 0, y: -12)
    pan.shimLocation = CGPoint(x: 195, y: 288)
    pan.shimSetState(.began)
    ShimRunLoop.advance(by: 0.01)
    pan.shimTranslation = .zero
    pan.shimLocation = CGPoint(x: 195, y: 300)
    pan.shimSetState(.changed)
    #expect(driver.value == 844, "back on large")
    pan.shimVelocity = CGPoint(x: 0, y: -1_000)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    #expect(driver.phase == .settling)
    #expect(abs(driver.velocity - 1_000) <= 1e-9 * 1_000, "leaves at \(driver.velocity) pt/s")
    ShimRunLoop.advance(by: 1.0 / 60)
    #expect(driver.value > 844, "it carries on up first: \(driver.value)")
    ShimRunLoop.advance(by: 3)
    #expect(driver.phase == .resting && driver.value == 844)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
