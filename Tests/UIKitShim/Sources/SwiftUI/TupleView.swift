import UIKit

// https://developer.apple.com/documentation/swiftui/tupleview
// Apple: `@frozen struct TupleView<T>` (page not retrieved: URL by Apple's scheme, declaration
// unconfirmed; the `buildBlock(_:)` page below returns it.) The views of a view builder block
// of several statements, which the simulated host walks in order. Its `value` and
// `init(_:)` are not modelled: only the builder makes one.
@frozen
public struct TupleView<T>: View, ShimPrimitiveView {
  public typealias Body = Never
  nonisolated(unsafe) let shimViews: [any View]

  nonisolated init(shimViews: [any View]) {
    self.shimViews = shimViews
  }

  var shimChildren: [any View] { shimViews }
}

extension ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // Apple: `@export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
  // Each view is kept with its own static type (an `if`'s `Optional` stays one).
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView(shimViews: views)
  }
}
