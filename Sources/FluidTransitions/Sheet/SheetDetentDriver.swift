/// Moves a presented sheet between its detents: under a finger (grabbable at any moment, even
/// mid-spring), when the keyboard comes and goes, and on request; and hands a throw below the
/// smallest detent over to the dismissal.
///
/// The sheet's position is its *value* (`SheetLayout`); every frame the driver writes the
/// sheet node's frame (`SheetLayout.frame(forValue:keyboardHeight:)`) and the dimming node's
/// alpha (`SheetLayout.dimmingAlpha(atValue:)`) for the current value and keyboard height.
///
/// **Drag.** ``touchBegan(_:)`` grabs the sheet where it is on screen (a running settle stops
/// with no jump). ``touchMoved(_:scrollView:)`` adds the finger's vertical movement to the
/// value when the sheet owns it (`SheetDragOwner`), with rubber-banding above the largest
/// detent and, for a sheet that is not ``Configuration/isDismissible``, below the smallest.
/// ``touchEnded(_:pointsPerSecond:)`` asks `SheetLayout.target(releasingAt:velocity:deceleration:isDismissible:minimumValue:)`
/// where the projection lands and springs there with the finger's velocity (the spring's exact
/// motion from where the sheet is at the finger's speed, so the sheet leaves the finger at its
/// speed however close to the detent it lets go), or reports ``Event/dismissalRequested(_:)``: start the dismissal transition
/// at that progress with ``TransitionDriver/startInteractive(atProgress:)`` and let it go with
/// ``TransitionDriver/finish(progressPerSecond:)``.
///
/// **Keyboard.** ``keyboardWillChange(_:)`` animates the keyboard's height with the keyboard's
/// duration and curve; the sheet rides on it. A drag released while the keyboard is up keeps
/// the text field at ``firstResponderMaxY`` visible: detents too small to show it are not
/// candidates (the largest always is).
///
/// Calls in the wrong phase are ignored and reported through ``onDiagnostic``; none crashes.
/// Time comes only from the clock, so a run is reproducible.
@MainActor
package final class SheetDetentDriver {
  /// How the sheet responds.
  package struct Configuration: Sendable {
    /// The spring of every settle; it starts at the sheet's velocity (critically damped, 0.3 s
    /// response by default, as a transition's release).
    package var spring: SpringParameters
    /// How a release's momentum is projected (`UIScrollView`'s normal rate by default).
    package var deceleration: Deceleration
    /// The resistance beyond the largest detent (and below the smallest for a sheet that is not
    /// dismissible), over the container's height with this band's coefficient; nil clamps.
    package var rubberBand: RubberBand?
    /// Whether a throw below the smallest detent dismisses (UIKit's
    /// `isModalInPresentation == false`); true by default.
    package var isDismissible: Bool
    /// UIKit's `prefersScrollingExpandsWhenScrolledToEdge` (true by default).
    package var prefersScrollingExpandsWhenScrolledToEdge: Bool
    /// Room kept below a focused text field while the keyboard is up, in points (8 by default;
    /// negative and NaN values count as 0, infinity as the largest finite margin, which only the
    /// largest detent is ever left room for).
    package var firstResponderMargin: Double

    /// Creates a configuration; see each property for its default.
    package init(
      spring: SpringParameters = SpringParameters(dampingRatio: 1, response: 0.3),
      deceleration: Deceleration = .normal,
      rubberBand: RubberBand? = RubberBand(dimension: 1),
      isDismissible: Bool = true,
      prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
      firstResponderMargin: Double = 8
    ) {
      self.spring = spring
      self.deceleration = deceleration
      self.rubberBand = rubberBand
      self.isDismissible = isDismissible
      self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
      self.firstResponderMargin = firstResponderMargin
    }
  }

  /// What the sheet is doing.
  package enum Phase: String, Hashable, Sendable, CustomStringConvertible {
    /// At rest on a detent.
    case resting
    /// Under a finger.
    case interacting
    /// Springing to a detent.
    case settling
    /// Handed over to a dismissal: the driver no longer moves the sheet (a keyboard animation
    /// still running only updates ``keyboardHeight``).
    case dismissing

    /// The name.
    package var description: String { rawValue }
  }

  /// A release's decision.
  package struct Release: Hashable, Sendable {
    /// The value when the finger lifted, in points.
    package let value: Double
    /// The sheet's velocity, in points per second, upward positive (0 when the last movement
    /// belonged to a scroll view).
    package let velocity: Double
    /// Where the momentum projects, in points.
    package let projectedValue: Double
    /// Where the sheet goes.
    package let target: SheetLayout.Target
  }

  /// Something that happened, for traces and the UIKit layer.
  package enum Event: Hashable, Sendable {
    /// A finger grabbed the sheet at this value.
    case grabbed(value: Double)
    /// The finger lifted.
    case released(Release)
    /// The sheet came to rest at a detent.
    case settled(SheetLayout.Detent)
    /// The selected detent changed (a release or a request chose another).
    case selectedDetentChanged(SheetDetent.Identifier)
    /// A release chose to dismiss: start the dismissal at this progress and velocity.
    case dismissalRequested(SheetLayout.Dismissal)
  }

  /// The detents in the current container.
  package private(set) var layout: SheetLayout
  /// How the sheet responds.
  package var configuration: Configuration
  /// What the sheet is doing.
  package private(set) var phase: Phase = .resting
  /// The value on screen, in points.
  package private(set) var value: Double
  /// The height of the keyboard over the container's bottom on screen, in points.
  package private(set) var keyboardHeight: Double = 0
  /// The detent the sheet rests at, or is heading for.
  package private(set) var selectedDetentIdentifier: SheetDetent.Identifier
  /// The bottom edge of the focused text field in the sheet's coordinates, in points, or nil
  /// when none is focused; see the type's documentation. Non-finite values count as nil.
  package var firstResponderMaxY: Double?
  /// Asked at most once per drag, and only when the drag first needs to know whether a throw
  /// below the smallest detent may dismiss: as the sheet is dragged below its smallest detent,
  /// grabbed while below it, or released with a momentum that would dismiss it. The answer
  /// stands until the finger lifts; a drag that never heads toward the dismissal never asks (so
  /// drags between detents do not ask, as UIKit's own sheets ask
  /// `presentationControllerShouldDismiss(_:)` only of a pull that would dismiss). Nil, the
  /// default, or a ``Configuration/isDismissible`` of false: the configuration decides alone.
  package var dismissalPermission: (() -> Bool)?
  /// Receives every grab, release, rest, detent change and dismissal request.
  package var onEvent: (Event) -> Void = { _ in }
  /// Receives a one-line explanation for each ignored call.
  package var onDiagnostic: (String) -> Void = { _ in }

  private let sheet: any TransitionNode
  private let dimming: (any TransitionNode)?
  private let clock: any FrameClock
  private var motion: FluidAnimator?
  /// The settle under way: the spring's exact motion about the target in units of
  /// `settleSpan` points, and how far into it the last frame was, in seconds.
  private var settleMotion = SpringSolution(
    spring: SpringParameters.smooth, displacement: 0, velocity: 0)
  private var settleSpan: Double = 0
  private var settleTime: Double = 0
  private var keyboardMotion: FluidAnimator?
  /// The last keyboard change followed, measured again when the container changes.
  private var keyboardChange: KeyboardChange?
  private var tracker = VelocityTracker()
  private var lastTouch: TouchSample?
  /// Where the dismissal took the sheet over, until it is cancelled (``beginDismissal()``).
  private var handedOver: SheetLayout.Dismissal?
  /// The unresisted value the finger has dragged the sheet to.
  private var rawValue: Double = 0
  private var grabbedValue: Double = 0
  private var owner = SheetDragOwner.sheet
  /// ``dismissalPermission``'s answer for the drag under way, once asked.
  private var dragPermission: Bool?
  /// Added to the finger's vertical position in the drag under way: what re-anchoring took off
  /// after layout changes (``updateLayout(_:animated:)``).
  private var fingerOffset: Double = 0
  /// Whether the finger's next movement follows a layout change and re-anchors it.
  private var fingerNeedsReanchoring = false
  /// Whether the layout changed under the drag under way: the platform's velocity then spans
  /// two coordinate systems, and the tracker's re-anchored samples measure the release instead.
  private var layoutChangedUnderFinger = false

  /// Creates a driver for a sheet at rest at `selectedDetentIdentifier` (the smallest detent
  /// when nil or unknown; shown at the smallest active detent, and kept selected, when the
  /// layout leaves it inactive) and puts the nodes there.
  ///
  /// - Parameters:
  ///   - layout: The detents in the sheet's container.
  ///   - selectedDetentIdentifier: The detent the sheet rests at.
  ///   - sheet: The presented view.
  ///   - dimming: The dimming behind it, if any.
  ///   - clock: Drives every motion.
  ///   - configuration: How the sheet responds.
  package init(
    layout: SheetLayout,
    selectedDetentIdentifier: SheetDetent.Identifier? = nil,
    sheet: any TransitionNode,
    dimming: (any TransitionNode)? = nil,
    clock: any FrameClock,
    configuration: Configuration = Configuration()
  ) {
    let detent = layout.selectedDetent(selectedDetentIdentifier)
    self.layout = layout
    // Apple's `selectedDetentIdentifier` is "the most recent detent that the user selects or
    // that you set programmatically": one of the sheet's detents that this layout leaves
    // inactive (medium in compact height) stays selected, the smallest active one showing,
    // as a rotation into compact height leaves it.
    self.selectedDetentIdentifier =
      selectedDetentIdentifier.flatMap { layout.identifiers.contains($0) ? $0 : nil }
      ?? detent.identifier
    value = detent.value
    self.sheet = sheet
    self.dimming = dimming
    self.clock = clock
    self.configuration = configuration
    apply()
  }

  /// The value's rate on screen, in points per second, upward positive: the spring's while
  /// settling, the finger's while dragging, 0 at rest. Always finite (a rate too large for
  /// `Double`, in an absurdly tall container, is ±`Double.greatestFiniteMagnitude`).
  package var velocity: Double {
    switch phase {
    case .settling:
      let rate = settleMotion.velocity(at: settleTime) * settleSpan
      return rate.clamped(
        to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
    case .interacting:
      return owner == .sheet ? -tracker.velocity().dy : 0
    case .resting, .dismissing:
      return 0
    }
  }

  /// Whether what is behind the sheet is undimmed at the current value.
  package var isBackgroundUndimmed: Bool { layout.isUndimmed(atValue: value) }

  /// Whether touches on the dimming go through to what is behind the sheet (the presenter),
  /// as under a system sheet's undimmed detents: while the sheet is at or below its largest
  /// undimmed detent (`SheetLayout.isUndimmed(atValue:)` of the value on screen, so it follows
  /// drags and settles across that detent), and not once it is handed to a dismissal (a touch
  /// then grabs the dismissal transition, as during any transition).
  package var letsTouchesThrough: Bool { phase != .dismissing && isBackgroundUndimmed }

  // MARK: - Touches

  /// A finger touches down on the sheet: grabs it where it is on screen.
  package func touchBegan(_ touch: TouchSample) {
    guard phase != .dismissing else {
      return onDiagnostic("touchBegan ignored: the sheet is being dismissed")
    }
    stopMotion()
    phase = .interacting
    dragPermission = nil
    if value < layout.smallest.value { askDismissalPermission() }
    grabbedValue = layout.restingDetent(forDismissalFrom: value).value
    rawValue = layout.rawValue(
      forDisplayedValue: value, rubberBand: configuration.rubberBand,
      isDismissible: isDismissible)
    owner = .sheet
    fingerOffset = 0
    fingerNeedsReanchoring = false
    layoutChangedUnderFinger = false
    lastTouch = touch
    tracker.reset()
    tracker.addSample(touch)
    onEvent(.grabbed(value: value))
  }

  /// The finger moves: the sheet follows the part of the movement it owns.
  ///
  /// - Parameters:
  ///   - touch: The finger's sample, in the container's coordinates.
  ///   - scrollView: The vertical scroll view under the finger, if any.
  /// - Returns: Who owns this movement; the UIKit layer holds the scroll view still while it is
  ///   the sheet.
  @discardableResult
  package func touchMoved(_ touch: TouchSample, scrollView: SheetDragOwner.ScrollState? = nil)
    -> SheetDragOwner
  {
    guard phase == .interacting, let last = lastTouch else {
      onDiagnostic("touchMoved ignored: no finger is holding the sheet")
      return .scrollView
    }
    let touch = reanchored(touch, after: last)
    let movement = touch.position.y - last.position.y
    owner = SheetDragOwner.decide(
      movement: movement,
      sheet: SheetDragOwner.SheetState(
        value: value, largestValue: layout.largest.value, grabbedValue: grabbedValue,
        prefersScrollingExpandsWhenScrolledToEdge:
          configuration.prefersScrollingExpandsWhenScrolledToEdge),
      scrollView: scrollView, previous: owner)
    tracker.addSample(touch)
    lastTouch = touch
    if owner == .sheet && movement.isFinite {
      // Asked before the first movement below the smallest detent, where the raw and the
      // displayed value are still the same: the answer never makes the sheet jump.
      if rawValue - movement < layout.smallest.value { askDismissalPermission() }
      rawValue -= movement
      value = layout.displayedValue(
        forRawValue: rawValue, rubberBand: configuration.rubberBand,
        isDismissible: isDismissible)
      apply()
    }
    return owner
  }

  /// `touch` in the drag's own coordinates: shifted by ``fingerOffset``, which the first
  /// movement after a layout change sets so that the finger moves only as far as its velocity
  /// carried it since `last`, over at most ``VelocityTracker/maximumGap`` (the rest is the
  /// change of coordinates, not the finger: the two cannot be told apart). The velocity
  /// tracker then sees one continuous movement.
  private func reanchored(_ touch: TouchSample, after last: TouchSample) -> TouchSample {
    if fingerNeedsReanchoring {
      fingerNeedsReanchoring = false
      // A finger that paused longer than the tracker's gap carries nothing further.
      let elapsed = Swift.min(touch.timestamp - last.timestamp, VelocityTracker.maximumGap)
      let carried = (tracker.velocity().dy * elapsed).finite(or: 0)
      let shifted = (last.position.y + carried - touch.position.y).finite(or: 0)
      // A non-finite sample stays as it was: the movement ignores it.
      if touch.position.y.isFinite { fingerOffset = shifted }
    }
    guard fingerOffset != 0 else { return touch }
    return TouchSample(
      position: Point(x: touch.position.x, y: touch.position.y + fingerOffset),
      timestamp: touch.timestamp)
  }

  /// The finger lifts: the sheet goes where the release's projection lands.
  ///
  /// - Parameters:
  ///   - touch: The touch-up sample; only its time is used.
  ///   - velocity: The finger's velocity in points per second if the platform measured it
  ///     (UIKit's `velocity(in:)`); otherwise the driver's own tracker estimates it. Ignored,
  ///     for the tracker's estimate, once the layout changed under the drag
  ///     (``updateLayout(_:animated:)``): the platform measures it from a touch history that a
  ///     rotation splits between two coordinate systems, so the change of coordinates (hundreds
  ///     of points within a few milliseconds) can read as a throw of thousands of points per
  ///     second that would fling or dismiss the sheet, while the tracker's samples are
  ///     re-anchored. A finger that lifts before moving again after the change releases at its
  ///     pace before the change (none if it had paused for more than
  ///     ``VelocityTracker/maximumGap``).
  package func touchEnded(_ touch: TouchSample, pointsPerSecond velocity: Vector? = nil) {
    guard phase == .interacting else {
      return onDiagnostic("touchEnded ignored: no finger is holding the sheet")
    }
    let measured = layoutChangedUnderFinger ? nil : velocity
    let finger = measured ?? tracker.releaseVelocity(at: touch.timestamp)
    let sheetVelocity = owner == .sheet ? -finger.dy.finite(or: 0) : 0
    release(velocity: sheetVelocity, allowsDismissal: isDismissible)
  }

  /// Whether a throw below the smallest detent may dismiss in the drag under way: the
  /// configuration's flag, and ``dismissalPermission``'s answer once asked.
  private var isDismissible: Bool {
    configuration.isDismissible && dragPermission != false
  }

  /// Asks ``dismissalPermission`` once per drag, when the configuration allows dismissing.
  private func askDismissalPermission() {
    guard dragPermission == nil, configuration.isDismissible, let ask = dismissalPermission
    else { return }
    dragPermission = ask()
  }

  /// The system took the touch away: the sheet settles at the detent nearest to where it is.
  package func touchCancelled() {
    guard phase == .interacting else {
      return onDiagnostic("touchCancelled ignored: no finger is holding the sheet")
    }
    release(velocity: 0, allowsDismissal: false)
  }

  private func release(velocity: Double, allowsDismissal: Bool) {
    lastTouch = nil
    let keyboardUp = keyboardHeight > 0
    let responder = firstResponderMaxY.flatMap { $0.isFinite ? $0 : nil }
    let margin = configuration.firstResponderMargin.clamped(
      to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
    // Both finite and the margin ≥ 0: the sum is never NaN; an overflow keeps only the largest.
    let minimum =
      keyboardUp ? responder.map { Swift.min($0 + margin, .greatestFiniteMagnitude) } : nil
    var target = layout.target(
      releasingAt: value, velocity: velocity, deceleration: configuration.deceleration,
      isDismissible: allowsDismissal, minimumValue: minimum)
    if target == .dismiss && dragPermission == nil {
      // A throw from between the detents that never went below the smallest one.
      askDismissalPermission()
      if !isDismissible {
        target = layout.target(
          releasingAt: value, velocity: velocity, deceleration: configuration.deceleration,
          isDismissible: false, minimumValue: minimum)
      }
    }
    onEvent(
      .released(
        Release(
          value: value, velocity: velocity,
          projectedValue: configuration.deceleration.project(value, initialVelocity: velocity),
          target: target)))
    switch target {
    case .detent(let detent):
      select(detent)
      settle(to: detent.value, velocity: velocity)
    case .dismiss:
      onEvent(.dismissalRequested(handOverToDismissal(velocity: velocity)))
    }
  }

  // MARK: - Requests

  /// Moves the sheet to the detent named `identifier` (UIKit's `selectedDetentIdentifier`
  /// inside `animateChanges`): springing there from where it is, with its current velocity,
  /// or at once. Ignored, with a diagnostic, for an identifier of no active detent, while a
  /// finger holds the sheet, and once it is being dismissed.
  package func selectDetent(_ identifier: SheetDetent.Identifier, animated: Bool = true) {
    guard let detent = layout.detent(withIdentifier: identifier) else {
      return onDiagnostic("selectDetent ignored: no active detent is named \(identifier)")
    }
    guard phase != .interacting, phase != .dismissing else {
      return onDiagnostic("selectDetent ignored: the sheet is \(phase)")
    }
    let currentVelocity = velocity
    select(detent)
    if animated {
      settle(to: detent.value, velocity: currentVelocity)
    } else {
      stopMotion()
      value = detent.value
      apply()
      phase = .resting
      onEvent(.settled(detent))
    }
  }

  /// The keyboard will change: the sheet rides on its top edge over the keyboard's duration
  /// and curve (at once for a zero duration). Legal in every phase but dismissing; a finger
  /// holding the sheet keeps it.
  package func keyboardWillChange(_ change: KeyboardChange) {
    guard phase != .dismissing else {
      return onDiagnostic("keyboardWillChange ignored: the sheet is being dismissed")
    }
    keyboardChange = change
    let target = change.overlap(withContainerOf: layout.containerSize)
    keyboardMotion?.stopAnimation(true)
    keyboardMotion = nil
    guard change.duration > 0, target != keyboardHeight else {
      keyboardHeight = target
      return apply()
    }
    let animator = FluidAnimator(duration: change.duration, curve: change.curve, clock: clock)
    // Weak: a running animator outlives a driver released mid-motion.
    animator.addTrack(from: keyboardHeight, to: target) { [weak self] height in
      self?.keyboardHeight = height
      self?.apply()
    }
    animator.addCompletion { [weak self] _ in self?.keyboardMotion = nil }
    keyboardMotion = animator
    animator.startAnimation()
  }

  /// The container changed size (a rotation, a window resize, a safe-area change) or the
  /// detents' values changed (a fitted sheet's content): the detents are laid out anew and the
  /// sheet keeps its selected detent.
  ///
  /// - At rest it moves to the selected detent's new value at once, or `animated` with its
  ///   spring from where it is; settling, it springs on to that value from where it is, at its
  ///   velocity.
  /// - ``selectedDetentIdentifier`` never changes and no ``Event/selectedDetentChanged(_:)`` is
  ///   sent: Apple's `selectedDetentIdentifier` is "the most recent detent that the user selects
  ///   or that you set programmatically", and a new container is neither. A selected detent
  ///   the new layout leaves out (``SheetDetent/medium`` in compact height) shows the smallest
  ///   one meanwhile (UIKit's rule for a selection not among the detents), and the sheet comes
  ///   back to it when a later layout has it again.
  /// - The keyboard's last frame is measured again in the new container
  ///   (`remeasureKeyboard()`).
  /// - Under a finger the sheet keeps its value, rubber-banded beyond the new detents, and the
  ///   finger keeps its grip: a rotation moves the finger's coordinates in the container, so
  ///   its first movement after the change counts only as far as its velocity carried it
  ///   (``touchMoved(_:scrollView:)``), and from there on each movement moves the sheet as
  ///   before. A release settles on the new layout's detents, at the pace the driver's own
  ///   tracker measured (``touchEnded(_:pointsPerSecond:)``).
  package func updateLayout(_ layout: SheetLayout, animated: Bool = false) {
    let movesCoordinates = layout.containerSize != self.layout.containerSize
    self.layout = layout
    remeasureKeyboard()
    switch phase {
    case .resting:
      let detent = layout.selectedDetent(selectedDetentIdentifier)
      guard !animated else { return settle(to: detent.value, velocity: 0) }
      value = detent.value
      apply()
    case .settling:
      let currentVelocity = velocity
      settle(to: layout.selectedDetent(selectedDetentIdentifier).value, velocity: currentVelocity)
    case .interacting:
      value = layout.displayedValue(
        forRawValue: rawValue, rubberBand: configuration.rubberBand,
        isDismissible: isDismissible)
      // Only a new container moves the finger's coordinates (a rotation, a window resize);
      // new detents or a safe area leave them, and the finger's next movement is its own.
      if movesCoordinates {
        fingerNeedsReanchoring = true
        layoutChangedUnderFinger = true
      }
      apply()
    case .dismissing:
      break
    }
  }

  /// The keyboard's last frame in the new container: one that meets its bottom edge is the
  /// keyboard's frame for it (a rotation's keyboard notification can come before the container
  /// takes its new bounds), and the sheet rides on it at once; one that does not is the old
  /// layout's, and the height stays until the keyboard tells its new frame.
  private func remeasureKeyboard() {
    guard let keyboardChange else { return }
    let overlap = keyboardChange.overlap(withContainerOf: layout.containerSize)
    guard overlap > 0, overlap != keyboardHeight else { return }
    keyboardMotion?.stopAnimation(true)
    keyboardMotion = nil
    keyboardHeight = overlap
  }

  /// A dismissal is starting that the driver did not ask for (a tap on the dimming, a
  /// programmatic dismiss): a finger's drag or a settle stops where it is on screen, the
  /// driver leaves the sheet to the dismissal, and returns where the dismissal takes over —
  /// the progress that shows the sheet where it is and the velocity it was moving at (both 0
  /// for a sheet at rest on its detent, which the dismissal can simply animate from). Called
  /// again once handed over, it returns the same hand-off, velocity included: UIKit does not
  /// document whether it tells the presentation controller that a dismissal begins before or
  /// after it asks for the dismissal's animator, and whichever of the two calls this second
  /// must still hand the velocity on.
  ///
  /// A sheet below its smallest detent is left on that detent's frame, translated to where it
  /// is on screen, so that the dismissal's plan, which reads the keyboard's height from the
  /// sheet's frame, reads it right.
  @discardableResult
  package func beginDismissal() -> SheetLayout.Dismissal {
    if phase == .dismissing, let handedOver { return handedOver }
    let currentVelocity = velocity
    if phase != .dismissing {
      stopMotion()
      lastTouch = nil
    }
    return handOverToDismissal(velocity: currentVelocity)
  }

  /// Leaves the sheet to a dismissal, and returns where the dismissal takes over. The
  /// dismissal's plan (``SheetStyle``) reads the keyboard's height from the sheet node's frame
  /// (how far its bottom edge is above the container's), which is exact unless the sheet is
  /// below its smallest detent: it then keeps that detent's height and slides down, its bottom
  /// edge below the keyboard's top by as much as it was dragged, which reads as a smaller
  /// keyboard. That sheet is placed on its smallest detent's frame over the keyboard and
  /// translated to where it is on screen (the same height, so nothing else changes: a plan that
  /// moves the sheet starts from that translation, Reduce Motion's fade leaves it there).
  private func handOverToDismissal(velocity: Double) -> SheetLayout.Dismissal {
    phase = .dismissing
    let smallest = layout.smallest
    if value < smallest.value {
      let top = layout.frame(forValue: value, keyboardHeight: keyboardHeight).minY
      let resting = layout.frame(forValue: smallest.value, keyboardHeight: keyboardHeight)
      sheet.transform = .identity
      sheet.frame = resting
      sheet.transform = AffineTransform(translationX: 0, y: top - resting.minY)
    }
    let dismissal = layout.dismissal(
      fromValue: value, velocity: velocity, keyboardHeight: keyboardHeight)
    handedOver = dismissal
    return dismissal
  }

  /// The dismissal was cancelled (the sheet came back to where the dismissal took it over):
  /// the driver takes the sheet again, at rest on the detent the dismissal returned it to. A
  /// sheet handed over above its resting frame came back up there, and springs from there onto
  /// its detent.
  package func dismissalDidCancel() {
    guard phase == .dismissing else {
      return onDiagnostic("dismissalDidCancel ignored: no dismissal was requested")
    }
    let detent = layout.restingDetent(forDismissalFrom: value)
    select(detent)
    handedOver = nil
    phase = .resting
    sheet.transform = .identity
    guard value > detent.value + SheetDragOwner.tolerance, value.isFinite else {
      value = detent.value
      apply()
      return onEvent(.settled(detent))
    }
    apply()
    settle(to: detent.value, velocity: 0)
  }

  // MARK: - Motion

  private func select(_ detent: SheetLayout.Detent) {
    guard detent.identifier != selectedDetentIdentifier else { return }
    selectedDetentIdentifier = detent.identifier
    onEvent(.selectedDetentChanged(detent.identifier))
  }

  /// Springs from the value on screen to `target`, leaving at `velocity` points per second,
  /// however close to `target` it starts.
  ///
  /// The motion is the spring's exact one from that displacement and velocity
  /// (``SpringSolution``), played over time by an animator of linear progress: a spring curve
  /// carries the velocity relative to the distance, which next to a detent (a release 0.001 pt
  /// from it at 1,000 pt/s) exceeds ``TimingCurve/maximumInitialVelocity`` and would be clamped.
  /// It is solved over a span, the larger of the distance and the distance the velocity covers
  /// in 1/``TimingCurve/maximumInitialVelocity`` of a second, so that its numbers stay in the
  /// spring curve's range (a release on the detent itself, 0 pt away, is solved over that
  /// second span); it lasts the spring's settling duration over that span and ends exactly on
  /// `target`. Only a sheet within 1e-6 pt of `target` with no velocity at all rests there at
  /// once. A velocity beyond ``TimingCurve/maximumInitialVelocity`` spans of a
  /// point, or of the distance when that is longer, is clamped there (a hostile value: a
  /// sheet leaves at 10⁶ times its distance per second at most, as a spring curve does).
  private func settle(to target: Double, velocity: Double) {
    // A settle re-aimed mid-flight (a new layout, detent or keyboard) starts from the value on
    // screen, which belongs to the last frame's target time, not to now: starting the new
    // spring at that time keeps the next frame one frame on, not two.
    let shownAt = motion?.presentedTime
    stopMotion()
    let distance = target - value
    let limit = TimingCurve.maximumInitialVelocity
    let reach = Swift.max(abs(distance), 1) * limit
    let velocity = velocity.clamped(to: -reach...reach, nanReplacement: 0)
    // Only a sheet that is on its detent and still comes to rest there at once: one moving,
    // however close (0 pt included), leaves at its velocity and springs back.
    guard abs(distance) > 1e-6 || velocity != 0 else {
      value = target
      apply()
      phase = .resting
      onEvent(.settled(layout.selectedDetent(selectedDetentIdentifier)))
      return
    }
    let span = Swift.max(abs(distance), abs(velocity) / limit)
    let spring = configuration.spring
    let duration = Swift.min(
      spring.settlingDuration(initialVelocity: velocity / (distance < 0 ? -span : span)),
      TimingCurve.maximumDuration)
    settleMotion = SpringSolution(
      spring: spring, displacement: -distance / span, velocity: velocity / span)
    settleSpan = span
    settleTime = 0
    let animator = FluidAnimator(duration: duration, curve: .linear, clock: clock)
    // Weak: a running animator outlives a driver released mid-settle.
    animator.addTrack(from: 0, to: duration) { [weak self] time in
      guard let self else { return }
      self.settleTime = time
      self.value = target + self.settleMotion.displacement(at: time) * self.settleSpan
      self.apply()
    }
    animator.addCompletion { [weak self] position in
      guard let self, position == .end else { return }
      self.motion = nil
      self.value = target
      self.apply()
      self.phase = .resting
      self.onEvent(.settled(self.layout.selectedDetent(self.selectedDetentIdentifier)))
    }
    motion = animator
    phase = .settling
    if let shownAt, shownAt > clock.now {
      animator.startAnimation(afterDelay: shownAt - clock.now)
    } else {
      animator.startAnimation()
    }
  }

  /// Stops a settle where it is on screen.
  private func stopMotion() {
    guard let motion else { return }
    self.motion = nil
    motion.pauseAnimation()
    motion.stopAnimation(true)
  }

  /// Writes the nodes for the value and keyboard height; not while the dismissal owns them.
  private func apply() {
    guard phase != .dismissing else { return }
    sheet.frame = layout.frame(forValue: value, keyboardHeight: keyboardHeight)
    dimming?.alpha = layout.dimmingAlpha(atValue: value)
  }
}
