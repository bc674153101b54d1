#if canImport(UIKit)
  import UIKit

  /// The first responder inside a transition's departing view as the transition starts, held
  /// weakly, and given back the focus when the transition ends as ``FocusRestoration`` says.
  @MainActor
  final class DepartingFirstResponder {
    private weak var responder: UIView?

    /// Notes the first responder inside `view`, unless one was noted already: the earliest
    /// look counts, since UIKit may resign it between the delegate's call and the start.
    func note(in view: UIView?) {
      guard responder == nil, let view else { return }
      responder = Self.firstResponder(in: view)
    }

    /// The transition ended: gives the focus back to the noted responder if the transition was
    /// cancelled and the responder lost it; forgets it either way.
    func transitionEnded(completed: Bool) {
      guard let responder else { return }
      self.responder = nil
      let window = responder.window
      let restores = FocusRestoration.restores(
        completed: completed, isFirstResponder: responder.isFirstResponder,
        isInWindow: window != nil,
        focusIsElsewhere: window.flatMap { Self.firstResponder(in: $0) } != nil)
      if restores { responder.becomeFirstResponder() }
    }

    /// The view in `view`'s tree (itself included) that is the first responder, depth first.
    static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }
  }
#endif
