import FluidTransitions
import Testing

/// Bad input for every public initialiser of the geometry layer: NaN and ±infinity never come
/// out as NaN, zero and negative sizes are kept, and huge values do not overflow needlessly.
@Suite("Geometry: bad input")
struct GeometryBadInputTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity, .signalingNaN, -.nan]

  @Test("Point stores a non-finite coordinate as 0 and keeps the other", arguments: nonFinite)
  func pointSanitisesCoordinates(bad: Double) {
    #expect(Point(x: bad, y: 3) == Point(x: 0, y: 3))
    #expect(Point(x: -4, y: bad) == Point(x: -4, y: 0))
    #expect(Point(x: bad, y: bad) == .zero)
  }

  @Test("Size stores a non-finite dimension as 0 and keeps the other", arguments: nonFinite)
  func sizeSanitisesDimensions(bad: Double) {
    #expect(Size(width: bad, height: 3) == Size(width: 0, height: 3))
    #expect(Size(width: -4, height: bad) == Size(width: -4, height: 0))
    #expect(Size(width: bad, height: bad) == .zero)
  }

  @Test("Vector stores a non-finite component as 0 and keeps the other", arguments: nonFinite)
  func vectorSanitisesComponents(bad: Double) {
    #expect(Vector(dx: bad, dy: 3) == Vector(dx: 0, dy: 3))
    #expect(Vector(dx: -4, dy: bad) == Vector(dx: -4, dy: 0))
    #expect(Vector(dx: bad, dy: bad) == .zero)
  }

  @Test("Rect(x:y:width:height:) stores each non-finite component as 0", arguments: nonFinite)
  func rectComponentsSanitised(bad: Double) {
    #expect(Rect(x: bad, y: 1, width: 2, height: 3) == Rect(x: 0, y: 1, width: 2, height: 3))
    #expect(Rect(x: 1, y: bad, width: 2, height: 3) == Rect(x: 1, y: 0, width: 2, height: 3))
    #expect(Rect(x: 1, y: 2, width: bad, height: 3) == Rect(x: 1, y: 2, width: 0, height: 3))
    #expect(Rect(x: 1, y: 2, width: 3, height: bad) == Rect(x: 1, y: 2, width: 3, height: 0))
    let rect = Rect(x: bad, y: bad, width: bad, height: bad)
    #expect(rect == .zero)
    let derived = [rect.minX, rect.maxX, rect.minY, rect.maxY, rect.midX, rect.midY]
    #expect(derived.allSatisfy { $0 == 0 })
  }

  @Test("Rect(origin:size:) and Rect(corner:oppositeCorner:) never carry NaN", arguments: nonFinite)
  func rectOtherInitialisersSanitised(bad: Double) {
    let rect = Rect(origin: Point(x: bad, y: 5), size: Size(width: 6, height: bad))
    #expect(rect == Rect(x: 0, y: 5, width: 6, height: 0))
    let cornered = Rect(corner: Point(x: bad, y: 2), oppositeCorner: Point(x: -3, y: bad))
    #expect(cornered == Rect(x: -3, y: 0, width: 3, height: 2))
    let standard = Rect(x: bad, y: 1, width: -2, height: bad).standardized
    #expect(standard == Rect(x: -2, y: 1, width: 2, height: 0))
    let inset = Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: bad, dy: 1)
    #expect([inset.origin.x, inset.origin.y, inset.width, inset.height].allSatisfy { $0.isFinite })
  }

  @Test(
    "AffineTransform(a:b:c:d:tx:ty:) with any non-finite component is the identity",
    arguments: nonFinite)
  func transformComponentsSanitised(bad: Double) {
    for index in 0..<6 {
      var values: [Double] = [2, 3, 5, 7, 11, 13]
      values[index] = bad
      let transform = AffineTransform(
        a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
      #expect(transform == .identity, "component \(index)")
    }
  }

  @Test(
    "Translation, scale and rotation initialisers with NaN or ±infinity give the identity",
    arguments: nonFinite)
  func transformConvenienceInitialisersSanitised(bad: Double) {
    #expect(AffineTransform(translationX: bad, y: 5) == .identity)
    #expect(AffineTransform(translationX: 5, y: bad) == .identity)
    #expect(AffineTransform(scaleX: bad, y: 2) == .identity)
    #expect(AffineTransform(scaleX: 2, y: bad) == .identity)
    #expect(AffineTransform(rotationAngle: bad) == .identity)
    #expect(AffineTransform.identity.translatedBy(x: bad, y: 1) == .identity)
    #expect(AffineTransform.identity.scaledBy(x: 1, y: bad) == .identity)
    #expect(AffineTransform.identity.rotated(by: bad) == .identity)
  }

  @Test("Overflowing transform arithmetic gives the identity rather than infinity or NaN")
  func transformOverflowIsIdentity() {
    let huge = AffineTransform(scaleX: 1e200, y: 1)
    #expect(huge.concatenating(huge) == .identity)
    #expect(AffineTransform(translationX: 1e308, y: 0).translatedBy(x: 1e308, y: 0) == .identity)
    // Tiny but non-zero determinant whose inverse would overflow: still finite.
    let nearlySingular = AffineTransform(
      a: Double.leastNormalMagnitude / 1e3, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(nearlySingular.determinant != 0)
    #expect(GeometryFixtures.components(nearlySingular.inverted()).allSatisfy { $0.isFinite })
  }

  @Test("Rotation by a huge finite angle is still a finite rotation")
  func hugeRotationAngleIsFinite() {
    let transform = AffineTransform(rotationAngle: 1e300)
    #expect(GeometryFixtures.components(transform).allSatisfy { $0.isFinite })
    #expect(isClose(transform.determinant, 1, relative: 1e-15))
  }

  @Test(
    "Decomposition stores a non-finite rotation, shear, scale or translation as 0",
    arguments: nonFinite)
  func decompositionSanitised(bad: Double) {
    let parts = AffineTransform.Decomposition(
      translation: Vector(dx: bad, dy: 4), rotation: bad, scale: Vector(dx: 2, dy: bad), shear: bad)
    #expect(parts.translation == Vector(dx: 0, dy: 4))
    #expect(parts.rotation == 0 && parts.shear == 0)
    #expect(parts.scale == Vector(dx: 2, dy: 0))
    let recomposed = AffineTransform(parts)
    #expect(GeometryFixtures.components(recomposed).allSatisfy { $0.isFinite })
    #expect(recomposed == AffineTransform(a: 2, b: 0, c: 0, d: 0, tx: 0, ty: 4))
  }

  @Test("Recomposing a decomposition whose product overflows gives the identity")
  func recompositionOverflowIsIdentity() {
    let parts = AffineTransform.Decomposition(
      translation: .zero, rotation: 0.3, scale: Vector(dx: 1e300, dy: 1e300), shear: 1e300)
    #expect(AffineTransform(parts) == .identity)
  }

  @Test("RGBAColor stores non-finite components as 0; NaN alpha becomes 0", arguments: nonFinite)
  func colorSanitised(bad: Double) {
    let color = RGBAColor(red: bad, green: bad, blue: bad, alpha: 0.5)
    #expect(color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(
      RGBAColor(red: bad, green: 0.4, blue: 0.6, alpha: 1)
        == RGBAColor(red: 0, green: 0.4, blue: 0.6))
    let alpha = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: bad).alpha
    #expect(alpha >= 0 && alpha <= 1)
    if bad.isNaN {
      #expect(alpha == 0)
    }
  }

  @Test("Infinite alpha is clamped like any out-of-range alpha")
  func infiniteAlphaClamped() {
    #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: -.infinity).alpha == 0)
    let positive = RGBAColor(red: 0, green: 0, blue: 0, alpha: .infinity).alpha
    #expect(positive.isFinite && (positive == 0 || positive == 1))
  }

  @Test("Zero and negative sizes are kept as given, as CGSize and CGRect keep them")
  func zeroAndNegativeSizesKept() {
    #expect(Size(width: -5, height: 0).width == -5)
    #expect(Size(width: -5, height: 0).height == 0)
    #expect(Size.zero == Size(width: 0, height: 0))
    let rect = Rect(x: 0, y: 0, width: -5, height: -3)
    #expect(rect.size == Size(width: -5, height: -3))
    #expect(rect.minX == -5 && rect.maxX == 0 && rect.minY == -3 && rect.maxY == 0)
    #expect(rect.standardized.size == Size(width: 5, height: 3))
    #expect(Rect(x: 1, y: 1, width: 0, height: 0).isEmpty)
  }

  @Test("Vector.length of huge components is finite and correct")
  func vectorLengthDoesNotOverflow() {
    let length = Vector(dx: 1e200, dy: 1e200).length
    #expect(length.isFinite)
    #expect(isClose(length, 1e200 * (2 as Double).squareRoot(), relative: 1e-15))
    #expect(isClose(Vector(dx: 3e300, dy: -4e300).length, 5e300, relative: 1e-15))
    #expect(isClose(Vector(dx: -1.5e308, dy: 0).length, 1.5e308, relative: 1e-15))
    #expect(Vector(dx: 3, dy: 4).length == 5)
    #expect(Vector.zero.length == 0)
  }

  @Test("Interpolating sanitised values with a NaN fraction never yields NaN")
  func nanFractionNeverYieldsNaN() {
    let point = Point(x: .nan, y: 1).interpolated(to: Point(x: 3, y: .infinity), fraction: .nan)
    #expect(point == Point(x: 0, y: 1))
    let color = RGBAColor(red: .nan, green: 0, blue: 0, alpha: .nan)
      .interpolated(to: .white, fraction: -.infinity)
    #expect(color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
  }
}
