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

    /// The transition of this destination's push and pop in a `FluidNavigationStack`, such as
    /// the zoom from a source named by identifier and namespace, in place of the stack's
    /// style: SwiftUI's `navigationTransition(.zoom(sourceID:in:))` for a fluid stack.
    ///
    /// ```swift
    /// PhotoDetail(photo)
    ///   .fluidTransition(.zoom(sourceID: photo.id, in: photos))
    /// ```
    ///
    /// It reaches the stack as the style variant does; see
    /// ``FluidNavigationTransition/zoom(sourceID:in:style:)`` for the source's rules.
    ///
    /// - Parameter transition: The push's and pop's transition.
    public func fluidTransition(_ transition: FluidNavigationTransition) -> some View {
      preference(
        key: FluidDestinationStyleKey.self,
        value: FluidDestinationStyle(style: transition.style, source: transition.source))
    }

    /// Marks this view as the source of a zoom a destination names with
    /// `fluidTransition(.zoom(sourceID:in:))`: SwiftUI's `matchedTransitionSource(id:in:)` for a
    /// `FluidNavigationStack`.
    ///
    /// ```swift
    /// Thumbnail(photo)
    ///   .fluidTransitionSource(id: photo.id, in: photos)
    /// ```
    ///
    /// An empty UIKit view is laid out behind this view (a `UIViewRepresentable` in its
    /// `background`), so the zoom flies from this view's frame wherever it is when a push or pop
    /// starts, and follows it while a pop runs (a grid that scrolls). It takes no touches, is
    /// never hit-tested (a tap goes to this view) and is hidden from accessibility. The
    /// source leaves the zoom when this view leaves the view tree (a lazy grid's cell recycled);
    /// see ``FluidNavigationTransition/zoom(sourceID:in:style:)`` for what the zoom does then
    /// and for identifiers marked twice.
    ///
    /// - Parameters:
    ///   - id: The identifier, often the identifier of the data the view shows. `Sendable`
    ///     (an identifier that is not takes the main-actor overload).
    ///   - namespace: The namespace the identifier belongs to (an `@Namespace` property of the
    ///     view that holds both the source and the stack).
    public func fluidTransitionSource(id: some Hashable & Sendable, in namespace: Namespace.ID)
      -> some View
    {
      background {
        FluidTransitionSourceMarker(key: FluidTransitionSourceKey(id: id, in: namespace)).inert
      }
    }

    /// Marks this view as the zoom source for an identifier that is not `Sendable`, as
    /// SwiftUI's `matchedTransitionSource(id:in:)` takes: the same as the overload for a
    /// `Sendable` identifier (which such an identifier always picks) in every other way. The
    /// identifier names the same source as the same value passed as `Sendable`. It is
    /// `sending`: the marker takes it over, which also tells this overload apart from the
    /// `Sendable` one (Swift does not tell them apart by `Sendable` alone).
    ///
    /// - Parameters:
    ///   - id: The identifier, often the identifier of the data the view shows.
    ///   - namespace: The namespace the identifier belongs to.
    @MainActor
    public func fluidTransitionSource(id: sending some Hashable, in namespace: Namespace.ID)
      -> some View
    {
      background {
        FluidTransitionSourceMarker(
          key: FluidTransitionSourceKey(nonSendableID: id, in: namespace)
        ).inert
      }
    }
  }
#endif
