import Testing

@testable import FluidTransitions

/// The engine's per-frame fast paths, added after fluid-bench measured the frame cost, must
/// change nothing but the speed.
@MainActor
@Suite("Benchmark fast paths: same values, same lifetimes")
struct FastPathTests {
  @Test("A prepared transform path returns interpolated(to:fraction:) bit for bit")
  func preparedTransformPathIsExact() {
    var generator = SystemRandomNumberGenerator()
    func random() -> Double { Double.random(in: -3...3, using: &generator) }
    let shapes: [AffineTransform] = [
      .identity, AffineTransform(translationX: 390, y: 0), AffineTransform(scaleX: 0.5, y: 0.5),
      AffineTransform(rotationAngle: 350 * .pi / 180), AffineTransform(scaleX: -1, y: 1),
      AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 4, ty: 5),
      AffineTransform(a: 1, b: 0.3, c: -0.2, d: 2, tx: 7, ty: -3),
    ]
    var pairs: [(AffineTransform, AffineTransform)] = []
    for start in shapes {
      for end in shapes { pairs.append((start, end)) }
    }
    for _ in 0..<200 {
      pairs.append(
        (
          AffineTransform(
            a: random(), b: random(), c: random(), d: random(), tx: random(), ty: random()),
          AffineTransform(
            a: random(), b: random(), c: random(), d: random(), tx: random(), ty: random())
        ))
    }
    let fractions: [Double] =
      [0, -0.0, 1, 0.5, -0.25, 1.3, 1e-300, .nan, .infinity] + (0..<20).map { _ in random() }
    for (start, end) in pairs {
      let path = AffineTransform.InterpolationPath(from: start, to: end)
      for fraction in fractions {
        let expected = start.interpolated(to: end, fraction: fraction)
        let value = path.value(at: fraction)
        let bits = [value.a, value.b, value.c, value.d, value.tx, value.ty].map(\.bitPattern)
        let expectedBits = [
          expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty,
        ]
        .map(\.bitPattern)
        #expect(bits == expectedBits, "\(start) → \(end) at \(fraction)")
      }
    }
  }

  @Test("Stage tracks on a FluidAnimator write exactly the plan's states, overshoot included")
  func nodeTracksMatchThePlan() {
    let clock = ManualFrameClock()
    let scene = TransitionScene(container: Size(width: 390, height: 844), operation: .push)
    for style in [SlideStyle(), ScaleStyle(), FadeStyle()] as [any TransitionStyle] {
      let plan = style.plan(for: scene)
      let container = SceneNode(name: "container", frame: scene.bounds)
      let from = SceneNode(name: "from", frame: scene.from.initial)
      let to = SceneNode(name: "to", frame: scene.to.final)
      container.addChild(from)
      let stage = TransitionStage(container: container, from: from, to: to)
      stage.perform(plan.setup)
      let animator = FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock)
      stage.install(plan.tracks, on: animator)
      #expect(animator.trackCount == plan.tracks.count)
      for progress in [0, 0.1, 0.37, 0.5, 0.93, 1, 1.2, -0.15] {
        animator.fractionComplete = progress
        for role in [NodeRole.from, .to, .dimming, .shadow] {
          guard let node = stage.node(for: role), let expected = plan.state(of: role, at: progress)
          else { continue }
          #expect(node.presentedState == expected, "\(style.name) \(role) at \(progress)")
        }
      }
    }
  }

  @Test("Stage tracks on a stopped FluidAnimator are refused, as addTrack refuses them")
  func stoppedAnimatorRefusesStageTracks() {
    let clock = ManualFrameClock()
    let animator = FluidAnimator(duration: 1, clock: clock)
    var diagnostics: [AnimatorDiagnostic] = []
    animator.diagnosticHandler = { diagnostics.append($0) }
    animator.startAnimation()
    animator.stopAnimation(false)
    let stage = TransitionStage(
      container: SceneNode(name: "c", frame: .zero), from: SceneNode(name: "f", frame: .zero),
      to: nil)
    stage.install([PlanTrack(.from, .alpha(from: 0, to: 1))], on: animator)
    #expect(animator.trackCount == 0)
    #expect(diagnostics.count == 1)
  }

  @Test("An observer that never removed itself does not hide a new one at the same address")
  func reusedIdentityIsNotADuplicate() {
    let clock = ManualFrameClock()
    var delivered = 0
    for _ in 0..<200 {
      // Each log is freed at the end of the iteration without leaving the clock; the next one
      // is likely to get the same address, hence the same ObjectIdentifier.
      let log = FrameLog()
      clock.addObserver(log)
      clock.advanceFrame()
      delivered += log.frames.count
    }
    #expect(delivered == 200)
    #expect(clock.observerCount == 0)
  }

  @Test("An observer added twice hears each frame once; removing it stops delivery")
  func duplicatesAndRemoval() {
    let clock = ManualFrameClock()
    let log = FrameLog()
    clock.addObserver(log)
    clock.addObserver(log)
    clock.advanceFrame()
    #expect(log.frames.count == 1)
    clock.removeObserver(log)
    clock.advanceFrame()
    #expect(log.frames.count == 1)
  }
}
