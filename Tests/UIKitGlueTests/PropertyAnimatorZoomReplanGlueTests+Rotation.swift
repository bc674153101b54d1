import FluidTransitions
import Testing
import UIKit

/// A zoom on UIKit's property animator re-planned by a rotation: the contents of a flight are
/// written with the flight, so each keeps aspect-filling its clipping flight while the course
/// corrects the flight's frame (on the display-link engine the lab checks the same).
extension PropertyAnimatorZoomReplanGlueTests {
  static let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)

  /// How far `content` is from `view`'s shape aspect-filling `size`: as large as covers it,
  /// centred in it (0 when it is).
  static func fillError(of content: CGRect, showing view: CGSize, in size: CGSize) -> Double {
    let scale = max(size.width / view.width, size.height / view.height)
    let filled = CGRect(
      x: (size.width - view.width * scale) / 2, y: (size.height - view.height * scale) / 2,
      width: view.width * scale, height: view.height * scale)
    return Double(
      max(
        abs(content.minX - filled.minX), abs(content.minY - filled.minY),
        abs(content.width - filled.width), abs(content.height - filled.height)))
  }

  @Test(
    "A zoom push with a caption whose shape changes rotated mid-flight, running or held: every content aspect-fills its flight at every frame",
    arguments: [false, true])
  func contentsFillTheirFlight(held: Bool) throws {
    let label = "[held \(held)]"
    let world = ZoomWorld(engine: .propertyAnimator, interaction: .zoomDrag)
    world.grid.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    world.detail.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // The detail's caption is as wide as the screen: the rotation makes it another shape, so
    // its snapshot fills the caption's flight by another rule in the new plan.
    let index = world.index
    world.additionalElements = [
      ZoomElements.SharedElement(
        identifier: "caption", source: { [weak world] in world?.grid.captions[index] },
        destination: { [weak world] in world?.detail.caption }, zIndex: 1)
    ]
    let navigation = try #require(world.navigation)
    // The grid lays its cells out.
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    navigation.pushViewController(world.detail, animated: true)
    let transition = try #require(world.transition, "\(label)")
    let flights = world.flights
    try #require(flights.count == 2, "\(label) the photo's and the caption's")
    var frame = 0
    var checked = 0
    var worst = (error: 0.0, at: "")
    while transition.driver != nil, frame < 240 {
      let time = ShimMediaTime.now
      switch frame {
      case 6 where held: transition.touchBegan(at: CGPoint(x: 200, y: 400), time: time)
      case 10:
        ShimSizeChange.resize(
          world.window, to: Self.rotated, along: [navigation.shimTransitionView])
      case 20 where held: transition.touchEnded(at: time, pointsPerSecond: .zero)
      default: break
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      if transition.replanCount > 0, transition.driver != nil {
        for flight in flights where flight.superview != nil {
          let size = flight.layer.shimOnScreen.bounds.size
          for snapshot in flight.subviews {
            // Each snapshot shows its view as laid out now (the new plan's content).
            let view = try #require(snapshot.shimSnapshotOf, "\(label)").bounds.size
            let content = snapshot.layer.shimOnScreen.frame
            let error = Self.fillError(of: content, showing: view, in: size)
            if error > worst.error { worst = (error, "frame \(frame): \(content) in \(size)") }
          }
        }
        checked += 1
      }
      frame += 1
    }
    #expect(transition.replanCount == 1, "\(label) \(transition.replanCount) re-plans")
    #expect(checked > 10, "\(label) \(checked) frames checked after the re-plan")
    #expect(worst.error < 1e-6, "\(label) off by \(worst.error) pt at \(worst.at)")
    #expect(transition.driver == nil, "\(label) the transition ended")
    #expect(ShimConsole.transitions.last?.completions.count == 1, "\(label)")
    #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
  }
}
