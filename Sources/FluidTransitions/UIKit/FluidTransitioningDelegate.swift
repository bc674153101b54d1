#if canImport(UIKit)
  import UIKit

  /// A view controller's transitioning delegate for fluid modal presentations: a
  /// ``FluidTransition`` for presenting and dismissing (each grabbable mid-flight), a
  /// ``FluidPresentationController`` with the style's frame and dimming, and an interactive
  /// dismissal gesture on the presented view.
  ///
  /// Use `present(_:fluid:…)` on the presenting view controller, which installs and retains it
  /// (`transitioningDelegate` is weak).
  @MainActor
  public final class FluidTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The style of the presentation and dismissal.
    public var style: any TransitionStyle
    /// The gesture that dismisses interactively, or nil for none.
    public var dismissInteraction: Interaction?
    /// Engine, release policy and rubber band.
    public var options: FluidTransition.Options
    /// Shared elements for zoom presentations, asked for at each transition.
    public var elements: ZoomElements?
    /// The transition in progress, if any.
    public private(set) var currentTransition: FluidTransition?
    /// The clock every transition this delegate creates runs on with the
    /// ``TransitionEngine/displayLink`` engine (``FluidTransition/clock``); nil, the default,
    /// gives each one a ``DisplayLinkClock``. Set it to pace the transitions' frames yourself: a
    /// ``ManualFrameClock`` in a test, or a clock a benchmark ticks from its own display link.
    /// Read when a transition is created.
    public var clock: (any FrameClock)?

    private var pendingInteractive: FluidTransition?
    /// Told of each transition the delegate makes, as it makes it (before UIKit starts it): the
    /// SwiftUI presentations follow their transitions through it.
    var transitionWasMade: ((FluidTransition) -> Void)?

    /// Whether a transition runs, or an interactive dismissal waits for UIKit to start it.
    var isTransitioning: Bool { currentTransition != nil || pendingInteractive != nil }

    /// Creates the delegate. The dismissal gesture defaults to the style's natural one
    /// (``TransitionStyle/dismissInteraction``).
    public init(
      style: any TransitionStyle,
      dismissInteraction: Interaction? = nil,
      options: FluidTransition.Options = .init(),
      elements: ZoomElements? = nil
    ) {
      self.style = style
      self.dismissInteraction = dismissInteraction ?? style.dismissInteraction
      self.options = options
      self.elements = elements
      super.init()
    }

    private func makeTransition(_ operation: TransitionOperation, interactive: Bool)
      -> FluidTransition
    {
      var options = options
      if let dismissInteraction { options.interaction = dismissInteraction }
      let transition = FluidTransition(
        style: style, operation: operation, interactive: interactive, options: options)
      transition.elements = elements
      transition.clock = clock
      transition.addObserver { [weak self, weak transition] event in
        guard case .completed = event else { return }
        if self?.currentTransition === transition { self?.currentTransition = nil }
      }
      currentTransition = transition
      transitionWasMade?(transition)
      return transition
    }

    /// The presenting transition.
    public func animationController(
      forPresented presented: UIViewController,
      presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let transition = makeTransition(.present, interactive: false)
      StatusBarHandoff.presentationWillStart(of: presented, by: transition)
      return transition
    }

    /// The dismissing transition (interactive when the dismissal gesture started it). A sheet
    /// caught between detents or moving (a tap on the dimming mid-settle, a programmatic
    /// dismiss) hands its position and velocity over, so the dismissal starts from the frame on
    /// screen.
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      let transition = dismissalTransition(for: dismissed)
      StatusBarHandoff.dismissalWillStart(of: dismissed, by: transition)
      return transition
    }

    /// The dismissing transition: the one an interactive dismissal made, or a new one.
    private func dismissalTransition(for dismissed: UIViewController) -> FluidTransition {
      if let pending = pendingInteractive {
        pendingInteractive = nil
        currentTransition = pending
        return pending
      }
      let presentation = dismissed.presentationController as? FluidPresentationController
      guard let handOff = presentation?.sheetInteraction?.driver.beginDismissal(),
        handOff.progress != 0 || handOff.progressVelocity != 0
      else { return makeTransition(.dismiss, interactive: false) }
      let transition = makeTransition(.dismiss, interactive: true)
      transition.interactiveStartProgress = handOff.progress
      transition.finish(progressPerSecond: handOff.progressVelocity)
      return transition
    }

    /// The same transition, so the presentation can be grabbed mid-flight.
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? FluidTransition
    }

    /// The same transition, so the dismissal can be driven and grabbed.
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? FluidTransition
    }

    /// A ``FluidPresentationController`` for the style (a zoom's with the dimming colour of
    /// ``elements``).
    public func presentationController(
      forPresented presented: UIViewController,
      presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      FluidPresentationController(
        presentedViewController: presented, presenting: presenting,
        style: elements?.applied(to: style) ?? style, transitioningDelegate: self)
    }

    /// Dismisses `presented` with a transition that takes over a sheet thrown below its
    /// smallest detent: it starts at the dismissal's progress and leaves with its velocity.
    /// Ignored while a transition runs; returns whether UIKit was asked to dismiss, with
    /// `completion` as the completion of the `dismiss(animated:completion:)` call.
    @discardableResult
    func dismiss(
      _ presented: UIViewController, handingOff dismissal: SheetLayout.Dismissal,
      completion: (() -> Void)? = nil
    ) -> Bool {
      guard !isTransitioning else { return false }
      let transition = makeTransition(.dismiss, interactive: true)
      transition.interactiveStartProgress = dismissal.progress
      currentTransition = nil
      pendingInteractive = transition
      presented.dismiss(animated: true, completion: completion)
      transition.finish(progressPerSecond: dismissal.progressVelocity)
      return true
    }

    /// UIKit did not start the dismissal this delegate asked for (it ignored the request, or
    /// dismissed another controller): the transition waiting for it is dropped, so the next
    /// dismissal starts afresh.
    func dismissalDidNotBegin() {
      pendingInteractive = nil
    }

    /// Starts an interactive dismissal of `presented` with a fluid transition, the one the
    /// delegate's dismissal gesture makes when a finger begins a drag, and returns it; nil when
    /// `presented` is not presented with this delegate or a transition is already running or
    /// about to (UIKit starts a dismissal at the next turn of the run loop, and the transition
    /// becomes ``currentTransition`` then).
    ///
    /// The transition waits for a finger: feed it touches with
    /// ``FluidTransition/touchBegan(at:time:)``, ``FluidTransition/touchMoved(to:time:)`` and
    /// ``FluidTransition/touchEnded(at:pointsPerSecond:)`` (calls made before UIKit starts it are
    /// replayed once it has), mapped by ``dismissInteraction`` (the style's own when nil). A
    /// gesture recogniser of your own, or a scripted finger such as a benchmark's, drives the
    /// dismissal this way. A ``SheetStyle`` sheet is dismissed by the finger directly, from the
    /// frame on screen, without its detents: what a drag down does once the sheet hands it to
    /// the dismissal.
    ///
    /// The dismissal is the app's, as `dismiss(animated:completion:)` is: it does not consult
    /// `isModalInPresentation` and the presentation controller's delegate hears nothing of it
    /// (UIKit sends its dismissal messages for a person's dismissals only). The dismissal
    /// gesture the delegate installs is a person's and goes through both.
    public func beginInteractiveDismissal(of presented: UIViewController) -> FluidTransition? {
      beginInteractiveDismissal(of: presented, completion: nil)
    }

    /// ``beginInteractiveDismissal(of:)`` with `completion` as the completion of the
    /// `dismiss(animated:completion:)` call.
    private func beginInteractiveDismissal(
      of presented: UIViewController, completion: (() -> Void)?
    ) -> FluidTransition? {
      guard currentTransition == nil, pendingInteractive == nil,
        presented.transitioningDelegate === self,
        presented.presentingViewController != nil
      else { return nil }
      let transition = makeTransition(.dismiss, interactive: true)
      currentTransition = nil
      pendingInteractive = transition
      presented.dismiss(animated: true, completion: completion)
      return transition
    }

    /// The dismissal gesture for `presented`, or nil without a dismissal interaction. It is a
    /// person's dismissal, as `presented`'s ``FluidPresentationController`` decides
    /// (``FluidPresentationController/userDismissalPermission()``): a drag the style would begin
    /// does not begin while no dismissal is possible (a transition runs); while the dismissal is
    /// refused (modal, or the delegate said no) the drag begins but dismisses nothing: the
    /// presented view follows it with a rubber band and springs back, and only a release that
    /// would have dismissed is told as an attempt. A refused pinch begins and does nothing.
    func makeDismissalGesture(for presented: UIViewController) -> TransitionGesture? {
      guard let dismissInteraction else { return nil }
      // Whether the person's dismissal was refused as the gesture was deciding to begin.
      var refused = false
      let gesture = TransitionGesture(interaction: dismissInteraction, completesBackward: true) {
        nil
      }
      gesture.begin = { [weak self, weak presented, weak gesture] in
        guard let self, let presented else { return nil }
        guard let presentation = presented.presentationController as? FluidPresentationController
        else { return self.beginInteractiveDismissal(of: presented) }
        guard !refused else {
          // A drag follows the finger; a pinch does nothing.
          if let recognizer = gesture?.recognizer, recognizer.state == .began {
            presentation.followRefusedDrag(
              recognizer, mapping: self.refusedDragMapping(for: presentation),
              policy: self.options.releasePolicy)
          }
          return nil
        }
        var transition: FluidTransition?
        presentation.beginUserDismissal { completion in
          transition = self.beginInteractiveDismissal(of: presented, completion: completion)
          return transition != nil
        }
        return transition
      }
      gesture.now = { [weak self] in self?.clock?.now ?? DisplayLinkClock.mediaTime }
      gesture.canBegin = { [weak self] in self?.currentTransition == nil }
      gesture.shouldBeginInteraction = { [weak self, weak presented] context in
        guard let self else { return false }
        refused = false
        let begins =
          self.elements.map { $0.shouldBeginInteractiveDismissal(context, style: self.style) }
          ?? self.style.shouldBeginInteractiveDismissal(context)
        guard begins else { return false }
        guard let presentation = presented?.presentationController as? FluidPresentationController
        else { return true }
        switch presentation.userDismissalPermission() {
        case .allowed: return true
        case .blocked: return false
        case .refused:
          refused = true
          return true
        }
      }
      gesture.contextView = { [weak presented] in presented?.viewIfLoaded }
      return gesture
    }

    /// Whether VoiceOver's escape may dismiss `presented`: the zoom's veto (as for its
    /// dismissal gesture) asked with `AccessibilityEscape`'s context; true for other styles.
    func permitsAccessibilityEscape(of presented: UIViewController) -> Bool {
      let size = presented.viewIfLoaded?.bounds.size ?? .zero
      let context = AccessibilityEscape.interactionContext(
        inViewOf: Size(width: Double(size.width), height: Double(size.height)))
      return elements.map { $0.shouldBeginInteractiveDismissal(context, style: style) }
        ?? style.shouldBeginInteractiveDismissal(context)
    }

    /// How the dismissal gesture maps the finger in `presentation`'s container: the style's
    /// mapping of ``dismissInteraction`` for a dismissal there.
    private func refusedDragMapping(for presentation: FluidPresentationController)
      -> InteractionMapping
    {
      let interaction = dismissInteraction ?? style.dismissInteraction
      let container = presentation.containerView
      let bounds = container.map { Rect($0.bounds) } ?? .zero
      let layoutDirection: UserInterfaceLayoutDirection =
        container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
      let style = elements?.applied(to: self.style) ?? self.style
      let frame = style.presentedFrame(in: bounds, layoutDirection: layoutDirection)
      let scene = TransitionScene(
        container: bounds.size, operation: .dismiss,
        from: TransitionScene.Layout(initial: frame, final: frame),
        layoutDirection: layoutDirection)
      return style.interactionMapping(for: interaction, in: scene)
    }
  }

  extension UIViewController {
    /// Presents `viewController` with a fluid transition of `style`: a custom presentation
    /// whose transitioning delegate is installed and kept alive as long as `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: The view controller to present.
    ///   - style: E.g. `.sheet`, `.drawer`, `.zoom`.
    ///   - dismissInteraction: The dismissal gesture; the style's natural one by default.
    ///   - elements: Shared elements for `.zoom`.
    ///   - options: Engine, release policy and rubber band.
    ///   - animated: Passed to UIKit.
    ///   - completion: Passed to UIKit.
    /// - Returns: The installed delegate.
    @discardableResult
    public func present(
      _ viewController: UIViewController,
      fluid style: some TransitionStyle,
      dismissInteraction: Interaction? = nil,
      elements: ZoomElements? = nil,
      options: FluidTransition.Options = .init(),
      animated: Bool = true,
      completion: (() -> Void)? = nil
    ) -> FluidTransitioningDelegate {
      let delegate = FluidTransitioningDelegate(
        style: style, dismissInteraction: dismissInteraction, options: options,
        elements: elements)
      FluidRegistry.retain(delegate, for: viewController, key: "FluidTransitioningDelegate")
      viewController.modalPresentationStyle = .custom
      viewController.transitioningDelegate = delegate
      present(viewController, animated: animated, completion: completion)
      return delegate
    }
  }
#endif
