import FluidTransitions
import Testing
import UIKit

/// Every style × operation × engine × outcome, played through UIKit's public entry points on
/// the simulated UIKit, under every setting of every behaviour switch (one switch at a time),
/// and under every combination of the pairs of switches that act on the same thing. In each:
/// exactly one `completeTransition`, nothing logged, the containers and the screen in
/// agreement, the back swipe still working, and nothing the transition made left alive.
///
/// `FLUID_GLUE_MATRIX=all` runs every pair of switches instead of the interacting ones.
@MainActor
@Suite("UIKit glue under every UIKit behaviour")
struct BehaviourMatrixTests {
  /// Switches that act on the same mechanism, so their settings are also run in all
  /// combinations.
  nonisolated static let interactingPairs: [(String, String)] = [
    // The animator UIKit gets, and what it does with blocks added to it.
    ("interruptibleAnimatorRequest", "alongsideOnEmptyPausedAnimator"),
    // What the library reads back from UIKit's animator.
    ("presentationLayers", "reversedFraction"),
    ("presentationLayers", "keyframesInsideAnimator"),
    // Where the arriving view is measured and put.
    ("contextFrames", "safeAreaOnArrival"),
    ("fromViewRemoval", "contextFrames"),
    // Who takes the presenter's view away, and who puts views back.
    ("presentersViewReads", "fromViewRemoval"),
    // Whether the library can tell that the system back swipe is popping.
    ("popGestureStateWhenAsked", "popGestureDelegate"),
    // Who tidies up at the end, in which order.
    ("animationEndedTiming", "fromViewRemoval"),
    ("animationEndedTiming", "dismissalStart"),
    ("programmaticTabSelection", "interruptibleAnimatorRequest"),
  ]

  /// The behaviours the suite runs under.
  nonisolated static let behaviours: [ShimBehaviour] = {
    var list = ShimBehaviour.oneAtATime
    let pairs: [(String, String)]
    if ProcessInfo.processInfo.environment["FLUID_GLUE_MATRIX"] == "all" {
      let names = ShimBehaviour.switches.map(\.name)
      pairs = names.indices.flatMap { i in names[(i + 1)...].map { (names[i], $0) } }
    } else {
      pairs = interactingPairs
    }
    for (first, second) in pairs {
      for behaviour in ShimBehaviour.allPairs(of: first, and: second)
      where !list.contains(behaviour) {
        list.append(behaviour)
      }
    }
    return list
  }()

  /// Every scenario, under the default behaviour; each runs under the others it depends on.
  nonisolated static let scenarios: [GlueWorld.Case] = GlueWorld.cases(under: ShimBehaviour())

  /// Runs `scenario` under the default behaviour, then under every other behaviour of the
  /// matrix that changes a switch the default run consulted. The simulated UIKit is
  /// deterministic and consults its switches only through `ShimBehaviour.read` (checked
  /// below), so a run under a behaviour that changes none of the consulted switches would
  /// repeat the default run step for step: it is skipped, not assumed to pass.
  @Test(
    "A transition ends once, in agreement with the screen, and leaves nothing behind",
    arguments: scenarios)
  func transitionUnderBehaviour(_ scenario: GlueWorld.Case) {
    let consulted = ShimBehaviour.switchesConsulted { Self.play(scenario) }
    let base = ShimBehaviour()
    for behaviour in Self.behaviours where behaviour != base {
      let changed = ShimBehaviour.switches.filter {
        $0.setting(in: behaviour) != $0.setting(in: base)
      }
      guard changed.contains(where: { consulted.contains($0.name) }) else { continue }
      var testCase = scenario
      testCase.behaviour = behaviour
      Self.play(testCase)
    }
  }

  /// Plays `testCase` and checks it: one completion, the screen in agreement, the back swipe
  /// working afterwards, the window and its controllers freed.
  static func play(_ testCase: GlueWorld.Case) {
    weak var window: UIWindow?
    ShimBehaviour.with(testCase.behaviour) {
      let world = GlueWorld(testCase)
      window = world.window
      world.setUp()
      world.start()
      world.play()
      world.checkAfterwards()
      world.checkBackSwipeStillWorks()
    }
    #expect(window == nil, "\(testCase.testDescription): the window and its controllers are freed")
  }

  /// What makes skipping sound: the shim's sources never read `ShimBehaviour.current` but in
  /// the file that declares it, so every switch a scenario depends on is noted.
  @Test("The simulated UIKit consults its switches only through ShimBehaviour.read")
  func switchesAreConsultedThroughTheReader() throws {
    // The glue tests are compiled from Tests/UIKitShim/Links/UIKitGlueTests.
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
      .resolvingSymlinksInPath()
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20, "the shim's sources are found at \(sources.path)")
    for file in files where !file.hasSuffix("/ShimBehaviour.swift") {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.contains("ShimBehaviour.current") && !line.contains("///")
        && !line.contains("current[keyPath:")
      {
        Issue.record("\(file):\(number + 1) reads ShimBehaviour.current: use ShimBehaviour.read")
      }
    }
    // A read through the reader is noted; one outside a listening run is not.
    ShimBehaviour.with(ShimBehaviour()) {
      _ = ShimBehaviour.read.tabDelegateVariants
      let consulted = ShimBehaviour.switchesConsulted { _ = ShimBehaviour.read.systemVersion }
      #expect(consulted == Set(["systemVersion"]).union(ShimBehaviour.appliedWhenSetNames))
    }
  }

  /// What makes the tests that take every behaviour as an argument skip runs: a behaviour runs
  /// only where it changes a switch the scenario's default run consulted.
  @Test("A test taking every behaviour runs those that change a switch its default run read")
  func testsRunOnlyTheBehavioursTheyDependOn() throws {
    let scenario = "\(Self.self) \(#function)"
    var runs: [ShimBehaviour] = []
    let reads = try #require(ShimBehaviour.switches.first { $0.name == "systemVersion" })
    let ignores = try #require(ShimBehaviour.switches.first { $0.name == "tabDelegateVariants" })
    let changingTheRead = reads.behaviour(1)
    let changingAnother = ignores.behaviour(1)
    for behaviour in [changingAnother, changingTheRead, ShimBehaviour()] {
      ShimBehaviour.with(behaviour, unlessRepeating: scenario) { running in
        #expect(ShimBehaviour.current == running)
        runs.append(running)
        _ = ShimBehaviour.read.systemVersion
      }
    }
    // The first call learns what the default run reads by running it; the default behaviour's
    // own call then has nothing left to run.
    #expect(runs == [ShimBehaviour(), changingTheRead])
  }
}
