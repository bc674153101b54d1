#if canImport(UIKit)
  import UIKit

  /// Main-actor work that must run on the main queue: work asked for from a `deinit`, which
  /// runs wherever the last reference went away, and work that must wait until the code
  /// running now (SwiftUI's update) has returned.
  enum MainQueueWork {
    /// Runs `work` on the main actor: at once on the main thread (where UIKit releases its
    /// views and controllers), otherwise as soon as the main queue runs, in the order asked.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
      if Thread.isMainThread {
        MainActor.assumeIsolated { work() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
      }
    }

    /// Runs `work` on the main queue's next turn, after the code running now has returned,
    /// without waiting for a frame.
    @MainActor
    static func runOnNextTurn(_ work: @escaping @MainActor @Sendable () -> Void) {
      nextTurn(work)
    }

    /// Where ``runOnNextTurn(_:)`` sends work: the main dispatch queue. The glue suite sends it
    /// to its simulated run loop's next turn instead (through `@testable import`), so that tests
    /// can run that turn.
    @MainActor static var nextTurn: (@escaping @MainActor @Sendable () -> Void) -> Void =
      { work in DispatchQueue.main.async { MainActor.assumeIsolated { work() } } }
  }
#endif
