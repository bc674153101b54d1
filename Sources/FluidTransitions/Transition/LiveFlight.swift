/// The live state of one flight while a ``FluidAnimator`` runs it: the source element where it
/// is now, and where along the flight it disappeared, if it did. Shared by the flight's tracks
/// (a class: they must all see the same measurement), measured once per frame by a
/// ``LiveFlight/RefreshTrack`` installed before them.
@MainActor
final class LiveFlight {
  let path: FlightPath
  /// The window of the track that drives the flight's frame: where a disappearance is placed.
  let window: TrackWindow
  /// Measures the source now, in container coordinates, or nil once it is gone.
  private let measure: (@MainActor () -> Rect?)?
  /// The source as last measured (the plan's until the first measurement).
  private(set) var source: Rect
  /// Where the source disappeared, as `FlightPath.towardSource(atFraction:)`; nil while it
  /// is there. Once gone, it stays gone for the rest of the transition.
  private(set) var vanishedAt: Double?

  init(path: FlightPath, window: TrackWindow, measure: (@MainActor () -> Rect?)?) {
    self.path = path
    self.window = window
    self.measure = measure
    source = path.source
  }

  /// Measures the source for a frame at `progress`.
  @inline(__always)
  func refresh(atProgress progress: Double) {
    guard vanishedAt == nil, let measure else { return }
    if let rect = measure() {
      source = rect
    } else {
      vanishedAt = path.towardSource(atFraction: window.fraction(atProgress: progress))
    }
  }

  /// How far the flight has turned into the fallback at `fraction` (0 while the source is
  /// there).
  @inline(__always)
  func blend(atFraction fraction: Double) -> Double {
    guard let vanishedAt else { return 0 }
    return FlightPath.fallbackBlend(
      towardSource: path.towardSource(atFraction: fraction), vanishedAt: vanishedAt)
  }

  /// The frame of `part` at `fraction` with the live source (blended into the fallback once it
  /// is gone).
  @inline(__always)
  func frame(of part: FlightPath.Part, atFraction fraction: Double) -> Rect {
    let blend = blend(atFraction: fraction)
    let end = blend == 0 ? source : source.interpolated(to: path.fallbackFrame, fraction: blend)
    return path.frame(of: part, atFraction: fraction, sourceEnd: end)
  }

  /// The track that measures every live flight before the flights' own tracks apply: the first
  /// track of the animator.
  final class RefreshTrack: AnimationTrackBase {
    let flights: [LiveFlight]

    init(flights: [LiveFlight]) {
      self.flights = flights
    }

    override func apply(progress: Double) {
      // By index: a `for … in` over the array allocates an iterator in debug builds.
      for index in flights.indices { flights[index].refresh(atProgress: progress) }
    }
  }
}
