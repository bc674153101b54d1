import FluidTransitions
import Testing

/// The scenarios of the driver issue, through the real driver, animator and recording context.
@MainActor
@Suite("Transition: driver scenarios")
struct DriverScenarioTests {
  /// WWDC 2018's projection, written out independently of the library.
  static func projectedTarget(progress: Double, velocity: Double) -> AnimatingPosition {
    progress + velocity / 1000 * 0.998 / (1 - 0.998) >= 0.5 ? .end : .start
  }

  static func expectCleanContract(_ harness: DriverHarness, _ comment: Comment? = nil) {
    #expect(harness.context?.breaches.isEmpty == true, "\(harness.context?.breaches ?? [])")
    #expect(harness.completions.count == 1, "exactly one completion")
    let completes = harness.contextCalls.filter { $0 == "completeTransition" }
    #expect(completes.count == 1)
    for frame in harness.frames {
      #expect(frame.progress.isFinite && frame.velocity.isFinite)
    }
  }

  @Test("An animated run completes with exactly animateTransition and completeTransition(true)")
  func animatedRun() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    harness.run(until: 1)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [true])
    #expect(harness.contextCalls == ["animateTransition", "completeTransition"])
    #expect(harness.context?.didComplete == true)
    #expect(harness.frames.last?.progress == 1)
    #expect(harness.frames.first?.phase == .animating)
    #expect(harness.driver?.phase == .finished(completed: true))
    #expect(harness.from.transform == .identity, "cleanup restores the from-view")
    #expect(harness.to.transform == .identity)
    #expect(harness.driver?.animator == nil, "the animator is released")
  }

  @Test("Grab at 30 % without a jump, drag forward, release: finishes with the finger's velocity")
  func grabAndReleaseForward() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    var time = 0.0
    while (harness.frames.last?.progress ?? 0) < 0.3 {
      time += 1.0 / 120
      harness.run(until: time)
    }
    let shown = harness.frames.last?.progress ?? .nan
    harness.drag(from: 200, to: 278, beginning: time + 0.001, duration: 0.1)
    #expect(harness.grabs == [shown], "the grab reads exactly what was on screen")
    harness.touchEnded(at: time + 0.105)
    let release = harness.releases.first
    #expect(release?.target == .end)
    if let release {
      #expect(isClose(release.velocity, 780.0 / 390, relative: 1e-6))
      #expect(
        release.target
          == Self.projectedTarget(progress: release.progress, velocity: release.velocity))
      #expect(
        isClose(
          release.springInitialVelocity * (1 - release.progress), release.velocity, relative: 1e-9))
      #expect(
        isClose(
          harness.driver?.animator?.presentedVelocity ?? .nan, release.velocity, relative: 1e-9),
        "every track leaves at the finger's velocity")
    }
    harness.run(until: time + 2)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [true])
    #expect(harness.frames.last?.progress == 1)
    #expect(
      harness.contextCalls.filter { $0 != "updateInteractiveTransition" } == [
        "animateTransition", "pauseInteractiveTransition", "finishInteractiveTransition",
        "completeTransition",
      ])
  }

  @Test("Grab mid-animation and throw it back: cancels, the to-view is removed, values restored")
  func grabAndReverse() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    harness.run(until: 0.15)
    harness.drag(from: 200, to: 120, beginning: 0.151, duration: 0.06)
    harness.touchEnded(at: 0.215)
    #expect(harness.releases.first?.target == .start)
    harness.run(until: 2)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [false])
    #expect(harness.context?.didComplete == false)
    #expect(harness.frames.last?.progress == 0)
    #expect(harness.to.parent == nil, "the to-view is removed on cancel")
    #expect(harness.from.transform == .identity)
  }

  @Test("A flick backward from 90 % cancels")
  func flickBackFromNinety() {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 10, to: 361, beginning: 0.05, duration: 0.5)
    #expect(isClose(harness.driver?.presentedProgress ?? 0, 0.9, relative: 1e-12))
    // Back 45 pt in 30 ms: -1500 pt/s.
    let start = 0.56
    for step in 1...4 {
      harness.touchMoved(x: 361 - 11.25 * Double(step), at: start + 0.0075 * Double(step))
    }
    harness.touchEnded(at: start + 0.031)
    let release = harness.releases.first
    #expect(release?.target == .start)
    if let release {
      #expect(release.velocity < -3)
      #expect(release.projectedProgress < 0.5)
    }
    harness.run(until: 2)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [false])
    #expect(harness.frames.last?.progress == 0)
  }

  @Test("A slow release at 55 % finishes")
  func slowReleasePastHalfway() {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 10, to: 10 + 0.55 * 390, beginning: 0.05, duration: 1.5)
    // The finger rests for 60 ms before lifting: no momentum.
    harness.touchEnded(at: 1.61)
    let release = harness.releases.first
    #expect(release?.velocity == 0)
    #expect(release?.target == .end)
    #expect(isClose(release?.progress ?? 0, 0.55, relative: 1e-12))
    harness.run(until: 3)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [true])
  }

  @Test("Re-grab during the settle, twice: no jump at either grab, one completion")
  func regrabDuringSettle() {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 10, to: 250, beginning: 0.05, duration: 0.2)
    harness.touchEnded(at: 0.26)
    var time = 0.26
    for round in 0..<2 {
      time += 0.05
      harness.run(until: time)
      #expect(harness.driver?.phase == .settling, "round \(round)")
      let shown = harness.frames.last?.progress ?? .nan
      harness.drag(from: 250, to: round == 0 ? 100 : 300, beginning: time + 0.001, duration: 0.1)
      #expect(harness.grabs.last == shown, "round \(round): grabbed exactly what was shown")
      time += 0.11
      harness.touchEnded(at: time)
    }
    harness.run(until: time + 2)
    Self.expectCleanContract(harness)
    #expect(harness.grabs.count == 3, "the first touch-down of an interactive start also grabs")
    #expect(harness.releases.count == 3)
    #expect(harness.completions.count == 1)
    let pauses = harness.contextCalls.filter { $0 == "pauseInteractiveTransition" }
    #expect(pauses.count == 2)
  }

  @Test("A cancelled touch settles back to the start with the last velocity")
  func touchCancel() {
    let harness = DriverHarness()
    harness.start(interactive: true)
    harness.drag(from: 10, to: 280, beginning: 0.05, duration: 0.3)
    harness.run(until: 0.36)
    harness.driver?.touchCancelled()
    let release = harness.releases.first
    #expect(release?.isForced == true)
    #expect(release?.target == .start)
    #expect((release?.velocity ?? 0) > 0, "keeps the finger's forward velocity as it turns back")
    harness.run(until: 3)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [false])
    #expect(harness.frames.last?.progress == 0)
  }

  @Test("Programmatic cancel while animating keeps position and velocity continuous")
  func programmaticCancelWhileAnimating() {
    let harness = DriverHarness(style: FadeStyle(duration: 0.5), operation: .push)
    harness.start(interactive: false)
    harness.run(until: 0.2)
    let progress = harness.driver?.presentedProgress ?? .nan
    let velocity = harness.driver?.animator?.presentedVelocity ?? .nan
    harness.driver?.cancel()
    #expect(harness.driver?.presentedProgress == progress)
    #expect(isClose(harness.driver?.animator?.presentedVelocity ?? .nan, velocity, relative: 1e-9))
    harness.run(until: 2)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [false])
    #expect(
      harness.contextCalls == [
        "animateTransition", "pauseInteractiveTransition", "cancelInteractiveTransition",
        "completeTransition",
      ])
    #expect(harness.to.parent == nil)
  }

  @Test("A zero-size container: touches move nothing, the release cancels, nothing is NaN")
  func zeroDistanceContainer() {
    let harness = DriverHarness(width: 0, height: 0)
    harness.start(interactive: true)
    harness.drag(from: 0, to: 300, beginning: 0.05, duration: 0.2)
    #expect(harness.driver?.presentedProgress == 0)
    harness.touchEnded(at: 0.26)
    #expect(harness.releases.first?.velocity == 0)
    harness.run(until: 1)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [false])

    let animated = DriverHarness(width: 0, height: 0)
    animated.start(interactive: false)
    animated.run(until: 1)
    Self.expectCleanContract(animated)
    #expect(animated.completions == [true])
  }

  @Test("Dropped frames are skipped, and the frames shown match a perfect display")
  func droppedFrames() {
    let perfect = DriverHarness()
    perfect.start(interactive: false)
    perfect.run(until: 1)
    let dropped = DriverHarness()
    dropped.clock.droppedFrames = [5, 6, 7, 20, 33, 34]
    dropped.start(interactive: false)
    dropped.run(until: 1)
    Self.expectCleanContract(dropped)
    #expect(dropped.frames.count == perfect.frames.count - 6)
    let reference = Dictionary(
      perfect.frames.map { ($0.time, $0.progress) }, uniquingKeysWith: { first, _ in first })
    for frame in dropped.frames {
      #expect(reference[frame.time] == frame.progress, "t=\(frame.time)")
    }
  }

  @Test("Right-to-left: dragging toward the left pops, and the slide is mirrored")
  func rightToLeft() {
    let harness = DriverHarness(layoutDirection: .rightToLeft)
    #expect(
      harness.plan.state(of: .from, at: 1)?.transform == AffineTransform(translationX: -390, y: 0))
    harness.start(interactive: true)
    harness.drag(from: 380, to: 80, beginning: 0.05, duration: 0.2)
    harness.touchEnded(at: 0.26)
    #expect(harness.releases.first?.target == .end)
    harness.run(until: 2)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [true])
  }

  @Test("Calls in the wrong phase are ignored with a diagnostic")
  func wrongPhase() {
    let harness = DriverHarness()
    harness.start(interactive: false)
    harness.driver?.startAnimated()
    harness.driver?.touchMoved(TouchSample(x: 1, y: 1, timestamp: 0))
    harness.driver?.touchEnded(TouchSample(x: 1, y: 1, timestamp: 0))
    harness.driver?.finish()
    harness.run(until: 1)
    harness.driver?.cancel()
    harness.driver?.touchBegan(TouchSample(x: 1, y: 1, timestamp: 1))
    #expect(harness.diagnostics.count == 4)
    Self.expectCleanContract(harness)
    #expect(harness.completions == [true])
  }
}
