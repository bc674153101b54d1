import FluidPacing
import FluidTransitions

/// Figure 6: velocity continuity when the finger lets go, and position continuity when it
/// grabs a running transition.
@MainActor
public enum HandoffBenchmark {
  /// The result, in progress per second (releases) and progress (grabs).
  public struct Result: Sendable {
    /// The largest |finger velocity − presented velocity| at a release, for this engine.
    public var releaseMaxVelocityJump: Double
    /// The same for the percent-driven baseline.
    public var percentDrivenMaxVelocityJump: Double
    /// The largest difference, on the first frame after a release, between the presented
    /// velocity and the exact spring that leaves the finger at its velocity.
    public var releaseNextFrameDeviation: Double
    /// The largest position jump at a grab, in progress (the presented progress, and the moving
    /// view's translation over the width).
    public var grabMaxPositionJump: Double
    /// Releases measured.
    public var releases: Int
    /// Grabs measured, and how many caught an overshoot (progress outside [0, 1]).
    public var grabs: Int
    /// See ``grabs``.
    public var overshootGrabs: Int
  }

  /// The percent-driven baseline's duration and curve: UIKit's navigation push and pop.
  public static let baselineDuration = 0.35
  /// See ``baselineDuration``.
  public static let baselineCurve = CubicBezier.easeInOut

  /// The presented velocity, in progress per second, of `UIPercentDrivenInteractiveTransition`
  /// on the frame after a release at `percentComplete`: it finishes (or, cancelling, rewinds)
  /// along the original curve from the current time fraction at `completionSpeed`, so the
  /// progress moves at the curve's slope there × completionSpeed / duration, whatever the
  /// finger was doing.
  public static func percentDrivenVelocity(
    percentComplete: Double, finishing: Bool, curve: CubicBezier = baselineCurve,
    duration: Double = baselineDuration, completionSpeed: Double = 1
  ) -> Double {
    let fraction = Swift.min(Swift.max(percentComplete, 0), 1)
    let speed = curve.slope(at: fraction) * completionSpeed / duration
    return finishing ? speed : -speed
  }

  /// Runs `releases` releases and `grabs` grabs with seeded random gestures.
  public static func run(releases: Int, grabs: Int) -> Result {
    var generator = SeededGenerator(seed: 2018)
    var result = Result(
      releaseMaxVelocityJump: 0, percentDrivenMaxVelocityJump: 0, releaseNextFrameDeviation: 0,
      grabMaxPositionJump: 0, releases: 0, grabs: 0, overshootGrabs: 0)
    let width = BenchTransition.size.width
    // Releases: each transition is grabbed, scrubbed to a random place, and let go with a
    // random velocity; then grabbed again while it settles, several times.
    let perTransition = 10
    var remaining = releases
    while remaining > 0 {
      let clock = ManualFrameClock(framesPerSecond: 120)
      let transition = BenchTransition(clock: clock, releasePolicy: randomPolicy(&generator))
      let driver = transition.driver
      var record: ReleaseRecord?
      driver.onEvent = { event in
        if case .released(let release) = event { record = release }
      }
      for _ in 0..<Swift.min(perTransition, remaining) {
        guard driver.phase != .finished(completed: true),
          driver.phase != .finished(completed: false)
        else { break }
        let grabX = generator.uniform(20...370)
        driver.touchBegan(TouchSample(x: grabX, y: 400, timestamp: clock.now))
        let target = generator.uniform(-0.1...1.1)
        let startProgress = driver.presentedProgress
        let steps = Int(generator.uniform(2...12))
        for step in 1...steps {
          let progress = startProgress + (target - startProgress) * Double(step) / Double(steps)
          let x = grabX + (progress - startProgress) * width
          clock.advanceFrame()
          driver.touchMoved(TouchSample(x: x, y: 400, timestamp: clock.now))
        }
        let fingerVelocity = Vector(
          dx: generator.uniform(-3000...3000), dy: generator.uniform(-500...500))
        record = nil
        driver.touchEnded(
          TouchSample(x: 0, y: 400, timestamp: clock.now), pointsPerSecond: fingerVelocity)
        guard let release = record, let animator = driver.animator else { continue }
        let handoff = ReleaseHandoff(
          finger: fingerVelocity, mapping: transition.mapping,
          presentedVelocity: animator.presentedVelocity, handedOverVelocity: release.velocity)
        let finger = handoff.fingerVelocity
        // A release without a finite jump makes the figure NaN (reported as null) rather than
        // vanishing from the maximum.
        result.releaseMaxVelocityJump =
          handoff.velocityJump.map { Swift.max(result.releaseMaxVelocityJump, $0) } ?? .nan
        let baseline = percentDrivenVelocity(
          percentComplete: release.progress, finishing: release.target == .end)
        result.percentDrivenMaxVelocityJump = Swift.max(
          result.percentDrivenMaxVelocityJump, abs(finger - baseline))
        // The next frame continues the spring that leaves the finger at its velocity.
        let releaseTime = Swift.max(clock.now, (animator as? FluidAnimator)?.presentedTime ?? 0)
        clock.advanceFrame()
        if driver.phase == .settling, let fluid = animator as? FluidAnimator,
          release.progress != (release.target == .end ? 1 : 0)
        {
          let spring = driver.configuration.releasePolicy.spring
          let motion = SpringSolution(
            spring: spring, displacement: 1, velocity: -release.springInitialVelocity)
          let distance = (release.target == .end ? 1 : 0) - release.progress
          let expected = -distance * motion.velocity(at: fluid.presentedTime - releaseTime)
          result.releaseNextFrameDeviation = Swift.max(
            result.releaseNextFrameDeviation, abs(fluid.presentedVelocity - expected))
        }
        result.releases += 1
        remaining -= 1
        clock.advance(frames: Int(generator.uniform(1...20)))
      }
    }
    // Grabs: during an animated run (cubic) and during settles (springs, some bouncy enough to
    // overshoot), at random frames and random moments between frames.
    var grabsLeft = grabs
    while grabsLeft > 0 {
      let clock = ManualFrameClock(framesPerSecond: 120)
      let animated = grabsLeft % 2 == 0
      let transition = BenchTransition(
        clock: clock, interactive: !animated, releasePolicy: randomPolicy(&generator))
      let driver = transition.driver
      if !animated {
        driver.touchBegan(TouchSample(x: 100, y: 400, timestamp: clock.now))
        clock.advanceFrame()
        driver.touchMoved(
          TouchSample(x: 100 + generator.uniform(0...200), y: 400, timestamp: clock.now))
        driver.touchEnded(
          TouchSample(x: 0, y: 400, timestamp: clock.now),
          pointsPerSecond: Vector(dx: generator.uniform(-4000...4000), dy: 0))
      }
      clock.advance(frames: Int(generator.uniform(1...40)))
      guard driver.phase == .animating || driver.phase == .settling else { continue }
      // The last presented frame, then a moment between frames, then the grab.
      let before = driver.presentedProgress
      let viewBefore = transition.movingNode.transform.tx / width
      clock.advance(by: generator.uniform(0...clock.frameInterval * 0.99))
      let grabX = generator.uniform(20...370)
      driver.touchBegan(TouchSample(x: grabX, y: 400, timestamp: clock.now))
      var jump = Swift.max(
        abs(driver.presentedProgress - before),
        abs(transition.movingNode.transform.tx / width - viewBefore))
      // A touch move that has not moved yet must not move anything either (the grab point is
      // taken through the rubber band and back).
      clock.advanceFrame()
      driver.touchMoved(TouchSample(x: grabX, y: 400, timestamp: clock.now))
      jump = Swift.max(jump, abs(driver.presentedProgress - before))
      result.grabMaxPositionJump = Swift.max(result.grabMaxPositionJump, jump)
      if before < 0 || before > 1 { result.overshootGrabs += 1 }
      result.grabs += 1
      grabsLeft -= 1
    }
    return result
  }

  /// Half the releases settle on the default critically damped spring, half on an underdamped
  /// one that overshoots.
  private static func randomPolicy(_ generator: inout SeededGenerator) -> ReleasePolicy {
    if generator.uniform(0...1) < 0.5 { return ReleasePolicy() }
    return ReleasePolicy(
      spring: SpringParameters(
        dampingRatio: generator.uniform(0.3...0.8), response: generator.uniform(0.2...0.5)))
  }
}
