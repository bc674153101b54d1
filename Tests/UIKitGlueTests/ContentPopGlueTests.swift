import FluidTransitions
import Testing
import UIKit

@testable import FluidTransitions

/// The back swipe from anywhere in the content (``Interaction/contentPop``) through the UIKit
/// layer: it pops with the style from mid-screen, leaves the leading edge to the edge swipe,
/// gives the drag to a carousel that still has room to scroll, takes a list's drags over once it
/// pops, honours a screen's ``FluidContentPopping`` region, and, on iOS 26, never runs together
/// with UIKit's own content swipe (`interactiveContentPopGestureRecognizer`).
@MainActor
@Suite("UIKit glue: the back swipe from the content")
struct ContentPopGlueTests {
  typealias Scene = GlueScenarioTests.NavigationScene

  /// A scene on `version` of iOS with Second pushed, its content laid out by `content`.
  static func scene(
    _ interaction: Interaction? = .contentPop, on version: ShimBehaviour.SystemVersion = .iOS18,
    second: UIViewController? = nil, content: (UIView) -> Void = { _ in }
  ) -> Scene {
    var behaviour = ShimBehaviour.current
    behaviour.systemVersion = version
    return ShimBehaviour.with(behaviour) {
      let scene = Scene(.slide, interaction: interaction)
      let top = second ?? scene.second
      content(top.view)
      scene.navigation.pushViewController(top, animated: false)
      ShimRunLoop.runDeferredWork()
      ShimConsole.reset()
      return scene
    }
  }

  /// The library's content swipe: its pan that is neither an edge swipe nor UIKit's.
  static func contentPan(_ scene: Scene) -> UIPanGestureRecognizer? {
    scene.navigation.view.gestureRecognizers?.first {
      $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer)
        && !scene.navigation.shimSystemPopGestures.contains($0)
    } as? UIPanGestureRecognizer
  }

  /// The library's edge swipe.
  static func edgePan(_ scene: Scene) -> UIScreenEdgePanGestureRecognizer? {
    scene.navigation.view.gestureRecognizers?.first {
      $0 is UIScreenEdgePanGestureRecognizer
        && !scene.navigation.shimSystemPopGestures.contains($0)
    } as? UIScreenEdgePanGestureRecognizer
  }

  /// A finger lands at `start` (window coordinates) and moves by `total` over ten frames with
  /// `pan` recognising it (UIKit hands every recogniser under the finger the touch first), then
  /// lifts; returns whether `pan` began. The first step is 12 points, past the direction lock.
  @discardableResult
  static func swipe(
    _ pan: UIPanGestureRecognizer, in window: UIWindow, from start: CGPoint,
    by total: CGPoint = CGPoint(x: 300, y: 0), releasing velocity: CGFloat = 1500
  ) -> Bool {
    window.shimTouchDown(at: start)
    let length = max((total.x * total.x + total.y * total.y).squareRoot(), 1)
    let unit = CGPoint(x: total.x / length, y: total.y / length)
    let move = { (distance: CGFloat, speed: CGFloat) in
      pan.shimTranslation = CGPoint(x: unit.x * distance, y: unit.y * distance)
      pan.shimLocation = CGPoint(
        x: start.x + pan.shimTranslation.x, y: start.y + pan.shimTranslation.y)
      pan.shimVelocity = CGPoint(x: unit.x * speed, y: unit.y * speed)
    }
    move(12, 600)
    pan.shimSetState(.began)
    guard pan.state == .began else {
      pan.shimSetState(.possible)
      return false
    }
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      move(12 + (length - 12) * CGFloat(step) / 10, velocity)
      pan.shimSetState(.changed)
    }
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    return true
  }

  /// A horizontal carousel across the content, 1,200 points wide, scrolled to `offset`.
  static func carousel(at offset: CGFloat, in view: UIView) -> UIScrollView {
    let carousel = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 200))
    carousel.contentSize = CGSize(width: 1200, height: 200)
    carousel.contentOffset = CGPoint(x: offset, y: 0)
    view.addSubview(carousel)
    return carousel
  }

  /// A vertical list filling `view`.
  static func list(in view: UIView) -> UIScrollView {
    let list = UIScrollView(frame: view.bounds)
    list.contentSize = CGSize(width: view.bounds.width, height: 3000)
    view.addSubview(list)
    return list
  }

  static func titles(_ scene: Scene) -> [String] {
    scene.navigation.viewControllers.map { $0.title ?? "?" }
  }

  @Test(
    "By default the library installs its edge swipe and its content swipe, and restores UIKit's on disable"
  )
  func installsBoth() throws {
    for version in ShimBehaviour.SystemVersion.allCases {
      let scene = Self.scene(on: version)
      #expect(Self.contentPan(scene) != nil, "\(version)")
      #expect(Self.edgePan(scene) != nil, "\(version)")
      #expect(scene.navigation.interactivePopGestureRecognizer?.isEnabled == false, "\(version)")
      let system = scene.navigation.interactiveContentPopGestureRecognizer
      #expect((system != nil) == (version >= .iOS26), "\(version): UIKit's content swipe")
      #expect(system?.isEnabled != true, "\(version): never both content swipes")
      scene.navigation.fluid.disable()
      #expect(Self.contentPan(scene) == nil && Self.edgePan(scene) == nil, "\(version)")
      #expect(scene.navigation.interactivePopGestureRecognizer?.isEnabled == true, "\(version)")
      #expect(system?.isEnabled != false, "\(version): UIKit's content swipe is back")
    }
  }

  @Test(
    "A swipe from mid-screen pops with the style, under the finger, and leaves the stack and the screen in agreement",
    arguments: ShimBehaviour.SystemVersion.allCases)
  func popsFromMidScreen(_ version: ShimBehaviour.SystemVersion) throws {
    let scene = Self.scene(on: version)
    let pan = try #require(Self.contentPan(scene))
    #expect(Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 400)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"], "\(version)")
    let record = try #require(ShimConsole.transitions.first)
    #expect(ShimConsole.transitions.count == 1)
    #expect(record.isCustom, "the library's slide, not UIKit's pop")
    #expect(record.calls.contains("updateInteractiveTransition"), "it followed the finger")
    #expect(record.completions == [true])
  }

  @Test(
    "The leading edge stays the edge swipe's; a drag toward the leading edge or down is the content's"
  )
  func edgeAndDirections() throws {
    let scene = Self.scene()
    let content = try #require(Self.contentPan(scene))
    #expect(
      !Self.swipe(content, in: scene.window, from: CGPoint(x: 10, y: 400)), "the edge's region")
    #expect(
      !Self.swipe(
        content, in: scene.window, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -250, y: 0)))
    #expect(
      !Self.swipe(
        content, in: scene.window, from: CGPoint(x: 200, y: 200), by: CGPoint(x: 20, y: 300)))
    #expect(ShimConsole.transitions.isEmpty)
    let edge = try #require(Self.edgePan(scene))
    #expect(Self.swipe(edge, in: scene.window, from: CGPoint(x: 10, y: 400)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"])
  }

  @Test("Right to left: the swipe starts away from the right edge and moves left")
  func rightToLeft() throws {
    let scene = Self.scene()
    scene.navigation.view.shimLayoutDirection = .rightToLeft
    let content = try #require(Self.contentPan(scene))
    #expect(
      !Self.swipe(
        content, in: scene.window, from: CGPoint(x: 380, y: 400), by: CGPoint(x: -300, y: 0)))
    #expect(
      !Self.swipe(
        content, in: scene.window, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 250, y: 0)))
    #expect(
      Self.swipe(
        content, in: scene.window, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -280, y: 0)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"])
  }

  @Test(
    "A carousel with room to scroll back keeps the drag; at its leading edge the swipe pops and holds it"
  )
  func carousel() throws {
    var carousel: UIScrollView?
    let scrolled = Self.scene { carousel = Self.carousel(at: 300, in: $0) }
    let pan = try #require(Self.contentPan(scrolled))
    #expect(!Self.swipe(pan, in: scrolled.window, from: CGPoint(x: 200, y: 600)))
    #expect(ShimConsole.transitions.isEmpty && Self.titles(scrolled) == ["First", "Second"])
    #expect(carousel?.panGestureRecognizer.isEnabled == true)
    // Above the carousel the same swipe pops.
    #expect(Self.swipe(pan, in: scrolled.window, from: CGPoint(x: 200, y: 300)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scrolled, ["First"])

    let atEdge = Self.scene { carousel = Self.carousel(at: 0, in: $0) }
    let edgePan = try #require(Self.contentPan(atEdge))
    let scrollPan = try #require(carousel?.panGestureRecognizer)
    atEdge.window.shimTouchDown(at: CGPoint(x: 200, y: 600))
    edgePan.shimTranslation = CGPoint(x: 14, y: 0)
    edgePan.shimLocation = CGPoint(x: 214, y: 600)
    edgePan.shimSetState(.began)
    #expect(edgePan.state == .began)
    #expect(!scrollPan.isEnabled, "a pop that began never turns into a scroll")
    edgePan.shimTranslation = CGPoint(x: 300, y: 0)
    edgePan.shimLocation = CGPoint(x: 500, y: 600)
    edgePan.shimVelocity = CGPoint(x: 1500, y: 0)
    edgePan.shimSetState(.changed)
    edgePan.shimSetState(.ended)
    edgePan.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(atEdge, ["First"])
    #expect(scrollPan.isEnabled, "the carousel gets its pan back")
  }

  @Test("A vertical list lets a horizontal swipe pop and keeps its vertical drags")
  func verticalList() throws {
    var list: UIScrollView?
    let scene = Self.scene { list = Self.list(in: $0) }
    let pan = try #require(Self.contentPan(scene))
    #expect(
      !Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -300)))
    #expect(Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 400)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"])
    #expect(list?.panGestureRecognizer.isEnabled == true)
  }

  @Test("A carousel inside a list: the inner carousel decides first", arguments: [0.0, 300])
  func nested(offset: Double) throws {
    let scene = Self.scene { view in
      let list = Self.list(in: view)
      _ = Self.carousel(at: offset, in: list)
    }
    let pan = try #require(Self.contentPan(scene))
    let pops = Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 600))
    #expect(pops == (offset == 0), "offset \(offset)")
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, pops ? ["First"] : ["First", "Second"])
  }

  @Test(
    "A list still moving after a flick: the touch that catches it scrolls, when UIKit lets the recogniser see it moving",
    arguments: ShimBehaviour.DecelerationOnTouch.allCases)
  func deceleratingList(_ order: ShimBehaviour.DecelerationOnTouch) throws {
    var behaviour = ShimBehaviour.current
    behaviour.decelerationOnTouch = order
    try ShimBehaviour.with(behaviour) {
      var list: UIScrollView?
      let scene = Self.scene { list = Self.list(in: $0) }
      list?.shimIsDecelerating = true
      let pan = try #require(Self.contentPan(scene))
      let pops = Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 400))
      // Read when the touch is handed over, the list is moving only if UIKit stops it after
      // asking the recognisers; otherwise it is at rest and lets the swipe through.
      #expect(pops == (order == .stopsBeforeRecognizersAreAsked), "\(order)")
      #expect(list?.isDecelerating == false, "the touch stopped it")
    }
  }

  @Test("A slider and a focused text view keep horizontal drags; an unfocused text view does not")
  func controls() throws {
    let slider = UISlider(frame: CGRect(x: 40, y: 600, width: 300, height: 44))
    let text = UITextView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
    let scene = Self.scene { view in
      view.addSubview(slider)
      view.addSubview(text)
    }
    let pan = try #require(Self.contentPan(scene))
    #expect(!Self.swipe(pan, in: scene.window, from: CGPoint(x: 100, y: 620)), "the slider")
    text.shimIsFirstResponder = true
    #expect(!Self.swipe(pan, in: scene.window, from: CGPoint(x: 100, y: 300)), "selecting text")
    text.shimIsFirstResponder = false
    #expect(
      Self.swipe(pan, in: scene.window, from: CGPoint(x: 100, y: 300)), "an unfocused text view")
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(scene, ["First"])
  }

  @Test("A screen that opts out keeps the edge swipe; a region limits where the swipe begins")
  func optOutAndRegion() throws {
    let map = ContentPopScreen(title: "Second", region: nil)
    let optedOut = Self.scene(second: map)
    let pan = try #require(Self.contentPan(optedOut))
    #expect(!Self.swipe(pan, in: optedOut.window, from: CGPoint(x: 200, y: 400)))
    let edge = try #require(Self.edgePan(optedOut))
    #expect(Self.swipe(edge, in: optedOut.window, from: CGPoint(x: 8, y: 400)))
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(optedOut, ["First"])

    let timeline = ContentPopScreen(
      title: "Second", region: CGRect(x: 0, y: 0, width: 390, height: 500))
    let limited = Self.scene(second: timeline)
    let limitedPan = try #require(Self.contentPan(limited))
    #expect(!Self.swipe(limitedPan, in: limited.window, from: CGPoint(x: 200, y: 700)), "below it")
    #expect(Self.swipe(limitedPan, in: limited.window, from: CGPoint(x: 200, y: 300)), "inside it")
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(limited, ["First"])

    let broken = ContentPopScreen(
      title: "Second", region: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844))
    let nanRegion = Self.scene(second: broken)
    let nanPan = try #require(Self.contentPan(nanRegion))
    #expect(
      !Self.swipe(nanPan, in: nanRegion.window, from: CGPoint(x: 200, y: 300)), "a NaN region")
  }

  @Test(
    "iOS 26 with no library gesture: UIKit's content swipe runs UIKit's own pop, where the screen allows it"
  )
  func systemContentSwipeWithoutLibraryGesture() throws {
    let scene = Self.scene(nil, on: .iOS26)
    let system = try #require(
      scene.navigation.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer)
    #expect(system.isEnabled)
    #expect(Self.contentPan(scene) == nil)
    #expect(Self.swipe(system, in: scene.window, from: CGPoint(x: 200, y: 400)))
    ShimRunLoop.advance(by: 3)
    #expect(Self.titles(scene) == ["First"])
    let record = try #require(ShimConsole.transitions.first)
    #expect(ShimConsole.transitions.count == 1)
    #expect(!record.isCustom && record.systemGesture == "content")

    let optedOut = Self.scene(
      nil, on: .iOS26, second: ContentPopScreen(title: "Second", region: nil))
    let refused = try #require(
      optedOut.navigation.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer)
    #expect(!Self.swipe(refused, in: optedOut.window, from: CGPoint(x: 200, y: 400)))
    #expect(ShimConsole.transitions.isEmpty)
  }

  @Test(
    "iOS 26, edge swipe only: UIKit's content swipe is off; turned back on, it never takes the library's edge"
  )
  func systemContentSwipeBesideLibraryEdge() throws {
    let scene = Self.scene(.edgePan, on: .iOS26)
    let system = try #require(
      scene.navigation.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer)
    #expect(!system.isEnabled, "the library has a gesture for the pop")
    system.isEnabled = true
    #expect(
      !Self.swipe(system, in: scene.window, from: CGPoint(x: 10, y: 400)),
      "the edge is the library's")
    #expect(ShimConsole.transitions.isEmpty)
    #expect(Self.swipe(system, in: scene.window, from: CGPoint(x: 200, y: 400)))
    ShimRunLoop.advance(by: 3)
    #expect(Self.titles(scene) == ["First"])
    #expect(ShimConsole.transitions.map(\.systemGesture) == ["content"])
  }

  @Test(
    "Nothing to pop, a transition in flight, or a finger landing on NaN: the swipe does not begin")
  func refusals() throws {
    let root = Self.scene()
    root.navigation.popViewController(animated: false)
    ShimRunLoop.advance(by: 1)
    ShimConsole.reset()
    let rootPan = try #require(Self.contentPan(root))
    #expect(!Self.swipe(rootPan, in: root.window, from: CGPoint(x: 200, y: 400)), "nothing to pop")
    #expect(ShimConsole.transitions.isEmpty)
    let busy = Self.scene()
    busy.navigation.fluid.push(GlueScreen(title: "Third"))
    ShimRunLoop.advance(by: 0.05)
    let pan = try #require(Self.contentPan(busy))
    #expect(!Self.swipe(pan, in: busy.window, from: CGPoint(x: 200, y: 400)), "a push is on screen")
    ShimRunLoop.advance(by: 3)
    StackGlueTests.expectAgreement(busy, ["First", "Second", "Third"])

    let nan = Self.scene()
    let nanPan = try #require(Self.contentPan(nan))
    #expect(!Self.swipe(nanPan, in: nan.window, from: CGPoint(x: CGFloat.nan, y: .nan)))
    #expect(!Self.swipe(nanPan, in: nan.window, from: CGPoint(x: CGFloat.infinity, y: 400)))
    #expect(ShimConsole.transitions.isEmpty && Self.titles(nan) == ["First", "Second"])
  }

  @Test(
    "Under every behaviour setting a swipe from mid-screen pops, once, and the edge swipe still works",
    arguments: ShimBehaviour.oneAtATime)
  func underBehaviour(_ behaviour: ShimBehaviour) throws {
    try ShimBehaviour.with(behaviour, unlessRepeating: "\(Self.self) \(#function)") { behaviour in
      let scene = Self.scene(on: behaviour.systemVersion)
      let pan = try #require(Self.contentPan(scene))
      #expect(Self.swipe(pan, in: scene.window, from: CGPoint(x: 200, y: 400)), "\(behaviour)")
      ShimRunLoop.advance(by: 3)
      StackGlueTests.expectAgreement(scene, ["First"], "\(behaviour)")
      #expect(ShimConsole.transitions.map(\.completions) == [[true]], "\(behaviour)")
      #expect(ShimConsole.transitions.allSatisfy { $0.breaches.isEmpty }, "\(behaviour)")
      scene.navigation.pushViewController(GlueScreen(title: "Third"), animated: false)
      ShimConsole.reset()
      let edge = try #require(Self.edgePan(scene))
      #expect(Self.swipe(edge, in: scene.window, from: CGPoint(x: 6, y: 400)), "\(behaviour)")
      ShimRunLoop.advance(by: 3)
      StackGlueTests.expectAgreement(scene, ["First"], "\(behaviour): the edge swipe")
    }
  }
}

/// A screen with a say over the content swipe: `region` nil opts out (a map, a canvas).
@MainActor
final class ContentPopScreen: UIViewController, FluidContentPopping {
  let region: CGRect?

  init(title: String, region: CGRect?) {
    self.region = region
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  var contentPopRegion: CGRect? { region }
}
