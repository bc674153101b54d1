// The navigation controller's bars: the navigation bar and the toolbar, which the navigation
// controller lays out along its view's top and bottom edges and hides by sliding them off
// those edges. During a push or pop, an animated change of their visibility is animated as
// `ShimBehaviour.barChangeDuringTransition` says.

// https://developer.apple.com/documentation/uikit/uinavigationbar
// Apple: `@MainActor class UINavigationBar`
// A UIView subclass. The shim models its place only (the navigation controller's, 44 points
// tall along the top of its view); items, titles and appearance are not modelled.
@MainActor
open class UINavigationBar: UIView {}

// https://developer.apple.com/documentation/uikit/uitoolbar
// Apple: `@MainActor class UIToolbar`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A UIView subclass; the
// shim models its place only (44 points tall along the bottom of the navigation controller's
// view).
@MainActor
open class UIToolbar: UIView {}

/// Shim-only: which of a navigation controller's bars are hidden.
struct ShimBarVisibility: Hashable, Sendable {
  var navigationBarHidden: Bool
  var toolbarHidden: Bool
}

extension UINavigationController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/hideshowbarduration
  // Apple: `class let hideShowBarDuration: CGFloat`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Apple's
  // `setNavigationBarHidden(_:animated:)` page: "For animated transitions, the duration of the
  // animation is specified by the value in the hideShowBarDuration constant." No value is
  // given: the shim uses 0.2 s.
  public static let hideShowBarDuration: CGFloat = 0.2

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  // Apple: `var navigationBar: UINavigationBar { get }`
  // "you must never change its frame, bounds, or alpha values or modify its view hierarchy
  // directly. To show or hide the navigation bar, you should always do so through the
  // navigation controller". Made when first asked for (so scenes that never ask have no bar
  // over their content) and laid out along the top of the view, above it when hidden.
  public var navigationBar: UINavigationBar {
    if let bar = shimStorage.navigationBar { return bar }
    let bar = UINavigationBar(frame: .zero)
    shimStorage.navigationBar = bar
    view.addSubview(bar)
    UIView.performWithoutAnimation { shimLayoutBars() }
    return bar
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  // Apple: `var toolbar: UIToolbar! { get }`
  // "You should not modify the UIToolbar object directly." Made when first asked for, laid out
  // along the bottom of the view, below it when hidden.
  @available(tvOS, unavailable)
  public var toolbar: UIToolbar! {
    if let bar = shimStorage.toolbar { return bar }
    let bar = UIToolbar(frame: .zero)
    shimStorage.toolbar = bar
    view.addSubview(bar)
    UIView.performWithoutAnimation { shimLayoutBars() }
    return bar
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
  // Apple: `var isNavigationBarHidden: Bool { get set }`
  // "The default value is false. Setting this property changes the visibility of the
  // navigation bar without animating the changes."
  public var isNavigationBarHidden: Bool {
    get { shimStorage.bars.navigationBarHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
  // Apple: `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
  // "Specify true if you want to animate the change in visibility or false if you want the
  // navigation bar to appear immediately." Not animated, the bar is laid out at once (inside
  // an animation block, that animates it); animated, over `hideShowBarDuration`, or during a
  // push or pop as `ShimBehaviour.barChangeDuringTransition` says.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    shimSetBars(animated: animated) { $0.navigationBarHidden = hidden }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  // Apple: `var isToolbarHidden: Bool { get set }`
  // "The default value of this property is true."
  @available(tvOS, unavailable)
  public var isToolbarHidden: Bool {
    get { shimStorage.bars.toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
  // Apple: `func setToolbarHidden(_ hidden: Bool, animated: Bool)`
  // "Calling this method with the animated parameter set to false is equivalent to setting the
  // value of the isToolbarHidden property directly." Animated as the navigation bar's change.
  @available(tvOS, unavailable)
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    shimSetBars(animated: animated) { $0.toolbarHidden = hidden }
  }

  private func shimSetBars(animated: Bool, _ change: (inout ShimBarVisibility) -> Void) {
    let before = shimStorage.bars
    change(&shimStorage.bars)
    guard shimStorage.bars != before else { return }
    guard animated else { return shimLayoutBars() }
    guard let run = shimStorage.run else { return shimAnimateBarsOnTheirOwn() }
    switch ShimBehaviour.current.barChangeDuringTransition {
    case .alongsideRevertedOnCancel, .alongsideKeptOnCancel:
      run.coordinator.animate(alongsideTransition: { [weak self] _ in self?.shimLayoutBars() })
    case .ownAnimation:
      shimAnimateBarsOnTheirOwn()
    case .immediately:
      UIView.performWithoutAnimation { shimLayoutBars() }
    }
  }

  private func shimAnimateBarsOnTheirOwn() {
    let animator = UIViewPropertyAnimator(
      duration: TimeInterval(Self.hideShowBarDuration), curve: .easeInOut
    ) { [weak self] in self?.shimLayoutBars() }
    animator.startAnimation()
  }

  /// Puts the bars that exist where their visibility says.
  func shimLayoutBars() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let height: CGFloat = 44
    shimStorage.navigationBar?.frame = CGRect(
      x: 0, y: shimStorage.bars.navigationBarHidden ? -height : 0, width: bounds.width,
      height: height)
    shimStorage.toolbar?.frame = CGRect(
      x: 0, y: shimStorage.bars.toolbarHidden ? bounds.height : bounds.height - height,
      width: bounds.width, height: height)
  }

  /// The push or pop ended: under `alongsideRevertedOnCancel` a cancelled one gives the bars
  /// the visibility they had as it started; either way UIKit lays them out where their
  /// visibility says.
  func shimFinishBars(completed: Bool) {
    if !completed, ShimBehaviour.current.barChangeDuringTransition == .alongsideRevertedOnCancel,
      let before = shimStorage.barsBeforeRun
    {
      shimStorage.bars = before
    }
    shimStorage.barsBeforeRun = nil
    UIView.performWithoutAnimation { shimLayoutBars() }
  }
}
