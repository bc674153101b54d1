import FluidTransitions

/// A timing curve named on the command line (the lab's reference, "Curve specs"):
///
/// - `linear`, `ease`, `easeIn`, `easeOut`, `easeInOut`, `cubic:X1,Y1,X2,Y2`
/// - `spring:dampingRatio=Z,response=R[,initialVelocity=V]`
/// - `spring:mass=M,stiffness=K,damping=C[,initialVelocity=V]`
/// - `spring:duration=D,bounce=B[,initialVelocity=V]`
/// - `uikit-spring:dampingRatio=Z,duration=D[,initialVelocity=V]`
///
/// Parameters may come in any order. Unlike the library's initialisers, which clamp, the lab
/// rejects out-of-range values so a typo never silently plots something else.
public struct CurveSpec: Sendable {
  /// What the spec describes.
  public enum Kind: Sendable {
    /// A cubic Bézier sampled over a duration of 1 s (t is the time fraction).
    case cubic(CubicBezier)
    /// A spring sampled in seconds.
    case spring(ResolvedTimingCurve, initialVelocity: Double)
  }

  /// The spec as written.
  public let text: String
  /// The parsed curve.
  public let kind: Kind

  /// Parses a spec; the error names the field at fault.
  public init(parsing text: String) throws(LabError) {
    self.text = text
    let named: [String: CubicBezier] = [
      "linear": .linear, "ease": .ease, "easeIn": .easeIn, "easeOut": .easeOut,
      "easeInOut": .easeInOut,
    ]
    if let bezier = named[text] {
      kind = .cubic(bezier)
      return
    }
    guard let colon = text.firstIndex(of: ":") else {
      throw LabError("curve: unknown curve '\(text)' (see 'fluid-lab curve --help')")
    }
    let family = String(text[..<colon])
    let body = String(text[text.index(after: colon)...])
    switch family {
    case "cubic":
      kind = .cubic(try Self.parseCubic(body))
    case "spring":
      kind = try Self.parseSpring(body)
    case "uikit-spring":
      kind = try Self.parseUIKitSpring(body)
    default:
      throw LabError("curve: unknown curve family '\(family)' (see 'fluid-lab curve --help')")
    }
  }

  /// Core Animation's settling duration for springs (null for cubic curves); nil also for an
  /// undamped spring, which never settles.
  public var settlingDuration: Double? {
    switch kind {
    case .cubic:
      return nil
    case .spring(let resolved, let initialVelocity):
      guard let spring = resolved.springMotion?.spring else { return nil }
      let duration = spring.settlingDuration(initialVelocity: initialVelocity)
      return duration.isFinite ? duration : nil
    }
  }

  /// Progress and progress velocity at `time` (a time fraction for cubic curves, seconds for
  /// springs).
  public func sample(at time: Double) -> (value: Double, velocity: Double) {
    switch kind {
    case .cubic(let bezier):
      return (bezier.value(at: time), bezier.slope(at: time))
    case .spring(let resolved, _):
      let state = resolved.state(at: time)
      return (state.progress, state.velocity)
    }
  }

  /// Whether `time` is a valid sample time for this curve.
  var timeRange: ClosedRange<Double> {
    if case .cubic = kind { return 0...1 }
    return 0...Double.greatestFiniteMagnitude
  }

  // MARK: - Parsing

  private static func parseCubic(_ body: String) throws(LabError) -> CubicBezier {
    let parts = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else {
      throw LabError("curve: cubic needs four numbers X1,Y1,X2,Y2, got '\(body)'")
    }
    let names = ["X1", "Y1", "X2", "Y2"]
    var values: [Double] = []
    for (name, part) in zip(names, parts) {
      values.append(try number(part, field: "cubic \(name)"))
    }
    for index in [0, 2] where !(0...1).contains(values[index]) {
      throw LabError("curve: cubic \(names[index]) must be in [0, 1], got \(parts[index])")
    }
    return CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
  }

  private static func parseSpring(_ body: String) throws(LabError) -> Kind {
    let fields = try parameters(body, family: "spring")
    let keys = Set(fields.keys).subtracting(["initialVelocity"])
    let velocity =
      try fields["initialVelocity"].map { value throws(LabError) in
        try number(value, field: "spring initialVelocity")
      } ?? 0
    let spring: SpringParameters
    switch keys {
    case ["dampingRatio", "response"]:
      let ratio = try number(fields["dampingRatio"], field: "spring dampingRatio")
      let response = try number(fields["response"], field: "spring response")
      try require(ratio >= 0, "spring dampingRatio must be >= 0, got \(ratio)")
      try require(response > 0, "spring response must be > 0, got \(response)")
      spring = SpringParameters(dampingRatio: ratio, response: response)
    case ["mass", "stiffness", "damping"]:
      let mass = try number(fields["mass"], field: "spring mass")
      let stiffness = try number(fields["stiffness"], field: "spring stiffness")
      let damping = try number(fields["damping"], field: "spring damping")
      try require(mass > 0, "spring mass must be > 0, got \(mass)")
      try require(stiffness > 0, "spring stiffness must be > 0, got \(stiffness)")
      try require(damping >= 0, "spring damping must be >= 0, got \(damping)")
      spring = SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
    case ["duration", "bounce"]:
      let duration = try number(fields["duration"], field: "spring duration")
      let bounce = try number(fields["bounce"], field: "spring bounce")
      try require(duration > 0, "spring duration must be > 0, got \(duration)")
      try require(
        bounce > -1 && bounce <= 1, "spring bounce must be in (-1, 1], got \(bounce)")
      spring = SpringParameters(duration: duration, bounce: bounce)
    default:
      throw LabError(
        "curve: spring needs dampingRatio,response or mass,stiffness,damping or duration,bounce"
          + " (plus optional initialVelocity), got '\(body)'")
    }
    let curve = TimingCurve.spring(spring, initialVelocity: velocity)
    return .spring(curve.resolved(duration: 0), initialVelocity: velocity)
  }

  private static func parseUIKitSpring(_ body: String) throws(LabError) -> Kind {
    let fields = try parameters(body, family: "uikit-spring")
    guard Set(fields.keys).subtracting(["initialVelocity"]) == ["dampingRatio", "duration"] else {
      throw LabError(
        "curve: uikit-spring needs dampingRatio and duration (plus optional initialVelocity),"
          + " got '\(body)'")
    }
    let ratio = try number(fields["dampingRatio"], field: "uikit-spring dampingRatio")
    let duration = try number(fields["duration"], field: "uikit-spring duration")
    let velocity =
      try fields["initialVelocity"].map { value throws(LabError) in
        try number(value, field: "uikit-spring initialVelocity")
      } ?? 0
    try require(
      ratio > 0 && ratio <= 1, "uikit-spring dampingRatio must be in (0, 1], got \(ratio)")
    try require(
      duration >= 0.01 && duration <= 10,
      "uikit-spring duration must be in [0.01, 10] seconds (UIKit's range), got \(duration)")
    let curve = TimingCurve.fittedSpring(dampingRatio: ratio, initialVelocity: velocity)
    return .spring(curve.resolved(duration: duration), initialVelocity: velocity)
  }

  private static func parameters(_ body: String, family: String) throws(LabError)
    -> [String: String]
  {
    var fields: [String: String] = [:]
    for pair in body.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw LabError("curve: \(family) parameter '\(pair)' is not NAME=VALUE")
      }
      let name = String(parts[0])
      guard fields[name] == nil else {
        throw LabError("curve: \(family) parameter '\(name)' is given twice")
      }
      fields[name] = String(parts[1])
    }
    let known: Set<String> = [
      "dampingRatio", "response", "mass", "stiffness", "damping", "duration", "bounce",
      "initialVelocity",
    ]
    if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
      throw LabError("curve: \(family) has no parameter '\(unknown)'")
    }
    return fields
  }

  static func number(_ text: String?, field: String) throws(LabError) -> Double {
    guard let text, let value = Double(text) else {
      throw LabError("curve: \(field) must be a number, got '\(text ?? "")'")
    }
    guard value.isFinite else {
      throw LabError("curve: \(field) must be finite, got '\(text)'")
    }
    return value
  }

  private static func require(_ condition: Bool, _ message: String) throws(LabError) {
    if !condition { throw LabError("curve: \(message)") }
  }
}
