import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// A `FluidNavigationStack` lays out off the window only the page an animated push is about to
/// show (so that its style is known before the push): never the lower pages of a path set at
/// once, restored or pushed, whose content need not be made (nor its `onAppear` run) before
/// they are revealed.
@MainActor
@Suite("SwiftUI glue: off-window layout of the pushed page only")
struct SwiftUIOffWindowLayoutGlueTests {
  /// How many times each page's content has been laid out, by element.
  @MainActor
  final class Layouts {
    var byItem: [Int: Int] = [:]
  }

  final class CountingView: UIView {
    var count: () -> Void = {}

    override func layoutSubviews() {
      super.layoutSubviews()
      count()
    }
  }

  struct Counter: UIViewRepresentable {
    let item: Int
    let layouts: Layouts

    func makeUIView(context: Context) -> CountingView {
      let view = CountingView()
      view.count = { [layouts, item] in layouts.byItem[item, default: 0] += 1 }
      return view
    }

    func updateUIView(_ uiView: CountingView, context: Context) {}
  }

  struct Screen: View {
    let model: SwiftUIPathModel
    let layouts: Layouts

    var body: some View {
      FluidNavigationStack(path: model.binding, style: SlideStyle(), interaction: .edgePan) {
        SwiftUIHome()
      } destination: { item in
        Counter(item: item, layouts: layouts)
      }
    }
  }

  @Test("A path of three set at once lays out only its top page, restored or pushed")
  func onlyTheTopPage() throws {
    ShimConsole.reset()
    let model = SwiftUIPathModel(path: [1, 2, 3])
    let layouts = Layouts()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(rootView: Screen(model: model, layouts: layouts))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    let navigation = try #require(
      host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first)
    #expect(navigation.viewControllers.count == 4)
    #expect(layouts.byItem[1] == nil, "restored lower page laid out: \(layouts.byItem)")
    #expect(layouts.byItem[2] == nil, "restored lower page laid out: \(layouts.byItem)")
    model.change([1, 2, 3, 4, 5, 6])
    ShimRunLoop.advance(by: 0.05)
    #expect(navigation.fluid.delegate?.currentTransition != nil, "the push runs")
    ShimRunLoop.advance(by: 1)
    #expect(navigation.viewControllers.count == 7)
    #expect(layouts.byItem[4] == nil, "pushed lower page laid out: \(layouts.byItem)")
    #expect(layouts.byItem[5] == nil, "pushed lower page laid out: \(layouts.byItem)")
    #expect((layouts.byItem[6] ?? 0) > 0, "the pushed top page is laid out: \(layouts.byItem)")
    #expect(model.path == [1, 2, 3, 4, 5, 6])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
