import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidTransitions

/// Sends the layer's work for the main queue's next turn to the simulated run loop's next turn
/// (`ShimRunLoop.runDeferredWork()`, which every frame runs), so that a test runs it when it
/// runs that turn, never in another test's time.
@MainActor
func simulateTheMainQueue() {
  MainQueueWork.nextTurn = { ShimRunLoop.enqueue($0) }
}

/// The app's state in the SwiftUI glue tests: a path, whether the stack is in the view tree,
/// and every write made through the path's binding (the container's alone: the tests change
/// the path directly and tell the simulated host, as a `@State` change would).
@MainActor
final class SwiftUIPathModel {
  var path: [Int]
  var isShown = true
  /// Whether the binding drops the container's writes (a constant binding, in effect).
  var ignoresWrites = false
  private(set) var writes: [[Int]] = []
  /// Writes made while the simulated host was updating the views.
  private(set) var writesDuringUpdate = 0

  init(path: [Int]) {
    self.path = path
  }

  var binding: Binding<[Int]> {
    Binding(
      get: { MainActor.assumeIsolated { self.path } },
      set: { newValue in
        MainActor.assumeIsolated {
          if ShimViewGraph.shimIsUpdating { self.writesDuringUpdate += 1 }
          self.writes.append(newValue)
          if !self.ignoresWrites { self.path = newValue }
        }
      })
  }

  /// The app changes its path (a button's action): the views update as SwiftUI schedules it.
  func change(_ path: [Int]) {
    self.path = path
    ShimViewGraph.shimStateDidChange()
  }
}

/// A page's content: the element it shows.
struct SwiftUIDetail: View {
  let item: Int
  var body: some View { EmptyView() }
}

struct SwiftUIHome: View {
  var body: some View { EmptyView() }
}

/// The app's view: the stack, while `isShown`.
struct SwiftUIStackScreen: View {
  let model: SwiftUIPathModel
  let interaction: Interaction?

  var body: some View {
    if model.isShown {
      FluidNavigationStack(path: model.binding, style: SlideStyle(), interaction: interaction) {
        SwiftUIHome()
      } destination: { item in
        SwiftUIDetail(item: item)
      }
    }
  }
}

/// A window whose root hosts a `FluidNavigationStack`.
@MainActor
final class SwiftUIStackScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let model: SwiftUIPathModel
  let host: UIHostingController<SwiftUIStackScreen>

  init(path: [Int] = [], interaction: Interaction? = .edgePan) {
    simulateTheMainQueue()
    ShimConsole.reset()
    model = SwiftUIPathModel(path: path)
    host = UIHostingController(rootView: SwiftUIStackScreen(model: model, interaction: interaction))
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
  }

  /// The container's navigation controller, while the stack is in the view tree.
  var navigation: UINavigationController? {
    host.view.subviews.lazy.compactMap { $0.next as? UINavigationController }.first
  }

  /// The elements the navigation controller's pages show, bottom to top, without the root;
  /// nil for a view controller that is no page.
  var stack: [Int?] {
    (navigation?.viewControllers ?? []).dropFirst().map {
      ($0 as? UIHostingController<FluidPageRoot<SwiftUIDetail>>)?.rootView.content.item
    }
  }

  /// The page at `index` above the root.
  func page(_ index: Int) -> UIViewController? {
    guard let controllers = navigation?.viewControllers, index + 1 < controllers.count else {
      return nil
    }
    return controllers[index + 1]
  }

  /// The library's edge swipe.
  var edgePan: UIPanGestureRecognizer? {
    guard let navigation else { return nil }
    return navigation.view.gestureRecognizers?.first {
      $0 is UIPanGestureRecognizer && !navigation.shimSystemPopGestures.contains($0)
    } as? UIPanGestureRecognizer
  }

  /// The long press a running transition installs on its container.
  var grab: UILongPressGestureRecognizer? {
    navigation?.shimTransitionView.gestureRecognizers?.compactMap {
      $0 as? UILongPressGestureRecognizer
    }.first
  }

  /// A finger lands on the leading edge and moves `steps` times by `distance` points.
  func swipeBegins(steps: Int = 10, by distance: Double = 25) {
    guard let pan = edgePan else { return }
    pan.shimLocation = CGPoint(x: 5, y: 400)
    pan.shimTranslation = CGPoint(x: 12, y: 0)
    pan.shimSetState(.began)
    for step in 1...steps {
      ShimRunLoop.advance(by: 1.0 / 120)
      pan.shimLocation = CGPoint(x: 5 + Double(step) * distance, y: 400)
      pan.shimTranslation = CGPoint(x: Double(step) * distance, y: 0)
      pan.shimSetState(.changed)
    }
  }

  /// The finger lifts at `pointsPerSecond` (positive: toward the pop).
  func swipeEnds(pointsPerSecond: Double) {
    guard let pan = edgePan else { return }
    pan.shimVelocity = CGPoint(x: pointsPerSecond, y: 0)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// The path and the stack agree, the top page's view alone is on screen, at rest, and
  /// neither UIKit nor SwiftUI complained.
  func expectAgreement(_ path: [Int], _ note: String = "") {
    #expect(model.path == path, "\(note): the path")
    #expect(stack == path.map { $0 }, "\(note): the stack")
    if let navigation {
      #expect(
        navigation.shimTransitionView.subviews
          == [navigation.topViewController?.view].compactMap { $0 },
        "\(note): the top's view alone is on screen")
      #expect(navigation.topViewController?.view.transform == .identity, "\(note)")
      #expect(!navigation.shimIsTransitioning, "\(note): at rest")
    }
    #expect(ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)")
    #expect(model.writesDuringUpdate == 0, "\(note): no write during an update")
  }
}
