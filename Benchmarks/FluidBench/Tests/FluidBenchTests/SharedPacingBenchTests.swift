import FluidPacing
import Testing

@testable import FluidBenchKit

@Suite("Benchmarks: the figures a device's Pacing run shares with fluid-bench")
struct SharedPacingBenchTests {
  @Test("Every key a device report shares is one fluid-bench writes, spelled the same")
  func sharedKeysAreBenchKeys() {
    let shared = [
      PacingKey.intervalP50Ms, PacingKey.intervalP99Ms, PacingKey.hitchTimeRatioMsPerS,
      PacingKey.engineP50Us, PacingKey.engineP99Us, PacingKey.maxVelocityJump,
    ]
    #expect(Set(shared).isSubset(of: Set(BenchReport.keys)))
    #expect(shared.count == Set(shared).count)
  }

  @Test("The engine's raw percentiles are the engine lane's, nearest rank")
  func enginePercentilesMatchTheLane() {
    let times: [Double] = [120, 15, 48, 33, 90, 61, 7, 250, 42]
    let lane = LaneCosts(engine: times, null: [1])
    let shared = EngineFrameTimes(microseconds: times)
    #expect(shared.p50Us == lane.engine.median)
    #expect(shared.p99Us == lane.engine.p99)
  }
}
