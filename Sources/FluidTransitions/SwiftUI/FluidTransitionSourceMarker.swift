#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The representable `fluidTransitionSource(id:in:)` puts behind its view: makes the source's
  /// UIKit view and registers it under its key, follows a change of key, and removes it as it
  /// leaves the view tree.
  struct FluidTransitionSourceMarker: UIViewRepresentable {
    let key: FluidTransitionSourceKey

    func makeUIView(context: Context) -> FluidTransitionSourceView {
      let view = FluidTransitionSourceView(key: key)
      FluidTransitionSources.shared.register(view)
      return view
    }

    func updateUIView(_ view: FluidTransitionSourceView, context: Context) {
      // SwiftUI updates the marker with every update of its view; only a new key moves it.
      guard view.key != key else { return }
      view.key = key
      FluidTransitionSources.shared.register(view)
    }

    static func dismantleUIView(_ view: FluidTransitionSourceView, coordinator: Void) {
      FluidTransitionSources.shared.remove(view)
    }

    /// The marker as the source's `background` holds it: out of SwiftUI's hit testing, so a
    /// tap on the source reaches the source's own views, and hidden from accessibility, so
    /// VoiceOver does not stop on it. SwiftUI does not document how a representable's UIKit
    /// view takes part in either; its view already takes no touches and is no element.
    var inert: some View {
      allowsHitTesting(false).accessibilityHidden(true)
    }
  }
#endif
