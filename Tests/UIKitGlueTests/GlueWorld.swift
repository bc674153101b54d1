import FluidTransitions
import Testing
import UIKit

/// One fluid transition played through UIKit's public entry points on the simulated UIKit of
/// the shim: a window with a navigation, tab bar or presenting controller, the library enabled
/// on it with one style, and a way to start the transition (a tap or the library's gesture),
/// interfere with it (a programmatic cancel, a grab) and check everything the UIKit issue asks
/// of it afterwards.
@MainActor
final class GlueWorld {
  /// What starts the transition and what happens to it.
  enum Outcome: String, CaseIterable, Sendable {
    /// Started by a tap (push, back button, present, dismiss, tab tap) and left alone.
    case completed
    /// Tap-started, then `cancel()` 50 ms in.
    case cancelled
    /// Tap-started, grabbed 30 ms in by a finger on the container that throws it back.
    case grabbedAndThrownBack
    /// Tap-started, grabbed 30 ms in by a finger that throws it on to the end.
    case grabbedAndThrownOn
    /// Started by the library's own gesture, dragged most of the way and flicked.
    case draggedToTheEnd
    /// Started by the library's own gesture, barely moved and let go.
    case draggedAndLetGo

    /// Whether the transition ends completed.
    var completes: Bool {
      switch self {
      case .completed, .grabbedAndThrownOn, .draggedToTheEnd: true
      case .cancelled, .grabbedAndThrownBack, .draggedAndLetGo: false
      }
    }

    /// Whether the library's gesture starts it (only backward operations and tab switches).
    var isGestureStarted: Bool { self == .draggedToTheEnd || self == .draggedAndLetGo }
  }

  /// A style and the operation it runs.
  struct Case: Sendable, CustomTestStringConvertible, Hashable {
    var style: StyleName
    var operation: TransitionOperation
    var engine: EngineName
    var outcome: Outcome
    var behaviour: ShimBehaviour

    var testDescription: String {
      "\(style.rawValue) \(operation) on \(engine.rawValue), \(outcome.rawValue) [\(behaviour)]"
    }

    /// Whether a fluid transition runs: the library's tab pan can only start one when a
    /// programmatic selection asks the delegate for it; otherwise it leaves the tabs alone. A
    /// sheet's pan moves the sheet between detents and starts a dismissal only when a release
    /// throws it out, so a drag let go barely moved runs none.
    var runsFluidTransition: Bool {
      if (operation == .tabForward || operation == .tabBackward) && outcome.isGestureStarted
        && behaviour.programmaticTabSelection == .switchesWithoutTransition
      {
        return false
      }
      return !(style.isSheet && operation == .dismiss && outcome == .draggedAndLetGo)
    }

    /// Whether a finger on the container reaches the transition: not a tap-started
    /// presentation or dismissal while UIKit ignores touches during transitions that do not
    /// start interactively (`interactionEventsDuringPresentation`). The grab then never
    /// happens and the transition runs to its end (the layer's documented degradation).
    var grabReachesTransition: Bool {
      !((operation == .present || operation == .dismiss)
        && behaviour.interactionEventsDuringPresentation == .ignoredUnlessInteractiveAtStart)
    }

    /// Whether the transition ends completed.
    var completes: Bool {
      switch outcome {
      case .grabbedAndThrownBack, .grabbedAndThrownOn:
        grabReachesTransition ? outcome.completes : true
      default:
        outcome.completes
      }
    }

    /// Whether the operation takes effect.
    var takesEffect: Bool { runsFluidTransition && completes }
  }

  enum EngineName: String, CaseIterable, Sendable {
    case propertyAnimator, displayLink

    var engine: TransitionEngine { self == .displayLink ? .displayLink : .propertyAnimator }
  }

  enum StyleName: String, CaseIterable, Sendable {
    case slide, scale, zoom, fade, halfSheet, fullSheet, drawer, tab

    var isSheet: Bool { self == .halfSheet || self == .fullSheet }

    var style: any TransitionStyle {
      switch self {
      case .slide: SlideStyle()
      case .scale: ScaleStyle()
      case .zoom: ZoomStyle()
      case .fade: FadeStyle()
      case .halfSheet: SheetStyle(detents: [.medium])
      case .fullSheet: SheetStyle()
      case .drawer: DrawerStyle()
      case .tab: TabStyle()
      }
    }

    var operations: [TransitionOperation] {
      switch self {
      case .slide, .scale, .zoom, .fade: [.push, .pop]
      case .halfSheet, .fullSheet, .drawer: [.present, .dismiss]
      case .tab: [.tabForward, .tabBackward]
      }
    }

    /// The gesture that starts interactive pops for navigation styles: the slide replaces the
    /// system back swipe with its own edge swipe and content swipe (the default); the others keep the system's and pop with a
    /// pan anywhere, or, for the zoom, a drag down (its pinch recogniser installed beside it).
    var popInteraction: Interaction {
      switch self {
      case .zoom: .pinch
      case .slide: .contentPop
      default: .pan
      }
    }
  }

  /// Every style, operation, engine and outcome that applies (gestures start backward
  /// operations and tab switches only), under `behaviour`.
  nonisolated static func cases(under behaviour: ShimBehaviour) -> [Case] {
    StyleName.allCases.flatMap { style in
      style.operations.flatMap { operation in
        EngineName.allCases.flatMap { engine in
          Outcome.allCases.compactMap { outcome in
            if outcome.isGestureStarted && operation.isForward && operation != .tabForward {
              return nil
            }
            return Case(
              style: style, operation: operation, engine: engine, outcome: outcome,
              behaviour: behaviour)
          }
        }
      }
    }
  }

  // MARK: The scene

  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let first = GlueScreen(title: "First")
  let second = GlueScreen(title: "Second")
  private(set) var navigation: UINavigationController?
  private(set) var navigationDelegate: FluidNavigationDelegate?
  private(set) var tabs: UITabBarController?
  private(set) var tabDelegate: FluidTabBarDelegate?
  private(set) var modalDelegate: FluidTransitioningDelegate?
  let testCase: Case

  /// Weak references to everything the transition made, checked after it ends.
  private(set) var transient: [(label: String, object: WeakObject)] = []

  init(_ testCase: Case) {
    self.testCase = testCase
    window.shimSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.makeKeyAndVisible()
  }

  var options: FluidTransition.Options {
    FluidTransition.Options(engine: testCase.engine.engine)
  }

  /// Builds the containers and puts the scene in the state the operation starts from.
  func setUp() {
    let style = testCase.style
    switch testCase.operation {
    case .push, .pop:
      let navigation = UINavigationController(rootViewController: first)
      window.rootViewController = navigation
      let delegate = navigation.fluid.enable(
        style.style, interaction: style.popInteraction, options: options)
      if style == .zoom {
        let (cell, image) = (first.element, second.element)
        delegate.elementsProvider = { _, _, _ in
          ZoomElements(source: { [weak cell] in cell }, destination: { [weak image] in image })
        }
      }
      if testCase.operation == .pop { navigation.pushViewController(second, animated: false) }
      self.navigation = navigation
      navigationDelegate = delegate
    case .tabForward, .tabBackward:
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.viewControllers = [first, second]
      window.rootViewController = tabs
      tabs.selectedIndex = testCase.operation == .tabForward ? 0 : 1
      tabDelegate = tabs.fluid.enable(style.style, interactive: true, options: options)
      self.tabs = tabs
    case .present, .dismiss:
      window.rootViewController = first
      if testCase.operation == .dismiss {
        modalDelegate = first.present(second, fluid: style.style, options: options, animated: false)
      }
    }
    ShimRunLoop.runDeferredWork()
    ShimConsole.reset()
  }

  /// The transition in progress according to the delegate that serves the scene.
  var currentTransition: FluidTransition? {
    navigationDelegate?.currentTransition ?? tabDelegate?.currentTransition
      ?? modalDelegate?.currentTransition
  }

  /// Starts the operation the way the case says (a tap or the library's gesture).
  func start() {
    if testCase.outcome.isGestureStarted {
      drag(toTheEnd: testCase.outcome == .draggedToTheEnd)
      return
    }
    switch testCase.operation {
    case .push: navigation?.pushViewController(second, animated: true)
    case .pop: navigation?.popViewController(animated: true)
    case .tabForward: tabs?.shimTapTab(at: 1)
    case .tabBackward: tabs?.shimTapTab(at: 0)
    case .present:
      modalDelegate = first.present(second, fluid: testCase.style.style, options: options)
    case .dismiss: second.dismiss(animated: true)
    }
    ShimRunLoop.runDeferredWork()
    trackTransition()
  }

  /// Remembers, weakly, everything the running transition made.
  func trackTransition() {
    guard let transition = currentTransition else { return }
    track(transition, "FluidTransition")
    track(transition.driver, "TransitionDriver")
    track(transition.driver?.animator, "engine")
    track(transition.uiAnimator, "UIViewPropertyAnimator")
    for view in Self.subtree(of: window) where !isOwned(view) {
      track(view, "transient view \(type(of: view))")
    }
  }

  private func track(_ object: AnyObject?, _ label: String) {
    guard let object, !transient.contains(where: { $0.object.value === object }) else { return }
    transient.append((label, WeakObject(object)))
  }

  /// Plays the rest of the case and lets everything settle.
  func play() {
    switch testCase.outcome {
    case .completed, .draggedToTheEnd, .draggedAndLetGo:
      break
    case .cancelled:
      ShimRunLoop.advance(by: 0.05)
      trackTransition()
      currentTransition?.cancel()
    case .grabbedAndThrownBack, .grabbedAndThrownOn:
      ShimRunLoop.advance(by: 0.03)
      trackTransition()
      grab(throwingOn: testCase.outcome == .grabbedAndThrownOn)
    }
    ShimRunLoop.advance(by: 3)
  }

  // MARK: Fingers

  /// The library's own pan for the operation: the navigation controller's pop gesture, the
  /// presented view's dismissal gesture or the tab bar controller's pan.
  var libraryPan: UIPanGestureRecognizer? {
    let view: UIView? =
      switch testCase.operation {
      case .pop: navigation?.view
      case .dismiss: second.presentationController?.presentedView ?? second.viewIfLoaded
      default: tabs?.view
      }
    return view?.gestureRecognizers?.first {
      $0 is UIPanGestureRecognizer && !(navigation?.shimSystemPopGestures.contains($0) ?? false)
    } as? UIPanGestureRecognizer
  }

  /// The unit vector, in window coordinates, that moves the case's gesture toward completion.
  var completingDirection: CGPoint {
    switch (testCase.style, testCase.operation) {
    case (.zoom, _), (.halfSheet, _), (.fullSheet, _): CGPoint(x: 0, y: 1)
    case (.drawer, _), (_, .tabForward): CGPoint(x: -1, y: 0)
    default: CGPoint(x: 1, y: 0)
    }
  }

  /// Drags with the library's gesture: most of the way and a flick, or 20 points and a still
  /// release.
  private func drag(toTheEnd: Bool) {
    guard let pan = libraryPan else {
      Issue.record("\(testCase.testDescription): the library's gesture is not installed")
      return
    }
    let direction = completingDirection
    let start = CGPoint(
      x: direction.x < 0 ? 370 : (libraryPan is UIScreenEdgePanGestureRecognizer ? 6 : 100), y: 300)
    let total: CGFloat = toTheEnd ? 300 : 20
    let move = { (distance: CGFloat, velocity: CGFloat) in
      pan.shimTranslation = CGPoint(x: direction.x * distance, y: direction.y * distance)
      pan.shimLocation = CGPoint(
        x: start.x + pan.shimTranslation.x, y: start.y + pan.shimTranslation.y)
      pan.shimVelocity = CGPoint(x: direction.x * velocity, y: direction.y * velocity)
    }
    move(12, 600)
    pan.shimSetState(.began)
    trackTransition()
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      move(12 + (total - 12) * CGFloat(step) / 10, toTheEnd ? 1500 : 200)
      pan.shimSetState(.changed)
    }
    if !toTheEnd {
      ShimRunLoop.advance(by: 0.2)
      move(total, 0)
      pan.shimSetState(.changed)
    }
    move(total, toTheEnd ? 1500 : 0)
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
  }

  /// A finger on the transition's container grabs it, moves 120 points against (or along) the
  /// direction that completes it in 60 ms, and lifts.
  private func grab(throwingOn: Bool) {
    guard let transition = currentTransition,
      let mapping = transition.driver?.configuration.interaction
    else {
      Issue.record("\(testCase.testDescription): no transition to grab")
      return
    }
    let grabs = Self.subtree(of: window).flatMap { $0.gestureRecognizers ?? [] }
      .compactMap { $0 as? UILongPressGestureRecognizer }
    guard let grab = grabs.first else {
      Issue.record("\(testCase.testDescription): no grab recogniser on the container")
      return
    }
    let sign: CGFloat = (throwingOn ? 1 : -1) * CGFloat(mapping.direction)
    let axis = mapping.axis == .horizontal ? CGPoint(x: 1, y: 0) : CGPoint(x: 0, y: 1)
    let start = CGPoint(x: 195, y: 500)
    grab.shimLocation = start
    grab.shimSetState(.began)
    #expect(
      (grab.state == .began) == testCase.grabReachesTransition,
      "\(testCase.testDescription): the grab \(grab.state == .began ? "began" : "did not begin")")
    for step in 1...6 {
      ShimRunLoop.advance(by: 0.01)
      let distance = sign * 20 * CGFloat(step)
      grab.shimLocation = CGPoint(x: start.x + axis.x * distance, y: start.y + axis.y * distance)
      grab.shimSetState(.changed)
    }
    grab.shimSetState(.ended)
    grab.shimSetState(.possible)
  }

  // MARK: Checks

  /// Views the test made or UIKit keeps (containers, transition views, the back indicator, the
  /// screens and their content).
  func isOwned(_ view: UIView) -> Bool {
    if view === window || view.isDescendant(of: first.view) || view.isDescendant(of: second.view) {
      return true
    }
    if let navigation,
      view === navigation.view || view === navigation.shimTransitionView
        || view === navigation.shimBackIndicator
    {
      return true
    }
    if let tabs, view === tabs.view || view === tabs.shimTransitionView { return true }
    // The presentation controller (which UIKit may keep until the next presentation) owns its
    // dimming view and UIKit its container; whether they are on screen is checked separately.
    if let presentation = second.presentationController as? FluidPresentationController,
      view === presentation.dimmingView || view === presentation.containerView
        || view === presentation.presentedView
    {
      return true
    }
    return false
  }

  /// `view` and every view below it.
  static func subtree(of view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { subtree(of: $0) }
  }

  /// Checks everything the issue asks after a transition: one completion, nothing logged, the
  /// screen agreeing with the containers' state, and everything the transition made released.
  func checkAfterwards() {
    let description = testCase.testDescription
    let custom = ShimConsole.transitions.filter(\.isCustom)
    guard testCase.runsFluidTransition else {
      #expect(custom.isEmpty, "\(description): \(custom.count) fluid transitions ran")
      checkScreen()
      if testCase.style.isSheet {
        // The sheet went back to its detent and its pan stays ready.
        let presentation = second.presentationController as? FluidPresentationController
        #expect(presentation?.sheetInteraction?.driver.phase == .resting, "\(description)")
        #expect(libraryPan === presentation?.sheetInteraction?.recognizer, "\(description)")
        return
      }
      libraryPan?.shimSetState(.began)
      #expect(libraryPan?.state == .failed, "\(description): the pan stays off")
      return
    }
    #expect(custom.count == 1, "\(description): \(custom.count) fluid transitions ran")
    if let record = custom.first {
      #expect(
        record.completions == [testCase.completes],
        "\(description): completions \(record.completions), calls \(record.calls)")
      #expect(record.breaches.isEmpty, "\(description): \(record.breaches)")
    }
    #expect(ShimConsole.messages.isEmpty, "\(description): \(ShimConsole.messages)")
    #expect(currentTransition == nil, "\(description): the delegate still holds a transition")
    checkScreen()
    let alive = transient.filter { entry in
      guard let object = entry.object.value else { return false }
      return (object as? UIView).map { !isOwned($0) } ?? true
    }.map(\.label)
    #expect(alive.isEmpty, "\(description): still alive: \(alive)")
  }

  /// The containers' state and the screen agree.
  func checkScreen() {
    let description = testCase.testDescription
    let completes = testCase.takesEffect
    switch testCase.operation {
    case .push, .pop:
      guard let navigation else { return }
      let expected = (testCase.operation == .push) == completes ? 2 : 1
      #expect(navigation.viewControllers.count == expected, "\(description): stack")
      let top = navigation.topViewController
      let container = navigation.shimTransitionView
      #expect(container.subviews.count == 1, "\(description): \(container.subviews.count) views")
      #expect(container.subviews.first === top?.view, "\(description): the top is on screen")
      expectAtRest(top?.view, in: container.bounds, description)
      #expect(
        navigation.shimBackIndicator.alpha == (expected > 1 ? 1 : 0), "\(description): bar")
    case .tabForward, .tabBackward:
      guard let tabs else { return }
      let expected = (testCase.operation == .tabForward) == completes ? 1 : 0
      #expect(tabs.selectedIndex == expected, "\(description): selection")
      let container = tabs.shimTransitionView
      #expect(container.subviews.count == 1, "\(description): \(container.subviews.count) views")
      #expect(container.subviews.first === tabs.selectedViewController?.view, "\(description)")
      expectAtRest(tabs.selectedViewController?.view, in: container.bounds, description)
    case .present, .dismiss:
      let presented = (testCase.operation == .present) == completes
      #expect(
        (first.presentedViewController === second) == presented, "\(description): presented")
      if presented {
        let presentation = second.presentationController as? FluidPresentationController
        #expect(presentation != nil, "\(description): the fluid presentation controller")
        guard let presentation, let container = presentation.containerView else { return }
        #expect(container.window === window, "\(description): the container is on screen")
        let shown = presentation.presentedView
        expectAtRest(shown, in: presentation.frameOfPresentedViewInContainerView, description)
        if shown !== second.view {
          // A sheet's own view holds the controller's, which fills it, untouched.
          #expect(second.view.superview === shown, "\(description): the content is in the sheet")
          expectAtRest(second.view, in: shown?.bounds ?? .zero, description)
        }
        #expect(presentation.dimmingView.superview === container, "\(description): dimming")
        #expect(
          (first.view.window === window) == !presentation.shouldRemovePresentersView,
          "\(description): the presenter's view stays exactly when it shows")
      } else {
        #expect(first.view.superview === window, "\(description): the presenter is back")
        #expect(
          second.viewIfLoaded?.window == nil, "\(description): the presented view is gone")
        #expect(window.subviews.count == 1, "\(description): \(window.subviews.count) views")
        expectAtRest(first.view, in: window.bounds, description)
      }
    }
  }

  private func expectAtRest(_ view: UIView?, in frame: CGRect, _ description: String) {
    guard let view else {
      Issue.record("\(description): no view")
      return
    }
    #expect(view.frame == frame, "\(description): frame \(view.frame), expected \(frame)")
    #expect(view.transform == .identity, "\(description): transform \(view.transform)")
    #expect(view.alpha == 1, "\(description): alpha \(view.alpha)")
    #expect(!view.isHidden, "\(description): hidden")
  }

  /// After the transition, the back swipe (the system's, or the library's edge swipe that
  /// replaces it) still pops.
  func checkBackSwipeStillWorks() {
    guard let navigation, navigationDelegate != nil else { return }
    let description = testCase.testDescription
    if navigation.viewControllers.count == 1 {
      navigation.pushViewController(second, animated: false)
    }
    ShimConsole.reset()
    let system = navigation.interactivePopGestureRecognizer as? UIPanGestureRecognizer
    let pan: UIPanGestureRecognizer?
    if system?.isEnabled == true {
      pan = system
    } else {
      pan =
        navigation.view.gestureRecognizers?.first {
          $0 is UIScreenEdgePanGestureRecognizer && $0 !== system
        } as? UIPanGestureRecognizer
    }
    guard let pan else {
      Issue.record("\(description): no back swipe")
      return
    }
    pan.shimLocation = CGPoint(x: 4, y: 400)
    pan.shimTranslation = CGPoint(x: 8, y: 0)
    pan.shimVelocity = CGPoint(x: 400, y: 0)
    pan.shimSetState(.began)
    for step in 1...10 {
      ShimRunLoop.advance(by: 0.01)
      pan.shimTranslation = CGPoint(x: 8 + 28 * CGFloat(step), y: 0)
      pan.shimLocation = CGPoint(x: 4 + pan.shimTranslation.x, y: 400)
      pan.shimVelocity = CGPoint(x: 1500, y: 0)
      pan.shimSetState(.changed)
    }
    let followsTheFinger = ShimConsole.transitions.last?.calls.contains(
      "updateInteractiveTransition")
    #expect(followsTheFinger == true, "\(description): the back swipe drives the pop")
    pan.shimSetState(.ended)
    pan.shimSetState(.possible)
    ShimRunLoop.advance(by: 3)
    #expect(navigation.viewControllers.count == 1, "\(description): the back swipe popped")
    #expect(navigation.shimTransitionView.subviews.first === first.view, "\(description)")
    #expect(ShimConsole.messages.isEmpty, "\(description): \(ShimConsole.messages)")
  }
}

/// A weak reference.
final class WeakObject {
  weak var value: AnyObject?

  init(_ value: AnyObject) {
    self.value = value
  }
}

/// A screen with one square element that a zoom flies from (in the first screen) or to (in
/// the second, placed just under the top safe-area inset once laid out).
@MainActor
final class GlueScreen: UIViewController {
  let element = UIView(frame: CGRect(x: 20, y: 300, width: 110, height: 110))

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    element.backgroundColor = .black
    view.addSubview(element)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if title == "Second" {
      element.frame = CGRect(
        x: 0, y: view.safeAreaInsets.top + 10, width: view.bounds.width, height: view.bounds.width)
    }
  }
}
