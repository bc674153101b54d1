#if canImport(UIKit)
  import UIKit

  /// Makes a navigation controller's bars follow one push or pop as ``BarHandoff`` decides,
  /// through the only means Apple allows (`setNavigationBarHidden(_:animated:)` and
  /// `setToolbarHidden(_:animated:)`, in an animation block of the transition's animator).
  @MainActor
  final class NavigationBarsFollower {
    private weak var navigationController: UINavigationController?
    private let departing: BarVisibility
    private var handoff: BarHandoff?
    /// Whether the change played again on the transition has run.
    private var replayed = false

    /// Notes the bars as the transition is asked for, before the arriving screen asks for its
    /// own.
    init(_ navigationController: UINavigationController) {
      self.navigationController = navigationController
      departing = Self.visibility(of: navigationController)
    }

    /// UIKit starts the transition (the arriving screen's `viewWillAppear(_:)` has run): a
    /// change of the bars is played again on `animator`, the transition's own. It is the
    /// animator UIKit's alongside animations ride, but added to directly, so the bars follow the
    /// transition even where UIKit never asks for it (then UIKit runs its alongside animations
    /// at once); without one, alongside the transition through its coordinator.
    func transitionWillStart(animator: UIViewPropertyAnimator?) {
      guard let navigationController else { return }
      let handoff = BarHandoff(
        departing: departing, arriving: Self.visibility(of: navigationController))
      self.handoff = handoff
      guard handoff.replaysChange else { return }
      UIView.performWithoutAnimation { Self.apply(handoff.departing, to: navigationController) }
      let change = { [weak self, weak navigationController] in
        self?.replayed = true
        if let navigationController { Self.apply(handoff.arriving, to: navigationController) }
      }
      if let animator, animator.state != .stopped {
        animator.addAnimations(change)
      } else if let coordinator = navigationController.transitionCoordinator {
        _ = coordinator.animate(alongsideTransition: { _ in change() })
      } else {
        change()
      }
    }

    /// The transition ended: the bars take the visibility of the screen left on top.
    func transitionEnded(completed: Bool) {
      guard let navigationController else { return }
      let current = Self.visibility(of: navigationController)
      let handoff = handoff ?? BarHandoff(departing: departing, arriving: current)
      let landing = handoff.landing(completed: completed, current: current, replayed: replayed)
      guard landing != current else { return }
      UIView.performWithoutAnimation { Self.apply(landing, to: navigationController) }
    }

    private static func visibility(of navigationController: UINavigationController)
      -> BarVisibility
    {
      BarVisibility(
        navigationBarHidden: navigationController.isNavigationBarHidden,
        toolbarHidden: navigationController.isToolbarHidden)
    }

    /// Sets the bars that differ from `visibility`, without animation of their own (inside an
    /// animation block, the block animates them).
    private static func apply(
      _ visibility: BarVisibility, to navigationController: UINavigationController
    ) {
      if navigationController.isNavigationBarHidden != visibility.navigationBarHidden {
        navigationController.setNavigationBarHidden(visibility.navigationBarHidden, animated: false)
      }
      if navigationController.isToolbarHidden != visibility.toolbarHidden {
        navigationController.setToolbarHidden(visibility.toolbarHidden, animated: false)
      }
    }
  }
#endif
