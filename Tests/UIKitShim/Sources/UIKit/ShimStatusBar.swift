// Shim-only: the status bar's appearance and the view controller UIKit asks for it. Nothing
// here is Apple API.

/// Shim-only: the status bar, as the view controllers decide it.
///
/// UIKit asks one view controller per window for the style and one for the hidden state:
/// starting from the window's root view controller, it moves to the controller that root
/// presents, and on down the chain, while the presented controller takes status bar control
/// (Apple, on `modalPresentationCapturesStatusBarAppearance`: control "is transferred from the
/// presenting to the presented view controller only if the presented controller's
/// modalPresentationStyle value is UIModalPresentationStyle.fullScreen", or when that property
/// is true), then follows `childForStatusBarStyle` (`childForStatusBarHidden`) while it is not
/// nil ("If you return nil or do not override this method, the status bar style for self is
/// used"). A presentation counts from the moment it is presented (`presentedViewController`)
/// until its dismissal completes.
///
/// UIKit asks when a view controller calls `setNeedsStatusBarAppearanceUpdate()` and, around a
/// presentation or dismissal, when `ShimBehaviour.statusBarAppearanceUpdates` says.
@MainActor
public enum ShimStatusBar {
  /// The style shown.
  public private(set) static var style = UIStatusBarStyle.default
  /// Whether the status bar is hidden.
  public private(set) static var isHidden = false
  /// The view controller UIKit last asked for the style.
  public private(set) static weak var styleController: UIViewController?
  /// Every change of the style or the hidden state, oldest first.
  public static var changes: [(style: UIStatusBarStyle, isHidden: Bool)] = []

  /// Puts the status bar back to its defaults and forgets its changes.
  public static func reset() {
    style = .default
    isHidden = false
    styleController = nil
    changes = []
  }

  /// The controller UIKit asks about `window`'s status bar: the style's, or (`hidden`) the
  /// hidden state's.
  public static func controller(for window: UIWindow, hidden: Bool = false) -> UIViewController? {
    guard var controller = window.rootViewController else { return nil }
    while let presented = controller.shimStorage.presented,
      presented.modalPresentationStyle == .fullScreen
        || presented.modalPresentationCapturesStatusBarAppearance
    {
      controller = presented
    }
    while let child = hidden
      ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
      child !== controller
    {
      controller = child
    }
    return controller
  }

  /// UIKit asks `window`'s controllers again.
  static func update(for window: UIWindow) {
    guard let styleOwner = controller(for: window),
      let hiddenOwner = controller(for: window, hidden: true)
    else { return }
    styleController = styleOwner
    let newStyle = styleOwner.preferredStatusBarStyle
    let newHidden = hiddenOwner.prefersStatusBarHidden
    guard newStyle != style || newHidden != isHidden else { return }
    style = newStyle
    isHidden = newHidden
    changes.append((newStyle, newHidden))
  }

  /// A presentation or dismissal in `window` starts (`isEnd` false) or has ended.
  static func presentationTransition(in window: UIWindow?, isEnd: Bool) {
    let setting = ShimBehaviour.read.statusBarAppearanceUpdates
    guard setting != .onlyWhenAsked, isEnd || setting == .atStartAndEndOfPresentations,
      let window
    else { return }
    update(for: window)
  }
}
