// https://developer.apple.com/documentation/swiftui/transitionphase
// Apple: `@frozen enum TransitionPhase`
// "An indication of which the current stage of a transition." (iOS 17.0+.) Declared so that a
// file importing SwiftUI and the library, and `.ci/availability`, which compiles this shim and
// the library as one module, fail if the library declares a type of the same name.
@available(iOS 17.0, *)
@frozen
public enum TransitionPhase: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/transitionphase/willappear
  // Apple: `case willAppear`
  // "The transition is being applied to a view that is about to be inserted into the view
  // hierarchy."
  case willAppear
  // https://developer.apple.com/documentation/swiftui/transitionphase/identity
  // Apple: `case identity`
  // "The transition is being applied to a view that is in the view hierarchy."
  case identity
  // https://developer.apple.com/documentation/swiftui/transitionphase/diddisappear
  // Apple: `case didDisappear`
  // "The transition is being applied to a view that has been requested to be removed from the
  // view hierarchy."
  case didDisappear
}
