#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// The transition of this destination's push and pop in a `FluidNavigationStack`, in
    /// place of the stack's style: put it on the view a `destination` returns (or anywhere
    /// inside it; the outermost wins).
    ///
    /// ```swift
    /// FluidNavigationStack(path: $path) {
    ///   Gallery(path: $path)
    /// } destination: { photo in
    ///   PhotoDetail(photo)
    ///     .fluidTransition(FadeStyle())
    /// }
    /// ```
    ///
    /// The style reaches the stack through a preference when the page's content is first
    /// made (a push starts on the next turn of the run loop, after it), and follows later
    /// changes. A page whose content says nothing uses the stack's style.
    ///
    /// - Parameter style: The push's and pop's transition.
    public func fluidTransition(_ style: any TransitionStyle) -> some View {
      preference(key: FluidDestinationStyleKey.self, value: FluidDestinationStyle(style: style))
    }
  }
#endif
