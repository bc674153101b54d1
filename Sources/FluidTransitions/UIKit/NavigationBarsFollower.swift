#if canImport(UIKit)
  import UIKit

  /// Makes a navigation controller's bars follow one push or pop as ``BarHandoff`` decides,
  /// through the only means Apple allows (`setNavigationBarHidden(_:animated:)` and
  /// `setToolbarHidden(_:animated:)`, in an animation alongside the transition).
  @MainActor
  final class NavigationBarsFollower {
    private weak var navigationController: UINavigationController?
    private let departing: BarVisibility
    private var handoff: BarHandoff?

    /// Notes the bars as the transition is asked for, before the arriving screen asks for its
    /// own.
    init(_ navigationController: UINavigationController) {
      self.navigationController = navigationController
      departing = Self.visibility(of: navigationController)
    }

    /// UIKit starts the transition (the arriving screen's `viewWillAppear(_:)` has run): a
    /// change of the bars is played again alongside it.
    func transitionWillStart() {
      guard let navigationController else { return }
      let handoff = BarHandoff(
        departing: departing, arriving: Self.visibility(of: navigationController))
      self.handoff = handoff
      guard handoff.replaysChange, let coordinator = navigationController.transitionCoordinator
      else { return }
      UIView.performWithoutAnimation { Self.apply(handoff.departing, to: navigationController) }
      _ = coordinator.animate(alongsideTransition: { [weak navigationController] _ in
        if let navigationController { Self.apply(handoff.arriving, to: navigationController) }
      })
    }

    /// The transition ended: the bars take the visibility of the screen left on top.
    func transitionEnded(completed: Bool) {
      guard let navigationController else { return }
      let current = Self.visibility(of: navigationController)
      let handoff = handoff ?? BarHandoff(departing: departing, arriving: current)
      let landing = handoff.landing(completed: completed, current: current)
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
