#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The root view of a ``FluidNavigationStack`` page: the destination's content, whose
  /// `fluidTransition(_:)` style is handed to the stack for the page's push and pop, and a
  /// report that the content has been made, delivered after the style (SwiftUI delivers
  /// preference changes in view-tree order, the inner one first), so the stack knows when the
  /// style it waits for has had its chance to arrive.
  struct FluidPageRoot<Content: View>: View {
    let content: Content
    let styleDidChange: (FluidDestinationStyle?) -> Void
    let contentWasMade: () -> Void

    var body: some View {
      content
        .onPreferenceChange(FluidDestinationStyleKey.self) { style in
          styleDidChange(style)
        }
        .preference(key: FluidPageMadeKey.self, value: true)
        .onPreferenceChange(FluidPageMadeKey.self) { isMade in
          if isMade { contentWasMade() }
        }
    }
  }

  /// Whether a page's content has been made: true from its first update.
  struct FluidPageMadeKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
