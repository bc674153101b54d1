import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// Touches behind a sheet with an undimmed detent, through the UIKit layer: as under a system
/// sheet with `largestUndimmedDetentIdentifier`, a finger above the sheet reaches the presenter
/// while the sheet is at or below its largest undimmed detent, and the dimming (whose tap
/// dismisses) above it; the switch follows the sheet under a finger and through settles. Run
/// under each setting of `ShimBehaviour.hitTestOutsideTheSubview`: where UIKit ignored a
/// hit-test result from another branch of the window, the touch would reach neither the
/// presenter nor the dimming.
@MainActor
@Suite("UIKit glue: touches behind an undimmed sheet")
struct SheetTouchGlueTests {
  typealias Scene = SheetGlueTests.SheetScene

  /// Inside the presenter's `element` (20, 300, 110 × 110), above medium's top edge (422).
  static let point = CGPoint(x: 75, y: 355)

  /// Where a finger landing at ``point`` goes.
  enum Landing: String {
    case presenter, dimming, sheet, elsewhere
  }

  static func landing(in scene: Scene) -> Landing {
    let touch = scene.window.shimTouchDown(at: point)
    guard let view = touch.view, let presentation = scene.presentation else { return .elsewhere }
    if view === scene.first.element { return .presenter }
    if view === presentation.dimmingView { return .dimming }
    if let sheet = presentation.presentedView, view.isDescendant(of: sheet) { return .sheet }
    return .elsewhere
  }

  /// Where the touch must go with the sheet at `value`: on the sheet where it covers the
  /// point, else through to the presenter at or below medium (or nowhere, where UIKit ignores
  /// the pass-through), else on the dimming, unless the dimming is still fainter than UIKit's
  /// hit-testing threshold (alpha below 0.01, just above medium): then on the container, which
  /// does nothing with it.
  static func expected(
    atValue value: Double, _ setting: ShimBehaviour.HitTestOutsideTheSubview, in scene: Scene
  ) -> Landing {
    if 844 - value <= Double(point.y) { return .sheet }
    if value <= 422 { return setting == .delivered ? .presenter : .elsewhere }
    let alpha = scene.interaction?.driver.layout.dimmingAlpha(atValue: value) ?? 0
    return alpha < 0.01 ? .elsewhere : .dimming
  }

  @Test(
    "Dragged across medium and settled across it, the touch above the sheet switches at medium",
    arguments: ShimBehaviour.HitTestOutsideTheSubview.allCases)
  func followsTheSheet(_ setting: ShimBehaviour.HitTestOutsideTheSubview) throws {
    var behaviour = ShimBehaviour()
    behaviour.hitTestOutsideTheSubview = setting
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(
        SheetStyle(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium))
      let driver = try #require(scene.interaction?.driver)
      let pan = try #require(scene.interaction?.recognizer)
      #expect(
        Self.landing(in: scene) == Self.expected(atValue: 422, setting, in: scene),
        "at rest on medium")

      // A finger on the sheet moves it up 60 pt, then down 20 pt below medium.
      var landings: [(Double, Landing)] = []
      let move = { (distance: CGFloat) in
        pan.shimTranslation = CGPoint(x: 0, y: distance)
        pan.shimLocation = CGPoint(x: 195, y: 600 + distance)
      }
      move(-12)
      pan.shimSetState(.began)
      for distance: CGFloat in [-30, -60, -40, -10, 0, 12, 20] {
        ShimRunLoop.advance(by: 0.01)
        move(distance)
        pan.shimSetState(.changed)
        landings.append((driver.value, Self.landing(in: scene)))
      }
      pan.shimVelocity = .zero
      pan.shimSetState(.ended)
      pan.shimSetState(.possible)
      ShimRunLoop.advance(by: 2)
      #expect(driver.value == 422)
      #expect(landings.contains { $0.1 == .dimming }, "the drag went above medium")

      // Settles up to large and back down to medium, a touch every frame.
      scene.presentation?.selectDetent(.large)
      for _ in 0..<90 {
        ShimRunLoop.advance(by: 1.0 / 120)
        landings.append((driver.value, Self.landing(in: scene)))
      }
      #expect(driver.value == 844)
      scene.presentation?.selectDetent(.medium)
      for _ in 0..<90 {
        ShimRunLoop.advance(by: 1.0 / 120)
        landings.append((driver.value, Self.landing(in: scene)))
      }
      #expect(driver.value == 422)
      for (value, landing) in landings {
        #expect(landing == Self.expected(atValue: value, setting, in: scene), "at \(value)")
      }
      let seen = Set(landings.map(\.1))
      let through = Self.expected(atValue: 422, setting, in: scene)
      #expect(seen.isSuperset(of: [.sheet, .dimming, through]), "every side was seen: \(seen)")
      #expect(
        Self.landing(in: scene) == Self.expected(atValue: 422, setting, in: scene), "back on medium"
      )
      #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    }
  }

  @Test("Stretched above an undimmed largest detent, the sheet still lets touches through")
  func stretchedAboveAnUndimmedLargest() throws {
    let scene = Scene(
      SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: .large,
        largestUndimmedDetentIdentifier: .large, topInset: 200))
    let pan = try #require(scene.interaction?.recognizer)
    let above = CGPoint(x: 195, y: 60)
    #expect(scene.window.shimTouchDown(at: above).view === scene.first.view, "at rest on large")
    pan.shimTranslation = CGPoint(x: 0, y: -12)
    pan.shimLocation = CGPoint(x: 195, y: 588)
    pan.shimSetState(.began)
    ShimRunLoop.advance(by: 0.01)
    pan.shimTranslation = CGPoint(x: 0, y: -80)
    pan.shimLocation = CGPoint(x: 195, y: 520)
    pan.shimSetState(.changed)
    let value = try #require(scene.interaction?.driver.value)
    #expect(value > 644 && 844 - value > Double(above.y), "stretched, still below the point")
    #expect(scene.window.shimTouchDown(at: above).view === scene.first.view, "stretched")
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
  }

  @Test("A touch that goes through leaves the dimming's tap alone: the sheet stays")
  func passThroughDoesNotDismiss() throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium))
    let presentation = try #require(scene.presentation)
    let touch = scene.window.shimTouchDown(at: Self.point)
    #expect(touch.view === scene.first.element)
    let tap = try #require(
      presentation.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
    #expect(tap.state == .possible)
    ShimRunLoop.advance(by: 1)
    #expect(scene.first.presentedViewController === scene.second)
  }

  @Test("Every detent dimmed: the touch lands on the dimming, whose tap dismisses as before")
  func dimmedTakesTheTouch() throws {
    let scene = Scene(SheetStyle(detents: [.medium, .large]))
    let presentation = try #require(scene.presentation)
    let touch = scene.window.shimTouchDown(at: Self.point)
    #expect(touch.view === presentation.dimmingView)
    let tap = try #require(
      presentation.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
    tap.shimSetState(.ended)
    tap.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController == nil, "dismissed")
  }

  @Test("A modal sheet's dimmed tap is refused as before; undimmed, the touch goes through")
  func modal() throws {
    let scene = Scene(
      SheetStyle(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium),
      modal: true)
    let presentation = try #require(scene.presentation)
    #expect(scene.window.shimTouchDown(at: Self.point).view === scene.first.element)
    presentation.selectDetent(.large, animated: false)
    // Large covers the point: the sheet's own view has it.
    #expect(
      scene.window.shimTouchDown(at: Self.point).view?.isDescendant(of: scene.second.view) == true)
    let tap = try #require(
      presentation.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
    tap.shimSetState(.ended)
    tap.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    #expect(scene.first.presentedViewController === scene.second, "modal: not dismissed")
  }
}
