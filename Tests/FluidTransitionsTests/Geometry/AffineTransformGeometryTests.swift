import FluidTransitions
import Testing

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// `AffineTransform` has CGAffineTransform's meaning: row vectors, `concatenating` applies the
/// receiver first, the `…By`/`rotated(by:)` helpers prepend, and positive angles turn clockwise
/// on a y-down screen.
@Suite("Geometry: affine transform")
struct AffineTransformGeometryTests {
  @Test("Applying maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty)")
  func applyingUsesRowVectorConvention() {
    let transform = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
    #expect(Point(x: 0, y: 0).applying(transform) == Point(x: 11, y: 13))
    #expect(Point(x: 1, y: 0).applying(transform) == Point(x: 13, y: 16))
    #expect(Point(x: 0, y: 1).applying(transform) == Point(x: 16, y: 20))
    #expect(Point(x: -2, y: 4).applying(transform) == Point(x: -4 + 20 + 11, y: -6 + 28 + 13))
    #expect(Point(x: 3, y: -1).applying(.identity) == Point(x: 3, y: -1))
  }

  @Test("Translation, scale and rotation initialisers mean what CoreGraphics means")
  func basicInitialisersMatchCoreGraphics() {
    #expect(
      Point(x: 1, y: 2).applying(AffineTransform(translationX: 10, y: -5)) == Point(x: 11, y: -3))
    #expect(Point(x: 1, y: 2).applying(AffineTransform(scaleX: 3, y: -4)) == Point(x: 3, y: -8))
    for step in 0..<24 {
      let angle = Double(step) * .pi / 12 - .pi
      let rotation = AffineTransform(rotationAngle: angle)
      #expect(rotation.a == cos(angle) && rotation.b == sin(angle))
      #expect(rotation.c == -sin(angle) && rotation.d == cos(angle))
      #expect(isClose(rotation.determinant, 1, relative: 1e-15))
      let image = Point(x: 2, y: 0).applying(rotation)
      #expect(GeometryFixtures.isClose(image, Point(x: 2 * cos(angle), y: 2 * sin(angle))))
    }
  }

  @Test("Rotation by +π/2 maps (1, 0) to (0, 1): clockwise on a y-down screen")
  func positiveRotationTurnsClockwiseOnScreen() {
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    #expect(
      GeometryFixtures.isClose(
        Point(x: 1, y: 0).applying(quarter), Point(x: 0, y: 1), absolute: 1e-15))
    #expect(
      GeometryFixtures.isClose(
        Point(x: 0, y: 1).applying(quarter), Point(x: -1, y: 0), absolute: 1e-15))
    let back = AffineTransform(rotationAngle: -.pi / 2)
    #expect(
      GeometryFixtures.isClose(
        Point(x: 1, y: 0).applying(back), Point(x: 0, y: -1), absolute: 1e-15))
  }

  @Test("t1.concatenating(t2) applies t1 first, then t2 (2,000 seeded transforms and points)")
  func concatenatingAppliesReceiverFirst() {
    var generator = SeededGenerator(seed: 0x6E0_0201)
    for _ in 0..<2000 {
      let first = GeometryFixtures.arbitraryTransform(range: 3, using: &generator)
      let second = GeometryFixtures.arbitraryTransform(range: 3, using: &generator)
      let point = Point(
        x: Double.random(in: -10...10, using: &generator),
        y: Double.random(in: -10...10, using: &generator))
      let combined = point.applying(first.concatenating(second))
      let stepwise = point.applying(first).applying(second)
      #expect(
        GeometryFixtures.isClose(combined, stepwise, absolute: 1e-11), "\(first) then \(second)")
    }
  }

  @Test("Concatenation is not commutative: translate-then-scale differs from scale-then-translate")
  func concatenationOrderMatters() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let scale = AffineTransform(scaleX: 2, y: 2)
    #expect(Point(x: 1, y: 0).applying(translate.concatenating(scale)) == Point(x: 22, y: 0))
    #expect(Point(x: 1, y: 0).applying(scale.concatenating(translate)) == Point(x: 12, y: 0))
    #expect(translate.concatenating(.identity) == translate)
    #expect(AffineTransform.identity.concatenating(scale) == scale)
  }

  @Test(
    "translatedBy/scaledBy/rotated(by:) prepend: identity.translatedBy(10, 0).scaledBy(2, 2) maps (1, 0) to (12, 0)"
  )
  func helpersPrependTheirOperation() {
    let scaledThenTranslated = AffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(
      x: 2, y: 2)
    #expect(Point(x: 1, y: 0).applying(scaledThenTranslated) == Point(x: 12, y: 0))
    // Rotation first, then translation: (1, 0) → (0, 1) → (10, 1), not (0, 11).
    let rotatedThenTranslated = AffineTransform.identity.translatedBy(x: 10, y: 0).rotated(
      by: .pi / 2)
    #expect(
      GeometryFixtures.isClose(
        Point(x: 1, y: 0).applying(rotatedThenTranslated), Point(x: 10, y: 1)))
    // Translation first, then scale: (1, 0) → (4, 3) → (8, 9).
    let translatedThenScaled = AffineTransform(scaleX: 2, y: 3).translatedBy(x: 3, y: 3)
    #expect(Point(x: 1, y: 0).applying(translatedThenScaled) == Point(x: 8, y: 9))
  }

  @Test("For random t, each helper equals applying its operation to the point before t")
  func helpersApplyBeforeReceiver() {
    var generator = SeededGenerator(seed: 0x6E0_0202)
    for _ in 0..<2000 {
      let transform = GeometryFixtures.arbitraryTransform(range: 3, using: &generator)
      let x = Double.random(in: -10...10, using: &generator)
      let y = Double.random(in: -10...10, using: &generator)
      let p = Double.random(in: -5...5, using: &generator)
      let q = Double.random(in: -5...5, using: &generator)
      let angle = Double.random(in: -4...4, using: &generator)
      let point = Point(x: x, y: y)

      let translated = point.applying(transform.translatedBy(x: p, y: q))
      #expect(
        GeometryFixtures.isClose(
          translated, Point(x: x + p, y: y + q).applying(transform), absolute: 1e-11))

      let scaled = point.applying(transform.scaledBy(x: p, y: q))
      #expect(
        GeometryFixtures.isClose(
          scaled, Point(x: x * p, y: y * q).applying(transform), absolute: 1e-11))

      let rotated = point.applying(transform.rotated(by: angle))
      let turned = Point(x: x * cos(angle) - y * sin(angle), y: x * sin(angle) + y * cos(angle))
      #expect(GeometryFixtures.isClose(rotated, turned.applying(transform), absolute: 1e-11))
    }
  }

  @Test("determinant is a·d − b·c: 1 for rotations, the area factor for scales, negative for flips")
  func determinantMeasuresArea() {
    #expect(AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 1, ty: 1).determinant == 2 * 7 - 3 * 5)
    #expect(AffineTransform(scaleX: 3, y: 4).determinant == 12)
    #expect(AffineTransform(scaleX: -1, y: 1).determinant == -1)
    #expect(AffineTransform(translationX: 100, y: -7).determinant == 1)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).determinant == 0)
    #expect(AffineTransform.identity.isIdentity)
    #expect(!AffineTransform(translationX: 1e-300, y: 0).isIdentity)
  }

  @Test("inverted() composes to the identity both ways (2,000 seeded invertible transforms)")
  func invertedComposesToIdentity() {
    var generator = SeededGenerator(seed: 0x6E0_0203)
    for _ in 0..<2000 {
      var parameters = GeometryFixtures.invertibleParameters(using: &generator)
      parameters.translationX /= 100
      parameters.translationY /= 100
      let transform = parameters.transform
      let inverse = transform.inverted()
      #expect(
        GeometryFixtures.isClose(transform.concatenating(inverse), .identity), "\(parameters)")
      #expect(
        GeometryFixtures.isClose(inverse.concatenating(transform), .identity), "\(parameters)")
    }
  }

  @Test("inverted() undoes the transform on points, including large translations")
  func invertedUndoesPoints() {
    var generator = SeededGenerator(seed: 0x6E0_0204)
    for _ in 0..<2000 {
      let parameters = GeometryFixtures.invertibleParameters(using: &generator)
      let transform = parameters.transform
      let point = Point(
        x: Double.random(in: -500...500, using: &generator),
        y: Double.random(in: -500...500, using: &generator))
      let roundTrip = point.applying(transform).applying(transform.inverted())
      #expect(
        GeometryFixtures.isClose(roundTrip, point, relative: 1e-9, absolute: 1e-9), "\(parameters)")
    }
  }

  @Test("inverted() of known transforms is the opposite operation")
  func invertedOfKnownTransforms() {
    #expect(
      AffineTransform(translationX: 3, y: -4).inverted() == AffineTransform(translationX: -3, y: 4))
    #expect(AffineTransform(scaleX: 2, y: 4).inverted() == AffineTransform(scaleX: 0.5, y: 0.25))
    let angle = 0.7
    let inverse = AffineTransform(rotationAngle: angle).inverted()
    #expect(
      GeometryFixtures.isClose(inverse, AffineTransform(rotationAngle: -angle), absolute: 1e-15))
    #expect(AffineTransform.identity.inverted() == .identity)
  }

  @Test("inverted() returns a singular transform (determinant 0) unchanged")
  func invertedKeepsSingularTransform() {
    let singular = [
      AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: 4),
      AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: -6),
      AffineTransform(scaleX: 0, y: 5),
      AffineTransform(scaleX: 7, y: 0).translatedBy(x: 1, y: 1),
      AffineTransform(a: -3, b: 1.5, c: 2, d: -1, tx: 0, ty: 0),
      // a·d underflows to 0, so the determinant is exactly 0.
      AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 1, ty: 2),
    ]
    for transform in singular {
      #expect(transform.determinant == 0, "\(transform)")
      #expect(transform.inverted() == transform, "\(transform)")
    }
  }
}
