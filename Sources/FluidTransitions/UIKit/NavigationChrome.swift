#if canImport(UIKit)
  import UIKit

  /// The navigation controller's chrome around one fluid push or pop: the navigation bar, the
  /// toolbar and the tab bar of `hidesBottomBarWhenPushed`.
  ///
  /// It changes none of UIKit's state. A bar change a screen asks for during the transition
  /// rides the transition as UIKit animates it (alongside, on the animator the transition hands
  /// UIKit). Two things are added:
  /// - **The landing check**: once UIKit has done its own work at the end (the transition
  ///   coordinator's completion; at `animationEnded(_:)` if the coordinator did not take the
  ///   completion), a bar left where its navigation controller's model does not say
  ///   (``BarLanding``) is laid out again, without animation, by UIKit's own layout pass. Not a
  ///   frame later: the `.propertyAnimator` engine runs no display link.
  /// - **The tab bar's stand-in** (``TabBarStandIn``): on a push to a stack that hides the tab
  ///   bar, a snapshot of the window where the bar was, taken while it was on screen (the
  ///   window's, so the bar's blur or glass is in it: a snapshot of a visual effect view alone
  ///   has no effect), rides inside the departing screen's view at the bar's place when UIKit
  ///   takes the real bar away as the transition starts, and is removed when the transition
  ///   ends, is released, or however it ends.
  @MainActor
  final class NavigationChrome {
    private weak var navigationController: UINavigationController?
    private let operation: TransitionOperation
    /// The tab bar, its snapshot and its place in the window's coordinates, when the push was
    /// asked for with the bar on screen and the arriving stack hiding it.
    private weak var tabBar: UITabBar?
    private var tabBarPicture: UIView?
    private var tabBarPlace: CGRect = .zero
    /// The snapshot on screen, inside the departing view, until the transition ends. Read by
    /// `deinit`, which runs wherever the last reference goes; written only on the main actor.
    nonisolated(unsafe) private var standIn: UIView?

    /// Notes the chrome as the push or pop is asked for (the navigation delegate's
    /// `animationControllerFor`), while the screen still shows what was there before.
    init(
      navigationController: UINavigationController, operation: TransitionOperation,
      arriving: UIViewController
    ) {
      self.navigationController = navigationController
      self.operation = operation
      pictureTabBar(of: navigationController, arriving: arriving)
    }

    deinit {
      // A transition released before its end takes its stand-in with it: at once on the main
      // actor's executor, where UIKit releases transitions.
      guard let standIn else { return }
      MainQueue.run { standIn.removeFromSuperview() }
    }

    /// Takes the tab bar's picture while it is on screen, when the push hides it. The flags
    /// are read first: the tab bar is asked for only where a screen hides it. The arriving
    /// screen counts even if UIKit has not put it in `viewControllers` yet.
    private func pictureTabBar(
      of navigationController: UINavigationController, arriving: UIViewController
    ) {
      var stack = navigationController.viewControllers
      if !stack.contains(where: { $0 === arriving }) { stack.append(arriving) }
      guard operation == .push,
        TabBarStandIn.stackHidesTabBar(stack.map(\.hidesBottomBarWhenPushed)),
        let tabBarController = navigationController.tabBarController,
        tabBarController.selectedViewController === navigationController
      else { return }
      let bar = tabBarController.tabBar
      guard let window = bar.window, let superview = bar.superview else { return }
      let place = superview.convert(bar.frame, to: nil)
      // On screen: visible, and in the window (a bar UIKit hides by moving it below the
      // window's bottom edge is still `isHidden == false`); and along the bottom, where
      // `hidesBottomBarWhenPushed` hides it (an iPad's tab bar at the top is not pictured: its
      // place would take the departing screen's navigation bar with it).
      guard
        TabBarStandIn.isInPlace(
          frame: Rect(place), isHidden: bar.isHidden, alpha: Self.shownAlpha(of: bar),
          place: Rect(window.bounds)),
        TabBarStandIn.isAlongTheBottom(Rect(place), of: Rect(window.bounds)),
        let picture = window.resizableSnapshotView(
          from: place, afterScreenUpdates: false, withCapInsets: .zero)
      else { return }
      picture.isUserInteractionEnabled = false
      picture.accessibilityElementsHidden = true
      // Along the bottom edge and centred if the departing view is laid out again (a rotation
      // mid-transition), never stretched.
      picture.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin, .flexibleRightMargin]
      tabBar = bar
      tabBarPicture = picture
      tabBarPlace = place
    }

    /// Whether the transition coordinator took the landing check as its completion.
    private var landsOnCompletion = false

    /// The transition starts (UIKit has made its own changes for it): puts the tab bar's
    /// stand-in in the departing view if UIKit took the real bar from its place, and asks for
    /// the landing check once UIKit is done with the transition.
    func transitionWillStart(_ context: any UIViewControllerContextTransitioning) {
      placeStandIn(in: context)
      let coordinator =
        context.viewController(forKey: .from)?.transitionCoordinator
        ?? navigationController?.transitionCoordinator
      guard let coordinator else { return }
      let ended = ObjectIdentifier(coordinator)
      landsOnCompletion = coordinator.animate(alongsideTransition: nil) {
        [weak navigationController] _ in
        Self.land(navigationController, after: ended)
      }
    }

    /// The alpha the bar is shown with: its presentation layer's (UIKit may be fading it in an
    /// animation whose model value is already the end's), else its own.
    private static func shownAlpha(of bar: UIView) -> Double {
      Double(bar.layer.presentation()?.opacity ?? Float(bar.alpha))
    }

    /// Puts the picture in the departing view when the real bar is no longer in place. A
    /// picture exists only for a push whose arriving stack hides the bar, taken while the bar
    /// was in place (``pictureTabBar(of:arriving:)``).
    private func placeStandIn(in context: any UIViewControllerContextTransitioning) {
      guard let picture = tabBarPicture else { return }
      tabBarPicture = nil
      guard
        let departing = context.view(forKey: .from)
          ?? context.viewController(forKey: .from)?.viewIfLoaded
      else { return }
      // A bar UIKit took out of the window, or released, is not in place.
      var isInPlace = false
      if let bar = tabBar, let superview = bar.superview, bar.window != nil {
        let shown = superview.convert((bar.layer.presentation() ?? bar.layer).frame, to: nil)
        isInPlace = TabBarStandIn.isInPlace(
          frame: Rect(shown), isHidden: bar.isHidden, alpha: Self.shownAlpha(of: bar),
          place: Rect(tabBarPlace))
      }
      guard !isInPlace else { return }
      picture.frame = departing.convert(tabBarPlace, from: nil)
      departing.addSubview(picture)
      standIn = picture
    }

    /// The transition ended (UIKit's `animationEnded(_:)`): the stand-in goes, and the bars
    /// are checked now if the coordinator would not check them.
    func transitionEnded() {
      standIn?.removeFromSuperview()
      standIn = nil
      tabBarPicture = nil
      if !landsOnCompletion { Self.land(navigationController, after: nil) }
    }

    /// Lays `navigationController`'s view out again, without animation, when a bar is not
    /// where its model says and no other transition has started since the one whose
    /// coordinator is `ended` (which UIKit may still report while it runs its completions).
    private static func land(
      _ navigationController: UINavigationController?, after ended: ObjectIdentifier?
    ) {
      guard let navigationController, let view = navigationController.viewIfLoaded else { return }
      if let current = navigationController.transitionCoordinator,
        ObjectIdentifier(current) != ended
      {
        return
      }
      let container = Rect(view.bounds)
      // Only the navigation controller's own bars, only once a bar of their kind is in its
      // view, and only one that looks misplaced is compared with them: asking for the toolbar
      // makes UIKit's if there is none yet, which then happens at most once, for an app's own
      // toolbar in that view (which is not checked).
      let misplaced = view.subviews.contains { bar in
        let hiddenInModel: Bool
        if bar is UINavigationBar {
          hiddenInModel = navigationController.isNavigationBarHidden
        } else if bar is UIToolbar {
          hiddenInModel = navigationController.isToolbarHidden
        } else {
          return false
        }
        guard
          BarLanding.needsLayout(
            hiddenInModel: hiddenInModel, frame: Rect(bar.frame), isHidden: bar.isHidden,
            in: container)
        else { return false }
        return bar is UINavigationBar
          ? bar === navigationController.navigationBar : bar === navigationController.toolbar
      }
      guard misplaced else { return }
      UIView.performWithoutAnimation {
        view.setNeedsLayout()
        view.layoutIfNeeded()
      }
    }
  }
#endif
