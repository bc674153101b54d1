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
  /// The elements are watched where the transition lands them: in the arriving view's own
  /// coordinates, placed at the frame the scene gives that view at rest, so the view's own
  /// animation (a slide's translation, a zoom's fade) never counts as a change; in a dismissal
  /// that keeps its presenter in place (no arriving view in the context), in the presenter's
  /// view, which the transition does not move, as the container sees it. At a re-plan the
  /// source element (where a pop, a dismissal or a cancelled push lands) is measured there too,
  /// and, when the container changed size, the elements in the departing view, placed at its
  /// initial frame (between re-plans the departing view's own animation may lay them out
  /// elsewhere, which says nothing of where they land; a source moving by itself, a grid
  /// scrolling, is the live flight's to follow).
  @MainActor
  final class LayoutChangeWatch {
    /// The views a transition's elements live in.
    struct Views {
      /// The context's arriving view; nil in a dismissal that keeps its presenter.
      weak var arriving: UIView?
      /// The context's departing view.
      weak var departing: UIView?
      /// The presenter's view a dismissal keeps in place, when the context has no arriving view.
      weak var presenter: UIView?
    }

    private var scene: TransitionScene
    private let style: any TransitionStyle
    /// The transition's interaction, whose mapping the style makes anew for the new layout.
    private let interaction: Interaction
    private weak var container: UIView?
    private let views: Views
    private weak var source: UIView?
    private weak var destination: UIView?
    private let elementDestinations: [(identifier: String, view: UIView)]
    private weak var driver: TransitionDriver?
    /// The layout the current plan was made for: the container's size, the destination and
    /// each of `elementDestinations` in order (nil: in none of `views`).
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
      container: UIView, views: Views, source: UIView?, destination: UIView?,
      elementDestinations: [(identifier: String, view: UIView)], driver: TransitionDriver
    ) {
      self.scene = scene
      self.style = style
      self.interaction = interaction
      self.container = container
      self.views = views
      self.source = source
      self.destination = destination
      self.elementDestinations = elementDestinations
      self.driver = driver
      plannedContainer = Size(container.bounds.size)
      plannedDestination = Self.place(
        destination, in: views, scene: scene, container: container, departing: false)
      plannedElements = elementDestinations.map {
        Self.place($0.view, in: views, scene: scene, container: container, departing: false)
      }
    }

    /// `view`'s frame in the container's coordinates: where the arriving view places it at its
    /// final frame, or (with `departing`) the departing view at its initial frame, or where the
    /// presenter's view has it now; nil when it is in none of them.
    private static func place(
      _ view: UIView?, in views: Views, scene: TransitionScene, container: UIView,
      departing: Bool
    ) -> Rect? {
      // Checked on every frame of the display-link engine: no collection is built here.
      guard let view else { return nil }
      if let arriving = views.arriving, view.isDescendant(of: arriving) {
        return place(view, in: arriving, at: scene.to.final.origin)
      }
      if departing, let departingView = views.departing, view.isDescendant(of: departingView) {
        return place(view, in: departingView, at: scene.from.initial.origin)
      }
      guard let presenter = views.presenter, view.isDescendant(of: presenter) else { return nil }
      return Rect(view.convert(view.bounds, to: container))
    }

    /// `view`'s frame where `host`, with its origin at `origin`, places it.
    private static func place(_ view: UIView, in host: UIView, at origin: Point) -> Rect {
      Rect(view.convert(view.bounds, to: host)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Re-plans when the layout differs from the one planned on. Measures in place, so an
    /// unchanged layout (every frame but the rare one) allocates nothing. With `layingOut`, the
    /// views the elements live in are laid out first: a pending layout (a safe area that just
    /// arrived) may move the elements the plan flies to. Ignored inside another check, and
    /// while the container keeps its size and the arriving view is not at the size planned for
    /// it (a re-plan's course is writing it between two layouts: its elements there say nothing
    /// of where they land).
    func check(layingOut: Bool = false) {
      guard !isChecking, let container, let driver else { return }
      isChecking = true
      defer { isChecking = false }
      if layingOut {
        for view in [views.arriving, views.departing, views.presenter] { view?.layoutIfNeeded() }
      }
      let size = Size(container.bounds.size)
      var isAtPlannedSize = true
      if let arriving = views.arriving {
        let shown = arriving.bounds.size
        let planned = scene.to.final.size
        // Within half a point: UIKit may round a resized view's size to its pixels.
        isAtPlannedSize =
          abs(Double(shown.width) - planned.width) < 0.5
          && abs(Double(shown.height) - planned.height) < 0.5
      }
      guard size != plannedContainer || isAtPlannedSize else { return }
      let measured = Self.place(
        destination, in: views, scene: scene, container: container, departing: false)
      var changed = size != plannedContainer || measured != plannedDestination
      for (index, element) in elementDestinations.enumerated() where !changed {
        changed =
          Self.place(element.view, in: views, scene: scene, container: container, departing: false)
          != plannedElements[index]
      }
      guard changed else { return }
      let resized = size != plannedContainer
      plannedContainer = size
      plannedDestination = measured
      plannedElements = elementDestinations.map {
        Self.place($0.view, in: views, scene: scene, container: container, departing: false)
      }
      let (watched, planned) = (views, scene)
      let place = { (view: UIView?) in
        Self.place(view, in: watched, scene: planned, container: container, departing: resized)
      }
      var elements: [String: Rect] = [:]
      for element in elementDestinations {
        elements[element.identifier] = place(element.view)
      }
      let oldBounds = scene.bounds
      scene = scene.relaidOut(
        container: size, sourceElement: place(source), destinationElement: place(destination),
        elementDestinations: elements)
      replanCount += 1
      driver.replan(
        onto: style.plan(for: scene),
        interaction: style.interactionMapping(for: interaction, in: scene),
        carriedBy: resized && ContainerResize.carries(style)
          ? ContainerResize(from: oldBounds, to: scene.bounds) : nil)
    }
  }
#endif
