#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The root view of a ``FluidNavigationStack`` page: the destination's content, whose
  /// `fluidTransition(_:)` style is handed to the stack for the page's push and pop.
  struct FluidPageRoot<Content: View>: View {
    let content: Content
    let styleDidChange: (FluidDestinationStyle?) -> Void

    var body: some View {
      content.onPreferenceChange(FluidDestinationStyleKey.self) { style in
        styleDidChange(style)
      }
    }
  }
#endif
