/// The plan shared by presentations that slide a view over a dimmed container (sheet, drawer):
/// the presented view moves between `offscreen` and its frame while a black dimming node
/// covering the container fades between 0 and `dimmingAlpha`.
///
/// The dimming belongs to the presentation: present makes it above the presenting view and keeps
/// it on completion; dismiss finds it (or makes it) below the presented view and removes it on
/// completion. A cancel undoes the transition: a cancelled present removes the dimming and the
/// presented view, a cancelled dismiss removes the presenting view the transition inserted and
/// leaves the presentation as it was.
enum OverlayPlan {
  /// The plan for `scene` (present or dismiss).
  ///
  /// - Parameters:
  ///   - presented: The presented view's state at rest (its frame and corner radius).
  ///   - offscreen: The transform that puts it out of the container.
  ///   - restoredOnCancel: The presented view's state restored after a cancelled present.
  static func plan(
    for scene: TransitionScene,
    presented: NodeState,
    offscreen: AffineTransform,
    restoredOnCancel: NodeState,
    dimmingAlpha: Double,
    duration: Double,
    curve: TimingCurve
  ) -> TransitionPlan {
    let bounds = scene.bounds
    let fromRest = NodeState(frame: scene.from.initial)
    let toRest = NodeState(frame: scene.to.final)
    var hidden = presented
    hidden.transform = offscreen
    if scene.operation == .present {
      return TransitionPlan(
        duration: duration, curve: curve,
        setup: [
          .set(.from, fromRest),
          .makeNode(.dimming, color: .black, .above(.from)),
          .set(.dimming, NodeState(frame: bounds, alpha: 0)),
          .set(.to, hidden),
          .insert(.to, .above(.dimming)),
        ],
        tracks: [
          PlanTrack(.to, .transform(from: offscreen, to: .identity)),
          PlanTrack(.dimming, .alpha(from: 0, to: dimmingAlpha)),
        ],
        completionCleanup: [.set(.to, presented), .set(.from, fromRest)]
          + scene.departingViewCleanup,
        cancellationCleanup: [
          .remove(.dimming), .set(.to, restoredOnCancel), .remove(.to), .set(.from, fromRest),
        ])
    }
    return TransitionPlan(
      duration: duration, curve: curve,
      setup: [
        .set(.to, toRest), .insert(.to, .below(.from)),
        .makeNode(.dimming, color: .black, .below(.from)),
        .set(.dimming, NodeState(frame: bounds, alpha: dimmingAlpha)),
        .set(.from, presented),
      ],
      tracks: [
        PlanTrack(.from, .transform(from: .identity, to: offscreen)),
        PlanTrack(.dimming, .alpha(from: dimmingAlpha, to: 0)),
      ],
      completionCleanup: [.remove(.dimming), .set(.from, presented), .set(.to, toRest)]
        + scene.departingViewCleanup,
      cancellationCleanup: [.set(.from, presented), .set(.to, toRest), .remove(.to)])
  }
}
