import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// Scroll views inside a sheet, and under the pull-down dismissal, on the simulated UIKit: the
/// scroll view the drag is about (the presented root view included; a horizontal carousel or a
/// text view that does not scroll is not it), what the scroll view does while the sheet holds
/// the drag (no bounce, no indicator, no momentum on release; everything restored), and which
/// of a scroll view's recognisers may run alongside the sheet's pan (its own pan only).
@MainActor
@Suite("UIKit glue: scroll views under a sheet's or a dismissal's drag")
struct SheetScrollGlueTests {
  static let medium = SheetStyle(detents: [.medium, .large])
  /// The sheet's top edge at medium in the 390 × 844 window.
  static let mediumTop: CGFloat = 844 - 422

  /// A list across a medium sheet, below a 40-point header: (0, 462)–(390, 844) in the window.
  static func list(in scene: GlueModalScene, offset: CGFloat = 0) -> UIScrollView {
    let list = UIScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 382))
    scene.second.view.addSubview(list)
    return glueScroll(list, offset: offset)
  }

  // MARK: - Which scroll view

  @Test("A presented table view (the root view itself) scrolled down keeps a downward drag")
  func rootTableView() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scene = GlueModalScene(Self.medium, presenting: RootViewScreen(table))
    glueScroll(table, offset: 100)
    let finger = GlueFinger(
      window: scene.window, pans: [table.panGestureRecognizer, try #require(scene.sheetPan)])
    finger.drag(from: CGPoint(x: 195, y: 600), by: [12, 30, 60], releasing: 0) {
      #expect(scene.top == Self.mediumTop, "the sheet stays where it is")
    }
    ShimRunLoop.advance(by: 1)
    #expect(table.contentOffset.y == 52, "the table scrolls back with the finger")
    // At its top, the sheet takes the pull and the table stays at its top.
    table.setContentOffset(.zero, animated: false)
    finger.drag(from: CGPoint(x: 195, y: 600), by: [12, 30, 60, 90], releasing: 0) {
      #expect(table.contentOffset.y == 0, "held at its top while the sheet moves")
    }
    #expect(scene.top > Self.mediumTop, "the sheet followed the finger down")
    ShimRunLoop.advance(by: 1)
    #expect(scene.top == Self.mediumTop)
  }

  @Test(
    "A horizontal carousel or a text view that does not scroll, inside a scrolled list: the list keeps the drag",
    arguments: ["carousel", "text"])
  func innerViewThatDoesNotScrollVertically(_ kind: String) throws {
    let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
    let list = Self.list(in: scene, offset: 100)
    let inner: UIScrollView
    if kind == "carousel" {
      inner = UIScrollView(frame: CGRect(x: 0, y: 150, width: 390, height: 120))
      inner.contentSize = CGSize(width: 1200, height: 120)
    } else {
      let text = UITextView(frame: CGRect(x: 0, y: 150, width: 390, height: 120))
      text.contentSize = CGSize(width: 390, height: 400)
      text.isScrollEnabled = false
      inner = text
    }
    list.addSubview(inner)
    // The inner view is at (0, 512)–(390, 632) in the window, under the finger.
    let start = CGPoint(x: 195, y: 560)
    #expect(scene.window.shimTouchDown(at: start).view?.isDescendant(of: inner) == true)
    let finger = GlueFinger(
      window: scene.window, pans: [list.panGestureRecognizer, try #require(scene.sheetPan)])
    finger.drag(from: start, by: [12, 30, 60], releasing: 0) {
      #expect(scene.top == Self.mediumTop, "\(kind): the sheet stays")
    }
    ShimRunLoop.advance(by: 1)
    #expect(list.contentOffset.y == 52, "\(kind): the list scrolls back")
  }

  @Test("The pull-down dismissal leaves a drag on a presented table view scrolled down to it")
  func pullDownOnRootTableView() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scene = GlueModalScene(
      FadeStyle(), presenting: RootViewScreen(table), dismissInteraction: .panDown)
    glueScroll(table, offset: 100)
    let records = ShimConsole.transitions.count
    let finger = GlueFinger(
      window: scene.window, pans: [table.panGestureRecognizer, try #require(scene.dismissalPan)])
    let began = finger.drag(from: CGPoint(x: 195, y: 400), by: [12, 30, 60], releasing: 800)
    ShimRunLoop.advance(by: 2)
    #expect(began.count == 1, "only the table's pan")
    #expect(scene.first.presentedViewController === scene.second, "not dismissed")
    #expect(ShimConsole.transitions.count == records)
    #expect(table.contentOffset.y <= 52, "the table scrolled back (and on with its momentum)")
    // At its top the same pull dismisses.
    table.setContentOffset(.zero, animated: false)
    finger.drag(from: CGPoint(x: 195, y: 400), by: [12, 60, 160, 300], releasing: 1500)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController == nil)
  }

  // MARK: - While the sheet holds the drag

  /// The orders in which the list's pan and the sheet's receive each event (UIKit does not
  /// document it), by the name of the first.
  nonisolated static let orders = ["list first", "sheet first"]

  static func finger(
    _ scene: GlueModalScene, _ list: UIScrollView, order: String
  ) throws -> GlueFinger {
    let sheet = try #require(scene.sheetPan)
    let pans = [list.panGestureRecognizer, sheet]
    return GlueFinger(window: scene.window, pans: order == "list first" ? pans : pans.reversed())
  }

  @Test(
    "A flick from medium to large moves the sheet, not the list: no scrolling, no indicator, no fling",
    arguments: orders, ShimBehaviour.ScrollViewCancelledPan.allCases)
  func flickUpLeavesTheListAlone(
    order: String, cancelledPan: ShimBehaviour.ScrollViewCancelledPan
  ) throws {
    var behaviour = ShimBehaviour.current
    behaviour.scrollViewCancelledPan = cancelledPan
    try ShimBehaviour.with(behaviour) {
      let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
      let list = Self.list(in: scene)
      let finger = try Self.finger(scene, list, order: order)
      finger.drag(from: CGPoint(x: 195, y: 700), by: [-12, -40, -80, -120], releasing: -1500) {
        #expect(list.contentOffset.y == 0, "\(order): the list does not scroll")
        #expect(!list.shimShowsVerticalIndicator, "\(order): no indicator")
        #expect(scene.top < Self.mediumTop, "\(order): the sheet follows the finger")
      }
      #expect(!list.isDecelerating, "\(order), \(cancelledPan): no momentum for the list")
      ShimRunLoop.advance(by: 1)
      #expect(scene.top == 0, "\(order): at large")
      #expect(list.contentOffset.y == 0, "\(order), \(cancelledPan): the list did not move")
      #expect(list.bounces && list.showsVerticalScrollIndicator, "\(order): restored")
      #expect(list.panGestureRecognizer.isEnabled && list.isScrollEnabled, "\(order): restored")
    }
  }

  @Test(
    "A pull down on a list at its top moves the sheet; the list does not bounce", arguments: orders)
  func pullDownDoesNotBounceTheList(order: String) throws {
    let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
    let list = Self.list(in: scene)
    let finger = try Self.finger(scene, list, order: order)
    finger.drag(from: CGPoint(x: 195, y: 600), by: [12, 30, 60, 90], releasing: 0) {
      #expect(list.contentOffset.y == 0, "\(order): held at its top, not pulled past it")
      #expect(!list.shimShowsVerticalIndicator, "\(order): no indicator")
      #expect(scene.top > Self.mediumTop, "\(order): the sheet follows the finger")
    }
    #expect(list.bounces && list.showsVerticalScrollIndicator, "\(order): restored")
    ShimRunLoop.advance(by: 1)
    #expect(scene.top == Self.mediumTop)
  }

  @Test("At large, the list takes the drag back mid-way, with its bounce and indicator")
  func handsBackMidDrag() throws {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large], selectedDetentIdentifier: .medium),
      presenting: GlueScreen(title: "Sheet"))
    let list = Self.list(in: scene)
    let finger = try Self.finger(scene, list, order: "list first")
    let start = CGPoint(x: 195, y: 700)
    finger.land(at: start, movedBy: CGPoint(x: 0, y: -12))
    // The first 422 points up take the sheet to large; the rest scrolls the list.
    for distance in stride(from: -42.0, through: -642, by: -30) {
      finger.move(from: start, by: CGPoint(x: 0, y: distance))
    }
    #expect(scene.top <= 0, "the sheet is at large")
    #expect(list.contentOffset.y >= 150, "the list took the rest of the drag")
    #expect(list.shimShowsVerticalIndicator, "its indicator shows while it scrolls")
    #expect(list.bounces)
    finger.lift(from: start, at: CGPoint(x: 0, y: -642), velocity: CGPoint(x: 0, y: -800))
    #expect(list.isDecelerating, "a flick of the list keeps its momentum")
    ShimRunLoop.advance(by: 3)
    #expect(scene.top == 0)
  }

  @Test("What the app set on the list is what it has after the drag")
  func restoresTheAppsSettings() throws {
    let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
    let list = Self.list(in: scene)
    list.showsVerticalScrollIndicator = false
    list.bouncesVertically = false
    list.alwaysBounceVertical = true
    let finger = try Self.finger(scene, list, order: "list first")
    finger.drag(from: CGPoint(x: 195, y: 700), by: [-12, -40, -80], releasing: -1500)
    ShimRunLoop.advance(by: 1)
    #expect(!list.showsVerticalScrollIndicator && !list.bouncesVertically)
    #expect(list.alwaysBounceVertical && list.panGestureRecognizer.isEnabled)
  }

  @Test("A sheet dismissed while the finger holds it gives the list back as it was")
  func dismissedMidDrag() throws {
    let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
    let list = Self.list(in: scene)
    let finger = try Self.finger(scene, list, order: "list first")
    let start = CGPoint(x: 195, y: 600)
    finger.land(at: start, movedBy: CGPoint(x: 0, y: 12))
    finger.move(from: start, by: CGPoint(x: 0, y: 40))
    #expect(!list.bounces, "held by the sheet")
    scene.second.dismiss(animated: true, completion: nil)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController == nil)
    #expect(list.bounces && list.showsVerticalScrollIndicator, "given back before the finger lifts")
    finger.lift(from: start, at: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 900))
    #expect(
      list.bounces && list.showsVerticalScrollIndicator && list.panGestureRecognizer.isEnabled)
    #expect(list.contentOffset.y == 0)
  }

  // MARK: - Which recognisers run alongside

  /// The recognisers a table view or a text view has besides its pan, by name.
  static func contentRecognizers(of view: UIScrollView) -> [(String, UIGestureRecognizer)] {
    if let table = view as? UITableView {
      return [
        ("swipe actions", table.shimSwipeActionsRecognizer),
        ("reordering", table.shimReorderRecognizer),
        ("drag interaction", table.shimDragLiftRecognizer),
      ]
    }
    return ((view as? UITextView)?.shimTextSelectionRecognizers ?? []).map {
      ("text selection", $0)
    }
  }

  @Test(
    "A row's swipe actions, reordering, dragging and text selection keep the finger from the sheet's pan",
    arguments: ShimBehaviour.ScrollViewContentGestures.allCases)
  func contentGesturesKeepTheFinger(_ placement: ShimBehaviour.ScrollViewContentGestures) throws {
    var behaviour = ShimBehaviour.current
    behaviour.scrollViewContentGestures = placement
    try ShimBehaviour.with(behaviour) {
      let scene = GlueModalScene(Self.medium, presenting: GlueScreen(title: "Sheet"))
      let table = UITableView(frame: CGRect(x: 0, y: 40, width: 390, height: 200))
      let text = UITextView(frame: CGRect(x: 0, y: 240, width: 390, height: 182))
      scene.second.view.addSubview(table)
      scene.second.view.addSubview(text)
      text.shimIsFirstResponder = true
      let sheetPan = try #require(scene.sheetPan)
      // The first row at (0, 462)–(390, 506) in the window, the text at (0, 662)–(390, 844).
      for (scrollView, start) in [
        (table as UIScrollView, CGPoint(x: 195, y: 480)), (text, CGPoint(x: 195, y: 700)),
      ] {
        for (name, recognizer) in Self.contentRecognizers(of: scrollView) {
          // The content's recogniser first: the sheet's pan cannot join it.
          scene.window.shimTouchDown(at: start)
          recognizer.shimSetState(.began)
          #expect(recognizer.state == .began, "\(placement), \(name)")
          sheetPan.shimTranslation = CGPoint(x: 0, y: 30)
          sheetPan.shimLocation = CGPoint(x: start.x, y: start.y + 30)
          sheetPan.shimSetState(.began)
          #expect(sheetPan.state == .failed, "\(placement), \(name): the sheet's pan fails")
          #expect(scene.top == Self.mediumTop, "\(placement), \(name): the sheet stays")
          recognizer.shimSetState(.ended)
          // The sheet's pan first: the content's recogniser cannot join it.
          scene.window.shimTouchDown(at: start)
          sheetPan.shimTranslation = CGPoint(x: 0, y: 30)
          sheetPan.shimSetState(.began)
          #expect(sheetPan.state == .began, "\(placement), \(name)")
          recognizer.shimSetState(.began)
          #expect(recognizer.state == .failed, "\(placement), \(name): blocked by the sheet")
          sheetPan.shimSetState(.ended)
          sheetPan.shimSetState(.possible)
          ShimRunLoop.advance(by: 1)
        }
        // The scroll view's own pan runs alongside.
        scene.window.shimTouchDown(at: start)
        scrollView.panGestureRecognizer.shimSetState(.began)
        sheetPan.shimTranslation = CGPoint(x: 0, y: 30)
        sheetPan.shimSetState(.began)
        #expect(sheetPan.state == .began, "\(placement): alongside the scroll view's own pan")
        sheetPan.shimSetState(.cancelled)
        scrollView.panGestureRecognizer.shimSetState(.cancelled)
        ShimRunLoop.advance(by: 1)
      }
      text.shimIsFirstResponder = false
    }
  }

  @Test("The pull-down dismissal does not run alongside a table's reordering")
  func pullDownBesideReordering() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scene = GlueModalScene(
      FadeStyle(), presenting: RootViewScreen(table), dismissInteraction: .panDown)
    glueScroll(table)
    let pan = try #require(scene.dismissalPan)
    scene.window.shimTouchDown(at: CGPoint(x: 195, y: 20))
    table.shimReorderRecognizer.shimSetState(.began)
    pan.shimTranslation = CGPoint(x: 0, y: 30)
    pan.shimLocation = CGPoint(x: 195, y: 50)
    pan.shimSetState(.began)
    #expect(pan.state == .failed, "reordering a row does not dismiss")
    ShimRunLoop.advance(by: 1)
    #expect(scene.first.presentedViewController === scene.second)
  }

  // MARK: - Torn down mid-drag

  @Test("A sheet's interaction released mid-drag gives its scroll view back and leaves no target")
  func releasedMidDrag() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let sheet = UIView(frame: CGRect(x: 0, y: 422, width: 390, height: 422))
    container.addSubview(sheet)
    let list = glueScroll(UIScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 382)))
    sheet.addSubview(list)
    let targets = list.panGestureRecognizer.shimTargetCount
    // Held by this variable only, as a presentation controller holds it.
    var interaction: SheetInteraction? = SheetInteraction(
      style: Self.medium, sheetView: sheet, containerView: container, dimmingView: nil,
      isDismissible: { true })
    let sheetPan = try #require(interaction?.recognizer)
    let released = WeakObject(try #require(interaction))
    let finger = GlueFinger(window: window, pans: [list.panGestureRecognizer, sheetPan])
    let start = CGPoint(x: 195, y: 600)
    finger.land(at: start, movedBy: CGPoint(x: 0, y: 12))
    for distance: CGFloat in [30, 60, 90] {
      finger.move(from: start, by: CGPoint(x: 0, y: distance))
    }
    #expect(!list.bounces && !list.showsVerticalScrollIndicator, "the sheet holds the list")
    #expect(list.panGestureRecognizer.shimTargetCount == targets + 1, "and observes its pan")
    // Its owner goes away while the finger is down (a presentation controller released).
    interaction = nil
    #expect(released.value == nil)
    // The release's clean-up runs on the main queue: at once on the main thread, or (as in
    // this test process, whose main actor runs on a dispatch thread) before the next work the
    // main queue runs.
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    #expect(list.bounces && list.showsVerticalScrollIndicator, "given back")
    #expect(list.panGestureRecognizer.shimTargetCount == targets, "no target left on its pan")
    #expect(sheetPan.shimTargetCount == 0, "the sheet's pan sends nothing to what is gone")
    #expect(sheetPan.view == nil, "and is off the sheet")
  }
}
