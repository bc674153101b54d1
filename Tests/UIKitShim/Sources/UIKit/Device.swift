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
  /// Shim-only: the screen every window is on.
  public static let shimMain = UIScreen()

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

extension UIWindow {
  // https://developer.apple.com/documentation/uikit/uiwindow/screen
  // Apple: `var screen: UIScreen { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Only the getter is
  // modelled: the shim's one screen.
  @available(visionOS, unavailable)
  public var screen: UIScreen { UIScreen.shimMain }
}
