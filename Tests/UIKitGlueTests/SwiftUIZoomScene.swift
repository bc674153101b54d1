import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// The app's state in the SwiftUI zoom glue tests: a path, the grid's items, and what the
/// destinations name as their zoom's source.
@MainActor
final class SwiftUIZoomModel {
  var path: [Int] = []
  var items = Array(0..<9)
  var isShown = true
  /// The identifier every destination names; nil for its own element.
  var sourceID: Int?
  /// Whether destinations name their source in another namespace than the grid's.
  var usesOtherNamespace = false
  /// An identifier a second view marks too, made after the grid's cells (a featured photo).
  var featured: Int?
  /// Whether the cells and destinations name their sources with ``SwiftUIPlainPhotoID``, an
  /// identifier that is not `Sendable`.
  var usesPlainIDs = false
  /// Whether the grid's cells are in a `ScrollView` (which the tests may make smaller than the
  /// screen, as a card).
  var inScrollView = false

  var binding: Binding<[Int]> {
    Binding(
      get: { MainActor.assumeIsolated { self.path } },
      set: { newValue in MainActor.assumeIsolated { self.path = newValue } })
  }

  /// A change of the app's state (a button's action): the views update as SwiftUI schedules it.
  func change(_ change: () -> Void) {
    change()
    ShimViewGraph.shimStateDidChange()
  }
}

/// An app's photo identifier that is not `Sendable` (it carries a reference to a class that is
/// not), compared by its number, as SwiftUI's `zoom(sourceID:in:)` accepts.
struct SwiftUIPlainPhotoID: Hashable {
  final class Tag {}

  let number: Int
  let tag = Tag()

  init(_ number: Int) {
    self.number = number
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

struct SwiftUIZoomCell: View {
  let item: Int
  var body: some View { EmptyView() }
}

/// The grid: one cell per item, each the zoom source of its item, and the featured view.
struct SwiftUIZoomGrid: View {
  let model: SwiftUIZoomModel
  let namespace: Namespace.ID

  var body: some View {
    if model.inScrollView {
      ScrollView { cells }
    }
    if !model.inScrollView {
      cells
    }
  }

  private var cells: some View {
    ForEach(model.items, id: \.self) { item in
      if model.usesPlainIDs {
        SwiftUIZoomCell(item: item)
          .fluidTransitionSource(id: SwiftUIPlainPhotoID(item), in: namespace)
      }
      if !model.usesPlainIDs {
        SwiftUIZoomCell(item: item).fluidTransitionSource(id: item, in: namespace)
      }
    }
    .background {
      if let featured = model.featured {
        SwiftUIZoomCell(item: featured).fluidTransitionSource(id: featured, in: namespace)
      }
    }
  }
}

/// The app's view: a stack whose destinations zoom from the grid's cells.
struct SwiftUIZoomScreen: View {
  @Namespace private var photos
  @Namespace private var elsewhere
  let model: SwiftUIZoomModel

  init(model: SwiftUIZoomModel) {
    self.model = model
  }

  var body: some View {
    if model.isShown {
      FluidNavigationStack(
        path: model.binding, style: SlideStyle(), interaction: .edgePan,
        options: FluidTransition.Options(engine: .displayLink)
      ) {
        SwiftUIZoomGrid(model: model, namespace: photos)
      } destination: { item in
        if model.usesPlainIDs {
          SwiftUIDetail(item: item)
            .fluidTransition(.zoom(sourceID: SwiftUIPlainPhotoID(item), in: photos))
        }
        if !model.usesPlainIDs {
          SwiftUIDetail(item: item)
            .fluidTransition(
              .zoom(
                sourceID: model.sourceID ?? item,
                in: model.usesOtherNamespace ? elsewhere : photos))
        }
      }
    }
  }
}

/// A window whose root hosts the zoom screen, with the grid laid out as SwiftUI would: three
/// columns of 100-point cells, scrolled by ``scrollOffset``.
@MainActor
final class SwiftUIZoomScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let model = SwiftUIZoomModel()
  let host: UIHostingController<SwiftUIZoomScreen>
  /// How far the grid has scrolled, in points.
  var scrollOffset: CGFloat = 0
  /// Replaces the frame the layout gives the markers (a hostile measurement).
  var frameOverride: CGRect?

  init() {
    simulateTheMainQueue()
    ShimConsole.reset()
    host = UIHostingController(rootView: SwiftUIZoomScreen(model: model))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    // The first frame: SwiftUI may render the grid, made in the container's update, only then.
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    layOut()
  }

  var navigation: UINavigationController? {
    host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first
  }

  /// The grid's hosting controller: the stack's root.
  var grid: UIViewController? { navigation?.viewControllers.first }

  /// The markers `fluidTransitionSource` put behind the grid's views (in its view, or in the
  /// scroll view behind its `ScrollView`), in the order they were made.
  var markers: [FluidTransitionSourceView] {
    let views = (grid?.view.subviews ?? []).flatMap {
      [$0] + (($0 as? UIScrollView)?.subviews ?? [])
    }
    return views.compactMap { $0 as? FluidTransitionSourceView }
  }

  /// The scroll view behind the grid's `ScrollView`, when its cells are in one.
  var scrollView: UIScrollView? {
    (grid?.view.subviews ?? []).lazy.compactMap { $0 as? UIScrollView }.first
  }

  /// The markers of `id` (or of its ``SwiftUIPlainPhotoID``), in the order they were made.
  func markers(of id: Int) -> [FluidTransitionSourceView] {
    let ids: Set<AnyHashable> = [AnyHashable(id), AnyHashable(SwiftUIPlainPhotoID(id))]
    return markers.filter {
      ids.contains((($0.key.id as? FluidTransitionSourceID)?.base) ?? AnyHashable($0.key.id))
    }
  }

  /// The frame of the cell showing `item` in the grid's view: the featured view, made after
  /// the cells, is a banner under them.
  func cellFrame(_ item: Int, featured: Bool = false) -> CGRect {
    if featured { return CGRect(x: 20, y: 520 - scrollOffset, width: 350, height: 200) }
    return CGRect(
      x: 20 + CGFloat(item % 3) * 120, y: 120 + CGFloat(item / 3) * 120 - scrollOffset,
      width: 100, height: 100)
  }

  /// Places the markers where SwiftUI's layout would (the simulated host lays nothing out).
  func layOut() {
    var seen: Set<Int> = []
    for marker in markers {
      let plain = (marker.key.id as? FluidTransitionSourceID)?.base.base as? SwiftUIPlainPhotoID
      guard let item = marker.key.id as? Int ?? plain?.number else { continue }
      marker.frame = frameOverride ?? cellFrame(item, featured: !seen.insert(item).inserted)
    }
  }

  /// Changes the app's state and lets SwiftUI update the views (and lay them out).
  func change(_ change: () -> Void) {
    model.change(change)
    ShimRunLoop.runDeferredWork()
    layOut()
  }

  /// The view the library's transitions run in.
  var container: UIView? { navigation?.shimTransitionView }

  /// The zoom's flight carrying a snapshot of `view`.
  func flight(of view: UIView?) -> UIView? {
    (container?.subviews ?? []).first { flight in
      flight.clipsToBounds && flight.subviews.contains { $0.shimSnapshotOf === view }
    }
  }

  /// Every flight of the zoom on screen.
  var flights: [UIView] {
    (container?.subviews ?? []).filter { view in
      view.clipsToBounds && !view.subviews.isEmpty
        && view.subviews.allSatisfy { $0.shimSnapshotOf != nil }
    }
  }

  /// What a person sees of `view`: its frame in the window.
  static func onScreen(_ view: UIView) -> CGRect {
    let frame = view.layer.shimOnScreen.frame
    return view.superview?.convert(frame, to: nil) ?? frame
  }

  /// Where `flight` was last seen on screen: frames of 1/120 s run (`eachFrame` before each)
  /// until it leaves the view tree, at most two seconds, then a tenth of a second more.
  static func landing(of flight: UIView, eachFrame: () -> Void = {}) -> CGRect {
    var last = CGRect.null
    var frames = 0
    while flight.superview != nil, frames < 240 {
      last = onScreen(flight)
      eachFrame()
      frames += 1
      ShimRunLoop.advance(by: 1.0 / 120)
    }
    ShimRunLoop.advance(by: 0.1)
    return last
  }

  /// Whether every view in the window shows finite numbers (but the markers, which show what
  /// the layout gave them).
  var everyFrameIsFinite: Bool {
    func finite(_ view: UIView) -> Bool {
      if view is FluidTransitionSourceView { return true }
      let frame = view.layer.shimOnScreen.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      return numbers.allSatisfy(\.isFinite) && Double(view.layer.shimOnScreen.opacity).isFinite
        && view.subviews.allSatisfy(finite)
    }
    return finite(window)
  }
}
