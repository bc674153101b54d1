#if canImport(UIKit)
  import UIKit

  /// A target added to a gesture recogniser for as long as the registration lasts: ``remove()``
  /// takes it off, and so does releasing the registration (on the main thread), so a recogniser
  /// that outlives its owner never sends its action to a target that is gone (a recogniser
  /// does not retain its targets).
  final class GestureTargetRegistration: Sendable {
    nonisolated(unsafe) private weak var recognizer: UIGestureRecognizer?
    /// Kept alive until it is removed from the recogniser.
    nonisolated(unsafe) private var target: AnyObject?

    /// Makes `recognizer` call `handler` with itself.
    @MainActor
    init(
      _ recognizer: UIGestureRecognizer,
      _ handler: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
      self.recognizer = recognizer
      target = GestureActions.attach(recognizer, handler)
    }

    deinit {
      guard target != nil else { return }
      Removal(recognizer: recognizer, target: target).onMainThread()
    }

    /// Takes the target off the recogniser.
    @MainActor
    func remove() {
      if let target, let recognizer { recognizer.removeTarget(target, action: ActionTarget.action) }
      target = nil
    }

    /// A removal left for the main thread.
    private final class Removal: Sendable {
      nonisolated(unsafe) private weak var recognizer: UIGestureRecognizer?
      nonisolated(unsafe) private let target: AnyObject?

      init(recognizer: UIGestureRecognizer?, target: AnyObject?) {
        self.recognizer = recognizer
        self.target = target
      }

      func onMainThread() {
        MainQueueWork.run { self.run() }
      }

      @MainActor
      private func run() {
        if let target, let recognizer {
          recognizer.removeTarget(target, action: ActionTarget.action)
        }
      }
    }
  }
#endif
