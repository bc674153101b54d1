// Shim-only: how UIKit runs one transition with an animation controller and an optional
// interaction controller, and UIKit's own animations for containers whose delegate returns no
// animation controller. Nothing here is Apple API.

/// Shim-only: the object UIKit's default `interruptibleAnimator(using:)` stands for: an
/// animation controller that does not implement the optional method returns it, and UIKit then
/// treats the transition as not interruptible.
@MainActor
final class ShimUnimplementedAnimator: NSObject, UIViewImplicitlyAnimating {
  static let shared = ShimUnimplementedAnimator()
  var state: UIViewAnimatingState { .inactive }
  var isRunning: Bool { false }
  var isReversed = false
  var fractionComplete: CGFloat = 0
  func startAnimation() {}
  func startAnimation(afterDelay delay: TimeInterval) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
  func addAnimations(_ animation: @escaping () -> Void) {}
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}

/// Shim-only: one transition as UIKit runs it: it asks for the duration, starts the transition
/// on the animation or interaction controller (as `ShimBehaviour` says where Apple is silent),
/// asks for the interruptible animator and hands it the coordinator's alongside animations, and
/// when the context completes, lets the container finish, calls `animationEnded(_:)` and the
/// coordinator's completions.
@MainActor
final class ShimTransitionRun {
  let context: ShimTransitionContext
  let coordinator: ShimTransitionCoordinator
  private(set) var animationController: (any UIViewControllerAnimatedTransitioning)?
  private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?
  private var interruptibleAnimator: (any UIViewImplicitlyAnimating)?
  private var finish: ((Bool) -> Void)?

  /// `finish` is the container's bookkeeping once the context completes (stack, views, state).
  init(
    context: ShimTransitionContext,
    animationController: any UIViewControllerAnimatedTransitioning,
    interactionController: (any UIViewControllerInteractiveTransitioning)?,
    finish: @escaping (Bool) -> Void
  ) {
    self.context = context
    self.animationController = animationController
    self.interactionController = interactionController
    self.finish = finish
    let duration = animationController.transitionDuration(using: context)
    coordinator = ShimTransitionCoordinator(
      context: context, duration: duration.isFinite ? max(duration, 0) : 0)
    ShimConsole.record(context.record)
  }

  /// Starts the transition; `onEnd` runs after everything UIKit does at the end.
  func start(onEnd: @escaping () -> Void) {
    context.onComplete = { [weak self] completed in
      self?.end(completed)
      onEnd()
    }
    context.onInteractionChange = { [weak self] _ in
      if ShimBehaviour.read.interruptibleAnimatorRequest != .never { self?.requestAnimator() }
    }
    guard let animationController else { return }
    if let interactionController {
      // Apple: "If there is an interaction controller its startInteractiveTransition: is called
      // first"; with `wantsInteractiveStart == false` the context is not interactive.
      context.isInteractive = interactionController.wantsInteractiveStart
      context.record.start = "startInteractiveTransition"
      interactionController.startInteractiveTransition(context)
    } else {
      context.record.start = "animateTransition"
      animationController.animateTransition(using: context)
    }
    if ShimBehaviour.read.interruptibleAnimatorRequest == .afterStart {
      requestAnimator()
    } else {
      // UIKit runs the alongside animations without the transition's animator.
      coordinator.flushAlongside(to: nil)
    }
  }

  /// Asks for the interruptible animator (UIKit does at the start and whenever the interaction
  /// changes) and checks it is the same instance every time.
  private func requestAnimator() {
    guard let animationController, !context.record.isFinished else { return }
    let animator = animationController.interruptibleAnimator(using: context)
    if animator is ShimUnimplementedAnimator {
      coordinator.flushAlongside(to: nil)
      return
    }
    if let interruptibleAnimator, interruptibleAnimator !== animator {
      context.record.breaches.append("interruptibleAnimator(using:) returned another instance")
      ShimConsole.log("interruptibleAnimator(using:) returned a different animator")
    }
    if interruptibleAnimator == nil {
      if animator.state == .stopped {
        ShimConsole.log("interruptibleAnimator(using:) returned a stopped animator")
      }
      interruptibleAnimator = animator
      coordinator.flushAlongside(to: animator)
    }
  }

  private func end(_ completed: Bool) {
    let finish = self.finish
    self.finish = nil
    if ShimBehaviour.read.animationEndedTiming == .beforeContainerBookkeeping {
      animationController?.animationEnded(completed)
      finish?(completed)
    } else {
      finish?(completed)
      animationController?.animationEnded(completed)
    }
    coordinator.runCompletions()
    animationController = nil
    interactionController = nil
    interruptibleAnimator = nil
  }
}

/// Shim-only: UIKit's own transition animation, used when a container's delegate returns no
/// animation controller: the arriving view slides in over `duration` on a property animator
/// (or the departing one slides out, for backward operations), interruptible like any other.
@MainActor
final class ShimSystemAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isForward: Bool
  let duration: TimeInterval = 0.35
  private var animator: UIViewPropertyAnimator?

  init(isForward: Bool) {
    self.isForward = isForward
    super.init()
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let container = transitionContext.containerView
    let width = container.bounds.width
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
    if let toView {
      let final = transitionContext.viewController(forKey: .to).map {
        transitionContext.finalFrame(for: $0)
      }
      toView.frame = (final.map { $0.isEmpty } ?? true) ? container.bounds : final ?? .zero
      if isForward {
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
      } else if let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, at: 0)
      }
    }
    let isForward = self.isForward
    animator.addAnimations {
      if isForward {
        toView?.transform = .identity
      } else {
        fromView?.transform = CGAffineTransform(translationX: width, y: 0)
      }
    }
    animator.addCompletion { position in
      toView?.transform = .identity
      fromView?.transform = .identity
      let completed = position == .end
      if completed { fromView?.removeFromSuperview() } else { toView?.removeFromSuperview() }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}

/// Shim-only: UIKit's own interactive pop under the system back swipe: the recogniser's
/// horizontal translation over the container's width is the progress; at the end it finishes
/// past half the width or with a rightward flick, and cancels otherwise.
@MainActor
final class ShimSystemPopInteraction: NSObject, UIViewControllerInteractiveTransitioning {
  weak var recognizer: UIPanGestureRecognizer?
  private var context: (any UIViewControllerContextTransitioning)?
  private var animator: (any UIViewImplicitlyAnimating)?
  private weak var animationController: ShimSystemAnimator?

  init(recognizer: UIPanGestureRecognizer, animationController: ShimSystemAnimator) {
    self.recognizer = recognizer
    self.animationController = animationController
    super.init()
  }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    let animator = animationController?.interruptibleAnimator(using: transitionContext)
    animator?.pauseAnimation()
    self.animator = animator
    update()
  }

  /// Follows the recogniser.
  func update() {
    guard let recognizer, let context, context.isInteractive else { return }
    let width = max(context.containerView.bounds.width, 1)
    let progress = min(max(recognizer.translation(in: context.containerView).x / width, 0), 1)
    animator?.fractionComplete = progress
    context.updateInteractiveTransition(progress)
  }

  /// The finger lifted (or the gesture was cancelled).
  func end(cancelled: Bool) {
    guard let context, context.isInteractive, let animator else { return }
    let width = max(context.containerView.bounds.width, 1)
    let translation = recognizer?.translation(in: context.containerView).x ?? 0
    let velocity = recognizer?.velocity(in: context.containerView).x ?? 0
    let finishes = !cancelled && (translation > width / 2 || velocity > 300)
    if finishes {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    animator.isReversed = !finishes
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    self.context = nil
  }
}

/// Shim-only: UIKit ignoring interaction events app-wide while it runs a presentation or
/// dismissal that `ShimBehaviour.interactionEventsDuringPresentation` says it guards (developers
/// report `beginIgnoringInteractionEvents` from the start of such a transition to its end;
/// Apple does not document it). While events are ignored, a finger that lands reaches no
/// gesture recogniser (`UIWindow.shimTouchDown(at:)`), and a recogniser that has not begun
/// cannot begin or recognise: `UIGestureRecognizer.shimSetState(_:)` fails it, as a touch that
/// never arrived. Recognisers already under way go on.
@MainActor
public enum ShimInteractionEvents {
  /// The runs that ignore events, held weakly: a run that is over, or freed with the
  /// controllers of a test that left it unfinished, ignores nothing.
  private static var guardedRuns: [ShimWeakRun] = []

  /// Whether UIKit ignores interaction events now.
  public static var areIgnored: Bool {
    guardedRuns.removeAll { $0.run?.context.record.isFinished ?? true }
    return !guardedRuns.isEmpty
  }

  /// Whether UIKit ignores events during a presentation or dismissal run with
  /// `interactionController`.
  static func areIgnored(
    during interactionController: (any UIViewControllerInteractiveTransitioning)?
  ) -> Bool {
    switch ShimBehaviour.read.interactionEventsDuringPresentation {
    case .ignoredWithoutInteractionController:
      interactionController == nil
    case .ignoredUnlessInteractiveAtStart:
      !(interactionController?.wantsInteractiveStart ?? false)
    case .delivered:
      false
    }
  }

  /// Ignores events until `run` is over.
  static func ignore(during run: ShimTransitionRun) {
    guardedRuns.append(ShimWeakRun(run: run))
  }
}

/// Shim-only: a weak reference to a run.
@MainActor
private struct ShimWeakRun {
  weak var run: ShimTransitionRun?
}
