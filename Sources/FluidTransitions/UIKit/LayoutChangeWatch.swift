#if canImport(UIKit)
  import UIKit

  /// Notices, on every frame of a transition run by the display-link engine, the layout the
  /// transition was planned on changing under it: the container resized (a rotation, a window
  /// resize) or the arriving view's shared elements laid out elsewhere (its safe area arrived
  /// once it was on screen: `safeAreaInsets` is 0 for a view "not yet visible onscreen"), and
  /// hands the driver the plan its style makes for the new layout (see
  /// ``TransitionDriver/replan(onto:)``).
  ///
  /// The elements are measured in the arriving view's own coordinates, placed at the frame the
  /// scene gives that view, so the arriving view's own animation (a slide's translation, a
  /// zoom's fade) never counts as a change.
  @MainActor
  final class LayoutChangeWatch {
    private var scene: TransitionScene
    private let style: any TransitionStyle
    private weak var container: UIView?
    private weak var arriving: UIView?
    private weak var destination: UIView?
    private let elementDestinations: [(identifier: String, view: UIView)]
    private weak var driver: TransitionDriver?
    /// The layout the current plan was made for.
    private var planned: Layout

    struct Layout: Equatable {
      var container: Size
      var destination: Rect?
      var elements: [String: Rect]
    }

    init(
      scene: TransitionScene, style: any TransitionStyle, container: UIView, arriving: UIView,
      destination: UIView?, elementDestinations: [(identifier: String, view: UIView)],
      driver: TransitionDriver
    ) {
      self.scene = scene
      self.style = style
      self.container = container
      self.arriving = arriving
      self.destination = destination
      self.elementDestinations = elementDestinations
      self.driver = driver
      planned = Layout(container: scene.container, destination: nil, elements: [:])
      planned = measure() ?? planned
    }

    /// The layout now, with the elements where the arriving view places them at its final
    /// frame; nil once the views are gone.
    private func measure() -> Layout? {
      guard let container, let arriving else { return nil }
      let origin = scene.to.final.origin
      func place(_ view: UIView?) -> Rect? {
        guard let view, view.isDescendant(of: arriving) else { return nil }
        return Rect(view.convert(view.bounds, to: arriving)).offsetBy(dx: origin.x, dy: origin.y)
      }
      var elements: [String: Rect] = [:]
      for element in elementDestinations { elements[element.identifier] = place(element.view) }
      return Layout(
        container: Size(container.bounds.size), destination: place(destination),
        elements: elements)
    }

    /// Re-plans when the layout differs from the one planned on.
    func check() {
      guard let layout = measure(), layout != planned, let driver else { return }
      scene = scene.relaidOut(
        container: layout.container, destinationElement: layout.destination,
        elementDestinations: layout.elements)
      planned = layout
      driver.replan(onto: style.plan(for: scene))
    }
  }
#endif
