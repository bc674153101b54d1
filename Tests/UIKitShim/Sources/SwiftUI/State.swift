import UIKit

// https://developer.apple.com/documentation/swiftui/state
// Apple: `@frozen @propertyWrapper struct State<Value>`
// "A property wrapper type that can read and write a value managed by SwiftUI." (The iOS 26
// SDK's property wrapper; Xcode 27 offers a macro of the same name.) "SwiftUI initializes the
// state's storage only once for each container instance": the simulated host keeps each
// view's states with the view (its place and type in the tree) and hands them to every later
// value of that view (`ShimViewNode`). A write is a change of the app's state, as a write
// through a binding is.
@frozen @propertyWrapper
public struct State<Value> {
  @usableFromInline let shimBox: ShimStateBox

  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  // Apple: `init(wrappedValue value: Value)`
  // "Creates a state property that stores an initial wrapped value." The value is used only
  // the first time the view is in the tree.
  public init(wrappedValue value: Value) {
    shimBox = ShimStateBox(value)
  }

  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  // Apple: `var wrappedValue: Value { get nonmutating set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) The kept value; a
  // write goes through the simulated host as a binding's does.
  public var wrappedValue: Value {
    get { shimBox.current.value as! Value }
    nonmutating set {
      let box = shimBox.current
      nonisolated(unsafe) let value = newValue
      MainActor.assumeIsolated { ShimViewGraph.stateWillChange { box.value = value } }
    }
  }

  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  // Apple: `var projectedValue: Binding<Value> { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A binding to the
  // kept value.
  public var projectedValue: Binding<Value> {
    let box = shimBox
    return Binding(get: { box.current.value as! Value }, set: { box.current.value = $0 })
  }
}

/// Shim-only: a state's storage. A view's later values carry fresh storage that reads and
/// writes the first one's (`kept`), which the simulated host links.
@usableFromInline
final class ShimStateBox: @unchecked Sendable {
  var value: Any
  /// The storage the view's first value made, once the simulated host has linked it.
  var kept: ShimStateBox?

  init(_ value: Any) {
    self.value = value
  }

  var current: ShimStateBox { kept ?? self }
}

/// Shim-only: a `State`, found among a view's stored properties.
protocol ShimStateHolding {
  var shimStateBox: ShimStateBox { get }
}

extension State: ShimStateHolding {
  var shimStateBox: ShimStateBox { shimBox }
}
