/// The rules that keep a navigation path (the elements an app's path binding holds, bottom to
/// top, without the root) and a navigation stack of pages (one page per element, under a root
/// page) in step, both ways: which existing page shows each element of a new path, and which
/// path a stack that has come to rest stands for.
///
/// - Pages follow elements, not positions: the first occurrence of an element in a new path
///   takes the page of its first occurrence among the pages held, the second the second, and
///   so on. So a path that keeps its elements keeps its pages (and their state), wherever they
///   move; an element added gets a new page; and a page whose element a path drops is free
///   again, though a path that brings the element back while its page is still held (during
///   the pop that takes it away) takes it again, which turns that pop around.
/// - Duplicates are allowed, as SwiftUI's `NavigationStack` allows them: each occurrence is a
///   page of its own.
/// - The path is written back only when the stack is at rest where the requests led (no
///   transition on screen, none waiting), and stands for another path than the one held: a
///   swipe that pops writes the path back once it has committed, and a cancelled swipe, which
///   ends where it started, writes nothing. Pages that are not the container's (a view
///   controller pushed on the navigation controller by other means) are not in the path.
package enum NavigationPathSync {
  /// For each element of `path`, the index in `pages` (the elements of the pages held, in
  /// order of preference) of the page that shows it, or nil for a new page. No index is given
  /// twice.
  package static func pages<Element: Hashable>(for path: [Element], among pages: [Element])
    -> [Int?]
  {
    var available: [Element: [Int]] = [:]
    for (index, element) in pages.enumerated() {
      available[element, default: []].append(index)
    }
    return path.map { element in
      guard var indices = available[element], !indices.isEmpty else { return nil }
      let index = indices.removeFirst()
      available[element] = indices
      return index
    }
  }

  /// The path to write back to the app's binding, if any: the elements of the pages above
  /// `root` in the stack `state` holds, when that stack is at rest where the requests led and
  /// differs from `path`. Nil while a transition is on screen or requests wait, when the stack
  /// is not the container's (its bottom is not `root`), and when nothing changed.
  package static func pathToWriteBack<Element: Hashable, Page: Hashable & Sendable>(
    state: NavigationStackState<Page>, root: Page, elements: [Page: Element], path: [Element]
  ) -> [Element]? {
    guard state.transition == nil, state.waitingRequests.isEmpty,
      state.stack == state.intendedStack, state.stack.first == root
    else { return nil }
    let settled = state.stack.dropFirst().compactMap { elements[$0] }
    return settled == path ? nil : settled
  }
}
