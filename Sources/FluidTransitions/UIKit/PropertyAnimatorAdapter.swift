#if canImport(UIKit)
  import UIKit

  /// `UIViewPropertyAnimator` as an ``Animating`` engine: every member forwards to UIKit, with
  /// the conversions between UIKit's types and the core's.
  ///
  /// Three things UIKit does not offer are added:
  /// - **Presented progress and velocity**: a hidden 1-point probe view, animated from x = 0 to
  ///   x = 1,000 by the same animator, is read from its presentation layer when the progress is
  ///   asked for, so the progress on screen is known even mid-spring or mid-overshoot (which
  ///   `fractionComplete`, a time fraction while running, cannot tell). The velocity is computed
  ///   from the curve the animator runs: the adapter knows the curve, the moment and the
  ///   duration of every start and continuation it makes (see `AnimatorMotion`'s rules), so a
  ///   reversal requested at any moment leaves with the velocity on screen, and nothing reads
  ///   the screen on every frame for it.
  /// - **No exceptions**: UIKit raises on calls that are illegal in the current state; the
  ///   adapter refuses them instead and reports an ``AnimatorDiagnostic``, like
  ///   ``FluidAnimator``.
  /// - **Only what UIKit documents**: UIKit's animator gets only whole-run animation blocks. A
  ///   track with a partial window (the slide's shadow, the zoom's cross-fades, a sheet's
  ///   dimming) is not a keyframe animation, whose timing under a spring is undocumented and
  ///   reported broken: the adapter writes it itself from the progress, on each frame of its
  ///   clock while the animator runs, at each change of `fractionComplete` while it is paused,
  ///   and at the end. So is a track added while the animator is paused and reversed (what UIKit
  ///   does with such a block is undocumented), until the animator pauses or ends. Releases can
  ///   then continue on the release spring itself, whatever the tracks.
  ///
  /// The clock's display link runs only while the animator runs and the adapter has such a track
  /// to write, or after a re-plan (below). Those tracks are written on the main thread from the progress on screen as the
  /// frame begins, so they show it a frame late, and a busy main thread holds them while Core
  /// Animation moves the rest; the library's own are opacities, where neither shows. A custom
  /// style should keep geometry to whole-run tracks.
  ///
  /// Tracks map onto animation blocks: the `from` value is set without animation, then
  /// `addAnimations` sets `to`. Added while the animator is active (and not both paused and
  /// reversed), a track runs over the remaining time, as UIKit's blocks do, whatever its window.
  ///
  /// **Re-plans** (``ProgressFollowing``): a layout change mid-flight re-plans the motion as a
  /// function of progress, which no animation block already added can follow. The nodes it
  /// moves are taken off the animations of the properties the transition's own blocks move on
  /// them (`CALayer.removeAnimation(forKey:)` for every key of those key paths, whoever added
  /// it: the layer then shows its model values there; animations of other properties, UIKit's
  /// or the app's, stay) and written from the progress on screen like the
  /// partial-window tracks, last, so the course wins; the probe, and so the progress and its
  /// velocity, are untouched. The keys are taken off again after every call that could make
  /// UIKit rebuild the animations it recorded (a reversal, a scrub, a pause, a start or a
  /// continuation) and at every frame. From then on the re-planned views move on the main
  /// thread, a frame behind Core Animation, geometry included: a busy main thread holds them
  /// until the transition ends. The progress is polled on every frame while such a course is
  /// written, paused or running, so a `fractionComplete` set, or a start made, on ``animator``
  /// directly (by UIKit or the app) moves them too; while the animator is paused, only such a
  /// call can move it, and the adapter's own clock asks for ``pausedPollingRange`` instead of
  /// the high-impact range, so a finger holding a re-planned transition does not keep the
  /// display at its highest rate (a clock given to the adapter is left as it is).
  @MainActor
  package final class PropertyAnimatorAdapter: ProgressFollowing {
    /// The wrapped animator: what `interruptibleAnimator(using:)` returns.
    package let animator: UIViewPropertyAnimator
    /// Receives one report per refused call.
    package var diagnosticHandler: (AnimatorDiagnostic) -> Void = AnimatorDiagnostic
      .printInDebugBuilds

    private static let probeTravel: CGFloat = 1000
    private let probe: UIView
    private let clock: any FrameClock
    /// The clock the adapter made (none when it was given one), with the frame-rate range it
    /// asks for while the animator runs.
    private let ownClock: (clock: DisplayLinkClock, runningRange: CAFrameRateRange?)?
    /// The curve `animator` was created with, if known.
    private let timingCurve: TimingCurve?
    /// What the animator runs since the last start or continuation; nil while it is not
    /// running, and while it runs a curve the adapter does not know.
    private var motion: AnimatorMotion?
    private var framePacer: FramePacer?
    /// Partial-window tracks added before the start, written for the whole run.
    private var runTracks: [FramePacedTrack] = []
    /// Tracks added while the animator was paused and reversed, written until it pauses or ends.
    private var releaseTracks: [FramePacedTrack] = []
    /// The writer of the nodes a re-plan took off their blocks, written after every track.
    private var courseWriter: ((Double) -> Void)?
    /// The transforms a re-plan eases from the screen to the model, written before the course;
    /// replaced by each re-plan.
    private var followTracks: [(Double) -> Void] = []
    /// The layers a re-plan took off their blocks, and the key paths taken off each.
    private var followedLayers: [FollowedLayer] = []
    /// The progress the course was last written at.
    private var writtenProgress: Double?

    private struct FollowedLayer {
      weak var layer: CALayer?
      var keyPaths: Set<String>
    }

    private struct FramePacedTrack {
      let window: TrackWindow
      let apply: (Double) -> Void
    }

    /// Wraps `animator`, installing the progress probe in `container` (the transition's
    /// container view). The animator must be inactive.
    ///
    /// - Parameters:
    ///   - timingCurve: The curve `animator` was created with (its `timingParameters`), from
    ///     which the velocity of its first run is computed. Without it, ``presentedVelocity`` is
    ///     0 until the adapter continues the animator on a curve of its own.
    ///   - clock: The frames on which the adapter writes its partial-window tracks while the
    ///     animator runs; a ``DisplayLinkClock`` unless given.
    package init(
      animator: UIViewPropertyAnimator, container: UIView, timingCurve: TimingCurve? = nil,
      clock: (any FrameClock)? = nil
    ) {
      self.animator = animator
      self.timingCurve = timingCurve?.propertyAnimatorCurve
      if let clock {
        self.clock = clock
        ownClock = nil
      } else {
        let own = DisplayLinkClock()
        self.clock = own
        ownClock = (own, own.preferredFrameRateRange)
      }
      // Centred on the origin, so its centre's x is exactly 0 at rest and 1,000 at the end.
      let probe = AnimatorProbe.installed(in: container)
      self.probe = probe
      animator.addAnimations { probe.center = CGPoint(x: Self.probeTravel, y: 0) }
      animator.addCompletion { [weak self] position in
        probe.removeFromSuperview()
        self?.animatorDidComplete(at: position)
      }
    }

    /// The animator's state.
    package var state: AnimatingState {
      switch animator.state {
      case .inactive: .inactive
      case .active: .active
      case .stopped: .stopped
      @unknown default: .active
      }
    }

    /// Whether the animator is running.
    package var isRunning: Bool { animator.isRunning }

    /// The animator's direction. Reversing a running animator also reverses the motion the
    /// velocity is computed from (see `AnimatorMotion`).
    package var isReversed: Bool {
      get { animator.isReversed }
      set {
        let wasRunning = animator.isRunning && animator.isReversed != newValue
        animator.isReversed = newValue
        if wasRunning { motion = motion?.reversed(at: clock.now) }
        stripFollowedLayers()
      }
    }

    /// The animator's fraction; setting it while running is refused (UIKit ignores it). Setting
    /// it writes the partial-window tracks at the new progress.
    package var fractionComplete: Double {
      get { Double(animator.fractionComplete) }
      set {
        guard newValue.isFinite else {
          return report(.invalidArgument, "fractionComplete", "\(newValue) ignored")
        }
        guard animator.state != .stopped, !animator.isRunning else {
          return report(.illegalCall, "fractionComplete", "set only while paused")
        }
        animator.fractionComplete = CGFloat(min(max(newValue, 0), 1))
        stripFollowedLayers()
        writeTracks(atProgress: presentedProgress)
      }
    }

    /// Whether pausing scrubs linearly.
    package var scrubsLinearly: Bool {
      get { animator.scrubsLinearly }
      set { animator.scrubsLinearly = newValue }
    }

    /// Whether the animator stays active at the end.
    package var pausesOnCompletion: Bool {
      get { animator.pausesOnCompletion }
      set { animator.pausesOnCompletion = newValue }
    }

    /// Whether the animator is interruptible; settable only while inactive.
    package var isInterruptible: Bool {
      get { animator.isInterruptible }
      set {
        guard animator.state == .inactive else {
          return report(.illegalCall, "isInterruptible", "can only be set while inactive")
        }
        animator.isInterruptible = newValue
      }
    }

    /// The animator's duration, in seconds.
    package var duration: Double { Double(animator.duration) }

    /// Starts or resumes; refused while stopped.
    package func startAnimation() {
      guard animator.state != .stopped else {
        return report(.illegalCall, "startAnimation()", "the animator is stopped")
      }
      start(afterDelay: 0)
      animator.startAnimation()
      stripFollowedLayers()
      updateFramePacing()
    }

    /// Starts or resumes after `delay` seconds; refused while stopped.
    package func startAnimation(afterDelay delay: Double) {
      guard animator.state != .stopped else {
        return report(.illegalCall, "startAnimation(afterDelay:)", "the animator is stopped")
      }
      let delay = delay.isFinite ? max(delay, 0) : 0
      start(afterDelay: delay)
      animator.startAnimation(afterDelay: delay)
      stripFollowedLayers()
      updateFramePacing()
    }

    /// The motion a start (from inactive) or a resume (from paused) begins.
    private func start(afterDelay delay: Double) {
      guard !animator.isRunning else { return }
      guard let timingCurve else {
        motion = nil
        return
      }
      if animator.state == .inactive {
        motion = AnimatorMotion(
          startingWith: timingCurve, duration: duration, isReversed: animator.isReversed,
          at: clock.now + delay)
      } else {
        motion = AnimatorMotion(
          continuingFrom: presentedProgress, isReversed: animator.isReversed, onto: timingCurve,
          durationFactor: 0, duration: duration, at: clock.now + delay)
      }
    }

    /// Pauses; refused while stopped. Tracks added while paused and reversed stop where they are.
    package func pauseAnimation() {
      guard animator.state != .stopped else {
        return report(.illegalCall, "pauseAnimation()", "the animator is stopped")
      }
      animator.pauseAnimation()
      motion = nil
      stripFollowedLayers()
      writeTracks(atProgress: presentedProgress)
      releaseTracks.removeAll()
      updateFramePacing()
    }

    /// Stops; refused while inactive or stopped. The adapter's tracks stay where they are.
    package func stopAnimation(_ withoutFinishing: Bool) {
      guard animator.state == .active else {
        return report(.illegalCall, "stopAnimation(_:)", "the animator is not active")
      }
      writeTracks(atProgress: presentedProgress)
      animator.stopAnimation(withoutFinishing)
      motion = nil
      releaseTracks.removeAll()
      if withoutFinishing { endFollowing() }
      updateFramePacing()
    }

    /// Finishes a stopped animator; refused otherwise.
    package func finishAnimation(at finalPosition: AnimatingPosition) {
      guard animator.state == .stopped else {
        return report(.illegalCall, "finishAnimation(at:)", "only a stopped animator finishes")
      }
      animator.finishAnimation(at: finalPosition.uiPosition)
    }

    /// Continues a paused animator on `timing`; refused unless active, paused and
    /// interruptible. A non-finite or negative factor becomes 0 (the time left).
    package func continueAnimation(with timing: TimingCurve?, durationFactor: Double) {
      guard animator.state == .active, !animator.isRunning, animator.isInterruptible else {
        return report(
          .illegalCall, "continueAnimation(with:durationFactor:)",
          "the animator must be active, paused and interruptible")
      }
      let factor = durationFactor.isFinite ? max(durationFactor, 0) : 0
      let curve = timing?.propertyAnimatorCurve ?? timingCurve
      motion = curve.map {
        AnimatorMotion(
          continuingFrom: presentedProgress, isReversed: animator.isReversed, onto: $0,
          durationFactor: factor, duration: duration, at: clock.now)
      }
      animator.continueAnimation(
        withTimingParameters: timing?.uiTimingParameters, durationFactor: CGFloat(factor))
      stripFollowedLayers()
      updateFramePacing()
    }

    /// Adds a completion, translating UIKit's position.
    package func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
      animator.addCompletion { position in completion(AnimatingPosition(position)) }
    }

    /// Adds a track as an animation block, or writes it on each frame; see the type's
    /// documentation.
    @discardableResult
    package func addTrack<Value: Interpolatable>(
      from: Value, to: Value, window: TrackWindow, apply: @escaping (Value) -> Void
    ) -> Bool {
      guard animator.state != .stopped else {
        report(.illegalCall, "addTrack(from:to:window:apply:)", "the animator is stopped")
        return false
      }
      UIView.performWithoutAnimation { apply(from) }
      let track = FramePacedTrack(window: window) { fraction in
        apply(from.interpolated(to: to, fraction: fraction))
      }
      if animator.state == .active && animator.isReversed && !animator.isRunning {
        releaseTracks.append(track)
      } else if animator.state == .inactive && (window.start > 0 || window.end < 1) {
        runTracks.append(track)
      } else {
        animator.addAnimations { apply(to) }
      }
      updateFramePacing()
      return true
    }

    /// The progress on screen, read from the probe's presentation layer. Without one (no
    /// animation in flight) a running animator reports the progress its curve has reached, a
    /// paused one its `fractionComplete` in the forward sense, and an inactive one its model
    /// value.
    package var presentedProgress: Double {
      if let layer = probe.layer.presentation() {
        return Double(layer.position.x / Self.probeTravel)
      }
      if animator.isRunning, let motion {
        return motion.state(at: clock.now).progress
      }
      if animator.state == .active {
        let fraction = Double(animator.fractionComplete)
        return animator.isReversed ? 1 - fraction : fraction
      }
      return Double(probe.layer.position.x / Self.probeTravel)
    }

    /// The progress velocity on screen, in progress per second: computed from the curve the
    /// animator runs (see the type's documentation); 0 while paused, and while it runs a curve
    /// the adapter was not told.
    package var presentedVelocity: Double {
      guard animator.isRunning, let motion else { return 0 }
      let velocity = motion.state(at: clock.now).velocity
      return velocity.isFinite ? velocity : 0
    }

    // MARK: - Re-plans

    /// Takes `nodes` off their animation blocks and writes them with `write` from now on; see
    /// ``ProgressFollowing``. A node that keeps its transform eases from the transform on
    /// screen (its presentation layer's; its model's without one) to its model transform
    /// between the progress now and whichever end the progress then moves toward.
    package func follow(_ nodes: [FollowedNode], writing write: @escaping (Double) -> Void) {
      guard animator.state == .active else { return }
      let progress = presentedProgress
      followTracks = []
      for followed in nodes {
        guard let view = (followed.node as? ViewNode)?.view else { continue }
        let shown = view.layer.presentation()?.affineTransform() ?? view.transform
        let model = view.transform
        note(view.layer, keyPaths: Self.keyPaths(of: followed.blocks))
        guard followed.keepsTransform, shown != model else { continue }
        let from = AffineTransform(shown)
        let to = AffineTransform(model)
        let change = progress
        followTracks.append { [weak view] progress in
          let fraction = Self.fractionToModel(at: progress, change: change)
          view?.transform = from.interpolated(to: to, fraction: fraction).cgAffineTransform
        }
      }
      stripFollowedLayers()
      courseWriter = write
      writtenProgress = nil
      writeTracks(atProgress: progress)
      updateFramePacing()
    }

    /// How far a followed transform has eased from the screen to the model at `progress`, for a
    /// re-plan at `change`: 0 there, 1 at whichever end the progress reaches (so a release
    /// toward `.start` lands on the model as surely as one toward `.end`).
    package static func fractionToModel(at progress: Double, change: Double) -> Double {
      let fraction =
        progress >= change
        ? (change < 1 ? (progress - change) / (1 - change) : 1)
        : (change > 0 ? (change - progress) / change : 1)
      return fraction.isFinite ? min(max(fraction, 0), 1) : 1
    }

    /// The layer key paths of the properties in `components` (`frame` is the layer's position
    /// and bounds).
    private static func keyPaths(of components: AnimatedComponents) -> Set<String> {
      var paths: Set<String> = []
      if components.contains(.frame) { paths.formUnion(["position", "bounds"]) }
      if components.contains(.alpha) { paths.insert("opacity") }
      if components.contains(.transform) { paths.insert("transform") }
      if components.contains(.cornerRadius) { paths.insert("cornerRadius") }
      return paths
    }

    private func note(_ layer: CALayer, keyPaths: Set<String>) {
      if let index = followedLayers.firstIndex(where: { $0.layer === layer }) {
        followedLayers[index].keyPaths.formUnion(keyPaths)
      } else {
        followedLayers.append(FollowedLayer(layer: layer, keyPaths: keyPaths))
      }
    }

    /// Takes the followed layers off the animations of the key paths noted for them: cheap and
    /// idempotent, so done again wherever UIKit might have put them back. A key names its key
    /// path up to its first character that is not a letter ("bounds.size", "position-2"):
    /// Apple does not name the keys UIKit's blocks use.
    private func stripFollowedLayers() {
      for followed in followedLayers {
        guard let layer = followed.layer, !followed.keyPaths.isEmpty else { continue }
        for key in layer.animationKeys() ?? []
        where followed.keyPaths.contains(String(key.prefix(while: \.isLetter))) {
          layer.removeAnimation(forKey: key)
        }
      }
    }

    private func endFollowing() {
      runTracks.removeAll()
      followTracks.removeAll()
      followedLayers.removeAll()
      courseWriter = nil
      writtenProgress = nil
    }

    // MARK: - Frames

    /// The frame-rate range the adapter's own clock asks for while a re-planned course polls a
    /// paused animator: 30 to 60 Hz, 60 preferred. Nothing moves then unless UIKit or the app
    /// scrubs ``animator`` directly.
    package nonisolated static let pausedPollingRange = CAFrameRateRange(
      minimum: 30, maximum: 60, preferred: 60)

    /// Observes the clock exactly while the animator runs and a track must be written on each
    /// frame, and while a re-plan's course is written, running or paused, to poll the progress
    /// (at ``pausedPollingRange`` while paused, on the adapter's own clock).
    private func updateFramePacing() {
      if let ownClock {
        let wanted = animator.isRunning ? ownClock.runningRange : Self.pausedPollingRange
        if ownClock.clock.preferredFrameRateRange != wanted {
          ownClock.clock.preferredFrameRateRange = wanted
          // A display link starts again at the new rate from the next frame, rather than one
          // period of the old rate after its last (the views would skip a frame on release).
          if let framePacer {
            clock.removeObserver(framePacer)
            self.framePacer = nil
          }
        }
      }
      let needsFrames =
        (animator.isRunning && !(runTracks.isEmpty && releaseTracks.isEmpty))
        || (courseWriter != nil && animator.state == .active)
      if needsFrames, framePacer == nil {
        let pacer = FramePacer(self)
        framePacer = pacer
        clock.addObserver(pacer)
      } else if !needsFrames, let framePacer {
        clock.removeObserver(framePacer)
        self.framePacer = nil
      }
    }

    /// Writes on each frame from the animator's own state, not the adapter's bookkeeping: a
    /// paused animator is written only when its progress moved (someone scrubbed or started it
    /// on ``animator`` directly).
    fileprivate func frameDidArrive() {
      stripFollowedLayers()
      let progress = presentedProgress
      if animator.isRunning || progress != writtenProgress {
        writeTracks(atProgress: progress)
      }
      updateFramePacing()
    }

    /// Writes every track the adapter writes at `progress`, none of them animated (a frame can
    /// arrive inside an app's animation block).
    private func writeTracks(atProgress progress: Double) {
      UIView.performWithoutAnimation {
        for track in runTracks { track.apply(track.window.fraction(atProgress: progress)) }
        for track in releaseTracks { track.apply(track.window.fraction(atProgress: progress)) }
        for track in followTracks { track(progress) }
        if let courseWriter {
          courseWriter(progress)
          writtenProgress = progress
        }
      }
    }

    private func animatorDidComplete(at position: UIViewAnimatingPosition) {
      switch position {
      case .end: writeTracks(atProgress: 1)
      case .start: writeTracks(atProgress: 0)
      default: break
      }
      motion = nil
      releaseTracks.removeAll()
      endFollowing()
      updateFramePacing()
    }

    private func report(_ kind: AnimatorDiagnostic.Kind, _ call: String, _ message: String) {
      diagnosticHandler(
        AnimatorDiagnostic(
          kind: kind, call: call, state: state, isRunning: isRunning, message: message))
    }
  }

  /// The adapter's frame observer, held weakly by the clock; it holds the adapter weakly too.
  @MainActor
  private final class FramePacer: FrameObserver {
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
