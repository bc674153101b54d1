#if canImport(UIKit)
  import UIKit

  /// One view-controller transition: UIKit's animation controller and interaction controller
  /// in one object, created for a single push, pop, present, dismiss or tab switch and released
  /// when UIKit calls ``animationEnded(_:)``.
  ///
  /// It turns UIKit's context into a ``TransitionStage`` and a ``TransitionScene``, asks its
  /// style for a plan, and hands everything to a ``TransitionDriver``: every decision is the
  /// core's. It owns exactly one `UIViewPropertyAnimator` for the whole transition and returns
  /// that same instance from ``interruptibleAnimator(using:)``; the animator never becomes
  /// inactive before the transition ends.
  ///
  /// ``wantsInteractiveStart`` is true only when a gesture started the transition; a
  /// tap-started transition animates, and a touch on its container grabs it mid-flight all the
  /// same (a zero-duration long press installed for the transition's lifetime).
  ///
  /// The delegates in this library (``FluidNavigationDelegate``,
  /// ``FluidTransitioningDelegate``, ``FluidTabBarDelegate``) create transitions for you; make
  /// one yourself only for a custom container.
  @MainActor
  public final class FluidTransition: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    /// How a transition is animated and driven.
    public struct Options: Sendable {
      /// The engine (``TransitionEngine/propertyAnimator`` by default).
      public var engine: TransitionEngine
      /// The gesture that drives the transition when a finger holds it.
      public var interaction: Interaction
      /// Finish-or-cancel decision and settling spring.
      public var releasePolicy: ReleasePolicy
      /// Resistance beyond progress 0 and 1 (the ``TransitionEngine/displayLink`` engine only:
      /// `UIViewPropertyAnimator` clamps `fractionComplete` to [0, 1]).
      public var rubberBand: RubberBand?

      /// Creates options; see each property for its default.
      public init(
        engine: TransitionEngine = .propertyAnimator,
        interaction: Interaction = .pan,
        releasePolicy: ReleasePolicy = ReleasePolicy(),
        rubberBand: RubberBand? = RubberBand(dimension: 1)
      ) {
        self.engine = engine
        self.interaction = interaction
        self.releasePolicy = releasePolicy
        self.rubberBand = rubberBand
      }
    }

    /// The style that plans the transition.
    public let style: any TransitionStyle
    /// What the transition does.
    public let operation: TransitionOperation
    /// Whether UIKit should start the transition interactively: true when a gesture started it.
    public var wantsInteractiveStart: Bool
    /// Engine, interaction, release policy and rubber band.
    public var options: Options
    /// For shared-element styles: the views the flight starts from and lands on, asked for when
    /// the transition starts (so a dismissal finds the cell where the grid has scrolled it) and,
    /// on the ``TransitionEngine/displayLink`` engine, the source before every frame; with the
    /// zoom's options (alignment rect, dimming colour, dismissal veto, further elements). See
    /// ``ZoomElements``.
    public var elements: ZoomElements?
    /// The frames of the transition: the ``TransitionEngine/displayLink`` engine animates on
    /// them, and the ``TransitionEngine/propertyAnimator`` engine reads the progress on screen
    /// on them while UIKit's animator runs (for the velocity a reversal leaves with). A
    /// ``DisplayLinkClock`` unless set (tests supply a ``ManualFrameClock``).
    public var clock: (any FrameClock)?
    /// Called once when the transition ends, with whether it completed. Yours to set: the
    /// library observes its transitions on its own, so setting or clearing this never
    /// disconnects a delegate or the interruptible stack.
    public var onEnd: ((Bool) -> Void)?
    /// Called with every grab, release and completion of the transition (after ``onEnd`` for
    /// the completion). Yours to set, like ``onEnd``.
    public var onEvent: ((TransitionEvent) -> Void)?
    /// Where an interactive start begins, in progress (0 by default): a gesture already under
    /// way hands its position over (a sheet thrown below its smallest detent); see
    /// ``TransitionDriver/startInteractive(atProgress:)``, which clamps it to
    /// [−1,000,000, 1] (UIKit's property animator shows anything below 0 at 0) and takes NaN
    /// and infinities as 0.
    public var interactiveStartProgress: Double = 0

    /// The driver, from the moment UIKit starts the transition until it ends.
    public private(set) var driver: TransitionDriver?
    /// The animator UIKit sees, until the transition ends.
    public private(set) var uiAnimator: UIViewPropertyAnimator?

    private let nodes = ViewNodeTable()
    /// The library's own observers (the delegate that made the transition, the interruptible
    /// stack), called before the app's ``onEnd`` and ``onEvent``.
    private var observers: [@MainActor (TransitionEvent) -> Void] = []
    private var pending: [(TransitionFinger) -> Void] = []
    private var grabGesture: GrabGesture?
    private var finger: TransitionFinger?
    /// The views that tell a transition on UIKit's animator of layout changes, until the
    /// animator completes.
    private var layoutSentinels: [LayoutSentinel] = []
    /// The layout watch, while the transition runs.
    private var layoutWatch: LayoutChangeWatch?
    /// The departing screen's first responder, kept through a cancelled transition.
    let departingFirstResponder = DepartingFirstResponder()
    /// A navigation controller's bars around a push or pop, set by the navigation delegate.
    var navigationChrome: NavigationChrome?

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - style: The style; e.g. `.slide`, `.zoom`.
    ///   - operation: What it does.
    ///   - interactive: Whether a gesture starts it (``wantsInteractiveStart``).
    ///   - options: Engine, interaction, release policy and rubber band.
    public init(
      style: any TransitionStyle,
      operation: TransitionOperation,
      interactive: Bool = false,
      options: Options = Options()
    ) {
      self.style = style
      self.operation = operation
      wantsInteractiveStart = interactive
      self.options = options
      super.init()
    }

    /// The transition's phase (`idle` before UIKit starts it).
    public var phase: TransitionDriver.Phase { driver?.phase ?? .idle }

    /// Adds one of the library's own observers of the transition's events, which app code
    /// cannot replace (unlike ``onEvent``).
    func addObserver(_ observer: @escaping @MainActor (TransitionEvent) -> Void) {
      observers.append(observer)
    }

    // MARK: - UIViewControllerAnimatedTransitioning

    /// The plan's duration, in seconds, as UIKit may see it: a custom style's NaN or negative
    /// duration is 0 and a longer one ``TimingCurve/maximumDuration``, as ``FluidAnimator``
    /// treats them. 0.35 until UIKit has given the transition its context.
    public func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      if let context { prepare(context) }
      return driver.map { Self.uiDuration(of: $0.plan) } ?? 0.35
    }

    /// `plan`'s duration with no NaN, negative or infinite value left for UIKit.
    private static func uiDuration(of plan: TransitionPlan) -> Double {
      plan.duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
    }

    /// Starts the transition running by itself; a transition UIKit does not animate
    /// (`isAnimated == false`) goes to its end at once.
    public func animateTransition(using context: any UIViewControllerContextTransitioning) {
      prepare(context)
      guard context.isAnimated else { return completeWithoutAnimation() }
      navigationChrome?.transitionWillStart(context)
      driver?.startAnimated()
      flushPending()
    }

    private func completeWithoutAnimation() {
      pending.removeAll()
      driver?.completeWithoutAnimation()
    }

    /// The transition's one animator, the same instance every time.
    public func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
      -> any UIViewImplicitlyAnimating
    {
      prepare(context)
      guard let uiAnimator else {
        preconditionFailure("FluidTransition: the animator exists once the context is known")
      }
      return uiAnimator
    }

    /// Releases everything the transition held; a cancelled transition gives the focus back to
    /// the departing screen's first responder if it lost it on the way (``FocusRestoration``).
    public func animationEnded(_ transitionCompleted: Bool) {
      departingFirstResponder.transitionEnded(completed: transitionCompleted)
      navigationChrome?.transitionEnded()
      navigationChrome = nil
      stopWatchingLayout()
      grabGesture?.remove()
      grabGesture = nil
      finger = nil
      driver = nil
      pending.removeAll()
      nodes.removeAll()
      uiAnimator = nil
      elements = nil
    }

    // MARK: - UIViewControllerInteractiveTransitioning

    /// Starts the transition: under a finger if UIKit made it interactive, animated otherwise.
    public func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
      prepare(context)
      guard context.isAnimated else { return completeWithoutAnimation() }
      navigationChrome?.transitionWillStart(context)
      if context.isInteractive {
        driver?.startInteractive(atProgress: interactiveStartProgress)
      } else {
        driver?.startAnimated()
      }
      flushPending()
    }

    // MARK: - Touches

    /// A finger touched down at `point` (any fixed view's coordinates; only movements matter)
    /// at `time` (seconds, `CACurrentMediaTime`): grabs the transition. Touches that arrive
    /// before UIKit starts the transition are replayed once it has.
    public func touchBegan(at point: CGPoint, time: TimeInterval) {
      perform { $0.began(at: point, time: time) }
    }

    /// The finger moved.
    public func touchMoved(to point: CGPoint, time: TimeInterval) {
      perform { $0.moved(to: point, time: time) }
    }

    /// The finger lifted; `velocity` is the recogniser's (points per second), or nil to let the
    /// core estimate it from the touches.
    public func touchEnded(at time: TimeInterval, pointsPerSecond velocity: CGPoint?) {
      perform { $0.ended(at: time, velocity: velocity) }
    }

    /// The system cancelled the touch: the transition settles back.
    public func touchCancelled() {
      perform { $0.cancelled() }
    }

    /// Two fingers began a pinch at `centroid` (any fixed view's coordinates, as the touches'),
    /// with `scale` (UIKit's `UIPinchGestureRecognizer.scale`, 1 as it begins) at `time`: the
    /// pinch takes hold of the transition where it is, from a one-finger drag too
    /// (``TransitionDriver/pinchBegan(_:)``). Calls that arrive before UIKit starts the
    /// transition are replayed once it has, as the touches are.
    public func pinchBegan(centroid: CGPoint, scale: CGFloat, time: TimeInterval) {
      perform { $0.pinchBegan(centroid: centroid, scale: scale, time: time) }
    }

    /// The pinch moved: its scale drives the progress and its centroid moves the flight.
    public func pinchChanged(centroid: CGPoint, scale: CGFloat, time: TimeInterval) {
      perform { $0.pinchChanged(centroid: centroid, scale: scale, time: time) }
    }

    /// The pinch ended (a finger lifted): the drag takes over if its finger is down, otherwise
    /// the transition is released. `velocity` is the recogniser's, in scale factor per second,
    /// or nil to let the core estimate it from the scales; a non-finite one counts as nil.
    public func pinchEnded(at time: TimeInterval, scalePerSecond velocity: CGFloat?) {
      perform { $0.pinchEnded(at: time, scalePerSecond: velocity) }
    }

    /// The system cancelled the pinch: the drag takes over if its finger is down, otherwise the
    /// transition settles back.
    public func pinchCancelled() {
      perform { $0.pinchCancelled() }
    }

    /// Cancels the transition from wherever it is, keeping its velocity.
    public func cancel() {
      if let driver { driver.cancel() } else { pending.append { $0.driver.cancel() } }
    }

    /// Finishes the transition from wherever it is, keeping its velocity.
    public func finish() {
      if let driver { driver.finish() } else { pending.append { $0.driver.finish() } }
    }

    /// Finishes the transition from wherever it is, leaving with `velocity` (progress per
    /// second): a gesture outside the transition hands its momentum over. Before UIKit starts
    /// the transition, the call waits for it.
    public func finish(progressPerSecond velocity: Double) {
      if let driver {
        driver.finish(progressPerSecond: velocity)
      } else {
        pending.append { $0.driver.finish(progressPerSecond: velocity) }
      }
    }

    private func perform(_ action: @escaping (TransitionFinger) -> Void) {
      if let finger { action(finger) } else { pending.append(action) }
    }

    private func flushPending() {
      guard let finger else { return }
      let actions = pending
      pending.removeAll()
      for action in actions { action(finger) }
    }

    // MARK: - Setting up

    /// Builds the stage, scene, plan, animator and driver from UIKit's context, once.
    private func prepare(_ context: any UIViewControllerContextTransitioning) {
      guard driver == nil else { return }
      let container = context.containerView
      let fromController = context.viewController(forKey: .from)
      let toController = context.viewController(forKey: .to)
      let fromView = context.view(forKey: .from)
      let toView = context.view(forKey: .to)
      departingFirstResponder.note(in: fromView ?? fromController?.viewIfLoaded)
      if let toView, let toController {
        let final = context.finalFrame(for: toController)
        toView.frame = final.isEmpty ? container.bounds : final
        // Lay the arriving view out at its final size, in the container (so in the window: a
        // view out of a window has no safe-area insets), before its shared element is
        // measured. The plan's setup puts it where it belongs among the container's subviews.
        if toView.superview !== container { container.addSubview(toView) }
        toView.layoutIfNeeded()
      }
      // The elements count only inside the container's window (see ZoomElements).
      let source = elements.flatMap { ZoomElements.counted($0.source(), in: container) }
      let destination = elements.flatMap { ZoomElements.counted($0.destination(), in: container) }
      let stage = TransitionStage(
        container: nodes.node(for: container),
        from: fromView.map { nodes.node(for: $0) },
        to: toView.map { nodes.node(for: $0) },
        sourceElement: source.map { nodes.node(for: $0) },
        destinationElement: destination.map { nodes.node(for: $0) })
      if let elements {
        configure(
          stage, with: elements, source: source, destination: destination,
          zoomed: operation.isForward ? toController : fromController, container: container)
      }
      let presented = operation == .dismiss ? fromController : toController
      let presentation = presented?.presentationController as? FluidPresentationController
      if let presentation {
        stage.setNode(nodes.node(for: presentation.dimmingView), for: .dimming)
      }
      let scene = stage.makeScene(
        operation: operation,
        layoutDirection: container.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        reduceMotion: Self.motion.reducesMotion,
        isHeightCompact: container.traitCollection.verticalSizeClass == .compact,
        isWidthRegular: container.traitCollection.horizontalSizeClass == .regular,
        presentedContentSize: presentation?.contentSizeForTransition(in: container))
      let style = elements?.applied(to: self.style) ?? self.style
      let plan = style.plan(for: scene)
      let interaction = options.interaction
      let configuration = TransitionDriver.Configuration(
        interaction: style.interactionMapping(for: interaction, in: scene),
        releasePolicy: options.releasePolicy,
        rubberBand: options.engine == .displayLink ? options.rubberBand : nil,
        followingRole: interaction.followingRole,
        pinch: interaction.pinchMapping(for: scene))
      let animator = makeAnimator(for: plan, container: container)
      let driver = TransitionDriver(
        plan: plan, stage: stage, context: UIKitTransitionContext(context), animator: animator,
        configuration: configuration)
      // The screen VoiceOver moves to once the transition commits: the arriving view, or the
      // arriving controller's view where UIKit leaves it out of the context (a presenter kept
      // under a dismissed sheet).
      let arriving = toView ?? toController?.viewIfLoaded
      driver.onEvent = { [weak self, weak arriving] event in
        // Held for the call: an observer may drop the last other reference to the transition.
        guard let self else { return }
        if ScreenChangeAnnouncement.isAnnounced(event) {
          UIAccessibility.post(notification: .screenChanged, argument: arriving)
        }
        for observer in self.observers { observer(event) }
        if case .completed(let completed) = event { self.onEnd?(completed) }
        self.onEvent?(event)
      }
      // A dismissal that leaves the presenter in place has no arriving view in the context:
      // the cell it lands on is measured where it lives, in the presenter's view.
      watchLayout(
        of: scene, style: style, container: container,
        views: LayoutChangeWatch.Views(
          arriving: toView, departing: fromView,
          presenter: toView == nil ? toController?.viewIfLoaded : nil),
        source: source, destination: destination, driver: driver, animator: animator)
      self.driver = driver
      finger = TransitionFinger(driver: driver)
      grabGesture = GrabGesture(container: container, transition: self)
    }

    /// The motion settings now: read as each transition starts, so a change in Settings
    /// applies from the next one and a running transition keeps its plan.
    private static var motion: AccessibilityMotion {
      AccessibilityMotion(
        reduceMotion: UIAccessibility.isReduceMotionEnabled,
        prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions)
    }

    /// Re-plans the transition whenever its layout changes under it (see ``LayoutChangeWatch``),
    /// checked at the start of every frame of the display-link engine, before the plan's tracks;
    /// with UIKit's animator, which runs no display link of its own for the watch, whenever a
    /// ``LayoutSentinel`` in the container, or in the arriving view when the plan measures shared
    /// elements in it, is laid out, until the
    /// animator completes.
    private func watchLayout(
      of scene: TransitionScene, style: any TransitionStyle, container: UIView,
      views: LayoutChangeWatch.Views, source: UIView?, destination: UIView?,
      driver: TransitionDriver, animator: any Animating
    ) {
      var identifiers: Set<String> = []
      let elementDestinations = (elements?.additionalElements ?? []).compactMap {
        element -> (identifier: String, view: UIView)? in
        guard identifiers.insert(element.identifier).inserted,
          let view = ZoomElements.counted(element.destination(), in: container)
        else { return nil }
        return (element.identifier, view)
      }
      let watch = LayoutChangeWatch(
        scene: scene, style: style, interaction: options.interaction, container: container,
        views: views, source: source, destination: destination,
        elementDestinations: elementDestinations, driver: driver)
      layoutWatch = watch
      finishedReplanCount = 0
      switch options.engine {
      case .displayLink:
        animator.addTrack(from: 0.0, to: 1.0, window: .full) { _ in watch.check() }
      case .propertyAnimator:
        let check = { watch.check(layingOut: true) }
        layoutSentinels = [LayoutSentinel.installed(in: container, onLayout: check)]
        // A sentinel in the app's own view is an extra subview there (a table view, a visual
        // effect view or code that counts subviews may mind): only when the plan measures
        // something inside it that its late safe area can move, and never in a scroll view,
        // where it would scroll with the content (the container's sees the rotation).
        // Never in the departing view, which holds nothing the plan measures; a visual effect
        // view's subviews go in its `contentView` ("Don't add subviews directly to the visual
        // effect view itself").
        if let arriving = views.arriving, destination != nil || !elementDestinations.isEmpty,
          !(arriving is UIScrollView)
        {
          let host = (arriving as? UIVisualEffectView)?.contentView ?? arriving
          layoutSentinels.append(LayoutSentinel.installed(in: host, onLayout: check))
        }
        animator.addCompletion { [weak self] _ in self?.stopWatchingLayout() }
      }
    }

    /// How many times the layout watch re-planned the transition.
    package var replanCount: Int { (layoutWatch?.replanCount ?? 0) + finishedReplanCount }
    /// The re-plans of the watch once it is released: it holds the scene, the style and the
    /// destination views, which must not outlive the transition.
    private var finishedReplanCount = 0

    private func stopWatchingLayout() {
      for sentinel in layoutSentinels { sentinel.removeFromSuperview() }
      layoutSentinels = []
      finishedReplanCount += layoutWatch?.replanCount ?? 0
      layoutWatch = nil
    }

    /// Gives `stage` what `elements` adds to the two views: the live sources, the alignment
    /// rect (from the zoomed view controller's view to the destination's own coordinates) and
    /// the further elements.
    private func configure(
      _ stage: TransitionStage, with elements: ZoomElements, source: UIView?,
      destination: UIView?, zoomed: UIViewController?, container: UIView
    ) {
      var identifiers: Set<String> = []
      let further = elements.additionalElements.filter {
        identifiers.insert($0.identifier).inserted
      }
      .map { element in
        (
          element, ZoomElements.counted(element.source(), in: container),
          ZoomElements.counted(element.destination(), in: container)
        )
      }
      // Every element view: the transition hides them, which must not count as a source gone.
      let views = [source, destination] + further.flatMap { [$0.1, $0.2] }
      let hidden = Set(views.compactMap { $0.map(ObjectIdentifier.init) })
      if let source {
        stage.setSourceFrameProvider(
          ZoomElements.liveFrame(
            of: source, provider: elements.source, in: container, elements: hidden))
        if let destination, let zoomed, let provider = elements.alignmentRectProvider,
          let rect = ZoomElements.usableAlignmentRect(
            provider(.init(sourceView: source, zoomedViewController: zoomed)))
        {
          stage.alignmentRect = Rect(zoomed.view.convert(rect.cgRect, to: destination))
        }
      }
      for (element, elementSource, elementDestination) in further {
        stage.setElement(
          element.identifier, source: elementSource.map { nodes.node(for: $0) },
          destination: elementDestination.map { nodes.node(for: $0) }, zIndex: element.zIndex)
        if let elementSource {
          stage.setSourceFrameProvider(
            ZoomElements.liveFrame(
              of: elementSource, provider: element.source, in: container, elements: hidden),
            forElement: element.identifier)
        }
      }
    }

    /// The engine's animator; sets ``uiAnimator`` to the animator UIKit will see.
    private func makeAnimator(for plan: TransitionPlan, container: UIView) -> any Animating {
      let duration = Self.uiDuration(of: plan)
      switch options.engine {
      case .propertyAnimator:
        let animator = UIViewPropertyAnimator(
          duration: duration, timingParameters: plan.curve.uiTimingParameters)
        uiAnimator = animator
        return PropertyAnimatorAdapter(
          animator: animator, container: container, timingCurve: plan.curve, clock: clock)
      case .displayLink:
        let clock = clock ?? DisplayLinkClock()
        let animator = FluidAnimator(duration: duration, curve: plan.curve, clock: clock)
        // UIKit's alongside animations ride on a paused animator kept in step with progress.
        // It is public (`uiAnimator`) and UIKit's, so it may have been started, stopped or
        // finished by someone else: each call is made only in a state where UIKit allows it.
        let mirror = UIViewPropertyAnimator(duration: max(duration, 0.01), curve: .linear)
        // What UIKit does with blocks added to a paused animator that has none of its own is
        // undocumented (it may drop them, and the bars' changes with them): a probe's
        // animation is the mirror's own block before it is paused.
        let probe = AnimatorProbe.installed(in: container)
        mirror.addAnimations { probe.center = CGPoint(x: 1, y: 0) }
        mirror.pauseAnimation()
        uiAnimator = mirror
        animator.addTrack(from: 0.0, to: 1.0) { progress in
          if mirror.state == .active && mirror.isRunning { mirror.pauseAnimation() }
          mirror.fractionComplete = CGFloat(min(max(progress, 0), 1))
        }
        animator.addCompletion { position in
          probe.removeFromSuperview()
          if mirror.state == .active { mirror.stopAnimation(false) }
          if mirror.state == .stopped { mirror.finishAnimation(at: position.uiPosition) }
        }
        return animator
      }
    }

    /// Whether a touch on the container may grab the transition now: it is running by itself
    /// or settling, and no other gesture holds it.
    var isGrabbable: Bool {
      switch phase {
      case .animating, .settling: true
      default: false
      }
    }
  }

  /// Touches for one transition's driver, in any fixed view's coordinates.
  @MainActor
  final class TransitionFinger {
    let driver: TransitionDriver

    init(driver: TransitionDriver) {
      self.driver = driver
    }

    func began(at point: CGPoint, time: TimeInterval) {
      driver.touchBegan(TouchSample(position: Point(point), timestamp: time))
    }

    func moved(to point: CGPoint, time: TimeInterval) {
      driver.touchMoved(TouchSample(position: Point(point), timestamp: time))
    }

    func ended(at time: TimeInterval, velocity: CGPoint?) {
      driver.touchEnded(
        TouchSample(position: .zero, timestamp: time),
        pointsPerSecond: velocity.map { Vector(dx: Double($0.x), dy: Double($0.y)) })
    }

    func cancelled() {
      driver.touchCancelled()
    }

    func pinchBegan(centroid: CGPoint, scale: CGFloat, time: TimeInterval) {
      driver.pinchBegan(
        PinchSample(centroid: Point(centroid), scale: Double(scale), timestamp: time))
    }

    func pinchChanged(centroid: CGPoint, scale: CGFloat, time: TimeInterval) {
      driver.pinchChanged(
        PinchSample(centroid: Point(centroid), scale: Double(scale), timestamp: time))
    }

    func pinchEnded(at time: TimeInterval, scalePerSecond velocity: CGFloat?) {
      let velocity = velocity.map(Double.init).flatMap { $0.isFinite ? $0 : nil }
      driver.pinchEnded(
        PinchSample(centroid: .zero, scale: .nan, timestamp: time), scalePerSecond: velocity)
    }

    func pinchCancelled() {
      driver.pinchCancelled()
    }
  }
#endif
