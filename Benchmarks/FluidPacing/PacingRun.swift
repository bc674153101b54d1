/// One scripted run on a device: a style, an engine and a finger script, with what was measured
/// while it ran. A row of the Pacing tab's table and of ``PacingReport``'s `runs`.
public struct PacingRun: Hashable, Sendable {
  /// The style's name (``TransitionStyle/name``: `slide`, `sheet`, …).
  public var style: String
  /// The engine that drove the transition (`propertyAnimator` or `displayLink`).
  public var engine: String
  /// The finger script (``FingerScript``'s raw value).
  public var script: String
  /// The display link's samples, accounted for.
  public var pacing: FramePacing
  /// The library's time inside each display-link callback.
  public var engineTimes: EngineFrameTimes
  /// Every release of the run.
  public var releases: [ReleaseHandoff]

  /// Creates a run's row.
  public init(
    style: String, engine: String, script: String, pacing: FramePacing,
    engineTimes: EngineFrameTimes, releases: [ReleaseHandoff]
  ) {
    self.style = style
    self.engine = engine
    self.script = script
    self.pacing = pacing
    self.engineTimes = engineTimes
    self.releases = releases
  }

  /// The run's figures under the keys `fluid-bench` uses.
  public var figures: PacingFigures { PacingFigures(pooling: [self]) }
}
