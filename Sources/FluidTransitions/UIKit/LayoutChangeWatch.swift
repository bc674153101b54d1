#if canImport(UIKit)
  import UIKit

  /// Notices, on every frame of a transition run by the display-link engine (with UIKit's
  /// animator, whenever a ``LayoutSentinel`` is laid out; the re-plan is then written through
  /// ``ProgressFollowing``), the layout the
  /// transition was planned on changing under it: the container resized (a rotation, a window
  /// resize) or the arriving view's shared elements laid out elsewhere (its safe area arrived
  /// once it was on screen: `safeAreaInsets` is 0 for a view "not yet visible onscreen"), and
  /// hands the driver the plan and the finger's mapping its style makes for the new layout (see
  /// ``TransitionDriver/replan(onto:interaction:)``).
  ///
  /// The elements are measured in the arriving view's own coordinates, placed at the frame the
  /// scene gives that view, so the arriving view's own animation (a slide's translation, a
  /// zoom's fade) never counts as a change.
  @MainActor
  final class LayoutChangeWatch {
    private var scene: TransitionScene
    private let style: any TransitionStyle
    /// The transition's interaction, whose mapping the style makes anew for the new layout.
    private let interaction: Interaction
    private weak var container: UIView?
    private weak var arriving: UIView?
    private weak var destination: UIView?
    private let elementDestinations: [(identifier: String, view: UIView)]
    private weak var driver: TransitionDriver?
    /// The layout the current plan was made for: the container's size, the destination and
    /// each of `elementDestinations` in order (nil: not in the arriving view).
    private var plannedContainer: Size
    private var plannedDestination: Rect?
    private var plannedElements: [Rect?]
    /// Whether a check is under way: the arriving view's layout, or a re-plan's first writes,
    /// can lay a sentinel out inside it.
    private var isChecking = false
    /// How many re-plans the watch has made.
    private(set) var replanCount = 0

    init(
      scene: TransitionScene, style: any TransitionStyle, interaction: Interaction,
      container: UIView, arriving: UIView, destination: UIView?,
      elementDestinations: [(identifier: String, view: UIView)], driver: TransitionDriver
    ) {
      self.scene = scene
      self.style = style
      self.interaction = interaction
      self.container = container
      self.arriving = arriving
      self.destination = destination
      self.elementDestinations = elementDestinations
      self.driver = driver
      let origin = scene.to.final.origin
      plannedContainer = Size(container.bounds.size)
      plannedDestination = Self.place(destination, in: arriving, at: origin)
      plannedElements = elementDestinations.map { Self.place($0.view, in: arriving, at: origin) }
    }

    /// `view`'s frame where the arriving view places it with its origin at `origin` (its final
    /// frame's); nil when it is not in the arriving view.
    private static func place(_ view: UIView?, in arriving: UIView, at origin: Point) -> Rect? {
      guard let view, view.isDescendant(of: arriving) else { return nil }
      return Rect(view.convert(view.bounds, to: arriving)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Re-plans when the layout differs from the one planned on. Measures in place, so an
    /// unchanged layout (every frame but the rare one) allocates nothing. With `layingOut`, the
    /// arriving view is laid out first: its pending layout (its safe area just arrived) may move
    /// the elements the plan flies to. Ignored inside another check, and while the container
    /// keeps its size and the arriving view is not at the size planned for it (a re-plan's
    /// course is writing it between two layouts: its elements there say nothing of where they
    /// land).
    func check(layingOut: Bool = false) {
      guard !isChecking, let container, let arriving, let driver else { return }
      isChecking = true
      defer { isChecking = false }
      if layingOut { arriving.layoutIfNeeded() }
      let size = Size(container.bounds.size)
      let shown = arriving.bounds.size
      let planned = scene.to.final.size
      // Within half a point: UIKit may round a resized view's size to its pixels.
      let isAtPlannedSize =
        abs(Double(shown.width) - planned.width) < 0.5
        && abs(Double(shown.height) - planned.height) < 0.5
      guard size != plannedContainer || isAtPlannedSize else { return }
      let origin = scene.to.final.origin
      let measured = Self.place(destination, in: arriving, at: origin)
      var changed = size != plannedContainer || measured != plannedDestination
      for (index, element) in elementDestinations.enumerated() where !changed {
        changed = Self.place(element.view, in: arriving, at: origin) != plannedElements[index]
      }
      guard changed else { return }
      plannedContainer = size
      plannedDestination = measured
      plannedElements = elementDestinations.map { Self.place($0.view, in: arriving, at: origin) }
      var elements: [String: Rect] = [:]
      for (index, element) in elementDestinations.enumerated() {
        elements[element.identifier] = plannedElements[index]
      }
      scene = scene.relaidOut(
        container: size, destinationElement: measured, elementDestinations: elements)
      replanCount += 1
      driver.replan(
        onto: style.plan(for: scene),
        interaction: style.interactionMapping(for: interaction, in: scene))
    }
  }
#endif
