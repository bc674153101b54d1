#if canImport(UIKit)
  import FluidPacing

  /// The text of the Pacing tab's table: the figures of a run or of every run pooled, in the
  /// units of `fluid-bench`'s keys; "–" where nothing was measured.
  enum PacingTable {
    /// One run: its style, engine and script, then its figures and frame count.
    static func row(_ run: PacingRun) -> String {
      "\(run.style) · \(run.engine) · \(run.script)\n" + figures(run.figures)
        + " · \(run.pacing.frames) frames"
    }

    /// Intervals, hitch time ratio, engine time and the largest velocity jump.
    static func figures(_ figures: PacingFigures) -> String {
      "interval p50 \(number(figures.intervalP50Ms)) ms, p99 \(number(figures.intervalP99Ms)) ms"
        + " · hitches \(number(figures.hitchTimeRatioMsPerS)) ms/s"
        + " · engine p50 \(number(figures.engineP50Us, digits: 0)) µs,"
        + " p99 \(number(figures.engineP99Us, digits: 0)) µs"
        + " · velocity jump \(number(figures.maxVelocityJump, digits: 3)) /s"
    }

    /// `value` with `digits` decimals, or "–" for nil.
    static func number(_ value: Double?, digits: Int = 2) -> String {
      guard let value else { return "–" }
      return String(format: "%.\(digits)f", value)
    }
  }
#endif
