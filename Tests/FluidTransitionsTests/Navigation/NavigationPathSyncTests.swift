import FluidTransitions
import Testing

/// The SwiftUI container's two rules: which page shows each element of a new path (pages follow
/// elements, occurrence by occurrence), and when a stack at rest is written back as a path.
@Suite("Navigation: a path and its pages")
struct NavigationPathSyncTests {
  typealias State = NavigationStackState<String>

  struct MatchCase: CustomTestStringConvertible, Sendable {
    let name: String
    let path: [String]
    let pages: [String]
    let expected: [Int?]
    var testDescription: String { name }
  }

  static let matchCases: [MatchCase] = [
    MatchCase(name: "nothing held", path: ["a", "b"], pages: [], expected: [nil, nil]),
    MatchCase(name: "same path", path: ["a", "b"], pages: ["a", "b"], expected: [0, 1]),
    MatchCase(name: "appended", path: ["a", "b", "c"], pages: ["a", "b"], expected: [0, 1, nil]),
    MatchCase(name: "last removed", path: ["a"], pages: ["a", "b"], expected: [0]),
    MatchCase(name: "emptied", path: [], pages: ["a", "b"], expected: []),
    MatchCase(name: "reordered", path: ["b", "a"], pages: ["a", "b"], expected: [1, 0]),
    MatchCase(
      name: "middle removed", path: ["a", "c"], pages: ["a", "b", "c"], expected: [0, 2]),
    MatchCase(
      name: "duplicates: one page per occurrence", path: ["a", "a", "a"], pages: ["a", "a"],
      expected: [0, 1, nil]),
    MatchCase(
      name: "duplicate removed from the top keeps the first occurrence's page", path: ["a"],
      pages: ["a", "a"], expected: [0]),
    MatchCase(
      name: "an element brought back takes the page still held after the path",
      path: ["a", "b"], pages: ["a", "b", "c"], expected: [0, 1]),
    MatchCase(
      name: "a page held after the path is taken again", path: ["a", "c"], pages: ["a", "b", "c"],
      expected: [0, 2]),
  ]

  @Test("Each element takes the page of its occurrence, or a new one", arguments: matchCases)
  func match(_ testCase: MatchCase) {
    let matches = NavigationPathSync.pages(for: testCase.path, among: testCase.pages)
    #expect(matches == testCase.expected)
    let given = matches.compactMap { $0 }
    #expect(Set(given).count == given.count, "no page shows two elements")
    for (element, index) in zip(testCase.path, matches) {
      if let index { #expect(testCase.pages[index] == element, "a page shows its own element") }
    }
  }

  /// Pages named after their elements with a "page-" prefix; the root is "root".
  static let elements = ["page-a": "a", "page-b": "b", "page-c": "c"]

  @Test("A stack at rest somewhere else than the path is written back")
  func writesBackAtRest() {
    let state = State(stack: ["root", "page-a"])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: state, root: "root", elements: Self.elements, path: ["a", "b"]) == ["a"])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: state, root: "root", elements: Self.elements, path: ["a"]) == nil,
      "nothing to write when they agree")
    let root = State(stack: ["root"])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: root, root: "root", elements: Self.elements, path: ["a"]) == [],
      "popped to the root: an empty path")
  }

  @Test("Nothing is written while a transition runs, is held or requests wait")
  func notWhileMoving() {
    var state = State(stack: ["root", "page-a", "page-b"])
    _ = state.request(.pop)
    #expect(state.transition != nil)
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: state, root: "root", elements: Self.elements, path: ["a", "b"]) == nil,
      "a pop on screen")
    state.transitionDidBecomeInteractive()
    _ = state.request(.push("page-c"))
    #expect(!state.waitingRequests.isEmpty)
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: state, root: "root", elements: Self.elements, path: ["a", "b"]) == nil,
      "held by a finger, a request waiting")
  }

  @Test("A swipe that commits is written back; one thrown back is not")
  func swipes() {
    var committed = State(stack: ["root", "page-a", "page-b"])
    committed.transitionDidBegin(
      from: ["root", "page-a", "page-b"], to: ["root", "page-a"], isInteractive: true)
    _ = committed.transitionDidStopBeingInteractive(headingToDestination: true)
    _ = committed.transitionDidEnd(completed: true)
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: committed, root: "root", elements: Self.elements, path: ["a", "b"]) == ["a"])
    var cancelled = State(stack: ["root", "page-a", "page-b"])
    cancelled.transitionDidBegin(
      from: ["root", "page-a", "page-b"], to: ["root", "page-a"], isInteractive: true)
    _ = cancelled.transitionDidStopBeingInteractive(headingToDestination: false)
    _ = cancelled.transitionDidEnd(completed: false)
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: cancelled, root: "root", elements: Self.elements, path: ["a", "b"]) == nil)
  }

  @Test("Bad input: another root, or view controllers that are no pages")
  func badInput() {
    let otherRoot = State(stack: ["elsewhere", "page-a"])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: otherRoot, root: "root", elements: Self.elements, path: []) == nil,
      "a stack that is not the container's is never written back")
    let foreign = State(stack: ["root", "page-a", "pushed-by-the-app"])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: foreign, root: "root", elements: Self.elements, path: ["a", "b"]) == ["a"],
      "a view controller that is no page is not in the path")
    let empty = State(stack: [])
    #expect(
      NavigationPathSync.pathToWriteBack(
        state: empty, root: "root", elements: Self.elements, path: ["a"]) == nil)
  }
}
