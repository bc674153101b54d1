import Foundation

/// A two-dimensional affine transform with exactly the meaning of UIKit's `CGAffineTransform`.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty): the matrix is
/// `[a b 0; c d 0; tx ty 1]` acting on row vectors `[x y 1]`. `t1.concatenating(t2)` applies
/// `t1` first, then `t2`, as `CGAffineTransformConcat` does. `rotated(by:)`, `scaledBy(x:y:)` and
/// `translatedBy(x:y:)` prepend their operation, as their CoreGraphics namesakes do. Angles are
/// in radians; with UIKit's downward y axis a positive angle turns clockwise on screen.
///
/// If any component is non-finite the whole transform is stored as the identity: a transform
/// that is partly NaN has no meaningful repair, and the identity is the harmless rendering. The
/// rule is the same whether the component is passed to an initialiser or assigned: after
/// `transform.tx = .nan` the transform is ``identity``, as `AffineTransform(a:b:c:d:tx:ty:)`
/// with that `tx` would be.
public struct AffineTransform: Hashable, Sendable {
  /// Scales x into x′ (the x component of the image of the unit x vector). Assigning a
  /// non-finite value makes the transform the identity.
  public var a: Double {
    didSet { if !a.isFinite { self = .identity } }
  }
  /// Shears x into y′ (the y component of the image of the unit x vector). Assigning a
  /// non-finite value makes the transform the identity.
  public var b: Double {
    didSet { if !b.isFinite { self = .identity } }
  }
  /// Shears y into x′ (the x component of the image of the unit y vector). Assigning a
  /// non-finite value makes the transform the identity.
  public var c: Double {
    didSet { if !c.isFinite { self = .identity } }
  }
  /// Scales y into y′ (the y component of the image of the unit y vector). Assigning a
  /// non-finite value makes the transform the identity.
  public var d: Double {
    didSet { if !d.isFinite { self = .identity } }
  }
  /// Horizontal translation, in points. Assigning a non-finite value makes the transform the
  /// identity.
  public var tx: Double {
    didSet { if !tx.isFinite { self = .identity } }
  }
  /// Vertical translation, in points. Assigning a non-finite value makes the transform the
  /// identity.
  public var ty: Double {
    didSet { if !ty.isFinite { self = .identity } }
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a transform from its six components; see the type's documentation for non-finite
  /// input.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    if a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    } else {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (1, 0, 0, 1, 0, 0)
    }
  }

  /// A translation by `x` and `y` points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically about the origin.
  @inlinable
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin (clockwise on screen for positive angles).
  @inlinable
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// The determinant `a·d − b·c` of the linear part; negative for a reflection, 0 when the
  /// transform collapses the plane onto a line or a point.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The transform that applies `self` and then `other`.
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// A translation by (`x`, `y`) applied before this transform.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale by (`x`, `y`) applied before this transform.
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform.
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or `self` unchanged when the determinant is 0 (as
  /// `CGAffineTransform.inverted()` does).
  public func inverted() -> AffineTransform {
    let det = determinant
    let components = [
      d / det, -b / det, -c / det, a / det, (c * ty - d * tx) / det, (b * tx - a * ty) / det,
    ]
    // A determinant so small that the inverse overflows is as singular as 0 in practice.
    guard det != 0, components.allSatisfy(\.isFinite) else { return self }
    return AffineTransform(
      a: components[0],
      b: components[1],
      c: components[2],
      d: components[3],
      tx: components[4],
      ty: components[5]
    )
  }
}
