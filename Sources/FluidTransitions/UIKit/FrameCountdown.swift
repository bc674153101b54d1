#if canImport(UIKit)
  /// Runs a closure once a clock has delivered a number of frames, then stops observing it:
  /// a wait for the display that needs no timer ("by the second frame after now"). Releasing
  /// the countdown cancels it.
  @MainActor
  final class FrameCountdown: FrameObserver {
    private let clock: any FrameClock
    private var framesLeft: Int
    private var action: (() -> Void)?

    /// Starts counting `frames` frames of `clock` (at least one), then calls `action`.
    init(frames: Int, on clock: any FrameClock, _ action: @escaping () -> Void) {
      self.clock = clock
      framesLeft = max(frames, 1)
      self.action = action
      clock.addObserver(self)
    }

    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      framesLeft -= 1
      guard framesLeft <= 0, let action else { return }
      self.action = nil
      clock.removeObserver(self)
      action()
    }

    /// Stops counting without calling the action.
    func cancel() {
      action = nil
      clock.removeObserver(self)
    }
  }
#endif
