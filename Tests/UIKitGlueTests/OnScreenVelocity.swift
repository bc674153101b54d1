import FluidTransitions
import UIKit

/// The velocity a running transition shows on screen: its progress sampled over a few frames
/// of the run loop, differenced over the last frame, known to within its change from the frame
/// before (a curve accelerates between two frames) plus 1 %.
@MainActor
struct OnScreenVelocity {
  /// The progress shown after each frame.
  var shown: [Double]
  /// Progress per second over the last frame.
  var velocity: Double
  /// How far the velocity at the last frame's end may differ from `velocity`.
  var tolerance: Double

  /// Samples `progress` after each of `frames` (at least 3) frames; `eachFrame` runs after each
  /// sample.
  init(frames: Int = 12, progress: () -> Double, eachFrame: () -> Void = {}) {
    shown = []
    for _ in 0..<max(frames, 3) {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(progress())
      eachFrame()
    }
    let interval = ShimRunLoop.frameInterval
    let count = shown.count
    velocity = (shown[count - 1] - shown[count - 2]) / interval
    let before = (shown[count - 2] - shown[count - 3]) / interval
    tolerance = abs(velocity - before) + 0.01 * abs(velocity)
  }
}
