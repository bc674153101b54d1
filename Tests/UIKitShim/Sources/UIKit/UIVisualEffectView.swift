// https://developer.apple.com/documentation/uikit/uivisualeffect
// Apple: `@MainActor class UIVisualEffect`
// An NSObject subclass, as in UIKit; the blur and vibrancy effects are not modelled.
@MainActor
open class UIVisualEffect: NSObject {}

// https://developer.apple.com/documentation/uikit/uivisualeffectview
// Apple: `@MainActor class UIVisualEffectView`
// The page: "add any subviews to the contentView property of the visual effect view. Don’t add
// subviews directly to the visual effect view itself." The shim logs a subview added directly
// (to `ShimConsole`, which glue tests hold empty), and keeps it.
@MainActor
open class UIVisualEffectView: UIView {
  // https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
  // Apple: `var contentView: UIView { get }`
  // The page: "Add subviews to the contentView and not to UIVisualEffectView directly." The
  // shim's fills the view and resizes with it.
  public let contentView: UIView

  // https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
  // Apple: `@NSCopying var effect: UIVisualEffect? { get set }`
  // Stored; the effect is not drawn.
  open var effect: UIVisualEffect?

  // https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
  // Apple: `init(effect: UIVisualEffect?)`
  // A zero frame, with the content view filling it.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    super.insertSubview(contentView, at: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Archives are not
  // modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIVisualEffectView.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // Apple: `func addSubview(_ view: UIView)`
  // Logged unless it is the content view (see the class).
  open override func addSubview(_ view: UIView) {
    shimNoteDirectSubview(view)
    super.addSubview(view)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  // Apple: `func insertSubview(_ view: UIView, at index: Int)`
  // Logged unless it is the content view (see the class).
  open override func insertSubview(_ view: UIView, at index: Int) {
    shimNoteDirectSubview(view)
    super.insertSubview(view, at: index)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
  // Apple: `func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)`
  // Logged unless it is the content view (see the class).
  open override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    shimNoteDirectSubview(view)
    super.insertSubview(view, aboveSubview: siblingSubview)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
  // Apple: `func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Logged unless it is
  // the content view (see the class).
  open override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    shimNoteDirectSubview(view)
    super.insertSubview(view, belowSubview: siblingSubview)
  }

  private func shimNoteDirectSubview(_ view: UIView) {
    guard view !== contentView else { return }
    ShimConsole.log(
      "UIVisualEffectView: \(type(of: view)) added as a direct subview; add it to contentView")
  }
}
