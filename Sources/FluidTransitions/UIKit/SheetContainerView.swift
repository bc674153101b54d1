#if canImport(UIKit)
  import UIKit

  /// The view a ``SheetStyle`` presentation shows in the presented view controller's place (the
  /// presentation controller's `presentedView`), as UIKit's own sheets do: it has the sheet's
  /// shape and the grabber, and the presented view controller's view fills it, untouched.
  ///
  /// - Its top corners are rounded with ``SheetStyle/cornerRadius`` on a continuous curve and
  ///   clip what it holds; its bottom corners stay square, so the sheet meets the keyboard and
  ///   the container's bottom edge with no gap. It has this shape from the moment it exists, so
  ///   the presentation's flight shows the sheet as it will rest.
  /// - The grabber (``SheetStyle/grabberFrame(inSheetOfWidth:)``) sits above the content, so it
  ///   stays put while a presented `UITableViewController`'s table scrolls, and no row covers it.
  /// - The grabber is an adjustable accessibility element (`SheetGrabberView`), and VoiceOver's
  ///   escape on anything in the sheet goes to ``onEscape`` (this view contains the presented
  ///   view, so it is on the escape's way up from any element inside).
  /// - The presented view's layer is never changed: an app's shadow, overflowing content or
  ///   corners stay as the app made them, during the presentation and after it (the view leaves
  ///   this container when the dismissal completes).
  @MainActor
  final class SheetContainerView: UIView {
    private let style: SheetStyle
    /// The grabber, an adjustable accessibility element.
    let grabber = SheetGrabberView()
    /// Answers VoiceOver's escape (`accessibilityPerformEscape()`): whether the sheet is being
    /// dismissed. Nil answers false, Apple's default.
    var onEscape: (() -> Bool)?
    /// The presented view controller's view, while it is inside.
    private(set) weak var content: UIView?

    init(style: SheetStyle) {
      self.style = style
      super.init(frame: .zero)
      layer.cornerRadius = CGFloat(style.cornerRadius)
      layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      layer.cornerCurve = .continuous
      clipsToBounds = true
      grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.5)
      grabber.isUserInteractionEnabled = false
      grabber.layer.cornerRadius = CGFloat(SheetStyle.grabberSize.height / 2)
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// Apple: "Implement this method on an element or containing view that can be revealed
    /// modally"; true when the sheet is being dismissed.
    override func accessibilityPerformEscape() -> Bool {
      onEscape?() ?? false
    }

    /// Puts `view` inside, filling it, below the grabber.
    func embed(_ view: UIView) {
      content = view
      view.frame = bounds
      insertSubview(view, at: 0)
      setNeedsLayout()
    }

    /// Takes the content out again (after the dismissal, or a cancelled presentation), leaving
    /// it as it was before it came in but for its frame.
    func releaseContent() {
      if let content, content.superview === self { content.removeFromSuperview() }
      content = nil
    }

    /// The content fills the container at every size (detents, the keyboard, rotation); the
    /// grabber stays centred at the top, above it.
    override func layoutSubviews() {
      super.layoutSubviews()
      if let content, content.superview === self, content.frame != bounds {
        content.frame = bounds
      }
      guard let frame = style.grabberFrame(inSheetOfWidth: Double(bounds.width)) else {
        grabber.removeFromSuperview()
        return
      }
      grabber.frame = frame.cgRect
      if grabber.superview !== self || subviews.last !== grabber { addSubview(grabber) }
    }
  }
#endif
