/// Everything a transition can animate on one node, as a value: what a trace records and what
/// a plan's geometry is checked against.
public struct NodeState: Hashable, Sendable {
  /// The untransformed layout rectangle in the parent's coordinates (UIKit's `frame` while the
  /// transform is the identity: its `center` and `bounds.size`).
  public var frame: Rect
  /// Opacity in [0, 1].
  public var alpha: Double
  /// The transform applied about the centre of ``frame`` (UIKit's default anchor point).
  public var transform: AffineTransform
  /// The corner radius in points (`layer.cornerRadius`), ≥ 0.
  public var cornerRadius: Double
  /// Whether the node is hidden.
  public var isHidden: Bool

  /// Creates a state; alpha is clamped to [0, 1] (NaN becomes 1) and a negative or NaN corner
  /// radius becomes 0.
  public init(
    frame: Rect,
    alpha: Double = 1,
    transform: AffineTransform = .identity,
    cornerRadius: Double = 0,
    isHidden: Bool = false
  ) {
    self.frame = frame
    self.alpha = alpha.clamped(to: 0...1, nanReplacement: 1)
    self.transform = transform
    self.cornerRadius = cornerRadius.clamped(
      to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
    self.isHidden = isHidden
  }
}
