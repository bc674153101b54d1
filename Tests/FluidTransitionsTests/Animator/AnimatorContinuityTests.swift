import FluidTransitions
import Foundation
import Testing

/// Seeded random sequences of pause, scrub, reverse, continue and frames: position never jumps
/// except where a scrub moves it, and every continue steps the velocity exactly as predicted.
@MainActor
@Suite("Animator: continuity under random interruption")
struct AnimatorContinuityTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .ease,
    .cubic(CubicBezier(x1: 0.17, y1: 0.67, x2: 0.2, y2: 0.98)),
  ]

  /// The velocity right after `continueAnimation` from progress `p`, as UIKit's re-timing
  /// implies: on a cubic curve, its slope at the time fraction that shows `p`, with the rest of
  /// the curve played over `durationFactor` × the duration (the time left when the factor is 0);
  /// on a spring, its initial velocity × the remaining distance.
  static func predictedVelocity(
    curve: TimingCurve, factor: Double, progress p: Double, reversed: Bool, duration: Double
  ) -> Double {
    let target: Double = reversed ? 0 : 1
    switch curve {
    case .spring(_, let velocity), .fittedSpring(_, let velocity):
      return velocity * (target - p)
    case .linear, .cubic:
      guard (0...1).contains(p) else { return .nan }
      let bezier: CubicBezier
      if case .cubic(let value) = curve { bezier = value } else { bezier = .linear }
      let u = bezier.timeFraction(forProgress: p)
      let remaining = reversed ? u : 1 - u
      guard remaining > 0 else { return 0 }
      let scale = factor > 0 ? factor / remaining : 1
      return (reversed ? -1 : 1) * bezier.slope(at: u) / (duration * scale)
    }
  }

  @Test("10,000+ random operations keep position continuous and velocity steps exact")
  func randomOperations() {
    var generator = SeededGenerator(seed: 0xA11A_0001)
    var operations = 0
    var runs = 0
    while operations < 10_000 {
      runs += 1
      let duration = Double.random(in: 0.2...1.5, using: &generator)
      let curve = Self.curves.randomElement(using: &generator) ?? .linear
      let harness = AnimatorHarness(duration: duration, curve: curve)
      harness.animator.startAnimation()
      var previousProgress = harness.probe
      var previousVelocity = harness.animator.presentedVelocity
      for _ in 0..<60 {
        operations += 1
        let animator = harness.animator
        let shown = animator.presentedProgress
        let context = "run \(runs) op \(operations)"
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
          let frames = Int.random(in: 1...6, using: &generator)
          for _ in 0..<frames {
            let wasRunning = animator.isRunning
            let previousTime = animator.presentedTime
            harness.clock.advanceFrame()
            let progress = animator.presentedProgress
            let velocity = animator.presentedVelocity
            // Between frames the motion is what its velocity explains: no more than the faster
            // end's speed over the frame, with room for a speed peak inside the frame and the
            // sub-0.1 % snap when a spring ends. A jump from a wrong re-timing breaks it.
            if wasRunning && animator.isRunning {
              let dt = animator.presentedTime - previousTime
              let bound = 1.5 * max(abs(previousVelocity), abs(velocity)) * dt + 1e-3
              #expect(abs(progress - previousProgress) <= bound, "\(context)")
            }
            previousProgress = progress
            previousVelocity = velocity
          }
        case 2:
          // An inactive animator pauses at its start, by definition; an active one where it is.
          let wasActive = animator.state == .active
          animator.pauseAnimation()
          if wasActive { #expect(animator.presentedProgress == shown, "pause: \(context)") }
        case 3:
          if animator.state == .active && !animator.isRunning {
            let delta = Double.random(in: -0.2...0.2, using: &generator)
            animator.fractionComplete = min(1, max(0, animator.fractionComplete + delta))
          } else {
            animator.isReversed.toggle()
            #expect(animator.presentedProgress == shown, "reverse: \(context)")
          }
        case 4:
          guard animator.state == .active, !animator.isRunning else { break }
          let useSpring = Bool.random(using: &generator)
          let next: TimingCurve =
            useSpring
            ? .spring(
              SpringParameters(
                dampingRatio: Double.random(in: 0.5...1.2, using: &generator),
                response: Double.random(in: 0.2...0.6, using: &generator)),
              initialVelocity: Double.random(in: -4...4, using: &generator))
            : (Self.curves.randomElement(using: &generator) ?? .linear)
          let factor =
            Bool.random(using: &generator) ? 0 : Double.random(in: 0.1...2, using: &generator)
          let reversed = animator.isReversed
          animator.continueAnimation(with: next, durationFactor: factor)
          #expect(animator.presentedProgress == shown, "continue: \(context)")
          let predicted = Self.predictedVelocity(
            curve: next, factor: factor, progress: shown, reversed: reversed, duration: duration)
          if predicted.isFinite {
            #expect(
              isClose(animator.presentedVelocity, predicted, relative: 1e-9, absolute: 1e-9),
              "velocity step: \(context)")
          }
        default:
          if animator.state == .inactive {
            harness.addProbe()
            animator.startAnimation()
          } else if !animator.isRunning {
            animator.startAnimation()
            #expect(animator.presentedProgress == shown, "resume: \(context)")
          }
        }
        #expect(animator.presentedProgress.isFinite && animator.presentedVelocity.isFinite)
        previousProgress = animator.presentedProgress
        previousVelocity = animator.presentedVelocity
      }
      #expect(harness.diagnostics.isEmpty, "run \(runs): \(harness.diagnostics)")
    }
    #expect(operations >= 10_000)
  }

  @Test("Dropped frames and late callbacks present exactly the values of a perfect clock")
  func droppedAndJitteryFramesMatchPerfectClock() {
    func run(configure: (ManualFrameClock) -> Void) -> [Double: Double] {
      let clock = ManualFrameClock(framesPerSecond: 120)
      configure(clock)
      let animator = FluidAnimator(duration: 0.6, curve: .easeInOut, clock: clock)
      var values: [Double: Double] = [:]
      var current = 0.0
      animator.addTrack(from: 0.0, to: 1.0) { current = $0 }
      func frames(_ count: Int) {
        for _ in 0..<count {
          let index = clock.nextFrameIndex
          clock.advanceFrame()
          if !clock.droppedFrames.contains(index) {
            values[clock.frame(at: index).targetTimestamp] = current
          }
        }
      }
      animator.startAnimation()
      frames(30)
      // Interrupt between callbacks, at the same instant for both clocks.
      clock.advance(to: 0.2575)
      animator.pauseAnimation()
      animator.continueAnimation(with: .spring(.snappy, initialVelocity: 3), durationFactor: 0)
      frames(60)
      return values
    }
    let perfect = run { _ in }
    var generator = SeededGenerator(seed: 0xD20B)
    let delays = (0..<200).map { _ in Double.random(in: 0...0.004, using: &generator) }
    let jittery = run { clock in
      clock.droppedFrames = [3, 4, 12, 40, 41, 42, 77]
      clock.callbackDelay = { delays[$0 % delays.count] }
    }
    #expect(jittery.count == perfect.count - 7)
    for (target, value) in jittery {
      #expect(perfect[target] == value, "target \(target)")
    }
  }
}
