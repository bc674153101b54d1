#if canImport(UIKit)
  import FluidPacing
  import FluidTransitions
  import UIKit

  /// Runs the Pacing tab's cases one after another on one display link: each run is prepared
  /// on one callback, driven on the following ones until it is over, and torn down, and the
  /// next is prepared on the first callback after that which finds the stage at rest (a
  /// dismissal without animation may end a little later), so every run starts from a settled
  /// stage.
  @MainActor
  final class PacingRunner {
    /// The runs to make, in order.
    let cases: [PacingCase]
    /// The rows of the runs made so far.
    private(set) var runs: [PacingRun] = []
    /// Called after each run with the number made so far.
    var onProgress: ((Int) -> Void)?
    /// Called once, after the last run, with every row.
    var onFinish: (([PacingRun]) -> Void)?

    private let stage: PacingStage
    private let clock: () -> Double
    private let framesPerSecond: Int
    private let relay: PacingFrameRelay
    private var link: PacingDisplayLink?
    private var nextCase = 0
    private var current: PacingScriptedRun?

    /// A runner of `cases` on `stage` (at rest), at `framesPerSecond`, with `clock` (seconds;
    /// `CACurrentMediaTime` on a device) for the engine's time.
    init(
      cases: [PacingCase], stage: PacingStage, framesPerSecond: Int,
      clock: @escaping () -> Double
    ) {
      self.cases = cases
      self.stage = stage
      self.framesPerSecond = max(framesPerSecond, 1)
      self.clock = clock
      relay = PacingFrameRelay()
    }

    /// Starts the display link; the first run is prepared on its first callback.
    func start() {
      guard link == nil else { return }
      link = PacingDisplayLink(framesPerSecond: framesPerSecond) { [weak self] sample in
        self?.frame(sample)
      }
    }

    private func frame(_ sample: DisplayLinkSample) {
      if let current {
        current.frame(sample)
        guard current.isFinished else { return }
        runs.append(current.result)
        current.tearDown()
        self.current = nil
        onProgress?(runs.count)
        return
      }
      guard stage.isAtRest else { return }
      guard nextCase < cases.count else {
        link?.invalidate()
        link = nil
        onFinish?(runs)
        return
      }
      let run = PacingScriptedRun(
        cases[nextCase], stage: stage, relay: relay, clock: clock,
        expectedInterval: 1 / Double(framesPerSecond))
      nextCase += 1
      run.prepare()
      current = run
    }
  }
#endif
