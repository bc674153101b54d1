/// A modal sheet: on present the to-view rises from below the container on a bouncy spring to
/// its presented frame (full width, bottom-aligned, of the configured ``height``) while a black
/// dimming node fades in over the from-view; dismiss drops it back below the container as the
/// dimming fades out. Motion is carried by a vertical translation, so the sheet's frame is its
/// presented frame throughout, and the style is the same in both layout directions.
///
/// The default spring (damping ratio 0.6 over 0.6 s, UIKit's
/// `usingSpringWithDamping: 0.6`) overshoots by about 9 %: the sheet briefly rises above its
/// presented frame before settling, as the classic iOS 7 modal did.
///
/// Frames come from ``presentedFrame(in:)``, which is what the UIKit presentation controller
/// reports as `frameOfPresentedViewInContainerView`, so the plan and UIKit agree on where the
/// sheet rests. The dimming belongs to the presentation, as a presentation controller's dimming
/// view does: a completed present keeps it (at ``dimmingAlpha``) and so does a cancelled
/// dismiss; a completed dismiss and a cancelled present remove it. When the stage already has
/// a dimming node (the UIKit presentation controller's), the plan animates that one. Tapping it
/// to dismiss belongs to the UIKit layer.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned;
/// a ``Height`` is stored as given and clamped when it is resolved against a container.
public struct SheetStyle: TransitionStyle {
  /// How tall the presented sheet is, resolved against the container's height by
  /// ``SheetStyle/presentedFrame(in:)``.
  public enum Height: Hashable, Sendable {
    /// The container's whole height.
    case full
    /// A fraction of the container's height, clamped to [0, 1]; NaN means the whole height.
    case fraction(Double)
    /// A height in points, clamped to [0, the container's height]; NaN means the whole height.
    case points(Double)

    /// The height in points for a container `containerHeight` points tall (≥ 0).
    func resolved(inContainerHeight containerHeight: Double) -> Double {
      switch self {
      case .full:
        containerHeight
      case .fraction(let fraction):
        containerHeight * fraction.clamped(to: 0...1, nanReplacement: 1)
      case .points(let points):
        points.clamped(to: 0...containerHeight, nanReplacement: containerHeight)
      }
    }
  }

  /// The duration of a non-interactive run, in seconds (0.6 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped).
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run (by default `.fittedSpring(dampingRatio: 0.6)`, UIKit's
  /// `usingSpringWithDamping: 0.6`, settling exactly at ``duration``).
  public var curve: TimingCurve
  /// How tall the presented sheet is (`.full` by default); see ``Height`` for the clamping.
  public var height: Height
  /// The opacity of the black dimming node while the sheet is presented (0.4 by default).
  /// Clamped to [0, 1]; NaN becomes 0.4.
  public var dimmingAlpha: Double {
    didSet { dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha) }
  }
  /// The sheet's corner radius in points (10 by default), set on the sheet for the whole flight
  /// and left on it afterwards. Negative values become 0, NaN becomes 10, infinity the largest
  /// finite value.
  public var cornerRadius: Double {
    didSet { cornerRadius = Self.storedCornerRadius(cornerRadius) }
  }
  /// Whether Reduce Motion (``TransitionScene/reduceMotion``) replaces the sheet with
  /// ``FadeStyle``'s cross-dissolve with this style's duration and curve (true by default).
  public var fadesUnderReduceMotion: Bool

  /// Creates the style; see each property for its units, default and clamping.
  public init(
    duration: Double = 0.6,
    curve: TimingCurve = .fittedSpring(dampingRatio: 0.6),
    height: Height = .full,
    dimmingAlpha: Double = 0.4,
    cornerRadius: Double = 10,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.height = height
    self.dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha)
    self.cornerRadius = Self.storedCornerRadius(cornerRadius)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
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

  /// `sheet`.
  public var name: String { "sheet" }

  /// Vertical over the sheet's height, whatever the gesture: down dismisses, up presents.
  public func interactionMapping(for interaction: Interaction, in scene: TransitionScene)
    -> InteractionMapping
  {
    .vertical(
      downward: !scene.operation.isForward, distance: presentedFrame(in: scene.bounds).height)
  }

  /// Present and dismiss.
  public var supportedOperations: [TransitionOperation] { [.present, .dismiss] }

  /// Where the sheet rests while presented in a container of `bounds`: the full width,
  /// bottom-aligned, as tall as ``height`` resolves to. What the UIKit presentation controller
  /// returns as `frameOfPresentedViewInContainerView`.
  ///
  /// - Parameter bounds: The container's bounds, in points; a negative size is standardised.
  public func presentedFrame(in bounds: Rect) -> Rect {
    let bounds = bounds.standardized
    if case .full = height { return bounds }
    let sheetHeight = height.resolved(inContainerHeight: bounds.height)
    return Rect(
      x: bounds.minX, y: bounds.maxY - sheetHeight, width: bounds.width, height: sheetHeight)
  }

  /// ``presentedFrame(in:)``; a sheet spans the width, so the direction does not matter.
  public func presentedFrame(in bounds: Rect, layoutDirection: LayoutDirection) -> Rect {
    presentedFrame(in: bounds)
  }

  /// The sheet plan.
  ///
  /// Present: a black `.dimming` node covering the container is made above the from-view at
  /// alpha 0, and the to-view (the sheet) is inserted above it at ``presentedFrame(in:)``,
  /// translated down by the distance from its top to the container's bottom edge so that it
  /// starts entirely below the container; the translation runs to the identity while the
  /// dimming runs from 0 to ``dimmingAlpha``. Dismiss: the to-view is inserted at rest below the
  /// from-view (the sheet), the dimming node between them at ``dimmingAlpha``, and the sheet
  /// moves from the identity to below the container while the dimming runs to 0.
  ///
  /// Cleanups restore the transforms (the sheet keeps ``cornerRadius``) and remove the dimming
  /// when the sheet ends up dismissed; a cancel also restores and removes the to-view. Under Reduce Motion (when
  /// ``fadesUnderReduceMotion`` is set), and for any operation other than present and dismiss,
  /// the plan is ``FadeStyle``'s with this style's duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if (scene.reduceMotion && fadesUnderReduceMotion)
      || !supportedOperations.contains(scene.operation)
    {
      return FadeStyle(duration: duration, curve: curve).plan(for: scene)
    }
    let sheet = presentedFrame(in: scene.bounds)
    return OverlayPlan.plan(
      for: scene, presented: NodeState(frame: sheet, cornerRadius: cornerRadius),
      offscreen: AffineTransform(translationX: 0, y: scene.bounds.maxY - sheet.minY),
      restoredOnCancel: NodeState(frame: sheet), dimmingAlpha: dimmingAlpha,
      duration: duration, curve: curve)
  }
}
