/// The rules that pick the live source of a zoom named by a key (SwiftUI's namespace and
/// identifier): among the views registered under the key, which one the zoom flies from, and
/// whether a view's frame counts as on screen.
///
/// - Several views may be registered under one key (a grid that shows an item twice, a cell
///   SwiftUI makes anew before it lets go of the old one): the latest registration wins, as
///   long as it is usable; otherwise the one before it, and so on.
/// - A token registered again moves to the latest place, under its new key; registering it
///   again under the same key keeps its place, so that an update of a view that did not change
///   does not steal the source from another view.
/// - A source counts only while its frame is on screen: every component finite, a positive
///   width and height, and an overlap of positive area with the screen's bounds and, for a
///   source inside a scroll view, with the part of the screen the scroll view shows (its
///   visible bounds): a source scrolled out of a scroll view that does not fill the screen (a
///   grid inside a card) is hidden, even while its frame is inside the window. A source
///   scrolled off screen, collapsed to no size or measured with NaN is no source: the zoom
///   falls back to its scale and fade (see ``ZoomStyle``), or, mid-flight, turns into it.
package struct TransitionSourceTable<Key: Hashable, Token: Hashable> {
  /// The tokens registered under each key, oldest first.
  private var tokensByKey: [Key: [Token]] = [:]
  /// The key each token is registered under.
  private var keyByToken: [Token: Key] = [:]

  package init() {}

  /// Whether nothing is registered.
  package var isEmpty: Bool { keyByToken.isEmpty }

  /// The number of registered tokens.
  package var count: Int { keyByToken.count }

  /// Registers `token` under `key`: the latest under that key, unless it is there already.
  package mutating func register(_ token: Token, under key: Key) {
    if keyByToken[token] == key { return }
    remove(token)
    keyByToken[token] = key
    tokensByKey[key, default: []].append(token)
  }

  /// Removes `token` wherever it is registered; nothing when it is not.
  package mutating func remove(_ token: Token) {
    guard let key = keyByToken.removeValue(forKey: token) else { return }
    var tokens = tokensByKey[key] ?? []
    tokens.removeAll { $0 == token }
    tokensByKey[key] = tokens.isEmpty ? nil : tokens
  }

  /// The source for `key`: the latest token registered under it that `isUsable` accepts, or
  /// nil when there is none.
  package func source(for key: Key, where isUsable: (Token) -> Bool) -> Token? {
    (tokensByKey[key] ?? []).last(where: isUsable)
  }

  /// Whether a source whose frame is `frame` (in the screen's coordinates, as measured, which
  /// may be non-finite) counts as on screen within `bounds`, and within `clip` when it is in a
  /// scroll view whose visible bounds are `clip` (in the same coordinates; nil when it is in
  /// none). A `clip` with no area (a scroll view not laid out yet, or measured with NaN, which
  /// ``Rect`` stores as 0) shows nothing, so the source does not count.
  package static func isOnScreen(
    x: Double, y: Double, width: Double, height: Double, within bounds: Rect,
    clippedTo clip: Rect? = nil
  ) -> Bool {
    guard [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0 else {
      return false
    }
    let screen = bounds.standardized
    let visible = clip?.standardized
    let minX = max(x, screen.minX, visible?.minX ?? -.infinity)
    let maxX = min(x + width, screen.maxX, visible?.maxX ?? .infinity)
    let minY = max(y, screen.minY, visible?.minY ?? -.infinity)
    let maxY = min(y + height, screen.maxY, visible?.maxY ?? .infinity)
    return maxX - minX > 0 && maxY - minY > 0
  }
}
