#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The view behind a ``FluidTransitionReader``'s content: an empty view controller whose
  /// coordinator reads, on every frame, the fluid transition moving the view controller that
  /// shows it, and writes the reading to the reader's state when it changes.
  struct FluidTransitionObserver: UIViewControllerRepresentable {
    let proxy: Binding<FluidTransitionProxy>

    func makeCoordinator() -> FluidTransitionObserverCoordinator {
      FluidTransitionObserverCoordinator()
    }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = UIViewController()
      context.coordinator.start(anchor: anchor, proxy: proxy)
      return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
      context.coordinator.proxy = proxy
    }

    static func dismantleUIViewController(
      _ anchor: UIViewController, coordinator: FluidTransitionObserverCoordinator
    ) {
      coordinator.stop()
    }
  }
#endif
