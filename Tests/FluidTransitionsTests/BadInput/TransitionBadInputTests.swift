import FluidTransitions
import Testing

/// Bad input for the transition model's values and pure functions: scenes, plans rendered at
/// non-finite progress, animated properties with hostile endpoints, interaction mappings and
/// named interactions fed NaN translations, release decisions at infinite speeds, and the
/// recording context given non-finite percentages.
@Suite("Bad input: scenes, plans, interactions and releases")
struct TransitionBadInputTests {
  static let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300, -1e300]

  /// Whether every number in `state` is finite, its alpha in [0, 1] and its radius ≥ 0.
  static func isSane(_ state: NodeState) -> Bool {
    StyleFixtures.isFinite(state) && (0...1).contains(state.alpha) && state.cornerRadius >= 0
  }

  @Test("TransitionScene and its Layout store non-finite geometry as 0, negative sizes as given")
  func sceneWithHostileGeometry() {
    let scene = TransitionScene(
      container: Size(width: .nan, height: -.infinity), operation: .push,
      from: .init(
        initial: Rect(x: .infinity, y: 0, width: 1, height: 1),
        final: Rect(x: 0, y: 0, width: -5, height: 3)),
      sourceElement: Rect(x: .nan, y: .nan, width: .nan, height: .nan))
    #expect(scene.container == .zero && scene.bounds == .zero)
    #expect(scene.from.initial == Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(scene.from.final.width == -5)
    #expect(scene.to.initial == .zero && scene.to.final == .zero, "defaults fill the container")
    #expect(scene.sourceElement == .zero)
    let negative = TransitionScene(container: Size(width: -390, height: 844), operation: .pop)
    #expect(negative.bounds == Rect(x: 0, y: 0, width: -390, height: 844))
  }

  @Test("TransitionPlan.state(of:at:): NaN and ±infinity progress are progress 0, never NaN")
  func planStateWithNonFiniteProgress() {
    let scene = TransitionScene(
      container: Size(width: 390, height: 844), operation: .push,
      sourceElement: Rect(x: 10, y: 10, width: 100, height: 100),
      destinationElement: Rect(x: 0, y: 100, width: 390, height: 390))
    let plans: [TransitionPlan] = [
      SlideStyle().plan(for: scene), ZoomStyle().plan(for: scene), FadeStyle().plan(for: scene),
    ]
    for plan in plans {
      for role in plan.roles {
        let rest = plan.state(of: role, at: 0)
        for progress in [Double.nan, .infinity, -.infinity] {
          #expect(plan.state(of: role, at: progress) == rest, "\(role) \(progress)")
        }
        for progress in [1e300, -1e300, .greatestFiniteMagnitude] {
          if let state = plan.state(of: role, at: progress) {
            #expect(Self.isSane(state), "\(role) \(progress): \(state)")
          }
        }
      }
    }
  }

  @Test("TransitionPlan(…) keeps its values; state(of:at:) sanitises hostile tracks")
  func planWithHostileTracks() {
    let plan = TransitionPlan(
      duration: .nan, curve: .spring(.snappy, initialVelocity: .nan),
      setup: [.set(.to, NodeState(frame: .zero, alpha: .nan, cornerRadius: .nan))],
      tracks: [
        PlanTrack(.to, .alpha(from: .nan, to: .infinity)),
        PlanTrack(.to, .cornerRadius(from: -.infinity, to: .nan)),
        PlanTrack(.to, .frame(from: Rect(x: .nan, y: 0, width: 1, height: 1), to: .zero)),
        PlanTrack(.to, .transform(from: AffineTransform(rotationAngle: .nan), to: .identity)),
        PlanTrack(.shadow, .alpha(from: 0, to: 1), window: TrackWindow(start: .nan, end: .nan)),
      ],
      completionCleanup: [], cancellationCleanup: [])
    #expect(plan.duration.isNaN, "a plan is plain data; the animator sanitises the duration")
    for progress in [0, 0.5, 1, 2, -1, .nan, .infinity] {
      let state = plan.state(of: .to, at: progress)
      #expect(state.map(Self.isSane) == true, "\(progress): \(String(describing: state))")
    }
    #expect(plan.tracks[4].window == .full)
    #expect(plan.state(of: .shadow, at: 0.5)?.alpha == 0.5)
  }

  @Test("AnimatedProperty.applied(to:fraction:): alpha clamped (NaN 1), radius finite and ≥ 0")
  func animatedPropertyWithHostileEndpoints() {
    let base = NodeState(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    for from in Self.hostile {
      for to in Self.hostile {
        for fraction in Self.hostile + [0.5, 1] {
          let alpha = AnimatedProperty.alpha(from: from, to: to).applied(
            to: base, fraction: fraction)
          #expect(alpha.alpha.isFinite && (0...1).contains(alpha.alpha))
          let radius = AnimatedProperty.cornerRadius(from: from, to: to).applied(
            to: base, fraction: fraction)
          #expect(radius.cornerRadius.isFinite && radius.cornerRadius >= 0)
          let frame = AnimatedProperty.frame(
            from: Rect(x: from, y: to, width: from, height: to),
            to: Rect(x: to, y: 1, width: 1, height: from)
          ).applied(to: base, fraction: fraction)
          #expect(StyleFixtures.isFinite(frame))
        }
      }
    }
    #expect(AnimatedProperty.alpha(from: .nan, to: 1).applied(to: base, fraction: 0).alpha == 1)
    #expect(
      AnimatedProperty.cornerRadius(from: -4, to: 8).applied(to: base, fraction: 0).cornerRadius
        == 0)
    // An infinite radius endpoint is stored at that end as NodeState stores it.
    #expect(
      AnimatedProperty.cornerRadius(from: .infinity, to: 0).applied(to: base, fraction: 0)
        .cornerRadius == .greatestFiniteMagnitude)
    #expect(
      AnimatedProperty.cornerRadius(from: .nan, to: 8).applied(to: base, fraction: 0)
        .cornerRadius == 0)
  }

  @Test("PlanTrack(_:_:window:) keeps the window's own clamping")
  func planTrackWindow() {
    let track = PlanTrack(.from, .alpha(from: 0, to: 1), window: TrackWindow(start: 2, end: -1))
    #expect(track.window == TrackWindow(start: 1, end: 0))
    #expect(PlanTrack(.from, .alpha(from: 0, to: 1)).window == .full)
    // UIKit's delay factor: NaN starts at once, ±infinity clamp to the ends.
    #expect(TrackWindow(delayFactor: .nan) == .full)
    #expect(TrackWindow(delayFactor: .infinity) == TrackWindow(start: 1, end: 1))
    #expect(TrackWindow(delayFactor: -.infinity) == .full)
    #expect(TrackWindow(-Double.infinity...Double.infinity) == .full)
  }

  @Test("InteractionMapping with NaN translations and velocities gives 0, never NaN")
  func interactionMappingWithNaNTranslations() {
    let mappings: [InteractionMapping] = [
      .horizontal(towardTrailing: true, distance: 390, layoutDirection: .leftToRight),
      .horizontal(towardTrailing: false, distance: 390, layoutDirection: .rightToLeft),
      .vertical(downward: true, distance: 844), .vertical(downward: false, distance: 422),
    ]
    for mapping in mappings {
      for bad in [Double.nan, .infinity, -.infinity] {
        let vector = Vector(dx: bad, dy: bad)
        #expect(mapping.progressDelta(forTranslation: vector) == 0)
        #expect(mapping.progressVelocity(forVelocity: vector) == 0)
      }
      for huge in [1e308, -1e308] {
        let delta = mapping.progressDelta(forTranslation: Vector(dx: huge, dy: huge))
        #expect(!delta.isNaN && abs(delta) > 1e300)
      }
    }
    // A tiny but positive distance is accepted: the ratio may overflow to ±infinity, never NaN.
    let tiny = InteractionMapping(
      axis: .horizontal, distance: Double.leastNormalMagnitude / 1000, direction: -1)
    #expect(tiny.progressDelta(forTranslation: Vector(dx: 1, dy: 0)) == -.infinity)
    #expect(tiny.progressDelta(forTranslation: .zero) == 0)
    for distance in Self.hostile where !(distance.isFinite && distance > 0) {
      let flat = InteractionMapping.horizontal(
        towardTrailing: true, distance: distance, layoutDirection: .leftToRight)
      #expect(flat.distance == 0 && flat.progressDelta(forTranslation: Vector(dx: 50, dy: 0)) == 0)
      #expect(InteractionMapping.vertical(downward: false, distance: distance).distance == 0)
    }
    #expect(InteractionMapping(axis: .vertical, distance: 1, direction: -.infinity).direction == -1)
    #expect(InteractionMapping(axis: .vertical, distance: 1, direction: .infinity).direction == 1)
    #expect(InteractionMapping(axis: .vertical, distance: 1, direction: -0.0).direction == 1)
  }

  @Test("Interaction: mappings of degenerate scenes, NaN points and NaN translations")
  func interactionWithHostileInput() {
    let degenerate = TransitionScene(
      container: Size(width: .nan, height: -.infinity), operation: .dismiss)
    for interaction in Interaction.allCases {
      let mapping = interaction.mapping(for: degenerate)
      #expect(mapping.distance == 0, "\(interaction)")
      #expect(mapping.progressDelta(forTranslation: Vector(dx: 100, dy: 100)) == 0)
      #expect(
        interaction.commits(translation: Vector(dx: .nan, dy: .infinity), mapping: mapping) == nil,
        "a NaN translation has not moved")
      // A NaN point is stored as (0, 0): in the leading edge's region, the edge swipe's and
      // never the content swipe's.
      #expect(
        interaction.canBegin(at: Point(x: .nan, y: .nan), in: degenerate)
          == (interaction != .contentPop), "\(interaction)")
    }
    let negative = TransitionScene(
      container: Size(width: -100, height: 800), operation: .pop, layoutDirection: .rightToLeft)
    #expect(Interaction.edgePan.mapping(for: negative).distance == 0)
    #expect(Interaction.edgePan.canBegin(at: Point(x: -124, y: 0), in: negative))
    #expect(!Interaction.edgePan.canBegin(at: Point(x: -125, y: 0), in: negative))
    let phone = InteractionTests.scene(.dismiss)
    let panDown = Interaction.panDown.mapping(for: phone)
    #expect(
      Interaction.panDown.commits(translation: Vector(dx: 0, dy: 1e308), mapping: panDown) == true)
  }

  @Test("ReleasePolicy.decide with ±infinity: non-finite inputs count as 0")
  func releaseDecisionsWithInfinities() {
    let policy = ReleasePolicy()
    for velocity in [Double.infinity, -.infinity, .nan] {
      #expect(policy.decide(progress: 0.6, velocity: velocity).target == .end)
      #expect(policy.decide(progress: 0.6, velocity: velocity).projectedProgress == 0.6)
      #expect(policy.decide(progress: 0.4, velocity: velocity).target == .start)
    }
    for progress in [Double.infinity, -.infinity, .nan] {
      let decision = policy.decide(progress: progress, velocity: 0)
      #expect(decision.target == .start && decision.projectedProgress == 0)
      #expect(policy.decide(progress: progress, velocity: 2).target == .end)
      #expect(policy.decide(progress: progress, velocity: .infinity).projectedProgress == 0)
    }
    let huge = policy.decide(progress: 1.7e308, velocity: 1e308)
    #expect(huge.projectedProgress == .greatestFiniteMagnitude && huge.target == .end)
    #expect(ReleasePolicy(threshold: .infinity).threshold == 0.99)
    #expect(ReleasePolicy(threshold: -.infinity).threshold == 0.01)
    #expect(ReleasePolicy(threshold: 0).threshold == 0.01)
  }

  @MainActor
  @Test("RecordingTransitionContext: ±infinity percentages are breaches, recorded, never a crash")
  func recordingContextWithInfinitePercentages() {
    for value in [Double.infinity, -.infinity, -0.5] {
      let context = RecordingTransitionContext(interactive: true, clock: ManualFrameClock())
      context.updateInteractiveTransition(value)
      #expect(context.breaches.count == 1, "\(value)")
      #expect(context.calls.last?.value == value)
    }
    let context = RecordingTransitionContext(interactive: true, clock: ManualFrameClock())
    context.updateInteractiveTransition(0)
    context.updateInteractiveTransition(1)
    #expect(context.breaches.isEmpty)
  }

  @MainActor
  @Test("TransitionDriver.Configuration keeps its parts' own clamping")
  func driverConfiguration() {
    let configuration = TransitionDriver.Configuration(
      interaction: InteractionMapping(axis: .horizontal, distance: .nan, direction: .nan),
      releasePolicy: ReleasePolicy(threshold: .nan, deceleration: Deceleration(rate: .nan)),
      rubberBand: RubberBand(coefficient: .nan, dimension: .nan))
    #expect(configuration.interaction.distance == 0 && configuration.interaction.direction == 1)
    #expect(configuration.releasePolicy.threshold == 0.5)
    #expect(configuration.releasePolicy.deceleration == .normal)
    #expect(
      configuration.rubberBand?.dimension == 0 && configuration.rubberBand?.coefficient == 0.55)
    #expect(configuration.followingRole == nil)
  }
}
