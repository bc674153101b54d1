import FluidTransitions
import Foundation
import Testing

/// Seeded random event sequences through the real driver: the invariants of the driver issue
/// hold for every one. 20,000 sequences by default; set FLUID_LONG=1 for 200,000.
@MainActor
@Suite("Transition: driver invariants under random use")
struct DriverInvariantTests {
  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["FLUID_LONG"] == "1" ? 200_000 : 20_000
  }

  struct Failure: CustomStringConvertible {
    var seed: UInt64
    var message: String
    var description: String { "seed \(seed): \(message)" }
  }

  /// Runs one random sequence and returns the first broken invariant, if any.
  static func runSequence(seed: UInt64) -> Failure? {
    var random = SeededGenerator(seed: seed)
    func fail(_ message: String) -> Failure { Failure(seed: seed, message: message) }
    let operations: [TransitionOperation] = [.push, .pop, .tabForward, .tabBackward]
    let operation = operations.randomElement(using: &random) ?? .pop
    let width = Bool.random(using: &random) ? 390 : Double.random(in: 0...1200, using: &random)
    let style: any TransitionStyle =
      Bool.random(using: &random)
      ? SlideStyle(duration: Double.random(in: 0.05...0.6, using: &random))
      : FadeStyle(duration: Double.random(in: 0.05...0.6, using: &random))
    let harness = DriverHarness(
      style: style, operation: operation, width: width,
      framesPerSecond: [60.0, 120].randomElement(using: &random) ?? 60,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    if Int.random(in: 0..<4, using: &random) == 0 {
      harness.rubberBand = nil
    }
    harness.clock.droppedFrames = Set((0..<6).map { _ in Int.random(in: 0..<200, using: &random) })
    harness.start(interactive: Bool.random(using: &random))

    var time = 0.0
    var fingerX = Double.random(in: 0...max(width, 1), using: &random)
    var touching = false
    var releasesChecked = 0
    var lastFrameCount = 0
    var previousFrame: DriverHarness.FrameRecord?

    func checkFrames() -> Failure? {
      for frame in harness.frames[lastFrameCount...] {
        guard frame.progress.isFinite, frame.velocity.isFinite else {
          return fail("non-finite frame at \(frame.time)")
        }
        if let previous = previousFrame, previous.isRunning, frame.isRunning {
          let elapsed = frame.time - previous.time
          let bound = 1.5 * max(abs(previous.velocity), abs(frame.velocity)) * elapsed + 2e-3
          if abs(frame.progress - previous.progress) > bound {
            return fail(
              "jump \(previous.progress) → \(frame.progress) at \(frame.time) (bound \(bound))")
          }
        }
        previousFrame = frame
      }
      lastFrameCount = harness.frames.count
      return nil
    }

    func checkReleases() -> Failure? {
      let releases = harness.releases
      for release in releases[releasesChecked...] {
        let destination: Double = release.target == .end ? 1 : 0
        let remaining = destination - release.progress
        if remaining != 0,
          !isClose(
            release.springInitialVelocity * remaining, release.velocity, relative: 1e-9,
            absolute: 1e-12)
        {
          return fail("spring velocity \(release.springInitialVelocity) for \(release)")
        }
        if !release.isForced {
          let projected = release.progress + release.velocity / 1000 * 0.998 / 0.002
          let expected: AnimatingPosition = projected >= 0.5 ? .end : .start
          if expected != release.target { return fail("decision \(release) vs \(expected)") }
        }
      }
      releasesChecked = releases.count
      return nil
    }

    for _ in 0..<Int.random(in: 1...12, using: &random) {
      time += Double.random(in: 0.001...0.12, using: &random)
      harness.run(until: time)
      let progressBefore = harness.driver?.presentedProgress
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        if touching {
          let releasesBefore = harness.releases.count
          harness.touchEnded(at: time)
          touching = false
          // Every track leaves the finger at the finger's speed.
          if harness.releases.count > releasesBefore, let release = harness.releases.last,
            release.target == (harness.driver?.animator?.isReversed == true ? .start : .end),
            abs(release.springInitialVelocity) < TimingCurve.maximumInitialVelocity,
            release.progress != (release.target == .end ? 1 : 0),
            let presented = harness.driver?.animator?.presentedVelocity,
            !isClose(presented, release.velocity, relative: 1e-9, absolute: 1e-12)
          {
            return fail("presented velocity \(presented) after \(release)")
          }
        } else {
          let grabsBefore = harness.grabs.count
          harness.touchBegan(x: fingerX, at: time)
          touching = harness.driver?.phase == .interacting
          if harness.grabs.count > grabsBefore, harness.grabs.last != progressBefore {
            return fail(
              "grab read \(harness.grabs.last ?? .nan), screen showed \(progressBefore ?? .nan)")
          }
        }
      case 2...6:
        let speed = Double.random(in: -3000...3000, using: &random)
        let steps = Int.random(in: 1...8, using: &random)
        for _ in 0..<steps where touching {
          time += 1.0 / 120
          fingerX += speed / 120
          harness.touchMoved(x: fingerX, at: time)
        }
      case 7:
        if touching {
          harness.driver?.touchCancelled()
          touching = false
        }
      case 8:
        let wasRunning = harness.driver?.animator?.isRunning == true
        harness.driver?.cancel()
        touching = false
        if wasRunning, harness.driver?.presentedProgress != progressBefore {
          return fail(
            "programmatic cancel moved \(progressBefore ?? .nan) → \(harness.driver?.presentedProgress ?? .nan)"
          )
        }
      default:
        harness.driver?.finish()
        touching = false
      }
      if let failure = checkFrames() ?? checkReleases() { return failure }
    }
    if touching {
      time += 0.01
      harness.touchEnded(at: time)
    }
    // An interactive start that no finger ever touched waits for one; end it the way an app
    // would when its gesture fails.
    if harness.driver?.phase == .interacting {
      harness.run(until: time)
      harness.driver?.cancel()
    }
    harness.run(until: time + 4)
    if let failure = checkFrames() ?? checkReleases() { return failure }

    guard let context = harness.context else { return fail("no context") }
    if !context.breaches.isEmpty { return fail(context.breaches.joined(separator: "\n")) }
    if harness.completions.count != 1 {
      return fail(
        "\(harness.completions.count) completions; phase \(String(describing: harness.driver?.phase))"
      )
    }
    if context.calls.filter({ $0.name == "completeTransition" }).count != 1 {
      return fail("completeTransition not called exactly once")
    }
    let completed = harness.completions[0]
    if context.didComplete != completed { return fail("context and event disagree") }
    if let last = harness.frames.last, last.progress != (completed ? 1 : 0) {
      return fail("final progress \(last.progress) for completed \(completed)")
    }
    return nil
  }

  @Test("Random event sequences never break the contract, jump, or produce NaN")
  func randomSequences() {
    var failures: [Failure] = []
    for index in 0..<Self.sequenceCount {
      if let failure = Self.runSequence(seed: 0xF1_0000 + UInt64(index)) {
        failures.append(failure)
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
