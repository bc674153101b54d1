import FluidTransitions
import Testing
import UIKit

/// Where the layout watch of a transition on UIKit's animator measures and what it adds to the
/// app's views: the cell a zoom lands on, measured in the presenter a dismissal keeps; its
/// sentinel only in the arriving view, and in a visual effect view's `contentView` ("Don't add
/// subviews directly to the visual effect view itself").
@MainActor
@Suite("UIKit glue: where the layout watch measures and what it installs")
struct LayoutWatchPlacementGlueTests {
  static let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)

  /// A zoom that presents a pixel short of the container's edges, so UIKit keeps the
  /// presenter's view in place (`shouldRemovePresentersView` false): its dismissal has no
  /// arriving view in the context.
  struct KeptPresenterZoom: TransitionStyle {
    var zoom = ZoomStyle()
    var name: String { "keptPresenterZoom" }

    func plan(for scene: TransitionScene) -> TransitionPlan { zoom.plan(for: scene) }

    func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect {
      Rect(
        x: bounds.minX + 1, y: bounds.minY + 1, width: max(bounds.width - 2, 0),
        height: max(bounds.height - 2, 0))
    }
  }

  @Test(
    "A zoom dismissing into a presenter it keeps, rotated mid-flight: it lands on the cell where the rotation put it, and the departing view gets no sentinel"
  )
  func keptPresenterDismissalLandsOnTheMovedCell() throws {
    let world = ZoomWorld(engine: .propertyAnimator, modal: true)
    world.grid.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // A cell pinned to the presenter's bottom-right corner: the rotation moves it.
    let cell = UIView(frame: CGRect(x: 250, y: 600, width: 100, height: 100))
    cell.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    world.grid.view.addSubview(cell)
    world.sourceOverride = { cell }
    let delegate = world.grid.present(
      world.detail, fluid: KeptPresenterZoom(), elements: world.elements,
      options: FluidTransition.Options(engine: .propertyAnimator), animated: false)
    ShimRunLoop.runDeferredWork()
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    ShimConsole.reset()
    let departingSubviews = world.detail.view.subviews
    world.detail.dismiss(animated: true)
    ShimRunLoop.runDeferredWork()
    let transition = try #require(delegate.currentTransition)
    let container = try #require(world.container)
    #expect(
      ShimConsole.transitions.last?.operation == "dismiss"
        && world.grid.view.superview != nil, "the presenter's view stays in the window")
    var frame = 0
    var landing: CGRect?
    var sentinelInDeparting = false
    while transition.driver != nil, frame < 240 {
      if frame == 8 {
        ShimSizeChange.resize(world.window, to: Self.rotated, along: [container, world.grid.view])
      }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      if world.detail.view.subviews.count != departingSubviews.count {
        sentinelInDeparting = true
      }
      if let driver = transition.driver, frame >= 8 {
        landing = driver.plannedState(of: .snapshot, at: 1)?.frame.cgRect
      }
      frame += 1
    }
    #expect(transition.driver == nil, "the transition ended")
    #expect(transition.replanCount >= 1, "\(transition.replanCount) re-plans")
    let cellNow = cell.convert(cell.bounds, to: container)
    #expect(cellNow.minX == 704 && cellNow.minY == 146, "the rotation moved the cell: \(cellNow)")
    let planned = try #require(landing)
    #expect(
      abs(planned.minX - cellNow.minX) < 1e-6 && abs(planned.minY - cellNow.minY) < 1e-6
        && abs(planned.width - cellNow.width) < 1e-6,
      "the flight lands at \(planned), the cell is at \(cellNow)")
    #expect(!sentinelInDeparting, "a sentinel in the departing view")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  /// A detail screen whose root view is a visual effect view, its image in the content view.
  final class EffectDetail: UIViewController {
    let imageView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))

    override func loadView() {
      let effect = UIVisualEffectView(effect: nil)
      effect.contentView.addSubview(imageView)
      view = effect
    }
  }

  @Test(
    "A zoom push onto a screen whose root view is a visual effect view: the sentinel goes in its content view, never directly in it"
  )
  func visualEffectRootGetsItsSentinelInTheContentView() throws {
    let world = ZoomWorld(engine: .propertyAnimator)
    let navigation = try #require(world.navigation)
    let detail = EffectDetail()
    let delegate = try #require(world.delegate)
    delegate.elementsProvider = { [weak world] _, _, _ in
      ZoomElements(
        source: { world?.grid.cell(at: 4) }, destination: { [weak detail] in detail?.imageView })
    }
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    navigation.pushViewController(detail, animated: true)
    let transition = try #require(world.transition)
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    let effect = try #require(detail.view as? UIVisualEffectView)
    #expect(effect.subviews == [effect.contentView], "\(effect.subviews)")
    #expect(effect.contentView.subviews.count == 2, "the image and the sentinel")
    var frame = 0
    while transition.driver != nil, frame < 240 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      frame += 1
    }
    #expect(transition.driver == nil, "the transition ended")
    #expect(effect.contentView.subviews == [detail.imageView], "the sentinel is gone")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }

  @Test(
    "The layout watch does not outlive its transition: an element view it measured is freed once the transition ends and the app lets it go"
  )
  func watchIsReleasedWithTheTransition() throws {
    let world = ZoomWorld(engine: .propertyAnimator)
    let navigation = try #require(world.navigation)
    weak var freed: UIView?
    do {
      let badge = UIView(frame: CGRect(x: 20, y: 600, width: 40, height: 40))
      freed = badge
      world.additionalElements = [
        ZoomElements.SharedElement(
          identifier: "badge", source: { [weak world] in world?.grid.badges[world?.index ?? 0] },
          destination: { [weak badge] in badge }, zIndex: 1)
      ]
      world.detail.view.addSubview(badge)
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      navigation.pushViewController(world.detail, animated: true)
    }
    let transition = try #require(world.transition)
    var frame = 0
    while transition.driver != nil, frame < 240 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      frame += 1
    }
    #expect(transition.driver == nil, "the transition ended")
    freed?.removeFromSuperview()
    world.additionalElements = []
    #expect(freed == nil, "the badge is still held")
    #expect(transition.replanCount == 0, "\(transition.replanCount) re-plans")
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
