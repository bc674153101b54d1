/// A value that can be blended with another value of the same type, which is what lets a
/// transition render any progress, including a spring's overshoot beyond 0 and 1.
///
/// Conformers promise three things, which the tests check for every type in the library:
/// - `a.interpolated(to: b, fraction: 0) == a` and `a.interpolated(to: b, fraction: 1) == b`
///   exactly (bit for bit), so a transition at rest shows precisely its start or end layout;
/// - fractions outside [0, 1] extrapolate along the same path (springs overshoot);
/// - a non-finite `fraction` returns `self` unchanged, so a bad progress value can never put NaN
///   into a view.
public protocol Interpolatable: Sendable {
  /// The value a `fraction` of the way from `self` to `target`.
  ///
  /// - Parameters:
  ///   - target: The value at fraction 1.
  ///   - fraction: 0 is `self`, 1 is `target`; values outside [0, 1] extrapolate. A non-finite
  ///     fraction returns `self`.
  func interpolated(to target: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
  /// Linear interpolation, exact at both ends: fraction 0 and 1 return `self` and `target`
  /// themselves rather than `self + (target - self) · fraction`, which can differ in the last
  /// bit, lose the sign of −0, or become NaN when the difference overflows.
  @inlinable
  public func interpolated(to target: Double, fraction: Double) -> Double {
    guard fraction.isFinite, fraction != 0 else { return self }
    if fraction == 1 { return target }
    return self + (target - self) * fraction
  }
}
