#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension View {
    /// Presents `content` as a sheet with detents when `isPresented` is true: a fluid
    /// presentation, grabbable mid-flight, whose dismissal a person can drag, throw or hold.
    ///
    /// ```swift
    /// @State private var showsFilters = false
    /// @State private var detent: SheetDetent.Identifier = .medium
    ///
    /// var body: some View {
    ///   PhotoGrid()
    ///     .fluidSheet(isPresented: $showsFilters, detents: [.medium, .large], selection: $detent) {
    ///       Filters()
    ///         .fluidInteractiveDismissDisabled(hasUnsavedChanges)
    ///     }
    /// }
    /// ```
    ///
    /// The content is hosted in a `UIHostingController` presented with ``SheetStyle`` through
    /// ``FluidTransitioningDelegate``, from the view controller that shows this view. The
    /// binding and the presentation stay in step:
    ///
    /// - Setting `isPresented` to true presents; to false dismisses with the transition.
    ///   Changed while a transition runs, it turns that transition around from the frame on
    ///   screen (true during a dismissal, even one a finger holds, cancels the dismissal; false
    ///   during the presentation cancels it).
    /// - A dismissal a person makes (a drag or throw below the smallest detent, a tap on the
    ///   dimming) writes `false` once, when the dismissal has completed; a drag thrown back
    ///   writes nothing. A presentation a person grabs and throws back writes `false`. A binding
    ///   that drops the write (a constant one) presents again.
    /// - `onDismiss` runs after that write, whenever the sheet has gone (however it went).
    /// - The binding is never written while SwiftUI updates the views: such a write waits for
    ///   the next frame.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - detents: The heights the sheet rests at; an empty list, or one with no active
    ///     detent, means `[.large]` (``SheetStyle/detents``).
    ///   - selection: The detent the sheet rests at, bound both ways: a drag that lands on
    ///     another detent writes it; writing it moves the sheet there with the library's
    ///     spring. Nil presents at the smallest detent. A selection that names no active detent
    ///     leaves the sheet where it is and is written back to the sheet's detent on the next
    ///     frame. One written while a finger holds the sheet applies once the finger lets go.
    ///   - style: The sheet's other settings (grabber, dimming, corner radius, top inset); its
    ///     detents and selected detent are replaced by `detents` and `selection`.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the sheet has gone, after `isPresented` is written.
    ///   - content: The sheet's content.
    public func fluidSheet<Content: View>(
      isPresented: Binding<Bool>,
      detents: [SheetDetent] = [.large],
      selection: Binding<SheetDetent.Identifier>? = nil,
      style: SheetStyle = SheetStyle(),
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      var style = style
      style.detents = detents
      style.selectedDetentIdentifier = selection?.wrappedValue
      return fluidPresentation(
        FluidPresentation(
          isPresented: isPresented, style: style, selection: selection,
          dismissInteraction: nil, options: options, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet with detents showing `item` while `item` is not nil, as
    /// ``fluidSheet(isPresented:detents:selection:style:options:onDismiss:content:)`` does for
    /// a Boolean (the same rules, with "presented" meaning "not nil").
    ///
    /// - A person's dismissal sets `item` to nil once it has completed.
    /// - While the sheet leaves, it keeps showing the item it had when `item` became nil.
    /// - Another item while the sheet is presented shows that item in the same sheet (SwiftUI's
    ///   `sheet(item:)` dismisses and presents again; this one does not).
    /// - A dismissal the app asked for that a person throws back cannot give the item back:
    ///   the sheet is dismissed again at the next update, as for a binding that drops the write.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows; nil for no sheet.
    ///   - detents: As for the Boolean variant.
    ///   - selection: As for the Boolean variant.
    ///   - style: As for the Boolean variant.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the sheet has gone, after `item` is written.
    ///   - content: The sheet's content for an item.
    public func fluidSheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      detents: [SheetDetent] = [.large],
      selection: Binding<SheetDetent.Identifier>? = nil,
      style: SheetStyle = SheetStyle(),
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fluidSheet(
        isPresented: item.fluidIsPresent, detents: detents, selection: selection, style: style,
        options: options, onDismiss: onDismiss
      ) {
        if let shown = item.wrappedValue {
          content(shown)
        }
      }
    }

    /// Presents `content` in a drawer from the style's edge (``DrawerStyle/edge``, the leading
    /// one by default) when `isPresented` is true, with ``DrawerStyle``: grabbable mid-flight,
    /// dismissed by a drag toward that edge or a tap on the dimming. The binding follows the rules of
    /// ``fluidSheet(isPresented:detents:selection:style:options:onDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the drawer is presented.
    ///   - style: The drawer's edge, width, dimming and timing.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the drawer has gone, after `isPresented` is written.
    ///   - content: The drawer's content.
    public func fluidDrawer<Content: View>(
      isPresented: Binding<Bool>,
      style: DrawerStyle = DrawerStyle(),
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      fluidPresentation(
        FluidPresentation(
          isPresented: isPresented, style: style, selection: nil, dismissInteraction: nil,
          options: options, onDismiss: onDismiss, content: content))
    }

    /// Presents a drawer showing `item` while `item` is not nil, as
    /// ``fluidDrawer(isPresented:style:options:onDismiss:content:)`` does for a Boolean (the
    /// same rules, with "presented" meaning "not nil"; see
    /// ``fluidSheet(item:detents:selection:style:options:onDismiss:content:)`` for what another
    /// item, a leaving drawer and a thrown-back dismissal do).
    ///
    /// - Parameters:
    ///   - item: The item the drawer shows; nil for no drawer.
    ///   - style: The drawer's edge, width, dimming and timing.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the drawer has gone, after `item` is written.
    ///   - content: The drawer's content for an item.
    public func fluidDrawer<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: DrawerStyle = DrawerStyle(),
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fluidDrawer(
        isPresented: item.fluidIsPresent, style: style, options: options, onDismiss: onDismiss
      ) {
        if let shown = item.wrappedValue {
          content(shown)
        }
      }
    }

    /// Presents `content` with any presentation style (a fade, a scale, a zoom without shared
    /// elements, a sheet or a drawer) when `isPresented` is true: grabbable mid-flight, with
    /// the style's dismissal gesture unless `dismissInteraction` names another. The binding
    /// follows the rules of
    /// ``fluidSheet(isPresented:detents:selection:style:options:onDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the content is presented.
    ///   - style: The presentation's transition (``FadeStyle`` by default).
    ///   - dismissInteraction: The dismissal gesture; the style's natural one when nil.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the content has gone, after `isPresented` is written.
    ///   - content: The presented content.
    public func fluidFullScreenCover<Content: View>(
      isPresented: Binding<Bool>,
      style: any TransitionStyle = FadeStyle(),
      dismissInteraction: Interaction? = nil,
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      fluidPresentation(
        FluidPresentation(
          isPresented: isPresented, style: style, selection: nil,
          dismissInteraction: dismissInteraction, options: options, onDismiss: onDismiss,
          content: content))
    }

    /// Presents `content` full screen with a transition that needs more than a style, such as
    /// the zoom from the view marked `fluidTransitionSource(id:in:)` with the same identifier
    /// and namespace, when `isPresented` is true: SwiftUI's `fullScreenCover` whose content
    /// names `navigationTransition(.zoom(sourceID:in:))`, for a fluid cover.
    ///
    /// ```swift
    /// @Namespace private var photos
    ///
    /// Thumbnail(photo)
    ///   .fluidTransitionSource(id: photo.id, in: photos)
    ///   .fluidFullScreenCover(
    ///     isPresented: $isShowingPhoto, transition: .zoom(sourceID: photo.id, in: photos)
    ///   ) {
    ///     PhotoDetail(photo)
    ///   }
    /// ```
    ///
    /// The content zooms from the source's frame, and a person dismisses it with the zoom's
    /// gesture (a pinch, or one finger dragging it down) back into the source wherever the
    /// source is then: the source is looked up as each transition starts and, with the
    /// ``TransitionEngine/displayLink`` engine, before every frame of the dismissal. Without a
    /// source on screen then (none marked, scrolled off screen, gone), the cover scales and
    /// fades in and out toward the centre instead (``ZoomStyle/fallbackScale``), as
    /// ``FluidNavigationTransition/zoom(sourceID:in:style:)`` describes for a
    /// stack. A transition that names another source while the cover is up: the next
    /// transition uses that source (its style, `dismissInteraction` and `options` stay those
    /// the cover was presented with). The binding follows the rules of
    /// ``fluidSheet(isPresented:detents:selection:style:options:onDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the content is presented.
    ///   - transition: The presentation's and dismissal's transition and its source.
    ///   - dismissInteraction: The dismissal gesture; the transition's natural one when nil
    ///     (``ZoomStyle``'s pinch for a zoom).
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the content has gone, after `isPresented` is written.
    ///   - content: The presented content.
    public func fluidFullScreenCover<Content: View>(
      isPresented: Binding<Bool>,
      transition: FluidNavigationTransition,
      dismissInteraction: Interaction? = nil,
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      fluidPresentation(
        FluidPresentation(
          isPresented: isPresented, style: transition.style, selection: nil,
          dismissInteraction: dismissInteraction, options: options, onDismiss: onDismiss,
          content: content, source: transition.source))
    }

    /// Presents `content` showing `item` full screen with a transition that needs more than a
    /// style (the zoom from a source), while `item` is not nil, as
    /// ``fluidFullScreenCover(isPresented:transition:dismissInteraction:options:onDismiss:content:)``
    /// does for a Boolean (the same rules, with "presented" meaning "not nil"; see
    /// ``fluidSheet(item:detents:selection:style:options:onDismiss:content:)`` for what another
    /// item, a leaving presentation and a thrown-back dismissal do).
    ///
    /// ```swift
    /// PhotoGrid(photos)
    ///   .fluidFullScreenCover(
    ///     item: $shownPhoto, transition: { .zoom(sourceID: $0.id, in: photos) }
    ///   ) { photo in
    ///     PhotoDetail(photo)
    ///   }
    /// ```
    ///
    /// The transition is asked for each item: another item while the cover is up names the
    /// source the next transition uses (its dismissal zooms into the new item's source, or,
    /// when the new item's source is not on screen, scales and fades toward the centre, never
    /// into the source of an item shown before), and a dismissal after `item` became nil uses
    /// the last item's. Only the source follows the item: the zoom's style (its duration,
    /// corner radii, fallback scale and dimming) is the one of the item presented first, read
    /// once when the cover is presented, as are `dismissInteraction` and `options`.
    ///
    /// - Parameters:
    ///   - item: The item the content shows; nil for no presentation.
    ///   - transition: The presentation's and dismissal's transition for an item, often the
    ///     zoom from the source marked with the item's identifier.
    ///   - dismissInteraction: The dismissal gesture; the transition's natural one when nil.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the content has gone, after `item` is written.
    ///   - content: The presented content for an item.
    public func fluidFullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      transition: (Item) -> FluidNavigationTransition,
      dismissInteraction: Interaction? = nil,
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      // Without an item nothing is presented; a leaving cover keeps the source it had.
      let transition =
        item.wrappedValue.map(transition)
        ?? FluidNavigationTransition(style: ZoomStyle(), source: nil)
      return fluidFullScreenCover(
        isPresented: item.fluidIsPresent, transition: transition,
        dismissInteraction: dismissInteraction, options: options, onDismiss: onDismiss
      ) {
        if let shown = item.wrappedValue {
          content(shown)
        }
      }
    }

    /// Presents `content` showing `item` with any presentation style while `item` is not nil, as
    /// ``fluidFullScreenCover(isPresented:style:dismissInteraction:options:onDismiss:content:)``
    /// does for a Boolean (the same rules, with "presented" meaning "not nil"; see
    /// ``fluidSheet(item:detents:selection:style:options:onDismiss:content:)`` for what another
    /// item, a leaving presentation and a thrown-back dismissal do).
    ///
    /// - Parameters:
    ///   - item: The item the content shows; nil for no presentation.
    ///   - style: The presentation's transition (``FadeStyle`` by default).
    ///   - dismissInteraction: The dismissal gesture; the style's natural one when nil.
    ///   - options: Engine, release policy and rubber band of the transitions.
    ///   - onDismiss: Called when the content has gone, after `item` is written.
    ///   - content: The presented content for an item.
    public func fluidFullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>,
      style: any TransitionStyle = FadeStyle(),
      dismissInteraction: Interaction? = nil,
      options: FluidTransition.Options = .init(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fluidFullScreenCover(
        isPresented: item.fluidIsPresent, style: style, dismissInteraction: dismissInteraction,
        options: options, onDismiss: onDismiss
      ) {
        if let shown = item.wrappedValue {
          content(shown)
        }
      }
    }

    /// Refuses a person's dismissal of the fluid presentation this view is in (a
    /// `fluidSheet`, `fluidDrawer` or `fluidFullScreenCover`) while `isDisabled` is true: a
    /// drag follows the finger with a rubber band and springs back, a tap on the dimming does
    /// nothing. The app's own dismissals (setting `isPresented` to false) still dismiss.
    ///
    /// SwiftUI's `interactiveDismissDisabled(_:)` is SwiftUI's own presentations' setting, which
    /// SwiftUI does not publish for a presentation made with UIKit: use this modifier inside a
    /// fluid presentation's content. It reaches the presentation through a preference, and
    /// makes the presented controller `isModalInPresentation`, which the library's
    /// ``FluidPresentationController`` honours.
    ///
    /// - Parameter isDisabled: Whether a person's dismissal is refused (true by default).
    public func fluidInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      preference(key: FluidInteractiveDismissDisabledKey.self, value: isDisabled)
    }

    private func fluidPresentation<Presented: View>(
      _ presentation: FluidPresentation<Presented>
    ) -> some View {
      background { FluidPresenter(presentation: presentation) }
    }
  }

  extension Optional {
    /// Whether there is a value; setting false removes it, setting true changes nothing (an
    /// item sheet's `isPresented`).
    fileprivate var fluidIsPresent: Bool {
      get { self != nil }
      set { if !newValue { self = nil } }
    }
  }
#endif
