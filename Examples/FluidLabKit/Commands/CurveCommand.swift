import FluidTransitions

/// `fluid-lab curve SPEC --times T1,T2,...`: samples a timing curve and prints JSON.
enum CurveCommand {
  static let help = """
    usage: fluid-lab curve SPEC --times T1,T2,...

    Samples a timing curve and prints
      {"curve": SPEC, "settlingDuration": S, "samples": [{"t": T, "value": P, "velocity": V}]}
    value is progress from 0 toward 1 (springs may overshoot), velocity is progress per second.
    settlingDuration follows Core Animation's rule (null for cubic curves and undamped springs).

    SPEC is one of:
      linear | ease | easeIn | easeOut | easeInOut | cubic:X1,Y1,X2,Y2
          cubic curves: t is the time fraction in [0, 1] (a duration of 1 s)
      spring:dampingRatio=Z,response=R[,initialVelocity=V]
      spring:mass=M,stiffness=K,damping=C[,initialVelocity=V]
      spring:duration=D,bounce=B[,initialVelocity=V]
      uikit-spring:dampingRatio=Z,duration=D[,initialVelocity=V]
          solved so it settles (0.1 %) exactly at D, as UIKit does
          springs: t in seconds; initialVelocity in distances per second (UIKit's convention)

    --times   non-negative, finite, ascending sample times, comma-separated

    example: fluid-lab curve spring:dampingRatio=0.8,response=0.4 --times 0,0.1,0.2
    """

  static func run(_ arguments: [String]) -> LabResult {
    if arguments.contains("--help") || arguments.contains("-h") {
      return LabResult(status: 0, standardOutput: help + "\n")
    }
    do {
      let (spec, times) = try parse(arguments)
      return LabResult(status: 0, standardOutput: render(spec, times: times).text + "\n")
    } catch {
      return .failure(error)
    }
  }

  static func parse(_ arguments: [String]) throws(LabError) -> (CurveSpec, [Double]) {
    var specText: String?
    var timesText: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--times" {
        guard index + 1 < arguments.count else {
          throw LabError("curve: --times needs a comma-separated list of times")
        }
        guard timesText == nil else { throw LabError("curve: --times is given twice") }
        timesText = arguments[index + 1]
        index += 2
      } else if argument.hasPrefix("--times=") {
        guard timesText == nil else { throw LabError("curve: --times is given twice") }
        timesText = String(argument.dropFirst("--times=".count))
        index += 1
      } else if argument.hasPrefix("-") && Double(argument) == nil {
        throw LabError("curve: unknown option '\(argument)'")
      } else {
        guard specText == nil else {
          throw LabError("curve: unexpected argument '\(argument)' (one SPEC only)")
        }
        specText = argument
        index += 1
      }
    }
    guard let specText else { throw LabError("curve: missing SPEC (see 'fluid-lab curve --help')") }
    guard let timesText else { throw LabError("curve: missing --times") }
    let spec = try CurveSpec(parsing: specText)
    let times = try parseTimes(timesText, range: spec.timeRange)
    return (spec, times)
  }

  private static func parseTimes(_ text: String, range: ClosedRange<Double>) throws(LabError)
    -> [Double]
  {
    guard !text.isEmpty else { throw LabError("curve: --times is empty") }
    var times: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = Double(part) else {
        throw LabError("curve: --times value '\(part)' is not a number")
      }
      guard value.isFinite else { throw LabError("curve: --times value '\(part)' is not finite") }
      guard range.contains(value) else {
        let bounds = range.upperBound == 1 ? "[0, 1] for cubic curves" : ">= 0"
        throw LabError("curve: --times value '\(part)' must be \(bounds)")
      }
      if let previous = times.last, value < previous {
        throw LabError("curve: --times must be ascending ('\(part)' follows \(previous))")
      }
      times.append(value)
    }
    return times
  }

  static func render(_ spec: CurveSpec, times: [Double]) -> JSONValue {
    let samples = times.map { time -> JSONValue in
      let sample = spec.sample(at: time)
      return .object([
        ("t", .number(time)), ("value", .number(sample.value)),
        ("velocity", .number(sample.velocity)),
      ])
    }
    return .object([
      ("curve", .string(spec.text)),
      ("settlingDuration", spec.settlingDuration.map(JSONValue.number) ?? .null),
      ("samples", .array(samples)),
    ])
  }
}
