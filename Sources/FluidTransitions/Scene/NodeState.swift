/// Everything a transition can animate on one node, as a value: what a trace records and what
/// a plan's geometry is checked against.
///
/// Every value is finite and in range, whether passed to the initialiser or assigned: alpha is
/// clamped to [0, 1] (NaN becomes 1, fully visible, as a view starts), the corner radius to
/// [0, `greatestFiniteMagnitude`] (NaN becomes 0, so +infinity is the largest finite radius,
/// which rounds a view as much as any larger one would), and ``frame`` and ``transform`` are
/// geometry values that sanitise themselves.
public struct NodeState: Hashable, Sendable {
  /// The untransformed layout rectangle in the parent's coordinates (UIKit's `frame` while the
  /// transform is the identity: its `center` and `bounds.size`).
  public var frame: Rect
  /// Opacity in [0, 1]; an assigned value is clamped, and NaN becomes 1.
  public var alpha: Double {
    didSet { alpha = Self.storedAlpha(alpha) }
  }
  /// The transform applied about the centre of ``frame`` (UIKit's default anchor point).
  public var transform: AffineTransform
  /// The corner radius in points (`layer.cornerRadius`), in [0, `greatestFiniteMagnitude`]; an
  /// assigned value is clamped to that range, and NaN becomes 0.
  public var cornerRadius: Double {
    didSet { cornerRadius = Self.storedCornerRadius(cornerRadius) }
  }
  /// Whether the node is hidden.
  public var isHidden: Bool

  /// Creates a state; alpha is clamped to [0, 1] (NaN becomes 1) and the corner radius to
  /// [0, `greatestFiniteMagnitude`] (NaN becomes 0).
  public init(
    frame: Rect,
    alpha: Double = 1,
    transform: AffineTransform = .identity,
    cornerRadius: Double = 0,
    isHidden: Bool = false
  ) {
    self.frame = frame
    self.alpha = Self.storedAlpha(alpha)
    self.transform = transform
    self.cornerRadius = Self.storedCornerRadius(cornerRadius)
    self.isHidden = isHidden
  }

  @inline(__always)
  private static func storedAlpha(_ alpha: Double) -> Double {
    alpha.clamped(to: 0...1, nanReplacement: 1)
  }

  @inline(__always)
  private static func storedCornerRadius(_ radius: Double) -> Double {
    radius.clamped(to: 0...Double.greatestFiniteMagnitude, nanReplacement: 0)
  }
}
