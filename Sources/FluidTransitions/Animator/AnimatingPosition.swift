/// Where an animation ended, as its completions are told: UIKit's `UIViewAnimatingPosition`.
public enum AnimatingPosition: Int, Hashable, Sendable, CustomStringConvertible {
  /// At the final values: a forward run finished, or `finishAnimation(at: .end)`.
  case end
  /// At the initial values: a reversed run finished, or `finishAnimation(at: .start)`.
  case start
  /// Wherever the values were when `finishAnimation(at: .current)` was called.
  case current

  /// The case name, for diagnostics and traces.
  public var description: String {
    switch self {
    case .end: "end"
    case .start: "start"
    case .current: "current"
    }
  }
}
