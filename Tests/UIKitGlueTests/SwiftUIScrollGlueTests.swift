import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A `fluidSheet` whose SwiftUI content scrolls: the sheet finds the `UIScrollView` behind a
/// `ScrollView` or a `List` (a collection view or a table view) among the views under the
/// finger, as it finds any scroll view, so the content keeps a downward drag while scrolled down
/// and the sheet takes it at the top. Without a UIKit scroll view behind them (the switches
/// `swiftUIScrollViewBacking` and `swiftUIListBacking`), the content is plain views to UIKit and
/// the sheet takes every drag.
@MainActor
@Suite("SwiftUI glue: a sheet over SwiftUI's ScrollView")
struct SwiftUIScrollGlueTests {
  struct Screen: View {
    let model: SwiftUIPresentationModel

    var body: some View {
      SwiftUIHome().fluidSheet(isPresented: model.isPresentedBinding, detents: [.medium]) {
        ScrollView {
          SwiftUIPresentedContent(model: model)
        }
      }
    }
  }

  struct ListScreen: View {
    let model: SwiftUIPresentationModel

    var body: some View {
      SwiftUIHome().fluidSheet(isPresented: model.isPresentedBinding, detents: [.medium]) {
        List {
          SwiftUIPresentedContent(model: model)
        }
      }
    }
  }

  @Test(
    "Scrolled down, the content keeps the drag; at its top, the sheet takes it",
    arguments: ShimBehaviour.SwiftUIScrollViewBacking.allCases)
  func handOffAtTheTop(_ backing: ShimBehaviour.SwiftUIScrollViewBacking) throws {
    var behaviour = ShimBehaviour()
    behaviour.swiftUIScrollViewBacking = backing
    try ShimBehaviour.with(behaviour) {
      try Self.checkHandOff(Screen.init, backed: backing == .uiScrollView, "\(backing)")
    }
  }

  @Test(
    "A List: scrolled down, its rows keep the drag; at its top, the sheet takes it",
    arguments: ShimBehaviour.SwiftUIListBacking.allCases)
  func listHandOffAtTheTop(_ backing: ShimBehaviour.SwiftUIListBacking) throws {
    var behaviour = ShimBehaviour()
    behaviour.swiftUIListBacking = backing
    try ShimBehaviour.with(behaviour) {
      try Self.checkHandOff(ListScreen.init, backed: backing != .noUIKitScrollView, "\(backing)")
    }
  }

  /// A sheet showing `screen`'s scrolling content: with a UIKit scroll view behind it
  /// (`backed`), the hand-off at its top; without, the sheet takes the drag at once.
  static func checkHandOff<S: View>(
    _ screen: (SwiftUIPresentationModel) -> S, backed: Bool, _ backing: String
  ) throws {
    ShimConsole.reset()
    let model = SwiftUIPresentationModel()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(rootView: screen(model))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    model.change { model.isPresented = true }
    ShimRunLoop.advance(by: 2)
    let presented = try #require(host.presentedViewController, "[\(backing)] presented")
    let presentation = try #require(
      presented.presentationController as? FluidPresentationController)
    let sheetPan = try #require(presentation.sheetInteraction?.recognizer)
    let top = { Double(presentation.presentedView?.frame.minY ?? .nan) }
    let rest = top()
    let start = CGPoint(x: 195, y: rest + 200)

    let scrollView = presented.view.subviews.compactMap { $0 as? UIScrollView }.first
    switch backed {
    case true:
      let scrollView = try #require(scrollView, "[\(backing)] a UIKit scroll view")
      // SwiftUI's layout: the scroll view fills the sheet, its content is taller.
      scrollView.frame = presented.view.bounds
      glueScroll(scrollView, offset: 100)
      #expect(
        window.shimTouchDown(at: start).view?.isDescendant(of: scrollView) == true,
        "[\(backing)] the finger lands in the scroll view")
      let finger = GlueFinger(window: window, pans: [scrollView.panGestureRecognizer, sheetPan])
      finger.drag(from: start, by: [12, 30, 60], releasing: 0) {
        #expect(top() == rest, "[\(backing)] the sheet stays while the content scrolls")
      }
      ShimRunLoop.advance(by: 1)
      #expect(scrollView.contentOffset.y == 52, "[\(backing)] the content scrolled back")
      scrollView.setContentOffset(.zero, animated: false)
      finger.drag(from: start, by: [12, 30, 60, 90], releasing: 0) {
        #expect(scrollView.contentOffset.y == 0, "[\(backing)] held at its top")
      }
      #expect(top() > rest, "[\(backing)] at the top, the sheet followed the finger")
    case false:
      #expect(scrollView == nil, "[\(backing)] no UIKit scroll view")
      let finger = GlueFinger(window: window, pans: [sheetPan])
      finger.drag(from: start, by: [12, 30, 60, 90], releasing: 0)
      #expect(top() > rest, "[\(backing)] the sheet takes the drag at once")
    }
    ShimRunLoop.advance(by: 1)
    #expect(abs(top() - rest) < 0.5, "[\(backing)] back at its detent")
    #expect(model.isPresented, "[\(backing)]")
    #expect(ShimConsole.messages.isEmpty, "[\(backing)] \(ShimConsole.messages)")
  }
}
