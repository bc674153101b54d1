import UIKit

// https://developer.apple.com/documentation/swiftui/binding
// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
// "A property wrapper type that can read and write a value owned by a source of truth." A
// write through a binding is a change of the app's state: the simulated host updates the
// views (`ShimViewGraph`), when the switch `representableUpdates` says; a write while it
// updates them is held or applied as `bindingWriteDuringUpdate` says.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: @Sendable () -> Value
  private let write: @Sendable (Value) -> Void

  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // Apple: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
  // Without `@isolated(any)`: such a closure can only be called with `await`, and a binding is
  // read and written synchronously; SwiftUI's runtime does that, a shim cannot. A closure
  // literal is nonisolated under either declaration (it is `@Sendable`), so code that compiles
  // against Apple's declaration and does not spell an isolation compiles here the same.
  @preconcurrency
  public init(
    get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void
  ) {
    read = get
    write = set
  }

  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  // Apple: `var wrappedValue: Value { get nonmutating set }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) Reads the source of
  // truth; a write goes to it through the simulated host (see the type's note).
  public var wrappedValue: Value {
    get { read() }
    nonmutating set {
      let write = self.write
      // Bindings are used on the main actor, where SwiftUI reads and writes them.
      nonisolated(unsafe) let value = newValue
      MainActor.assumeIsolated { ShimViewGraph.stateWillChange { write(value) } }
    }
  }

  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  // Apple: `var projectedValue: Binding<Value> { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.)
  public var projectedValue: Binding<Value> { self }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  // Apple: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A binding to a
  // property of the value: reads it from the value, writes the value back with it changed.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let read = self.read
    let write = self.write
    nonisolated(unsafe) let path = keyPath
    return Binding<Subject>(
      get: { read()[keyPath: path] },
      set: { subject in
        var value = read()
        value[keyPath: path] = subject
        write(value)
      })
  }
}
