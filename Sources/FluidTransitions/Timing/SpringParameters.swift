import Foundation

/// A damped harmonic oscillator, `m·x″ + c·x′ + k·x = 0`, pulling a displacement x back to rest.
///
/// Stored as mass, stiffness and damping; every other parameterisation converts to those with
/// the conversions UIKit, Core Animation and SwiftUI share:
/// `ω0 = 2π / response`, `k = m·ω0²`, `c = 2ζ·√(m·k)`, and for duration and bounce
/// `ζ = 1 − bounce` (bounce ≥ 0) or `1 / (1 + bounce)` (bounce < 0) with `response = duration`.
///
/// Designers usually think in damping ratio and response: ζ = 1 is critically damped (fastest
/// approach without overshoot), ζ < 1 overshoots, ζ > 1 creeps in; the response is the period
/// of the undamped oscillation in seconds.
///
/// ## Input handling
/// Every initialiser clamps instead of trapping, so any input gives a usable, finite spring:
///
/// | parameter | NaN becomes | clamped to |
/// |---|---|---|
/// | `mass` | 1 | [1e-6, 1e6] |
/// | `stiffness` | 100 | [1e-6, 1e9] |
/// | `damping` | critical damping for the mass and stiffness | [0, 1e9] |
/// | `dampingRatio` | 1 | [0, 1000] |
/// | `response`, `duration` | 0.5 | [0.001, 1000] s |
/// | `bounce` | 0 | [−1, 1] (−1 gives the maximum damping ratio, 1000) |
///
/// ``init(dampingRatio:settlingDuration:initialVelocity:)`` has UIKit's own limits, documented
/// there.
public struct SpringParameters: Hashable, Sendable {
  /// The moving mass. Scales the spring's inertia; 1 in most uses.
  public let mass: Double
  /// The restoring force per unit of displacement, k.
  public let stiffness: Double
  /// The resisting force per unit of velocity, c.
  public let damping: Double

  /// Creates a spring from its physical coefficients; see the type's input handling table.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let mass = mass.clamped(to: 1e-6...1e6, nanReplacement: 1)
    let stiffness = stiffness.clamped(to: 1e-6...1e9, nanReplacement: 100)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping.clamped(
      to: 0...1e9, nanReplacement: 2 * (mass * stiffness).squareRoot())
  }

  /// Creates a spring from a damping ratio and a response, the way designers tune motion.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ; 1 is critically damped, below 1 overshoots.
  ///   - response: The period of the undamped oscillation, 2π/ω0, in seconds. Smaller is
  ///     stiffer and faster.
  ///   - mass: The moving mass; 1 by default.
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    let ratio = dampingRatio.clamped(to: 0...1000, nanReplacement: 1)
    let response = response.clamped(to: 0.001...1000, nanReplacement: 0.5)
    let mass = mass.clamped(to: 1e-6...1e6, nanReplacement: 1)
    let angularFrequency = 2 * Double.pi / response
    let stiffness = mass * angularFrequency * angularFrequency
    self.init(
      mass: mass,
      stiffness: stiffness,
      damping: 2 * ratio * (mass * stiffness).squareRoot()
    )
  }

  /// Creates a spring from a perceptual duration and a bounce, the convention of SwiftUI's
  /// `SpringParameters(duration:bounce:)` and UIKit's iOS 17 `UISpringTimingParameters(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, equal to the response; roughly how long
  ///     the motion takes to look finished.
  ///   - bounce: −1…1. 0 is critically damped, positive values overshoot (1 never stops),
  ///     negative values are overdamped.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let bounce = bounce.clamped(to: -1...1, nanReplacement: 0)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(dampingRatio: ratio, response: duration)
  }

  /// A smooth spring with no bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`).
  public static let smooth = SpringParameters(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
  public static let snappy = SpringParameters(duration: 0.5, bounce: 0.15)
  /// A bouncy spring: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`).
  public static let bouncy = SpringParameters(duration: 0.5, bounce: 0.3)

  /// The undamped natural frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(m·k)).
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// The period of the undamped oscillation, 2π/ω0, in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The perceptual duration of SwiftUI's convention; equal to ``response``.
  public var duration: Double { response }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` when overdamped.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}
