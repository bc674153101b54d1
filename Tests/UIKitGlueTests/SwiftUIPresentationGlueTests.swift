import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// `fluidDrawer` and `fluidFullScreenCover` on the simulated UIKit: the same agreement between
/// `isPresented` and the presentation as `fluidSheet`'s, with their styles' own dismissal
/// gestures.
@MainActor
@Suite("SwiftUI glue: fluidDrawer and fluidFullScreenCover")
struct SwiftUIPresentationGlueTests {
  static let left = CGPoint(x: -1, y: 0)
  static let down = CGPoint(x: 0, y: 1)

  @Test("A drawer: presented and dismissed by the binding; a person's drag writes false once")
  func drawer() throws {
    let scene = SwiftUIPresentationScene(.drawer)
    scene.setPresented(true)
    scene.expectAgreement(true, "presented")
    #expect(scene.presentation?.style is DrawerStyle)
    scene.pan(Self.left, by: 250, releasing: 1500)
    ShimRunLoop.advance(by: 0.05)
    #expect(scene.model.events.isEmpty, "nothing is written while the dismissal runs")
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(false, "dragged away")
    #expect(scene.model.events == ["isPresented false", "onDismiss"])
    scene.setPresented(true)
    scene.pan(Self.left, by: 30, releasing: -400)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "a drag thrown back")
    scene.setPresented(false)
    scene.expectAgreement(false, "the app's dismissal")
    #expect(scene.model.events == ["isPresented false", "onDismiss", "onDismiss"])
  }

  @Test("A cover with any style: a person's dismissal writes false; a flip mid-flight reverses")
  func cover() throws {
    let scene = SwiftUIPresentationScene(.cover)
    scene.setPresented(true)
    scene.expectAgreement(true, "presented")
    #expect(scene.presentation?.style is ScaleStyle)
    scene.pan(Self.down, by: 400, releasing: 2000)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(false, "dragged away")
    #expect(scene.model.events == ["isPresented false", "onDismiss"])
    scene.setPresented(true, thenWait: 0.05)
    scene.setPresented(false, thenWait: 2)
    scene.expectAgreement(false, "reversed")
    #expect(ShimConsole.transitions.last?.completions == [false])
  }

  @Test("fluidInteractiveDismissDisabled refuses a drawer's drag")
  func drawerDismissDisabled() throws {
    let scene = SwiftUIPresentationScene(.drawer)
    scene.model.isDismissDisabled = true
    scene.setPresented(true)
    scene.pan(Self.left, by: 250, releasing: 1500)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "refused")
    #expect(scene.model.events.isEmpty)
  }

  @Test(
    "Drawer and cover agree under every behaviour setting", arguments: ShimBehaviour.oneAtATime)
  func underBehaviour(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = SwiftUIPresentationScene(.drawer)
      scene.setPresented(true)
      scene.pan(Self.left, by: 250, releasing: 1500)
      ShimRunLoop.advance(by: 2)
      scene.expectAgreement(false, "\(behaviour): drawer dragged away")
      let cover = SwiftUIPresentationScene(.cover)
      cover.setPresented(true, thenWait: 0.05)
      cover.setPresented(false, thenWait: 2)
      cover.expectAgreement(false, "\(behaviour): cover reversed")
      #expect(scene.model.events == ["isPresented false", "onDismiss"], "\(behaviour)")
      #expect(cover.model.events == ["onDismiss"], "\(behaviour)")
    }
  }
}
