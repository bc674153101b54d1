#if canImport(UIKit)
  /// What animates a transition's views on iOS.
  public enum TransitionEngine: Hashable, Sendable {
    /// UIKit's `UIViewPropertyAnimator` (the default): Core Animation renders the motion, and
    /// the same animator is returned from `interruptibleAnimator(using:)`, so UIKit's
    /// alongside animations (the navigation bar) ride on it. Velocity is handed over exactly at
    /// release; while a spring runs, the presented progress is read from a presentation layer.
    case propertyAnimator
    /// The core ``FluidAnimator`` driven by a `CADisplayLink` clock that samples every frame at
    /// its `targetTimestamp`: exact position and velocity continuity at every grab and release,
    /// overshoot included. A paused `UIViewPropertyAnimator` is kept in step with the progress
    /// and returned from `interruptibleAnimator(using:)`, so alongside animations still follow.
    case displayLink
  }
#endif
