#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A destination's push and pop in a ``FluidNavigationStack`` that needs more than a style:
  /// the zoom from a source named by identifier and namespace, as SwiftUI's
  /// `navigationTransition(.zoom(sourceID:in:))` names it.
  ///
  /// ```swift
  /// @Namespace private var photos
  ///
  /// FluidNavigationStack(path: $path) {
  ///   Grid(photos: all) { photo in
  ///     Thumbnail(photo)
  ///       .fluidTransitionSource(id: photo.id, in: photos)
  ///   }
  /// } destination: { photo in
  ///   PhotoDetail(photo)
  ///     .fluidTransition(.zoom(sourceID: photo.id, in: photos))
  /// }
  /// ```
  ///
  /// It is `Sendable`: a Swift 6 app can keep one in a `static let` or a `Sendable` model.
  public struct FluidNavigationTransition: Sendable {
    let style: any TransitionStyle
    let source: FluidTransitionSourceKey?

    /// The zoom from the view marked `fluidTransitionSource(id: sourceID, in: namespace)` to
    /// the destination, and back to it on the pop.
    ///
    /// The source is live: it is looked up each time a push or pop starts and, while the
    /// ``TransitionEngine/displayLink`` engine runs a pop, before every frame, so a pop lands
    /// on the source wherever its grid has scrolled it (see ``ZoomElements``). A source counts
    /// while its view is in the window with a frame on screen: finite, with an area, and at
    /// least partly inside the window's bounds and, inside a scroll view (a SwiftUI
    /// `ScrollView` or `List`), inside the part of the window the nearest one shows: a cell
    /// scrolled out of a grid in a card counts as gone even where the window would show it.
    /// The navigation bar and other views drawn over the source are not taken into account.
    ///
    /// - No source then (no view marked with this identifier in this namespace, one scrolled
    ///   off screen or gone): the destination scales and fades in and out instead
    ///   (``ZoomStyle/fallbackScale``), toward the centre.
    /// - A source gone mid-flight (scrolled off screen, removed): the flight turns into that
    ///   fallback from where it is, without a jump.
    /// - Several views marked with the same identifier in the same namespace: the one marked
    ///   last (made last, or whose identifier changed last) that is on screen.
    ///
    /// The destination itself is the zoomed view; the flight starts from the source's frame
    /// (the source's own pixels stay where SwiftUI draws them: the library cannot snapshot a
    /// SwiftUI view's content through public API, only the frame of a view placed behind it).
    ///
    /// The flight's corners go from the style's ``ZoomStyle/sourceCornerRadius`` to its
    /// ``ZoomStyle/destinationCornerRadius``: the view measured behind the source has no corners
    /// of its own, so the style's ``ZoomStyle/usesMeasuredCornerRadii`` is not used.
    ///
    /// - Parameters:
    ///   - sourceID: The identifier the source view is marked with, `Sendable` (as `Int`,
    ///     `String`, `UUID` and enumerations and structures of them are), so that the transition
    ///     can be made anywhere; an identifier that is not takes the main-actor overload.
    ///   - namespace: The namespace the identifier belongs to.
    ///   - style: The zoom's settings (duration, corner radii, fallback scale, dimming).
    public static func zoom(
      sourceID: some Hashable & Sendable, in namespace: Namespace.ID,
      style: ZoomStyle = ZoomStyle()
    ) -> FluidNavigationTransition {
      var style = style
      style.usesMeasuredCornerRadii = false
      return FluidNavigationTransition(
        style: style, source: FluidTransitionSourceKey(id: sourceID, in: namespace))
    }

    /// A zoom from the view marked with `sourceID` in `namespace`, for an identifier that is
    /// not `Sendable`, as SwiftUI's own `zoom(sourceID:in:)` takes: the same as the overload
    /// for a `Sendable` identifier (which such an identifier always picks) in every other way.
    ///
    /// Made on the main actor (a view's `body`): the identifier is kept in a box that only
    /// main-actor code reads, so the transition stays `Sendable`; it names the same source as
    /// the same value passed as `Sendable`. The identifier is `sending`: the transition takes
    /// it over, which also tells this overload apart from the `Sendable` one (Swift does not
    /// tell them apart by `Sendable` alone).
    ///
    /// - Parameters:
    ///   - sourceID: The identifier the source view is marked with.
    ///   - namespace: The namespace the identifier belongs to.
    ///   - style: The zoom's settings (duration, corner radii, fallback scale, dimming).
    @MainActor
    public static func zoom(
      sourceID: sending some Hashable, in namespace: Namespace.ID, style: ZoomStyle = ZoomStyle()
    ) -> FluidNavigationTransition {
      var style = style
      style.usesMeasuredCornerRadii = false
      return FluidNavigationTransition(
        style: style, source: FluidTransitionSourceKey(nonSendableID: sourceID, in: namespace))
    }
  }
#endif
