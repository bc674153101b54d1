#if canImport(UIKit)
  import UIKit

  /// Hands the status bar's appearance to a presented view controller when its presentation
  /// commits, and back to the presenter when its dismissal commits (``StatusBarCapture``
  /// decides which presentations take it).
  @MainActor
  enum StatusBarHandoff {
    /// `transition` presents `presented`: the presenter keeps the status bar until it commits.
    static func presentationWillStart(
      of presented: UIViewController, by transition: FluidTransition
    ) {
      let capturedByApp = presented.modalPresentationCapturesStatusBarAppearance
      presented.modalPresentationCapturesStatusBarAppearance =
        StatusBarCapture.capturesWhilePresenting
      transition.addObserver { [weak presented, weak transition] event in
        guard case .completed(let completed) = event, let presented, let transition else {
          return
        }
        presented.modalPresentationCapturesStatusBarAppearance = StatusBarCapture.captures(
          afterPresentationCompleted: completed,
          covers: completed && covers(presented, style: transition.style),
          capturedByApp: capturedByApp)
        if completed { presented.setNeedsStatusBarAppearanceUpdate() }
      }
    }

    /// `transition` dismisses `presented`: once it commits, UIKit has dropped the
    /// presentation and the presenter's appearance is asked for (UIKit may not ask by itself).
    static func dismissalWillStart(of presented: UIViewController, by transition: FluidTransition) {
      transition.addObserver { [weak presenter = presented.presentingViewController] event in
        guard case .completed(true) = event else { return }
        presenter?.setNeedsStatusBarAppearanceUpdate()
      }
    }

    /// Whether `presented`, presented in `style` where its presentation controller puts it,
    /// covers the status bar of the container.
    private static func covers(_ presented: UIViewController, style: any TransitionStyle) -> Bool {
      guard let presentation = presented.presentationController,
        let container = presentation.containerView
      else { return false }
      return StatusBarCapture.covers(
        style: style, presentedFrame: Rect(presentation.frameOfPresentedViewInContainerView),
        container: Rect(container.bounds))
    }
  }
#endif
