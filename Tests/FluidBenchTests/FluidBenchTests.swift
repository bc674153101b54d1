import AllocationCounter
import FluidTransitions
import Foundation
import Testing

@testable import FluidBenchKit

@MainActor
@Suite("Benchmarks: the bench's own correctness")
struct FluidBenchTests {
  @Test("RK4 and semi-implicit Euler match hand-computed steps of x″ = −x")
  func steppersMatchKnownValues() {
    // m = 1, k = 1, c = 0 from (1, 0) with h = 0.1.
    var rk4 = SpringStepper(
      method: .rungeKutta4, step: 0.1, mass: 1, stiffness: 1, damping: 0, displacement: 1,
      velocity: 0)
    rk4.advance()
    // RK4 on a linear system multiplies by the Taylor polynomial of exp(hA) to degree 4:
    // x = 1 − h²/2 + h⁴/24, v = −h + h³/6.
    #expect(abs(rk4.displacement - (1 - 0.005 + 0.0001 / 24)) < 1e-15)
    #expect(abs(rk4.velocity - (-0.1 + 0.001 / 6)) < 1e-15)
    var euler = SpringStepper(
      method: .semiImplicitEuler, step: 0.1, mass: 1, stiffness: 1, damping: 0, displacement: 1,
      velocity: 0)
    euler.advance()
    // v = 0 − 1·0.1 = −0.1, then x = 1 + (−0.1)·0.1 = 0.99.
    #expect(euler.velocity == -0.1)
    #expect(abs(euler.displacement - 0.99) < 1e-15)
    #expect(abs(euler.time - 0.1) < 1e-15)
  }

  @Test("The double-double reference reproduces cos t and e^(−t)(1 + t)")
  func referenceMatchesClosedForms() {
    let undamped = SpringReference(mass: 1, stiffness: 1, damping: 0)
    let critical = SpringReference(mass: 1, stiffness: 1, damping: 2)
    for time in [0.0, 0.25, 1, 2, 7.5] {
      let x = undamped.state(displacement: 1, velocity: 0, time: time)
      #expect(abs(x.displacement.value - cos(time)) < 2e-16)
      #expect(abs(x.velocity.value + sin(time)) < 2e-16)
      let y = critical.state(displacement: 1, velocity: 0, time: time)
      #expect(abs(y.displacement.value - exp(-time) * (1 + time)) < 1e-15)
      #expect(undamped.selfCheck(displacement: 1, velocity: 0, time: time, scale: 1) < 1e-25)
    }
  }

  @Test("Double-double arithmetic keeps what doubles lose")
  func doubleDoubleArithmetic() {
    let third = DoubleDouble(1) / DoubleDouble(3)
    let back = third * DoubleDouble(3)
    #expect(abs((back - DoubleDouble(1)).value) < 1e-31)
    let sum = DoubleDouble(1) + DoubleDouble(1e-20)
    #expect(sum.hi == 1 && sum.lo == 1e-20)
  }

  @Test("The percent-driven baseline moves at the curve's slope × speed / duration")
  func percentDrivenVelocity() {
    let finishing = HandoffBenchmark.percentDrivenVelocity(
      percentComplete: 0.5, finishing: true, curve: .linear, duration: 0.5, completionSpeed: 1)
    #expect(abs(finishing - 2) < 1e-12)
    let cancelling = HandoffBenchmark.percentDrivenVelocity(
      percentComplete: 0.3, finishing: false, curve: .linear, duration: 0.25, completionSpeed: 2)
    #expect(abs(cancelling + 8) < 1e-12)
    // Ease-in-out is flat at its ends: a release there barely moves, whatever the finger did.
    let atStart = HandoffBenchmark.percentDrivenVelocity(percentComplete: 0, finishing: true)
    #expect(abs(atStart) < 1e-9)
    let middle = HandoffBenchmark.percentDrivenVelocity(percentComplete: 0.5, finishing: true)
    #expect(abs(middle - CubicBezier.easeInOut.slope(at: 0.5) / 0.35) < 1e-12)
  }

  @Test("The JSON has every key BENCH.md names, plus targets and missed")
  func jsonHasEveryKey() {
    var report = BenchReport()
    for (index, key) in BenchReport.keys.enumerated() {
      report.add(key, index == 3 ? .infinity : Double(index) / 3, "", target: index == 0 ? 50 : nil)
    }
    let json = report.json
    for key in BenchReport.keys {
      #expect(json.contains("\"\(key)\": "), "missing \(key)")
    }
    #expect(json.contains("\"spring.rk4Baseline.maxError\": null"))
    #expect(json.contains("\"targets\": {"))
    #expect(json.contains("\"missed\": []"))
    // BENCH.md's figures, as the design names them (frame costs also have `.p99` keys).
    let designKeys = [
      "spring.closedForm.nsPerEval", "spring.rk4Baseline.nsPerEval",
      "spring.eulerBaseline.nsPerEval", "spring.rk4Baseline.maxError",
      "spring.eulerBaseline.maxError", "spring.closedForm.maxError", "frame.oneTransition.ns",
      "frame.thousandTransitions.ms", "frame.allocationsPerFrame",
      "pacing.targetTimestamp.maxError", "pacing.callbackTimestamp.maxError",
      "pacing.fixedStep.maxError", "pacing.realtime.intervalP50Ms",
      "pacing.realtime.intervalP99Ms", "pacing.realtime.hitchTimeRatioMsPerS",
      "pacing.realtime.engineP99Us", "handoff.release.maxVelocityJump",
      "handoff.release.percentDrivenBaseline", "handoff.grab.maxPositionJump",
    ]
    #expect(Set(designKeys).isSubset(of: Set(BenchReport.keys)))
  }

  @Test("A measured report has every key, in BENCH.md's order")
  func measuredReportHasEveryKey() {
    let tiny = FluidBenchRunner.Plan(
      springTimeStep: 0.25, springRepetitions: 1, oneTransitionFrames: 60,
      thousandTransitionFrames: 2, allocationCycles: 1, pacingRuns: 2, realtimeSeconds: 0.05,
      releases: 3, grabs: 3)
    let report = FluidBenchRunner.measure(tiny, quick: true)
    #expect(report.figures.map(\.key) == BenchReport.keys)
  }

  @Test("Arguments: --quick and --json, anything else is refused")
  func arguments() {
    guard case .success(let options) = FluidBenchRunner.parse(["--json", "--quick"]) else {
      Issue.record("valid arguments refused")
      return
    }
    #expect(options.json && options.quick && !options.help)
    guard case .failure = FluidBenchRunner.parse(["--fast"]) else {
      Issue.record("a bad argument was accepted")
      return
    }
    #expect(FluidBenchRunner.run(["--nope"]).status == 2)
    #expect(FluidBenchRunner.run(["--help"]).status == 0)
  }

  @Test("The allocation counter counts class instances (Linux)")
  func allocationCounterCounts() {
    final class Box {
      var value: Int
      init(_ value: Int) { self.value = value }
    }
    #if os(Linux)
      #expect(AllocationCounting.isSupported)
      var boxes: [Box] = []
      boxes.reserveCapacity(1000)
      let counted = AllocationCounting.allocations {
        for index in 0..<1000 { boxes.append(Box(index)) }
      }
      // Other threads of the test runner may allocate too: at least the 1,000 boxes.
      #expect(counted >= 1000)
      #expect(boxes.count == 1000)
    #else
      #expect(!AllocationCounting.isSupported)
      #expect(AllocationCounting.count == 0)
    #endif
  }

  @Test("Percentiles by nearest rank")
  func percentiles() {
    let values = Percentiles((1...100).map(Double.init))
    #expect(values.median == 50)
    #expect(values.p99 == 99)
    #expect(values.maximum == 100)
  }
}
