import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidTransitions

/// `FluidTransitionReader` inside a `fluidSheet`'s content on the simulated UIKit: its content
/// follows the transition that moves it, frame by frame (the driver's progress on screen, the
/// phase, whether it arrives), is idle at rest, never sees a non-finite number, is never
/// written during an update, and stops reading when it leaves.
@MainActor
@Suite("SwiftUI glue: FluidTransitionReader")
struct SwiftUIReaderGlueTests {
  /// Readings a navigation page's reader was made with.
  @MainActor
  final class PageLog {
    var readings: [Int: [FluidTransitionProxy]] = [:]
  }

  struct PageProbe: View {
    init(item: Int, proxy: FluidTransitionProxy, log: PageLog) {
      log.readings[item, default: []].append(proxy)
    }
    var body: some View { EmptyView() }
  }

  struct StackScreen: View {
    let model: SwiftUIPathModel
    let log: PageLog

    var body: some View {
      FluidNavigationStack(path: model.binding, interaction: .edgePan) {
        SwiftUIHome()
      } destination: { item in
        FluidTransitionReader { proxy in
          PageProbe(item: item, proxy: proxy, log: log)
        }
      }
    }
  }

  @Test("A navigation page's reader follows its push and its pop")
  func followsPushAndPop() throws {
    ShimConsole.reset()
    let model = SwiftUIPathModel(path: [])
    let log = PageLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UIHostingController(
      rootView: StackScreen(model: model, log: log))
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
    model.change([1])
    ShimRunLoop.advance(by: 0.1)
    let pushing = log.readings[1, default: []].filter { $0.operation == .push }
    #expect(!pushing.isEmpty && pushing.allSatisfy(\.isAppearing), "\(pushing)")
    ShimRunLoop.advance(by: 2)
    #expect(log.readings[1]?.last == .idle)
    model.change([])
    ShimRunLoop.advance(by: 0.1)
    let popping = log.readings[1, default: []].filter { $0.operation == .pop }
    #expect(!popping.isEmpty && popping.allSatisfy { !$0.isAppearing }, "\(popping)")
    ShimRunLoop.advance(by: 2)
    expectFinite(log.readings[1, default: []])
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// Every reading was finite, with its presence in [0, 1].
  func expectFinite(_ readings: [FluidTransitionProxy]) {
    for reading in readings {
      #expect(reading.progress.isFinite && reading.velocity.isFinite, "\(reading)")
      #expect((0...1).contains(reading.presence), "\(reading)")
    }
  }

  @Test("The content follows the presentation as it arrives, and is idle at rest")
  func followsPresentation() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true, thenWait: 0.15)
    let during = scene.model.readings
    let moving = during.filter { $0.operation == .present }
    #expect(!moving.isEmpty, "the content saw the presentation")
    #expect(moving.allSatisfy { $0.isAppearing && $0.phase == .animating })
    let presences = moving.map(\.presence)
    #expect(presences == presences.sorted(), "the presence grows: \(presences)")
    ShimRunLoop.advance(by: 2)
    #expect(scene.model.readings.last == .idle, "idle at rest")
    scene.expectAgreement(true, "presented")
    expectFinite(scene.model.readings)
  }

  @Test("A dismissal a finger holds: the content reads the driver's progress, leaving")
  func followsHeldDismissal() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 0.03)
    let transition = try #require(scene.transition)
    let grab = try #require(scene.grab())
    #expect(transition.phase == .interacting)
    ShimRunLoop.advance(by: 0.05)
    let reading = try #require(scene.model.readings.last)
    let driver = try #require(transition.driver)
    #expect(reading.phase == .interacting)
    #expect(reading.operation == .dismiss)
    #expect(!reading.isAppearing)
    #expect(reading.progress == driver.presentedProgress, "the progress on screen")
    #expect(reading.presence == 1 - driver.presentedProgress)
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    expectFinite(scene.model.readings)
    #expect(ShimConsole.messages.isEmpty, "no state written during an update")
  }

  @Test("A finger moving a held dismissal: the content reads the finger's velocity, then 0")
  func readsTheFingersVelocity() throws {
    let scene = SwiftUIPresentationScene()
    scene.setPresented(true)
    scene.drag(from: 500, by: [12, 40, 80, 120], releasing: 2000)
    ShimRunLoop.advance(by: 0.03)
    let transition = try #require(scene.transition)
    let grab = try #require(scene.grab())
    let driver = try #require(transition.driver)
    // 6 pt down every 1/120 s: 720 pt/s.
    for step in 1...8 {
      ShimRunLoop.advance(by: 1.0 / 120)
      grab.shimLocation = CGPoint(x: 195, y: 600 + 6 * CGFloat(step))
      grab.shimSetState(.changed)
    }
    ShimRunLoop.advance(by: 1.0 / 120)
    let reading = try #require(scene.model.readings.last)
    #expect(reading.phase == .interacting)
    #expect(driver.animator?.presentedVelocity == 0, "the paused animator reads still")
    let expected = driver.configuration.interaction.progressVelocity(
      forVelocity: Vector(dx: 0, dy: 720))
    #expect(expected > 0, "a dismissal's progress grows as the finger moves down")
    #expect(abs(reading.velocity - expected) <= 1e-6 * abs(expected), "\(reading.velocity)")
    // The finger rests: past the tracker's gap the reading is still.
    ShimRunLoop.advance(by: 0.1)
    #expect(scene.model.readings.last?.velocity == 0)
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    expectFinite(scene.model.readings)
  }

  @Test("The reader stops reading when its content goes")
  func stopsWhenGone() throws {
    let scene = SwiftUIPresentationScene()
    let before = ShimDisplayLinks.count
    scene.setPresented(true)
    #expect(ShimDisplayLinks.count > before, "the reader reads on each frame")
    scene.setPresented(false, thenWait: 3)
    scene.expectAgreement(false, "dismissed")
    #expect(ShimDisplayLinks.count == before, "no display link is left behind")
  }
}
