import FluidLabKit
import Foundation
import Testing

/// Whether `actual` is within `absolute` of `expected`. Non-finite values must match exactly.
func isClose(_ actual: Double, _ expected: Double, absolute: Double) -> Bool {
  guard actual.isFinite, expected.isFinite else { return actual == expected }
  return abs(actual - expected) <= absolute
}

/// A reproducible pseudo-random generator (SplitMix64), so every sweep can be replayed.
struct LabSeededGenerator: RandomNumberGenerator {
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

/// One element of the `samples` array of `fluid-lab curve`.
struct CurveSample: Equatable {
  var t: Double
  var value: Double
  var velocity: Double
}

/// The parsed output of a successful `fluid-lab curve` run.
struct CurveOutput {
  var curve: String
  /// nil when the document holds `null`.
  var settlingDuration: Double?
  var samples: [CurveSample]
}

/// A JSON number as JSONSerialization hands it back, as the Double its text denotes.
///
/// On Linux, JSONSerialization returns numbers with many digits as NSDecimalNumber, whose
/// `doubleValue` is off by an ulp or more; its decimal text is exact, so it is read back with
/// `Double(_:)` (correctly rounded) instead.
func jsonNumber(_ value: Any?) -> Double? {
  switch value {
  case let decimal as NSDecimalNumber: return Double(decimal.stringValue)
  case let number as Double: return number
  case let number as Int: return Double(number)
  case let number as NSNumber: return number.doubleValue
  default: return nil
  }
}

/// Runs `fluid-lab curve SPEC --times TIMES` in-process, checks that it succeeded cleanly and
/// that its output has exactly the documented shape (the lab's reference, "Curve specs"), and
/// returns the parsed output.
@MainActor
func runCurve(
  _ spec: String,
  times: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> CurveOutput {
  let result = FluidLab.run(["curve", spec, "--times", times])
  try #require(
    result.status == 0, "'\(spec)' failed: \(result.standardError)",
    sourceLocation: sourceLocation)
  #expect(
    result.standardError.isEmpty, "stderr for '\(spec)': \(result.standardError)",
    sourceLocation: sourceLocation)
  #expect(
    result.standardOutput.hasSuffix("\n"), "stdout for '\(spec)' does not end with a newline",
    sourceLocation: sourceLocation)
  return try parseCurveOutput(result.standardOutput, sourceLocation: sourceLocation)
}

/// Parses `fluid-lab curve` output with JSONSerialization, recording an issue for every
/// departure from the documented shape.
func parseCurveOutput(
  _ text: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> CurveOutput {
  let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
  let object = try #require(
    document as? [String: Any], "top level is not an object: \(text)",
    sourceLocation: sourceLocation)
  #expect(
    Set(object.keys) == ["curve", "settlingDuration", "samples"], "top-level keys in \(text)",
    sourceLocation: sourceLocation)
  let curve = try #require(
    object["curve"] as? String, "curve is not a string", sourceLocation: sourceLocation)
  let settlingDuration: Double?
  if object["settlingDuration"] is NSNull {
    settlingDuration = nil
  } else {
    let number: Double = try #require(
      jsonNumber(object["settlingDuration"]), "settlingDuration is neither a number nor null",
      sourceLocation: sourceLocation)
    settlingDuration = number
  }
  let elements = try #require(
    object["samples"] as? [Any], "samples is not an array", sourceLocation: sourceLocation)
  var samples: [CurveSample] = []
  for element in elements {
    let sample = try #require(
      element as? [String: Any], "a sample is not an object", sourceLocation: sourceLocation)
    #expect(
      Set(sample.keys) == ["t", "value", "velocity"], "sample keys in \(text)",
      sourceLocation: sourceLocation)
    let t = try #require(jsonNumber(sample["t"]), "t", sourceLocation: sourceLocation)
    let value = try #require(
      jsonNumber(sample["value"]), "value", sourceLocation: sourceLocation)
    let velocity = try #require(
      jsonNumber(sample["velocity"]), "velocity", sourceLocation: sourceLocation)
    samples.append(CurveSample(t: t, value: value, velocity: velocity))
  }
  return CurveOutput(curve: curve, settlingDuration: settlingDuration, samples: samples)
}

/// Checks a failed invocation: exit status 2, nothing on stdout, and exactly one line on stderr
/// that starts with "fluid-lab: " and mentions every string in `mentions`.
func expectUsageError(
  _ result: LabResult,
  mentioning mentions: [String],
  _ comment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.status == 2, "status for \(comment)", sourceLocation: sourceLocation)
  #expect(
    result.standardOutput.isEmpty, "stdout for \(comment): \(result.standardOutput)",
    sourceLocation: sourceLocation)
  let error = result.standardError
  #expect(
    error.hasPrefix("fluid-lab: "), "stderr for \(comment): \(error)",
    sourceLocation: sourceLocation)
  let newlines = error.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count
  #expect(
    error.hasSuffix("\n") && newlines == 1,
    "stderr for \(comment) is not exactly one line: \(error.debugDescription)",
    sourceLocation: sourceLocation)
  for mention in mentions {
    #expect(
      error.contains(mention), "stderr for \(comment) does not mention '\(mention)': \(error)",
      sourceLocation: sourceLocation)
  }
}
