/// One animated property of a ``FluidAnimator``: a value moving from `from` to `to` over a
/// window of progress, written through a setter. A class, so that tracks of any value type sit
/// in one array and a frame costs one call per track and no allocation; a base class rather
/// than a protocol, so the animator can visit its tracks without retaining each one (see
/// `FluidAnimator.applyTracks()`).
@MainActor
class AnimationTrackBase {
  /// Writes the value for animation progress `progress`.
  func apply(progress: Double) {}
}

@MainActor
final class AnimationTrack<Value: Interpolatable>: AnimationTrackBase {
  let window: TrackWindow
  let setter: (Value) -> Void
  /// The value at a fraction of the window, prepared once (see ``PreparedInterpolation``).
  private let interpolate: (Double) -> Value

  init(from: Value, to: Value, window: TrackWindow, setter: @escaping (Value) -> Void) {
    self.window = window
    self.setter = setter
    interpolate = Self.preparedInterpolation(from: from, to: to)
  }

  override func apply(progress: Double) {
    setter(interpolate(window.fraction(atProgress: progress)))
  }

  /// The value's own prepared interpolation if it has one, otherwise `interpolated(to:fraction:)`.
  private static func preparedInterpolation(from: Value, to: Value) -> (Double) -> Value {
    if let preparing = Value.self as? any PreparedInterpolation.Type,
      let prepared = prepare(preparing, from: from, to: to)
    {
      return prepared
    }
    return { from.interpolated(to: to, fraction: $0) }
  }

  private static func prepare<Prepared: PreparedInterpolation>(
    _ type: Prepared.Type, from: Value, to: Value
  ) -> ((Double) -> Value)? {
    guard let from = from as? Prepared, let to = to as? Prepared else { return nil }
    return Prepared.interpolation(from: from, to: to) as? (Double) -> Value
  }
}

/// A value whose interpolation between two fixed ends has work that does not depend on the
/// fraction (a transform's decompositions), which an animator does once per track instead of
/// on every frame. The prepared function must return exactly what `interpolated(to:fraction:)`
/// returns, bit for bit.
protocol PreparedInterpolation: Interpolatable {
  /// `{ from.interpolated(to: to, fraction: $0) }`, with the fraction-independent work done.
  static func interpolation(from: Self, to: Self) -> (Double) -> Self
}
