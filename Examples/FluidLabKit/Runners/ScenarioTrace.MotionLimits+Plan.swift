import FluidTransitions

extension ScenarioTrace.MotionLimits {
  /// The limits of `plan`'s curve and of the motion after a release: the release spring, or
  /// for the percent-driven baseline the plan's curve again, run either way.
  init(
    plan: TransitionPlan, configuration: TransitionDriver.Configuration, driver: LabDriverKind
  ) {
    let curve = plan.curve.resolved(duration: plan.duration)
    // The top of the curve's velocity, sampled finely, with a margin for the samples.
    func sampled() -> Bound {
      // Done at once: the next frame shows the end, whatever the distance.
      guard curve.duration > 0 else { return .speed(.infinity) }
      let samples = 4096
      var top = 0.0
      for index in 0...samples {
        let velocity = curve.velocity(at: curve.duration * Double(index) / Double(samples))
        top = max(top, abs(velocity))
      }
      return .speed(top * 1.01)
    }
    switch driver {
    case .fluid:
      self.init(
        planCurve: curve.springMotion.map { .spring(frequency: $0.spring.naturalFrequency) }
          ?? sampled(),
        release: .spring(frequency: configuration.releasePolicy.spring.naturalFrequency))
    case .percentDriven:
      let bound = sampled()
      self.init(planCurve: bound, release: bound)
    }
  }
}
