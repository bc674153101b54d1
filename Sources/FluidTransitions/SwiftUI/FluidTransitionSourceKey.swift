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

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.namespace == rhs.namespace && AnyHashable(lhs.id) == AnyHashable(rhs.id)
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(namespace)
      hasher.combine(AnyHashable(id))
    }
  }
#endif
