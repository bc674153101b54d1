import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// `fluidDrawer(item:…)` and `fluidFullScreenCover(item:…)`: presented while the item is set,
/// showing it; another item shows in the same presentation; nil dismisses, the leaving content
/// keeping its last item.
@MainActor
@Suite("SwiftUI glue: item drawers and covers")
struct SwiftUIItemPresentationGlueTests {
  enum Kind: String, CaseIterable, Sendable {
    case drawer, cover
  }

  static func host(_ kind: Kind, _ model: SwiftUIPresentationModel) -> UIViewController {
    switch kind {
    case .drawer:
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidDrawer(item: model.itemBinding, onDismiss: { model.didDismiss() }) {
            item in
            SwiftUIItemProbe(item: item, model: model)
          }
        })
    case .cover:
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidFullScreenCover(
            item: model.itemBinding, style: ScaleStyle(), onDismiss: { model.didDismiss() }
          ) { item in
            SwiftUIItemProbe(item: item, model: model)
          }
        })
    }
  }

  @Test(
    "Presented while the item is set; another item in place; nil dismisses",
    arguments: Kind.allCases)
  func itemPresentation(_ kind: Kind) throws {
    ShimConsole.reset()
    let model = SwiftUIPresentationModel()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = Self.host(kind, model)
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    #expect(host.presentedViewController == nil, "[\(kind)] nothing without an item")

    model.change { model.item = SwiftUISheetItem(id: 7) }
    ShimRunLoop.advance(by: 2)
    let presented = try #require(host.presentedViewController, "[\(kind)] presented")
    #expect(model.shownItems.last == 7, "[\(kind)]")
    model.change { model.item = SwiftUISheetItem(id: 8) }
    ShimRunLoop.runDeferredWork()
    #expect(host.presentedViewController === presented, "[\(kind)] the same presentation")
    #expect(model.shownItems.last == 8, "[\(kind)] shows the new item")

    let shown = model.shownItems.count
    model.change { model.item = nil }
    ShimRunLoop.advance(by: 0.1)
    #expect(
      model.shownItems.dropFirst(shown).allSatisfy { $0 == 8 }, "[\(kind)] leaves showing 8")
    ShimRunLoop.advance(by: 2)
    #expect(host.presentedViewController == nil, "[\(kind)] dismissed")
    #expect(model.events == ["onDismiss"], "[\(kind)] the app's nil is not written back")
    #expect(model.writesDuringUpdate == 0, "[\(kind)]")
    #expect(ShimConsole.messages.isEmpty, "[\(kind)] \(ShimConsole.messages)")
  }
}
