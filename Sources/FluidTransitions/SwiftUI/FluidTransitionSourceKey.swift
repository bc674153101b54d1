#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// What names a zoom's source in SwiftUI: an identifier within a namespace, as
  /// `fluidTransitionSource(id:in:)` and `FluidNavigationTransition.zoom(sourceID:in:)` give
  /// it. The same identifier in two namespaces names two sources; identifiers compare as
  /// `AnyHashable` does (an `Int` 4 and a `String` "4" are two identifiers).
  ///
  /// `Sendable`, so that a transition that names a source can be a `static let` or part of a
  /// `Sendable` model in a Swift 6 app: the identifier is asked to be `Sendable` too
  /// (`Namespace.ID` is, by Apple's page).
  package struct FluidTransitionSourceKey: Hashable, Sendable {
    package let namespace: Namespace.ID
    package let id: any Hashable & Sendable

    package init(id: some Hashable & Sendable, in namespace: Namespace.ID) {
      self.namespace = namespace
      self.id = id
    }

    /// A key for an identifier that is not `Sendable` (SwiftUI's own `zoom(sourceID:in:)`
    /// takes any `Hashable`): boxed, made on the main actor. It compares equal to a key whose
    /// identifier is the same value passed as `Sendable`.
    @MainActor
    package init(nonSendableID id: some Hashable, in namespace: Namespace.ID) {
      self.namespace = namespace
      self.id = FluidTransitionSourceID(id)
    }

    /// The identifier as compared: a boxed identifier is its value.
    private var identity: AnyHashable {
      (id as? FluidTransitionSourceID)?.base ?? AnyHashable(id)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.namespace == rhs.namespace && lhs.identity == rhs.identity
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(namespace)
      hasher.combine(identity)
    }
  }

  /// An identifier that is not `Sendable`, boxed so that its key can be.
  ///
  /// `@unchecked Sendable`: the box is made on the main actor, and keys are only hashed and
  /// compared by main-actor code (the source markers and the stack's coordinator); a value
  /// kept elsewhere (a `static let` transition) is never read there.
  package struct FluidTransitionSourceID: Hashable, @unchecked Sendable {
    package let base: AnyHashable

    package init(_ base: some Hashable) {
      self.base = AnyHashable(base)
    }
  }
#endif
