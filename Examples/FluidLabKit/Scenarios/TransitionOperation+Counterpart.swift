import FluidTransitions

extension TransitionOperation {
  /// The operation that undoes this one: push and pop, present and dismiss, tab forward and
  /// tab backward.
  var counterpart: TransitionOperation {
    switch self {
    case .push: .pop
    case .pop: .push
    case .present: .dismiss
    case .dismiss: .present
    case .tabForward: .tabBackward
    case .tabBackward: .tabForward
    }
  }
}
