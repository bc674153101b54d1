/// The stepping integrators peer engines run at display rate, written here as the baselines of
/// the spring figures. Both integrate `m·x″ + c·x′ + k·x = 0` from a state (x, v), one fixed
/// step at a time; neither can jump to an arbitrary time.
public struct SpringStepper: Sendable {
  /// The integration method.
  public enum Method: Sendable {
    /// Classic fourth-order Runge–Kutta (four derivative evaluations per step).
    case rungeKutta4
    /// Semi-implicit (symplectic) Euler: `v += a(x, v)·dt`, then `x += v·dt`.
    case semiImplicitEuler
  }

  /// The method.
  public let method: Method
  /// The fixed step, in seconds.
  public let step: Double
  /// The displacement.
  public private(set) var displacement: Double
  /// The velocity, in displacement units per second.
  public private(set) var velocity: Double
  /// The time reached, as the number of steps taken.
  public private(set) var stepCount = 0

  private let stiffnessPerMass: Double
  private let dampingPerMass: Double

  /// A stepper for the spring with the given coefficients, starting from (`displacement`,
  /// `velocity`).
  public init(
    method: Method, step: Double, mass: Double, stiffness: Double, damping: Double,
    displacement: Double, velocity: Double
  ) {
    self.method = method
    self.step = step
    stiffnessPerMass = stiffness / mass
    dampingPerMass = damping / mass
    self.displacement = displacement
    self.velocity = velocity
  }

  /// RK4 at 8 ms, the rate of several spring libraries' fixed-step loops.
  public static let rk4Step = 0.008
  /// Semi-implicit Euler at one 60 Hz frame.
  public static let eulerStep = 1.0 / 60

  @inline(__always)
  private func acceleration(_ x: Double, _ v: Double) -> Double {
    -stiffnessPerMass * x - dampingPerMass * v
  }

  /// Advances one step.
  @inline(__always)
  public mutating func advance() {
    let dt = step
    let x = displacement
    let v = velocity
    switch method {
    case .rungeKutta4:
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + 0.5 * dt * k1v
      let k2v = acceleration(x + 0.5 * dt * k1x, k2x)
      let k3x = v + 0.5 * dt * k2v
      let k3v = acceleration(x + 0.5 * dt * k2x, k3x)
      let k4x = v + dt * k3v
      let k4v = acceleration(x + dt * k3x, k4x)
      displacement = x + dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      velocity = v + dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    case .semiImplicitEuler:
      let newVelocity = v + acceleration(x, v) * dt
      velocity = newVelocity
      displacement = x + newVelocity * dt
    }
    stepCount += 1
  }

  /// The time reached, in seconds.
  public var time: Double { Double(stepCount) * step }
}
