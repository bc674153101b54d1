/// The brain of one transition: starts it, lets a finger grab it at any moment, scrub it,
/// reverse it and release it into a spring that starts at the finger's velocity, and ends it
/// with exactly one `completeTransition(_:)`.
///
/// The driver talks to the animation only through ``Animating`` and to UIKit only through
/// ``TransitionContext``, so the same code runs headless (``FluidAnimator``,
/// ``RecordingTransitionContext``, ``SceneNode``s) and inside UIKit.
///
/// **Grab** (``touchDown(_:)``, legal while animating, interacting or settling): pause the
/// animator, and only then read its progress, so there is no jump even mid-spring or
/// mid-overshoot; make the context interactive again.
/// **Scrub** (``touchMoved(_:)``): progress = progress at grab + the finger's translation
/// through the ``InteractionMapping``, rubber-banded beyond 0 and 1 when
/// ``Configuration/rubberBand`` is set; `updateInteractiveTransition` with the value clamped to
/// [0, 1].
/// **Release** (``touchUp(_:velocity:)``): the ``ReleasePolicy`` decides from the projected
/// progress; `finishInteractiveTransition` or `cancelInteractiveTransition` (with
/// `isReversed` for a cancel); then `continueAnimation` with the policy's spring and an initial
/// velocity of the finger's progress velocity over the signed remaining distance, so every
/// track leaves the finger at the finger's speed.
/// **Completion**: the plan's cleanup, then `completeTransition(!cancelled)` once (so the views
/// are in their final places when UIKit takes over), and every reference (animator, nodes,
/// context) released.
///
/// Calls in the wrong phase are ignored and reported through ``onDiagnostic``; none crashes.
@MainActor
public final class TransitionDriver {
  /// How the driver maps touches and releases. Each part is a value that applies its own
  /// bad-input rules, whether passed to the initialiser or assigned.
  public struct Configuration: Sendable {
    /// Touches to progress.
    public var interaction: InteractionMapping
    /// Finish or cancel, and the settling spring.
    public var releasePolicy: ReleasePolicy
    /// Resistance beyond progress 0 and 1 while scrubbing, in progress units (dimension 1:
    /// a whole extra distance of travel approaches one more distance of overshoot); nil clamps
    /// progress to [0, 1] instead.
    public var rubberBand: RubberBand?
    /// A node that follows the finger while it holds the transition (the zoom snapshot, for
    /// ``Interaction/zoomDrag``): a translation keeps its planned centre under the finger, and
    /// eases back to nothing as the release settles. Its transform must not be animated by the
    /// plan.
    public var followingRole: NodeRole?

    /// Creates a configuration; rubber-banding is on by default, with iOS's coefficient.
    public init(
      interaction: InteractionMapping,
      releasePolicy: ReleasePolicy = ReleasePolicy(),
      rubberBand: RubberBand? = RubberBand(dimension: 1),
      followingRole: NodeRole? = nil
    ) {
      self.interaction = interaction
      self.releasePolicy = releasePolicy
      self.rubberBand = rubberBand
      self.followingRole = followingRole
    }
  }

  /// The phase of the transition.
  public private(set) var phase: TransitionPhase = .idle
  /// The plan being run.
  public let plan: TransitionPlan
  /// The configuration.
  public var configuration: Configuration
  /// Receives every grab, release and completion.
  public var onEvent: (TransitionEvent) -> Void = { _ in }
  /// Receives a one-line explanation for each ignored call.
  public var onDiagnostic: (String) -> Void = { _ in }

  /// The animator, until the transition ends.
  public private(set) var animator: (any Animating)?
  private var context: (any TransitionContext)?
  private var stage: TransitionStage?

  private var tracker = VelocityTracker()
  private var dragOrigin: Point?
  /// Unbanded progress at the grab: the finger's translation is added to this.
  private var dragStartProgress: Double = 0
  /// The progress last set while scrubbing.
  private var scrubbedProgress: Double = 0
  /// The finger-following node, its translation and its planned centre when grabbed.
  private var follower: (node: any TransitionNode, base: Vector, anchor: Point)?

  /// Creates a driver for one transition.
  ///
  /// - Parameters:
  ///   - plan: What to do.
  ///   - stage: The nodes, by role.
  ///   - context: UIKit's transition context, or a recording one.
  ///   - animator: The animator that runs the plan: a fresh, inactive animator (a
  ///     ``FluidAnimator`` with the plan's duration and curve, or UIKit's). The driver adds the
  ///     plan's tracks and its completion.
  ///   - configuration: Touch mapping, release policy and rubber band.
  public init(
    plan: TransitionPlan,
    stage: TransitionStage,
    context: any TransitionContext,
    animator: any Animating,
    configuration: Configuration
  ) {
    self.plan = plan
    self.stage = stage
    self.context = context
    self.animator = animator
    self.configuration = configuration
  }

  /// Creates a driver whose animator is a ``FluidAnimator`` on `clock` with the plan's
  /// duration and curve.
  public convenience init(
    plan: TransitionPlan,
    stage: TransitionStage,
    context: any TransitionContext,
    clock: any FrameClock,
    configuration: Configuration
  ) {
    self.init(
      plan: plan, stage: stage, context: context,
      animator: FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock),
      configuration: configuration)
  }

  /// The progress on screen, in the forward sense (0 before any start).
  public var presentedProgress: Double { animator?.presentedProgress ?? finalProgress }

  private var finalProgress: Double {
    if case .finished(let completed) = phase { return completed ? 1 : 0 }
    return 0
  }

  // MARK: - Starting

  /// Starts the transition running by itself (UIKit's `animateTransition(using:)`); it can be
  /// grabbed at any time.
  public func startAnimated() {
    guard prepare(call: "startAnimated()") else { return }
    animator?.startAnimation()
    phase = .animating
  }

  /// Runs the transition to its end at once: the plan's setup, its end state, its completion
  /// cleanup and `completeTransition(true)`, with no animation in between (UIKit's transitions
  /// with `isAnimated == false`, such as `present(_:animated: false)` of a custom
  /// presentation, which still calls `animateTransition(using:)`).
  public func completeWithoutAnimation() {
    guard prepare(call: "completeWithoutAnimation()") else { return }
    phase = .animating
    animator?.startAnimation()
    animator?.stopAnimation(false)
    animator?.finishAnimation(at: .end)
  }

  /// Starts the transition paused at 0 under a finger's control (UIKit's
  /// `startInteractiveTransition(_:)`); the touches that follow drive it.
  public func startInteractive() {
    startInteractive(atProgress: 0)
  }

  /// Starts the transition paused at `progress` (clamped to [0, 1]; NaN and infinities count
  /// as 0), for a gesture that was already under way when the transition began: a sheet
  /// dragged below its smallest detent hands its position to the dismissal this way, and then
  /// its velocity with ``finish(withVelocity:)``.
  public func startInteractive(atProgress progress: Double) {
    guard prepare(call: "startInteractive()"), let animator else { return }
    animator.pauseAnimation()
    let progress = progress.isFinite ? progress.clamped(to: 0...1, nanReplacement: 0) : 0
    if progress != 0 {
      animator.fractionComplete = progress
      context?.updateInteractiveTransition(progress)
    }
    dragStartProgress = progress
    scrubbedProgress = progress
    phase = .interacting
  }

  private func prepare(call: String) -> Bool {
    guard case .idle = phase, let animator, let stage else {
      onDiagnostic("\(call) ignored: the transition has already started")
      return false
    }
    stage.perform(plan.setup)
    stage.install(plan.tracks, on: animator)
    animator.addCompletion { [weak self] position in
      self?.animatorDidComplete(at: position)
    }
    if let recording = context as? RecordingTransitionContext {
      recording.animator = animator
    }
    return true
  }

  // MARK: - Touches

  /// A finger touches down: grabs the transition where it is on screen.
  public func touchDown(_ touch: TouchSample) {
    guard grab(call: "touchDown") else { return }
    dragOrigin = touch.position
    tracker.reset()
    tracker.addSample(touch)
  }

  /// The finger moves: scrubs the transition.
  public func touchMoved(_ touch: TouchSample) {
    guard case .interacting = phase, let origin = dragOrigin, let animator else {
      return onDiagnostic("touchMoved ignored: no finger is holding the transition")
    }
    tracker.addSample(touch)
    let translation = touch.position.vector(from: origin)
    let raw =
      dragStartProgress + configuration.interaction.progressDelta(forTranslation: translation)
    let progress =
      configuration.rubberBand?.banded(raw, within: 0...1)
      ?? raw.clamped(
        to: 0...1, nanReplacement: 0)
    scrubbedProgress = progress
    animator.fractionComplete = progress
    if let follower, let center = plannedCenter(at: progress) {
      // Keep the planned centre under the finger: the plan shrinks the node, the finger moves it.
      let offset = translation + follower.base - center.vector(from: follower.anchor)
      follower.node.transform = AffineTransform(translationX: offset.dx, y: offset.dy)
    }
    context?.updateInteractiveTransition(progress.clamped(to: 0...1, nanReplacement: 0))
  }

  /// Where the plan puts the following node's centre at `progress`: with a live source, where
  /// the flight is now headed (see ``TransitionStage/plannedFrame(of:at:in:)``).
  private func plannedCenter(at progress: Double) -> Point? {
    guard let role = configuration.followingRole else { return nil }
    return stage?.plannedFrame(of: role, at: progress, in: plan)?.center
  }

  /// The finger lifts: releases the transition toward the end the projection picks.
  ///
  /// - Parameters:
  ///   - touch: The touch-up sample; only its time is used (lift-off positions are unreliable).
  ///   - velocity: The finger's velocity in points per second if the platform measured it
  ///     (UIKit's `velocity(in:)`); otherwise the driver's own ``VelocityTracker`` estimates it.
  public func touchUp(_ touch: TouchSample, velocity: Vector? = nil) {
    guard case .interacting = phase, dragOrigin != nil else {
      return onDiagnostic("touchUp ignored: no finger is holding the transition")
    }
    let fingerVelocity = velocity ?? tracker.releaseVelocity(at: touch.timestamp)
    dragOrigin = nil
    release(touchVelocity: fingerVelocity, forcedTarget: nil)
  }

  /// The system took the touch away (UIKit's `.cancelled`): settles back to the start with the
  /// finger's last known velocity.
  public func touchCancelled() {
    guard case .interacting = phase, dragOrigin != nil else {
      return onDiagnostic("touchCancelled ignored: no finger is holding the transition")
    }
    dragOrigin = nil
    release(touchVelocity: tracker.velocity(), forcedTarget: .start)
  }

  // MARK: - Programmatic control

  /// Cancels the transition from any phase after it started, keeping the current velocity:
  /// it springs back to the start.
  public func cancel() {
    settle(toward: .start, call: "cancel()")
  }

  /// Finishes the transition from any phase after it started, keeping the current velocity.
  public func finish() {
    settle(toward: .end, call: "finish()")
  }

  /// Cancels the transition from any phase after it started, leaving with `velocity` (progress
  /// per second, in the forward sense; NaN and infinities count as 0) instead of the current
  /// velocity: a gesture outside the transition hands its momentum over.
  public func cancel(withVelocity velocity: Double) {
    settle(toward: .start, call: "cancel(withVelocity:)", velocity: velocity.finite(or: 0))
  }

  /// Finishes the transition from any phase after it started, leaving with `velocity` (progress
  /// per second, in the forward sense; NaN and infinities count as 0) instead of the current
  /// velocity: a sheet thrown below its smallest detent hands its momentum to the dismissal.
  public func finish(withVelocity velocity: Double) {
    settle(toward: .end, call: "finish(withVelocity:)", velocity: velocity.finite(or: 0))
  }

  private func settle(toward target: AnimatingPosition, call: String, velocity: Double? = nil) {
    switch phase {
    case .idle:
      onDiagnostic("\(call) ignored: the transition has not started")
    case .finished:
      break
    case .interacting:
      if let velocity {
        dragOrigin = nil
        release(progressVelocity: velocity, touchVelocity: .zero, forcedTarget: target)
        return
      }
      let touchVelocity = dragOrigin == nil ? .zero : tracker.velocity()
      dragOrigin = nil
      release(touchVelocity: touchVelocity, forcedTarget: target)
    case .animating, .settling:
      guard let animator else { return }
      if velocity == nil {
        if case .animating = phase, target == .end { return }
        if case .settling = phase, animator.isReversed == (target == .start) { return }
      }
      let progressVelocity = velocity ?? animator.presentedVelocity
      guard grab(call: call, emitEvent: false) else { return }
      release(progressVelocity: progressVelocity, touchVelocity: .zero, forcedTarget: target)
    }
  }

  // MARK: - Internals

  /// Pauses and takes control: legal while animating, interacting or settling.
  private func grab(call: String, emitEvent: Bool = true) -> Bool {
    switch phase {
    case .animating, .interacting, .settling:
      break
    case .idle, .finished:
      onDiagnostic("\(call) ignored: the transition is \(phase)")
      return false
    }
    guard let animator, let context else { return false }
    animator.pauseAnimation()
    // Read only after pausing: before, fractionComplete would be a time fraction.
    let progress = animator.presentedProgress
    if !context.isInteractive { context.pauseInteractiveTransition() }
    if animator.isReversed { animator.isReversed = false }
    dragStartProgress = configuration.rubberBand?.unbanded(progress, within: 0...1) ?? progress
    scrubbedProgress = progress
    follower = nil
    if let role = configuration.followingRole, let node = stage?.node(for: role),
      let anchor = plannedCenter(at: progress)
    {
      follower = (node, Vector(dx: node.transform.tx, dy: node.transform.ty), anchor)
    }
    phase = .interacting
    if emitEvent { onEvent(.grabbed(progress: progress)) }
    return true
  }

  private func release(touchVelocity: Vector, forcedTarget: AnimatingPosition?) {
    let velocity = configuration.interaction.progressVelocity(forVelocity: touchVelocity)
    release(progressVelocity: velocity, touchVelocity: touchVelocity, forcedTarget: forcedTarget)
  }

  private func release(
    progressVelocity: Double,
    touchVelocity: Vector,
    forcedTarget: AnimatingPosition?
  ) {
    guard let animator, let context else { return }
    let progress = animator.presentedProgress
    let decision = configuration.releasePolicy.decide(
      progress: progress, velocity: progressVelocity)
    let target = forcedTarget ?? decision.target
    let destination: Double = target == .end ? 1 : 0
    let remaining = destination - progress
    let springVelocity = remaining != 0 ? progressVelocity / remaining : 0
    if target == .end {
      context.finishInteractiveTransition()
      animator.isReversed = false
    } else {
      context.cancelInteractiveTransition()
      animator.isReversed = true
    }
    if let follower {
      // The finger's offset eases out over the rest of the motion, wherever it goes.
      let node = follower.node
      if remaining == 0 {
        node.transform = .identity
      } else {
        animator.addTrack(
          from: node.transform, to: .identity,
          window: TrackWindow(start: progress, end: destination)
        ) { [weak node] in node?.transform = $0 }
      }
      self.follower = nil
    }
    if remaining == 0 {
      // Already there: nothing to spring through; a linear re-time ends on the next frame.
      animator.continueAnimation(with: .linear, durationFactor: 0)
    } else {
      animator.continueAnimation(
        with: .spring(configuration.releasePolicy.spring, initialVelocity: springVelocity),
        durationFactor: 0)
    }
    phase = .settling
    onEvent(
      .released(
        ReleaseRecord(
          progress: progress, velocity: progressVelocity, touchVelocity: touchVelocity,
          projectedProgress: decision.projectedProgress, target: target,
          springInitialVelocity: springVelocity, isForced: forcedTarget != nil)))
  }

  private func animatorDidComplete(at position: AnimatingPosition) {
    let completed = position == .end
    // The views are in their final places before UIKit takes over from completeTransition.
    stage?.perform(completed ? plan.completionCleanup : plan.cancellationCleanup)
    context?.completeTransition(completed)
    phase = .finished(completed: completed)
    stage?.releaseNodes()
    stage = nil
    context = nil
    animator = nil
    onEvent(.completed(completed))
  }
}
