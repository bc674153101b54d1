// UIKit shim: the share sheet, as the gallery's Pacing tab presents it. See Basics.swift for the
// conventions. Nothing is shared: a test reads what the sheet was given.

// https://developer.apple.com/documentation/uikit/uiactivity
// Apple: `class UIActivity`
// An NSObject subclass, not isolated to an actor, as on the page; only the class itself is
// modelled, as the element type of `applicationActivities`.
@available(tvOS, unavailable)
open class UIActivity: NSObject {}

// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
// Apple: `class UIActivityViewController`
// A UIViewController subclass. The page: "On iPad, you must present the view controller in a
// popover. On iPhone and iPod touch, you must present it modally."
@available(tvOS, unavailable)
@MainActor
open class UIActivityViewController: UIViewController {
  /// Shim-only: the items given to the initializer.
  public let shimActivityItems: [Any]

  // https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
  // Apple: `init(activityItems: [Any], applicationActivities: [UIActivity]?)`
  // iOS 6.0. The custom activities are not modelled.
  @available(tvOS, unavailable)
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    shimActivityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  // Required by UIViewController's NSCoding conformance, as in UIKit.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIActivityViewController.init(coder:) is not modelled")
  }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
// Apple: `@MainActor class UIPopoverPresentationController`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). A
// UIPresentationController subclass; the shim never creates one (it models a phone, where a
// share sheet is presented modally).
@available(tvOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  // Apple: `var sourceView: UIView? { get set }`
  // iOS 8.0. "The view containing the anchor rectangle for the popover."
  @available(tvOS, unavailable)
  open var sourceView: UIView?
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  // Apple: `var popoverPresentationController: UIPopoverPresentationController? { get }`
  // iOS 8.0. The page: nil unless the view controller is, or will be, presented in a popover
  // (`modalPresentationStyle` `.popover`); the shim models no popover, so always nil.
  public var popoverPresentationController: UIPopoverPresentationController? { nil }
}
