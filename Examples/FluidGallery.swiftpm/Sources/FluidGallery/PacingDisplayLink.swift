#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions
  import UIKit

  /// The Pacing tab's display link: calls `tick` on every display refresh with the callback's
  /// ``DisplayLinkSample``, at the screen's full rate, until ``invalidate()``. It observes a
  /// ``DisplayLinkClock`` of its own, the library's `CADisplayLink`, which delivers each
  /// callback's `timestamp` and `targetTimestamp`.
  @MainActor
  final class PacingDisplayLink: FrameObserver {
    private let clock = DisplayLinkClock()
    private let tick: @MainActor (DisplayLinkSample) -> Void

    /// Starts a display link on the main run loop asking for `framesPerSecond` (ProMotion
    /// screens otherwise run a display link at their default rate, not their maximum).
    init(framesPerSecond: Int, tick: @escaping @MainActor (DisplayLinkSample) -> Void) {
      self.tick = tick
      let rate = Float(max(framesPerSecond, 1))
      clock.preferredFrameRateRange = CAFrameRateRange(
        minimum: rate, maximum: rate, preferred: rate)
      clock.addObserver(self)
    }

    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      tick(DisplayLinkSample(frame))
    }

    /// Stops the display link; no tick follows.
    func invalidate() {
      clock.removeObserver(self)
    }
  }
#endif
