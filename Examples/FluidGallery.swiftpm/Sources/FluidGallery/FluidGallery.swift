#if canImport(UIKit)
  import FluidTransitions
  import UIKit

  /// The FluidTransitions gallery: one screen per built-in style, every transition interactive
  /// and interruptible (a finger can grab any of them mid-flight).
  ///
  /// - **Photos**: a grid of square crops of coloured "photos"; a photo zooms into its detail
  ///   screen (``ZoomStyle``), cross-fading from the crop to the whole photo with its caption
  ///   flying alongside, and a drag down anywhere or a pinch zooms it back
  ///   (``Interaction/pinch``).
  /// - **Settings**: a list whose rows push with ``SlideStyle`` (even rows) or ``ScaleStyle``
  ///   (odd rows); the leading-edge swipe pops.
  /// - **Modals**: a half-height sheet, a full sheet (``SheetStyle``) and a side drawer
  ///   (``DrawerStyle``), each dismissible with its natural gesture.
  /// - **Pacing**: the benchmark on this device: scripted fingers drive each built-in style's
  ///   transition (pops, modal dismissals, a tab switch) on both engines while a display link
  ///   measures frame pacing, the library's time per frame and the velocity jump at each
  ///   release (``PacingViewController``).
  /// - **SwiftUI**: the same from SwiftUI: a ``FluidNavigationStack`` driven by a path whose
  ///   tiles zoom into their pages by identifier and namespace, a `fluidSheet` whose detent is
  ///   bound to the screen's state, a `fluidDrawer`, and a ``FluidTransitionReader`` fading a
  ///   page's caption with its transition.
  /// - The tabs themselves switch with ``TabStyle``, by tap or by a horizontal pan.
  ///
  /// The app playground shows ``makeRootViewController()`` in its window (`FluidGalleryApp`);
  /// an app that embeds these screens sets it as its window's root view controller.
  public enum FluidGallery {
    /// The gallery's root view controller: a `UITabBarController` with the Photos, Settings,
    /// Modals, Pacing and SwiftUI tabs, animated by `UIViewPropertyAnimator`.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
      makeRootViewController(engine: .propertyAnimator)
    }

    /// The gallery's root view controller, with every transition animated by `engine`
    /// (`.displayLink` drives them with the core animator on a `CADisplayLink`). The Pacing
    /// tab runs both engines whatever `engine` is.
    @MainActor
    public static func makeRootViewController(engine: TransitionEngine) -> UIViewController {
      let options = FluidTransition.Options(engine: engine)
      let tabs = UITabBarController()
      tabs.viewControllers = [
        PhotoGridViewController.makeTab(options: options),
        SettingsViewController.makeTab(options: options),
        ModalsViewController.makeTab(options: options),
        PacingViewController.makeTab(),
        SwiftUIGalleryScreen.makeTab(options: options),
      ]
      tabs.fluid.enable(.tab, options: options)
      return tabs
    }
  }
#endif
