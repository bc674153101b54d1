import FluidTransitions
import Testing

@MainActor
@Suite("Transition: nothing outlives a transition")
struct DriverLifetimeTests {
  final class Weak {
    weak var driver: TransitionDriver?
    weak var animator: FluidAnimator?
    weak var context: RecordingTransitionContext?
    var nodes: [() -> AnyObject?] = []
  }

  static func runTransition(
    interactive: Bool, cancel: Bool, style: any TransitionStyle, weak: Weak,
    clock: ManualFrameClock
  ) {
    let container = SceneNode(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let from = SceneNode(name: "from", frame: container.frame)
    let to = SceneNode(name: "to", frame: container.frame)
    container.addChild(from)
    let scene = TransitionScene(container: Size(width: 390, height: 844), operation: .push)
    let plan = style.plan(for: scene)
    let stage = TransitionStage(container: container, from: from, to: to)
    let context = RecordingTransitionContext(interactive: interactive, clock: clock)
    let animator = FluidAnimator(duration: plan.duration, curve: plan.curve, clock: clock)
    let driver = TransitionDriver(
      plan: plan, stage: stage, context: context, animator: animator,
      configuration: .init(
        interaction: .horizontal(
          towardTrailing: false, distance: 390, layoutDirection: .leftToRight)))
    weak.driver = driver
    weak.animator = animator
    weak.context = context
    weak.nodes = [{ [weak container] in container }, { [weak from] in from }, { [weak to] in to }]
    if interactive {
      driver.startInteractive()
      driver.touchBegan(TouchSample(x: 300, y: 10, timestamp: clock.now))
      clock.advance(by: 0.05)
      driver.touchMoved(TouchSample(x: cancel ? 280 : 20, y: 10, timestamp: clock.now))
      driver.touchEnded(TouchSample(x: 0, y: 0, timestamp: clock.now + 0.001))
    } else {
      driver.startAnimated()
      if cancel {
        clock.advance(by: 0.1)
        driver.cancel()
      }
    }
    // The driver is owned here only while the transition runs, as UIKit owns the transition
    // object until `animationEnded(_:)`.
    clock.advance(by: 3)
    #expect(driver.phase == .finished(completed: !cancel))
  }

  @Test(
    "After completion and after cancel, driver, animator, context and nodes are freed",
    arguments: [false, true], [false, true])
  func freedAfterEnd(interactive: Bool, cancel: Bool) {
    let clock = ManualFrameClock()
    for style in [SlideStyle(), FadeStyle()] as [any TransitionStyle] {
      let weak = Weak()
      Self.runTransition(
        interactive: interactive, cancel: cancel, style: style, weak: weak, clock: clock)
      #expect(weak.driver == nil)
      #expect(weak.animator == nil)
      #expect(weak.context == nil)
      #expect(weak.nodes.allSatisfy { $0() == nil })
      #expect(clock.observerCount == 0)
    }
  }
}
