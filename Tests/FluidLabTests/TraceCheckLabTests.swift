import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// The invariants every run must show (``ScenarioTrace/problems(expecting:)``), checked on
/// traces made or broken by hand: each broken invariant is caught, and nothing else is.
@MainActor
@Suite("Lab: trace checks")
struct TraceCheckLabTests {
  /// A sound interactive slide pop: a drag of 60 % released while moving, then a grab during
  /// the settle and a flick back, so the trace has releases decided by the projection, frames
  /// of the release spring, and a completion.
  func soundTrace() throws -> ScenarioTrace {
    let xs = (0...20).map { 12 + 12 * Double($0) }
    let back = (0...4).map { 250 - 40 * Double($0) }
    let document = scenarioDocument(
      style: "slide", operation: "pop", until: 2.5,
      events: [labEvent(0, "startInteractive")]
        + dragEvents(from: 0.05, xs: xs, interval: 1.0 / 120)
        + dragEvents(from: 0.5, xs: back, interval: 1.0 / 120))
    let trace = ScenarioRunner(try Scenario(json: document)).run()
    try #require(trace.problems().isEmpty, "\(trace.problems())")
    try #require(trace.releases.count == 2 && trace.releases.allSatisfy { !$0.isForced })
    return trace
  }

  /// A trace with only frames, for the continuity check alone.
  func frameTrace(
    _ frames: [(time: Double, progress: Double, velocity: Double)],
    running: Bool = true, grabs: [Int]? = nil
  ) throws -> ScenarioTrace {
    var trace = ScenarioTrace(scenario: try Scenario(json: scenarioDocument()))
    trace.frames = frames.enumerated().map { index, frame in
      ScenarioTrace.FrameSample(
        time: frame.time, progress: frame.progress, velocity: frame.velocity,
        phase: "settling", nodes: [], isAnimatorRunning: running,
        grabCount: grabs?[index] ?? 0)
    }
    return trace
  }

  /// The index of a frame the continuity check compares with the one before it, in the
  /// release spring's motion.
  func comparedFrame(in trace: ScenarioTrace) throws -> Int {
    try #require(
      trace.frames.indices.dropFirst().first { index in
        let previous = trace.frames[index - 1]
        let frame = trace.frames[index]
        return previous.isAnimatorRunning && frame.isAnimatorRunning
          && previous.grabCount == frame.grabCount && frame.releaseCount > 0
      })
  }

  @Test("A sound run has no problems, and the continuity check compares its settling frames")
  func soundRunPasses() throws {
    let trace = try soundTrace()
    #expect(trace.continuityProblem == nil)
    _ = try comparedFrame(in: trace)
    #expect(trace.releases.allSatisfy { ScenarioTrace.releaseProblem($0) == nil })
  }

  @Test("A jump while the animator runs is caught; across a grab or while paused it is not")
  func jumpsAreCaught() throws {
    let accepted = try frameTrace([(0, 0.1, 1), (0.01, 0.115, 1)])
    #expect(accepted.continuityProblem == nil)
    // 1.5 · 1 · 0.01 + 0.002 = 0.017 < 0.02.
    let jumped = try frameTrace([(0, 0.1, 1), (0.01, 0.12, 1)])
    let problem = try #require(jumped.continuityProblem)
    #expect(problem.contains("jumps from 0.1 to 0.12"), "\(problem)")
    #expect(jumped.problems().contains(problem))
    // A grab between the frames, or a paused animator, lets the finger move it anywhere.
    #expect(try frameTrace([(0, 0.1, 1), (0.01, 0.9, 1)], grabs: [0, 1]).continuityProblem == nil)
    #expect(try frameTrace([(0, 0.1, 1), (0.01, 0.9, 1)], running: false).continuityProblem == nil)
    // NaN never passes.
    #expect(try frameTrace([(0, 0.1, 1), (0.01, .nan, 1)]).continuityProblem != nil)

    // In a real run: a 0.1 jump in one frame of the release spring at 120 Hz.
    var trace = try soundTrace()
    let index = try comparedFrame(in: trace)
    trace.frames[index].progress += 0.1
    let runProblem = try #require(trace.continuityProblem)
    #expect(runProblem.contains("while the animator runs"), "\(runProblem)")
    #expect(trace.problems().contains(runProblem))
  }

  @Test("The curves' limits explain a coarse sampling of fast motion, and no more")
  func curveLimitsExplainCoarseFrames() throws {
    // A release spring (ω = 20.9 rad/s) released at 0.2 moving at 0 toward the end: its
    // speed never exceeds 20.9 · 0.8 ≈ 16.8 per second.
    var trace = try frameTrace([(0, 0.2, 0), (0.1, 0.95, 0.5)])
    #expect(trace.continuityProblem != nil)
    let limits = ScenarioTrace.MotionLimits(
      planCurve: .speed(1 / 0.3 * 1.7), release: .spring(frequency: 2 * Double.pi / 0.3))
    trace.motionLimits = limits
    // Without a release the plan's cubic limit (5.7 per second) cannot explain 0.75 in 0.1 s.
    #expect(trace.continuityProblem != nil)
    var real = try soundTrace()
    var release = try #require(real.releases.first)
    release.progress = 0.2
    release.velocity = 0
    release.springInitialVelocity = 0
    real.events = [.release(time: 0, record: release)]
    real.frames = trace.frames.map { frame in
      var frame = frame
      frame.releaseCount = 1
      return frame
    }
    real.motionLimits = limits
    #expect(real.continuityProblem == nil, "\(real.continuityProblem ?? "")")
    // 1.05 · 16.8 · 0.1 + 0.002 ≈ 1.76: a move of 1.8 is beyond any spring from there.
    real.frames[1].progress = 0.2 + 1.8
    #expect(real.continuityProblem != nil)
  }

  @Test("The final progress must be exactly 1 or 0, and the run must end once")
  func endingIsChecked() throws {
    var trace = try soundTrace()
    let completed = try #require(trace.result?.completed as Bool?)
    trace.frames[trace.frames.count - 1].progress = completed ? 1 - 1e-12 : 1e-12
    #expect(trace.problems().contains { $0.contains("final progress") }, "\(trace.problems())")

    var twice = try soundTrace()
    twice.events.append(.complete(time: 2, completed: completed))
    #expect(twice.problems().contains { $0.contains("2 completions") }, "\(twice.problems())")

    var unfinished = try soundTrace()
    unfinished.result = nil
    #expect(unfinished.problems().contains { $0.contains("had not ended") })

    var breached = try soundTrace()
    breached.breaches = ["completeTransition called twice\nt=0 animateTransition"]
    #expect(breached.problems().contains { $0.contains("breach of UIKit's contract") })
  }

  @Test("A NaN anywhere in the trace is caught")
  func nonFiniteValuesAreCaught() throws {
    var frame = try soundTrace()
    frame.frames[3].velocity = .nan
    #expect(frame.problems().contains { $0.contains("non-finite value in the frame") })

    // A node's state cannot hold a non-finite value at all: assigning one stores what the
    // initialiser would (alpha ∞ becomes 1), so the trace stays sound.
    var node = try soundTrace()
    let index = try #require(node.frames.indices.first { !node.frames[$0].nodes.isEmpty })
    node.frames[index].nodes[0].state.alpha = .infinity
    #expect(node.frames[index].nodes[0].state.alpha == 1)
    #expect(node.problems().isEmpty)

    var grab = try soundTrace()
    let grabIndex = try #require(
      grab.events.firstIndex {
        if case .grab = $0 { return true }
        return false
      })
    grab.events[grabIndex] = .grab(time: grab.events[grabIndex].time, progress: .nan)
    #expect(grab.problems().contains { $0.contains("non-finite value in the event") })

    var call = try soundTrace()
    call.contextCalls[1].value = .nan
    #expect(call.problems().contains { $0.contains("non-finite value in the context call") })
  }

  @Test("Each release must leave at its velocity and go where the projection sends it")
  func releasesAreChecked() throws {
    let release = try #require(try soundTrace().releases.first)
    #expect(ScenarioTrace.releaseProblem(release) == nil)

    var fast = release
    fast.springInitialVelocity *= 1 + 1e-6
    #expect(ScenarioTrace.releaseProblem(fast)?.contains("leaves at") == true)

    // The other target, with the spring velocity that matches it: only the decision is wrong.
    var wrong = release
    wrong.target = release.target == .end ? .start : .end
    let remaining = (wrong.target == .end ? 1 : 0) - wrong.progress
    wrong.springInitialVelocity = wrong.velocity / remaining
    #expect(ScenarioTrace.releaseProblem(wrong)?.contains("must go to the") == true)
    // A forced release may go anywhere.
    wrong.isForced = true
    #expect(ScenarioTrace.releaseProblem(wrong) == nil)

    var projected = release
    projected.projectedProgress += 0.01
    #expect(ScenarioTrace.releaseProblem(projected)?.contains("records the projection") == true)

    // At the threshold with no velocity, the rule is exact: 0.5 goes to the end.
    var still = release
    still.progress = 0.5
    still.velocity = 0
    still.projectedProgress = 0.5
    still.springInitialVelocity = 0
    still.target = .end
    #expect(ScenarioTrace.releaseProblem(still) == nil)
    still.target = .start
    #expect(ScenarioTrace.releaseProblem(still)?.contains("must go to the end") == true)

    var inTrace = try soundTrace()
    let index = try #require(inTrace.events.firstIndex { $0.release != nil })
    inTrace.events[index] = .release(time: inTrace.events[index].time, record: fast)
    #expect(inTrace.problems().contains { $0.contains("leaves at") })
  }
}
