import Foundation

/// A report of a call an animator refused, or an argument it had to replace.
///
/// UIKit raises an exception for these; FluidTransitions never crashes a host app for them.
/// The call leaves the animator's state unchanged (or, for a replaced argument, proceeds with
/// the documented replacement), and exactly one diagnostic is sent to the animator's
/// ``FluidAnimator/diagnosticHandler``.
public struct AnimatorDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// A call UIKit documents as illegal in the animator's current state; nothing changed.
    case illegalCall
    /// A non-finite or out-of-range argument; the documented replacement was used.
    case invalidArgument
  }

  /// What went wrong.
  public let kind: Kind
  /// The member that was called, e.g. `"continueAnimation(with:durationFactor:)"`.
  public let call: String
  /// The animator's state when it was called.
  public let state: AnimatingState
  /// Whether the animator was running when it was called.
  public let isRunning: Bool
  /// A one-line explanation.
  public let message: String

  /// Creates a diagnostic.
  public init(
    kind: Kind, call: String, state: AnimatingState, isRunning: Bool, message: String
  ) {
    self.kind = kind
    self.call = call
    self.state = state
    self.isRunning = isRunning
    self.message = message
  }

  /// One line: the call, the explanation and the state.
  public var description: String {
    "FluidAnimator.\(call): \(message) [state: \(state), running: \(isRunning)]"
  }

  /// The default handler: prints the description to standard error in debug builds, and does
  /// nothing in release builds.
  public static let printInDebugBuilds: @Sendable (AnimatorDiagnostic) -> Void = { diagnostic in
    #if DEBUG
      FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    #endif
  }
}
