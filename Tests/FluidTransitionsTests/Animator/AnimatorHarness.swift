import FluidTransitions

/// An animator on a manual 120 Hz clock with its diagnostics and completions recorded, and one
/// Double track (0 → 1) whose last written value is kept.
@MainActor
final class AnimatorHarness {
  let clock: ManualFrameClock
  let animator: FluidAnimator
  private(set) var diagnostics: [AnimatorDiagnostic] = []
  private(set) var completions: [AnimatingPosition] = []
  /// The value most recently written by the probe track.
  private(set) var probe: Double = .nan
  /// Every probe value written, in order.
  private(set) var probeHistory: [Double] = []

  init(
    duration: Double = 1,
    curve: TimingCurve = .linear,
    framesPerSecond: Double = 120
  ) {
    clock = ManualFrameClock(framesPerSecond: framesPerSecond)
    animator = FluidAnimator(duration: duration, curve: curve, clock: clock)
    animator.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    addProbe()
    animator.addCompletion { [unowned self] in completions.append($0) }
  }

  /// Adds the probe track again (tracks are dropped when a run ends).
  func addProbe() {
    animator.addTrack(from: 0.0, to: 1.0) { [unowned self] value in
      probe = value
      probeHistory.append(value)
    }
  }

  /// Adds a completion recorder again (completions are dropped when a run ends).
  func recordCompletions() {
    animator.addCompletion { [unowned self] in completions.append($0) }
  }

  func takeDiagnostics() -> [AnimatorDiagnostic] {
    defer { diagnostics.removeAll() }
    return diagnostics
  }
}
