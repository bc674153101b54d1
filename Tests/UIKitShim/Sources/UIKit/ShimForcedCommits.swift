// Shim-only: the commits that Core Animation makes in the middle of a turn of the run loop,
// when a snapshot is taken after screen updates. Nothing here is Apple API.

/// Shim-only: the commits forced by `snapshotView(afterScreenUpdates: true)`.
///
/// Apple's page says only that with `true` "the snapshot should be taken after recent changes
/// have been incorporated". Incorporating them means committing the window's pending changes to
/// the render server before the turn of the run loop ends: the window is laid out, and what it
/// holds at that moment, half-built transition included, is what the display can show until the
/// next commit. The shim makes that commit (its views count as rendered from then on) and
/// reports it, so a test can look at the window as it was committed.
@MainActor
public enum ShimForcedCommits {
  /// How many commits snapshots have forced since the process started.
  public private(set) static var count = 0

  /// Called with the window at every forced commit, once it is laid out and rendered.
  public static var observer: ((UIWindow) -> Void)?

  /// Commits `window` now, as a snapshot after screen updates does.
  static func commit(_ window: UIWindow) {
    window.layoutIfNeeded()
    window.shimMarkRendered()
    count += 1
    observer?(window)
  }
}
