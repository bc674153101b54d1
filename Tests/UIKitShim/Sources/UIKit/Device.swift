// UIKit shim: the device and its screen, as the gallery's Pacing tab reads them for its report.
// See Basics.swift for the conventions.

// https://developer.apple.com/documentation/uikit/uidevice
// Apple: `@MainActor class UIDevice`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). An NSObject subclass;
// the shim's one device describes itself with the `shim` values below.
@MainActor
open class UIDevice: NSObject {
  /// Shim-only: what `model` returns.
  public var shimModel = "iPhone"
  /// Shim-only: what `systemName` returns.
  public var shimSystemName = "iOS"
  /// Shim-only: what `systemVersion` returns.
  public var shimSystemVersion = "26.0"

  private static let shimCurrent = UIDevice()

  // https://developer.apple.com/documentation/uikit/uidevice/current
  // Apple: `class var current: UIDevice { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  open class var current: UIDevice { shimCurrent }

  // https://developer.apple.com/documentation/uikit/uidevice/model
  // Apple: `var model: String { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The kind of device
  // ("iPhone", "iPad"), not its model identifier.
  open var model: String { shimModel }

  // https://developer.apple.com/documentation/uikit/uidevice/systemname
  // Apple: `var systemName: String { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  open var systemName: String { shimSystemName }

  // https://developer.apple.com/documentation/uikit/uidevice/systemversion
  // Apple: `var systemVersion: String { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  open var systemVersion: String { shimSystemVersion }
}

// https://developer.apple.com/documentation/uikit/uiscreen
// Apple: `@MainActor class UIScreen`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). An NSObject subclass;
// the shim has one screen, every window's.
@available(visionOS, unavailable)
@MainActor
open class UIScreen: NSObject {
  /// Shim-only: the screen every window is on unless a test gives it another.
  public static let shimMain = UIScreen(shimBounds: CGRect(x: 0, y: 0, width: 390, height: 844))

  /// Shim-only: a screen of these bounds (an iPad's, an external display's).
  public init(shimBounds: CGRect) {
    self.shimBounds = shimBounds
    super.init()
  }

  /// Shim-only: the screen's bounds, in points (390 × 844 for `shimMain`).
  public let shimBounds: CGRect

  // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
  // Apple: `var coordinateSpace: any UICoordinateSpace { get }`
  // iOS 8. "The current coordinate space of the screen"; "the bounds of this coordinate space
  // match the bounds property of the screen itself." Views convert into it through their
  // window's place on the screen (`UIWindow.shimOriginOnScreen`).
  @available(visionOS, unavailable)
  open var coordinateSpace: any UICoordinateSpace { ShimScreenSpace(bounds: shimBounds) }

  /// Shim-only: what `maximumFramesPerSecond` returns; 120, the rate of `ShimRunLoop`'s
  /// frames, unless a test changes it.
  public var shimMaximumFramesPerSecond = 120

  // https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond
  // Apple: `var maximumFramesPerSecond: Int { get }`
  // iOS 10.3. The page: "The maximum number of frames per second a screen can render", "up to
  // 120 for devices with ProMotion displays".
  @available(visionOS, unavailable)
  open var maximumFramesPerSecond: Int { shimMaximumFramesPerSecond }
}

/// Shim-only: a screen's coordinate space: the screen's coordinates themselves.
@MainActor
final class ShimScreenSpace: NSObject, UICoordinateSpace {
  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.shimRect(fromScreen: rect)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.shimRectOnScreen(rect)
  }

  func shimRectOnScreen(_ rect: CGRect) -> CGRect { rect }

  func shimRect(fromScreen rect: CGRect) -> CGRect { rect }
}

extension UIWindow {
  // https://developer.apple.com/documentation/uikit/uiwindow/screen
  // Apple: `var screen: UIScreen { get set }`
  // "By default, UIKit sets this property to the primary device screen" (`UIScreen.shimMain`
  // here); a test may put a window on another screen.
  @available(visionOS, unavailable)
  public var screen: UIScreen {
    get { shimScreen }
    set { shimScreen = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiscene
// Apple: `@MainActor class UIScene`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) iOS 13. A UIResponder
// subclass, as in UIKit; made by the system there, by `UIWindowScene(shimScreen:)` here.
@MainActor
open class UIScene: UIResponder {
  /// Shim-only: the base of `UIWindowScene(shimScreen:)`.
  init(shimOnly: Void) {
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
// Apple: `@MainActor class UIWindowScene`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) iOS 13. A scene that
// shows windows on one screen.
@MainActor
open class UIWindowScene: UIScene {
  /// Shim-only: a scene shown on `screen` (a test puts windows in it with `windowScene`).
  public init(shimScreen screen: UIScreen) {
    shimScreen = screen
    super.init(shimOnly: ())
  }

  private let shimScreen: UIScreen

  // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
  // Apple: `var screen: UIScreen { get }`
  // iOS 13; the page lists no visionOS. "The screen that displays the contents of the scene."
  @available(visionOS, unavailable)
  open var screen: UIScreen { shimScreen }
}
