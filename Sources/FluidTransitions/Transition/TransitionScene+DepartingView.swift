extension TransitionScene {
  /// Whether the view being left is taken off screen when the transition completes: always,
  /// except the presenting view of a presentation that leaves it visible (a partial sheet, a
  /// drawer: the presented view does not cover the container).
  public var removesFromViewOnCompletion: Bool {
    operation != .present || to.final == bounds
  }

  /// The cleanup that takes the view being left off screen once the transition completes
  /// (``removesFromViewOnCompletion``); every built-in style ends its completion cleanup with
  /// it.
  ///
  /// UIKit's documentation does not say whether UIKit or the animator removes the departing
  /// view of a completed custom transition, so plans remove it themselves: removing a view that
  /// UIKit then removes again is harmless, and a view that nobody removes would stay on screen
  /// under the arriving one.
  public var departingViewCleanup: [CleanupStep] {
    removesFromViewOnCompletion ? [.remove(.from)] : []
  }
}
