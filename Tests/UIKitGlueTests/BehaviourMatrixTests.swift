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

  nonisolated static let cases: [GlueWorld.Case] = behaviours.flatMap {
    GlueWorld.cases(under: $0)
  }

  @Test(
    "A transition ends once, in agreement with the screen, and leaves nothing behind",
    arguments: cases)
  func transitionUnderBehaviour(_ testCase: GlueWorld.Case) {
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
}
