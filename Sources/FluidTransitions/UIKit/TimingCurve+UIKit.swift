#if canImport(UIKit)
  import UIKit

  extension TimingCurve {
    /// The same curve as UIKit timing parameters, for `UIViewPropertyAnimator`.
    ///
    /// Cubic curves keep their control points. A physical spring becomes
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, which runs for its
    /// own settling time as this library's ``spring(_:initialVelocity:)`` does; a fitted spring
    /// becomes `UISpringTimingParameters(dampingRatio:initialVelocity:)`, which UIKit fits to
    /// the animator's duration. The initial velocity goes on both axes: only `dx` matters to
    /// the animations a plan makes except `center`, which moves on both.
    ///
    /// No non-finite number reaches UIKit: the initial velocity is clamped to
    /// ±``TimingCurve/maximumInitialVelocity`` (NaN becomes 0) and a fitted spring's damping
    /// ratio to [1.19e-7, 1] (NaN becomes 1), as ``ResolvedTimingCurve`` and
    /// ``Spring/init(dampingRatio:settlingDuration:initialVelocity:)`` treat them.
    @MainActor
    public var uiTimingParameters: any UITimingCurveProvider {
      let limit = TimingCurve.maximumInitialVelocity
      switch self {
      case .linear:
        return UICubicTimingParameters(animationCurve: .linear)
      case .cubic(let bezier):
        return UICubicTimingParameters(
          controlPoint1: CGPoint(x: bezier.x1, y: bezier.y1),
          controlPoint2: CGPoint(x: bezier.x2, y: bezier.y2))
      case .spring(let spring, let initialVelocity):
        let velocity = initialVelocity.clamped(to: -limit...limit, nanReplacement: 0)
        return UISpringTimingParameters(
          mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
          damping: CGFloat(spring.damping),
          initialVelocity: CGVector(dx: velocity, dy: velocity))
      case .fittedSpring(let dampingRatio, let initialVelocity):
        let velocity = initialVelocity.clamped(to: -limit...limit, nanReplacement: 0)
        return UISpringTimingParameters(
          dampingRatio: CGFloat(dampingRatio.clamped(to: 1.19e-7...1, nanReplacement: 1)),
          initialVelocity: CGVector(dx: velocity, dy: velocity))
      }
    }
  }
#endif
