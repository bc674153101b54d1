import FluidTransitions
import Testing

/// The scale, sheet, drawer and tab styles end to end through the real driver, animator and
/// recording context: no breach of UIKit's contract, the node tree the plans promise, and a
/// clean container afterwards.
@MainActor
@Suite("Styles: scale, sheet, drawer and tab through the driver")
struct StyleDriverTests {
  /// The container's children, back to front, right after setup.
  static func expectedStack(_ testCase: StyleFixtures.Case) -> [String] {
    switch (testCase.style, testCase.operation.isForward) {
    case (is SheetStyle, true): ["from", "dimming", "sheetExtension", "to"]
    case (is SheetStyle, false): ["to", "dimming", "sheetExtension", "from"]
    case (is DrawerStyle, true): ["from", "dimming", "to"]
    case (is DrawerStyle, false): ["to", "dimming", "from"]
    case (is ScaleStyle, false): ["to", "from"]
    default: ["from", "to"]
    }
  }

  @Test(
    "An animated run completes within UIKit's contract and leaves the to-view at rest",
    arguments: StyleFixtures.cases)
  func animatedRunCompletes(_ testCase: StyleFixtures.Case) {
    let harness = StyleRunHarness(testCase, interactive: false)
    #expect(harness.childNames == Self.expectedStack(testCase))
    harness.run(until: 2)
    let context = harness.context
    #expect(context.breaches.isEmpty, "\(context.breaches)")
    #expect(context.calls.map(\.name) == ["animateTransition", "completeTransition"])
    #expect(context.didComplete == true)
    #expect(harness.completions == [true])
    #expect(harness.progresses.last == 1)
    #expect(harness.progresses.allSatisfy { $0.isFinite })
    #expect(harness.everyFrameFinite)
    #expect(harness.driver.phase == .finished(completed: true))
    // Only an open presentation keeps its dimming.
    #expect(
      harness.childNames.contains("dimming") == (testCase.operation == .present),
      "the dimming stays exactly while something is presented")
    #expect(harness.to.parent === harness.container)
    #expect(harness.to.presentedState == harness.plan.state(of: .to, at: 1))
    #expect(harness.to.transform == .identity && harness.from.transform == .identity)
    #expect(harness.driver.animator == nil)
  }

  @Test(
    "An interactive start released at once cancels cleanly, removing the to-view",
    arguments: StyleFixtures.cases)
  func immediateReleaseCancels(_ testCase: StyleFixtures.Case) {
    let harness = StyleRunHarness(testCase, interactive: true)
    #expect(harness.childNames == Self.expectedStack(testCase))
    harness.tap(at: 0.05)
    harness.run(until: 1)
    let context = harness.context
    #expect(context.breaches.isEmpty, "\(context.breaches)")
    #expect(context.calls.first?.name == "startInteractiveTransition")
    #expect(
      context.calls.map(\.name).suffix(2) == ["cancelInteractiveTransition", "completeTransition"])
    #expect(context.didComplete == false)
    #expect(harness.completions == [false])
    #expect(harness.progresses.last == 0)
    #expect(harness.everyFrameFinite)
    #expect(harness.to.parent == nil, "the to-view is removed from the container")
    let keepsDimming =
      testCase.operation == .dismiss
      && (testCase.style is SheetStyle || testCase.style is DrawerStyle)
    #expect(
      harness.childNames == (keepsDimming ? ["dimming", "from"] : ["from"]),
      "only the from-view is left, dimmed if it is still presented")
    #expect(harness.from.presentedState == harness.plan.state(of: .from, at: 0))
    #expect(harness.to.transform == .identity)
  }

  @Test(
    "A custom presentation, with the presenting view out of the container, runs cleanly",
    arguments: StyleFixtures.cases.filter { $0.style is SheetStyle || $0.style is DrawerStyle })
  func presenterOutOfContainer(_ testCase: StyleFixtures.Case) {
    let isPresent = testCase.operation == .present
    let animated = StyleRunHarness(testCase, interactive: false, presenterInContainer: false)
    let moving = isPresent ? "to" : "from"
    let flight =
      testCase.style is SheetStyle ? ["dimming", "sheetExtension", moving] : ["dimming", moving]
    #expect(animated.childNames == flight)
    animated.run(until: 2)
    #expect(animated.context.breaches.isEmpty)
    #expect(animated.completions == [true])
    // Presented: the sheet or drawer and its dimming stay. Dismissed: nothing is left (the plan
    // removes the dismissed view itself, whether or not UIKit would).
    #expect(animated.childNames == (isPresent ? ["dimming", "to"] : []))

    let cancelled = StyleRunHarness(testCase, interactive: true, presenterInContainer: false)
    cancelled.tap(at: 0.05)
    cancelled.run(until: 1)
    #expect(cancelled.context.breaches.isEmpty)
    #expect(cancelled.completions == [false])
    // A cancelled present leaves nothing; a cancelled dismiss leaves it presented, dimmed.
    #expect(cancelled.childNames == (isPresent ? [] : ["dimming", "from"]))
  }

  @Test("The sheet overshoots on its spring yet lands exactly on its presented frame")
  func sheetSpringLands() {
    let testCase = StyleFixtures.Case(
      style: SheetStyle(detents: [.medium]), operation: .present, layoutDirection: .leftToRight)
    let harness = StyleRunHarness(testCase, interactive: false)
    harness.run(until: 2)
    #expect((harness.progresses.max() ?? 0) > 1.05, "damping 0.6 overshoots")
    #expect(harness.progresses.last == 1)
    #expect(harness.to.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(harness.to.transform == .identity)
    #expect(harness.to.cornerRadius == 10)
    #expect(harness.context.breaches.isEmpty)
  }
}
