#if canImport(UIKit)
  import UIKit

  /// The glue of a `RefusedDismissalDrag`: while a dismissal gesture's pan that began refused
  /// goes on, the presented view is translated by the drag's rubber-banded offset; when the pan
  /// ends it springs back on the release policy's spring, and `onEnd` hears whether the release
  /// would have dismissed (a cancelled pan never would).
  @MainActor
  final class RefusedDismissalFollower {
    private let drag: RefusedDismissalDrag
    private let policy: ReleasePolicy
    private weak var view: UIView?
    /// The view whose coordinates the finger is measured in (the container).
    private weak var space: UIView?
    /// The presented view's transform before the drag, which it springs back to.
    private let restingTransform: CGAffineTransform
    private var registration: GestureTargetRegistration?
    private var onEnd: ((Bool) -> Void)?

    /// Starts following `recognizer`, which has just begun, with `view`.
    init(
      drag: RefusedDismissalDrag, policy: ReleasePolicy, recognizer: UIPanGestureRecognizer,
      view: UIView, space: UIView, onEnd: @escaping (Bool) -> Void
    ) {
      self.drag = drag
      self.policy = policy
      self.view = view
      self.space = space
      restingTransform = view.transform
      self.onEnd = onEnd
      registration = GestureTargetRegistration(recognizer) { [weak self] recognizer in
        self?.handle(recognizer)
      }
      follow(recognizer)
    }

    /// A dismissal begins after all: the view is put back at once and nothing is told.
    func cancel() {
      registration?.remove()
      registration = nil
      onEnd = nil
      view?.transform = restingTransform
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      switch pan.state {
      case .began, .changed:
        follow(pan)
      case .ended:
        let translation = pan.translation(in: space)
        let velocity = pan.velocity(in: space)
        end(
          isAttempt: drag.isAttempt(
            translation: Vector(dx: Double(translation.x), dy: Double(translation.y)),
            velocity: Vector(dx: Double(velocity.x), dy: Double(velocity.y)), policy: policy))
      case .cancelled, .failed:
        end(isAttempt: false)
      default:
        break
      }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
      guard let view else { return }
      let translation = pan.translation(in: space)
      let offset = drag.offset(
        forTranslation: Vector(dx: Double(translation.x), dy: Double(translation.y)))
      // The resting transform followed by the offset's translation.
      let resting = restingTransform
      view.transform = CGAffineTransform(
        a: resting.a, b: resting.b, c: resting.c, d: resting.d,
        tx: resting.tx + CGFloat(offset.dx), ty: resting.ty + CGFloat(offset.dy))
    }

    private func end(isAttempt: Bool) {
      registration?.remove()
      registration = nil
      if let view {
        let resting = restingTransform
        let spring = policy.spring
        let animator = UIViewPropertyAnimator(
          duration: spring.settlingDuration,
          timingParameters: TimingCurve.spring(spring).uiTimingParameters)
        animator.addAnimations { [weak view] in view?.transform = resting }
        animator.startAnimation()
      }
      let onEnd = self.onEnd
      self.onEnd = nil
      onEnd?(isAttempt)
    }
  }
#endif
