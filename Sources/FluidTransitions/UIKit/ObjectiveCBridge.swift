#if canImport(UIKit)
  import UIKit

  // The only file with Objective-C-only constructs (`@objc`, `#selector`): target-action for
  // gesture recognisers and display links, and message forwarding for delegates. Everything
  // else in the UIKit layer compiles identically against the interface shim on Linux, where the
  // `#else` branches stand in.

  #if canImport(ObjectiveC)
    import ObjectiveC

    /// Calls the previous delegate's optional notification methods, when it implements them.
    @MainActor
    enum DelegateForwarding {
      static func willShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
      ) {
        delegate?.navigationController?(navigation, willShow: controller, animated: animated)
      }

      static func didShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
      ) {
        delegate?.navigationController?(navigation, didShow: controller, animated: animated)
      }

      static func shouldSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ controller: UIViewController
      ) -> Bool {
        delegate?.tabBarController?(tabs, shouldSelect: controller) ?? true
      }

      static func didSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ controller: UIViewController
      ) {
        delegate?.tabBarController?(tabs, didSelect: controller)
      }
    }

    /// Target-action glue: a recogniser calls the closure.
    @MainActor
    enum GestureActions {
      private final class Target: NSObject {
        let handler: (UIGestureRecognizer) -> Void

        init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
          self.handler = handler
        }

        @objc func fire(_ recognizer: UIGestureRecognizer) {
          handler(recognizer)
        }
      }

      /// Makes `recognizer` call `handler`; keep the returned object alive as long as it should.
      static func attach(
        _ recognizer: UIGestureRecognizer,
        _ handler: @escaping (UIGestureRecognizer) -> Void
      ) -> AnyObject {
        let target = Target(handler)
        recognizer.addTarget(target, action: #selector(Target.fire(_:)))
        return target
      }
    }

    /// A running `CADisplayLink` that calls a closure with each frame's timestamps.
    @MainActor
    final class DisplayLinkHandle {
      private final class Target: NSObject {
        let tick: (Double, Double) -> Void

        init(_ tick: @escaping (Double, Double) -> Void) {
          self.tick = tick
        }

        @objc func step(_ link: CADisplayLink) {
          tick(Double(link.timestamp), Double(link.targetTimestamp))
        }
      }

      private let link: CADisplayLink

      private init(link: CADisplayLink) {
        self.link = link
      }

      /// Starts a display link on the main run loop.
      static func start(
        preferredFrameRateRange: CAFrameRateRange?,
        tick: @escaping (Double, Double) -> Void
      ) -> DisplayLinkHandle? {
        let link = CADisplayLink(target: Target(tick), selector: #selector(Target.step(_:)))
        if let preferredFrameRateRange { link.preferredFrameRateRange = preferredFrameRateRange }
        link.add(to: .main, forMode: .common)
        return DisplayLinkHandle(link: link)
      }

      /// Stops the display link (which releases its target).
      func invalidate() {
        link.invalidate()
      }
    }

    extension FluidNavigationDelegate {
      /// Also answers for the previous delegate's methods, so UIKit sends them here to forward.
      override public func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (previousDelegate?.responds(to: selector) ?? false)
      }

      /// Sends methods this delegate does not implement to the previous delegate.
      override public func forwardingTarget(for selector: Selector!) -> Any? {
        if !super.responds(to: selector), previousDelegate?.responds(to: selector) == true {
          return previousDelegate
        }
        return super.forwardingTarget(for: selector)
      }
    }

    extension FluidTabBarDelegate {
      /// Also answers for the previous delegate's methods, so UIKit sends them here to forward.
      override public func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || (previousDelegate?.responds(to: selector) ?? false)
      }

      /// Sends methods this delegate does not implement to the previous delegate.
      override public func forwardingTarget(for selector: Selector!) -> Any? {
        if !super.responds(to: selector), previousDelegate?.responds(to: selector) == true {
          return previousDelegate
        }
        return super.forwardingTarget(for: selector)
      }
    }
  #else
    /// Calls the previous delegate's notification methods (the shim declares them as
    /// requirements with defaults, which stand for "not implemented").
    @MainActor
    enum DelegateForwarding {
      static func willShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
      ) {
        delegate?.navigationController(navigation, willShow: controller, animated: animated)
      }

      static func didShow(
        _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
        _ controller: UIViewController, animated: Bool
      ) {
        delegate?.navigationController(navigation, didShow: controller, animated: animated)
      }

      static func shouldSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ controller: UIViewController
      ) -> Bool {
        delegate?.tabBarController(tabs, shouldSelect: controller) ?? true
      }

      static func didSelect(
        _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
        _ controller: UIViewController
      ) {
        delegate?.tabBarController(tabs, didSelect: controller)
      }
    }

    /// Without Objective-C (the Linux interface shim) there is no target-action: the shim's
    /// recognisers call their closures when their state changes, as UIKit sends the action.
    @MainActor
    enum GestureActions {
      private final class Target {
        let handler: (UIGestureRecognizer) -> Void

        init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
          self.handler = handler
        }
      }

      /// Makes `recognizer` call `handler` while the returned object is alive.
      static func attach(
        _ recognizer: UIGestureRecognizer,
        _ handler: @escaping (UIGestureRecognizer) -> Void
      ) -> AnyObject {
        let target = Target(handler)
        recognizer.shimAddAction { [weak target] recognizer in target?.handler(recognizer) }
        return target
      }
    }

    /// The shim's display link, fired by its simulated run loop.
    @MainActor
    final class DisplayLinkHandle {
      private let link: CADisplayLink

      private init(link: CADisplayLink) {
        self.link = link
      }

      static func start(
        preferredFrameRateRange: CAFrameRateRange?,
        tick: @escaping (Double, Double) -> Void
      ) -> DisplayLinkHandle? {
        let link = CADisplayLink(shimCallback: { link in
          tick(Double(link.timestamp), Double(link.targetTimestamp))
        })
        if let preferredFrameRateRange { link.preferredFrameRateRange = preferredFrameRateRange }
        link.add(to: .main, forMode: .common)
        return DisplayLinkHandle(link: link)
      }

      func invalidate() {
        link.invalidate()
      }
    }
  #endif
#endif
