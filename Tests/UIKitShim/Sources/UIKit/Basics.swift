// Interface shim of Apple's UIKit for Linux (see Tests/UIKitShim/Package.swift): value types,
// colours and small namespaces. Shim-only members start with `shim`.
//
// Every declaration the UIKit layer, the gallery or the glue tests use cites its Apple
// documentation page in the comment above it: the page's address, then Apple's declaration as
// the page shows it ("Apple: `…`"), then what the shim models. A declaration whose page could not
// be retrieved says so ("page not retrieved: URL by Apple's scheme, declaration unconfirmed").
// Imported Objective-C and C results are discardable, so the shim marks value-returning methods
// `@discardableResult`.
//
// Objective-C optional protocol requirements cannot be `optional` without @objc, which Linux
// lacks: they are declared as ordinary requirements with default implementations in a protocol
// extension, so conformers may omit them as they may in UIKit. Their notes say "(@objc optional
// in UIKit)".

@_exported import Foundation
@_exported import QuartzCore

// MARK: - UIResponder

// https://developer.apple.com/documentation/uikit/uiresponder
// Apple: `@MainActor class UIResponder`
// A subclass of NSObject and the superclass of UIView and UIViewController; only the class
// itself is modelled.
@MainActor
open class UIResponder: NSObject {
  // Inherited from NSObject in UIKit; declared so that subclasses can call it.
  public override init() {
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  // Apple: `var isFirstResponder: Bool { get }`
  // In the shim: `shimIsFirstResponder`, false unless a test sets it.
  open var isFirstResponder: Bool { shimIsFirstResponder }

  /// Shim-only: backs `isFirstResponder` (a focused text field in a test). Setting it marks
  /// the responder alone; `becomeFirstResponder()` and `resignFirstResponder()` also move the
  /// system keyboard (`ShimKeyboard`).
  public var shimIsFirstResponder = false

  // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  // Apple: `var canBecomeFirstResponder: Bool { get }`
  // "This method returns false by default. Subclasses must override this method and return
  // true to be able to become first responder." The shim's text field and text view do.
  open var canBecomeFirstResponder: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
  // Apple: `var canResignFirstResponder: Bool { get }`
  // "This method returns true by default."
  open var canResignFirstResponder: Bool { true }

  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  // Apple: `func becomeFirstResponder() -> Bool`
  // "UIKit asks the current first responder to resign as first responder, which it might not
  // do. If the current first responder resigns as first responder, UIKit checks this object's
  // canBecomeFirstResponder property". A view must be in a window (Apple, on
  // `canBecomeFirstResponder`: "Don't call this method on a view that's not currently in the
  // active view hierarchy"); the shim refuses one that is not. A responder that shows the
  // keyboard (`ShimKeyboard`) brings it up. True at once for the first responder itself.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    ShimKeyboard.makeFirstResponder(self)
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  // Apple: `func resignFirstResponder() -> Bool`
  // "The default implementation returns true, resigning first responder status." An override
  // that refuses returns false without calling `super`. The keyboard goes down unless another
  // responder that shows it takes over.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    ShimKeyboard.resign(self)
    return true
  }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // Apple: `var next: UIResponder? { get }`
  // "The UIResponder class doesn't store or set the next responder automatically, so this
  // method returns nil by default." UIView and UIViewController override it, as the page says
  // UIKit's do (a window's next responder, the application or its scene, is not modelled).
  open var next: UIResponder? { nil }

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  // Apple: `nonisolated class let keyboardWillChangeFrameNotification: NSNotification.Name`
  // "A notification that posts immediately prior to a change in the keyboard's frame." Tests
  // post it on the default centre with the user-info keys below, or with
  // `UIScreen.shimPostKeyboardWillChange(endFrame:duration:hides:)`: its object is the screen
  // the keyboard is on (iOS 16.1 and later, as its sibling pages say).
  public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  // Apple: `nonisolated class let keyboardWillHideNotification: NSNotification.Name`
  // "A notification that posts immediately prior to dismissing the keyboard."
  @available(tvOS, unavailable)
  public nonisolated static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  // Apple: `nonisolated class let keyboardWillShowNotification: NSNotification.Name`
  // (page not retrieved: URL by Apple's scheme, declaration as its siblings'.) Posted by
  // `ShimKeyboard` as the keyboard comes up, on the screen the keyboard is on.
  @available(tvOS, unavailable)
  public nonisolated static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey
  // Apple: `nonisolated class let keyboardFrameBeginUserInfoKey: String`
  // The keyboard's frame "before animating the keyboard", in the screen's coordinate space.
  @available(tvOS, unavailable)
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  // Apple: `nonisolated class let keyboardFrameEndUserInfoKey: String`
  // "an NSValue object that contains a CGRect ... (in the screen's coordinate space) after
  // animating the keyboard"; tests box it with `NSValue(cgRect:)`, as UIKit does. "They might
  // be different when your app isn't full screen in Split View, Slide Over, and Stage
  // Manager": the shim's windows sit at `UIWindow.shimOriginOnScreen` on their screen.
  @available(tvOS, unavailable)
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
  // Apple: `nonisolated class let keyboardAnimationDurationUserInfoKey: String`
  // "an NSNumber object containing a double that represents the duration of the keyboard
  // animation in seconds."
  @available(tvOS, unavailable)
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey
  // Apple: `nonisolated class let keyboardAnimationCurveUserInfoKey: String`
  // "an NSNumber object that contains a UIView.AnimationCurve constant" (the keyboard sends 7,
  // which Apple does not document).
  @available(tvOS, unavailable)
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIScreen {
  /// Shim-only: the system keyboard on this screen is about to move to `endFrame`, in the
  /// screen's coordinate space, over `duration` seconds: posts
  /// `keyboardWillChangeFrameNotification` (or `keyboardWillHideNotification` when `hides`) on
  /// the default centre with this screen as its object, as the keyboard notifications' pages
  /// say ("In iOS 16.1 and later, the notification object is the UIScreen that the keyboard
  /// appears on"; every `ShimBehaviour.systemVersion` is later), the end frame, the duration
  /// and the curve the keyboard sends (7). One notification for every scene: a window on this
  /// screen receives it whether or not its own text has the focus.
  @available(tvOS, unavailable)
  public func shimPostKeyboardWillChange(
    endFrame: CGRect, duration: Double = 0.25, hides: Bool = false
  ) {
    NotificationCenter.default.post(
      name: hides
        ? UIResponder.keyboardWillHideNotification
        : UIResponder.keyboardWillChangeFrameNotification,
      object: self,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: endFrame),
        UIResponder.keyboardAnimationDurationUserInfoKey: duration,
        UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      ])
  }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
// Apple: `enum UIUserInterfaceSizeClass`
// Raw values 0, 1, 2 as in UIKit's header (unconfirmed by the page).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
  // Apple: `case unspecified`
  case unspecified = 0
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
  // Apple: `case compact`
  case compact = 1
  // https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
  // Apple: `case regular`
  case regular = 2
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
// Apple: `class UITraitCollection`
// Not isolated to an actor, as on the page. Only the size classes are modelled (a sheet's
// medium detent is inactive in compact height; a sheet is narrower in regular width).
open class UITraitCollection: NSObject {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  // Apple: `var verticalSizeClass: UIUserInterfaceSizeClass { get }`
  open var verticalSizeClass: UIUserInterfaceSizeClass { shimVerticalSizeClass }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  // Apple: `var horizontalSizeClass: UIUserInterfaceSizeClass { get }`
  // (page not retrieved: URL by Apple's scheme, declaration by analogy with
  // `verticalSizeClass`.)
  open var horizontalSizeClass: UIUserInterfaceSizeClass { shimHorizontalSizeClass }

  /// Shim-only: backs `verticalSizeClass`.
  public let shimVerticalSizeClass: UIUserInterfaceSizeClass
  /// Shim-only: backs `horizontalSizeClass` (compact unless a test says otherwise: an iPhone
  /// in portrait).
  public let shimHorizontalSizeClass: UIUserInterfaceSizeClass

  /// Shim-only: a collection with these size classes.
  public init(
    shimVerticalSizeClass: UIUserInterfaceSizeClass,
    shimHorizontalSizeClass: UIUserInterfaceSizeClass = .compact
  ) {
    self.shimVerticalSizeClass = shimVerticalSizeClass
    self.shimHorizontalSizeClass = shimHorizontalSizeClass
    super.init()
  }
}

// MARK: - UIColor

// https://developer.apple.com/documentation/uikit/uicolor
// Apple: `class UIColor`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Not main-actor isolated.
// The SDK class is open for subclassing, which rules out a checked Sendable conformance here;
// every stored property is an immutable Sendable value, hence @unchecked.
open class UIColor: NSObject, @unchecked Sendable {
  /// Shim-only: the sRGB components (red, green, blue, alpha).
  public let shimComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  // Apple: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  // The page: the colour is in an extended colour space and "the input value is never
  // clamped"; the shim keeps the components as given.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    shimComponents = (red, green, blue, alpha)
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  // Apple: `init(white: CGFloat, alpha: CGFloat)`
  // The page puts the colour in the device gray colour space; the shim stores the equivalent
  // RGB components.
  public init(white: CGFloat, alpha: CGFloat) {
    shimComponents = (white, white, white, alpha)
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uicolor/black
  // Apple: `class var black: UIColor { get }`
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }

  // The semantic colours below adapt to the trait environment in UIKit (iOS 13). The shim has
  // none and returns approximations of their light-appearance values (values unconfirmed).

  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  // Apple: `class var systemBackground: UIColor { get }`
  // iOS 13.0.
  @available(tvOS, unavailable)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }

  // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  // Apple: `class var secondarySystemBackground: UIColor { get }`
  // iOS 13.0.
  @available(tvOS, unavailable)
  open class var secondarySystemBackground: UIColor {
    UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  }

  // https://developer.apple.com/documentation/uikit/uicolor/label
  // Apple: `class var label: UIColor { get }`
  // (page not retrieved: URL from the "UI element colors" page's Topics, declaration
  // unconfirmed)
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }

  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  // Apple: `class var secondaryLabel: UIColor { get }`
  // (page not retrieved: URL from the "UI element colors" page's Topics, declaration
  // unconfirmed)
  open class var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }

  // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  // Apple: `var cgColor: CGColor { get }`
  open var cgColor: CGColor {
    CGColor(
      srgbRed: shimComponents.red, green: shimComponents.green, blue: shimComponents.blue,
      alpha: shimComponents.alpha)
  }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  // Apple: `func isEqual(_ object: Any?) -> Bool`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). NSObject's equality,
  // which UIColor overrides; the shim compares components (the gallery tests compare colours).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return shimComponents == other.shimComponents
  }

  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  // Apple: `var hash: Int { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Consistent with
  // isEqual(_:).
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(shimComponents.red)
    hasher.combine(shimComponents.green)
    hasher.combine(shimComponents.blue)
    hasher.combine(shimComponents.alpha)
    return hasher.finalize()
  }
}

// MARK: - Geometry values

// https://developer.apple.com/documentation/uikit/uiedgeinsets
// Apple: `struct UIEdgeInsets`
// The Equatable, Sendable and Codable conformances are not in the page's declaration
// (unconfirmed).
public struct UIEdgeInsets: Equatable, Sendable, Codable {
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  // Apple: `var top: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var top: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  // Apple: `var left: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var left: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  // Apple: `var bottom: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var bottom: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  // Apple: `var right: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public var right: CGFloat

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
  // Apple: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
  // (The C UIEdgeInsetsMake page, init(top:left:bottom:right:)-1s1t9, shows the same
  // declaration.)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
  // Apple: `init()`
  // All insets 0, as the page says.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  // Apple: `static let zero: UIEdgeInsets`
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  // https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)
  // Apple: `func inset(by insets: UIEdgeInsets) -> CGRect`
  // UIKit's UIEdgeInsetsInsetRect.
  @discardableResult
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

// https://developer.apple.com/documentation/uikit/uirectedge
// Apple: `struct UIRectEdge`
// The page lists SetAlgebra, RawRepresentable and Sendable among its conformances (OptionSet
// here). Bit values are not on the page (unconfirmed).
public struct UIRectEdge: OptionSet, Sendable {
  // https://developer.apple.com/documentation/uikit/uirectedge/init(rawvalue:)
  // Apple: `init(rawValue: UInt)`
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The bit mask.
  public let rawValue: UInt

  // https://developer.apple.com/documentation/uikit/uirectedge/left
  // Apple: `static var left: UIRectEdge { get }`
  // (page not retrieved: URL from the type page's Topics, declaration unconfirmed; as the
  // retrieved `right`)
  public static var left: UIRectEdge { UIRectEdge(rawValue: 1 << 1) }
  // https://developer.apple.com/documentation/uikit/uirectedge/right
  // Apple: `static var right: UIRectEdge { get }`
  public static var right: UIRectEdge { UIRectEdge(rawValue: 1 << 3) }
}

// MARK: - Enumerations

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
// Apple: `enum UIUserInterfaceLayoutDirection`
// Int raw values (unconfirmed: not on the page).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  // Apple: `case leftToRight`
  // (page not retrieved: URL from the enum page's Topics, declaration unconfirmed)
  case leftToRight = 0
  // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
  // Apple: `case rightToLeft`
  case rightToLeft = 1
}

// https://developer.apple.com/documentation/uikit/uistatusbarstyle
// Apple: `enum UIStatusBarStyle`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The cases in use;
// Int raw values as UIKit's header (0, 1, 3; unconfirmed). `darkContent` is iOS 13.
@available(tvOS, unavailable)
public enum UIStatusBarStyle: Int, Sendable {
  // Apple: `case default`
  case `default` = 0
  // Apple: `case lightContent`
  case lightContent = 1
  // Apple: `case darkContent`
  case darkContent = 3
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// Apple: `enum UIModalPresentationStyle`
// The shim declares the cases in use; Int raw values unconfirmed (not on the pages).
public enum UIModalPresentationStyle: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  // Apple: `case fullScreen`
  case fullScreen = 0
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
  // Apple: `case none`
  // What a navigation or tab transition's context reports.
  case none = -1
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
  // Apple: `case custom`
  // iOS 7.0.
  case custom = 4
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  // Apple: `case automatic`
  // iOS 13.0. The page: UIKit maps it to formSheet in iOS 18 and later, pageSheet earlier.
  case automatic = -2
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
// Apple: `enum UIInterfaceOrientation`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The shim declares the
// one case in use; Int raw value unconfirmed.
@available(tvOS, unavailable)
public enum UIInterfaceOrientation: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiinterfaceorientation/portrait
  // Apple: `case portrait`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  case portrait = 1
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
// Apple: `struct UIInterfaceOrientationMask`
// The page lists iOS, iPadOS, Mac Catalyst and visionOS (no tvOS). The shim declares the one
// member in use.
@available(tvOS, unavailable)
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/init(rawvalue:)
  // Apple: `init(rawValue: UInt)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The bit mask.
  public let rawValue: UInt

  // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all
  // Apple: `static var all: UIInterfaceOrientationMask { get }`
  // (page not retrieved: URL from the type page's Topics, declaration unconfirmed; its
  // retrieved siblings portraitUpsideDown and allButUpsideDown are `static var … { get }`).
  // Bit value unconfirmed (portrait, upside-down and both landscape bits).
  public static var all: UIInterfaceOrientationMask {
    UIInterfaceOrientationMask(rawValue: 0b11110)
  }

  // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/portrait
  // Apple: `static var portrait: UIInterfaceOrientationMask { get }`
  // (page not retrieved: URL by Apple's scheme; declared as its siblings are.) Bit value
  // unconfirmed (the portrait bit of `all`).
  public static var portrait: UIInterfaceOrientationMask {
    UIInterfaceOrientationMask(rawValue: 0b00010)
  }
}

// MARK: - Accessibility

// https://developer.apple.com/documentation/uikit/uiaccessibility
// Apple: `struct UIAccessibility`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). A namespace.
public struct UIAccessibility: Sendable {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  // Apple: `@MainActor static var isReduceMotionEnabled: Bool { get }`
  // iOS 8.0. Backed by `shimReduceMotion`.
  @MainActor public static var isReduceMotionEnabled: Bool { shimReduceMotion }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  // Apple: `static let reduceMotionStatusDidChangeNotification: NSNotification.Name`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Posted by
  // `shimReduceMotion`; nothing in the layer, gallery or tests observes it.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Shim-only: the Reduce Motion setting. Changing it posts
  /// `reduceMotionStatusDidChangeNotification` on the default centre, as the system does.
  @MainActor public static var shimReduceMotion = false {
    didSet {
      if shimReduceMotion != oldValue {
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions
  // Apple: `@MainActor static var prefersCrossFadeTransitions: Bool { get }`
  // iOS 14.0. "A Boolean value that indicates whether the Reduce Motion and the Prefer
  // Cross-Fade Transitions settings are in an enabled state": true only while both are on, as
  // the page reads (`shimPrefersCrossFade` is the second setting), unless the switch
  // `crossFadeReporting` says the property reports the second setting alone.
  @MainActor public static var prefersCrossFadeTransitions: Bool {
    switch ShimBehaviour.read.crossFadeReporting {
    case .withReduceMotion: shimReduceMotion && shimPrefersCrossFade
    case .alone: shimPrefersCrossFade
    }
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitionsstatusdidchange
  // Apple: `nonisolated static let prefersCrossFadeTransitionsStatusDidChange: NSNotification.Name`
  // iOS 14.0. "A notification that UIKit posts when the system's Prefer Cross-Fade Transitions
  // setting changes." Posted by `shimPrefersCrossFade`.
  public nonisolated static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

  /// Shim-only: the Prefer Cross-Fade Transitions setting (which Settings offers under Reduce
  /// Motion). Changing it posts `prefersCrossFadeTransitionsStatusDidChange`.
  @MainActor public static var shimPrefersCrossFade = false {
    didSet {
      if shimPrefersCrossFade != oldValue {
        NotificationCenter.default.post(
          name: prefersCrossFadeTransitionsStatusDidChange, object: nil)
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  // Apple: `struct Notification`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The notifications an
  // app posts with `post(notification:argument:)`; compared by name.
  public struct Notification: Hashable, Sendable {
    /// Shim-only: the constant's name.
    public let shimName: String

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
    // Apple: `nonisolated static let screenChanged: UIAccessibility.Notification`
    // "A notification that an app posts when a new view appears that occupies a major portion
    // of the screen." "Optionally, include a parameter that contains the accessibility element
    // for VoiceOver to move to after processing the notification."
    public nonisolated static let screenChanged = Notification(shimName: "screenChanged")

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
    // Apple: `nonisolated static let layoutChanged: UIAccessibility.Notification`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; declared as
    // `screenChanged` is). A change to part of the screen.
    public nonisolated static let layoutChanged = Notification(shimName: "layoutChanged")
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  // Apple: `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`
  // Recorded, in order, in `shimPostedNotifications`.
  @MainActor public static func post(notification: Notification, argument: Any?) {
    shimPostedNotifications.append((notification, argument))
  }

  /// Shim-only: every notification posted with `post(notification:argument:)` and its argument,
  /// in order. Tests empty it.
  @MainActor public static var shimPostedNotifications: [(Notification, Any?)] = []

  /// Shim-only: VoiceOver's escape (the two-finger Z) with `element` focused: asks
  /// `accessibilityPerformEscape()` of the element, then of each next responder (`next`:
  /// the containing views, and a view controller after its view), until one answers true.
  /// Apple: "Implement this method on an element or containing view that can be revealed
  /// modally or in a hierarchy"; the responder chain as the route is an assumption (see
  /// "Platform Assumptions"). Returns whether one did.
  @MainActor public static func shimPerformEscape(from element: UIResponder) -> Bool {
    var responder: UIResponder? = element
    while let current = responder {
      if current.accessibilityPerformEscape() { return true }
      responder = current.next
    }
    return false
  }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
// Apple: `struct UIAccessibilityTraits`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). An option set; the raw
// values are the shim's own.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
  // Apple: `nonisolated static let adjustable: UIAccessibilityTraits`
  // "The accessibility element allows continuous adjustment through a range of values."
  // "If you specify this trait on an accessibility element, you must also implement the
  // accessibilityIncrement() and accessibilityDecrement() methods."
  public nonisolated static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)

  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
  // Apple: `nonisolated static let button: UIAccessibilityTraits`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
  public nonisolated static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}

// MARK: - NSValue (UIKit's additions)

extension NSValue {
  // https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
  // Apple: `init(cgRect rect: CGRect)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) UIKit's addition to
  // NSValue; Linux Foundation's `NSValue(rect:)` holds the rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  // Apple: `var cgRectValue: CGRect { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public var cgRectValue: CGRect { rectValue }
}
