import CoreGraphics

// https://developer.apple.com/documentation/uikit/uilayoutpriority
// Apple: `struct UILayoutPriority`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A Float raw value, as
// in UIKit's header; only the two levels the layer uses.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  // Apple: `static let required: UILayoutPriority` (page not retrieved) — 1000 in the header.
  public static let required = UILayoutPriority(rawValue: 1000)

  // https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
  // Apple: `static var fittingSizeLevel: UILayoutPriority { get }`
  // "The priority level with which the view wants to conform to the target size in that
  // computation. This priority is quite low." 50 in the header.
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
