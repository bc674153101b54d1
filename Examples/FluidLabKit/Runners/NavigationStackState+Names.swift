import FluidTransitions

extension NavigationStackState.Request {
  /// The request's event type in a scenario.
  var name: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .setStack: "setViewControllers"
    }
  }
}

extension NavigationStackState.Action {
  /// The action's name in the trace.
  var name: String {
    switch self {
    case .none: "none"
    case .start: "start"
    case .reverse: "reverse"
    case .resume: "resume"
    }
  }
}
