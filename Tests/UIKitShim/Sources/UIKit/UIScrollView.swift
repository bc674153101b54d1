// UIKit shim: scroll views, table views and text views. See Basics.swift for the conventions.
//
// A scroll view follows its own pan as UIKit's does: the content moves with the finger
// (`bounces` lets it past an edge, at half the finger's movement), and a lift while it moves
// starts a deceleration that runs frame by frame on the simulated run loop. The recognisers a
// table view or a text view adds besides its pan (swipe actions, reordering, the drag
// interaction's lift, text selection) are there too, where `ShimBehaviour.scrollViewContentGestures`
// puts them: Apple documents neither their classes nor their views.

// https://developer.apple.com/documentation/uikit/uiscrollview
// Apple: `@MainActor class UIScrollView`
// A UIView subclass.
@MainActor
open class UIScrollView: UIView {
  private let shimPanGestureRecognizer: UIPanGestureRecognizer

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // Apple: `init(frame: CGRect)`
  // UIView's initializer, overridden to attach the pan recognizer, which the scroll view
  // follows (`shimFollow(_:)`) before any target the app or the library adds to it.
  public override init(frame: CGRect) {
    shimPanGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    addGestureRecognizer(shimPanGestureRecognizer)
    shimPanGestureRecognizer.shimAddAction { [weak self] recognizer in
      MainActor.assumeIsolated { self?.shimFollow(recognizer) }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Required, as for
  // UIView; not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UIScrollView.init(coder:) is not modelled")
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  // Apple: `var contentOffset: CGPoint { get set }`
  // The bounds origin, as in UIKit (unconfirmed by the page). Setting it does not stop a
  // deceleration (the next frame goes on from the new offset); `setContentOffset(_:animated:)`
  // does.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  // Apple: `func setContentOffset(_ contentOffset: CGPoint, animated: Bool)`
  // Without animation: the offset at once, and a deceleration in progress stops there (the
  // page is silent; developers report that this is how to stop a scroll view that is
  // decelerating, and the shim models that). The animated form is not modelled.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    precondition(!animated, "UIKit shim: setContentOffset(_:animated: true) is not modelled")
    shimStopDecelerating()
    self.contentOffset = contentOffset
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  // Apple: `var contentSize: CGSize { get set }`
  open var contentSize: CGSize = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  // Apple: `var contentInset: UIEdgeInsets { get set }`
  open var contentInset: UIEdgeInsets = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  // Apple: `var adjustedContentInset: UIEdgeInsets { get }`
  // iOS 11. contentInset plus `shimSafeAreaInsets` (the page: "The safe area insets are then
  // added to the values in the contentInset property").
  open var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(
      top: contentInset.top + shimSafeAreaInsets.top,
      left: contentInset.left + shimSafeAreaInsets.left,
      bottom: contentInset.bottom + shimSafeAreaInsets.bottom,
      right: contentInset.right + shimSafeAreaInsets.right)
  }

  /// Shim-only: the safe-area insets added to `adjustedContentInset`.
  public var shimSafeAreaInsets: UIEdgeInsets = .zero

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // Apple: `var safeAreaInsets: UIEdgeInsets { get }`
  // For a scroll view, `shimSafeAreaInsets`.
  open override var safeAreaInsets: UIEdgeInsets { shimSafeAreaInsets }

  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  // Apple: `var panGestureRecognizer: UIPanGestureRecognizer { get }`
  // iOS 5. Attached to the scroll view; the scroll view follows it.
  open var panGestureRecognizer: UIPanGestureRecognizer { shimPanGestureRecognizer }

  // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  // Apple: `var isScrollEnabled: Bool { get set }`
  // "The default value is true"; "When scrolling is disabled, the scroll view doesn't accept
  // touch events; it forwards them up the responder chain." Stored; a disabled scroll view
  // does not follow its pan.
  open var isScrollEnabled = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
  // Apple: `var bounces: Bool { get set }`
  // "The default value is true. Setting bounces is equivalent to setting both
  // bouncesHorizontally and bouncesVertically to the same value." Reads true when both axes
  // bounce (the page does not say what it reads when they differ).
  open var bounces: Bool {
    get { shimBouncesHorizontally && shimBouncesVertically }
    set {
      shimBouncesHorizontally = newValue
      shimBouncesVertically = newValue
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/bouncesvertically
  // Apple: `var bouncesVertically: Bool { get set }`
  // iOS 17.4. "A Boolean value that determines whether the scroll view bounces when it reaches
  // the ends of its vertical axis."
  @available(iOS 17.4, *)
  open var bouncesVertically: Bool {
    get { shimBouncesVertically }
    set { shimBouncesVertically = newValue }
  }

  /// Shim-only: the horizontal half of `bounces` (UIKit's `bouncesHorizontally`, not declared).
  private var shimBouncesHorizontally = true
  private var shimBouncesVertically = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  // Apple: `var alwaysBounceVertical: Bool { get set }`
  // "If the value of this property is true and bouncesVertically is true, the scroll view
  // allows vertical dragging even if the content is smaller than the bounds of the scroll
  // view. The default value is false."
  open var alwaysBounceVertical = false

  // https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
  // Apple: `var showsVerticalScrollIndicator: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme; declared as its retrieved twin
  // showsHorizontalScrollIndicator, which says "The default value is true. The indicator is
  // visible while tracking is underway and fades out after tracking.") What a person sees is
  // `shimShowsVerticalIndicator`.
  open var showsVerticalScrollIndicator = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  // Apple: `var isTracking: Bool { get }`
  // "The value of this property is true if the user has touched the content view but might not
  // have yet have started dragging it." In the shim: from the pan's `.began` until it ends.
  open var isTracking: Bool { shimIsTracking }

  private var shimIsTracking = false

  // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  // Apple: `var isDragging: Bool { get }`
  // "A Boolean value that indicates whether the user has begun scrolling the content." Backed
  // by `shimIsDragging`, which the pan sets from its `.began` until it ends.
  open var isDragging: Bool { shimIsDragging }

  /// Shim-only: what `isDragging` reports.
  public var shimIsDragging = false

  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  // Apple: `var isDecelerating: Bool { get }`
  // "Whether the content is moving in the scroll view after the user lifted their finger."
  // Backed by `shimIsDecelerating`: true from a lift while the content moves until the
  // deceleration stops (at an edge, when it has slowed to a stop, or when a finger lands on
  // the scroll view, `UIWindow.shimTouchDown(at:)`).
  open var isDecelerating: Bool { shimIsDecelerating }

  /// Shim-only: what `isDecelerating` reports (a test may set it to play a scroll view still
  /// moving after a flick; clearing it stops a deceleration in progress).
  public var shimIsDecelerating = false

  // https://developer.apple.com/documentation/uikit/uiscrollview/zoomscale
  // Apple: `var zoomScale: CGFloat { get set }`
  // iOS 3. "The default value is 1.0." Stored; the shim does not scale the content.
  open var zoomScale: CGFloat = 1

  // https://developer.apple.com/documentation/uikit/uiscrollview/minimumzoomscale
  // Apple: `var minimumZoomScale: CGFloat { get set }`
  // "The default value is 1.0." Stored.
  open var minimumZoomScale: CGFloat = 1

  /// Shim-only: whether the vertical indicator is on screen now: while the scroll view tracks
  /// or decelerates, when `showsVerticalScrollIndicator` allows it and the content scrolls
  /// vertically.
  public var shimShowsVerticalIndicator: Bool {
    (isTracking || isDecelerating) && showsVerticalScrollIndicator && shimScrollsVertically
  }

  /// Shim-only: the velocity of the content's offset while it decelerates, in points per
  /// second.
  public private(set) var shimDecelerationVelocity: CGPoint = .zero

  /// Shim-only: UIKit's normal deceleration rate as developers measure it (0.998 of the
  /// velocity kept per millisecond; Apple gives no value).
  static let shimDecelerationRate = 0.998

  private var shimLastTranslation: CGPoint = .zero
  private var shimDecelerationLink: CADisplayLink?

  /// The range of `contentOffset.y`: from the top inset to the content's bottom edge.
  private var shimVerticalRange: ClosedRange<CGFloat> {
    let insets = adjustedContentInset
    let top = -insets.top
    return top...max(top, contentSize.height - bounds.height + insets.bottom)
  }

  private var shimHorizontalRange: ClosedRange<CGFloat> {
    let insets = adjustedContentInset
    let left = -insets.left
    return left...max(left, contentSize.width - bounds.width + insets.right)
  }

  /// Whether a vertical drag moves the content (UIKit's rule for `alwaysBounceVertical`).
  var shimScrollsVertically: Bool {
    isScrollEnabled
      && (shimVerticalRange.upperBound > shimVerticalRange.lowerBound
        || (alwaysBounceVertical && shimBouncesVertically))
  }

  private var shimScrollsHorizontally: Bool {
    isScrollEnabled && shimHorizontalRange.upperBound > shimHorizontalRange.lowerBound
  }

  private func shimFollow(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      shimStopDecelerating()
      shimIsTracking = true
      shimIsDragging = true
      shimLastTranslation = pan.translation(in: self)
    case .changed:
      let translation = pan.translation(in: self)
      let delta = CGPoint(
        x: translation.x - shimLastTranslation.x, y: translation.y - shimLastTranslation.y)
      shimLastTranslation = translation
      guard isScrollEnabled else { return }
      contentOffset = CGPoint(
        x: shimScrollsHorizontally
          ? Self.shimMove(
            contentOffset.x, by: -delta.x, within: shimHorizontalRange,
            bounces: shimBouncesHorizontally) : contentOffset.x,
        y: shimScrollsVertically
          ? Self.shimMove(
            contentOffset.y, by: -delta.y, within: shimVerticalRange,
            bounces: shimBouncesVertically) : contentOffset.y)
    case .ended:
      shimLift(velocity: pan.velocity(in: self))
    case .cancelled, .failed:
      let keepsMomentum = ShimBehaviour.read.scrollViewCancelledPan == .decelerates
      shimLift(velocity: keepsMomentum ? pan.velocity(in: self) : .zero)
    default:
      break
    }
  }

  /// The offset after a finger movement of `-delta`: past an edge only when it bounces, and
  /// then at half the movement (UIKit's rubber band, which Apple does not document).
  private static func shimMove(
    _ offset: CGFloat, by delta: CGFloat, within range: ClosedRange<CGFloat>, bounces: Bool
  ) -> CGFloat {
    let free = offset + delta
    guard !range.contains(free) else { return free }
    guard bounces else { return min(max(free, range.lowerBound), range.upperBound) }
    let edge = free < range.lowerBound ? range.lowerBound : range.upperBound
    let start = range.contains(offset) ? edge : offset
    return start + (free - start) / 2
  }

  /// The finger lifted (or was taken away) with the content moving at `-velocity`: a content
  /// past an edge goes back to it; otherwise it decelerates along the axes that scroll.
  private func shimLift(velocity: CGPoint) {
    shimIsTracking = false
    shimIsDragging = false
    let clamped = CGPoint(
      x: min(max(contentOffset.x, shimHorizontalRange.lowerBound), shimHorizontalRange.upperBound),
      y: min(max(contentOffset.y, shimVerticalRange.lowerBound), shimVerticalRange.upperBound))
    guard clamped == contentOffset else {
      contentOffset = clamped
      return
    }
    let momentum = CGPoint(
      x: shimScrollsHorizontally ? -velocity.x : 0, y: shimScrollsVertically ? -velocity.y : 0)
    guard isScrollEnabled, abs(momentum.x) + abs(momentum.y) >= 1 else { return }
    shimDecelerationVelocity = momentum
    shimIsDecelerating = true
    let link = CADisplayLink(shimCallback: { [weak self] link in
      MainActor.assumeIsolated { self?.shimDecelerate(over: link.duration) }
    })
    link.add(to: .main, forMode: .common)
    shimDecelerationLink?.invalidate()
    shimDecelerationLink = link
  }

  /// One frame of the deceleration, `interval` seconds long.
  private func shimDecelerate(over interval: Double) {
    guard shimIsDecelerating else { return shimStopDecelerating() }
    // The velocity decays continuously by the rate per millisecond: over the frame the content
    // moves by its integral, v · (decay − 1) / (1000 · ln rate).
    let logRate = log(Self.shimDecelerationRate) * 1000
    let decay = exp(logRate * interval)
    let travel = CGFloat((decay - 1) / logRate)
    let free = CGPoint(
      x: contentOffset.x + shimDecelerationVelocity.x * travel,
      y: contentOffset.y + shimDecelerationVelocity.y * travel)
    shimDecelerationVelocity = CGPoint(
      x: shimDecelerationVelocity.x * CGFloat(decay), y: shimDecelerationVelocity.y * CGFloat(decay)
    )
    let next = CGPoint(
      x: min(max(free.x, shimHorizontalRange.lowerBound), shimHorizontalRange.upperBound),
      y: min(max(free.y, shimVerticalRange.lowerBound), shimVerticalRange.upperBound))
    contentOffset = next
    let speed = abs(shimDecelerationVelocity.x) + abs(shimDecelerationVelocity.y)
    if next != free || speed < 5 { shimStopDecelerating() }
  }

  /// Stops a deceleration where the content is.
  func shimStopDecelerating() {
    shimIsDecelerating = false
    shimDecelerationVelocity = .zero
    shimDecelerationLink?.invalidate()
    shimDecelerationLink = nil
  }
}

// https://developer.apple.com/documentation/uikit/uitableview
// Apple: `@MainActor class UITableView`
// "A view that presents data using rows in a single column"; a UIScrollView subclass. No rows,
// data source or delegate are modelled: a table view is a scroll view with the recognisers a
// table adds for its rows' swipe actions, for reordering and for its drag interaction
// (`shimSwipeActionsRecognizer`, `shimReorderRecognizer`, `shimDragLiftRecognizer`). Apple
// publishes none of them: their classes here (a pan, long presses) are a modelling choice, and
// where they sit is `ShimBehaviour.scrollViewContentGestures` (on the table, or on its first
// row, `shimRow`, 44 points tall across the table).
@MainActor
open class UITableView: UIScrollView {
  /// Shim-only: the recogniser that swipes a row to show its actions.
  public let shimSwipeActionsRecognizer = UIPanGestureRecognizer()
  /// Shim-only: the recogniser that picks a row up to reorder it.
  public let shimReorderRecognizer = UILongPressGestureRecognizer()
  /// Shim-only: the recogniser of the table's drag interaction, which lifts a row to drag it.
  public let shimDragLiftRecognizer = UILongPressGestureRecognizer()
  /// Shim-only: the first row, where `ShimBehaviour.scrollViewContentGestures` may put the
  /// recognisers.
  public let shimRow: UIView

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // Apple: `init(frame: CGRect)`
  // UIView's initializer (UIKit's designated one is `init(frame:style:)`, not declared here);
  // adds the first row and the table's recognisers.
  public override init(frame: CGRect) {
    shimRow = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 44))
    super.init(frame: frame)
    addSubview(shimRow)
    let host: UIView =
      ShimBehaviour.read.scrollViewContentGestures == .onTheContent ? shimRow : self
    for recognizer in [shimSwipeActionsRecognizer, shimReorderRecognizer, shimDragLiftRecognizer] {
      host.addGestureRecognizer(recognizer)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UITableView.init(coder:) is not modelled")
  }
}

// https://developer.apple.com/documentation/uikit/uitextview
// Apple: `@MainActor class UITextView`
// "A scrollable, multiline text region"; a UIScrollView subclass. No text is modelled: a test
// focuses one with `becomeFirstResponder()` or `shimIsFirstResponder`. It has the recognisers
// of text selection (`shimTextSelectionRecognizers`: a long press that places the cursor and a
// pan that extends the selection). Apple is silent on which recognisers a text view installs (it documents
// `UITextInteraction` for custom text views): their classes are a modelling choice, and where
// they sit is `ShimBehaviour.scrollViewContentGestures` (on the text view, or on its text
// container, `shimTextContainer`, filling it).
@MainActor
open class UITextView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  // Apple: `var canBecomeFirstResponder: Bool { get }`
  // A text view takes the focus (the UITextView page does not restate the override).
  open override var canBecomeFirstResponder: Bool { true }

  /// Shim-only: the recognisers of text selection.
  public let shimTextSelectionRecognizers: [UIGestureRecognizer] = [
    UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
  ]
  /// Shim-only: the view that draws the text, where `ShimBehaviour.scrollViewContentGestures`
  /// may put the recognisers.
  public let shimTextContainer: UIView

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // Apple: `init(frame: CGRect)`
  // UIView's initializer (UIKit's designated one is `init(frame:textContainer:)`, not declared
  // here); adds the text container and the selection recognisers.
  public override init(frame: CGRect) {
    shimTextContainer = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(shimTextContainer)
    let onContent = ShimBehaviour.read.scrollViewContentGestures == .onTheContent
    for recognizer in shimTextSelectionRecognizers {
      (onContent ? shimTextContainer : self).addGestureRecognizer(recognizer)
    }
  }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // Apple: `init?(coder: NSCoder)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Not modelled.
  public required init?(coder: NSCoder) {
    fatalError("UIKit shim: UITextView.init(coder:) is not modelled")
  }
}
