import FluidTransitions

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Inputs and comparisons shared by the geometry tests. Every random value comes from a
/// `SeededGenerator`, so a failure can be replayed from the seed named in the test.
enum GeometryFixtures {
  /// Values that are awkward for exact interpolation: decimals with no exact binary form,
  /// extremes of magnitude (up to 1e300), subnormals, negatives and integers beyond 2^53.
  static let awkwardValues: [Double] = [
    0, 1, -1, 0.1, -0.1, 0.2, 0.3, 0.7, 1.0 / 3, -2.0 / 3, 1e-300, -1e-300, 1e300, -1e300,
    Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, Double.leastNormalMagnitude,
    123_456.789, -98_765.4321, 9_007_199_254_740_994, .pi, -.pi, 1e-9, 1 - 1e-16,
  ]

  /// A finite, non-zero-signed value from a mix of awkward constants, small and large ranges and
  /// log-uniform magnitudes between 1e-300 and 1e300.
  static func awkwardDouble(using generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      return awkwardValues[Int.random(in: 0..<awkwardValues.count, using: &generator)]
    case 1:
      return Double.random(in: -1...1, using: &generator)
    case 2:
      return Double.random(in: -1e6...1e6, using: &generator)
    default:
      let magnitude = pow(10, Double.random(in: -300...300, using: &generator))
      return Bool.random(using: &generator) ? magnitude : -magnitude
    }
  }

  /// Parameters of a transform built as scale, then shear, then rotation, then translation.
  struct TransformParameters: CustomStringConvertible {
    var scaleX: Double
    var scaleY: Double
    var shear: Double
    var rotation: Double
    var translationX: Double
    var translationY: Double

    var description: String {
      "sx=\(scaleX) sy=\(scaleY) shear=\(shear) θ=\(rotation) t=(\(translationX), \(translationY))"
    }

    /// The transform, from the matrix product S·H·R (row-vector convention, as CoreGraphics)
    /// with S = diag(sx, sy), H = [1 0; shear 1] and R = [cos θ  sin θ; −sin θ  cos θ], written
    /// out here so that it does not depend on the library's own recomposition.
    var transform: AffineTransform {
      let cosine = cos(rotation)
      let sine = sin(rotation)
      // Rows of S·H: (sx, 0) and (sy·shear, sy).
      let row1 = (scaleX, 0.0)
      let row2 = (scaleY * shear, scaleY)
      return AffineTransform(
        a: row1.0 * cosine - row1.1 * sine,
        b: row1.0 * sine + row1.1 * cosine,
        c: row2.0 * cosine - row2.1 * sine,
        d: row2.0 * sine + row2.1 * cosine,
        tx: translationX,
        ty: translationY
      )
    }
  }

  /// Random parameters of an invertible transform: scale magnitudes log-uniform in [0.1, 10]
  /// with either sign, shear in [−2, 2], any rotation, translation within ±1000.
  static func invertibleParameters(using generator: inout SeededGenerator) -> TransformParameters {
    func scale() -> Double {
      let magnitude = exp(Double.random(in: log(0.1)...log(10), using: &generator))
      return Bool.random(using: &generator) ? magnitude : -magnitude
    }
    return TransformParameters(
      scaleX: scale(),
      scaleY: scale(),
      shear: Double.random(in: -2...2, using: &generator),
      rotation: Double.random(in: -Double.pi...Double.pi, using: &generator),
      translationX: Double.random(in: -1000...1000, using: &generator),
      translationY: Double.random(in: -1000...1000, using: &generator)
    )
  }

  /// A transform with six independent random components in [−range, range].
  static func arbitraryTransform(
    range: Double,
    using generator: inout SeededGenerator
  ) -> AffineTransform {
    AffineTransform(
      a: Double.random(in: -range...range, using: &generator),
      b: Double.random(in: -range...range, using: &generator),
      c: Double.random(in: -range...range, using: &generator),
      d: Double.random(in: -range...range, using: &generator),
      tx: Double.random(in: -range...range, using: &generator),
      ty: Double.random(in: -range...range, using: &generator)
    )
  }

  /// The six components, in the order a, b, c, d, tx, ty.
  static func components(_ transform: AffineTransform) -> [Double] {
    [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
  }

  /// Whether every component of `actual` is within `relative` or `absolute` of `expected`'s.
  static func isClose(
    _ actual: AffineTransform,
    _ expected: AffineTransform,
    relative: Double = 1e-12,
    absolute: Double = 1e-12
  ) -> Bool {
    zip(components(actual), components(expected)).allSatisfy { pair in
      FluidTransitionsTests.isClose(pair.0, pair.1, relative: relative, absolute: absolute)
    }
  }

  /// Whether `actual` is within `relative` or `absolute` of `expected` in both coordinates.
  static func isClose(
    _ actual: Point,
    _ expected: Point,
    relative: Double = 1e-12,
    absolute: Double = 1e-12
  ) -> Bool {
    FluidTransitionsTests.isClose(actual.x, expected.x, relative: relative, absolute: absolute)
      && FluidTransitionsTests.isClose(actual.y, expected.y, relative: relative, absolute: absolute)
  }

  /// The linear interpolation (1 − f)·a + f·b, written in the symmetric form rather than the
  /// library's a + (b − a)·f, as an independent reference.
  static func lerp(_ start: Double, _ end: Double, _ fraction: Double) -> Double {
    (1 - fraction) * start + fraction * end
  }
}
