import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The presented sheet's checks (``ScenarioTrace/sheetFindings``), on the gallery's sound
/// traces broken by hand: each broken invariant is caught, and nothing else is.
@MainActor
@Suite("Lab: sheet trace checks")
struct SheetTraceCheckLabTests {
  func sound(_ script: SheetGalleryScript) throws -> ScenarioTrace {
    let trace = ScenarioRunner(try Scenario(json: script.scenario)).run()
    try #require(trace.findings().isEmpty, "\(trace.problems())")
    return trace
  }

  /// The one finding of `trace`, which must contain `text` and be no known issue.
  func expectOneFinding(
    _ trace: ScenarioTrace, containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let findings = trace.findings()
    #expect(findings.count == 1, "\(findings.map(\.line))", sourceLocation: sourceLocation)
    #expect(
      findings.first?.text.contains(text) == true, "\(findings.map(\.line))",
      sourceLocation: sourceLocation)
    #expect(trace.problems() == findings.map(\.line), sourceLocation: sourceLocation)
  }

  /// The index of the first frame the detent driver owns with the sheet settling.
  func settlingFrame(_ trace: ScenarioTrace) throws -> Int {
    try #require(
      trace.frames.firstIndex { $0.isSheetOwnedByDetents && $0.sheet?.phase == "settling" })
  }

  func sheetNode(_ frame: ScenarioTrace.FrameSample) throws -> Int {
    try #require(frame.nodes.firstIndex { $0.role == "from" })
  }

  @Test("A sheet off its layout, transformed, or under a dimming of the wrong alpha is caught")
  func layoutIsChecked() throws {
    let trace = try sound(.detentFlick)
    let index = try settlingFrame(trace)
    let node = try sheetNode(trace.frames[index])

    var moved = trace
    moved.frames[index].nodes[node].state.frame.origin.y += 1e-6
    expectOneFinding(moved, containing: "not the layout's")

    var transformed = trace
    transformed.frames[index].nodes[node].state.transform = AffineTransform(
      translationX: 0, y: 1)
    expectOneFinding(transformed, containing: "transformed")

    var dimmed = trace
    let dimming = try #require(dimmed.frames[index].nodes.firstIndex { $0.role == "dimming" })
    dimmed.frames[index].nodes[dimming].state.alpha = 0.41
    expectOneFinding(dimmed, containing: "dimming's alpha")

    // The same numbers with the keyboard up do not match either.
    var keyboard = trace
    keyboard.frames[index].sheet?.keyboardHeight = 10
    expectOneFinding(keyboard, containing: "keyboard height 10")
  }

  @Test("A rest off its detent, a release to the wrong place or at the wrong speed is caught")
  func releasesAndRestsAreChecked() throws {
    let trace = try sound(.detentFlick)
    func edited(_ change: (inout ScenarioTrace.Event) -> Void, at type: String) throws
      -> ScenarioTrace
    {
      var copy = trace
      let index = try #require(
        copy.events.firstIndex {
          switch ($0, type) {
          case (.detentSettled, "settled"), (.detentRelease, "release"): true
          default: false
          }
        })
      change(&copy.events[index])
      return copy
    }
    expectOneFinding(
      try edited(
        { event in
          if case .detentSettled(let time, let detent, _) = event {
            event = .detentSettled(time: time, detent: detent, value: 843)
          }
        }, at: "settled"), containing: "not at its value 844")
    expectOneFinding(
      try edited(
        { event in
          if case .detentSettled(let time, _, let value) = event {
            event = .detentSettled(time: time, detent: "huge", value: value)
          }
        }, at: "settled"), containing: "no detent")
    func release(_ change: @escaping (inout ScenarioTrace.DetentRelease) -> Void) throws
      -> ScenarioTrace
    {
      try edited(
        { event in
          if case .detentRelease(let time, var record) = event {
            change(&record)
            event = .detentRelease(time: time, record: record)
          }
        }, at: "release")
    }
    expectOneFinding(
      try release { $0.leavingVelocity = ($0.leavingVelocity ?? 0) + 0.01 },
      containing: "not at the release velocity")
    expectOneFinding(try release { $0.target = "medium" }, containing: "nearest to large")
    expectOneFinding(try release { $0.projected += 1 }, containing: "records the projection")
    // A cancelled touch never dismisses: the nearest detent wins even when 0 is nearer.
    var slow = try sound(.slowDrag)
    let index = try #require(slow.events.firstIndex { $0.detentRelease != nil })
    if case .detentRelease(let time, var record) = slow.events[index] {
      record.value = 100
      record.velocity = 0
      record.projected = 100
      record.isCancelled = true
      record.target = "medium"
      record.leavingVelocity = 0
      slow.events[index] = .detentRelease(time: time, record: record)
    }
    #expect(slow.findings().isEmpty, "\(slow.problems())")
  }

  @Test("A jump at the hand-off, or a dismissal that leaves at another speed, is caught")
  func handOffIsChecked() throws {
    let trace = try sound(.throwToDismiss)
    let index = try #require(
      trace.events.firstIndex {
        if case .dismissalHandOff = $0 { return true }
        return false
      })
    func edited(_ change: (inout ScenarioTrace.HandOff) -> Void) -> ScenarioTrace {
      var copy = trace
      if case .dismissalHandOff(let time, var record) = copy.events[index] {
        change(&record)
        copy.events[index] = .dismissalHandOff(time: time, record: record)
      }
      return copy
    }
    expectOneFinding(
      edited { $0.sheetAfter.origin.y += 1e-3 }, containing: "jumps at the dismissal hand-off")
    // Below the container's bottom edge nothing is seen.
    #expect(edited { $0.sheetAfter.size.height += 50 }.findings().isEmpty)
    expectOneFinding(edited { $0.presentedVelocity *= 1.01 }, containing: "leaves the hand-off")
    expectOneFinding(edited { $0.presentedProgress += 0.01 }, containing: "starts at progress")
    expectOneFinding(edited { $0.velocity *= 1.01 }, containing: "leaves the hand-off")
  }

  @Test(
    "Something moving the sheet under a transition, or a sheet not at rest at the end, is caught")
  func ownershipAndEndAreChecked() throws {
    let trace = try sound(.throwToDismiss)
    let running = try #require(
      trace.frames.firstIndex { !$0.isSheetOwnedByDetents && $0.phase == "settling" })
    var moving = trace
    moving.frames[running].sheet?.phase = "settling"
    expectOneFinding(moving, containing: "while a transition moves it")
    var shifted = trace
    let node = try sheetNode(shifted.frames[running + 3])
    shifted.frames[running + 3].nodes[node].state.frame.origin.y += 2
    expectOneFinding(shifted, containing: "something else moves it")

    var unsettled = try sound(.detentFlick)
    unsettled.frames[unsettled.frames.count - 1].sheet?.phase = "settling"
    expectOneFinding(unsettled, containing: "still settling")
    unsettled.frames[unsettled.frames.count - 1].sheet?.phase = "interacting"
    expectOneFinding(unsettled, containing: "a finger still holds the sheet")
    // A sheet left dismissing with no completed dismissal.
    var left = trace
    left.result = nil
    #expect(left.findings().map(\.text).contains { $0.contains("left dismissing") })
  }

  @Test("A sheet run with no transition needs none to end, and several must each end once")
  func transitionsAreCounted() throws {
    let still = try sound(.keyboard)
    #expect(still.transitionCount == 0 && still.result == nil && still.outcome == "presented")
    var counted = try sound(.throwToDismiss)
    counted.transitionCount = 2
    #expect(
      counted.findings().map(\.text).contains {
        $0.contains("once for each of the 2 transitions")
      })
  }
}
