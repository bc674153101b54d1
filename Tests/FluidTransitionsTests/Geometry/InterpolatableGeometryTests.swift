import FluidTransitions
import Testing

/// The `Interpolatable` contract, checked for every conforming type in the geometry layer:
/// exact endpoints, linear extrapolation, and a non-finite fraction returning `self`.
@Suite("Geometry: Interpolatable contract")
struct InterpolatableGeometryTests {
  static let nonFiniteFractions: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]

  /// Random pairs of each type, built from awkward values (0.1, 1e-300, 1e300, negatives, ...).
  struct Samples {
    var doubles: [(Double, Double)] = []
    var points: [(Point, Point)] = []
    var sizes: [(Size, Size)] = []
    var vectors: [(Vector, Vector)] = []
    var rects: [(Rect, Rect)] = []
    var transforms: [(AffineTransform, AffineTransform)] = []
    var colors: [(RGBAColor, RGBAColor)] = []

    init(seed: UInt64, count: Int) {
      var generator = SeededGenerator(seed: seed)
      func value() -> Double { GeometryFixtures.awkwardDouble(using: &generator) }
      func rect() -> Rect { Rect(x: value(), y: value(), width: value(), height: value()) }
      func transform() -> AffineTransform {
        AffineTransform(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
      }
      func color() -> RGBAColor {
        RGBAColor(
          red: value(), green: value(), blue: value(),
          alpha: Double.random(in: 0...1, using: &generator))
      }
      for _ in 0..<count {
        doubles.append((value(), value()))
        points.append((Point(x: value(), y: value()), Point(x: value(), y: value())))
        sizes.append((Size(width: value(), height: value()), Size(width: value(), height: value())))
        vectors.append((Vector(dx: value(), dy: value()), Vector(dx: value(), dy: value())))
        rects.append((rect(), rect()))
        transforms.append((transform(), transform()))
        colors.append((color(), color()))
      }
    }
  }

  static let samples = Samples(seed: 0x6E0_0001, count: 1500)

  /// Whether fraction 0 gives `start` and fraction 1 gives `end`, compared with `==`.
  private func endpointsAreExact<Value: Interpolatable & Equatable>(
    _ start: Value,
    _ end: Value
  ) -> Bool {
    start.interpolated(to: end, fraction: 0) == start
      && start.interpolated(to: end, fraction: 1) == end
  }

  /// Whether every non-finite fraction gives back `start`.
  private func nonFiniteFractionKeepsStart<Value: Interpolatable & Equatable>(
    _ start: Value,
    _ end: Value
  ) -> Bool {
    Self.nonFiniteFractions.allSatisfy { start.interpolated(to: end, fraction: $0) == start }
  }

  @Test("Double: fraction 0 and 1 return the endpoints bit for bit (1,500 seeded pairs)")
  func doubleEndpointsAreBitExact() {
    for (start, end) in Self.samples.doubles {
      let atZero = start.interpolated(to: end, fraction: 0)
      let atOne = start.interpolated(to: end, fraction: 1)
      #expect(atZero.bitPattern == start.bitPattern, "start=\(start) end=\(end)")
      #expect(atOne.bitPattern == end.bitPattern, "start=\(start) end=\(end)")
    }
  }

  static let awkwardPairs: [(Double, Double)] = [
    (0.1, 0.2), (0.2, 0.1), (0.1, 0.7), (1e-300, 1e300), (1e300, -1e300), (-1e300, 1e-300),
    (-0.1, -0.3), (1.0 / 3, 2.0 / 3), (Double.leastNonzeroMagnitude, 1), (1e16, 1e16 + 2),
  ]

  @Test("Double: fixed awkward values hit both endpoints exactly", arguments: awkwardPairs)
  func doubleAwkwardEndpointsAreExact(start: Double, end: Double) {
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test("Double: fraction 0 keeps the sign of a negative zero start (bit for bit)")
  func doubleNegativeZeroStartIsBitExact() {
    let start = -0.0
    let atZero = start.interpolated(to: 5, fraction: 0)
    #expect(atZero.bitPattern == start.bitPattern, "got \(atZero)")
  }

  @Test("Double: fraction 0 is exact even when the endpoints' difference overflows")
  func doubleEndpointsExactWhenDifferenceOverflows() {
    let start = Double.greatestFiniteMagnitude
    let end = -Double.greatestFiniteMagnitude
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
    #expect(end.interpolated(to: start, fraction: 0) == end)
    // The same overflow in a composite type: the NaN is sanitised to 0, so fraction 0 moves the
    // point from x = 1.8e308 to x = 0 instead of returning it.
    let point = Point(x: start, y: 1)
    let target = Point(x: end, y: 2)
    #expect(point.interpolated(to: target, fraction: 0) == point)
  }

  @Test("Point, Size, Vector: fraction 0 and 1 return the endpoints exactly (1,500 pairs each)")
  func pointSizeVectorEndpointsAreExact() {
    for (start, end) in Self.samples.points {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.sizes {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.vectors {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
  }

  @Test("Rect: fraction 0 and 1 return the endpoints exactly (1,500 pairs)")
  func rectEndpointsAreExact() {
    for (start, end) in Self.samples.rects {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
  }

  @Test("AffineTransform: fraction 0 and 1 return the endpoints exactly (1,500 pairs)")
  func transformEndpointsAreExact() {
    for (start, end) in Self.samples.transforms {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
  }

  @Test("RGBAColor: fraction 0 and 1 return the endpoints exactly (1,500 pairs)")
  func colorEndpointsAreExact() {
    for (start, end) in Self.samples.colors {
      #expect(endpointsAreExact(start, end), "\(start) → \(end)")
    }
  }

  @Test("Every type: a NaN or infinite fraction returns self")
  func nonFiniteFractionReturnsSelf() {
    for (start, end) in Self.samples.doubles.prefix(200) {
      let kept = Self.nonFiniteFractions.allSatisfy {
        start.interpolated(to: end, fraction: $0).bitPattern == start.bitPattern
      }
      #expect(kept, "\(start) → \(end)")
    }
    for (start, end) in Self.samples.points.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.sizes.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.vectors.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.rects.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.transforms.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
    for (start, end) in Self.samples.colors.prefix(200) {
      #expect(nonFiniteFractionKeepsStart(start, end), "\(start) → \(end)")
    }
  }

  @Test("Double: fractions outside [0, 1] extrapolate along the line")
  func doubleExtrapolatesLinearly() {
    #expect(0.0.interpolated(to: 10, fraction: 1.5) == 15)
    #expect(0.0.interpolated(to: 10, fraction: -0.5) == -5)
    #expect(0.0.interpolated(to: 10, fraction: 2) == 20)
    #expect(10.0.interpolated(to: 0, fraction: 1.25) == -2.5)
    #expect((-4.0).interpolated(to: 4, fraction: -1) == -12)
  }

  @Test("Double: any fraction gives (1 − f)·a + f·b (seeded sweep over f in [−1, 2])")
  func doubleIsLinearInFraction() {
    var generator = SeededGenerator(seed: 0x6E0_0002)
    for _ in 0..<2000 {
      let start = Double.random(in: -1000...1000, using: &generator)
      let end = Double.random(in: -1000...1000, using: &generator)
      let fraction = Double.random(in: -1...2, using: &generator)
      let actual = start.interpolated(to: end, fraction: fraction)
      let expected = GeometryFixtures.lerp(start, end, fraction)
      #expect(
        isClose(actual, expected, relative: 1e-12, absolute: 1e-9),
        "\(start) → \(end) at \(fraction)")
    }
  }

  @Test("Point, Size, Vector: each component extrapolates linearly beyond [0, 1]")
  func pointSizeVectorExtrapolateLinearly() {
    #expect(
      Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 30), fraction: 1.5) == Point(x: 15, y: 40)
    )
    #expect(
      Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 30), fraction: -0.5) == Point(x: -5, y: 0)
    )
    #expect(
      Size(width: 100, height: 40).interpolated(to: Size(width: 200, height: 20), fraction: 1.5)
        == Size(width: 250, height: 10))
    #expect(
      Size(width: 100, height: 40).interpolated(to: Size(width: 200, height: 20), fraction: -0.25)
        == Size(width: 75, height: 45))
    #expect(
      Vector(dx: -2, dy: 8).interpolated(to: Vector(dx: 2, dy: 0), fraction: 1.5)
        == Vector(dx: 4, dy: -4))
    #expect(
      Vector(dx: -2, dy: 8).interpolated(to: Vector(dx: 2, dy: 0), fraction: 0.5)
        == Vector(dx: 0, dy: 4))
  }

  @Test("Rect: origin and size extrapolate linearly beyond [0, 1]")
  func rectExtrapolatesLinearly() {
    let start = Rect(x: 0, y: 0, width: 100, height: 50)
    let end = Rect(x: 20, y: 40, width: 200, height: 150)
    #expect(
      start.interpolated(to: end, fraction: 1.5) == Rect(x: 30, y: 60, width: 250, height: 200))
    #expect(
      start.interpolated(to: end, fraction: -0.5) == Rect(x: -10, y: -20, width: 50, height: 0))
  }

  @Test("Point, Size, Vector, Rect: any fraction gives (1 − f)·a + f·b per component")
  func compositeTypesAreLinearPerComponent() {
    var generator = SeededGenerator(seed: 0x6E0_0003)
    func value() -> Double { Double.random(in: -500...500, using: &generator) }
    func close(_ actual: Double, _ start: Double, _ end: Double, _ fraction: Double) -> Bool {
      isClose(actual, GeometryFixtures.lerp(start, end, fraction), relative: 1e-12, absolute: 1e-9)
    }
    for _ in 0..<1000 {
      let fraction = Double.random(in: -1...2, using: &generator)
      let point = (Point(x: value(), y: value()), Point(x: value(), y: value()))
      let pointAt = point.0.interpolated(to: point.1, fraction: fraction)
      #expect(
        close(pointAt.x, point.0.x, point.1.x, fraction)
          && close(pointAt.y, point.0.y, point.1.y, fraction))

      let size = (Size(width: value(), height: value()), Size(width: value(), height: value()))
      let sizeAt = size.0.interpolated(to: size.1, fraction: fraction)
      #expect(
        close(sizeAt.width, size.0.width, size.1.width, fraction)
          && close(sizeAt.height, size.0.height, size.1.height, fraction))

      let vector = (Vector(dx: value(), dy: value()), Vector(dx: value(), dy: value()))
      let vectorAt = vector.0.interpolated(to: vector.1, fraction: fraction)
      #expect(
        close(vectorAt.dx, vector.0.dx, vector.1.dx, fraction)
          && close(vectorAt.dy, vector.0.dy, vector.1.dy, fraction))

      let rect = (
        Rect(x: value(), y: value(), width: value(), height: value()),
        Rect(x: value(), y: value(), width: value(), height: value())
      )
      let rectAt = rect.0.interpolated(to: rect.1, fraction: fraction)
      #expect(
        close(rectAt.origin.x, rect.0.origin.x, rect.1.origin.x, fraction)
          && close(rectAt.origin.y, rect.0.origin.y, rect.1.origin.y, fraction)
          && close(rectAt.width, rect.0.width, rect.1.width, fraction)
          && close(rectAt.height, rect.0.height, rect.1.height, fraction))
    }
  }

  @Test("AffineTransform: a pure translation extrapolates linearly beyond [0, 1]")
  func translationExtrapolatesLinearly() {
    let start = AffineTransform(translationX: 0, y: 10)
    let end = AffineTransform(translationX: 10, y: -10)
    let beyond = start.interpolated(to: end, fraction: 1.5)
    let before = start.interpolated(to: end, fraction: -0.5)
    #expect(GeometryFixtures.isClose(beyond, AffineTransform(translationX: 15, y: -20)))
    #expect(GeometryFixtures.isClose(before, AffineTransform(translationX: -5, y: 20)))
  }
}
