/// A view as a transition sees it: the handful of properties a transition animates, plus the
/// tree operations its setup and cleanup need.
///
/// Headless code uses ``SceneNode``; the UIKit layer adapts `UIView`. Property setters take any
/// value; implementations clamp alpha to [0, 1] and corner radii to ≥ 0 as UIKit does, and
/// never store NaN or infinity (``NodeState``'s rules: NaN alpha becomes 1, a NaN radius 0, an
/// infinite one `greatestFiniteMagnitude`).
@MainActor
public protocol TransitionNode: AnyObject {
  /// The untransformed layout rectangle in the parent's coordinates.
  var frame: Rect { get set }
  /// Opacity in [0, 1].
  var alpha: Double { get set }
  /// The transform applied about the centre of ``frame``.
  var transform: AffineTransform { get set }
  /// The corner radius in points.
  var cornerRadius: Double { get set }
  /// Whether the node is hidden.
  var isHidden: Bool { get set }
  /// The values currently on screen. Equal to the model values for headless nodes; on iOS the
  /// presentation layer's values, which differ while Core Animation runs an animation.
  var presentedState: NodeState { get }
  /// The node this one is a child of, if any.
  var parentNode: (any TransitionNode)? { get }

  /// Converts `rect` from this node's coordinate space to `node`'s (nil: the root's), applying
  /// every transform on the way, as `UIView.convert(_:to:)` does.
  func convert(_ rect: Rect, to node: (any TransitionNode)?) -> Rect
  /// Adds `node` as a child, drawn above `sibling` (nil: above every child).
  func insertChild(_ node: any TransitionNode, above sibling: (any TransitionNode)?)
  /// Adds `node` as a child, drawn below `sibling` (nil: below every child).
  func insertChild(_ node: any TransitionNode, below sibling: (any TransitionNode)?)
  /// Removes the node from its parent.
  func removeFromParent()
  /// A new, unparented node that looks like this one now (UIKit's
  /// `snapshotView(afterScreenUpdates: false)`), or nil if none can be made.
  func makeSnapshot() -> (any TransitionNode)?
  /// A new, unparented node that looks like this one, or nil if none can be made; with
  /// `afterScreenUpdates`, as it looks once pending layout and drawing are done (UIKit's
  /// `snapshotView(afterScreenUpdates: true)`, for a view that is not on screen yet).
  ///
  /// The default implementation calls ``makeSnapshot()`` whatever `afterScreenUpdates` says:
  /// right for nodes that are always up to date (``SceneNode``).
  func makeSnapshot(afterScreenUpdates: Bool) -> (any TransitionNode)?
  /// Whether the node clips its children to its bounds (UIKit's `clipsToBounds`): a zoom's
  /// flight clips its aspect-filled contents.
  ///
  /// The default implementation never clips and ignores assignments: a node type that cannot
  /// clip still runs every plan, showing the flight's contents unclipped.
  var clipsToBounds: Bool { get set }
  /// A new, unparented, plain node filled with `color` (dimming and shadow nodes).
  func makeNode(filledWith color: RGBAColor) -> any TransitionNode
  /// A new, unparented, plain node filled with `node`'s background (UIKit: its
  /// `backgroundColor`), to extend `node` beyond its edges (a sheet's extension below its
  /// bottom edge).
  func makeNode(matchingBackgroundOf node: any TransitionNode) -> any TransitionNode
}

extension TransitionNode {
  /// ``makeSnapshot()``, whatever `afterScreenUpdates` says.
  public func makeSnapshot(afterScreenUpdates: Bool) -> (any TransitionNode)? {
    makeSnapshot()
  }

  /// False: a node type that does not implement clipping never clips; assignments are
  /// ignored.
  public var clipsToBounds: Bool {
    get { false }
    set {}
  }

  /// A white node: what a node type that does not know backgrounds makes.
  public func makeNode(matchingBackgroundOf node: any TransitionNode) -> any TransitionNode {
    makeNode(filledWith: .white)
  }
}
