#if canImport(UIKit)
  import UIKit

  /// A `UIView` as a ``TransitionNode``: the glue that lets plans run on real views.
  ///
  /// ``TransitionNode/frame`` is the *untransformed* layout rectangle, so it maps to the view's
  /// `center` and `bounds.size` (UIKit's `frame` is the transformed bounding box). Presented
  /// values come from the presentation layer while Core Animation runs an animation.
  @MainActor
  package final class ViewNode: TransitionNode {
    /// The wrapped view.
    package let view: UIView
    private unowned let table: ViewNodeTable

    init(view: UIView, table: ViewNodeTable) {
      self.view = view
      self.table = table
    }

    /// The untransformed layout rectangle in the superview's coordinates.
    package var frame: Rect {
      get {
        let size = view.bounds.size
        let center = view.center
        return Rect(
          x: Double(center.x - size.width / 2), y: Double(center.y - size.height / 2),
          width: Double(size.width), height: Double(size.height))
      }
      set {
        view.bounds.size = newValue.size.cgSize
        view.center = newValue.center.cgPoint
      }
    }

    /// The view's alpha, in [0, 1]; NaN is stored as 1, as ``NodeState`` stores it.
    package var alpha: Double {
      get { Double(view.alpha) }
      set { view.alpha = CGFloat(newValue.clamped(to: 0...1, nanReplacement: 1)) }
    }

    /// The view's affine transform.
    package var transform: AffineTransform {
      get { AffineTransform(view.transform) }
      set { view.transform = newValue.cgAffineTransform }
    }

    /// The layer's corner radius, in [0, `greatestFiniteMagnitude`]; NaN is stored as 0, as
    /// ``NodeState`` stores it.
    package var cornerRadius: Double {
      get { Double(view.layer.cornerRadius) }
      set {
        view.layer.cornerRadius = CGFloat(
          newValue.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0))
      }
    }

    /// Whether the view is hidden.
    package var isHidden: Bool {
      get { view.isHidden }
      set { view.isHidden = newValue }
    }

    /// The values on screen: the presentation layer's while an animation runs, the model's
    /// otherwise.
    package var presentedState: NodeState {
      guard let layer = view.layer.presentation() else {
        return NodeState(
          frame: frame, alpha: alpha, transform: transform, cornerRadius: cornerRadius,
          isHidden: isHidden)
      }
      let size = layer.bounds.size
      let position = layer.position
      return NodeState(
        frame: Rect(
          x: Double(position.x - size.width / 2), y: Double(position.y - size.height / 2),
          width: Double(size.width), height: Double(size.height)),
        alpha: Double(layer.opacity), transform: AffineTransform(layer.affineTransform()),
        cornerRadius: Double(layer.cornerRadius), isHidden: isHidden)
    }

    /// The superview's node.
    package var parentNode: (any TransitionNode)? {
      view.superview.map { table.node(for: $0) }
    }

    /// `UIView.convert(_:to:)`.
    package func convert(_ rect: Rect, to node: (any TransitionNode)?) -> Rect {
      Rect(view.convert(rect.cgRect, to: (node as? ViewNode)?.view))
    }

    /// `insertSubview(_:aboveSubview:)`, or `addSubview(_:)` without a sibling.
    package func insertChild(_ node: any TransitionNode, above sibling: (any TransitionNode)?) {
      guard let child = (node as? ViewNode)?.view, child !== view else { return }
      if let sibling = (sibling as? ViewNode)?.view, sibling.superview === view {
        view.insertSubview(child, aboveSubview: sibling)
      } else {
        view.addSubview(child)
      }
    }

    /// `insertSubview(_:belowSubview:)`, or `insertSubview(_:at: 0)` without a sibling.
    package func insertChild(_ node: any TransitionNode, below sibling: (any TransitionNode)?) {
      guard let child = (node as? ViewNode)?.view, child !== view else { return }
      if let sibling = (sibling as? ViewNode)?.view, sibling.superview === view {
        view.insertSubview(child, belowSubview: sibling)
      } else {
        view.insertSubview(child, at: 0)
      }
    }

    /// `removeFromSuperview()`.
    package func removeFromParent() {
      view.removeFromSuperview()
    }

    /// The view's `clipsToBounds`: a zoom's flight clips the snapshots inside it.
    package var clipsToBounds: Bool {
      get { view.clipsToBounds }
      set { view.clipsToBounds = newValue }
    }

    /// `snapshotView(afterScreenUpdates: false)`, with the view's corner radius.
    package func makeSnapshot() -> (any TransitionNode)? {
      makeSnapshot(afterScreenUpdates: false)
    }

    /// `snapshotView(afterScreenUpdates:)`, with the view's corner radius, clipped to it.
    ///
    /// With `afterScreenUpdates`, UIKit incorporates pending changes first: needed for a view
    /// of the arriving screen, which the layer has just put in the container and laid out but
    /// Core Animation has not rendered yet (a snapshot of a view never rendered "has no visible
    /// content"). Incorporating them commits the window at once, and the display may show that
    /// commit: a plan asks for it only where everything set up so far looks as the frame before
    /// did (see ``ZoomStyle``). Without, the view as it is on screen now, which is faster and
    /// commits nothing.
    package func makeSnapshot(afterScreenUpdates: Bool) -> (any TransitionNode)? {
      guard let snapshot = view.snapshotView(afterScreenUpdates: afterScreenUpdates) else {
        return nil
      }
      snapshot.layer.cornerRadius = view.layer.cornerRadius
      snapshot.clipsToBounds = true
      return table.node(for: snapshot)
    }

    /// A plain view filled with `color` (dimming and shadow).
    package func makeNode(filledWith color: RGBAColor) -> any TransitionNode {
      plainNode(
        UIColor(
          red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha)))
    }

    /// A plain view with `node`'s `backgroundColor` (white when it has none).
    package func makeNode(matchingBackgroundOf node: any TransitionNode) -> any TransitionNode {
      plainNode((node as? ViewNode)?.view.backgroundColor ?? UIColor(white: 1, alpha: 1))
    }

    private func plainNode(_ color: UIColor) -> any TransitionNode {
      let node = UIView(frame: .zero)
      node.backgroundColor = color
      node.isUserInteractionEnabled = false
      return table.node(for: node)
    }
  }

  /// One `ViewNode` per view for the duration of a transition, so node identity (which the
  /// stage relies on) is view identity.
  @MainActor
  final class ViewNodeTable {
    private var nodes: [ObjectIdentifier: ViewNode] = [:]

    func node(for view: UIView) -> ViewNode {
      if let node = nodes[ObjectIdentifier(view)] { return node }
      let node = ViewNode(view: view, table: self)
      nodes[ObjectIdentifier(view)] = node
      return node
    }

    func removeAll() {
      nodes.removeAll()
    }
  }
#endif
