import FluidTransitions
import Testing

/// Whether touches on the dimming reach the presenter: as under a system sheet with
/// `largestUndimmedDetentIdentifier`, the presenter is touchable while the sheet is at or below
/// its largest undimmed detent, never above it, and the answer follows the sheet's value on
/// screen through drags and settles across that detent.
@MainActor
@Suite("Sheet: touches through to the presenter under undimmed detents")
struct SheetTouchesThroughTests {
  typealias F = SheetFixtures

  /// (value, medium undimmed, large undimmed, none undimmed), in a 390 × 844 container with
  /// medium at 422 and large at 844.
  nonisolated static let table: [(Double, Bool, Bool, Bool)] = [
    (0, true, true, false),
    (-10, true, true, false),
    (-.infinity, true, true, false),
    (211, true, true, false),
    (421.999, true, true, false),
    (422, true, true, false),
    (422.000_001, false, true, false),
    (633, false, true, false),
    (843.999, false, true, false),
    (844, false, true, false),
    // Stretched above large: the dimming stays large's.
    (900, false, true, false),
    (.infinity, false, true, false),
    // NaN is the smallest detent, medium.
    (.nan, true, true, false),
  ]

  @Test(
    "SheetLayout.isUndimmed(atValue:): at or below the largest undimmed detent", arguments: table)
  func table(value: Double, medium: Bool, large: Bool, none: Bool) {
    #expect(F.layout(largestUndimmed: .medium).isUndimmed(atValue: value) == medium)
    #expect(F.layout(largestUndimmed: .large).isUndimmed(atValue: value) == large)
    #expect(F.layout().isUndimmed(atValue: value) == none)
    // An identifier of no active detent counts as none.
    #expect(!F.layout(largestUndimmed: "gone").isUndimmed(atValue: value))
  }

  @Test("Undimmed exactly where the undimmed detents make the dimming clear")
  func agreesWithTheDimming() {
    for undimmed: SheetDetent.Identifier in [.medium, .large] {
      let layout = F.layout(largestUndimmed: undimmed)
      for value in stride(from: 0.0, through: 1_200, by: 0.5) {
        let clear = layout.dimmingAlpha(atValue: value) == 0
        #expect(layout.isUndimmed(atValue: value) == clear, "\(undimmed) at \(value)")
      }
    }
  }

  @Test("A drag across medium and the settles that follow switch the touches at medium")
  func followsTheSheet() {
    let harness = SheetDriverHarness(
      layout: F.layout(largestUndimmed: .medium), selected: .medium)
    #expect(harness.driver.letsTouchesThrough, "at rest on medium")
    var checked = 0
    func check(_ moment: String) {
      let expected = harness.driver.value <= F.medium
      #expect(harness.driver.letsTouchesThrough == expected, "\(moment): \(harness.driver.value)")
      checked += 1
    }
    // Up 100 pt and back down 150 pt, one sample a frame.
    harness.down(y: 500, at: 0.1)
    for step in 1...25 {
      harness.move(y: 500 - 4 * Double(step), at: 0.1 + Double(step) / 120)
      check("drag up \(step)")
    }
    for step in 1...25 {
      harness.move(y: 400 + 6 * Double(step), at: 0.31 + Double(step) / 120)
      check("drag down \(step)")
    }
    // Thrown up: the settle to large crosses medium.
    harness.up(at: 0.6, velocity: Vector(dx: 0, dy: -1_500))
    #expect(harness.driver.phase == .settling)
    for _ in 0..<120 {
      harness.runFrames(1)
      check("settle up")
    }
    #expect(harness.driver.value == F.large && !harness.driver.letsTouchesThrough)
    harness.driver.selectDetent(.medium)
    for _ in 0..<120 {
      harness.runFrames(1)
      check("settle down")
    }
    #expect(harness.driver.value == F.medium && harness.driver.letsTouchesThrough)
    #expect(checked == 290)
  }

  @Test("Handed to a dismissal, the sheet lets no touch through: it grabs the dismissal")
  func notWhileDismissing() {
    let harness = SheetDriverHarness(
      layout: F.layout(largestUndimmed: .medium), selected: .medium)
    harness.driver.beginDismissal()
    #expect(harness.driver.phase == .dismissing && harness.driver.isBackgroundUndimmed)
    #expect(!harness.driver.letsTouchesThrough)
    harness.driver.dismissalDidCancel()
    #expect(harness.driver.letsTouchesThrough)
  }

  @Test("Every detent dimmed: no touch ever gets through")
  func everyDetentDimmed() {
    let harness = SheetDriverHarness()
    harness.drag(from: 500, to: 700, beginning: 0.1, duration: 0.2)
    #expect(!harness.driver.letsTouchesThrough)
    harness.up(at: 0.35, velocity: Vector(dx: 0, dy: 0))
    harness.run(until: 2)
    #expect(!harness.driver.letsTouchesThrough)
  }
}
