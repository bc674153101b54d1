// Interface shim of Apple's UIKit for Linux (see Tests/UIKitShim/Package.swift): value types,
// colours and small namespaces. Every declaration cites the Apple documentation page it was
// checked against ("confirmed" unless the comment says "unconfirmed"); shim-only members start
// with `shim`.
//
// Objective-C optional protocol requirements cannot be `optional` without @objc, which Linux
// lacks: they are declared as ordinary requirements with default implementations in a protocol
// extension, so conformers may omit them as they may in UIKit.

@_exported import Foundation
@_exported import QuartzCore

// MARK: - UIResponder

// Apple docs: "UIResponder" (`@MainActor class UIResponder`, subclass of NSObject; the
// superclass of UIView and UIViewController). Only the class itself is modelled.
@MainActor
open class UIResponder: NSObject {
  // Apple docs: "UIResponder" (init() inherited from NSObject).
  public override init() {
    super.init()
  }
}

// MARK: - UIColor

// Apple docs: "UIColor" (`class UIColor`: not main-actor isolated; Sendable in the SDK). The SDK
// class is open for subclassing, which rules out a checked Sendable conformance; every stored
// property is an immutable Sendable value, hence @unchecked.
open class UIColor: NSObject, @unchecked Sendable {
  /// Shim-only: the sRGB components (red, green, blue, alpha).
  public let shimComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  // Apple docs: "UIColor.init(red:green:blue:alpha:)" (extended sRGB: components are kept).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    shimComponents = (red, green, blue, alpha)
    super.init()
  }

  // Apple docs: "UIColor.init(white:alpha:)"
  public init(white: CGFloat, alpha: CGFloat) {
    shimComponents = (white, white, white, alpha)
    super.init()
  }

  // Apple docs: "UIColor.init(cgColor:)"
  public init(cgColor: CGColor) {
    let components = cgColor.components ?? [0, 0, 0, 1]
    if components.count >= 4 {
      shimComponents = (components[0], components[1], components[2], components[3])
    } else {
      let white = components.first ?? 0
      shimComponents = (white, white, white, components.last ?? 1)
    }
    super.init()
  }

  // Apple docs: "UIColor.black" (`class var black: UIColor`)
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  // Apple docs: "UIColor.white" (`class var white: UIColor`)
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  // Apple docs: "UIColor.clear" (`class var clear: UIColor`)
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // The semantic colours below adapt to the trait environment in UIKit (iOS 13). The shim has
  // none and returns approximations of their light-appearance values (values unconfirmed).

  // Apple docs: "UIColor.systemBackground" (`class var systemBackground: UIColor { get }`)
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  // Apple docs: "UIColor.secondarySystemBackground" (`class var secondarySystemBackground:
  // UIColor { get }`)
  open class var secondarySystemBackground: UIColor {
    UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  }
  // Apple docs: "UIColor.label" (`class var label: UIColor`, "the color for text labels that
  // contain primary content")
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  // Apple docs: "UIColor.secondaryLabel" (`class var secondaryLabel: UIColor`, "the color for
  // text labels that contain secondary content")
  open class var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }

  // Apple docs: "UIColor.cgColor"
  open var cgColor: CGColor {
    CGColor(
      srgbRed: shimComponents.red, green: shimComponents.green, blue: shimComponents.blue,
      alpha: shimComponents.alpha)
  }

  // Apple docs: "UIColor" (Equatable through NSObject's isEqual(_:); the shim compares
  // components).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return shimComponents == other.shimComponents
  }

  // Apple docs: "UIColor" (Hashable through NSObject's hash).
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

// Apple docs: "UIEdgeInsets" (struct; Equatable, Sendable, Codable).
public struct UIEdgeInsets: Equatable, Sendable, Codable {
  // Apple docs: "UIEdgeInsets.top"
  public var top: CGFloat
  // Apple docs: "UIEdgeInsets.left"
  public var left: CGFloat
  // Apple docs: "UIEdgeInsets.bottom"
  public var bottom: CGFloat
  // Apple docs: "UIEdgeInsets.right"
  public var right: CGFloat

  // Apple docs: "UIEdgeInsets.init(top:left:bottom:right:)"
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // Apple docs: "UIEdgeInsets.init()"
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  // Apple docs: "UIEdgeInsets.zero"
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  // Apple docs: "CGRect.inset(by:)" (listed under UIEdgeInsets, "Managing edge insets").
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

// Apple docs: "UIRectEdge" (struct; OptionSet, Sendable).
public struct UIRectEdge: OptionSet, Sendable {
  // Apple docs: "UIRectEdge.init(rawValue:)"
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The bit mask.
  public let rawValue: UInt

  // Apple docs: "UIRectEdge.top"
  public static let top = UIRectEdge(rawValue: 1 << 0)
  // Apple docs: "UIRectEdge.left"
  public static let left = UIRectEdge(rawValue: 1 << 1)
  // Apple docs: "UIRectEdge.bottom"
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  // Apple docs: "UIRectEdge.right"
  public static let right = UIRectEdge(rawValue: 1 << 3)
  // Apple docs: "UIRectEdge.all"
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

// MARK: - Enumerations

// Apple docs: "UIUserInterfaceLayoutDirection" (enum, Int raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  // Apple docs: "UIUserInterfaceLayoutDirection.leftToRight"
  case leftToRight = 0
  // Apple docs: "UIUserInterfaceLayoutDirection.rightToLeft"
  case rightToLeft = 1
}

// Apple docs: "UIModalPresentationStyle" (enum, Int raw values; raw values unconfirmed, taken
// from the SDK header's order).
public enum UIModalPresentationStyle: Int, Sendable {
  // Apple docs: "UIModalPresentationStyle.fullScreen"
  case fullScreen = 0
  // Apple docs: "UIModalPresentationStyle.pageSheet"
  case pageSheet = 1
  // Apple docs: "UIModalPresentationStyle.formSheet"
  case formSheet = 2
  // Apple docs: "UIModalPresentationStyle.currentContext"
  case currentContext = 3
  // Apple docs: "UIModalPresentationStyle.custom"
  case custom = 4
  // Apple docs: "UIModalPresentationStyle.overFullScreen"
  case overFullScreen = 5
  // Apple docs: "UIModalPresentationStyle.overCurrentContext"
  case overCurrentContext = 6
  // Apple docs: "UIModalPresentationStyle.popover"
  case popover = 7
  // Apple docs: "UIModalPresentationStyle.blurOverFullScreen"
  case blurOverFullScreen = 8
  // Apple docs: "UIModalPresentationStyle.none"
  case none = -1
  // Apple docs: "UIModalPresentationStyle.automatic"
  case automatic = -2
}

// Apple docs: "UIInterfaceOrientation" (enum, Int raw values; raw values unconfirmed).
public enum UIInterfaceOrientation: Int, Sendable {
  // Apple docs: "UIInterfaceOrientation.unknown"
  case unknown = 0
  // Apple docs: "UIInterfaceOrientation.portrait"
  case portrait = 1
  // Apple docs: "UIInterfaceOrientation.portraitUpsideDown"
  case portraitUpsideDown = 2
  // Apple docs: "UIInterfaceOrientation.landscapeLeft"
  case landscapeLeft = 4
  // Apple docs: "UIInterfaceOrientation.landscapeRight"
  case landscapeRight = 3
}

// Apple docs: "UIInterfaceOrientationMask" (struct; OptionSet, Sendable; bit values
// unconfirmed).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  // Apple docs: "UIInterfaceOrientationMask.init(rawValue:)"
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The bit mask.
  public let rawValue: UInt

  // Apple docs: "UIInterfaceOrientationMask.portrait"
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  // Apple docs: "UIInterfaceOrientationMask.landscapeLeft"
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  // Apple docs: "UIInterfaceOrientationMask.landscapeRight"
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  // Apple docs: "UIInterfaceOrientationMask.portraitUpsideDown"
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  // Apple docs: "UIInterfaceOrientationMask.landscape"
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  // Apple docs: "UIInterfaceOrientationMask.all"
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  // Apple docs: "UIInterfaceOrientationMask.allButUpsideDown"
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

// MARK: - Accessibility

// Apple docs: "UIAccessibility" (`struct UIAccessibility`, a namespace; the page says struct,
// not enum).
public struct UIAccessibility: Sendable {
  // Apple docs: "UIAccessibility.isReduceMotionEnabled" (`@MainActor static var
  // isReduceMotionEnabled: Bool { get }`); backed by `shimReduceMotion`.
  @MainActor public static var isReduceMotionEnabled: Bool { shimReduceMotion }

  // Apple docs: "UIAccessibility.reduceMotionStatusDidChangeNotification"
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
}
