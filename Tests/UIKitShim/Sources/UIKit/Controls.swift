// UIKit shim: closure-based actions, controls, buttons and labels. See Basics.swift for the
// conventions.
//
// Only UIKit's closure-based control API (iOS 14) is modelled: target-action needs an
// Objective-C `Selector`, which Linux lacks. There is no touch input: tests trigger a control
// with `sendActions(for:)`, as UIKit's own API allows. Nothing is rendered, so a label measures
// its text with a fixed-width estimate.

// Apple docs: "UIMenuElement" (`@MainActor class UIMenuElement`, subclass of NSObject; the
// superclass of UIAction). Only the class itself is modelled.
@MainActor
open class UIMenuElement: NSObject {
  // Apple docs: "UIMenuElement" (init() inherited from NSObject).
  public override init() {
    super.init()
  }
}

// Apple docs: "UIActionHandler" (`typealias UIActionHandler = (UIAction) -> Void`).
public typealias UIActionHandler = (UIAction) -> Void

// Apple docs: "UIAction" (`@MainActor class UIAction`, a UIMenuElement that performs its action
// in a closure).
@MainActor
open class UIAction: UIMenuElement {
  /// Shim-only: the title given to the initializer (UIKit's `title`, not declared here).
  let shimTitle: String
  /// Shim-only: the handler given to the initializer, called by `UIControl.sendAction(_:)`.
  let shimHandler: UIActionHandler

  // Apple docs:
  // "UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)"
  // (`@MainActor convenience init(title: String = "", image: UIImage? = nil, identifier:
  // UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
  // UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping
  // UIActionHandler)`). The shim declares the title and the handler only: calls that use just
  // those (`UIAction { _ in … }`, `UIAction(title: "…") { _ in … }`) read the same in UIKit.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    shimTitle = title
    shimHandler = handler
    super.init()
  }
}

// Apple docs: "UIControl" (`@MainActor class UIControl`, a UIView subclass; init(frame:) and
// init?(coder:) as UIView).
@MainActor
open class UIControl: UIView {
  // Apple docs: "UIControl.Event" (struct; OptionSet, Sendable; bit values unconfirmed).
  public struct Event: OptionSet, Sendable {
    // Apple docs: "UIControl.Event" (`init(rawValue: UInt)`)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The bit mask.
    public let rawValue: UInt

    // Apple docs: "UIControl.Event.touchUpInside"
    public static let touchUpInside = Event(rawValue: 1 << 6)
    // Apple docs: "UIControl.Event.primaryActionTriggered"
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  private var shimActions: [(action: UIAction, events: Event)] = []

  // Apple docs: "UIControl.addAction(_:for:)" (`func addAction(_ action: UIAction, for
  // controlEvents: UIControl.Event)`, iOS 14). UIKit uniques actions by identifier; the shim
  // keeps every action it is given.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    shimActions.append((action, controlEvents))
  }

  // Apple docs: "UIControl.sendActions(for:)" (`func sendActions(for controlEvents:
  // UIControl.Event)`: performs the actions registered for any of the events, through
  // `sendAction(_:)` for UIActions).
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in shimActions where !entry.events.isDisjoint(with: controlEvents) {
      sendAction(entry.action)
    }
  }

  // Apple docs: "UIControl.sendAction(_:)" (`func sendAction(_ action: UIAction)`, iOS 14):
  // calls the action's handler.
  open func sendAction(_ action: UIAction) {
    action.shimHandler(action)
  }
}

// Apple docs: "UIButton" (`@MainActor class UIButton`, a UIControl subclass).
@MainActor
open class UIButton: UIControl {
  // Apple docs: "UIButton.ButtonType" (enum, Int raw values; the shim declares two of its
  // cases; raw values unconfirmed).
  public enum ButtonType: Int, Sendable {
    // Apple docs: "UIButton.ButtonType.custom"
    case custom = 0
    // Apple docs: "UIButton.ButtonType.system"
    case system = 1
  }

  // Apple docs: "UIButton.buttonType" (`var buttonType: UIButton.ButtonType { get }`; `.custom`
  // for a button made with init(frame:)).
  open private(set) var buttonType: ButtonType = .custom

  private var shimTitle: String?

  // Apple docs: "UIButton.init(type:primaryAction:)" (`@MainActor convenience init(type
  // buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`, iOS 14: registers
  // the action for `.primaryActionTriggered` and takes its title).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      shimTitle = primaryAction.shimTitle.isEmpty ? nil : primaryAction.shimTitle
    }
  }

  // Apple docs: "UIButton.currentTitle" (`var currentTitle: String? { get }`; here the primary
  // action's title, nil when it has none).
  open var currentTitle: String? { shimTitle }
}

// Apple docs: "UILabel" (`@MainActor class UILabel`, a UIView subclass; init(frame:) and
// init?(coder:) as UIView).
@MainActor
open class UILabel: UIView {
  /// Shim-only: the width of one character of the estimate `sizeThatFits(_:)` makes.
  public static let shimCharacterWidth: CGFloat = 9
  /// Shim-only: the height of one line of the estimate `sizeThatFits(_:)` makes.
  public static let shimLineHeight: CGFloat = 21

  // Apple docs: "UILabel.text" (`var text: String? { get set }`, nil by default).
  open var text: String?

  // Apple docs: "UILabel.numberOfLines" (`var numberOfLines: Int { get set }`; 1 by default, 0
  // for as many lines as needed).
  open var numberOfLines = 1

  private var shimTextColor: UIColor?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // Apple docs: "UILabel.textColor" (`var textColor: UIColor! { get set }`; the system's label
  // colour by default, and setting nil restores it).
  open var textColor: UIColor! {
    get { shimTextColor ?? .label }
    set { shimTextColor = newValue }
  }

  // Apple docs: "UIView.sizeThatFits(_:)" (UILabel returns the size of its text; the shim
  // renders no text and estimates it with `shimCharacterWidth` and `shimLineHeight`, wrapping
  // at the given width and stopping at `numberOfLines`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let perLine = max(1, Int(size.width / Self.shimCharacterWidth))
    var lines = 0
    var widest = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += max(1, (paragraph.count + perLine - 1) / perLine)
      widest = max(widest, min(paragraph.count, perLine))
    }
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    return CGSize(
      width: CGFloat(widest) * Self.shimCharacterWidth, height: CGFloat(lines) * Self.shimLineHeight
    )
  }
}
