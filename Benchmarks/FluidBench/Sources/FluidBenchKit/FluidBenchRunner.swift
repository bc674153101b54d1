import FluidPacing
import FluidTransitions
import Foundation

/// The entry point of `fluid-bench`, separate from the executable so tests can run it.
public enum FluidBenchRunner {
  /// What the command line asked for.
  public struct Options: Sendable, Equatable {
    /// Print JSON instead of the table.
    public var json = false
    /// The short run (< 30 s) CI uses to prove the benchmark works.
    public var quick = false
    /// Print the usage.
    public var help = false

    /// The defaults: full run, table.
    public init() {}
  }

  /// The usage text.
  public static let usage = """
    usage: fluid-bench [--quick] [--json]

    Measures every figure Benchmarks/README.md lists, with the baselines beside ours in the
    same run, and prints a table (or, with --json, one JSON object under the keys that file
    lists, plus "targets" and "missed"). Benchmarks report; they never fail: the exit status
    is 0 whatever the figures, and 2 only for a bad argument.

      --quick   a short run (well under 30 s) that proves the benchmark works; its figures are
                noisier and use fewer samples
      --json    print JSON on stdout instead of the table
      --help    print this text

    Build in release for meaningful numbers:
    swift run --package-path Benchmarks/FluidBench -c release fluid-bench
    """

  /// Parses the arguments after the program name; nil (with a message) for a bad argument.
  public static func parse(_ arguments: [String]) -> Result<Options, ArgumentError> {
    var options = Options()
    for argument in arguments {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--help", "-h": options.help = true
      default:
        return .failure(ArgumentError(message: "fluid-bench: unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  /// A bad command-line argument.
  public struct ArgumentError: Error, Sendable {
    /// The message for standard error.
    public var message: String
  }

  /// Whether this is an optimised build (numbers from a debug build are meaningless).
  public static var isOptimized: Bool {
    #if DEBUG
      return false
    #else
      return true
    #endif
  }

  /// The sizes of one run.
  public struct Plan: Sendable {
    var springTimeStep: Double
    var springRepetitions: Int
    var oneTransitionFrames: Int
    var thousandTransitionFrames: Int
    var allocationCycles: Int
    var pacingRuns: Int
    var realtimeSeconds: Double
    var releases: Int
    var grabs: Int
    /// Timed passes of the peer workload (each the whole 10,000 × 600); 0 skips it.
    var peerPasses: Int

    /// The full run (under about a minute on a 2-core machine).
    public static let full = Plan(
      springTimeStep: 0.001, springRepetitions: 31, oneTransitionFrames: 12_000,
      thousandTransitionFrames: 2_400, allocationCycles: 40, pacingRuns: 400,
      realtimeSeconds: 10, releases: 4_000, grabs: 4_000, peerPasses: 5)
    /// The quick run.
    public static let quick = Plan(
      springTimeStep: 0.01, springRepetitions: 5, oneTransitionFrames: 2_400,
      thousandTransitionFrames: 240, allocationCycles: 10, pacingRuns: 60,
      realtimeSeconds: 1, releases: 400, grabs: 400, peerPasses: 1)
  }

  /// The most an animator's per-frame evaluation may cost, in closed-form evaluations.
  public static let animatorPathTarget = 1.2
  /// The most a frame of one transition may cost, in closed-form spring evaluations of the
  /// reference workload: the original 300 ns target over the 20.1 ns the closed form cost when
  /// it was set.
  public static let oneTransitionTarget = 15.0
  /// The most the engine's real-clock frame may cost over the same work in a hot loop (net
  /// medians).
  public static let hotLoopRatioTarget = 1.5

  /// Runs every benchmark of `plan` and returns the report. `progress` receives a line as each
  /// figure starts (for standard error).
  @MainActor
  public static func measure(_ plan: Plan, quick: Bool, progress: (String) -> Void = { _ in })
    -> BenchReport
  {
    var report = BenchReport()
    report.isQuick = quick

    progress("spring evaluation")
    let spring = SpringBenchmark.run(
      timeStep: plan.springTimeStep, repetitions: plan.springRepetitions)
    let costs = spring.costs
    report.add(
      "spring.closedForm.nsPerEval", costs.closedForm, "ns", target: 50,
      note: "SpringSolution.state(at:), any time")
    report.add(
      "frame.animatorPath.nsPerEval", costs.animatorPath, "ns",
      target: animatorPathTarget * costs.closedForm,
      note: "ResolvedTimingCurve.state(at:), what FluidAnimator evaluates per frame; "
        + (costs.mismatches == 0
          ? "bit for bit the separate answers and the closed form"
          : "\(costs.mismatches) points DIFFER from the separate answers or the closed form"))
    report.add(
      "frame.animatorPath.closedFormRatio", costs.animatorPathRatio, "×",
      target: animatorPathTarget,
      note: "animator path over the closed form, same motions and times; median of "
        + "\(plan.springRepetitions * 1024) interleaved chunks' ratios")
    report.add(
      "frame.animatorPath.separateCallsBaseline.nsPerEval", costs.separateCalls, "ns",
      baseline: true,
      note: "progress(at:) + velocity(at:), the per-frame path before (two spring solves)")
    report.add(
      "spring.rk4Baseline.nsPerEval", spring.rk4Nanoseconds, "ns", baseline: true,
      note: "one RK4 step of 8 ms")
    report.add(
      "spring.eulerBaseline.nsPerEval", spring.eulerNanoseconds, "ns", baseline: true,
      note: "one semi-implicit Euler step of 1/60 s")
    report.add(
      "spring.rk4Baseline.maxError", spring.rk4MaxError, "", baseline: true,
      note: stepperNote(spring.rk4Finite, cases: spring.caseCount))
    report.add(
      "spring.eulerBaseline.maxError", spring.eulerMaxError, "", baseline: true,
      note: stepperNote(spring.eulerFinite, cases: spring.caseCount))
    report.add(
      "spring.closedForm.maxError", spring.closedFormMaxError, "", target: 1e-14,
      note: "worst at \(spring.closedFormWorstCase)")
    report.details.append(
      "spring grid: \(spring.caseCount) springs (ζ \(SpringBenchmark.dampingRatios), response "
        + "\(SpringBenchmark.responses) s, v0 \(SpringBenchmark.velocities) distances/s, x0 = 1), "
        + "closed form checked at \(spring.comparisonCount) (spring, time) points every "
        + "\(plan.springTimeStep * 1000) ms to \(SpringBenchmark.horizon) s; errors are displacement "
        + "errors over the motion's scale max(1, |v0|/ω0) against a double-double matrix "
        + "exponential; the reference's own error estimate: "
        + BenchReport.format(spring.referenceSelfCheck))

    progress("peer workload")
    let peer =
      plan.peerPasses > 0 ? PeerWorkload.measure(passes: plan.peerPasses) : (.nan, .nan)
    report.add(
      "spring.peerWorkload.nsPerSpringFrame", peer.nanoseconds, "ns",
      note: "10,000 springs × 600 frames at 120 Hz through the animator path; bare closed form "
        + "on the same workload \(BenchReport.format(peer.closedFormNanoseconds)) ns")

    progress("cost per frame, one transition")
    let one = FrameBenchmark.measure(
      transitions: 1, frames: plan.oneTransitionFrames, warmUp: 600, reference: true)
    let reference = one.reference.median
    report.add(
      "frame.oneTransition.ns", one.all.median, "ns", target: oneTransitionTarget * reference,
      note: "median; scrubbing \(Int(one.scrubbing.median)) ns, settling "
        + "\(Int(one.settling.median)) ns, grab/release frames \(Int(one.events.median)) ns")
    report.add(
      "frame.oneTransition.ns.p99", one.all.p99, "ns",
      note: "p99 over \(one.all.sorted.count) frames")
    report.add(
      "frame.oneTransition.referenceNsPerEval", reference, "ns",
      note: "reference: closed-form spring evaluations timed between the same frames")
    report.add(
      "frame.oneTransition.referenceRatio", one.all.median / reference, "evals",
      target: oneTransitionTarget,
      note: "the frame's median in closed-form evaluations (travels between machines)")

    progress("cost per frame, 1,000 transitions")
    let thousand = FrameBenchmark.measure(
      transitions: 1000, frames: plan.thousandTransitionFrames, warmUp: 120, reference: false)
    report.add(
      "frame.thousandTransitions.ms", thousand.all.median / 1e6, "ms", target: 1.0,
      note: "median; 1,000 drivers on one clock, grabs and releases spread over the cycle")
    report.add(
      "frame.thousandTransitions.ms.p99", thousand.all.p99 / 1e6, "ms",
      note: "p99 over \(thousand.all.sorted.count) frames")

    progress("allocations per frame")
    let allocations = FrameBenchmark.countAllocations(cycles: plan.allocationCycles)
    report.add(
      "frame.allocationsPerFrame", allocations.isSupported ? allocations.perFrame : .nan, "",
      target: 0,
      note: allocations.isSupported
        ? "over \(allocations.frames) frames: scrubbing \(allocations.scrubbing), settling "
          + "\(allocations.settling), grab/release frames \(allocations.events)"
        : "not counted: no allocation counter on this platform")
    if allocations.isSupported {
      report.details.append(
        "allocation counter (malloc interposition) check: 1,000 class instances counted as "
          + "\(FrameBenchmark.counterSelfCheck()) allocations")
    }

    progress("frame pacing, simulated")
    let pacing = PacingBenchmark.simulate(runs: plan.pacingRuns)
    report.add(
      "pacing.targetTimestamp.maxError", pacing.targetTimestamp, "", target: 1e-9,
      note: "\(pacing.frames) frames, \(pacing.droppedFrames) dropped, jitter 0–4 ms")
    report.add(
      "pacing.callbackTimestamp.maxError", pacing.callbackTimestamp, "", baseline: true,
      note: "baseline A: samples at callback time")
    report.add(
      "pacing.fixedStep.maxError", pacing.fixedStep, "", baseline: true,
      note: "baseline B: advances 1/120 s per callback")

    progress("frame pacing, real clock (\(plan.realtimeSeconds) s)")
    let realtime = RealtimeBenchmark.run(transitions: 100, seconds: plan.realtimeSeconds)
    report.add(
      PacingKey.intervalP50Ms, realtime.intervalP50Ms, "ms",
      note: "120 Hz; \(realtime.delivered) frames delivered, \(realtime.missed) vsyncs missed")
    report.add(PacingKey.intervalP99Ms, realtime.intervalP99Ms, "ms")
    report.add(
      PacingKey.hitchTimeRatioMsPerS, realtime.hitchTimeRatioMsPerS, "ms/s",
      note: "wake-up latency p99 \(BenchReport.format(realtime.wakeLatencyP99Ms)) ms")
    let lanes = realtime.costs
    report.add(
      PacingKey.engineP50Us, realtime.engineTimes.p50Us ?? .nan, "µs",
      note: "raw: 100 transitions' fingers and frame, timed per real frame "
        + "(\(lanes.realtime.engine.sorted.count) engine frames)")
    report.add(
      PacingKey.engineP99Us, realtime.engineTimes.p99Us ?? .nan, "µs", target: 100,
      note: "raw; wake-up and cold caches included")
    report.add(
      "pacing.realtime.nullP50Us", lanes.realtime.null.median, "µs",
      note: "null engine: same clock, relay and fingers, no transitions, interleaved "
        + "(\(lanes.realtime.null.sorted.count) frames)")
    report.add("pacing.realtime.nullP99Us", lanes.realtime.null.p99, "µs")
    report.add(
      "pacing.realtime.engineNetP50Us", lanes.realtime.net(at: 0.5), "µs",
      note: "engine minus null, both at p50")
    report.add(
      "pacing.realtime.engineNetP99Us", lanes.realtime.net(at: 0.99), "µs",
      note: "engine minus null, both at p99")
    report.add(
      "pacing.realtime.hotLoopNetP50Us", lanes.hotLoop.net(at: 0.5), "µs",
      note: "the same lanes and transitions ticked back to back, engine minus null; raw "
        + "\(BenchReport.format(lanes.hotLoop.engine.median)) µs")
    report.add(
      "pacing.realtime.hotLoopNetP99Us", lanes.hotLoop.net(at: 0.99), "µs",
      note: "raw \(BenchReport.format(lanes.hotLoop.engine.p99)) µs")
    report.add(
      "pacing.realtime.hotLoopRatio", lanes.ratio, "×", target: hotLoopRatioTarget,
      note: "net p50 on the real clock over net p50 in the hot loop; at p99 "
        + BenchReport.format(lanes.ratio(at: 0.99)) + "; the null lane alone: p50 "
        + BenchReport.format(lanes.realtime.null.median) + " µs real clock, "
        + BenchReport.format(lanes.hotLoop.null.median) + " µs hot")

    progress("hand-offs")
    let handoff = HandoffBenchmark.run(releases: plan.releases, grabs: plan.grabs)
    report.add(
      PacingKey.maxVelocityJump, handoff.releaseMaxVelocityJump, "progress/s",
      target: 1e-9,
      note: "\(handoff.releases) releases; next-frame deviation from the exact spring "
        + BenchReport.format(handoff.releaseNextFrameDeviation))
    report.add(
      "handoff.release.percentDrivenBaseline", handoff.percentDrivenMaxVelocityJump, "progress/s",
      baseline: true, note: "UIPercentDrivenInteractiveTransition, 0.35 s ease-in-out, speed 1")
    report.add(
      "handoff.grab.maxPositionJump", handoff.grabMaxPositionJump, "progress", target: 1e-9,
      note: "\(handoff.grabs) grabs, \(handoff.overshootGrabs) during an overshoot")
    return report
  }

  private static func stepperNote(_ finite: (maxError: Double, diverged: Int), cases: Int) -> String
  {
    if finite.diverged == 0 { return "all \(cases) cases finite" }
    return "diverged on \(finite.diverged) of \(cases) cases; worst finite error "
      + BenchReport.format(finite.maxError)
  }

  /// The machine, for the table.
  public static var machine: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var model = "unknown CPU"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let name = line.split(separator: ":", maxSplits: 1).last
    {
      model = name.trimmingCharacters(in: .whitespaces)
    }
    return "\(cores) cores, \(model)"
  }

  /// Runs the command line and returns the exit status, output and diagnostics.
  @MainActor
  public static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let options: Options
    switch parse(arguments) {
    case .failure(let error):
      return (2, "", error.message + "\n" + usage + "\n")
    case .success(let parsed):
      options = parsed
    }
    if options.help { return (0, usage + "\n", "") }
    var errors = ""
    if !isOptimized {
      errors +=
        "fluid-bench: WARNING: this is a debug build; its numbers are meaningless. "
        + "Run: swift run --package-path Benchmarks/FluidBench -c release fluid-bench\n"
    }
    let started = monotonicNanoseconds()
    var report = measure(options.quick ? .quick : .full, quick: options.quick) { step in
      FileHandle.standardError.write(Data("fluid-bench: \(step)…\n".utf8))
    }
    let seconds = Double(monotonicNanoseconds() - started) / 1e9
    report.details.append(
      "machine: \(machine); \(options.quick ? "quick" : "full") run in "
        + "\(BenchReport.format(seconds)) s; \(isOptimized ? "release" : "DEBUG") build")
    return (0, options.json ? report.json : report.table, errors)
  }
}
