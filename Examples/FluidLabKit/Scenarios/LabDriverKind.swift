/// Which driver runs a scenario (the scenario's `driver` field): the library's, or a baseline
/// that behaves like the classic approach, for side-by-side comparisons.
enum LabDriverKind: String, CaseIterable, Sendable {
  /// The library's ``TransitionDriver``: grab at any moment, release at the finger's velocity.
  case fluid
  /// UIKit's `UIPercentDrivenInteractiveTransition`, as apps used it before interruptible
  /// animators (``PercentDrivenDriver``): the finger scrubs the time fraction; at release the
  /// transition finishes or rewinds along its original curve at completion speed 1, whatever
  /// the finger did.
  case percentDriven

  /// What it does, for help texts.
  var summary: String {
    switch self {
    case .fluid:
      "the library's TransitionDriver (grab at any moment, release at the finger's velocity)"
    case .percentDriven:
      "the classic UIPercentDrivenInteractiveTransition: the finger scrubs the time fraction;"
        + " at release the transition finishes or rewinds along its original curve at"
        + " completion speed 1, whatever the finger did; it cannot be grabbed again"
    }
  }
}
