import FluidTransitions
import SwiftUI
import Testing
import UIKit

@testable import FluidTransitions

/// The app's state in the SwiftUI presentation glue tests: whether the presentation is asked
/// for, the sheet's selected detent, whether the modifier's view is in the tree and whether its
/// content refuses a person's dismissal; every write the modifier makes through the bindings,
/// and every `onDismiss`, in order.
@MainActor
final class SwiftUIPresentationModel {
  var isPresented = false
  var selection: SheetDetent.Identifier
  var isShown = true
  var isDismissDisabled = false
  /// The item an item sheet shows, and the items its content was made with, in order.
  var item: SwiftUISheetItem?
  var shownItems: [Int] = []
  /// Every reading the presented content's `FluidTransitionReader` made it with, in order.
  var readings: [FluidTransitionProxy] = []
  /// Whether the `isPresented` binding drops the modifier's writes (a constant one, in effect).
  var ignoresWrites = false
  /// The modifier's writes and `onDismiss` calls, in order: "isPresented false", "selection
  /// large", "onDismiss".
  private(set) var events: [String] = []
  /// Writes made while the simulated host was updating the views.
  private(set) var writesDuringUpdate = 0

  init(selection: SheetDetent.Identifier = .medium) {
    self.selection = selection
  }

  var writes: [String] { events.filter { $0 != "onDismiss" } }

  var isPresentedBinding: Binding<Bool> {
    Binding(
      get: { MainActor.assumeIsolated { self.isPresented } },
      set: { newValue in
        MainActor.assumeIsolated {
          self.record("isPresented \(newValue)")
          if !self.ignoresWrites { self.isPresented = newValue }
        }
      })
  }

  var selectionBinding: Binding<SheetDetent.Identifier> {
    Binding(
      get: { MainActor.assumeIsolated { self.selection } },
      set: { newValue in
        MainActor.assumeIsolated {
          self.record("selection \(newValue)")
          self.selection = newValue
        }
      })
  }

  var itemBinding: Binding<SwiftUISheetItem?> {
    Binding(
      get: { MainActor.assumeIsolated { self.item } },
      set: { newValue in
        MainActor.assumeIsolated {
          self.record("item \(newValue.map { "\($0.id)" } ?? "nil")")
          self.item = newValue
        }
      })
  }

  func didDismiss() {
    events.append("onDismiss")
  }

  private func record(_ event: String) {
    if ShimViewGraph.shimIsUpdating { writesDuringUpdate += 1 }
    events.append(event)
  }

  /// The app changes its state (a button's action): the views update as SwiftUI schedules it.
  func change(_ body: () -> Void) {
    body()
    ShimViewGraph.shimStateDidChange()
  }
}

/// An item an item sheet shows.
struct SwiftUISheetItem: Identifiable, Sendable {
  let id: Int
}

/// An item sheet's content: records the item it is made with.
struct SwiftUIItemProbe: View {
  init(item: SwiftUISheetItem, model: SwiftUIPresentationModel) {
    model.shownItems.append(item.id)
  }

  var body: some View { EmptyView() }
}

/// Which modifier the screen uses.
enum SwiftUIPresentationKind: Sendable {
  case sheet(detents: [SheetDetent])
  case itemSheet
  case drawer
  case cover
}

/// The presented content: a transition reader whose content records every reading it is
/// made with, refusing a person's dismissal while the model says so.
struct SwiftUIPresentedContent: View {
  let model: SwiftUIPresentationModel
  var body: some View {
    FluidTransitionReader { proxy in
      SwiftUIReaderProbe(proxy: proxy, model: model)
    }
    .fluidInteractiveDismissDisabled(model.isDismissDisabled)
  }
}

/// A reader's content: records the reading it is made with.
struct SwiftUIReaderProbe: View {
  let proxy: FluidTransitionProxy

  init(proxy: FluidTransitionProxy, model: SwiftUIPresentationModel) {
    self.proxy = proxy
    model.readings.append(proxy)
  }

  var body: some View { EmptyView() }
}

/// The app's view: the home screen with a presentation modifier, while `isShown`.
struct SwiftUIPresentationScreen<Presenting: View>: View {
  let model: SwiftUIPresentationModel
  let presenting: @MainActor (SwiftUIPresentationModel) -> Presenting

  var body: some View {
    if model.isShown {
      presenting(model)
    }
  }
}

/// A window whose root hosts a view with a fluid presentation modifier.
@MainActor
final class SwiftUIPresentationScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let model: SwiftUIPresentationModel
  let host: UIViewController

  init(
    _ kind: SwiftUIPresentationKind = .sheet(detents: [.medium, .large]),
    selection: SheetDetent.Identifier = .medium
  ) {
    ShimConsole.reset()
    model = SwiftUIPresentationModel(selection: selection)
    host = Self.host(kind, model)
    window.rootViewController = host
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ShimRunLoop.runDeferredWork()
  }

  private static func host(
    _ kind: SwiftUIPresentationKind, _ model: SwiftUIPresentationModel
  ) -> UIViewController {
    switch kind {
    case .sheet(let detents):
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidSheet(
            isPresented: model.isPresentedBinding, detents: detents,
            selection: model.selectionBinding, onDismiss: { model.didDismiss() }
          ) {
            SwiftUIPresentedContent(model: model)
          }
        })
    case .itemSheet:
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidSheet(
            item: model.itemBinding, detents: [.medium, .large], onDismiss: { model.didDismiss() }
          ) { item in
            SwiftUIItemProbe(item: item, model: model)
          }
        })
    case .drawer:
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidDrawer(
            isPresented: model.isPresentedBinding, onDismiss: { model.didDismiss() }
          ) {
            SwiftUIPresentedContent(model: model)
          }
        })
    case .cover:
      UIHostingController(
        rootView: SwiftUIPresentationScreen(model: model) { model in
          SwiftUIHome().fluidFullScreenCover(
            isPresented: model.isPresentedBinding, style: ScaleStyle(),
            onDismiss: { model.didDismiss() }
          ) {
            SwiftUIPresentedContent(model: model)
          }
        })
    }
  }

  /// The presented hosting controller, while UIKit presents it.
  var presented: UIViewController? { host.presentedViewController }

  var presentation: FluidPresentationController? {
    presented?.presentationController as? FluidPresentationController
  }

  var driver: SheetDetentDriver? { presentation?.sheetInteraction?.driver }

  /// The transition on screen, if any.
  var transition: FluidTransition? {
    (presented?.transitioningDelegate as? FluidTransitioningDelegate)?.currentTransition
  }

  /// The presented view's top edge as a person sees it.
  var topOnScreen: Double {
    Double(presentation?.presentedView?.layer.shimOnScreen.frame.minY ?? .nan)
  }

  /// The app sets `isPresented` (and waits `seconds`).
  func setPresented(_ value: Bool, thenWait seconds: Double = 2) {
    model.change { model.isPresented = value }
    ShimRunLoop.advance(by: seconds)
  }

  /// The sheet's pan: touches at (195, `y`) moving by `distances` (points, down positive), 10 ms
  /// apart, then a lift at `velocity` (points per second, down positive) unless `lifts` is false.
  func drag(
    from y: CGFloat, by distances: [CGFloat], releasing velocity: CGFloat, lifts: Bool = true
  ) {
    guard let pan = presentation?.sheetInteraction?.recognizer else {
      Issue.record("no sheet pan")
      return
    }
    let move = { (distance: CGFloat) in
      pan.shimTranslation = CGPoint(x: 0, y: distance)
      pan.shimLocation = CGPoint(x: 195, y: y + distance)
      pan.shimVelocity = CGPoint(x: 0, y: velocity)
    }
    window.shimTouchDown(at: CGPoint(x: 195, y: y))
    move(distances.first ?? 0)
    pan.shimSetState(.began)
    for distance in distances.dropFirst() {
      ShimRunLoop.advance(by: 0.01)
      move(distance)
      pan.shimSetState(.changed)
    }
    guard lifts else { return }
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// The presented view's dismissal pan: moves `distance` points along `direction` in ten
  /// steps, 10 ms apart, and lifts at `speed` points per second along it.
  func pan(_ direction: CGPoint, by distance: CGFloat, releasing speed: CGFloat) {
    guard
      let pan = presented?.view.gestureRecognizers?.first(where: {
        $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
      }) as? UIPanGestureRecognizer
    else {
      Issue.record("no pan on the presented view")
      return
    }
    let move = { (travelled: CGFloat, velocity: CGFloat) in
      pan.shimTranslation = CGPoint(x: direction.x * travelled, y: direction.y * travelled)
      pan.shimLocation = CGPoint(x: 150 + pan.shimTranslation.x, y: 300 + pan.shimTranslation.y)
      pan.shimVelocity = CGPoint(x: direction.x * velocity, y: direction.y * velocity)
    }
    window.shimTouchDown(at: CGPoint(x: 150, y: 300))
    move(12, max(speed, 600))
    pan.shimSetState(.began)
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      move(12 + (distance - 12) * CGFloat(step) / 10, max(speed, 200))
      pan.shimSetState(.changed)
    }
    move(distance, speed)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// A finger lands on the transition's container and holds the transition there.
  func grab() -> UIGestureRecognizer? {
    guard
      let grab = presentation?.containerView?.gestureRecognizers?.first(where: {
        $0 is UILongPressGestureRecognizer
      })
    else {
      Issue.record("no grab on the presentation's container")
      return nil
    }
    window.shimTouchDown(at: CGPoint(x: 195, y: 600))
    grab.shimLocation = CGPoint(x: 195, y: 600)
    grab.shimSetState(.began)
    return grab
  }

  /// The binding and the presentation agree: presented at rest (at the selected detent, for a
  /// sheet) exactly when `isPresented` is `expected`; nothing moves; neither UIKit nor SwiftUI
  /// complained, and nothing was written during an update.
  func expectAgreement(_ expected: Bool, _ note: String = "") {
    #expect(model.isPresented == expected, "\(note): the binding")
    #expect((presented != nil) == expected, "\(note): the presentation")
    #expect(transition == nil, "\(note): at rest")
    if expected, let driver {
      #expect(driver.phase == .resting, "\(note): the sheet rests")
      #expect(driver.selectedDetentIdentifier == model.selection, "\(note): the detent")
      let frame = driver.layout.frame(forValue: driver.value)
      #expect(
        presentation?.presentedView?.frame == frame.cgRect, "\(note): the sheet's frame")
      #expect(
        presentation?.presentedView?.layer.shimOnScreen.frame == frame.cgRect,
        "\(note): on screen")
    }
    #expect(ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)")
    #expect(model.writesDuringUpdate == 0, "\(note): no write during an update")
  }
}
