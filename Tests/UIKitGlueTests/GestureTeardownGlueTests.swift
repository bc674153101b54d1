import FluidTransitions
import Testing
import UIKit

/// A library gesture whose recogniser leaves its view mid-drag (its delegate detached, `enable`
/// called again) with no `.ended` or `.cancelled` to follow, whatever UIKit sends then
/// (`ShimBehaviour.recognizerRemovedMidGesture`): the scroll views whose drags it took get their
/// pans back, and the transition its fingers drove settles instead of waiting for them forever,
/// through ``TransitionGesture/invalidate()``; a gesture simply released gives the scroll views
/// back too.
@MainActor
@Suite("UIKit glue: a gesture that goes away mid-drag")
struct GestureTeardownGlueTests {
  /// Second pushed over First, a vertical list filling Second, and a content swipe 60 points
  /// into a pop over it (the list's pan recognising the finger too): returns the scene, the
  /// list and the content swipe's recogniser.
  static func swipeUnderWay() throws -> (
    GlueScenarioTests.NavigationScene, UIScrollView, UIPanGestureRecognizer
  ) {
    var list: UIScrollView?
    let scene = ContentPopGlueTests.scene { list = ContentPopGlueTests.list(in: $0) }
    let scrollView = try #require(list)
    let pan = try #require(ContentPopGlueTests.contentPan(scene))
    let finger = GlueFinger(window: scene.window, pans: [scrollView.panGestureRecognizer, pan])
    let start = CGPoint(x: 200, y: 400)
    let velocity = CGPoint(x: 600, y: 0)
    let began = finger.land(at: start, movedBy: CGPoint(x: 12, y: 0), velocity: velocity)
    #expect(began.contains(pan), "the content swipe pops")
    for distance in [30.0, 60] {
      finger.move(from: start, by: CGPoint(x: distance, y: 0), velocity: velocity)
    }
    #expect(!scrollView.panGestureRecognizer.isEnabled, "the swipe holds the list's drag")
    #expect(scene.delegate.currentTransition != nil)
    return (scene, scrollView, pan)
  }

  /// The pop settled back: Second on top, at rest, nothing logged.
  static func expectSettledBack(
    _ scene: GlueScenarioTests.NavigationScene, _ note: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    ShimRunLoop.advance(by: 3)
    #expect(!scene.navigation.shimIsTransitioning, "\(note)", sourceLocation: sourceLocation)
    StackGlueTests.expectAgreement(scene, ["First", "Second"], note)
    #expect(
      ShimConsole.transitions.last?.completions == [false], "\(note)",
      sourceLocation: sourceLocation)
    #expect(
      ShimConsole.messages.isEmpty, "\(note): \(ShimConsole.messages)",
      sourceLocation: sourceLocation)
  }

  @Test(
    "Disabling the fluid navigation mid-swipe settles the pop back and gives the list its pan",
    arguments: ShimBehaviour.RecognizerRemovedMidGesture.allCases)
  func disabledMidSwipe(removal: ShimBehaviour.RecognizerRemovedMidGesture) throws {
    var behaviour = ShimBehaviour()
    behaviour.recognizerRemovedMidGesture = removal
    try ShimBehaviour.with(behaviour) {
      let (scene, list, _) = try Self.swipeUnderWay()
      scene.navigation.fluid.disable()
      #expect(list.panGestureRecognizer.isEnabled, "\(removal): the list's pan is back")
      Self.expectSettledBack(scene, "\(removal)")
    }
  }

  @Test(
    "A gesture released mid-drag gives the list its pan back and its recogniser leaves the view",
    arguments: [true, false])
  func releasedMidDrag(removedFirst: Bool) async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let list = glueScroll(UIScrollView(frame: view.bounds))
    view.addSubview(list)
    var gesture: TransitionGesture? = TransitionGesture(interaction: .pan) { nil }
    weak let released = gesture
    let recognizer = try #require(gesture?.recognizer)
    view.addGestureRecognizer(recognizer)
    let finger = GlueFinger(window: window, pans: [list.panGestureRecognizer, recognizer])
    let start = CGPoint(x: 200, y: 400)
    let began = finger.land(
      at: start, movedBy: CGPoint(x: -12, y: 0), velocity: CGPoint(x: -600, y: 0))
    #expect(began.contains(recognizer), "a horizontal drag over a vertical list is the pan's")
    finger.move(from: start, by: CGPoint(x: -60, y: 0), velocity: CGPoint(x: -600, y: 0))
    #expect(!list.panGestureRecognizer.isEnabled, "the pan holds the list's drag")
    if removedFirst { view.removeGestureRecognizer(recognizer) }
    gesture = nil
    #expect(released == nil)
    // Where the main thread is not the main actor's (Linux), the gesture gives back what it
    // took on the main actor's next turn; on the main thread, at once.
    await Task.yield()
    #expect(list.panGestureRecognizer.isEnabled, "the list scrolls again")
    #expect(recognizer.view == nil, "without a delegate it would take every drag")
  }

  @Test(
    "invalidate() mid-swipe, whatever UIKit sends as the recogniser leaves: given back at once, and once",
    arguments: ShimBehaviour.RecognizerRemovedMidGesture.allCases)
  func invalidatedMidSwipe(_ setting: ShimBehaviour.RecognizerRemovedMidGesture) throws {
    var behaviour = ShimBehaviour.current
    behaviour.recognizerRemovedMidGesture = setting
    try ShimBehaviour.with(behaviour) {
      let (scene, list, pan) = try Self.swipeUnderWay()
      let gesture = try #require(pan.delegate as? TransitionGesture)
      pan.view?.removeGestureRecognizer(pan)
      #expect(
        list.panGestureRecognizer.isEnabled == (setting != .sendsNothing),
        "\(setting): a cancellation, in or out of the view, ends the drag")
      gesture.invalidate()
      #expect(list.panGestureRecognizer.isEnabled, "\(setting)")
      #expect(pan.view == nil)
      ShimRunLoop.advance(by: 0.05)
      gesture.invalidate()
      Self.expectSettledBack(scene, "\(setting)")
      #expect(ShimConsole.transitions.count == 1, "\(setting): one transition, ended once")
    }
  }

  @Test(
    "invalidate() removes the recognisers, leaves an app's own disabled pan alone, and can be followed by a new attachment"
  )
  func invalidateAtRest() throws {
    var list: UIScrollView?
    let scene = ContentPopGlueTests.scene { list = ContentPopGlueTests.list(in: $0) }
    let scrollView = try #require(list)
    scrollView.panGestureRecognizer.isEnabled = false
    let pan = try #require(ContentPopGlueTests.contentPan(scene))
    let gesture = try #require(pan.delegate as? TransitionGesture)
    gesture.invalidate()
    #expect(pan.view == nil && !scrollView.panGestureRecognizer.isEnabled)
    scene.navigation.view.addGestureRecognizer(pan)
    #expect(ContentPopGlueTests.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 300)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"])
    #expect(!scrollView.panGestureRecognizer.isEnabled, "the app's choice stands")
  }

  @Test("A zoom's pinch invalidated mid-pinch: the pop does not wait for it forever")
  func pinchInvalidatedMidPinch() throws {
    let world = ZoomWorld(engine: .propertyAnimator)
    world.navigation?.pushViewController(world.detail, animated: true)
    ShimRunLoop.advance(by: 2)
    ShimConsole.reset()
    let pinch = try #require(world.pinch)
    let gesture = try #require(pinch.delegate as? TransitionGesture)
    world.pinch(.began, centroid: CGPoint(x: 195, y: 400), scale: 0.97, velocity: -2)
    #expect(world.transition != nil, "the pinch pops")
    ShimRunLoop.advance(by: 0.05)
    world.pinch(.changed, centroid: CGPoint(x: 195, y: 420), scale: 0.9, velocity: -0.5)
    gesture.invalidate()
    #expect(pinch.view == nil)
    ShimRunLoop.advance(by: 3)
    #expect(world.navigation?.shimIsTransitioning == false, "the pop ended")
    #expect(ShimConsole.transitions.count == 1)
    #expect(ShimConsole.transitions.first?.completions.count == 1)
    #expect(ShimConsole.messages.isEmpty, "\(ShimConsole.messages)")
  }
}
