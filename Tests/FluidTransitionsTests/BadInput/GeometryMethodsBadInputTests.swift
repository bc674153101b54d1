import FluidTransitions
import Testing

/// Bad input for the geometry *methods* (the initialisers are in `GeometryBadInputTests`): every
/// result goes back through a sanitising initialiser, so an overflow or a NaN argument comes
/// out as 0 (or the identity for a transform), never as NaN or infinity.
@Suite("Bad input: geometry methods")
struct GeometryMethodsBadInputTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

  @Test("Point.offset(by:), vector(from:) and applying(_:) store an overflow as 0")
  func pointMethodsNeverOverflow() {
    let far = Point(x: 1e308, y: -1e308)
    #expect(far.offset(by: Vector(dx: 1e308, dy: -1e308)) == .zero)
    #expect(far.offset(by: Vector(dx: .nan, dy: 1)) == Point(x: 1e308, y: -1e308 + 1))
    #expect(far.vector(from: Point(x: -1e308, y: 1e308)) == .zero)
    #expect(far.vector(from: Point(x: .nan, y: 0)) == Vector(dx: 1e308, dy: -1e308))
    let huge = AffineTransform(scaleX: 1e300, y: 1e300)
    #expect(Point(x: 1e10, y: -1e10).applying(huge) == .zero)
    #expect(
      Point(x: 1, y: 2).applying(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        == Point(x: 1, y: 2))
  }

  @Test("Vector arithmetic: NaN factors and overflows give 0 components")
  func vectorArithmeticNeverOverflows() {
    let vector = Vector(dx: 3, dy: -4)
    for bad in Self.nonFinite {
      #expect(vector * bad == .zero, "\(bad)")
    }
    #expect(vector * 0 == .zero)
    #expect(vector * -2 == Vector(dx: -6, dy: 8))
    let big = Vector(dx: 1e308, dy: -1e308)
    #expect(big + big == .zero)
    #expect(big - Vector(dx: -1e308, dy: 1e308) == .zero)
    #expect(big * 1e10 == .zero)
    #expect(Vector.zero.length == 0)
    #expect(vector.component(along: .horizontal) == 3 && vector.component(along: .vertical) == -4)
  }

  @Test("Size.length(along:) returns the stored (finite, possibly negative) dimension")
  func sizeLengthIsStoredDimension() {
    let size = Size(width: -5, height: .nan)
    #expect(size.length(along: .horizontal) == -5)
    #expect(size.length(along: .vertical) == 0)
  }

  @Test("Rect.offsetBy, insetBy and centered(size:) store a NaN or overflow as 0")
  func rectMethodsNeverOverflow() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    for bad in Self.nonFinite {
      #expect(rect.offsetBy(dx: bad, dy: 1) == Rect(x: 0, y: 21, width: 30, height: 40))
      let inset = rect.insetBy(dx: bad, dy: bad)
      #expect(inset == Rect(x: 0, y: 0, width: 0, height: 0), "\(bad)")
      let centred = rect.centered(size: Size(width: bad, height: 10))
      #expect(centred == Rect(x: 25, y: 35, width: 0, height: 10), "\(bad)")
    }
    #expect(Rect(x: 1e308, y: 0, width: 1, height: 1).offsetBy(dx: 1e308, dy: 0).minX == 0)
    // Insets larger than the rect give a negative size, as CGRect.insetBy's arithmetic does
    // before CoreGraphics returns .null; the values stay finite.
    let over = rect.insetBy(dx: 100, dy: 0)
    #expect(over.width == -170 && over.origin.x == 110)
  }

  @Test("Rect.contains(_:) with a sanitised point and with empty or negative rects")
  func rectContainsWithBadInput() {
    let rect = Rect(x: -1, y: -1, width: 2, height: 2)
    #expect(rect.contains(Point(x: .nan, y: .infinity)), "the point is (0, 0)")
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(.zero), "an empty rect has no inside")
    #expect(Rect(x: 2, y: 2, width: -2, height: -2).contains(Point(x: 1, y: 1)))
  }

  @Test("AffineTransform methods: overflow gives the identity, a singular inverse is self")
  func transformMethodsStayFinite() {
    let huge = AffineTransform(a: 1e300, b: 0, c: 0, d: 1e300, tx: 1e300, ty: 0)
    #expect(huge.concatenating(huge) == .identity)
    #expect(huge.scaledBy(x: 1e300, y: 1) == .identity)
    #expect(huge.translatedBy(x: 1e300, y: 0) == .identity)
    #expect(huge.rotated(by: 0.5).a.isFinite)
    let singular = AffineTransform(scaleX: 0, y: 0)
    #expect(singular.inverted() == singular)
    #expect(singular.determinant == 0)
    let parts = singular.decomposed
    #expect(
      [parts.rotation, parts.shear, parts.scale.dx, parts.scale.dy].allSatisfy { $0.isFinite })
    let extreme = AffineTransform(
      a: .greatestFiniteMagnitude, b: .greatestFiniteMagnitude, c: -.greatestFiniteMagnitude,
      d: .greatestFiniteMagnitude, tx: 0, ty: 0)
    let extremeParts = extreme.decomposed
    #expect(extremeParts.rotation.isFinite && extremeParts.shear.isFinite)
    #expect(GeometryFixtures.components(AffineTransform(extremeParts)).allSatisfy { $0.isFinite })
  }

  @Test("Double.interpolated is the one unsanitised Interpolatable: NaN and overflow pass through")
  func doubleInterpolationIsNotSanitised() {
    let huge = Double.greatestFiniteMagnitude
    #expect(huge.interpolated(to: -huge, fraction: 0.5) == -.infinity)
    #expect(Double.nan.interpolated(to: 1, fraction: 0.5).isNaN)
    #expect(Double.nan.interpolated(to: 1, fraction: 1) == 1, "fraction 1 is the target itself")
    #expect(1.0.interpolated(to: .infinity, fraction: 0) == 1)
    // Every type built on it stores the result through its sanitising initialiser.
    #expect(Point(x: huge, y: 0).interpolated(to: Point(x: -huge, y: 0), fraction: 0.5) == .zero)
  }

  @Test("interpolated(to:fraction:) never yields NaN for huge fractions or far endpoints")
  func interpolationOverflowStaysFinite() {
    let start = Rect(x: -1e308, y: 0, width: 1e308, height: 1)
    let end = Rect(x: 1e308, y: 0, width: -1e308, height: 1)
    for fraction in [0.5, 2, -3, 1e300, -1e300] {
      let rect = start.interpolated(to: end, fraction: fraction)
      #expect(
        [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy { $0.isFinite },
        "\(fraction)")
      let transform = AffineTransform(rotationAngle: 3).interpolated(
        to: AffineTransform(scaleX: 1e300, y: -1e300), fraction: fraction)
      #expect(GeometryFixtures.components(transform).allSatisfy { $0.isFinite }, "\(fraction)")
      let color = RGBAColor.black.interpolated(to: .white, fraction: fraction)
      #expect([color.red, color.green, color.blue, color.alpha].allSatisfy { $0.isFinite })
      #expect((0...1).contains(color.alpha))
    }
  }
}
