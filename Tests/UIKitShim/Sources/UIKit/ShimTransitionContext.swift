// Shim-only: UIKit's private transition machinery as the simulated containers use it — the
// context (`UIViewControllerContextTransitioning`), the coordinator, and a record of every
// transition and every breach of the documented contract. Nothing here is Apple API.

/// Shim-only: what UIKit would print to the console about misuse (unbalanced calls, calls in
/// the wrong state, requests it drops), and a record of every transition it ran. Tests assert
/// that no message was logged.
@MainActor
public enum ShimConsole {
  /// The messages logged, oldest first.
  public private(set) static var messages: [String] = []
  /// One record per transition the simulated containers ran, oldest first.
  public private(set) static var transitions: [ShimTransitionRecord] = []

  /// Logs `message`.
  public static func log(_ message: String) {
    messages.append(message)
  }

  static func record(_ record: ShimTransitionRecord) {
    transitions.append(record)
  }

  /// Forgets every message and record.
  public static func reset() {
    messages = []
    transitions = []
  }
}

/// Shim-only: what happened in one transition, kept after the transition's objects are gone.
@MainActor
public final class ShimTransitionRecord {
  /// "push", "pop", "present", "dismiss", "tab".
  public let operation: String
  /// Whether the app's animation controller ran it (false: UIKit's own).
  public let isCustom: Bool
  /// Every call the animation and interaction controllers made on the context, in order.
  public internal(set) var calls: [String] = []
  /// The arguments of every `completeTransition(_:)`.
  public internal(set) var completions: [Bool] = []
  /// Every breach of the context's documented contract.
  public internal(set) var breaches: [String] = []
  /// How UIKit started it: "animateTransition" or "startInteractiveTransition".
  public internal(set) var start = ""
  /// For UIKit's own interactive pop, the system gesture that drives it: "edge" (the back
  /// swipe, `interactivePopGestureRecognizer`) or "content" (iOS 26's content back swipe,
  /// `interactiveContentPopGestureRecognizer`); nil otherwise.
  public internal(set) var systemGesture: String?
  /// Whether the transition is over (completed or cancelled).
  public var isFinished: Bool { !completions.isEmpty }

  init(operation: String, isCustom: Bool) {
    self.operation = operation
    self.isCustom = isCustom
  }
}

/// Shim-only: UIKit's transition context. It records every call in its ``record`` and checks
/// the contract Apple documents (`updateInteractiveTransition`, `finish`/`cancel` only while
/// interactive, `pauseInteractiveTransition` only while not, `completeTransition` exactly once,
/// with `!transitionWasCancelled`); when the transition completes it hands over to the container
/// that made it.
@MainActor
public final class ShimTransitionContext: NSObject, UIViewControllerContextTransitioning {
  public let containerView: UIView
  public let isAnimated: Bool
  public internal(set) var isInteractive = false
  public private(set) var transitionWasCancelled = false
  public let presentationStyle: UIModalPresentationStyle
  public var targetTransform: CGAffineTransform { .identity }

  /// The record this context writes.
  public let record: ShimTransitionRecord
  /// The last percentage the interaction reported.
  public private(set) var percentComplete: CGFloat = 0

  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  var onComplete: ((Bool) -> Void)?
  var onInteractionChange: ((_ isInteractive: Bool) -> Void)?

  init(
    record: ShimTransitionRecord, container: UIView, animated: Bool,
    presentationStyle: UIModalPresentationStyle,
    from: (controller: UIViewController, view: UIView?, initial: CGRect, final: CGRect),
    to: (controller: UIViewController, view: UIView?, initial: CGRect, final: CGRect)
  ) {
    self.record = record
    containerView = container
    isAnimated = animated
    self.presentationStyle = presentationStyle
    controllers = [.from: from.controller, .to: to.controller]
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = from.view
    views[.to] = to.view
    self.views = views
    let zero = ShimBehaviour.read.contextFrames == .zero
    initialFrames = [
      ObjectIdentifier(from.controller): zero ? .zero : from.initial,
      ObjectIdentifier(to.controller): zero ? .zero : to.initial,
    ]
    finalFrames = [
      ObjectIdentifier(from.controller): zero ? .zero : from.final,
      ObjectIdentifier(to.controller): zero ? .zero : to.final,
    ]
    super.init()
  }

  private func note(_ call: String) {
    record.calls.append(call)
  }

  private func breach(_ message: String) {
    record.breaches.append(message)
    ShimConsole.log("transition context (\(record.operation)): \(message)")
  }

  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    note("updateInteractiveTransition")
    guard !record.isFinished else { return breach("updateInteractiveTransition after completion") }
    guard isInteractive else { return breach("updateInteractiveTransition while not interactive") }
    guard percentComplete.isFinite else { return breach("updateInteractiveTransition(NaN or ∞)") }
    self.percentComplete = percentComplete
  }

  public func finishInteractiveTransition() {
    note("finishInteractiveTransition")
    guard !record.isFinished else { return breach("finishInteractiveTransition after completion") }
    guard isInteractive else { return breach("finishInteractiveTransition while not interactive") }
    isInteractive = false
    transitionWasCancelled = false
    onInteractionChange?(false)
  }

  public func cancelInteractiveTransition() {
    note("cancelInteractiveTransition")
    guard !record.isFinished else { return breach("cancelInteractiveTransition after completion") }
    guard isInteractive else { return breach("cancelInteractiveTransition while not interactive") }
    isInteractive = false
    transitionWasCancelled = true
    onInteractionChange?(false)
  }

  public func pauseInteractiveTransition() {
    note("pauseInteractiveTransition")
    guard !record.isFinished else { return breach("pauseInteractiveTransition after completion") }
    guard !isInteractive else { return breach("pauseInteractiveTransition while interactive") }
    isInteractive = true
    onInteractionChange?(true)
  }

  public func completeTransition(_ didComplete: Bool) {
    note("completeTransition")
    record.completions.append(didComplete)
    guard record.completions.count == 1 else { return breach("completeTransition called again") }
    if isInteractive { breach("completeTransition while interactive") }
    if didComplete == transitionWasCancelled {
      breach(
        "completeTransition(\(didComplete)) but transitionWasCancelled is \(transitionWasCancelled)"
      )
    }
    let handler = onComplete
    onComplete = nil
    onInteractionChange = nil
    handler?(didComplete)
  }

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  {
    controllers[key]
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    views[key]
  }

  public func initialFrame(for vc: UIViewController) -> CGRect {
    initialFrames[ObjectIdentifier(vc)] ?? .zero
  }

  public func finalFrame(for vc: UIViewController) -> CGRect {
    finalFrames[ObjectIdentifier(vc)] ?? .zero
  }
}

/// Shim-only: UIKit's transition coordinator for one transition: alongside animations and
/// completions.
@MainActor
final class ShimTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  unowned let context: ShimTransitionContext
  let duration: TimeInterval
  private(set) var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private(set) var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Set once UIKit has the transition's interruptible animator: alongside animations added
  /// later go straight to it.
  var animator: (any UIViewImplicitlyAnimating)?

  init(context: ShimTransitionContext, duration: TimeInterval) {
    self.context = context
    self.duration = duration
    super.init()
  }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  var initiallyInteractive: Bool { context.record.start == "startInteractiveTransition" }
  var isInterruptible: Bool { animator != nil }
  var isInteractive: Bool { context.isInteractive }
  var isCancelled: Bool { context.transitionWasCancelled }
  var transitionDuration: TimeInterval { duration }
  var percentComplete: CGFloat { context.percentComplete }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var containerView: UIView { context.containerView }
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    context.view(forKey: key)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if let animator {
      animator.addAnimations { [unowned self] in animation(self) }
    } else {
      alongside.append(animation)
    }
    return true
  }

  /// Hands the pending alongside animations to `animator`, or, without one, runs them at once.
  func flushAlongside(to animator: (any UIViewImplicitlyAnimating)?) {
    self.animator = animator
    let pending = alongside
    alongside = []
    for animation in pending {
      if let animator {
        animator.addAnimations { [unowned self] in animation(self) }
      } else {
        UIView.performWithoutAnimation { animation(self) }
      }
    }
  }

  func runCompletions() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
