import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidGallery

/// The simulated SwiftUI host against Apple's documented life cycle of a representable: made
/// once (coordinator first), updated on every change of the app's state, dismantled when it
/// leaves the view tree; the two switches where Apple is silent (when updates run, what a
/// write during an update does); and the gallery's SwiftUI entry point.
@MainActor
@Suite("SwiftUI glue: the simulated host")
struct SwiftUIHostGlueTests {
  /// What a representable was asked, in order.
  @MainActor
  final class Log {
    var calls: [String] = []
    /// Each update's transaction's `disablesAnimations`.
    var disablesAnimations: [Bool] = []
    var value = 0
    /// Written through the binding during each update when set.
    var writeDuringUpdate: Int?
  }

  struct Recorder: UIViewControllerRepresentable {
    let log: Log
    let value: Binding<Int>

    final class Coordinator {}

    func makeCoordinator() -> Coordinator {
      log.calls.append("makeCoordinator")
      return Coordinator()
    }

    func makeUIViewController(context: Context) -> UIViewController {
      log.calls.append("make \(value.wrappedValue)")
      return UIViewController()
    }

    func updateUIViewController(_ viewController: UIViewController, context: Context) {
      log.calls.append("update \(value.wrappedValue)")
      log.disablesAnimations.append(context.transaction.disablesAnimations)
      if let write = log.writeDuringUpdate {
        log.writeDuringUpdate = nil
        value.wrappedValue = write
        log.calls.append("read \(value.wrappedValue)")
      }
    }

    static func dismantleUIViewController(
      _ viewController: UIViewController, coordinator: Coordinator
    ) {
      MainActor.assumeIsolated { dismantled += 1 }
    }

    nonisolated(unsafe) static var dismantled = 0
  }

  struct Screen: View {
    let log: Log
    let isShown: Bool

    var body: some View {
      if isShown {
        Recorder(
          log: log,
          value: Binding(
            get: { MainActor.assumeIsolated { log.value } },
            set: { newValue in MainActor.assumeIsolated { log.value = newValue } }))
      }
    }
  }

  func host(_ log: Log, isShown: Bool = true) -> (UIWindow, UIHostingController<Screen>) {
    ShimConsole.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = UIHostingController(rootView: Screen(log: log, isShown: isShown))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, host)
  }

  func binding(_ log: Log) -> Binding<Int> {
    Binding(
      get: { MainActor.assumeIsolated { log.value } },
      set: { newValue in MainActor.assumeIsolated { log.value = newValue } })
  }

  @Test("Made once, coordinator first; updated on every change; dismantled when removed")
  func lifeCycle() {
    let log = Log()
    Recorder.dismantled = 0
    let (window, host) = host(log)
    _ = window
    #expect(log.calls == ["makeCoordinator", "make 0"])
    binding(log).wrappedValue = 1
    ShimRunLoop.runDeferredWork()
    binding(log).wrappedValue = 2
    ShimRunLoop.runDeferredWork()
    #expect(log.calls == ["makeCoordinator", "make 0", "update 1", "update 2"])
    #expect(host.view.subviews.count == 1, "the view controller's view fills the host")
    host.rootView = Screen(log: log, isShown: false)
    ShimRunLoop.runDeferredWork()
    #expect(Recorder.dismantled == 1)
    #expect(host.view.subviews.isEmpty)
    #expect(log.calls.count == 4, "nothing made or updated after the removal")
  }

  @Test("An update carries the transaction of the change that caused it")
  func transaction() {
    let log = Log()
    let (window, _) = host(log)
    _ = window
    var quiet = Transaction()
    quiet.disablesAnimations = true
    ShimViewGraph.shimWithTransaction(quiet) { binding(log).wrappedValue = 1 }
    ShimRunLoop.runDeferredWork()
    binding(log).wrappedValue = 2
    ShimRunLoop.runDeferredWork()
    #expect(log.disablesAnimations == [true, false])
  }

  @Test(
    "Updates run when representableUpdates says",
    arguments: ShimBehaviour.RepresentableUpdates.allCases)
  func updateTiming(_ setting: ShimBehaviour.RepresentableUpdates) {
    var behaviour = ShimBehaviour()
    behaviour.representableUpdates = setting
    ShimBehaviour.with(behaviour) {
      let log = Log()
      let (window, _) = host(log)
      _ = window
      binding(log).wrappedValue = 1
      binding(log).wrappedValue = 2
      switch setting {
      case .atTheEndOfTheRunLoopTurn:
        #expect(log.calls.count == 2, "no update before the turn ends")
        ShimRunLoop.runDeferredWork()
        #expect(log.calls.suffix(1) == ["update 2"], "one update for both writes")
      case .beforeTheWriteReturns:
        #expect(log.calls.suffix(2) == ["update 1", "update 2"], "one update per write")
      }
    }
  }

  @Test(
    "A write during an update is logged and applied when bindingWriteDuringUpdate says",
    arguments: ShimBehaviour.BindingWriteDuringUpdate.allCases)
  func writeDuringUpdate(_ setting: ShimBehaviour.BindingWriteDuringUpdate) {
    var behaviour = ShimBehaviour()
    behaviour.bindingWriteDuringUpdate = setting
    ShimBehaviour.with(behaviour) {
      let log = Log()
      let (window, _) = host(log)
      _ = window
      log.writeDuringUpdate = 5
      binding(log).wrappedValue = 1
      ShimRunLoop.runDeferredWork()
      #expect(ShimConsole.messages == [ShimViewGraph.shimWriteDuringUpdateWarning])
      #expect(log.value == 5)
      // At once, the update that wrote reads the new value; after it, the old one. Either way
      // another update follows and sees the written value.
      let read = setting == .appliedAtOnce ? "read 5" : "read 1"
      #expect(log.calls.suffix(3) == ["update 1", read, "update 5"])
    }
  }

  struct Flag: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
  }

  /// Reports each change of its content's `Flag` preference to `log`, with whether it came
  /// during an update; the content sets `log.value != 0`, and a representable in the
  /// background (`background(alignment:content:)`) records its life cycle.
  struct FlagScreen: View {
    let log: Log

    var body: some View {
      EmptyView()
        .preference(key: Flag.self, value: log.value != 0)
        .background {
          Recorder(log: log, value: Binding(get: { 0 }, set: { _ in }))
        }
        .onPreferenceChange(Flag.self) { flag in
          MainActor.assumeIsolated {
            log.calls.append("flag \(flag) \(ShimViewGraph.shimIsUpdating ? "during" : "after")")
          }
        }
    }
  }

  @Test(
    "A preference reaches onPreferenceChange when it changes, as preferenceChangeDelivery says",
    arguments: ShimBehaviour.PreferenceChangeDelivery.allCases)
  func preferenceChange(_ setting: ShimBehaviour.PreferenceChangeDelivery) {
    var behaviour = ShimBehaviour()
    behaviour.preferenceChangeDelivery = setting
    ShimBehaviour.with(behaviour) {
      let log = Log()
      log.value = 1
      ShimConsole.reset()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = UIHostingController(rootView: FlagScreen(log: log))
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      // The first layout renders the content in an update of its own: the first value is
      // reported in it or after it, as the setting says.
      let when = setting == .duringTheUpdate ? "during" : "after"
      #expect(log.calls == ["makeCoordinator", "make 0", "flag true \(when)"])
      log.calls = []
      ShimViewGraph.shimStateDidChange()
      ShimRunLoop.runDeferredWork()
      #expect(log.calls == ["update 0"], "an unchanged value is not reported")
      log.calls = []
      log.value = 0
      ShimViewGraph.shimStateDidChange()
      ShimRunLoop.runDeferredWork()
      #expect(log.calls == ["update 0", "flag false \(when)"])
      #expect(ShimConsole.messages.isEmpty)
    }
  }

  @Test("The gallery's SwiftUI entry point opens one window hosting the gallery")
  func galleryEntryPoint() throws {
    ShimConsole.reset()
    FluidGalleryApp.main()
    defer { ShimApp.shimClose() }
    let window = try #require(ShimApp.windows.first)
    #expect(ShimApp.windows.count == 1)
    // The first frame lays the window out, and SwiftUI renders the scene's content.
    window.layoutIfNeeded()
    let host = try #require(window.rootViewController)
    let hosted = host.view.subviews.compactMap { $0.next as? UIViewController }
    #expect(hosted.count == 1)
    #expect(hosted.first is UITabBarController, "the gallery's root is its tab bar controller")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
