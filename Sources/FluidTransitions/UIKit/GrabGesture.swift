#if canImport(UIKit)
  import UIKit

  /// A zero-duration long press on a transition's container for the transition's lifetime: a
  /// touch anywhere grabs a running or settling transition, the finger scrubs it, and the lift
  /// releases it (the core estimates the velocity, since a long press reports none).
  ///
  /// It never keeps another gesture from recognising: UIKit's recognition is exclusive by
  /// default ("no two gestures can be recognized simultaneously"), and a press that begins at
  /// touch-down would otherwise block every tap and pan under the finger. With
  /// `cancelsTouchesInView = false` the views keep receiving their touches.
  @MainActor
  final class GrabGesture: NSObject, UIGestureRecognizerDelegate {
    private let recognizer = UILongPressGestureRecognizer()
    private weak var container: UIView?
    private weak var transition: FluidTransition?
    private var isHolding = false
    private var action: AnyObject?

    init(container: UIView, transition: FluidTransition) {
      self.container = container
      self.transition = transition
      super.init()
      recognizer.minimumPressDuration = 0
      recognizer.cancelsTouchesInView = false
      recognizer.delegate = self
      action = GestureActions.attach(recognizer) { [weak self] recognizer in
        self?.handle(recognizer)
      }
      container.addGestureRecognizer(recognizer)
    }

    /// Recognises alongside every other gesture.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }

    func remove() {
      container?.removeGestureRecognizer(recognizer)
      action = nil
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
      guard let transition, let container else { return }
      let time = transition.clock?.now ?? DisplayLinkClock.mediaTime
      switch recognizer.state {
      case .began:
        guard transition.isGrabbable else { return }
        isHolding = true
        transition.touchBegan(at: recognizer.location(in: container), time: time)
      case .changed where isHolding:
        transition.touchMoved(to: recognizer.location(in: container), time: time)
      case .ended where isHolding:
        isHolding = false
        transition.touchEnded(at: time, pointsPerSecond: nil)
      case .cancelled where isHolding, .failed where isHolding:
        isHolding = false
        transition.touchCancelled()
      default:
        break
      }
    }
  }
#endif
