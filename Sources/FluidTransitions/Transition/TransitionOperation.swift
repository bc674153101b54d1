/// What a transition does, in UIKit's terms.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
  /// A navigation push: the to-view arrives on top.
  case push
  /// A navigation pop: the from-view leaves, revealing the to-view.
  case pop
  /// A modal presentation.
  case present
  /// A modal dismissal.
  case dismiss
  /// A tab switch to a tab with a higher index.
  case tabForward
  /// A tab switch to a tab with a lower index.
  case tabBackward

  /// Whether the operation moves "forward" (push, present, tab forward): the direction in which
  /// new content arrives from the trailing edge or from below.
  public var isForward: Bool {
    switch self {
    case .push, .present, .tabForward: true
    case .pop, .dismiss, .tabBackward: false
    }
  }
}
