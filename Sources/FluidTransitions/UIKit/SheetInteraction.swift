#if canImport(UIKit)
  import UIKit

  /// The presented sheet's own gestures and keyboard, for a ``SheetStyle`` presentation: glue
  /// between UIKit and a ``SheetDetentDriver``, which makes every decision.
  ///
  /// - A pan on the sheet (vertical, ``SheetDragOwner/beginsDrag(translation:)``) drives the
  ///   driver; it recognises alongside scroll views in the sheet, and while the driver says the
  ///   sheet owns a movement the scroll view under the finger is held at the offset it had
  ///   (``SheetDragOwner``), so content never scrolls and moves at once.
  /// - Keyboard frame notifications become ``KeyboardChange``s (the end frame converted from
  ///   window coordinates into the container's), with the focused text field's bottom edge in
  ///   the sheet as ``SheetDetentDriver/firstResponderMaxY``.
  /// - A grabber (``SheetStyle/grabberFrame(inSheetOfWidth:)``) sits on top of the sheet's
  ///   content.
  /// - The dimming view takes touches (a tap dismisses) only while the sheet dims.
  ///
  /// ``FluidPresentationController`` makes one when a sheet's presentation completes.
  @MainActor
  public final class SheetInteraction: NSObject, UIGestureRecognizerDelegate {
    /// The driver that moves the sheet.
    public let driver: SheetDetentDriver
    /// The pan installed on the presented view.
    public let recognizer = UIPanGestureRecognizer()

    private let style: SheetStyle
    private weak var sheetView: UIView?
    private weak var containerView: UIView?
    private weak var dimmingView: UIView?
    private let nodes: ViewNodeTable
    private let grabber = UIView()
    private weak var scrollView: UIScrollView?
    private var pinnedOffset: CGPoint?
    private var action: AnyObject?
    /// The tokens `NotificationCenter` returned for the keyboard observers.
    private var observers: [AnyObject] = []
    private let isDismissible: @MainActor () -> Bool

    /// Creates the interaction and puts the sheet at the style's selected detent. The
    /// recogniser is added to `sheetView` and the keyboard is observed from now on;
    /// ``invalidate()`` undoes both.
    ///
    /// - Parameter isDismissible: Asked as each drag begins: whether a throw below the smallest
    ///   detent dismisses (`!isModalInPresentation`).
    public init(
      style: SheetStyle,
      sheetView: UIView,
      containerView: UIView,
      dimmingView: UIView?,
      isDismissible: @escaping @MainActor () -> Bool,
      clock: (any FrameClock)? = nil
    ) {
      self.style = style
      self.sheetView = sheetView
      self.containerView = containerView
      self.dimmingView = dimmingView
      self.isDismissible = isDismissible
      var configuration = SheetDetentDriver.Configuration(isDismissible: isDismissible())
      configuration.prefersScrollingExpandsWhenScrolledToEdge =
        style.prefersScrollingExpandsWhenScrolledToEdge
      let nodes = ViewNodeTable()
      self.nodes = nodes
      driver = SheetDetentDriver(
        layout: Self.layout(of: style, in: containerView),
        selectedDetentIdentifier: style.selectedDetentIdentifier,
        sheet: nodes.node(for: sheetView),
        dimming: dimmingView.map { nodes.node(for: $0) },
        clock: clock ?? DisplayLinkClock(), configuration: configuration)
      super.init()
      recognizer.delegate = self
      action = GestureActions.attach(recognizer) { [weak self] recognizer in
        self?.handle(recognizer)
      }
      sheetView.addGestureRecognizer(recognizer)
      grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.5)
      grabber.isUserInteractionEnabled = false
      grabber.layer.cornerRadius = CGFloat(SheetStyle.grabberSize.height / 2)
      layoutGrabber()
      observeKeyboard()
      updateDimmingTouches()
    }

    /// The style's layout in `containerView`'s bounds and size class.
    static func layout(of style: SheetStyle, in containerView: UIView) -> SheetLayout {
      style.layout(
        in: Rect(containerView.bounds),
        isHeightCompact: containerView.traitCollection.verticalSizeClass == .compact)
    }

    /// The sheet's frame now, in the container's coordinates.
    var frame: CGRect {
      driver.layout.frame(forValue: driver.value, keyboardHeight: driver.keyboardHeight).cgRect
    }

    /// The container changed size or size class: the sheet keeps its detent in the new layout.
    func containerDidLayout() {
      guard let containerView else { return }
      let layout = Self.layout(of: style, in: containerView)
      if layout != driver.layout { driver.updateLayout(layout) }
      layoutGrabber()
    }

    /// Removes the recogniser, the grabber and the keyboard observers.
    func invalidate() {
      sheetView?.removeGestureRecognizer(recognizer)
      grabber.removeFromSuperview()
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
    }

    /// Keeps the grabber at its place on top of the sheet's content (or off, by the style).
    func layoutGrabber() {
      guard let sheetView, let frame = style.grabberFrame(inSheetOfWidth: sheetView.bounds.width)
      else {
        grabber.removeFromSuperview()
        return
      }
      grabber.frame = frame.cgRect
      sheetView.addSubview(grabber)
    }

    /// The dimming takes touches (and so a tap dismisses) only while it dims.
    func updateDimmingTouches() {
      dimmingView?.isUserInteractionEnabled = !driver.isBackgroundUndimmed
    }

    // MARK: - The pan

    func handle(_ recognizer: UIGestureRecognizer) {
      guard let pan = recognizer as? UIPanGestureRecognizer, let containerView else { return }
      let sample = TouchSample(
        position: Point(pan.location(in: containerView)), timestamp: CACurrentMediaTime())
      switch pan.state {
      case .began:
        if let sheetView {
          scrollView = TransitionGesture.scrollView(at: pan.location(in: sheetView), in: sheetView)
        }
        pinnedOffset = nil
        driver.configuration.isDismissible = isDismissible()
        // The pan begins once the finger has moved some way: grab where it came down, then
        // follow it to where it is, so the sheet stays under the finger.
        let translation = pan.translation(in: containerView)
        driver.touchDown(
          TouchSample(
            position: sample.position.offset(
              by: Vector(dx: -Double(translation.x), dy: -Double(translation.y))),
            timestamp: sample.timestamp))
        driver.touchMoved(sample, scrollView: scrollState())
      case .changed:
        let owner = driver.touchMoved(sample, scrollView: scrollState())
        holdScrollView(still: owner == .sheet)
      case .ended:
        let velocity = pan.velocity(in: containerView)
        driver.touchUp(sample, velocity: Vector(dx: Double(velocity.x), dy: Double(velocity.y)))
        endDrag()
      case .cancelled, .failed:
        driver.touchCancelled()
        endDrag()
      default:
        break
      }
      updateDimmingTouches()
    }

    private func scrollState() -> SheetDragOwner.ScrollState? {
      guard let scrollView else { return nil }
      let insets = scrollView.adjustedContentInset
      let visible = scrollView.bounds.height - insets.top - insets.bottom
      return SheetDragOwner.ScrollState(
        offsetFromTop: Double(scrollView.contentOffset.y + insets.top),
        canScroll: scrollView.contentSize.height > visible)
    }

    private func holdScrollView(still: Bool) {
      guard let scrollView else { return }
      if still {
        let offset = pinnedOffset ?? scrollView.contentOffset
        pinnedOffset = offset
        scrollView.contentOffset = offset
      } else {
        pinnedOffset = nil
      }
    }

    private func endDrag() {
      scrollView = nil
      pinnedOffset = nil
    }

    /// Begins only for a mostly vertical drag (horizontal drags belong to the content), and
    /// not while a dismissal runs.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard driver.phase != .dismissing, let view = recognizer.view else { return false }
      let translation = recognizer.translation(in: view)
      let velocity = recognizer.velocity(in: view)
      let moved =
        abs(translation.x) + abs(translation.y) > 1
        ? Vector(dx: Double(translation.x), dy: Double(translation.y))
        : Vector(dx: Double(velocity.x), dy: Double(velocity.y))
      // A short movement is judged by its direction alone.
      let scaled =
        moved.length >= Interaction.lockDistance
        ? moved : moved * (Interaction.lockDistance / max(moved.length, 1e-9))
      return SheetDragOwner.beginsDrag(translation: scaled) == true
    }

    /// Runs alongside scroll views in the sheet: the driver decides who moves.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer.view is UIScrollView
    }

    // MARK: - The keyboard

    private func observeKeyboard() {
      for name in [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardWillHideNotification,
      ] {
        observers.append(
          // No queue: UIKit posts keyboard notifications on the main thread, and the block runs
          // right there, in the keyboard's own animation transaction.
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] notification in
            let hides = notification.name == UIResponder.keyboardWillHideNotification
            let info = KeyboardNotification(notification.userInfo ?? [:], hides: hides)
            MainActor.assumeIsolated { self?.keyboardWillChange(info) }
          })
      }
    }

    private func keyboardWillChange(_ info: KeyboardNotification) {
      guard let containerView else { return }
      driver.firstResponderMaxY = firstResponderMaxY()
      driver.keyboardWillChange(
        KeyboardChange(
          endFrame: info.endFrame.map { Rect(containerView.convert($0, from: nil)) },
          duration: info.duration,
          curve: KeyboardChange.curve(forAnimationCurveRawValue: info.curve)))
    }

    /// The bottom edge of the first responder inside the sheet, in the sheet's coordinates.
    private func firstResponderMaxY() -> Double? {
      guard let sheetView, let responder = Self.firstResponder(in: sheetView) else { return nil }
      return Double(responder.convert(responder.bounds, to: sheetView).maxY)
    }

    private static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }
  }

  /// What a keyboard notification's user info says, read once on the posting side: the end
  /// frame (a CGRect boxed in an NSValue), the duration and the curve's raw
  /// value (7 when absent, the keyboard's own).
  struct KeyboardNotification: Sendable {
    let endFrame: CGRect?
    let duration: Double
    let curve: Int

    init(_ info: [AnyHashable: Any], hides: Bool) {
      let frame = Self.rect(info[UIResponder.keyboardFrameEndUserInfoKey])
      endFrame = hides ? nil : frame
      duration =
        (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue ?? (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0
      curve =
        (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        ?? (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7
    }

    private static func rect(_ value: Any?) -> CGRect? {
      (value as? NSValue)?.cgRectValue
    }
  }
#endif
