/// A colour as red, green, blue and alpha components in the sRGB space (0…1 is the standard
/// gamut; components outside it are kept, as UIKit's extended sRGB keeps them).
///
/// A non-finite red, green or blue component is stored as 0; alpha is clamped to [0, 1] (so
/// infinite alpha becomes 0 or 1, and NaN alpha becomes 0). The rules are the same whether a
/// component is passed to the initialiser or assigned. A colour never carries NaN into a view.
public struct RGBAColor: Hashable, Sendable {
  /// The red component; assigning a non-finite value stores 0.
  public var red: Double {
    didSet { red = red.finite(or: 0) }
  }
  /// The green component; assigning a non-finite value stores 0.
  public var green: Double {
    didSet { green = green.finite(or: 0) }
  }
  /// The blue component; assigning a non-finite value stores 0.
  public var blue: Double {
    didSet { blue = blue.finite(or: 0) }
  }
  /// Opacity in [0, 1]; an assigned value is clamped to that range, and NaN stores 0.
  public var alpha: Double {
    didSet { alpha = alpha.clamped(to: 0...1, nanReplacement: 0) }
  }

  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// Creates a colour; see the type's documentation for out-of-range and non-finite input.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.isFinite ? red : 0
    self.green = green.isFinite ? green : 0
    self.blue = blue.isFinite ? blue : 0
    self.alpha = alpha.isNaN ? 0 : Swift.min(Swift.max(alpha, 0), 1)
  }

  /// The same colour with a different opacity (clamped to [0, 1]).
  @inlinable
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}

extension RGBAColor: Interpolatable {
  /// Each component interpolated linearly in sRGB, as UIKit and Core Animation blend colours;
  /// alpha stays clamped to [0, 1] when a spring overshoots.
  @inlinable
  public func interpolated(to target: RGBAColor, fraction: Double) -> RGBAColor {
    RGBAColor(
      red: red.interpolated(to: target.red, fraction: fraction),
      green: green.interpolated(to: target.green, fraction: fraction),
      blue: blue.interpolated(to: target.blue, fraction: fraction),
      alpha: alpha.interpolated(to: target.alpha, fraction: fraction)
    )
  }
}
