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
  /// Every flight track of the last install, live, by role.
  private var liveParts: [NodeRole: LiveFlightParts] = [:]
  /// The contents of the last install's flights, by role: the flight and the content's rects.
  private var contents: [NodeRole: (flight: LiveFlight, content: Rect, fitted: Rect)] = [:]

  /// Sets or (with nil) removes the provider of `element`'s source frame.
  func setProvider(_ provider: (@MainActor () -> Rect?)?, forElement element: String?) {
    providers[element] = provider
  }

  /// Creates one live flight per flight among `tracks` and installs, ahead of every other
  /// track, the track that measures them all before each frame. `measurement` gives how the
  /// source of an element without a provider is measured. A source whose flight of the previous
  /// install (a re-plan's predecessor) saw it disappear stays gone: the new flight measures
  /// nothing and turns into the fallback from its first frame.
  func prepare(
    _ tracks: [PlanTrack], on animator: FluidAnimator,
    measurement: (String?) -> (@MainActor () -> Rect?)?
  ) {
    let gone = Set(installing.values.filter { $0.vanishedAt != nil }.map(\.path.element))
    installing = [:]
    liveParts = [:]
    contents = [:]
    var order: [LiveFlight] = []
    for track in tracks {
      guard case .flight(let path, _) = track.property, installing[path] == nil else { continue }
      let element = path.element
      var measure = providers[element] ?? measurement(element)
      if gone.contains(element) { measure = { nil } }
      let flight = LiveFlight(path: path, window: track.window, measure: measure)
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
    liveParts[track.role, default: LiveFlightParts()].append(part, of: flight, window: track.window)
    if case .content(let content, let fitted) = part {
      contents[track.role] = (flight, content, fitted)
    }
    return flight
  }

  /// The live frame of `role`'s flight at `progress`, or nil when no flight drives the role.
  func plannedFrame(of role: NodeRole, atProgress progress: Double) -> Rect? {
    guard let live = liveFrames[role] else { return nil }
    return live.flight.frame(of: .frame, atFraction: live.window.fraction(atProgress: progress))
  }

  /// Every flight track of the last install on `role`, live; nil when it has none.
  func liveParts(of role: NodeRole) -> LiveFlightParts? {
    liveParts[role]
  }

  /// How `role`'s frame follows its flight's, when `role` is a content inside a flight of the
  /// last install: the role whose frame is the flight's, live, and the content's rects; nil
  /// otherwise.
  func contentFill(of role: NodeRole) -> ReplannedTrack.ContentFill? {
    guard let entry = contents[role],
      let flightRole = liveFrames.first(where: { $0.value.flight === entry.flight })?.key
    else { return nil }
    return ReplannedTrack.ContentFill(
      flightRole: flightRole, flightLive: liveParts[flightRole], content: entry.content,
      fitted: entry.fitted)
  }

  /// Forgets every provider and live flight, so nothing outlives the transition.
  func removeAll() {
    providers.removeAll()
    liveFrames.removeAll()
    installing.removeAll()
    liveParts.removeAll()
    contents.removeAll()
  }
}
