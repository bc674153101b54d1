// UIKit shim: closure-based actions, controls, buttons and labels. See Basics.swift for the
// conventions.
//
// Only UIKit's closure-based control API (iOS 14) is modelled: target-action needs an
// Objective-C `Selector`, which Linux lacks. There is no touch input: tests trigger a control
// with `sendActions(for:)`, as UIKit's own API allows. Nothing is rendered, so a label measures
// its text with a fixed-width estimate.

// https://developer.apple.com/documentation/uikit/uimenuelement
// Apple: `@MainActor class UIMenuElement`
// A subclass of NSObject and the superclass of UIAction; only the class itself is modelled. The
// page: "You don't create UIMenuElement objects directly."
@MainActor
open class UIMenuElement: NSObject {
  // Inherited from NSObject in UIKit (UIMenuElement documents only `init(coder:)`); the shim's
  // subclasses need a designated initializer to call.
  public override init() {
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
// Apple: `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
// Apple: `@MainActor class UIAction`
// A UIMenuElement that performs its action in a closure; iOS 13.0.
@MainActor
open class UIAction: UIMenuElement {
  /// Shim-only: the title given to the initializer (UIKit's `title`, not declared here).
  let shimTitle: String
  /// Shim-only: the handler given to the initializer, called by `UIControl.sendAction(_:)`.
  let shimHandler: UIActionHandler

  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // Apple: `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`
  // iOS 13.0. The shim declares the title and the handler only (designated here, as the class
  // stores them): calls that use just those (`UIAction { _ in … }`, `UIAction(title: "…") { _ in
  // … }`) read the same in UIKit.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    shimTitle = title
    shimHandler = handler
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol
// Apple: `@MainActor class UIControl`
// A UIView subclass; init(frame:) and init?(coder:) as UIView.
@MainActor
open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  // Apple: `struct Event`
  // The OptionSet and Sendable conformances and the bit values are not on the page
  // (unconfirmed).
  public struct Event: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    // Apple: `init(rawValue: UInt)`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The bit mask.
    public let rawValue: UInt

    // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    // Apple: `static var primaryActionTriggered: UIControl.Event { get }`
    // iOS 9.0. Bit value unconfirmed.
    public static var primaryActionTriggered: Event { Event(rawValue: 1 << 13) }
  }

  private var shimActions: [(action: UIAction, events: Event)] = []

  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  // Apple: `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  // iOS 14.0. The page: "UIActions are uniqued based on their identifier"; the shim declares no
  // identifier and keeps every action it is given.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    shimActions.append((action, controlEvents))
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  // Apple: `func sendActions(for controlEvents: UIControl.Event)`
  // Performs the actions registered for any of the events, through `sendAction(_:)` for
  // UIActions.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in shimActions where !entry.events.isDisjoint(with: controlEvents) {
      sendAction(entry.action)
    }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:)
  // Apple: `func sendAction(_ action: UIAction)`
  // iOS 14.0. Calls the action's handler.
  open func sendAction(_ action: UIAction) {
    action.shimHandler(action)
  }
}

// https://developer.apple.com/documentation/uikit/uibutton
// Apple: `@MainActor class UIButton`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). A UIControl subclass.
@MainActor
open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  // Apple: `enum ButtonType`
  // The shim declares two of its cases; raw values unconfirmed.
  public enum ButtonType: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
    // Apple: `case custom`
    // (page not retrieved: URL from the enum page's Topics, declaration unconfirmed)
    case custom = 0
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
    // Apple: `case system`
    case system = 1
  }

  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
  // Apple: `var buttonType: UIButton.ButtonType { get }`
  // `.custom` for a button made with init(frame:).
  open private(set) var buttonType: ButtonType = .custom

  private var shimTitle: String?

  // https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
  // Apple: `@MainActor @preconcurrency convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`
  // iOS 14.0. The page: it "registers this action for the primaryActionTriggered control event
  // and sets the title and image properties to the action's title and image."
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      shimTitle = primaryAction.shimTitle.isEmpty ? nil : primaryAction.shimTitle
    }
  }

  // https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  // Apple: `var titleLabel: UILabel? { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). A label showing the
  // title, made at the first read; not in the view hierarchy (the shim draws no title).
  open var titleLabel: UILabel? {
    if let shimTitleLabel { return shimTitleLabel }
    let label = UILabel()
    label.text = shimTitle
    shimTitleLabel = label
    return label
  }

  private var shimTitleLabel: UILabel?

  // https://developer.apple.com/documentation/uikit/uibutton/currenttitle
  // Apple: `var currentTitle: String? { get }`
  // Here the primary action's title, nil when it has none.
  open var currentTitle: String? { shimTitle }
}

// https://developer.apple.com/documentation/uikit/uilabel
// Apple: `@MainActor class UILabel`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed). A UIView subclass;
// init(frame:) and init?(coder:) as UIView.
@MainActor
open class UILabel: UIView {
  /// Shim-only: the width of one character of the estimate `sizeThatFits(_:)` makes, for a
  /// 17-point font (scaled with the font's point size).
  public static let shimCharacterWidth: CGFloat = 9
  /// Shim-only: the height of one line of the estimate `sizeThatFits(_:)` makes, for a 17-point
  /// font (`UIFont.lineHeight`).
  public static let shimLineHeight: CGFloat = 21

  // https://developer.apple.com/documentation/uikit/uilabel/text
  // Apple: `var text: String? { get set }`
  // nil by default, as the page says.
  open var text: String?

  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  // Apple: `var numberOfLines: Int { get set }`
  // 1 by default, 0 for as many lines as needed, as the page says.
  open var numberOfLines = 1

  private var shimTextColor: UIColor?
  private var shimFont: UIFont?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // https://developer.apple.com/documentation/uikit/uilabel/font
  // Apple: `var font: UIFont! { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). The system font of 17
  // points by default; nil resets it. A font of a text style follows the content size category
  // while `adjustsFontForContentSizeCategory` is true.
  open var font: UIFont! {
    get {
      let font = shimFont ?? .systemFont(ofSize: 17)
      guard adjustsFontForContentSizeCategory, let style = font.shimTextStyle else { return font }
      return .preferredFont(forTextStyle: style)
    }
    set { shimFont = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  // Apple: `var adjustsFontForContentSizeCategory: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). Whether the label's
  // text-style font follows the person's text size as it changes; false by default.
  open var adjustsFontForContentSizeCategory = false

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // Apple: `var textColor: UIColor! { get set }`
  // The page: the default "is the system's label color"; "Setting this property to nil causes
  // it to be reset to the default value."
  open var textColor: UIColor! {
    get { shimTextColor ?? .label }
    set { shimTextColor = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  // Apple: `func sizeThatFits(_ size: CGSize) -> CGSize`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). UILabel returns the
  // size of its text; the shim renders no text and estimates it with `shimCharacterWidth` and
  // `shimLineHeight`, wrapping at the given width and stopping at `numberOfLines`.
  @discardableResult
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let scale = font.pointSize / 17
    let characterWidth = Self.shimCharacterWidth * scale
    let perLine = max(1, Int(size.width / characterWidth))
    var lines = 0
    var widest = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += max(1, (paragraph.count + perLine - 1) / perLine)
      widest = max(widest, min(paragraph.count, perLine))
    }
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return CGSize(
      width: CGFloat(widest) * characterWidth, height: CGFloat(lines) * font.lineHeight)
  }
}

// https://developer.apple.com/documentation/uikit/uitextfield
// Apple: `@MainActor class UITextField`
// A UIControl subclass; init(frame:) and init?(coder:) as UIView. No text input is modelled: a
// test focuses a field with `becomeFirstResponder()`, which brings up the keyboard
// (`ShimKeyboard`), or marks it with `shimIsFirstResponder` and posts the keyboard's
// notifications itself.
@MainActor
open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  // Apple: `var canBecomeFirstResponder: Bool { get }`
  // A text field takes the focus (the UITextField page does not restate the override).
  open override var canBecomeFirstResponder: Bool { true }

  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  // Apple: `var placeholder: String? { get set }`
  // nil by default, as the page says.
  open var placeholder: String?
}

// https://developer.apple.com/documentation/uikit/uislider
// Apple: `@MainActor class UISlider`
// "A control for selecting a single value from a continuous range of values"; a UIControl
// subclass. Only the class is modelled (its thumb takes horizontal drags).
@available(tvOS, unavailable)
@MainActor
open class UISlider: UIControl {}

// https://developer.apple.com/documentation/uikit/uiswitch
// Apple: `@MainActor class UISwitch`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A UIControl subclass;
// only the class is modelled (its thumb can be dragged between its states).
@available(tvOS, unavailable)
@MainActor
open class UISwitch: UIControl {}
