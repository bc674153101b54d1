import FluidTransitions
import Testing

/// `Rect`: per-edge interpolation, CGRect's treatment of negative sizes, and the helpers.
@Suite("Geometry: rect")
struct RectGeometryTests {
  /// The four edges (minX, maxX, minY, maxY), from the origin and size written out here rather
  /// than from the accessors under test.
  private func edges(_ rect: Rect) -> [Double] {
    let x = [rect.origin.x, rect.origin.x + rect.size.width]
    let y = [rect.origin.y, rect.origin.y + rect.size.height]
    return [x.min()!, x.max()!, y.min()!, y.max()!]
  }

  private func accessorEdges(_ rect: Rect) -> [Double] {
    [rect.minX, rect.maxX, rect.minY, rect.maxY]
  }

  /// Checks that every edge of `start → end` at `fraction` is the linear interpolation of the
  /// endpoints' edges, to 1e-9 relative (absolute 1e-9 of the inputs' scale near zero).
  private func edgesMoveLinearly(_ start: Rect, _ end: Rect, _ fraction: Double) -> Bool {
    let actual = accessorEdges(start.interpolated(to: end, fraction: fraction))
    let scale = (edges(start) + edges(end)).map(abs).max()! + 1
    return zip(actual, zip(edges(start), edges(end))).allSatisfy { edge, endpoints in
      let expected = GeometryFixtures.lerp(endpoints.0, endpoints.1, fraction)
      return isClose(edge, expected, relative: 1e-9, absolute: 1e-9 * scale)
    }
  }

  @Test("Each edge moves linearly for standardised rects (2,000 seeded cases, f in [0, 1])")
  func edgesInterpolateLinearly() {
    var generator = SeededGenerator(seed: 0x6E0_0101)
    func rect() -> Rect {
      Rect(
        x: Double.random(in: -1000...1000, using: &generator),
        y: Double.random(in: -1000...1000, using: &generator),
        width: Double.random(in: 0...2000, using: &generator),
        height: Double.random(in: 0...2000, using: &generator)
      )
    }
    for _ in 0..<2000 {
      let start = rect()
      let end = rect()
      let fraction = Double.random(in: 0...1, using: &generator)
      #expect(edgesMoveLinearly(start, end, fraction), "\(start) → \(end) at \(fraction)")
    }
  }

  @Test("Beyond [0, 1] the origin edges and the far edges (origin + size) keep moving linearly")
  func edgesExtrapolateLinearly() {
    var generator = SeededGenerator(seed: 0x6E0_0105)
    func value() -> Double { Double.random(in: -1000...1000, using: &generator) }
    for _ in 0..<2000 {
      let start = Rect(x: value(), y: value(), width: value(), height: value())
      let end = Rect(x: value(), y: value(), width: value(), height: value())
      let fraction = Double.random(in: -1...2, using: &generator)
      let rect = start.interpolated(to: end, fraction: fraction)
      let actual = [
        rect.origin.x, rect.origin.x + rect.width, rect.origin.y, rect.origin.y + rect.height,
      ]
      let starts = [
        start.origin.x, start.origin.x + start.width, start.origin.y, start.origin.y + start.height,
      ]
      let ends = [end.origin.x, end.origin.x + end.width, end.origin.y, end.origin.y + end.height]
      for index in 0..<4 {
        let expected = GeometryFixtures.lerp(starts[index], ends[index], fraction)
        #expect(
          isClose(actual[index], expected, relative: 1e-9, absolute: 1e-9 * 6000),
          "\(start) → \(end) at \(fraction), edge \(index)")
      }
    }
  }

  @Test("Each edge moves linearly when widths and heights keep their signs, negative included")
  func edgesInterpolateLinearlyWithNegativeSizes() {
    var generator = SeededGenerator(seed: 0x6E0_0102)
    for _ in 0..<2000 {
      let widthSign: Double = Bool.random(using: &generator) ? 1 : -1
      let heightSign: Double = Bool.random(using: &generator) ? 1 : -1
      func rect() -> Rect {
        Rect(
          x: Double.random(in: -1000...1000, using: &generator),
          y: Double.random(in: -1000...1000, using: &generator),
          width: widthSign * Double.random(in: 0...2000, using: &generator),
          height: heightSign * Double.random(in: 0...2000, using: &generator)
        )
      }
      let start = rect()
      let end = rect()
      let fraction = Double.random(in: 0...1, using: &generator)
      #expect(edgesMoveLinearly(start, end, fraction), "\(start) → \(end) at \(fraction)")
    }
  }

  @Test("Edges at awkward magnitudes still hit both endpoints and stay within them")
  func edgesStayBetweenEndpoints() {
    let start = Rect(x: 0.1, y: -0.3, width: 0.7, height: 1e-300)
    let end = Rect(x: 1e6 + 0.1, y: 2.2, width: 1e-9, height: 300.3)
    for step in 0...100 {
      let fraction = Double(step) / 100
      let rect = start.interpolated(to: end, fraction: fraction)
      for (edge, bounds) in zip(accessorEdges(rect), zip(edges(start), edges(end))) {
        let low = min(bounds.0, bounds.1)
        let high = max(bounds.0, bounds.1)
        let slack = 1e-9 * (abs(low) + abs(high))
        #expect(edge >= low - slack && edge <= high + slack, "edge \(edge) at \(fraction)")
      }
    }
  }

  @Test("minX/maxX/minY/maxY and standardized account for negative width and height")
  func negativeSizesAreKeptAndStandardised() {
    let rect = Rect(x: 10, y: 20, width: -5, height: -7)
    #expect(rect.width == -5 && rect.height == -7)
    #expect(rect.minX == 5 && rect.maxX == 10)
    #expect(rect.minY == 13 && rect.maxY == 20)
    #expect(rect.standardized == Rect(x: 5, y: 13, width: 5, height: 7))
    #expect(rect.center == Point(x: 7.5, y: 16.5))
    let positive = Rect(x: 5, y: 13, width: 5, height: 7)
    #expect(positive.standardized == positive)
  }

  @Test("standardized keeps the covered area for any signs (seeded)")
  func standardizedCoversSameEdges() {
    var generator = SeededGenerator(seed: 0x6E0_0103)
    for _ in 0..<1000 {
      let rect = Rect(
        x: Double.random(in: -100...100, using: &generator),
        y: Double.random(in: -100...100, using: &generator),
        width: Double.random(in: -100...100, using: &generator),
        height: Double.random(in: -100...100, using: &generator)
      )
      let standard = rect.standardized
      #expect(standard.width >= 0 && standard.height >= 0, "\(rect)")
      // Standardising recomputes the far edge as min + |size|, so allow rounding there.
      let sameEdges = zip(accessorEdges(standard), edges(rect)).allSatisfy {
        isClose($0, $1, relative: 1e-12, absolute: 1e-12)
      }
      #expect(sameEdges, "\(rect)")
      #expect(accessorEdges(rect) == edges(rect), "\(rect)")
    }
  }

  @Test("contains includes the minimum edges and excludes the maximum edges, as CGRect does")
  func containsExcludesMaximumEdges() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 5, y: 10)))
    #expect(rect.contains(Point(x: 9.999, y: 19.999)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 20)))
    #expect(!rect.contains(Point(x: 10, y: 20)))
    #expect(!rect.contains(Point(x: -1e-12, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: -1e-12)))
  }

  @Test("contains works on a rect with negative size and is false for an empty rect")
  func containsHandlesNegativeAndEmptyRects() {
    let flipped = Rect(x: 10, y: 20, width: -10, height: -20)
    #expect(flipped.contains(Point(x: 0, y: 0)))
    #expect(flipped.contains(Point(x: 5, y: 10)))
    #expect(!flipped.contains(Point(x: 10, y: 5)))
    #expect(!flipped.contains(Point(x: 5, y: 20)))
    let empty = Rect(x: 3, y: 3, width: 0, height: 10)
    #expect(empty.isEmpty)
    #expect(!empty.contains(Point(x: 3, y: 5)))
    #expect(!Rect(x: 0, y: 0, width: 4, height: 4).isEmpty)
  }

  @Test("insetBy standardises first, then shrinks each side (negative insets grow)")
  func insetByStandardisesFirst() {
    let rect = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(rect.insetBy(dx: 1, dy: 2) == Rect(x: 1, y: 2, width: 8, height: 6))
    let positive = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(positive.insetBy(dx: 1, dy: 2) == Rect(x: 1, y: 2, width: 8, height: 6))
    #expect(positive.insetBy(dx: -3, dy: -1) == Rect(x: -3, y: -1, width: 16, height: 12))
  }

  @Test("insetBy keeps the centre and changes each dimension by twice the inset (seeded)")
  func insetByKeepsCenter() {
    var generator = SeededGenerator(seed: 0x6E0_0104)
    for _ in 0..<1000 {
      let rect = Rect(
        x: Double.random(in: -100...100, using: &generator),
        y: Double.random(in: -100...100, using: &generator),
        width: Double.random(in: -100...100, using: &generator),
        height: Double.random(in: -100...100, using: &generator)
      )
      let dx = Double.random(in: -20...20, using: &generator)
      let dy = Double.random(in: -20...20, using: &generator)
      let inset = rect.insetBy(dx: dx, dy: dy)
      let expectedCenter = Point(
        x: (edges(rect)[0] + edges(rect)[1]) / 2, y: (edges(rect)[2] + edges(rect)[3]) / 2)
      #expect(GeometryFixtures.isClose(inset.center, expectedCenter, absolute: 1e-12), "\(rect)")
      #expect(isClose(inset.width, abs(rect.width) - 2 * dx, absolute: 1e-12), "\(rect)")
      #expect(isClose(inset.height, abs(rect.height) - 2 * dy, absolute: 1e-12), "\(rect)")
    }
  }

  @Test("center is the midpoint of the edges; centered(size:) keeps it and takes the new size")
  func centeredKeepsCenter() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 40)
    #expect(rect.center == Point(x: 60, y: 40))
    #expect(rect.midX == 60 && rect.midY == 40)
    let centred = rect.centered(size: Size(width: 20, height: 10))
    #expect(centred == Rect(x: 50, y: 35, width: 20, height: 10))
    #expect(centred.center == rect.center)
    let larger = rect.centered(size: Size(width: 300, height: 60))
    #expect(larger == Rect(x: -90, y: 10, width: 300, height: 60))
    #expect(larger.center == rect.center)
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offsetByMovesOrigin() {
    let rect = Rect(x: 1, y: 2, width: -3, height: 4)
    #expect(rect.offsetBy(dx: 10, dy: -20) == Rect(x: 11, y: -18, width: -3, height: 4))
  }

  @Test("Rect(corner:oppositeCorner:) is the same standardised rect for any corner order")
  func cornerInitialiserIgnoresOrder() {
    let expected = Rect(x: 2, y: 3, width: 8, height: 4)
    let corners = [Point(x: 2, y: 3), Point(x: 10, y: 7), Point(x: 2, y: 7), Point(x: 10, y: 3)]
    let pairs = [(0, 1), (1, 0), (2, 3), (3, 2)]
    for (first, second) in pairs {
      #expect(Rect(corner: corners[first], oppositeCorner: corners[second]) == expected)
    }
    let line = Rect(corner: Point(x: 5, y: 1), oppositeCorner: Point(x: 5, y: -1))
    #expect(line == Rect(x: 5, y: -1, width: 0, height: 2))
  }
}
