import FluidTransitions
import Testing

/// The navigation stack's rule, checked exhaustively over every short sequence of requests,
/// transition ends, grabs, releases and system back swipes: the screen and the stack never
/// disagree, no transition starts while another runs, and once everything has ended the stack is
/// where the requests lead.
@Suite("Navigation: the stack's rule")
struct NavigationStackStateTests {
  typealias State = NavigationStackState<String>

  @Test("UIKit's meaning of each request, including the ones that change nothing")
  func applyFollowsUIKit() {
    let stack = ["root", "a"]
    #expect(State.apply(.push("b"), to: stack) == ["root", "a", "b"])
    #expect(State.apply(.push("a"), to: stack) == stack, "already in the stack")
    #expect(State.apply(.pop, to: stack) == ["root"])
    #expect(State.apply(.pop, to: ["root"]) == ["root"], "the root stays")
    #expect(State.apply(.popToRoot, to: ["root", "a", "b"]) == ["root"])
    #expect(State.apply(.setStack(["x", "y"]), to: stack) == ["x", "y"])
    #expect(State.apply(.setStack([]), to: stack) == stack)
    #expect(State.apply(.setStack(["x", "x"]), to: stack) == stack)
    #expect(State.apply(.push("a"), to: []) == [], "an empty stack takes no push")
  }

  @Test("A back tap during a push reverses it; tapping push again resumes it")
  func backTapDuringPush() {
    var state = State(stack: ["root"])
    #expect(state.request(.push("a")) == .start(from: ["root"], to: ["root", "a"]))
    #expect(state.request(.pop) == .reverse)
    #expect(state.transition?.isHeadingToDestination == false)
    #expect(state.request(.push("a")) == .resume)
    #expect(state.request(.pop) == .reverse, "push, back, push, back")
    #expect(state.transitionDidEnd(completed: false) == .none)
    #expect(state.stack == ["root"] && state.intendedStack == ["root"])
  }

  @Test("A push of the view controller a pop is taking away reverses the pop")
  func pushDuringPopOfTheSame() {
    var state = State(stack: ["root", "a"])
    #expect(state.request(.pop) == .start(from: ["root", "a"], to: ["root"]))
    #expect(state.request(.push("a")) == .reverse)
    #expect(state.transitionDidEnd(completed: false) == .none)
    #expect(state.stack == ["root", "a"])
  }

  @Test("A push of another view controller during a pop runs after it")
  func pushDuringPopOfAnother() {
    var state = State(stack: ["root", "a"])
    #expect(state.request(.pop) == .start(from: ["root", "a"], to: ["root"]))
    #expect(state.request(.push("b")) == .none)
    #expect(state.transitionDidEnd(completed: true) == .start(from: ["root"], to: ["root", "b"]))
    #expect(state.transitionDidEnd(completed: true) == .none)
    #expect(state.stack == ["root", "b"])
  }

  @Test("Requests wait while a finger holds the transition; its release decides, then they apply")
  func fingerDecides() {
    var state = State(stack: ["root"])
    _ = state.request(.push("a"))
    state.transitionDidBecomeInteractive()
    #expect(state.request(.pop) == .none, "waits under the finger")
    #expect(state.request(.push("b")) == .none)
    // The finger throws the push back: it will end at the root; then pop (nothing) and push b.
    #expect(state.transitionDidStopBeingInteractive(headingToDestination: false) == .none)
    #expect(state.intendedStack == ["root", "b"])
    #expect(state.transitionDidEnd(completed: false) == .start(from: ["root"], to: ["root", "b"]))
  }

  @Test("A back tap that arrives after the push ended (before the reversal reached it) pops")
  func reversalTooLate() {
    var state = State(stack: ["root"])
    _ = state.request(.push("a"))
    #expect(state.request(.pop) == .reverse)
    // The push had already completed on screen.
    #expect(state.transitionDidEnd(completed: true) == .start(from: ["root", "a"], to: ["root"]))
    #expect(state.transitionDidEnd(completed: true) == .none)
    #expect(state.stack == ["root"])
  }

  @Test("Transition events without a transition, or a release with no finger, change nothing")
  func eventsInTheWrongState() {
    var state = State(stack: ["root", "a"])
    let idle = state
    #expect(state.transitionDidEnd(completed: true) == .none)
    #expect(state.transitionDidStopBeingInteractive(headingToDestination: false) == .none)
    state.transitionDidBecomeInteractive()
    #expect(state == idle)
    _ = state.request(.push("b"))
    let running = state
    #expect(state.transitionDidStopBeingInteractive(headingToDestination: false) == .none)
    #expect(state == running, "no finger held it: not a release")
    // Requests on an empty stack change nothing but a new stack.
    var empty = State(stack: [])
    for request: State.Request in [.push("a"), .pop, .popToRoot, .setStack([])] {
      #expect(empty.request(request) == .none)
    }
    #expect(empty.request(.setStack(["root"])) == .start(from: [], to: ["root"]))
  }

  @Test("A transition cancelled from outside, not by the rule, keeps its outcome")
  func cancelledFromOutside() {
    var state = State(stack: ["root"])
    _ = state.request(.push("a"))
    #expect(state.transitionDidEnd(completed: false) == .none)
    #expect(state.stack == ["root"] && state.intendedStack == ["root"])
  }

  @Test("A system back swipe is the finger's decision; requests during it apply afterwards")
  func systemBackSwipe() {
    var state = State(stack: ["root", "a"])
    state.transitionDidBegin(from: ["root", "a"], to: ["root"], isInteractive: true)
    #expect(state.request(.push("b")) == .none)
    #expect(
      state.transitionDidEnd(completed: false)
        == .start(from: ["root", "a"], to: ["root", "a", "b"]))
  }

  /// One step of a scripted session.
  enum Step: CaseIterable {
    case pushA, pushB, pushC, pop, popToRoot, setRootB, end, endTheOtherWay, grab, releaseOn
    case releaseBack, swipe
  }

  /// A session in progress: the machine and what the requests so far ask for.
  struct Session {
    var state = State(stack: ["root"])
    var requests: [State.Request] = []
    var fingerFree = true
    var steps: [Step] = []

    /// Plays `step`, checking the step's invariants; nil when the step does not apply (nothing
    /// to grab, release or swipe), so sessions that differ only by no-ops are played once.
    func playing(_ step: Step) -> (session: Session, problem: String?)? {
      var next = self
      next.steps.append(step)
      let before = state
      var action = State.Action.none
      func ask(_ request: State.Request) {
        action = next.state.request(request)
        next.requests.append(request)
      }
      switch step {
      case .pushA: ask(.push("a"))
      case .pushB: ask(.push("b"))
      case .pushC: ask(.push("c"))
      case .pop: ask(.pop)
      case .popToRoot: ask(.popToRoot)
      case .setRootB: ask(.setStack(["root", "b"]))
      case .end:
        guard let transition = before.transition else { return nil }
        action = next.state.transitionDidEnd(completed: transition.isHeadingToDestination)
      case .endTheOtherWay:
        // The screen ended the transition before a reversal reached it (steered), or something
        // else ended it (not steered: a programmatic cancel, an outside decision).
        guard let transition = before.transition, !transition.isInteractive else { return nil }
        if !transition.isSteered { next.fingerFree = false }
        action = next.state.transitionDidEnd(completed: !transition.isHeadingToDestination)
      case .grab:
        guard before.transition?.isInteractive == false else { return nil }
        next.state.transitionDidBecomeInteractive()
        next.fingerFree = false
      case .releaseOn, .releaseBack:
        guard before.transition?.isInteractive == true else { return nil }
        action = next.state.transitionDidStopBeingInteractive(
          headingToDestination: step == .releaseOn)
      case .swipe:
        guard before.transition == nil, before.stack.count > 1 else { return nil }
        next.state.transitionDidBegin(
          from: before.stack, to: Array(before.stack.dropLast()), isInteractive: true)
        next.fingerFree = false
      }
      let ended = step == .end || step == .endTheOtherWay
      let problem = NavigationStackStateTests.check(
        before: before, after: next.state, action: action, ended: ended)
      return (next, problem.map { "step \(next.steps.count) of \(next.steps): \($0)" })
    }

    /// Lets every finger go on and every transition end where it heads; the problem found, if
    /// any.
    func drained() -> String? {
      var state = self.state
      var rounds = 0
      while let transition = state.transition, rounds < 20 {
        rounds += 1
        let before = state
        let action =
          transition.isInteractive
          ? state.transitionDidStopBeingInteractive(headingToDestination: true)
          : state.transitionDidEnd(completed: transition.isHeadingToDestination)
        if let problem = NavigationStackStateTests.check(
          before: before, after: state, action: action, ended: !transition.isInteractive)
        {
          return "draining \(steps): \(problem)"
        }
      }
      if state.transition != nil { return "\(steps): transitions never stop" }
      if state.stack != state.intendedStack || !state.waitingRequests.isEmpty {
        return "\(steps): ended at \(state.stack), intended \(state.intendedStack)"
      }
      if fingerFree {
        let expected = requests.reduce(["root"]) { State.apply($1, to: $0) }
        if state.stack != expected { return "\(steps): ended at \(state.stack), not \(expected)" }
      }
      return nil
    }
  }

  /// The invariants of one step.
  static func check(before: State, after: State, action: State.Action, ended: Bool) -> String? {
    if after.stack.isEmpty || Set(after.stack).count != after.stack.count {
      return "stack \(after.stack)"
    }
    if after.intendedStack.isEmpty || Set(after.intendedStack).count != after.intendedStack.count {
      return "intended \(after.intendedStack)"
    }
    if let transition = after.transition, transition.from != after.stack {
      return "the screen leaves \(transition.from) while the stack is \(after.stack)"
    }
    switch action {
    case .start(let from, let to):
      if before.transition != nil && !ended { return "a transition started while another ran" }
      if from != after.stack || from == to { return "start \(from) → \(to)" }
    case .reverse, .resume:
      // Only a transition the machine steers: not one a finger still holds (a release may
      // steer it at once, when requests waited under the finger).
      guard before.transition != nil, let transition = after.transition, !transition.isInteractive
      else { return "\(action) with nothing to steer, or under a finger" }
      if transition.isHeadingToDestination != (action == .resume) {
        return "\(action) leaves it heading \(transition.isHeadingToDestination)"
      }
    case .none:
      break
    }
    return nil
  }

  @Test("Every session of up to 5 steps keeps the stack and the screen in agreement")
  func exhaustive() {
    var sessions = 0
    var failures: [String] = []
    func extend(_ session: Session) {
      sessions += 1
      if let problem = session.drained() { failures.append(problem) }
      guard session.steps.count < 5, failures.count < 5 else { return }
      for step in Step.allCases {
        guard let (next, problem) = session.playing(step) else { continue }
        if let problem { failures.append(problem) } else { extend(next) }
      }
    }
    extend(Session())
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.first ?? "")")
    // Every applicable step of every session up to 5 steps long: tens of thousands.
    #expect(sessions > 30_000, "\(sessions) sessions")
  }
}
