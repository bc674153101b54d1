import FluidTransitions
import Testing

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// `AffineTransform` interpolation through its decomposition, as Core Animation animates a
/// transform: rigid rotations the short way round, linear scale and translation, flips as a scale
/// through zero.
@Suite("Geometry: transform interpolation")
struct TransformInterpolationGeometryTests {
  static let sweep: [Double] = (0...100).map { Double($0) / 100 }

  private func degrees(_ value: Double) -> Double { value * .pi / 180 }

  /// Whether the linear part is a rotation: columns of unit length, orthogonal, determinant 1.
  private func isRigid(_ transform: AffineTransform) -> Bool {
    isClose(transform.a * transform.a + transform.b * transform.b, 1)
      && isClose(transform.c * transform.c + transform.d * transform.d, 1)
      && isClose(transform.a * transform.c + transform.b * transform.d, 0, absolute: 1e-12)
      && isClose(transform.determinant, 1)
  }

  @Test("350° → 10° turns through 0° (identity at 0.5) and never near 180°")
  func rotationTakesShortWayRound() {
    let start = AffineTransform(rotationAngle: degrees(350))
    let end = AffineTransform(rotationAngle: degrees(10))
    #expect(GeometryFixtures.isClose(start.interpolated(to: end, fraction: 0.5), .identity))
    for fraction in Self.sweep {
      let transform = start.interpolated(to: end, fraction: fraction)
      let angle = atan2(transform.b, transform.a)
      #expect(abs(angle) <= degrees(10) + 1e-12, "θ=\(angle) at \(fraction)")
      #expect(isRigid(transform), "at \(fraction)")
    }
  }

  @Test("170° → −170° turns 20° through 180°, not 340° through 0°")
  func rotationShortWayCrossesHalfTurn() {
    let start = AffineTransform(rotationAngle: degrees(170))
    let end = AffineTransform(rotationAngle: degrees(-170))
    let halfway = start.interpolated(to: end, fraction: 0.5)
    #expect(
      GeometryFixtures.isClose(halfway, AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)))
    for fraction in Self.sweep {
      let transform = start.interpolated(to: end, fraction: fraction)
      #expect(transform.a <= cos(degrees(170)) + 1e-12, "at \(fraction)")
    }
  }

  @Test("0° → 90° at 0.5 is exactly a 45° rotation, and stays rigid at every fraction")
  func quarterTurnStaysRigid() {
    let start = AffineTransform.identity
    let end = AffineTransform(rotationAngle: .pi / 2)
    let half = (0.5 as Double).squareRoot()
    let expected = AffineTransform(a: half, b: half, c: -half, d: half, tx: 0, ty: 0)
    #expect(GeometryFixtures.isClose(start.interpolated(to: end, fraction: 0.5), expected))
    for fraction in Self.sweep + [-0.5, -0.2, 1.2, 1.5] {
      let transform = start.interpolated(to: end, fraction: fraction)
      #expect(isRigid(transform), "at \(fraction): \(transform)")
      let angle = fraction * .pi / 2
      #expect(
        isClose(transform.a, cos(angle), absolute: 1e-12)
          && isClose(transform.b, sin(angle), absolute: 1e-12))
    }
  }

  @Test("Random rotation pairs follow the shorter arc: rotation(α + f·Δ) with |Δ| ≤ π")
  func randomRotationsFollowShorterArc() {
    var generator = SeededGenerator(seed: 0x6E0_0401)
    var checked = 0
    while checked < 1000 {
      let alpha = Double.random(in: -Double.pi...Double.pi, using: &generator)
      let beta = Double.random(in: -Double.pi...Double.pi, using: &generator)
      var delta = beta - alpha
      if delta > .pi { delta -= 2 * .pi }
      if delta < -.pi { delta += 2 * .pi }
      guard abs(abs(delta) - .pi) > 1e-6 else { continue }
      checked += 1
      let fraction = Double.random(in: 0...1, using: &generator)
      let actual = AffineTransform(rotationAngle: alpha)
        .interpolated(to: AffineTransform(rotationAngle: beta), fraction: fraction)
      let angle = alpha + fraction * delta
      let expected = AffineTransform(
        a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
      #expect(GeometryFixtures.isClose(actual, expected), "α=\(alpha) β=\(beta) f=\(fraction)")
    }
  }

  @Test("Scale 1 → 3 is 2 at 0.5 and moves linearly")
  func scaleInterpolatesLinearly() {
    let end = AffineTransform(scaleX: 3, y: 3)
    #expect(
      GeometryFixtures.isClose(
        AffineTransform.identity.interpolated(to: end, fraction: 0.5),
        AffineTransform(scaleX: 2, y: 2)))
    let start = AffineTransform(scaleX: 0.5, y: 4)
    let target = AffineTransform(scaleX: 2.5, y: 1)
    for fraction in Self.sweep + [-0.25, 1.25] {
      let expected = AffineTransform(
        scaleX: GeometryFixtures.lerp(0.5, 2.5, fraction), y: GeometryFixtures.lerp(4, 1, fraction))
      #expect(
        GeometryFixtures.isClose(start.interpolated(to: target, fraction: fraction), expected),
        "at \(fraction)")
    }
  }

  @Test("Translation interpolates linearly, whatever the linear parts do (seeded)")
  func translationInterpolatesLinearly() {
    var generator = SeededGenerator(seed: 0x6E0_0402)
    for _ in 0..<1000 {
      let start = GeometryFixtures.invertibleParameters(using: &generator).transform
      let end = GeometryFixtures.invertibleParameters(using: &generator).transform
      let fraction = Double.random(in: 0...1, using: &generator)
      let actual = start.interpolated(to: end, fraction: fraction)
      #expect(isClose(actual.tx, GeometryFixtures.lerp(start.tx, end.tx, fraction), absolute: 1e-9))
      #expect(isClose(actual.ty, GeometryFixtures.lerp(start.ty, end.ty, fraction), absolute: 1e-9))
    }
    let moved = AffineTransform(translationX: 10, y: -20)
      .interpolated(to: AffineTransform(translationX: 30, y: 40), fraction: 0.25)
    #expect(GeometryFixtures.isClose(moved, AffineTransform(translationX: 15, y: -5)))
  }

  @Test("Shear moves linearly: identity → shear 1 is shear 0.5 halfway")
  func shearInterpolatesLinearly() {
    let sheared = AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
    let half = AffineTransform.identity.interpolated(to: sheared, fraction: 0.5)
    #expect(GeometryFixtures.isClose(half, AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)))
  }

  @Test("Identity → horizontal flip scales x through 0 with no rotation (b and c stay 0)")
  func horizontalFlipScalesThroughZero() {
    let flip = AffineTransform(scaleX: -1, y: 1)
    var previousA = Double.infinity
    for fraction in Self.sweep {
      let transform = AffineTransform.identity.interpolated(to: flip, fraction: fraction)
      #expect(
        abs(transform.b) <= 1e-12 && abs(transform.c) <= 1e-12, "at \(fraction): \(transform)")
      #expect(isClose(transform.a, 1 - 2 * fraction, absolute: 1e-12), "at \(fraction)")
      #expect(isClose(transform.d, 1), "at \(fraction)")
      #expect(transform.a < previousA)
      previousA = transform.a
    }
    #expect(
      isClose(AffineTransform.identity.interpolated(to: flip, fraction: 0.5).a, 0, absolute: 1e-12))
  }

  @Test("Identity → vertical flip scales y through 0 with no rotation")
  func verticalFlipScalesThroughZero() {
    let flip = AffineTransform(scaleX: 1, y: -1)
    for fraction in Self.sweep {
      let transform = AffineTransform.identity.interpolated(to: flip, fraction: fraction)
      #expect(
        abs(transform.b) <= 1e-12 && abs(transform.c) <= 1e-12, "at \(fraction): \(transform)")
      #expect(isClose(transform.d, 1 - 2 * fraction, absolute: 1e-12), "at \(fraction)")
      #expect(isClose(transform.a, 1), "at \(fraction)")
    }
  }

  @Test("Identity → rotation(π) rotates rigidly: determinant stays 1, never scale 0")
  func halfTurnRotatesRigidly() {
    let end = AffineTransform(rotationAngle: .pi)
    for fraction in Self.sweep {
      let transform = AffineTransform.identity.interpolated(to: end, fraction: fraction)
      #expect(isRigid(transform), "at \(fraction): \(transform)")
    }
    let halfway = AffineTransform.identity.interpolated(to: end, fraction: 0.5)
    #expect(isClose(abs(halfway.b), 1) && isClose(halfway.a, 0, absolute: 1e-12))
  }

  @Test("Identity → scale 0 shrinks without rotating")
  func collapseScalesWithoutRotation() {
    let collapsed = AffineTransform(scaleX: 0, y: 0)
    for fraction in Self.sweep {
      let transform = AffineTransform.identity.interpolated(to: collapsed, fraction: fraction)
      let expected = AffineTransform(scaleX: 1 - fraction, y: 1 - fraction)
      #expect(GeometryFixtures.isClose(transform, expected), "at \(fraction): \(transform)")
    }
  }

  @Test("Interpolating any transforms (1e-300…1e300, singular ones too) stays finite")
  func interpolationStaysFinite() {
    var generator = SeededGenerator(seed: 0x6E0_0403)
    func transform() -> AffineTransform {
      func value() -> Double { GeometryFixtures.awkwardDouble(using: &generator) }
      return AffineTransform(
        a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
    }
    for _ in 0..<2000 {
      let start = transform()
      let end = transform()
      let fraction = Double.random(in: -2...3, using: &generator)
      let transform = start.interpolated(to: end, fraction: fraction)
      let finite = GeometryFixtures.components(transform).allSatisfy { $0.isFinite }
      #expect(finite, "\(start) → \(end) at \(fraction)")
    }
  }
}
