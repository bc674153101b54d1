import FluidTransitions
import Testing
import UIKit

/// Drawers (each edge, both layout directions, both engines) rotated while they present,
/// dismiss, settle and are dragged, and at rest: the width rule
/// (`DrawerStyle.presentedFrame(in:layoutDirection:)`) is applied to the new container, the
/// drawer lands on its new frame, and its reach into the container never leaps: a drawer stays
/// with the container edge it rests against, as a view pinned to an edge does through UIKit's
/// autoresizing.
@MainActor
@Suite("UIKit glue: drawers rotated mid-motion and at rest")
struct SheetDrawerResizeGlueTests {
  static let portrait = CGSize(width: 390, height: 844)
  static let landscape = CGSize(width: 844, height: 390)
  /// The most a drawer's reach moves in a frame of these motions (a 0.2-second presentation of
  /// at most 300 points, a finger at 360 points per second, a spring from 600): a leap by the
  /// change of width (454 points) is far beyond it.
  static let frameMotion = 60.0

  struct Case: CustomStringConvertible, Sendable {
    var edge: DrawerStyle.Edge
    var engine: TransitionEngine
    var rightToLeft = false
    /// Whether the drawer's view has the flexible width and height a view controller's view
    /// made by UIKit's `loadView` has (the container's autoresizing then stretches it).
    var flexibleSize = false

    /// Whether the drawer rests against the container's left side.
    var isOnTheLeft: Bool { (edge == .leading) != rightToLeft }

    var description: String {
      "\(edge) \(engine)" + (rightToLeft ? " right to left" : "")
        + (flexibleSize ? " flexible size" : "")
    }
  }

  nonisolated static let cases: [Case] = [DrawerStyle.Edge.leading, .trailing].flatMap { edge in
    [TransitionEngine.propertyAnimator, .displayLink].flatMap { engine in
      [false, true].flatMap { rightToLeft in
        [false, true].map {
          Case(edge: edge, engine: engine, rightToLeft: rightToLeft, flexibleSize: $0)
        }
      }
    }
  }

  /// The drawer's frame in a container of `size`, from the rule its documentation states:
  /// `min(floor(0.75 × width), 300)` points wide, full height, against its side.
  static func frame(_ test: Case, in size: CGSize) -> CGRect {
    let width = min((0.75 * size.width).rounded(.down), 300)
    return CGRect(
      x: test.isOnTheLeft ? 0 : size.width - width, y: 0, width: width, height: size.height)
  }

  /// How far the drawer reaches into the container from the side it rests against, as a person
  /// sees it: for a drawer on the right, the container's right edge less the drawer's left edge
  /// on screen.
  static func reach(_ test: Case, _ view: UIView, in container: UIView) -> Double {
    let shown = view.layer.shimOnScreen.frame
    let bounds = container.bounds
    return Double(test.isOnTheLeft ? shown.maxX - bounds.minX : bounds.maxX - shown.minX)
  }

  @MainActor
  final class Scene {
    let test: Case
    let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
    let first = GlueScreen(title: "First")
    let second = GlueScreen(title: "Second")
    let delegate: FluidTransitioningDelegate
    var reaches: [Double] = []

    init(_ test: Case) {
      self.test = test
      ShimConsole.reset()
      if test.rightToLeft { window.shimLayoutDirection = .rightToLeft }
      window.makeKeyAndVisible()
      window.rootViewController = first
      if test.flexibleSize { second.view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
      delegate = first.present(
        second, fluid: DrawerStyle(edge: test.edge),
        options: FluidTransition.Options(engine: test.engine))
      ShimRunLoop.runDeferredWork()
    }

    var presentation: FluidPresentationController? {
      second.presentationController as? FluidPresentationController
    }

    var view: UIView { second.view }

    /// The device turned: the window and the container take the new bounds, then it lays out.
    func rotate() {
      window.frame = CGRect(origin: .zero, size: landscape)
      presentation?.containerView?.frame = CGRect(origin: .zero, size: landscape)
      presentation?.containerViewWillLayoutSubviews()
    }

    /// Advances a frame and notes the drawer's reach.
    func advance() {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      noteReach()
    }

    func noteReach() {
      guard let container = presentation?.containerView else { return }
      reaches.append(SheetDrawerResizeGlueTests.reach(test, view, in: container))
    }

    /// Runs the transition to its end, a frame at a time (at most two seconds).
    func advanceToTheEnd() {
      for _ in 0..<120 where delegate.currentTransition != nil { advance() }
    }

    /// Checks the reach moved no more than a frame's motion at any frame.
    func expectNoLeap(_ sourceLocation: SourceLocation = #_sourceLocation) {
      let steps = zip(reaches, reaches.dropFirst()).map { $1 - $0 }
      let largest = steps.map(abs).max() ?? 0
      #expect(
        largest < SheetDrawerResizeGlueTests.frameMotion,
        "[\(test)] the reach leapt \(largest) points in a frame: \(steps)",
        sourceLocation: sourceLocation)
    }

    /// Checks the drawer is at rest on its frame in the rotated container.
    func expectLandedOnTheNewFrame(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        view.frame == SheetDrawerResizeGlueTests.frame(test, in: landscape),
        "[\(test)] \(view.frame)", sourceLocation: sourceLocation)
      #expect(
        view.layer.shimOnScreen.frame == view.layer.frame, "[\(test)] at rest",
        sourceLocation: sourceLocation)
    }
  }

  @Test("A drawer rotated as it presents: no leap, lands on its new frame", arguments: cases)
  func presenting(test: Case) throws {
    let scene = Scene(test)
    for frame in 0..<8 {
      if frame == 6 { scene.rotate() }
      scene.advance()
    }
    scene.advanceToTheEnd()
    #expect(scene.delegate.currentTransition == nil, "[\(test)] presented")
    #expect(ShimConsole.transitions.last?.completions == [true])
    scene.expectLandedOnTheNewFrame()
    scene.expectNoLeap()
    #expect(ShimConsole.messages.isEmpty, "[\(test)] \(ShimConsole.messages)")
  }

  @Test(
    "A drawer presenting as UIKit rotates its container, in the rotation's animation or at once: no leap against the container's edge on screen",
    arguments: cases, ShimBehaviour.SizeChangeAnimation.allCases)
  func presentingInUIKitsRotation(
    test: Case, animation: ShimBehaviour.SizeChangeAnimation
  ) throws {
    var behaviour = ShimBehaviour()
    behaviour.sizeChangeAnimation = animation
    try ShimBehaviour.with(behaviour) {
      let scene = Scene(test)
      let container = try #require(scene.presentation?.containerView)
      // The window takes the new size at once; with `.animated` the container's bounds follow
      // in UIKit's animation, and its content with them: a view pinned to its edge glides with
      // it. The drawer takes its new frame in the container's layout, inside that animation,
      // so against the container's edge on screen it never leaps.
      var reaches: [Double] = []
      for frame in 0..<30 where frame < 8 || scene.delegate.currentTransition != nil {
        if frame == 6 {
          // UIKit lays the container out for the new size inside the size change's animation.
          ShimSizeChange.resize(
            scene.window, to: CGRect(origin: .zero, size: Self.landscape), along: [container]
          ) { scene.presentation?.containerViewWillLayoutSubviews() }
        }
        ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
        let shown = scene.view.layer.shimOnScreen.frame
        let edges = container.layer.shimOnScreen.bounds
        reaches.append(
          Double(test.isOnTheLeft ? shown.maxX - edges.minX : edges.maxX - shown.minX))
      }
      let label = "[\(test), \(animation)]"
      #expect(scene.delegate.currentTransition == nil, "\(label) presented")
      #expect(
        scene.view.frame == Self.frame(test, in: Self.landscape), "\(label) \(scene.view.frame)")
      let steps = zip(reaches, reaches.dropFirst()).map { abs($1 - $0) }
      #expect((steps.max() ?? 0) < Self.frameMotion, "\(label) \(steps)")
      #expect(ShimConsole.messages.isEmpty, "\(label) \(ShimConsole.messages)")
    }
  }

  @Test("A drawer rotated as it dismisses: no leap, leaves past its edge", arguments: cases)
  func dismissing(test: Case) throws {
    let scene = Scene(test)
    ShimRunLoop.advance(by: 1)
    scene.second.dismiss(animated: true)
    ShimRunLoop.runDeferredWork()
    scene.noteReach()
    for frame in 0..<6 {
      if frame == 4 { scene.rotate() }
      scene.advance()
    }
    scene.advanceToTheEnd()
    #expect(scene.delegate.currentTransition == nil, "[\(test)] dismissed")
    #expect(ShimConsole.transitions.last?.completions == [true])
    #expect(scene.second.presentingViewController == nil, "[\(test)] dismissed")
    // Its last frame on screen: past the container's edge, or within a frame of it.
    #expect((scene.reaches.last ?? .infinity) < Self.frameMotion, "[\(test)] \(scene.reaches)")
    scene.expectNoLeap()
    #expect(ShimConsole.messages.isEmpty, "[\(test)] \(ShimConsole.messages)")
  }

  @Test(
    "A drawer let go back open, rotated as it settles: no leap, lands on its new frame",
    arguments: cases)
  func settling(test: Case) throws {
    let scene = Scene(test)
    ShimRunLoop.advance(by: 1)
    let transition = try #require(scene.delegate.beginInteractiveDismissal(of: scene.second))
    // Toward the drawer's side: left for a drawer on the left, right for one on the right.
    let toward: CGFloat = test.isOnTheLeft ? -1 : 1
    var time = CACurrentMediaTime()
    var x: CGFloat = 200
    transition.touchBegan(at: CGPoint(x: x, y: 400), time: time)
    for _ in 0..<6 {
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      time = CACurrentMediaTime()
      x += 20 * toward
      transition.touchMoved(to: CGPoint(x: x, y: 400), time: time)
    }
    transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: -600 * toward, y: 0))
    scene.noteReach()
    for frame in 0..<4 {
      if frame == 2 { scene.rotate() }
      scene.advance()
    }
    scene.advanceToTheEnd()
    #expect(scene.delegate.currentTransition == nil, "[\(test)] settled")
    #expect(ShimConsole.transitions.last?.completions == [false], "[\(test)] cancelled")
    #expect(scene.second.presentingViewController === scene.first)
    scene.expectLandedOnTheNewFrame()
    scene.expectNoLeap()
    #expect(ShimConsole.messages.isEmpty, "[\(test)] \(ShimConsole.messages)")
  }

  @Test("A drawer at rest, rotated: its width rule applied to the new container", arguments: cases)
  func resting(test: Case) throws {
    let scene = Scene(test)
    ShimRunLoop.advance(by: 1)
    #expect(scene.view.frame == Self.frame(test, in: Self.portrait), "[\(test)]")
    scene.rotate()
    ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
    scene.expectLandedOnTheNewFrame()
    #expect(ShimConsole.messages.isEmpty, "[\(test)] \(ShimConsole.messages)")
  }

  @Test(
    "A drawer dragged toward its edge, rotated under the finger and let go back: no leap, lands on its new frame",
    arguments: cases)
  func draggedAndRotated(test: Case) throws {
    let scene = Scene(test)
    ShimRunLoop.advance(by: 1)
    let transition = try #require(scene.delegate.beginInteractiveDismissal(of: scene.second))
    let toward: CGFloat = test.isOnTheLeft ? -1 : 1
    var time = CACurrentMediaTime()
    var x: CGFloat = 200
    transition.touchBegan(at: CGPoint(x: x, y: 400), time: time)
    for step in 0..<16 {
      if step == 8 { scene.rotate() }
      ShimRunLoop.advance(by: ShimRunLoop.frameInterval)
      time = CACurrentMediaTime()
      x += 6 * toward
      transition.touchMoved(to: CGPoint(x: x, y: 400), time: time)
      scene.noteReach()
    }
    transition.touchEnded(at: time, pointsPerSecond: CGPoint(x: -600 * toward, y: 0))
    scene.advanceToTheEnd()
    #expect(scene.delegate.currentTransition == nil, "[\(test)] settled")
    #expect(ShimConsole.transitions.last?.completions == [false], "[\(test)] cancelled")
    #expect(scene.second.presentingViewController === scene.first)
    scene.expectLandedOnTheNewFrame()
    scene.expectNoLeap()
    #expect(ShimConsole.messages.isEmpty, "[\(test)] \(ShimConsole.messages)")
  }
}
