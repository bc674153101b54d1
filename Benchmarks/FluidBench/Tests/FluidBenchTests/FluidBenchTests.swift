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

  @Test("The JSON has every key Benchmarks/README.md lists, plus targets and missed")
  func jsonHasEveryKey() {
    var report = BenchReport()
    for (index, key) in BenchReport.keys.enumerated() {
      let value = key == "spring.rk4Baseline.maxError" ? .infinity : Double(index) / 3
      report.add(key, value, "", target: index == 0 ? 50 : nil)
    }
    let json = report.json
    for key in BenchReport.keys {
      #expect(json.contains("\"\(key)\": "), "missing \(key)")
    }
    #expect(json.contains("\"spring.rk4Baseline.maxError\": null"))
    #expect(json.contains("\"targets\": {"))
    #expect(json.contains("\"missed\": []"))
    // The six groups' keys, as Benchmarks/README.md lists them (frame costs also have `.p99`
    // keys).
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

  @Test("A measured report has every key, in the order of BenchReport.keys")
  func measuredReportHasEveryKey() {
    let tiny = FluidBenchRunner.Plan(
      springTimeStep: 0.25, springRepetitions: 1, oneTransitionFrames: 60,
      thousandTransitionFrames: 2, allocationCycles: 1, pacingRuns: 2, realtimeSeconds: 0.05,
      releases: 3, grabs: 3, peerPasses: 0)
    let report = FluidBenchRunner.measure(tiny, quick: true)
    #expect(report.figures.map(\.key) == BenchReport.keys)
    let targeted = Set(report.figures.filter { $0.target != nil }.map(\.key))
    for key in [
      "frame.animatorPath.nsPerEval", "frame.animatorPath.closedFormRatio",
      "frame.oneTransition.referenceRatio", "pacing.realtime.hotLoopRatio",
    ] {
      #expect(targeted.contains(key), "\(key) has no target")
      #expect(report.json.contains("    \"\(key)\": "), "\(key) missing from targets")
    }
    // Ratios keep their fixed targets; the absolute figures' targets follow this run's
    // reference.
    let figures = Dictionary(uniqueKeysWithValues: report.figures.map { ($0.key, $0) })
    #expect(figures["frame.animatorPath.closedFormRatio"]?.target == 1.2)
    #expect(figures["frame.oneTransition.referenceRatio"]?.target == 15)
    #expect(figures["pacing.realtime.hotLoopRatio"]?.target == 1.5)
    if let closedForm = figures["spring.closedForm.nsPerEval"]?.value,
      let animator = figures["frame.animatorPath.nsPerEval"]
    {
      #expect(animator.target == 1.2 * closedForm)
    }
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

  @Test("The null engine is subtracted at the same percentile")
  func nullEngineSubtraction() {
    let lanes = LaneCosts(engine: [100, 10, 40, 20, 30], null: [5, 1, 4, 2, 3])
    // p50 is rank 3 of 5 in each: 30 − 3; p99 is rank 5: 100 − 5.
    #expect(lanes.net(at: 0.5) == 27)
    #expect(lanes.net(at: 0.99) == 95)
    // The ranks are taken in each lane separately: the null lane's slowest frame is subtracted
    // from the engine's slowest even though they were different frames.
    let crossed = LaneCosts(engine: [50, 60], null: [9, 1])
    #expect(crossed.net(at: 0.99) == 60 - 9)
    // A null lane slower than the engine at a rank gives a negative share, reported as is.
    #expect(LaneCosts(engine: [2, 3], null: [4, 5]).net(at: 0.5) == -2)
    #expect(LaneCosts(engine: [], null: [1]).net(at: 0.5).isNaN)
  }

  @Test("The hot-loop ratio divides the net medians")
  func hotLoopRatio() {
    let costs = RealtimeCosts(
      realtime: LaneCosts(engine: [300, 100, 200], null: [10, 30, 20]),
      hotLoop: LaneCosts(engine: [60, 70, 50], null: [5, 5, 5]))
    // Real clock: 200 − 20 = 180; hot loop: 60 − 5 = 55.
    #expect(costs.ratio == 180.0 / 55.0)
    // p99 (rank 3 of 3): (300 − 30) / (70 − 5).
    #expect(costs.ratio(at: 0.99) == 270.0 / 65.0)
    let empty = RealtimeCosts(
      realtime: LaneCosts(engine: [1], null: [0]), hotLoop: LaneCosts(engine: [5], null: [5]))
    #expect(empty.ratio.isNaN, "no hot-loop share to compare against")
  }

  @Test("The relay delivers frames on its own 120 Hz timeline, fingers first")
  func relayTimeline() {
    final class Listener: FrameObserver {
      var frames: [Frame] = []
      func clock(_ clock: any FrameClock, didProduce frame: Frame) { frames.append(frame) }
    }
    let relay = RelayClock()
    let listener = Listener()
    relay.addObserver(listener)
    var before: [(Int, Double, Int)] = []
    relay.beforeDelivery = { index, time in before.append((index, time, listener.frames.count)) }
    for _ in 0..<3 { relay.deliverNextFrame() }
    let times: [Double] = [0, 1.0 / 120, 2.0 / 120]
    let targets: [Double] = [1.0 / 120, 2.0 / 120, 3.0 / 120]
    #expect(before.map(\.0) == [0, 1, 2])
    #expect(before.map(\.1) == times)
    // The fingers act before the frame reaches the observers.
    #expect(before.map(\.2) == [0, 1, 2])
    #expect(listener.frames.map(\.timestamp) == times)
    #expect(listener.frames.map(\.targetTimestamp) == targets)
    #expect(relay.now == 2.0 / 120)
  }

  @Test("The null engine's fingers do the engine's bookkeeping: grab, scrub, release, rest")
  func fingerBookkeeping() {
    var script = GestureScript(offset: 0)
    let interval = 1.0 / 120
    var actions: [FingerAction] = []
    for frame in 0..<(2 * GestureScript.cycleLength) {
      actions.append(script.action(frameIndex: frame, time: Double(frame), interval: interval))
    }
    #expect(actions[0] == .down(TouchSample(x: 200, y: 400, timestamp: 0)))
    // 300 pt/s for 1/120 s: 2.5 pt per frame, to the right in the first cycle.
    #expect(actions[1] == .move(TouchSample(x: 202.5, y: 400, timestamp: 1)))
    #expect(actions[29] == .move(TouchSample(x: 200 + 29 * 2.5, y: 400, timestamp: 29)))
    #expect(
      actions[30]
        == .up(TouchSample(x: 272.5, y: 400, timestamp: 30), velocity: Vector(dx: 600, dy: 0)))
    #expect(actions[31..<60].allSatisfy { $0 == .none })
    // The next cycle goes the other way.
    #expect(actions[61] == .move(TouchSample(x: 197.5, y: 400, timestamp: 61)))
    #expect(
      actions[90]
        == .up(TouchSample(x: 127.5, y: 400, timestamp: 90), velocity: Vector(dx: -600, dy: 0)))
    #expect(actions[30].x == 272.5 && actions[40].x == 0)
  }

  @Test("The peer workload has 1,250 springs of each of its 8 kinds")
  func peerWorkloadParameters() {
    var counts: [String: Int] = [:]
    for index in 0..<PeerWorkload.springCount {
      let (ratio, velocity) = PeerWorkload.parameters(ofSpring: index)
      counts["\(ratio) \(velocity)", default: 0] += 1
    }
    #expect(counts.count == 8)
    #expect(counts.values.allSatisfy { $0 == 1_250 })
    #expect(
      Set(counts.keys)
        == Set([
          "0.3 0.0", "0.7 0.0", "1.0 0.0", "1.5 0.0",
          "0.3 -5.0", "0.7 -5.0", "1.0 -5.0", "1.5 -5.0",
        ]))
  }

  @Test("The peer workload's springs follow the textbook oscillator from 1 toward 0")
  func peerWorkloadMatchesTheTextbook() {
    // x″ + 2ζω·x′ + ω²·x = 0 with x(0) = 1, x′(0) = v0 and ω = 2π / 0.4, solved per regime.
    func textbook(ratio: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
      let omega = 2 * Double.pi / 0.4
      let x0 = 1.0
      if ratio < 1 {
        let a = ratio * omega
        let wd = omega * (1 - ratio * ratio).squareRoot()
        let e = exp(-a * t)
        let x = e * (x0 * cos(wd * t) + (v0 + a * x0) / wd * sin(wd * t))
        let v = e * (v0 * cos(wd * t) - (omega * omega * x0 + a * v0) / wd * sin(wd * t))
        return (x, v)
      }
      if ratio == 1 {
        let e = exp(-omega * t)
        return (e * (x0 + (v0 + omega * x0) * t), e * (v0 - omega * (v0 + omega * x0) * t))
      }
      let root = omega * (ratio * ratio - 1).squareRoot()
      let r1 = -ratio * omega + root
      let r2 = -ratio * omega - root
      let c1 = (v0 - r2 * x0) / (r1 - r2)
      let c2 = x0 - c1
      return (
        c1 * exp(r1 * t) + c2 * exp(r2 * t), r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
      )
    }
    var workload = PeerWorkload(count: 16)
    #expect(workload.values == [Double](repeating: 1, count: 16))
    #expect(workload.velocities.prefix(8) == [0, 0, 0, 0, -5, -5, -5, -5])
    for frame in [1, 12, 48, 121, 600] {
      workload.step(toFrame: frame)
      let t = Double(frame) / 120
      for index in 0..<16 {
        let (ratio, v0) = PeerWorkload.parameters(ofSpring: index)
        let expected = textbook(ratio: ratio, v0: v0, t: t)
        #expect(
          abs(workload.values[index] - expected.x) < 1e-12,
          "ζ \(ratio), v0 \(v0), frame \(frame)")
        #expect(
          abs(workload.velocities[index] - expected.v) < 1e-10,
          "ζ \(ratio), v0 \(v0), frame \(frame)")
      }
    }
    // After 5 s every spring is at rest to far below a pixel of a 1,000 pt motion.
    #expect(workload.values.allSatisfy { abs($0) < 1e-6 })
  }

  @Test("The animator's path is bit for bit the separate answers and the closed form")
  func animatorPathAgrees() {
    let costs = SpringBenchmark.evaluationCosts(cases: SpringBenchmark.grid, repetitions: 1)
    #expect(costs.mismatches == 0)
  }

  @Test("The reference workload spans every damping ratio, response and velocity of the grid")
  func referenceWorkloadSpansTheGrid() {
    let workload = FrameBenchmark.ReferenceWorkload()
    #expect(workload.solutions.count == 20)
    let ratios = Set(workload.solutions.map { ($0.spring.dampingRatio * 1e6).rounded() })
    #expect(ratios.count == SpringBenchmark.dampingRatios.count)
    #expect(Set(workload.solutions.map(\.initialVelocity)) == Set(SpringBenchmark.velocities))
    let responses = Set(workload.solutions.map { ($0.spring.response * 1e6).rounded() })
    #expect(responses.count == SpringBenchmark.responses.count)
  }
}
