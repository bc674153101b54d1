/// Percentiles of a sample, by the nearest-rank method on a sorted copy: the definition every
/// figure of `fluid-bench` and of the device Pacing tab uses, so their percentiles compare.
///
/// The value at fraction `q` of `n` sorted values is the one at rank ⌈q·n⌉ (1-based), clamped
/// to 1…n: always a measured value, never an interpolation.
public struct Percentiles: Sendable {
  /// The sorted values.
  public let sorted: [Double]

  /// Sorts `values`; an empty sample reports NaN for every percentile.
  public init(_ values: [Double]) {
    sorted = values.sorted()
  }

  /// The value at fraction `q` (0…1) by nearest rank.
  public func value(at q: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((q * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }

  /// The median (nearest rank).
  public var median: Double { value(at: 0.5) }
  /// The 99th percentile (nearest rank).
  public var p99: Double { value(at: 0.99) }
  /// The largest value.
  public var maximum: Double { sorted.last ?? .nan }
}
