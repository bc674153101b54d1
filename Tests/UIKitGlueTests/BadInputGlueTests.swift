import CoreGraphics
import QuartzCore
import Testing
import UIKit

@testable import FluidTransitions

/// Bad input for the UIKit layer, on the interface shim: the property-animator adapter refusing
/// what UIKit would raise for, the view node's setters, durations, velocities, fractions and
/// points reaching a `FluidTransition`, degenerate containers, and odd requests to the
/// delegates. (The shim stops the process on a call UIKit documents as a programmer error, so a
/// test that finishes proves the layer never made one.)
@MainActor
@Suite("UIKit glue: bad input")
struct UIKitBadInputGlueTests {
  /// An adapter on a fresh animator in a container, with its diagnostics recorded.
  @MainActor
  final class AdapterHarness {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    let adapter: PropertyAnimatorAdapter
    private(set) var diagnostics: [AnimatorDiagnostic] = []

    init() {
      adapter = PropertyAnimatorAdapter(animator: animator, container: container)
      adapter.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    }

    func takeKinds() -> [AnimatorDiagnostic.Kind] {
      defer { diagnostics.removeAll() }
      return diagnostics.map(\.kind)
    }

    enum Start: CaseIterable {
      case inactive, running, paused, stopped
    }

    static func prepared(_ start: Start) -> AdapterHarness {
      let harness = AdapterHarness()
      switch start {
      case .inactive: break
      case .running: harness.adapter.startAnimation()
      case .paused: harness.adapter.pauseAnimation()
      case .stopped:
        harness.adapter.startAnimation()
        harness.adapter.stopAnimation(false)
      }
      return harness
    }
  }

  /// A style whose plan is the fade's with a hostile duration, as a custom style might return.
  struct HostileDurationStyle: TransitionStyle {
    var duration: Double
    var name: String { "hostile" }

    func plan(for scene: TransitionScene) -> TransitionPlan {
      var plan = FadeStyle().plan(for: scene)
      plan.duration = duration
      return plan
    }
  }

  /// Whether every number of every view in `view`'s tree is finite.
  static func allFinite(_ view: UIView) -> Bool {
    let t = view.transform
    let numbers = [
      view.center.x, view.center.y, view.bounds.width, view.bounds.height, view.alpha,
      view.layer.cornerRadius, t.a, t.b, t.c, t.d, t.tx, t.ty,
    ]
    return numbers.allSatisfy { $0.isFinite } && view.subviews.allSatisfy { allFinite($0) }
  }

  /// Runs `style`'s `operation` through a `FluidTransition` in `container` on `engine`, with
  /// `drive` playing the fingers after the start, then to the end. Returns the context and
  /// whether every view stayed finite at every step.
  static func run(
    _ style: any TransitionStyle, _ operation: TransitionOperation, engine: TransitionEngine,
    container: UIView, interactive: Bool = false, options: FluidTransition.Options? = nil,
    before: (FluidTransition) -> Void = { _ in },
    drive: (FluidTransition) -> Void = { _ in }
  ) -> (context: ShimContext, transition: FluidTransition, finite: Bool) {
    let first = UIViewController(nibName: nil, bundle: nil)
    let second = UIViewController(nibName: nil, bundle: nil)
    first.view.frame = container.bounds
    second.view.frame = container.bounds
    container.addSubview(first.view)
    let clock = ManualFrameClock()
    let transition = FluidTransition(
      style: style, operation: operation, interactive: interactive,
      options: options ?? .init(engine: engine))
    transition.clock = clock
    before(transition)
    let context = ShimContext(
      interactive: interactive, clock: clock, container: container, from: first, to: second,
      fromView: first.view, toView: second.view)
    transition.startInteractiveTransition(context)
    let animator = transition.interruptibleAnimator(using: context) as? UIViewPropertyAnimator
    var finite = allFinite(container)
    drive(transition)
    finite = finite && allFinite(container)
    for _ in 0..<40 {
      clock.advance(by: 0.05)
      animator?.shimAdvance(by: 0.05)
      finite = finite && allFinite(container)
    }
    transition.animationEnded(context.recording.didComplete ?? false)
    return (context, transition, finite)
  }

  // MARK: - PropertyAnimatorAdapter

  @Test("Adapter: a non-finite fractionComplete is refused; out-of-range values clamp to [0, 1]")
  func adapterRefusesNonFiniteFractions() {
    let harness = AdapterHarness.prepared(.paused)
    harness.adapter.fractionComplete = 0.25
    for value in [Double.nan, .infinity, -.infinity] {
      harness.adapter.fractionComplete = value
      #expect(harness.takeKinds() == [.invalidArgument], "\(value)")
      #expect(harness.animator.fractionComplete == 0.25)
    }
    harness.adapter.fractionComplete = 7
    #expect(harness.animator.fractionComplete == 1)
    harness.adapter.fractionComplete = -7
    #expect(harness.animator.fractionComplete == 0)
    #expect(harness.takeKinds().isEmpty)
  }

  @Test("Adapter: every call UIKit raises for is refused with one diagnostic, nothing forwarded")
  func adapterRefusesIllegalCalls() {
    typealias Call = (name: String, perform: (PropertyAnimatorAdapter) -> Void)
    let calls: [Call] = [
      ("fraction", { $0.fractionComplete = 0.5 }), ("start", { $0.startAnimation() }),
      ("startAfterDelay", { $0.startAnimation(afterDelay: 0.1) }),
      ("pause", { $0.pauseAnimation() }), ("stop", { $0.stopAnimation(true) }),
      ("finish", { $0.finishAnimation(at: .end) }),
      ("continue", { $0.continueAnimation(with: nil, durationFactor: 0) }),
      ("interruptible", { $0.isInterruptible = false }),
      ("addTrack", { $0.addTrack(from: 0.0, to: 1.0, window: .full) { _ in } }),
    ]
    let refused: [AdapterHarness.Start: Set<String>] = [
      .inactive: ["stop", "finish", "continue"],
      .running: ["fraction", "finish", "continue", "interruptible"],
      .paused: ["finish", "interruptible"],
      .stopped: [
        "fraction", "start", "startAfterDelay", "pause", "stop", "continue", "interruptible",
        "addTrack",
      ],
    ]
    for start in AdapterHarness.Start.allCases {
      for call in calls {
        let harness = AdapterHarness.prepared(start)
        let before = (harness.animator.state, harness.animator.isRunning)
        call.perform(harness.adapter)
        let kinds = harness.takeKinds()
        if refused[start]?.contains(call.name) == true {
          #expect(kinds == [.illegalCall], "\(start) \(call.name)")
          #expect(
            harness.animator.state == before.0 && harness.animator.isRunning == before.1,
            "\(start) \(call.name)")
        } else {
          #expect(kinds.isEmpty, "\(start) \(call.name)")
        }
      }
    }
    // A paused, non-interruptible animator cannot be continued either.
    let rigid = AdapterHarness()
    rigid.adapter.isInterruptible = false
    rigid.adapter.pauseAnimation()
    rigid.adapter.continueAnimation(with: .linear, durationFactor: 0)
    #expect(rigid.takeKinds() == [.illegalCall])
  }

  @Test("Adapter: NaN, negative and infinite delays and duration factors become 0")
  func adapterReplacesBadArguments() {
    for delay in [Double.nan, -1, .infinity, -.infinity] {
      let harness = AdapterHarness()
      harness.adapter.startAnimation(afterDelay: delay)
      #expect(harness.animator.delay == 0, "\(delay)")
      #expect(harness.animator.isRunning)
    }
    for factor in [Double.nan, -2, .infinity, -.infinity] {
      let harness = AdapterHarness.prepared(.paused)
      harness.adapter.fractionComplete = 0.5
      harness.adapter.continueAnimation(with: nil, durationFactor: factor)
      #expect(harness.takeKinds().isEmpty)
      // Factor 0: the time left at the original pace, 0.5 s.
      harness.animator.shimAdvance(by: 0.49)
      #expect(harness.animator.isRunning, "\(factor)")
      harness.animator.shimAdvance(by: 0.02)
      #expect(harness.animator.state == .inactive, "\(factor)")
    }
  }

  @Test("Adapter: a spring with a NaN or infinite velocity never hands UIKit a non-finite number")
  func adapterSpringVelocitiesStayFinite() {
    let cases: [(TimingCurve, Double)] = [
      (.spring(.snappy, initialVelocity: .nan), 0),
      (.spring(.snappy, initialVelocity: .infinity), TimingCurve.maximumInitialVelocity),
      (
        .fittedSpring(dampingRatio: .nan, initialVelocity: -.infinity),
        -TimingCurve.maximumInitialVelocity
      ),
      (.fittedSpring(dampingRatio: 0.8, initialVelocity: 3), 3),
    ]
    for (curve, expected) in cases {
      let harness = AdapterHarness.prepared(.paused)
      harness.adapter.continueAnimation(with: curve, durationFactor: 0)
      let parameters = harness.animator.timingParameters as? UISpringTimingParameters
      #expect(parameters?.initialVelocity.dx == CGFloat(expected), "\(curve)")
      #expect(parameters?.initialVelocity.dy == CGFloat(expected), "\(curve)")
      if let ratio = parameters?.shimDampingRatio {
        #expect(ratio.isFinite && ratio > 0 && ratio <= 1, "\(curve)")
      }
    }
  }

  @Test("uiTimingParameters: every curve, however built, gives UIKit finite numbers")
  func timingParametersAreFinite() {
    let hostile: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e300]
    var curves: [TimingCurve] = [.linear]
    for value in hostile {
      curves.append(.cubic(CubicBezier(x1: value, y1: value, x2: value, y2: value)))
      curves.append(
        .spring(
          SpringParameters(mass: value, stiffness: value, damping: value), initialVelocity: value))
      curves.append(.fittedSpring(dampingRatio: value, initialVelocity: value))
    }
    for curve in curves {
      let parameters = curve.uiTimingParameters
      var numbers: [CGFloat] = []
      if let cubic = parameters.cubicTimingParameters {
        numbers += [
          cubic.controlPoint1.x, cubic.controlPoint1.y, cubic.controlPoint2.x,
          cubic.controlPoint2.y,
        ]
      }
      if let spring = parameters.springTimingParameters {
        numbers += [spring.initialVelocity.dx, spring.initialVelocity.dy]
        if let ratio = spring.shimDampingRatio { numbers.append(ratio) }
        if let physics = spring.shimPhysics {
          numbers += [physics.mass, physics.stiffness, physics.damping]
        }
      }
      #expect(!numbers.isEmpty && numbers.allSatisfy { $0.isFinite }, "\(curve)")
    }
  }

  @Test("Adapter: isReversed, scrubsLinearly and pausesOnCompletion are forwarded in every state")
  func adapterFlagsInEveryState() {
    for start in AdapterHarness.Start.allCases {
      let harness = AdapterHarness.prepared(start)
      harness.adapter.isReversed.toggle()
      harness.adapter.scrubsLinearly.toggle()
      harness.adapter.pausesOnCompletion.toggle()
      #expect(harness.animator.isReversed, "\(start)")
      #expect(!harness.animator.scrubsLinearly && harness.animator.pausesOnCompletion, "\(start)")
      #expect(harness.takeKinds().isEmpty, "\(start)")
    }
  }

  @Test("Adapter: tracks with NaN windows are whole-animation blocks; values are sanitised")
  func adapterTracksWithHostileValues() {
    let harness = AdapterHarness()
    let view = UIView(frame: .zero)
    harness.container.addSubview(view)
    let table = ViewNodeTable()
    let node = table.node(for: view)
    harness.adapter.addTrack(
      from: Rect(x: .nan, y: 0, width: 10, height: 10),
      to: Rect(x: 5, y: .infinity, width: 10, height: 10),
      window: TrackWindow(start: .nan, end: .nan)
    ) { node.frame = $0 }
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10), "from is set at once")
    harness.adapter.startAnimation()
    #expect(view.frame == CGRect(x: 5, y: 0, width: 10, height: 10), "the block sets to")
    #expect(
      harness.adapter.presentedProgress.isFinite && harness.adapter.presentedVelocity.isFinite)
  }

  // MARK: - ViewNode

  @Test("ViewNode setters store what NodeState stores: alpha in [0, 1], a finite radius")
  func viewNodeSettersWithNaN() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let table = ViewNodeTable()
    let node = table.node(for: view)
    node.frame = Rect(x: .nan, y: .infinity, width: 50, height: -.infinity)
    #expect(view.center == CGPoint(x: 25, y: 0) && view.bounds.size == CGSize(width: 50, height: 0))
    node.alpha = 0.5
    node.alpha = .nan
    #expect(view.alpha == 1)
    node.alpha = .infinity
    #expect(view.alpha == 1)
    node.alpha = -.infinity
    #expect(view.alpha == 0)
    node.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    #expect(view.transform == .identity)
    node.cornerRadius = 6
    node.cornerRadius = .nan
    #expect(view.layer.cornerRadius == 0)
    node.cornerRadius = -3
    #expect(view.layer.cornerRadius == 0)
    node.cornerRadius = .infinity
    #expect(view.layer.cornerRadius == .greatestFiniteMagnitude)
    let state = node.presentedState
    #expect(state.alpha == 0 && state.transform == .identity)
    #expect(state.cornerRadius == .greatestFiniteMagnitude, "NodeState keeps radii finite")
    #expect(table.node(for: view) === node, "one node per view")
  }

  @Test("ViewNode tree calls with foreign, self or unrelated nodes; conversions stay finite")
  func viewNodeTreeCallsWithOddArguments() {
    let table = ViewNodeTable()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: .zero)
    let stranger = UIView(frame: .zero)
    let rootNode = table.node(for: root)
    rootNode.insertChild(table.node(for: child), above: table.node(for: stranger))
    #expect(root.subviews == [child], "an unrelated sibling: added on top")
    rootNode.insertChild(table.node(for: stranger), below: SceneNode(name: "x", frame: .zero))
    #expect(root.subviews == [stranger, child], "a foreign sibling: at the back")
    rootNode.insertChild(rootNode, above: nil)
    rootNode.insertChild(SceneNode(name: "foreign", frame: .zero), below: nil)
    #expect(root.subviews == [stranger, child] && root.superview == nil)
    table.node(for: stranger).removeFromParent()
    table.node(for: stranger).removeFromParent()
    #expect(root.subviews == [child])
    child.transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    let converted = table.node(for: child).convert(
      Rect(x: .nan, y: 1e308, width: 1e308, height: .infinity), to: rootNode)
    #expect(
      [converted.minX, converted.minY, converted.width, converted.height].allSatisfy { $0.isFinite }
    )
    let plain = rootNode.makeNode(
      filledWith: RGBAColor(red: .nan, green: 2, blue: -1, alpha: .infinity))
    let components = (plain as? ViewNode)?.view.backgroundColor?.cgColor.components ?? []
    #expect(components.count == 4 && components.allSatisfy { $0.isFinite })
    #expect(plain.parentNode == nil && table.node(for: child).makeSnapshot()?.parentNode == nil)
  }

  // MARK: - FluidTransition

  @Test("A plan's NaN, infinite or negative duration never reaches UIKit; the transition ends")
  func planDurationNeverReachesUIKitAsNaN() {
    for duration in [Double.nan, .infinity, -1, -.infinity] {
      for engine in [TransitionEngine.propertyAnimator, .displayLink] {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var reported = Double.nan
        var uiDuration = Double.nan
        let result = Self.run(
          HostileDurationStyle(duration: duration), .push, engine: engine, container: window,
          drive: { transition in
            reported = transition.transitionDuration(using: nil)
            uiDuration = transition.uiAnimator?.duration ?? .nan
            // An hour-long transition is cancelled rather than waited for.
            if duration == .infinity { transition.cancel() }
          })
        let expected = duration == .infinity ? TimingCurve.maximumDuration : 0
        #expect(reported == expected, "\(duration) \(engine)")
        #expect(uiDuration.isFinite && uiDuration >= 0 && uiDuration <= expected + 0.01)
        #expect(
          result.context.recording.didComplete == (duration != .infinity), "\(duration) \(engine)")
        #expect(result.context.recording.breaches.isEmpty)
      }
    }
    let unstarted = FluidTransition(style: SlideStyle(), operation: .push)
    #expect(unstarted.transitionDuration(using: nil) == 0.35, "no plan yet: UIKit's default")
  }

  @Test("A zero-size container: every style runs to its end on finite views, tapped and dragged")
  func zeroSizeContainer() {
    let styles: [(any TransitionStyle, TransitionOperation)] = [
      (SlideStyle(), .push), (ScaleStyle(), .pop), (SheetStyle(detents: [.medium]), .present),
      (ZoomStyle(), .push), (DrawerStyle(), .dismiss), (TabStyle(), .tabForward),
      (FadeStyle(), .pop),
    ]
    for (style, operation) in styles {
      for engine in [TransitionEngine.propertyAnimator, .displayLink] {
        for interactive in [false, true] {
          let container = UIView(frame: .zero)
          let result = Self.run(
            style, operation, engine: engine, container: container, interactive: interactive,
            drive: { transition in
              transition.touchBegan(at: .zero, time: CACurrentMediaTime())
              transition.touchMoved(to: CGPoint(x: 300, y: 300), time: CACurrentMediaTime() + 0.01)
              transition.touchEnded(
                at: CACurrentMediaTime() + 0.02, pointsPerSecond: CGPoint(x: 900, y: 900))
            })
          let label = "\(style.name) \(operation) \(engine) interactive: \(interactive)"
          #expect(result.finite, "\(label)")
          #expect(result.context.recording.isComplete, "\(label)")
          #expect(
            result.context.recording.breaches.isEmpty,
            "\(label): \(result.context.recording.breaches)")
        }
      }
    }
  }

  @Test("Touches with NaN and infinite points, times and velocities, before and after the start")
  func hostileTouches() {
    let bad = CGFloat.nan
    for engine in [TransitionEngine.propertyAnimator, .displayLink] {
      for style in [SlideStyle(), SheetStyle()] as [any TransitionStyle] {
        let operation: TransitionOperation = style is SheetStyle ? .dismiss : .pop
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let result = Self.run(
          style, operation, engine: engine, container: window, interactive: true,
          before: { transition in
            // Before UIKit starts the transition: queued, then replayed.
            transition.touchBegan(at: CGPoint(x: bad, y: .infinity), time: .nan)
            transition.touchMoved(to: CGPoint(x: -.infinity, y: bad), time: -.infinity)
          },
          drive: { transition in
            let now = CACurrentMediaTime()
            transition.touchMoved(to: CGPoint(x: 1e308, y: -1e308), time: now)
            transition.touchMoved(to: CGPoint(x: 200, y: 500), time: now)
            transition.touchMoved(to: CGPoint(x: 210, y: 510), time: now - 1)
            transition.touchEnded(at: .infinity, pointsPerSecond: CGPoint(x: bad, y: .infinity))
            transition.touchCancelled()
          })
        #expect(result.finite, "\(style.name) \(engine)")
        #expect(result.context.recording.isComplete && result.context.recording.breaches.isEmpty)
        // After the end nothing is driven any more, and nothing crashes.
        result.transition.touchBegan(at: .zero, time: 0)
        result.transition.cancel()
        result.transition.finish()
        result.transition.animationEnded(true)
        #expect(result.transition.driver == nil)
      }
    }
  }

  @Test("Options with hostile parts: the transition still runs to its end on finite views")
  func optionsWithHostileParts() {
    for engine in [TransitionEngine.propertyAnimator, .displayLink] {
      let options = FluidTransition.Options(
        engine: engine, interaction: .panDown,
        releasePolicy: ReleasePolicy(threshold: .nan, deceleration: Deceleration(rate: .infinity)),
        rubberBand: RubberBand(coefficient: .nan, dimension: -.infinity))
      let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let result = Self.run(
        SheetStyle(), .dismiss, engine: engine, container: window, interactive: true,
        options: options,
        drive: { transition in
          let now = CACurrentMediaTime()
          transition.touchBegan(at: CGPoint(x: 100, y: 100), time: now)
          transition.touchMoved(to: CGPoint(x: 100, y: 2000), time: now + 0.01)
          transition.touchEnded(at: now + 0.02, pointsPerSecond: nil)
        })
      #expect(result.finite && result.context.recording.isComplete, "\(engine)")
      #expect(result.context.recording.breaches.isEmpty, "\(engine)")
    }
  }

  @Test("animateTransition and startInteractiveTransition again: prepared once, started once")
  func startedTwice() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let first = UIViewController(nibName: nil, bundle: nil)
    let second = UIViewController(nibName: nil, bundle: nil)
    container.addSubview(first.view)
    let clock = ManualFrameClock()
    let transition = FluidTransition(
      style: SlideStyle(), operation: .push, options: .init(engine: .displayLink))
    transition.clock = clock
    let context = ShimContext(
      interactive: false, clock: clock, container: container, from: first, to: second,
      fromView: first.view, toView: second.view)
    transition.animateTransition(using: context)
    let driver = transition.driver
    transition.animateTransition(using: context)
    transition.startInteractiveTransition(context)
    #expect(transition.driver === driver)
    clock.advance(by: 2)
    #expect(context.recording.didComplete == true && context.recording.breaches.isEmpty)
    #expect(context.calls.filter { $0 == "completeTransition" }.count == 1)
    transition.animationEnded(true)
  }

  @Test("present(_:fluid:) with a NaN sheet height presents at the whole height")
  func presentWithHostileSheetHeight() {
    let first = UIViewController(nibName: nil, bundle: nil)
    let second = UIViewController(nibName: nil, bundle: nil)
    let delegate = first.present(second, fluid: SheetStyle(detents: [.fraction(.nan)]))
    #expect(second.transitioningDelegate === delegate)
    let presentation = second.presentationController as? FluidPresentationController
    presentation?.shimContainerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      presentation?.frameOfPresentedViewInContainerView
        == CGRect(x: 0, y: 0, width: 390, height: 844))
    // A NaN fraction resolves to the whole height; like every sheet, which its pan can move
    // down, it keeps the presenter's view.
    #expect(presentation?.shouldRemovePresentersView == false)
  }

  @Test("cancel() and finish() before UIKit starts the transition are replayed once it has")
  func programmaticCallsBeforeTheStart() {
    for engine in [TransitionEngine.propertyAnimator, .displayLink] {
      let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let cancelled = Self.run(
        SlideStyle(), .push, engine: engine, container: window, before: { $0.cancel() })
      #expect(cancelled.context.recording.didComplete == false, "\(engine)")
      let finished = Self.run(
        SlideStyle(), .pop, engine: engine, container: window, interactive: true,
        before: { $0.finish() })
      #expect(finished.context.recording.didComplete == true, "\(engine)")
      #expect(
        finished.context.recording.breaches.isEmpty && cancelled.context.recording.breaches.isEmpty)
    }
  }

  @Test("Zoom element providers that return nil: the zoom falls back and still ends cleanly")
  func zoomWithMissingElements() {
    for engine in [TransitionEngine.propertyAnimator, .displayLink] {
      for operation in [TransitionOperation.push, .pop] {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let result = Self.run(
          ZoomStyle(), operation, engine: engine, container: window,
          before: { $0.elements = ZoomElements(source: { nil }, destination: { nil }) })
        #expect(result.finite && result.context.recording.didComplete == true)
        #expect(result.transition.elements == nil, "released at the end")
      }
    }
  }

  // MARK: - Presentation, gestures, delegates, clocks, conversions

  @Test("Presented frames without a container, and in zero-size and NaN-size containers")
  func presentationFramesInDegenerateContainers() {
    let presenting = UIViewController(nibName: nil, bundle: nil)
    let presented = UIViewController(nibName: nil, bundle: nil)
    for style in [SheetStyle(detents: [.medium]), DrawerStyle(), FadeStyle()]
      as [any TransitionStyle]
    {
      let presentation = FluidPresentationController(
        presentedViewController: presented, presenting: presenting, style: style,
        transitioningDelegate: nil)
      #expect(presentation.frameOfPresentedViewInContainerView == .zero, "no container yet")
      presentation.containerViewWillLayoutSubviews()
      presentation.presentationTransitionWillBegin()
      for bounds in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity)] {
        presentation.shimContainerView = UIView(frame: bounds)
        let frame = presentation.frameOfPresentedViewInContainerView
        // Every style's frame goes through the core's geometry, which never holds NaN.
        let numbers = [frame.minX, frame.minY, frame.width, frame.height]
        #expect(numbers.allSatisfy { $0.isFinite && $0 >= 0 }, "\(style.name) \(bounds)")
        presentation.containerViewWillLayoutSubviews()
        presentation.presentationTransitionDidEnd(false)
      }
    }
  }

  @Test("Gestures never begin on a NaN or infinite translation and velocity")
  func gesturesWithNonFiniteMovement() {
    for interaction in [Interaction.pan, .panDown, .zoomDrag, .pinch] {
      let gesture = TransitionGesture(interaction: interaction) { nil }
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      view.addGestureRecognizer(gesture.recognizer)
      gesture.recognizer.shimTranslation = CGPoint(x: CGFloat.nan, y: .infinity)
      gesture.recognizer.shimVelocity = CGPoint(x: -CGFloat.infinity, y: .nan)
      #expect(!gesture.gestureRecognizerShouldBegin(gesture.recognizer), "\(interaction)")
      gesture.recognizer.shimTranslation = .zero
      gesture.recognizer.shimVelocity = .zero
      #expect(
        !gesture.gestureRecognizerShouldBegin(gesture.recognizer), "no movement, no direction")
    }
    let edge = TransitionGesture(interaction: .edgePan) { nil }
    #expect(
      edge.gestureRecognizerShouldBegin(edge.recognizer), "the edge recogniser decides itself")
    let scrollView = UIScrollView(frame: .zero)
    let dragging = TransitionGesture(interaction: .pan) { nil }
    let withScroll = dragging.gestureRecognizer(
      dragging.recognizer, shouldRecognizeSimultaneouslyWith: scrollView.panGestureRecognizer)
    let withPan = dragging.gestureRecognizer(
      dragging.recognizer, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer())
    #expect(withScroll && !withPan, "only scroll views' pans run alongside")
    #expect(
      !edge.gestureRecognizer(
        edge.recognizer, shouldRecognizeSimultaneouslyWith: scrollView.panGestureRecognizer),
      "the edge swipe runs alongside no scroll view")
    // A pinch whose scale and velocity are not finite, or that has not moved, never begins.
    let pinching = TransitionGesture(interaction: .pinch) { nil }
    let pinch = pinching.pinchRecognizer
    #expect(pinch != nil)
    #expect(pinching.recognizers.count == 2 && pinching.recognizers.last === pinch)
    for (scale, velocity) in [(CGFloat.nan, CGFloat.nan), (.infinity, -.infinity), (1, 0)] {
      pinch?.shimScale = scale
      pinch?.shimVelocity = velocity
      if let pinch {
        #expect(!pinching.gestureRecognizerShouldBegin(pinch), "\(scale), \(velocity)")
      }
    }
    if let pinch {
      #expect(
        pinching.gestureRecognizer(
          pinching.recognizer, shouldRecognizeSimultaneouslyWith: pinch),
        "the drag and the pinch run together")
    }
  }

  @Test("Delegates asked odd questions answer nil or the default, and never crash")
  func delegatesWithOddRequests() {
    let first = UIViewController(nibName: nil, bundle: nil)
    let second = UIViewController(nibName: nil, bundle: nil)
    let stranger = UIViewController(nibName: nil, bundle: nil)
    let navigation = UINavigationController(rootViewController: first)
    let navigationDelegate = FluidNavigationDelegate(style: SlideStyle())
    navigationDelegate.detach()
    navigationDelegate.attach(to: navigation)
    navigationDelegate.attach(to: navigation)
    #expect(
      navigationDelegate.navigationController(
        navigation, animationControllerFor: .none, from: first, to: second) == nil)
    #expect(
      navigationDelegate.navigationController(
        navigation, interactionControllerFor: NonFluidAnimation()) == nil)
    if let system = navigation.interactivePopGestureRecognizer {
      #expect(system.delegate?.gestureRecognizerShouldBegin(system) == false, "nothing to pop")
    }
    #expect(navigationDelegate.beginInteractivePop() == nil, "nothing to pop")
    navigationDelegate.detach()
    navigationDelegate.detach()
    #expect(navigation.delegate == nil)

    let tabs = UITabBarController(nibName: nil, bundle: nil)
    tabs.viewControllers = [first, second]
    let tabDelegate = FluidTabBarDelegate()
    tabDelegate.attach(to: tabs, interactive: true)
    let odd =
      tabDelegate.tabBarController(
        tabs, animationControllerForTransitionFrom: stranger, to: stranger) as? FluidTransition
    #expect(odd?.operation == .tabForward, "controllers that are not tabs count as index 0")
    #expect(
      tabDelegate.tabBarController(tabs, interactionControllerFor: NonFluidAnimation()) == nil)
    tabs.selectedIndex = 1
    ShimRunLoop.advance(by: 3)
    if let pan = tabs.view.gestureRecognizers?.first(where: { $0 is UIPanGestureRecognizer })
      as? UIPanGestureRecognizer
    {
      pan.shimVelocity = CGPoint(x: -CGFloat.infinity, y: 0)
      #expect(
        tabDelegate.beginGestureSwitch() == nil, "a transition is running, or no next tab")
    }
    tabDelegate.detach()
    tabDelegate.detach()
    // A fresh delegate on the second tab: a NaN velocity is not "toward the leading edge", so
    // it switches back to the first tab.
    let fresh = FluidTabBarDelegate()
    fresh.attach(to: tabs, interactive: true)
    let freshPan =
      tabs.view.gestureRecognizers?.last { $0 is UIPanGestureRecognizer } as? UIPanGestureRecognizer
    freshPan?.shimVelocity = CGPoint(x: CGFloat.nan, y: 0)
    #expect(fresh.beginGestureSwitch()?.operation == .tabBackward)
    #expect(tabs.selectedIndex == 0)
    fresh.detach()

    let modal = FluidTransitioningDelegate(style: SheetStyle(), dismissInteraction: nil)
    #expect(modal.dismissInteraction == .panDown, "nil means the style's natural gesture")
    modal.dismissInteraction = nil
    #expect(modal.makeDismissalGesture(for: second) == nil)
    #expect(modal.interactionControllerForDismissal(using: NonFluidAnimation()) == nil)
    #expect(modal.interactionControllerForPresentation(using: NonFluidAnimation()) == nil)
  }

  @Test("DisplayLinkClock: observers come and go without a display; now is finite")
  func displayLinkClockWithoutADisplay() {
    let clock = DisplayLinkClock()
    clock.preferredFrameRateRange = CAFrameRateRange(
      minimum: .nan, maximum: .infinity, preferred: -1)
    let animator = FluidAnimator(duration: .nan, clock: clock)
    clock.removeObserver(animator)
    clock.addObserver(animator)
    clock.addObserver(animator)
    clock.removeObserver(animator)
    clock.removeObserver(animator)
    #expect(clock.now.isFinite)
  }

  @Test("CoreGraphics conversions store non-finite components as the core types do")
  func coreGraphicsConversions() {
    let bad = CGFloat.nan
    #expect(Point(CGPoint(x: bad, y: .infinity)) == .zero)
    #expect(Vector(CGVector(dx: -.infinity, dy: 3)) == Vector(dx: 0, dy: 3))
    #expect(Size(CGSize(width: bad, height: -2)) == Size(width: 0, height: -2))
    #expect(
      Rect(CGRect(x: bad, y: 1, width: .infinity, height: 2))
        == Rect(x: 0, y: 1, width: 0, height: 2))
    #expect(AffineTransform(CGAffineTransform(a: bad, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == .identity)
    let color = RGBAColor(CGColor(srgbRed: bad, green: 2, blue: -1, alpha: .infinity))
    #expect(color == RGBAColor(red: 0, green: 2, blue: -1, alpha: 1))
    let cg = Rect(x: 1, y: 2, width: -3, height: 4).cgRect
    #expect(cg.origin == CGPoint(x: 1, y: 2) && cg.size == CGSize(width: -3, height: 4))
    #expect(RGBAColor.clear.cgColor.components == [0, 0, 0, 0])
  }
}

/// An animation controller that is not a `FluidTransition`.
@MainActor
private final class NonFluidAnimation: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
