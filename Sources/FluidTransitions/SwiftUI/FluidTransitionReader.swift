#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A view whose content follows the fluid transition that moves it, frame by frame: its
  /// phase, progress and velocity (``FluidTransitionProxy``), so SwiftUI views can animate
  /// along with a transition a finger holds, scrubs and throws.
  ///
  /// ```swift
  /// FluidTransitionReader { proxy in
  ///   Header()
  ///     .opacity(proxy.presence)
  ///     .offset(y: 40 * (1 - proxy.presence))
  /// }
  /// ```
  ///
  /// The transition read is the library's one that moves the view controller showing the
  /// reader (a `FluidNavigationStack` page, the content of a `fluidSheet`, `fluidDrawer` or
  /// `fluidFullScreenCover`, or any view controller of an app's own that a
  /// ``FluidTransitioningDelegate``, ``FluidNavigationDelegate`` or ``FluidTabBarDelegate``
  /// moves), found through UIKit's `transitionCoordinator`. Outside a transition the proxy is
  /// ``FluidTransitionProxy/idle``: phase idle, presence 1.
  ///
  /// Every number the content sees is finite (see ``FluidTransitionProxy``). The content is
  /// evaluated again only when the reading changes; while the reader is in a window it checks
  /// once per display frame.
  public struct FluidTransitionReader<Content: View>: View {
    @State private var proxy = FluidTransitionProxy.idle
    private let content: (FluidTransitionProxy) -> Content

    /// A reader whose content is made from the latest reading.
    ///
    /// - Parameter content: The content, given the transition's reading.
    public init(@ViewBuilder content: @escaping (FluidTransitionProxy) -> Content) {
      self.content = content
    }

    /// The content, with the view that reads the transition behind it.
    public var body: some View {
      content(proxy).background { FluidTransitionObserver(proxy: $proxy) }
    }
  }
#endif
