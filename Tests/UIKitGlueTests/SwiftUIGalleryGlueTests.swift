import FluidGallery
import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// The gallery's SwiftUI tab, driven as a person would: a tile's button pushes its page with
/// the zoom from the tile, the page's caption follows the push's presence, the sheet presents
/// at the detent bound to the screen's state and moves to the one its buttons pick, and the
/// drawer's choice closes it. After each event the screen's state and UIKit agree (checked
/// through what the state does next: a state that had not been written back would make the
/// next tap push two pages, or present nothing).
@MainActor
@Suite("SwiftUI glue: the gallery's SwiftUI tab")
struct SwiftUIGalleryGlueTests {
  /// The gallery in a window with its SwiftUI tab selected.
  @MainActor
  struct Tab {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabs: UITabBarController
    let host: UIViewController

    init() throws {
      ShimConsole.reset()
      tabs = try #require(FluidGallery.makeRootViewController() as? UITabBarController)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      let tabControllers = tabs.viewControllers ?? []
      try #require(tabControllers.count == 5)
      host = tabControllers[4]
      #expect(host.title == "SwiftUI")
      tabs.shimTapTab(at: 4)
      ShimRunLoop.advance(by: 1)
      try #require(tabs.selectedViewController === host)
    }

    var navigation: UINavigationController? {
      host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first
    }

    /// The grid's hosting controller: the stack's root.
    var grid: UIViewController? { navigation?.viewControllers.first }

    /// What the sheet or drawer modifiers present, while UIKit presents it.
    var presented: UIViewController? {
      [grid, navigation, host, tabs].lazy.compactMap { $0?.presentedViewController }.first
    }

    var presentation: FluidPresentationController? {
      presented?.presentationController as? FluidPresentationController
    }

    /// Taps the button titled `title` in `controller`'s SwiftUI view, then lets the run loop
    /// run for `seconds`.
    func tap(_ title: String, in controller: UIViewController?, thenWait seconds: Double = 1) {
      guard let controller else {
        Issue.record("no controller to tap \(title) in")
        return
      }
      #expect(ShimViewGraph.shimTap(title, in: controller), "a button titled \(title)")
      ShimRunLoop.advance(by: seconds)
    }

    /// The strings `controller`'s SwiftUI view shows.
    func texts(in controller: UIViewController?) -> [String] {
      controller.map { ShimViewGraph.shimTexts(in: $0).map(\.string) } ?? []
    }
  }

  @Test("A tile zooms into its page, whose caption fades in with the push's presence")
  func tileZooms() throws {
    let tab = try Tab()
    let grid = try #require(tab.grid)
    let markers = grid.view.subviews.compactMap { $0 as? FluidTransitionSourceView }.filter {
      $0.key.id is Int
    }
    #expect(markers.count == 6, "each of the six tiles is a zoom source")
    // SwiftUI's layout places the tiles; the simulated host lays nothing out.
    for (index, marker) in markers.enumerated() {
      marker.frame = CGRect(x: 20, y: 140 + CGFloat(index) * 60, width: 350, height: 50)
    }
    let tile = try #require(markers.first { AnyHashable($0.key.id) == AnyHashable(4) })

    #expect(ShimViewGraph.shimTap("Tile 5", in: grid))
    var flight: UIView?
    for _ in 0..<4 where flight == nil {
      ShimRunLoop.runDeferredWork()
      flight = tab.navigation?.shimTransitionView.subviews.first { view in
        view.subviews.contains { $0.shimSnapshotOf === tile }
      }
    }
    #expect(flight != nil, "the push flies from the tile")
    let page = try #require(tab.navigation?.topViewController)
    #expect(page !== grid)
    var presences: [Double] = []
    var frames = 0
    while tab.navigation?.fluid.delegate?.currentTransition != nil, frames < 120 {
      ShimRunLoop.advance(by: 1.0 / 60)
      frames += 1
      let caption = ShimViewGraph.shimTexts(in: page).first { $0.string.hasPrefix("Drag down") }
      presences.append(caption?.opacity ?? .nan)
    }
    ShimRunLoop.advance(by: 0.1)
    #expect(presences.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(presences)")
    #expect(presences.contains { $0 > 0 && $0 < 1 }, "the caption fades in: \(presences)")
    let settled = ShimViewGraph.shimTexts(in: page).first { $0.string.hasPrefix("Drag down") }
    #expect(settled?.opacity == 1, "the caption at rest")
    #expect(tab.texts(in: page).first == "Tile 5")
    #expect(tab.navigation?.viewControllers.count == 2)

    // UIKit pops; the path follows, so the next tile pushes one page, not two.
    // (The back button pops so; the page's reader updates the views on every frame of it.)
    tab.navigation?.popViewController(animated: true)
    ShimRunLoop.advance(by: 1)
    #expect(tab.navigation?.viewControllers.count == 1)
    tab.tap("Tile 2", in: grid)
    #expect(tab.navigation?.viewControllers.count == 2, "the path was written back")
    #expect(tab.texts(in: tab.navigation?.topViewController).first == "Tile 2")
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The sheet rests at its bound detent and moves to the one its buttons pick")
  func sheetDetents() throws {
    let tab = try Tab()
    tab.tap("Sheet", in: tab.grid)
    let sheet = try #require(tab.presented, "the sheet is presented")
    let presentation = try #require(tab.presentation)
    #expect((presentation.style as? SheetStyle)?.detents.map(\.identifier) == [.medium, .large])
    #expect(presentation.selectedDetentIdentifier == .medium)
    #expect(tab.texts(in: sheet).first == "Resting at medium")

    tab.tap("Large", in: sheet)
    #expect(presentation.selectedDetentIdentifier == .large, "the binding moves the sheet")
    #expect(tab.texts(in: sheet).first == "Resting at large")

    // UIKit dismisses; `isPresented` follows, so the next tap presents again, at large.
    sheet.dismiss(animated: true)
    ShimRunLoop.advance(by: 1)
    #expect(tab.presented == nil)
    tab.tap("Sheet", in: tab.grid)
    #expect(tab.presented != nil, "isPresented was written back")
    #expect(tab.presentation?.selectedDetentIdentifier == .large)
    #expect(tab.texts(in: tab.presented).first == "Resting at large")
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The cover zooms from its button and closes")
  func coverZooms() throws {
    let tab = try Tab()
    let grid = try #require(tab.grid)
    // Held here: a full-screen cover takes its presenter's view (the stack's) off the screen.
    let navigation = try #require(tab.navigation)
    let button = try #require(
      grid.view.subviews.lazy.compactMap { $0 as? FluidTransitionSourceView }.first {
        AnyHashable($0.key.id) == AnyHashable("cover")
      }, "the cover's button is a zoom source")
    // SwiftUI's layout places the button; the simulated host lays nothing out.
    button.frame = CGRect(x: 20, y: 600, width: 350, height: 50)
    #expect(ShimViewGraph.shimTap("Cover", in: grid))
    var flight: UIView?
    for _ in 0..<4 where flight == nil {
      ShimRunLoop.runDeferredWork()
      let container = navigation.presentedViewController?.presentationController?.containerView
      flight = container?.subviews.first { view in
        view.subviews.contains { $0.shimSnapshotOf === button }
      }
    }
    #expect(flight != nil, "the cover flies from its button")
    ShimRunLoop.advance(by: 1)
    let cover = try #require(navigation.presentedViewController, "the cover is presented")
    #expect(tab.texts(in: cover).last == "Close")
    tab.tap("Close", in: cover)
    #expect(navigation.presentedViewController == nil, "closed")
    // `isPresented` was set by the button: the next tap presents again.
    tab.tap("Cover", in: grid)
    #expect(navigation.presentedViewController != nil, "presented again")
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The drawer presents from the trailing edge and a choice closes it")
  func drawerChoice() throws {
    let tab = try Tab()
    tab.tap("Drawer", in: tab.grid)
    let drawer = try #require(tab.presented, "the drawer is presented")
    #expect((tab.presentation?.style as? DrawerStyle)?.edge == .trailing)
    // 75 % of 390 points, floored, against the right side in a left-to-right layout.
    #expect(
      tab.presentation?.frameOfPresentedViewInContainerView
        == CGRect(x: 98, y: 0, width: 292, height: 844))
    #expect(drawer.view.frame == CGRect(x: 98, y: 0, width: 292, height: 844))
    #expect(tab.texts(in: drawer) == ["Slide", "Scale", "Zoom"])
    tab.tap("Zoom", in: drawer)
    #expect(tab.presented == nil, "the choice closed the drawer")
    #expect(tab.texts(in: tab.grid).last == "Picked in the drawer: Zoom")
    #expect(tab.window.subviews == [tab.tabs.view], "nothing left on screen")
    #expect(ShimConsole.transitions.allSatisfy { $0.completions == [true] })
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
