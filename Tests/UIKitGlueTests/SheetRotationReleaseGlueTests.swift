import FluidTransitions
import Testing
import UIKit

/// A finger that lets a sheet go just after the interface turned under it (review-session32,
/// finding 1): UIKit's `velocity(in:)` may measure the change of coordinates as a throw
/// (`panVelocityAcrossRotation`), and the sheet must go at the finger's own pace instead,
/// never be dismissed by the turn.
@MainActor
@Suite("UIKit glue: a sheet released just after a rotation")
struct SheetRotationReleaseGlueTests {
  typealias Scene = SheetRotationGlueTests.Scene
  typealias Finger = SheetRotationGlueTests.Finger

  @Test(
    "A sheet let go just after the device turns goes at the finger's pace, never thrown out by the turn",
    arguments: [0, 1], ShimBehaviour.PanVelocityAcrossRotation.allCases)
  func releasedJustAfterTheTurn(
    movesAfterTheTurn: Int, velocity: ShimBehaviour.PanVelocityAcrossRotation
  ) throws {
    var behaviour = ShimBehaviour()
    behaviour.panAcrossRotation = .continuesInTheNewCoordinates
    behaviour.panVelocityAcrossRotation = velocity
    try ShimBehaviour.with(behaviour) { try release(movesAfterTheTurn: movesAfterTheTurn) }
  }

  /// A finger drags a sheet at medium 100 points up at 1,000 pt/s (10 points every 10 ms) in an
  /// 834 × 1194 container; the device turns to 1194 × 834 (medium 417, large 834), which puts
  /// the finger 217 points lower in the container's coordinates; the finger goes on
  /// `movesAfterTheTurn` times 10 points up and lifts 10 ms later.
  private func release(movesAfterTheTurn: Int) throws {
    let tall = CGSize(width: 834, height: 1194)
    let wide = CGSize(width: 1194, height: 834)
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium), size: tall)
    let presentation = try #require(scene.presentation)
    let interaction = try #require(presentation.sheetInteraction)
    var finger = Finger(interaction.recognizer, at: CGPoint(x: 100, y: 617))
    for _ in 0..<10 { finger.move(by: -10) }
    let lastBeforeTheTurn = finger.location
    finger.deviceTurned(portraitWidth: tall.width)
    scene.resize(to: wide)
    for _ in 0..<movesAfterTheTurn { finger.move(by: -10) }
    ShimRunLoop.advance(by: 0.01)
    let elapsed = 0.01 * CGFloat(movesAfterTheTurn + 1)
    let setting = ShimBehaviour.read.panVelocityAcrossRotation
    // Down positive: 21,700 or 10,350 pt/s down as the turn reads, 1,000 up as the finger goes.
    let reported =
      setting == .spansTheChangeOfCoordinates
      ? (finger.location.y - lastBeforeTheTurn.y) / elapsed : -1_000
    let value = Double(wide.height - scene.shownFrame.minY)
    finger.lift(velocity: reported)
    let context = "[\(setting), \(movesAfterTheTurn) moves]"
    #expect(
      interaction.driver.phase == .settling && abs(interaction.driver.velocity - 1_000) < 50,
      "\(context) leaves at the finger's pace, 1,000 pt/s up: \(interaction.driver.phase), \(interaction.driver.velocity) pt/s from \(value)"
    )
    ShimRunLoop.advance(by: 1)
    // From 697 or 707 at 1,000 pt/s up, the projection passes large.
    #expect(scene.second.presentingViewController === scene.first, "\(context) still presented")
    #expect(presentation.selectedDetentIdentifier == .large, "\(context)")
    #expect(
      scene.sheet.frame == SheetRotationGlueTests.frame(value: 834, in: wide),
      "\(context) \(scene.sheet.frame)")
    #expect(ShimConsole.messages.isEmpty, "\(context) \(ShimConsole.messages)")
  }
}
