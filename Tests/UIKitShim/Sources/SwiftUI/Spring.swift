// https://developer.apple.com/documentation/swiftui/spring
// Apple: `struct Spring`
// "A representation of a spring's motion." (iOS 17.0+.) Declared so that a file importing
// SwiftUI and the library, and `.ci/availability`, which compiles this shim and the library as
// one module, fail if the library declares a type of the same name. Only the page's first
// initialiser, as a value: the simulated host runs no SwiftUI animation.
@available(iOS 17.0, *)
public struct Spring: Hashable, Sendable {
  let shimDuration: Double
  let shimBounce: Double

  // https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
  // Apple: `init(duration: TimeInterval = 0.5, bounce: Double = 0.0)`
  // (page not retrieved: URL from the type's page's topics; the defaults unconfirmed; the
  // type's overview writes `Spring(duration: 0.5, bounce: 0.3)`.) "Creates a spring with the
  // specified duration and bounce."
  public init(duration: Double = 0.5, bounce: Double = 0.0) {
    shimDuration = duration
    shimBounce = bounce
  }
}
