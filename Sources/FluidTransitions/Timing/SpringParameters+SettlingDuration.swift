import Foundation

extension SpringParameters {
  /// The default tolerance for settling: 0.1 % of the distance, Core Animation's ε.
  public static let settlingTolerance: Double = 0.001

  /// How long the spring runs from a unit displacement at rest, by Core Animation's rule; see
  /// ``settlingDuration(initialVelocity:epsilon:)``.
  public var settlingDuration: Double { settlingDuration(initialVelocity: 0) }

  /// How long an animation with this spring runs, by Core Animation's rule
  /// (`CASpringAnimation.settlingDuration`), starting from a unit displacement.
  ///
  /// - Underdamped: the envelope bound `ln((1 + |(ζω0 − v)/ωd|) / ε) / (ζω0)`, a time after
  ///   which the motion can no longer exceed ε (it is conservative: the last excursion beyond ε
  ///   happens earlier).
  /// - Critically damped and overdamped: the first multiple of 0.1 s from which the distance to
  ///   rest stays below ε for more than a second.
  /// - Undamped: `.infinity`; it never settles.
  ///
  /// - Parameters:
  ///   - initialVelocity: Velocity toward rest in units of the initial displacement per second
  ///     (UIKit's `initialVelocity` convention). NaN is treated as 0.
  ///   - epsilon: The tolerance, as a fraction of the distance; floored at 1e-6 as Core
  ///     Animation does, and NaN becomes ``settlingTolerance``.
  /// - Returns: Seconds, finite unless the spring is undamped.
  public func settlingDuration(
    initialVelocity: Double,
    epsilon: Double = SpringParameters.settlingTolerance
  ) -> Double {
    let epsilon = epsilon.clamped(to: 1e-6...1, nanReplacement: Self.settlingTolerance)
    let velocity = initialVelocity.finite(or: 0)
    let frequency = naturalFrequency
    let ratio = dampingRatio
    guard ratio > 0 else { return .infinity }
    if ratio < 1 {
      let decay = ratio * frequency
      let dampedFrequency = frequency * (1 - ratio * ratio).squareRoot()
      let amplitude = 1 + abs((decay - velocity) / dampedFrequency)
      return Swift.max(0, log(amplitude / epsilon) / decay)
    }
    return gridSettlingDuration(initialVelocity: velocity, epsilon: epsilon)
  }

  /// The exact settling time: the last moment at which the distance to rest is at least
  /// `epsilon` of the initial displacement, found from the extrema of the closed-form motion
  /// and refined by bisection to about 1e-12 s.
  ///
  /// - Parameters:
  ///   - initialVelocity: Velocity toward rest in units of the initial displacement per second.
  ///     NaN is treated as 0.
  ///   - epsilon: The tolerance, as a fraction of the distance; clamped to [1e-12, 1], NaN
  ///     becomes ``settlingTolerance``.
  /// - Returns: Seconds; 0 if the motion never reaches `epsilon`, `.infinity` for an undamped
  ///   spring that moves at all.
  public func exactSettlingDuration(
    initialVelocity: Double = 0,
    epsilon: Double = SpringParameters.settlingTolerance
  ) -> Double {
    let epsilon = epsilon.clamped(to: 1e-12...1, nanReplacement: Self.settlingTolerance)
    let motion = SpringSolution(
      spring: self, displacement: 1, velocity: -initialVelocity.finite(or: 0))
    return motion.lastTime(atLeast: epsilon)
  }

  /// Core Animation's 0.1 s grid search. After its last extremum a critically damped or
  /// overdamped motion approaches rest monotonically, so the grid walk only ever needs to look
  /// a little past the exact settling time; the walk is capped for absurdly slow springs, where
  /// the answer is the exact time rounded up to the grid.
  private func gridSettlingDuration(initialVelocity: Double, epsilon: Double) -> Double {
    let motion = SpringSolution(spring: self, displacement: 1, velocity: -initialVelocity)
    let step = 0.1
    let holdSteps = 10
    let maximumSteps = 100_000
    var firstBelow: Int?
    for index in 0...maximumSteps {
      let time = Double(index) * step
      if abs(motion.displacement(at: time)) < epsilon {
        let start = firstBelow ?? index
        firstBelow = start
        if index - start > holdSteps { return Double(start) / 10 }
      } else {
        firstBelow = nil
      }
    }
    let exact = motion.lastTime(atLeast: epsilon)
    return (exact / step).rounded(.up) / 10
  }
}
