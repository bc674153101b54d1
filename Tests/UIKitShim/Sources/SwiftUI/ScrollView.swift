import UIKit

// https://developer.apple.com/documentation/swiftui/scrollview
// Apple: `nonisolated struct ScrollView<Content> where Content : View`
// "A scrollable view." "`ScrollView` can scroll horizontally, vertically, or both". Apple says
// nothing of what is behind it in UIKit: the simulated host puts its content in a
// `UIScrollView` that fills the place the scroll view is given, or in no UIKit scroll view, as
// the switch `swiftUIScrollViewBacking` says. It lays nothing out: a test sets the scroll
// view's content size and offset as SwiftUI's layout and a finger would.
public struct ScrollView<Content: View>: View, ShimPrimitiveView, ShimScrollViewHosting {
  public typealias Body = Never
  nonisolated(unsafe) let shimContent: Content
  /// The axes it scrolls along. The simulated host records them and lays nothing out: the
  /// content size a test gives the scroll view is what lets it scroll.
  let shimAxes: Axis.Set

  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  // Apple: `@export(implementation) nonisolated init(_ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content)`
  // (Xcode 27's page; the iOS 26 SDK's builder is `@ViewBuilder`.) "Creates a new instance
  // that's scrollable in the direction of the given axis". "The scroll view's scrollable axis.
  // The default axis is the vertical axis."
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    shimContent = content()
    shimAxes = axes
  }

  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  // Apple: `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ContentBuilder content: () -> Content)`
  // "Creates a new instance that's scrollable in the direction of the given axis and can show
  // indicators while scrolling." (iOS 13.0 to 27.0 on the page: deprecated from iOS 27.)
  // "`showsIndicators`: A Boolean value that indicates whether the scroll view displays the
  // scrollable component of the content offset". The simulated host shows no indicators.
  @available(iOS, deprecated: 27.0)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.init(axes, content: content)
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
