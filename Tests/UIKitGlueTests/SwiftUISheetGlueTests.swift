import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidTransitions

/// `fluidSheet` driven the way SwiftUI drives a representable, on the simulated UIKit: after
/// every event the `isPresented` and selection bindings and the presentation agree, the
/// modifier writes a binding only for what a person did (never during an update), and nothing
/// it made outlives it.
@MainActor
@Suite("SwiftUI glue: fluidSheet")
struct SwiftUISheetGlueTests {
  @Test("isPresented presents at the selected detent and dismisses, writing nothing")
  func presentAndDismiss() throws {
    let scene = SwiftUIPresentationScene()
    scene.expectAgreement(false, "before")
    scene.setPresented(true)
    scene.expectAgreement(true, "presented")
    #expect(scene.presented is UIHostingController<FluidPresentedRoot<SwiftUIPresentedContent>>)
    #expect(scene.driver?.selectedDetentIdentifier == .medium)
    #expect(abs(scene.topOnScreen - (844 - 422)) < 1e-6, "at medium: \(scene.topOnScreen)")
    scene.setPresented(false)
    scene.expectAgreement(false, "dismissed")
    #expect(ShimConsole.transitions.map(\.isCustom) == [true, true])
    #expect(ShimConsole.transitions.map(\.completions) == [[true], [true]])
    #expect(scene.model.events == ["onDismiss"], "nothing written; onDismiss once")
  }

  @Test("A person's throw below the smallest detent writes false once, after the dismissal")
  func swipeDismisses() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 0.05)
    #expect(scene.transition?.operation == .dismiss, "the dismissal runs")
    #expect(scene.model.events.isEmpty, "nothing is written while the dismissal runs")
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(false, "after the throw")
    #expect(
      scene.model.events == ["isPresented false", "onDismiss"], "written once, then onDismiss")
  }

  @Test("A drag that springs back to its detent writes nothing")
  func cancelledSwipe() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [12, 30, 40], releasing: -300)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "after the drag")
    #expect(scene.model.events.isEmpty)
  }

  @Test("A presentation grabbed and thrown back writes false")
  func grabAndThrowBack() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true, thenWait: 0.1)
    #expect(scene.transition?.operation == .present, "the presentation runs")
    let grab = try #require(scene.grab())
    for step in 1...4 {
      ShimRunLoop.advance(by: 0.008)
      grab.shimLocation = CGPoint(x: 195, y: 600 + Double(step) * 30)
      grab.shimSetState(.changed)
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    #expect(scene.model.events.isEmpty, "nothing is written before the presentation has ended")
    ShimRunLoop.advance(by: 3)
    #expect(ShimConsole.transitions.last?.completions == [false])
    scene.expectAgreement(false, "after the throw back")
    #expect(scene.model.events == ["isPresented false", "onDismiss"])
  }

  @Test("isPresented flipped mid-transition turns the transition around, writing nothing")
  func flippedMidTransition() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true, thenWait: 0.1)
    scene.setPresented(false, thenWait: 3)
    scene.expectAgreement(false, "presentation turned back")
    #expect(ShimConsole.transitions.map(\.completions) == [[false]], "one presentation, reversed")
    scene.setPresented(true)
    scene.setPresented(false, thenWait: 0.1)
    #expect(scene.transition?.operation == .dismiss)
    scene.setPresented(true, thenWait: 3)
    scene.expectAgreement(true, "dismissal turned back")
    #expect(ShimConsole.transitions.suffix(2).map(\.completions) == [[true], [false]])
    #expect(scene.model.writes.isEmpty)
  }

  @Test("isPresented set while a finger holds the dismissal turns it back from the finger")
  func trueWhileDismissalHeld() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 0.03)
    let transition = try #require(scene.transition)
    #expect(transition.operation == .dismiss)
    let grab = try #require(scene.grab())
    #expect(transition.phase == .interacting, "the finger holds the dismissal")
    // The app wants the sheet: a person's dismissal it does not want is turned back.
    scene.model.change { scene.model.isPresented = false }
    ShimRunLoop.runDeferredWork()
    scene.model.change { scene.model.isPresented = true }
    ShimRunLoop.advance(by: 0.02)
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement(true, "the dismissal turned back")
    #expect(ShimConsole.transitions.last?.completions == [false])
    #expect(scene.model.writes.isEmpty)
  }

  @Test("The selected detent is bound both ways")
  func selectionBothWays() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    // A flick up lands on large: the binding hears it once.
    scene.drag(from: 500, by: [-12, -30, -60, -90], releasing: -1500)
    ShimRunLoop.advance(by: 2)
    #expect(scene.model.writes == ["selection large"])
    scene.expectAgreement(true, "after the flick")
    // The app selects medium: the sheet springs there, and nothing is written back.
    scene.model.change { scene.model.selection = .medium }
    ShimRunLoop.advance(by: 0.05)
    #expect(scene.driver?.phase == .settling, "the sheet moves with the library's spring")
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "after the app's selection")
    #expect(abs(scene.topOnScreen - (844 - 422)) < 1e-6)
    #expect(scene.model.writes == ["selection large"])
  }

  @Test("A selection made while a finger holds the sheet applies once it lets go")
  func selectionWhileHeld() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [-12, -20], releasing: 0, lifts: false)
    scene.model.change { scene.model.selection = .large }
    ShimRunLoop.runDeferredWork()
    #expect(scene.driver?.phase == .interacting, "the finger keeps the sheet")
    let pan = try #require(scene.presentation?.sheetInteraction?.recognizer)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "after the finger")
    #expect(scene.driver?.selectedDetentIdentifier == .large)
    #expect(scene.model.writes.isEmpty)
  }

  @Test("fluidInteractiveDismissDisabled refuses a person's dismissal, not the app's")
  func dismissDisabled() throws {
    let scene = SwiftUIPresentationScene()
    scene.model.isDismissDisabled = true
    scene.setPresented(true)
    #expect(scene.presented?.isModalInPresentation == true)
    scene.drag(from: 500, by: [12, 40, 120, 240], releasing: 2500)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "after the refused throw")
    let tap = try #require(
      scene.presentation?.dimmingView.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
    tap.shimSetState(.ended)
    tap.shimSetState(.possible)
    ShimRunLoop.advance(by: 2)
    scene.expectAgreement(true, "after the refused tap")
    #expect(scene.model.events.isEmpty)
    // Allowed again, the throw dismisses.
    scene.model.change { scene.model.isDismissDisabled = false }
    ShimRunLoop.runDeferredWork()
    #expect(scene.presented?.isModalInPresentation == false)
    scene.setPresented(false)
    scene.expectAgreement(false, "the app's dismissal")
  }

  @Test("A binding that drops the write presents the sheet again")
  func droppedWrite() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.model.ignoresWrites = true
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 3)
    scene.expectAgreement(true, "presented again")
    #expect(scene.model.events == ["isPresented false", "onDismiss"])
  }

  @Test("The modifier's view leaving mid-presentation takes the presentation with it")
  func leavesMidPresentation() throws {
    weak var presented: UIViewController?
    weak var delegate: FluidTransitioningDelegate?
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true, thenWait: 0.1)
    presented = scene.presented
    delegate = presented?.transitioningDelegate as? FluidTransitioningDelegate
    #expect(presented != nil && delegate != nil)
    scene.model.change { scene.model.isShown = false }
    ShimRunLoop.advance(by: 3)
    #expect(scene.host.presentedViewController == nil)
    #expect(presented == nil, "the presented controller is freed")
    #expect(delegate == nil, "the delegate is freed")
    #expect(scene.model.events.isEmpty, "nothing written after the view left")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("The modifier's view leaving while presented dismisses, and frees everything")
  func leavesWhilePresented() throws {
    weak var presented: UIViewController?
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    presented = scene.presented
    scene.model.change { scene.model.isShown = false }
    ShimRunLoop.advance(by: 3)
    #expect(scene.host.presentedViewController == nil)
    #expect(presented == nil)
    #expect(scene.model.events.isEmpty)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test("A selection naming no detent leaves the sheet and is corrected on the next frame")
  func unknownSelection() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.model.change { scene.model.selection = "tall" }
    ShimRunLoop.runDeferredWork()
    #expect(scene.model.events.isEmpty, "never written during the update")
    ShimRunLoop.advance(by: 0.1)
    scene.expectAgreement(true, "corrected")
    #expect(scene.model.writes == ["selection medium"])
  }

  @Test("Presented with a selection naming no detent: at the smallest, and the binding told")
  func presentedWithUnknownSelection() throws {
    let scene = SwiftUIPresentationScene(selection: "tall")
    scene.setPresented(true)
    scene.expectAgreement(true, "presented")
    #expect(scene.model.writes == ["selection medium"])
  }

  @Test("Empty detents mean large, and the binding is told")
  func emptyDetents() throws {
    let scene = SwiftUIPresentationScene(.sheet(detents: []))
    scene.setPresented(true)
    scene.expectAgreement(true, "presented")
    #expect(scene.model.writes == ["selection large"])
    #expect(abs(scene.topOnScreen) < 1e-6)
  }

  @Test("An item sheet: presented while the item is set, nil written once by a person's throw")
  func itemSheet() throws {
    let scene = SwiftUIPresentationScene(.itemSheet)
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 7) }
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented != nil && scene.transition == nil, "presented")
    #expect(scene.model.shownItems.last == 7)
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 8) }
    ShimRunLoop.runDeferredWork()
    #expect(scene.model.shownItems.last == 8, "another item shows in the same sheet")
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented == nil)
    #expect(scene.model.item == nil)
    #expect(scene.model.events == ["item nil", "onDismiss"])
    // The app's nil: the sheet leaves showing its last item.
    scene.model.change { scene.model.item = SwiftUISheetItem(id: 9) }
    ShimRunLoop.advance(by: 2)
    let shown = scene.model.shownItems.count
    scene.model.change { scene.model.item = nil }
    ShimRunLoop.advance(by: 0.1)
    #expect(scene.transition?.operation == .dismiss)
    #expect(scene.model.shownItems.dropFirst(shown).allSatisfy { $0 == 9 })
    let leaving = try #require(
      scene.presented as? UIHostingController<FluidPresentedRoot<SwiftUIItemProbe?>>)
    #expect(leaving.rootView.content != nil, "the leaving sheet keeps its content")
    ShimRunLoop.advance(by: 2)
    #expect(scene.presented == nil)
    #expect(scene.model.writes == ["item nil"])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
    #expect(scene.model.writesDuringUpdate == 0)
  }

  @Test(
    "Present, throw, flip and select agree under every behaviour setting",
    arguments: ShimBehaviour.oneAtATime)
  func underBehaviour(_ behaviour: ShimBehaviour) {
    ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = SwiftUIPresentationScene()
      scene.setPresented(true)
      scene.expectAgreement(true, "\(behaviour): present")
      scene.drag(from: 500, by: [-12, -30, -60, -90], releasing: -1500)
      ShimRunLoop.advance(by: 2)
      scene.expectAgreement(true, "\(behaviour): flick to large")
      scene.model.change { scene.model.selection = .medium }
      ShimRunLoop.advance(by: 2)
      scene.expectAgreement(true, "\(behaviour): selected medium")
      scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
      ShimRunLoop.advance(by: 3)
      scene.expectAgreement(false, "\(behaviour): thrown away")
      scene.setPresented(true, thenWait: 0.1)
      scene.setPresented(false, thenWait: 3)
      scene.expectAgreement(false, "\(behaviour): reversed")
      #expect(
        scene.model.events == ["selection large", "isPresented false", "onDismiss", "onDismiss"],
        "\(behaviour)")
    }
  }
}
