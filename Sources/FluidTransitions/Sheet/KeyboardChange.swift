/// The keyboard appearing, moving or hiding, as a sheet needs to know it: where it ends up,
/// and over what time and curve (UIKit's `keyboardWillChangeFrameNotification` with its
/// `keyboardFrameEndUserInfoKey`, `keyboardAnimationDurationUserInfoKey` and
/// `keyboardAnimationCurveUserInfoKey`).
///
/// The initialiser sanitises the values: a non-finite or negative duration is 0 (the change
/// happens at once).
package struct KeyboardChange: Hashable, Sendable {
  /// The keyboard's frame at the end of the change, in the container's coordinates; nil or an
  /// empty rectangle when it hides.
  package let endFrame: Rect?
  /// How long the keyboard moves, in seconds (≥ 0).
  package let duration: Double
  /// The keyboard's curve.
  package let curve: TimingCurve

  /// Creates a change; see each property.
  package init(endFrame: Rect?, duration: Double, curve: TimingCurve) {
    self.endFrame = endFrame
    self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
    self.curve = curve
  }

  /// How much of a container `containerSize` big the keyboard covers from its bottom edge, in
  /// points: from the keyboard's top edge to the container's bottom, when the keyboard spans
  /// part of the container's width and reaches its bottom edge (a floating or undocked keyboard
  /// that does not reach it covers nothing a sheet rests on), in [0, the container's height].
  package func overlap(withContainerOf containerSize: Size) -> Double {
    guard let frame = endFrame?.standardized, !frame.isEmpty else { return 0 }
    let height = containerSize.height
    guard frame.maxY >= height, frame.minX < containerSize.width, frame.maxX > 0 else { return 0 }
    return (height - frame.minY).clamped(to: 0...Swift.max(height, 0), nanReplacement: 0)
  }

  /// Whether a sheet in a container `containerSize` big, riding on a keyboard `currentHeight`
  /// points tall, follows this change.
  ///
  /// | the notification's screen | the focus | follows |
  /// |---|---|---|
  /// | another screen | any | no |
  /// | the sheet's, or unknown (nil: before iOS 16.1) | inside the sheet | yes |
  /// | the sheet's, or unknown | elsewhere, or nowhere | only a change that lowers the sheet |
  ///
  /// A keyboard for a text field elsewhere (in another window on the same screen, or behind
  /// the sheet) does not lift the sheet; one that goes away, or shrinks, always lets it down,
  /// since the field that lifted it may have given up the focus before the keyboard hides.
  ///
  /// - Parameters:
  ///   - containerSize: The size of the sheet's container, in points.
  ///   - currentHeight: The keyboard height the sheet rides on now, in points; NaN counts as 0.
  ///   - isOnTheSheetsScreen: Whether the notification is for the screen the sheet is on; nil
  ///     when it does not say (UIKit before iOS 16.1 posts no screen).
  ///   - focusIsInSheet: Whether the first responder is inside the sheet.
  package func isFollowed(
    bySheetIn containerSize: Size, riding currentHeight: Double, isOnTheSheetsScreen: Bool?,
    focusIsInSheet: Bool
  ) -> Bool {
    guard isOnTheSheetsScreen != false else { return false }
    return focusIsInSheet
      || overlap(withContainerOf: containerSize) < currentHeight.finite(or: 0)
  }

  /// The curve of a UIKit `UIView.AnimationCurve` raw value as the keyboard notification
  /// carries it: 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear. The keyboard itself sends a
  /// value Apple does not document (7 has been reported); any other value gets a critically
  /// damped spring fitted to the duration, this library's approximation of the system's
  /// keyboard motion, which starts fast and eases in without overshooting.
  package static func curve(forAnimationCurveRawValue rawValue: Int) -> TimingCurve {
    switch rawValue {
    case 0: .easeInOut
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .fittedSpring(dampingRatio: 1)
    }
  }
}
