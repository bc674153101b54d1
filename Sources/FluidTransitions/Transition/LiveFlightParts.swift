/// What a role's flight tracks write to its node at a progress, read from their live flights
/// (the source where it is now, the fallback once it is gone): the frame (the flight's, or a
/// content's within it), the flight's fading alpha and the detail view's fallback transform. A
/// re-planned course (``ReplannedTrack``) starts from these, as the tracks it replaces did.
@MainActor
struct LiveFlightParts {
  private struct Part {
    let flight: LiveFlight
    let part: FlightPath.Part
    let window: TrackWindow
    /// The fallback transform's interpolation, prepared once.
    let transform: AffineTransform.InterpolationPath?
  }

  private var parts: [Part] = []

  /// Adds the flight track of `part` over `window`, read from `flight`.
  mutating func append(_ part: FlightPath.Part, of flight: LiveFlight, window: TrackWindow) {
    var transform: AffineTransform.InterpolationPath?
    if case .fallbackTransform(let frame) = part {
      transform = AffineTransform.InterpolationPath(
        from: .identity, to: flight.path.fallbackTransform(for: frame))
    }
    parts.append(Part(flight: flight, part: part, window: window, transform: transform))
  }

  /// The frame, alpha and transform the tracks write at `progress`, each nil when no track
  /// writes it; as ``NodeTrack``'s flight tracks compute them.
  func values(atProgress progress: Double) -> (
    frame: Rect?, alpha: Double?, transform: AffineTransform?
  ) {
    var values: (frame: Rect?, alpha: Double?, transform: AffineTransform?) = (nil, nil, nil)
    for part in parts {
      let fraction = part.window.fraction(atProgress: progress)
      switch part.part {
      case .frame, .content:
        values.frame = part.flight.frame(of: part.part, atFraction: fraction)
      case .alpha:
        values.alpha = 1 - part.flight.blend(atFraction: fraction)
      case .fallbackTransform:
        values.transform = part.transform?.value(at: part.flight.blend(atFraction: fraction))
      }
    }
    return values
  }
}
