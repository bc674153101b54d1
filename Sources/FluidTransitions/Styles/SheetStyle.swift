/// A modal sheet with detents, like `UISheetPresentationController`: on present the to-view
/// rises from below the container on a bouncy spring to its selected detent while a black
/// dimming node fades in over the from-view; dismiss drops it back below the container as the
/// dimming fades out. Once presented, a `SheetDetentDriver` moves it between its
/// ``detents`` under a finger, a keyboard or `SheetDetentDriver.selectDetent(_:animated:)`.
///
/// **Detents.** ``detents`` are resolved in the container by a `SheetLayout` (``topInset``
/// leaves room at the top; ``SheetDetent/medium`` is inactive in compact height). The sheet
/// presents at ``selectedDetentIdentifier``, or at the smallest detent when that is nil or
/// names no active detent (UIKit's rule). Its frame is full width (in regular width, narrower
/// and centred: ``regularWidthSizing``), bottom-aligned, and as tall as the detent. Detents are measured in the whole container, not inside its safe area (the
/// sheet's content keeps clear of the home indicator with its own safe-area layout): UIKit may
/// report a container's safe area only after the transition's first frame.
///
/// **Dimming** follows ``largestUndimmedDetentIdentifier``: each detent up to that one leaves
/// what is behind the sheet undimmed, larger ones dim it to ``dimmingAlpha`` (nil dims every
/// detent, UIKit's default). The dimming belongs to the presentation, as a presentation
/// controller's dimming view does: a completed present keeps it and so does a cancelled
/// dismiss; a completed dismiss and a cancelled present remove it. When the stage already has a
/// dimming node (the UIKit presentation controller's), the plan animates that one.
///
/// **Overshoot.** The default spring (damping ratio 0.6 over 0.6 s, UIKit's
/// `usingSpringWithDamping: 0.6`) overshoots by about 9 %, as the classic iOS 7 modal did. So
/// that a sheet springing above its detent never shows what lies behind it below its bottom
/// edge, the plan puts a ``NodeRole/sheetExtension`` node filled with the sheet's background
/// right below the sheet, as tall as the container (and, on a dismissal that takes over from a
/// sheet above its resting frame, taller by that distance), moving with it for the whole
/// transition (removed at the end): the sheet's content reads as extending below its bottom edge, and the
/// motion keeps its spring.
///
/// Motion is carried by a vertical translation, so the sheet's frame is its resting frame
/// throughout, and the style is the same in both layout directions.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned.
public struct SheetStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.6 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped).
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run (by default `.fittedSpring(dampingRatio: 0.6)`, UIKit's
  /// `usingSpringWithDamping: 0.6`, settling exactly at ``duration``).
  public var curve: TimingCurve
  /// The heights the sheet rests at (`[.large]` by default; an empty list, or one whose
  /// detents are all inactive, means `[.large]`).
  public var detents: [SheetDetent]
  /// The detent the sheet presents at: nil (the default) or an identifier of no active detent
  /// means the smallest.
  public var selectedDetentIdentifier: SheetDetent.Identifier?
  /// The largest detent that leaves what is behind the sheet undimmed (and touchable, in the
  /// UIKit layer); nil (the default) dims every detent.
  public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
  /// The opacity of the black dimming node at a dimmed detent (0.4 by default). Clamped to
  /// [0, 1]; NaN becomes 0.4.
  public var dimmingAlpha: Double {
    didSet { dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha) }
  }
  /// The sheet's corner radius in points (10 by default), set on the sheet for the whole flight
  /// and left on it afterwards. Negative values become 0, NaN becomes 10, infinity the largest
  /// finite value.
  public var cornerRadius: Double {
    didSet { cornerRadius = Self.storedCornerRadius(cornerRadius) }
  }
  /// Room kept free above the largest detent, in points (0 by default: the large detent fills
  /// the container). Negative and NaN values become 0, infinity the largest finite value.
  public var topInset: Double {
    didSet { topInset = Self.storedTopInset(topInset) }
  }
  /// Whether the sheet shows a grabber at its top (false by default, as UIKit's
  /// `prefersGrabberVisible`); ``grabberFrame(inSheetOfWidth:)`` places it.
  public var prefersGrabberVisible: Bool
  /// Whether scrolling up in a scroll view inside the sheet first expands the sheet to a larger
  /// detent (true by default, as UIKit's `prefersScrollingExpandsWhenScrolledToEdge`); see
  /// `SheetDragOwner`.
  public var prefersScrollingExpandsWhenScrolledToEdge: Bool
  /// Whether Reduce Motion (``TransitionScene/reduceMotion``) replaces the sheet with
  /// ``FadeStyle``'s cross-dissolve with this style's duration and curve (true by default).
  public var fadesUnderReduceMotion: Bool
  /// How wide the sheet is where the container is regular in width
  /// (``TransitionScene/isWidthRegular``: an iPad, a wide window) and not compact in height; by
  /// default at most ``defaultRegularWidth`` points, centred. In compact width, and in compact
  /// height (a large iPhone in landscape), the sheet always spans the container.
  public var regularWidthSizing: RegularWidthSizing

  /// How wide a sheet is in a container that is regular in width. The sheet stays attached to
  /// the container's bottom edge and centred, as UIKit's edge-attached sheet is ("the sheet
  /// attaches to the screen on its bottom edge"); its detents keep their heights. What the
  /// narrower sheet leaves uncovered shows the dimming, whose tap dismisses, or, under the
  /// undimmed detents, the presenter, which takes the touches.
  public enum RegularWidthSizing: Hashable, Sendable {
    /// The container's width, as in compact width.
    case fullWidth
    /// At most this many points wide (a non-finite or non-positive width means the container's).
    case maximumWidth(Double)
    /// The presented content's preferred width (UIKit's
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`: the presented view controller's
    /// `preferredContentSize` width), at most the container's; the container's width when the
    /// content has no preferred width.
    case preferredContentWidth
  }

  /// The sheet's default width in regular width, in points: 540, the width of UIKit's classic
  /// form sheet. (Apple documents no figure for its own sheets: a page sheet "follows the
  /// readable width", a form sheet "the presented view controller's `preferredContentSize`".)
  public static let defaultRegularWidth: Double = 540

  /// Creates the style; see each property for its units, default and clamping.
  public init(
    duration: Double = 0.6,
    curve: TimingCurve = .fittedSpring(dampingRatio: 0.6),
    detents: [SheetDetent] = [.large],
    selectedDetentIdentifier: SheetDetent.Identifier? = nil,
    largestUndimmedDetentIdentifier: SheetDetent.Identifier? = nil,
    dimmingAlpha: Double = 0.4,
    cornerRadius: Double = 10,
    topInset: Double = 0,
    prefersGrabberVisible: Bool = false,
    prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
    fadesUnderReduceMotion: Bool = true,
    regularWidthSizing: RegularWidthSizing = .maximumWidth(SheetStyle.defaultRegularWidth)
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.detents = detents
    self.selectedDetentIdentifier = selectedDetentIdentifier
    self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    self.dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha)
    self.cornerRadius = Self.storedCornerRadius(cornerRadius)
    self.topInset = Self.storedTopInset(topInset)
    self.prefersGrabberVisible = prefersGrabberVisible
    self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
    self.regularWidthSizing = regularWidthSizing
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  private static func storedDimmingAlpha(_ alpha: Double) -> Double {
    alpha.clamped(to: 0...1, nanReplacement: 0.4)
  }

  private static func storedCornerRadius(_ radius: Double) -> Double {
    radius.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 10)
  }

  private static func storedTopInset(_ inset: Double) -> Double {
    inset.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
  }

  /// `sheet`.
  public var name: String { "sheet" }

  /// Present and dismiss.
  public var supportedOperations: [TransitionOperation] { [.present, .dismiss] }

  /// The detents resolved in a container of `bounds`, its size classes, and the presented
  /// content's preferred size (its height for ``SheetDetent/fitted``, its width for
  /// ``RegularWidthSizing/preferredContentWidth``; a component that is not positive is no
  /// preference).
  package func layout(
    in bounds: Rect, isHeightCompact: Bool = false, isWidthRegular: Bool = false,
    presentedContentSize: Size? = nil
  ) -> SheetLayout {
    let size = bounds.standardized.size
    // The context stores a height that is not positive as none.
    return SheetLayout(
      detents: detents, containerSize: size, topInset: topInset,
      isHeightCompact: isHeightCompact, dimmingAlpha: dimmingAlpha,
      largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier,
      contentHeight: presentedContentSize?.height,
      sheetWidth: sheetWidth(
        inContainerWidth: size.width, isWidthRegular: isWidthRegular,
        isHeightCompact: isHeightCompact, preferredContentWidth: presentedContentSize?.width))
  }

  /// The detents resolved in `scene`'s container, size classes and presented content.
  package func layout(for scene: TransitionScene) -> SheetLayout {
    layout(
      in: scene.bounds, isHeightCompact: scene.isHeightCompact,
      isWidthRegular: scene.isWidthRegular, presentedContentSize: scene.presentedContentSize)
  }

  /// The sheet's width in a container `containerWidth` points wide (see
  /// ``regularWidthSizing``); a `preferredContentWidth` that is nil, not positive or not
  /// finite is no preference. Never more than the container's width. A container compact in
  /// height (a large iPhone in landscape, regular in width) gets a full-width sheet, as
  /// UIKit's sheet there is full screen or, attached to the bottom edge, as wide as the
  /// container.
  package func sheetWidth(
    inContainerWidth containerWidth: Double, isWidthRegular: Bool, isHeightCompact: Bool = false,
    preferredContentWidth: Double?
  ) -> Double {
    let container = containerWidth.isFinite ? Swift.max(containerWidth, 0) : 0
    guard isWidthRegular, !isHeightCompact else { return container }
    let preferred: Double?
    switch regularWidthSizing {
    case .fullWidth: preferred = nil
    case .maximumWidth(let maximum): preferred = maximum
    case .preferredContentWidth: preferred = preferredContentWidth
    }
    guard let preferred, preferred.isFinite, preferred > 0 else { return container }
    return Swift.min(preferred, container)
  }

  /// Whether the UIKit layer measures the presented content's height for this sheet: only a
  /// ``SheetDetent/fitted`` detent needs it (a measurement asks Auto Layout to fit the
  /// content).
  package var measuresContentHeight: Bool {
    detents.contains { $0.identifier == .fitted }
  }

  /// Where the sheet rests at its selected detent in a container of `bounds`, offset to the
  /// container's origin: what a presentation controller reports as
  /// `frameOfPresentedViewInContainerView` until a `SheetDetentDriver` moves the sheet.
  ///
  /// - Parameter bounds: The container's bounds, in points; a negative size is standardised.
  public func presentedFrame(in bounds: Rect) -> Rect {
    let bounds = bounds.standardized
    let layout = layout(in: bounds)
    let frame = layout.frame(forValue: layout.selectedDetent(selectedDetentIdentifier).value)
    return frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
  }

  /// ``presentedFrame(in:)``; a sheet spans the width, so the direction does not matter.
  public func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect
  {
    presentedFrame(in: bounds)
  }

  /// Vertical over the distance from the sheet's resting top edge to the container's bottom,
  /// whatever the gesture: down dismisses, up presents.
  public func interactionMapping(for interaction: Interaction, in scene: TransitionScene)
    -> InteractionMapping
  {
    let resting = restingFrame(in: scene)
    return .vertical(
      downward: !scene.operation.isForward, distance: scene.bounds.maxY - resting.minY)
  }

  /// The grabber's frame in the sheet's coordinates (a 36 × 5 pt capsule, centred, 5 pt below
  /// the sheet's top edge, as UIKit draws it), or nil when ``prefersGrabberVisible`` is false.
  /// A non-finite or negative width counts as 0.
  public func grabberFrame(inSheetOfWidth width: Double) -> Rect? {
    guard prefersGrabberVisible else { return nil }
    let width = width.isFinite ? Swift.max(width, 0) : 0
    return Rect(x: (width - Self.grabberSize.width) / 2, y: 5, width: 36, height: 5)
  }

  /// Whether the presenting view stays on screen under the sheet: whenever a detent leaves part
  /// of the container uncovered, even if the sheet presents at a full-height one (a
  /// presentation controller's `shouldRemovePresentersView` is the opposite).
  package func keepsPresenter(in layout: SheetLayout) -> Bool {
    layout.smallest.value < layout.containerSize.height
      || layout.sheetWidth < layout.containerSize.width
  }

  /// The grabber's size, in points.
  static let grabberSize = Size(width: 36, height: 5)

  /// The sheet's resting frame in `scene`: its selected detent's on present; on dismiss, the
  /// detent at or above where the sheet is now (its from-frame), so a sheet dragged part of
  /// the way down is dismissed from the detent it left and a cancel returns it there.
  func restingFrame(in scene: TransitionScene) -> Rect {
    let layout = layout(for: scene)
    guard scene.operation == .dismiss else {
      return layout.frame(forValue: layout.selectedDetent(selectedDetentIdentifier).value)
    }
    // A sheet whose bottom edge is above the container's rides on the keyboard: its detent is
    // placed over that keyboard, as the detent driver placed it.
    let keyboard = Swift.max(0, scene.bounds.maxY - scene.from.initial.maxY)
    let value = layout.value(forFrameMinY: scene.from.initial.minY, keyboardHeight: keyboard)
    return layout.frame(
      forValue: layout.restingDetent(forDismissalFrom: value).value, keyboardHeight: keyboard)
  }

  /// The stretch of a dismissal's progress over which the dimming fades out. The sheet's value
  /// falls linearly from `restingValue` to 0 over the dismissal, and the layout's dimming is 0
  /// up to the largest undimmed detent (or 0), rises to the dimming's alpha at the next detent
  /// (the smallest, when every detent dims) and stays there: one ramp, crossed over one stretch.
  static func dismissalDimmingWindow(in layout: SheetLayout, from restingValue: Double)
    -> TrackWindow
  {
    let undimmed = layout.detent(withIdentifier: layout.largestUndimmedDetentIdentifier)?.value
    let lower = undimmed ?? 0
    let upper =
      undimmed.map { limit in layout.detents.first { $0.value > limit }?.value }
      ?? layout.smallest.value
    guard restingValue > 0, let upper else { return .full }
    return TrackWindow(
      start: (restingValue - upper) / restingValue, end: (restingValue - lower) / restingValue)
  }

  /// Starts `role`'s translation track, and its state as the transition begins, at `start`
  /// instead of the identity.
  private static func lift(
    _ role: NodeRole, to start: AffineTransform, in plan: inout TransitionPlan
  ) {
    for index in plan.setup.indices {
      if case .set(role, var state) = plan.setup[index] {
        state.transform = start
        plan.setup[index] = .set(role, state)
      }
    }
    for index in plan.tracks.indices where plan.tracks[index].role == role {
      if case .transform(_, let end) = plan.tracks[index].property {
        plan.tracks[index].property = .transform(from: start, to: end)
      }
    }
  }

  /// The sheet plan.
  ///
  /// Present: a black `.dimming` node covering the container is made above the from-view at
  /// alpha 0, and the to-view (the sheet) is inserted above it at its selected detent's frame,
  /// translated down by the distance from its top to the container's bottom edge so that it
  /// starts entirely below the container; the translation runs to the identity while the
  /// dimming runs from 0 to the detent's dimming (`SheetLayout.dimmingAlpha(atValue:)`).
  /// Dismiss: the to-view is inserted at rest below the from-view (the sheet), the dimming node
  /// between them at the resting detent's dimming, and the sheet moves from the identity (from
  /// where it is, for a sheet above its resting frame) to below the container while the dimming
  /// runs to 0 in step with the sheet's value, as
  /// `SheetLayout.dimmingAlpha(atValue:)` has it: it holds while the sheet passes detents that
  /// dim and fades between the smallest of them and the largest undimmed detent (or the
  /// container's bottom), so a dismissal that takes over from a `SheetDetentDriver` starts
  /// at the dimming on screen. Both put a ``NodeRole/sheetExtension`` below the sheet with the
  /// same translation (see the type's documentation).
  ///
  /// Cleanups restore the transforms (the sheet keeps ``cornerRadius``), remove the extension,
  /// and remove the dimming when the sheet ends up dismissed; a cancel also restores and removes
  /// the to-view. Under Reduce Motion (when ``fadesUnderReduceMotion`` is set), and for any
  /// operation other than present and dismiss, the plan is ``FadeStyle``'s with this style's
  /// duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if (scene.reduceMotion && fadesUnderReduceMotion)
      || !supportedOperations.contains(scene.operation)
    {
      var plan = FadeStyle(duration: duration, curve: curve).plan(for: scene)
      if scene.operation == .dismiss {
        // A sheet its detent driver handed over sits on its resting frame, translated to where
        // it is on screen (`SheetDetentDriver.beginDismissal()`): the cross-dissolve leaves it
        // there instead of setting it back on the frame.
        plan.setup.removeAll { if case .set(.from, _) = $0 { true } else { false } }
      }
      return plan
    }
    let layout = layout(for: scene)
    let sheet = restingFrame(in: scene)
    let offscreen = AffineTransform(translationX: 0, y: scene.bounds.maxY - sheet.minY)
    // A dismissal of a sheet above its resting frame (stretched, or overshooting on a settle's
    // spring, when the app or a tap dismisses it) starts from where the sheet is: its frame's
    // top edge, that far above the resting frame.
    let stretch =
      scene.operation == .dismiss
      ? (sheet.minY - scene.from.initial.minY).clamped(
        to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0) : 0
    let lifted = AffineTransform(translationX: 0, y: -stretch)
    let restingValue = layout.value(forFrameMinY: sheet.minY)
    var plan = OverlayPlan.plan(
      for: scene, presented: NodeState(frame: sheet, cornerRadius: cornerRadius),
      offscreen: offscreen, restoredOnCancel: NodeState(frame: sheet),
      dimmingAlpha: layout.dimmingAlpha(atValue: restingValue), duration: duration, curve: curve)
    if scene.operation == .dismiss {
      if let dimming = plan.tracks.firstIndex(where: { $0.role == .dimming }) {
        plan.tracks[dimming].window = Self.dismissalDimmingWindow(
          in: layout, from: restingValue + stretch)
      }
      if stretch > 0 {
        Self.lift(.from, to: lifted, in: &plan)
      }
    }
    let sheetRole: NodeRole = scene.operation == .present ? .to : .from
    // The extension reaches from the sheet's bottom edge to the container's bottom edge,
    // however small the container is next to a stretch.
    let extensionFrame = Rect(
      x: sheet.minX, y: sheet.maxY, width: sheet.width,
      height: Swift.min(Swift.max(scene.bounds.height, 1) + stretch, .greatestFiniteMagnitude))
    let moving: (AffineTransform, AffineTransform) =
      scene.operation == .present ? (offscreen, .identity) : (lifted, offscreen)
    plan.setup += [
      .makeExtension(.sheetExtension, of: sheetRole, .below(sheetRole)),
      .set(.sheetExtension, NodeState(frame: extensionFrame, transform: moving.0)),
    ]
    plan.tracks.append(PlanTrack(.sheetExtension, .transform(from: moving.0, to: moving.1)))
    plan.completionCleanup.insert(.remove(.sheetExtension), at: 0)
    plan.cancellationCleanup.insert(.remove(.sheetExtension), at: 0)
    if scene.operation == .present && keepsPresenter(in: layout) {
      // Presented at full height, the sheet can still be dragged to a smaller detent: what it
      // covers stays.
      plan.completionCleanup.removeAll { $0 == .remove(.from) }
    }
    return plan
  }
}
