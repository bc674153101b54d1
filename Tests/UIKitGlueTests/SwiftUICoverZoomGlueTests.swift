import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidTransitions

/// `fluidFullScreenCover(isPresented:transition:)` with the zoom by identifier and namespace:
/// the cover zooms from the view marked `fluidTransitionSource(id:in:)`, a person's drag
/// dismisses it back into that view wherever it has moved, and without a source the cover
/// scales and fades toward the centre (the zoom's documented fallback).
@MainActor
@Suite("SwiftUI glue: a full-screen cover zooming from a source")
struct SwiftUICoverZoomGlueTests {
  @MainActor
  final class Source {
    var isShown = true
    /// Whether the cover's transition names the source (the zoom from it) or none.
    var isNamed = true
  }

  /// A zoom that names no source. No public transition is one today; the presentation
  /// coordinator takes any (the item variant makes one for a nil item).
  static let sourceless = FluidNavigationTransition(style: ZoomStyle(), source: nil)

  struct Screen: View {
    @Namespace private var photos
    let model: SwiftUIPresentationModel
    let source: Source

    var body: some View {
      SwiftUIHome()
        .background {
          if source.isShown {
            SwiftUIZoomCell(item: 4).fluidTransitionSource(id: 4, in: photos)
          }
        }
        .fluidFullScreenCover(
          isPresented: model.isPresentedBinding,
          transition: source.isNamed
            ? .zoom(sourceID: 4, in: photos) : SwiftUICoverZoomGlueTests.sourceless,
          options: FluidTransition.Options(engine: .displayLink), onDismiss: model.didDismiss,
          content: { SwiftUIPresentedContent(model: model) })
    }
  }

  /// A cover for the model's item, zooming from the source marked with the item's identifier
  /// (items 4 and 5 are marked); item 0's transition names no source.
  struct ItemScreen: View {
    @Namespace private var photos
    let model: SwiftUIPresentationModel

    var body: some View {
      SwiftUIHome()
        .background {
          SwiftUIZoomCell(item: 4).fluidTransitionSource(id: 4, in: photos)
          SwiftUIZoomCell(item: 5).fluidTransitionSource(id: 5, in: photos)
        }
        .fluidFullScreenCover(
          item: model.itemBinding,
          transition: {
            $0.id == 0 ? SwiftUICoverZoomGlueTests.sourceless : .zoom(sourceID: $0.id, in: photos)
          },
          options: FluidTransition.Options(engine: .displayLink), onDismiss: model.didDismiss,
          content: { SwiftUIItemProbe(item: $0, model: model) })
    }
  }

  @MainActor
  final class Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let model = SwiftUIPresentationModel()
    let source = Source()
    let host: UIHostingController<Screen>

    let itemHost: UIHostingController<ItemScreen>?

    init(items: Bool = false) {
      simulateTheMainQueue()
      ShimConsole.reset()
      host = UIHostingController(rootView: Screen(model: model, source: source))
      itemHost = items ? UIHostingController(rootView: ItemScreen(model: model)) : nil
      window.rootViewController = itemHost ?? host
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      ShimRunLoop.runDeferredWork()
    }

    /// The shown screen's hosting controller.
    var shown: UIViewController { itemHost ?? host }

    /// The markers behind the sources in the view tree, in the order they were made.
    var markers: [FluidTransitionSourceView] {
      shown.view.subviews.compactMap { $0 as? FluidTransitionSourceView }
    }

    /// The marker behind the (first) source, while it is in the view tree.
    var marker: FluidTransitionSourceView? { markers.first }

    var presented: UIViewController? { shown.presentedViewController }

    var transition: FluidTransition? {
      (presented?.transitioningDelegate as? FluidTransitioningDelegate)?.currentTransition
    }

    /// The zoom's flight from the marker, in the presentation's container.
    var flight: UIView? { flight(of: marker) }

    /// The zoom's flight from `source`, in the presentation's container.
    func flight(of source: UIView?) -> UIView? {
      let container = presented?.presentationController?.containerView
      return (container?.subviews ?? []).first { flight in
        flight.clipsToBounds && flight.subviews.contains { $0.shimSnapshotOf === source }
      }
    }

    /// The presented view's one-finger dismissal drag: down by `distance` points in ten
    /// steps, then a lift at `speed` points per second.
    func dragDown(by distance: CGFloat, releasing speed: CGFloat) {
      guard
        let pan = presented?.view.gestureRecognizers?.first(where: {
          $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
        }) as? UIPanGestureRecognizer
      else {
        Issue.record("no pan on the presented view")
        return
      }
      let move = { (travelled: CGFloat, velocity: CGFloat) in
        pan.shimTranslation = CGPoint(x: 0, y: travelled)
        pan.shimLocation = CGPoint(x: 195, y: 400 + travelled)
        pan.shimVelocity = CGPoint(x: 0, y: velocity)
      }
      window.shimTouchDown(at: CGPoint(x: 195, y: 400))
      move(12, 600)
      pan.shimSetState(.began)
      for step in 1...10 {
        ShimRunLoop.advance(by: 0.01)
        move(12 + (distance - 12) * CGFloat(step) / 10, 600)
        pan.shimSetState(.changed)
      }
      move(distance, speed)
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
    }
  }

  static let cell = CGRect(x: 20, y: 120, width: 100, height: 100)
  static let movedCell = CGRect(x: 260, y: 600, width: 100, height: 100)

  @Test("The cover zooms from its source; a drag dismisses it into the source where it moved")
  func zoomFromTheSourceAndBack() throws {
    let scene = Scene()
    let marker = try #require(scene.marker, "the source's marker")
    marker.frame = Self.cell
    scene.model.change { scene.model.isPresented = true }
    for _ in 0..<4 where scene.flight == nil { ShimRunLoop.runDeferredWork() }
    let push = try #require(scene.flight, "the cover flies from the source")
    let start = SwiftUIZoomScene.onScreen(push)
    #expect(
      SwiftUIZoomGlueTests.close(start, Self.cell, within: 0.5), "starts at the source: \(start)")
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented, at rest")
    #expect(scene.model.isPresented)

    // The source moves while the cover is up (its grid scrolled, say).
    marker.frame = Self.movedCell
    scene.dragDown(by: 300, releasing: 2000)
    let dismissal = try #require(scene.flight, "the dismissal flies back to the source")
    let last = SwiftUIZoomScene.landing(of: dismissal)
    #expect(
      SwiftUIZoomGlueTests.close(last, Self.movedCell, within: 2),
      "landed at \(last), the source is at \(Self.movedCell)")
    #expect(scene.presented == nil, "dismissed")
    #expect(scene.model.isPresented == false, "the binding is written back")
    #expect(scene.model.events == ["isPresented false", "onDismiss"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("An item's cover zooms from the item's source; another item's dismissal lands on its own")
  func itemCover() throws {
    let scene = Scene(items: true)
    let markers = scene.markers
    try #require(markers.count == 2, "items 4 and 5 are marked")
    markers[0].frame = Self.cell
    markers[1].frame = Self.movedCell
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 4) }
    for _ in 0..<4 where scene.flight(of: markers[0]) == nil { ShimRunLoop.runDeferredWork() }
    let push = try #require(scene.flight(of: markers[0]), "item 4 flies from its source")
    #expect(SwiftUIZoomGlueTests.close(SwiftUIZoomScene.onScreen(push), Self.cell, within: 0.5))
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented, at rest")
    // Another item while the cover is up: the cover shows it, and leaves into its source.
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 5) }
    ShimRunLoop.runDeferredWork()
    scene.dragDown(by: 300, releasing: 2000)
    let dismissal = try #require(scene.flight(of: markers[1]), "the dismissal flies to item 5's")
    let last = SwiftUIZoomScene.landing(of: dismissal)
    #expect(
      SwiftUIZoomGlueTests.close(last, Self.movedCell, within: 2),
      "landed at \(last), item 5's source is at \(Self.movedCell)")
    #expect(scene.presented == nil, "dismissed")
    #expect(scene.model.item == nil, "the item is written back")
    #expect(scene.model.shownItems.last == 5)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("Without its source the cover scales and fades toward the centre, in and out")
  func fallbackWithoutTheSource() throws {
    let scene = Scene()
    let marker = try #require(scene.marker)
    marker.frame = Self.cell
    scene.model.change { scene.model.isPresented = true }
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented, at rest")
    // The source leaves the view tree (its cell recycled), then the app dismisses the cover.
    scene.model.change { scene.source.isShown = false }
    ShimRunLoop.runDeferredWork()
    #expect(scene.marker == nil, "the marker is gone")
    scene.model.change { scene.model.isPresented = false }
    ShimRunLoop.advance(by: 0.1)
    let view = try #require(scene.presented?.view, "the dismissal runs")
    #expect(scene.flight == nil, "no flight to a source")
    let shown = SwiftUIZoomScene.onScreen(view)
    #expect(abs(shown.midX - 195) < 1 && abs(shown.midY - 422) < 1, "toward the centre: \(shown)")
    #expect(shown.width < 390, "scaled down: \(shown)")
    #expect(view.layer.shimOnScreen.opacity < 1, "fading")
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented == nil, "dismissed")
    #expect(scene.model.events == ["onDismiss"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// The dismissal of a cover at rest, asked for by the app, runs without a flight from a
  /// source: the cover scales toward the window's centre and fades, the zoom's fallback.
  func expectFallback(_ scene: Scene, _ note: String) throws {
    ShimRunLoop.advance(by: 0.1)
    let view = try #require(scene.presented?.view, "\(note): the dismissal runs")
    #expect(
      scene.markers.allSatisfy { scene.flight(of: $0) == nil }, "\(note): no flight to a source")
    let shown = SwiftUIZoomScene.onScreen(view)
    #expect(
      abs(shown.midX - 195) < 1 && abs(shown.midY - 422) < 1,
      "\(note): toward the centre, not into a cell: \(shown)")
    #expect(shown.width < 390 && view.layer.shimOnScreen.opacity < 1, "\(note): \(shown)")
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented == nil, "\(note): dismissed")
    #expect(ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)")
  }

  @Test(
    "Another item whose transition names no source: the dismissal falls back, not into the old cell"
  )
  func itemWithoutSource() throws {
    let scene = Scene(items: true)
    let markers = scene.markers
    try #require(markers.count == 2, "items 4 and 5 are marked")
    markers[0].frame = Self.cell
    markers[1].frame = Self.movedCell
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 4) }
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented, at rest")
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 5) }
    ShimRunLoop.runDeferredWork()
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 0) }
    ShimRunLoop.runDeferredWork()
    scene.model.change { scene.model.item = nil }
    try expectFallback(scene, "item 0")
    #expect(scene.model.shownItems.last == 0)
  }

  @Test("A source named again after none: the dismissal lands in it")
  func itemSourceNamedAgain() throws {
    let scene = Scene(items: true)
    let markers = scene.markers
    try #require(markers.count == 2, "items 4 and 5 are marked")
    markers[0].frame = Self.cell
    markers[1].frame = Self.movedCell
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 5) }
    ShimRunLoop.advance(by: 2)
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 0) }
    ShimRunLoop.runDeferredWork()
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 4) }
    ShimRunLoop.runDeferredWork()
    scene.model.change { scene.model.item = nil }
    ShimRunLoop.advance(by: 0.05)
    let dismissal = try #require(scene.flight(of: markers[0]), "the dismissal flies to item 4's")
    let last = SwiftUIZoomScene.landing(of: dismissal)
    #expect(
      SwiftUIZoomGlueTests.close(last, Self.cell, within: 2),
      "landed at \(last), item 4's source is at \(Self.cell)")
    #expect(scene.presented == nil, "dismissed")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A Boolean cover whose transition stops naming its source falls back on the dismissal")
  func transitionWithoutSource() throws {
    let scene = Scene()
    let marker = try #require(scene.marker)
    marker.frame = Self.cell
    scene.model.change { scene.model.isPresented = true }
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented, at rest")
    scene.model.change { scene.source.isNamed = false }
    ShimRunLoop.runDeferredWork()
    #expect(scene.marker != nil, "the source is still on screen")
    scene.model.change { scene.model.isPresented = false }
    try expectFallback(scene, "no source named")
  }
}
