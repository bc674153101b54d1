extension Double {
  /// `self` when finite, otherwise `fallback`. The single place where the core turns a
  /// non-finite input into its documented replacement, so no NaN reaches a view.
  @inline(__always)
  func finite(or fallback: Double) -> Double {
    isFinite ? self : fallback
  }

  /// `self` limited to `range`; NaN becomes `nanReplacement` (then limited too).
  @inline(__always)
  func clamped(to range: ClosedRange<Double>, nanReplacement: Double) -> Double {
    let value = isNaN ? nanReplacement : self
    return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }
}
