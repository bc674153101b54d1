/// A headless ``TransitionNode``: a tree of rectangles with the properties transitions animate,
/// for tests, the lab and benchmarks.
///
/// Geometry follows UIKit: ``frame`` is the untransformed layout rectangle in the parent's
/// coordinates, ``transform`` applies about its centre, and ``contentOffset`` shifts the
/// coordinate space of the children (a scroll view's `bounds.origin`).
///
/// The node stores its values as a ``NodeState``, so every setter applies that type's rules,
/// the same as the initialiser: alpha is clamped to [0, 1] with NaN becoming 1, the corner
/// radius to [0, `greatestFiniteMagnitude`] with NaN becoming 0, and geometry goes through the
/// sanitising geometry types.
@MainActor
public final class SceneNode: TransitionNode {
  /// A name for traces and debugging (`from`, `to`, `dimming`, …).
  public var name: String
  /// The fill colour, drawn by the lab's report.
  public var color: RGBAColor
  /// The children in drawing order, back to front.
  public private(set) var children: [SceneNode] = []
  /// The node this one belongs to.
  public private(set) weak var parent: SceneNode?
  /// The offset of the children's coordinate space, in points (UIKit's `bounds.origin`).
  public var contentOffset: Point = .zero
  /// The node this one was snapshotted from, if it is a snapshot.
  public private(set) weak var snapshotSource: SceneNode?
  /// Whether this snapshot was asked for after screen updates
  /// (``makeSnapshot(afterScreenUpdates:)`` with true); false for every other node. A headless
  /// node is always up to date, so the snapshot is the same either way: this only records what
  /// a plan asked for.
  public private(set) var isSnapshotAfterScreenUpdates = false
  /// Whether the node clips its children to its bounds (UIKit's `clipsToBounds`); false by
  /// default. Recorded for tests and the lab: nothing is drawn headless.
  public var clipsToBounds = false

  private var state: NodeState

  /// Creates an unparented node.
  public init(name: String, frame: Rect, color: RGBAColor = .white, alpha: Double = 1) {
    self.name = name
    self.color = color
    state = NodeState(frame: frame, alpha: alpha)
  }

  /// The untransformed layout rectangle in the parent's coordinates.
  public var frame: Rect {
    get { state.frame }
    set { state.frame = newValue }
  }

  /// Opacity; values are clamped to [0, 1] and NaN becomes 1, as in
  /// ``init(name:frame:color:alpha:)``.
  public var alpha: Double {
    get { state.alpha }
    set { state.alpha = newValue }
  }

  /// The transform about the centre of ``frame``.
  public var transform: AffineTransform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// The corner radius in points; values are clamped to [0, `greatestFiniteMagnitude`] (so
  /// +infinity is the largest finite radius) and NaN becomes 0, as ``NodeState`` stores them.
  public var cornerRadius: Double {
    get { state.cornerRadius }
    set { state.cornerRadius = newValue }
  }

  /// Whether the node is hidden.
  public var isHidden: Bool {
    get { state.isHidden }
    set { state.isHidden = newValue }
  }

  /// The current values (a headless node has no separate presentation).
  public var presentedState: NodeState { state }

  /// The parent, as a ``TransitionNode``.
  public var parentNode: (any TransitionNode)? { parent }

  /// `name` and frame, for debugging.
  public var description: String { "SceneNode(\(name), \(state.frame))" }

  /// Whether the node and every ancestor are visible: not hidden, alpha above 0.
  public var isEffectivelyVisible: Bool {
    var node: SceneNode? = self
    while let current = node {
      if current.isHidden || current.alpha <= 0 { return false }
      node = current.parent
    }
    return true
  }

  /// The root of this node's tree.
  public var root: SceneNode {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// Every node in the subtree, depth first, back to front.
  public var subtree: [SceneNode] {
    [self] + children.flatMap(\.subtree)
  }

  // MARK: - Coordinates

  /// Maps a point in this node's own coordinate space to its parent's.
  func pointInParent(_ point: Point) -> Point {
    let frame = state.frame
    let local = Point(
      x: point.x - contentOffset.x - frame.width / 2,
      y: point.y - contentOffset.y - frame.height / 2)
    let transformed = local.applying(state.transform)
    return Point(x: transformed.x + frame.midX, y: transformed.y + frame.midY)
  }

  /// Converts `rect` from this node's coordinate space to `node`'s (nil: the root's): each
  /// corner is mapped through every frame, transform and content offset on the way up (and
  /// inverted on the way down), and the bounding box is returned, as UIKit does. Allocates
  /// nothing, so a stage can measure a node on every frame.
  public func convert(_ rect: Rect, to node: (any TransitionNode)?) -> Rect {
    let target = node as? SceneNode
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for corner in 0..<4 {
      let point = Point(
        x: corner & 1 == 0 ? rect.minX : rect.maxX, y: corner < 2 ? rect.minY : rect.maxY)
      let inRoot = toRoot(point)
      let mapped = target.map { $0.fromRoot(inRoot) } ?? inRoot
      minX = Swift.min(minX, mapped.x)
      minY = Swift.min(minY, mapped.y)
      maxX = Swift.max(maxX, mapped.x)
      maxY = Swift.max(maxY, mapped.y)
    }
    return Rect(
      corner: Point(x: minX, y: minY), oppositeCorner: Point(x: maxX, y: maxY))
  }

  private func toRoot(_ point: Point) -> Point {
    var current = point
    var node: SceneNode? = self
    while let each = node, each.parent != nil {
      current = each.pointInParent(current)
      node = each.parent
    }
    return current
  }

  /// Maps a point in the root's coordinates to this node's: the parent's mapping first, then
  /// this node's frame, transform and content offset inverted.
  private func fromRoot(_ point: Point) -> Point {
    guard let parent else { return point }
    let current = parent.fromRoot(point)
    let frame = state.frame
    let centered = Point(x: current.x - frame.midX, y: current.y - frame.midY)
    let local = centered.applying(state.transform.inverted())
    return Point(
      x: local.x + frame.width / 2 + contentOffset.x,
      y: local.y + frame.height / 2 + contentOffset.y)
  }

  // MARK: - Tree

  /// Adds `node` (a ``SceneNode``) above `sibling`, or on top.
  public func insertChild(_ node: any TransitionNode, above sibling: (any TransitionNode)?) {
    guard let child = node as? SceneNode, child !== self else { return }
    child.removeFromParent()
    let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } }
    children.insert(child, at: index.map { $0 + 1 } ?? children.count)
    child.parent = self
  }

  /// Adds `node` (a ``SceneNode``) below `sibling`, or at the back.
  public func insertChild(_ node: any TransitionNode, below sibling: (any TransitionNode)?) {
    guard let child = node as? SceneNode, child !== self else { return }
    child.removeFromParent()
    let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } }
    children.insert(child, at: index ?? 0)
    child.parent = self
  }

  /// Appends `child` on top of the other children.
  public func addChild(_ child: SceneNode) {
    insertChild(child, above: nil)
  }

  /// Removes the node from its parent.
  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// A copy of this node's current look, named `<name> snapshot`, with no children.
  public func makeSnapshot() -> (any TransitionNode)? {
    let snapshot = SceneNode(name: "\(name) snapshot", frame: state.frame, color: color)
    snapshot.state = state
    snapshot.isHidden = false
    snapshot.snapshotSource = self
    return snapshot
  }

  /// ``makeSnapshot()``, remembering `afterScreenUpdates` in
  /// ``isSnapshotAfterScreenUpdates``.
  public func makeSnapshot(afterScreenUpdates: Bool) -> (any TransitionNode)? {
    let snapshot = makeSnapshot() as? SceneNode
    snapshot?.isSnapshotAfterScreenUpdates = afterScreenUpdates
    return snapshot
  }

  /// A plain node filled with `color`.
  public func makeNode(filledWith color: RGBAColor) -> any TransitionNode {
    SceneNode(name: "node", frame: .zero, color: color)
  }

  /// A plain node in `node`'s ``color`` (white if `node` is not a scene node).
  public func makeNode(matchingBackgroundOf node: any TransitionNode) -> any TransitionNode {
    makeNode(filledWith: (node as? SceneNode)?.color ?? .white)
  }
}
