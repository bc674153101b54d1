/// The part of UIKit's `UIViewImplicitlyAnimating` a transition driver needs, in UIKit's own
/// vocabulary, so the same driver runs on ``FluidAnimator`` (tests, the lab, and optionally
/// iOS) and on `UIViewPropertyAnimator` (through a thin adapter in the UIKit layer).
///
/// Semantics follow `UIViewPropertyAnimator`; see ``FluidAnimator`` for the exact model and
/// for the places where UIKit is silent and a behaviour had to be chosen. Progress and
/// fractions are `Double` in [0, 1] (0 at the initial values); durations are in seconds.
@MainActor
public protocol Animating: AnyObject {
  /// Inactive, active (running or paused) or stopped.
  var state: AnimatingState { get }
  /// Whether the animation is advancing right now; false while paused or not started.
  var isRunning: Bool { get }
  /// Whether the animation runs toward its initial values; completion then reports `.start`.
  var isReversed: Bool { get set }
  /// While running, the fraction of *time* on the current curve; once paused, the progress
  /// (with ``scrubsLinearly``). Measured in the direction of travel, so it reads as the
  /// complement after reversing. Set it only while paused.
  var fractionComplete: Double { get set }
  /// Whether pausing switches to a linear curve so that `fractionComplete` is progress.
  var scrubsLinearly: Bool { get set }
  /// Whether the animator stays active and paused at the end instead of completing.
  var pausesOnCompletion: Bool { get set }
  /// Whether the animation can be paused, scrubbed and continued; settable only while
  /// inactive.
  var isInterruptible: Bool { get set }
  /// The duration given at creation, in seconds.
  var duration: Double { get }

  /// Starts, or resumes a paused animation.
  func startAnimation()
  /// Starts, or resumes, after `delay` seconds.
  func startAnimation(afterDelay delay: Double)
  /// Pauses a running animation; moves an inactive one to active and paused.
  func pauseAnimation()
  /// Stops: `true` goes straight to inactive with no completion; `false` freezes the values
  /// in the stopped state until ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animation at `finalPosition` and runs the completions.
  func finishAnimation(at finalPosition: AnimatingPosition)
  /// Resumes a paused animation on `timing` (nil: the original curve) with the remaining time
  /// scaled by `durationFactor` (0: the time left).
  func continueAnimation(with timing: TimingCurve?, durationFactor: Double)
  /// Adds a closure called once when the animation ends, with where it ended.
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)

  /// Adds a property that moves from `from` to `to` over `window` of progress; `apply` writes
  /// each value. UIKit's `addAnimations(_:)` in value form: a UIKit adapter sets `from`, then
  /// animates `apply(to)` (with keyframes for a partial window).
  ///
  /// - Returns: Whether the track was added (false while stopped).
  @discardableResult
  func addTrack<Value: Interpolatable>(
    from: Value, to: Value, window: TrackWindow, apply: @escaping (Value) -> Void
  ) -> Bool

  /// The progress on screen (0 at the initial values), in the forward sense whatever
  /// ``isReversed`` says; may leave [0, 1] during a spring's overshoot. On iOS this is read
  /// from the presentation layer.
  var presentedProgress: Double { get }
  /// The rate of ``presentedProgress`` in progress per second (0 while paused).
  var presentedVelocity: Double { get }
}
