import FluidTransitions

/// Whether `actual` is within `relative` of `expected`, measured relative to |expected|, or
/// within `absolute` (for values at or near 0, where a relative error is meaningless).
func isClose(
  _ actual: Double,
  _ expected: Double,
  relative: Double = 1e-12,
  absolute: Double = 0
) -> Bool {
  guard actual.isFinite, expected.isFinite else { return actual == expected }
  let error = abs(actual - expected)
  return error <= absolute || error <= relative * abs(expected)
}

/// A reproducible pseudo-random generator (SplitMix64) for seeded property tests, so every
/// failure can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
