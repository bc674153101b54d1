import FluidTransitions
import Testing
import UIKit

/// A sheet's corners and grabber on the simulated UIKit. The sheet is shown in a view of its own
/// (the presentation controller's `presentedView`), as UIKit's sheets are: that view has the top
/// two corners rounded on a continuous curve, clips what it holds and carries the grabber, from
/// the first frame of the presentation to the last of the dismissal; the presented controller's
/// view fills it and is never changed.
@MainActor
@Suite("UIKit glue: a sheet's corners and grabber")
struct SheetCornerGlueTests {
  static let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// `view`'s layer has the sheet's shape: `radius` on the top corners, continuous, clipped.
  static func expectSheetShape(_ view: UIView?, radius: CGFloat = 10, _ when: String) {
    guard let layer = view?.layer else {
      Issue.record("\(when): no sheet")
      return
    }
    #expect(layer.cornerRadius == radius, "\(when): radius \(layer.cornerRadius)")
    #expect(layer.maskedCorners == topCorners, "\(when): only the top corners")
    #expect(layer.cornerCurve == .continuous, "\(when): continuous")
    #expect(layer.masksToBounds, "\(when): the content is clipped to the corners")
  }

  /// `view`'s layer is as the app made it: `radius` on every corner, circular, not clipped.
  static func expectUntouched(_ view: UIView, radius: CGFloat = 0, _ when: String) {
    let layer = view.layer
    #expect(layer.cornerRadius == radius, "\(when): the app's radius, \(layer.cornerRadius)")
    #expect(layer.maskedCorners == allCorners, "\(when): every corner, as the app left them")
    #expect(layer.cornerCurve == .circular, "\(when): the app's curve")
    #expect(!layer.masksToBounds, "\(when): not clipped, so its shadow and overflow stay")
  }

  @Test("A presented sheet's view has the shape; the presented controller's view is untouched")
  func shape() {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large], cornerRadius: 16),
      presenting: GlueScreen(title: "Sheet"))
    let sheet = scene.second.glueShownView
    #expect(sheet !== scene.second.view, "the sheet has a view of its own")
    #expect(scene.second.view.superview === sheet, "the controller's view is inside it")
    #expect(scene.second.view.frame == sheet.bounds, "and fills it")
    Self.expectSheetShape(sheet, radius: 16, "presented")
    Self.expectUntouched(scene.second.view, "presented")
    scene.presentation?.selectDetent(.large)
    ShimRunLoop.advance(by: 1)
    Self.expectSheetShape(sheet, radius: 16, "at another detent")
    #expect(scene.second.view.frame == sheet.bounds, "the content follows the detent")
    Self.expectUntouched(scene.second.view, "at another detent")
  }

  @Test("The sheet has its shape for the whole flight of its presentation and dismissal")
  func shapedInFlight() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Sheet")
    window.rootViewController = first
    first.present(second, fluid: SheetStyle(detents: [.medium]))
    ShimRunLoop.advance(by: 0.1)
    let presentation = try #require(second.presentationController as? FluidPresentationController)
    #expect(presentation.sheetInteraction == nil, "the presentation is still under way")
    Self.expectSheetShape(presentation.presentedView, "in the presentation's flight")
    ShimRunLoop.advance(by: 2)
    second.dismiss(animated: true)
    ShimRunLoop.advance(by: 0.1)
    Self.expectSheetShape(presentation.presentedView, "in the dismissal's flight")
    Self.expectUntouched(second.view, "in the dismissal's flight")
  }

  @Test("The app's own view keeps its corners and overflow after the sheet, and later elsewhere")
  func appViewUntouchedAfterwards() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let card = GlueScreen(title: "Card")
    card.view.layer.cornerRadius = 6
    window.rootViewController = first
    first.present(card, fluid: SheetStyle(detents: [.medium]))
    ShimRunLoop.advance(by: 2)
    Self.expectUntouched(card.view, radius: 6, "presented")
    card.dismiss(animated: true)
    ShimRunLoop.advance(by: 2)
    #expect(first.presentedViewController == nil)
    #expect(card.view.superview == nil, "the view left the sheet's view with the dismissal")
    Self.expectUntouched(card.view, radius: 6, "after the dismissal")
    card.view.layer.cornerRadius = 0
    first.present(card, fluid: FadeStyle())
    ShimRunLoop.advance(by: 2)
    #expect(card.glueShownView === card.view)
    Self.expectUntouched(card.view, "presented full screen afterwards")
  }

  @Test(
    "A transition over the sheet, from it and back, leaves its corners and content as they were",
    arguments: ["fade", "scale", "sheet", "zoom"])
  func keptThroughTransitions(_ kind: String) throws {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large]), presenting: GlueScreen(title: "Sheet"))
    let sheet = scene.second
    let shown = sheet.glueShownView
    let top = GlueScreen(title: "Top")
    switch kind {
    case "fade": sheet.present(top, fluid: FadeStyle())
    case "scale": sheet.present(top, fluid: ScaleStyle())
    case "sheet": sheet.present(top, fluid: SheetStyle(detents: [.large]))
    default:
      let element = try #require((sheet as? GlueScreen)?.element)
      sheet.present(
        top, fluid: ZoomStyle(),
        elements: ZoomElements(
          source: { [weak element] in element }, destination: { [weak top] in top?.element }))
    }
    ShimRunLoop.advance(by: 0.1)
    Self.expectSheetShape(shown, "\(kind): while the presentation runs")
    #expect(sheet.view.superview === shown, "\(kind): the content stays in the sheet")
    ShimRunLoop.advance(by: 2)
    #expect(sheet.presentedViewController === top, "\(kind)")
    let presentation = try #require(top.presentationController)
    #expect(!presentation.shouldRemovePresentersView, "\(kind): the sheet under it stays")
    #expect(shown.window === scene.window, "\(kind): the sheet is on screen under it")
    Self.expectSheetShape(shown, "\(kind): under the presented screen")
    top.dismiss(animated: true, completion: nil)
    ShimRunLoop.advance(by: 0.1)
    Self.expectSheetShape(shown, "\(kind): while the dismissal runs")
    ShimRunLoop.advance(by: 2)
    #expect(sheet.presentedViewController == nil, "\(kind)")
    Self.expectSheetShape(shown, "\(kind): after the dismissal")
    #expect(sheet.view.superview === shown, "\(kind): the content is in the sheet")
    #expect(sheet.view.frame == shown.bounds, "\(kind)")
    Self.expectUntouched(sheet.view, "\(kind): after the dismissal")
  }

  @Test("A dismissal that is cancelled leaves the sheet's corners as they were")
  func keptThroughCancelledDismissal() throws {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium]), presenting: GlueScreen(title: "Sheet"))
    let pan = try #require(scene.sheetPan)
    let finger = GlueFinger(window: scene.window, pans: [pan])
    finger.drag(from: CGPoint(x: 195, y: 500), by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.runDeferredWork()
    let transition = try #require(scene.delegate.currentTransition)
    transition.cancel()
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController === scene.second)
    Self.expectSheetShape(scene.second.glueShownView, "after the cancelled dismissal")
    Self.expectUntouched(scene.second.view, "after the cancelled dismissal")
  }

  @Test("The grabber of a presented table view controller stays on top while the table scrolls")
  func grabberAboveAScrollingTable() throws {
    let table = glueScroll(UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large], prefersGrabberVisible: true),
      presenting: RootViewScreen(table))
    let sheet = scene.second.glueShownView
    let grabber = try #require(sheet.subviews.last)
    #expect(grabber !== table, "the grabber is above the content")
    #expect(!grabber.isDescendant(of: table), "and not inside the table, whose content scrolls")
    let before = grabber.convert(grabber.bounds, to: scene.window)
    table.contentOffset = CGPoint(x: 0, y: 300)
    let row = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
    table.addSubview(row)
    ShimRunLoop.advance(by: 0.1)
    #expect(grabber.convert(grabber.bounds, to: scene.window) == before, "it did not scroll")
    #expect(sheet.subviews.last === grabber, "a row added later does not cover it")
    #expect(before.minY == sheet.convert(sheet.bounds, to: scene.window).minY + 5)
  }
}
