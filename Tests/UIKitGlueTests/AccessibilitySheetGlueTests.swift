import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// A sheet for VoiceOver and Switch Control: modal exactly where it dims (VoiceOver reaches the
/// presenter where touches do), and its grabber an adjustable element whose increment and
/// decrement move it between detents, with a label and a value naming the detent.
@MainActor
@Suite("UIKit glue: sheets for VoiceOver")
struct AccessibilitySheetGlueTests {
  typealias Scene = SheetGlueTests.SheetScene

  static func grabber(of scene: Scene) -> UIView? {
    scene.second.glueShownView.subviews.last
  }

  @Test("Content that dims the presenter is modal; an undimmed sheet is not")
  func modality() throws {
    let scene = Scene(
      SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: .medium,
        largestUndimmedDetentIdentifier: .medium))
    let presentation = try #require(scene.presentation)
    let sheet = scene.second.glueShownView
    // Above the sheet, on the dimming: it hands the touch to the presenter while undimmed.
    let aboveTheSheet = CGPoint(x: 200, y: 100)
    let dimming = presentation.dimmingView
    #expect(dimming.hitTest(aboveTheSheet, with: nil) !== dimming, "touches reach the presenter")
    #expect(!sheet.accessibilityViewIsModal)
    #expect(scene.first.element.shimIsReachableByVoiceOver, "and so does VoiceOver")
    presentation.selectDetent(.large)
    ShimRunLoop.advance(by: 2)
    #expect(dimming.hitTest(aboveTheSheet, with: nil) === dimming, "dimmed: touches stop")
    #expect(sheet.accessibilityViewIsModal)
    #expect(!scene.first.element.shimIsReachableByVoiceOver, "VoiceOver stays in the sheet")
    #expect(scene.second.element.shimIsReachableByVoiceOver)
    presentation.selectDetent(.medium)
    ShimRunLoop.advance(by: 2)
    #expect(!sheet.accessibilityViewIsModal)
    #expect(scene.first.element.shimIsReachableByVoiceOver)
  }

  @Test("A sheet that dims from the start is modal from the start", arguments: [0.05, 2])
  func dimmedSheetIsModal(after seconds: Double) throws {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    window.rootViewController = first
    first.present(second, fluid: SheetStyle(detents: [.medium, .large]))
    ShimRunLoop.advance(by: seconds)
    #expect(second.glueShownView.accessibilityViewIsModal)
    #expect(!first.element.shimIsReachableByVoiceOver)
    #expect(second.element.shimIsReachableByVoiceOver)
  }

  @Test(
    "A drawer, zoom, fade or scale dims what is behind it and is modal", arguments: [0, 1, 2, 3])
  func otherStylesAreModal(index: Int) throws {
    let styles: [any TransitionStyle] = [DrawerStyle(), ZoomStyle(), FadeStyle(), ScaleStyle()]
    let scene = PresentationGlueTests.Scene(styles[index])
    #expect(scene.isPresented)
    #expect(scene.second.glueShownView.accessibilityViewIsModal, "\(styles[index])")
    #expect(!scene.first.element.shimIsReachableByVoiceOver, "\(styles[index])")
    #expect(scene.second.element.shimIsReachableByVoiceOver, "\(styles[index])")
  }

  @Test("The grabber is adjustable: increment and decrement move between detents")
  func grabberAdjusts() throws {
    let scene = Scene(
      SheetStyle(
        detents: [.medium, .large], selectedDetentIdentifier: .medium,
        prefersGrabberVisible: true))
    let grabber = try #require(Self.grabber(of: scene))
    #expect(grabber.isAccessibilityElement)
    #expect(grabber.accessibilityTraits.contains(.adjustable))
    #expect(grabber.accessibilityLabel == "Sheet Grabber")
    #expect(grabber.accessibilityValue == "Half screen")
    grabber.accessibilityIncrement()
    ShimRunLoop.advance(by: 2)
    #expect(scene.presentation?.selectedDetentIdentifier == .large)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 844))
    #expect(grabber.accessibilityValue == "Full screen")
    grabber.accessibilityIncrement()
    ShimRunLoop.advance(by: 2)
    #expect(scene.presentation?.selectedDetentIdentifier == .large, "the largest stays")
    grabber.accessibilityDecrement()
    ShimRunLoop.advance(by: 2)
    #expect(scene.second.glueShownView.frame == scene.frame(forValue: 422))
    #expect(grabber.accessibilityValue == "Half screen")
    let before = ShimConsole.transitions.count
    grabber.accessibilityDecrement()
    ShimRunLoop.advance(by: 2)
    #expect(ShimConsole.transitions.count == before, "a decrement never dismisses")
    #expect(scene.second.presentingViewController === scene.first)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The grabber's words are the app's to set")
  func grabberWords() throws {
    let scene = Scene(SheetStyle(detents: [.medium, .large], prefersGrabberVisible: true))
    let grabber = try #require(Self.grabber(of: scene))
    scene.presentation?.grabberAccessibility = SheetGrabberAccessibility(
      label: "Poignée", hint: nil, detentNames: [.medium: "Mi-hauteur"])
    #expect(grabber.accessibilityLabel == "Poignée")
    #expect(grabber.accessibilityHint == nil)
    #expect(grabber.accessibilityValue == "Mi-hauteur")
    grabber.accessibilityIncrement()
    ShimRunLoop.advance(by: 2)
    #expect(grabber.accessibilityValue == "large", "an unnamed detent reads its identifier")
  }
}
