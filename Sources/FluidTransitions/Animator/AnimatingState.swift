/// The life-cycle state of an animator, UIKit's `UIViewAnimatingState`.
public enum AnimatingState: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not started, or finished: animations are configured over the full duration.
  case inactive
  /// Started: running, or paused (including paused at the end with `pausesOnCompletion`).
  case active
  /// Stopped with `stopAnimation(false)`: values frozen, waiting for `finishAnimation(at:)`.
  case stopped

  /// The case name, for diagnostics.
  public var description: String {
    switch self {
    case .inactive: "inactive"
    case .active: "active"
    case .stopped: "stopped"
    }
  }
}
