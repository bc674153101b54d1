/// The stretch of an animation's progress over which one track moves: UIKit's
/// `addAnimations(_:delayFactor:)` and keyframe relative start and duration, expressed in
/// progress.
///
/// Below ``start`` the track shows its `from` value, beyond ``end`` its `to` value, and in
/// between it interpolates. An edge at the animation's own bound (0 or 1) is open: when a
/// spring overshoots past 1 or a rubber band pulls below 0, a track that reaches that bound
/// keeps extrapolating with it, so the whole scene overshoots together.
///
/// Windows are in *progress*, not time: any progress renders the same picture however it was
/// reached (scrubbed, reversed, sprung), which is what makes a transition interruptible. With the
/// linear curve, and in every paused, scrubbing animator, progress and time fraction coincide,
/// so the windows mean exactly what UIKit's delay factors and keyframe times mean.
public struct TrackWindow: Hashable, Sendable {
  /// The progress at which the track starts moving.
  public let start: Double
  /// The progress at which the track arrives. May be below ``start`` for a track that moves as
  /// progress decreases.
  public let end: Double

  /// The whole animation, 0 to 1.
  public static let full = TrackWindow(start: 0, end: 1)

  /// Creates a window; bounds are clamped to [0, 1], and NaN bounds become 0 (start) and 1
  /// (end).
  public init(start: Double, end: Double) {
    self.start = start.clamped(to: 0...1, nanReplacement: 0)
    self.end = end.clamped(to: 0...1, nanReplacement: 1)
  }

  /// A window from `range.lowerBound` to `range.upperBound`, clamped as in
  /// ``init(start:end:)``.
  public init(_ range: ClosedRange<Double>) {
    self.init(start: range.lowerBound, end: range.upperBound)
  }

  /// UIKit's `delayFactor`: the track starts at `delayFactor` and ends with the animation.
  public init(delayFactor: Double) {
    self.init(start: delayFactor, end: 1)
  }

  /// The track's own fraction at animation progress `progress`; see the type's documentation.
  @inline(__always)
  func fraction(atProgress progress: Double) -> Double {
    let span = end - start
    if span == 0 {
      let reached = start == 1 ? progress >= 1 : progress >= start
      return reached ? 1 : 0
    }
    let fraction = (progress - start) / span
    if fraction < 0 && start != 0 && start != 1 { return 0 }
    if fraction > 1 && end != 0 && end != 1 { return 1 }
    return fraction
  }
}
