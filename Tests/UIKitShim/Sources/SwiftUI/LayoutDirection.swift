// https://developer.apple.com/documentation/swiftui/layoutdirection
// Apple: `enum LayoutDirection`
// "A direction in which SwiftUI can lay out content." (iOS 13.0+.) Declared so that a file
// importing SwiftUI and the library, and `.ci/availability`, which compiles this shim and the
// library as one module, fail if the library declares a type of the same name.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  // https://developer.apple.com/documentation/swiftui/layoutdirection/lefttoright
  // Apple: `case leftToRight`
  // "A left-to-right layout direction."
  case leftToRight
  // https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft
  // Apple: `case rightToLeft`
  // "A right-to-left layout direction."
  case rightToLeft
}
