#if canImport(UIKit)
  import FluidPacing
  import UIKit

  /// The Pacing tab's display link: calls `tick` on every display refresh with the callback's
  /// ``DisplayLinkSample``, at the screen's full rate, until ``invalidate()``.
  ///
  /// `CADisplayLink` retains its target, so the target is a small object holding only the
  /// closure, and the link is invalidated (releasing it) when the run ends.
  @MainActor
  final class PacingDisplayLink {
    private let link: CADisplayLink

    /// Starts a display link on the main run loop asking for `framesPerSecond` (ProMotion
    /// screens otherwise run a display link at their default rate, not their maximum).
    init(framesPerSecond: Int, tick: @escaping @MainActor (DisplayLinkSample) -> Void) {
      let deliver: (CADisplayLink) -> Void = { link in
        let sample = DisplayLinkSample(
          timestamp: Double(link.timestamp), targetTimestamp: Double(link.targetTimestamp))
        MainActor.assumeIsolated { tick(sample) }
      }
      #if canImport(ObjectiveC)
        link = CADisplayLink(target: Target(deliver), selector: #selector(Target.step(_:)))
      #else
        link = CADisplayLink(shimCallback: deliver)
      #endif
      let rate = Float(max(framesPerSecond, 1))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
      link.add(to: .main, forMode: .common)
    }

    /// Stops the display link; no tick follows.
    func invalidate() {
      link.invalidate()
    }

    #if canImport(ObjectiveC)
      /// The display link's target: `CADisplayLink` calls a selector, not a closure.
      private final class Target: NSObject {
        let deliver: (CADisplayLink) -> Void

        init(_ deliver: @escaping (CADisplayLink) -> Void) {
          self.deliver = deliver
        }

        @objc func step(_ link: CADisplayLink) {
          deliver(link)
        }
      }
    #endif
  }
#endif
