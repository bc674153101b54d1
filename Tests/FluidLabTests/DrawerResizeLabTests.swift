import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// A drawer against the container's right edge (leading, right to left) rotated as it presents
/// in the lab: the lab's re-plan carries it with that edge, as the UIKit layer does, so its
/// reach into the container never leaps by the change of width.
@MainActor
@Suite("Lab: a drawer on the right rotated mid-transition")
struct DrawerResizeLabTests {
  @Test("Rotated as it presents: its reach from the right edge moves a frame's worth at most")
  func presentingOnTheRight() throws {
    let trace = ScenarioRunner(
      try Scenario(
        json: scenarioDocument(
          style: "drawer", operation: "present", until: 1,
          events: [labEvent(0, "start"), ResizeLabTests.resize(0.1, 844, 390)],
          ResizeLabTests.portrait([("layoutDirection", .string("rightToLeft"))])))
    ).run()
    #expect(trace.findings().isEmpty, "\(trace.findings().map(\.line))")
    let resize = try #require(trace.resizes.first)
    #expect(resize.isReplanned)
    // The container's right edge at each frame, where the dimming that covers it ends (it takes
    // the new layout at once).
    let reaches = trace.frames.compactMap { frame -> Double? in
      guard frame.phase != "idle",
        let drawer = frame.nodes.first(where: { $0.role == "to" && $0.parent == nil }),
        let dimming = frame.nodes.first(where: { $0.role == "dimming" })
      else { return nil }
      let width = dimming.state.frame.maxX
      return width - drawer.state.onScreenFrame.minX
    }
    let steps = zip(reaches, reaches.dropFirst()).map { abs($1 - $0) }
    #expect(reaches.count > 10 && (steps.max() ?? 0) < 60, "\(steps)")
    #expect(trace.frames.last?.nodes.first { $0.role == "dimming" }?.state.frame.maxX == 844)
    #expect(abs((reaches.last ?? 0) - 300) < 1e-6, "at rest, 300 points wide: \(reaches)")
  }
}
