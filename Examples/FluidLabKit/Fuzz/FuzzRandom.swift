import Foundation

/// The fuzzer's pseudo-random numbers: SplitMix64, so every batch replays exactly from its seed
/// on every platform (the standard library's generator is neither seedable nor stable).
struct FuzzRandom: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The generator of case `index` of the batch seeded with `seed`: each case draws from its
  /// own stream, so a case is the same whatever the count or the cases before it.
  init(seed: UInt64, index: Int) {
    var mixer = FuzzRandom(seed: seed)
    let base = mixer.next()
    self.init(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    _ = next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1), from the top 53 bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// A double in `range` spread evenly over orders of magnitude (both bounds positive).
  mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
    let exponent = uniform(log10(range.lowerBound)...log10(range.upperBound))
    return Swift.min(range.upperBound, Swift.max(range.lowerBound, pow(10, exponent)))
  }

  /// A uniform integer in `range`.
  mutating func integer(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[integer(0...(elements.count - 1))]
  }

  /// An index chosen with the given relative weights (at least one positive).
  mutating func weighted(_ weights: [Double]) -> Int {
    let total = weights.reduce(0, +)
    var remaining = unit() * total
    for (index, weight) in weights.enumerated() {
      remaining -= weight
      if remaining < 0 { return index }
    }
    return weights.count - 1
  }
}
