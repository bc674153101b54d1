import Foundation

/// A double-double number: an unevaluated sum `hi + lo` with |lo| ≤ ulp(hi)/2, about 106 bits
/// of significand (unit roundoff ≈ 2⁻¹⁰⁴ ≈ 4.9e-32 for these operations). Error-free
/// transformations (two-sum, FMA two-product) after Dekker, Knuth and Bailey's QD library.
/// Used only for the spring reference, where it must resolve errors far below 1e-15.
public struct DoubleDouble: Sendable, Equatable {
  /// The leading part.
  public var hi: Double
  /// The trailing part.
  public var lo: Double

  /// `hi + lo`, assumed normalised.
  public init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  /// The nearest double.
  public var value: Double { hi + lo }

  static let zero = DoubleDouble(0)
  static let one = DoubleDouble(1)

  @inline(__always)
  static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    return DoubleDouble(s, (a - (s - bb)) + (b - bb))
  }

  @inline(__always)
  static func quickTwoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(s, b - (s - a))
  }

  @inline(__always)
  static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    return DoubleDouble(p, (-p).addingProduct(a, b))
  }

  /// Accurate (IEEE-style) double-double addition.
  public static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = twoSum(a.hi, b.hi)
    let t = twoSum(a.lo, b.lo)
    var r = quickTwoSum(s.hi, s.lo + t.hi)
    r = quickTwoSum(r.hi, r.lo + t.lo)
    return r
  }

  /// The negation.
  public static prefix func - (a: DoubleDouble) -> DoubleDouble {
    DoubleDouble(-a.hi, -a.lo)
  }

  /// Subtraction.
  public static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    a + -b
  }

  /// Multiplication.
  public static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = twoProduct(a.hi, b.hi)
    return quickTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }

  /// Division (three quotient corrections).
  public static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let q1 = a.hi / b.hi
    var r = a - b * DoubleDouble(q1)
    let q2 = r.hi / b.hi
    r = r - b * DoubleDouble(q2)
    let q3 = r.hi / b.hi
    return quickTwoSum(q1, q2) + DoubleDouble(q3)
  }

  /// Multiplication by a power of two (exact).
  func scaled(byPowerOfTwo exponent: Int) -> DoubleDouble {
    DoubleDouble(Foundation.scalbn(hi, exponent), Foundation.scalbn(lo, exponent))
  }
}

/// A 2×2 matrix of double-doubles, row major.
struct Matrix2: Sendable {
  var a: DoubleDouble
  var b: DoubleDouble
  var c: DoubleDouble
  var d: DoubleDouble

  static let identity = Matrix2(a: .one, b: .zero, c: .zero, d: .one)

  static func * (m: Matrix2, n: Matrix2) -> Matrix2 {
    Matrix2(
      a: m.a * n.a + m.b * n.c, b: m.a * n.b + m.b * n.d,
      c: m.c * n.a + m.d * n.c, d: m.c * n.b + m.d * n.d)
  }

  static func + (m: Matrix2, n: Matrix2) -> Matrix2 {
    Matrix2(a: m.a + n.a, b: m.b + n.b, c: m.c + n.c, d: m.d + n.d)
  }

  func scaled(by factor: DoubleDouble) -> Matrix2 {
    Matrix2(a: a * factor, b: b * factor, c: c * factor, d: d * factor)
  }

  func scaled(byPowerOfTwo exponent: Int) -> Matrix2 {
    Matrix2(
      a: a.scaled(byPowerOfTwo: exponent), b: b.scaled(byPowerOfTwo: exponent),
      c: c.scaled(byPowerOfTwo: exponent), d: d.scaled(byPowerOfTwo: exponent))
  }

  /// The infinity norm (largest absolute row sum), from the leading parts.
  var norm: Double {
    Swift.max(abs(a.hi) + abs(b.hi), abs(c.hi) + abs(d.hi))
  }
}

/// The fine, independent reference for the spring figures: the exact solution of
/// `m·x″ + c·x′ + k·x = 0` for the spring's stored (double) coefficients, computed as the
/// matrix exponential of the first-order system in double-double arithmetic.
///
/// The state (x, v) evolves as `exp(A·t)·(x0, v0)` with `A = [[0, 1], [−k/m, −c/m]]`. The
/// exponential is taken by scaling and squaring: `A·t` is divided by 2^s until its norm is at
/// most 1/4, summed as a Taylor series until the terms fall below 1e-36 of the sum (at most
/// 40 terms), and squared s times. One formula for every damping ratio — no regimes, no
/// branches at critical damping — so it shares nothing with the closed form it checks.
///
/// Its own error: each double-double operation rounds at about 5e-32; the series is truncated
/// below 1e-36; s squarings multiply the rounding by at most about 2^s (s ≤ 15 on the grid,
/// where ‖A·t‖ ≤ 4,000), and the entries of every intermediate power stay below about 3 on the
/// grid. That bounds the reference's error near 1e-26 of the motion's scale, eleven orders
/// below the 1e-15 it must resolve; ``selfCheck(spring:displacement:velocity:time:)`` measures
/// it by recomputing with four more squarings and reports the difference.
public struct SpringReference: Sendable {
  let system: Matrix2

  /// The reference for the spring with mass, stiffness and damping `mass`, `stiffness`,
  /// `damping` (the exact doubles a `SpringParameters` stores).
  public init(mass: Double, stiffness: Double, damping: Double) {
    let massDD = DoubleDouble(mass)
    system = Matrix2(
      a: .zero, b: .one,
      c: -(DoubleDouble(stiffness) / massDD), d: -(DoubleDouble(damping) / massDD))
  }

  /// The state at `time` seconds from (`displacement`, `velocity`), as double-doubles.
  public func state(displacement: Double, velocity: Double, time: Double, extraSquarings: Int = 0)
    -> (displacement: DoubleDouble, velocity: DoubleDouble)
  {
    let e = exponential(time: time, extraSquarings: extraSquarings)
    let x0 = DoubleDouble(displacement)
    let v0 = DoubleDouble(velocity)
    return (e.a * x0 + e.b * v0, e.c * x0 + e.d * v0)
  }

  /// The largest difference, relative to `scale`, between the reference computed with its
  /// normal scaling and with 16 times finer scaling (four more squarings): an estimate of the
  /// reference's own error.
  public func selfCheck(displacement: Double, velocity: Double, time: Double, scale: Double)
    -> Double
  {
    let normal = state(displacement: displacement, velocity: velocity, time: time)
    let finer = state(
      displacement: displacement, velocity: velocity, time: time, extraSquarings: 4)
    return abs((normal.displacement - finer.displacement).value) / scale
  }

  func exponential(time: Double, extraSquarings: Int) -> Matrix2 {
    let scaled = system.scaled(by: DoubleDouble(time))
    let norm = scaled.norm
    var squarings = norm > 0.25 ? Int(Foundation.log2(norm / 0.25).rounded(.up)) : 0
    squarings += extraSquarings
    let small = scaled.scaled(byPowerOfTwo: -squarings)
    var sum = Matrix2.identity
    var term = Matrix2.identity
    for n in 1...40 {
      term = (term * small).scaled(by: DoubleDouble(1) / DoubleDouble(Double(n)))
      sum = sum + term
      if term.norm < 1e-36 * Swift.max(sum.norm, 1) { break }
    }
    for _ in 0..<squarings {
      sum = sum * sum
    }
    return sum
  }
}
