// An App Playground starts from a SwiftUI `App`; the gallery is UIKit. This file only hosts the
// gallery's root view controller. On Linux it compiles against the SwiftUI interface shim, where
// `FluidGalleryApp.main()` opens the window on the simulated UIKit (the glue suite launches it).
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The gallery app: one window whose content is the gallery's tab bar controller.
  @main
  struct FluidGalleryApp: App {
    var body: some Scene {
      WindowGroup {
        GalleryRootView()
          // The tab bar and the navigation bars inset themselves by the safe area, as they do
          // as a window's root; SwiftUI's own inset would shrink the whole gallery instead.
          .ignoresSafeArea()
      }
    }
  }

  /// `FluidGallery.makeRootViewController()` as a SwiftUI view.
  private struct GalleryRootView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
      FluidGallery.makeRootViewController()
    }

    func updateUIViewController(_ viewController: UIViewController, context: Context) {}
  }
#endif
