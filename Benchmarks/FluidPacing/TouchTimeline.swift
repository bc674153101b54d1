import FluidTransitions

/// What a scripted finger does to one transition, in time order: how the transition starts,
/// then every touch, in container coordinates and seconds from the start.
///
/// A device replays it by starting the transition at time 0 (``start``), then calling the
/// gesture entry points a recognizer would (touch down, move, up) at each touch's time; the lab
/// writes it as a scenario document.
public struct TouchTimeline: Hashable, Sendable {
  /// How the transition starts at time 0.
  public enum Start: String, Hashable, Sendable {
    /// Started by a tap, as a non-interactive animation (a finger may grab it later).
    case animated
    /// Started by the finger, as an interactive transition waiting for its touches.
    case interactive
  }

  /// A touch's phase, as `UITouch.Phase` names the three a single finger goes through.
  public enum Phase: String, Hashable, Sendable {
    /// The finger lands.
    case began
    /// The finger moves (or stays still and reports a sample).
    case moved
    /// The finger lifts.
    case ended
  }

  /// One touch sample.
  public struct Touch: Hashable, Sendable {
    /// Seconds from the start of the transition.
    public var time: Double
    /// Where the finger is, in the container's coordinates (points).
    public var point: Point
    /// What the finger does.
    public var phase: Phase

    /// Creates a touch.
    public init(time: Double, point: Point, phase: Phase) {
      self.time = time
      self.point = point
      self.phase = phase
    }
  }

  /// How the transition starts.
  public var start: Start
  /// The touches, in time order.
  public var touches: [Touch]
  /// When the scripted run ends, in seconds: long enough after the last touch for the
  /// transition to settle.
  public var until: Double

  /// Creates a timeline.
  public init(start: Start, touches: [Touch], until: Double) {
    self.start = start
    self.touches = touches
    self.until = until
  }
}
