/// A height at which a sheet naturally rests: UIKit's `UISheetPresentationController.Detent`,
/// as a value.
///
/// A detent resolves to a *value*: the sheet's height in points above the container's bottom
/// edge (or above the keyboard). UIKit's resolver returns "a height within the safe area of
/// the sheet"; this library measures detents in the whole container (see ``SheetStyle``, where
/// the reason is). ``large`` resolves to the context's
/// ``ResolutionContext/maximumDetentValue``; ``medium`` to half of it, and is inactive when the
/// container is compact in height, as Apple documents for `medium()`. Every value is clamped to
/// [0, `maximumDetentValue`]; a resolver that returns nil, NaN or a negative value makes the
/// detent inactive, and a `SheetLayout` leaves inactive detents out.
public struct SheetDetent: Sendable, CustomStringConvertible {
  /// A detent's name: ``medium``, ``large`` or your own, unique among a sheet's detents
  /// (UIKit's `UISheetPresentationController.Detent.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
      rawValue = value
    }

    /// The system's half-height detent.
    public static let medium: Identifier = "medium"
    /// The system's full-height detent.
    public static let large: Identifier = "large"
    /// The detent as tall as the sheet's content (``SheetDetent/fitted``).
    public static let fitted: Identifier = "fitted"

    /// The name.
    public var description: String { rawValue }
  }

  /// What a custom detent's resolver may look at (UIKit's
  /// `UISheetPresentationControllerDetentResolutionContext`).
  public struct ResolutionContext: Hashable, Sendable {
    /// The value of the largest detent, in points: the room between the top inset and the
    /// container's bottom edge. Never negative or non-finite.
    public let maximumDetentValue: Double
    /// Whether the container is compact in height (an iPhone in landscape), where ``medium`` is
    /// inactive.
    public let isHeightCompact: Bool
    /// The size of the sheet's container.
    public let containerSize: Size
    /// The height the sheet's content asks for, in points, or nil when it has not been
    /// measured: the UIKit layer gives the presented view controller's `preferredContentSize`
    /// height or, without one and only for a sheet with a ``SheetDetent/fitted`` detent, its
    /// view's Auto Layout fitting height at the sheet's width, and adds the container's bottom
    /// safe-area inset so that the content clears the home indicator. Never zero, negative or non-finite (those are stored as nil).
    public let contentHeight: Double?

    /// Creates a context; a negative or non-finite `maximumDetentValue` is stored as 0, and a
    /// `contentHeight` that is not a positive finite number as nil.
    public init(
      maximumDetentValue: Double, isHeightCompact: Bool = false, containerSize: Size,
      contentHeight: Double? = nil
    ) {
      self.maximumDetentValue = Self.stored(maximumDetentValue)
      self.isHeightCompact = isHeightCompact
      self.containerSize = containerSize
      self.contentHeight = contentHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    private static func stored(_ value: Double) -> Double {
      value.isFinite ? Swift.max(value, 0) : 0
    }
  }

  private enum Resolver: Sendable {
    case large
    case medium
    case fraction(Double)
    case points(Double)
    case fitted
    case custom(@Sendable (ResolutionContext) -> Double?)
  }

  /// The detent's identifier.
  public let identifier: Identifier
  private let resolver: Resolver

  private init(_ identifier: Identifier, _ resolver: Resolver) {
    self.identifier = identifier
    self.resolver = resolver
  }

  /// The full height: ``ResolutionContext/maximumDetentValue`` (UIKit's `large()`).
  public static let large = SheetDetent(.large, .large)
  /// Half of the full height, inactive in compact height (UIKit's `medium()`).
  public static let medium = SheetDetent(.medium, .medium)

  /// As tall as the sheet's content (SwiftUI's `presentationSizing(.fitted)`, a "fitted" or
  /// "ideal" sheet): ``ResolutionContext/contentHeight``, capped at the full height
  /// (``large``'s value) and, in a sheet's layout, at the largest of the sheet's other
  /// detents (where it then coincides with that detent, which is kept). Inactive while the content is not
  /// measured; a sheet whose only detent is inactive rests at the full height. The UIKit layer
  /// measures the content when the presentation begins, when the container changes size, when
  /// the presented view controller's `preferredContentSize` changes, and when you call
  /// `FluidPresentationController.invalidateDetents()` (after an Auto Layout change), and
  /// moves the sheet to the new height with its spring.
  public static let fitted = SheetDetent(.fitted, .fitted)

  /// A fraction of the full height; a fraction above 1 resolves to the full height, a negative
  /// or NaN one makes the detent inactive. The identifier defaults to `fraction(F)`.
  public static func fraction(_ fraction: Double, identifier: Identifier? = nil) -> SheetDetent {
    SheetDetent(identifier ?? Identifier(rawValue: "fraction(\(fraction))"), .fraction(fraction))
  }

  /// A height in points, clamped to the full height when resolved; NaN and negative heights
  /// make the detent inactive. The identifier defaults to `points(P)`.
  public static func points(_ height: Double, identifier: Identifier? = nil) -> SheetDetent {
    SheetDetent(identifier ?? Identifier(rawValue: "points(\(height))"), .points(height))
  }

  /// A detent computed from the context each time the sheet lays out (UIKit's
  /// `custom(identifier:resolver:)`): return a height in points, or nil for an inactive detent.
  /// Unlike UIKit, the identifier is required, so that a layout is the same on every run.
  public static func custom(
    identifier: Identifier,
    resolver: @escaping @Sendable (ResolutionContext) -> Double?
  ) -> SheetDetent {
    SheetDetent(identifier, .custom(resolver))
  }

  /// The detent's value in `context`, in [0, ``ResolutionContext/maximumDetentValue``], or nil
  /// when it is inactive there.
  public func resolvedValue(in context: ResolutionContext) -> Double? {
    let maximum = context.maximumDetentValue
    let value: Double?
    switch resolver {
    case .large: value = maximum
    case .medium: value = context.isHeightCompact ? nil : maximum / 2
    case .fraction(let fraction):
      // Decided by the fraction itself, so that a zero maximum cannot turn −0.5 into an active
      // −0 or infinity into NaN.
      value = fraction.isNaN || fraction < 0 ? nil : (fraction >= 1 ? maximum : maximum * fraction)
    case .points(let points): value = points
    case .fitted: value = context.contentHeight
    case .custom(let resolve): value = resolve(context)
    }
    guard let value, !value.isNaN, value >= 0, value.sign == .plus else { return nil }
    return Swift.min(value, maximum)
  }

  /// The identifier.
  public var description: String { identifier.rawValue }
}
