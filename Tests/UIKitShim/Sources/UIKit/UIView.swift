// UIKit shim: views. See Basics.swift for the conventions.
//
// A UIView keeps a real tree and UIKit's geometry: `center`, `bounds` and `transform` are the
// model (forwarded to the view's CALayer as position, bounds and affine transform, as UIKit
// forwards them), and `frame` is derived from them.

// Apple docs: "UIView" (`@MainActor class UIView`, subclass of UIResponder).
@MainActor
open class UIView: UIResponder {
  // Apple docs: "UIView.AnimationCurve" (enum, Int raw values).
  public enum AnimationCurve: Int, Sendable {
    // Apple docs: "UIView.AnimationCurve.easeInOut"
    case easeInOut = 0
    // Apple docs: "UIView.AnimationCurve.easeIn"
    case easeIn = 1
    // Apple docs: "UIView.AnimationCurve.easeOut"
    case easeOut = 2
    // Apple docs: "UIView.AnimationCurve.linear"
    case linear = 3
  }

  // Apple docs: "UIView.KeyframeAnimationOptions" (struct; OptionSet, Sendable; bit values
  // unconfirmed, taken from the SDK header).
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    // Apple docs: "UIView.KeyframeAnimationOptions.init(rawValue:)"
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The bit mask.
    public let rawValue: UInt

    // Apple docs: "UIView.KeyframeAnimationOptions.layoutSubviews"
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    // Apple docs: "UIView.KeyframeAnimationOptions.allowUserInteraction"
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    // Apple docs: "UIView.KeyframeAnimationOptions.beginFromCurrentState"
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    // Apple docs: "UIView.KeyframeAnimationOptions.repeat"
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    // Apple docs: "UIView.KeyframeAnimationOptions.autoreverse"
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    // Apple docs: "UIView.KeyframeAnimationOptions.overrideInheritedDuration"
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    // Apple docs: "UIView.KeyframeAnimationOptions.overrideInheritedOptions"
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 7)
    // Apple docs: "UIView.KeyframeAnimationOptions.calculationModeLinear"
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    // Apple docs: "UIView.KeyframeAnimationOptions.calculationModeDiscrete"
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    // Apple docs: "UIView.KeyframeAnimationOptions.calculationModePaced"
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    // Apple docs: "UIView.KeyframeAnimationOptions.calculationModeCubic"
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    // Apple docs: "UIView.KeyframeAnimationOptions.calculationModeCubicPaced"
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  // Apple docs: "UIView.AutoresizingMask" (struct; OptionSet, Sendable; bit values unconfirmed,
  // taken from the SDK header).
  public struct AutoresizingMask: OptionSet, Sendable {
    // Apple docs: "UIView.AutoresizingMask.init(rawValue:)"
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The bit mask.
    public let rawValue: UInt

    // Apple docs: "UIView.AutoresizingMask.flexibleLeftMargin"
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    // Apple docs: "UIView.AutoresizingMask.flexibleWidth"
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    // Apple docs: "UIView.AutoresizingMask.flexibleRightMargin"
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    // Apple docs: "UIView.AutoresizingMask.flexibleTopMargin"
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    // Apple docs: "UIView.AutoresizingMask.flexibleHeight"
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    // Apple docs: "UIView.AutoresizingMask.flexibleBottomMargin"
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  // MARK: Creating

  // Apple docs: "UIView.init(frame:)"
  public init(frame: CGRect) {
    layer = CALayer()
    super.init()
    self.frame = frame
  }

  // Apple docs: "UIView.init(coder:)" (`required init?(coder: NSCoder)`; required, as in UIKit,
  // so subclasses with their own designated initializers must provide it there too). Archives
  // are not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIView.init(coder:) is not modelled")
  }

  // Apple docs: "UIView" (`init()`, inherited from NSObject, creates a view with a zero frame).
  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Appearance

  // Apple docs: "UIView.layer" (`var layer: CALayer { get }`). The view owns its layer and
  // forwards center, bounds, transform, alpha, isHidden and clipsToBounds to it.
  public let layer: CALayer

  // Apple docs: "UIView.backgroundColor" (`var backgroundColor: UIColor?`)
  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }

  // Apple docs: "UIView.isHidden"
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  // Apple docs: "UIView.alpha" (`var alpha: CGFloat`; values outside [0, 1] are clamped, as
  // UIKit interprets them; NaN becomes 0 in the shim). The layer's opacity is the storage.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue.isNaN ? 0 : min(max(newValue, 0), 1)) }
  }

  // Apple docs: "UIView.clipsToBounds" (the layer's masksToBounds).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  // MARK: Events

  // Apple docs: "UIView.isUserInteractionEnabled"
  open var isUserInteractionEnabled = true

  // MARK: Geometry

  // Apple docs: "UIView.center" (the layer's position).
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  // Apple docs: "UIView.bounds" (the layer's bounds; its origin shifts the subviews'
  // coordinates, its size is the view's untransformed size).
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize { setNeedsLayout() }
    }
  }

  // Apple docs: "UIView.transform" (`var transform: CGAffineTransform`, applied about the
  // centre).
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  // Apple docs: "UIView.frame" (derived from center, bounds.size and transform: the bounding box
  // of the transformed bounds. Setting it sets center and bounds.size; UIKit documents that as
  // undefined under a non-identity transform, and the shim does the same regardless).
  open var frame: CGRect {
    get { layer.frame }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  // Apple docs: "UIView.autoresizingMask" (stored only: the shim performs no autoresizing).
  open var autoresizingMask: AutoresizingMask = []

  // MARK: Hierarchy

  // Apple docs: "UIView.superview" (`var superview: UIView? { get }`)
  open private(set) weak var superview: UIView?

  // Apple docs: "UIView.subviews" (`var subviews: [UIView] { get }`, back to front).
  open private(set) var subviews: [UIView] = []

  // Apple docs: "UIView.window" (`var window: UIWindow? { get }`): the root of the tree when it
  // is a UIWindow.
  open var window: UIWindow? {
    var view: UIView = self
    while let parent = view.superview { view = parent }
    return view as? UIWindow
  }

  // Apple docs: "UIView.addSubview(_:)" (moves the view to the top of the receiver's subviews,
  // removing it from any previous superview first).
  open func addSubview(_ view: UIView) {
    shimInsert(view, at: nil)
  }

  // Apple docs: "UIView.insertSubview(_:at:)" (an index past the end appends).
  open func insertSubview(_ view: UIView, at index: Int) {
    shimInsert(view, at: index)
  }

  // Apple docs: "UIView.insertSubview(_:aboveSubview:)" (appends when the sibling is not a
  // subview of the receiver, as UIKit does).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    shimInsert(view, relativeTo: siblingSubview, offset: 1)
  }

  // Apple docs: "UIView.insertSubview(_:belowSubview:)" (appends when the sibling is not a
  // subview of the receiver; unconfirmed).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    shimInsert(view, relativeTo: siblingSubview, offset: 0)
  }

  // Apple docs: "UIView.bringSubviewToFront(_:)"
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  // Apple docs: "UIView.sendSubviewToBack(_:)"
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  // Apple docs: "UIView.removeFromSuperview()"
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  // Apple docs: "UIView.isDescendant(of:)"
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func shimInsert(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
    guard view !== sibling, sibling.superview === self else {
      return shimInsert(view, at: nil)
    }
    view.removeFromSuperview()
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    shimInsert(view, at: index + offset)
  }

  private func shimInsert(_ view: UIView, at index: Int?) {
    precondition(view !== self, "UIKit shim: a view cannot be added to itself")
    precondition(!isDescendant(of: view), "UIKit shim: a view cannot be added to its subview")
    let moves = view.superview !== self
    view.removeFromSuperview()
    let position = min(max(index ?? subviews.count, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    if moves {
      // A new place can mean a new safe area: UIKit lays the view out again, and once more
      // when its insets arrive a frame later.
      view.shimArrivalFrame = ShimRunLoop.frameCount
      view.setNeedsLayout()
      if ShimBehaviour.current.safeAreaOnArrival == .afterFirstFrameOnScreen {
        ShimRunLoop.afterNextFrame { [weak view] in view?.setNeedsLayout() }
      }
    }
  }

  // MARK: Layout

  private var shimNeedsLayout = true

  // Apple docs: "UIView.setNeedsLayout()"
  open func setNeedsLayout() {
    shimNeedsLayout = true
  }

  /// Shim-only: the view controller whose root view this is (in UIKit the view knows its
  /// controller, its next responder); set by UIViewController when it loads or is given a view.
  weak var shimViewController: UIViewController?

  // Apple docs: "UIView.layoutIfNeeded()" (runs layoutSubviews() when layout is pending, then
  // does the same for the subviews). For a view controller's root view the layout pass is
  // wrapped in the controller's viewWillLayoutSubviews() and viewDidLayoutSubviews(), as
  // UIKit's root views do.
  open func layoutIfNeeded() {
    if shimNeedsLayout {
      shimNeedsLayout = false
      shimViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      shimViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  // Apple docs: "UIView.layoutSubviews()" (does nothing by default in the shim: no Auto Layout,
  // no autoresizing).
  open func layoutSubviews() {}

  // Apple docs: "UIView.sizeThatFits(_:)" (`func sizeThatFits(_ size: CGSize) -> CGSize`: the
  // default implementation returns the view's existing size).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  // Apple docs: "UIView.safeAreaInsets" (`var safeAreaInsets: UIEdgeInsets { get }`, iOS 11).
  // In the shim: the part of the window's `shimSafeAreaInsets` the view overlaps. A view that
  // is not in a window has none, or, with `ShimBehaviour.safeAreaBeforeWindow == .alreadyKnown`,
  // those it will have at the same place in the window of the view controller that will show
  // it (`shimPlacement`).
  open var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    if ShimBehaviour.current.safeAreaOnArrival == .afterFirstFrameOnScreen, shimJustArrived {
      return .zero
    }
    return shimOverlap(of: convert(bounds, to: window), with: window)
  }

  /// Shim-only: the frame in which the view last joined a new superview.
  private var shimArrivalFrame = -1

  /// Whether the view, or an ancestor, joined its superview during the current frame (it has
  /// not been on screen yet).
  private var shimJustArrived: Bool {
    var view: UIView? = self
    while let current = view {
      if current.shimArrivalFrame == ShimRunLoop.frameCount { return true }
      view = current.superview
    }
    return false
  }

  private func shimOverlap(of frame: CGRect, with window: UIWindow) -> UIEdgeInsets {
    let insets = window.shimSafeAreaInsets
    let area = window.bounds
    return UIEdgeInsets(
      top: max(0, min(insets.top - (frame.minY - area.minY), frame.height)),
      left: max(0, min(insets.left - (frame.minX - area.minX), frame.width)),
      bottom: max(0, min(insets.bottom - (area.maxY - frame.maxY), frame.height)),
      right: max(0, min(insets.right - (area.maxX - frame.maxX), frame.width)))
  }

  // MARK: Layout direction

  // Apple docs: "UIView.effectiveUserInterfaceLayoutDirection" (`{ get }`): `shimLayoutDirection`
  // when set, otherwise the superview's, otherwise left to right.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    shimLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// Shim-only: the layout direction this view (and, unless they set their own, its subviews)
  /// reports as `effectiveUserInterfaceLayoutDirection`; nil inherits.
  public var shimLayoutDirection: UIUserInterfaceLayoutDirection?

  // MARK: Gestures

  // Apple docs: "UIView.gestureRecognizers" (`var gestureRecognizers: [UIGestureRecognizer]?`;
  // nil when none are attached).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { shimGestureRecognizers.isEmpty ? nil : shimGestureRecognizers }
    set {
      for recognizer in shimGestureRecognizers { recognizer.shimView = nil }
      shimGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  private var shimGestureRecognizers: [UIGestureRecognizer] = []

  // Apple docs: "UIView.addGestureRecognizer(_:)" (detaches it from its previous view first).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    shimGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.shimView = self
  }

  // Apple docs: "UIView.removeGestureRecognizer(_:)"
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard shimGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    shimGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.shimView = nil
  }

  // MARK: Snapshots

  // Apple docs: "UIView.snapshotView(afterScreenUpdates:)" (`-> UIView?`). The shim renders
  // nothing: the snapshot is a new view with the receiver's center, bounds, transform, alpha,
  // background colour and corner radius, and no subviews.
  @discardableResult
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: .zero)
    snapshot.bounds = CGRect(origin: .zero, size: bounds.size)
    snapshot.center = center
    snapshot.transform = transform
    snapshot.alpha = alpha
    snapshot.backgroundColor = backgroundColor
    snapshot.layer.cornerRadius = layer.cornerRadius
    return snapshot
  }

  // MARK: Converting coordinates

  // Apple docs: "UIView.convert(_:to:)" (point: from the receiver's coordinates to `view`'s; nil
  // means the window's, in the shim the root of the receiver's tree).
  @discardableResult
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = shimToRoot(point)
    guard let view else { return inRoot }
    return view.shimFromRoot(inRoot)
  }

  // Apple docs: "UIView.convert(_:from:)" (point: from `view`'s coordinates to the receiver's).
  @discardableResult
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.shimToRoot(point) ?? point
    return shimFromRoot(inRoot)
  }

  // Apple docs: "UIView.convert(_:to:)" (rectangle: the bounding box of the converted corners).
  @discardableResult
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    shimBoundingBox(of: rect) { convert($0, to: view) }
  }

  // Apple docs: "UIView.convert(_:from:)" (rectangle: the bounding box of the converted
  // corners).
  @discardableResult
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    shimBoundingBox(of: rect) { convert($0, from: view) }
  }

  /// Local coordinates to the superview's: offset from the bounds centre, transformed about
  /// the centre, then placed at `center`.
  private func shimToSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
    let moved = local.applying(transform)
    return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
  }

  private func shimFromSuperview(_ point: CGPoint) -> CGPoint {
    let relative = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let local = relative.applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  private func shimToRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView = self
    while let parent = view.superview {
      result = view.shimToSuperview(result)
      view = parent
    }
    return result
  }

  private func shimFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view: UIView = self
    while let parent = view.superview {
      chain.append(view)
      view = parent
    }
    return chain.reversed().reduce(point) { $1.shimFromSuperview($0) }
  }

  private func shimBoundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(convert)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  // MARK: Animating

  // Apple docs: "UIView.performWithoutAnimation(_:)" (`class func performWithoutAnimation(_
  // actionsWithoutAnimation: () -> Void)`). The shim never animates implicitly: it runs the
  // closure.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ShimAnimationCapture.withoutCapture(actionsWithoutAnimation)
  }

  // Apple docs: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
  // (`animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil`). Inside a
  // property animator's block with a zero duration, the keyframes run over their windows of the
  // animator's progress or apply at once (`ShimBehaviour.keyframesInsideAnimator`). Anywhere
  // else the shim has no render loop: the values apply at once and the completion runs at once
  // with true (UIKit calls it later).
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    if ShimAnimationCapture.isCapturing,
      ShimBehaviour.current.keyframesInsideAnimator == .inheritAnimatorTiming
    {
      animations()
    } else {
      ShimAnimationCapture.withoutCapture(animations)
    }
    completion?(true)
  }

  // Apple docs: "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
  // (`animations: @escaping () -> Void`): inside an inherited keyframe animation, the changes
  // animate over the relative window; otherwise they apply at once.
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    ShimAnimationCapture.withinWindow(frameStartTime...(frameStartTime + max(frameDuration, 0))) {
      animations()
    }
  }
}

// Apple docs: "UIWindow" (`@MainActor class UIWindow`, a UIView subclass; init(frame:) and
// convenience init() as UIView). A window is the root of a view tree.
@MainActor
open class UIWindow: UIView {
  /// Shim-only: the window's safe-area insets (a phone's status bar and home indicator, say);
  /// views get the part they overlap as their `safeAreaInsets`.
  public var shimSafeAreaInsets: UIEdgeInsets = .zero

  // Apple docs: "UIWindow.rootViewController" (`var rootViewController: UIViewController?`:
  // installs the controller's view as the window's content, at the window's bounds).
  open var rootViewController: UIViewController? {
    didSet {
      if oldValue !== rootViewController, oldValue?.viewIfLoaded?.superview === self {
        oldValue?.viewIfLoaded?.removeFromSuperview()
      }
      guard let rootViewController else { return }
      rootViewController.view.frame = bounds
      addSubview(rootViewController.view)
    }
  }

  // Apple docs: "UIWindow.makeKeyAndVisible()" (shows the window; the shim has one screen and
  // only records it).
  open func makeKeyAndVisible() {
    shimIsKey = true
    ShimRunLoop.windowBecameVisible(self)
  }

  /// Shim-only: whether `makeKeyAndVisible()` was called.
  public private(set) var shimIsKey = false
}

// Apple docs: "UIScrollView" (`@MainActor class UIScrollView`, a UIView subclass).
@MainActor
open class UIScrollView: UIView {
  // Apple docs: "UIScrollView" (init(frame:), as UIView). Attaches the pan recognizer.
  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  // Apple docs: "UIScrollView" (`required init?(coder:)`, as UIView; not modelled).
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIScrollView.init(coder:) is not modelled")
  }

  // Apple docs: "UIScrollView.contentOffset" (UIKit's content offset is the bounds origin).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  // Apple docs: "UIScrollView.contentSize"
  open var contentSize: CGSize = .zero

  // Apple docs: "UIScrollView.contentInset"
  open var contentInset: UIEdgeInsets = .zero

  // Apple docs: "UIScrollView.adjustedContentInset" (`{ get }`; the shim has no safe area, so it
  // is contentInset plus `shimSafeAreaInsets`).
  open var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(
      top: contentInset.top + shimSafeAreaInsets.top,
      left: contentInset.left + shimSafeAreaInsets.left,
      bottom: contentInset.bottom + shimSafeAreaInsets.bottom,
      right: contentInset.right + shimSafeAreaInsets.right)
  }

  /// Shim-only: the safe-area insets added to `adjustedContentInset`.
  public var shimSafeAreaInsets: UIEdgeInsets = .zero

  // Apple docs: "UIView.safeAreaInsets" (for a scroll view, `shimSafeAreaInsets`).
  open override var safeAreaInsets: UIEdgeInsets { shimSafeAreaInsets }

  // Apple docs: "UIScrollView.panGestureRecognizer" (`var panGestureRecognizer:
  // UIPanGestureRecognizer { get }`, attached to the scroll view).
  public let panGestureRecognizer: UIPanGestureRecognizer

  // Apple docs: "UIScrollView.isDragging" (`{ get }`; backed by `shimIsDragging`).
  open var isDragging: Bool { shimIsDragging }

  /// Shim-only: what `isDragging` reports.
  public var shimIsDragging = false
}
