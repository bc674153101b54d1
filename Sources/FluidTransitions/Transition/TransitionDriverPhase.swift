extension TransitionDriver {
  /// Where a transition is in its life.
  ///
  /// `idle → animating | interacting → settling → finished(completed:)`; a finger can grab the
  /// transition in `animating`, `interacting` and `settling`, any number of times, which makes it
  /// `interacting` again.
  public enum Phase: Hashable, Sendable, CustomStringConvertible {
    /// Created, not started.
    case idle
    /// Running by itself (a tap started it).
    case animating
    /// Following a finger (or waiting for one after an interactive start).
    case interacting
    /// Released: a spring carries it to the end or back to the start.
    case settling
    /// Over; `completed` is false when it was cancelled.
    case finished(completed: Bool)

    /// `idle`, `animating`, `interacting`, `settling` or `finished`, as traces name phases.
    public var description: String {
      switch self {
      case .idle: "idle"
      case .animating: "animating"
      case .interacting: "interacting"
      case .settling: "settling"
      case .finished: "finished"
      }
    }
  }
}
