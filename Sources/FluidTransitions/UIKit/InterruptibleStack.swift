#if canImport(UIKit)
  import UIKit

  /// A navigation controller's requests through ``NavigationStackState``: the glue that turns
  /// the core's actions into UIKit calls and the transitions' lives into the core's events.
  /// Every decision is the core's.
  ///
  /// - `.start` becomes `pushViewController`, `popViewController` or `setViewControllers`
  ///   (animated: a pop transition when the new top was in the stack, as Apple documents), once
  ///   UIKit has no transition under way (otherwise on the next display frame, so UIKit has
  ///   finished its bookkeeping of the last one);
  /// - `.reverse` and `.resume` become the running transition's `cancel()` and `finish()`, from
  ///   where it is, with its velocity;
  /// - a transition the core did not start (the system back swipe, the library's pop gesture,
  ///   a direct UIKit call) is reported to it as it starts, and its end, through the transition
  ///   coordinator's completion, whatever animates it.
  @MainActor
  final class InterruptibleStack {
    typealias State = NavigationStackState<ObjectIdentifier>

    private(set) var state = State(stack: [])
    private weak var navigationController: UINavigationController?
    private var controllers: [ObjectIdentifier: UIViewController] = [:]
    /// The transition the core asked for, until UIKit asks for its animation controller.
    private var requestedStart: State.Transition?
    private var isWaitingForAFrame = false
    /// Whether the request being performed asked for no animation.
    private var startsWithoutAnimation = false
    /// Told after each step the core takes on a request or a transition's event (the SwiftUI
    /// container writes its path back from it).
    var stateDidChange: (@MainActor () -> Void)?

    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
    }

    /// Asks for `request` (a navigation call routed through the core); without `animated`, a
    /// transition it starts at once changes the stack without animation (one that has to wait
    /// for the transition on screen animates).
    func request(
      _ request: NavigationStackState<UIViewController>.Request, animated: Bool = true
    ) {
      syncWithNavigationController()
      let mapped: State.Request
      switch request {
      case .push(let controller): mapped = .push(remember(controller))
      case .pop: mapped = .pop
      case .popToRoot: mapped = .popToRoot
      case .setStack(let stack): mapped = .setStack(stack.map(remember))
      }
      startsWithoutAnimation = !animated
      perform(state.request(mapped))
      startsWithoutAnimation = false
    }

    /// UIKit starts a push or pop whose animation controller is `transition` (nil: UIKit's own
    /// animation), from `from` to `to`; `isInteractive` when a finger drives it from the start.
    func transitionWillStart(
      from: UIViewController, to: UIViewController, transition: FluidTransition?,
      isInteractive: Bool
    ) {
      if requestedStart != nil {
        requestedStart = nil
      } else if let navigationController {
        // UIKit has already changed its stack to the destination.
        let toStack = navigationController.viewControllers.map(remember)
        let fromID = remember(from)
        let fromStack: [ObjectIdentifier]
        if state.transition == nil, state.stack.last == fromID {
          fromStack = state.stack
        } else if let index = toStack.firstIndex(of: fromID) {
          fromStack = Array(toStack[...index])
        } else {
          fromStack = toStack + [fromID]
        }
        state.transitionDidBegin(from: fromStack, to: toStack, isInteractive: isInteractive)
      }
      if let transition {
        transition.addObserver { [weak self] event in self?.transitionDid(event) }
      } else {
        watchUIKitTransition(to: to)
      }
    }

    /// Follows a transition UIKit animates itself to its end through its transition
    /// coordinator, which exists once the transition is under way (on the next frame at the
    /// latest); one already over by then ended where the stack's top says.
    private func watchUIKitTransition(to: UIViewController) {
      afterNextFrame { [weak self, weak to] in
        guard let self, let navigationController = self.navigationController else { return }
        guard let coordinator = navigationController.transitionCoordinator else {
          return self.transitionDidEnd(completed: navigationController.topViewController === to)
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
          self?.transitionDidEnd(completed: !context.isCancelled)
        }
      }
    }

    private func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
      var handle: DisplayLinkHandle?
      handle = DisplayLinkHandle.start(preferredFrameRateRange: nil) { _, _ in
        handle?.invalidate()
        handle = nil
        work()
      }
    }

    private func transitionDid(_ event: TransitionEvent) {
      switch event {
      case .grabbed:
        state.transitionDidBecomeInteractive()
      case .released(let release):
        guard state.transition?.isInteractive == true else { return }
        perform(
          state.transitionDidStopBeingInteractive(headingToDestination: release.target == .end))
      case .completed(let completed):
        transitionDidEnd(completed: completed)
      }
    }

    private func transitionDidEnd(completed: Bool) {
      perform(state.transitionDidEnd(completed: completed))
      forgetUnused()
    }

    // MARK: - Acting on screen

    private func perform(_ action: State.Action) {
      switch action {
      case .none:
        break
      case .start:
        startWhenUIKitIsIdle()
      case .reverse:
        currentTransition?.cancel()
      case .resume:
        currentTransition?.finish()
      }
      stateDidChange?()
    }

    private var currentTransition: FluidTransition? {
      (navigationController?.delegate as? FluidNavigationDelegate)?.currentTransition
    }

    /// Starts the core's transition now if UIKit is idle, or on the next display frame. A
    /// transition the core reversed before it could start is not started at all.
    private func startWhenUIKitIsIdle() {
      guard let navigationController else { return }
      guard navigationController.transitionCoordinator == nil else {
        guard !isWaitingForAFrame else { return }
        isWaitingForAFrame = true
        afterNextFrame { [weak self] in
          self?.isWaitingForAFrame = false
          self?.startWhenUIKitIsIdle()
        }
        return
      }
      guard let transition = state.transition, requestedStart == nil else { return }
      guard transition.isHeadingToDestination else {
        return perform(state.transitionDidEnd(completed: false))
      }
      let to = transition.to.compactMap { controllers[$0] }
      guard to.count == transition.to.count, let top = to.last else { return }
      let from = transition.from
      guard transition.to.last != from.last, !from.isEmpty, !startsWithoutAnimation else {
        // The top stays, there was nothing to leave, or no animation was asked for: UIKit
        // changes the stack without a transition.
        navigationController.setViewControllers(to, animated: false)
        return transitionDidEnd(completed: true)
      }
      requestedStart = transition
      if transition.to.count == from.count + 1, Array(transition.to.dropLast()) == from {
        navigationController.pushViewController(top, animated: true)
      } else if transition.to.count == from.count - 1, Array(from.dropLast()) == transition.to {
        navigationController.popViewController(animated: true)
      } else {
        navigationController.setViewControllers(to, animated: true)
      }
    }

    // MARK: - Bookkeeping

    /// While nothing is under way, the core starts from the stack the navigation controller
    /// holds (the app may have changed it directly).
    private func syncWithNavigationController() {
      guard state.transition == nil, !isWaitingForAFrame, let navigationController else { return }
      let stack = navigationController.viewControllers.map(remember)
      if stack != state.stack || state.intendedStack != stack { state = State(stack: stack) }
    }

    private func remember(_ controller: UIViewController) -> ObjectIdentifier {
      let id = ObjectIdentifier(controller)
      controllers[id] = controller
      return id
    }

    /// Lets go of view controllers no longer in the stack or the intended stack.
    private func forgetUnused() {
      let used = Set(state.stack + state.intendedStack + (state.transition?.to ?? []))
      controllers = controllers.filter { used.contains($0.key) }
    }
  }
#endif
