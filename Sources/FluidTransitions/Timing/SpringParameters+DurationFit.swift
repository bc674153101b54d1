import Foundation

extension SpringParameters {
  /// The spring UIKit builds for `UISpringTimingParameters(dampingRatio:initialVelocity:)` on an
  /// animator of a given duration: mass 1, with the natural frequency solved so that the motion
  /// settles to 0.1 % of the distance exactly at `settlingDuration`, honouring the initial
  /// velocity.
  ///
  /// The settling condition is the one reconstructed from UIKit, with v the initial velocity:
  /// - ζ < 1: `|(ζω − v) / (ω√(1 − ζ²))| · e^(−ζωD) = 0.001`
  /// - ζ = 1: `(1 + (ω − v)·D) · e^(−ωD) = 0.001`
  ///
  /// These equations can have several roots (for ζ < 1 spurious ones near ω = v/ζ, where the
  /// amplitude term vanishes). The largest root is returned: it is the one at which the
  /// envelope really decays through 0.001 at D, and the one UIKit's Newton iteration from 5/D
  /// converges to for ordinary inputs. Note that the two formulas do not join continuously at
  /// ζ = 1; that is UIKit's rule, reproduced as it is.
  ///
  /// Input handling follows UIKit: `dampingRatio` is clamped to [1.19e-7, 1] (NaN becomes 1),
  /// `settlingDuration` to [0.01, 10] s (NaN becomes 0.5), and a non-finite `initialVelocity`
  /// becomes 0.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, at most 1.
  ///   - settlingDuration: D, the animator's duration in seconds.
  ///   - initialVelocity: Velocity toward the target in units of the distance per second.
  public init(dampingRatio: Double, settlingDuration: Double, initialVelocity: Double = 0) {
    let ratio = dampingRatio.clamped(to: 1.19e-7...1, nanReplacement: 1)
    let duration = settlingDuration.clamped(to: 0.01...10, nanReplacement: 0.5)
    let velocity = initialVelocity.finite(or: 0)
    let frequency = Self.fittedFrequency(ratio: ratio, duration: duration, velocity: velocity)
    self.init(mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency)
  }

  /// Solves the settling condition for ω; see ``init(dampingRatio:settlingDuration:initialVelocity:)``.
  static func fittedFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
    let logEpsilon = log(settlingTolerance)
    let critical = ratio >= 1
    let dampedScale = critical ? 1 : (1 - ratio * ratio).squareRoot()
    // The amplitude term P(ω) whose zero separates the two branches of the condition.
    func amplitude(_ omega: Double) -> Double {
      critical
        ? 1 + (omega - velocity) * duration : (ratio * omega - velocity) / (omega * dampedScale)
    }
    // h(ω) = ln|P(ω)| − ζωD − ln ε; the settling frequency is its largest root.
    func excess(_ omega: Double) -> Double {
      log(abs(amplitude(omega))) - ratio * omega * duration - logEpsilon
    }
    let amplitudeZero = critical ? velocity - 1 / duration : velocity / ratio
    let lowest = Swift.max(0, amplitudeZero)

    // An upper bracket beyond which h stays negative: h is negative and falling there, and on
    // this interval it is either concave or monotonically falling.
    var upper = Swift.max(1 / duration, 2 * lowest + 1 / duration)
    for _ in 0..<200 {
      let slope = excess(upper * (1 + 1e-6)) - excess(upper)
      if excess(upper) < 0 && slope < 0 { break }
      upper *= 2
    }

    // The peak of h on (lowest, upper): unimodal there, so golden-section search finds it.
    var left = lowest
    var right = upper
    let ratioGolden = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 where right - left > 1e-12 * right {
      let a = right - ratioGolden * (right - left)
      let b = left + ratioGolden * (right - left)
      if excess(a) >= excess(b) { right = b } else { left = a }
    }
    let peak = (left + right) / 2

    if excess(peak) >= 0 {
      return bisect(excess, from: peak, to: upper)
    }
    // No root above the amplitude's zero: the root lies below it, where h falls monotonically
    // from its value near 0 to −∞ at the zero.
    let floor = critical ? 0 : amplitudeZero * 1e-12
    guard excess(floor) > 0 else {
      // Only a nearly undamped spring starting at rest gets here: its amplitude term is below ε
      // from the start, so the condition holds for every ω. Fall back to the plain envelope
      // e^(−ζωD) = ε instead.
      return -logEpsilon / (ratio * duration)
    }
    return bisect(excess, from: floor, to: amplitudeZero)
  }

  /// The root of a function that is non-negative at `lower` and negative at `upper`.
  private static func bisect(
    _ function: (Double) -> Double,
    from lower: Double,
    to upper: Double
  ) -> Double {
    var lower = lower
    var upper = upper
    for _ in 0..<300 {
      let middle = (lower + upper) / 2
      if middle <= lower || middle >= upper { break }
      if function(middle) >= 0 { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2
  }
}
