#if canImport(UIKit)
  import UIKit

  // Where the UIKit layer meets the Objective-C runtime: target-action (gesture recognisers,
  // display links), optional delegate methods, and forwarding to an app's earlier delegate.
  //
  // Every line here is compiled on Linux too. The interface shim declares Apple's `NSObject`
  // (`responds(to:)`, `forwardingTarget(for:)`, nonisolated as in the SDK), `Selector`,
  // `addTarget(_:action:)` and `CADisplayLink(target:selector:)`. What needs the runtime itself
  // (`@objc`, `#selector`, calling an `@objc optional` requirement) sits in
  // `#if _runtime(_ObjC)` branches a few tokens long: `.ci/objc-check` type-checks them on Linux
  // with Objective-C interoperability switched on, and the shim's branch runs in the glue suite.

  /// The target of UIKit's target-action messages: a gesture recogniser's action or a display
  /// link's frame calls ``handler`` with the sender.
  ///
  /// Keep it alive as long as messages should arrive: a gesture recogniser does not retain its
  /// targets, a display link retains its target until it is invalidated.
  @MainActor
  final class ActionTarget: NSObject {
    private let handler: @MainActor (Any) -> Void

    init(_ handler: @escaping @MainActor (Any) -> Void) {
      self.handler = handler
      super.init()
    }

    /// The action: `sender` is the gesture recogniser or the display link.
    #if _runtime(_ObjC)
      @objc
    #endif
    func fire(_ sender: Any) {
      handler(sender)
    }

    /// The selector of ``fire(_:)``.
    #if _runtime(_ObjC)
      static let action = #selector(fire(_:))
    #else
      static let action = Selector(shimName: "fire:") { target, sender in
        (target as? ActionTarget)?.fire(sender as Any)
      }
    #endif
  }

  /// Target-action glue: a recogniser calls the closure.
  @MainActor
  enum GestureActions {
    /// Makes `recognizer` call `handler` with itself; keep the returned object alive as long as
    /// it should.
    static func attach(
      _ recognizer: UIGestureRecognizer,
      _ handler: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> AnyObject {
      let target = ActionTarget { sender in
        if let recognizer = sender as? UIGestureRecognizer { handler(recognizer) }
      }
      recognizer.addTarget(target, action: ActionTarget.action)
      return target
    }
  }

  /// A running `CADisplayLink` that calls a closure with each frame's timestamps. Invalidating
  /// it (also when it is released) stops the link and releases the closure.
  final class DisplayLinkHandle: Sendable {
    // A display link is not Sendable: it is made, fired and invalidated on the main thread;
    // only a release may happen elsewhere, and `invalidate()` is safe from any thread.
    nonisolated(unsafe) private let link: CADisplayLink

    private init(link: CADisplayLink) {
      self.link = link
    }

    deinit {
      link.invalidate()
    }

    /// Starts a display link on the main run loop, asking for `preferredFrameRateRange` when
    /// given (ProMotion screens may otherwise run a display link at the system's default rate,
    /// below UIKit's own animations).
    @MainActor
    static func start(
      preferredFrameRateRange: CAFrameRateRange?,
      tick: @escaping @MainActor (Double, Double) -> Void
    ) -> DisplayLinkHandle {
      let target = ActionTarget { sender in
        guard let link = sender as? CADisplayLink else { return }
        tick(Double(link.timestamp), Double(link.targetTimestamp))
      }
      let link = CADisplayLink(target: target, selector: ActionTarget.action)
      if let preferredFrameRateRange { link.preferredFrameRateRange = preferredFrameRateRange }
      link.add(to: .main, forMode: .common)
      return DisplayLinkHandle(link: link)
    }

    /// The range the link asks for; nil sets `CAFrameRateRange.default` (the system's rate).
    @MainActor
    var preferredFrameRateRange: CAFrameRateRange? {
      get { link.preferredFrameRateRange == .default ? nil : link.preferredFrameRateRange }
      set { link.preferredFrameRateRange = newValue ?? .default }
    }

    /// Stops the display link, which releases its target.
    func invalidate() {
      link.invalidate()
    }
  }

  /// An app's delegate that was set before one of the library's: held weakly, and read from
  /// any thread, since UIKit may ask `responds(to:)` off the main actor (NSObject's members are
  /// nonisolated).
  final class PreviousDelegate: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private weak var storage: (any NSObjectProtocol)?
    nonisolated(unsafe) private var wasSet = false

    /// The delegate, while it is alive.
    var object: (any NSObjectProtocol)? {
      get { lock.withLock { storage } }
      set {
        lock.withLock {
          storage = newValue
          wasSet = newValue != nil
        }
      }
    }

    /// Whether the delegate has been released since it was set; true once per release. UIKit
    /// asks a delegate which optional methods it implements when it is set and keeps the
    /// answers (as developers report), so the owner must then be set as the delegate again,
    /// or UIKit goes on sending it the methods it forwarded, to nothing.
    func wentAway() -> Bool {
      lock.withLock {
        guard wasSet, storage == nil else { return false }
        wasSet = false
        return true
      }
    }

    /// Whether the delegate is alive and implements `selector`.
    func responds(to selector: Selector) -> Bool {
      object?.responds(to: selector) ?? false
    }

    /// The delegate, for a message `owner` does not implement itself and the delegate does.
    func forwardingTarget(for selector: Selector, ownerResponds: Bool) -> Any? {
      guard !ownerResponds, let object, object.responds(to: selector) else { return nil }
      return object
    }
  }

  /// Calls an earlier delegate's optional methods, when it implements them.
  @MainActor
  enum DelegateForwarding {
    static func willShow(
      _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
      _ controller: UIViewController, animated: Bool
    ) {
      #if _runtime(_ObjC)
        delegate?.navigationController?(navigation, willShow: controller, animated: animated)
      #else
        delegate?.navigationController(navigation, willShow: controller, animated: animated)
      #endif
    }

    static func didShow(
      _ delegate: (any UINavigationControllerDelegate)?, _ navigation: UINavigationController,
      _ controller: UIViewController, animated: Bool
    ) {
      #if _runtime(_ObjC)
        delegate?.navigationController?(navigation, didShow: controller, animated: animated)
      #else
        delegate?.navigationController(navigation, didShow: controller, animated: animated)
      #endif
    }

    static func shouldSelect(
      _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
      _ controller: UIViewController
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.tabBarController?(tabs, shouldSelect: controller) ?? true
      #else
        delegate?.tabBarController(tabs, shouldSelect: controller) ?? true
      #endif
    }

    static func didSelect(
      _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController,
      _ controller: UIViewController
    ) {
      #if _runtime(_ObjC)
        delegate?.tabBarController?(tabs, didSelect: controller)
      #else
        delegate?.tabBarController(tabs, didSelect: controller)
      #endif
    }

    /// The delegate's answer, or true (allow) when it does not implement the method.
    static func shouldDismiss(
      _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
      _ presentation: UIPresentationController
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.presentationControllerShouldDismiss?(presentation) ?? true
      #else
        delegate?.presentationControllerShouldDismiss(presentation) ?? true
      #endif
    }

    static func didAttemptToDismiss(
      _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
      _ presentation: UIPresentationController
    ) {
      #if _runtime(_ObjC)
        delegate?.presentationControllerDidAttemptToDismiss?(presentation)
      #else
        delegate?.presentationControllerDidAttemptToDismiss(presentation)
      #endif
    }

    static func willDismiss(
      _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
      _ presentation: UIPresentationController
    ) {
      #if _runtime(_ObjC)
        delegate?.presentationControllerWillDismiss?(presentation)
      #else
        delegate?.presentationControllerWillDismiss(presentation)
      #endif
    }

    static func didDismiss(
      _ delegate: (any UIAdaptivePresentationControllerDelegate)?,
      _ presentation: UIPresentationController
    ) {
      #if _runtime(_ObjC)
        delegate?.presentationControllerDidDismiss?(presentation)
      #else
        delegate?.presentationControllerDidDismiss(presentation)
      #endif
    }
  }
#endif
