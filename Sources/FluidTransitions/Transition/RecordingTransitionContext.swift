/// A headless ``TransitionContext`` that records every call with its time and checks UIKit's
/// contract on each one (see ``TransitionContext``), plus the rule that the animator must not
/// be inactive while the transition is still going on.
///
/// A breach never crashes: it is appended to ``breaches`` and passed to ``onBreach``, with the
/// call sequence so far, so a test can fail with the whole story printed.
@MainActor
public final class RecordingTransitionContext: TransitionContext {
  /// One call the driver made.
  ///
  /// A record of what happened, so its numbers are stored exactly as given, recorded or
  /// assigned, NaN and infinities included: a NaN percentage is a breach of the contract, and
  /// the record must show it.
  public struct Call: Hashable, Sendable, CustomStringConvertible {
    /// The clock time of the call, in seconds; stored as given.
    public var time: Double
    /// The member called: `startInteractiveTransition`, `animateTransition`,
    /// `updateInteractiveTransition`, `pauseInteractiveTransition`,
    /// `finishInteractiveTransition`, `cancelInteractiveTransition` or `completeTransition`.
    public var name: String
    /// The argument, if any (a percentage, or 1/0 for `completeTransition(true/false)`); stored
    /// as given, NaN included.
    public var value: Double?

    /// `t=… name(value)`.
    public var description: String {
      "t=\(time) \(name)" + (value.map { "(\($0))" } ?? "")
    }
  }

  /// Every call, in order, starting with how the transition began.
  public private(set) var calls: [Call] = []
  /// Every breach of the contract found, each with the call sequence up to it.
  public private(set) var breaches: [String] = []
  /// Called once per breach; by default nothing beyond recording it.
  public var onBreach: (String) -> Void = { _ in }
  /// The animator of the transition, checked for being inactive too early.
  public weak var animator: (any Animating)?

  /// Whether the transition is interactive: true after an interactive start or a pause, false
  /// after a finish or cancel.
  public private(set) var isInteractive: Bool
  /// Whether the last finish-or-cancel was a cancel.
  public private(set) var transitionWasCancelled = false
  /// Whether `completeTransition(_:)` has been called.
  public private(set) var isComplete = false
  /// The argument of `completeTransition(_:)`, once called.
  public private(set) var didComplete: Bool?

  private let clock: any FrameClock

  /// Creates a context for a transition that UIKit starts interactively
  /// (`startInteractiveTransition`) or not (`animateTransition`).
  public init(interactive: Bool, clock: any FrameClock) {
    self.clock = clock
    isInteractive = interactive
    record(interactive ? "startInteractiveTransition" : "animateTransition", nil)
  }

  /// `value` must be finite and within [0, 1], while interactive.
  public func updateInteractiveTransition(_ percentComplete: Double) {
    record("updateInteractiveTransition", percentComplete)
    requireOpen()
    require(isInteractive, "updateInteractiveTransition while not interactive")
    require(
      percentComplete.isFinite && (0...1).contains(percentComplete),
      "updateInteractiveTransition(\(percentComplete)) outside [0, 1]")
    requireAnimatorActive()
  }

  /// Legal only while not interactive.
  public func pauseInteractiveTransition() {
    record("pauseInteractiveTransition", nil)
    requireOpen()
    require(!isInteractive, "pauseInteractiveTransition while already interactive")
    requireAnimatorActive()
    isInteractive = true
  }

  /// Legal only while interactive.
  public func finishInteractiveTransition() {
    record("finishInteractiveTransition", nil)
    requireOpen()
    require(isInteractive, "finishInteractiveTransition while not interactive")
    requireAnimatorActive()
    isInteractive = false
    transitionWasCancelled = false
  }

  /// Legal only while interactive.
  public func cancelInteractiveTransition() {
    record("cancelInteractiveTransition", nil)
    requireOpen()
    require(isInteractive, "cancelInteractiveTransition while not interactive")
    requireAnimatorActive()
    isInteractive = false
    transitionWasCancelled = true
  }

  /// Exactly once, with `!transitionWasCancelled`, and not while interactive.
  public func completeTransition(_ didComplete: Bool) {
    record("completeTransition", didComplete ? 1 : 0)
    requireOpen()
    require(!isInteractive, "completeTransition while still interactive")
    require(
      didComplete == !transitionWasCancelled,
      "completeTransition(\(didComplete)) but transitionWasCancelled is \(transitionWasCancelled)")
    isComplete = true
    self.didComplete = didComplete
  }

  /// The calls so far, one per line.
  public var callLog: String {
    calls.map(\.description).joined(separator: "\n")
  }

  private func record(_ name: String, _ value: Double?) {
    calls.append(Call(time: clock.now, name: name, value: value))
  }

  /// Checked at the start of every call, before the call changes any state.
  private func requireOpen() {
    require(!isComplete, "\(calls.last?.name ?? "call") after completeTransition")
  }

  private func requireAnimatorActive() {
    if let animator, animator.state == .inactive {
      breach("the animator is inactive before the transition has ended")
    }
  }

  private func require(_ condition: Bool, _ message: String) {
    if !condition { breach(message) }
  }

  private func breach(_ message: String) {
    let report = "contract breach: \(message)\ncalls:\n\(callLog)"
    breaches.append(report)
    onBreach(report)
  }
}
