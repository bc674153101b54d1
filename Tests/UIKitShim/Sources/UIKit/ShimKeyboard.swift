// Shim-only: the first responder and the system keyboard it brings up. Nothing here is Apple
// API.

/// Shim-only: the app's first responder and the system keyboard.
///
/// One first responder for the app (UIKit keeps one per window; the glue tests focus one window
/// at a time), held weakly. A responder that shows the keyboard (a `UITextField` or a
/// `UITextView`) in a window brings the keyboard up on that window's screen; the keyboard goes
/// down when no such responder is first responder any more. Each change posts, on the default
/// centre with the screen as its object (Apple, on the keyboard notifications: "In iOS 16.1 and
/// later, the notification object is the UIScreen that the keyboard appears on"),
/// `keyboardWillChangeFrameNotification` and then `keyboardWillShowNotification` or
/// `keyboardWillHideNotification`, with the frames before and after in the screen's coordinate
/// space: docked at the bottom, ``height`` points tall, or just below the screen when hidden.
/// Apple does not document the order of the two notifications, nor whether focus moving
/// between two text fields posts anything (the shim posts nothing: the keyboard stays).
///
/// A first responder whose view leaves its window resigns, forced (Apple is silent; see
/// `ShimBehaviour.DepartingFirstResponder`).
@MainActor
public enum ShimKeyboard {
  /// The keyboard's height, in points.
  public static var height: CGFloat = 300
  /// Every keyboard notification posted, oldest first.
  public static var posted: [NSNotification.Name] = []
  /// The first responder `becomeFirstResponder()` made, if it still is one.
  public private(set) static weak var firstResponder: UIResponder?
  /// The screen the keyboard is up on, or nil while it is down.
  public private(set) static var screen: UIScreen?

  /// Whether the keyboard is up.
  public static var isShown: Bool { screen != nil }

  /// The keyboard as drawn: a view in no window, at the keyboard's frame in its screen's
  /// coordinates while it is up, which a pop may slide sideways
  /// (`ShimBehaviour.keyboardDuringCustomPop`); its layer's `shimOnScreen` is where a person
  /// sees it.
  public static let view = UIView(frame: .zero)

  /// Forgets the notifications posted and puts the keyboard down without a notification (a
  /// test's fresh start).
  public static func reset() {
    posted = []
    screen = nil
    firstResponder?.shimIsFirstResponder = false
    firstResponder = nil
  }

  /// The keyboard's frame on `screen`, in its coordinate space: docked, or just below.
  public static func frame(on screen: UIScreen, shown: Bool) -> CGRect {
    let bounds = screen.shimBounds
    return CGRect(
      x: bounds.minX, y: bounds.maxY - (shown ? height : 0), width: bounds.width, height: height)
  }

  static func makeFirstResponder(_ responder: UIResponder) -> Bool {
    if responder === firstResponder, responder.shimIsFirstResponder { return true }
    let window = (responder as? UIView)?.window
    if responder is UIView, window == nil { return false }
    if let current = firstResponder, current.shimIsFirstResponder {
      isTakingOver = true
      defer { isTakingOver = false }
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    guard responder.canBecomeFirstResponder else {
      update(showing: nil)
      return false
    }
    responder.shimIsFirstResponder = true
    firstResponder = responder
    update(showing: responder.shimShowsKeyboard ? window?.screen : nil)
    return true
  }

  /// `responder` resigns; the keyboard goes down after it unless a responder that shows the
  /// keyboard takes over at once (`makeFirstResponder(_:)` resigns the current one first and
  /// updates the keyboard itself).
  static func resign(_ responder: UIResponder) {
    guard responder.shimIsFirstResponder else { return }
    responder.shimIsFirstResponder = false
    guard responder === firstResponder else { return }
    firstResponder = nil
    if !isTakingOver { update(showing: nil) }
  }

  /// `view` left `window`: a first responder inside it resigns, whatever it answers.
  static func view(_ view: UIView, leftWindow window: UIWindow?) {
    guard window != nil, let responder = firstResponder as? UIView,
      responder.isDescendant(of: view)
    else { return }
    forceResign(responder)
  }

  /// `responder` resigns whatever it answers (it is still told, with `resignFirstResponder()`).
  @discardableResult
  static func forceResign(_ responder: UIResponder) -> Bool {
    guard responder.shimIsFirstResponder else { return false }
    _ = responder.resignFirstResponder()
    if responder.shimIsFirstResponder {
      responder.shimIsFirstResponder = false
      if responder === firstResponder { firstResponder = nil }
      update(showing: nil)
    }
    return true
  }

  /// Set while `makeFirstResponder(_:)` asks the current first responder to resign.
  private static var isTakingOver = false

  /// Brings the keyboard up on `newScreen`, or down when nil, posting the notifications of a
  /// change.
  private static func update(showing newScreen: UIScreen?) {
    guard newScreen !== screen else { return }
    if let old = screen { post(on: old, shown: false) }
    screen = newScreen
    if let newScreen {
      UIView.performWithoutAnimation { view.frame = frame(on: newScreen, shown: true) }
      post(on: newScreen, shown: true)
    }
  }

  private static func post(on screen: UIScreen, shown: Bool) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(
        cgRect: frame(on: screen, shown: !shown)),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(on: screen, shown: shown)),
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
      UIResponder.keyboardAnimationCurveUserInfoKey: 7,
    ]
    for name in [
      UIResponder.keyboardWillChangeFrameNotification,
      shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
    ] {
      posted.append(name)
      NotificationCenter.default.post(name: name, object: screen, userInfo: userInfo)
    }
  }
}

extension UIResponder {
  /// Shim-only: whether this responder brings the system keyboard up (text input).
  var shimShowsKeyboard: Bool { self is UITextField || self is UITextView }
}
