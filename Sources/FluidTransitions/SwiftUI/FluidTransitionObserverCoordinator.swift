#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Reads, once per frame, the fluid transition that moves the view controller showing a
  /// ``FluidTransitionReader`` (found up the responder chain from its anchor), and writes the
  /// reading (``FluidTransitionProxy``, made finite by the core) to the reader's state when it
  /// changes. Frames come from a display link, so the writes are never made while SwiftUI
  /// updates the views.
  @MainActor
  final class FluidTransitionObserverCoordinator: FrameObserver {
    var proxy: Binding<FluidTransitionProxy>?
    private weak var anchor: UIViewController?
    private var clock: DisplayLinkClock?
    private var last = FluidTransitionProxy.idle

    func start(anchor: UIViewController, proxy: Binding<FluidTransitionProxy>) {
      self.anchor = anchor
      self.proxy = proxy
      let clock = DisplayLinkClock()
      clock.addObserver(self)
      self.clock = clock
    }

    func stop() {
      clock?.removeObserver(self)
      clock = nil
      proxy = nil
    }

    func clock(_ clock: any FrameClock, didProduce frame: Frame) {
      let reading = read(at: frame.timestamp)
      guard reading != last, let proxy else { return }
      last = reading
      proxy.wrappedValue = reading
    }

    /// The reading at `time`: the transition moving the view controller that shows the anchor,
    /// or ``FluidTransitionProxy/idle``. While a finger holds the transition the velocity is
    /// the finger's, read at the display link's timestamp: the library's gestures stamp their
    /// touches with the transition's clock, `CACurrentMediaTime()`, the display link's time
    /// line. Touches an app feeds on another clock read 0 (a clock ahead of theirs) or the
    /// finger's last estimate (one behind).
    private func read(at time: Double) -> FluidTransitionProxy {
      guard let shown = viewControllerShowingAnchor,
        let (moving, coordinator) = Self.moving(shown),
        let transition = Self.fluidTransition(moving: moving, coordinator: coordinator),
        let driver = transition.driver
      else { return .idle }
      return .reading(
        after: last, phase: transition.phase, operation: transition.operation,
        progress: driver.presentedProgress, velocity: driver.progressVelocity(at: time),
        isAppearing: coordinator.viewController(forKey: .to) === moving)
    }

    private var viewControllerShowingAnchor: UIViewController? {
      var responder = anchor?.next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    /// `controller`, or the nearest of its ancestors, that a transition moves, with the
    /// transition's coordinator.
    private static func moving(_ controller: UIViewController)
      -> (UIViewController, any UIViewControllerTransitionCoordinator)?
    {
      var candidate: UIViewController? = controller
      while let current = candidate {
        if let coordinator = current.transitionCoordinator { return (current, coordinator) }
        candidate = current.parent
      }
      return nil
    }

    /// The library's transition that moves `moving`: a presentation's or dismissal's (the
    /// arriving or leaving controller's ``FluidTransitioningDelegate``), a push's or pop's
    /// (its navigation controller's ``FluidNavigationDelegate``), or a tab switch's.
    private static func fluidTransition(
      moving: UIViewController, coordinator: any UIViewControllerTransitionCoordinator
    ) -> FluidTransition? {
      for key in [UITransitionContextViewControllerKey.to, .from] {
        if let delegate = coordinator.viewController(forKey: key)?.transitioningDelegate
          as? FluidTransitioningDelegate, let transition = delegate.currentTransition
        {
          return transition
        }
      }
      // A page being popped may have left its navigation controller already; the page it
      // uncovers has not.
      let navigation =
        moving.navigationController ?? coordinator.viewController(forKey: .to)?.navigationController
      if let transition = navigation?.fluid.delegate?.currentTransition { return transition }
      let tabs = sequence(first: moving, next: \.parent).lazy.compactMap {
        $0 as? UITabBarController
      }.first
      return (tabs?.delegate as? FluidTabBarDelegate)?.currentTransition
    }
  }
#endif
