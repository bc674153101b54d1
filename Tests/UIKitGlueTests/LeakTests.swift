import QuartzCore
import Testing
import UIKit

@testable import FluidTransitions

/// Every built-in style, through the delegate that serves it and on both engines, run to
/// completion, cancelled mid-flight and (for the operations a gesture starts) released at once;
/// then `animationEnded(_:)`, and every strong reference the transition handed out dropped. The
/// views and controllers the test owns stay alive; everything the transition made for itself
/// must be gone: the `FluidTransition`, its driver and engine, the `UIViewPropertyAnimator`, the
/// context, every snapshot, dimming, shadow and probe view it put in the hierarchy, and the
/// presentation controller and dimming view of a completed dismissal.
@MainActor
@Suite("UIKit glue: nothing outlives a transition")
struct LeakTests {
  enum Engine: String, CaseIterable, Sendable {
    case displayLink, propertyAnimator

    var transitionEngine: TransitionEngine {
      self == .displayLink ? .displayLink : .propertyAnimator
    }
  }

  enum Outcome: String, CaseIterable, Sendable {
    /// Tap-started and run to the end.
    case completed
    /// Tap-started, then `transition.cancel()` mid-flight.
    case cancelledMidFlight
    /// Started by the delegate's own gesture, which lets go at once: it settles back.
    case releasedAtOnce
  }

  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    var style: any TransitionStyle
    var operation: TransitionOperation
    var engine: Engine
    var outcome: Outcome

    var testDescription: String {
      "\(name) \(operation) on \(engine.rawValue), \(outcome.rawValue)"
    }
  }

  /// Each style with its natural operations, every engine and every outcome that applies (a
  /// gesture starts pops, dismissals and tab switches, never pushes or presentations).
  nonisolated static let scenarios: [Scenario] = {
    let styles: [(String, any TransitionStyle, [TransitionOperation])] = [
      ("slide", SlideStyle(), [.push, .pop]), ("scale", ScaleStyle(), [.push, .pop]),
      ("half sheet", SheetStyle(height: .fraction(0.5)), [.present, .dismiss]),
      ("full sheet", SheetStyle(), [.present, .dismiss]), ("zoom", ZoomStyle(), [.push, .pop]),
      ("drawer", DrawerStyle(), [.present, .dismiss]),
      ("tab", TabStyle(), [.tabForward, .tabBackward]), ("fade", FadeStyle(), [.push, .pop]),
    ]
    var scenarios: [Scenario] = []
    for (name, style, operations) in styles {
      for operation in operations {
        for engine in Engine.allCases {
          for outcome in Outcome.allCases
          where outcome != .releasedAtOnce || !operation.isForward || operation == .tabForward {
            scenarios.append(
              Scenario(
                name: name, style: style, operation: operation, engine: engine, outcome: outcome))
          }
        }
      }
    }
    return scenarios
  }()

  /// Weak references to everything that must be freed, with a label for the report.
  @MainActor
  final class Tracker {
    private final class Entry {
      let label: String
      weak var object: AnyObject?

      init(_ label: String, _ object: AnyObject) {
        self.label = label
        self.object = object
      }
    }

    private var entries: [Entry] = []

    func track(_ object: AnyObject?, _ label: String) {
      guard let object, !entries.contains(where: { $0.object === object }) else { return }
      entries.append(Entry(label, object))
    }

    /// The labels of the tracked objects still alive, except the `allowed` ones.
    func alive(except allowed: [AnyObject] = []) -> [String] {
      entries.filter { entry in
        guard let object = entry.object else { return false }
        return !allowed.contains { $0 === object }
      }.map(\.label)
    }

    /// Every view in `root`'s tree that is not one of `owned`, tracked as transient.
    func trackTransientViews(in root: UIView, owned: [UIView]) {
      for view in LeakTests.subtree(of: root) where !owned.contains(where: { $0 === view }) {
        track(view, "transient view \(type(of: view)) \(view.frame)")
      }
    }
  }

  /// `view` and every view below it.
  static func subtree(of view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { subtree(of: $0) }
  }

  /// What the test owns for one scenario: the screen, the container controllers, the delegate,
  /// the shared elements and, for modal styles, the presentation controller.
  @MainActor
  final class Stage {
    let screen = Screen()
    let clock = ManualFrameClock()
    let cell = UIView(frame: CGRect(x: 20, y: 300, width: 110, height: 110))
    let image = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 390))
    var navigation: UINavigationController?
    var navigationDelegate: FluidNavigationDelegate?
    var tabs: UITabBarController?
    var tabDelegate: FluidTabBarDelegate?
    var modalDelegate: FluidTransitioningDelegate?
    var presentation: FluidPresentationController?

    var owned: [UIView] {
      [
        screen.window, screen.container, screen.first.view, screen.second.view, cell, image,
      ]
    }

    /// The transition in progress according to whichever delegate serves the scenario.
    var currentTransition: FluidTransition? {
      navigationDelegate?.currentTransition ?? tabDelegate?.currentTransition
        ?? modalDelegate?.currentTransition
    }

    init() {
      screen.first.view.addSubview(cell)
      screen.second.view.addSubview(image)
    }
  }

  /// Advances whichever clock drives the engine.
  static func advance(
    _ seconds: Double, engine: Engine, clock: ManualFrameClock, animator: UIViewPropertyAnimator?
  ) {
    switch engine {
    case .displayLink: clock.advance(by: seconds)
    case .propertyAnimator: animator?.shimAdvance(by: seconds)
    }
  }

  /// Drives `pan` through a gesture that begins and ends at once, as UIKit delivers it.
  static func flick(_ pan: UIPanGestureRecognizer, translation: CGPoint) {
    pan.shimLocation = CGPoint(x: 200, y: 400)
    pan.shimTranslation = translation
    pan.shimVelocity = CGPoint(x: translation.x * 10, y: translation.y * 10)
    pan.shimSetState(.began)
    GestureActions.send(pan)
    pan.shimVelocity = .zero
    pan.shimSetState(.ended)
    GestureActions.send(pan)
  }

  /// The pan recogniser a delegate installed on `view` (not the system back swipe).
  static func pan(on view: UIView?, except other: UIGestureRecognizer? = nil)
    -> UIPanGestureRecognizer?
  {
    view?.gestureRecognizers?.first { $0 is UIPanGestureRecognizer && $0 !== other }
      as? UIPanGestureRecognizer
  }

  /// Asks the scenario's delegate for its transition, as UIKit would, and returns it with the
  /// transition context UIKit would build. Nil (with an issue recorded) if something is missing.
  static func makeTransition(_ scenario: Scenario, on stage: Stage) -> (
    FluidTransition, ShimContext
  )? {
    let screen = stage.screen
    let (first, second) = (screen.first, screen.second)
    let options = FluidTransition.Options(engine: scenario.engine.transitionEngine)
    let interactive = scenario.outcome == .releasedAtOnce
    switch scenario.operation {
    case .push, .pop:
      let navigation = UINavigationController(rootViewController: first)
      if scenario.operation == .pop { navigation.pushViewController(second, animated: false) }
      let delegate = navigation.fluid.enable(
        scenario.style, interaction: interactive ? .pan : nil, options: options)
      if scenario.style is ZoomStyle {
        let (cell, image) = (stage.cell, stage.image)
        delegate.elementsProvider = { _, _, _ in
          ZoomElements(source: { [weak cell] in cell }, destination: { [weak image] in image })
        }
      }
      stage.navigation = navigation
      stage.navigationDelegate = delegate
      if interactive,
        let pan = pan(on: navigation.view, except: navigation.interactivePopGestureRecognizer)
      {
        flick(pan, translation: CGPoint(x: 20, y: 0))
      }
      let (from, to) = scenario.operation == .push ? (first, second) : (second, first)
      let controller = delegate.navigationController(
        navigation, animationControllerFor: scenario.operation == .push ? .push : .pop, from: from,
        to: to)
      guard let transition = controller as? FluidTransition,
        delegate.navigationController(navigation, interactionControllerFor: transition)
          === transition
      else { return nil }
      screen.container.addSubview(from.view)
      let context = ShimContext(
        interactive: interactive, clock: stage.clock, container: screen.container, from: from,
        to: to, fromView: from.view, toView: to.view)
      return (transition, context)

    case .tabForward, .tabBackward:
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.viewControllers = [first, second]
      let forward = scenario.operation == .tabForward
      tabs.selectedIndex = forward ? 0 : 1
      let delegate = tabs.fluid.enable(scenario.style, interactive: interactive, options: options)
      stage.tabs = tabs
      stage.tabDelegate = delegate
      if interactive, let pan = pan(on: tabs.view) {
        // Toward the leading edge is the next tab.
        flick(pan, translation: CGPoint(x: forward ? -20 : 20, y: 0))
      }
      let (from, to) = forward ? (first, second) : (second, first)
      let controller = delegate.tabBarController(
        tabs, animationControllerForTransitionFrom: from, to: to)
      guard let transition = controller as? FluidTransition,
        delegate.tabBarController(tabs, interactionControllerFor: transition) === transition
      else { return nil }
      screen.container.addSubview(from.view)
      let context = ShimContext(
        interactive: interactive, clock: stage.clock, container: screen.container, from: from,
        to: to, fromView: from.view, toView: to.view)
      return (transition, context)

    case .present, .dismiss:
      let delegate = FluidTransitioningDelegate(style: scenario.style, options: options)
      guard
        let presentation = delegate.presentationController(
          forPresented: second, presenting: first, source: first) as? FluidPresentationController
      else { return nil }
      stage.modalDelegate = delegate
      stage.presentation = presentation
      second.shimPresentationController = presentation
      presentation.shimContainerView = screen.container
      let coversContainer = presentation.shouldRemovePresentersView
      // The presenter's view is in the container only when the presentation covers it.
      (coversContainer ? screen.container : screen.window).insertSubview(first.view, at: 0)
      presentation.presentationTransitionWillBegin()
      let sheetFrame = presentation.frameOfPresentedViewInContainerView
      if scenario.operation == .present {
        guard
          let transition = delegate.animationController(
            forPresented: second, presenting: first, source: first) as? FluidTransition,
          delegate.interactionControllerForPresentation(using: transition) === transition
        else { return nil }
        let context = ShimContext(
          interactive: false, clock: stage.clock, container: screen.container, from: first,
          to: second, fromView: coversContainer ? first.view : nil, toView: second.view,
          finalFrame: sheetFrame)
        return (transition, context)
      }
      // Presented: the sheet or drawer rests at its frame over the dimming.
      second.view.frame = sheetFrame
      screen.container.addSubview(second.view)
      presentation.dimmingView.alpha = 0.4
      presentation.presentationTransitionDidEnd(true)
      if interactive, let pull = pan(on: second.view) {
        let drawer = scenario.style is DrawerStyle
        flick(pull, translation: drawer ? CGPoint(x: -20, y: 0) : CGPoint(x: 0, y: 20))
      }
      guard let transition = delegate.animationController(forDismissed: second) as? FluidTransition,
        delegate.interactionControllerForDismissal(using: transition) === transition
      else { return nil }
      let context = ShimContext(
        interactive: interactive, clock: stage.clock, container: screen.container, from: second,
        to: first, fromView: second.view, toView: coversContainer ? first.view : nil)
      return (transition, context)
    }
  }

  /// Runs the transition of `scenario` on `stage` to its end and calls `animationEnded(_:)`,
  /// tracking everything it made. Every local here dies when this returns.
  static func runTransition(_ scenario: Scenario, on stage: Stage, tracker: Tracker) -> Bool? {
    guard let (transition, context) = makeTransition(scenario, on: stage) else {
      Issue.record("\(scenario.testDescription): the delegate gave no transition")
      return nil
    }
    #expect(transition.wantsInteractiveStart == (scenario.outcome == .releasedAtOnce))
    if scenario.engine == .displayLink { transition.clock = stage.clock }
    transition.startInteractiveTransition(context)
    let animator = transition.interruptibleAnimator(using: context) as? UIViewPropertyAnimator
    tracker.track(transition, "FluidTransition")
    tracker.track(transition.driver, "TransitionDriver")
    let engineName = transition.driver?.animator is FluidAnimator ? "FluidAnimator" : "adapter"
    tracker.track(transition.driver?.animator, "engine (\(engineName))")
    tracker.track(animator, "UIViewPropertyAnimator")
    tracker.track(context, "transition context")
    tracker.track(context.recording, "recording context")
    tracker.track(stage.presentation?.dimmingView, "presentation dimming view")
    tracker.trackTransientViews(in: stage.screen.window, owned: stage.owned)
    #expect(stage.currentTransition === transition, "the delegate holds the running transition")

    let engine = scenario.engine
    advance(0.05, engine: engine, clock: stage.clock, animator: animator)
    tracker.trackTransientViews(in: stage.screen.window, owned: stage.owned)
    if scenario.outcome == .cancelledMidFlight { transition.cancel() }
    advance(3, engine: engine, clock: stage.clock, animator: animator)

    let recording = context.recording
    #expect(recording.breaches.isEmpty, "\(recording.breaches)")
    #expect(recording.didComplete == (scenario.outcome == .completed), "\(recording.callLog)")
    let completed = recording.didComplete ?? false
    // UIKit tells the presentation controller, then the animation controller.
    if scenario.operation == .present {
      stage.presentation?.presentationTransitionDidEnd(completed)
    } else if scenario.operation == .dismiss {
      stage.presentation?.dismissalTransitionDidEnd(completed)
    }
    transition.animationEnded(completed)
    #expect(transition.driver == nil && transition.uiAnimator == nil)
    #expect(stage.screen.container.gestureRecognizers?.isEmpty ?? true, "the grab gesture is gone")
    return completed
  }

  @Test("Everything a transition made is freed after its end", arguments: scenarios)
  func nothingOutlivesATransition(_ scenario: Scenario) {
    let stage = Stage()
    let tracker = Tracker()
    guard let completed = Self.runTransition(scenario, on: stage, tracker: tracker) else { return }
    #expect(stage.currentTransition == nil, "the delegate let go of its transition")
    #expect(stage.clock.observerCount == 0)

    // A presentation that ended dismissed (a completed dismissal, a cancelled presentation) is
    // released by UIKit with its dimming view; a live one keeps both.
    let presented =
      (scenario.operation == .present && completed)
      || (scenario.operation == .dismiss && !completed)
    if let presentation = stage.presentation {
      #expect(
        (presentation.dimmingView.superview === stage.screen.container) == presented,
        "the dimming stays exactly while the presentation does")
      if !presented {
        tracker.track(presentation, "FluidPresentationController")
        stage.screen.second.shimPresentationController = nil
        stage.presentation = nil
      }
    }

    // Views still in the test's hierarchy are owned by it; everything else must be gone.
    let inHierarchy = Self.subtree(of: stage.screen.window)
    let leftInHierarchy = inHierarchy.filter { view in
      !stage.owned.contains { $0 === view } && view !== stage.presentation?.dimmingView
    }
    #expect(leftInHierarchy.isEmpty, "views left behind: \(leftInHierarchy.map(\.frame))")
    let live: [AnyObject] = stage.presentation.map { [$0.dimmingView] } ?? []
    let alive = tracker.alive(except: live)
    #expect(alive.isEmpty, "still alive: \(alive)")
    stage.navigation?.fluid.disable()
    stage.tabs?.fluid.disable()
  }
}
