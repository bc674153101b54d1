/// The resistance iOS applies when content is dragged past its end: the further the finger
/// goes, the less the content follows, approaching but never passing one `dimension`.
///
/// For an overshoot x beyond the bound, the displayed offset is
/// `b(x) = (1 − 1 / (x·c/d + 1)) · d = x·c·d / (d + c·x)`, with c the ``coefficient``
/// (0.55 on iOS) and d the ``dimension`` along the drag (for a transition's progress, 1).
/// It starts at slope c, tends to d, and is extended to negative overshoots as an odd function.
public struct RubberBand: Hashable, Sendable {
  /// iOS's coefficient, 0.55.
  public static let defaultCoefficient: Double = 0.55

  /// The initial slope of the band, in [0, 1].
  public let coefficient: Double
  /// The limit the offset approaches; ≥ 0, in the unit of the overshoot.
  public let dimension: Double

  /// Creates a rubber band.
  ///
  /// - Parameters:
  ///   - coefficient: Clamped to [0, 1]; NaN becomes 0.55.
  ///   - dimension: The size along the drag. NaN, negative and zero give a band that does not
  ///     stretch at all (every offset 0), which is what a zero-size container needs; infinity
  ///     gives a linear band of slope `coefficient`.
  public init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double) {
    self.coefficient = coefficient.clamped(to: 0...1, nanReplacement: Self.defaultCoefficient)
    self.dimension = dimension.isNaN ? 0 : Swift.max(0, dimension)
  }

  /// The displayed offset for an overshoot of `overshoot` beyond the bound; same sign as the
  /// overshoot, at most ``dimension`` in magnitude (reached only when the overshoot is so large
  /// that the difference rounds away). NaN is treated as 0, ±infinity gives ±dimension.
  public func offset(forOvershoot overshoot: Double) -> Double {
    guard !overshoot.isNaN, dimension > 0, coefficient > 0 else { return 0 }
    if dimension == .infinity { return coefficient * overshoot }
    // b = d · r / (1 + r) with r = c·|x| / d: the same formula, arranged so that no intermediate
    // overflows for huge overshoots or dimensions.
    let ratio = coefficient * abs(overshoot) / dimension
    let banded = ratio.isFinite ? dimension * (ratio / (1 + ratio)) : dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The overshoot that produces a displayed `offset`: the inverse `x = b·d / (c·(d − |b|))`.
  ///
  /// Offsets of magnitude ``dimension`` or more are never produced by a finite overshoot; they
  /// map to ±`Double.greatestFiniteMagnitude`. A band that does not stretch maps every offset
  /// to 0. NaN is treated as 0.
  public func overshoot(forOffset offset: Double) -> Double {
    guard dimension > 0, coefficient > 0, !offset.isNaN, offset != 0 else { return 0 }
    if dimension == .infinity {
      return (offset / coefficient).clamped(
        to: -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, nanReplacement: 0)
    }
    let magnitude = abs(offset)
    let sign: Double = offset < 0 ? -1 : 1
    guard magnitude < dimension else { return sign * .greatestFiniteMagnitude }
    // x = d · (|b| / (d − |b|)) / c, arranged so a tiny coefficient overflows to the limit
    // instead of forming 0/0.
    let overshoot = dimension * (magnitude / (dimension - magnitude) / coefficient)
    return sign * Swift.min(overshoot, .greatestFiniteMagnitude)
  }

  /// `value` unchanged inside `range`, and rubber-banded beyond either bound.
  /// NaN is treated as the lower bound.
  public func banded(_ value: Double, within range: ClosedRange<Double>) -> Double {
    if value.isNaN { return range.lowerBound }
    if value > range.upperBound {
      return range.upperBound + offset(forOvershoot: value - range.upperBound)
    }
    if value < range.lowerBound {
      return range.lowerBound + offset(forOvershoot: value - range.lowerBound)
    }
    return value
  }

  /// The inverse of ``banded(_:within:)``: the unbanded value that displays as `value`.
  public func unbanded(_ value: Double, within range: ClosedRange<Double>) -> Double {
    if value.isNaN { return range.lowerBound }
    if value > range.upperBound {
      return range.upperBound + overshoot(forOffset: value - range.upperBound)
    }
    if value < range.lowerBound {
      return range.lowerBound + overshoot(forOffset: value - range.lowerBound)
    }
    return value
  }
}
