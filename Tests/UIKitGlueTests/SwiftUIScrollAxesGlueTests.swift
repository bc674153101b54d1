import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// SwiftUI's `ScrollView(_:showsIndicators:content:)` along either axis: a horizontal one on a
/// `FluidNavigationStack` page keeps the horizontal drags it can scroll, and the content back
/// swipe starts over it once it is at its leading edge; a vertical one in a `fluidSheet` hands
/// the drag to the sheet at its top, as a `ScrollView { … }` does.
@MainActor
@Suite("SwiftUI glue: a ScrollView along either axis")
struct SwiftUIScrollAxesGlueTests {
  struct CarouselScreen: View {
    let model: SwiftUIPathModel

    var body: some View {
      FluidNavigationStack(path: model.binding, style: SlideStyle(), interaction: .contentPop) {
        SwiftUIHome()
      } destination: { item in
        ScrollView(.horizontal, showsIndicators: false) {
          SwiftUIDetail(item: item)
        }
      }
    }
  }

  struct SheetScreen: View {
    let model: SwiftUIPresentationModel

    var body: some View {
      SwiftUIHome().fluidSheet(isPresented: model.isPresentedBinding, detents: [.medium]) {
        ScrollView(.vertical, showsIndicators: true) {
          SwiftUIPresentedContent(model: model)
        }
      }
    }
  }

  /// A window showing a stack at `[1]` whose page is a horizontal `ScrollView`, 1,200 points of
  /// content scrolled to `offset`.
  static func carouselScene(at offset: CGFloat) throws -> (
    window: UIWindow, model: SwiftUIPathModel, navigation: UINavigationController,
    carousel: UIScrollView, pan: UIPanGestureRecognizer
  ) {
    let model = SwiftUIPathModel(path: [1])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(rootView: CarouselScreen(model: model))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.advance(by: 0.1)
    let navigation = try #require(
      host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
    let page = try #require(navigation.topViewController)
    let carousel = try #require(
      page.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first,
      "a UIKit scroll view behind the ScrollView")
    // SwiftUI's layout: the scroll view fills the page, its content is wider.
    carousel.frame = page.view.bounds
    carousel.contentSize = CGSize(width: 1200, height: 844)
    carousel.contentOffset = CGPoint(x: offset, y: 0)
    let pan = try #require(
      navigation.view.gestureRecognizers?.first {
        $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
          && !navigation.shimSystemPopGestures.contains($0)
      } as? UIPanGestureRecognizer)
    return (window, model, navigation, carousel, pan)
  }

  @Test("A horizontal ScrollView with room to scroll back keeps the drag")
  func carouselKeepsTheDrag() throws {
    ShimConsole.reset()
    let scene = try Self.carouselScene(at: 300)
    let start = CGPoint(x: 200, y: 400)
    #expect(
      scene.window.shimTouchDown(at: start).view?.isDescendant(of: scene.carousel) == true,
      "the finger lands in the scroll view")
    #expect(
      !ContentPopGlueTests.swipe(scene.pan, in: scene.window, from: start),
      "the drag toward the trailing edge scrolls the content back")
    ShimRunLoop.advance(by: 0.5)
    #expect(scene.navigation.viewControllers.count == 2, "no pop")
    #expect(scene.carousel.panGestureRecognizer.isEnabled)
    #expect(scene.model.path == [1] && scene.model.writes.isEmpty)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("At its leading edge, the back swipe over a horizontal ScrollView pops")
  func carouselAtItsLeadingEdge() throws {
    ShimConsole.reset()
    let scene = try Self.carouselScene(at: 0)
    let start = CGPoint(x: 200, y: 400)
    #expect(ContentPopGlueTests.swipe(scene.pan, in: scene.window, from: start), "pops")
    ShimRunLoop.advance(by: 2)
    #expect(scene.navigation.viewControllers.count == 1, "popped")
    #expect(scene.model.path == [], "the path is written back")
    #expect(scene.model.writes == [[]], "once")
    #expect(scene.carousel.panGestureRecognizer.isEnabled, "the scroll view's pan is given back")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A vertical ScrollView named by its axis hands a sheet's drag off at its top")
  func verticalInASheet() throws {
    try SwiftUIScrollGlueTests.checkHandOff(SheetScreen.init, backed: true, "vertical")
  }
}
