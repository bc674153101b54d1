#if canImport(UIKit)
  import UIKit

  extension TimingCurve {
    /// The curve a property animator runs for this one: a cubic curve with its control points'
    /// y clamped to [0, 1], the range UIKit requires (see ``uiTimingParameters``); every other
    /// curve as it is.
    var propertyAnimatorCurve: TimingCurve {
      guard case .cubic(let bezier) = self else { return self }
      return .cubic(Self.inUIKitRange(bezier))
    }

    private static func inUIKitRange(_ bezier: CubicBezier) -> CubicBezier {
      CubicBezier(
        x1: bezier.x1, y1: bezier.y1.clamped(to: 0...1, nanReplacement: 0),
        x2: bezier.x2, y2: bezier.y2.clamped(to: 0...1, nanReplacement: 1))
    }

    /// The same curve as UIKit timing parameters, for `UIViewPropertyAnimator`.
    ///
    /// Cubic curves keep their control points, with y clamped to [0, 1]: Apple's
    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)` says "The x and y values of this
    /// point must be in the range 0.0 to 1.0" (x is already, see ``CubicBezier``), so a curve
    /// that anticipates or overshoots does so only on the `.displayLink` engine. A physical
    /// spring becomes
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, which runs for its
    /// own settling time as this library's ``spring(_:initialVelocity:)`` does; a fitted spring
    /// becomes `UISpringTimingParameters(dampingRatio:initialVelocity:)`, which UIKit fits to
    /// the animator's duration. The initial velocity goes on both axes: only `dx` matters to
    /// the animations a plan makes except `center`, which moves on both.
    ///
    /// No non-finite number reaches UIKit: the initial velocity is clamped to
    /// ±``TimingCurve/maximumInitialVelocity`` (NaN becomes 0) and a fitted spring's damping
    /// ratio to [1.19e-7, 1] (NaN becomes 1), as ``ResolvedTimingCurve`` and
    /// ``SpringParameters/init(dampingRatio:settlingDuration:initialVelocity:)`` treat them.
    @MainActor
    public var uiTimingParameters: any UITimingCurveProvider {
      let limit = TimingCurve.maximumInitialVelocity
      switch self {
      case .linear:
        return UICubicTimingParameters(animationCurve: .linear)
      case .cubic(let given):
        let bezier = Self.inUIKitRange(given)
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
