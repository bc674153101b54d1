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
  ///   takes the real bar away as the transition starts. The navigation delegate keeps it
  ///   (``pictureTaken``); on the pop back, if UIKit shows the real bar at once as the pop starts
  ///   and the picture still shows what the bar shows, it rides inside the arriving screen's
  ///   view while the real bar is masked out. The picture and the mask are removed when the
  ///   transition ends, is released, or however it ends.
  @MainActor
  final class NavigationChrome {
    private weak var navigationController: UINavigationController?
    private let operation: TransitionOperation
    /// The tab bar, and the picture to stand in for it: on a push, the one just taken (when the
    /// push was asked for with the bar on screen and the arriving stack hiding it); on a pop,
    /// the one the delegate kept.
    private weak var tabBar: UITabBar?
    private var tabBarPicture: TabBarPicture?
    /// The picture this push took, which the navigation delegate keeps for the pop back.
    private(set) var pictureTaken: TabBarPicture?
    /// Whether the tab bar was in its place as the pop was asked for (nothing to bring back).
    private var barWasInPlaceAtAsk = false
    /// The picture on screen until the transition ends, and the mask over the real bar while a
    /// picture stands in for it on a pop. Read by `deinit`, which runs wherever the last
    /// reference goes; written only on the main actor.
    nonisolated(unsafe) private var standIn: UIView?
    nonisolated(unsafe) private var barMask: (bar: UIView, mask: UIView)?

    /// Notes the chrome as the push or pop is asked for (the navigation delegate's
    /// `animationControllerFor`), while the screen still shows what was there before.
    /// `keptPicture` is the tab bar picture the delegate kept from an earlier push.
    init(
      navigationController: UINavigationController, operation: TransitionOperation,
      departing: UIViewController, arriving: UIViewController, keptPicture: TabBarPicture?
    ) {
      self.navigationController = navigationController
      self.operation = operation
      switch operation {
      case .push:
        pictureTabBar(of: navigationController, departing: departing, arriving: arriving)
      case .pop: noteTabBar(of: navigationController, offering: keptPicture)
      default: break
      }
    }

    deinit {
      // A transition released before its end takes its stand-in and mask with it: at once on
      // the main actor's executor, where UIKit releases transitions.
      let standIn = standIn
      let barMask = barMask
      guard standIn != nil || barMask != nil else { return }
      MainQueue.run {
        standIn?.removeFromSuperview()
        if let barMask, barMask.bar.mask === barMask.mask { barMask.bar.mask = nil }
      }
    }

    /// Takes the tab bar's picture while it is on screen, when the push hides it. The flags
    /// are read first: the tab bar is asked for only where a screen hides it. The arriving
    /// screen counts even if UIKit has not put it in `viewControllers` yet.
    private func pictureTabBar(
      of navigationController: UINavigationController, departing: UIViewController,
      arriving: UIViewController
    ) {
      var stack = navigationController.viewControllers
      if !stack.contains(where: { $0 === arriving }) { stack.append(arriving) }
      guard operation == .push,
        TabBarStandIn.stackHidesTabBar(stack.map(\.hidesBottomBarWhenPushed)),
        let tabBarController = navigationController.tabBarController,
        tabBarController.selectedViewController === navigationController
      else { return }
      let bar = tabBarController.tabBar
      guard let window = bar.window, let look = TabBarPicture.look(of: bar) else { return }
      let place = look.place.cgRect
      // On screen: visible, and in the window (a bar UIKit hides by moving it below the
      // window's bottom edge is still `isHidden == false`).
      guard
        TabBarStandIn.isInPlace(
          frame: look.place, isHidden: bar.isHidden, alpha: Self.shownAlpha(of: bar),
          place: Rect(window.bounds)),
        let picture = window.resizableSnapshotView(
          from: place, afterScreenUpdates: false, withCapInsets: .zero)
      else { return }
      picture.isUserInteractionEnabled = false
      picture.accessibilityElementsHidden = true
      tabBar = bar
      tabBarPicture = TabBarPicture(view: picture, owner: departing, look: look)
      pictureTaken = tabBarPicture
    }

    /// Notes, as a pop is asked for, the tab bar and whether it is in the place of the kept
    /// picture (then the bar never left and the picture is not needed).
    private func noteTabBar(
      of navigationController: UINavigationController, offering keptPicture: TabBarPicture?
    ) {
      guard let keptPicture, let tabBarController = navigationController.tabBarController,
        tabBarController.selectedViewController === navigationController
      else { return }
      let bar = tabBarController.tabBar
      tabBar = bar
      tabBarPicture = keptPicture
      guard let superview = bar.superview, bar.window != nil else { return }
      let shown = superview.convert((bar.layer.presentation() ?? bar.layer).frame, to: nil)
      barWasInPlaceAtAsk = TabBarStandIn.isInPlace(
        frame: Rect(shown), isHidden: bar.isHidden, alpha: Self.shownAlpha(of: bar),
        place: keptPicture.look.place)
    }

    /// Whether the transition coordinator took the landing check as its completion.
    private var landsOnCompletion = false

    /// The transition starts (UIKit has made its own changes for it): puts the tab bar's
    /// stand-in in the departing view if UIKit took the real bar from its place, and asks for
    /// the landing check once UIKit is done with the transition.
    func transitionWillStart(_ context: any UIViewControllerContextTransitioning) {
      if operation == .pop {
        placeReturningStandIn(in: context)
      } else {
        placeStandIn(in: context)
      }
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
    /// was in place (``pictureTabBar(of:departing:arriving:)``).
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
          place: picture.look.place)
      }
      guard !isInPlace else { return }
      show(picture.view, in: departing, at: departing.convert(picture.look.place.cgRect, from: nil))
    }

    /// Puts the kept picture in the arriving view, and masks the real bar out, when UIKit has
    /// shown the bar at once as the pop starts and the picture still shows what it shows
    /// (``TabBarStandIn/returnsOnPop(kept:keptOverArriving:current:wasInPlaceAtAsk:shownAtOnce:isMaskedByOthers:)``).
    private func placeReturningStandIn(in context: any UIViewControllerContextTransitioning) {
      guard let picture = tabBarPicture, let bar = tabBar else { return }
      tabBarPicture = nil
      guard let current = TabBarPicture.look(of: bar),
        let arrivingController = context.viewController(forKey: .to),
        let arriving = context.view(forKey: .to) ?? arrivingController.viewIfLoaded
      else { return }
      let shownAtOnce =
        TabBarStandIn.isInPlace(
          frame: current.place, isHidden: bar.isHidden, alpha: Double(bar.alpha),
          place: picture.look.place) && (bar.layer.animationKeys()?.isEmpty ?? true)
      guard
        TabBarStandIn.returnsOnPop(
          kept: picture.look, keptOverArriving: picture.owner === arrivingController,
          current: current, wasInPlaceAtAsk: barWasInPlaceAtAsk, shownAtOnce: shownAtOnce,
          isMaskedByOthers: bar.mask != nil)
      else { return }
      // The arriving view may not be at its final frame yet: the picture goes where the bar's
      // place will be in it once it is.
      let container = context.containerView
      var final = context.finalFrame(for: arrivingController)
      if final.isEmpty { final = container.bounds }
      let place = container.convert(picture.look.place.cgRect, from: nil).offsetBy(
        dx: arriving.bounds.minX - final.minX, dy: arriving.bounds.minY - final.minY)
      show(picture.view, in: arriving, at: place)
      let mask = UIView(frame: .zero)
      mask.isUserInteractionEnabled = false
      bar.mask = mask
      barMask = (bar, mask)
    }

    /// Shows `picture` in `host` at `frame`, staying along the bottom edge if the host is laid
    /// out again (a rotation mid-transition).
    private func show(_ picture: UIView, in host: UIView, at frame: CGRect) {
      picture.removeFromSuperview()
      picture.frame = frame
      picture.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
      host.addSubview(picture)
      standIn = picture
    }

    /// The transition ended (UIKit's `animationEnded(_:)`): the stand-in and the bar's mask go,
    /// and the bars are checked now if the coordinator would not check them.
    func transitionEnded() {
      standIn?.removeFromSuperview()
      standIn = nil
      if let barMask, barMask.bar.mask === barMask.mask { barMask.bar.mask = nil }
      barMask = nil
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
      // Only the navigation controller's own bars, and only once one of their kind is in its
      // view (a toolbar an app adds there is not the navigation controller's).
      let misplaced = view.subviews.contains { bar in
        let hiddenInModel: Bool
        if bar is UINavigationBar, bar === navigationController.navigationBar {
          hiddenInModel = navigationController.isNavigationBarHidden
        } else if bar is UIToolbar, bar === navigationController.toolbar {
          hiddenInModel = navigationController.isToolbarHidden
        } else {
          return false
        }
        return BarLanding.needsLayout(
          hiddenInModel: hiddenInModel, frame: Rect(bar.frame), isHidden: bar.isHidden,
          in: container)
      }
      guard misplaced else { return }
      UIView.performWithoutAnimation {
        view.setNeedsLayout()
        view.layoutIfNeeded()
      }
    }
  }
#endif
