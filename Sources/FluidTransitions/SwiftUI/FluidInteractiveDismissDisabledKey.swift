#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Whether the content of a fluid presentation refuses a person's dismissal: true when any
  /// view of it says so.
  struct FluidInteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }
#endif
