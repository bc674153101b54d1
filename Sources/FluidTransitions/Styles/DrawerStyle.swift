/// A side menu: on present the to-view (the drawer) slides in from its ``edge`` (by default the
/// leading edge: the left in left-to-right layouts, the right in right-to-left ones) over the
/// from-view, while a black dimming node covering the container fades in between them; dismiss
/// slides the drawer back out toward that edge as the dimming fades out. Motion is carried by a horizontal
/// translation, so the drawer's frame is its presented frame throughout.
///
/// Frames come from ``presentedFrame(in:layoutDirection:)``, which is what the UIKit
/// presentation controller reports as `frameOfPresentedViewInContainerView`. The dimming belongs
/// to the presentation: it stays while the drawer is open (a completed present, a cancelled
/// dismiss) and goes when it closes; a stage that already has one (the UIKit presentation
/// controller's) has that one animated. Tapping the dimmed area to dismiss the drawer is the
/// UIKit layer's job.
///
/// Interactions move horizontally over the drawer's own width, toward its edge to dismiss and
/// away from it to present, whatever gesture drives them.
///
/// Each number is clamped as its property says, whether passed to the initialiser or assigned.
public struct DrawerStyle: TransitionStyle {
  /// The duration of a non-interactive run, in seconds (0.2 by default; NaN and negative
  /// values become 0, values above ``TimingCurve/maximumDuration`` are clamped).
  public var duration: Double {
    didSet { duration = Self.storedDuration(duration) }
  }
  /// The curve of a non-interactive run (`.easeInOut` by default).
  public var curve: TimingCurve
  /// The drawer's width as a fraction of the container's width (0.75 by default), before
  /// ``maximumWidth`` applies. Clamped to [0, 1]; NaN becomes 0.75.
  public var widthFraction: Double {
    didSet { widthFraction = Self.storedWidthFraction(widthFraction) }
  }
  /// The widest the drawer gets, in points (300 by default, what the drawer is on an iPad).
  /// Negative values become 0, NaN becomes 300; +infinity is kept and means no maximum (the
  /// drawer's width is always finite: it is the smaller of this and a fraction of the
  /// container's).
  public var maximumWidth: Double {
    didSet { maximumWidth = Self.storedMaximumWidth(maximumWidth) }
  }
  /// The opacity of the black dimming node while the drawer is open (0.55 by default).
  /// Clamped to [0, 1]; NaN becomes 0.55.
  public var dimmingAlpha: Double {
    didSet { dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha) }
  }
  /// Whether Reduce Motion (``TransitionScene/reduceMotion``) replaces the drawer with
  /// ``FadeStyle``'s cross-dissolve with this style's duration and curve (true by default).
  public var fadesUnderReduceMotion: Bool

  /// The side of the container a drawer comes from, named by layout direction.
  public enum Edge: Hashable, Sendable, CaseIterable {
    /// The left in left-to-right layouts, the right in right-to-left ones.
    case leading
    /// The right in left-to-right layouts, the left in right-to-left ones.
    case trailing
  }

  /// The side the drawer comes from and rests against (`.leading` by default); the layout
  /// direction decides whether that is the left or the right.
  public var edge: Edge

  /// Creates the style; see each property for its units, default and clamping.
  public init(
    edge: Edge = .leading,
    duration: Double = 0.2,
    curve: TimingCurve = .easeInOut,
    widthFraction: Double = 0.75,
    maximumWidth: Double = 300,
    dimmingAlpha: Double = 0.55,
    fadesUnderReduceMotion: Bool = true
  ) {
    self.duration = Self.storedDuration(duration)
    self.curve = curve
    self.widthFraction = Self.storedWidthFraction(widthFraction)
    self.maximumWidth = Self.storedMaximumWidth(maximumWidth)
    self.dimmingAlpha = Self.storedDimmingAlpha(dimmingAlpha)
    self.fadesUnderReduceMotion = fadesUnderReduceMotion
    self.edge = edge
  }

  /// Whether the drawer is against the container's left side under `layoutDirection`.
  private func isOnTheLeft(_ layoutDirection: UserInterfaceLayoutDirection) -> Bool {
    (edge == .leading) == (layoutDirection == .leftToRight)
  }

  private static func storedDuration(_ duration: Double) -> Double {
    duration.clamped(to: 0...TimingCurve.maximumDuration, nanReplacement: 0)
  }

  private static func storedWidthFraction(_ fraction: Double) -> Double {
    fraction.clamped(to: 0...1, nanReplacement: 0.75)
  }

  private static func storedMaximumWidth(_ width: Double) -> Double {
    width.clamped(to: 0...Double.infinity, nanReplacement: 300)
  }

  private static func storedDimmingAlpha(_ alpha: Double) -> Double {
    alpha.clamped(to: 0...1, nanReplacement: 0.55)
  }

  /// `drawer`.
  public var name: String { "drawer" }

  /// A swipe toward the drawer's edge (mapped horizontally by ``interactionMapping(for:in:)``).
  public var dismissInteraction: Interaction { .pan }

  /// Horizontal over the drawer's width, whatever the gesture: away from the drawer's edge
  /// presents, toward it dismisses.
  public func interactionMapping(for interaction: Interaction, in scene: TransitionScene)
    -> InteractionMapping
  {
    .horizontal(
      towardTrailing: scene.operation.isForward == (edge == .leading),
      distance: presentedFrame(in: scene.bounds, layoutDirection: scene.layoutDirection).width,
      layoutDirection: scene.layoutDirection)
  }

  /// Present and dismiss.
  public var supportedOperations: [TransitionOperation] { [.present, .dismiss] }

  /// Where the drawer rests while open in a container of `bounds`: the container's full height,
  /// flush with its ``edge``, `min(floor(widthFraction × width), maximumWidth)` points wide
  /// (whole points, as UIKit presentation controllers size it). What the UIKit presentation
  /// controller returns as `frameOfPresentedViewInContainerView`.
  ///
  /// - Parameters:
  ///   - bounds: The container's bounds, in points; a negative size is standardised.
  ///   - layoutDirection: Where the leading edge is: the left for `.leftToRight`, the right for
  ///     `.rightToLeft` (the trailing edge is the other side).
  public func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect
  {
    let bounds = bounds.standardized
    let width = Swift.min((widthFraction * bounds.width).rounded(.down), maximumWidth)
    let x = isOnTheLeft(layoutDirection) ? bounds.minX : bounds.maxX - width
    return Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
  }

  /// The drawer plan.
  ///
  /// Present: a black `.dimming` node covering the container is made above the from-view at
  /// alpha 0, and the to-view (the drawer) is inserted above it at
  /// ``presentedFrame(in:layoutDirection:)``, translated its own width toward its ``edge``
  /// so that it starts just outside the container; the translation runs to the identity while
  /// the dimming runs from 0 to ``dimmingAlpha``. Dismiss: the to-view is inserted at rest below
  /// the from-view (the drawer), the dimming node between them at ``dimmingAlpha``, and the
  /// drawer moves from the identity back out past its edge while the dimming runs to 0.
  ///
  /// Cleanups restore the transforms and remove the dimming when the drawer ends up closed; a
  /// cancel also restores and removes the to-view. Under Reduce Motion (when ``fadesUnderReduceMotion`` is set), and
  /// for any operation other than present and dismiss, the plan is ``FadeStyle``'s with this
  /// style's duration and curve.
  public func plan(for scene: TransitionScene) -> TransitionPlan {
    if (scene.reduceMotion && fadesUnderReduceMotion)
      || !supportedOperations.contains(scene.operation)
    {
      return FadeStyle(duration: duration, curve: curve).plan(for: scene)
    }
    let drawer = NodeState(
      frame: presentedFrame(in: scene.bounds, layoutDirection: scene.layoutDirection))
    return OverlayPlan.plan(
      for: scene, presented: drawer,
      offscreen: AffineTransform(
        translationX: isOnTheLeft(scene.layoutDirection) ? -drawer.frame.width : drawer.frame.width,
        y: 0),
      restoredOnCancel: drawer, dimmingAlpha: dimmingAlpha, duration: duration, curve: curve)
  }
}
