/// Which gesture holds an interacting transition, with what it measures from: the state of a
/// ``TransitionDriver``'s hand-over between a one-finger drag and a two-finger pinch.
///
/// | state | touch began | touch moved | touch ended / cancelled | pinch began | pinch ended / cancelled |
/// |---|---|---|---|---|---|
/// | `none` | grab → `drag` | ignored (diagnostic) | ignored (diagnostic) | grab → `pinch` | ignored (diagnostic) |
/// | `drag` | re-grab → `drag` | scrub | release → `none` | take over where it is → `pinch` (finger down) | ignored (diagnostic) |
/// | `dragAfterPinch` | re-grab → `drag` | anchor here → `drag` | release (the pinch's velocities if no move came between) → `none` | take over → `pinch` (finger down) | ignored (diagnostic) |
/// | `pinch` | finger down, waits | ignored | finger up | re-grab → `pinch` | finger down: → `dragAfterPinch`; otherwise release → `none` |
///
/// A programmatic `cancel()` or `finish()` releases from any state with the holding gesture's
/// own velocity and leaves `none`. Only an interacting transition is held: every other phase
/// has `none` (checked after every change in debug builds).
enum TransitionHold: Equatable {
  /// No gesture: a transition started interactively before its finger came, or one not
  /// interacting.
  case none
  /// A one-finger drag, whose translation is measured from `origin`.
  case drag(origin: Point)
  /// The finger a pinch handed back to, still down: its next move becomes the drag's anchor, so
  /// nothing jumps. `handover` holds the pinch's velocities, for a lift that comes before any
  /// move (both fingers lifting together); nil after a cancelled pinch.
  case dragAfterPinch(handover: PinchHandover?)
  /// Two fingers; see ``PinchHold``.
  case pinch(PinchHold)

  /// Whether a one-finger drag holds the transition (anchored or about to be).
  var isDrag: Bool {
    switch self {
    case .drag, .dragAfterPinch: true
    case .none, .pinch: false
    }
  }
}

/// What a pinch holding the transition measures from.
struct PinchHold: Equatable {
  /// The fingers' centroid when the pinch took hold: the following node moves with the
  /// centroid's translation from here.
  var origin: Point
  /// The scale when the pinch took hold (1 for a non-finite one).
  var anchorScale: Double
  /// The progress the last finite scale added to the progress at the grab (infinite for a
  /// scale so far off that the difference overflows: the rubber band or the clamp holds it).
  var delta: Double
  /// Whether a one-finger drag's touch is also down: it takes over if the pinch ends first.
  var fingerDown: Bool
}

/// The velocities of a pinch that handed back to the drag, at the moment it did.
struct PinchHandover: Equatable {
  /// When the pinch ended, in seconds.
  var time: Double
  /// Its progress velocity, in progress per second.
  var progressVelocity: Double
  /// Its centroid's velocity, in points per second.
  var touchVelocity: Vector
  /// Its scale velocity, in scale factor per second.
  var scaleVelocity: Double
}
