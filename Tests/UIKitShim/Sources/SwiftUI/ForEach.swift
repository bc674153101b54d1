import UIKit

// https://developer.apple.com/documentation/swiftui/foreach
// Apple: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
// "A structure that computes views on demand from an underlying collection of identified
// data." The simulated host identifies each element's view by its identifier, not its place:
// an element that stays keeps its view (updated) wherever it moves, one added gets a new view,
// one gone is dismantled.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  nonisolated(unsafe) let shimData: Data
  nonisolated(unsafe) let shimID: KeyPath<Data.Element, ID>
  nonisolated(unsafe) let shimContent: (Data.Element) -> Content
}

extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  // Apple: `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`
  // (page not retrieved: URL by Apple's scheme, declaration unconfirmed; `List`'s
  // `init(_:id:rowContent:)` page, which was, builds this `ForEach` from the same three
  // arguments, and the `init(_:content:)` page names `ForEach/init(_:id:content:)` "to compute
  // views on demand over a dynamic range".)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    shimData = data
    shimID = id
    shimContent = content
  }
}

// https://developer.apple.com/documentation/swiftui/foreach
// Apple: `extension ForEach : View where Content : View` (the type page's conformances;
// declaration unconfirmed). A primitive view whose children are identified.
extension ForEach: View where Content: View {
  public typealias Body = Never
}

extension ForEach: ShimPrimitiveView, ShimIdentifiedChildren where Content: View {
  var shimChildren: [any View] { shimData.map { shimContent($0) } }

  var shimChildIDs: [AnyHashable] { shimData.map { AnyHashable($0[keyPath: shimID]) } }
}

/// Shim-only: a primitive view whose children the simulated host matches by identifier.
@MainActor
protocol ShimIdentifiedChildren {
  /// The identifiers of ``ShimPrimitiveView/shimChildren``, in the same order.
  var shimChildIDs: [AnyHashable] { get }
}
