import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// The content back swipe over a `FluidNavigationStack` page whose content is a SwiftUI
/// `List`: the swipe finds the scroll view behind the list (a collection view or a table view,
/// the switch `swiftUIListBacking`) among the views under the finger, as it finds any, so the
/// list keeps its vertical drags and a horizontal swipe pops, writing the path back.
@MainActor
@Suite("SwiftUI glue: the content back swipe over a List")
struct SwiftUIListGlueTests {
  struct Screen: View {
    let model: SwiftUIPathModel

    var body: some View {
      FluidNavigationStack(path: model.binding, style: SlideStyle(), interaction: .contentPop) {
        SwiftUIHome()
      } destination: { item in
        List {
          SwiftUIDetail(item: item)
        }
      }
    }
  }

  @Test(
    "A List keeps its vertical drags; a horizontal swipe over it pops and writes the path back",
    arguments: ShimBehaviour.SwiftUIListBacking.allCases)
  func contentPopOverAList(_ backing: ShimBehaviour.SwiftUIListBacking) throws {
    var behaviour = ShimBehaviour()
    behaviour.swiftUIListBacking = backing
    try ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let model = SwiftUIPathModel(path: [1])
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIHostingController(rootView: Screen(model: model))
      window.rootViewController = host
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      ShimRunLoop.advance(by: 0.1)
      let navigation = try #require(
        host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
      let page = try #require(navigation.topViewController)
      #expect(page !== navigation.viewControllers.first, "[\(backing)] the page is on top")
      let pan = try #require(
        navigation.view.gestureRecognizers?.first {
          $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
            && !navigation.shimSystemPopGestures.contains($0)
        } as? UIPanGestureRecognizer)
      let list = page.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
      let start = CGPoint(x: 200, y: 400)
      if backing == .noUIKitScrollView {
        #expect(list == nil, "[\(backing)] no UIKit scroll view")
      } else {
        let list = try #require(list, "[\(backing)] a UIKit scroll view behind the list")
        // SwiftUI's layout: the list fills the page, its rows are taller.
        list.frame = page.view.bounds
        list.contentSize = CGSize(width: 390, height: 3000)
        #expect(
          window.shimTouchDown(at: start).view?.isDescendant(of: list) == true,
          "[\(backing)] the finger lands in the list")
        #expect(
          !ContentPopGlueTests.swipe(pan, in: window, from: start, by: CGPoint(x: 0, y: -300)),
          "[\(backing)] a vertical drag stays with the list")
        #expect(list.panGestureRecognizer.isEnabled, "[\(backing)]")
      }
      #expect(ContentPopGlueTests.swipe(pan, in: window, from: start), "[\(backing)] pops")
      ShimRunLoop.advance(by: 2)
      #expect(navigation.viewControllers.count == 1, "[\(backing)] popped")
      #expect(model.path == [], "[\(backing)] the path is written back")
      #expect(model.writes == [[]], "[\(backing)] once")
      #expect(ShimConsole.messages.isEmpty, "[\(backing)] \(ShimConsole.messages)")
    }
  }
}
