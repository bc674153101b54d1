#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions
  import UIKit

  /// One measured run: pushes the stage's detail without animation, then pops it with a
  /// scripted finger fed to the layer's public entry points (the calls `TransitionGesture`
  /// makes), one display-link callback at a time, and records what ``PacingRun`` reports.
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
    private let navigation: UINavigationController
    private let relay: PacingFrameRelay
    private let clock: () -> Double
    private let expectedInterval: Double
    private let timeline: TouchTimeline

    private var delegate: FluidNavigationDelegate?
    private var startTime: Double?
    private var transition: FluidTransition?
    private var nextTouch = 0
    /// The last two touch samples of the finger that is down, for its velocity at the lift.
    private var recentTouches: [TouchTimeline.Touch] = []
    private var samples: [DisplayLinkSample] = []
    private var engineMicroseconds: [Double] = []
    private var releases: [ReleaseHandoff] = []
    private var pendingRelease: PendingRelease?
    private var forcedFinish = false

    /// Whether the run is over: the pop ended and the script's time ran out.
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

    /// A run of `pacingCase` on `navigation` (at its root), with the engine's frames relayed
    /// through `relay`, engine time read from `clock` (seconds) and hitches judged against
    /// `expectedInterval` seconds.
    init(
      _ pacingCase: PacingCase, navigation: UINavigationController, relay: PacingFrameRelay,
      clock: @escaping () -> Double, expectedInterval: Double
    ) {
      self.pacingCase = pacingCase
      self.navigation = navigation
      self.relay = relay
      self.clock = clock
      self.expectedInterval = expectedInterval
      let bounds = navigation.view.bounds
      timeline = pacingCase.script.timeline(
        style: pacingCase.style.style, operation: .pop,
        interaction: pacingCase.style.interaction,
        container: Size(width: Double(bounds.width), height: Double(bounds.height)),
        layoutDirection: navigation.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        duration: pacingCase.style.duration)
    }

    /// Pushes the detail without animation and installs the run's style and engine; the pop
    /// starts at the next callback, once the push is on screen.
    func prepare() {
      navigation.pushViewController(PacingStageDetailViewController(), animated: false)
      let delegate = navigation.fluid.enable(
        pacingCase.style.style, interaction: pacingCase.style.interaction,
        options: FluidTransition.Options(engine: pacingCase.engine))
      delegate.clock = relay
      if pacingCase.style == .zoom {
        delegate.elementsProvider = { operation, from, to in
          PacingHarness.zoomElements(operation: operation, from: from, to: to)
        }
      }
      self.delegate = delegate
    }

    /// One display-link callback.
    func frame(_ sample: DisplayLinkSample) {
      guard let delegate, !isFinished else { return }
      let start = startTime ?? begin(at: sample.timestamp, with: delegate)
      if transition == nil { transition = delegate.currentTransition }
      sampleRelease(at: sample.timestamp)
      let before = clock()
      deliverTouches(until: sample.timestamp - start, from: start)
      relay.deliver(Frame(timestamp: sample.timestamp, targetTimestamp: sample.targetTimestamp))
      engineMicroseconds.append((clock() - before) * 1_000_000)
      samples.append(sample)
      finishIfOver(elapsed: sample.timestamp - start, delegate: delegate)
    }

    /// Starts the pop as the script says: interactively, as a back swipe does, or by itself,
    /// as a tap on Back does (its transition is picked up when UIKit has asked for it).
    private func begin(at time: Double, with delegate: FluidNavigationDelegate) -> Double {
      startTime = time
      switch timeline.start {
      case .interactive: transition = delegate.beginInteractivePop()
      case .animated: navigation.popViewController(animated: true)
      }
      return time
    }

    private func deliverTouches(until elapsed: Double, from start: Double) {
      guard let transition, delegate?.currentTransition === transition else { return }
      let touches = timeline.touches
      while nextTouch < touches.count, touches[nextTouch].time <= elapsed {
        let touch = touches[nextTouch]
        nextTouch += 1
        let point = CGPoint(x: touch.point.x, y: touch.point.y)
        let time = start + touch.time
        switch touch.phase {
        case .began:
          recentTouches = [touch]
          transition.touchBegan(at: point, time: time)
        case .moved:
          recentTouches = Array((recentTouches + [touch]).suffix(2))
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
      transition.touchEnded(at: time, velocity: CGPoint(x: finger.dx, y: finger.dy))
      recentTouches = []
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
    private static func velocity(of touches: [TouchTimeline.Touch]) -> Vector {
      guard touches.count == 2, touches[1].time > touches[0].time else { return .zero }
      let dt = touches[1].time - touches[0].time
      return Vector(
        dx: (touches[1].point.x - touches[0].point.x) / dt,
        dy: (touches[1].point.y - touches[0].point.y) / dt)
    }

    /// Takes a presented-progress sample for a pending property-animator release; with two,
    /// records the release. A transition that ended before has no presented velocity (NaN,
    /// which the report leaves out of the maximum jump).
    private func sampleRelease(at time: Double) {
      guard var pending = pendingRelease else { return }
      guard let driver = delegate?.currentTransition?.driver else {
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

    /// Ends the run once the pop has ended and the script's time has run out. A pop still
    /// running `grace` seconds after that is finished by force, and the run gives up on it
    /// after as long again, so that a stuck transition cannot stall the whole benchmark.
    private func finishIfOver(elapsed: Double, delegate: FluidNavigationDelegate) {
      let ended = transition != nil && delegate.currentTransition == nil
      if ended, elapsed >= timeline.until, pendingRelease == nil {
        isFinished = true
      } else if elapsed >= timeline.until + 2 * Self.grace {
        isFinished = true
      } else if elapsed >= timeline.until + Self.grace, !forcedFinish {
        forcedFinish = true
        delegate.currentTransition?.finish()
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

    /// Puts the stage back at its root, without a fluid delegate.
    func tearDown() {
      navigation.fluid.disable()
      if navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: false)
      }
    }
  }
#endif
