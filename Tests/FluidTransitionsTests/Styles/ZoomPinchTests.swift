import FluidTransitions
import Testing

/// Pinch to dismiss: two fingers' scale drives the progress, their centroid moves the flight,
/// the release projects the scale velocity, and a pinch and a one-finger drag hand over to each
/// other mid-gesture without a jump.
@MainActor
@Suite("Zoom: pinch to dismiss, and its hand-over with the drag")
struct ZoomPinchTests {
  // MARK: - Mapping

  @Test("PinchMapping: progress delta = direction × (anchor − scale) / (1 − minimumScale)")
  func mapping() {
    let dismiss = PinchMapping()
    #expect(dismiss.minimumScale == 0.5 && dismiss.direction == 1)
    #expect(dismiss.progressDelta(fromScale: 1, toScale: 0.75) == 0.5)
    #expect(dismiss.progressDelta(fromScale: 1, toScale: 0.5) == 1)
    #expect(isClose(dismiss.progressDelta(fromScale: 0.8, toScale: 0.9), -0.1 / 0.5))
    // Scale velocity −1 per second (closing) is +2 progress per second.
    #expect(dismiss.progressVelocity(forScaleVelocity: -1) == 2)
    let present = PinchMapping(minimumScale: 0.6, direction: -1)
    #expect(isClose(present.progressDelta(fromScale: 1, toScale: 1.2), 0.5))
    #expect(isClose(present.progressVelocity(forScaleVelocity: 0.4), 1))
    #expect(dismiss.commits(scale: 0.97) == nil, "within lockScale of 1")
    #expect(dismiss.commits(scale: 0.9) == true && dismiss.commits(scale: 1.1) == false)
    #expect(present.commits(scale: 1.1) == true && dismiss.commits(scale: .nan) == nil)
  }

  @Test("PinchMapping and PinchSample: bad input is clamped or recognisable, never NaN out")
  func mappingBadInput() {
    var mapping = PinchMapping(minimumScale: .nan, direction: .nan)
    #expect(mapping.minimumScale == 0.5 && mapping.direction == 1)
    mapping.minimumScale = 1
    #expect(mapping.minimumScale == 0.99)
    mapping.minimumScale = -.infinity
    mapping.direction = -.infinity
    #expect(mapping.minimumScale == 0 && mapping.direction == -1)
    #expect(mapping.progressDelta(fromScale: .nan, toScale: 0.5) == 0)
    #expect(mapping.progressDelta(fromScale: 1, toScale: .infinity) == 0)
    #expect(mapping.progressVelocity(forScaleVelocity: .nan) == 0)
    var sample = PinchSample(
      centroid: Point(x: .nan, y: 3), scale: .infinity, timestamp: -.infinity)
    #expect(sample.centroid == Point(x: 0, y: 3) && sample.scale.isNaN && sample.timestamp.isNaN)
    sample.scale = 0.5
    sample.timestamp = 2
    #expect(sample.scale == 0.5 && sample.timestamp == 2)
    sample.scale = -.infinity
    #expect(sample.scale.isNaN)
  }

  @Test("Interaction.pinch: drags as zoomDrag, pinches in to dismiss and out to present")
  func interaction() {
    let dismissal = TransitionScene(container: ZoomWorld.container, operation: .dismiss)
    let push = TransitionScene(container: ZoomWorld.container, operation: .push)
    #expect(
      Interaction.pinch.mapping(for: dismissal) == Interaction.zoomDrag.mapping(for: dismissal))
    #expect(Interaction.pinch.pinchMapping(for: dismissal) == PinchMapping(direction: 1))
    #expect(Interaction.pinch.pinchMapping(for: push) == PinchMapping(direction: -1))
    #expect(Interaction.pinch.followingRole == .snapshot)
    let mapping = Interaction.pinch.mapping(for: dismissal)
    #expect(Interaction.pinch.commits(translation: Vector(dx: 2, dy: 20), mapping: mapping) == true)
    #expect(Interaction.pinch.canBegin(at: .zero, in: dismissal))
  }

  // MARK: - Driving

  /// A dismissal started interactively, its flight, and a centre reader that includes the
  /// following translation.
  static func dismissal() -> (world: ZoomWorld, driver: TransitionDriver, flight: SceneNode)? {
    let world = ZoomWorld(.dismiss)
    world.start(interactive: true, interaction: .pinch)
    guard let driver = world.driver, let flight = world.node(.snapshot) else { return nil }
    return (world, driver, flight)
  }

  static func shownCenter(_ node: SceneNode) -> Point {
    node.frame.center.offset(by: Vector(dx: node.transform.tx, dy: node.transform.ty))
  }

  @Test("The scale drives the progress; the flight keeps its centre under the centroid")
  func pinchDrives() throws {
    let (world, driver, flight) = try #require(Self.dismissal())
    let start = Point(x: 195, y: 330)
    driver.pinchBegan(PinchSample(centroid: start, scale: 1, timestamp: world.clock.now))
    let startCenter = Self.shownCenter(flight)
    for step in 1...20 {
      world.clock.advance(by: 1.0 / 120)
      let scale = 1 - 0.0125 * Double(step)
      let centroid = Point(x: 195 - Double(step) * 4, y: 330 + Double(step) * 6)
      driver.pinchChanged(PinchSample(centroid: centroid, scale: scale, timestamp: world.clock.now))
      // (1 − scale) / (1 − 0.5), exactly: within [0, 1], no rubber band.
      #expect(isClose(driver.presentedProgress, (1 - scale) / 0.5))
      let expected = startCenter.offset(by: centroid.vector(from: start))
      let shown = Self.shownCenter(flight)
      #expect(
        isClose(shown.x, expected.x, absolute: 1e-9) && isClose(shown.y, expected.y, absolute: 1e-9)
      )
    }
    // A NaN scale keeps the progress and still moves the flight.
    let progress = driver.presentedProgress
    driver.pinchChanged(
      PinchSample(centroid: Point(x: 100, y: 500), scale: .nan, timestamp: world.clock.now + 0.001))
    #expect(driver.presentedProgress == progress)
    #expect(isClose(Self.shownCenter(flight).y, startCenter.y + 170, absolute: 1e-9))
  }

  @Test("Release: the projection of the scale velocity decides, and the settle starts at it")
  func releaseProjectsTheScaleVelocity() throws {
    // Closing at 1.2 scale per second from 1 to 0.9 (progress 0.2): projected beyond 0.5.
    let (world, driver, _) = try #require(Self.dismissal())
    driver.pinchBegan(PinchSample(centroid: Point(x: 195, y: 330), scale: 1, timestamp: 0))
    var scale = 1.0
    for _ in 1...10 {
      world.clock.advance(by: 1.0 / 120)
      scale -= 0.01
      driver.pinchChanged(
        PinchSample(centroid: Point(x: 195, y: 330), scale: scale, timestamp: world.clock.now))
    }
    driver.pinchEnded(
      PinchSample(centroid: Point(x: 195, y: 330), scale: scale, timestamp: world.clock.now))
    let record = try #require(world.releases.last)
    #expect(isClose(record.scaleVelocity, -1.2, relative: 1e-9))
    #expect(isClose(record.velocity, 2.4, relative: 1e-9))
    // WWDC 2018: progress + (v / 1000) · d / (1 − d), d = 0.998.
    let projected = record.progress + 2.4 / 1000 * 0.998 / 0.002
    #expect(isClose(record.projectedProgress, projected, relative: 1e-9))
    #expect(record.target == .end && !record.isForced)
    #expect(isClose(record.springInitialVelocity, 2.4 / (1 - record.progress), relative: 1e-9))
    world.run(until: world.clock.now + 2)
    #expect(world.completions == [true])
  }

  @Test("Release with UIKit's velocity: opening the fingers cancels")
  func releaseWithPlatformVelocity() throws {
    let (world, driver, _) = try #require(Self.dismissal())
    driver.pinchBegan(PinchSample(centroid: Point(x: 195, y: 330), scale: 1, timestamp: 0))
    world.clock.advance(by: 0.05)
    driver.pinchChanged(
      PinchSample(centroid: Point(x: 195, y: 330), scale: 0.7, timestamp: world.clock.now))
    driver.pinchEnded(
      PinchSample(centroid: Point(x: 195, y: 330), scale: 0.7, timestamp: world.clock.now),
      scalePerSecond: 2)
    let record = try #require(world.releases.last)
    #expect(record.scaleVelocity == 2 && record.velocity == -4 && record.target == .start)
    world.run(until: world.clock.now + 2)
    #expect(world.completions == [false])
  }

  @Test("A second finger mid-drag, then one lifting mid-pinch: no jump at either hand-over")
  func handOvers() throws {
    let (world, driver, flight) = try #require(Self.dismissal())
    var time = 0.0
    func tick() -> Double {
      time += 1.0 / 120
      world.clock.advance(to: time)
      return time
    }
    driver.touchBegan(TouchSample(x: 200, y: 300, timestamp: time))
    for step in 1...10 {
      driver.touchMoved(TouchSample(x: 200, y: 300 + Double(step) * 8, timestamp: tick()))
    }
    // The second finger lands: the pinch takes over where the drag left everything.
    let progressBefore = driver.presentedProgress
    let centerBefore = Self.shownCenter(flight)
    driver.pinchBegan(PinchSample(centroid: Point(x: 240, y: 420), scale: 1, timestamp: tick()))
    #expect(driver.presentedProgress == progressBefore)
    #expect(Self.shownCenter(flight) == centerBefore)
    #expect(world.context?.calls.filter { $0.name == "pauseInteractiveTransition" }.count == 0)
    // The pinch drives from there; the pan's own reports are ignored meanwhile.
    for step in 1...8 {
      let now = tick()
      driver.touchMoved(TouchSample(x: 0, y: 0, timestamp: now))
      driver.pinchChanged(
        PinchSample(
          centroid: Point(x: 240, y: 420 + Double(step) * 5), scale: 1 - 0.01 * Double(step),
          timestamp: now))
    }
    #expect(isClose(driver.presentedProgress, progressBefore + 0.08 / 0.5))
    #expect(isClose(Self.shownCenter(flight).y, centerBefore.y + 40, absolute: 1e-9))
    // One finger lifts: the drag takes over at its next sample, wherever that finger is.
    let handedProgress = driver.presentedProgress
    let handedCenter = Self.shownCenter(flight)
    driver.pinchEnded(PinchSample(centroid: Point(x: 240, y: 460), scale: 0.92, timestamp: tick()))
    #expect(world.releases.isEmpty, "a finger still holds it")
    driver.touchMoved(TouchSample(x: 280, y: 470, timestamp: tick()))
    #expect(driver.presentedProgress == handedProgress)
    #expect(Self.shownCenter(flight) == handedCenter)
    // From there the drag's mapping: 40 pt down over half the height adds 40 / 422.
    driver.touchMoved(TouchSample(x: 290, y: 510, timestamp: tick()))
    #expect(isClose(driver.presentedProgress, handedProgress + 40 / 422))
    #expect(isClose(Self.shownCenter(flight).x, handedCenter.x + 10, absolute: 1e-9))
    driver.touchEnded(TouchSample(x: 290, y: 510, timestamp: tick()))
    world.run(until: time + 2)
    #expect(world.completions.count == 1 && world.context?.breaches.isEmpty == true)
    #expect(world.releases.count == 1)
  }

  @Test("Both fingers lifting together after a hand-over leave with the pinch's velocity")
  func liftTogether() throws {
    let (world, driver, _) = try #require(Self.dismissal())
    driver.touchBegan(TouchSample(x: 200, y: 300, timestamp: 0))
    driver.pinchBegan(PinchSample(centroid: Point(x: 200, y: 330), scale: 1, timestamp: 0))
    var time = 0.0
    for step in 1...6 {
      time += 1.0 / 120
      world.clock.advance(to: time)
      driver.pinchChanged(
        PinchSample(
          centroid: Point(x: 200, y: 330), scale: 1 - 0.02 * Double(step), timestamp: time))
    }
    driver.pinchEnded(PinchSample(centroid: Point(x: 200, y: 330), scale: 0.88, timestamp: time))
    driver.touchEnded(TouchSample(x: 200, y: 300, timestamp: time + 0.004))
    let record = try #require(world.releases.last)
    #expect(isClose(record.scaleVelocity, -2.4, relative: 1e-9))
    #expect(isClose(record.velocity, 4.8, relative: 1e-9))
    #expect(record.target == .end)
  }

  @Test("A pinch grabs a running transition where it is; calls in the wrong phase are refused")
  func grabsAndRefuses() throws {
    let world = ZoomWorld(.dismiss)
    world.start(interaction: .pinch)
    var diagnostics: [String] = []
    world.driver?.onDiagnostic = { diagnostics.append($0) }
    world.driver?.pinchChanged(PinchSample(centroid: .zero, scale: 0.5, timestamp: 0))
    world.driver?.pinchEnded(PinchSample(centroid: .zero, scale: 0.5, timestamp: 0))
    world.driver?.pinchCancelled()
    #expect(diagnostics.count == 3)
    world.run(until: 0.1)
    let shown = world.driver?.presentedProgress ?? .nan
    world.driver?.pinchBegan(PinchSample(centroid: Point(x: 1, y: 2), scale: 1, timestamp: 0.1))
    #expect(world.driver?.phase == .interacting && world.driver?.presentedProgress == shown)
    world.driver?.pinchCancelled()
    #expect(world.releases.last?.target == .start && world.releases.last?.isForced == true)
    world.run(until: 3)
    #expect(world.completions == [false])
    world.driver?.pinchBegan(PinchSample(centroid: .zero, scale: 1, timestamp: 4))
    #expect(diagnostics.count == 4, "refused once finished")
  }

  @Test("A spring released from a huge progress reports a finite velocity (found by the fuzz)")
  func hugeProgressSettlesFinitely() {
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 0.3, curve: .linear, clock: clock)
    animator.pauseAnimation()
    animator.fractionComplete = 9e307
    animator.continueAnimation(
      with: .spring(SpringParameters(dampingRatio: 1, response: 0.3), initialVelocity: 0),
      durationFactor: 0)
    for _ in 0..<5 {
      clock.advanceFrame()
      #expect(animator.presentedVelocity.isFinite && animator.presentedProgress.isFinite)
    }
  }
}
