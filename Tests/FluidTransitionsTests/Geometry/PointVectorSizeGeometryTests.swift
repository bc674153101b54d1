import FluidTransitions
import Testing

/// `Point`, `Vector`, `Size` and `ScreenAxis`: arithmetic and per-axis accessors.
@Suite("Geometry: point, vector and size")
struct PointVectorSizeGeometryTests {
  @Test("offset(by:) and vector(from:) are inverse operations (seeded)")
  func offsetAndVectorAreInverse() {
    var generator = SeededGenerator(seed: 0x6E0_0601)
    for _ in 0..<1000 {
      let origin = Point(
        x: Double.random(in: -1000...1000, using: &generator),
        y: Double.random(in: -1000...1000, using: &generator))
      let point = Point(
        x: Double.random(in: -1000...1000, using: &generator),
        y: Double.random(in: -1000...1000, using: &generator))
      let vector = point.vector(from: origin)
      #expect(vector == Vector(dx: point.x - origin.x, dy: point.y - origin.y))
      #expect(GeometryFixtures.isClose(origin.offset(by: vector), point, absolute: 1e-12))
    }
    #expect(Point(x: 1, y: 2).offset(by: Vector(dx: 3, dy: -4)) == Point(x: 4, y: -2))
  }

  @Test("Vector +, − and * act per component")
  func vectorArithmetic() {
    let lhs = Vector(dx: 1, dy: -2)
    let rhs = Vector(dx: 0.5, dy: 4)
    #expect(lhs + rhs == Vector(dx: 1.5, dy: 2))
    #expect(lhs - rhs == Vector(dx: 0.5, dy: -6))
    #expect(lhs * -3 == Vector(dx: -3, dy: 6))
    #expect(lhs * 0 == .zero)
  }

  @Test("Vector.length is the Euclidean norm (seeded, against the 3-4-5 scaling)")
  func vectorLengthIsEuclidean() {
    var generator = SeededGenerator(seed: 0x6E0_0602)
    for _ in 0..<1000 {
      let scale = Double.random(in: -1e6...1e6, using: &generator)
      #expect(isClose(Vector(dx: 3 * scale, dy: 4 * scale).length, 5 * abs(scale), relative: 1e-15))
      #expect(isClose(Vector(dx: scale, dy: 0).length, abs(scale), relative: 1e-15))
    }
  }

  @Test("ScreenAxis accessors pick the horizontal or vertical part")
  func axisAccessors() {
    let size = Size(width: 3, height: -7)
    let vector = Vector(dx: -1, dy: 9)
    #expect(size.length(along: .horizontal) == 3 && size.length(along: .vertical) == -7)
    #expect(vector.component(along: .horizontal) == -1 && vector.component(along: .vertical) == 9)
    #expect(ScreenAxis.allCases == [.horizontal, .vertical])
  }

  @Test("Applying a transform moves a point as CoreGraphics does (seeded)")
  func pointApplyingMatchesDefinition() {
    var generator = SeededGenerator(seed: 0x6E0_0603)
    for _ in 0..<500 {
      let transform = GeometryFixtures.arbitraryTransform(range: 10, using: &generator)
      let x = Double.random(in: -10...10, using: &generator)
      let y = Double.random(in: -10...10, using: &generator)
      let applied = Point(x: x, y: y).applying(transform)
      // (x, y) = x·(1, 0) + y·(0, 1): the images of the unit vectors are (a, b) and (c, d).
      let unitX = Point(x: 1, y: 0).applying(transform).vector(from: Point.zero.applying(transform))
      let unitY = Point(x: 0, y: 1).applying(transform).vector(from: Point.zero.applying(transform))
      #expect(
        isClose(unitX.dx, transform.a, absolute: 1e-14)
          && isClose(unitX.dy, transform.b, absolute: 1e-14))
      #expect(
        isClose(unitY.dx, transform.c, absolute: 1e-14)
          && isClose(unitY.dy, transform.d, absolute: 1e-14))
      let expected = Point.zero.applying(transform).offset(by: unitX * x + unitY * y)
      #expect(GeometryFixtures.isClose(applied, expected, absolute: 1e-12))
    }
  }
}
