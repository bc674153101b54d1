/// The reading direction of the interface, which decides where the leading edge is (UIKit's
/// `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Leading edge on the left (English).
  case leftToRight
  /// Leading edge on the right (Arabic, Hebrew).
  case rightToLeft

  /// +1 when the trailing direction is +x, −1 when it is −x.
  public var trailingSign: Double { self == .leftToRight ? 1 : -1 }
}
