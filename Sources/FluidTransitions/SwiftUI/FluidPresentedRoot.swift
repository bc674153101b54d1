#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The root view of a presented hosting controller: the app's content, whose
  /// `fluidInteractiveDismissDisabled(_:)` preference makes the presentation modal.
  struct FluidPresentedRoot<Content: View>: View {
    let content: Content
    let modalityDidChange: (Bool) -> Void

    var body: some View {
      content.onPreferenceChange(FluidInteractiveDismissDisabledKey.self) { isDisabled in
        modalityDidChange(isDisabled)
      }
    }
  }
#endif
