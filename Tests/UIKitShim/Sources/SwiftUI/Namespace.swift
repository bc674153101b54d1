import UIKit

// https://developer.apple.com/documentation/swiftui/namespace
// Apple: `@frozen @propertyWrapper struct Namespace`
// "A dynamic property type that allows access to a namespace defined by the persistent
// identity of the object containing the property (e.g. a view)." The simulated host keeps a
// view's namespace with the view, as it keeps its states (`ShimViewNode`): every later value
// of the view reads the namespace its first value made.
@frozen @propertyWrapper
public struct Namespace {
  // https://developer.apple.com/documentation/swiftui/namespace/id
  // Apple: `@frozen struct ID`
  // "A namespace defined by the persistent identity of an `@Namespace` dynamic property."
  // The page lists `Sendable`, `BitwiseCopyable`, `Hashable` and `Equatable`. Here a number
  // no other namespace has.
  @frozen
  public struct ID: Hashable, Sendable {
    let shimValue: Int
  }

  @usableFromInline let shimBox: ShimStateBox

  // https://developer.apple.com/documentation/swiftui/namespace/init()
  // Apple: `init()`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed.) A new namespace,
  // used only the first time the view is in the tree.
  public init() {
    shimBox = ShimStateBox(ID(shimValue: ShimNamespaceCounter.next()))
  }

  // https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  // Apple: `var wrappedValue: Namespace.ID { get }`
  public var wrappedValue: Namespace.ID { shimBox.current.value as! Namespace.ID }
}

extension Namespace: ShimStateHolding {
  var shimStateBox: ShimStateBox { shimBox }
}

/// Shim-only: the numbers of namespaces, never given twice.
enum ShimNamespaceCounter {
  // Views are made on the main actor, where SwiftUI makes them; the counter is only read and
  // written there.
  nonisolated(unsafe) private static var last = 0

  static func next() -> Int {
    last += 1
    return last
  }
}
