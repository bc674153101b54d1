import FluidTransitions
import Foundation
import Testing

@testable import FluidLabKit

/// A stack scenario with the slide style: `stack`, then `events`, then `extra`.
func stackDocument(
  _ stack: [String], until: Double = 3, events: [JSONValue], _ extra: [(String, JSONValue)] = []
) -> JSONValue {
  .object(
    [
      ("style", .string("slide")), ("stack", .array(stack.map(JSONValue.string))),
      ("until", .number(until)), ("events", .array(events)),
    ] + extra)
}

/// A request event: `push` with `to`, `setViewControllers` with `stack`, the others bare.
func requestEvent(_ time: Double, _ type: String, to: String? = nil, stack: [String]? = nil)
  -> JSONValue
{
  var members: [(String, JSONValue)] = [("t", .number(time)), ("type", .string(type))]
  if let to { members.append(("to", .string(to))) }
  if let stack { members.append(("stack", .array(stack.map(JSONValue.string)))) }
  return .object(members)
}

/// Runs a scenario document through the lab, in-process, and returns what it recorded.
@MainActor
func runStack(_ document: JSONValue) throws -> ScenarioTrace {
  ScenarioRunner(try Scenario(json: document)).run()
}

/// Stacks run through NavigationStackState, checked against UINavigationController's semantics
/// worked out by hand: what each request leaves in the stack, which transitions run, and what
/// the screen shows at each end.
@MainActor
@Suite("Lab: stack runs")
struct StackRunLabTests {
  /// The stack after each transition's end, in order.
  func stacksAtEnds(_ trace: ScenarioTrace) -> [[String]] {
    trace.stack?.stacks.filter { $0.ended != nil }.map(\.stack) ?? []
  }

  /// The frontmost shown view controller in the last frame.
  func visibleTop(_ trace: ScenarioTrace) -> String? {
    let names = trace.stack?.names ?? []
    return trace.frames.last?.nodes.filter {
      names.contains($0.role) && $0.inContainer && !$0.state.isHidden && $0.state.alpha > 0
    }.max { ($0.drawingOrder ?? 0) < ($1.drawingOrder ?? 0) }?.role
  }

  @Test("Requests far apart: each runs as its own transition and leaves UIKit's stack")
  func requestsFarApartLeaveUIKitsStacks() throws {
    let trace = try runStack(
      stackDocument(
        ["A"], until: 6,
        events: [
          requestEvent(0, "push", to: "B"), requestEvent(1, "push", to: "C"),
          requestEvent(2, "pop"), requestEvent(3, "setViewControllers", stack: ["A", "D"]),
          requestEvent(4, "popToRoot"),
        ]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    // pushViewController appends; popViewController drops the top; setViewControllers
    // replaces; popToRootViewController keeps the root.
    #expect(
      stacksAtEnds(trace) == [["A", "B"], ["A", "B", "C"], ["A", "B"], ["A", "D"], ["A"]])
    let transitions = trace.stack?.transitions ?? []
    // UIKit animates a new stack whose top was not in the old one as a push, the rest as pops.
    #expect(transitions.map(\.operation) == [.push, .push, .pop, .push, .pop])
    #expect(
      transitions.map(\.label) == [
        "push A → B", "push B → C", "pop C → B", "push B → D", "pop D → A",
      ])
    #expect(transitions.allSatisfy { $0.trace.result?.completed == true })
    #expect(visibleTop(trace) == "A")
    #expect(trace.outcome == "completed")
  }

  @Test("A back tap during a push reverses it from the frame on screen: one transition, cancelled")
  func backTapDuringPushReverses() throws {
    let trace = try runStack(
      stackDocument(
        ["A", "B"], events: [requestEvent(0, "push", to: "C"), requestEvent(0.1, "pop")]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    let transitions = try #require(trace.stack?.transitions)
    #expect(transitions.count == 1)
    #expect(transitions.first?.trace.result?.completed == false)
    #expect(trace.stack?.stacks.last?.stack == ["A", "B"])
    #expect(visibleTop(trace) == "B")
    // Reversed where it was: the forced release starts at the progress the last frame showed.
    let release = try #require(trace.releases.first)
    let shown = try #require(trace.frames.last { $0.appliedEvents < 2 })
    #expect(release.isForced && release.target == .start)
    #expect(release.progress > 0 && release.progress < 1)
    #expect(isClose(release.progress, shown.progress, absolute: 1e-12))
    #expect(trace.stack?.stacks.first { $0.event == "pop" }?.action == "reverse")
  }

  @Test("Push, back, push within 100 ms: reversed, then resumed, one transition lands")
  func pushBackPushResumes() throws {
    let trace = try runStack(
      stackDocument(
        ["A"],
        events: [
          requestEvent(0, "push", to: "B"), requestEvent(0.05, "pop"),
          requestEvent(0.09, "push", to: "B"),
        ]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(trace.stack?.transitions.count == 1)
    #expect(trace.stack?.stacks.compactMap(\.action) == ["start", "reverse", "resume", "none"])
    #expect(trace.releases.map(\.target) == [.start, .end])
    #expect(stacksAtEnds(trace) == [["A", "B"]])
    #expect(visibleTop(trace) == "B")
  }

  @Test("A push during the pop of another view controller runs after it")
  func pushDuringPopOfAnotherRunsAfter() throws {
    let trace = try runStack(
      stackDocument(
        ["A", "B", "C"], events: [requestEvent(0, "pop"), requestEvent(0.1, "push", to: "D")]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(trace.stack?.transitions.map(\.label) == ["pop C → B", "push B → D"])
    #expect(stacksAtEnds(trace) == [["A", "B"], ["A", "B", "D"]])
    // The second starts on the frame after the first ended, not in the middle of its end.
    let transitions = try #require(trace.stack?.transitions)
    let firstEnd = try #require(transitions[0].trace.result?.time)
    #expect(transitions[1].time > firstEnd)
    #expect(visibleTop(trace) == "D")
  }

  @Test("A push of the view controller a pop takes away reverses the pop")
  func pushOfThePoppedReversesThePop() throws {
    let trace = try runStack(
      stackDocument(
        ["A", "B"], events: [requestEvent(0, "pop"), requestEvent(0.1, "push", to: "B")]))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    #expect(trace.stack?.transitions.count == 1)
    #expect(trace.stack?.transitions.first?.trace.result?.completed == false)
    #expect(stacksAtEnds(trace) == [["A", "B"]])
    #expect(visibleTop(trace) == "B")
  }

  @Test("A pop of the root and a push of a view controller in the stack change nothing")
  func requestsUIKitRefusesChangeNothing() throws {
    let root = try runStack(
      stackDocument(["A"], events: [requestEvent(0, "pop"), requestEvent(0.1, "popToRoot")]))
    #expect(root.problems().isEmpty, "\(root.problems())")
    #expect(root.stack?.transitions.isEmpty == true)
    #expect(root.stack?.stacks.last?.stack == ["A"])
    #expect(root.diagnostics.filter { $0.source == "lab" }.count == 2)
    #expect(root.outcome == "idle")
    let twice = try runStack(
      stackDocument(
        ["A", "B"], events: [requestEvent(0, "push", to: "A"), requestEvent(0.1, "push", to: "B")]))
    #expect(twice.problems().isEmpty, "\(twice.problems())")
    #expect(twice.stack?.transitions.isEmpty == true)
    #expect(twice.stack?.stacks.last?.stack == ["A", "B"])
    #expect(twice.diagnostics.contains { $0.message.hasPrefix("push of A changes nothing") })
  }

  @Test("A request while a finger holds the pop waits, and applies after the release")
  func requestWhileHeldWaits() throws {
    // An edge swipe from x = 5 to 305 at 1,200 pt/s pops B; C pushed meanwhile follows.
    let xs = stride(from: 5.0, through: 305, by: 10).map { $0 }
    let trace = try runStack(
      stackDocument(
        ["A", "B"],
        events: dragEvents(from: 0.05, xs: xs, interval: 1.0 / 120)
          .enumerated().flatMap { index, event in
            index == 10 ? [event, requestEvent(0.05 + 10.0 / 120, "push", to: "C")] : [event]
          }))
    #expect(trace.problems().isEmpty, "\(trace.problems())")
    let push = try #require(trace.stack?.stacks.first { $0.event == "push" })
    #expect(push.action == "none" && push.inFlight?.isInteractive == true)
    // The request waits: the intended stack is still the one the finger may return to.
    #expect(push.intended == ["A", "B"])
    // popViewController, then pushViewController(C): [A, C].
    #expect(stacksAtEnds(trace) == [["A"], ["A", "C"]])
    #expect(trace.stack?.transitions.first?.isStartedByGesture == true)
    #expect(visibleTop(trace) == "C")
  }

  @Test("The trace adds transitions, stacks and each frame's transition, in the documented shape")
  func traceCarriesTransitionsAndStacks() throws {
    let json = try runScenario(
      stackDocument(["A", "B"], until: 1.5, events: [requestEvent(0.1, "push", to: "C")]))
    let trace = LabTrace(json: json)
    #expect(json["scenario"]?["operation"] == nil)
    #expect(json["scenario"]?["stack"] == .array([.string("A"), .string("B")]))
    let transitions = try #require(json["transitions"]?.array)
    #expect(transitions.count == 1)
    let transition = try #require(transitions.first)
    #expect(transition["operation"]?.string == "push")
    #expect(transition["startedBy"]?.string == "request")
    #expect(transition["from"] == .array([.string("A"), .string("B")]))
    #expect(transition["result"]?["completed"]?.bool == true)
    let first = try #require(transition["frames"]?["first"]?.number)
    #expect(trace.frames[Int(first)]["transition"]?.number == 0)
    #expect(trace.frames.first?["transition"] == .null)
    for name in ["A", "B", "C", "dimming", "shadow"] {
      #expect(trace.frames.last?["nodes"]?[name] != nil, "\(name)")
    }
    let stacks = try #require(json["stacks"]?.array)
    #expect(stacks.map { $0["event"]?.string } == ["initial", "push", "end"])
    #expect(stacks.last?["stack"] == .array([.string("A"), .string("B"), .string("C")]))
    #expect(stacks.last?["inFlight"] == .null)
  }

  @Test("The checks find a stack that disagrees with the screen, overlaps, and an unreached stack")
  func checksFindBreaches() throws {
    let sound = try runStack(
      stackDocument(
        ["A", "B", "C"], events: [requestEvent(0, "pop"), requestEvent(0.1, "push", to: "D")]))
    #expect(sound.problems().isEmpty)
    var wrongTop = sound
    let end = try #require(wrongTop.stack?.stacks.firstIndex { $0.ended == 0 })
    wrongTop.stack?.stacks[end].stack = ["A", "B", "C"]
    #expect(wrongTop.problems().contains { $0.contains("the stack's top is C, not B") })
    var overlapping = sound
    overlapping.stack?.transitions[1].time = 0.05
    #expect(overlapping.problems().contains { $0.contains("was still running") })
    var unreached = sound
    let last = try #require(unreached.stack?.stacks.indices.last)
    unreached.stack?.stacks[last].intended = ["A"]
    #expect(unreached.problems().contains { $0.hasPrefix("at rest the stack is [A, B, D]") })
    var hidden = sound
    let firstEnd = try #require(sound.stack?.transitions[0].trace.result?.time)
    let frame = try #require(hidden.frames.firstIndex { $0.time > firstEnd })
    let node = try #require(hidden.frames[frame].nodes.firstIndex { $0.role == "B" })
    hidden.frames[frame].nodes[node].state.alpha = 0
    #expect(hidden.problems().contains { $0.contains("shows no view controller") })
  }
}
