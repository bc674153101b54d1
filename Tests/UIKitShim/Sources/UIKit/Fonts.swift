// MARK: - Fonts and Dynamic Type

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
// Apple: `struct UIContentSizeCategory`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The text size a person
// chose; the shim declares the default and the largest accessibility size.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  // https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
  // Apple: `static let large: UIContentSizeCategory`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")

  // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
  // Apple: `static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The largest size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

// https://developer.apple.com/documentation/uikit/uifont
// Apple: `class UIFont`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Immutable: a point size
// and, for a font made by `preferredFont(forTextStyle:)`, its text style. No glyphs are
// rendered; `lineHeight` is an estimate.
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  // Apple: `struct TextStyle`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The shim declares the
  // styles the gallery uses.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    // Apple: `static let body: UIFont.TextStyle`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    // Apple: `static let headline: UIFont.TextStyle`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    // Apple: `static let caption1: UIFont.TextStyle`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
  }

  // https://developer.apple.com/documentation/uikit/uifont/pointsize
  // Apple: `var pointSize: CGFloat { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
  public let pointSize: CGFloat

  /// Shim-only: the text style of a font made by `preferredFont(forTextStyle:)`.
  public let shimTextStyle: TextStyle?

  init(shimPointSize: CGFloat, textStyle: TextStyle?) {
    pointSize = shimPointSize
    shimTextStyle = textStyle
    super.init()
  }

  // https://developer.apple.com/documentation/uikit/uifont/lineheight
  // Apple: `var lineHeight: CGFloat { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Estimated as 21
  // points (`UILabel.shimLineHeight`) for a 17-point font, in proportion to the point size.
  open var lineHeight: CGFloat { 21 * pointSize / 17 }

  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  // Apple: `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed).
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(shimPointSize: fontSize, textStyle: nil)
  }

  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  // Apple: `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). "The font for the
  // text style, scaled for the user's selected content size category": the sizes of Apple's
  // Human Interface Guidelines' Dynamic Type table at the default size (body and headline 17,
  // caption 12) and at the largest accessibility size (body and headline 53, caption 40), for
  // `shimContentSizeCategory`.
  @MainActor open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let largest = shimContentSizeCategory == .accessibilityExtraExtraExtraLarge
    let size: CGFloat =
      switch style {
      case .caption1: largest ? 40 : 12
      default: largest ? 53 : 17
      }
    return UIFont(shimPointSize: size, textStyle: style)
  }

  /// Shim-only: the text size the person chose (`.large` by default). Fonts that labels adjust
  /// (`adjustsFontForContentSizeCategory`) follow it.
  @MainActor public static var shimContentSizeCategory = UIContentSizeCategory.large
}
