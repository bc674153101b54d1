import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// `FluidNavigationStack` driven the way SwiftUI drives a representable (made once, updated on
/// every change of the app's state, dismantled when it leaves the view tree) on the simulated
/// UIKit: after every event the path binding and the navigation stack agree, the container
/// writes the path only when a person changed the stack, never during an update, and nothing
/// it made outlives it.
@MainActor
@Suite("SwiftUI glue: FluidNavigationStack")
struct SwiftUINavigationGlueTests {
  @Test("The first path is shown as it is, without a transition or a write")
  func firstPath() throws {
    let scene = SwiftUIStackScene(path: [1, 2])
    let navigation = try #require(scene.navigation)
    #expect(navigation.viewControllers.first is UIHostingController<SwiftUIHome>)
    scene.expectAgreement([1, 2])
    #expect(ShimConsole.transitions.isEmpty)
    #expect(scene.model.writes.isEmpty)
    #expect(navigation.fluid.delegate != nil, "the fluid delegate is installed")
  }

  @Test("Appending pushes with the fluid transition; removing the last pops")
  func appendAndRemove() {
    let scene = SwiftUIStackScene(path: [1])
    scene.model.change([1, 2])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([1, 2], "append")
    scene.model.change([1])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([1], "remove")
    #expect(ShimConsole.transitions.map(\.isCustom) == [true, true])
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    #expect(scene.model.writes.isEmpty, "the app's own changes are not written back")
  }

  @Test("Several elements at once: one transition to the new top, as setViewControllers does")
  func severalAtOnce() throws {
    let scene = SwiftUIStackScene(path: [1, 2, 3])
    let first = try #require(scene.page(0))
    scene.model.change([1])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([1], "three to one")
    #expect(scene.page(0) === first, "the page of an element kept is kept")
    scene.model.change([4, 5, 6])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([4, 5, 6], "one to three others")
    #expect(ShimConsole.transitions.count == 2, "one transition per change")
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(scene.model.writes.isEmpty)
  }

  @Test("A change in a transaction that disables animations takes effect at once")
  func withoutAnimation() throws {
    let scene = SwiftUIStackScene(path: [1])
    var quiet = Transaction()
    quiet.disablesAnimations = true
    ShimViewGraph.shimWithTransaction(quiet) { scene.model.change([1, 2, 3]) }
    ShimRunLoop.runDeferredWork()
    scene.expectAgreement([1, 2, 3], "without animation")
    #expect(ShimConsole.transitions.isEmpty, "no transition ran")
    // The next change animates again, and the swipe still pops.
    scene.model.change([1, 2])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([1, 2], "animated again")
    #expect(ShimConsole.transitions.map(\.completions) == [[true]])
    scene.swipeBegins()
    scene.swipeEnds(pointsPerSecond: 1500)
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement([1], "after the swipe")
    #expect(scene.model.writes == [[1]])
  }

  @Test("A back swipe that commits writes the path back once, after the pop completes")
  func swipeCommits() {
    let scene = SwiftUIStackScene(path: [1, 2])
    scene.swipeBegins()
    #expect(scene.model.writes.isEmpty, "nothing is written while the finger holds the pop")
    scene.swipeEnds(pointsPerSecond: 1500)
    ShimRunLoop.advance(by: 0.05)
    #expect(scene.model.writes.isEmpty, "nothing is written while the pop settles")
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement([1], "after the swipe")
    #expect(scene.model.writes == [[1]])
  }

  @Test("A swipe thrown back writes nothing")
  func swipeCancelled() {
    let scene = SwiftUIStackScene(path: [1, 2])
    scene.swipeBegins(steps: 4, by: 10)
    scene.swipeEnds(pointsPerSecond: -800)
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement([1, 2], "after the cancelled swipe")
    #expect(ShimConsole.transitions.last?.completions == [false])
    #expect(scene.model.writes.isEmpty)
  }

  @Test("A push the app asked for, grabbed and thrown back: the path follows the stack back")
  func grabAndThrowBack() throws {
    let scene = SwiftUIStackScene(path: [1], interaction: nil)
    scene.model.change([1, 2])
    ShimRunLoop.advance(by: 0.15)
    let grab = try #require(scene.grab)
    grab.shimLocation = CGPoint(x: 200, y: 400)
    grab.shimSetState(.began)
    for step in 1...4 {
      ShimRunLoop.advance(by: 0.008)
      grab.shimLocation = CGPoint(x: 200 + Double(step) * 5, y: 400)
      grab.shimSetState(.changed)
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    #expect(scene.model.writes.isEmpty, "nothing is written before the push has ended")
    ShimRunLoop.advance(by: 3)
    #expect(ShimConsole.transitions.last?.completions == [false])
    scene.expectAgreement([1], "after the throw back")
    #expect(scene.model.writes == [[1]])
  }

  @Test("Appending the element a pop is taking away turns the pop around, on the same page")
  func appendDuringPopReverses() throws {
    let scene = SwiftUIStackScene(path: [1, 2])
    let second = try #require(scene.page(1))
    scene.model.change([1])
    ShimRunLoop.advance(by: 0.1)
    #expect(scene.navigation?.shimIsTransitioning == true, "the pop is in flight")
    scene.model.change([1, 2])
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement([1, 2], "after the reversal")
    #expect(scene.page(1) === second, "the page came back")
    #expect(ShimConsole.transitions.map(\.completions) == [[false]], "one pop, reversed")
    #expect(scene.model.writes.isEmpty)
  }

  @Test("Several elements appended, then taken back mid-flight: the push reverses to the old stack")
  func severalReversed() throws {
    let scene = SwiftUIStackScene(path: [1])
    scene.model.change([1, 2, 3])
    ShimRunLoop.advance(by: 0.05)
    #expect(scene.navigation?.shimIsTransitioning == true, "the push is in flight")
    scene.model.change([1])
    ShimRunLoop.advance(by: 3)
    // UIKit puts back the stack a cancelled setViewControllers replaced.
    scene.expectAgreement([1], "after the reversal")
    #expect(ShimConsole.transitions.map(\.completions) == [[false]], "one push, reversed")
    #expect(scene.model.writes.isEmpty)
  }

  @Test("A path edited while a finger holds a pop applies on top of where the finger leaves it")
  func editDuringSwipe() {
    let scene = SwiftUIStackScene(path: [1, 2])
    scene.swipeBegins()
    scene.model.change([1, 2, 3])
    ShimRunLoop.advance(by: 1.0 / 120)
    #expect(scene.model.path == [1, 2, 3])
    scene.swipeEnds(pointsPerSecond: 1500)
    ShimRunLoop.advance(by: 4)
    // The finger popped 2; the app's path then came back as the next transition.
    scene.expectAgreement([1, 2, 3], "after the swipe and the edit")
    #expect(ShimConsole.transitions.count == 2)
    #expect(scene.model.writes.isEmpty, "the stack came to rest where the path says")
  }

  @Test("Bad input: a binding that drops the write-back gets its page pushed back")
  func bindingDropsWrites() throws {
    let scene = SwiftUIStackScene(path: [1, 2])
    let second = try #require(scene.page(1))
    scene.model.ignoresWrites = true
    scene.swipeBegins()
    scene.swipeEnds(pointsPerSecond: 1500)
    ShimRunLoop.advance(by: 4)
    // The swipe popped and wrote [1]; the path stayed [1, 2], so its page came back.
    #expect(scene.model.writes == [[1]])
    scene.expectAgreement([1, 2], "the path wins")
    #expect(scene.page(1) === second, "the same page, pushed back")
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]], "pop, then push")
  }

  @Test("Duplicates: each occurrence is a page of its own, the last removed from the top")
  func duplicates() throws {
    let scene = SwiftUIStackScene(path: [7])
    let first = try #require(scene.page(0))
    scene.model.change([7, 7])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([7, 7], "a duplicate pushed")
    #expect(scene.page(0) === first && scene.page(1) !== first, "two pages")
    scene.model.change([7])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([7], "one occurrence removed")
    #expect(scene.page(0) === first, "the first occurrence keeps the first page")
  }

  @Test("A reordered path keeps each element's page")
  func reorder() throws {
    let scene = SwiftUIStackScene(path: [1, 2])
    let one = try #require(scene.page(0))
    let two = try #require(scene.page(1))
    scene.model.change([2, 1])
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement([2, 1], "reordered")
    #expect(scene.page(0) === two && scene.page(1) === one)
  }

  @Test("Removed from the view tree, the container lets go of everything it made")
  func dismantleLeavesNothing() throws {
    weak var navigation: UINavigationController?
    weak var delegate: FluidNavigationDelegate?
    weak var page: UIViewController?
    let scene = SwiftUIStackScene(path: [1, 2])
    do {
      let container = try #require(scene.navigation)
      navigation = container
      delegate = container.fluid.delegate
      page = scene.page(1)
    }
    scene.model.change([1])
    ShimRunLoop.advance(by: 0.1)
    // Taken away mid-pop: the transition is let go with the rest.
    scene.model.isShown = false
    ShimViewGraph.shimStateDidChange()
    ShimRunLoop.advance(by: 3)
    #expect(scene.host.view.subviews.isEmpty, "the container's view left the hosting view")
    #expect(navigation == nil, "the navigation controller is freed")
    #expect(delegate == nil, "the fluid delegate is freed")
    #expect(page == nil, "the pages are freed")
    #expect(scene.model.writes.isEmpty)
  }

  @Test(
    "Push, swipe, reversal and several at once agree under every behaviour setting",
    arguments: ShimBehaviour.oneAtATime)
  func underBehaviour(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = SwiftUIStackScene(path: [1])
      scene.model.change([1, 2])
      ShimRunLoop.advance(by: 2)
      scene.expectAgreement([1, 2], "\(behaviour): push")
      scene.swipeBegins()
      scene.swipeEnds(pointsPerSecond: 1500)
      ShimRunLoop.advance(by: 3)
      scene.expectAgreement([1], "\(behaviour): swipe")
      scene.model.change([1, 2, 3])
      ShimRunLoop.advance(by: 0.05)
      scene.model.change([1])
      ShimRunLoop.advance(by: 3)
      scene.expectAgreement([1], "\(behaviour): reversed")
      scene.model.change([4, 5])
      ShimRunLoop.advance(by: 3)
      scene.expectAgreement([4, 5], "\(behaviour): several at once")
      #expect(scene.model.writes == [[1]], "\(behaviour): only the swipe is written back")
    }
  }
}
