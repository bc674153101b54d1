import FluidTransitions

/// The lab's `percentDriven` baseline: the classic interactive transition, UIKit's
/// `UIPercentDrivenInteractiveTransition` as apps drove it before interruptible animators, run
/// through the same plan, scene, clock and touches as the library's ``TransitionDriver`` so the
/// two can be compared frame by frame.
///
/// The model of UIKit's: the transition's animations are frozen at a *time offset*.
/// - **Scrub**: the finger sets the time fraction f — its translation through the interaction
///   mapping from where it touched down, clamped to [0, 1] — and reports it with
///   `updateInteractiveTransition(f)`. The screen shows the plan at the progress the plan's
///   curve reaches at that time, c(f): an ease-in-out transition lags the finger at first and
///   leads it in the middle.
/// - **Release**: the same ``ReleasePolicy`` as the library's decides finish or cancel, from the
///   progress on screen and the finger's velocity through the mapping, so both sides of a
///   comparison normally go to the same end. Then the animations resume from f at completion
///   speed 1 along the original curve — forward to the end, or backward to the start — whatever
///   the finger's velocity: the motion leaves the finger at the curve's own speed there, c′(f).
/// - **No re-grab**: a transition released, or started animated (it has no interaction
///   controller then), cannot be grabbed; those touches, and `cancel()` or `finish()` once it
///   moves by itself, are ignored with a diagnostic, as the classic approach ignores them.
///
/// The nodes move through a ``FluidAnimator`` kept paused and used only as the plan's set of
/// tracks: each change sets its `fractionComplete` to c(f), so every node shows exactly what the
/// plan shows at that progress. Time comes only from the clock's frames.
@MainActor
final class PercentDrivenDriver: LabDriver, FrameObserver {
  private(set) var phase: TransitionDriver.Phase = .idle
  private(set) var presentedProgress: Double = 0
  private(set) var presentedVelocity: Double = 0
  /// Receives every grab, release and completion.
  var onEvent: (LabDriverEvent) -> Void = { _ in }
  /// Receives a one-line explanation for each ignored call.
  var onDiagnostic: (String) -> Void = { _ in }

  private let plan: TransitionPlan
  private var stage: TransitionStage?
  private var context: RecordingTransitionContext?
  private let clock: any FrameClock
  private let mapping: InteractionMapping
  private let policy: ReleasePolicy
  /// The plan's curve over its own duration (a physical spring's is its settling time).
  private let curve: ResolvedTimingCurve
  private var animator: FluidAnimator?

  /// The time fraction on screen, in [0, 1].
  private var fraction = 0.0
  /// +1 while the animations run forward, −1 while they rewind, 0 while frozen.
  private var rate = 0.0
  /// The clock time and the fraction from which the current run started.
  private var anchor = (time: 0.0, fraction: 0.0)
  /// Where a release sends the transition.
  private var target = AnimatingPosition.end

  private var tracker = VelocityTracker()
  /// The finger's position when it touched down, and the fraction then; nil without a finger.
  private var drag: (origin: Point, fraction: Double)?

  /// Creates a driver for one transition.
  ///
  /// - Parameters:
  ///   - plan: What to do.
  ///   - stage: The nodes, by role.
  ///   - context: The recording context, created interactive for an interactive start.
  ///   - animator: A fresh, inactive animator with a linear curve, used only for its tracks.
  ///   - clock: Delivers the frames at which the transition advances.
  ///   - mapping: Touches to time fraction.
  ///   - policy: Decides finish or cancel at release; its spring is not used.
  init(
    plan: TransitionPlan, stage: TransitionStage, context: RecordingTransitionContext,
    animator: FluidAnimator, clock: any FrameClock, mapping: InteractionMapping,
    policy: ReleasePolicy
  ) {
    self.plan = plan
    self.stage = stage
    self.context = context
    self.animator = animator
    self.clock = clock
    self.mapping = mapping
    self.policy = policy
    curve = plan.curve.resolved(duration: plan.duration)
  }

  /// Whether the animations run by themselves.
  var isMoving: Bool { rate != 0 }

  // MARK: - Starting

  func startAnimated() {
    guard prepare(call: "startAnimated()") else { return }
    run(rate: 1)
    phase = .animating
  }

  func startInteractive() {
    guard prepare(call: "startInteractive()") else { return }
    phase = .interacting
  }

  private func prepare(call: String) -> Bool {
    guard case .idle = phase, let stage, let animator else {
      onDiagnostic("\(call) ignored: the transition has already started")
      return false
    }
    stage.perform(plan.setup)
    stage.install(plan.tracks, on: animator)
    animator.pauseAnimation()
    context?.animator = animator
    clock.addObserver(self)
    show(fraction: 0)
    return true
  }

  // MARK: - Touches

  func touchBegan(_ touch: TouchSample) {
    guard case .interacting = phase, drag == nil else {
      return onDiagnostic(
        "touchDown ignored: a percent-driven transition cannot be grabbed while it is \(phase)")
    }
    drag = (touch.position, fraction)
    tracker.reset()
    tracker.addSample(touch)
    onEvent(.grabbed(progress: presentedProgress))
  }

  func touchMoved(_ touch: TouchSample) {
    guard case .interacting = phase, let drag else {
      return onDiagnostic("touchMoved ignored: no finger is holding the transition")
    }
    tracker.addSample(touch)
    let delta = mapping.progressDelta(forTranslation: touch.position.vector(from: drag.origin))
    let fraction = Self.unit(drag.fraction + delta, nan: drag.fraction)
    show(fraction: fraction)
    context?.updateInteractiveTransition(fraction)
  }

  func touchEnded(_ touch: TouchSample, pointsPerSecond velocity: Vector?) {
    guard case .interacting = phase, drag != nil else {
      return onDiagnostic("touchUp ignored: no finger is holding the transition")
    }
    release(touchVelocity: velocity ?? tracker.releaseVelocity(at: touch.timestamp), forced: nil)
  }

  func touchCancelled() {
    guard case .interacting = phase, drag != nil else {
      return onDiagnostic("touchCancelled ignored: no finger is holding the transition")
    }
    release(touchVelocity: tracker.velocity(), forced: .start)
  }

  // MARK: - Programmatic control

  func cancel() {
    settle(toward: .start, call: "cancel()")
  }

  func finish() {
    settle(toward: .end, call: "finish()")
  }

  private func settle(toward position: AnimatingPosition, call: String) {
    switch phase {
    case .interacting:
      release(touchVelocity: drag == nil ? .zero : tracker.velocity(), forced: position)
    case .animating where position == .end:
      break
    case .settling where position == target:
      break
    case .finished:
      break
    case .idle, .animating, .settling:
      onDiagnostic(
        "\(call) ignored: a percent-driven transition cannot change course while it is \(phase)")
    }
  }

  private func release(touchVelocity: Vector, forced: AnimatingPosition?) {
    let velocity = mapping.progressVelocity(forVelocity: touchVelocity)
    let progress = presentedProgress
    let decision = policy.decide(progress: progress, velocity: velocity)
    target = forced ?? decision.target
    drag = nil
    if target == .end {
      context?.finishInteractiveTransition()
    } else {
      context?.cancelInteractiveTransition()
    }
    run(rate: target == .end ? 1 : -1)
    phase = .settling
    let remaining = (target == .end ? 1 : 0) - progress
    let leaving = rate * curveVelocity(atFraction: fraction)
    onEvent(
      .released(
        ScenarioTrace.Release(
          progress: progress, velocity: velocity, touchVelocity: touchVelocity,
          projectedProgress: decision.projectedProgress, target: target,
          springInitialVelocity: remaining != 0 ? leaving / remaining : 0,
          isForced: forced != nil)))
  }

  // MARK: - Frames

  func clock(_ clock: any FrameClock, didProduce frame: Frame) {
    guard rate != 0 else { return }
    let elapsed = Swift.max(0, frame.targetTimestamp - anchor.time)
    let end: Double = rate > 0 ? 1 : 0
    let next =
      curve.duration > 0
      ? Self.unit(anchor.fraction + rate * elapsed / curve.duration, nan: end)
      : end
    show(fraction: next)
    presentedVelocity = next == end ? 0 : rate * curveVelocity(atFraction: next)
    if next == end { complete(at: rate > 0 ? .end : .start) }
  }

  /// Starts the animations running at `rate` from the fraction on screen, now.
  private func run(rate: Double) {
    self.rate = rate
    anchor = (clock.now, fraction)
    presentedVelocity = 0
  }

  /// Puts the plan at the progress the curve reaches at `fraction` of its duration: exactly 0
  /// and 1 at the ends, the fraction itself for a curve with no duration.
  private func show(fraction: Double) {
    self.fraction = fraction
    let progress: Double
    if fraction <= 0 {
      progress = 0
    } else if fraction >= 1 {
      progress = 1
    } else {
      progress = curve.duration > 0 ? curve.progress(at: fraction * curve.duration) : fraction
    }
    presentedProgress = progress
    animator?.fractionComplete = progress
  }

  /// `value` clamped to [0, 1]; `nan` when it is not a number.
  private static func unit(_ value: Double, nan: Double) -> Double {
    value.isNaN ? nan : Swift.min(Swift.max(value, 0), 1)
  }

  /// The curve's velocity at `fraction` of its duration, in progress per second.
  private func curveVelocity(atFraction fraction: Double) -> Double {
    curve.duration > 0 ? curve.velocity(at: fraction * curve.duration) : 0
  }

  private func complete(at position: AnimatingPosition) {
    let completed = position == .end
    rate = 0
    clock.removeObserver(self)
    context?.completeTransition(completed)
    stage?.perform(completed ? plan.completionCleanup : plan.cancellationCleanup)
    phase = .finished(completed: completed)
    animator?.stopAnimation(true)
    stage?.releaseNodes()
    stage = nil
    context = nil
    animator = nil
    onEvent(.completed(completed))
  }
}

extension PercentDrivenDriver {
  /// The baseline has no reader of its own: the rate of its presented progress.
  func readerVelocity(at time: Double) -> Double { presentedVelocity }
}
