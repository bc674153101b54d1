#if canImport(UIKit)
  import QuartzCore

  /// A ``FrameClock`` on `CADisplayLink`: one frame per display refresh, with the display link's
  /// `timestamp` and `targetTimestamp`, on `CACurrentMediaTime`'s time line. The display link
  /// runs only while someone observes the clock.
  @MainActor
  public final class DisplayLinkClock: FrameClock {
    /// The frame-rate range requested from the display (ProMotion); nil leaves the system
    /// default. Applied when the display link starts. A range with a NaN or infinite bound is
    /// stored as nil.
    public var preferredFrameRateRange: CAFrameRateRange? {
      didSet {
        if let range = preferredFrameRateRange,
          !range.minimum.isFinite || !range.maximum.isFinite
            || !(range.preferred.map(\.isFinite) ?? true)
        {
          preferredFrameRateRange = nil
        }
      }
    }

    private let observers = FrameObserverList()
    private var link: DisplayLinkHandle?

    /// Creates an idle clock.
    public init() {}

    /// `CACurrentMediaTime()`, in seconds.
    public var now: Double { Double(CACurrentMediaTime()) }

    /// Starts delivering frames to `observer`, starting the display link if needed.
    public func addObserver(_ observer: any FrameObserver) {
      observers.add(observer)
      guard link == nil else { return }
      link = DisplayLinkHandle.start(preferredFrameRateRange: preferredFrameRateRange) {
        [weak self] timestamp, targetTimestamp in
        self?.tick(timestamp: timestamp, targetTimestamp: targetTimestamp)
      }
    }

    /// Stops delivering frames to `observer`; the display link stops with the last observer.
    public func removeObserver(_ observer: any FrameObserver) {
      observers.remove(observer)
      if observers.count == 0 {
        link?.invalidate()
        link = nil
      }
    }

    private func tick(timestamp: Double, targetTimestamp: Double) {
      observers.deliver(
        Frame(timestamp: timestamp, targetTimestamp: targetTimestamp), from: self)
    }
  }
#endif
