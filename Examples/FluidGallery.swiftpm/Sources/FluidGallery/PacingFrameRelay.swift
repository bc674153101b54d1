#if canImport(UIKit)
  import FluidTransitions
  import QuartzCore

  /// The clock the Pacing tab gives the ``TransitionEngine/displayLink`` engine: it delivers a
  /// frame only when the tab's own display-link callback hands one over, so the library's work
  /// for that frame runs inside the callback, where the tab times it.
  ///
  /// ``now`` is `CACurrentMediaTime()`, the time line of the display link's timestamps: the
  /// animator starts and retargets its springs at ``now`` and samples them at the frames'
  /// target timestamps, so the two must agree. (The tab's injectable clock only times the
  /// library's work; it is not this one.)
  @MainActor
  final class PacingFrameRelay: FrameClock {
    /// A weakly held observer, as ``FrameClock`` requires.
    private struct Entry {
      weak var observer: (any FrameObserver)?
    }

    private var entries: [Entry] = []

    var now: Double { Double(CACurrentMediaTime()) }

    func addObserver(_ observer: any FrameObserver) {
      entries.removeAll { $0.observer == nil }
      guard !entries.contains(where: { $0.observer === observer }) else { return }
      entries.append(Entry(observer: observer))
    }

    func removeObserver(_ observer: any FrameObserver) {
      entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Delivers `frame` to every observer; a copy of the list is walked, so observers may add
    /// or remove themselves from inside the callback.
    func deliver(_ frame: Frame) {
      for entry in entries {
        entry.observer?.clock(self, didProduce: frame)
      }
    }
  }
#endif
