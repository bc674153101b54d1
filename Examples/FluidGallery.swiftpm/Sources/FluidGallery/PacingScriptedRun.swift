#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions
  import UIKit

  /// One measured run: sets the stage up for its style (``PacingTarget``), then drives the
  /// style's transition with a scripted finger fed to the layer's public entry points (the
  /// calls `TransitionGesture` makes), one display-link callback at a time, and records what
  /// ``PacingRun`` reports.
  ///
  /// Per callback, in order: the progress samples a release on the property animator still
  /// needs, then the touches that are due (their script time has passed by the callback's
  /// `timestamp`), then the library's frame (the ``TransitionEngine/displayLink`` engine runs
  /// on ``PacingFrameRelay``). The touches and the frame are timed with the injected clock:
  /// that is the engine's time for the callback. On the property animator the animation itself
  /// runs in Core Animation's render server and is not in that time.
  @MainActor
  final class PacingScriptedRun {
    /// How long after the script's end a transition may still run before it is finished by
    /// force, and as long again before the run gives up on it, in seconds.
    static let grace = 3.0

    let pacingCase: PacingCase
    private let stage: PacingStage
    private let relay: PacingFrameRelay
    private let clock: () -> Double
    private let expectedInterval: Double

    private var target: (any PacingTarget)?
    /// The script laid out in the transition's container, from its start on.
    private var timeline: TouchTimeline?
    private var startTime: Double?
    private var transition: FluidTransition?
    private var nextTouch = 0
    /// The last two touch samples of the finger that is down, for its velocity at the lift.
    /// Two stored values, not an array: they change inside the timed span of a callback, which
    /// must time the library's work alone.
    private var recentTouches: (previous: TouchTimeline.Touch?, last: TouchTimeline.Touch?) = (
      nil, nil
    )
    private var samples: [DisplayLinkSample] = []
    private var engineMicroseconds: [Double] = []
    private var releases: [ReleaseHandoff] = []
    private var pendingRelease: PendingRelease?
    private var forcedFinish = false

    /// Whether the run is over: the transition ended and the script's time ran out.
    private(set) var isFinished = false

    /// A release on the property animator waiting for its presented velocity.
    ///
    /// `UIViewPropertyAnimator` reports no velocity, so the presented velocity is estimated
    /// from the presented progress (read from the presentation layer) at the next two
    /// callbacks after the release, over the time between their `timestamp`s: one frame
    /// apart, the velocity the screen showed just after the hand-over.
    private struct PendingRelease {
      var finger: Vector
      var mapping: InteractionMapping
      var progress: [(time: Double, value: Double)] = []
    }

    /// A run of `pacingCase` on `stage` (at rest), with the engine's frames relayed through
    /// `relay`, engine time read from `clock` (seconds) and hitches judged against
    /// `expectedInterval` seconds.
    init(
      _ pacingCase: PacingCase, stage: PacingStage, relay: PacingFrameRelay,
      clock: @escaping () -> Double, expectedInterval: Double
    ) {
      self.pacingCase = pacingCase
      self.stage = stage
      self.relay = relay
      self.clock = clock
      self.expectedInterval = expectedInterval
    }

    /// Sets the stage up with the run's style and engine; the transition starts at the first
    /// callback that finds the setup on screen.
    func prepare() {
      let style = pacingCase.style
      let options = FluidTransition.Options(engine: pacingCase.engine)
      switch style {
      case .slide, .scale, .fade, .zoom:
        target = PacingPopTarget(
          style, options: options, clock: relay, navigation: stage.navigation)
      case .sheet, .drawer:
        target = PacingDismissalTarget(
          style, options: options, clock: relay, presenter: stage.presenter)
      case .tab:
        target = PacingSwitchTarget(style, options: options, clock: relay, tabs: stage.tabs)
      }
    }

    /// One display-link callback.
    func frame(_ sample: DisplayLinkSample) {
      guard let target, !isFinished else { return }
      guard let start = startTime ?? begin(at: sample.timestamp, with: target),
        let timeline
      else { return }
      if transition == nil { transition = target.currentTransition }
      sampleRelease(at: sample.timestamp)
      let before = clock()
      deliverTouches(of: timeline, until: sample.timestamp - start, from: start)
      relay.deliver(Frame(timestamp: sample.timestamp, targetTimestamp: sample.targetTimestamp))
      engineMicroseconds.append((clock() - before) * 1_000_000)
      samples.append(sample)
      finishIfOver(elapsed: sample.timestamp - start, until: timeline.until, target: target)
    }

    /// Lays the script out in the transition's container and starts the transition as the
    /// script says: interactively, as the style's gesture does, or by itself, as a tap does
    /// (its transition is picked up when UIKit has asked for it). Nil while the setup is not
    /// on screen yet.
    private func begin(at time: Double, with target: any PacingTarget) -> Double? {
      guard let container = target.containerView, target.currentTransition == nil else {
        return nil
      }
      let bounds = container.bounds
      let timeline = pacingCase.script.timeline(
        style: pacingCase.style.style, operation: pacingCase.style.operation,
        interaction: pacingCase.style.interaction,
        container: Size(width: Double(bounds.width), height: Double(bounds.height)),
        layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        duration: pacingCase.style.duration)
      self.timeline = timeline
      startTime = time
      switch timeline.start {
      case .interactive: transition = target.beginInteractive()
      case .animated: target.beginAnimated()
      }
      return time
    }

    private func deliverTouches(
      of timeline: TouchTimeline, until elapsed: Double, from start: Double
    ) {
      guard let transition, target?.currentTransition === transition else { return }
      let touches = timeline.touches
      while nextTouch < touches.count, touches[nextTouch].time <= elapsed {
        let touch = touches[nextTouch]
        nextTouch += 1
        let point = CGPoint(x: touch.point.x, y: touch.point.y)
        let time = start + touch.time
        switch touch.phase {
        case .began:
          recentTouches = (nil, touch)
          transition.touchBegan(at: point, time: time)
        case .moved:
          recentTouches = (recentTouches.last, touch)
          transition.touchMoved(to: point, time: time)
        case .ended:
          release(transition, at: time)
        }
      }
    }

    /// Lifts the finger with the velocity of its last two samples (a recogniser's velocity),
    /// and measures the presented velocity right after: the ``TransitionEngine/displayLink``
    /// engine's analytic velocity at once, the property animator's from the next frames.
    private func release(_ transition: FluidTransition, at time: Double) {
      let finger = Self.velocity(of: recentTouches)
      let mapping = transition.driver?.configuration.interaction
      transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: finger.dx, y: finger.dy))
      recentTouches = (nil, nil)
      guard let mapping else { return }
      switch pacingCase.engine {
      case .displayLink:
        let presented = transition.driver?.animator?.presentedVelocity ?? .nan
        releases.append(
          ReleaseHandoff(finger: finger, mapping: mapping, presentedVelocity: presented))
      case .propertyAnimator:
        pendingRelease = PendingRelease(finger: finger, mapping: mapping)
      }
    }

    /// Points per second between the last two samples; zero without two.
    private static func velocity(
      of touches: (previous: TouchTimeline.Touch?, last: TouchTimeline.Touch?)
    ) -> Vector {
      guard let first = touches.previous, let second = touches.last, second.time > first.time
      else { return .zero }
      let dt = second.time - first.time
      return Vector(
        dx: (second.point.x - first.point.x) / dt, dy: (second.point.y - first.point.y) / dt)
    }

    /// Takes a presented-progress sample for a pending property-animator release; with two,
    /// records the release. A transition that ended before has no presented velocity (NaN,
    /// which the report leaves out of the maximum jump).
    private func sampleRelease(at time: Double) {
      guard var pending = pendingRelease else { return }
      guard let driver = target?.currentTransition?.driver else {
        releases.append(
          ReleaseHandoff(finger: pending.finger, mapping: pending.mapping, presentedVelocity: .nan))
        pendingRelease = nil
        return
      }
      pending.progress.append((time, driver.presentedProgress))
      guard pending.progress.count == 2 else {
        pendingRelease = pending
        return
      }
      let (first, second) = (pending.progress[0], pending.progress[1])
      let presented =
        second.time > first.time ? (second.value - first.value) / (second.time - first.time) : .nan
      releases.append(
        ReleaseHandoff(
          finger: pending.finger, mapping: pending.mapping, presentedVelocity: presented))
      pendingRelease = nil
    }

    /// Ends the run once the transition has ended and the script's time (`until`) has run
    /// out. A transition still running `grace` seconds after that is finished by force, and
    /// the run gives up on it after as long again, so that a stuck transition cannot stall the
    /// whole benchmark.
    private func finishIfOver(elapsed: Double, until: Double, target: any PacingTarget) {
      let ended = transition != nil && target.currentTransition == nil
      if ended, elapsed >= until, pendingRelease == nil {
        isFinished = true
      } else if elapsed >= until + 2 * Self.grace {
        isFinished = true
      } else if elapsed >= until + Self.grace, !forcedFinish {
        forcedFinish = true
        target.currentTransition?.finish()
      }
    }

    /// The run's row.
    var result: PacingRun {
      PacingRun(
        style: pacingCase.style.style.name, engine: pacingCase.engineName,
        script: pacingCase.script.rawValue,
        pacing: FramePacing(samples: samples, expectedInterval: expectedInterval),
        engineTimes: EngineFrameTimes(microseconds: engineMicroseconds), releases: releases)
    }

    /// Puts the stage back at rest, without a fluid delegate (the runner waits for it).
    func tearDown() {
      target?.tearDown()
    }
  }
#endif
