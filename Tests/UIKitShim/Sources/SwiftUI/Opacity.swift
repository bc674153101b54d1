import UIKit

extension View {
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  // Apple: `nonisolated func opacity(_ opacity: Double) -> some View`
  // "Sets the transparency of this view." "When applying the `opacity(_:)` modifier to a view
  // that has already had its opacity transformed, the modifier multiplies the effect of the
  // underlying opacity transformation." The simulated host draws nothing: it keeps the value,
  // and a test reads a text's product of the opacities above it (`shimTexts(in:)`).
  nonisolated public func opacity(_ opacity: Double) -> some View {
    ShimOpacity(content: self, opacity: opacity)
  }
}

/// Shim-only: the view `opacity(_:)` returns.
struct ShimOpacity<Content: View>: View, ShimPrimitiveView, ShimInspectable {
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  let opacity: Double

  nonisolated init(content: Content, opacity: Double) {
    self.content = content
    self.opacity = opacity
  }

  var shimChildren: [any View] { [content] }

  var shimInspection: ShimInspection { .opacity(opacity) }
}
