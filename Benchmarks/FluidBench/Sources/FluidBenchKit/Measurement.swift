import AllocationCounter
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock the benchmarks read, in nanoseconds (`CLOCK_MONOTONIC`).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

/// Keeps a computed value alive so the optimiser cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A value written by measured loops and read once at the end, so their results are used.
nonisolated(unsafe) var benchmarkSink: Double = 0

/// SplitMix64: a small, fast, seeded generator, so every run of the benchmark scripts the same
/// gestures, jitter and drops.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `range`.
  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}

/// The process-wide allocation counter (see `AllocationCounter.h`).
public enum AllocationCounting {
  /// Whether allocations are counted on this platform (Linux with glibc).
  public static var isSupported: Bool { fluid_allocation_counter_is_supported() }

  /// Allocations made by the process so far.
  public static var count: UInt64 { fluid_allocation_count() }

  /// The allocations `body` makes (every thread of the process counts, so measure on a quiet
  /// process).
  public static func allocations(in body: () -> Void) -> UInt64 {
    let before = count
    body()
    return count &- before
  }

  /// Allocations made by the calling thread so far.
  public static var threadCount: UInt64 { fluid_thread_allocation_count() }

  /// The allocations `body` makes on the calling thread, whatever other threads do.
  public static func threadAllocations(in body: () -> Void) -> UInt64 {
    let before = threadCount
    body()
    return threadCount &- before
  }
}
