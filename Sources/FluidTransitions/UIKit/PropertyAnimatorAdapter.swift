#if canImport(UIKit)
  import UIKit

  /// `UIViewPropertyAnimator` as an ``Animating`` engine: every member forwards to UIKit, with
  /// the conversions between UIKit's types and the core's.
  ///
  /// Three things UIKit does not offer are added:
  /// - **Presented progress and velocity**: a hidden 1-point probe view, animated from x = 0 to
  ///   x = 1,000 by the same animator, is read from its presentation layer, so the progress on
  ///   screen is known even mid-spring or mid-overshoot (which `fractionComplete`, a time
  ///   fraction while running, cannot tell). While the animator runs, the probe is read on
  ///   every frame of the adapter's clock; the velocity is the difference between the last two
  ///   reads, at least a millisecond apart, so a reversal requested between two frames leaves
  ///   with the velocity on screen. It is an estimate over one frame, unlike ``FluidAnimator``'s.
  /// - **No exceptions**: UIKit raises on calls that are illegal in the current state; the
  ///   adapter refuses them instead and reports an ``AnimatorDiagnostic``, like
  ///   ``FluidAnimator``.
  /// - **Only what UIKit documents**: a track added while the animator is paused and reversed
  ///   (what UIKit does with such a block is undocumented) is written by the adapter on each
  ///   frame from the presented progress, until the animator pauses or ends; and an animator
  ///   holding keyframe tracks continues on a cubic curve instead of a spring (how keyframes
  ///   follow spring timing is undocumented): the curve leaves at the spring's initial velocity
  ///   and comes to rest when the spring would settle (``TimingCurve/cubicStandIn(duration:)``).
  ///
  /// Tracks map onto animation blocks: the `from` value is set without animation, then
  /// `addAnimations` sets `to`; a partial window becomes a keyframe with the window's relative
  /// start and duration. Added while the animator is active, a track runs over the remaining
  /// time, as UIKit's blocks do.
  @MainActor
  public final class PropertyAnimatorAdapter: Animating {
    /// The wrapped animator: what `interruptibleAnimator(using:)` returns.
    public let animator: UIViewPropertyAnimator
    /// Receives one report per refused call.
    public var diagnosticHandler: (AnimatorDiagnostic) -> Void = AnimatorDiagnostic
      .printInDebugBuilds

    private static let probeTravel: CGFloat = 1000
    private let probe: UIView
    private let clock: any FrameClock
    private var frameSampler: FrameSampler?
    private var lastSample: (time: Double, progress: Double)?
    private var velocityEstimate: Double = 0
    /// Tracks added while the animator was paused and reversed, written on each frame.
    private var framePacedTracks: [(window: TrackWindow, apply: (Double) -> Void)] = []
    private var hasKeyframeTracks = false

    /// Wraps `animator`, installing the progress probe in `container` (the transition's
    /// container view). The animator must be inactive.
    ///
    /// - Parameter clock: The frames on which the probe is read while the animator runs (and
    ///   the frame-paced tracks written); a ``DisplayLinkClock`` unless given.
    public init(
      animator: UIViewPropertyAnimator, container: UIView, clock: (any FrameClock)? = nil
    ) {
      self.animator = animator
      self.clock = clock ?? DisplayLinkClock()
      // Centred on the origin, so its centre's x is exactly 0 at rest and 1,000 at the end.
      let probe = UIView(frame: CGRect(x: -0.5, y: -0.5, width: 1, height: 1))
      probe.alpha = 0
      probe.isUserInteractionEnabled = false
      container.insertSubview(probe, at: 0)
      self.probe = probe
      animator.addAnimations { probe.center = CGPoint(x: Self.probeTravel, y: 0) }
      animator.addCompletion { [weak self] position in
        probe.removeFromSuperview()
        self?.animatorDidComplete(at: position)
      }
    }

    /// The animator's state.
    public var state: AnimatingState {
      switch animator.state {
      case .inactive: .inactive
      case .active: .active
      case .stopped: .stopped
      @unknown default: .active
      }
    }

    /// Whether the animator is running.
    public var isRunning: Bool { animator.isRunning }

    /// The animator's direction.
    public var isReversed: Bool {
      get { animator.isReversed }
      set { animator.isReversed = newValue }
    }

    /// The animator's fraction; setting it while running is refused (UIKit ignores it).
    public var fractionComplete: Double {
      get { Double(animator.fractionComplete) }
      set {
        guard newValue.isFinite else {
          return report(.invalidArgument, "fractionComplete", "\(newValue) ignored")
        }
        guard animator.state != .stopped, !animator.isRunning else {
          return report(.illegalCall, "fractionComplete", "set only while paused")
        }
        animator.fractionComplete = CGFloat(min(max(newValue, 0), 1))
      }
    }

    /// Whether pausing scrubs linearly.
    public var scrubsLinearly: Bool {
      get { animator.scrubsLinearly }
      set { animator.scrubsLinearly = newValue }
    }

    /// Whether the animator stays active at the end.
    public var pausesOnCompletion: Bool {
      get { animator.pausesOnCompletion }
      set { animator.pausesOnCompletion = newValue }
    }

    /// Whether the animator is interruptible; settable only while inactive.
    public var isInterruptible: Bool {
      get { animator.isInterruptible }
      set {
        guard animator.state == .inactive else {
          return report(.illegalCall, "isInterruptible", "can only be set while inactive")
        }
        animator.isInterruptible = newValue
      }
    }

    /// The animator's duration, in seconds.
    public var duration: Double { Double(animator.duration) }

    /// Starts or resumes; refused while stopped.
    public func startAnimation() {
      guard animator.state != .stopped else {
        return report(.illegalCall, "startAnimation()", "the animator is stopped")
      }
      animator.startAnimation()
      beginSampling(velocity: nil)
    }

    /// Starts or resumes after `delay` seconds; refused while stopped.
    public func startAnimation(afterDelay delay: Double) {
      guard animator.state != .stopped else {
        return report(.illegalCall, "startAnimation(afterDelay:)", "the animator is stopped")
      }
      animator.startAnimation(afterDelay: delay.isFinite ? max(delay, 0) : 0)
      beginSampling(velocity: nil)
    }

    /// Pauses; refused while stopped. Frame-paced tracks stop where they are.
    public func pauseAnimation() {
      guard animator.state != .stopped else {
        return report(.illegalCall, "pauseAnimation()", "the animator is stopped")
      }
      animator.pauseAnimation()
      endSampling()
      framePacedTracks.removeAll()
    }

    /// Stops; refused while inactive or stopped.
    public func stopAnimation(_ withoutFinishing: Bool) {
      guard animator.state == .active else {
        return report(.illegalCall, "stopAnimation(_:)", "the animator is not active")
      }
      animator.stopAnimation(withoutFinishing)
      endSampling()
      framePacedTracks.removeAll()
    }

    /// Finishes a stopped animator; refused otherwise.
    public func finishAnimation(at finalPosition: AnimatingPosition) {
      guard animator.state == .stopped else {
        return report(.illegalCall, "finishAnimation(at:)", "only a stopped animator finishes")
      }
      animator.finishAnimation(at: finalPosition.uiPosition)
    }

    /// Continues a paused animator on `timing`; refused unless active, paused and
    /// interruptible. A non-finite or negative factor becomes 0 (the time left). With keyframe
    /// tracks, a spring becomes its ``TimingCurve/cubicStandIn(duration:)``.
    public func continueAnimation(with timing: TimingCurve?, durationFactor: Double) {
      guard animator.state == .active, !animator.isRunning, animator.isInterruptible else {
        return report(
          .illegalCall, "continueAnimation(with:durationFactor:)",
          "the animator must be active, paused and interruptible")
      }
      var factor = durationFactor.isFinite ? max(durationFactor, 0) : 0
      let progress = presentedProgress
      let distance = (animator.isReversed ? 0 : 1) - progress
      let duration = Double(animator.duration)
      var curve = timing
      if hasKeyframeTracks, let timing, timing.isSpring {
        let standIn = timing.cubicStandIn(
          duration: duration * (factor > 0 ? factor : abs(distance)))
        curve = standIn.curve
        factor = duration > 0 ? standIn.duration / duration : 0
      }
      animator.continueAnimation(
        withTimingParameters: curve?.uiTimingParameters, durationFactor: CGFloat(factor))
      // What the curve runs for unless it is a physical spring: the factor's share of the
      // duration, or the time left at the original pace.
      let seconds = duration * (factor > 0 ? factor : abs(distance))
      beginSampling(velocity: curve.map { $0.velocity(at: 0, duration: seconds) * distance })
    }

    /// Adds a completion, translating UIKit's position.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
      animator.addCompletion { position in completion(AnimatingPosition(position)) }
    }

    /// Adds a track as an animation block; see the type's documentation.
    @discardableResult
    public func addTrack<Value: Interpolatable>(
      from: Value, to: Value, window: TrackWindow, apply: @escaping (Value) -> Void
    ) -> Bool {
      guard animator.state != .stopped else {
        report(.illegalCall, "addTrack(from:to:window:apply:)", "the animator is stopped")
        return false
      }
      UIView.performWithoutAnimation { apply(from) }
      if animator.state == .active && animator.isReversed && !animator.isRunning {
        framePacedTracks.append(
          (window, { fraction in apply(from.interpolated(to: to, fraction: fraction)) }))
        return true
      }
      let isPartial = window.start > 0 || window.end < 1
      if animator.state == .inactive && isPartial && window.start < window.end {
        let start = CGFloat(window.start)
        let length = CGFloat(window.end - window.start)
        hasKeyframeTracks = true
        animator.addAnimations {
          UIView.animateKeyframes(
            withDuration: 0, delay: 0, options: [],
            animations: {
              UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: length) {
                apply(to)
              }
            }, completion: nil)
        }
      } else {
        animator.addAnimations { apply(to) }
      }
      return true
    }

    /// The progress on screen, read from the probe's presentation layer. Without one (no
    /// animation in flight) an active animator reports its `fractionComplete` in the forward
    /// sense, and an inactive one its model value.
    public var presentedProgress: Double {
      let progress: Double
      if let layer = probe.layer.presentation() {
        progress = Double(layer.position.x / Self.probeTravel)
      } else if animator.state == .active {
        let fraction = Double(animator.fractionComplete)
        progress = animator.isReversed ? 1 - fraction : fraction
      } else {
        progress = Double(probe.layer.position.x / Self.probeTravel)
      }
      let now = clock.now
      if let last = lastSample, now - last.time >= 0.001 {
        velocityEstimate = (progress - last.progress) / (now - last.time)
        lastSample = (now, progress)
      } else if lastSample == nil {
        lastSample = (now, progress)
      }
      return progress
    }

    /// The progress velocity on screen, from the last two reads of the presented progress (at
    /// most a frame apart while the animator runs); 0 while paused.
    public var presentedVelocity: Double {
      _ = presentedProgress
      return animator.isRunning ? velocityEstimate : 0
    }

    // MARK: - Frames

    /// Reads the probe on every frame while the animator runs. `velocity` is the velocity the
    /// motion starts with, kept until the next frame's read replaces it (nil: unknown, 0).
    private func beginSampling(velocity: Double?) {
      guard animator.isRunning else { return }
      lastSample = nil
      _ = presentedProgress
      let velocity = velocity ?? 0
      velocityEstimate = velocity.isFinite ? velocity : 0
      if frameSampler == nil {
        let sampler = FrameSampler(self)
        frameSampler = sampler
        clock.addObserver(sampler)
      }
    }

    private func endSampling() {
      if let frameSampler { clock.removeObserver(frameSampler) }
      frameSampler = nil
    }

    fileprivate func frameDidArrive() {
      guard animator.isRunning else { return endSampling() }
      let progress = presentedProgress
      for track in framePacedTracks { track.apply(track.window.fraction(atProgress: progress)) }
    }

    private func animatorDidComplete(at position: UIViewAnimatingPosition) {
      endSampling()
      let progress: Double? =
        switch position {
        case .end: 1
        case .start: 0
        default: nil
        }
      if let progress {
        for track in framePacedTracks {
          track.apply(track.window.fraction(atProgress: progress))
        }
      }
      framePacedTracks.removeAll()
    }

    private func report(_ kind: AnimatorDiagnostic.Kind, _ call: String, _ message: String) {
      diagnosticHandler(
        AnimatorDiagnostic(
          kind: kind, call: call, state: state, isRunning: isRunning, message: message))
    }
  }

  /// The adapter's frame observer, held weakly by the clock; it holds the adapter weakly too.
  @MainActor
  private final class FrameSampler: FrameObserver {
    private weak var adapter: PropertyAnimatorAdapter?

    init(_ adapter: PropertyAnimatorAdapter) {
      self.adapter = adapter
    }

    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      adapter?.frameDidArrive()
    }
  }

  extension AnimatingPosition {
    /// The core position of a UIKit position.
    init(_ position: UIViewAnimatingPosition) {
      switch position {
      case .end: self = .end
      case .start: self = .start
      case .current: self = .current
      @unknown default: self = .current
      }
    }

    /// UIKit's position.
    var uiPosition: UIViewAnimatingPosition {
      switch self {
      case .end: .end
      case .start: .start
      case .current: .current
      }
    }
  }
#endif
