import FluidPacing
import Testing

@Suite("Pacing: the engine's time per frame")
struct EngineFrameTimesTests {
  @Test("p50 and p99 are nearest-rank values of the per-frame times")
  func percentilesOfKnownTimes() {
    let times = EngineFrameTimes(microseconds: [40, 10, 30, 20, 50])
    // Rank ⌈0.5 · 5⌉ = 3 and ⌈0.99 · 5⌉ = 5 of 10, 20, 30, 40, 50.
    #expect(times.p50Us == 30)
    #expect(times.p99Us == 50)
    let hundred = EngineFrameTimes(microseconds: (1...100).reversed().map(Double.init))
    #expect(hundred.p50Us == 50)
    #expect(hundred.p99Us == 99)
  }

  @Test("Non-finite and negative times are discarded; none left means no percentile")
  func badTimes() {
    let times = EngineFrameTimes(microseconds: [.nan, 7, -1, .infinity, 3, -.infinity, 0])
    #expect(times.microseconds == [7, 3, 0])
    #expect(times.discardedFrames == 4)
    #expect(times.p50Us == 3)
    #expect(times.p99Us == 7)
    for empty in [[], [Double.nan, -2]] {
      let none = EngineFrameTimes(microseconds: empty)
      #expect(none.p50Us == nil)
      #expect(none.p99Us == nil)
      #expect(none.discardedFrames == empty.count)
    }
  }
}
