import FluidTransitions
import Testing
import UIKit

/// Drawers (each edge, both engines) rotated while they present, rest and are dragged: the
/// width rule (`DrawerStyle.presentedFrame(in:layoutDirection:)`) is applied to the new
/// container, with no jump, and the drawer lands on its new frame.
@MainActor
@Suite("UIKit glue: drawers rotated mid-motion and at rest")
struct SheetDrawerResizeGlueTests {
  static let portrait = CGSize(width: 390, height: 844)
  static let landscape = CGSize(width: 844, height: 390)

  /// The drawer's frame in a container of `size`, from the rule its documentation states:
  /// `min(floor(0.75 × width), 300)` points wide, full height, against its edge (left to right).
  static func frame(_ edge: DrawerStyle.Edge, in size: CGSize) -> CGRect {
    let width = min((0.75 * size.width).rounded(.down), 300)
    return CGRect(
      x: edge == .leading ? 0 : size.width - width, y: 0, width: width, height: size.height)
  }

  /// The drawer's inner edge (the one away from its side of the container) as a person sees
  /// it, in the container's coordinates: the re-plan carries it on from where it is on screen.
  static func innerEdge(_ view: UIView, _ edge: DrawerStyle.Edge) -> Double {
    let shown = view.layer.shimOnScreen.frame
    return Double(edge == .leading ? shown.maxX : shown.minX)
  }

  @MainActor
  final class Scene {
    let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let delegate: FluidTransitioningDelegate

    init(_ edge: DrawerStyle.Edge, engine: TransitionEngine) {
      ShimConsole.reset()
      window.makeKeyAndVisible()
      window.rootViewController = first
      delegate = first.present(
        second, fluid: DrawerStyle(edge: edge), options: FluidTransition.Options(engine: engine))
      ShimRunLoop.runDeferredWork()
    }

    var presentation: FluidPresentationController? {
      second.presentationController as? FluidPresentationController
    }

    /// The device turned: the window and the container take the new bounds, then it lays out.
    func rotate() {
      window.frame = CGRect(origin: .zero, size: landscape)
      presentation?.containerView?.frame = CGRect(origin: .zero, size: landscape)
      presentation?.containerViewWillLayoutSubviews()
    }
  }

  nonisolated static let cases: [(DrawerStyle.Edge, TransitionEngine)] = [
    (.leading, .propertyAnimator), (.leading, .displayLink), (.trailing, .propertyAnimator),
    (.trailing, .displayLink),
  ]

  @Test("A drawer rotated as it presents lands on its new frame, no jump", arguments: cases)
  func presenting(edge: DrawerStyle.Edge, engine: TransitionEngine) throws {
    let scene = Scene(edge, engine: engine)
    let view = scene.second.view!
    var shown: [Double] = []
    for frame in 0..<120 where frame < 8 || scene.delegate.currentTransition != nil {
      if frame == 6 { scene.rotate() }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(Self.innerEdge(view, edge))
    }
    #expect(scene.delegate.currentTransition == nil, "[\(edge) \(engine)] presented")
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(
      view.frame == Self.frame(edge, in: Self.landscape), "[\(edge) \(engine)] \(view.frame)")
    #expect(view.layer.shimOnScreen.frame == view.layer.frame, "[\(edge) \(engine)] at rest")
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { abs($0) < 60 }, "[\(edge) \(engine)] \(steps)")
    #expect(ShimConsole.messages.isEmpty, "[\(edge) \(engine)] \(ShimConsole.messages)")
  }

  @Test("A drawer at rest, rotated: its width rule applied to the new container", arguments: cases)
  func resting(edge: DrawerStyle.Edge, engine: TransitionEngine) throws {
    let scene = Scene(edge, engine: engine)
    ShimRunLoop.advance(by: 1)
    let view = scene.second.view!
    #expect(view.frame == Self.frame(edge, in: Self.portrait), "[\(edge) \(engine)] \(view.frame)")
    scene.rotate()
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    #expect(
      view.frame == Self.frame(edge, in: Self.landscape), "[\(edge) \(engine)] \(view.frame)")
    #expect(ShimConsole.messages.isEmpty, "[\(edge) \(engine)] \(ShimConsole.messages)")
  }

  @Test(
    "A drawer dragged toward its edge, rotated under the finger and let go back: it lands on its new frame",
    arguments: cases)
  func draggedAndRotated(edge: DrawerStyle.Edge, engine: TransitionEngine) throws {
    let scene = Scene(edge, engine: engine)
    ShimRunLoop.advance(by: 1)
    let view = scene.second.view!
    let transition = try #require(scene.delegate.beginInteractiveDismissal(of: scene.second))
    // Toward the drawer's edge: left for a leading drawer, right for a trailing one.
    let toward: CGFloat = edge == .leading ? -1 : 1
    var time = CACurrentMediaTime()
    var x: CGFloat = 200
    transition.touchBegan(at: CGPoint(x: x, y: 400), time: time)
    var shown: [Double] = []
    for step in 0..<16 {
      if step == 8 { scene.rotate() }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      time = CACurrentMediaTime()
      x += 6 * toward
      transition.touchMoved(to: CGPoint(x: x, y: 400), time: time)
      shown.append(Self.innerEdge(view, edge))
    }
    transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: -600 * toward, y: 0))
    for _ in 0..<120 where scene.delegate.currentTransition != nil {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      shown.append(Self.innerEdge(view, edge))
    }
    #expect(scene.delegate.currentTransition == nil, "[\(edge) \(engine)] settled")
    #expect(ShimConsole.transitions.last?.completions == [false], "[\(edge) \(engine)] cancelled")
    #expect(scene.second.presentingViewController === scene.first)
    #expect(
      view.frame == Self.frame(edge, in: Self.landscape), "[\(edge) \(engine)] \(view.frame)")
    #expect(view.layer.shimOnScreen.frame == view.layer.frame, "[\(edge) \(engine)] at rest")
    let steps = zip(shown, shown.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { abs($0) < 60 }, "[\(edge) \(engine)] \(steps)")
    #expect(ShimConsole.messages.isEmpty, "[\(edge) \(engine)] \(ShimConsole.messages)")
  }
}
