#if canImport(UIKit)
  import UIKit

  /// An invisible view that tells the layout watch of a transition on UIKit's animator when the
  /// layout around it may have changed, with no display link: it fills the view it is in and
  /// resizes with it (`autoresizingMask`: "When a view's bounds change, that view automatically
  /// resizes its subviews according to each subview's autoresizing mask"), so a container
  /// resized by a rotation or a window resize lays it out; and it hears its safe area change
  /// (`safeAreaInsetsDidChange()`: "Called when the safe area of the view changes"), as the
  /// arriving view's insets arrive once it is on screen, and asks to be laid out then.
  @MainActor
  final class LayoutSentinel: UIView {
    /// Called from `layoutSubviews()`.
    var onLayout: () -> Void = {}

    /// A sentinel filling `view`, behind its other subviews.
    static func installed(in view: UIView, onLayout: @escaping () -> Void) -> LayoutSentinel {
      let sentinel = LayoutSentinel(frame: view.bounds)
      sentinel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      sentinel.alpha = 0
      sentinel.isUserInteractionEnabled = false
      // Never an element, nor a container VoiceOver would look inside.
      sentinel.accessibilityElementsHidden = true
      sentinel.onLayout = onLayout
      view.insertSubview(sentinel, at: 0)
      return sentinel
    }

    // Whatever way UIKit resizes it (a frame change sets the bounds), a new size asks for a
    // layout pass (`setNeedsLayout()`: "triggers a layout update during the next update cycle").
    override var bounds: CGRect {
      didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }
  }
#endif
