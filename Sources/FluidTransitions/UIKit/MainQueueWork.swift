#if canImport(UIKit)
  import UIKit

  /// Main-actor work asked for from a `deinit`, which runs wherever the last reference went
  /// away: at once on the main thread (where UIKit releases its views and controllers),
  /// otherwise as soon as the main queue runs, in the order asked.
  enum MainQueueWork {
    /// Runs `work` on the main actor, at once on the main thread.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { work() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
      }
    }
  }
#endif
