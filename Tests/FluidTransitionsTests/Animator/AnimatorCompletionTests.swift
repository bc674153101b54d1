import FluidTransitions
import Testing

@MainActor
@Suite("Animator: completions, pausesOnCompletion and lifetime")
struct AnimatorCompletionTests {
  @Test("Completions run exactly once, after the final values are applied")
  func completionOrder() {
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 0.2, clock: clock)
    var value = 0.0
    var seen: [(AnimatingPosition, Double)] = []
    animator.addTrack(from: 0.0, to: 1.0) { value = $0 }
    animator.addCompletion { seen.append(($0, value)) }
    animator.addCompletion { seen.append(($0, value)) }
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(seen.count == 2)
    #expect(seen.allSatisfy { $0.0 == .end && $0.1 == 1 })
    #expect(animator.state == .inactive)
    #expect(animator.trackCount == 0)
  }

  @Test("A completion can start another animation on the same animator")
  func reentrantCompletion() {
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 0.1, curve: .linear, clock: clock)
    var runs: [AnimatingPosition] = []
    var value = 0.0
    animator.addTrack(from: 0.0, to: 1.0) { value = $0 }
    animator.addCompletion { position in
      runs.append(position)
      animator.isReversed = true
      animator.addTrack(from: 0.0, to: 1.0) { value = $0 }
      animator.addCompletion { runs.append($0) }
      animator.startAnimation()
    }
    animator.startAnimation()
    clock.advance(by: 0.15)
    #expect(runs == [.end])
    #expect(animator.isRunning)
    clock.advance(by: 0.2)
    #expect(runs == [.end, .start])
    #expect(value == 0)
  }

  @Test("pausesOnCompletion stays active and paused at the end, silent, and can reverse")
  func pausesOnCompletion() {
    let harness = AnimatorHarness(duration: 0.2)
    harness.animator.pausesOnCompletion = true
    harness.animator.startAnimation()
    harness.clock.advance(by: 0.5)
    #expect(harness.completions.isEmpty)
    #expect(harness.animator.state == .active && !harness.animator.isRunning)
    #expect(harness.animator.fractionComplete == 1)
    #expect(harness.probe == 1)
    harness.animator.isReversed = true
    harness.animator.startAnimation()
    harness.clock.advance(by: 0.5)
    #expect(harness.probe == 0)
    #expect(harness.completions.isEmpty)
    harness.animator.pausesOnCompletion = false
    harness.animator.isReversed = false
    harness.animator.startAnimation()
    harness.clock.advance(by: 0.5)
    #expect(harness.completions == [.end])
  }

  @Test("A running animator keeps itself alive; a finished one is released")
  func lifetime() {
    let clock = ManualFrameClock()
    weak var weakAnimator: FluidAnimator?
    var value = 0.0
    do {
      let animator = FluidAnimator(duration: 0.1, clock: clock)
      animator.addTrack(from: 0.0, to: 1.0) { value = $0 }
      animator.startAnimation()
      weakAnimator = animator
    }
    #expect(weakAnimator != nil, "running: alive with no other owner")
    clock.advance(by: 0.2)
    #expect(value == 1)
    #expect(weakAnimator == nil, "released after completing")
    #expect(clock.observerCount == 0)

    do {
      let animator = FluidAnimator(duration: 1, clock: clock)
      animator.startAnimation()
      animator.stopAnimation(true)
      weakAnimator = animator
    }
    #expect(weakAnimator == nil, "released after stopping")
  }

  @Test("Tracks on key paths hold their root weakly")
  func keyPathTracksAreWeak() {
    final class Box {
      var value = 0.0
    }
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 1, clock: clock)
    weak var weakBox: Box?
    do {
      let box = Box()
      animator.addTrack(\Box.value, on: box, from: 0, to: 10)
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
      #expect(box.value == 5)
      weakBox = box
    }
    #expect(weakBox == nil)
    animator.fractionComplete = 0.7
  }
}
