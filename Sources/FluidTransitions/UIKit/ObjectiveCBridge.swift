#if canImport(UIKit)
  import UIKit

  // The only file with Objective-C-only constructs (`@objc`, `#selector`): target-action for
  // gesture recognisers and display links, and message forwarding for delegates. Everything
  // else in the UIKit layer compiles identically against the interface shim on Linux, where the
  // `#else` branches stand in.

  #if canImport(ObjectiveC)
    import ObjectiveC

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
    /// On Linux there is no target-action: recognisers keep their closures here, and the glue
    /// tests deliver gesture events through ``send(_:)``.
    @MainActor
    enum GestureActions {
      private final class Target {
        let handler: (UIGestureRecognizer) -> Void

        init(_ handler: @escaping (UIGestureRecognizer) -> Void) {
          self.handler = handler
        }
      }

      private static var targets:
        [(recognizer: WeakBox<UIGestureRecognizer>, target: WeakBox<Target>)] = []

      /// Remembers `handler` for `recognizer`; keep the returned object alive.
      static func attach(
        _ recognizer: UIGestureRecognizer,
        _ handler: @escaping (UIGestureRecognizer) -> Void
      ) -> AnyObject {
        let target = Target(handler)
        targets.removeAll { $0.recognizer.value == nil || $0.target.value == nil }
        targets.append((WeakBox(recognizer), WeakBox(target)))
        return target
      }

      /// Delivers the recogniser's current state to its closures, as UIKit's target-action
      /// would.
      static func send(_ recognizer: UIGestureRecognizer) {
        for entry in targets where entry.recognizer.value === recognizer {
          entry.target.value?.handler(recognizer)
        }
      }
    }

    /// No display link on Linux: a clock with no frames. Inject a ``ManualFrameClock`` instead.
    @MainActor
    final class DisplayLinkHandle {
      static func start(
        preferredFrameRateRange: CAFrameRateRange?,
        tick: @escaping (Double, Double) -> Void
      ) -> DisplayLinkHandle? {
        nil
      }

      func invalidate() {}
    }
  #endif
#endif
