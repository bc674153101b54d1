// The names of the previous release, forwarding to the new ones for one release: the driver
// now says what `FluidTransition` and UIKit's touch handling say (began, ended) and puts the
// unit of each velocity in its label.
extension TransitionDriver {
  /// Renamed ``touchBegan(_:)``.
  @available(*, deprecated, renamed: "touchBegan(_:)")
  public func touchDown(_ touch: TouchSample) {
    touchBegan(touch)
  }

  /// Renamed ``touchEnded(_:pointsPerSecond:)``: the velocity is in points per second.
  @available(*, deprecated, renamed: "touchEnded(_:pointsPerSecond:)")
  public func touchUp(_ touch: TouchSample, velocity: Vector? = nil) {
    touchEnded(touch, pointsPerSecond: velocity)
  }

  /// Renamed ``pinchEnded(_:scalePerSecond:)``: the velocity is in scale factor per second.
  @available(*, deprecated, renamed: "pinchEnded(_:scalePerSecond:)")
  public func pinchEnded(_ sample: PinchSample, velocity: Double?) {
    pinchEnded(sample, scalePerSecond: velocity)
  }

  /// Renamed ``finish(progressPerSecond:)``: the velocity is in progress per second.
  @available(*, deprecated, renamed: "finish(progressPerSecond:)")
  public func finish(withVelocity velocity: Double) {
    finish(progressPerSecond: velocity)
  }

  /// Renamed ``cancel(progressPerSecond:)``: the velocity is in progress per second.
  @available(*, deprecated, renamed: "cancel(progressPerSecond:)")
  public func cancel(withVelocity velocity: Double) {
    cancel(progressPerSecond: velocity)
  }
}
