/// A kind of transition: a pure function from the scene's geometry to a plan.
///
/// Styles never touch views or animators; a ``TransitionDriver`` runs the plan they return, on
/// any engine. That makes every style testable headless at any progress.
///
/// Conventions every built-in style follows:
/// - at progress 0 the view on screen before the transition is exactly at its initial layout,
///   and at progress 1 the view on screen after it is exactly at its final layout;
/// - under Reduce Motion (``TransitionScene/reduceMotion``) the plan is ``FadeStyle``'s with the
///   style's duration, unless the style is configured otherwise;
/// - an operation outside ``supportedOperations`` gets the fade too;
/// - views the transition changes are restored by the cleanup steps, and the to-view is removed
///   on cancel.
public protocol TransitionStyle: Sendable {
  /// The name scenarios and the lab use (`fade`, `slide`, …).
  var name: String { get }
  /// The operations the style is designed for.
  var supportedOperations: [TransitionOperation] { get }
  /// The plan for `scene`.
  func plan(for scene: TransitionScene) -> TransitionPlan
  /// How `interaction`'s touches map to this style's progress in `scene`: the interaction's
  /// default unless the style moves along another axis or over another distance (a drawer is
  /// dragged horizontally over its own width).
  func interactionMapping(for interaction: Interaction, in scene: TransitionScene)
    -> InteractionMapping
  /// Where a presentation of this style puts the presented view in a container with `bounds`
  /// (what a UIKit presentation controller reports as `frameOfPresentedViewInContainerView`):
  /// the whole container unless the style presents partially (a sheet's height, a drawer's
  /// width).
  func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect
  /// The gesture that naturally dismisses a presentation of this style: a pull down unless
  /// the style says otherwise (a drawer is swiped toward its edge, a zoom dragged like Photos).
  var dismissInteraction: Interaction { get }
  /// Whether an interactive dismissal whose gesture is about to begin in `context` may begin:
  /// the one place the decision is made, so the UIKit layer only asks. ``InteractionContext``'s
  /// ``InteractionContext/willBegin`` unless the style says otherwise (``ZoomStyle`` asks its
  /// ``ZoomStyle/interactiveDismissShouldBegin``).
  @MainActor
  func shouldBeginInteractiveDismissal(_ context: InteractionContext) -> Bool
}

extension TransitionStyle {
  /// Every operation, unless a style says otherwise.
  public var supportedOperations: [TransitionOperation] { TransitionOperation.allCases }

  /// The interaction's default mapping.
  public func interactionMapping(for interaction: Interaction, in scene: TransitionScene)
    -> InteractionMapping
  {
    interaction.mapping(for: scene)
  }

  /// The whole container.
  public func presentedFrame(in bounds: Rect, layoutDirection: UserInterfaceLayoutDirection) -> Rect
  {
    bounds.standardized
  }

  /// A pull down.
  public var dismissInteraction: Interaction { .panDown }

  /// `context.willBegin`: the gesture's own decision.
  @MainActor
  public func shouldBeginInteractiveDismissal(_ context: InteractionContext) -> Bool {
    context.willBegin
  }
}
