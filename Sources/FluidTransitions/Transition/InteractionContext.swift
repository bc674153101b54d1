/// What a gesture about to begin an interactive dismissal knows, for a style (and through it the
/// app) to veto it: UIKit's `UIViewController.Transition.ZoomOptions.InteractionContext`, as a
/// value.
///
/// The UIKit layer builds one when a dismissal gesture is about to begin, with ``willBegin`` set
/// to its own decision (the gesture's direction rules, a scroll view under the finger at its
/// top), and begins only if ``TransitionStyle/shouldBeginInteractiveDismissal(_:)`` says so.
///
/// ``location`` and ``velocity`` are geometry values, so never non-finite, whether passed to the
/// initialiser or assigned.
public struct InteractionContext: Hashable, Sendable {
  /// Where the interaction is, in points, in the coordinate space of the view being dismissed
  /// (UIKit: the zoomed view controller's view, as Apple's context says); for two fingers,
  /// their centroid.
  public var location: Point
  /// The interaction's velocity in points per second (for two fingers, their centroid's).
  public var velocity: Vector
  /// Whether the interaction would begin under the current conditions by default: the
  /// library's own decision, which a veto may override either way.
  public var willBegin: Bool

  /// Creates a context.
  public init(location: Point, velocity: Vector, willBegin: Bool) {
    self.location = location
    self.velocity = velocity
    self.willBegin = willBegin
  }
}
