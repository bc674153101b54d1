// Shim-only: the simulated main run loop. Time moves only when a test calls `advance(by:)`:
// frame by frame, the media time steps one refresh, running property animators advance, display
// links fire, and work UIKit defers to the next turn of the run loop runs. Nothing here is Apple
// API.

/// Shim-only: the simulated main run loop and display.
@MainActor
public enum ShimRunLoop {
  /// The display's refresh interval, in seconds (120 Hz unless a test changes it).
  public static var frameInterval: Double = 1.0 / 120

  /// Property animators that are running, retained as UIKit retains a running animator.
  static var runningAnimators: [UIViewPropertyAnimator] = []
  /// The visible windows, laid out every frame as Core Animation's commit does.
  private static var windows: [WeakWindow] = []
  /// How many frames have been shown.
  public private(set) static var frameCount = 0

  private final class WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
  }

  static func windowBecameVisible(_ window: UIWindow) {
    windows.removeAll { $0.window == nil || $0.window === window }
    windows.append(WeakWindow(window))
  }
  private static var deferred: [@MainActor () -> Void] = []
  private static var nextFrameWork: [@MainActor () -> Void] = []

  /// Runs `work` at the start of the next frame, before layout.
  package static func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
    nextFrameWork.append(work)
  }

  /// Runs the run loop for `seconds` (whole refreshes; a remainder smaller than one is run as a
  /// last, shorter step). Each step moves `ShimMediaTime.now`, advances every running animator
  /// by the step, fires the display links (timestamp now, target one refresh later) and runs
  /// the work deferred to the next turn.
  public static func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return runDeferredWork() }
    var left = seconds
    while left > 1e-12 {
      let step = min(frameInterval, left)
      left -= step
      ShimMediaTime.now += step
      frameCount += 1
      for animator in runningAnimators { animator.shimAdvance(by: step) }
      let arrivals = nextFrameWork
      nextFrameWork = []
      for work in arrivals { work() }
      windows.removeAll { $0.window == nil }
      for entry in windows { entry.window?.layoutIfNeeded() }
      ShimDisplayLinks.fire(
        timestamp: ShimMediaTime.now, targetTimestamp: ShimMediaTime.now + frameInterval)
      runDeferredWork()
    }
  }

  /// Runs the work deferred to the next turn of the run loop (and any it defers in turn),
  /// after Core Animation's commit at the end of the turn that ends: every shown view of a
  /// visible window counts as rendered from then on.
  public static func runDeferredWork() {
    commit()
    while !deferred.isEmpty {
      let work = deferred
      deferred = []
      for item in work { item() }
    }
  }

  /// Core Animation's commit: the visible windows' shown views are rendered.
  private static func commit() {
    windows.removeAll { $0.window == nil }
    for entry in windows { entry.window?.shimMarkRendered() }
  }

  /// Defers `work` to the next turn of the run loop, as UIKit defers the end of a transition.
  package static func enqueue(_ work: @escaping @MainActor () -> Void) {
    deferred.append(work)
  }

  /// Whether deferred work is waiting.
  public static var hasDeferredWork: Bool { !deferred.isEmpty }

  static func animatorStartedRunning(_ animator: UIViewPropertyAnimator) {
    if !runningAnimators.contains(where: { $0 === animator }) { runningAnimators.append(animator) }
  }

  static func animatorStoppedRunning(_ animator: UIViewPropertyAnimator) {
    runningAnimators.removeAll { $0 === animator }
  }

  /// How many visible windows are alive.
  public static var visibleWindowCount: Int { windows.filter { $0.window != nil }.count }

  /// How many property animators are running.
  public static var runningAnimatorCount: Int { runningAnimators.count }
}
