import FluidTransitions
import Testing

/// Reference value 21 (CONTRIBUTING.md, "Reference values"): `b(x) = x·c·d/(d + c·x)`, its
/// shape, inverse and range helpers.
@Suite("Gesture: rubber band")
struct RubberBandGestureTests {
  static let iPhone = RubberBand(dimension: 960)

  @Test("The default coefficient is iOS's 0.55")
  func defaultCoefficient() {
    #expect(RubberBand.defaultCoefficient == 0.55)
    #expect(Self.iPhone.coefficient == 0.55)
    #expect(Self.iPhone.dimension == 960)
  }

  @Test(
    "d = 960, c = 0.55: 5/10/100/400/960 → 2.7421/5.4687/52.0197/178.9831/340.6452 (4 decimals)",
    arguments: [
      (5.0, 2.742_1), (10, 5.468_7), (100, 52.019_7), (400, 178.983_1), (960, 340.645_2),
    ])
  func publishedOffsets(overshoot: Double, expected: Double) {
    let offset = RubberBand(coefficient: 0.55, dimension: 960).offset(forOvershoot: overshoot)
    #expect(isClose(offset, expected, absolute: 5e-5), "\(offset)")
    let mirrored = Self.iPhone.offset(forOvershoot: -overshoot)
    #expect(isClose(mirrored, -expected, absolute: 5e-5), "\(mirrored)")
  }

  @Test(
    "The slope at 0 is the coefficient (central difference, 1e-8 relative)",
    arguments: [(0.55, 960.0), (0.55, 1), (0.2, 300), (1, 50)])
  func slopeAtZeroIsCoefficient(coefficient: Double, dimension: Double) {
    // The odd extension has a kink in curvature at 0, so the difference quotient is off by
    // about c²·h/d: a step of 1e-10·d keeps that below 1e-10.
    let band = RubberBand(coefficient: coefficient, dimension: dimension)
    let step = dimension * 1e-10
    let slope =
      (band.offset(forOvershoot: step) - band.offset(forOvershoot: -step)) / (2 * step)
    #expect(isClose(slope, coefficient, relative: 1e-8), "\(slope)")
  }

  @Test("The offset tends to the dimension and stays below it")
  func offsetTendsToDimension() {
    for dimension in [1.0, 960, 2048] {
      let band = RubberBand(dimension: dimension)
      // d − b(x) = d²/(d + c·x): relative gap d/(d + c·x).
      for multiple in [1e3, 1e6, 1e9] {
        let offset = band.offset(forOvershoot: multiple * dimension)
        #expect(offset < dimension, "d \(dimension), x \(multiple)·d")
        #expect(isClose(offset, dimension, relative: 1.01 / (1 + 0.55 * multiple)))
        #expect(band.offset(forOvershoot: -multiple * dimension) > -dimension)
      }
    }
  }

  @Test("A huge finite overshoot still gives an offset within the dimension")
  func hugeOvershootIsBounded() {
    // Doc: "smaller in magnitude than dimension"; ±infinity gives ±dimension, so the values
    // just below infinity must approach it, not overflow.
    for overshoot in [1e306, 1e308, Double.greatestFiniteMagnitude] {
      let offset = Self.iPhone.offset(forOvershoot: overshoot)
      let negative = Self.iPhone.offset(forOvershoot: -overshoot)
      #expect(
        isClose(offset, 960, relative: 1e-12) && isClose(negative, -960, relative: 1e-12),
        "offset(forOvershoot: ±\(overshoot)) = \(offset), \(negative)")
    }
  }

  @Test("The band is odd, increasing, and of the overshoot's sign (seeded sweep)")
  func oddMonotonicAndSigned() {
    var generator = SeededGenerator(seed: 0x2B_BE12)
    for _ in 0..<1000 {
      let band = RubberBand(
        coefficient: .random(in: 0.01...1, using: &generator),
        dimension: .random(in: 0.1...5000, using: &generator))
      let overshoot = Double.random(in: 1e-6...1e6, using: &generator)
      let offset = band.offset(forOvershoot: overshoot)
      let label = "c \(band.coefficient), d \(band.dimension), x \(overshoot)"
      #expect(band.offset(forOvershoot: -overshoot) == -offset, "\(label)")
      #expect(offset > 0 && offset <= band.dimension, "\(label)")
      #expect(offset <= band.coefficient * overshoot * (1 + 1e-15), "\(label)")
      #expect(band.offset(forOvershoot: overshoot * 1.01) > offset, "\(label)")
    }
    #expect(Self.iPhone.offset(forOvershoot: 0) == 0)
  }

  @Test("overshoot(forOffset:) inverts offset(forOvershoot:) to 1e-12 relative (seeded sweep)")
  func inverseRoundTrips() {
    var generator = SeededGenerator(seed: 0x1_0FF5E7)
    for _ in 0..<2000 {
      let band = RubberBand(
        coefficient: .random(in: 0.05...1, using: &generator),
        dimension: .random(in: 0.5...5000, using: &generator))
      // Up to 10 dimensions past the bound, where d − |b| keeps at least 1/11 of d.
      let overshoot = Double.random(in: -10...10, using: &generator) * band.dimension
      let offset = band.offset(forOvershoot: overshoot)
      let label = "c \(band.coefficient), d \(band.dimension), x \(overshoot)"
      #expect(isClose(band.overshoot(forOffset: offset), overshoot, relative: 1e-12), "\(label)")
      let displayed = Double.random(in: -0.9...0.9, using: &generator) * band.dimension
      let back = band.offset(forOvershoot: band.overshoot(forOffset: displayed))
      #expect(isClose(back, displayed, relative: 1e-12), "\(label), b \(displayed)")
    }
  }

  @Test("The inverse matches x = b·d/(c·(d − b)) at a hand-computed point")
  func inverseClosedForm() {
    // b = 480 with d = 960, c = 0.55: x = 480·960/(0.55·480) = 960/0.55.
    #expect(isClose(Self.iPhone.overshoot(forOffset: 480), 960 / 0.55))
    #expect(isClose(Self.iPhone.overshoot(forOffset: -480), -960 / 0.55))
  }

  @Test("Banding is the identity inside the range and b(x) past either bound")
  func bandedWithinRange() {
    let band = RubberBand(dimension: 100)
    let range = 0.0...200
    for value in [0.0, 1e-9, 50, 199.999, 200] {
      #expect(band.banded(value, within: range) == value)
      #expect(band.unbanded(value, within: range) == value)
    }
    // 100 past the end: b(100) = 100·0.55·100/(100 + 55) = 5500/155.
    #expect(isClose(band.banded(300, within: range), 200 + 5500.0 / 155))
    #expect(isClose(band.banded(-100, within: range), -5500.0 / 155))
    #expect(isClose(band.unbanded(200 + 5500.0 / 155, within: range), 300))
    #expect(isClose(band.unbanded(-5500.0 / 155, within: range), -100))
  }

  @Test("banded and unbanded are inverse of each other outside the range (seeded sweep)")
  func bandedAndUnbandedAreInverse() {
    var generator = SeededGenerator(seed: 0xBA_DED)
    let band = RubberBand(coefficient: 0.55, dimension: 1)
    let range = 0.0...1
    for _ in 0..<1000 {
      let value = Double.random(in: -9...10, using: &generator)
      let banded = band.banded(value, within: range)
      #expect(banded > -1 && banded < 2, "value \(value)")
      #expect(isClose(band.unbanded(banded, within: range), value, relative: 1e-12), "\(value)")
      let displayed = Double.random(in: -0.9...1.9, using: &generator)
      let unbanded = band.unbanded(displayed, within: range)
      #expect(isClose(band.banded(unbanded, within: range), displayed, relative: 1e-12))
    }
  }
}

/// Every public RubberBand initialiser and method with NaN, infinities, zero, negative and
/// out-of-range values: clamped or replaced as documented, and never NaN.
@Suite("Gesture: rubber band bad input")
struct RubberBandBadInputGestureTests {
  static let overshoots: [Double] = [
    0, 1e-300, 1, 5, 960, 1e6, 1e300, .greatestFiniteMagnitude, .infinity,
  ]

  @Test("A NaN coefficient becomes 0.55")
  func nanCoefficientIsDefault() {
    #expect(RubberBand(coefficient: .nan, dimension: 960).coefficient == 0.55)
  }

  @Test(
    "The coefficient is clamped to [0, 1]",
    arguments: [(-1.0, 0.0), (-.infinity, 0), (2, 1), (.infinity, 1), (0.3, 0.3), (0, 0)])
  func coefficientIsClamped(coefficient: Double, expected: Double) {
    #expect(RubberBand(coefficient: coefficient, dimension: 960).coefficient == expected)
  }

  @Test(
    "NaN, negative and zero dimensions give a band that does not stretch",
    arguments: [Double.nan, -1, -Double.infinity, 0, -0.0])
  func degenerateDimensionDoesNotStretch(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    #expect(band.dimension == 0)
    for overshoot in Self.overshoots {
      #expect(band.offset(forOvershoot: overshoot) == 0, "x \(overshoot)")
      #expect(band.offset(forOvershoot: -overshoot) == 0, "x -\(overshoot)")
      #expect(band.overshoot(forOffset: overshoot) == 0, "b \(overshoot)")
      #expect(band.overshoot(forOffset: -overshoot) == 0, "b -\(overshoot)")
    }
    #expect(band.banded(5, within: 0...1) == 1)
    #expect(band.banded(-5, within: 0...1) == 0)
  }

  @Test("A zero coefficient does not stretch for any finite overshoot")
  func zeroCoefficientDoesNotStretch() {
    let band = RubberBand(coefficient: 0, dimension: 960)
    for overshoot in Self.overshoots.dropLast() {
      #expect(band.offset(forOvershoot: overshoot) == 0, "x \(overshoot)")
      #expect(band.offset(forOvershoot: -overshoot) == 0, "x -\(overshoot)")
      #expect(band.overshoot(forOffset: overshoot) == 0, "b \(overshoot)")
    }
  }

  @Test("An infinite dimension gives a linear band of slope c", arguments: [0.55, 0.2, 1])
  func infiniteDimensionIsLinear(coefficient: Double) {
    let band = RubberBand(coefficient: coefficient, dimension: .infinity)
    #expect(band.dimension == .infinity)
    for overshoot in [1.0, 37.5, 1e6, -250] {
      #expect(isClose(band.offset(forOvershoot: overshoot), coefficient * overshoot))
      #expect(isClose(band.overshoot(forOffset: coefficient * overshoot), overshoot))
    }
  }

  @Test("An infinite overshoot gives ±dimension; a NaN overshoot gives 0")
  func infiniteOvershootGivesDimension() {
    #expect(RubberBand(dimension: 960).offset(forOvershoot: .infinity) == 960)
    #expect(RubberBand(dimension: 960).offset(forOvershoot: -.infinity) == -960)
    #expect(RubberBand(coefficient: 0.2, dimension: 1).offset(forOvershoot: .infinity) == 1)
    #expect(RubberBand(dimension: 960).offset(forOvershoot: .nan) == 0)
  }

  @Test(
    "Offsets at or beyond the dimension map to ±greatestFiniteMagnitude, never infinity",
    arguments: [960.0, 961, 1e300, .greatestFiniteMagnitude, .infinity])
  func unreachableOffsetIsGreatestFinite(offset: Double) {
    let band = RubberBand(dimension: 960)
    #expect(band.overshoot(forOffset: offset) == .greatestFiniteMagnitude)
    #expect(band.overshoot(forOffset: -offset) == -.greatestFiniteMagnitude)
  }

  @Test("Offsets just below the dimension map to large but finite overshoots")
  func nearDimensionOffsetIsFinite() {
    let overshoot = RubberBand(dimension: 960).overshoot(forOffset: 960.0.nextDown)
    #expect(overshoot.isFinite && overshoot > 1e15, "\(overshoot)")
  }

  @Test("A NaN offset gives 0; NaN values band to the lower bound")
  func nanInputs() {
    let band = RubberBand(dimension: 960)
    #expect(band.overshoot(forOffset: .nan) == 0)
    #expect(band.banded(.nan, within: -3...7) == -3)
    #expect(band.unbanded(.nan, within: -3...7) == -3)
  }

  @Test("Infinite values band to the bound plus ±dimension and unband to ±greatestFinite")
  func infiniteValuesInRanges() {
    let band = RubberBand(dimension: 1)
    #expect(isClose(band.banded(.infinity, within: 0...1), 2))
    #expect(isClose(band.banded(-.infinity, within: 0...1), -1))
    #expect(band.unbanded(.infinity, within: 0...1) == .greatestFiniteMagnitude)
    #expect(band.unbanded(-.infinity, within: 0...1) == -.greatestFiniteMagnitude)
    #expect(band.unbanded(2, within: 0...1) == .greatestFiniteMagnitude)
  }

  @Test("A seeded sweep of hostile coefficients, dimensions and values never yields NaN")
  func sweepNeverNaN() {
    let hostile: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, -1, 1, 0.55, 960, .leastNonzeroMagnitude,
      -.leastNonzeroMagnitude, 1e-300, 1e300, -1e300, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude,
    ]
    var generator = SeededGenerator(seed: 0x0DD_BA4D)
    var failures: [String] = []
    for _ in 0..<20_000 {
      func pick() -> Double {
        Bool.random(using: &generator)
          ? hostile.randomElement(using: &generator)!
          : Double.random(in: -1e4...1e4, using: &generator)
      }
      let coefficient = pick()
      let dimension = pick()
      let value = pick()
      let band = RubberBand(coefficient: coefficient, dimension: dimension)
      #expect(band.coefficient >= 0 && band.coefficient <= 1, "c \(coefficient)")
      #expect(band.dimension >= 0, "d \(dimension)")
      let results = [
        ("offset(forOvershoot:)", band.offset(forOvershoot: value)),
        ("overshoot(forOffset:)", band.overshoot(forOffset: value)),
        ("banded(_:within: -1...1)", band.banded(value, within: -1...1)),
        ("unbanded(_:within: -1...1)", band.unbanded(value, within: -1...1)),
      ]
      for (name, result) in results where result.isNaN {
        failures.append(
          "RubberBand(coefficient: \(band.coefficient), dimension: \(band.dimension))"
            + ".\(name) of \(value)")
      }
    }
    let distinct = Array(Set(failures)).sorted()
    let nanResults = failures.count
    #expect(
      nanResults == 0,
      "\(distinct.count) distinct NaN cases, e.g. \(distinct.prefix(4).joined(separator: "; "))")
  }

  @Test("Extreme finite inputs do not produce NaN (minimal cases)")
  func extremeFiniteInputs() {
    // Both are finite, documented inputs: c in [0, 1], d > 0, a finite overshoot or offset.
    let wide = RubberBand(coefficient: 1, dimension: .greatestFiniteMagnitude)
    let offset = wide.offset(forOvershoot: .greatestFiniteMagnitude)
    #expect(!offset.isNaN, "offset(forOvershoot: greatestFinite) with d = greatestFinite")
    let faint = RubberBand(coefficient: .leastNonzeroMagnitude, dimension: 0.5)
    let overshoot = faint.overshoot(forOffset: 0)
    #expect(overshoot == 0, "overshoot(forOffset: 0) with c = leastNonzero, d = 0.5: \(overshoot)")
  }
}
