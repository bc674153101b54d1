import UIKit

// https://developer.apple.com/documentation/swiftui/scrollview
// Apple: `nonisolated struct ScrollView<Content> where Content : View`
// "A scrollable view." Apple says nothing of what is behind it in UIKit: the simulated host
// puts its content in a `UIScrollView` that fills the place the scroll view is given, or in no
// UIKit scroll view, as the switch `swiftUIScrollViewBacking` says. It lays nothing out: a test
// sets the scroll view's content size and offset as SwiftUI's layout and a finger would.
public struct ScrollView<Content: View>: View, ShimPrimitiveView, ShimScrollViewHosting {
  public typealias Body = Never
  nonisolated(unsafe) let shimContent: Content

  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  // Apple: `@export(implementation) nonisolated init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content)`
  // (Xcode 27's page; the iOS 26 SDK's builder is `@ViewBuilder`.) "Creates a new instance
  // that's scrollable in the direction of the given axis". Without `axes`: SwiftUI's `Axis`
  // would clash with the library's own `Axis` where `.ci/availability` compiles the shim and
  // the library as one module; a call that leaves `axes` at `.vertical` (`ScrollView { … }`)
  // compiles against either declaration.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    shimContent = content()
  }

  var shimChildren: [any View] { [shimContent] }

  static func shimScrollView(frame: CGRect) -> UIScrollView? {
    switch ShimBehaviour.read.swiftUIScrollViewBacking {
    case .uiScrollView: UIScrollView(frame: frame)
    case .noUIKitScrollView: nil
    }
  }
}

/// Shim-only: a view whose content the simulated host puts in a UIKit scroll view.
@MainActor
protocol ShimScrollViewHosting {
  /// The UIKit scroll view behind the view, made with `frame`, or nil when none backs it.
  static func shimScrollView(frame: CGRect) -> UIScrollView?
}
