import CoreGraphics
import UIKit

// https://developer.apple.com/documentation/swiftui/vstack
// Apple: `@frozen nonisolated struct VStack<Content> where Content : View`
// "A view that arranges its subviews in a vertical line." The simulated host lays nothing
// out: it hosts the subviews in order, as one primitive view's children.
@frozen
public struct VStack<Content: View>: View, ShimPrimitiveView {
  public typealias Body = Never
  nonisolated(unsafe) let shimContent: Content

  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`
  // (Xcode 27's page; the iOS 26 SDK's builder is `@ViewBuilder`.) "Creates an instance with
  // the given spacing and horizontal alignment." Without `alignment`: nothing is laid out, so
  // `HorizontalAlignment` would only travel; a call that leaves it at `.center` compiles
  // against either declaration. The spacing only travels.
  nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    shimContent = content()
  }

  var shimChildren: [any View] { [shimContent] }
}
