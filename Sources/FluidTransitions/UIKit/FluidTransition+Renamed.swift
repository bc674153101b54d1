#if canImport(UIKit)
  import UIKit

  // The names of the previous release, forwarding to the new ones for one release: each
  // velocity's unit is now in its label.
  extension FluidTransition {
    /// Renamed ``touchEnded(at:pointsPerSecond:)``: the velocity is in points per second.
    @available(*, deprecated, renamed: "touchEnded(at:pointsPerSecond:)")
    public func touchEnded(at time: TimeInterval, velocity: CGPoint?) {
      touchEnded(at: time, pointsPerSecond: velocity)
    }

    /// Renamed ``pinchEnded(at:scalePerSecond:)``: the velocity is in scale factor per second.
    @available(*, deprecated, renamed: "pinchEnded(at:scalePerSecond:)")
    public func pinchEnded(at time: TimeInterval, velocity: CGFloat?) {
      pinchEnded(at: time, scalePerSecond: velocity)
    }

    /// Renamed ``finish(progressPerSecond:)``: the velocity is in progress per second.
    @available(*, deprecated, renamed: "finish(progressPerSecond:)")
    public func finish(withVelocity velocity: Double) {
      finish(progressPerSecond: velocity)
    }
  }
#endif
