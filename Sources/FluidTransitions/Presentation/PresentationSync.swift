/// The rules that keep a presentation and the Boolean an app binds to it (SwiftUI's
/// `isPresented`) in step, both ways.
///
/// - **The app's value goes to the presentation** only when it changes: ``update(isPresented:presentation:canPresent:)``
///   compares it with ``requested``, the value the presentation was last sent toward, so an
///   update that carries the same value (SwiftUI updates for any change of state) leaves alone
///   whatever a person did since. A new value presents, dismisses, or turns the transition on
///   screen around: `true` during a dismissal cancels it and `false` during a presentation
///   cancels that one (from the frame on screen, with its velocity), whether the transition
///   runs by itself or a finger holds it; a value that agrees with the transition on screen
///   lets it go on, and one a finger is taking the other way finishes it there.
/// - **The presentation goes to the app** when it comes to rest somewhere the app did not ask
///   for (``presentationDidRest(isShown:isPresented:)``): a dismissal a person made writes
///   `false` once it has completed, a presentation a person grabbed and threw back writes
///   `false`, a dismissal the app asked for that a person threw back writes `true`. A
///   transition that ends where it was sent, or that the person cancels back to where the app
///   wants it, writes nothing. Nothing is written when the app has changed its value since the
///   presentation was sent (its change is applied by the next update instead), and a binding
///   that drops the write (a constant one) gets what it asks for again at the next update.
package struct PresentationSync: Hashable, Sendable {
  /// Where the presentation is.
  package enum Presentation: Hashable, Sendable {
    /// Not presented, and no transition is on screen or about to start.
    case absent
    /// Presented, at rest.
    case presented
    /// A presentation (`presenting` true) or dismissal runs, or has been asked of UIKit and
    /// not yet started.
    case transitioning(presenting: Bool)
  }

  /// What to do to the presentation.
  package enum Action: Hashable, Sendable {
    /// Nothing.
    case none
    /// Present.
    case present
    /// Dismiss with the transition.
    case dismiss
    /// Take the transition on screen to its end.
    case finishTransition
    /// Send the transition on screen back to where it started.
    case cancelTransition
  }

  /// The value the presentation was last sent toward (false at first: nothing is presented).
  package private(set) var requested = false

  /// Creates the rules for a presentation that is not presented.
  package init() {}

  /// The app's value in an update: what to do with the presentation, which is `presentation`.
  /// A presentation that cannot be made now (`canPresent` false: the presenter is not in a
  /// window) is not asked for, and the value is taken again at the next update.
  package mutating func update(
    isPresented: Bool, presentation: Presentation, canPresent: Bool = true
  ) -> Action {
    guard isPresented != requested else { return .none }
    if isPresented, presentation == .absent, !canPresent { return .none }
    requested = isPresented
    switch (isPresented, presentation) {
    case (true, .absent): return .present
    case (false, .presented): return .dismiss
    case (true, .presented), (false, .absent): return .none
    case (let wanted, .transitioning(let presenting)):
      return wanted == presenting ? .finishTransition : .cancelTransition
    }
  }

  /// The presentation came to rest, shown (`isShown`) or not, while the app's binding holds
  /// `isPresented`: the value to write to the binding, or nil.
  package mutating func presentationDidRest(isShown: Bool, isPresented: Bool) -> Bool? {
    guard isShown != requested else { return nil }
    let sent = requested
    requested = isShown
    return isPresented == sent ? isShown : nil
  }

  /// The presentation left without a transition the rules saw (its view left the tree, or the
  /// app dismissed it by other means): nothing is presented, whatever was asked.
  package mutating func presentationDidEnd() {
    requested = false
  }
}
