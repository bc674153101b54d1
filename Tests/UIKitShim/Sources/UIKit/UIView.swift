// UIKit shim: views. See Basics.swift for the conventions.
//
// A UIView keeps a real tree and UIKit's geometry: `center`, `bounds` and `transform` are the
// model (forwarded to the view's CALayer as position, bounds and affine transform, as UIKit
// forwards them), and `frame` is derived from them.

// https://developer.apple.com/documentation/uikit/uiview
// Apple: `@MainActor class UIView`
// A UIResponder subclass, as in UIKit; its other conformances are not modelled.
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/animationcurve
  // Apple: `enum AnimationCurve`
  // Int raw values in the order of the page's constants (values unconfirmed).
  public enum AnimationCurve: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeinout
    // Apple: `case easeInOut`
    case easeInOut = 0
    // https://developer.apple.com/documentation/uikit/uiview/animationcurve/easein
    // Apple: `case easeIn`
    case easeIn = 1
    // https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeout
    // Apple: `case easeOut`
    case easeOut = 2
    // https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear
    // Apple: `case linear`
    case linear = 3
  }

  // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
  // Apple: `struct KeyframeAnimationOptions`
  // iOS 7 on the page. An OptionSet over UInt, as Objective-C NS_OPTIONS import; the named
  // options are not declared since nothing here uses them.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/init(rawvalue:)
    // Apple: `init(rawValue: UInt)`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; the declaration
    // follows UIView.AnimationOptions' init(rawValue:) page)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The bit mask.
    public let rawValue: UInt
  }

  // MARK: Creating

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // Apple: `init(frame: CGRect)`
  public init(frame: CGRect) {
    shimLayer = CALayer()
    super.init()
    self.frame = frame
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Required, as UIKit's
  // NSCoding conformance makes it, so subclasses with their own designated initializers must
  // provide it too. Archives are not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIView.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // Apple: `init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) NSObject's
  // initializer; the shim gives the view a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Appearance

  private let shimLayer: CALayer

  // https://developer.apple.com/documentation/uikit/uiview/layer
  // Apple: `var layer: CALayer { get }`
  // The view owns its layer and forwards center, bounds, transform, alpha, isHidden and
  // clipsToBounds to it.
  open var layer: CALayer { shimLayer }

  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  // Apple: `@NSCopying var backgroundColor: UIColor? { get set }`
  // Without @NSCopying: the shim's UIColor (Basics.swift) does not conform to NSCopying; it is
  // immutable, so sharing it is equivalent.
  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  // Apple: `var isHidden: Bool { get set }`
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  // Apple: `var accessibilityTraits: UIAccessibilityTraits { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed). UIKit declares it on
  // NSObject; the shim's NSObject lives in ObjectiveC, which cannot see UIKit's option set, so
  // views carry it. Stored.
  open var accessibilityTraits: UIAccessibilityTraits = []

  /// Shim-only: whether VoiceOver can reach this view: it is in a window, no view on its way
  /// up to the window has a visible sibling with `accessibilityViewIsModal` (VoiceOver ignores
  /// the elements in the modal view's siblings), and none of them is hidden.
  public var shimIsReachableByVoiceOver: Bool {
    var current: UIView = self
    while let parent = current.superview {
      if current.isHidden { return false }
      let hasModalSibling = parent.subviews.contains {
        $0 !== current && $0.accessibilityViewIsModal && !$0.isHidden
      }
      if hasModalSibling { return false }
      current = parent
    }
    return current is UIWindow && !current.isHidden
  }

  // https://developer.apple.com/documentation/uikit/uiview/alpha
  // Apple: `var alpha: CGFloat { get set }`
  // The page gives the range 0.0 to 1.0; values outside it are clamped and NaN becomes 0 in the
  // shim. The layer's opacity is the storage (so animations and their ends move both).
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue.isNaN ? 0 : min(max(newValue, 0), 1)) }
  }

  // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  // Apple: `var clipsToBounds: Bool { get set }`
  // The layer's masksToBounds.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  // MARK: Events

  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  // Apple: `var isUserInteractionEnabled: Bool { get set }`
  open var isUserInteractionEnabled = true

  // MARK: Geometry

  // https://developer.apple.com/documentation/uikit/uiview/center
  // Apple: `var center: CGPoint { get set }`
  // The layer's position.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  // Apple: `var bounds: CGRect { get set }`
  // The layer's bounds; its origin shifts the subviews' coordinates, its size is the view's
  // untransformed size.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      guard newValue.size != oldSize else { return }
      setNeedsLayout()
      if autoresizesSubviews { shimAutoresizeSubviews(from: oldSize) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
  // Apple: `var autoresizesSubviews: Bool { get set }`
  // "When set to true, the receiver adjusts the size of its subviews when its bounds change.
  // The default value is true."
  open var autoresizesSubviews = true

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  // Apple: `var autoresizingMask: UIView.AutoresizingMask { get set }`
  // "When a view's bounds change, that view automatically resizes its subviews according to
  // each subview's autoresizing mask." Default none. "When more than one option along the same
  // axis is set, the default behavior is to distribute the size difference proportionally
  // among the flexible portions": the shim shares it by the current lengths of the flexible
  // margins and size along that axis (equally when they are all 0).
  open var autoresizingMask: AutoresizingMask = []

  /// Resizes the subviews by their masks for a change of this view's size from `oldSize`.
  private func shimAutoresizeSubviews(from oldSize: CGSize) {
    let size = bounds.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      let (x, width) = Self.shimShare(
        size.width - oldSize.width, lead: frame.minX, length: frame.width,
        trail: oldSize.width - frame.maxX,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.shimShare(
        size.height - oldSize.height, lead: frame.minY, length: frame.height,
        trail: oldSize.height - frame.maxY,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      frame.origin = CGPoint(x: x, y: y)
      frame.size = CGSize(width: width, height: height)
      subview.frame = frame
    }
  }

  /// The new origin and length along one axis, sharing `delta` among the flexible parts.
  private static func shimShare(
    _ delta: CGFloat, lead: CGFloat, length: CGFloat, trail: CGFloat,
    flexible: (lead: Bool, length: Bool, trail: Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [(flexible.lead, lead), (flexible.length, length), (flexible.trail, trail)]
    let chosen = parts.filter(\.0)
    guard !chosen.isEmpty, delta != 0 else { return (lead, length) }
    let total = chosen.reduce(0) { $0 + max($1.1, 0) }
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * max(part.1, 0) / total : delta / CGFloat(chosen.count)
    }
    return (lead + share(parts[0]), length + share(parts[1]))
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  // Apple: `struct AutoresizingMask`
  // An option set over UInt with UIKit's bit values (UIViewAutoresizingFlexibleLeftMargin =
  // 1 << 0 through UIViewAutoresizingFlexibleBottomMargin = 1 << 5; from the C enum, not on
  // the page).
  public struct AutoresizingMask: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
    // Apple: `init(rawValue: UInt)`
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
    // Apple: `static var flexibleLeftMargin: UIView.AutoresizingMask { get }`
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    // Apple: `static var flexibleWidth: UIView.AutoresizingMask { get }`
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
    // Apple: `static var flexibleRightMargin: UIView.AutoresizingMask { get }`
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
    // Apple: `static var flexibleTopMargin: UIView.AutoresizingMask { get }`
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    // Apple: `static var flexibleHeight: UIView.AutoresizingMask { get }`
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
    // Apple: `static var flexibleBottomMargin: UIView.AutoresizingMask { get }`
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  // https://developer.apple.com/documentation/uikit/uiview/transform
  // Apple: `var transform: CGAffineTransform { get set }`
  // Applied about the centre (the layer's default anchor point).
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  // Apple: `var frame: CGRect { get set }`
  // Derived from center, bounds.size and transform: the bounding box of the transformed bounds.
  // Setting it sets center and bounds.size. The page: "If the transform property is not the
  // identity transform, the value of this property is undefined and therefore should be
  // ignored."
  open var frame: CGRect {
    get { layer.frame }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  // MARK: Hierarchy

  // https://developer.apple.com/documentation/uikit/uiview/superview
  // Apple: `var superview: UIView? { get }`
  open private(set) weak var superview: UIView?

  // https://developer.apple.com/documentation/uikit/uiview/subviews
  // Apple: `var subviews: [UIView] { get }`
  // Back to front: "the view at index 0 being the back-most view".
  open private(set) var subviews: [UIView] = []

  // https://developer.apple.com/documentation/uikit/uiview/window
  // Apple: `var window: UIWindow? { get }`
  // The root of the tree when it is a UIWindow.
  open var window: UIWindow? {
    var view: UIView = self
    while let parent = view.superview { view = parent }
    return view as? UIWindow
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // Apple: `func addSubview(_ view: UIView)`
  // Moves the view to the top of the receiver's subviews, removing it from any previous
  // superview first.
  open func addSubview(_ view: UIView) {
    shimInsert(view, at: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  // Apple: `func insertSubview(_ view: UIView, at index: Int)`
  // The page: indices "cannot be greater than the number of subviews"; the shim clamps an
  // index out of range.
  open func insertSubview(_ view: UIView, at index: Int) {
    shimInsert(view, at: index)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
  // Apple: `func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)`
  // Appends when the sibling is not a subview of the receiver (unconfirmed).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    shimInsert(view, relativeTo: siblingSubview, offset: 1)
  }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
  // Apple: `func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; it follows the
  // aboveSubview page.) Appends when the sibling is not a subview of the receiver
  // (unconfirmed).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    shimInsert(view, relativeTo: siblingSubview, offset: 0)
  }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  // Apple: `func removeFromSuperview()`
  // A first responder inside the view resigns as the view leaves its window (`ShimKeyboard`).
  open func removeFromSuperview() {
    let window = self.window
    shimDetach()
    ShimKeyboard.view(self, leftWindow: window)
  }

  /// Takes the view out of its superview, leaving its first responder alone.
  private func shimDetach() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  // https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  // Apple: `func endEditing(_ force: Bool) -> Bool`
  // "This method looks at the current view and its subview hierarchy for the text field that
  // is currently the first responder. If it finds one, it asks that text field to resign as
  // first responder. If the force parameter is set to true, the text field is never even
  // asked; it is forced to resign." Returns "true if the view resigned the first responder
  // status or false if it did not" (false when there is none, unconfirmed).
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = ShimKeyboard.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return false }
    if force { return ShimKeyboard.forceResign(responder) }
    return responder.canResignFirstResponder && responder.resignFirstResponder()
  }

  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  // Apple: `func isDescendant(of view: UIView) -> Bool`
  // True for the receiver itself too, as the page says.
  @discardableResult
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
    let window = view.window
    view.shimDetach()
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    shimInsert(view, at: index + offset, leaving: window)
  }

  /// Inserts `view` at `index` (on top when nil); a first responder inside it resigns when it
  /// changes windows, and stays when it moves within one. `window` is the view's window before
  /// a caller detached it.
  private func shimInsert(_ view: UIView, at index: Int?, leaving window: UIWindow? = nil) {
    precondition(view !== self, "UIKit shim: a view cannot be added to itself")
    precondition(!isDescendant(of: view), "UIKit shim: a view cannot be added to its subview")
    let moves = view.superview !== self
    let oldWindow = window ?? view.window
    view.shimDetach()
    defer {
      if oldWindow !== self.window { ShimKeyboard.view(view, leftWindow: oldWindow) }
    }
    let position = min(max(index ?? subviews.count, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    if moves {
      // A new place can mean a new safe area: UIKit lays the view out again, and once more
      // when its insets arrive a frame later.
      view.shimArrivalFrame = ShimRunLoop.frameCount
      view.setNeedsLayout()
      view.shimNoticeSafeAreaChanges()
      if ShimBehaviour.read.safeAreaOnArrival == .afterFirstFrameOnScreen {
        ShimRunLoop.afterNextFrame { [weak view] in
          view?.setNeedsLayout()
          view?.shimNoticeSafeAreaChanges()
        }
      }
    }
  }

  // MARK: Layout

  private var shimNeedsLayout = true

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  // Apple: `func setNeedsLayout()`
  open func setNeedsLayout() {
    shimNeedsLayout = true
  }

  /// Shim-only: the view controller whose root view this is (in UIKit the view knows its
  /// controller, its next responder); set by UIViewController when it loads or is given a view.
  weak var shimViewController: UIViewController?

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // Apple: `var next: UIResponder? { get }`
  // The UIResponder page: "UIView implements this method and returns the UIViewController
  // object that manages it (if it has one) or its superview (if it doesn't)."
  open override var next: UIResponder? { shimViewController ?? superview }

  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  // Apple: `func layoutIfNeeded()`
  // Runs layoutSubviews() when layout is pending, then does the same for the subviews. For a
  // view controller's root view the layout pass is
  // wrapped in the controller's viewWillLayoutSubviews() and viewDidLayoutSubviews(), as
  // UIKit's root views do.
  open func layoutIfNeeded() {
    if shimNeedsLayout {
      shimNeedsLayout = false
      shimViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      (shimViewController as? UINavigationController)?.shimLayoutBarsInLayoutPass()
      shimViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // Apple: `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`
  // "Returns the farthest descendant in the view hierarchy of the current view, including
  // itself, that contains the specified point", found "by calling the point(inside:with:)
  // method of each subview"; that it ignores hidden views, views with user interaction
  // disabled and views with an alpha below 0.01 is the page's discussion as developers quote
  // it. Subviews are searched front to back. A subview's override may return a view outside
  // that subview (a pass-through); what UIKit then does with it Apple does not say:
  // `ShimBehaviour.hitTestOutsideTheSubview`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      guard let hit = subview.hitTest(subview.convert(point, from: self), with: event) else {
        continue
      }
      if ShimBehaviour.read.hitTestOutsideTheSubview == .ignored, !hit.isDescendant(of: subview) {
        continue
      }
      return hit
    }
    return self
  }

  // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
  // Apple: `func point(inside point: CGPoint, with event: UIEvent?) -> Bool`
  // "true if point is inside the receiver's bounds; otherwise, false."
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  // Apple: `func layoutSubviews()`
  // Does nothing by default in the shim: no Auto Layout, no autoresizing.
  open func layoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  // Apple: `func sizeThatFits(_ size: CGSize) -> CGSize`
  // "The default implementation of this method returns the existing size of the view."
  @discardableResult
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // Apple: `var safeAreaInsets: UIEdgeInsets { get }`
  // iOS 11. The page: "If the view is not currently installed in a view hierarchy, or is not
  // yet visible onscreen, the edge insets in this property are 0." In the shim: the part of the
  // window's `shimSafeAreaInsets` the view overlaps, from when `ShimBehaviour.safeAreaOnArrival`
  // says a view that joined the window counts as on screen.
  open var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    if ShimBehaviour.read.safeAreaOnArrival == .afterFirstFrameOnScreen, shimJustArrived {
      return .zero
    }
    return shimOverlap(of: convert(bounds, to: window), with: window)
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  // Apple: `func safeAreaInsetsDidChange()`
  // iOS 11. "Called when the safe area of the view changes." The shim calls it on a view and
  // its subviews as they join a superview (and, when the safe area arrives a frame later, then)
  // and as the window's `shimSafeAreaInsets` change, on each view whose insets differ from the
  // ones it was last told of.
  open func safeAreaInsetsDidChange() {}

  /// The insets `safeAreaInsetsDidChange()` last told of.
  private var shimNotifiedSafeArea = UIEdgeInsets.zero

  /// Calls `safeAreaInsetsDidChange()` on this view and its subviews where the insets changed.
  func shimNoticeSafeAreaChanges() {
    let insets = safeAreaInsets
    if insets != shimNotifiedSafeArea {
      shimNotifiedSafeArea = insets
      safeAreaInsetsDidChange()
    }
    for subview in subviews { subview.shimNoticeSafeAreaChanges() }
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

  // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  // Apple: `var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }`
  // iOS 10. `shimLayoutDirection` when set, otherwise the superview's, otherwise left to right.
  // The page warns "you can't assume that the value propagates through the view's subtree":
  // the shim's inheritance is a modelling choice.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    shimLayoutDirection ?? superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// Shim-only: the layout direction this view (and, unless they set their own, its subviews)
  /// reports as `effectiveUserInterfaceLayoutDirection`; nil inherits.
  public var shimLayoutDirection: UIUserInterfaceLayoutDirection?

  // MARK: Gestures

  // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
  // Apple: `var gestureRecognizers: [UIGestureRecognizer]? { get set }`
  // nil when none are attached. The page: "If you add a gesture recognizer and then remove it,
  // the value of the property is an empty array"; the shim reports nil then too.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { shimGestureRecognizers.isEmpty ? nil : shimGestureRecognizers }
    set {
      for recognizer in shimGestureRecognizers { recognizer.shimView = nil }
      shimGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  private var shimGestureRecognizers: [UIGestureRecognizer] = []

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  // Apple: `func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
  // Detaches it from its previous view first.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    shimGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.shimView = self
  }

  // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  // Apple: `func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer)`
  // "This method releases gestureRecognizer in addition to detaching it from the view." What
  // becomes of a recogniser removed mid-gesture is `ShimBehaviour.recognizerRemovedMidGesture`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard shimGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    shimGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.shimView = nil
  }

  // MARK: Snapshots

  // https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  // Apple: `func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView?`
  // iOS 7. "A Boolean value that specifies whether the snapshot should be taken after recent
  // changes have been incorporated. Pass the value false to capture the screen in its current
  // state, which might not include recent changes." The page's discussion (in its earlier
  // wording, quoted by developers): "If the current view is not yet rendered, perhaps because it
  // is not yet onscreen, the snapshot view has no visible content."
  // The shim renders nothing: the snapshot is a new view with the receiver's center, bounds,
  // transform, alpha, background colour and corner radius, no subviews, and `shimSnapshotOf`
  // pointing at the receiver. A view counts as rendered once Core Animation has committed it
  // in a visible window (at the end of a turn of the run loop or a frame, `ShimRunLoop`), not
  // hidden. With `afterUpdates` false, a view not rendered yet gives a blank snapshot (no
  // background, `shimSnapshotIsBlank`) and logs UIKit's console warning (as developers report
  // it, "Snapshotting a view that has not been rendered at least once requires
  // afterScreenUpdates:YES"). With true, the changes are incorporated by a commit of the
  // receiver's window there and then, when the window is visible (`ShimForcedCommits`: the
  // whole window is laid out and rendered as it stands, and the display may show it), then the
  // receiver's pending layout runs and a view in a window is rendered for the snapshot; one in
  // no window gives a blank snapshot.
  @discardableResult
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    if afterUpdates {
      if let window, window.shimIsKey { ShimForcedCommits.commit(window) }
      layoutIfNeeded()
      if window != nil { shimHasBeenRendered = true }
    } else if !shimHasBeenRendered {
      ShimConsole.log(
        "Snapshotting a view that has not been rendered at least once requires "
          + "afterScreenUpdates:YES.")
    }
    let snapshot = UIView(frame: .zero)
    snapshot.bounds = CGRect(origin: .zero, size: bounds.size)
    snapshot.center = center
    snapshot.transform = transform
    snapshot.alpha = alpha
    snapshot.layer.cornerRadius = layer.cornerRadius
    snapshot.shimSnapshotOf = self
    snapshot.shimSnapshotAfterScreenUpdates = afterUpdates
    if shimHasBeenRendered {
      snapshot.backgroundColor = backgroundColor
    } else {
      snapshot.shimSnapshotIsBlank = true
    }
    return snapshot
  }

  // https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)
  // Apple: `func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView?`
  // iOS 7. "Returns a snapshot view based on the specified contents of the current view, with
  // stretchable insets." `rect`: "The portion of the view that you want to capture. The
  // rectangle must be in the bounds coordinate space of the current view." Modelled as
  // `snapshotView(afterScreenUpdates:)` of the receiver cut to `rect` (`shimSnapshotRect`), at
  // `rect`'s size, untransformed; the cap insets are not modelled.
  open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard let snapshot = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
    snapshot.transform = .identity
    snapshot.bounds = CGRect(origin: .zero, size: rect.size)
    snapshot.shimSnapshotRect = rect
    return snapshot
  }

  /// Shim-only: for a view made by `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`,
  /// the part of ``shimSnapshotOf`` it shows, in that view's bounds coordinates.
  public private(set) var shimSnapshotRect: CGRect?

  /// Shim-only: for a view made by `snapshotView(afterScreenUpdates:)`, the view it shows.
  public private(set) weak var shimSnapshotOf: UIView?
  /// Shim-only: for a snapshot view, the `afterScreenUpdates` it was taken with (nil for any
  /// other view).
  public private(set) var shimSnapshotAfterScreenUpdates: Bool?
  /// Shim-only: whether this snapshot has no visible content (its view was not rendered).
  public private(set) var shimSnapshotIsBlank = false
  /// Shim-only: whether Core Animation has rendered the view at least once (see
  /// `snapshotView(afterScreenUpdates:)`).
  public internal(set) var shimHasBeenRendered = false

  /// Shim-only: marks this view and every shown view below it as rendered (a commit).
  func shimMarkRendered() {
    guard !isHidden else { return }
    shimHasBeenRendered = true
    for subview in subviews { subview.shimMarkRendered() }
  }

  // MARK: Converting coordinates

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt
  // Apple: `func convert(_ point: CGPoint, to view: UIView?) -> CGPoint`
  // nil means window base coordinates; in the shim, the root of the receiver's tree.
  @discardableResult
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = shimToRoot(point)
    guard let view else { return inRoot }
    return view.shimFromRoot(inRoot)
  }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)
  // Apple: `func convert(_ point: CGPoint, from view: UIView?) -> CGPoint`
  // (page not retrieved: Apple disambiguates this overload's URL with a suffix not known here;
  // declaration unconfirmed, by analogy with the retrieved overloads.) nil means the root of
  // the receiver's tree.
  @discardableResult
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.shimToRoot(point) ?? point
    return shimFromRoot(inRoot)
  }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d
  // Apple: `func convert(_ rect: CGRect, to view: UIView?) -> CGRect`
  // The bounding box of the converted corners.
  @discardableResult
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    shimBoundingBox(of: rect) { convert($0, to: view) }
  }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-8mdzh
  // Apple: `func convert(_ rect: CGRect, from view: UIView?) -> CGRect`
  // (page not retrieved: Apple disambiguates this overload's URL with a suffix not known here;
  // declaration unconfirmed, by analogy with `convert(_:to:)`.) nil means window base
  // coordinates; the bounding box of the converted corners.
  @discardableResult
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    shimBoundingBox(of: rect) { convert($0, from: view) }
  }

  // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  // Apple: `func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize`
  // "Returns the optimal size of the view based on its constraints and the specified fitting
  // priorities"; it "does not actually change the size of the view". Constraints are not
  // modelled: a test gives the height the content's constraints fit at a width
  // (`shimFittingHeight`); without one, the view has no constraints that set a height and the
  // answer is the target size.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    guard let shimFittingHeight else { return targetSize }
    return CGSize(width: targetSize.width, height: shimFittingHeight(targetSize.width))
  }

  /// Shim-only: the height this view's constraints fit at a width, for
  /// `systemLayoutSizeFitting`.
  public var shimFittingHeight: ((CGFloat) -> CGFloat)?

  // https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
  // Apple: `class let layoutFittingCompressedSize: CGSize`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) "the smallest
  // possible size" for `systemLayoutSizeFitting`: zero.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  // Apple: `var traitCollection: UITraitCollection { get }`
  // UIView adopts UITraitEnvironment. In the shim: the window's `shimTraitCollection`
  // (regular height unless a test sets it), inherited down the tree.
  open var traitCollection: UITraitCollection {
    window?.shimTraitCollection ?? UITraitCollection(shimVerticalSizeClass: .regular)
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

  // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  // Apple: `class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)`
  // iOS 7. The shim never animates implicitly: it runs the closure.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ShimAnimationCapture.withoutCapture(actionsWithoutAnimation)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
  // Apple: `class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil)`
  // iOS 7. Inside a property animator's block with a zero duration, the keyframes run over
  // their windows of the animator's progress or apply at once
  // (`ShimBehaviour.keyframesInsideAnimator`). Anywhere else the shim has no render loop: the
  // values apply at once and the completion runs at once with true (UIKit calls it later).
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    if ShimAnimationCapture.isCapturing,
      ShimBehaviour.read.keyframesInsideAnimator == .inheritAnimatorTiming
    {
      shimKeyframeBlockCount += 1
      animations()
    } else {
      ShimAnimationCapture.withoutCapture(animations)
    }
    completion?(true)
  }

  /// Shim-only: how many keyframe animations have been made inside property animators' blocks
  /// (a block that makes one holds keyframes).
  static var shimKeyframeBlockCount = 0

  // https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
  // Apple: `class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void)`
  // iOS 7. Inside an inherited keyframe animation, the changes animate over the relative
  // window; otherwise they apply at once.
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    ShimAnimationCapture.withinWindow(frameStartTime...(frameStartTime + max(frameDuration, 0))) {
      animations()
    }
  }
}

// https://developer.apple.com/documentation/uikit/uiwindow
// Apple: `@MainActor class UIWindow`
// A UIView subclass, the root of a view tree. It inherits UIView's init(frame:) and init();
// Apple's UIWindow init() page (https://developer.apple.com/documentation/uikit/uiwindow/init())
// gives its availability as "iOS: 2.0.0 - 26.0.0", that is, deprecated in iOS 26 (no message
// shown); UIWindow's own init(frame:) page was not retrieved.
@MainActor
open class UIWindow: UIView {
  /// Shim-only: the window's safe-area insets (a phone's status bar and home indicator, say);
  /// views get the part they overlap as their `safeAreaInsets`.
  public var shimSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if shimSafeAreaInsets != oldValue { shimNoticeSafeAreaChanges() } }
  }

  /// Shim-only: where the window's origin is in its screen's coordinate space: zero for a
  /// window that fills its screen; elsewhere for an iPad window in Split View, Slide Over or
  /// Stage Manager, which does not.
  public var shimOriginOnScreen: CGPoint = .zero

  /// Shim-only: the screen the window is on (`screen`).
  var shimScreen = UIScreen.shimMain

  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  // Apple: `weak var windowScene: UIWindowScene? { get set }`
  // iOS 13. "Changing the value of this property moves the window to the newly specified
  // scene": the window is then on the scene's screen (its `screen` too).
  open weak var windowScene: UIWindowScene? {
    didSet {
      if let windowScene { shimScreen = windowScene.screen }
    }
  }

  /// Shim-only: the trait collection every view in the window reports (an iPhone in landscape
  /// is compact in height).
  public var shimTraitCollection = UITraitCollection(shimVerticalSizeClass: .regular)

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  // Apple: `var rootViewController: UIViewController? { get set }`
  // The page: assigning one "installs the view controller’s view as the content view of the
  // window"; the shim puts it at the window's bounds.
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

  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  // Apple: `func makeKeyAndVisible()`
  // The shim has one screen: a visible window is laid out on every frame of the run loop.
  open func makeKeyAndVisible() {
    shimIsKey = true
    ShimRunLoop.windowBecameVisible(self)
  }

  /// Shim-only: whether `makeKeyAndVisible()` was called.
  public private(set) var shimIsKey = false

  /// Shim-only: a finger lands at `point` (window coordinates), as UIKit delivers a new touch:
  /// the window hit-tests it (the deepest visible view that takes touches and contains it,
  /// front to back), then every enabled gesture recogniser of that view and of its superviews
  /// receives the touch (`UIGestureRecognizer`'s delegate is asked
  /// `gestureRecognizer(_:shouldReceive:)`; a recogniser refused it cannot begin with this
  /// finger), and every scroll view among them that was decelerating stops, before or after the
  /// recognisers are asked as `ShimBehaviour.decelerationOnTouch` says. Returns the touch.
  /// While UIKit ignores interaction events (`ShimInteractionEvents.areIgnored`), the touch
  /// reaches nothing.
  @discardableResult
  public func shimTouchDown(at point: CGPoint) -> UITouch {
    let hit = hitTest(point, with: nil)
    let touch = UITouch(shimLocation: point, view: hit)
    guard !ShimInteractionEvents.areIgnored else { return touch }
    let chain = sequence(first: hit, next: { $0?.superview }).compactMap { $0 }
    let stopsFirst = ShimBehaviour.read.decelerationOnTouch == .stopsBeforeRecognizersAreAsked
    if stopsFirst { Self.shimStopDecelerating(chain) }
    for view in chain {
      for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
        recognizer.shimReceive(touch)
      }
    }
    if !stopsFirst { Self.shimStopDecelerating(chain) }
    return touch
  }

  private static func shimStopDecelerating(_ views: [UIView]) {
    for case let scrollView as UIScrollView in views { scrollView.shimIsDecelerating = false }
  }
}

// https://developer.apple.com/documentation/uikit/uievent
// Apple: `@MainActor class UIEvent`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) An NSObject subclass;
// the shim makes none (its hit tests pass nil, as "calling this method from outside your
// event-handling code" may).
@MainActor
open class UIEvent: NSObject {}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
// Apple: `@MainActor protocol UICoordinateSpace : NSObjectProtocol`
// "A set of methods for converting between different frames of reference on a screen." UIView
// adopts it, and `UIScreen.coordinateSpace` is one. The shim declares the rectangle
// conversions and the bounds, and converts through the screen's coordinates with the shim-only
// requirements (a view's window sits at `UIWindow.shimOriginOnScreen` on its screen).
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
  // Apple: `func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect`
  // "Converts a rectangle from the coordinate space of the current object to the specified
  // coordinate space."
  @discardableResult
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  // Apple: `func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect`
  // "Converts a rectangle from the specified coordinate space to the coordinate space of the
  // current object."
  @discardableResult
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect

  // https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds
  // Apple: `var bounds: CGRect { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed)
  var bounds: CGRect { get }

  /// Shim-only: a rectangle in this space, in the screen's coordinates.
  func shimRectOnScreen(_ rect: CGRect) -> CGRect

  /// Shim-only: a rectangle in the screen's coordinates, in this space.
  func shimRect(fromScreen rect: CGRect) -> CGRect
}

extension UIView: UICoordinateSpace {
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
  // Apple: `func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect`
  // Through the screen's coordinates: the bounding box of the converted corners.
  @discardableResult
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.shimRect(fromScreen: shimRectOnScreen(rect))
  }

  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  // Apple: `func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect`
  // Through the screen's coordinates.
  @discardableResult
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    shimRect(fromScreen: coordinateSpace.shimRectOnScreen(rect))
  }

  /// Shim-only: the rectangle in the window's coordinates, offset by the window's place on its
  /// screen (a view in no window counts its root as at the screen's origin).
  public func shimRectOnScreen(_ rect: CGRect) -> CGRect {
    let origin = window?.shimOriginOnScreen ?? .zero
    return convert(rect, to: nil as UIView?).offsetBy(dx: origin.x, dy: origin.y)
  }

  /// Shim-only: the inverse of `shimRectOnScreen(_:)`.
  public func shimRect(fromScreen rect: CGRect) -> CGRect {
    let origin = window?.shimOriginOnScreen ?? .zero
    return convert(rect.offsetBy(dx: -origin.x, dy: -origin.y), from: nil as UIView?)
  }
}
