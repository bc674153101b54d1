import UIKit

/// Shim-only: what a test can read of, or do with, a view the simulated host shows.
enum ShimInspection {
  /// A `Text`'s string.
  case text(String)
  /// A `Button`'s action, which a tap performs.
  case button(@MainActor () -> Void)
  /// An `opacity(_:)` modifier's factor.
  case opacity(Double)
  /// An `allowsHitTesting(_:)` modifier's value.
  case hitTesting(Bool)
  /// An `accessibilityHidden(_:)` modifier's value.
  case accessibilityHidden(Bool)
}

/// Shim-only: a view a test can inspect.
@MainActor
protocol ShimInspectable {
  var shimInspection: ShimInspection { get }
}

/// Shim-only: a text a hosting controller shows, with the opacity it is drawn at (the product
/// of the `opacity(_:)` modifiers above it).
public struct ShimTextReading: Equatable, Sendable {
  public let string: String
  public let opacity: Double
}
