import QuartzCore
import Testing
import UIKit

@testable import FluidTransitions

/// The UIKit layer driven exactly as UIKit drives it, on the interface shim: the three
/// scenarios of the UIKit issue, plus the delegates' bookkeeping.
@MainActor
@Suite("UIKit glue")
struct GlueTests {
  @Test("A full interactive pop: edge swipe, drag, flick, completion, everything released")
  func interactivePop() {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen.first)
    navigation.pushViewController(screen.second, animated: false)
    let clock = ManualFrameClock()
    var options = FluidTransition.Options(engine: .displayLink)
    options.interaction = .edgePan
    let delegate = navigation.fluid.enable(.slide, interaction: .edgePan, options: options)
    #expect(navigation.delegate === delegate)

    // The finger lands on the leading edge: our recogniser begins and pops.
    let gesture = navigation.view.gestureRecognizers?.first {
      $0 is UIScreenEdgePanGestureRecognizer && $0 !== navigation.interactivePopGestureRecognizer
    }
    let pan = gesture as? UIPanGestureRecognizer
    #expect(pan != nil, "the edge-pan recogniser is installed")
    guard let pan else { return }
    pan.shimLocation = CGPoint(x: 5, y: 400)
    pan.shimSetState(.began)
    GestureActions.send(pan)
    // UIKit asks for the controllers and starts the interactive transition.
    let animationController = delegate.navigationController(
      navigation, animationControllerFor: .pop, from: screen.second, to: screen.first)
    let transition = animationController as? FluidTransition
    #expect(transition?.wantsInteractiveStart == true, "the gesture's transition")
    #expect(delegate.currentTransition === transition)
    guard let transition else { return }
    transition.clock = clock
    let interactionController = delegate.navigationController(
      navigation, interactionControllerFor: transition)
    #expect(interactionController === transition)
    let context = ShimContext(
      interactive: true, clock: clock, container: screen.container, from: screen.second,
      to: screen.first, fromView: screen.second.view, toView: screen.first.view)
    screen.container.addSubview(screen.second.view)
    transition.startInteractiveTransition(context)
    let animator = transition.interruptibleAnimator(using: context) as? UIViewPropertyAnimator
    #expect(animator != nil)

    // Drag to the right and flick.
    for step in 1...10 {
      clock.advance(by: 1.0 / 120)
      pan.shimLocation = CGPoint(x: 5 + Double(step) * 15, y: 400)
      pan.shimSetState(.changed)
      GestureActions.send(pan)
    }
    #expect(transition.driver?.phase == .interacting)
    pan.shimVelocity = CGPoint(x: 1800, y: 0)
    pan.shimSetState(.ended)
    GestureActions.send(pan)
    #expect(transition.driver?.phase == .settling)
    #expect(transition.interruptibleAnimator(using: context) === animator, "one animator")
    clock.advance(by: 2)

    #expect(context.recording.breaches.isEmpty, "\(context.recording.breaches)")
    #expect(context.recording.didComplete == true)
    #expect(context.calls.first == "startInteractiveTransition")
    #expect(context.calls.contains("finishInteractiveTransition"))
    #expect(animator?.state == .inactive, "the alongside animator finished with the transition")
    #expect(screen.first.view.transform == .identity)
    transition.animationEnded(true)
    #expect(transition.driver == nil && transition.uiAnimator == nil)
    #expect(delegate.currentTransition == nil)
  }

  @Test("A tap-started push on UIViewPropertyAnimator, grabbed mid-flight and thrown back")
  func grabbedTapStartedPush() {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen.first)
    let delegate = navigation.fluid.enable(.slide, interaction: nil)
    let transition =
      delegate.navigationController(
        navigation, animationControllerFor: .push, from: screen.first, to: screen.second)
      as? FluidTransition
    #expect(transition?.wantsInteractiveStart == false)
    guard let transition else { return }
    let clock = ManualFrameClock()
    let context = ShimContext(
      interactive: false, clock: clock, container: screen.container, from: screen.first,
      to: screen.second, fromView: screen.first.view, toView: screen.second.view)
    screen.container.addSubview(screen.first.view)
    transition.startInteractiveTransition(context)
    guard let animator = transition.interruptibleAnimator(using: context) as? UIViewPropertyAnimator
    else {
      Issue.record("no animator")
      return
    }
    #expect(animator.isRunning)
    #expect(screen.second.view.superview === screen.container, "the plan inserted the to-view")
    animator.shimAdvance(by: 0.1)

    // A finger touches the container: the zero-duration long press grabs the push.
    let grab = screen.container.gestureRecognizers?.first { $0 is UILongPressGestureRecognizer }
    #expect(grab != nil, "the grab recogniser is installed on the container")
    guard let grab else { return }
    grab.shimLocation = CGPoint(x: 200, y: 400)
    grab.shimSetState(.began)
    GestureActions.send(grab)
    #expect(transition.phase == .interacting)
    #expect(!animator.isRunning)
    #expect(context.calls.contains("pauseInteractiveTransition"))
    let grabbed = transition.driver?.presentedProgress ?? .nan
    #expect(grabbed > 0 && grabbed < 1)
    // Throw it back toward the start.
    var time = CACurrentMediaTime()
    for step in 1...6 {
      time += 0.008
      grab.shimLocation = CGPoint(x: 200 + Double(step) * 25, y: 400)
      grab.shimSetState(.changed)
      GestureActions.send(grab)
    }
    grab.shimSetState(.ended)
    GestureActions.send(grab)
    #expect(transition.phase == .settling)
    #expect(animator.isReversed)
    animator.shimAdvance(by: 2)

    #expect(context.recording.breaches.isEmpty, "\(context.recording.breaches)")
    #expect(context.recording.didComplete == false)
    #expect(screen.second.view.superview == nil, "the to-view is removed on cancel")
    #expect(screen.first.view.transform == .identity)
    transition.animationEnded(false)
    #expect(screen.container.gestureRecognizers?.isEmpty ?? true, "the grab recogniser is gone")
  }

  @Test("A cancelled interactive sheet dismissal keeps the sheet presented and dimmed")
  func cancelledDismiss() {
    let screen = Screen()
    let delegate = FluidTransitioningDelegate(
      style: SheetStyle(height: .fraction(0.5)), options: .init(engine: .displayLink))
    let presentation =
      delegate.presentationController(
        forPresented: screen.second, presenting: screen.first, source: screen.first)
      as? FluidPresentationController
    #expect(presentation != nil)
    guard let presentation else { return }
    screen.second.shimPresentationController = presentation
    presentation.shimContainerView = screen.container
    presentation.presentationTransitionWillBegin()
    #expect(presentation.dimmingView.superview === screen.container)
    #expect(!presentation.shouldRemovePresentersView, "a half-height sheet keeps its presenter")
    let sheetFrame = presentation.frameOfPresentedViewInContainerView
    #expect(sheetFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
    screen.second.view.frame = sheetFrame
    screen.container.addSubview(screen.second.view)
    presentation.dimmingView.alpha = 0.4
    presentation.presentationTransitionDidEnd(true)

    // The pull-down gesture on the sheet starts an interactive dismissal.
    let clock = ManualFrameClock()
    let pull =
      screen.second.view.gestureRecognizers?.first { $0 is UIPanGestureRecognizer }
      as? UIPanGestureRecognizer
    #expect(pull != nil, "the dismissal gesture is installed after presentation")
    guard let pull else { return }
    pull.shimTranslation = CGPoint(x: 0, y: 12)
    pull.shimVelocity = CGPoint(x: 0, y: 300)
    pull.shimLocation = CGPoint(x: 200, y: 500)
    pull.shimSetState(.began)
    #expect(pull.state == .began, "a downward pull commits the dismissal")
    GestureActions.send(pull)
    let transition = delegate.animationController(forDismissed: screen.second) as? FluidTransition
    #expect(transition?.wantsInteractiveStart == true)
    guard let transition else { return }
    transition.clock = clock
    #expect(delegate.interactionControllerForDismissal(using: transition) === transition)
    let context = ShimContext(
      interactive: true, clock: clock, container: screen.container, from: screen.second,
      to: screen.first, fromView: screen.second.view, toView: nil)
    transition.startInteractiveTransition(context)
    // A little pull, held still, then let go: it cancels.
    clock.advance(by: 0.02)
    pull.shimLocation = CGPoint(x: 200, y: 540)
    pull.shimSetState(.changed)
    GestureActions.send(pull)
    clock.advance(by: 0.2)
    pull.shimVelocity = .zero
    pull.shimSetState(.ended)
    GestureActions.send(pull)
    clock.advance(by: 2)

    #expect(context.recording.breaches.isEmpty, "\(context.recording.breaches)")
    #expect(context.recording.didComplete == false)
    #expect(context.calls.contains("cancelInteractiveTransition"))
    #expect(screen.second.view.superview === screen.container, "still presented")
    #expect(screen.second.view.transform == .identity)
    #expect(presentation.dimmingView.superview === screen.container, "still dimmed")
    #expect(abs(presentation.dimmingView.alpha - 0.4) < 1e-9)
    transition.animationEnded(false)
  }

  @Test("While the system back swipe drives a pop, the delegate steps aside for UIKit's own")
  func systemBackSwipe() {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen.first)
    navigation.pushViewController(screen.second, animated: false)
    let delegate = navigation.fluid.enable(.slide, interaction: .pan)
    guard let system = navigation.interactivePopGestureRecognizer else {
      Issue.record("no system back swipe")
      return
    }
    system.shimSetState(.began)
    #expect(system.state == .began, "allowed to begin")
    let controller = delegate.navigationController(
      navigation, animationControllerFor: .pop, from: screen.second, to: screen.first)
    #expect(controller == nil, "the system's own interactive pop runs")
    system.shimSetState(.ended)
    let tapped = delegate.navigationController(
      navigation, animationControllerFor: .pop, from: screen.second, to: screen.first)
    #expect(tapped is FluidTransition, "a back button pop is fluid again")
    navigation.fluid.disable()
  }

  @Test("A pop gesture with nothing to pop never begins, so it never takes a scroll view's touches")
  func nothingToPop() {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen.first)
    navigation.fluid.enable(.zoom, interaction: .zoomDrag)
    let pull =
      navigation.view.gestureRecognizers?.first {
        $0 is UIPanGestureRecognizer && $0 !== navigation.interactivePopGestureRecognizer
      } as? UIPanGestureRecognizer
    #expect(pull != nil)
    pull?.shimTranslation = CGPoint(x: 0, y: 20)
    pull?.shimSetState(.began)
    #expect(pull?.state == .failed, "the root screen has nothing to pop")
    navigation.pushViewController(screen.second, animated: false)
    pull?.shimSetState(.possible)
    pull?.shimSetState(.began)
    #expect(pull?.state == .began, "with a screen to pop, a pull down begins")
    navigation.fluid.disable()
  }

  @Test("One line keeps the delegate alive, forwards to the previous one, and undoes itself")
  func navigationBookkeeping() {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen.first)
    weak var weakDelegate: FluidNavigationDelegate?
    do {
      let delegate = navigation.fluid.enable(.scale)
      weakDelegate = delegate
    }
    #expect(weakDelegate != nil, "retained for the navigation controller")
    #expect(
      navigation.interactivePopGestureRecognizer?.isEnabled == false, "our edge swipe replaces it")
    navigation.fluid.disable()
    #expect(weakDelegate == nil)
    #expect(navigation.delegate == nil)
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled != false)

    let withPan = navigation.fluid.enable(.slide, interaction: .pan)
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true, "the system swipe stays")
    navigation.pushViewController(screen.second, animated: false)
    if let system = navigation.interactivePopGestureRecognizer {
      #expect(withPan.gestureRecognizerShouldBegin(system), "allowed whenever a pop is possible")
    }
    navigation.fluid.disable()
  }
}
