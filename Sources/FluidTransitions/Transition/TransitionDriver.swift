/// The brain of one transition: starts it, lets a finger grab it at any moment, scrub it,
/// reverse it and release it into a spring that starts at the finger's velocity, and ends it
/// with exactly one `completeTransition(_:)`.
///
/// The driver talks to the animation only through ``Animating`` and to UIKit only through
/// ``TransitionContext``, so the same code runs headless (``FluidAnimator``,
/// ``RecordingTransitionContext``, ``SceneNode``s) and inside UIKit.
///
/// **Grab** (``touchBegan(_:)``, legal while animating, interacting or settling): pause the
/// animator, and only then read its progress, so there is no jump even mid-spring or
/// mid-overshoot; make the context interactive again.
/// **Scrub** (``touchMoved(_:)``): progress = progress at grab + the finger's translation
/// through the ``InteractionMapping``, rubber-banded beyond 0 and 1 when
/// ``Configuration/rubberBand`` is set; `updateInteractiveTransition` with the value clamped to
/// [0, 1].
/// **Release** (``touchEnded(_:pointsPerSecond:)``): the ``ReleasePolicy`` decides from the projected
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
    /// Two fingers' scale to progress, for ``TransitionDriver/pinchBegan(_:)`` and what
    /// follows: a pinch-in completes by default (``Interaction/pinchMapping(for:)`` gives the
    /// mapping of a scene).
    public var pinch: PinchMapping

    /// Creates a configuration; rubber-banding is on by default, with iOS's coefficient.
    public init(
      interaction: InteractionMapping,
      releasePolicy: ReleasePolicy = ReleasePolicy(),
      rubberBand: RubberBand? = RubberBand(dimension: 1),
      followingRole: NodeRole? = nil,
      pinch: PinchMapping = PinchMapping()
    ) {
      self.interaction = interaction
      self.releasePolicy = releasePolicy
      self.rubberBand = rubberBand
      self.followingRole = followingRole
      self.pinch = pinch
    }
  }

  /// The phase of the transition.
  public private(set) var phase: TransitionDriver.Phase = .idle {
    didSet { checkInvariants() }
  }
  /// The plan being run: the one the driver was made with, or the latest one
  /// ``replan(onto:)`` gave it (its cleanups are the ones performed at the end).
  public var plan: TransitionPlan { course.plan }
  /// What the nodes follow: ``plan``, corrected after a re-plan so nothing jumps.
  private var course: ReplannedPlan
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

  var tracker = VelocityTracker()
  /// The pinch's scale, as the x of its samples.
  var scaleTracker = VelocityTracker()
  /// Which gesture holds the transition while it is interacting, with what it measures from
  /// (see ``TransitionHold`` for the states and what moves between them).
  var hold = TransitionHold.none {
    didSet { checkInvariants() }
  }
  /// Unbanded progress at the grab: the finger's translation is added to this.
  private var dragStartProgress: Double = 0
  /// The progress last set while scrubbing.
  private var scrubbedProgress: Double = 0
  /// The finger-following node, its translation and its planned centre when grabbed.
  private var follower: (node: any TransitionNode, base: Vector, anchor: Point)?
  /// The following node's ease back to no offset after a release, on a ``FluidAnimator``.
  private var followerEase: FollowerEaseTrack?

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
    course = ReplannedPlan(plan)
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

  /// The rate of ``presentedProgress`` at `time`, in progress per second in the forward sense:
  /// what a view animating along with the transition follows.
  ///
  /// While a finger holds the transition, the animator is paused and its velocity is 0, so the
  /// rate is the finger's (its ``VelocityTracker`` estimate mapped through the interaction),
  /// or the pinch's; 0 once the gesture has rested longer than
  /// ``VelocityTracker/maximumGap`` before `time`, as at a release. Otherwise it is the
  /// animator's ``Animating/presentedVelocity``; 0 before the start and after the end.
  ///
  /// - Parameter time: Now, on the touches' clock (a display link's timestamp on iOS). A NaN,
  ///   infinite or earlier time reads the gesture's latest estimate.
  /// - Returns: A finite rate; a mapping that overflows reads 0.
  public func progressVelocity(at time: Double) -> Double {
    guard case .interacting = phase else { return animator?.presentedVelocity.finite(or: 0) ?? 0 }
    let velocity: Double
    switch hold {
    case .pinch:
      velocity = configuration.pinch.progressVelocity(
        forScaleVelocity: scaleTracker.releaseVelocity(at: time).dx)
    case .drag, .dragAfterPinch:
      velocity = configuration.interaction.progressVelocity(
        forVelocity: tracker.releaseVelocity(at: time))
    case .none:
      velocity = 0
    }
    return velocity.finite(or: 0)
  }

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

  /// Starts the transition paused at `progress` (clamped to [−1,000,000, 1]; NaN and infinities
  /// count as 0), for a gesture that was already under way when the transition began: a sheet
  /// dragged below its smallest detent hands its position to the dismissal this way, and then
  /// its velocity with ``finish(progressPerSecond:)``. A negative progress puts the views before
  /// their start, as a rubber band does; the context hears nothing of it. UIKit's property
  /// animator cannot show it and starts at 0.
  public func startInteractive(atProgress progress: Double) {
    guard prepare(call: "startInteractive(atProgress:)"), let animator else { return }
    animator.pauseAnimation()
    let progress = progress.isFinite ? progress.clamped(to: -1e6...1, nanReplacement: 0) : 0
    if progress != 0 { animator.fractionComplete = progress }
    if progress > 0 { context?.updateInteractiveTransition(progress) }
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

  // MARK: - Layout changes

  /// Re-plans the rest of the transition onto `newPlan`, the plan its style makes for the
  /// layout as it is now (a rotation, a window resize, a safe area that arrived): from the
  /// progress on screen, every node keeps its position and its velocity and then converges onto
  /// `newPlan`, which it reaches exactly at either end (see `ReplannedPlan` for the maths);
  /// the progress, the phase, the finger's hold and the animator's motion are untouched, so a
  /// grab, a scrub, a release or a settle in flight goes on as before. The cleanups performed
  /// at the end become `newPlan`'s.
  ///
  /// Before the transition starts, `newPlan` simply replaces the plan; after it ends the call is
  /// ignored (reported through ``onDiagnostic``). Exact on a ``FluidAnimator`` and on UIKit's
  /// animator (whose adapter writes the re-planned nodes from the progress); on another engine
  /// each node is re-targeted to where `newPlan` ends (see
  /// `TransitionStage.install(_:on:following:end:)`).
  public func replan(onto newPlan: TransitionPlan) {
    replan(onto: newPlan, carriedBy: nil)
  }

  /// ``replan(onto:)`` after the container changed size (`resize`): each node starts from its
  /// frame on screen carried with the container's edges it is flush with
  /// (``ContainerResize/carried(_:)``), so a drawer against the right edge or a sheet against
  /// the bottom keeps its reach into the container and its velocity, instead of leaping by the
  /// change of size for a frame; nil: every node starts where it is.
  package func replan(onto newPlan: TransitionPlan, carriedBy resize: ContainerResize?) {
    switch phase {
    case .finished:
      onDiagnostic("replan(onto:) ignored: the transition is \(phase)")
    case .idle:
      course = ReplannedPlan(newPlan)
    case .animating, .interacting, .settling:
      guard let animator, let stage else { return }
      let progress = animator.presentedProgress
      let previous = course
      let following = configuration.followingRole
      let readsNodes = animator is FluidAnimator
      let follows = !readsNodes && animator is any ProgressFollowing
      course = previous.replanned(onto: newPlan, atProgress: progress, carriedBy: resize) {
        role in
        guard readsNodes || follows, let node = stage.node(for: role),
          var state = previous.state(of: role, at: progress)
        else { return nil }
        let read = Self.componentsOnNode(
          of: role, in: previous, readsNodes: readsNodes)
        if read.contains(.frame) { state.frame = node.frame }
        if read.contains(.alpha) { state.alpha = node.alpha }
        if read.contains(.transform), role != following { state.transform = node.transform }
        if read.contains(.cornerRadius) { state.cornerRadius = node.cornerRadius }
        return state
      }
      let heading: AnimatingPosition =
        if case .interacting = phase { .end } else { animator.isReversed ? .start : .end }
      stage.install(course, on: animator, following: following, end: heading)
    }
  }

  /// The properties of `role`'s node whose model values are on screen at a re-plan, which the
  /// re-plan starts from; the course's own state for the others. A ``FluidAnimator`` writes
  /// every node's model on each frame. UIKit's animator (``ProgressFollowing``) holds the
  /// ends of its blocks in the models of what `course`'s tracks animate, which the blocks show
  /// at the course's own state; every other property holds what is on screen, or what UIKit's
  /// own animation of it (a rotation resizing the screens) moves toward, added to the model as
  /// UIKit adds its animations, and left in place by the adapter. After a first re-plan the
  /// adapter writes every node's model itself.
  static func componentsOnNode(
    of role: NodeRole, in course: ReplannedPlan, readsNodes: Bool
  ) -> AnimatedComponents {
    if readsNodes || course.isReplanned { return .all }
    return AnimatedComponents.all.subtracting(AnimatedComponents(of: role, in: course.plan.tracks))
  }

  /// ``replan(onto:)``, and the finger's distance with it: from now on a drag maps through
  /// `interaction`, the mapping the style makes for the new layout (a slide's distance is the
  /// container's width). A finger holding the transition keeps its place: its next movement
  /// scrubs from the progress on screen through `interaction`, so as the re-plan converges onto
  /// the new layout the view under the finger follows it point for point again (with the old
  /// mapping it would end up outrunning the finger by the ratio of the new distance to the old).
  /// A release maps the finger's velocity through `interaction` too. A pinch's mapping is
  /// unchanged.
  public func replan(onto newPlan: TransitionPlan, interaction: InteractionMapping) {
    replan(onto: newPlan, interaction: interaction, carriedBy: nil)
  }

  /// ``replan(onto:interaction:)`` after the container changed size (`resize`; nil: it did
  /// not), with the nodes carried as ``replan(onto:carriedBy:)`` carries them.
  package func replan(
    onto newPlan: TransitionPlan, interaction: InteractionMapping,
    carriedBy resize: ContainerResize?
  ) {
    replan(onto: newPlan, carriedBy: resize)
    if case .finished = phase { return }
    configuration.interaction = interaction
    if case .drag = hold, let finger = tracker.lastSample?.position {
      dragStartProgress =
        configuration.rubberBand?.unbanded(scrubbedProgress, within: 0...1) ?? scrubbedProgress
      hold = .drag(origin: finger)
    }
  }

  /// The state the driver's course gives `role`'s node at `progress`: the plan's, or after a
  /// re-plan the blend that carries the node onto the new plan (what a frame at that progress
  /// writes); nil where the plan has no state for the role.
  package func plannedState(of role: NodeRole, at progress: Double) -> NodeState? {
    course.state(of: role, at: progress)
  }

  // MARK: - Touches

  /// A finger touches down: grabs the transition where it is on screen. While a pinch holds
  /// the transition the finger only waits: it takes over if the pinch ends first.
  public func touchBegan(_ touch: TouchSample) {
    if case .pinch(var pinch) = hold {
      pinch.fingerDown = true
      hold = .pinch(pinch)
      return
    }
    guard grab(call: "touchBegan") else { return }
    hold = .drag(origin: touch.position)
    tracker.reset()
    tracker.addSample(touch)
  }

  /// The finger moves: scrubs the transition. Ignored while a pinch holds it; the first move
  /// after a pinch hands back only re-anchors the drag where the transition is, so nothing
  /// jumps.
  ///
  /// - Complexity: O(n) in the animator's tracks (the scrub applies each once); no heap allocation
  ///   in the steady state (`fluid-bench`'s `frame.allocationsPerFrame`).
  public func touchMoved(_ touch: TouchSample) {
    switch hold {
    case .pinch:
      return
    case .dragAfterPinch:
      reanchor()
      hold = .drag(origin: touch.position)
      tracker.addSample(touch)
    case .drag(let origin):
      tracker.addSample(touch)
      let translation = touch.position.vector(from: origin)
      scrub(
        delta: configuration.interaction.progressDelta(forTranslation: translation),
        translation: translation)
    case .none:
      onDiagnostic("touchMoved ignored: no finger is holding the transition")
    }
  }

  /// Sets the progress to the anchor's plus `delta` (rubber-banded), moves the following node
  /// by `translation` and tells the context.
  func scrub(delta: Double, translation: Vector) {
    guard let animator else { return }
    let raw = dragStartProgress + delta
    let banded =
      configuration.rubberBand?.banded(raw, within: 0...1)
      ?? raw.clamped(
        to: 0...1, nanReplacement: 0)
    // A gesture's delta that is not a number (a hostile pinch mapping or scale) leaves the
    // transition where the gesture took it.
    let progress = banded.isFinite ? banded : dragStartProgress
    scrubbedProgress = progress
    animator.fractionComplete = progress
    if let follower, let center = plannedCenter(at: progress) {
      // Keep the planned centre under the finger: the plan shrinks the node, the finger moves it.
      let offset = translation + follower.base - center.vector(from: follower.anchor)
      follower.node.transform = AffineTransform(translationX: offset.dx, y: offset.dy)
    }
    context?.updateInteractiveTransition(progress.clamped(to: 0...1, nanReplacement: 0))
  }

  /// Takes the progress on screen as the next holding gesture's anchor, with the following
  /// node where it is and the velocity measured afresh: a hand-over between the drag and the
  /// pinch.
  func reanchor() {
    _ = grab(call: "hand-over", emitEvent: false)
    tracker.reset()
  }

  /// Where the plan puts the following node's centre at `progress`: with a live source, where
  /// the flight is now headed (see ``TransitionStage/plannedFrame(of:at:in:)``).
  private func plannedCenter(at progress: Double) -> Point? {
    guard let role = configuration.followingRole else { return nil }
    return stage?.plannedFrame(of: role, at: progress, in: plan)?.center
  }

  /// The finger lifts: releases the transition toward the end the projection picks. While a
  /// pinch holds the transition, the lift only records that the finger is gone.
  ///
  /// - Parameters:
  ///   - touch: The touch-up sample; only its time is used (lift-off positions are unreliable).
  ///   - velocity: The finger's velocity in points per second if the platform measured it
  ///     (UIKit's `velocity(in:)`); otherwise the driver's own ``VelocityTracker`` estimates it.
  ///     A lift within ``VelocityTracker/maximumGap`` of a pinch handing back, before the drag
  ///     has moved, leaves with the pinch's velocity (both fingers lifting together).
  public func touchEnded(_ touch: TouchSample, pointsPerSecond velocity: Vector? = nil) {
    switch hold {
    case .pinch(var pinch):
      pinch.fingerDown = false
      hold = .pinch(pinch)
    case .dragAfterPinch(let handover?)
    where velocity == nil && !(touch.timestamp - handover.time > VelocityTracker.maximumGap):
      hold = .none
      release(
        ReleaseVelocity(
          progress: handover.progressVelocity, touch: handover.touchVelocity,
          scale: handover.scaleVelocity),
        forcedTarget: nil)
    case .drag, .dragAfterPinch:
      let fingerVelocity = velocity ?? tracker.releaseVelocity(at: touch.timestamp)
      hold = .none
      release(touchVelocity: fingerVelocity, forcedTarget: nil)
    case .none:
      onDiagnostic("touchEnded ignored: no finger is holding the transition")
    }
  }

  /// The system took the touch away (UIKit's `.cancelled`): settles back to the start with the
  /// finger's last known velocity. While a pinch holds the transition, the pinch goes on.
  public func touchCancelled() {
    switch hold {
    case .pinch(var pinch):
      pinch.fingerDown = false
      hold = .pinch(pinch)
    case .drag, .dragAfterPinch:
      let velocity = tracker.velocity()
      hold = .none
      release(touchVelocity: velocity, forcedTarget: .start)
    case .none:
      onDiagnostic("touchCancelled ignored: no finger is holding the transition")
    }
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
  public func cancel(progressPerSecond velocity: Double) {
    settle(toward: .start, call: "cancel(progressPerSecond:)", velocity: velocity.finite(or: 0))
  }

  /// Finishes the transition from any phase after it started, leaving with `velocity` (progress
  /// per second, in the forward sense; NaN and infinities count as 0) instead of the current
  /// velocity: a sheet thrown below its smallest detent hands its momentum to the dismissal.
  public func finish(progressPerSecond velocity: Double) {
    settle(toward: .end, call: "finish(progressPerSecond:)", velocity: velocity.finite(or: 0))
  }

  private func settle(toward target: AnimatingPosition, call: String, velocity: Double? = nil) {
    switch phase {
    case .idle:
      onDiagnostic("\(call) ignored: the transition has not started")
    case .finished:
      break
    case .interacting:
      let held = velocity.map { ReleaseVelocity(progress: $0) } ?? heldVelocity()
      hold = .none
      release(held, forcedTarget: target)
    case .animating, .settling:
      guard let animator else { return }
      if velocity == nil {
        if case .animating = phase, target == .end { return }
        if case .settling = phase, animator.isReversed == (target == .start) { return }
      }
      let progressVelocity = velocity ?? animator.presentedVelocity
      guard grab(call: call, emitEvent: false) else { return }
      release(ReleaseVelocity(progress: progressVelocity), forcedTarget: target)
    }
  }

  /// The velocity the holding gesture has now: the pinch's scale velocity as progress, or the
  /// finger's; none when no gesture holds the transition.
  private func heldVelocity() -> ReleaseVelocity {
    switch hold {
    case .pinch:
      let scaleVelocity = scaleTracker.velocity().dx
      return ReleaseVelocity(
        progress: configuration.pinch.progressVelocity(forScaleVelocity: scaleVelocity),
        touch: tracker.velocity(), scale: scaleVelocity)
    case .drag, .dragAfterPinch:
      let touchVelocity = tracker.velocity()
      return ReleaseVelocity(
        progress: configuration.interaction.progressVelocity(forVelocity: touchVelocity),
        touch: touchVelocity)
    case .none:
      return ReleaseVelocity(progress: 0)
    }
  }

  // MARK: - Internals

  /// Pauses and takes control: legal while animating, interacting or settling.
  func grab(call: String, emitEvent: Bool = true) -> Bool {
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

  func release(touchVelocity: Vector, forcedTarget: AnimatingPosition?) {
    let velocity = configuration.interaction.progressVelocity(forVelocity: touchVelocity)
    release(
      ReleaseVelocity(progress: velocity, touch: touchVelocity), forcedTarget: forcedTarget)
  }

  func release(_ velocity: ReleaseVelocity, forcedTarget: AnimatingPosition?) {
    let progressVelocity = velocity.progress
    let touchVelocity = velocity.touch
    let scaleVelocity = velocity.scale
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
      let window = TrackWindow(start: progress, end: destination)
      if remaining == 0 {
        node.transform = .identity
      } else if let fluid = animator as? FluidAnimator {
        // One prepared track, re-armed at every release: only the first release allocates.
        let path = AffineTransform.InterpolationPath(from: node.transform, to: .identity)
        if let ease = followerEase {
          ease.rearm(node: node, path: path, window: window)
        } else {
          let ease = FollowerEaseTrack(node: node, path: path, window: window)
          if fluid.addPreparedTrack(ease) { followerEase = ease }
        }
      } else {
        animator.addTrack(from: node.transform, to: .identity, window: window) {
          [weak node] in node?.transform = $0
        }
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
          springInitialVelocity: springVelocity, isForced: forcedTarget != nil,
          scaleVelocity: scaleVelocity)))
  }

  private func animatorDidComplete(at position: AnimatingPosition) {
    let completed = position == .end
    // The views are in their final places before UIKit takes over from completeTransition.
    stage?.perform(completed ? plan.completionCleanup : plan.cancellationCleanup)
    context?.completeTransition(completed)
    hold = .none
    stage?.releaseNodes()
    stage = nil
    context = nil
    animator = nil
    phase = .finished(completed: completed)
    onEvent(.completed(completed))
  }

  /// In debug builds, stops at the first broken invariant of the driver's state, after every
  /// change of its phase or hold (as swift-collections' `Deque` checks its own): only an
  /// interacting transition is held by a gesture, a pinch measures from a finite scale, the
  /// progresses are finite, and a finished transition keeps nothing of UIKit's.
  func checkInvariants() {
    #if DEBUG
      if case .interacting = phase {
      } else {
        assert(hold == .none, "a gesture holds a transition that is \(phase)")
      }
      if case .pinch(let pinch) = hold {
        assert(pinch.anchorScale.isFinite, "a pinch measures from a non-finite scale")
      }
      if case .finished = phase {
        assert(animator == nil && context == nil && stage == nil, "a finished driver holds on")
      }
      assert(scrubbedProgress.isFinite && dragStartProgress.isFinite, "a progress is not finite")
    #endif
  }
}

/// The velocities a release leaves with.
struct ReleaseVelocity {
  /// In progress per second, in the forward sense.
  var progress: Double
  /// The finger's (or the pinch centroid's), in points per second.
  var touch: Vector = .zero
  /// The pinch's scale velocity, in scale factor per second; 0 for a drag.
  var scale: Double = 0
}

/// The following node's transform easing from the finger's offset to the identity over the
/// rest of a settle: what `addTrack(from: offset, to: .identity, window:)` would write, as one
/// prepared track re-armed at each release instead of a new closure track per release (a later
/// release's track always won over the earlier ones, which kept writing behind it).
@MainActor
private final class FollowerEaseTrack: AnimationTrackBase {
  private var node: any TransitionNode
  private var path: AffineTransform.InterpolationPath
  private var window: TrackWindow

  init(node: any TransitionNode, path: AffineTransform.InterpolationPath, window: TrackWindow) {
    self.node = node
    self.path = path
    self.window = window
  }

  func rearm(node: any TransitionNode, path: AffineTransform.InterpolationPath, window: TrackWindow)
  {
    self.node = node
    self.path = path
    self.window = window
  }

  override func apply(progress: Double) {
    node.transform = path.value(at: window.fraction(atProgress: progress))
  }
}
