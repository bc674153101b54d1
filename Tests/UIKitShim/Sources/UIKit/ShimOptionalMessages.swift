// Shim-only: how the simulated UIKit sends a delegate an optional method it may leave to message
// forwarding, as the Objective-C runtime would. Nothing here is Apple API.

/// Shim-only: a container's optional delegate messages: whether the delegate responds (asked
/// when it is set, or before each message, `ShimBehaviour.delegateRespondsCaching`), and who
/// receives the message.
///
/// The runtime sends a message to the object's own method when it has one, otherwise to
/// `forwardingTarget(for:)`'s answer, and raises "unrecognized selector" when that is nil. Linux
/// has no method table: the shim sends the message to the forwarding target when there is one,
/// otherwise to the delegate itself if it answers `responds(to:)` for it now (a conformer that
/// implements an optional method says so in `responds(to:)`), and otherwise logs the runtime's
/// exception to `ShimConsole.messages` (on a device the app would crash) and sends nothing.
@MainActor
final class ShimOptionalMessages {
  /// `navigationControllerSupportedInterfaceOrientations:`. (A name in parentheses: compiled
  /// with Objective-C interoperability, as `.ci/objc-check` does, a bare literal is checked
  /// against the methods the module declares `@objc`, and the shim's protocols declare none.)
  static let supportedInterfaceOrientations = Selector(
    ("navigationControllerSupportedInterfaceOrientations:"))
  /// `tabBarControllerSupportedInterfaceOrientations:`.
  static let tabBarSupportedInterfaceOrientations = Selector(
    ("tabBarControllerSupportedInterfaceOrientations:"))

  private let selectors: [Selector]
  private var cached: Set<Selector> = []

  init(selectors: [Selector]) {
    self.selectors = selectors
  }

  /// The container's delegate changed: under `whenDelegateIsSet`, ask it now.
  func delegateWasSet(_ delegate: (any NSObjectProtocol)?) {
    cached = Set(selectors.filter { delegate?.responds(to: $0) ?? false })
  }

  /// Sends `selector` to `delegate` through `call`, or returns nil when UIKit would not send it.
  func send<Delegate, Result>(
    _ selector: Selector, to delegate: Delegate?, _ call: (Delegate) -> Result
  ) -> Result? {
    guard let delegate, let object = delegate as? any NSObjectProtocol else { return nil }
    let responds =
      ShimBehaviour.read.delegateRespondsCaching == .whenDelegateIsSet
      ? cached.contains(selector) : object.responds(to: selector)
    guard responds else { return nil }
    if let target = (object as? NSObject)?.forwardingTarget(for: selector) as? Delegate {
      return call(target)
    }
    guard object.responds(to: selector) else {
      ShimConsole.log(
        "-[\(type(of: object)) \(selector)]: unrecognized selector sent to instance "
          + "(NSInvalidArgumentException: the app crashes)")
      return nil
    }
    return call(delegate)
  }
}

/// Shim-only: the gesture recogniser delegate methods the shim sends as the runtime would send an
/// optional method the delegate may leave to message forwarding: to the delegate's
/// `forwardingTarget(for:)` when it names one (a delegate that forwards a method implements
/// none of its own: Linux has no method table to say otherwise), otherwise to the delegate's
/// own method (or the protocol's default, standing for "not implemented"). Not
/// `gestureRecognizerShouldBegin(_:)`, which the shim always sends to the delegate itself.
@MainActor
enum ShimGestureMessages {
  static let shouldReceiveTouch = Selector(("gestureRecognizer:shouldReceiveTouch:"))
  static let shouldRecognizeSimultaneously = Selector(
    ("gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"))
  static let shouldRequireFailure = Selector(
    ("gestureRecognizer:shouldRequireFailureOfGestureRecognizer:"))
  static let shouldBeRequiredToFail = Selector(
    ("gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"))

  /// The object that receives `selector` sent to `delegate`.
  static func receiver(
    of selector: Selector, _ delegate: (any UIGestureRecognizerDelegate)?
  ) -> (any UIGestureRecognizerDelegate)? {
    guard let delegate else { return nil }
    let target = (delegate as? NSObject)?.forwardingTarget(for: selector)
    return target as? any UIGestureRecognizerDelegate ?? delegate
  }
}
