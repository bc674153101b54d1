import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// `fluidTransition(_:)` on a `FluidNavigationStack` destination: the page's push and pop use
/// the style its content asks for, other pages the stack's, and a change of the content's
/// style reaches the page's pop.
@MainActor
@Suite("SwiftUI glue: fluidTransition on a destination")
struct SwiftUIDestinationStyleGlueTests {
  /// The styles the destinations ask for, by element (none: the stack's slide).
  @MainActor
  final class Styles {
    var byItem: [Int: any TransitionStyle] = [2: FadeStyle()]
  }

  struct Destination: View {
    let item: Int
    let styles: Styles

    var body: some View {
      if let style = styles.byItem[item] {
        SwiftUIDetail(item: item).fluidTransition(style)
      }
    }
  }

  struct Screen: View {
    let model: SwiftUIPathModel
    let styles: Styles

    var body: some View {
      FluidNavigationStack(path: model.binding, style: SlideStyle(), interaction: .edgePan) {
        SwiftUIHome()
      } destination: { item in
        Destination(item: item, styles: styles)
      }
    }
  }

  /// The style of the transition on screen, by name.
  func styleOnScreen(_ navigation: UINavigationController?) -> String? {
    navigation?.fluid.delegate?.currentTransition?.style.name
  }

  @Test("A destination's style drives its push and its pop; others use the stack's")
  func perDestination() throws {
    ShimConsole.reset()
    let model = SwiftUIPathModel(path: [])
    let styles = Styles()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(rootView: Screen(model: model, styles: styles))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    let navigation = host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }
      .first
    var seen: [String?] = []
    for path in [[2], [2, 3], [2], []] {
      model.change(path)
      ShimRunLoop.advance(by: 0.05)
      seen.append(styleOnScreen(navigation))
      ShimRunLoop.advance(by: 2)
    }
    #expect(seen == ["fade", "slide", "slide", "fade"])
    // The content asks for another style: the next pop of its page uses it.
    model.change([2])
    ShimRunLoop.advance(by: 2)
    styles.byItem[2] = ScaleStyle()
    ShimViewGraph.shimStateDidChange()
    ShimRunLoop.runDeferredWork()
    model.change([])
    ShimRunLoop.advance(by: 0.05)
    #expect(styleOnScreen(navigation) == ScaleStyle().name)
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
