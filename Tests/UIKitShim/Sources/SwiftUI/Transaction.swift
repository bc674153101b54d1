// https://developer.apple.com/documentation/swiftui/environmentvalues
// Apple: `struct EnvironmentValues`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) No value is modelled:
// the simulated host passes an empty environment, which the layer does not read.
public struct EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  // Apple: `init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/transaction
// Apple: `@frozen struct Transaction`
// (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The context of one
// update; the simulated host passes the one of the change that caused the update
// (`ShimViewGraph.shimWithTransaction(_:_:)`), an empty one otherwise.
@frozen
public struct Transaction {
  // https://developer.apple.com/documentation/swiftui/transaction/init()
  // Apple: `init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public init() {}

  // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  // Apple: `var disablesAnimations: Bool { get set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) "A Boolean value
  // that indicates whether views should disable animations" (wording unconfirmed).
  public var disablesAnimations = false
}
