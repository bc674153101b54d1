/// A person's dismissal drag that may not dismiss (the presentation is modal, or the delegate's
/// `presentationControllerShouldDismiss(_:)` said no), as UIKit's own sheets answer one: the
/// presented view follows the finger toward the dismissal with a rubber band, never away from
/// it, and springs back when the finger lifts. Only a release that would have dismissed is an
/// attempt to dismiss (told with `UserDismissal.Message.didAttemptToDismiss`): a drag that
/// merely starts toward the dismissal, such as a pull-to-refresh's, is not.
///
/// The rubber band stretches over the dismissal's whole ``mapping`` distance with iOS's
/// coefficient, so the view moves at 55 % of the finger at first and never as far as that
/// distance.
package struct RefusedDismissalDrag: Hashable, Sendable {
  /// How the dismissal's gesture maps the finger to progress (the style's
  /// ``TransitionStyle/interactionMapping(for:in:)`` for the dismissal).
  package let mapping: InteractionMapping
  /// The resistance of the drag toward the dismissal.
  package let rubberBand: RubberBand

  /// Creates the drag for a dismissal mapped by `mapping`; the band's dimension is the
  /// mapping's distance (a zero distance gives a band that does not stretch).
  package init(mapping: InteractionMapping) {
    self.mapping = mapping
    rubberBand = RubberBand(dimension: mapping.distance)
  }

  /// The presented view's displacement, in points, for the finger's `translation` since the
  /// drag began: along the mapping's axis, rubber-banded, toward the dismissal only (a
  /// translation away from it, or a non-finite one, displaces nothing).
  package func offset(forTranslation translation: Vector) -> Vector {
    let toward = translation.component(along: mapping.axis) * mapping.direction
    guard toward.isFinite, toward > 0 else { return .zero }
    let banded = rubberBand.offset(forOvershoot: toward) * mapping.direction
    return mapping.axis == .horizontal
      ? Vector(dx: banded, dy: 0) : Vector(dx: 0, dy: banded)
  }

  /// Whether a release with the finger's `translation` since the drag began and `velocity`
  /// (points per second) would have dismissed, had the dismissal been allowed: `policy`'s
  /// decision (``ReleasePolicy/decide(progress:velocity:)``) on the progress and velocity the
  /// unresisted finger gives. Non-finite values count as `policy` counts them.
  package func isAttempt(translation: Vector, velocity: Vector, policy: ReleasePolicy) -> Bool {
    let decision = policy.decide(
      progress: mapping.progressDelta(forTranslation: translation),
      velocity: mapping.progressVelocity(forVelocity: velocity))
    return decision.target == .end
  }
}
