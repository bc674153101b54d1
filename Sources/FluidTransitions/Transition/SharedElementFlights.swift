/// The live side of a stage's shared-element flights (the zoom's): the app's source providers,
/// and, once tracks are installed on a ``FluidAnimator``, one ``LiveFlight`` per flight that
/// measures its source before every frame. Only flights need it; a stage without
/// ``AnimatedProperty/flight(_:_:)`` tracks leaves it empty.
@MainActor
final class SharedElementFlights {
  /// The app's source providers, by element (nil: the primary).
  private var providers: [String?: @MainActor () -> Rect?] = [:]
  /// The live flights installed on a ``FluidAnimator``, by the role whose frame they drive.
  private var liveFrames: [NodeRole: (flight: LiveFlight, window: TrackWindow)] = [:]
  /// The live flight of each path installed last, for the tracks of the same install.
  private var installing: [FlightPath: LiveFlight] = [:]

  /// Sets or (with nil) removes the provider of `element`'s source frame.
  func setProvider(_ provider: (@MainActor () -> Rect?)?, forElement element: String?) {
    providers[element] = provider
  }

  /// Creates one live flight per flight among `tracks` and installs, ahead of every other
  /// track, the track that measures them all before each frame. `measurement` gives how the
  /// source of an element without a provider is measured.
  func prepare(
    _ tracks: [PlanTrack], on animator: FluidAnimator,
    measurement: (String?) -> (@MainActor () -> Rect?)?
  ) {
    installing = [:]
    var order: [LiveFlight] = []
    for track in tracks {
      guard case .flight(let path, _) = track.property, installing[path] == nil else { continue }
      let element = path.element
      let flight = LiveFlight(
        path: path, window: track.window, measure: providers[element] ?? measurement(element))
      installing[path] = flight
      order.append(flight)
    }
    if !order.isEmpty { animator.addPreparedTrack(LiveFlight.RefreshTrack(flights: order)) }
  }

  /// The live flight `track` follows, if it is a flight track of the last ``prepare(_:on:measurement:)``;
  /// a flight's frame track also makes its role's ``plannedFrame(of:atProgress:)`` live.
  func flight(for track: PlanTrack) -> LiveFlight? {
    guard case .flight(let path, let part) = track.property, let flight = installing[path] else {
      return nil
    }
    if part == .frame { liveFrames[track.role] = (flight, track.window) }
    return flight
  }

  /// The live frame of `role`'s flight at `progress`, or nil when no flight drives the role.
  func plannedFrame(of role: NodeRole, atProgress progress: Double) -> Rect? {
    guard let live = liveFrames[role] else { return nil }
    return live.flight.frame(of: .frame, atFraction: live.window.fraction(atProgress: progress))
  }

  /// The live flight that drives `role`'s frame and its window, if any.
  func liveFrame(of role: NodeRole) -> (flight: LiveFlight, window: TrackWindow)? {
    liveFrames[role]
  }

  /// Forgets every provider and live flight, so nothing outlives the transition.
  func removeAll() {
    providers.removeAll()
    liveFrames.removeAll()
    installing.removeAll()
  }
}
