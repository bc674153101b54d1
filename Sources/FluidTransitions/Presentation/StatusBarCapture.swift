/// Whether a fluid presentation takes the status bar's appearance, and from when.
///
/// UIKit hands status bar control to a presented view controller "only if the presented
/// controller's `modalPresentationStyle` value is `UIModalPresentationStyle.fullScreen`", or when
/// its `modalPresentationCapturesStatusBarAppearance` is true; the library's presentations are
/// `.custom`. A presentation that covers the status bar takes it: one whose presented view
/// reaches the container's top edge across its whole width (a fade, a scale, a zoom, a
/// full-screen slide, a drawer from the top). A sheet, or a drawer along one side, leaves it to
/// the presenter.
///
/// The hand-over happens when the presentation commits, not before: while the presentation
/// runs (grabbed, held, thrown back) the presented controller does not capture the status bar,
/// so UIKit keeps asking the presenter, whenever it asks; a cancelled presentation gives the
/// app's own setting back. A dismissal needs no setting: the presented controller keeps the
/// status bar until the dismissal commits and UIKit drops the presentation.
package enum StatusBarCapture {
  /// Points of slack for frames measured on whole or half points.
  private static let tolerance = 0.5

  /// Whether a view presented in `style` at `presentedFrame` covers the status bar of a
  /// container at `container` (both in the container's coordinates): never for a
  /// ``SheetStyle`` (a sheet is a card under the status bar, as UIKit's sheets are, whatever
  /// frame its container reports), otherwise when the frame reaches the top edge and spans the
  /// whole width. A frame or a container with no area covers nothing (``Rect`` stores a
  /// non-finite component as 0).
  package static func covers(
    style: any TransitionStyle, presentedFrame frame: Rect, container: Rect
  ) -> Bool {
    guard !(style is SheetStyle) else { return false }
    let frame = frame.standardized
    let container = container.standardized
    guard frame.width > 0, frame.height > 0, container.width > 0, container.height > 0 else {
      return false
    }
    return frame.minY <= container.minY + tolerance
      && frame.minX <= container.minX + tolerance
      && frame.maxX >= container.maxX - tolerance
      && frame.maxY > container.minY + tolerance
  }

  /// The presented controller's `modalPresentationCapturesStatusBarAppearance` while its
  /// presentation runs: false, whatever the app set, so that the status bar stays the
  /// presenter's until the presentation commits.
  package static let capturesWhilePresenting = false

  /// The presented controller's `modalPresentationCapturesStatusBarAppearance` once its
  /// presentation has ended: true for a committed presentation that covers the status bar, the
  /// app's own setting (`capturedByApp`) otherwise.
  package static func captures(
    afterPresentationCompleted completed: Bool, covers: Bool, capturedByApp: Bool
  ) -> Bool {
    completed && covers || capturedByApp
  }
}
