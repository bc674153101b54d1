import FluidTransitions
import Testing

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// `AffineTransform.Decomposition`: scale · shear · rotation + translation, canonical form, and
/// the round trip back to the transform.
@Suite("Geometry: transform decomposition")
struct TransformDecompositionGeometryTests {
  /// The angle difference reduced to (−π, π], so angles that differ by whole turns compare equal.
  private func angleDifference(_ lhs: Double, _ rhs: Double) -> Double {
    var difference = (lhs - rhs).truncatingRemainder(dividingBy: 2 * .pi)
    if difference > .pi { difference -= 2 * .pi }
    if difference <= -.pi { difference += 2 * .pi }
    return difference
  }

  @Test("Decompose then recompose gives the transform back (3,000 seeded invertible transforms)")
  func decompositionRoundTrips() {
    var generator = SeededGenerator(seed: 0x6E0_0301)
    for _ in 0..<3000 {
      let parameters = GeometryFixtures.invertibleParameters(using: &generator)
      let transform = parameters.transform
      let recomposed = AffineTransform(transform.decomposed)
      #expect(GeometryFixtures.isClose(recomposed, transform), "\(parameters)")
    }
  }

  @Test("Arbitrary invertible transforms (six random components) also round-trip")
  func arbitraryTransformsRoundTrip() {
    var generator = SeededGenerator(seed: 0x6E0_0302)
    var checked = 0
    while checked < 2000 {
      let transform = GeometryFixtures.arbitraryTransform(range: 5, using: &generator)
      guard abs(transform.determinant) > 0.1 else { continue }
      checked += 1
      #expect(
        GeometryFixtures.isClose(AffineTransform(transform.decomposed), transform), "\(transform)")
    }
  }

  @Test("The canonical decomposition has scale.dx ≥ 0 and rotation in (−π, π]")
  func decompositionIsCanonical() {
    var generator = SeededGenerator(seed: 0x6E0_0303)
    for _ in 0..<3000 {
      let parameters = GeometryFixtures.invertibleParameters(using: &generator)
      let parts = parameters.transform.decomposed
      #expect(parts.scale.dx >= 0, "\(parameters)")
      #expect(parts.rotation > -.pi && parts.rotation <= .pi, "\(parameters) → θ=\(parts.rotation)")
    }
  }

  @Test("The decomposition recovers the generating scale, shear, rotation and translation")
  func decompositionRecoversParameters() {
    var generator = SeededGenerator(seed: 0x6E0_0304)
    for _ in 0..<3000 {
      let parameters = GeometryFixtures.invertibleParameters(using: &generator)
      let parts = parameters.transform.decomposed
      // A negative x scale is the same transform as (−sx, θ + π, −sy) with the same shear.
      let flip: Double = parameters.scaleX < 0 ? -1 : 1
      let rotation = parameters.rotation + (flip < 0 ? Double.pi : 0)
      #expect(isClose(parts.scale.dx, flip * parameters.scaleX, relative: 1e-12), "\(parameters)")
      #expect(isClose(parts.scale.dy, flip * parameters.scaleY, relative: 1e-9), "\(parameters)")
      #expect(
        isClose(parts.shear, parameters.shear, relative: 1e-9, absolute: 1e-9), "\(parameters)")
      #expect(abs(angleDifference(parts.rotation, rotation)) < 1e-12, "\(parameters)")
      #expect(parts.translation == Vector(dx: parameters.translationX, dy: parameters.translationY))
    }
  }

  @Test("Known transforms decompose into the expected parts")
  func knownDecompositions() {
    let scale = AffineTransform(scaleX: 2, y: 3).decomposed
    #expect(scale.scale == Vector(dx: 2, dy: 3) && scale.rotation == 0 && scale.shear == 0)

    let angle = 0.9
    let rotation = AffineTransform(rotationAngle: angle).decomposed
    #expect(isClose(rotation.rotation, angle, relative: 1e-15))
    #expect(isClose(rotation.scale.dx, 1) && isClose(rotation.scale.dy, 1))
    #expect(isClose(rotation.shear, 0, absolute: 1e-15))

    let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 7, ty: -8).decomposed
    #expect(shear.shear == 0.5 && shear.rotation == 0 && shear.scale == Vector(dx: 1, dy: 1))
    #expect(shear.translation == Vector(dx: 7, dy: -8))

    // A horizontal flip: (a, b) = 1·(cos π, sin π) and the reflection is carried by scale.dy.
    let flip = AffineTransform(scaleX: -1, y: 1).decomposed
    #expect(flip.scale.dx == 1 && flip.scale.dy == -1)
    #expect(isClose(flip.rotation, .pi, relative: 1e-15))
    #expect(flip.shear == 0)
  }

  @Test("A transform with a negative-zero b and negative a still has rotation in (−π, π]")
  func negativeZeroShearKeepsRotationInRange() {
    // CGAffineTransform components can carry −0 (e.g. from sin(−0)); atan2(−0, −2) is −π.
    let transform = AffineTransform(a: -2, b: -0.0, c: 0, d: 3, tx: 0, ty: 0)
    let parts = transform.decomposed
    #expect(parts.rotation > -.pi && parts.rotation <= .pi, "θ=\(parts.rotation)")
    #expect(GeometryFixtures.isClose(AffineTransform(parts), transform))
  }

  @Test("Transforms with huge but finite components still decompose and recompose to themselves")
  func hugeComponentsRoundTrip() {
    // Determinant 1 (invertible), but a² overflows.
    let stretched = AffineTransform(a: 1e200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0)
    #expect(GeometryFixtures.isClose(AffineTransform(stretched.decomposed), stretched, absolute: 0))
    let rotatedHuge = AffineTransform(a: 3e160, b: 4e160, c: -4e-160, d: 3e-160, tx: 1, ty: 2)
    #expect(
      GeometryFixtures.isClose(AffineTransform(rotatedHuge.decomposed), rotatedHuge, absolute: 0))
  }

  @Test("Recomposing builds scale, then shear, then rotation, then translation")
  func recompositionOrder() {
    let parts = AffineTransform.Decomposition(
      translation: Vector(dx: 10, dy: 20), rotation: .pi / 2, scale: Vector(dx: 2, dy: 3),
      shear: 0.5)
    let transform = AffineTransform(parts)
    // (1, 0): scale → (2, 0); shear leaves it; rotate +90° → (0, 2); translate → (10, 22).
    #expect(GeometryFixtures.isClose(Point(x: 1, y: 0).applying(transform), Point(x: 10, y: 22)))
    // (0, 1): scale → (0, 3); shear → (1.5, 3); rotate +90° → (−3, 1.5); translate → (7, 21.5).
    #expect(GeometryFixtures.isClose(Point(x: 0, y: 1).applying(transform), Point(x: 7, y: 21.5)))
  }

  @Test("Singular transforms keep what the factorisation can express")
  func singularTransformsDecomposeSafely() {
    // Collapses onto a line through the first row: the first row is kept, the second dropped.
    let line = AffineTransform(a: 2, b: 1, c: 4, d: 2, tx: 5, ty: 6)
    #expect(line.determinant == 0)
    let recomposed = AffineTransform(line.decomposed)
    #expect(isClose(recomposed.a, 2) && isClose(recomposed.b, 1))
    #expect(isClose(recomposed.c, 0, absolute: 1e-15) && isClose(recomposed.d, 0, absolute: 1e-15))
    #expect(recomposed.tx == 5 && recomposed.ty == 6)
    // A zero first row keeps the second row's vertical scale and shear.
    let column = AffineTransform(a: 0, b: 0, c: 3, d: 2, tx: 0, ty: 0)
    let parts = column.decomposed
    #expect(parts.scale.dx == 0 && parts.scale.dy == 2 && parts.shear == 1.5 && parts.rotation == 0)
    #expect(AffineTransform(parts) == column)
  }
}
