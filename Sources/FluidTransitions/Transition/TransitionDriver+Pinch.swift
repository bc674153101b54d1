extension TransitionDriver {
  /// Two fingers begin a pinch: grabs the transition where it is on screen, as
  /// ``touchBegan(_:)`` does; or, if a one-finger drag holds it, takes over from the drag
  /// where it is (a second finger landing mid-drag), so nothing jumps. From here the scale
  /// drives the progress through ``Configuration/pinch`` and the following node follows the
  /// centroid.
  public func pinchBegan(_ sample: PinchSample) {
    let fingerDown: Bool
    switch hold {
    case .drag, .dragAfterPinch:
      reanchor()
      fingerDown = true
    case .pinch(let pinch):
      guard grab(call: "pinchBegan") else { return }
      tracker.reset()
      fingerDown = pinch.fingerDown
    case .none:
      guard grab(call: "pinchBegan") else { return }
      tracker.reset()
      fingerDown = false
    }
    hold = .pinch(
      PinchHold(
        origin: sample.centroid, anchorScale: sample.scale.isFinite ? sample.scale : 1,
        delta: 0, fingerDown: fingerDown))
    scaleTracker.reset()
    addPinchSample(sample)
  }

  /// The pinch changes: the progress moves by ``PinchMapping/progressDelta(fromScale:toScale:)``
  /// from where the pinch took hold (rubber-banded beyond 0 and 1), and the following node
  /// keeps its planned centre under the centroid. A sample with a NaN scale moves only the
  /// node.
  ///
  /// - Complexity: O(n) in the animator's tracks (the scrub applies each once).
  public func pinchChanged(_ sample: PinchSample) {
    guard case .pinch(var pinch) = hold else {
      return onDiagnostic("pinchChanged ignored: no pinch is holding the transition")
    }
    addPinchSample(sample)
    if sample.scale.isFinite {
      pinch.delta = configuration.pinch.progressDelta(
        fromScale: pinch.anchorScale, toScale: sample.scale)
      hold = .pinch(pinch)
    }
    scrub(delta: pinch.delta, translation: sample.centroid.vector(from: pinch.origin))
  }

  /// The pinch ends (a finger lifts). If the other finger is still down (its touch began and
  /// has not ended), the drag takes over at its next move, from where the transition is.
  /// Otherwise the transition is released as ``touchEnded(_:pointsPerSecond:)`` releases it: the
  /// ``ReleasePolicy`` decides from the WWDC 2018 projection of the scale velocity (as
  /// progress velocity, ``PinchMapping/progressVelocity(forScaleVelocity:)``), and the settle
  /// starts at that velocity.
  ///
  /// - Parameters:
  ///   - sample: The last sample; only its time is used.
  ///   - velocity: The scale velocity in scale factor per second if the platform measured it
  ///     (UIKit's `UIPinchGestureRecognizer.velocity`); otherwise the driver's own
  ///     ``VelocityTracker`` estimates it from the scales. A non-finite value counts as 0.
  public func pinchEnded(_ sample: PinchSample, scalePerSecond velocity: Double? = nil) {
    guard case .pinch(let pinch) = hold else {
      return onDiagnostic("pinchEnded ignored: no pinch is holding the transition")
    }
    let scaleVelocity =
      velocity.map { $0.finite(or: 0) } ?? scaleTracker.releaseVelocity(at: sample.timestamp).dx
    let released = ReleaseVelocity(
      progress: configuration.pinch.progressVelocity(forScaleVelocity: scaleVelocity),
      touch: tracker.releaseVelocity(at: sample.timestamp), scale: scaleVelocity)
    if pinch.fingerDown {
      let time =
        sample.timestamp.isFinite ? sample.timestamp : scaleTracker.lastSample?.timestamp ?? 0
      hold = .dragAfterPinch(
        handover: PinchHandover(
          time: time, progressVelocity: released.progress, touchVelocity: released.touch,
          scaleVelocity: released.scale))
      return
    }
    hold = .none
    release(released, forcedTarget: nil)
  }

  /// The system took the pinch away: the drag takes over if its finger is down, otherwise the
  /// transition settles back to the start with the pinch's last known velocity.
  public func pinchCancelled() {
    guard case .pinch(let pinch) = hold else {
      return onDiagnostic("pinchCancelled ignored: no pinch is holding the transition")
    }
    if pinch.fingerDown {
      hold = .dragAfterPinch(handover: nil)
      return
    }
    let scaleVelocity = scaleTracker.velocity().dx
    let released = ReleaseVelocity(
      progress: configuration.pinch.progressVelocity(forScaleVelocity: scaleVelocity),
      touch: tracker.velocity(), scale: scaleVelocity)
    hold = .none
    release(released, forcedTarget: .start)
  }

  private func addPinchSample(_ sample: PinchSample) {
    tracker.addSample(TouchSample(position: sample.centroid, timestamp: sample.timestamp))
    if sample.scale.isFinite {
      scaleTracker.addSample(TouchSample(x: sample.scale, y: 0, timestamp: sample.timestamp))
    }
  }
}
