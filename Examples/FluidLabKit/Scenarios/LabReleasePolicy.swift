import FluidTransitions

/// The scenario's `releasePolicy`: how a release decides between finishing and cancelling, and
/// the spring that settles it (the library's ``ReleasePolicy``, with the lab's strict ranges).
///
/// In a scenario file: `{"threshold": 0.5, "decelerationRate": 0.998, "spring":
/// "spring:dampingRatio=1,response=0.3"}`, every member optional; the spring is written as
/// `fluid-lab curve` writes springs, without `initialVelocity` (a release sets it).
struct LabReleasePolicy {
  /// The accepted thresholds: the library clamps to this range, the lab rejects outside it.
  static let thresholds: ClosedRange<Double> = 0.01...0.99
  /// The accepted deceleration rates, per millisecond (the library clamps to this range).
  static let decelerationRates: ClosedRange<Double> = 0.001...0.999_999
  /// The library's default spring, as a spec.
  static let defaultSpringSpec = "spring:dampingRatio=1,response=0.3"

  /// The projected progress at or beyond which a release finishes.
  var threshold: Double
  /// The fraction of velocity kept per millisecond, for the projection.
  var decelerationRate: Double
  /// The spring, as written (`spring:…`).
  var springSpec: String
  /// The parsed spring.
  var spring: SpringParameters

  /// The library's defaults.
  init() {
    let defaults = ReleasePolicy()
    threshold = defaults.threshold
    decelerationRate = defaults.deceleration.rate
    springSpec = Self.defaultSpringSpec
    spring = defaults.spring
  }

  /// The library's policy.
  var policy: ReleasePolicy {
    ReleasePolicy(
      threshold: threshold, deceleration: Deceleration(rate: decelerationRate), spring: spring)
  }

  /// As the scenario echoes it.
  var json: JSONValue {
    .object([
      ("threshold", .number(threshold)), ("decelerationRate", .number(decelerationRate)),
      ("spring", .string(springSpec)),
    ])
  }

  /// Parses a spring spec for the field at `path`: the `spring:` family of `fluid-lab curve`,
  /// without `initialVelocity`.
  static func spring(parsing text: String, path: JSONPath) throws(LabError) -> SpringParameters {
    guard text.hasPrefix("spring:") else {
      throw LabError(
        "\(path): must be a spring spec such as \(JSONValue.string(defaultSpringSpec).text),"
          + " got \(JSONValue.string(text).text)")
    }
    let spec: CurveSpec
    do {
      spec = try CurveSpec(parsing: text)
    } catch {
      let reason =
        error.message.hasPrefix("curve: ") ? String(error.message.dropFirst(7)) : error.message
      throw LabError("\(path): \(reason)")
    }
    guard case .spring(let resolved, let initialVelocity) = spec.kind,
      let spring = resolved.springMotion?.spring
    else {
      throw LabError("\(path): must be a spring spec, got \(JSONValue.string(text).text)")
    }
    if initialVelocity != 0 || text.contains("initialVelocity") {
      throw LabError("\(path): takes no initialVelocity (each release sets it)")
    }
    return spring
  }
}
