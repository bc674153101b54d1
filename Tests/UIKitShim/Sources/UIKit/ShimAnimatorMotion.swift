// Shim-only: the progress a simulated `UIViewPropertyAnimator` shows over time, from one start,
// resume, continuation or reversal to the next. Nothing here is Apple API. Written for the shim
// from the curves' definitions (a cubic Bézier from (0, 0) to (1, 1), the damped harmonic
// oscillator), independently of the library's timing code, so that glue tests compare the
// layer's predictions with a second implementation.
//
// What UIKit does is modelled from what Apple documents and demonstrated:
// - a start runs the animator's timing curve over its duration; a spring built from mass,
//   stiffness and damping runs for its own settling time ("the duration now that you specify is
//   ignored", WWDC 2016 session 216); one built from a damping ratio is fitted to the duration;
// - a cubic curve resumed or continued is re-timed: "We remapped time in the process … we want
//   to keep our progress value stable" (WWDC 2017 session 230): the curve is entered at the time
//   at which it shows the progress on screen and played to its end in the direction of travel;
// - a spring continuation starts from the value on screen ("spring animations … always animate
//   from their current presentation value", ibid.) toward the target, with the initial velocity
//   in distances per second of the remaining distance;
// - reversing while running retraces a cubic curve ("reversing right back through the timing
//   function", WWDC 2016 session 216) and restarts a spring toward the other end with the
//   velocity it has (unconfirmed).

/// Shim-only: one stretch of a property animator's motion.
struct ShimAnimatorMotion {
  /// The shape of the stretch.
  enum Shape {
    /// The whole cubic curve, entered at time fraction `entry` and played forward
    /// (`direction` 1) or backward (−1) to its end.
    case cubic(Cubic, entry: Double, direction: Double)
    /// A spring carrying the progress from `from` to `to`.
    case spring(Spring, from: Double, to: Double)
  }

  let shape: Shape
  /// Wall-clock seconds from the start of the stretch to its end.
  let duration: Double

  /// The progress `elapsed` seconds into the stretch.
  func progress(after elapsed: Double) -> Double {
    let time = min(max(elapsed, 0), duration)
    switch shape {
    case .cubic(let cubic, let entry, let direction):
      return cubic.value(atTime: fraction(entry, direction, time))
    case .spring(let spring, let from, let to):
      if time >= duration { return to }
      return to - (to - from) * spring.displacement(at: time)
    }
  }

  /// The fraction of time `elapsed` seconds into the stretch, from the start of the animation
  /// (what `fractionComplete` reads while running): the curve's time fraction, or for a spring
  /// the share of its time mapped onto its range of progress.
  func timeFraction(after elapsed: Double) -> Double {
    let time = min(max(elapsed, 0), duration)
    switch shape {
    case .cubic(_, let entry, let direction):
      return fraction(entry, direction, time)
    case .spring(_, let from, let to):
      return from + (to - from) * (duration > 0 ? time / duration : 1)
    }
  }

  private func fraction(_ entry: Double, _ direction: Double, _ time: Double) -> Double {
    guard duration > 0 else { return direction > 0 ? 1 : 0 }
    let span = direction > 0 ? 1 - entry : entry
    return min(max(entry + direction * span * time / duration, 0), 1)
  }

  /// The motion that a start, a resume or a continuation on `parameters` begins at `progress`,
  /// heading for 1 (0 when `isReversed`). `seconds` is the run time UIKit gives it: the
  /// animator's duration for a start, `durationFactor × duration` for a continuation with a
  /// factor, and nil for "the time left" (the curve's own time left for a cubic curve, the
  /// remaining distance at the duration's pace for a fitted spring).
  @MainActor
  static func begin(
    on parameters: (any UITimingCurveProvider)?, at progress: Double, isReversed: Bool,
    seconds: Double?, animatorDuration: Double
  ) -> ShimAnimatorMotion {
    let target: Double = isReversed ? 0 : 1
    if let spring = parameters?.springTimingParameters {
      let velocity = Double(spring.initialVelocity.dx)
      let fitted = seconds ?? abs(target - progress) * animatorDuration
      let motion = Spring(spring, velocity: velocity, fittedDuration: fitted)
      // A damping-ratio spring runs for the time it is fitted to, one from mass, stiffness and
      // damping until it settles.
      let runs = spring.shimPhysics == nil ? fitted : motion.settlingTime
      return ShimAnimatorMotion(shape: .spring(motion, from: progress, to: target), duration: runs)
    }
    let cubic = Cubic(parameters?.cubicTimingParameters)
    let entry = cubic.firstTime(showing: min(max(progress, 0), 1))
    let span = isReversed ? entry : 1 - entry
    // Nothing left to play ends at once, whatever the time given.
    return ShimAnimatorMotion(
      shape: .cubic(cubic, entry: entry, direction: isReversed ? -1 : 1),
      duration: span > 0 ? max(seconds ?? span * animatorDuration, 0) : 0)
  }

  /// This motion reversed `elapsed` seconds into it: a cubic curve retraced at the same pace, a
  /// spring restarted toward the other end with the velocity it has.
  func reversed(after elapsed: Double) -> ShimAnimatorMotion {
    let progress = progress(after: elapsed)
    switch shape {
    case .cubic(let cubic, let entry, let direction):
      let now = timeFraction(after: elapsed)
      let span = direction > 0 ? 1 - entry : entry
      let pace = span > 0 ? duration / span : 0
      let turned = -direction
      let left = turned > 0 ? 1 - now : now
      return ShimAnimatorMotion(
        shape: .cubic(cubic, entry: now, direction: turned), duration: left * pace)
    case .spring(let spring, let from, let to):
      let time = min(max(elapsed, 0), duration)
      let moving = time < duration ? -(to - from) * spring.velocity(at: time) : 0
      let target = to == 1 ? 0.0 : 1.0
      let distance = target - progress
      let velocity = distance != 0 ? moving / distance : 0
      let motion = spring.restarted(velocity: velocity)
      return ShimAnimatorMotion(
        shape: .spring(motion, from: progress, to: target), duration: motion.settlingTime)
    }
  }
}

extension ShimAnimatorMotion {
  /// Shim-only: a cubic Bézier timing curve from (0, 0) to (1, 1): x the time fraction, y the
  /// progress.
  struct Cubic {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    /// The curve of `parameters` (linear for none).
    @MainActor
    init(_ parameters: UICubicTimingParameters?) {
      let first = parameters?.controlPoint1 ?? .zero
      let second = parameters?.controlPoint2 ?? CGPoint(x: 1, y: 1)
      x1 = Double(first.x)
      y1 = Double(first.y)
      x2 = Double(second.x)
      y2 = Double(second.y)
    }

    private func point(_ s: Double) -> (x: Double, y: Double) {
      let a = 3 * (1 - s) * (1 - s) * s
      let b = 3 * (1 - s) * s * s
      let c = s * s * s
      return (a * x1 + b * x2 + c, a * y1 + b * y2 + c)
    }

    /// The curve parameter at time fraction `x`, by bisection (x rises with the parameter while
    /// both control points' x lie in [0, 1]).
    private func parameter(atTime x: Double) -> Double {
      var lower = 0.0
      var upper = 1.0
      for _ in 0..<100 {
        let middle = (lower + upper) / 2
        if point(middle).x < x { lower = middle } else { upper = middle }
      }
      return (lower + upper) / 2
    }

    /// Whether progress equals the time fraction (control points on the diagonal).
    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The progress at time fraction `x`.
    func value(atTime x: Double) -> Double {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      return isLinear ? x : point(parameter(atTime: x)).y
    }

    /// The first time fraction at which the curve shows `progress`, by bisection: with every
    /// control point in [0, 1] (the shim clamps them) the progress never falls.
    func firstTime(showing progress: Double) -> Double {
      if progress <= 0 { return 0 }
      if progress >= 1 { return 1 }
      if isLinear { return progress }
      var lower = 0.0
      var upper = 1.0
      for _ in 0..<100 {
        let middle = (lower + upper) / 2
        if value(atTime: middle) < progress { lower = middle } else { upper = middle }
      }
      return upper
    }
  }

  /// Shim-only: the displacement from rest of a damped spring released from 1 with an initial
  /// velocity toward rest of `velocity` (distances per second).
  struct Spring {
    /// Natural frequency, radians per second.
    let frequency: Double
    let dampingRatio: Double
    /// Velocity toward rest at time 0, in initial displacements per second.
    let velocity: Double

    /// The spring of UIKit's `parameters` with `velocity` toward the target: mass, stiffness and
    /// damping as given, or a damping ratio fitted to settle in `fittedDuration` seconds.
    @MainActor
    init(_ parameters: UISpringTimingParameters, velocity: Double, fittedDuration: Double) {
      let velocity = velocity.isFinite ? velocity : 0
      if let physics = parameters.shimPhysics {
        let mass = max(Double(physics.mass), 1e-9)
        let stiffness = max(Double(physics.stiffness), 1e-9)
        self.init(
          frequency: (stiffness / mass).squareRoot(),
          dampingRatio: max(Double(physics.damping), 0) / (2 * (stiffness * mass).squareRoot()),
          velocity: velocity)
      } else {
        let ratio = min(max(Double(parameters.shimDampingRatio ?? 1), 1e-6), 1)
        self.init(
          frequency: Self.fittedFrequency(
            ratio: ratio, duration: min(max(fittedDuration, 0.01), 10), velocity: velocity),
          dampingRatio: ratio, velocity: velocity)
      }
    }

    private init(frequency: Double, dampingRatio: Double, velocity: Double) {
      self.frequency = frequency
      self.dampingRatio = dampingRatio
      self.velocity = velocity
    }

    /// The same spring released again from 1 with `velocity`.
    func restarted(velocity: Double) -> Spring {
      Spring(frequency: frequency, dampingRatio: dampingRatio, velocity: velocity)
    }

    /// Displacement and its rate at `time`, with a bound on the displacement's magnitude from
    /// then on: x'' = −ω²x − 2ζωx', x(0) = 1, x'(0) = −velocity.
    private func state(at time: Double) -> (x: Double, v: Double, bound: Double) {
      let omega = frequency
      let zeta = dampingRatio
      let v0 = -velocity
      let decay = zeta * omega
      let envelope = exp(-decay * time)
      if abs(zeta - 1) < 1e-9 {
        // x = e^(−ωt)(1 + bt), whose bound e^(−ωt)(1 + |b|t) falls once t > 1/ω.
        let b = v0 + omega
        let bound = time > 1 / omega ? envelope * (1 + abs(b) * time) : .infinity
        return (envelope * (1 + b * time), envelope * (b - omega * (1 + b * time)), bound)
      }
      if zeta < 1 {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 + decay) / damped
        let c = cos(damped * time)
        let s = sin(damped * time)
        let x = envelope * (c + b * s)
        let v = envelope * ((-damped - b * decay) * s + (b * damped - decay) * c)
        return (x, v, envelope * (1 + b * b).squareRoot())
      }
      let root = omega * (zeta * zeta - 1).squareRoot()
      let slow = -decay + root
      let fast = -decay - root
      let a = (v0 - fast) / (slow - fast)
      let b = 1 - a
      let first = a * exp(slow * time)
      let second = b * exp(fast * time)
      return (first + second, slow * first + fast * second, abs(first) + abs(second))
    }

    func displacement(at time: Double) -> Double { state(at: time).x }
    func velocity(at time: Double) -> Double { state(at: time).v }

    /// When the animation ends: the last millisecond at which the displacement is 0.1 % of the
    /// distance or more (Core Animation's tolerance; how Core Animation rounds it is not
    /// modelled), at most a minute.
    var settlingTime: Double {
      var last = 0.0
      for index in 0...60_000 {
        let time = Double(index) / 1000
        let state = state(at: time)
        if abs(state.x) >= 0.001 { last = time }
        if state.bound < 0.001 { break }
      }
      return last + 0.001
    }

    /// The natural frequency at which UIKit's damping-ratio spring settles in `duration`, by
    /// the condition reconstructed from UIKit (unconfirmed; the largest root):
    /// |(ζω − v) / (ω√(1 − ζ²))| · e^(−ζωD) = 0.001 for ζ < 1, and
    /// (1 + (ω − v)·D) · e^(−ωD) = 0.001 for ζ = 1.
    private static func fittedFrequency(ratio: Double, duration: Double, velocity: Double)
      -> Double
    {
      func excess(_ omega: Double) -> Double {
        let amplitude =
          ratio >= 1
          ? 1 + (omega - velocity) * duration
          : (ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot())
        return log(abs(amplitude)) - ratio * omega * duration - log(0.001)
      }
      // From far above, down to the first frequency that has not settled by `duration`.
      var upper = 1e4 / duration
      var lower = upper
      while lower > 1e-6 {
        lower = upper / 1.05
        if excess(lower) >= 0 { break }
        upper = lower
      }
      guard excess(lower) >= 0 else { return -log(0.001) / (ratio * duration) }
      for _ in 0..<200 {
        let middle = (lower + upper) / 2
        if excess(middle) >= 0 { lower = middle } else { upper = middle }
      }
      return (lower + upper) / 2
    }
  }
}
