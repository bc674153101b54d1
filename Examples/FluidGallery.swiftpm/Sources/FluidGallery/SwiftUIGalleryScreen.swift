#if canImport(UIKit)
  import FluidTransitions
  import SwiftUI
  import UIKit

  /// The SwiftUI tab: the library from SwiftUI, as an app written in SwiftUI uses it. A grid
  /// of tiles in a ``FluidNavigationStack`` driven by a path, each tile zooming into its page
  /// by identifier and namespace; a sheet whose detent is bound to the screen's state; a
  /// drawer from the trailing edge; a full-screen cover zooming from its button; and a
  /// ``FluidTransitionReader`` fading each page's caption in with its push.
  struct SwiftUIGalleryScreen: View {
    /// The tiles of the grid.
    static let tiles = Array(0..<6)
    /// The drawer's choices.
    static let choices = ["Slide", "Scale", "Zoom"]

    @Namespace private var tileNamespace
    @State private var path: [Int] = []
    @State private var isSheetPresented = false
    @State private var detent = SheetDetent.Identifier.medium
    @State private var isDrawerPresented = false
    @State private var choice = "nothing"
    @State private var isCoverPresented = false
    private let options: FluidTransition.Options

    /// The screen, animating with `options`' engine.
    init(options: FluidTransition.Options) {
      self.options = options
    }

    var body: some View {
      FluidNavigationStack(path: $path, options: options) {
        VStack {
          Text(
            "Tap a tile: it zooms into its page. Drag the page down or swipe from the edge "
              + "to send it back, and catch it mid-flight.")
          ForEach(Self.tiles, id: \.self) { tile in
            Button(Self.title(of: tile)) { path.append(tile) }
              .fluidTransitionSource(id: tile, in: tileNamespace)
          }
          Button("Sheet") { isSheetPresented = true }
          Button("Drawer") { isDrawerPresented = true }
          Button("Cover") { isCoverPresented = true }
            .fluidTransitionSource(id: "cover", in: tileNamespace)
          Text("Picked in the drawer: \(choice)")
        }
        .fluidSheet(
          isPresented: $isSheetPresented, detents: [.medium, .large], selection: $detent,
          options: options
        ) {
          SwiftUIGallerySheet(detent: $detent)
        }
        .fluidDrawer(
          isPresented: $isDrawerPresented, style: DrawerStyle(edge: .trailing), options: options
        ) {
          SwiftUIGalleryDrawer(choice: $choice, isPresented: $isDrawerPresented)
        }
        .fluidFullScreenCover(
          isPresented: $isCoverPresented,
          transition: .zoom(sourceID: "cover", in: tileNamespace), options: options
        ) {
          SwiftUIGalleryCover(isPresented: $isCoverPresented)
        }
      } destination: { tile in
        SwiftUIGalleryPage(title: Self.title(of: tile))
          .fluidTransition(.zoom(sourceID: tile, in: tileNamespace))
      }
    }

    /// The SwiftUI tab: the screen in a hosting controller, animating with `options`' engine.
    @MainActor
    static func makeTab(options: FluidTransition.Options) -> UIViewController {
      let host = UIHostingController(rootView: SwiftUIGalleryScreen(options: options))
      host.title = "SwiftUI"
      return host
    }

    /// The title of `tile`'s button and page.
    static func title(of tile: Int) -> String { "Tile \(tile + 1)" }
  }

  /// A tile's page: its caption fades in as the page zooms in, and out as a finger drags it
  /// back, following the transition's presence.
  struct SwiftUIGalleryPage: View {
    let title: String

    var body: some View {
      FluidTransitionReader { proxy in
        VStack {
          Text(title)
          Text("Drag down or pinch to zoom back onto the tile.").opacity(proxy.presence)
        }
      }
    }
  }

  /// The sheet: shows the detent it rests at, and buttons that move it to either.
  struct SwiftUIGallerySheet: View {
    @Binding var detent: SheetDetent.Identifier

    var body: some View {
      VStack {
        Text("Resting at \(detent.description)")
        Button("Medium") { detent = .medium }
        Button("Large") { detent = .large }
      }
    }
  }

  /// The cover, zoomed from its button: drag it down or pinch it back onto the button, or
  /// close it.
  struct SwiftUIGalleryCover: View {
    @Binding var isPresented: Bool

    var body: some View {
      VStack {
        Text("Drag down or pinch to zoom back onto the button.")
        Button("Close") { isPresented = false }
      }
    }
  }

  /// The drawer, from the trailing edge: a choice closes it.
  struct SwiftUIGalleryDrawer: View {
    @Binding var choice: String
    @Binding var isPresented: Bool

    var body: some View {
      VStack {
        ForEach(SwiftUIGalleryScreen.choices, id: \.self) { name in
          Button(name) {
            choice = name
            isPresented = false
          }
        }
      }
    }
  }
#endif
