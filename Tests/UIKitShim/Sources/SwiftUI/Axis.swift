// https://developer.apple.com/documentation/swiftui/axis
// Apple: `@frozen enum Axis`
// "The horizontal or vertical dimension in a 2D coordinate system." (iOS 13.0+.) Declared so
// that a file importing SwiftUI and the library, and `.ci/availability`, which compiles this
// shim and the library as one module, fail if the library declares a type of the same name.
@frozen
public enum Axis: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/axis/horizontal
  // Apple: `case horizontal`
  // "The horizontal dimension."
  case horizontal
  // https://developer.apple.com/documentation/swiftui/axis/vertical
  // Apple: `case vertical`
  // "The vertical dimension."
  case vertical

  // https://developer.apple.com/documentation/swiftui/axis/set
  // Apple: `@frozen struct Set`
  // "An efficient set of axes." The page lists `OptionSet` (and with it `SetAlgebra`,
  // `ExpressibleByArrayLiteral`, `RawRepresentable`, `Equatable`) and `Sendable`; the raw value's
  // type is not on the page (an `Int8` here).
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8

    // https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
    // Apple: `init(rawValue: Int8)`
    // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) `OptionSet`'s
    // requirement.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
    // Apple: `static let horizontal: Axis.Set`
    public static let horizontal = Set(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    // Apple: `static let vertical: Axis.Set`
    public static let vertical = Set(rawValue: 1 << 1)
  }
}
