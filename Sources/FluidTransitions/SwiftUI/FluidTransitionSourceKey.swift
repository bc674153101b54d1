#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// What names a zoom's source in SwiftUI: an identifier within a namespace, as
  /// `fluidTransitionSource(id:in:)` and `FluidNavigationTransition.zoom(sourceID:in:)` give
  /// it. The same identifier in two namespaces names two sources.
  package struct FluidTransitionSourceKey: Hashable {
    package let namespace: Namespace.ID
    package let id: AnyHashable

    package init(id: some Hashable, in namespace: Namespace.ID) {
      self.namespace = namespace
      self.id = AnyHashable(id)
    }
  }
#endif
