import Foundation

extension AffineTransform {
  /// An affine transform split into the parts that animate naturally: scale, shear, rotation and
  /// translation.
  ///
  /// The linear part is factored as `scale · shear · rotation` in UIKit's row-vector convention,
  /// so a point is scaled first, then sheared, then rotated, then translated:
  ///
  ///     (a, b) = scale.dx · (cos θ, sin θ)
  ///     (c, d) = scale.dy · (shear · (cos θ, sin θ) + (−sin θ, cos θ))
  ///
  /// The canonical decomposition has `scale.dx ≥ 0`, `rotation` θ in (−π, π] and carries a
  /// reflection as a negative `scale.dy`. Every transform with a non-zero determinant decomposes
  /// and recomposes to itself up to rounding. A singular transform (determinant 0) keeps what
  /// the factorisation can express: a transform that collapses onto a line through its first
  /// row keeps that row and drops the second.
  ///
  /// Every part is finite: a non-finite rotation or shear is stored as 0, whether passed to the
  /// initialiser or assigned, and the vectors store non-finite components as 0.
  public struct Decomposition: Hashable, Sendable {
    /// Horizontal and vertical translation, in points.
    public var translation: Vector
    /// Rotation in radians; positive turns clockwise on screen. Assigning a non-finite value
    /// stores 0.
    public var rotation: Double {
      didSet { rotation = rotation.finite(or: 0) }
    }
    /// Scale factors along the (pre-rotation) x and y axes; negative for a reflection.
    public var scale: Vector
    /// Shear of y into x, applied after scaling and before rotation (0 for most transforms).
    /// Assigning a non-finite value stores 0.
    public var shear: Double {
      didSet { shear = shear.finite(or: 0) }
    }

    /// Creates a decomposition from its parts; a non-finite rotation or shear is stored as 0.
    public init(translation: Vector, rotation: Double, scale: Vector, shear: Double) {
      self.translation = translation
      self.rotation = rotation.finite(or: 0)
      self.scale = scale
      self.shear = shear.finite(or: 0)
    }

    /// The same transform with the rotation half a turn further and both scales negated:
    /// `(sx, θ, sy) ≡ (−sx, θ + π, −sy)`.
    var alternative: Decomposition {
      Decomposition(
        translation: translation,
        rotation: rotation > 0 ? rotation - .pi : rotation + .pi,
        scale: Vector(dx: -scale.dx, dy: -scale.dy),
        shear: shear
      )
    }
  }

  /// The canonical decomposition of this transform; see ``Decomposition``.
  public var decomposed: Decomposition {
    // hypot, not √(a² + b²): the squares overflow for components beyond about 1e154.
    let scaleX = hypot(a, b)
    var rotation: Double
    let scaleY: Double
    let shear: Double
    if scaleX > 0 {
      rotation = atan2(b, a)
      // atan2(−0, negative) is −π; the canonical range is (−π, π].
      if rotation <= -.pi { rotation += 2 * .pi }
      scaleY = determinant / scaleX
      shear = scaleY != 0 ? (a * c + b * d) / (scaleX * scaleY) : 0
    } else {
      rotation = 0
      scaleY = d
      shear = d != 0 ? c / d : 0
    }
    return Decomposition(
      translation: Vector(dx: tx, dy: ty),
      rotation: rotation,
      scale: Vector(dx: scaleX, dy: scaleY),
      shear: shear
    )
  }

  /// Recomposes a transform from its parts.
  public init(_ decomposition: Decomposition) {
    let cosine = cos(decomposition.rotation)
    let sine = sin(decomposition.rotation)
    let scale = decomposition.scale
    let shear = decomposition.shear
    self.init(
      a: scale.dx * cosine,
      b: scale.dx * sine,
      c: scale.dy * (shear * cosine - sine),
      d: scale.dy * (shear * sine + cosine),
      tx: decomposition.translation.dx,
      ty: decomposition.translation.dy
    )
  }
}

extension AffineTransform: Interpolatable {
  /// Interpolates the decomposed parts rather than the six numbers, the way Core Animation
  /// animates a transform, so a rotation stays rigid (interpolating `a…d` directly would shrink
  /// a view passing through a half turn).
  ///
  /// - Translation, scale and shear move linearly.
  /// - Rotation takes the short way round: 350° → 10° turns 20° through 0°, never 340° back.
  ///   A decomposition cannot see whole turns, so a spin of more than half a turn must be
  ///   animated as an explicit angle track instead.
  /// - A reflection animates as one axis scaling through zero rather than a half turn: of the
  ///   two equivalent decompositions of the target, the one whose scale signs differ least from
  ///   the source's is used, then the one with the smaller rotation.
  /// - Fraction 0 and 1 return the endpoints exactly.
  public func interpolated(to target: AffineTransform, fraction: Double) -> AffineTransform {
    guard fraction.isFinite, fraction != 0, self != target else { return self }
    if fraction == 1 { return target }
    let start = decomposed
    let end = Self.closestDecomposition(of: target, to: start)
    let turn = remainder(end.rotation - start.rotation, 2 * .pi)
    return AffineTransform(
      Decomposition(
        translation: start.translation.interpolated(to: end.translation, fraction: fraction),
        rotation: start.rotation + turn * fraction,
        scale: start.scale.interpolated(to: end.scale, fraction: fraction),
        shear: start.shear.interpolated(to: end.shear, fraction: fraction)
      )
    )
  }

  private static func closestDecomposition(
    of target: AffineTransform,
    to start: Decomposition
  ) -> Decomposition {
    let canonical = target.decomposed
    let alternative = canonical.alternative
    func signChanges(_ candidate: Decomposition) -> Int {
      (start.scale.dx.sign != candidate.scale.dx.sign ? 1 : 0)
        + (start.scale.dy.sign != candidate.scale.dy.sign ? 1 : 0)
    }
    func turn(_ candidate: Decomposition) -> Double {
      abs(remainder(candidate.rotation - start.rotation, 2 * .pi))
    }
    let canonicalChanges = signChanges(canonical)
    let alternativeChanges = signChanges(alternative)
    if alternativeChanges != canonicalChanges {
      return alternativeChanges < canonicalChanges ? alternative : canonical
    }
    return turn(alternative) < turn(canonical) ? alternative : canonical
  }
}

extension AffineTransform: PreparedInterpolation {
  /// `interpolated(to:fraction:)` from one transform to another with the fraction-independent
  /// work done once: both decompositions, the turn and, for a path that does not rotate, the
  /// cosine and sine. ``value(at:)`` returns exactly what `interpolated(to:fraction:)` returns.
  struct InterpolationPath: Sendable {
    private let start: AffineTransform
    private let target: AffineTransform
    private let identical: Bool
    private let from: Decomposition
    private let end: Decomposition
    private let turn: Double
    private let fixedCosine: Double
    private let fixedSine: Double

    init(from start: AffineTransform, to target: AffineTransform) {
      self.start = start
      self.target = target
      identical = start == target
      from = start.decomposed
      end = AffineTransform.closestDecomposition(of: target, to: from)
      turn = remainder(end.rotation - from.rotation, 2 * .pi)
      fixedCosine = cos(from.rotation)
      fixedSine = sin(from.rotation)
    }

    /// The transform at `fraction`.
    @inline(__always)
    func value(at fraction: Double) -> AffineTransform {
      guard fraction.isFinite, fraction != 0, !identical else { return start }
      if fraction == 1 { return target }
      let rotation = (from.rotation + turn * fraction).finite(or: 0)
      // The same rotation bit for bit (a path that does not rotate) has the same cosine and sine.
      let unturned = rotation.bitPattern == from.rotation.bitPattern
      let cosine = unturned ? fixedCosine : cos(rotation)
      let sine = unturned ? fixedSine : sin(rotation)
      let translation = from.translation.interpolated(to: end.translation, fraction: fraction)
      let scale = from.scale.interpolated(to: end.scale, fraction: fraction)
      let shear = from.shear.interpolated(to: end.shear, fraction: fraction).finite(or: 0)
      return AffineTransform(
        a: scale.dx * cosine,
        b: scale.dx * sine,
        c: scale.dy * (shear * cosine - sine),
        d: scale.dy * (shear * sine + cosine),
        tx: translation.dx,
        ty: translation.dy
      )
    }
  }

  static func interpolation(from start: AffineTransform, to target: AffineTransform)
    -> (Double) -> AffineTransform
  {
    let path = InterpolationPath(from: start, to: target)
    return { path.value(at: $0) }
  }
}
