// https://developer.apple.com/documentation/swiftui/color
// Apple: `@frozen struct Color`
// "A representation of a color that adapts to a given context." (iOS 13.0+.) Declared so that
// a file importing SwiftUI and the library, and `.ci/availability`, which compiles this shim
// and the library as one module, fail if the library declares a type of the same name. The
// simulated host draws nothing: a colour is only a value here.
@frozen
public struct Color: Hashable, Sendable {
  let shimName: String

  // https://developer.apple.com/documentation/swiftui/color/red
  // Apple: `static let red: Color`
  // "A context-dependent red color suitable for use in UI elements."
  public static let red = Color(shimName: "red")
}
