#if canImport(UIKit)
  import UIKit

  /// A sheet's grabber: the bar a finger drags, and for VoiceOver and Switch Control an
  /// adjustable element (Apple's `UIAccessibilityTraits.adjustable`: "If you specify this trait
  /// on an accessibility element, you must also implement the accessibilityIncrement() and
  /// accessibilityDecrement() methods") whose increment and decrement move the sheet one detent
  /// up or down (`SheetGrabberAdjustment`), with the words of ``SheetGrabberAccessibility``.
  @MainActor
  final class SheetGrabberView: UIView {
    /// Performs an adjustment; set by the presentation controller once the sheet can move.
    var onAdjust: ((SheetGrabberAdjustment) -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
      nil
    }

    /// Reads `words` for a sheet resting at `detent`.
    func describe(_ words: SheetGrabberAccessibility, restingAt detent: SheetDetent.Identifier) {
      accessibilityLabel = words.label
      accessibilityHint = words.hint
      accessibilityValue = words.value(for: detent)
    }

    override func accessibilityIncrement() {
      onAdjust?(.increment)
    }

    override func accessibilityDecrement() {
      onAdjust?(.decrement)
    }
  }
#endif
