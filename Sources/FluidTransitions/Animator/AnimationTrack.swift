/// One animated property of a ``FluidAnimator``: a value moving from `from` to `to` over a
/// window of progress, written through a setter. Stored as a class behind a protocol so that
/// tracks of any value type sit in one array and a frame costs one call per track and no
/// allocation.
@MainActor
protocol AnyAnimationTrack: AnyObject {
  func apply(progress: Double)
}

@MainActor
final class AnimationTrack<Value: Interpolatable>: AnyAnimationTrack {
  let from: Value
  let to: Value
  let window: TrackWindow
  let setter: (Value) -> Void

  init(from: Value, to: Value, window: TrackWindow, setter: @escaping (Value) -> Void) {
    self.from = from
    self.to = to
    self.window = window
    self.setter = setter
  }

  func apply(progress: Double) {
    setter(from.interpolated(to: to, fraction: window.fraction(atProgress: progress)))
  }
}
