#if canImport(UIKit)
  import UIKit

  /// The presented sheet's own gestures, keyboard and corners, for a ``SheetStyle``
  /// presentation: glue between UIKit and a `SheetDetentDriver`, which makes every decision.
  ///
  /// - A pan on the sheet (vertical, `SheetDragOwner.beginsDrag(translation:)`) drives the
  ///   driver. The scroll view a drag is about is picked by
  ///   `SheetDragOwner.governingScrollView(in:)` among the scroll views under the finger,
  ///   the sheet's own view included (`ScrollViewChain`); the pan recognises alongside that
  ///   scroll view's own `panGestureRecognizer` only (not a row's swipe actions, reordering,
  ///   dragging or text selection). While the driver says the sheet owns a movement, the
  ///   scroll view is held where it was, without bounce or indicator, and gets no momentum if
  ///   the finger lifts then (`ScrollViewHold`), so content never scrolls and moves at once.
  /// - Keyboard frame notifications become `KeyboardChange`s (the end frame converted from
  ///   the screen's coordinate space into the container's, the screen being the window's
  ///   scene's), with the focused view's bottom edge in the sheet as
  ///   `SheetDetentDriver.firstResponderMaxY`; a notification for another screen, or that
  ///   would lift the sheet while the focus is not inside it, is ignored
  ///   (`KeyboardChange.isFollowed(bySheetIn:riding:isOnTheSheetsScreen:focusIsInSheet:)`).
  ///   The focus is inside when the first responder is a view in the sheet or the view
  ///   controller of one (a chat composer's controller that is first responder to show its
  ///   `inputAccessoryView` on the keyboard: it has no field of its own to keep visible).
  /// - The dimming view takes touches (a tap dismisses) only while the sheet dims: under the
  ///   largest undimmed detent it lets them through to the presenter
  ///   (`SheetDetentDriver.letsTouchesThrough`, asked at each touch, so it follows the sheet
  ///   through drags and settles).
  ///
  /// The sheet's shape and grabber belong to the view it moves, the presentation's
  /// `SheetContainerView`. ``FluidPresentationController`` makes the interaction when a sheet's
  /// presentation completes and ends it (``invalidate()``) when the sheet is dismissed; an
  /// interaction released without that (its presentation controller released mid-drag) undoes
  /// the same as it goes.
  @MainActor
  package final class SheetInteraction: NSObject, UIGestureRecognizerDelegate {
    /// The driver that moves the sheet.
    package let driver: SheetDetentDriver
    /// The pan installed on the presented view.
    package let recognizer = UIPanGestureRecognizer()

    private let style: SheetStyle
    /// The driver's clock, which also stamps the touches.
    private let clock: any FrameClock
    private weak var sheetView: UIView?
    private weak var containerView: UIView?
    private weak var dimmingView: UIView?
    private let nodes: ViewNodeTable
    /// The scroll views under the finger that landed, read as UIKit hands the pan the touch.
    private var landing: ScrollViewChain?
    /// The scroll views under the finger of the drag under way.
    private var chain: ScrollViewChain?
    private var hold: ScrollViewHold?
    /// The recogniser's target and the keyboard observers, which ``invalidate()`` or a release
    /// undoes.
    private let leftovers = Leftovers()
    private let isDismissible: @MainActor () -> Bool
    /// The presented content's preferred size as last measured (see
    /// ``SheetStyle/layout(in:isHeightCompact:isWidthRegular:presentedContentSize:)``).
    private let contentSize: @MainActor () -> Size?

    /// Creates the interaction and puts the sheet at the style's selected detent. The
    /// recogniser is added to `sheetView` and the keyboard is observed from now on;
    /// ``invalidate()`` undoes both, and so does releasing the interaction.
    ///
    /// - Parameter isDismissible: Asked at most once per drag, when the drag first heads toward
    ///   the dismissal (`SheetDetentDriver.dismissalPermission`): whether a throw below the
    ///   smallest detent dismisses (`!isModalInPresentation`, and the delegate's answer).
    /// - Parameter contentSize: The presented content's preferred size, asked at every layout.
    package init(
      style: SheetStyle,
      sheetView: UIView,
      containerView: UIView,
      dimmingView: UIView?,
      isDismissible: @escaping @MainActor () -> Bool,
      contentSize: @escaping @MainActor () -> Size? = { nil },
      clock: (any FrameClock)? = nil
    ) {
      self.style = style
      self.clock = clock ?? DisplayLinkClock()
      self.sheetView = sheetView
      self.containerView = containerView
      self.dimmingView = dimmingView
      self.isDismissible = isDismissible
      self.contentSize = contentSize
      var configuration = SheetDetentDriver.Configuration()
      configuration.prefersScrollingExpandsWhenScrolledToEdge =
        style.prefersScrollingExpandsWhenScrolledToEdge
      let nodes = ViewNodeTable()
      self.nodes = nodes
      driver = SheetDetentDriver(
        layout: Self.layout(of: style, in: containerView, contentSize: contentSize()),
        selectedDetentIdentifier: style.selectedDetentIdentifier,
        sheet: nodes.node(for: sheetView),
        dimming: dimmingView.map { nodes.node(for: $0) },
        clock: self.clock, configuration: configuration)
      super.init()
      driver.dismissalPermission = { [weak self] in self?.isDismissible() ?? false }
      recognizer.delegate = self
      leftovers.recognizer = recognizer
      leftovers.view = sheetView
      leftovers.target = GestureActions.attach(recognizer) { [weak self] recognizer in
        self?.handle(recognizer)
      }
      sheetView.addGestureRecognizer(recognizer)
      observeKeyboard()
      (dimmingView as? DimmingView)?.touchesPassThrough = { [weak self] in
        self?.driver.letsTouchesThrough ?? false
      }
    }

    deinit {
      leftovers.undoOnMainThread()
    }

    /// The style's layout in `containerView`'s bounds and size classes, for the presented
    /// content's preferred size.
    static func layout(of style: SheetStyle, in containerView: UIView, contentSize: Size?)
      -> SheetLayout
    {
      let traits = containerView.traitCollection
      return style.layout(
        in: Rect(containerView.bounds), isHeightCompact: traits.verticalSizeClass == .compact,
        isWidthRegular: traits.horizontalSizeClass == .regular, presentedContentSize: contentSize)
    }

    /// The sheet's frame now, in the container's coordinates.
    var frame: CGRect {
      driver.layout.frame(forValue: driver.value, keyboardHeight: driver.keyboardHeight).cgRect
    }

    /// The container changed size or size class, or the content its preferred size: the sheet
    /// keeps its detent in the new layout, moving there at once or, `animated`, with its spring.
    func containerDidLayout(animated: Bool = false) {
      guard let containerView else { return }
      let layout = Self.layout(of: style, in: containerView, contentSize: contentSize())
      if layout != driver.layout { driver.updateLayout(layout, animated: animated) }
    }

    /// Ends the interaction: removes the recogniser and the keyboard observers, and gives a
    /// scroll view held by a drag under way back as it was. The presentation controller calls
    /// it when the sheet is dismissed; releasing the interaction does the same.
    func invalidate() {
      endDrag()
      leftovers.undo()
    }

    // MARK: - The pan

    func handle(_ recognizer: UIGestureRecognizer) {
      guard let pan = recognizer as? UIPanGestureRecognizer, let containerView else { return }
      let sample = TouchSample(
        position: Point(pan.location(in: containerView)), timestamp: clock.now)
      switch pan.state {
      case .began:
        chain = landing ?? sheetView.map { ScrollViewChain(point: landingPoint(of: pan), in: $0) }
        landing = nil
        // The pan begins once the finger has moved some way: grab where it came down, then
        // follow it to where it is, so the sheet stays under the finger.
        let translation = pan.translation(in: containerView)
        driver.touchBegan(
          TouchSample(
            position: sample.position.offset(
              by: Vector(dx: -Double(translation.x), dy: -Double(translation.y))),
            timestamp: sample.timestamp))
        move(to: sample)
      case .changed:
        move(to: sample)
      case .ended:
        // The driver sets it aside once the container changed under the finger: UIKit
        // measures it from touches that a rotation splits between two coordinate systems.
        let velocity = pan.velocity(in: containerView)
        driver.touchEnded(
          sample, pointsPerSecond: Vector(dx: Double(velocity.x), dy: Double(velocity.y)))
        endDrag()
      case .cancelled, .failed:
        driver.touchCancelled()
        endDrag()
      default:
        break
      }
    }

    /// Where the finger came down, in the sheet's coordinates: its location less its
    /// translation.
    private func landingPoint(of pan: UIPanGestureRecognizer) -> CGPoint {
      let location = pan.location(in: sheetView)
      let translation = pan.translation(in: sheetView)
      return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// Gives the driver the finger's movement with the scroll view it is about, and holds that
    /// scroll view while the sheet takes it.
    private func move(to sample: TouchSample) {
      guard driver.phase != .dismissing else { return endDrag() }
      let governing = chain?.governing()
      if hold?.scrollView !== governing?.scrollView {
        hold?.end()
        hold = governing.map { ScrollViewHold($0.scrollView) }
      }
      let owner = driver.touchMoved(sample, scrollView: governing?.state)
      hold?.update(owner: owner)
    }

    private func endDrag() {
      hold?.end()
      hold = nil
      chain = nil
    }

    /// Begins only for a mostly vertical drag (horizontal drags belong to the content), and
    /// not while a dismissal runs.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
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

    /// Runs alongside a scroll view's own pan (the driver decides who moves), and nothing
    /// else: a row's swipe actions, reordering, a drag interaction or text selection keep the
    /// finger to themselves.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      ScrollViewChain.isScrollViewPan(otherGestureRecognizer)
    }

    /// Reads the scroll views under a finger as UIKit hands the pan a new touch, while no drag
    /// is under way. Always lets the pan see the touch.
    package func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if recognizer.state == .possible, let sheetView {
        landing = ScrollViewChain(touch: touch, in: sheetView)
      }
      return true
    }

    // MARK: - The keyboard

    private func observeKeyboard() {
      for name in [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardWillHideNotification,
      ] {
        leftovers.observers.append(
          // No queue: UIKit posts keyboard notifications on the main thread, and the block runs
          // right there, in the keyboard's own animation transaction.
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [weak self] notification in
            let hides = notification.name == UIResponder.keyboardWillHideNotification
            let info = KeyboardNotification(
              notification.userInfo ?? [:], screen: notification.object as? UIScreen,
              hides: hides)
            MainActor.assumeIsolated { self?.keyboardWillChange(info) }
          })
      }
    }

    private func keyboardWillChange(_ info: KeyboardNotification) {
      guard let containerView else { return }
      // The keyboard's frame is in the coordinate space of its screen, which a notification
      // not for the sheet's screen is ignored for: the sheet's screen's, which is its
      // window's scene's (a window outside any scene has its own).
      let window = containerView.window
      let screen = window?.windowScene?.screen ?? window?.screen
      let focus = self.focus()
      let change = KeyboardChange(
        endFrame: info.endFrame.map { Rect(Self.convert($0, from: screen, to: containerView)) },
        duration: info.duration,
        curve: KeyboardChange.curve(forAnimationCurveRawValue: info.curve))
      let follows = change.isFollowed(
        bySheetIn: driver.layout.containerSize, riding: driver.keyboardHeight,
        isOnTheSheetsScreen: info.screen.map { $0 == screen.map(ObjectIdentifier.init) },
        focusIsInSheet: focus.isInSheet)
      guard follows else { return }
      driver.firstResponderMaxY = focus.maxY
      driver.keyboardWillChange(change)
    }

    /// `frame`, in `screen`'s coordinate space (where UIKit gives the keyboard's frame), in
    /// `view`'s coordinates; from the window's base coordinates when there is no screen.
    private static func convert(_ frame: CGRect, from screen: UIScreen?, to view: UIView)
      -> CGRect
    {
      guard let screen else { return view.convert(frame, from: nil) }
      return screen.coordinateSpace.convert(frame, to: view)
    }

    /// Whether the first responder is inside the sheet, and the bottom edge of the focused view
    /// in the sheet's coordinates when it is a view (nil for a view controller).
    private func focus() -> (isInSheet: Bool, maxY: Double?) {
      guard let sheetView, let responder = Self.firstResponder(in: sheetView) else {
        return (false, nil)
      }
      guard let view = responder as? UIView else { return (true, nil) }
      return (true, Double(view.convert(view.bounds, to: sheetView).maxY))
    }

    /// The first responder among the responders of `view`'s tree: each view, and the view
    /// controller that is a view's next responder (the controller whose root view it is).
    private static func firstResponder(in view: UIView) -> UIResponder? {
      if view.isFirstResponder { return view }
      if let controller = view.next as? UIViewController, controller.isFirstResponder {
        return controller
      }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// The recogniser's target and the keyboard observers, where the interaction's `deinit`
    /// (which runs outside the main actor) can still reach them. Touched on the main thread
    /// only.
    final class Leftovers: Sendable {
      nonisolated(unsafe) weak var view: UIView?
      nonisolated(unsafe) var recognizer: UIGestureRecognizer?
      /// Kept alive until the recogniser is removed, since a recogniser does not retain its
      /// targets.
      nonisolated(unsafe) var target: AnyObject?
      /// The tokens `NotificationCenter` returned for the keyboard observers.
      nonisolated(unsafe) var observers: [AnyObject] = []

      /// Removes the recogniser from the sheet, its target and the keyboard observers.
      @MainActor
      func undo() {
        if let recognizer {
          if let target { recognizer.removeTarget(target, action: ActionTarget.action) }
          view?.removeGestureRecognizer(recognizer)
        }
        recognizer = nil
        target = nil
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
      }

      /// ``undo()`` from wherever the last reference went away (`MainQueueWork`).
      nonisolated func undoOnMainThread() {
        MainQueueWork.run { self.undo() }
      }
    }
  }

  /// What a keyboard notification says, read once on the posting side: the screen it is for
  /// (its object since iOS 16.1; nil before), the end frame (a CGRect boxed in an NSValue), the
  /// duration and the curve's raw value (7 when absent, the keyboard's own).
  struct KeyboardNotification: Sendable {
    let screen: ObjectIdentifier?
    let endFrame: CGRect?
    let duration: Double
    let curve: Int

    init(_ info: [AnyHashable: Any], screen: UIScreen?, hides: Bool) {
      self.screen = screen.map(ObjectIdentifier.init)
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
