import Foundation

/// `fluid-lab fuzz --seed N --count M [--out DIR] [--malformed-fraction F]`: generates scenario
/// documents from a seed (``FuzzGenerator``), runs the valid-shaped ones through the real
/// driver and the recording context and checks every invariant of the run, checks that the
/// malformed ones are rejected as `fluid-lab run` rejects them, and saves each failure as a
/// scenario file that `fluid-lab run` replays.
enum FuzzCommand {
  /// The directory failures are saved in when none is given, under the current directory.
  static let defaultOutputDirectory = "fluid-lab-fuzz-failures"
  /// At most this many failures are saved and listed; the rest are only counted.
  static let savedFailureLimit = 100

  static let help = """
    usage: fluid-lab fuzz --seed N --count M [--out DIR] [--malformed-fraction F] [--first I]
                          [--keep]

    Generates M scenario documents from the seed N (the same N gives the same documents on
    every machine) and puts each through the lab:
      valid-shaped ones cycle through every style × operation × interaction × layout
      direction × reduce motion, with random containers (0 × 0 to 5000 × 5000 pt), frame
      rates (10 to 240 Hz), dropped frames, durations, options and shared elements, and
      random touch paths (reversals, speeds up to 100,000 pt/s, events at identical
      timestamps, touchCancel, programmatic cancel and finish); each runs through the real
      driver and the recording context, and every invariant must hold: the transition ends
      by 'until' with exactly one completion and one completeTransition, at progress exactly 1
      (completed) or 0 (cancelled), with no breach of UIKit's contract and no NaN or infinity
      in the trace; the progress never jumps while the animator runs: between two frames,
      |Δp| ≤ 1.5 · max(|v₀|, |v₁|) · Δt + 0.002, or, when the frames are too far apart to show
      the motion (a curve shorter than a few frames, a low rate, dropped frames), no more
      than the curves allow (a cubic curve's top speed, a spring's energy bound) · Δt; every
      release leaves at the finger's velocity (the spring's initial velocity × the remaining
      distance = the release velocity) and, unless forced, goes to the end exactly when
      progress + velocity / 1000 · 0.998 / 0.002 ≥ 0.5.
      Zoom documents add further elements, alignment rects, measured corner radii, sources
      that move and disappear mid-flight and, with the pinch, two-finger pinches alone or over
      a drag; their flights' checks hold too (they land exactly, cross-fade with one content
      opaque, join the fallback without a jump, a pinch leaves at its scale velocity).
      Seven in ten sheet documents present a sheet with detents ('fluid-lab run --help'): one to
      four detents, drags at any speed, cancelled touches, keyboard changes, dismissals at
      once and hand-offs, and the sheet's checks hold too (its frame and dimming follow the
      layout, it rests at its detents, its releases go where their projection sends them at
      their velocity, a hand-off does not jump, it ends at rest or dismissed).
      Half the pop documents of fade, slide and scale with a pop gesture run a navigation stack
      instead (one to four view controllers; pushes, pops, pops to the root and new stacks at
      any pace, some of them refused; swipes that begin pops or grab transitions; cancels and
      finishes), and content swipes land on random scroll views; the stack's checks hold too
      (each transition as above, one at a time, the top shown at every end, at rest on the
      intended stack).
      malformed ones (NaN and Infinity tokens, 1e999, negative sizes, unknown names and
      fields, wrong types, values out of range, truncated text, events out of order, touches
      before the start) must be rejected as 'fluid-lab run' rejects them: exit status 2 and
      one line naming the field at fault, never a run.

    --out DIR                  where failures are saved (fluid-lab-fuzz-failures/ under the
                               current directory by default; created only when one fails)
    --malformed-fraction F     the share of malformed documents, in [0, 1]; 0.2 by default
    --first I                  start at document I (0 by default), to replay part of a batch
    --keep                     also save every document, passed or not, as
                               DIR/case-N-INDEX.json (to inspect a batch, or to find the
                               document that crashed one with --first I --count 1)

    Each failure is saved as DIR/failure-N-INDEX.json, the document as generated, and listed
    with its reason; 'fluid-lab run DIR/failure-N-INDEX.json --check' replays it (at most 100
    are saved). Prints a summary: how many documents were valid and malformed, how many
    failed, and the time taken. Exits 0 when nothing failed, 1 when an invariant broke or a
    malformed document was not rejected as it must be, 2 for invalid arguments.
    """

  /// What one batch found.
  struct Summary {
    var seed: UInt64
    var first = 0
    var valid = 0
    var malformed = 0
    /// Each failed case with its one-line reason.
    var failures: [(case: FuzzCase, reason: String)] = []
    /// Failures beyond those kept.
    var unlistedFailures = 0
    var seconds = 0.0
    /// What the valid runs did, to show the checks had something to check.
    var completed = 0
    var cancelled = 0
    /// Presented sheets that ran no transition (they only moved between their detents).
    var presented = 0
    var frames = 0
    /// Pairs of consecutive frames the continuity check compared.
    var continuousPairs = 0
    var releases = 0
    /// Releases whose target the projection decided (not forced).
    var projectedReleases = 0
    /// Valid documents with a presented sheet (detents), and the sheet's releases in them.
    var sheets = 0
    var sheetReleases = 0
    var handOffs = 0
    /// Valid documents with a navigation stack, the transitions they ran, and the content
    /// swipes (in stacks or not) whose drags the content kept.
    var stacks = 0
    var stackTransitions = 0
    var contentKept = 0
    /// One-transition content swipes whose every drag the content kept: no transition ran.
    var notStarted = 0

    var count: Int { valid + malformed }
    var failureCount: Int { failures.count + unlistedFailures }

    /// Adds what a valid run did to the statistics.
    mutating func count(_ trace: ScenarioTrace) {
      contentKept +=
        trace.events.filter {
          if case .dragOwner(_, let record) = $0 { return record.owner == .content }
          return false
        }.count
      if let stack = trace.stack {
        stacks += 1
        stackTransitions += stack.transitions.count
      } else {
        switch trace.result?.completed {
        case true?: completed += 1
        case false?: cancelled += 1
        case nil:
          if trace.outcome == "presented" { presented += 1 }
          if trace.outcome == "notStarted" { notStarted += 1 }
        }
      }
      frames += trace.frames.count
      continuousPairs +=
        zip(trace.frames, trace.frames.dropFirst()).filter { previous, frame in
          previous.isAnimatorRunning && frame.isAnimatorRunning
            && previous.grabCount == frame.grabCount
        }.count
      releases += trace.releases.count
      projectedReleases += trace.releases.filter { !$0.isForced }.count
      if trace.hasDetents {
        sheets += 1
        sheetReleases += trace.detentReleases.count
        handOffs +=
          trace.events.filter {
            if case .dismissalHandOff = $0 { return true }
            return false
          }.count
      }
    }

    /// What the valid runs did.
    var runLine: String {
      "valid runs: \(completed) completed, \(cancelled) cancelled, \(presented) presented sheets"
        + " that ran no transition; \(frames) frames"
        + " (\(continuousPairs) consecutive pairs checked for jumps), \(releases) releases"
        + " (\(projectedReleases) decided by the projection); \(sheets) presented sheets with"
        + " detents, \(sheetReleases) sheet releases, \(handOffs) hand-offs to the dismissal;"
        + " \(stacks) navigation stacks running \(stackTransitions) transitions;"
        + " \(notStarted) content swipes that started no transition; \(contentKept) drags the"
        + " content kept"
    }

    /// The last line of the output.
    var resultLine: String {
      "fuzz: seed \(seed), \(count) documents (\(valid) valid, \(malformed) malformed):"
        + " \(failureCount) failure\(failureCount == 1 ? "" : "s") in "
        + String(format: "%.1f", seconds) + " s"
    }
  }

  /// Runs the command. `adjust` sees every generated case before it is checked and saved: the
  /// tests' way to slip in a case that must fail.
  @MainActor
  static func run(_ arguments: [String], adjust: (FuzzCase) -> FuzzCase = { $0 }) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do {
      let options = try parse(arguments)
      let generator = FuzzGenerator(seed: options.seed, malformedFraction: options.malformed)
      var saved: String?
      if options.keep {
        for index in options.first..<(options.first + options.count) {
          saved = try save(
            [adjust(generator.makeCase(index))], in: options.directory,
            named: { "case-\($0.seed)-\($0.index).json" })
        }
      }
      let summary = runBatch(
        generator, first: options.first, count: options.count, adjust: adjust)
      var output = ""
      if !summary.failures.isEmpty {
        saved = try save(summary.failures.map(\.case), in: options.directory)
        output += "failures:\n"
        for (failed, reason) in summary.failures {
          output += "  \(failed.fileName) (\(failed.summary)): \(reason)\n"
        }
        if summary.unlistedFailures > 0 {
          output += "  … and \(summary.unlistedFailures) more, neither listed nor saved\n"
        }
      }
      if let saved {
        output += "saved in \(saved); replay one with 'fluid-lab run FILE --check'\n"
      }
      output += summary.runLine + "\n" + summary.resultLine + "\n"
      guard summary.failureCount > 0 else { return LabResult(status: 0, standardOutput: output) }
      let error = LabError(
        "fuzz: \(summary.failureCount) of \(summary.count) documents failed (first:"
          + " \(summary.failures[0].case.fileName): \(summary.failures[0].reason))")
      return LabResult(
        status: 1, standardOutput: output, standardError: "fluid-lab: \(error.message)\n")
    } catch {
      return .failure(error)
    }
  }

  private struct Options {
    var seed: UInt64
    var count: Int
    var directory: String
    var malformed: Double
    var first: Int
    var keep: Bool
  }

  private static func parse(_ arguments: [String]) throws(LabError) -> Options {
    var reader = OptionReader(arguments, command: "fuzz")
    var seed: UInt64?
    var count: Int?
    var directory: String?
    var malformed: Double?
    var first: Int?
    var keep = false
    while let argument = reader.next() {
      if argument == "--keep" {
        keep = true
        continue
      }
      if let value = try reader.value(of: "--seed", for: argument, naming: "a seed") {
        guard seed == nil else { throw LabError("fuzz: --seed is given twice") }
        guard let number = UInt64(value) else {
          throw LabError("fuzz: --seed must be a non-negative integer, got '\(value)'")
        }
        seed = number
      } else if let value = try reader.value(
        of: "--count", for: argument, naming: "the number of documents")
      {
        guard count == nil else { throw LabError("fuzz: --count is given twice") }
        guard let number = Int(value), number >= 0, number <= 100_000_000 else {
          throw LabError("fuzz: --count must be an integer in [0, 100000000], got '\(value)'")
        }
        count = number
      } else if let value = try reader.value(
        of: "--out", for: argument, naming: "the directory to save failures in")
      {
        guard directory == nil else { throw LabError("fuzz: --out is given twice") }
        directory = value
      } else if let value = try reader.value(
        of: "--malformed-fraction", for: argument, naming: "a fraction in [0, 1]")
      {
        guard malformed == nil else {
          throw LabError("fuzz: --malformed-fraction is given twice")
        }
        guard let number = Double(value), number >= 0, number <= 1 else {
          throw LabError("fuzz: --malformed-fraction must be a number in [0, 1], got '\(value)'")
        }
        malformed = number
      } else if let value = try reader.value(
        of: "--first", for: argument, naming: "the index of the first document")
      {
        guard first == nil else { throw LabError("fuzz: --first is given twice") }
        guard let number = Int(value), number >= 0, number <= Int(Int32.max) else {
          throw LabError("fuzz: --first must be a non-negative integer, got '\(value)'")
        }
        first = number
      } else if argument.hasPrefix("-") {
        throw LabError("fuzz: unknown option '\(argument)' (see 'fluid-lab fuzz --help')")
      } else {
        throw LabError("fuzz: unexpected argument '\(argument)' (see 'fluid-lab fuzz --help')")
      }
    }
    guard let seed else { throw LabError("fuzz: --seed is required (see 'fluid-lab fuzz --help')") }
    guard let count else {
      throw LabError("fuzz: --count is required (see 'fluid-lab fuzz --help')")
    }
    return Options(
      seed: seed, count: count, directory: directory ?? defaultOutputDirectory,
      malformed: malformed ?? FuzzGenerator.defaultMalformedFraction, first: first ?? 0,
      keep: keep)
  }

  /// Generates and checks documents `first ..< first + count`.
  @MainActor
  static func runBatch(
    _ generator: FuzzGenerator, first: Int = 0, count: Int,
    adjust: (FuzzCase) -> FuzzCase = { $0 }
  ) -> Summary {
    var summary = Summary(seed: generator.seed, first: first)
    let start = ContinuousClock.now
    for index in first..<(first + count) {
      let fuzzCase = adjust(generator.makeCase(index))
      if fuzzCase.isMalformed {
        summary.malformed += 1
      } else {
        summary.valid += 1
      }
      let (reason, trace) = evaluate(fuzzCase)
      if let trace { summary.count(trace) }
      guard let reason else { continue }
      if summary.failures.count < savedFailureLimit {
        summary.failures.append((fuzzCase, reason))
      } else {
        summary.unlistedFailures += 1
      }
    }
    let elapsed = ContinuousClock.now - start
    summary.seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return summary
  }

  /// Why `fuzzCase` fails, or nil when it passes: a valid-shaped document must be accepted
  /// and run with every invariant holding; a malformed one must be rejected with exit status
  /// 2 and one line that mentions the field at fault.
  @MainActor
  static func check(_ fuzzCase: FuzzCase) -> String? {
    evaluate(fuzzCase).reason
  }

  /// ``check(_:)``, with the trace of a valid-shaped document that ran.
  @MainActor
  private static func evaluate(_ fuzzCase: FuzzCase) -> (reason: String?, trace: ScenarioTrace?) {
    let scenario: Scenario
    do {
      scenario = try RunCommand.scenario(fromText: fuzzCase.text, path: fuzzCase.fileName)
    } catch {
      guard let corruption = fuzzCase.corruption else {
        return ("a valid-shaped document was rejected: \(error.message)", nil)
      }
      let result = LabResult.failure(error)
      let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      guard result.status == 2, result.standardOutput.isEmpty, lines.count == 2,
        lines[1].isEmpty, result.standardError.hasPrefix("fluid-lab: ")
      else {
        return (
          "the rejection of the malformed document (\(corruption)) is not one line with exit"
            + " status 2: \(result.standardError.debugDescription)", nil
        )
      }
      if let missing = fuzzCase.mentions.first(where: { !error.message.contains($0) }) {
        return (
          "the malformed document (\(corruption)) was rejected without naming '\(missing)':"
            + " \(error.message)", nil
        )
      }
      return (nil, nil)
    }
    if let corruption = fuzzCase.corruption {
      return ("the malformed document (\(corruption)) was accepted", nil)
    }
    let trace = ScenarioRunner(scenario).run()
    let problems = trace.findings().map(\.line)
    return (problems.isEmpty ? nil : problems.joined(separator: "; "), trace)
  }

  /// Writes each case's document to `directory` (created if needed) and returns the
  /// directory's path.
  private static func save(
    _ cases: [FuzzCase], in directory: String, named name: (FuzzCase) -> String = \.fileName
  ) throws(LabError) -> String {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for fuzzCase in cases {
        // Exactly the text that was checked: a newline would move a parse error's position.
        try Data(fuzzCase.text.utf8).write(
          to: url.appendingPathComponent(name(fuzzCase)), options: .atomic)
      }
    } catch {
      throw LabError(
        "fuzz: cannot save the documents in '\(directory)': \(error.localizedDescription)")
    }
    return url.path
  }
}
