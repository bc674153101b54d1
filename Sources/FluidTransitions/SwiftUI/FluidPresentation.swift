#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// What one of the presentation modifiers (`fluidSheet`, `fluidDrawer`,
  /// `fluidFullScreenCover`) asks for, as of the latest update.
  struct FluidPresentation<Presented: View> {
    let isPresented: Binding<Bool>
    /// The style; a sheet's detents and selected detent are already in it.
    let style: any TransitionStyle
    /// A sheet's selected detent, bound both ways; nil for no binding or another style.
    let selection: Binding<SheetDetent.Identifier>?
    let dismissInteraction: Interaction?
    let options: FluidTransition.Options
    let onDismiss: (() -> Void)?
    let content: () -> Presented
    /// The zoom's source, for a cover that zooms from a view marked by identifier.
    var source: FluidTransitionSourceKey? = nil
  }
#endif
