import FluidTransitions
import Testing
import UIKit

/// A sheet's corners on the simulated UIKit: the top two rounded on a continuous curve and
/// clipping the content, the bottom two square (the sheet meets the keyboard and the screen's
/// bottom edge with no gap), and the radius kept through every later transition that uses the
/// sheet's view.
@MainActor
@Suite("UIKit glue: a sheet's corners")
struct SheetCornerGlueTests {
  static let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

  /// The sheet's layer has the sheet's shape: `radius` on the top corners, continuous, clipped.
  static func expectSheetShape(_ view: UIView, radius: CGFloat = 10, _ when: String) {
    let layer = view.layer
    #expect(layer.cornerRadius == radius, "\(when): radius \(layer.cornerRadius)")
    #expect(layer.maskedCorners == topCorners, "\(when): only the top corners")
    #expect(layer.cornerCurve == .continuous, "\(when): continuous")
    #expect(layer.masksToBounds, "\(when): the content is clipped to the corners")
  }

  @Test("A presented sheet rounds its top corners only, continuously, and clips its content")
  func shape() {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large], cornerRadius: 16),
      presenting: GlueScreen(title: "Sheet"))
    Self.expectSheetShape(scene.second.view, radius: 16, "presented")
    scene.presentation?.selectDetent(.large)
    ShimRunLoop.advance(by: 1)
    Self.expectSheetShape(scene.second.view, radius: 16, "at another detent")
  }

  @Test(
    "A transition over the sheet, from it and back, leaves its corners as they were",
    arguments: ["fade", "scale", "sheet", "zoom"])
  func keptThroughTransitions(_ kind: String) throws {
    let scene = GlueModalScene(
      SheetStyle(detents: [.medium, .large]), presenting: GlueScreen(title: "Sheet"))
    let sheet = scene.second
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
    #expect(sheet.view.layer.cornerRadius == 10, "\(kind): while the presentation runs")
    ShimRunLoop.advance(by: 2)
    #expect(sheet.presentedViewController === top, "\(kind)")
    Self.expectSheetShape(sheet.view, "\(kind): under the presented screen")
    top.dismiss(animated: true, completion: nil)
    ShimRunLoop.advance(by: 0.1)
    #expect(sheet.view.layer.cornerRadius == 10, "\(kind): while the dismissal runs")
    ShimRunLoop.advance(by: 2)
    #expect(sheet.presentedViewController == nil, "\(kind)")
    Self.expectSheetShape(sheet.view, "\(kind): after the dismissal")
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
    Self.expectSheetShape(scene.second.view, "after the cancelled dismissal")
  }
}
