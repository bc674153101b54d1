#if canImport(UIKit)
  import UIKit

  /// A pan that starts interactive transitions: when it begins, ``begin`` asks the owner (a
  /// navigation, modal or tab delegate) to start the UIKit operation with an interactive
  /// ``FluidTransition``, and the finger's movements and lift drive it.
  ///
  /// It decides whether to begin with the core's rules: an ``Interaction/edgePan`` uses a
  /// screen-edge recogniser on the leading edge; a ``Interaction/pan`` begins only when the
  /// finger moves mostly horizontally (so vertical scrolling is left alone); ``Interaction/panDown``
  /// and ``Interaction/zoomDrag`` begin only when the finger moves down (for dismissals) and any
  /// scroll view under the finger is at its top, and then take over from that scroll view.
  @MainActor
  public final class TransitionGesture: NSObject, UIGestureRecognizerDelegate {
    /// The recogniser to add to a view (the delegate adds it for you).
    public let recognizer: UIPanGestureRecognizer
    /// The gesture's rules.
    public let interaction: Interaction
    /// Whether completing means moving toward the trailing edge or down (backward operations).
    public var completesBackward: Bool
    /// Called when the gesture begins: start the UIKit operation and return its transition,
    /// or nil to ignore the gesture.
    public var begin: () -> FluidTransition?
    /// Asked before the gesture begins: whether there is a transition to start (something to
    /// pop, no transition running). A gesture that could not start one never begins, so it
    /// never takes a scroll view's touches for nothing.
    public var canBegin: () -> Bool = { true }

    private weak var transition: FluidTransition?
    private weak var scrollViewTakenOver: UIScrollView?
    private var action: AnyObject?

    /// Creates the gesture for `interaction`. `completesBackward` is true for pops and
    /// dismissals.
    public init(
      interaction: Interaction,
      completesBackward: Bool = true,
      begin: @escaping () -> FluidTransition?
    ) {
      self.interaction = interaction
      self.completesBackward = completesBackward
      self.begin = begin
      recognizer =
        interaction == .edgePan ? UIScreenEdgePanGestureRecognizer() : UIPanGestureRecognizer()
      super.init()
      recognizer.delegate = self
      action = GestureActions.attach(recognizer) { [weak self] recognizer in
        self?.handle(recognizer)
      }
    }

    /// Points the edge recogniser at the leading edge for `direction`.
    func updateEdge(for direction: UIUserInterfaceLayoutDirection) {
      (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges =
        direction == .rightToLeft ? .right : .left
    }

    func handle(_ recognizer: UIGestureRecognizer) {
      guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
      let time = CACurrentMediaTime()
      switch pan.state {
      case .began:
        takeOverScrollView(at: pan.location(in: view), in: view)
        transition = begin()
        transition?.touchBegan(at: pan.location(in: view), time: time)
      case .changed:
        transition?.touchMoved(to: pan.location(in: view), time: time)
      case .ended:
        transition?.touchEnded(at: time, velocity: pan.velocity(in: view))
        finish()
      case .cancelled, .failed:
        transition?.touchCancelled()
        finish()
      default:
        break
      }
    }

    private func finish() {
      transition = nil
      scrollViewTakenOver?.panGestureRecognizer.isEnabled = true
      scrollViewTakenOver = nil
    }

    /// Begins only in this gesture's direction, and for vertical dismissals only when the
    /// scroll view under the finger is at its top.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard canBegin() else { return false }
      guard interaction != .edgePan, let view = recognizer.view else { return true }
      let translation = recognizer.translation(in: view)
      let velocity = recognizer.velocity(in: view)
      let moved =
        abs(translation.x) + abs(translation.y) > 1
        ? Vector(dx: Double(translation.x), dy: Double(translation.y))
        : Vector(dx: Double(velocity.x), dy: Double(velocity.y))
      let layout: LayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      let mapping: InteractionMapping =
        interaction == .pan
        ? .horizontal(towardTrailing: completesBackward, distance: 1, layoutDirection: layout)
        : .vertical(downward: completesBackward, distance: 1)
      // A short movement is judged by its direction alone.
      let scaled =
        moved.length >= Interaction.lockDistance
        ? moved : moved * (Interaction.lockDistance / max(moved.length, 1e-9))
      guard interaction.commits(translation: scaled, mapping: mapping) == true else {
        return false
      }
      if interaction == .panDown || interaction == .zoomDrag,
        let scrollView = Self.scrollView(at: recognizer.location(in: view), in: view)
      {
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
      }
      return true
    }

    /// Runs alongside scroll views, so a pull at the top of one can become a dismissal.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer.view is UIScrollView
    }

    private func takeOverScrollView(at point: CGPoint, in view: UIView) {
      guard interaction == .panDown || interaction == .zoomDrag,
        let scrollView = Self.scrollView(at: point, in: view)
      else { return }
      // Stop the scroll view so it does not bounce while the finger pulls the dismissal.
      scrollView.panGestureRecognizer.isEnabled = false
      scrollViewTakenOver = scrollView
    }

    /// The innermost scroll view under `point` (in `view`'s coordinates), if any.
    static func scrollView(at point: CGPoint, in view: UIView) -> UIScrollView? {
      for subview in view.subviews.reversed() where !subview.isHidden {
        let local = view.convert(point, to: subview)
        guard subview.bounds.contains(local) else { continue }
        if let inner = scrollView(at: local, in: subview) { return inner }
        if let scrollView = subview as? UIScrollView { return scrollView }
      }
      return nil
    }
  }
#endif
