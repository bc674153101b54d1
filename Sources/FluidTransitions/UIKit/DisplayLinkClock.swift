#if canImport(UIKit)
  import QuartzCore

  /// A ``FrameClock`` on `CADisplayLink`: one frame per display refresh, with the display link's
  /// `timestamp` and `targetTimestamp`, on `CACurrentMediaTime`'s time line. The display link
  /// runs only while someone observes the clock: it stops when the last observer is removed, or
  /// at the first frame after the last one was released without removing itself (observers are
  /// held weakly), and it is invalidated when the clock is released.
  ///
  /// On a ProMotion display the clock asks for ``highImpactFrameRateRange`` unless told
  /// otherwise: a display link that asks for nothing may be called at the system's default
  /// rate (60 Hz on iPhone) while UIKit's own animations run at up to 120 Hz.
  ///
  /// - Important: On iPhone, rates above 60 Hz need the app's Info.plist to set
  ///   `CADisableMinimumFrameDurationOnPhone` to true (Apple's "Optimizing iPhone and iPad apps
  ///   to support ProMotion displays": without it "Core Animation won't access higher frame
  ///   rates (above 60Hz)"); otherwise the request is quietly held at 60 Hz. iPad Pro needs no
  ///   key. The system may still choose any rate in the range, or below it (Low Power Mode,
  ///   heat, accessibility settings), and the clock's frames follow whatever it chooses.
  @MainActor
  public final class DisplayLinkClock: FrameClock {
    /// The range Apple's "Optimizing iPhone and iPad apps to support ProMotion displays"
    /// suggests for high-impact animations ("Tapping an item in a grid to expand to
    /// fullscreen … or sheet presentation"): 80 to 120 Hz, 120 preferred. Every transition
    /// and sheet of this library moves views across the screen under a finger or a spring.
    /// Readable from any isolation. On iPhone, see the note on `CADisableMinimumFrameDurationOnPhone`
    /// in the type's documentation.
    public nonisolated static let highImpactFrameRateRange = CAFrameRateRange(
      minimum: 80, maximum: 120, preferred: 120)

    /// The frame-rate range requested from the display; nil leaves the system default.
    /// Applied to the running display link at once. A range with a NaN or infinite bound is
    /// stored as nil.
    public var preferredFrameRateRange: CAFrameRateRange? {
      didSet {
        if let range = preferredFrameRateRange, !Self.isUsable(range) {
          preferredFrameRateRange = nil
        }
        link?.preferredFrameRateRange = preferredFrameRateRange
      }
    }

    private let observers = FrameObserverList()
    private var link: DisplayLinkHandle?

    /// Creates an idle clock that will ask for `preferredFrameRateRange`
    /// (``highImpactFrameRateRange`` unless given; nil for the system default). A range with a
    /// NaN or infinite bound counts as nil.
    public init(
      preferredFrameRateRange: CAFrameRateRange? = DisplayLinkClock.highImpactFrameRateRange
    ) {
      self.preferredFrameRateRange =
        preferredFrameRateRange.flatMap { Self.isUsable($0) ? $0 : nil }
    }

    private static func isUsable(_ range: CAFrameRateRange) -> Bool {
      range.minimum.isFinite && range.maximum.isFinite && (range.preferred.map(\.isFinite) ?? true)
    }

    /// `CACurrentMediaTime()`, in seconds.
    public var now: Double { Self.mediaTime }

    /// `CACurrentMediaTime()`, in seconds: the time line of every display link, and what the
    /// UIKit layer reads where no clock was given.
    static var mediaTime: Double { Double(CACurrentMediaTime()) }

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
      stopLinkIfUnobserved()
    }

    private func tick(timestamp: Double, targetTimestamp: Double) {
      observers.deliver(
        Frame(timestamp: timestamp, targetTimestamp: targetTimestamp), from: self)
      stopLinkIfUnobserved()
    }

    private func stopLinkIfUnobserved() {
      guard observers.count == 0 else { return }
      link?.invalidate()
      link = nil
    }
  }
#endif
