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
  ///
  /// Only the methods of the owner's protocol are forwarded (their selectors begin with
  /// `selectorPrefix`: every `UINavigationControllerDelegate` method's with
  /// `navigationController`, every `UITabBarControllerDelegate` method's with
  /// `tabBarController`), so that an app's delegate that is also the delegate of recognisers of
  /// its own never answers, through the library, for anything else.
  ///
  /// UIKit asks a delegate which optional methods it implements when it is set and keeps the
  /// answers (as developers report). Once the earlier delegate is released, the owner answers
  /// for methods no one implements any more, and UIKit would send them to no one ("unrecognized
  /// selector", a crash). So the earlier delegate carries an associated object whose release,
  /// with the delegate, calls `onRelease` (on the main actor: at once on the main thread, on its
  /// next turn from another), for the owner to set itself as the delegate again before UIKit can
  /// send anything.
  final class PreviousDelegate: Sendable {
    private let lock = NSLock()
    private let selectorPrefix: String
    nonisolated(unsafe) private weak var storage: (any NSObjectProtocol)?
    /// Weak: the earlier delegate owns it, and releases it as it goes.
    nonisolated(unsafe) private weak var watcher: ReleaseWatcher?
    /// The threads answering `responds(to:)` now: a proxy that forwards to the owner while the
    /// owner forwards to it asks again on the same thread, and is answered no instead of
    /// recursing until the stack overflows.
    nonisolated(unsafe) private var askingThreads: Set<ObjectIdentifier> = []

    /// Forwards the selectors that begin with `selectorPrefix`.
    init(forwarding selectorPrefix: String) {
      self.selectorPrefix = selectorPrefix
    }

    deinit {
      watch(nil, onRelease: nil)
    }

    /// The delegate, while it is alive.
    var object: (any NSObjectProtocol)? {
      lock.withLock { storage }
    }

    /// Holds `object` (weakly) as the earlier delegate, and calls `onRelease` on the main actor
    /// when it is released; nil forgets it. A delegate replaced or forgotten calls nothing.
    func watch(
      _ object: (any NSObjectProtocol)?, onRelease: (@MainActor @Sendable () -> Void)?
    ) {
      let (old, oldWatcher) = lock.withLock { (storage, watcher) }
      oldWatcher?.cancel()
      if let old {
        objc_setAssociatedObject(old, watcherKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      let newWatcher = object.flatMap { _ in
        onRelease.map { onRelease in
          ReleaseWatcher { [weak self] in
            self?.forget()
            MainQueue.run(onRelease)
          }
        }
      }
      if let object, let newWatcher {
        objc_setAssociatedObject(object, watcherKey, newWatcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      lock.withLock {
        storage = object
        watcher = newWatcher
      }
    }

    /// Forgets the delegate as it is deallocated, on the releasing thread, so that nothing is
    /// answered for it any more, whatever a weak reference to it reads meanwhile.
    private func forget() {
      lock.withLock { storage = nil }
    }

    /// The associated object's key: this holder's address, unique while it lives (it removes
    /// its association before it goes).
    private var watcherKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether the delegate is alive, `selector` is one of the owner's protocol, and the
    /// delegate implements it; no when asked again on the same thread while answering.
    func responds(to selector: Selector) -> Bool {
      guard selector.description.hasPrefix(selectorPrefix) else { return false }
      let thread = ObjectIdentifier(Thread.current)
      guard lock.withLock({ askingThreads.insert(thread).inserted }) else { return false }
      defer { _ = lock.withLock { askingThreads.remove(thread) } }
      return object?.responds(to: selector) ?? false
    }

    /// The delegate, for a message `owner` does not implement itself and the delegate does.
    func forwardingTarget(for selector: Selector, ownerResponds: Bool) -> Any? {
      guard !ownerResponds, responds(to: selector) else { return nil }
      return object
    }
  }

  /// Calls a closure when it is released: associated with an object (retained by it), it tells
  /// that the object is being deallocated, on whatever thread that happens.
  final class ReleaseWatcher: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var onRelease: (@Sendable () -> Void)?

    init(_ onRelease: @escaping @Sendable () -> Void) {
      self.onRelease = onRelease
    }

    /// Calls nothing when released.
    func cancel() {
      lock.withLock { onRelease = nil }
    }

    deinit {
      if let onRelease = lock.withLock({ onRelease }) { onRelease() }
    }
  }

  /// Whether code runs on the main actor's executor, told without trapping where
  /// `MainActor.assumeIsolated` would: on the main thread, or in a block of the main dispatch
  /// queue (which is what runs main-actor jobs; on Apple platforms always on the main thread,
  /// elsewhere, as in the glue suite on Linux, possibly on another).
  enum MainQueue {
    /// A key set on the main queue alone, so that the current queue's value for it tells.
    /// (Wrapped: the key is immutable, but not every SDK marks it Sendable.)
    private final class Key: @unchecked Sendable {
      let key = DispatchSpecificKey<Bool>()
    }

    private static let main: Key = {
      let main = Key()
      DispatchQueue.main.setSpecific(key: main.key, value: true)
      return main
    }()

    static var isCurrent: Bool {
      Thread.isMainThread || DispatchQueue.getSpecific(key: main.key) == true
    }

    /// Runs `work` on the main actor: now when called there, on its next turn otherwise.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
      if isCurrent {
        MainActor.assumeIsolated { work() }
      } else {
        Task { @MainActor in work() }
      }
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

    /// The delegate's answer, or true (select) when it does not implement the method.
    @available(iOS 18.0, *)
    static func shouldSelectTab(
      _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController, _ tab: UITab
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.tabBarController?(tabs, shouldSelectTab: tab) ?? true
      #else
        delegate?.tabBarController(tabs, shouldSelectTab: tab) ?? true
      #endif
    }

    @available(iOS 18.0, *)
    static func didSelectTab(
      _ delegate: (any UITabBarControllerDelegate)?, _ tabs: UITabBarController, _ tab: UITab,
      previousTab: UITab?
    ) {
      #if _runtime(_ObjC)
        delegate?.tabBarController?(tabs, didSelectTab: tab, previousTab: previousTab)
      #else
        delegate?.tabBarController(tabs, didSelectTab: tab, previousTab: previousTab)
      #endif
    }

    /// The delegate's answer, or true (begin) when it does not implement the method.
    static func shouldBegin(
      _ delegate: (any UIGestureRecognizerDelegate)?, _ recognizer: UIGestureRecognizer
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.gestureRecognizerShouldBegin?(recognizer) ?? true
      #else
        delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      #endif
    }

    /// The delegate's answer, or true (the recogniser sees the touch) when it does not
    /// implement the method.
    static func shouldReceive(
      _ delegate: (any UIGestureRecognizerDelegate)?, _ recognizer: UIGestureRecognizer,
      _ touch: UITouch
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.gestureRecognizer?(recognizer, shouldReceive: touch) ?? true
      #else
        delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      #endif
    }

    /// The delegate's answer, or false (not alongside) when it does not implement the method.
    static func shouldRecognizeSimultaneously(
      _ delegate: (any UIGestureRecognizerDelegate)?, _ recognizer: UIGestureRecognizer,
      with other: UIGestureRecognizer
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
      #else
        delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
      #endif
    }

    /// The delegate's answer, or false (no failure requirement) when it does not implement the
    /// method.
    static func shouldRequireFailure(
      _ delegate: (any UIGestureRecognizerDelegate)?, _ recognizer: UIGestureRecognizer,
      of other: UIGestureRecognizer
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.gestureRecognizer?(recognizer, shouldRequireFailureOf: other) ?? false
      #else
        delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false
      #endif
    }

    /// The delegate's answer, or false (no failure requirement) when it does not implement the
    /// method.
    static func shouldBeRequiredToFail(
      _ delegate: (any UIGestureRecognizerDelegate)?, _ recognizer: UIGestureRecognizer,
      by other: UIGestureRecognizer
    ) -> Bool {
      #if _runtime(_ObjC)
        delegate?.gestureRecognizer?(recognizer, shouldBeRequiredToFailBy: other) ?? false
      #else
        delegate?.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other) ?? false
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
